//! The VOPD encoding (GFX11+ dual issue): two VALU half-instructions, X and
//! Y, in one 64-bit word, with at most one literal dword that both share.
//!
//! ```text
//! w0: 110010 31:26 | OPX 25:22 | OPY 21:17 | VSRC1X 16:9 | SRC0X 8:0
//! w1: VDSTX 31:24 | VDSTY[7:1] 23:17 | VSRC1Y 16:9 | SRC0Y 8:0
//! ```
//! VDSTY's low bit is not stored: it is the opposite of VDSTX's (the two
//! destinations sit in different banks; observed with llvm-mc-22). A SRC0 of
//! 255 reads the literal; fmaak/fmamk's constant K is that same literal.

use super::DecodeError;
use crate::operand::LITERAL;
use crate::tables::vopd::{self, Half, VopdRow, VOPD_ROWS};
use crate::target::Target;

/// One half: its row, destination, and sources.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct VopdHalf {
    pub row: u8,
    pub dst: u8,
    /// 9-bit source number (VGPRs are 256+n).
    pub src0: u16,
    /// VGPR number (0 when the row has no VSRC1).
    pub vsrc1: u8,
}

impl VopdHalf {
    pub fn row(&self) -> &'static VopdRow {
        &VOPD_ROWS[usize::from(self.row)]
    }
    /// Whether this half reads the literal dword (SRC0 or K).
    pub fn reads_literal(&self) -> bool {
        self.src0 == LITERAL || self.row().shape.has_k()
    }
}

/// A VOPD instruction.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct VopdInst {
    /// The target it was parsed or decoded for: [`crate::Inst`] encodes
    /// and prints it for that one.
    pub target: Target,
    pub x: VopdHalf,
    pub y: VopdHalf,
    pub literal: u32,
    /// A src0 `lit(...)` value as written (X, Y) where it differs from the
    /// encoded literal: LLVM keeps one literal and echoes the text.
    pub shown: [Option<u32>; 2],
}

/// Whether `w0` starts a VOPD word on `target` (GFX11+, wave32).
pub fn matches(target: Target, w0: u32) -> bool {
    w0 >> 26 == 0b110010 && vopd::on_target(target)
}

impl VopdInst {
    pub fn has_literal(&self) -> bool {
        self.x.reads_literal() || self.y.reads_literal()
    }

    pub fn size(&self) -> usize {
        if self.has_literal() {
            12
        } else {
            8
        }
    }

    /// The names of both halves (`v_dual_add_f32`), as the mnemonic of X.
    pub fn mnemonic(&self) -> &'static str {
        self.x.row().name
    }

    /// Machine code as little-endian dwords (2 or 3).
    pub fn encode(&self) -> ([u32; 3], usize) {
        let target = self.target;
        let g = vopd::group(target);
        let op = |h: &VopdHalf, half| {
            g.and_then(|g| h.row().cell(half, g))
                .map_or(0, |c| u32::from(c.op))
        };
        let w0 = 0b110010 << 26
            | op(&self.x, Half::X) << 22
            | op(&self.y, Half::Y) << 17
            | u32::from(self.x.vsrc1) << 9
            | u32::from(self.x.src0);
        let w1 = u32::from(self.x.dst) << 24
            | u32::from(self.y.dst >> 1) << 17
            | u32::from(self.y.vsrc1) << 9
            | u32::from(self.y.src0);
        ([w0, w1, self.literal], self.size() / 4)
    }
}

/// Decodes a VOPD instruction (the caller checked [`matches`]).
pub fn decode(target: Target, bytes: &[u8]) -> Result<VopdInst, DecodeError> {
    let w0 = super::read_u32(bytes, 0)?;
    let w1 = super::read_u32(bytes, 4)?;
    // LLVM 22 decodes no VOPD in wave64
    let g = vopd::group(target).ok_or(DecodeError::Invalid)?;
    let half = |half: Half, op: u32, srcs: u32| -> Result<VopdHalf, DecodeError> {
        let row = vopd::by_opcode(half, g, op).ok_or(DecodeError::Invalid)?;
        let cell = VOPD_ROWS[row].cell(half, g).ok_or(DecodeError::Invalid)?;
        let src0 = (srcs & 0x1ff) as u16;
        if srcs & cell.zero != 0 || !vopd::src0_valid(g, src0) {
            return Err(DecodeError::Invalid);
        }
        Ok(VopdHalf {
            row: row as u8,
            dst: 0,
            src0,
            vsrc1: (srcs >> 9 & 0xff) as u8,
        })
    };
    let mut x = half(Half::X, w0 >> 22 & 0xf, w0 & 0x1ffff)?;
    let mut y = half(Half::Y, w0 >> 17 & 0x1f, w1 & 0x1ffff)?;
    x.dst = (w1 >> 24) as u8;
    y.dst = ((w1 >> 17 & 0x7f) << 1) as u8 | (!x.dst & 1);
    let mut inst = VopdInst {
        target,
        x,
        y,
        literal: 0,
        shown: [None; 2],
    };
    if inst.has_literal() {
        inst.literal = super::read_u32(bytes, 8)?;
    }
    Ok(inst)
}
