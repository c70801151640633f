//! VOP3P pages (packed math, dot products, mix, MFMA/SMFMAC, WMMA/SWMMAC):
//! encoding, operands and examples read from the codec's VOP3P table.

use super::{fld, make_example, BitField, Encoding, Example, Operand};
use amdgpu_isa::encoding::vop3p::Vop3pInst;
use amdgpu_isa::tables::vop3p::{self, flags, File, Kind, Vop3pRow};
use amdgpu_isa::{assemble_line, Gen, Inst, Target};

/// The page's family, from the row's kind and name.
pub(crate) fn family(row: &Vop3pRow) -> &'static str {
    if row.name.contains("wmma") {
        "Matrix core (WMMA / SWMMAC, VOP3P)"
    } else if row.kind == Kind::Mai || row.name.contains("mfma") || row.name.contains("accvgpr") {
        "Matrix core (MFMA / SMFMAC, VOP3P)"
    } else {
        "Packed and dot-product VALU (VOP3P)"
    }
}

/// (name, hi, lo, note) of the modifier fields of a kind.
fn modifier_fields(row: &Vop3pRow) -> Vec<(&'static str, u32, u32, &'static str)> {
    let op_sel = if row.has(flags::INDEX_KEY) {
        "index_key: which part of the sparse index to use"
    } else {
        "op_sel: high halves of the sources / destination"
    };
    match row.kind {
        Kind::Mai => vec![
            (
                "BLGP",
                63,
                61,
                if row.has(flags::BLGP_NEG) {
                    "neg:[..]: negate sources"
                } else if !row.fmt.is_empty() {
                    "B-matrix data format (fp8, bf8, fp6, bf6, fp4)"
                } else {
                    "B-matrix lane group pattern"
                },
            ),
            ("ACC", 60, 59, "1: SRC0 / SRC1 are AGPRs"),
            ("ACC_CD", 15, 15, "1: VDST and SRC2 are AGPRs"),
            ("ABID", 14, 11, "A-matrix broadcast id"),
            (
                "CBSZ",
                10,
                8,
                if row.fmt.is_empty() {
                    "A-matrix broadcast size"
                } else {
                    "A-matrix data format (fp8, bf8, fp6, bf6, fp4)"
                },
            ),
        ],
        Kind::Packed | Kind::Mix => {
            let neg = if row.kind == Kind::Mix {
                ("-x: negate the source", "|x|: absolute value of the source")
            } else {
                ("neg_lo: negate low halves", "neg_hi: negate high halves")
            };
            vec![
                ("NEG_LO", 63, 61, neg.0),
                ("OP_SEL_HI[1:0]", 60, 59, "op_sel_hi, sources 0 and 1"),
                ("CLAMP", 15, 15, "clamp the result"),
                ("OP_SEL_HI[2]", 14, 14, "op_sel_hi, source 2"),
                ("OP_SEL", 13, 11, op_sel),
                ("NEG_HI", 10, 8, neg.1),
            ]
        }
    }
}

fn mask(hi: u32, lo: u32) -> u64 {
    (((1u128 << (hi - lo + 1)) - 1) as u64) << lo
}

