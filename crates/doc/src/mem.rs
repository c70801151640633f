//! SMEM and FLAT-family (GLOBAL, FLAT, SCRATCH; GFX12 VGLOBAL, VFLAT,
//! VSCRATCH) pages: encodings, operands and examples read from the codec's
//! SMEM and FLAT tables. Field positions are probed from the codec's
//! own accessors (one bit at a time), so the pages follow the encoder.

use super::{
    fld, make_example, numbered_operands, reg_range, BitField, Encoding, Example, Operand,
};
use amdgpu_isa::encoding::flat::{self as flat_enc, FlatInst};
use amdgpu_isa::encoding::flat12;
use amdgpu_isa::encoding::smem::{self as smem_enc, SmemInst};
use amdgpu_isa::tables::flat::{
    self as flat_table, FlatCell, FlatOperand, FlatRow, ScratchVaddr, Segment,
};
use amdgpu_isa::tables::smem::{SmemCell, SmemOperand, SmemRow};
use amdgpu_isa::{assemble_line, Gen, Target};

/// (name, hi, lo) of every named field whose accessor sees bit `b`, found by
/// setting one bit at a time.
fn probe(named: &[(&'static str, &dyn Fn(u64) -> bool)]) -> Vec<(&'static str, u32, u32)> {
    let mut out: Vec<(&'static str, u32, u32)> = Vec::new();
    for (name, sees) in named {
        let bits: Vec<u32> = (0..64).filter(|&b| sees(1u64 << b)).collect();
        if let (Some(&lo), Some(&hi)) = (bits.first(), bits.last()) {
            out.push((name, hi, lo));
        }
    }
    out
}

/// The 6-bit ENCODING value (bits 31:26) `matches` accepts.
fn encoding_value(matches: impl Fn(u32) -> bool) -> Option<u64> {
    (0u32..64).find(|v| matches(v << 26)).map(u64::from)
}

/// Fills the bits no field covers: runs of must-be-zero (`zero`) bits and
/// ignored bits, then sorts from the top bit down.
fn complete(mut fields: Vec<BitField>, zero: u64) -> Vec<BitField> {
    let covered = |fs: &[BitField], b: u32| fs.iter().any(|f| f.lo <= b && b <= f.hi);
    let mut b = 0;
    while b < 64 {
        if covered(&fields, b) {
            b += 1;
            continue;
        }
        let must = zero >> b & 1 != 0;
        let lo = b;
        while b + 1 < 64 && !covered(&fields, b + 1) && (zero >> (b + 1) & 1 != 0) == must {
            b += 1;
        }
        let (v, note) = if must {
            (Some(0), "must be 0 for this instruction")
        } else {
            (None, "ignored by the decoder")
        };
        fields.push(fld("(unused)", b, lo, v, Some(note)));
        b += 1;
    }
    fields.sort_by_key(|f| std::cmp::Reverse(f.hi));
    fields
}

/// Cache-policy bits (`cpol`), one field per run of adjacent bits.
fn cpol_fields(cpol: u64, out: &mut Vec<BitField>) {
    let mut b = 0;
    while b < 64 {
        if cpol >> b & 1 == 0 {
            b += 1;
            continue;
        }
        let lo = b;
        while b + 1 < 64 && cpol >> (b + 1) & 1 != 0 {
            b += 1;
        }
        out.push(fld(
            "CPOL",
            b,
            lo,
            None,
            Some("cache-policy modifier (glc, dlc, th, scope...)"),
        ));
        b += 1;
    }
}

fn layout_name(gen: Gen) -> &'static str {
    match gen {
        Gen::Gfx9 => "GFX9",
        Gen::Gfx10 => "GFX10",
        Gen::Gfx11 => "GFX11",
        Gen::Gfx12 => "GFX12",
    }
}

pub(crate) fn smem_encoding(row: &'static SmemRow, cell: &SmemCell, t: Target) -> Encoding {
    let gen = t.gen();
    let at = |w: u64| SmemInst {
        target: t,
        row: 0,
        word: w,
        written: Default::default(),
    };
    let mut fields: Vec<BitField> = Vec::new();
    let named: [(&'static str, &dyn Fn(u64) -> bool); 4] = [
        ("SOFFSET", &|w| at(w).soffset() != 0),
        ("OFFSET", &|w| at(w).offset(gen) != 0),
        ("SDATA", &|w| at(w).sdata() != 0),
        ("SBASE", &|w| at(w).sbase() != 0),
    ];
    for (name, hi, lo) in probe(&named) {
        let note = match name {
            "SBASE" => Some("SGPR number / 2 of the base address (pair or quad)"),
            "OFFSET" if row.is_buffer() => Some("unsigned byte offset"),
            "OFFSET" => Some("signed byte offset"),
            "SOFFSET" => Some("SGPR holding a further byte offset"),
            _ => None,
        };
        let used = match name {
            "SDATA" => row.has_sdata(),
            "SBASE" => row.has_sbase(),
            _ => true,
        };
        if used {
            fields.push(fld(name, hi, lo, None, note));
        }
    }
    let enc = encoding_value(|w| smem_enc::matches(t, w));
    fields.push(fld("ENCODING", 31, 26, enc, Some("SMEM")));
    let (shift, mask) = smem_enc::op_field(gen);
    fields.push(fld(
        "OP",
        shift + (32 - mask.leading_zeros()) - 1,
        shift,
        Some(cell.op.into()),
        None,
    ));
    if gen == Gen::Gfx9 {
        for (name, bit, note) in [
            ("IMM", smem_enc::GFX9_IMM, "1: OFFSET is an immediate"),
            ("SOE", smem_enc::GFX9_SOE, "1: SOFFSET names an SGPR"),
        ] {
            let b = bit.trailing_zeros();
            fields.push(fld(name, b, b, None, Some(note)));
        }
    }
    cpol_fields(cell.cpol & !fields_mask(&fields), &mut fields);
    let fields = complete(fields, cell.zero);
    Encoding::new("SMEM", 64, cell.op.into(), layout_name(gen), fields, vec![])
}

fn fields_mask(fields: &[BitField]) -> u64 {
    // (GFX12's third dword lies above bit 63 and is not in the mask)
    fields
        .iter()
        .filter(|f| f.hi < 128 && f.lo <= f.hi)
        .map(|f| (((1u128 << (f.hi - f.lo + 1)) - 1) << f.lo) as u64)
        .fold(0, |a, b| a | b)
}

pub(crate) fn smem_operands(row: &SmemRow) -> Vec<Operand> {
    numbered_operands(row.operands.iter().map(|o| {
        let (field, access, class, format, w): (_, _, _, &str, u8) = match *o {
            SmemOperand::Sdata(n) if row.name.contains("store") => {
                ("SDATA", "read", "SGPR", "b32 per dword", n)
            }
            SmemOperand::Sdata(n) => ("SDATA", "written", "SGPR", "b32 per dword", n),
            SmemOperand::SdataImm => ("SDATA", "read", "small immediate", "u7", 1),
            SmemOperand::Sbase(4) => ("SBASE", "read", "SGPR quad (buffer resource)", "V#", 4),
            SmemOperand::Sbase(n) => ("SBASE", "read", "SGPR pair", "u64 (byte address)", n),
            SmemOperand::Offset => (
                "OFFSET",
                "read",
                "immediate, SGPR, or SGPR and immediate",
                "byte offset",
                1,
            ),
            SmemOperand::Soffset => ("SOFFSET", "read", "SGPR or null", "byte offset", 1),
        };
        (field, access, class, format, u32::from(w))
    }))
}

/// Tries candidate lines until our assembler takes one back to its own text.
fn first_accepted(t: Target, name: &str, lines: &[String]) -> Option<Example> {
    lines.iter().find_map(|l| {
        let inst = assemble_line(t, l).ok()?;
        (inst.mnemonic() == name).then(|| make_example(t, inst))
    })
}

pub(crate) fn smem_example(row: &SmemRow, t: Target) -> Option<Example> {
    let mut lines = Vec::new();
    for offset in ["0x10", "s5 offset:0x10", "s5", "0"] {
        let ops: Vec<String> = row
            .operands
            .iter()
            .map(|o| match *o {
                SmemOperand::Sdata(n) => reg_range('s', if n >= 4 { 8 } else { 4 }, n),
                SmemOperand::SdataImm => "1".to_string(),
                SmemOperand::Sbase(n) => reg_range('s', if n == 4 { 12 } else { 2 }, n),
                SmemOperand::Offset => offset.to_string(),
                SmemOperand::Soffset => "null".to_string(),
            })
            .collect();
        let text = if ops.is_empty() {
            row.name.to_string()
        } else {
            format!("{} {}", row.name, ops.join(", "))
        };
        if row.name.contains("atomic") {
            for m in [" glc", ""] {
                lines.push(format!("{text}{m}"));
            }
        } else {
            lines.push(text.clone());
            lines.push(format!("{text} 0"));
        }
    }
    first_accepted(t, row.name, &lines)
}

fn segment_name(row: &FlatRow) -> &'static str {
    match row.segment {
        Segment::Flat => "FLAT",
        Segment::Scratch => "SCRATCH",
        Segment::Global => "GLOBAL",
    }
}

fn addr_note(row: &FlatRow) -> &'static str {
    match row.segment {
        Segment::Flat => "VGPR pair address",
        Segment::Scratch => "VGPR offset (when used)",
        Segment::Global => "VGPR pair address, or VGPR offset with SADDR",
    }
}

fn saddr_note(row: &FlatRow) -> &'static str {
    match row.segment {
        Segment::Flat => "fixed: the FLAT segment takes no SGPR base",
        Segment::Scratch => "SGPR offset; `off`: none",
        Segment::Global => "SGPR pair of the base address; `off`: none",
    }
}

