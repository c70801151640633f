//! The interpolation and LDS-direct encodings (bit positions from LLVM's
//! encoders, checked with llvm-mc-22 by `tools/gen_interp_table.py`):
//!
//! ```text
//! VINTRP   GFX9 110101, GFX10 110010, 32 bits:
//!          VDST 25:18 | OP 17:16 | ATTR 15:10 | ATTRCHAN 9:8 | VSRC 7:0
//! VOP3     GFX9 110100, GFX10 110101, 64 bits:
//!          w0: OP 25:16 | CLAMP 15 | OP_SEL 14:11 | ABS 10:8 | VDST 7:0
//!          w1: NEG 31:29 | OMOD 28:27 | SRC2 26:18 | SRC 17:9 | HIGH 8 | ATTRCHAN 7:6 | ATTR 5:0
//! VINTERP  GFX11+ 0xCD, 64 bits:
//!          w0: OP 22:16 (GFX12 20:16) | CLAMP 15 | OP_SEL 14:11 | WAIT_EXP 10:8 | VDST 7:0
//!          w1: NEG 31:29 | SRC2 26:18 | SRC1 17:9 | SRC0 8:0
//! LDSDIR   GFX11 (VDSDIR on GFX12) 0xCE, 32 bits:
//!          WAIT_VM_VSRC 23 (GFX12) | OP 21:20 | WAIT_VDST 19:16 | ATTR 15:10 | ATTRCHAN 9:8 | VDST 7:0
//! ```
//! In the VOP3 form the attribute sits in the src0 field, so ABS bit 8 and
//! NEG bit 29 belong to it and LLVM rejects them; ABS/NEG bits 9 and 30 are
//! the source's, 10 and 31 src2's. Bits LLVM 22 ignores (observed by
//! flipping each bit of valid words): op_sel bits a row does not print, the
//! SRC2 field of rows without src2, VINTERP w1 bits 28:27, GFX11 VINTERP
//! bit 23, GFX12 VINTERP bits 23:21, and the attribute of `lds_direct_load`.
//! A source field of 255 reads a literal dword after the word (GFX10 VOP3,
//! VINTERP), which LLVM prints with an "Invalid immediate" comment.

use super::DecodeError;
use crate::operand::{LITERAL, VGPR0};
use crate::tables::interp::{self, Form, InterpRow, Opnd, INTERP_ROWS};
use crate::target::{Gen, Target};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct InterpInst {
    /// The target it was parsed or decoded for: [`crate::Inst`] encodes
    /// and prints it for that one.
    pub target: Target,
    pub row: u16,
    pub vdst: u8,
    /// Operand numbers of `Src(i)` (VGPRs are 256+n); `src[0]` holds the
    /// raw VSRC/SRC field of a `Param` row (0 p10, 1 p20, 2 p0).
    pub src: [u16; 3],
    pub attr: u8,
    pub chan: u8,
    /// Bit i: `Src(i)`. On VINTERP, `abs` is only what the text said:
    /// llvm-mc-22 takes and echoes `|v1|` there but encodes nothing.
    pub abs: u8,
    pub neg: u8,
    pub clamp: bool,
    /// 1 `mul:2`, 2 `mul:4`, 3 `div:2`.
    pub omod: u8,
    pub high: bool,
    /// OP_SEL field; on true16 rows it also picks the register halves.
    pub opsel: u8,
    /// Parsed with `v1.h` halves but no `op_sel:`: LLVM does not echo op_sel.
    pub hide_opsel: bool,
    /// A true16 row parsed with whole registers (`v1`): printed as written.
    pub whole16: bool,
    /// WAIT_EXP (VINTERP) or WAIT_VDST / WAIT_VA_VDST (LDS direct).
    pub wait: u8,
    pub vm_vsrc: bool,
    /// The dword after the word when a source field is 255 (LLVM decodes
    /// and prints it, though no assembler writes one).
    pub literal: u32,
}

