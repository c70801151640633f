//! The printed operand positions (slots) of every ALU row's forms, as lists
//! built at compile time: decoding checks and printing each walk one per
//! instruction, so they are looked up, not derived from the row's signature
//! every time.
//!
//! `build.rs` writes, from `data/alu.tsv`, each distinct list once (as calls
//! of [`slot_of`] on the signature's `Opnd`s, so the mapping below is the only
//! one) and per row the list of each form.

use crate::tables::alu::{index_of, AluRow, Opnd, SrcClass};
use crate::target::{Gen, Target};

/// One printed operand position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Slot {
    /// Scalar destination of `width` dwords (SDST, or VDST holding an SGPR).
    Sdst(u8),
    /// VGPR destination of `width` dwords.
    Vdst(u8),
    /// VOP3b carry-out (bits 14:8): a lane mask.
    CarryDst,
    /// A lane mask destination (VOPC e64): wave size wide.
    MaskDst,
    /// The implicit VCC of short forms, printed but not encoded.
    Vcc,
    /// Source `i` taking any scalar/vector operand of `width` dwords.
    Src(usize, u8),
    /// Source `i` that must be a VGPR of `width` dwords.
    Vgpr(usize, u8),
    /// AGPR destination of `width` dwords (VGPR destination field).
    Adst(u8),
    /// Source `i` that must be an AGPR of `width` dwords (VGPR source field).
    Agpr(usize, u8),
    /// Source `i` that must be scalar (lane selects, v_writelane's value);
    /// `lds`: LLVM's class also admits LDS direct (v_writelane's value on GFX10+).
    Ssrc(usize, bool),
    /// Source `i` that is a lane mask (v_cndmask_b32_e64).
    MaskSrc(usize),
    /// The SIMM16 operand.
    Imm,
    /// Source `i` holding a message number (`sendmsg(NAME)`).
    Msg(usize),
    /// The constant K (the literal dword) of `v_fmaak_f32`-like forms.
    KImm,
}

/// The slot of operand `o`; `writelane_gfx10`: the row is `v_writelane_b32`
/// on GFX10 or later, whose value source also admits LDS direct (LLVM's
/// SRegOrLds_32).
pub(crate) const fn slot_of(o: Opnd, writelane_gfx10: bool) -> Slot {
    match o {
        Opnd::VDst(w) => Slot::Vdst(w),
        Opnd::ADst(w) => Slot::Adst(w),
        Opnd::Src(i, w, SrcClass::Agpr) => Slot::Agpr(i as usize, w),
        Opnd::SDst(w) => Slot::Sdst(w),
        Opnd::MaskDst => Slot::MaskDst,
        Opnd::CarryDst => Slot::CarryDst,
        Opnd::Vcc => Slot::Vcc,
        Opnd::Src(i, w, SrcClass::Any | SrcClass::AnyI16 | SrcClass::Sreg) => {
            Slot::Src(i as usize, w)
        }
        Opnd::Src(i, w, SrcClass::Vgpr) => Slot::Vgpr(i as usize, w),
        Opnd::Src(i, _, SrcClass::Sgpr) => Slot::Ssrc(i as usize, writelane_gfx10 && i == 0),
        Opnd::Src(i, _, SrcClass::Mask) => Slot::MaskSrc(i as usize),
        Opnd::Src(i, _, SrcClass::Msg) => Slot::Msg(i as usize),
        Opnd::Imm => Slot::Imm,
        Opnd::KImm => Slot::KImm,
    }
}

include!(concat!(env!("OUT_DIR"), "/alu_slots.rs"));

/// The slots of one form: a reference to a generated list, iterated by value
/// (no allocation or copying per instruction).
#[derive(Clone, Copy)]
pub(crate) struct Slots(&'static [Slot]);

impl std::ops::Deref for Slots {
    type Target = [Slot];
    fn deref(&self) -> &[Slot] {
        self.0
    }
}

impl IntoIterator for Slots {
    type Item = Slot;
    type IntoIter = std::iter::Copied<std::slice::Iter<'static, Slot>>;
    fn into_iter(self) -> Self::IntoIter {
        self.0.iter().copied()
    }
}

impl<'s> IntoIterator for &'s Slots {
    type Item = &'s Slot;
    type IntoIter = std::slice::Iter<'s, Slot>;
    fn into_iter(self) -> Self::IntoIter {
        self.0.iter()
    }
}

/// The slots of row `row` (an index into `ALU_ROWS`) in its short form or,
/// `e64`, its VOP3 form (rows of shape VOP3 have only that one).
pub(crate) fn slots_of(row: usize, e64: bool, target: Target) -> Slots {
    let gfx10 = usize::from(target.gen() >= Gen::Gfx10);
    let list = ALU_ROW_SLOTS
        .get(row)
        .and_then(|g| ALU_SLOT_LISTS.get(usize::from(g[gfx10][usize::from(e64)])));
    // (every row has its lists: `generated_lists_follow_the_signatures`)
    Slots(list.copied().unwrap_or(&[]))
}

/// As [`slots_of`], for a row of `ALU_ROWS`.
pub(crate) fn slots(row: &AluRow, e64: bool, target: Target) -> Slots {
    slots_of(index_of(row), e64, target)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tables::alu::{flags, ALU_ROWS};

    /// The generated lists are the rows' signatures, slot by slot, in row order.
    #[test]
    fn generated_lists_follow_the_signatures() {
        assert_eq!(ALU_ROW_SLOTS.len(), ALU_ROWS.len());
        for name in ["gfx900", "gfx1030", "gfx1100", "gfx1200"] {
            let target = Target::from_name(name).unwrap();
            for (i, row) in ALU_ROWS.iter().enumerate() {
                for e64 in [false, true] {
                    let lds = row.has(flags::WRITELANE) && target.gen() >= Gen::Gfx10;
                    let want: Vec<Slot> = row.sig(e64).iter().map(|&o| slot_of(o, lds)).collect();
                    assert_eq!(*slots_of(i, e64, target), want[..], "{name} {}", row.name);
                }
            }
        }
    }
}
