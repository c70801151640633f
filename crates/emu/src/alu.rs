//! The SALU/VALU program subset: exactly what is needed to set up data and EXEC
//! masks around DS instructions. One semantic per kind, chosen from the row name.

use crate::state::Wave;
use amdgpu_isa::encoding::alu::AluInst;
use amdgpu_isa::operand::{is_m0, is_null, INLINE_F32, LITERAL, VGPR0};
use amdgpu_isa::tables::alu::flags;
use amdgpu_isa::{Gen, Target};

/// Integer/bitwise binary operations shared by SALU and VALU kinds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bin {
    Add,
    Sub,
    Shl,
    /// `v_lshlrev`: shift src1 left by src0.
    ShlRev,
    And,
    Or,
    Xor,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cmp {
    Eq,
    Ne,
    Lt,
    Gt,
    Le,
    Ge,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CmpType {
    U32,
    I32,
    F32,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AluKind {
    /// Completes immediately in a lone wave (`s_nop`, `s_waitcnt*`, barriers).
    Nop,
    EndPgm,
    SMov,
    SMovk,
    SBin(Bin),
    SAndSaveexec,
    SCmp(Cmp),
    VMov,
    VBin(Bin),
    VAddF,
    VMulF,
    VCndmask,
    VCmp(Cmp, CmpType),
    VCmpx(Cmp, CmpType),
    VMbcntLo,
    VMbcntHi,
    VReadlane,
    VWritelane,
    VReadfirstlane,
    /// `v_accvgpr_mov_b32 aD, aS` (CDNA 2+): AGPR to AGPR.
    VAccvgprMov,
    Unsupported,
}

/// The kind of an ALU row.
pub fn classify(_target: Target, name: &str) -> AluKind {
    use AluKind::*;
    match name {
        "s_nop" | "s_barrier" | "s_barrier_signal" | "s_barrier_wait" => Nop,
        n if n.starts_with("s_waitcnt") || n.starts_with("s_wait_") => Nop,
        "s_endpgm" => EndPgm,
        "s_mov_b32" | "s_mov_b64" => SMov,
        "s_movk_i32" => SMovk,
        "s_add_u32" | "s_add_co_u32" => SBin(Bin::Add),
        "s_sub_u32" | "s_sub_co_u32" => SBin(Bin::Sub),
        "s_lshl_b32" => SBin(Bin::Shl),
        "s_and_b32" => SBin(Bin::And),
        "s_or_b32" => SBin(Bin::Or),
        "s_xor_b32" => SBin(Bin::Xor),
        "s_and_saveexec_b32" | "s_and_saveexec_b64" => SAndSaveexec,
        "s_cmp_eq_u32" => SCmp(Cmp::Eq),
        "s_cmp_lg_u32" => SCmp(Cmp::Ne),
        "v_mov_b32" => VMov,
        "v_add_u32" | "v_add_nc_u32" => VBin(Bin::Add),
        "v_sub_u32" | "v_sub_nc_u32" => VBin(Bin::Sub),
        "v_lshlrev_b32" => VBin(Bin::ShlRev),
        "v_and_b32" => VBin(Bin::And),
        "v_or_b32" => VBin(Bin::Or),
        "v_xor_b32" => VBin(Bin::Xor),
        "v_add_f32" => VAddF,
        "v_mul_f32" => VMulF,
        "v_cndmask_b32" => VCndmask,
        "v_mbcnt_lo_u32_b32" => VMbcntLo,
        "v_mbcnt_hi_u32_b32" => VMbcntHi,
        "v_readlane_b32" => VReadlane,
        "v_writelane_b32" => VWritelane,
        "v_readfirstlane_b32" => VReadfirstlane,
        "v_accvgpr_mov_b32" => VAccvgprMov,
        n if n.starts_with("v_cmp") => {
            let cmpx = n.starts_with("v_cmpx_");
            let rest = &n[if cmpx { 7 } else { 6 }..];
            let Some((c, t)) = rest.split_once('_') else {
                return Unsupported;
            };
            let c = match c {
                "eq" => Cmp::Eq,
                "ne" | "neq" | "lg" => Cmp::Ne,
                "lt" => Cmp::Lt,
                "gt" => Cmp::Gt,
                "le" => Cmp::Le,
                "ge" => Cmp::Ge,
                _ => return Unsupported,
            };
            let t = match t {
                "u32" => CmpType::U32,
                "i32" => CmpType::I32,
                "f32" => CmpType::F32,
                _ => return Unsupported,
            };
            if cmpx {
                VCmpx(c, t)
            } else {
                VCmp(c, t)
            }
        }
        _ => Unsupported,
    }
}

/// Inline constants 128..=208 and 240..=248 as 32-bit values.
fn inline(v: u16) -> Option<u32> {
    match v {
        128..=192 => Some(u32::from(v - 128)),
        193..=208 => Some((-(i32::from(v) - 192)) as u32),
        240..=248 => Some(INLINE_F32[usize::from(v - 240)]),
        _ => None,
    }
}

/// Reads scalar operand `v` (32 bits); `literal` is the instruction's literal.
pub fn read_scalar(w: &Wave, v: u16, literal: u32) -> Result<u32, String> {
    let gen = w.gen();
    Ok(match v {
        0..=105 => w.sgpr[usize::from(v)],
        106 => w.vcc as u32,
        107 => (w.vcc >> 32) as u32,
        126 => w.exec as u32,
        127 => (w.exec >> 32) as u32,
        124 | 125 if is_m0(v, gen) => w.m0,
        124 | 125 if is_null(v, gen) => 0,
        251 => u32::from(w.vcc == 0),
        252 => u32::from(w.exec == 0),
        253 => u32::from(w.scc),
        LITERAL => literal,
        _ => inline(v).ok_or_else(|| format!("source operand {v} is not modelled"))?,
    })
}

/// Reads a 64-bit scalar operand (register pair, or a sign-extended constant).
fn read_scalar64(w: &Wave, v: u16, literal: u32) -> Result<u64, String> {
    Ok(match v {
        0..=104 => u64::from(w.sgpr[usize::from(v)]) | u64::from(w.sgpr[usize::from(v) + 1]) << 32,
        106 => w.vcc,
        126 => w.exec,
        240..=248 => {
            return Err("64-bit float inline constants are not modelled".into());
        }
        // Integer inline constants are sign-extended 64-bit values; a 32-bit
        // literal is sign-extended the same way here (UNCONFIRMED for SALU b64).
        _ => i64::from(read_scalar(w, v, literal)? as i32) as u64,
    })
}

/// Writes a 32-bit scalar destination.
pub fn write_scalar(w: &mut Wave, d: u16, x: u32) -> Result<(), String> {
    let gen = w.gen();
    let full = w.full_mask();
    match d {
        0..=105 => w.sgpr[usize::from(d)] = x,
        106 => w.vcc = (w.vcc & !0xffff_ffff | u64::from(x)) & full,
        107 => w.vcc = (w.vcc & 0xffff_ffff | u64::from(x) << 32) & full,
        126 => w.exec = (w.exec & !0xffff_ffff | u64::from(x)) & full,
        127 => w.exec = (w.exec & 0xffff_ffff | u64::from(x) << 32) & full,
        124 | 125 if is_m0(d, gen) => w.m0 = x,
        124 | 125 if is_null(d, gen) => {}
        _ => return Err(format!("scalar destination {d} is not modelled")),
    }
    Ok(())
}

fn write_scalar64(w: &mut Wave, d: u16, x: u64) -> Result<(), String> {
    match d {
        106 => w.vcc = x & w.full_mask(),
        126 => w.exec = x & w.full_mask(),
        _ => {
            write_scalar(w, d, x as u32)?;
            write_scalar(w, d + 1, (x >> 32) as u32)?;
        }
    }
    Ok(())
}

/// Writes a lane mask: 64 bits in wave64, 32 in wave32.
fn write_mask(w: &mut Wave, d: u16, m: u64) -> Result<(), String> {
    if w.wave_size == 64 {
        write_scalar64(w, d, m)
    } else {
        write_scalar(w, d, m as u32)
    }
}

fn read_mask(w: &Wave, v: u16, lit: u32) -> Result<u64, String> {
    Ok(if w.wave_size == 64 {
        read_scalar64(w, v, lit)?
    } else {
        u64::from(read_scalar(w, v, lit)?)
    })
}

/// A vector source for `lane`.
#[inline]
fn vsrc(w: &Wave, v: u16, lane: usize, scalar: Option<u32>) -> u32 {
    match scalar {
        Some(s) => s,
        None => w.vgpr[usize::from(v - VGPR0)][lane],
    }
}

/// Pre-reads a source: `None` for a VGPR (read per lane), the value otherwise.
fn pre(w: &Wave, v: u16, lit: u32) -> Result<Option<u32>, String> {
    if v >= VGPR0 {
        Ok(None)
    } else {
        read_scalar(w, v, lit).map(Some)
    }
}

fn bin(op: Bin, a: u32, b: u32) -> u32 {
    match op {
        Bin::Add => a.wrapping_add(b),
        Bin::Sub => a.wrapping_sub(b),
        Bin::Shl => a << (b & 31),
        Bin::ShlRev => b << (a & 31),
        Bin::And => a & b,
        Bin::Or => a | b,
        Bin::Xor => a ^ b,
    }
}

fn compare(c: Cmp, t: CmpType, a: u32, b: u32) -> bool {
    use std::cmp::Ordering::*;
    let ord = match t {
        CmpType::U32 => Some(a.cmp(&b)),
        CmpType::I32 => Some((a as i32).cmp(&(b as i32))),
        // Unordered (NaN) compares are false except `neq` (IEEE `!=`).
        CmpType::F32 => f32::from_bits(a).partial_cmp(&f32::from_bits(b)),
    };
    match (c, ord) {
        (Cmp::Ne, None) => true,
        (_, None) => false,
        (Cmp::Eq, Some(o)) => o == Equal,
        (Cmp::Ne, Some(o)) => o != Equal,
        (Cmp::Lt, Some(o)) => o == Less,
        (Cmp::Gt, Some(o)) => o == Greater,
        (Cmp::Le, Some(o)) => o != Greater,
        (Cmp::Ge, Some(o)) => o != Less,
    }
}

/// Applies VOP3 abs/neg to float source `i`.
fn fmod(a: &AluInst, i: usize, x: u32) -> u32 {
    let mut x = x;
    if a.abs >> i & 1 != 0 {
        x &= 0x7fff_ffff;
    }
    if a.neg >> i & 1 != 0 {
        x ^= 0x8000_0000;
    }
    x
}

/// Applies VOP3 omod and clamp to a float result.
fn fout(a: &AluInst, r: f32) -> u32 {
    let r = match a.omod {
        1 => r * 2.0,
        2 => r * 4.0,
        3 => r * 0.5,
        _ => r,
    };
    let r = if a.clamp {
        if r.is_nan() {
            0.0
        } else {
            r.clamp(0.0, 1.0)
        }
    } else {
        r
    };
    r.to_bits()
}

/// Iterates the set bits of `m` in ascending order.
pub fn lanes(mut m: u64) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        if m == 0 {
            None
        } else {
            let l = m.trailing_zeros() as usize;
            m &= m - 1;
            Some(l)
        }
    })
}

