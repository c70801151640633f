//! Buffer (MUBUF / MTBUF) pages: encoding, operands and examples read from
//! the codec's buffer table and its bit-position accessors.

use super::{
    fld, make_example, numbered_operands, reg_range, BitField, Encoding, Example, Operand,
};
use amdgpu_isa::encoding::buffer::{self as enc, BufInst};
use amdgpu_isa::tables::buffer::{self, BufCell, BufOperand, BufRow};
use amdgpu_isa::{assemble_line, Gen, Target};

/// A field as one run of bits, or `None` when the mask is empty.
fn span(mask: u64) -> Option<(u32, u32)> {
    (mask != 0).then(|| (63 - mask.leading_zeros(), mask.trailing_zeros()))
}

/// The bits an accessor of [`BufInst`] reads, found one bit at a time.
fn seen(read: impl Fn(&BufInst) -> u64) -> u64 {
    // the accessors read the word alone: any target
    let target = amdgpu_isa::Target::all().next().expect("a target");
    (0..64).fold(0, |m, b| {
        let inst = BufInst {
            target,
            row: 0,
            cell: 0,
            word: 1 << b,
            text_offset: 0,
            unencoded: 0,
            vbuffer: false,
            hi: 0,
            text_scc: false,
        };
        if read(&inst) != 0 {
            m | 1 << b
        } else {
            m
        }
    })
}