pub(crate) fn flat_encoding(row: &'static FlatRow, cell: &FlatCell, t: Target) -> Encoding {
    let gen = t.gen();
    if gen == Gen::Gfx12 {
        return vflat_encoding(row, cell, t);
    }
    let at = |w: u64| FlatInst {
        target: t,
        row: 0,
        cell: 0,
        word: w,
        word2: 0,
        unencoded: 0,
    };
    let mut fields: Vec<BitField> = Vec::new();
    let named: [(&'static str, &dyn Fn(u64) -> bool); 5] = [
        ("VDST", &|w| at(w).vdst() != 0),
        ("SADDR", &|w| at(w).saddr() != 0),
        ("DATA", &|w| at(w).data() != 0),
        ("ADDR", &|w| at(w).addr() != 0),
        ("OFFSET", &|w| at(w).offset(gen) != 0),
    ];
    for (name, hi, lo) in probe(&named) {
        let (used, note) = match name {
            "VDST" => (
                row.operands
                    .iter()
                    .any(|o| matches!(o, FlatOperand::Vdst(_))),
                None,
            ),
            "DATA" => (
                row.operands
                    .iter()
                    .any(|o| matches!(o, FlatOperand::Data(_))),
                None,
            ),
            "SADDR" => (true, Some(saddr_note(row))),
            "ADDR" => (true, Some(addr_note(row))),
            _ if row.segment == Segment::Flat => (true, Some("unsigned byte offset")),
            _ => (true, Some("signed byte offset")),
        };
        if used {
            fields.push(fld(name, hi, lo, None, note));
        }
    }
    if gen == Gen::Gfx9 && cell.acc != 0 && fields_mask(&fields) & flat_enc::ACC == 0 {
        let b = flat_enc::ACC.trailing_zeros();
        fields.push(fld(
            "ACC",
            b,
            b,
            None,
            Some("1: data / destination are AGPRs"),
        ));
    }
    let enc = encoding_value(|w| flat_enc::matches(t, w));
    fields.push(fld("ENCODING", 31, 26, enc, Some("FLAT")));
    fields.push(fld(
        "OP",
        flat_enc::OP_SHIFT + flat_enc::OP_BITS - 1,
        flat_enc::OP_SHIFT,
        Some(cell.op.into()),
        None,
    ));
    let s = flat_enc::seg_shift(gen);
    // The segment value is read back from what our assembler writes.
    let seg = flat_example(row, t).map(|x| {
        let mut b = [0u8; 8];
        b.copy_from_slice(&x.bytes[..8]);
        u64::from_le_bytes(b) >> s & 3
    });
    let seg_note = format!("segment: {}", segment_name(row));
    fields.push(fld("SEG", s + 1, s, seg, Some(&seg_note)));
    let group = flat_table::group(t);
    if let Some(ScratchVaddr::Sve(b)) = group
        .and_then(|g| flat_table::FLAT_SCRATCH_VADDR.get(g))
        .filter(|_| row.segment == Segment::Scratch)
    {
        let b = u32::from(*b);
        if fields_mask(&fields) >> b & 1 == 0 {
            fields.push(fld("SVE", b, b, None, Some("1: the VGPR offset is used")));
        }
    }
    let g = flat_enc::glc_bit(gen);
    let glc_note = if cell.variant & 1 != 0 {
        "set: the atomic returns the old value"
    } else {
        "cache policy"
    };
    let fixed_glc = row
        .name
        .contains("atomic")
        .then_some(u64::from(cell.variant & 1));
    fields.push(fld("GLC", g, g, fixed_glc, Some(glc_note)));
    let lds = group.and_then(|g| flat_enc::variant_lds_bit(gen, g, row.segment));
    if let Some(l) = lds {
        fields.push(fld(
            "LDS",
            l,
            l,
            Some(u64::from(cell.variant >> 1 & 1)),
            Some("1: the data goes to LDS"),
        ));
    }
    cpol_fields(cell.cpol & !fields_mask(&fields), &mut fields);
    let fields = complete(fields, cell.zero);
    Encoding::new(
        match row.segment {
            Segment::Flat => "FLAT",
            Segment::Scratch => "FLAT (SCRATCH)",
            Segment::Global => "FLAT (GLOBAL)",
        },
        64,
        cell.op.into(),
        layout_name(gen),
        fields,
        vec![],
    )
}

/// GFX12's 96-bit VFLAT / VSCRATCH / VGLOBAL layout.
fn vflat_encoding(row: &'static FlatRow, cell: &FlatCell, t: Target) -> Encoding {
    let at = |w: u64, w2: u32| FlatInst {
        target: t,
        row: 0,
        cell: 0,
        word: w | 0b111011 << 26,
        word2: w2,
        unencoded: 0,
    };
    let mut fields: Vec<BitField> = Vec::new();
    let uses = |f: fn(&FlatOperand) -> bool| row.operands.iter().any(f);
    // (the encoding field, bits 31:26, is set in every probe word)
    let probe96 = |sees: &dyn Fn(u64) -> bool| -> Vec<u32> {
        (0..64)
            .filter(|b| !(26..=31).contains(b))
            .filter(|&b| sees(1u64 << b))
            .collect()
    };
    let vdst = uses(|o| matches!(o, FlatOperand::Vdst(_)));
    let data = uses(|o| matches!(o, FlatOperand::Data(_)));
    for (name, bits, used, note) in [
        ("VDST", probe96(&|w| at(w, 0).vdst() != 0), vdst, None),
        (
            "SADDR",
            probe96(&|w| at(w, 0).saddr() != 0),
            true,
            Some(saddr_note(row)),
        ),
        ("DATA", probe96(&|w| at(w, 0).data() != 0), data, None),
    ] {
        if let (Some(&lo), Some(&hi), true) = (bits.first(), bits.last(), used) {
            fields.push(fld(name, hi, lo, None, note));
        }
    }
    let addr: Vec<u32> = (0..32).filter(|&b| at(0, 1 << b).addr() != 0).collect();
    if let (Some(&lo), Some(&hi)) = (addr.first(), addr.last()) {
        fields.push(fld("ADDR", 64 + hi, 64 + lo, None, Some(addr_note(row))));
    }
    if flat12::has_address(row) {
        fields.push(fld("OFFSET", 95, 72, None, Some("signed byte offset")));
    }
    let enc = encoding_value(|w| flat12::matches(t, w | 2 << flat12::SEG_SHIFT));
    fields.push(fld("ENCODING", 31, 26, enc, Some(segment_name(row))));
    fields.push(fld(
        "SEG",
        flat12::SEG_SHIFT + 1,
        flat12::SEG_SHIFT,
        Some(row.segment as u64),
        None,
    ));
    fields.push(fld(
        "OP",
        flat12::OP_SHIFT + flat12::OP_BITS - 1,
        flat12::OP_SHIFT,
        Some(cell.op.into()),
        None,
    ));
    if row.segment == Segment::Scratch {
        let b = flat12::SVE.trailing_zeros();
        fields.push(fld("SVE", b, b, None, Some("1: the VGPR offset is used")));
    }
    let th = flat12::TH_SHIFT;
    let returns = row
        .name
        .contains("atomic")
        .then_some(u64::from(cell.variant & 1));
    let th_note = if cell.variant & 1 != 0 && returns.is_some() {
        "temporal hint; bit 0 set: the atomic returns the old value"
    } else {
        "temporal hint (th:)"
    };
    fields.push(fld("TH", th + 2, th, None, Some(th_note)));
    let sc = flat12::SCOPE_SHIFT;
    fields.push(fld("SCOPE", sc + 1, sc, None, Some("scope:")));
    cpol_fields(cell.cpol & !fields_mask(&fields), &mut fields);
    let mut fields = complete(fields, cell.zero);
    fields.sort_by_key(|f| std::cmp::Reverse(f.hi));
    Encoding::new(
        match row.segment {
            Segment::Flat => "VFLAT",
            Segment::Scratch => "VSCRATCH",
            Segment::Global => "VGLOBAL",
        },
        96,
        cell.op.into(),
        layout_name(Gen::Gfx12),
        fields,
        vec![],
    )
}

pub(crate) fn flat_operands(row: &FlatRow, t: Target) -> Vec<Operand> {
    let agpr = t.ds_agprs();
    numbered_operands(row.operands.iter().map(|o| {
        let (field, access, class, format, w): (_, _, _, &str, u8) = match *o {
            FlatOperand::Vdst(n) if agpr => ("VDST", "written", "VGPR or AGPR", "b32 per dword", n),
            FlatOperand::Vdst(n) => ("VDST", "written", "VGPR", "b32 per dword", n),
            FlatOperand::Vaddr if row.segment == Segment::Flat => {
                ("ADDR", "read", "VGPR pair", "u64 byte address", 2)
            }
            FlatOperand::Vaddr if row.segment == Segment::Scratch => {
                ("ADDR", "read", "VGPR or off", "u32 byte offset", 1)
            }
            FlatOperand::Vaddr => (
                "ADDR",
                "read",
                "VGPR pair (address) or VGPR (offset to SADDR)",
                "u64 / u32 byte address",
                2,
            ),
            FlatOperand::Data(n) if agpr => ("DATA", "read", "VGPR or AGPR", "b32 per dword", n),
            FlatOperand::Data(n) => ("DATA", "read", "VGPR", "b32 per dword", n),
            FlatOperand::Saddr if row.segment == Segment::Scratch => {
                ("SADDR", "read", "SGPR or off", "u32 byte offset", 1)
            }
            FlatOperand::Saddr => ("SADDR", "read", "SGPR pair or off", "u64 byte address", 2),
        };
        (field, access, class, format, u32::from(w))
    }))
}

pub(crate) fn flat_example(row: &FlatRow, t: Target) -> Option<Example> {
    let mut lines = Vec::new();
    // address forms: (VADDR, SADDR) per segment
    let forms: &[(&str, &str)] = match row.segment {
        Segment::Flat => &[("v[2:3]", "")],
        Segment::Scratch => &[("v2", "off"), ("off", "s4"), ("v2", "s4"), ("off", "off")],
        Segment::Global => &[("v[2:3]", "off"), ("v2", "s[4:5]")],
    };
    for &(vaddr, saddr) in forms {
        let ops: Vec<String> = row
            .operands
            .iter()
            .map(|o| match *o {
                FlatOperand::Vdst(n) => reg_range('v', if n > 1 { 6 } else { 1 }, n),
                FlatOperand::Vaddr => vaddr.to_string(),
                FlatOperand::Data(n) => reg_range('v', if n > 1 { 10 } else { 4 }, n),
                FlatOperand::Saddr => saddr.to_string(),
            })
            .collect();
        let text = if ops.is_empty() {
            row.name.to_string()
        } else {
            format!("{} {}", row.name, ops.join(", "))
        };
        for m in [
            "",
            " offset:16",
            " glc",
            " sc0",
            " lds",
            " th:TH_ATOMIC_RETURN",
        ] {
            lines.push(format!("{text}{m}"));
        }
    }
    // Prefer the line whose row is this one (an atomic's twin shares the name).
    let want = row.operands;
    lines.iter().find_map(|l| {
        let inst = assemble_line(t, l).ok()?;
        let x = make_example(t, inst);
        let back = amdgpu_isa::decode(t, &x.bytes).ok()?;
        let same_row = back.mnemonic() == row.name
            && matches!(back, amdgpu_isa::Inst::Flat(f)
                if f.row().operands == want && f.row().lds == row.lds);
        same_row.then_some(x)
    })
}