/// Which form's prefix `w0` has on `target`, if any of this family.
fn form_of(target: Target, w0: u32) -> Option<Form> {
    match (target.gen(), w0 >> 26) {
        (Gen::Gfx9, 0b110101) | (Gen::Gfx10, 0b110010) => Some(Form::Vintrp),
        (Gen::Gfx9, 0b110100) | (Gen::Gfx10, 0b110101) => Some(Form::Vop3),
        (Gen::Gfx11 | Gen::Gfx12, _) => match w0 >> 24 {
            0xCD => Some(Form::Vinterp),
            0xCE => Some(Form::Ldsdir),
            _ => None,
        },
        _ => None,
    }
}

/// The VOP3 opcode field of a GFX9/10 VOP3 word.
fn vop3_op(w0: u32) -> u16 {
    (w0 >> 16 & 0x3ff) as u16
}

/// Whether `w0` starts an instruction of this family on `target`. VOP3
/// words only match for an interpolation opcode; the whole VINTRP, VINTERP
/// and LDSDIR prefixes are claimed (CDNA 2-4 have none of them: their
/// VINTRP-prefixed words are left to the generic path, which calls them
/// invalid as LLVM does).
pub fn matches(target: Target, w0: u32) -> bool {
    match form_of(target, w0) {
        Some(Form::Vop3) => interp::by_opcode(target, Form::Vop3, vop3_op(w0)).is_some(),
        Some(_) => interp::group(target).is_some(),
        None => false,
    }
}

/// Size of a GFX10 VOP3 interpolation or a VINTERP word whose opcode the
/// target has: 12 when one of the row's source fields is 255 and reads a
/// literal, else 8 (the VOP3 src0 field is the attribute, and GFX11 true16
/// halves read 255 as `v255`; observed with llvm-mc-22).
pub fn sized(target: Target, w0: u32, w1: u32) -> Option<usize> {
    let form = form_of(target, w0)?;
    let (op, fields): (u32, [u32; 3]) = match form {
        Form::Vop3 => (
            u32::from(vop3_op(w0)),
            [bits(w1, 17, 9), bits(w1, 26, 18), 0],
        ),
        Form::Vinterp if target.gen() == Gen::Gfx11 => (bits(w0, 22, 16), vinterp_fields(w1)),
        Form::Vinterp => (bits(w0, 20, 16), vinterp_fields(w1)),
        _ => return None,
    };
    let r = &INTERP_ROWS[interp::by_opcode(target, form, op as u16)?];
    let literal = r.operands.iter().any(|o| match *o {
        Opnd::Src(i) => r.t16 >> i & 1 == 0 && fields[usize::from(i)] == u32::from(LITERAL),
        _ => false,
    });
    Some(if literal { 12 } else { 8 })
}

fn vinterp_fields(w1: u32) -> [u32; 3] {
    [bits(w1, 8, 0), bits(w1, 17, 9), bits(w1, 26, 18)]
}

fn bits(w: u32, hi: u32, lo: u32) -> u32 {
    w >> lo & ((1u32 << (hi - lo + 1)) - 1)
}

impl InterpInst {
    pub fn new(target: Target, row: usize) -> InterpInst {
        InterpInst {
            target,
            row: row as u16,
            vdst: 0,
            src: [0; 3],
            attr: 0,
            chan: 0,
            abs: 0,
            neg: 0,
            clamp: false,
            omod: 0,
            high: false,
            opsel: 0,
            hide_opsel: false,
            whole16: false,
            wait: 0,
            vm_vsrc: false,
            literal: 0,
        }
    }