pub(crate) fn vop3p_encoding(row: &Vop3pRow, op: u8, t: Target) -> Encoding {
    let gen = t.gen();
    let nsrc = row.sources().len();
    let mut fields: Vec<BitField> = Vec::new();
    let mut push =
        |name, hi, lo, value, note: &str| fields.push(fld(name, hi, lo, value, Some(note)));
    for (i, (name, hi, lo)) in [("SRC2", 58, 50), ("SRC1", 49, 41), ("SRC0", 40, 32)]
        .into_iter()
        .enumerate()
    {
        if 2 - i < nsrc {
            push(name, hi, lo, None, "9-bit source operand");
        } else {
            push("(unused)", hi, lo, None, "ignored by the decoder (not 255)");
        }
    }
    for (name, hi, lo, note) in modifier_fields(row) {
        let m = mask(hi, lo);
        let rejected = m & row.reject;
        let canon = (row.canon & m) >> lo;
        if rejected == m {
            let msg = format!("must be {canon:b} for this instruction");
            push(name, hi, lo, Some(canon), &msg);
        } else if m & row.ignore == m {
            push(name, hi, lo, None, "ignored by the decoder");
        } else if rejected != 0 {
            // per bit of the field (bit i belongs to source i, or is a format bit)
            let fixed: Vec<String> = (0..=hi - lo)
                .filter(|i| rejected >> (lo + i) & 1 != 0)
                .map(|i| format!("bit {i} must be {}", canon >> i & 1))
                .collect();
            let msg = format!("{note}; {}", fixed.join(", "));
            push(name, hi, lo, None, &msg);
        } else {
            push(name, hi, lo, None, note);
        }
    }
    if gen == Gen::Gfx9 {
        push(
            "ENCODING",
            31,
            23,
            Some(0b1_1010_0111),
            "VOP3P (VOP3 prefix 110100 + 111)",
        );
    } else {
        push("ENCODING", 31, 24, Some(0xCC), "VOP3P");
        push("(unused)", 23, 23, Some(0), "must be 0");
    }
    push("OP", 22, 16, Some(op.into()), "opcode");
    push("VDST", 7, 0, None, "destination register");
    fields.sort_by_key(|f| std::cmp::Reverse(f.hi));
    let mut notes = Vec::new();
    if gen == Gen::Gfx9 {
        let op3 = 0x380 + u32::from(op);
        notes.push(format!("as a VOP3 opcode: {op3} (0x{op3:X})"));
    } else {
        notes.push("a source of 255 reads a 32-bit literal dword after the instruction".into());
    }
    // WMMA operands halve in wave64: read the other wave size's row.
    if let Some(w64) = t.with_wave_size(64).ok().filter(|_| gen != Gen::Gfx9) {
        let widths = |r: &Vop3pRow| r.operands.iter().map(|o| o.width).collect::<Vec<_>>();
        if let Some(r) = vop3p::lookup(row.name, w64).map(|r| &vop3p::VOP3P_ROWS[r]) {
            if widths(r) != widths(row) {
                notes.push(format!(
                    "operand widths shown for wave32; in wave64 they are {:?} dwords",
                    widths(r)
                ));
            }
        }
    }
    // (VGPR-only scales: LLVM's VOP3PInstructions.td, llvm-project PR 158117;
    // the byte index: clang-22's scale builtins, opsel 1 -> op_sel, 2 -> op_sel_hi)
    if row.has(flags::SCALE) {
        let ld = vop3p::lookup("v_mfma_ld_scale_b32", t)
            .and_then(|r| vop3p::VOP3P_ROWS[r].op_on(t))
            .unwrap_or(0);
        notes.push(format!(
            "128 bits: a v_mfma_ld_scale_b32 word (opcode 0x{ld:02X}) comes first; its SRC0 / SRC1 \
             hold the two scale sources (VGPRs only: LLVM refuses SGPRs and constants there, \
             which the hardware would read from bits 30:23), and its OP_SEL[i] (low bit) and \
             OP_SEL_HI[i] (high bit) pick the byte 0-3 of scale source i that holds the E8M0 \
             scale; the fields below are the MFMA word that follows, with ABID 1"
        ));
    }
    if !row.fmt.is_empty() {
        notes.push(format!(
            "SRC0 / SRC1 widths follow their formats: by CBSZ (A) {:?}, by BLGP (B) {:?} dwords",
            row.fmt.get(..8).unwrap_or(&[]),
            row.fmt.get(8..).unwrap_or(&[])
        ));
    }
    Encoding::new(
        "VOP3P",
        64,
        op.into(),
        if gen == Gen::Gfx9 { "GFX9" } else { "GFX10+" },
        fields,
        notes,
    )
}

/// Data formats of the destination and the sources, from the name's parts.
fn formats(name: &str) -> (String, String) {
    const TYPES: [&str; 20] = [
        "f32", "f64", "f16", "bf16", "u32", "i32", "u16", "i16", "b32", "b16", "i8", "u8", "iu8",
        "i4", "u4", "iu4", "fp8", "bf8", "xf32", "f8f6f4",
    ];
    let toks: Vec<&str> = name.split('_').collect();
    let types: Vec<&str> = toks.iter().filter(|t| TYPES.contains(t)).copied().collect();
    let first = types.first().copied().unwrap_or("b32");
    let last = types.last().copied().unwrap_or(first);
    // (old MFMA spellings glue the source type to the shape: 32x32x8f16)
    let glued = toks
        .iter()
        .find_map(|t| TYPES.iter().find(|ty| t.contains('x') && t.ends_with(*ty)));
    let src = match glued {
        _ if last == "f8f6f4" => "fp8 / bf8 / fp6 / bf6 / fp4 (by CBSZ, BLGP)",
        Some(g) if types.len() <= 1 => *g,
        _ => last,
    };
    match toks.get(1).copied() {
        Some("pk") => (format!("2 x {first}"), format!("2 x {first}")),
        Some(d) if d.starts_with("dot") => {
            let n = d.trim_start_matches("dot");
            let srcs: Vec<&str> = types.iter().skip(1).copied().collect();
            (first.to_string(), format!("{n} x {}", srcs.join(" / ")))
        }
        Some("fma" | "mad") => (first.to_string(), "f32 or f16 (by op_sel)".to_string()),
        _ => (first.to_string(), src.to_string()),
    }
}