/// Executes one ALU instruction; `Ok(true)` at `s_endpgm`.
pub fn exec(w: &mut Wave, kind: AluKind, a: &AluInst) -> Result<bool, String> {
    let lit = a.literal;
    let row = a.row();
    let b64 = row.has(flags::B64);
    match kind {
        AluKind::Nop => {}
        AluKind::EndPgm => return Ok(true),
        AluKind::SMov if b64 => {
            let x = read_scalar64(w, a.src[0], lit)?;
            write_scalar64(w, a.dst, x)?;
        }
        AluKind::SMov => {
            let x = read_scalar(w, a.src[0], lit)?;
            write_scalar(w, a.dst, x)?;
        }
        AluKind::SMovk => write_scalar(w, a.dst, a.simm16 as i16 as i32 as u32)?,
        AluKind::SBin(op) => {
            let x = read_scalar(w, a.src[0], lit)?;
            let y = read_scalar(w, a.src[1], lit)?;
            let r = bin(op, x, y);
            w.scc = match op {
                Bin::Add => r < x,
                Bin::Sub => y > x,
                _ => r != 0,
            };
            write_scalar(w, a.dst, r)?;
        }
        AluKind::SAndSaveexec => {
            let x = read_mask(w, a.src[0], lit)?;
            let old = w.exec;
            write_mask(w, a.dst, old)?;
            w.exec = x & old & w.full_mask();
            w.scc = w.exec != 0;
        }
        AluKind::SCmp(c) => {
            let x = read_scalar(w, a.src[0], lit)?;
            let y = read_scalar(w, a.src[1], lit)?;
            w.scc = compare(c, CmpType::U32, x, y);
        }
        AluKind::VMov => {
            let s = pre(w, a.src[0], lit)?;
            let d = usize::from(a.dst);
            for l in lanes(w.exec) {
                w.vgpr[d][l] = vsrc(w, a.src[0], l, s);
            }
        }
        AluKind::VBin(op) => {
            let (s0, s1) = (pre(w, a.src[0], lit)?, pre(w, a.src[1], lit)?);
            let d = usize::from(a.dst);
            for l in lanes(w.exec) {
                let (x, y) = (vsrc(w, a.src[0], l, s0), vsrc(w, a.src[1], l, s1));
                let mut r = bin(op, x, y);
                if a.clamp {
                    match op {
                        Bin::Add if r < x => r = u32::MAX,
                        Bin::Sub if y > x => r = 0,
                        _ => {}
                    }
                }
                w.vgpr[d][l] = r;
            }
        }
        AluKind::VAddF | AluKind::VMulF => {
            let (s0, s1) = (pre(w, a.src[0], lit)?, pre(w, a.src[1], lit)?);
            let d = usize::from(a.dst);
            for l in lanes(w.exec) {
                let x = f32::from_bits(fmod(a, 0, vsrc(w, a.src[0], l, s0)));
                let y = f32::from_bits(fmod(a, 1, vsrc(w, a.src[1], l, s1)));
                // Host f32 arithmetic: round to nearest even, denormals kept.
                let r = if kind == AluKind::VAddF { x + y } else { x * y };
                w.vgpr[d][l] = fout(a, r);
            }
        }
        AluKind::VCndmask => {
            let (s0, s1) = (pre(w, a.src[0], lit)?, pre(w, a.src[1], lit)?);
            let mask = if a.is_vop3() {
                read_mask(w, a.src[2], lit)?
            } else {
                w.vcc
            };
            let d = usize::from(a.dst);
            for l in lanes(w.exec) {
                let x = fmod(a, 0, vsrc(w, a.src[0], l, s0));
                let y = fmod(a, 1, vsrc(w, a.src[1], l, s1));
                w.vgpr[d][l] = if mask >> l & 1 != 0 { y } else { x };
            }
        }
        AluKind::VCmp(c, t) | AluKind::VCmpx(c, t) => {
            let (s0, s1) = (pre(w, a.src[0], lit)?, pre(w, a.src[1], lit)?);
            let mut m = 0u64;
            for l in lanes(w.exec) {
                let mut x = vsrc(w, a.src[0], l, s0);
                let mut y = vsrc(w, a.src[1], l, s1);
                if t == CmpType::F32 {
                    x = fmod(a, 0, x);
                    y = fmod(a, 1, y);
                }
                m |= u64::from(compare(c, t, x, y)) << l;
            }
            let cmpx = matches!(kind, AluKind::VCmpx(..));
            // GFX10+ v_cmpx writes EXEC only; GFX9's also writes its SDST/VCC.
            if !(cmpx && w.gen() >= Gen::Gfx10) {
                let d = if a.is_vop3() { a.dst } else { 106 };
                write_mask(w, d, m)?;
            }
            if cmpx {
                w.exec = m;
            }
        }
        AluKind::VMbcntLo | AluKind::VMbcntHi => {
            let (s0, s1) = (pre(w, a.src[0], lit)?, pre(w, a.src[1], lit)?);
            let d = usize::from(a.dst);
            let hi = kind == AluKind::VMbcntHi;
            for l in lanes(w.exec) {
                let below = crate::state::lane_bits(l as u32);
                let below = if hi { below >> 32 } else { below & 0xffff_ffff } as u32;
                let x = vsrc(w, a.src[0], l, s0);
                let y = vsrc(w, a.src[1], l, s1);
                w.vgpr[d][l] = (x & below).count_ones().wrapping_add(y);
            }
        }
        AluKind::VReadlane => {
            let lane = read_scalar(w, a.src[1], lit)? as usize & (w.wave_size as usize - 1);
            let x = w.vgpr[usize::from(a.src[0].saturating_sub(VGPR0) & 255)][lane];
            write_scalar(w, a.dst, x)?;
        }
        AluKind::VWritelane => {
            // Writes the lane whatever EXEC says (AMD ISA guides, V_WRITELANE_B32).
            let x = read_scalar(w, a.src[0], lit)?;
            let lane = read_scalar(w, a.src[1], lit)? as usize & (w.wave_size as usize - 1);
            w.vgpr[usize::from(a.dst)][lane] = x;
        }
        AluKind::VReadfirstlane => {
            // Lane 0 when EXEC is zero (AMD ISA guides, V_READFIRSTLANE_B32).
            let lane = if w.exec == 0 {
                0
            } else {
                w.exec.trailing_zeros() as usize
            };
            let x = w.vgpr[usize::from(a.src[0].saturating_sub(VGPR0) & 255)][lane];
            write_scalar(w, a.dst, x)?;
        }
        AluKind::VAccvgprMov => {
            // Both fields name AGPRs; a dword copy on the lanes EXEC enables
            // (CDNA 3 ISA guide, VOP1 opcode 82 V_ACCVGPR_MOV_B32: D.b32 = S0.b32).
            let s = crate::vop3p::agpr_source(a.src[0])?;
            let d = usize::from(a.dst);
            for l in lanes(w.exec) {
                w.agpr[d][l] = w.agpr[s][l];
            }
        }
        AluKind::Unsupported => return Err(crate::not_executed(row.name, w.target)),
    }
    Ok(false)
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::Machine;

    /// Runs `src` on a fresh wave of `t` with `lanes` lanes enabled.
    pub(crate) fn run(t: &str, lanes: u32, src: &str) -> Wave {
        let t = Target::from_name(t).unwrap();
        let mut m = Machine::from_source(t, src).unwrap();
        let mut w = Wave::new(t, lanes);
        m.run(&mut w, 1000, None).unwrap();
        w
    }

    #[test]
    fn scalar_ops_and_scc() {
        let w = run(
            "gfx1100",
            32,
            "s_mov_b32 s0, -1\ns_add_u32 s1, s0, 2\ns_movk_i32 s2, 0x8000\ns_endpgm",
        );
        assert_eq!(w.sgpr[1], 1);
        assert!(w.scc);
        assert_eq!(w.sgpr[2], 0xffff_8000);
    }

    #[test]
    fn mbcnt_and_saveexec() {
        let w = run(
            "gfx942",
            64,
            "v_mbcnt_lo_u32_b32 v0, -1, 0\nv_mbcnt_hi_u32_b32 v0, -1, v0\n\
             v_cmp_gt_u32 vcc, 4, v0\ns_and_saveexec_b64 s[0:1], vcc\ns_endpgm",
        );
        assert_eq!(w.vgpr[0][63], 63);
        assert_eq!(w.exec, 0xf);
        assert_eq!(w.sgpr[0], u32::MAX);
        assert!(w.scc);
    }

    #[test]
    fn readlane_writelane_cndmask() {
        let w = run(
            "gfx1030",
            32,
            "v_mbcnt_lo_u32_b32 v0, -1, 0\nv_readlane_b32 s3, v0, 5\nv_writelane_b32 v1, s3, 7\n\
             v_cmp_eq_u32 vcc_lo, 2, v0\nv_cndmask_b32 v2, 1.0, v0, vcc_lo\ns_endpgm",
        );
        assert_eq!(w.sgpr[3], 5);
        assert_eq!(w.vgpr[1][7], 5);
        assert_eq!(w.vgpr[1][6], 0);
        assert_eq!(w.vgpr[2][2], 2);
        assert_eq!(w.vgpr[2][3], 0x3f80_0000);
    }
}
