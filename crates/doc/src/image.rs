//! Image pages: MIMG (GFX9 on gfx908 / gfx90a, GFX10, GFX11) and GFX12's VIMAGE / VSAMPLE, one page
//! per image table row. Bit positions come from the codec's per-generation
//! `Layout`, its opcode placement (`op_bits`) and the group's modifier list,
//! so a page shows the bits the encoder writes.

use super::{fld, make_example, not_modelled, BitField, Encoding, Example, On};
use super::{Operand, SemanticsEntry};
use crate::{numbered_operands, reg_range};
use amdgpu_isa::encoding::image::{
    addr_size, data_size, layout, op_bits, ACC_BIT, MIMG, SCOPE_SHIFT, TH_SHIFT, VIMAGE, VSAMPLE,
};
use amdgpu_isa::tables::image::{self as image_table, ImageCell, ImageRow, IMAGE_GROUPS};
use amdgpu_isa::{assemble_line, Target};

pub(crate) const FAMILY: &str = "Image memory (MIMG; VIMAGE / VSAMPLE on GFX12)";

/// The targets' support beyond the table, stated on every page.
const SUPPORT_NOTE: &str = "gfx942 and gfx950 have no image instructions";

/// Every image mnemonic.
pub(crate) fn names() -> impl Iterator<Item = &'static str> {
    image_table::IMAGE_ROWS.iter().map(|r| r.name)
}

/// The row spelled `name`, if some target has it.
pub(crate) fn row_of(name: &str) -> Option<usize> {
    (image_table::groups_having(name) != 0)
        .then(|| image_table::lookup(name))
        .flatten()
}

/// The row's cell on `t`, with the group index.
pub(crate) fn cell_on(row: &ImageRow, t: Target) -> Option<(usize, &'static ImageCell)> {
    let g = image_table::group(t)?;
    // (rows are 'static, so their cells are too)
    let cells: &'static [Option<ImageCell>] = row.cells;
    Some((g, cells.get(g)?.as_ref()?))
}

/// Our own one-line summary, from the name's stem.
pub(crate) fn summary(name: &str) -> String {
    let s = name.strip_prefix("image_").unwrap_or(name);
    let parts: Vec<&str> = s.split('_').collect();
    let has = |p: &str| parts.iter().skip(1).any(|x| *x == p);
    if s.starts_with("sample") || s.starts_with("gather4") {
        // The sample suffixes (AMD ISA guides, "Image sample instructions"):
        // C depth compare, B LOD bias, L explicit LOD, LZ LOD 0, D / CD
        // user (coarse) derivatives, CL LOD clamp, O texel offset, G16
        // 16-bit derivatives.
        let mut mods: Vec<&str> = Vec::new();
        if has("c") {
            mods.push("depth-compared against a reference value");
        }
        if has("b") {
            mods.push("with a LOD bias");
        }
        if has("l") {
            mods.push("at an explicit LOD");
        }
        if has("lz") {
            mods.push("at LOD 0");
        }
        if has("d") {
            mods.push("with user derivatives");
        }
        if has("cd") {
            mods.push("with coarse user derivatives");
        }
        if has("g16") {
            mods.push("the derivatives 16-bit");
        }
        if has("cl") {
            mods.push("with a LOD clamp");
        }
        if has("o") {
            mods.push("with a texel offset");
        }
        let base = if s.starts_with("sample") {
            "Sample an image through a sampler at floating-point coordinates (filtered)".to_string()
        } else if s.starts_with("gather4h") {
            // UNCONFIRMED: gather4h's texel pattern, from its name and LLVM's
            // gfx90a definition (no pseudocode in AMD's guides)
            "Gather one component of four horizontally adjacent texels".to_string()
        } else {
            "Gather one component from each of the four texels a bilinear sample reads".to_string()
        };
        return if mods.is_empty() {
            base
        } else {
            format!("{base}, {}", mods.join(", "))
        };
    }
    if let Some(op) = s.strip_prefix("atomic_") {
        let what = match op {
            "swap" => "exchange",
            "cmpswap" => "compare-and-swap",
            "fcmpswap" => "float compare-and-swap",
            "add" | "add_uint" => "add (integer)",
            "add_flt" => "add (float)",
            "sub" | "sub_uint" => "subtract",
            "smin" | "min_int" => "signed minimum",
            "umin" | "min_uint" => "unsigned minimum",
            "smax" | "max_int" => "signed maximum",
            "umax" | "max_uint" => "unsigned maximum",
            "fmin" | "min_flt" => "float minimum",
            "fmax" | "max_flt" => "float maximum",
            "and" => "AND",
            "or" => "OR",
            "xor" => "XOR",
            "inc" | "inc_uint" => "increment with wrap-around",
            "dec" | "dec_uint" => "decrement with wrap-around",
            "pk_add_f16" => "packed 2 x f16 add",
            "pk_add_bf16" => "packed 2 x bf16 add",
            o => o,
        };
        return format!(
            "Atomic {what} on an image texel; glc (GFX12: th:…_RETURN) returns the old value"
        );
    }
    let mip = if has("mip") {
        " at an explicit mip level"
    } else {
        ""
    };
    let pck = match (has("pck"), has("sgn")) {
        (true, true) => ", raw 8/16-bit components sign-extended (no format conversion)",
        (true, false) => ", raw 8/16-bit components (no format conversion)",
        _ => "",
    };
    if s.starts_with("load") {
        return format!(
            "Load texels of an image, addressed by integer coordinates{mip}, into VGPRs{pck}"
        );
    }
    if s.starts_with("store") {
        return format!(
            "Store VGPRs to texels of an image, addressed by integer coordinates{mip}{pck}"
        );
    }
    if s.starts_with("bvh") {
        // RDNA ISA "Ray tracing": BVH64 takes a 64-bit node address; RDNA4
        // adds dual (two BVH4 nodes) and BVH8 (one 8-wide node) forms.
        let form = match parts.first().copied() {
            Some("bvh64") => ", 64-bit node address",
            Some("bvh8") => ", one 8-wide node",
            Some(_) if has("dual") => ", two 4-wide nodes at once",
            _ => ", 32-bit node address",
        };
        return format!(
            "Intersect a ray with a bounding-volume-hierarchy node (ray tracing){form}"
        );
    }
    let text = if s.starts_with("get_resinfo") {
        "Read an image's dimensions and mip count for a mip level"
    } else if s.starts_with("get_lod") {
        "Compute the level of detail a sample at these coordinates would use"
    } else if s.starts_with("msaa_load") {
        "Load one component from samples of a multisampled image texel"
    } else {
        "Image memory instruction"
    };
    text.to_string()
}

