//! DPP lane shuffles: the src0 of a DPP16 or DPP8 form is read from another
//! lane of the same row (16 lanes) or group (8 lanes), then the instruction
//! runs on the lanes that may be written.
//!
//! Source: AMD RDNA 3 ISA guide §7.7 (DPP16 controls quad_perm, row_shl,
//! row_shr, row_ror, row_mirror, row_half_mirror, row_share, row_xmask;
//! BOUND_CTRL, FI, ROW_MASK, BANK_MASK; DPP8 lane selects), and LLVM's
//! AMDGPU DPP control encoding (SIDefines.h DppCtrl).

use crate::state::{Wave, DPP_ROW};
use amdgpu_isa::encoding::alu::AluInst;
use amdgpu_isa::encoding::dpp::Dpp;
use amdgpu_isa::operand::VGPR0;
use amdgpu_isa::Gen;

/// For every lane: the lane src0 is read from, or `None` when the control
/// gives it no source lane (shifted out of its row).
fn source_lane(ctrl: u32, lane: usize) -> Result<Option<usize>, String> {
    let row = lane & !15;
    let i = lane & 15;
    let n = (ctrl & 15) as usize;
    Ok(match ctrl {
        0x000..=0x0ff => Some((lane & !3) | (ctrl as usize >> (2 * (lane & 3)) & 3)),
        0x101..=0x10f => (i + n < 16).then(|| lane + n), // row_shl: lane i reads i + n
        0x111..=0x11f => (i >= n).then(|| lane - n),     // row_shr: lane i reads i - n
        0x121..=0x12f => Some(row + (i + 16 - n) % 16),  // row_ror
        0x140 => Some(row + 15 - i),                     // row_mirror
        0x141 => Some((lane & !7) + 7 - (lane & 7)),     // row_half_mirror
        0x150..=0x15f => Some(row + n),                  // row_share (GFX10+)
        0x160..=0x16f => Some(row + (i ^ n)),            // row_xmask (GFX10+)
        _ => {
            return Err(format!(
                "DPP control {ctrl:#x} (a GFX9 wave shift, broadcast or reserved value) is not executed yet"
            ))
        }
    })
}

/// Runs `run` on the instruction with src0 (a VGPR) shuffled as `dpp` says,
/// on the lanes that may be written (the others keep their destination).
pub fn with_dpp(
    w: &mut Wave,
    a: &AluInst,
    dpp: Dpp,
    writes_exec: bool,
    run: impl FnOnce(&mut Wave, &AluInst) -> Result<bool, String>,
) -> Result<bool, String> {
    if w.gen() == Gen::Gfx9 {
        return Err("DPP forms are not executed yet on GFX9".into());
    }
    let src = a.src[0];
    if src < VGPR0 {
        return Err("a DPP source must be a VGPR".into());
    }
    let r = usize::from(src - VGPR0) & 255;
    let n = w.wave_size as usize;
    let exec = w.exec;
    let original = w.vgpr[r];
    let mut shuffled = [0u32; 64];
    let mut enabled = exec;
    match dpp {
        Dpp::D16(kept, _) => {
            let ctrl = kept >> 8 & 0x1ff;
            let fi = kept >> 18 & 1 != 0;
            let bound_zero = kept >> 19 & 1 != 0;
            let (bank_mask, row_mask) = (kept >> 24 & 15, kept >> 28 & 15);
            for (l, out) in shuffled.iter_mut().enumerate().take(n) {
                // ROW_MASK / BANK_MASK: lanes of masked rows and banks keep VDST
                if row_mask >> (l / 16) & 1 == 0 || bank_mask >> ((l & 15) / 4) & 1 == 0 {
                    enabled &= !(1 << l);
                    continue;
                }
                // no source lane, or a disabled one without FI: BOUND_CTRL
                // reads 0, otherwise the lane is not written
                let s = source_lane(ctrl, l)?.filter(|&s| s < n && (fi || exec >> s & 1 != 0));
                *out = match s {
                    Some(s) => original[s],
                    None if bound_zero => 0,
                    None => {
                        enabled &= !(1 << l);
                        0
                    }
                };
            }
        }
        Dpp::D8 { sel, fi } => {
            if sel & amdgpu_isa::encoding::dpp::SEL_AS_SOURCE != 0 {
                return Err("DPP8 selects read from a source operand are not executed yet".into());
            }
            for (l, out) in shuffled.iter_mut().enumerate().take(n) {
                let s = (l & !7) | (sel >> (3 * (l & 7)) & 7) as usize;
                // a disabled source lane reads 0 unless FI (UNCONFIRMED)
                *out = if fi || exec >> s & 1 != 0 {
                    original[s]
                } else {
                    0
                };
            }
        }
    }
    // the instruction reads src0 from the extra row, other sources as they are
    w.vgpr[DPP_ROW] = shuffled;
    let shuffled_src = AluInst {
        src: [VGPR0 + DPP_ROW as u16, a.src[1], a.src[2]],
        dpp: None,
        ..*a
    };
    w.exec = enabled;
    let result = run(w, &shuffled_src);
    if !writes_exec {
        w.exec = exec;
    }
    result
}