    pub fn row(&self) -> &'static InterpRow {
        // `row` only ever holds an index of INTERP_ROWS
        &INTERP_ROWS[usize::from(self.row)]
    }

    pub fn size(&self) -> usize {
        match self.row().form {
            Form::Vintrp | Form::Ldsdir => 4,
            Form::Vop3 | Form::Vinterp if self.has_literal() => 12,
            Form::Vop3 | Form::Vinterp => 8,
        }
    }

    /// Whether a source field is 255, which reads the dword after the word.
    pub fn has_literal(&self) -> bool {
        let r = self.row();
        // true16 halves (GFX11 rows only) read 255 as v255
        r.operands.iter().any(|o| match *o {
            Opnd::Src(i) => r.t16 >> i & 1 == 0 && self.src[usize::from(i)] == LITERAL,
            _ => false,
        })
    }

    fn has_src2(&self) -> bool {
        self.row().operands.contains(&Opnd::Src(1))
    }

    /// The instruction's dwords and how many there are (see
    /// [`InterpInst::size`]).
    pub fn words(&self) -> ([u32; 3], usize) {
        let w = self.encode();
        ([w as u32, (w >> 32) as u32, self.literal], self.size() / 4)
    }

    /// The first one or two dwords (the second is 0 for 32-bit forms).
    pub fn encode(&self) -> u64 {
        let target = self.target;
        let r = self.row();
        let gen = target.gen();
        let op = u32::from(r.opcode);
        let vdst = u32::from(self.vdst);
        let attr = u32::from(self.attr & 0x3f);
        let chan = u32::from(self.chan & 3);
        let src = |i: usize| u32::from(self.src[i] & 0x1ff);
        match r.form {
            Form::Vintrp => {
                let prefix = if gen == Gen::Gfx9 { 0b110101 } else { 0b110010 };
                u64::from(
                    prefix << 26
                        | (vdst << 18)
                        | (op & 3) << 16
                        | attr << 10
                        | chan << 8
                        | (src(0) & 0xff),
                )
            }
            Form::Vop3 => {
                let prefix = if gen == Gen::Gfx9 { 0b110100 } else { 0b110101 };
                let w0 = prefix << 26
                    | (op & 0x3ff) << 16
                    | u32::from(self.clamp) << 15
                    | u32::from(self.opsel & r.opsel & 0xf) << 11
                    | u32::from(self.abs & 3) << 9
                    | vdst;
                let w1 = u32::from(self.neg & 3) << 30
                    | u32::from(self.omod & 3) << 27
                    | if self.has_src2() { src(1) << 18 } else { 0 }
                    | src(0) << 9
                    | u32::from(self.high) << 8
                    | chan << 6
                    | attr;
                u64::from(w1) << 32 | u64::from(w0)
            }
            Form::Vinterp => {
                let w0 = 0xCD << 24
                    | (op & 0x7f) << 16
                    | u32::from(self.clamp) << 15
                    | u32::from(self.opsel & r.opsel & 0xf) << 11
                    | u32::from(self.wait & 7) << 8
                    | vdst;
                let w1 = u32::from(self.neg & 7) << 29 | src(2) << 18 | src(1) << 9 | src(0);
                u64::from(w1) << 32 | u64::from(w0)
            }
            Form::Ldsdir => {
                let (attr, chan) = if r.operands.contains(&Opnd::Attr) {
                    (attr, chan)
                } else {
                    (0, 0)
                };
                u64::from(
                    0xCE << 24
                        | u32::from(self.vm_vsrc && r.vm_vsrc) << 23
                        | (op & 3) << 20
                        | u32::from(self.wait & 0xf) << 16
                        | attr << 10
                        | chan << 8
                        | vdst,
                )
            }
        }
    }
}