/// Splits a bit mask into runs, from the top bit down: (hi, lo).
fn runs(mask: u64) -> Vec<(u32, u32)> {
    let mut out = Vec::new();
    let mut b = 63i32;
    while b >= 0 {
        if mask >> b & 1 != 0 {
            let hi = b as u32;
            while b >= 0 && mask >> b & 1 != 0 {
                b -= 1;
            }
            out.push((hi, (b + 1) as u32));
        } else {
            b -= 1;
        }
    }
    out
}

pub(crate) fn image_encoding(cell: &ImageCell, g: usize) -> Encoding {
    let group = &IMAGE_GROUPS[g];
    let gen = group.gen;
    let l = layout(gen, cell.vsample);
    let prefix = if gen < 12 {
        MIMG
    } else if cell.vsample {
        VSAMPLE
    } else {
        VIMAGE
    };
    let format = match (gen, cell.vsample) {
        (12, true) => "VSAMPLE",
        (12, false) => "VIMAGE",
        _ => "MIMG",
    };
    let mut fields: Vec<BitField> = vec![fld(
        "ENCODING",
        31,
        26,
        Some(u64::from(prefix)),
        Some(format),
    )];
    // the opcode's bits: what op_bits sets for an all-ones opcode, less the prefix
    let op_mask = op_bits(gen, 0xFF, cell.vsample) & !(0x3F << 26);
    let op_word = op_bits(gen, cell.op, cell.vsample);
    let op_runs = runs(op_mask);
    for (i, &(hi, lo)) in op_runs.iter().enumerate() {
        let name = match (op_runs.len(), i) {
            (1, _) => "OP",
            (_, 0) => "OP[6:0]",
            _ => "OP[7]",
        };
        let v = op_word >> lo & ((1 << (hi - lo + 1)) - 1);
        fields.push(fld(name, hi, lo, Some(v), None));
    }
    // gfx90a: bit 16 names AGPR data instead of TFE
    let acc = gen == 9
        && group
            .targets
            .first()
            .and_then(|t| Target::from_name(t).ok())
            .is_some_and(|t| t.needs_aligned_vgprs());
    if acc {
        fields.push(fld("ACC", ACC_BIT, ACC_BIT, None, Some("VDATA is AGPRs")));
    }
    if l.nsa_bits > 0 {
        let note = if l.nsa_bits > 1 {
            "NSA: how many more dwords list address VGPRs"
        } else {
            "NSA: the address VGPRs are listed in more dwords"
        };
        fields.push(fld("NSA", l.nsa + l.nsa_bits - 1, l.nsa, None, Some(note)));
    }
    if gen != 9 {
        fields.push(fld(
            "DIM",
            l.dim + 2,
            l.dim,
            None,
            Some("dim: the resource's dimensionality"),
        ));
    }
    fields.push(fld(
        "DMASK",
        l.dmask + 3,
        l.dmask,
        None,
        Some("dmask: the components read or written"),
    ));
    // one-bit modifiers this opcode has, at the bits the group prints them from
    for &(name, bit) in group.order {
        let bit = u32::from(bit);
        if cell.mods >> bit & 1 == 0 {
            continue;
        }
        match name {
            "th" | "scope" => {}
            _ => fields.push(fld(mod_field(name), bit, bit, None, Some(name))),
        }
    }
    // registers: positions as encoding::image's accessors read them
    if gen < 12 {
        fields.push(fld("VADDR", 39, 32, None, Some("first address VGPR")));
        fields.push(fld("VDATA", 47, 40, None, None));
        fields.push(fld("SRSRC", 52, 48, None, Some("resource SGPRs / 4")));
        if cell.sampler {
            let s = l.ssamp;
            fields.push(fld("SSAMP", s + 4, s, None, Some("sampler SGPRs / 4")));
        }
    } else {
        if cell.th != 0 {
            fields.push(fld(
                "TH",
                TH_SHIFT + 2,
                TH_SHIFT,
                None,
                Some("th: temporal hint"),
            ));
            fields.push(fld(
                "SCOPE",
                SCOPE_SHIFT + 1,
                SCOPE_SHIFT,
                None,
                Some("scope:"),
            ));
        }
        fields.push(fld("VDATA", 39, 32, None, None));
        fields.push(fld("RSRC", 49, 41, None, Some("resource SGPR number")));
        if cell.vsample {
            fields.push(fld("SAMP", 63, l.ssamp, None, Some("sampler SGPR number")));
        } else {
            fields.push(fld("VADDR4", 63, 56, None, Some("fifth address VGPR")));
        }
        for (i, name) in ["VADDR0", "VADDR1", "VADDR2", "VADDR3"].iter().enumerate() {
            let lo = 64 + 8 * i as u32;
            fields.push(fld(name, lo + 7, lo, None, None));
        }
    }
    fields.sort_by_key(|f| std::cmp::Reverse(f.hi));
    let width = if gen < 12 { 64 } else { 96 };
    let mut notes = Vec::new();
    if gen == 10 || gen == 11 {
        notes.push("NSA forms add dwords, one address VGPR per byte".to_string());
    }
    if cell.bvh.is_some() {
        notes.push("ray-tracing form: fixed address and data widths, no DMASK / DIM".to_string());
    }
    notes.push(if gen == 9 { SIZING9 } else { SIZING }.to_string());
    notes.push(SUPPORT_NOTE.to_string());
    let layout = match gen {
        9 => "GFX9",
        10 => "GFX10",
        11 => "GFX11",
        _ => "GFX12",
    };
    Encoding::new(format, width, cell.op.into(), layout, fields, notes)
}

