//! `Inst`: one decoded or parsed instruction, independent of its text or bytes.

use crate::encoding::alu::AluInst;
use crate::encoding::buffer::BufInst;
use crate::encoding::ds::DsInst;
use crate::encoding::exp::ExpInst;
use crate::encoding::flat::FlatInst;
use crate::encoding::image::ImageInst;
use crate::encoding::interp::InterpInst;
use crate::encoding::smem::SmemInst;
use crate::encoding::vop3p::Vop3pInst;
use crate::encoding::vopd::VopdInst;
use crate::target::Target;
use std::fmt;

/// A machine instruction of some encoding family.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Inst {
    Ds(DsInst),
    Alu(AluInst),
    Smem(SmemInst),
    Flat(FlatInst),
    Buffer(BufInst),
    Vop3p(Vop3pInst),
    Vopd(VopdInst),
    Exp(ExpInst),
    Interp(InterpInst),
    Image(ImageInst),
}

impl Inst {
    /// Canonical mnemonic on `target`.
    pub fn mnemonic(&self) -> &'static str {
        match self {
            Inst::Ds(d) => d.row().name,
            Inst::Alu(a) => a.row().name,
            Inst::Smem(s) => s.row().name,
            Inst::Flat(m) => m.row().name,
            Inst::Buffer(b) => b.row().name,
            Inst::Vop3p(p) => p.row().name,
            Inst::Vopd(v) => v.mnemonic(),
            Inst::Exp(e) => e.mnemonic(),
            Inst::Interp(i) => i.row().name,
            Inst::Image(m) => m.row().name,
        }
    }

    /// Size of the encoding in bytes.
    pub fn len(&self) -> usize {
        match self {
            Inst::Ds(_) => 8,
            Inst::Alu(a) => a.size(),
            Inst::Vop3p(p) => p.size(),
            Inst::Vopd(v) => v.size(),
            Inst::Flat(m) => m.len(),
            Inst::Buffer(b) => b.len(),
            Inst::Smem(_) | Inst::Exp(_) => 8,
            Inst::Interp(i) => i.size(),
            Inst::Image(m) => m.len(),
        }
    }

    pub fn is_empty(&self) -> bool {
        false
    }

    /// The target this instruction was parsed or decoded for: it encodes
    /// and prints for that one alone (the same row has other opcodes or
    /// fields elsewhere), so nothing here takes another.
    pub fn target(&self) -> Target {
        match self {
            Inst::Ds(d) => d.target,
            Inst::Alu(a) => a.target,
            Inst::Smem(s) => s.target,
            Inst::Flat(m) => m.target,
            Inst::Buffer(b) => b.target,
            Inst::Vop3p(p) => p.target,
            Inst::Vopd(v) => v.target,
            Inst::Exp(e) => e.target,
            Inst::Interp(i) => i.target,
            Inst::Image(m) => m.target,
        }
    }

    /// Machine code for [`Inst::target`], little-endian, as it sits in memory.
    pub fn encode(&self) -> Encoded {
        match self {
            Inst::Ds(d) => Encoded::from_u64(d.encode()),
            Inst::Smem(s) => Encoded::from_u64(s.encode()),
            Inst::Exp(e) => Encoded::from_u64(e.encode()),
            Inst::Image(m) => Encoded::from_words(&m.words[..m.len() / 4]),
            Inst::Interp(i) => {
                let (words, n) = i.words();
                Encoded::from_words(&words[..n])
            }
            Inst::Flat(m) => Encoded::from_words(&m.words()[..m.len() / 4]),
            Inst::Buffer(b) => Encoded::from_words(&b.words()[..b.len() / 4]),
            Inst::Alu(a) => {
                let (words, n) = a.encode();
                Encoded::from_words(&words[..n])
            }
            Inst::Vop3p(p) => {
                let (words, n) = p.words();
                Encoded::from_words(&words[..n])
            }
            Inst::Vopd(v) => {
                let (words, n) = v.encode();
                Encoded::from_words(&words[..n])
            }
        }
    }

    /// Appends the canonical LLVM text to `out` (no allocation of its own).
    pub fn write_text<W: fmt::Write>(&self, out: &mut W) -> fmt::Result {
        match self {
            Inst::Ds(d) => d.print(out),
            Inst::Alu(a) => a.print(out),
            Inst::Smem(s) => s.print(out),
            Inst::Flat(m) => m.print(out),
            Inst::Buffer(b) => b.print(out),
            Inst::Vop3p(p) => p.print(out),
            Inst::Vopd(v) => v.print(out),
            Inst::Exp(e) => e.print(out),
            Inst::Interp(i) => i.print(out),
            Inst::Image(m) => m.print(out),
        }
    }

    /// The canonical LLVM text of this instruction.
    pub fn display(&self) -> Display<'_> {
        Display { inst: self }
    }
}

/// Text form of an instruction, as LLVM prints it.
pub struct Display<'a> {
    inst: &'a Inst,
}

impl fmt::Display for Display<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.inst.write_text(f)
    }
}

/// Encoded machine code of one instruction (at most 20 bytes: GFX10's
/// longest MIMG NSA form).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Encoded {
    bytes: [u8; 20],
    len: u8,
}

impl Encoded {
    pub fn from_u64(word: u64) -> Encoded {
        let mut bytes = [0; 20];
        bytes[..8].copy_from_slice(&word.to_le_bytes());
        Encoded { bytes, len: 8 }
    }
    pub fn from_u32(word: u32) -> Encoded {
        let mut bytes = [0; 20];
        bytes[..4].copy_from_slice(&word.to_le_bytes());
        Encoded { bytes, len: 4 }
    }
    pub fn from_words(words: &[u32]) -> Encoded {
        let mut bytes = [0; 20];
        for (i, w) in words.iter().enumerate().take(5) {
            bytes[4 * i..4 * i + 4].copy_from_slice(&w.to_le_bytes());
        }
        Encoded {
            bytes,
            len: 4 * words.len().min(5) as u8,
        }
    }
    pub fn as_bytes(&self) -> &[u8] {
        &self.bytes[..self.len as usize]
    }
    /// The bytes followed by zeros up to the longest encoding: a copy of a
    /// fixed size, where one of [`Encoded::as_bytes`] is a call.
    pub fn padded(&self) -> &[u8; 20] {
        &self.bytes
    }
}

impl std::ops::Deref for Encoded {
    type Target = [u8];
    fn deref(&self) -> &[u8] {
        self.as_bytes()
    }
}