/// Adds the field `name` over the bits of `mask`, one entry per run of
/// adjacent bits (GFX10 splits OP in two).
fn add(fields: &mut Vec<BitField>, name: &'static str, mask: u64, value: Option<u64>, note: &str) {
    let mut rest = mask;
    while let Some((_, lo)) = span(rest) {
        let run = (rest >> lo).trailing_ones();
        fields.push(fld(name, lo + run - 1, lo, value, Some(note)));
        rest &= !((((1u128 << run) - 1) as u64) << lo);
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

/// GFX12's 96-bit VBUFFER layout (buffer_* and tbuffer_* alike).
fn vbuffer_encoding(row: &'static BufRow, cell: &BufCell) -> Encoding {
    let mtbuf = row.format;
    let op = u64::from(cell.op) + if mtbuf { u64::from(enc::TBUF_OP12) } else { 0 };
    let mut fields = vec![
        fld(
            "OFFSET",
            94,
            72,
            None,
            Some("unsigned byte offset (23 bits)"),
        ),
        fld("VADDR", 71, 64, None, Some("index and/or offset VGPRs")),
        fld("IDXEN", 63, 63, None, Some("1: VADDR supplies an index")),
        fld("OFFEN", 62, 62, None, Some("1: VADDR supplies an offset")),
        if mtbuf {
            fld(
                "FORMAT",
                61,
                55,
                None,
                Some("data and number format of the elements"),
            )
        } else {
            fld(
                "FORMAT",
                61,
                55,
                None,
                Some("ignored (the assembler writes 1)"),
            )
        },
        fld(
            "TH",
            54,
            52,
            None,
            Some("temporal hint (bit 0 of an atomic: return the old value)"),
        ),
        fld("SCOPE", 51, 50, None, Some("coherence scope")),
        fld(
            "SRSRC",
            49,
            41,
            None,
            Some("SGPR number of the buffer resource (V#); bits 41-42 ignored, 48-49 must be 0"),
        ),
        fld("VDATA", 39, 32, None, Some("first data register")),
        fld(
            "ENCODING",
            31,
            26,
            Some(enc::encoding_bits(Gen::Gfx12, mtbuf) >> 26),
            Some("VBUFFER"),
        ),
        fld("OP", 21, 14, Some(op), Some("opcode")),
        fld(
            "TFE",
            22,
            22,
            Some(u64::from(cell.variant >> 2 & 1)),
            Some("1: one more VDATA register receives the fault status"),
        ),
        fld(
            "NV",
            7,
            7,
            None,
            Some("non-volatile (printed, refused by the assembler)"),
        ),
        fld("SOFFSET", 6, 0, None, Some("SGPR added to the address")),
    ];
    fields.sort_by_key(|f| std::cmp::Reverse(f.hi));
    Encoding::new(
        "VBUFFER",
        96,
        op as u32,
        layout_name(Gen::Gfx12),
        fields,
        vec![],
    )
}

pub(crate) fn buffer_encoding(row: &'static BufRow, cell: &BufCell, t: Target) -> Encoding {
    let gen = t.gen();
    if gen == Gen::Gfx12 {
        return vbuffer_encoding(row, cell);
    }
    let mtbuf = row.format;
    let mut fields: Vec<BitField> = Vec::new();
    let mut push = |name, mask, value, note| add(&mut fields, name, mask, value, note);
    let has = |op: BufOperand| row.has(op);
    if has(BufOperand::Soffset) {
        push(
            "SOFFSET",
            seen(|i| i.soffset().into()),
            None,
            "SGPR or inline constant added to the address",
        );
    }
    if row
        .operands
        .iter()
        .any(|o| matches!(o, BufOperand::Vdata(_)))
    {
        push(
            "VDATA",
            seen(|i| i.vdata().into()),
            None,
            "first data register",
        );
    }
    if has(BufOperand::Srsrc) {
        push(
            "SRSRC",
            seen(|i| i.srsrc().into()),
            None,
            "SGPR number / 4 of the buffer resource (V#)",
        );
    }
    if has(BufOperand::Vaddr) {
        push(
            "VADDR",
            seen(|i| i.vaddr().into()),
            None,
            "index and/or offset VGPRs",
        );
        push(
            "OFFEN",
            1 << enc::offen_bit(gen),
            None,
            "1: VADDR supplies an offset",
        );
        push(
            "IDXEN",
            1 << enc::idxen_bit(gen),
            None,
            "1: VADDR supplies an index",
        );
    }
    if cell.keep & enc::OFFSET_MASK != 0 {
        push("OFFSET", enc::OFFSET_MASK, None, "unsigned byte offset");
    }
    if mtbuf {
        push(
            "FORMAT",
            0x7f << enc::FORMAT_SHIFT,
            None,
            "data and number format of the elements",
        );
    }
    let e = enc::encoding_bits(gen, mtbuf);
    push(
        "ENCODING",
        0x3f << 26,
        Some(e >> 26),
        if mtbuf { "MTBUF" } else { "MUBUF" },
    );
    let op_mask = enc::op_bits(gen, mtbuf, 0xff);
    // (a split OP field shows each run's part of the opcode)
    let mut rest = op_mask;
    while let Some((_, lo)) = span(rest) {
        let run = (rest >> lo).trailing_ones();
        let m = (((1u128 << run) - 1) as u64) << lo;
        let value = (enc::op_bits(gen, mtbuf, cell.op) & m) >> lo;
        push("OP", m, Some(value), "opcode");
        rest &= !m;
    }
    let glc_note = if row.name.contains("atomic") {
        "set: the atomic returns the old value"
    } else {
        "cache policy"
    };
    push("GLC", 1 << enc::GLC, None, glc_note);
    if let Some(b) = enc::lds_bit(gen).filter(|_| !mtbuf) {
        push(
            "LDS",
            1 << b,
            Some(u64::from(cell.variant >> 1 & 1)),
            "1: the data goes to LDS",
        );
    }
    if let Some(b) = enc::tfe_bit(t) {
        push(
            "TFE",
            1 << b,
            Some(u64::from(cell.variant >> 2 & 1)),
            "1: one more VDATA register receives the fault status",
        );
    }
    if enc::has_acc(t) && cell.acc {
        push("ACC", enc::ACC, None, "1: VDATA names AGPRs");
    }
    let used = fields.iter().fold(0u64, |m, f| {
        m | ((((1u128 << (f.hi - f.lo + 1)) - 1) as u64) << f.lo)
    });
    let cpol = cell.cpol & !used;
    add(
        &mut fields,
        "CPOL",
        cpol,
        None,
        "cache-policy modifier (slc, dlc, sc1, nt...)",
    );
    let used = used | cpol;
    let zero = cell.zero & !used;
    add(
        &mut fields,
        "(unused)",
        zero,
        Some(0),
        "must be 0 for this instruction",
    );
    add(
        &mut fields,
        "(unused)",
        !used & !zero,
        None,
        "ignored by the decoder",
    );
    fields.sort_by_key(|f| std::cmp::Reverse(f.hi));
    Encoding::new(
        if mtbuf { "MTBUF" } else { "MUBUF" },
        64,
        cell.op.into(),
        layout_name(gen),
        fields,
        vec![],
    )
}

pub(crate) fn buffer_operands(row: &BufRow, t: Target) -> Vec<Operand> {
    let agpr = enc::has_acc(t);
    let store = row.name.contains("store");
    numbered_operands(row.operands.iter().map(|o| {
        let (field, access, class, format, w): (_, _, _, &str, u8) = match *o {
            BufOperand::Vdata(n) => (
                "VDATA",
                if store { "read" } else { "written" },
                if agpr { "VGPR or AGPR" } else { "VGPR" },
                "b32 per dword",
                n,
            ),
            BufOperand::Vaddr => (
                "VADDR",
                "read",
                "VGPR (offen or idxen), pair (both) or off",
                "u32 index / byte offset",
                2,
            ),
            BufOperand::Srsrc => ("SRSRC", "read", "SGPR quad", "V# buffer resource", 4),
            BufOperand::Soffset => (
                "SOFFSET",
                "read",
                "SGPR or inline constant",
                "u32 byte offset",
                1,
            ),
        };
        (field, access, class, format, u32::from(w))
    }))
}

pub(crate) fn buffer_example(row: &BufRow, t: Target) -> Option<Example> {
    let ops: Vec<String> = row
        .operands
        .iter()
        .map(|o| match *o {
            BufOperand::Vdata(n) => reg_range('v', 4, n),
            BufOperand::Vaddr => "v1".to_string(),
            BufOperand::Srsrc => "s[8:11]".to_string(),
            BufOperand::Soffset => "s2".to_string(),
        })
        .collect();
    let mut text = if ops.is_empty() {
        row.name.to_string()
    } else {
        format!("{} {}", row.name, ops.join(", "))
    };
    if row.format {
        text.push_str(" format:22");
    }
    if row.has(BufOperand::Vaddr) {
        text.push_str(" offen");
    }
    if row.lds {
        text.push_str(" lds");
    }
    if row.tfe {
        text.push_str(" tfe");
    }
    let lines = [format!("{text} offset:16"), text.clone()];
    let g = buffer::group(t)?;
    lines.iter().find_map(|l| {
        let inst = assemble_line(t, l).ok()?;
        (inst.mnemonic() == row.name && !row.cells[g].is_empty()).then(|| make_example(t, inst))
    })
}