/// Field name of a one-bit modifier.
fn mod_field(name: &str) -> &'static str {
    match name {
        "unorm" => "UNORM",
        "glc" => "GLC",
        "slc" => "SLC",
        "dlc" => "DLC",
        "r128" => "R128",
        "a16" => "A16",
        "tfe" => "TFE",
        "lwe" => "LWE",
        "d16" => "D16",
        "nv" => "NV",
        "da" => "DA",
        "scc" => "SCC",
        _ => "(modifier)",
    }
}

/// How VDATA and the address are sized (encoding::image's data_size / addr_size).
const SIZING: &str = "VDATA: one dword per DMASK bit (gather4: four), halved (rounded up) by \
     d16, plus one for tfe. Address: the coordinates DIM implies, plus any \
     lod / clamp / mip word and extra words (offset, bias, z-compare) the \
     opcode takes, and gradients for derivative forms; a16 packs two 16-bit \
     coordinates per dword";

/// GFX9: no DIM; the address is one VGPR tuple (LLVM's assembler checks
/// no address size there and its disassembler prints the default width).
const SIZING9: &str = "VDATA: one dword per DMASK bit (gather4: four), halved (rounded up) by \
     d16, plus one for tfe (gfx908). Address: one VGPR tuple of any width the \
     opcode has a variant for; disassembly shows the opcode's default width. \
     da marks an array resource";