/// One `&'static str` per distinct operand class (a handful in all).
pub(crate) fn intern(s: String) -> &'static str {
    use std::collections::HashSet;
    use std::sync::{Mutex, OnceLock};
    static SEEN: OnceLock<Mutex<HashSet<&'static str>>> = OnceLock::new();
    let mut seen = SEEN
        .get_or_init(Default::default)
        .lock()
        .unwrap_or_else(|e| e.into_inner());
    match seen.get(s.as_str()) {
        Some(&k) => k,
        None => {
            let k: &'static str = Box::leak(s.into_boxed_str());
            seen.insert(k);
            k
        }
    }
}

fn class(o: &vop3p::Operand) -> String {
    let mut s = match o.file {
        File::V => "VGPR".to_string(),
        File::A => "AGPR".to_string(),
        File::Acc => "VGPR or AGPR (by ACC)".to_string(),
        File::AccCd => "VGPR or AGPR (by ACC_CD)".to_string(),
    };
    for (on, what) in [
        // (the asm_ flags only narrow what the decoder takes)
        (o.sgpr && o.asm_sgpr, "SGPR"),
        (o.constant && o.asm_constant, "inline constant"),
        (o.literal && o.asm_literal, "literal"),
    ] {
        if on {
            s.push_str(", ");
            s.push_str(what);
        }
    }
    s
}

pub(crate) fn vop3p_operands(row: &Vop3pRow) -> Vec<Operand> {
    let (dst_fmt, src_fmt) = formats(row.name);
    let nsrc = row.sources().len();
    row.operands
        .iter()
        .enumerate()
        .map(|(position, o)| {
            let (field, access, format) = match position {
                // a scaled MFMA's scales: one E8M0 byte of each, per lane
                4 | 5 if row.has(flags::SCALE) => (
                    if position == 4 {
                        "SCALE_SRC0 (SRC0 of the first word)"
                    } else {
                        "SCALE_SRC1 (SRC1 of the first word)"
                    },
                    "read",
                    "E8M0 scale bytes (byte by op_sel / op_sel_hi)".to_string(),
                ),
                0 => ("VDST", "written", dst_fmt.clone()),
                1 => ("SRC0", "read", src_fmt.clone()),
                2 => ("SRC1", "read", src_fmt.clone()),
                // the accumulator (or SWMMAC's sparse index) has the result's type
                _ if row.has(flags::INDEX_KEY) => ("SRC2", "read", "sparsity index".to_string()),
                _ if (nsrc == 3 || row.has(flags::SCALE)) && !row.name.contains("_pk_") => {
                    ("SRC2", "read", dst_fmt.clone())
                }
                _ => ("SRC2", "read", src_fmt.clone()),
            };
            Operand {
                position,
                field,
                access,
                class: if position == 0 {
                    intern(class(&vop3p::Operand {
                        sgpr: false,
                        constant: false,
                        literal: false,
                        ..*o
                    }))
                } else {
                    intern(class(o))
                },
                format,
                width_dwords: o.width.into(),
                amd_operand_type: None,
                amd_data_format: None,
            }
        })
        .collect()
}

/// An example: registers chosen in order (tuples even-aligned, files
/// apart), printed by our printer and kept only if our assembler gives the
/// same bytes back.
pub(crate) fn vop3p_example(row_index: usize, t: Target) -> Option<Example> {
    let row = &vop3p::VOP3P_ROWS[row_index];
    row.op_on(t)?;
    for base in [0u16, 2, 8] {
        let mut inst = Vop3pInst::new(t, row_index);
        let mut next = base;
        let mut take = |w: u8| {
            let w = u16::from(w);
            if w > 1 && next % 2 != 0 {
                next += 1;
            }
            let r = next;
            next += w.max(1);
            r
        };
        let d = row.operands.first()?;
        inst.dst = u8::try_from(take(d.width)).ok()?;
        for (i, o) in row.sources().iter().enumerate() {
            let r = take(o.width);
            *inst.src.get_mut(i)? = 256 + r;
        }
        if usize::from(next) > 256 {
            continue;
        }
        let text = Inst::Vop3p(inst).display().to_string();
        let Ok(back) = assemble_line(t, &text) else {
            continue;
        };
        if back.mnemonic() == row.name
            && back.encode().as_bytes() == Inst::Vop3p(inst).encode().as_bytes()
        {
            return Some(make_example(t, back));
        }
    }
    None
}
