//! Bit layouts of the instruction encodings and the decoder that picks one.

pub mod alu;
pub mod buffer;
pub mod dpp;
pub mod ds;
pub mod exp;
pub mod flat;
pub mod flat12;
pub mod image;
pub mod interp;
pub mod length;
pub mod sdwa;
pub mod smem;
pub mod vop3p;
pub mod vopd;

use crate::inst::Inst;
use crate::target::Target;

/// Why bytes did not decode.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum DecodeError {
    /// The instruction needs more bytes than remain.
    #[error("truncated instruction: {need} bytes needed, {have} left")]
    Truncated { need: usize, have: usize },
    /// No instruction has this encoding on the target. As LLVM does, a
    /// disassembler should report it and resume 4 bytes later.
    #[error("invalid instruction encoding")]
    Invalid,
    /// An instruction of an encoding this library does not model yet; `len`
    /// is its size in bytes, so a disassembler can step over it.
    #[error("instruction not supported yet ({len} bytes)")]
    Unsupported { len: usize },
}

/// Decodes one instruction from the front of `bytes`.
pub fn decode(target: Target, bytes: &[u8]) -> Result<Inst, DecodeError> {
    let word0 = read_u32(bytes, 0)?;
    // The ALU words first, told apart by their leading bits: SOP* (`10`) and
    // VOP1/VOP2/VOPC (`0`) share them with no other encoding (all others start
    // `11`); VOP3's prefix only with VOP3P (GFX9) and the VOP3 interpolations.
    if word0 >> 30 != 0b11 {
        if let Some(inst) = alu::decode(target, bytes)? {
            return Ok(Inst::Alu(inst));
        }
    } else if word0 >> 26 == alu::vop3_prefix(target.gen()) {
        if vop3p::matches(target, word0) {
            return vop3p::decode(target, bytes).map(Inst::Vop3p);
        }
        if interp::matches(target, word0) {
            return interp::decode(target, bytes).map(Inst::Interp);
        }
        if let Some(inst) = alu::decode(target, bytes)? {
            return Ok(Inst::Alu(inst));
        }
    }
    if vop3p::matches(target, word0) && !image::matches(target, word0) {
        return vop3p::decode(target, bytes).map(Inst::Vop3p);
    }
    if ds::matches(word0) {
        let word1 = read_u32(bytes, 4)?;
        return ds::DsInst::decode(target, u64::from(word1) << 32 | u64::from(word0)).map(Inst::Ds);
    }
    if flat12::matches(target, word0) {
        let word1 = read_u32(bytes, 4)?;
        let word2 = read_u32(bytes, 8)?;
        let word = u64::from(word1) << 32 | u64::from(word0);
        return flat12::decode(target, word, word2).map(Inst::Flat);
    }
    if flat::matches(target, word0) {
        let word1 = read_u32(bytes, 4)?;
        let word = u64::from(word1) << 32 | u64::from(word0);
        return flat::FlatInst::decode(target, word).map(Inst::Flat);
    }
    if buffer::matches(target, word0) {
        let word1 = read_u32(bytes, 4)?;
        let word = u64::from(word1) << 32 | u64::from(word0);
        // GFX12's VBUFFER has a third dword
        let hi = if target.gen() == crate::target::Gen::Gfx12 {
            read_u32(bytes, 8)?
        } else {
            0
        };
        return buffer::BufInst::decode(target, word, hi).map(Inst::Buffer);
    }
    if image::matches(target, word0) {
        let image = image::ImageInst::decode(target, bytes).map(Inst::Image);
        // a GFX12 word the VIMAGE/VSAMPLE tables refuse that is a
        // GFX9-encoded v_fma_mix* is read so (llvm-mc-22, gfx1200/gfx1201)
        if matches!(image, Err(DecodeError::Invalid)) && vop3p::matches(target, word0) {
            return vop3p::decode(target, bytes).map(Inst::Vop3p);
        }
        return image;
    }
    if smem::matches(target, word0) {
        let word1 = read_u32(bytes, 4)?;
        let word = u64::from(word1) << 32 | u64::from(word0);
        return smem::SmemInst::decode(target, word).map(Inst::Smem);
    }
    if vopd::matches(target, word0) {
        return vopd::decode(target, bytes).map(Inst::Vopd);
    }
    if interp::matches(target, word0) {
        return interp::decode(target, bytes).map(Inst::Interp);
    }
    if exp::matches(target, word0) {
        let word1 = read_u32(bytes, 4)?;
        let word = u64::from(word1) << 32 | u64::from(word0);
        return exp::ExpInst::decode(target, word).map(Inst::Exp);
    }
    if let Some(inst) = alu::decode(target, bytes)? {
        return Ok(Inst::Alu(inst));
    }
    match length::instruction_len(target, bytes) {
        Some(len) => Err(DecodeError::Unsupported { len }),
        None => Err(DecodeError::Invalid),
    }
}

pub(crate) fn read_u32(bytes: &[u8], at: usize) -> Result<u32, DecodeError> {
    bytes
        .get(at..at + 4)
        .map(|b| u32::from_le_bytes([b[0], b[1], b[2], b[3]]))
        .ok_or(DecodeError::Truncated {
            need: at + 4,
            have: bytes.len(),
        })
}