pub(crate) fn image_operands(name: &str, cell: &ImageCell, t: Target) -> Vec<Operand> {
    let access = match name.strip_prefix("image_") {
        Some(s) if s.starts_with("store") => "read",
        Some(s) if s.starts_with("atomic") => crate::access::READ_RETURNING,
        _ => "written",
    };
    let mut ops: Vec<(&'static str, &'static str, &'static str, String, u8)> = vec![(
        "VDATA",
        access,
        "VGPR tuple",
        format!("{} dwords by default (sized as the notes say)", cell.vd0),
        cell.vd0,
    )];
    let gfx9 = t.gen() == amdgpu_isa::Gen::Gfx9;
    let addr = if t.gen() == amdgpu_isa::Gen::Gfx12 {
        "VGPRs (listed, the last may be a tuple)"
    } else if gfx9 {
        "VGPR tuple"
    } else {
        "VGPR tuple, or listed VGPRs (NSA)"
    };
    let a = if gfx9 {
        cell.va0
    } else {
        cell.bvh
            .as_ref()
            .map_or_else(|| addr_size(cell, 0, false), |b| b.dwords[0])
    };
    let addr_format = if gfx9 {
        format!("{a} dwords by default (other widths the opcode has are accepted)")
    } else {
        format!("{a} dwords for dim:SQ_RSRC_IMG_1D")
    };
    ops.push(("VADDR", "read", addr, addr_format, a));
    let rsrc = if cell.bvh.is_some() { 4 } else { 8 };
    ops.push((
        "SRSRC",
        "read",
        "SGPR tuple (image resource)",
        "resource descriptor".to_string(),
        rsrc,
    ));
    if cell.sampler {
        ops.push((
            "SSAMP",
            "read",
            "SGPR tuple (sampler)",
            "sampler descriptor".to_string(),
            4,
        ));
    }
    numbered_operands(
        ops.into_iter()
            .map(|(f, a, c, fmt, w)| (f, a, c, fmt, u32::from(w))),
    )
}

/// A one-dimension access with the default data size, data in v0..., the
/// address from v8 (GFX12 lists the address VGPRs; the last takes the rest).
pub(crate) fn image_example(row: &ImageRow, t: Target) -> Option<Example> {
    let (g, cell) = cell_on(row, t)?;
    let gen = IMAGE_GROUPS[g].gen;
    let pmax = u32::from(layout(gen, cell.vsample).pmax);
    let mut texts = Vec::new();
    let samp = if cell.sampler { ", s[4:7]" } else { "" };
    if let Some(b) = &cell.bvh {
        let data = reg_range('v', 0, b.vdata);
        let addr = if gen == 12 {
            let mut next = 8;
            let regs: Vec<String> = b.nsa[0]
                .1
                .iter()
                .map(|&w| {
                    let r = reg_range('v', next, w);
                    next += u32::from(w);
                    r
                })
                .collect();
            format!("[{}]", regs.join(", "))
        } else {
            reg_range('v', 8, b.dwords[0])
        };
        texts.push(format!("{} {data}, {addr}, s[8:11]", row.name));
    } else {
        let dmask: u8 = if cell.gather4 {
            1
        } else {
            (1u8 << cell.vd0.clamp(1, 4)) - 1
        };
        let d = data_size(cell, dmask, false, false);
        let data = reg_range('v', 0, d);
        if gen == 9 {
            // (no DIM: the address is the default tuple)
            let addr = reg_range('v', 8, cell.va0);
            texts.push(format!(
                "{} {data}, {addr}, s[8:15]{samp} dmask:0x{dmask:x}",
                row.name
            ));
        }
        // 1D first; the MSAA loads take only multisampled dims (DIM 6)
        for dim in [0u8, 6].into_iter().filter(|_| gen != 9) {
            let a = u32::from(addr_size(cell, dim, false));
            let addr = if gen == 12 && a > 1 {
                let singles = a.min(pmax).saturating_sub(1);
                let mut regs: Vec<String> = (0..singles).map(|i| format!("v{}", 8 + i)).collect();
                regs.push(reg_range('v', 8 + singles, a - singles));
                format!("[{}]", regs.join(", "))
            } else {
                reg_range('v', 8, a)
            };
            let dim_name = IMAGE_GROUPS[g].dims[usize::from(dim)];
            texts.push(format!(
                "{} {data}, {addr}, s[8:15]{samp} dmask:0x{dmask:x} dim:{dim_name}",
                row.name
            ));
        }
    }
    texts
        .iter()
        .find_map(|text| assemble_line(t, text).ok())
        .map(|inst| make_example(t, inst))
}