/// Decodes the instruction at the front of `bytes` (the caller checked
/// [`matches`]).
pub fn decode(target: Target, bytes: &[u8]) -> Result<InterpInst, DecodeError> {
    let w0 = super::read_u32(bytes, 0)?;
    let form = form_of(target, w0).ok_or(DecodeError::Invalid)?;
    let gen = target.gen();
    let op = match form {
        Form::Vintrp => bits(w0, 17, 16),
        Form::Vop3 => u32::from(vop3_op(w0)),
        Form::Vinterp if gen == Gen::Gfx11 => bits(w0, 22, 16),
        Form::Vinterp => bits(w0, 20, 16),
        Form::Ldsdir => bits(w0, 21, 20),
    };
    let ri = interp::by_opcode(target, form, op as u16).ok_or(DecodeError::Invalid)?;
    let r = &INTERP_ROWS[ri];
    let mut inst = InterpInst::new(target, ri);
    match form {
        Form::Vintrp => {
            inst.vdst = bits(w0, 25, 18) as u8;
            inst.attr = bits(w0, 15, 10) as u8;
            inst.chan = bits(w0, 9, 8) as u8;
            let vsrc = bits(w0, 7, 0) as u16;
            inst.src[0] = if r.operands.contains(&Opnd::Param) {
                vsrc
            } else {
                VGPR0 + vsrc
            };
        }
        Form::Vop3 => {
            let w1 = super::read_u32(bytes, 4)?;
            inst.vdst = bits(w0, 7, 0) as u8;
            inst.clamp = bits(w0, 15, 15) != 0;
            inst.opsel = bits(w0, 14, 11) as u8 & r.opsel;
            let abs = bits(w0, 10, 8) as u8;
            let neg = bits(w1, 31, 29) as u8;
            inst.omod = bits(w1, 28, 27) as u8;
            inst.high = bits(w1, 8, 8) != 0;
            inst.attr = bits(w1, 5, 0) as u8;
            inst.chan = bits(w1, 7, 6) as u8;
            inst.src[0] = bits(w1, 17, 9) as u16;
            if inst.has_src2() {
                inst.src[1] = bits(w1, 26, 18) as u16;
            }
            // modifiers the row lacks make the word invalid (attribute's included)
            if abs & 1 != 0
                || neg & 1 != 0
                || (abs >> 1) & !r.abs != 0
                || (neg >> 1) & !r.neg != 0
                || (inst.omod != 0 && !r.omod)
                || (inst.high && !r.high)
                || (inst.clamp && !r.clamp)
            {
                return Err(DecodeError::Invalid);
            }
            inst.abs = abs >> 1;
            inst.neg = neg >> 1;
        }
        Form::Vinterp => {
            let w1 = super::read_u32(bytes, 4)?;
            inst.vdst = bits(w0, 7, 0) as u8;
            inst.clamp = bits(w0, 15, 15) != 0 && r.clamp;
            inst.opsel = bits(w0, 14, 11) as u8 & r.opsel;
            inst.wait = bits(w0, 10, 8) as u8;
            inst.neg = bits(w1, 31, 29) as u8 & r.neg;
            inst.src = [
                bits(w1, 8, 0) as u16,
                bits(w1, 17, 9) as u16,
                bits(w1, 26, 18) as u16,
            ];
        }
        Form::Ldsdir => {
            // bit 22 is never valid, bit 23 only as GFX12's WAIT_VM_VSRC
            if bits(w0, 22, 22) != 0 || (bits(w0, 23, 23) != 0 && !r.vm_vsrc) {
                return Err(DecodeError::Invalid);
            }
            inst.vdst = bits(w0, 7, 0) as u8;
            inst.wait = bits(w0, 19, 16) as u8;
            inst.vm_vsrc = bits(w0, 23, 23) != 0;
            if r.operands.contains(&Opnd::Attr) {
                inst.attr = bits(w0, 15, 10) as u8;
                inst.chan = bits(w0, 9, 8) as u8;
            }
        }
    }
    // GFX11's true16 halves read any value as a VGPR; other operand numbers
    // no operand has on the target make the word invalid
    let halves = if gen == Gen::Gfx11 { r.t16 } else { 0 };
    for o in r.operands {
        match *o {
            // a GFX10 VOP3 slot of 255 reads a literal, which LLVM then rejects
            Opnd::Param if form == Form::Vop3 && gen != Gen::Gfx9 && inst.src[0] == LITERAL => {
                return Err(DecodeError::Invalid)
            }
            Opnd::Src(i) => {
                let v = inst.src[usize::from(i)];
                let half = halves >> i & 1 != 0;
                // a GFX9 VOP3 source takes no literal (llvm-mc-22)
                let gfx9_literal = v == LITERAL && gen == Gen::Gfx9;
                if !half && (gfx9_literal || !crate::operand::is_valid(v, 1, gen)) {
                    return Err(DecodeError::Invalid);
                }
            }
            _ => {}
        }
    }
    if inst.has_literal() {
        inst.literal = super::read_u32(bytes, 8)?;
    }
    Ok(inst)
}