/// The emulator's status of each image instruction (it runs none), and what
/// the instruction does in outline.
pub(crate) fn semantics<'a>(
    targets: &[Target],
    on_of: &dyn Fn(Target) -> Option<&'a On>,
) -> Vec<SemanticsEntry> {
    let mut out: Vec<SemanticsEntry> = Vec::new();
    for &t in targets {
        let Some(on) = on_of(t) else { continue };
        let mut model =
            amdgpu_emu::semantics::describe(t, on.name).unwrap_or_else(|| not_modelled(FAMILY));
        model.notes.insert(
            0,
            "Reads or writes texels of the image the SRSRC descriptor describes, for the \
             components DMASK selects; samples and gathers filter through the SSAMP \
             sampler (AMD Vega 7nm, CDNA 1 and CDNA 2, RDNA, RDNA 2, RDNA 3 and \
             RDNA 4 ISA reference guides, vector memory image instructions)."
                .to_string(),
        );
        crate::add_semantics(&mut out, t, model);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pages_show_llvms_encoding() {
        // bytes: llvm-mc-22 -show-encoding of each example text
        for (target, name, text, bytes) in [
            (
                "gfx1200",
                "image_sample",
                "image_sample v0, v8, s[8:15], s[4:7] dmask:0x1 dim:SQ_RSRC_IMG_1D",
                vec![
                    0x00, 0xc0, 0x46, 0xe4, 0x00, 0x10, 0x00, 0x02, 0x08, 0x00, 0x00, 0x00,
                ],
            ),
            (
                "gfx1200",
                "image_msaa_load",
                "image_msaa_load v[0:3], [v8, v9, v10], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_2D_MSAA",
                vec![
                    0x06, 0x00, 0x46, 0xe4, 0x00, 0x10, 0x00, 0x00, 0x08, 0x09, 0x0a, 0x00,
                ],
            ),
            (
                "gfx1100",
                "image_bvh_intersect_ray",
                "image_bvh_intersect_ray v[0:3], v[8:18], s[8:11]",
                vec![0x80, 0x8f, 0x64, 0xf0, 0x08, 0x00, 0x02, 0x00],
            ),
            (
                "gfx1030",
                "image_sample",
                "image_sample v0, v8, s[8:15], s[4:7] dmask:0x1 dim:SQ_RSRC_IMG_1D",
                vec![0x00, 0x01, 0x80, 0xf0, 0x08, 0x00, 0x22, 0x00],
            ),
            (
                "gfx1100",
                "image_load",
                "image_load v0, v8, s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_1D",
                vec![0x00, 0x01, 0x00, 0xf0, 0x08, 0x00, 0x02, 0x00],
            ),
            (
                "gfx1200",
                "image_load",
                "image_load v0, v8, s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_1D",
                vec![
                    0x00, 0x00, 0x40, 0xd0, 0x00, 0x10, 0x00, 0x00, 0x08, 0x00, 0x00, 0x00,
                ],
            ),
        ] {
            let t = Target::from_name(target).unwrap();
            let page = crate::page(name, crate::Scope::Target(t)).unwrap();
            assert_eq!(page.family, FAMILY);
            let example = page.variants[0].example.as_ref().unwrap();
            assert_eq!(example.text, text, "{target}");
            assert_eq!(example.bytes, bytes, "{target}");
        }
    }

    #[test]
    fn fields_follow_the_generation() {
        let t = Target::from_name("gfx1030").unwrap();
        let page = crate::page("image_sample", crate::Scope::Target(t)).unwrap();
        let enc = &page.variants[0].encoding;
        let f = |n: &str| {
            enc.fields
                .iter()
                .find(|f| f.name == n)
                .map(|f| (f.hi, f.lo))
        };
        // GFX10 splits the opcode: OP[7] at bit 0
        assert_eq!(f("OP[7]"), Some((0, 0)));
        assert_eq!(f("SSAMP"), Some((57, 53)));
        let t = Target::from_name("gfx1200").unwrap();
        let page = crate::page("image_sample", crate::Scope::Target(t)).unwrap();
        assert_eq!(page.variants[0].encoding.format, "VSAMPLE");
        // no image instructions on CDNA 3
        let t = Target::from_name("gfx942").unwrap();
        assert!(crate::page("image_load", crate::Scope::Target(t)).is_err());
    }
}
