//! VOP3P: packed 16-bit math (each half of the result reads the source
//! halves OP_SEL and OP_SEL_HI pick, with NEG_LO/NEG_HI), dot products,
//! mixed-precision FMA, CDNA's moves between AGPRs and the other register
//! files, and GFX11 WMMA (wave32 and wave64). MFMA is not executed yet.
//!
//! Sources: AMD RDNA 3 ISA guide, VOP3P opcode pseudocode (V_PK_*, V_DOT*,
//! V_FMA_MIX*); the modifier fields as the isa crate decodes them (CLAMP 15,
//! OP_SEL_HI[2] 14, OP_SEL 13:11, NEG_HI 10:8, NEG_LO 63:61, OP_SEL_HI[1:0]
//! 60:59). A 16-bit float inline constant is the f16 value in the low half.
//!
//! Source: AMD's CDNA 3 ISA reference guide (MI300), VOP3P opcodes 88 and 89,
//! `V_ACCVGPR_READ` and `V_ACCVGPR_WRITE`: `D.b32 = S0.b32`, a plain dword
//! copy. Like every VALU instruction they write the lanes EXEC enables only.

use crate::alu::{lanes, read_scalar};
use crate::denorm::Flush;
use crate::float::Fty;
use crate::state::Wave;
use amdgpu_isa::encoding::vop3p::Vop3pInst;
use amdgpu_isa::operand::VGPR0;
use amdgpu_isa::Target;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Vop3pKind {
    /// Packed 16-bit integer operation (`v_pk_add_u16`…).
    PkInt(crate::alu::Bin),
    /// `v_pk_mad_u16/i16`: a * b + c per half.
    PkMad {
        signed: bool,
    },
    /// Packed f16 add/mul/min/max.
    PkF(crate::alu::FBin),
    PkFma,
    /// `v_dot2_f32_f16` / `v_dot2_f32_bf16`: a.x*b.x + a.y*b.y + c (f32).
    Dot2F32 {
        bf16: bool,
    },
    /// `v_dot4_*_8` / `v_dot8_*_4`: integer dot products of `bits`-bit
    /// lanes, signedness per source from NEG_LO (iu forms) or the name.
    DotInt {
        bits: u8,
        signed: bool,
        iu: bool,
    },
    /// `v_fma_mix_f32` (f32 result), `v_fma_mixlo_f16` / `v_fma_mixhi_f16`.
    FmaMix {
        out: u8,
    },
    /// GFX11 (wave32 and wave64) `v_wmma_f32_16x16x16_f16/bf16` (`bf16`),
    /// `v_wmma_f16_16x16x16_f16` / `v_wmma_bf16_16x16x16_bf16` (`out16`:
    /// 16-bit results in one half of each VGPR) and
    /// `v_wmma_i32_16x16x16_iu8/iu4` (`int_bits`): D = A * B + C on 16x16 tiles.
    Wmma {
        int_bits: u8,
        bf16: bool,
        out16: bool,
    },
    /// `v_accvgpr_read_b32 vD, aS`: VGPR = AGPR.
    AccvgprRead,
    /// `v_accvgpr_write_b32 aD, src`: AGPR = VGPR, SGPR or constant.
    AccvgprWrite,
    Unsupported,
}

/// The kind of a VOP3P row.
pub fn classify(target: Target, name: &str) -> Vop3pKind {
    use crate::alu::{Bin, FBin};
    use Vop3pKind::*;
    // the GFX11 operand layouts (wave32 and wave64) are the ones modelled
    let wmma = target.gen() == amdgpu_isa::Gen::Gfx11;
    let w = |int_bits, bf16, out16| Wmma {
        int_bits,
        bf16,
        out16,
    };
    match name {
        "v_wmma_f32_16x16x16_f16" if wmma => w(0, false, false),
        "v_wmma_f32_16x16x16_bf16" if wmma => w(0, true, false),
        "v_wmma_f16_16x16x16_f16" if wmma => w(0, false, true),
        "v_wmma_bf16_16x16x16_bf16" if wmma => w(0, true, true),
        "v_wmma_i32_16x16x16_iu8" if wmma => w(8, false, false),
        "v_wmma_i32_16x16x16_iu4" if wmma => w(4, false, false),
        "v_accvgpr_read_b32" => AccvgprRead,
        "v_accvgpr_write_b32" => AccvgprWrite,
        "v_pk_add_u16" | "v_pk_add_i16" => PkInt(Bin::Add),
        "v_pk_sub_u16" | "v_pk_sub_i16" => PkInt(Bin::Sub),
        "v_pk_mul_lo_u16" => PkInt(Bin::MulLo),
        "v_pk_lshlrev_b16" => PkInt(Bin::ShlRev),
        "v_pk_lshrrev_b16" => PkInt(Bin::ShrRev),
        "v_pk_ashrrev_i16" => PkInt(Bin::AshrRev),
        "v_pk_max_u16" => PkInt(Bin::MaxU),
        "v_pk_min_u16" => PkInt(Bin::MinU),
        "v_pk_max_i16" => PkInt(Bin::MaxI),
        "v_pk_min_i16" => PkInt(Bin::MinI),
        "v_pk_mad_u16" => PkMad { signed: false },
        "v_pk_mad_i16" => PkMad { signed: true },
        "v_pk_add_f16" => PkF(FBin::Add),
        "v_pk_mul_f16" => PkF(FBin::Mul),
        "v_pk_min_f16" | "v_pk_min_num_f16" => PkF(FBin::Min),
        "v_pk_max_f16" | "v_pk_max_num_f16" => PkF(FBin::Max),
        "v_pk_fma_f16" => PkFma,
        "v_dot2_f32_f16" => Dot2F32 { bf16: false },
        "v_dot2_f32_bf16" => Dot2F32 { bf16: true },
        "v_dot4_i32_iu8" => DotInt {
            bits: 8,
            signed: true,
            iu: true,
        },
        "v_dot4_u32_u8" => DotInt {
            bits: 8,
            signed: false,
            iu: false,
        },
        "v_dot4_i32_i8" => DotInt {
            bits: 8,
            signed: true,
            iu: false,
        },
        "v_dot8_i32_iu4" => DotInt {
            bits: 4,
            signed: true,
            iu: true,
        },
        "v_dot8_u32_u4" => DotInt {
            bits: 4,
            signed: false,
            iu: false,
        },
        "v_dot8_i32_i4" => DotInt {
            bits: 4,
            signed: true,
            iu: false,
        },
        "v_fma_mix_f32" => FmaMix { out: 0 },
        "v_fma_mixlo_f16" => FmaMix { out: 1 },
        "v_fma_mixhi_f16" => FmaMix { out: 2 },
        _ => Unsupported,
    }
}

/// The modifier bits of one source `i` (or the result's `OP_SEL[3]`…).
#[derive(Clone, Copy)]
struct Mods {
    op_sel: u8,
    op_sel_hi: u8,
    neg_lo: u8,
    neg_hi: u8,
    clamp: bool,
}

fn mods(p: &Vop3pInst) -> Mods {
    let m = p.mods;
    Mods {
        op_sel: (m >> 11 & 7) as u8,
        op_sel_hi: (m >> 59 & 3) as u8 | ((m >> 14 & 1) as u8) << 2,
        neg_lo: (m >> 61 & 7) as u8,
        neg_hi: (m >> 8 & 7) as u8,
        clamp: m >> 15 & 1 != 0,
    }
}

/// Source `i` as a 32-bit value per lane: a VGPR, or a scalar or constant
/// (16-bit float inline constants as their f16 bits in the low half when
/// `f16`).
fn source(w: &Wave, p: &Vop3pInst, i: usize, f16: bool) -> Result<[u32; 64], String> {
    const INLINE_F16: [u32; 9] = [
        0x3800, 0xb800, 0x3c00, 0xbc00, 0x4000, 0xc000, 0x4400, 0xc400, 0x3118,
    ];
    let v = p.src[i];
    if v >= VGPR0 {
        return Ok(w.vgpr[usize::from(v - VGPR0).min(crate::state::DPP_ROW)]);
    }
    let x = match v {
        240..=248 if f16 => INLINE_F16[usize::from(v - 240)],
        _ => read_scalar(w, v, p.literal)?,
    };
    Ok([x; 64])
}

/// The 16-bit half of `x` that result half `hi` of source `i` reads.
fn pick(m: Mods, i: usize, hi: bool, x: u32) -> u16 {
    let sel = if hi { m.op_sel_hi } else { m.op_sel } >> i & 1 != 0;
    (if sel { x >> 16 } else { x }) as u16
}

/// The same for a float source, with NEG_LO/NEG_HI applied.
fn pick_f(m: Mods, i: usize, hi: bool, x: u32) -> u16 {
    let neg = if hi { m.neg_hi } else { m.neg_lo } >> i & 1 != 0;
    pick(m, i, hi, x) ^ if neg { 0x8000 } else { 0 }
}

fn f16(x: u16) -> f64 {
    crate::ds::f16_to_f64(x)
}

fn bf16(x: u16) -> f64 {
    f64::from(f32::from_bits(u32::from(x) << 16))
}

/// The (VGPR, lane) of element (i, j) of a GFX11 WMMA C/D matrix in a wave
/// of `wave` lanes: VGPR i / (wave/16), lane 16 * (i % (wave/16)) + j. Rows
/// interleave over the lane groups: wave32 puts row 2v + l/16 in VGPR v,
/// wave64 row 4v + l/16 (AMD Matrix Instruction Calculator, InstCalcGfx11
/// output layout: regno = i / (wave/16), lane = (16 * i + j) % wave; 16-bit
/// results take one half of each such VGPR, OPSEL[2] choosing it).
pub(crate) fn wmma_cd_slot(wave: usize, i: usize, j: usize) -> (usize, usize) {
    let groups = wave / 16;
    (i / groups, 16 * (i % groups) + j)
}

/// GFX11 WMMA (RDNA 3 ISA guide §7.9 "Wave Matrix Multiply Accumulate";
/// per-lane layouts from AMD's GPUOpen "How to accelerate AI applications
/// on RDNA 3 using WMMA" and the AMD Matrix Instruction Calculator, gfx11):
/// lane l holds row l%16 of A and column l%16 of B, k along the register
/// slots (f16/bf16: 8 VGPRs, element k in VGPR k/2, half k%2; iu8: 4 VGPRs,
/// byte k; iu4: 2 VGPRs, nibble k), the other lane groups (16-31, and 32-63
/// in wave64) repeating lanes 0-15, read from lanes 0-15 here. C and D:
/// `wmma_cd_slot`, 8 VGPRs in wave32 and 4 in wave64, for every result
/// type; 16-bit results (`out16`) use the half OPSEL[2] picks for C and D
/// and leave D's other half as it was (LLVM D158059 packs two matrices in
/// the halves of one register tuple, relying on this; with C in other
/// registers than D, UNCONFIRMED whether that half comes from D or C).
/// Float: the sum of the 16 products and C in f64 (exact unless the terms
/// span more than 53 bits), rounded once to the result type (UNCONFIRMED:
/// the hardware's internal rounding); NEG_LO[0]/[1] negate the low halves of
/// A/B, NEG_HI[0]/[1] the high halves, NEG_HI[2] takes |C| and NEG_LO[2]
/// negates C (AMD Matrix Instruction Calculator, RDNA 3 NEG/NEG_HI notes).
/// Integer: exact, NEG_LO[0]/[1] make A/B signed, CLAMP saturates.
fn exec_wmma(
    w: &mut Wave,
    int_bits: u8,
    bf16_in: bool,
    out16: bool,
    p: &Vop3pInst,
) -> Result<(), String> {
    let m = mods(p);
    let wave = w.wave_size as usize;
    let reg = |v: u16| -> Result<usize, String> {
        v.checked_sub(VGPR0)
            .map(usize::from)
            .ok_or_else(|| "WMMA sources must be VGPRs".to_string())
    };
    let (ra, rb) = (reg(p.src[0])?, reg(p.src[1])?);
    if int_bits == 0 && m.clamp {
        // LLVM neither assembles nor disassembles CLAMP on the float forms;
        // no source read here says what it would do
        return Err("float WMMA with CLAMP is not modelled (its effect is UNCONFIRMED)".into());
    }
    // a constant C: f16 inline constants are f16 values for the f16 form;
    // for bf16 only integer constants (whose value is the same bits) are taken
    let c_const = if p.src[2] < VGPR0 {
        let x = source(w, p, 2, out16 && !bf16_in)?[0];
        if out16 && bf16_in && !(128..=208).contains(&p.src[2]) {
            return Err(
                "v_wmma_bf16_16x16x16_bf16 with a non-integer constant C (its bf16 \
                        encoding is UNCONFIRMED)"
                    .into(),
            );
        }
        Some(x)
    } else {
        None
    };
    let rc = usize::from(p.src[2].saturating_sub(VGPR0));
    let d = usize::from(p.dst);
    let hi = m.op_sel >> 2 & 1 != 0;
    let at = |r: usize, i: usize, l: usize| w.vgpr[(r + i).min(255)][l];
    let to_f = |h: u16| if bf16_in { bf16(h) } else { f16(h) };
    // element k of lane l's A row (`src` 0) or B column (`src` 1)
    let elem = |src: usize, l: usize, k: usize| -> f64 {
        let r = [ra, rb][src];
        match int_bits {
            0 => {
                let h = (at(r, k / 2, l) >> (16 * (k % 2))) as u16;
                let neg = if k.is_multiple_of(2) {
                    m.neg_lo
                } else {
                    m.neg_hi
                } >> src
                    & 1
                    != 0;
                let x = to_f(h);
                if neg {
                    -x
                } else {
                    x
                }
            }
            bits => {
                let bits = usize::from(bits);
                let per = 32 / bits;
                let x = at(r, k / per, l) >> (bits * (k % per)) & ((1u32 << bits) - 1);
                let v = i64::from(x);
                (if m.neg_lo >> src & 1 != 0 && v >> (bits - 1) & 1 != 0 {
                    v - (1 << bits)
                } else {
                    v
                }) as f64
            }
        }
    };
    let nregs = 16 * 16 / wave;
    let mut out = [[0u32; 64]; 8];
    for i in 0..16 {
        for j in 0..16 {
            let (v, l) = wmma_cd_slot(wave, i, j);
            let c = c_const.unwrap_or_else(|| at(rc, v, l));
            // A's row i is in lane i, B's column j in lane j
            // left to right from +0.0 (which NaN's payload survives is the
            // host's rule; the tinygrad corpus judges these payloads)
            let mut sum = 0f64;
            for k in 0..16 {
                sum += elem(0, i, k) * elem(1, j, k);
            }
            out[v][l] = if int_bits != 0 {
                let r = sum as i64 + i64::from(c as i32);
                if m.clamp {
                    r.clamp(i64::from(i32::MIN), i64::from(i32::MAX)) as u32
                } else {
                    r as u32
                }
            } else {
                // a constant C is its low 16 bits whatever OPSEL says
                // (UNCONFIRMED: no source shows a constant with OPSEL[2])
                let c = if out16 {
                    to_f((if hi && c_const.is_none() { c >> 16 } else { c }) as u16)
                } else {
                    f64::from(f32::from_bits(c))
                };
                let c = if m.neg_hi & 4 != 0 { c.abs() } else { c };
                let c = if m.neg_lo & 4 != 0 { -c } else { c };
                let r = sum + c;
                match (out16, bf16_in) {
                    (false, _) => (r as f32).to_bits(),
                    (true, false) => u32::from(crate::ds::f64_to_f16(r)),
                    (true, true) => u32::from(crate::ds::f64_to_bf16(r)),
                }
            };
        }
    }
    // EXEC must be all ones for WMMA (RDNA 3 ISA); D is written whole
    if w.exec & w.full_mask() != w.full_mask() {
        return Err(
            "WMMA with some lanes disabled in EXEC (the guide requires all of them)".into(),
        );
    }
    for (v, row) in out.iter().enumerate().take(nregs) {
        let dst = &mut w.vgpr[(d + v).min(255)][..wave];
        if out16 {
            let (shift, keep) = if hi { (16, 0xffff) } else { (0, 0xffff_0000) };
            for (o, &x) in dst.iter_mut().zip(&row[..wave]) {
                *o = *o & keep | x << shift;
            }
        } else {
            dst.copy_from_slice(&row[..wave]);
        }
    }
    Ok(())
}

/// A packed or dot-product instruction on the active lanes.
fn exec_math(w: &mut Wave, kind: Vop3pKind, p: &Vop3pInst) -> Result<(), String> {
    use Vop3pKind::*;
    let m = mods(p);
    // which sources read 16-bit float inline constants: packed f16 sources,
    // a dot product's A and B (its C is f32), a mix source marked f16
    let f16_src = |i: usize| match kind {
        PkF(_) | PkFma => true,
        Dot2F32 { .. } => i < 2,
        FmaMix { .. } => m.op_sel_hi >> i & 1 != 0,
        _ => false,
    };
    let s0 = source(w, p, 0, f16_src(0))?;
    let s1 = source(w, p, 1, f16_src(1))?;
    let s2 = source(w, p, 2, f16_src(2))?;
    let d = usize::from(p.dst);
    // packed f16 math and the mixed FMA follow MODE.FP_DENORM (f16 by
    // MODE[7:6], f32 by MODE[5:4]); packed f16 math follows MODE.FP_ROUND's
    // f16 field (`crate::round`), the mixed FMA only rounds to nearest
    // even; the dot products are computed as they are (UNCONFIRMED: LLVM
    // notes v_dot2_f32_f16 flushes f32 denormals whatever the mode)
    let rnd = crate::round::Round::of(w.mode, Fty::F16);
    let mix = matches!(kind, FmaMix { .. });
    if mix && w.mode & crate::denorm::ROUND_BITS != 0 {
        return Err(format!(
            "{}: {}",
            p.row().name,
            crate::denorm::rounding_error(w.mode)
        ));
    }
    let (fz16, fz32) = (Flush::of(w.mode, Fty::F16), Flush::of(w.mode, Fty::F32));
    let h = |x: u16| f16(fz16.input(u64::from(x), Fty::F16) as u16);
    let out16 = |r: f64| fz16.output(u64::from(crate::ds::f64_to_f16(r)), Fty::F16) as u16;
    // a result rounded by a directed mode: CLAMP (exact), then the flush
    let directed16 = |r: Option<u64>| {
        r.map(|r| {
            let r = if m.clamp {
                crate::round::clamp(r, Fty::F16)
            } else {
                r
            };
            fz16.output(r, Fty::F16) as u16
        })
    };
    for l in crate::alu::lanes(w.exec) {
        let (a, b, c) = (s0[l], s1[l], s2[l]);
        let half = |hi: bool| -> u16 {
            match kind {
                PkInt(op) => {
                    let (x, y) = (pick(m, 0, hi, a), pick(m, 1, hi, b));
                    let r = crate::half::bin16(op, x, y);
                    // CLAMP saturates add/sub (unsigned, or signed for the i16 forms)
                    if m.clamp && matches!(op, crate::alu::Bin::Add | crate::alu::Bin::Sub) {
                        let signed = p.row().name.ends_with("i16");
                        let (x, y) = if signed {
                            (i32::from(x as i16), i32::from(y as i16))
                        } else {
                            (i32::from(x), i32::from(y))
                        };
                        let v = if op == crate::alu::Bin::Add {
                            x + y
                        } else {
                            x - y
                        };
                        return if signed {
                            v.clamp(-32768, 32767) as u16
                        } else {
                            v.clamp(0, 65535) as u16
                        };
                    }
                    r
                }
                PkMad { signed } => {
                    let ext = |v: u16| {
                        if signed {
                            i32::from(v as i16)
                        } else {
                            i32::from(v)
                        }
                    };
                    let r = ext(pick(m, 0, hi, a))
                        .wrapping_mul(ext(pick(m, 1, hi, b)))
                        .wrapping_add(ext(pick(m, 2, hi, c)));
                    r as u16
                }
                PkF(op) if rnd.directed() => {
                    let x = fz16.input(u64::from(pick_f(m, 0, hi, a)), Fty::F16);
                    let y = fz16.input(u64::from(pick_f(m, 1, hi, b)), Fty::F16);
                    let (p, q) = (f16(x as u16).to_bits(), f16(y as u16).to_bits());
                    // infinities, NaNs and min/max: as in the default mode
                    let r = || f64::from_bits(crate::alu::fbin64(op, p, q));
                    directed16(crate::round::fbin(op, x, y, Fty::F16, rnd))
                        .unwrap_or_else(|| out16(if m.clamp { clamp01(r()) } else { r() }))
                }
                PkFma if rnd.directed() => {
                    let [x, y, z] = [(0, a), (1, b), (2, c)]
                        .map(|(i, v)| fz16.input(u64::from(pick_f(m, i, hi, v)), Fty::F16));
                    let r = || f16(x as u16).mul_add(f16(y as u16), f16(z as u16));
                    directed16(crate::round::fma(x, y, z, Fty::F16, rnd))
                        .unwrap_or_else(|| out16(if m.clamp { clamp01(r()) } else { r() }))
                }
                PkF(op) => {
                    let (x, y) = (h(pick_f(m, 0, hi, a)), h(pick_f(m, 1, hi, b)));
                    let r = f64::from_bits(crate::alu::fbin64(op, x.to_bits(), y.to_bits()));
                    out16(if m.clamp { clamp01(r) } else { r })
                }
                PkFma => {
                    let r = h(pick_f(m, 0, hi, a))
                        .mul_add(h(pick_f(m, 1, hi, b)), h(pick_f(m, 2, hi, c)));
                    out16(if m.clamp { clamp01(r) } else { r })
                }
                _ => 0,
            }
        };
        w.vgpr[d][l] = match kind {
            PkInt(_) | PkMad { .. } | PkF(_) | PkFma => {
                u32::from(half(false)) | u32::from(half(true)) << 16
            }
            Dot2F32 { bf16: is_bf } => {
                let cv = |x: u16| if is_bf { bf16(x) } else { f16(x) };
                // the exact sum of the two products and SRC2 rounded once to
                // f32 (UNCONFIRMED: the hardware's intermediate rounding)
                let neg2 = m.neg_lo >> 2 & 1 != 0;
                let acc = f64::from(f32::from_bits(c)) * if neg2 { -1.0 } else { 1.0 };
                let r = cv(pick_f(m, 0, false, a)) * cv(pick_f(m, 1, false, b))
                    + cv(pick_f(m, 0, true, a)) * cv(pick_f(m, 1, true, b))
                    + acc;
                (if m.clamp { clamp01(r) } else { r } as f32).to_bits()
            }
            DotInt { bits, signed, iu } => {
                let n = 32 / u32::from(bits);
                let mask = (1u32 << bits) - 1;
                // iu forms: NEG_LO[0]/[1] say whether src0/src1 are signed
                let (sa, sb) = if iu {
                    (m.neg_lo & 1 != 0, m.neg_lo & 2 != 0)
                } else {
                    (signed, signed)
                };
                let ext = |x: u32, s: bool| -> i64 {
                    let v = i64::from(x & mask);
                    if s && v >> (bits - 1) & 1 != 0 {
                        v - (1i64 << bits)
                    } else {
                        v
                    }
                };
                let mut sum: i64 = if signed {
                    i64::from(c as i32)
                } else {
                    i64::from(c)
                };
                for k in 0..n {
                    let sh = k * u32::from(bits);
                    sum += ext(a >> sh, sa) * ext(b >> sh, sb);
                }
                if m.clamp {
                    if signed {
                        sum.clamp(i64::from(i32::MIN), i64::from(i32::MAX)) as u32
                    } else {
                        sum.clamp(0, i64::from(u32::MAX)) as u32
                    }
                } else {
                    sum as u32
                }
            }
            FmaMix { out } => {
                // OP_SEL_HI[i] = 1: source i is f16 (OP_SEL[i] picks its half),
                // else f32; NEG_LO negates, NEG_HI takes the absolute value
                let src = |i: usize, x: u32| -> f64 {
                    let v = if m.op_sel_hi >> i & 1 != 0 {
                        h((if m.op_sel >> i & 1 != 0 { x >> 16 } else { x }) as u16)
                    } else {
                        f64::from(f32::from_bits(fz32.input32(x)))
                    };
                    let v = if m.neg_hi >> i & 1 != 0 { v.abs() } else { v };
                    if m.neg_lo >> i & 1 != 0 {
                        -v
                    } else {
                        v
                    }
                };
                let r = src(0, a).mul_add(src(1, b), src(2, c));
                let r = if m.clamp { clamp01(r) } else { r };
                let old = w.vgpr[d][l];
                match out {
                    // f32: one rounding of the exact f64 fma result of f32/f16
                    // inputs is not always exact (UNCONFIRMED in rare cases)
                    0 => fz32.output32((r as f32).to_bits()),
                    1 => old & 0xffff_0000 | u32::from(out16(r)),
                    _ => old & 0xffff | u32::from(out16(r)) << 16,
                }
            }
            _ => return Err(crate::not_executed(p.row().name, w.target)),
        };
    }
    Ok(())
}

fn clamp01(r: f64) -> f64 {
    if r.is_nan() {
        0.0
    } else {
        r.clamp(0.0, 1.0)
    }
}

/// The AGPR index of a source field that names an AGPR (256 + n).
pub(crate) fn agpr_source(v: u16) -> Result<usize, String> {
    match v.checked_sub(VGPR0) {
        Some(n) => Ok(usize::from(n & 255)),
        None => Err(format!("source operand {v} is not an AGPR")),
    }
}

/// Executes one VOP3P instruction.
pub fn exec(w: &mut Wave, kind: Vop3pKind, p: &Vop3pInst) -> Result<(), String> {
    let d = usize::from(p.dst);
    match kind {
        Vop3pKind::AccvgprRead => {
            let s = agpr_source(p.src[0])?;
            for l in lanes(w.exec) {
                w.vgpr[d][l] = w.agpr[s][l];
            }
        }
        Vop3pKind::AccvgprWrite => {
            let src = p.src[0];
            // A scalar or constant source is read once for all lanes.
            let scalar = if src >= VGPR0 {
                None
            } else {
                Some(read_scalar(w, src, p.literal)?)
            };
            for l in lanes(w.exec) {
                w.agpr[d][l] = match scalar {
                    Some(x) => x,
                    None => w.vgpr[usize::from(src - VGPR0)][l],
                };
            }
        }
        Vop3pKind::Unsupported => return Err(crate::not_executed(p.row().name, w.target)),
        Vop3pKind::Wmma {
            int_bits,
            bf16,
            out16,
        } => exec_wmma(w, int_bits, bf16, out16, p)?,
        kind => exec_math(w, kind, p)?,
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::alu::tests::run;
    use crate::Machine;

    #[test]
    fn write_then_read_back() {
        // a3 = 7 (inline constant), a4 = v0 per lane; v1 = a4, v2 = a3
        let w = run(
            "gfx908",
            4,
            "v_mbcnt_lo_u32_b32 v0, -1, 0\nv_accvgpr_write_b32 a3, 7\nv_accvgpr_write_b32 a4, v0\n\
             v_accvgpr_read_b32 v1, a4\nv_accvgpr_read_b32 v2, a3\ns_endpgm",
        );
        for l in 0..4 {
            assert_eq!(w.agpr[3][l], 7);
            assert_eq!(w.agpr[4][l], l as u32);
            assert_eq!(w.vgpr[1][l], l as u32);
            assert_eq!(w.vgpr[2][l], 7);
        }
        // lanes EXEC leaves out keep their zeros
        assert_eq!((w.agpr[3][4], w.vgpr[2][4]), (0, 0));
    }

    #[test]
    fn decoded_words_run_like_the_source() {
        // Assembled to bytes by the library, decoded back, then run: the
        // decoder's fields name the same registers as the parser's.
        let t = Target::from_name("gfx942").unwrap();
        let src = "v_mbcnt_lo_u32_b32 v0, -1, 0\nv_accvgpr_write_b32 a5, v0\n\
                   v_accvgpr_mov_b32 a9, a5\nv_accvgpr_read_b32 v7, a9\n\
                   v_accvgpr_write_b32 a6, 17\nv_accvgpr_read_b32 v8, a6\ns_endpgm";
        let mut bytes = Vec::new();
        for s in amdgpu_isa::parse_source(t, src).unwrap() {
            if let amdgpu_isa::Item::Inst(i) = s.item {
                bytes.extend_from_slice(i.encode().as_bytes());
            }
        }
        let (mut stmts, mut at) = (Vec::new(), 0);
        while at < bytes.len() {
            let i = amdgpu_isa::decode(t, &bytes[at..]).unwrap();
            at += i.encode().len();
            stmts.push(amdgpu_isa::Statement {
                line: stmts.len() + 1,
                item: amdgpu_isa::Item::Inst(i),
            });
        }
        assert_eq!(stmts.len(), 7);
        let mut w = Wave::new(t, 4);
        Machine::new(t, &stmts).run(&mut w, 100, None).unwrap();
        for l in 0..4 {
            assert_eq!((w.agpr[9][l], w.vgpr[7][l]), (l as u32, l as u32));
            assert_eq!((w.agpr[6][l], w.vgpr[8][l]), (17, 17));
        }
        assert_eq!(w.vgpr[7][4], 0);
    }

    #[test]
    fn packed_halves_and_dot_products() {
        // op_sel picks src1's high half for the low result, op_sel_hi its low
        // half for the high result: (x + 1, x + 5) from -5 (0xfffffffb)
        let w = run(
            "gfx1100",
            1,
            "v_mov_b32 v2, 0x00070003\nv_pk_sub_u16 v1, v2, -5 op_sel:[0,1] op_sel_hi:[1,0]\n\
             v_mov_b32 v3, 0x3c004000\nv_pk_fma_f16 v4, v3, 2.0, 1.0 op_sel_hi:[1,0,0]\n\
             v_mov_b32 v5, 0x01ff0203\nv_mov_b32 v6, 0x02020202\n\
             v_dot4_i32_iu8 v7, v5, v6, 10 neg_lo:[1,0,0]\nv_dot4_u32_u8 v8, v5, v6, 10\n\
             v_dot2_f32_f16 v9, v3, v3, 1.0\ns_endpgm",
        );
        assert_eq!(w.vgpr[1][0], 0x000c_0004);
        // (2.0, 1.0) * 2 + 1 = (5.0, 3.0): 0x4500 low, 0x4200 high
        assert_eq!(w.vgpr[4][0], 0x4200_4500);
        // signed bytes 3, 2, -1, 1 times 2 plus 10 = 20; unsigned: 3+2+255+1 = 261 * 2 + 10
        assert_eq!(w.vgpr[7][0], 20);
        assert_eq!(w.vgpr[8][0], 532);
        // 2*2 + 1*1 + 1 = 6
        assert_eq!(f32::from_bits(w.vgpr[9][0]), 6.0);
    }

    fn run_wave(t: Target, src: &str) -> Result<Wave, String> {
        let mut m = Machine::from_source(t, src).map_err(|e| e.to_string())?;
        let mut w = Wave::new(t, t.wave_size());
        m.run(&mut w, 1000, None).map_err(|e| e.to_string())?;
        Ok(w)
    }

    #[test]
    fn wmma_result_slots() {
        // AMD Matrix Instruction Calculator (gfx11): VGPR i / (wave/16),
        // lane (16 * i + j) % wave
        assert_eq!(wmma_cd_slot(32, 3, 5), (1, 21));
        assert_eq!(wmma_cd_slot(32, 14, 0), (7, 0));
        assert_eq!(wmma_cd_slot(64, 5, 2), (1, 18));
        assert_eq!(wmma_cd_slot(64, 15, 15), (3, 63));
        assert_eq!(wmma_cd_slot(64, 0, 7), (0, 7));
    }

    /// A[i][0] = i and B[0][j] = j (all other k zero), so D[i][j] = i * j
    /// (+ C): every result shows which row and column it came from.
    const ROW_TIMES_COL: &str = "v_mbcnt_lo_u32_b32 v40, -1, 0\nv_mbcnt_hi_u32_b32 v40, -1, v40\n\
         v_and_b32 v40, 15, v40\nv_cvt_f32_u32 v40, v40\nv_cvt_f16_f32 v40, v40\nv_and_b32 v40, 0xffff, v40\n\
         v_mov_b32 v0, v40\nv_mov_b32 v8, v40\n";

    #[test]
    fn wmma_wave64_layout() {
        let t = Target::from_name("gfx1100")
            .unwrap()
            .with_wave_size(64)
            .unwrap();
        let w = run_wave(
            t,
            &format!(
                "{ROW_TIMES_COL}v_wmma_f32_16x16x16_f16 v[16:19], v[0:7], v[8:15], 1.0\n\
                 v_wmma_f16_16x16x16_f16 v[20:23], v[0:7], v[8:15], v[20:23] op_sel:[0,0,1]\n\
                 s_endpgm"
            ),
        )
        .unwrap();
        for v in 0..4 {
            for l in 0..64 {
                let (i, j) = (4 * v + l / 16, l % 16);
                let want = (i * j) as f32;
                assert_eq!(
                    f32::from_bits(w.vgpr[16 + v][l]),
                    want + 1.0,
                    "v{v} lane {l}"
                );
                // high half: i * j in f16, low half untouched (zero)
                let got = w.vgpr[20 + v][l];
                assert_eq!(got & 0xffff, 0, "v{v} lane {l}");
                assert_eq!(f16((got >> 16) as u16), f64::from(want), "v{v} lane {l}");
            }
        }
        // the 4 result VGPRs are all: v20..23 written, v24 not
        assert_eq!(w.vgpr[24][5], 0);
    }

    #[test]
    fn wmma_16bit_results_take_the_opsel_half() {
        let t = Target::from_name("gfx1100").unwrap();
        // C: 0x4500 (5.0) in the high half, a marker 0x1234 in the low half
        let prog = |op: &str| {
            format!(
                "{ROW_TIMES_COL}v_mov_b32 v16, 0x45001234\nv_mov_b32 v17, v16\nv_mov_b32 v18, v16\n\
                 v_mov_b32 v19, v16\nv_mov_b32 v20, v16\nv_mov_b32 v21, v16\nv_mov_b32 v22, v16\n\
                 v_mov_b32 v23, v16\n{op}\ns_endpgm"
            )
        };
        let w = run_wave(
            t,
            &prog("v_wmma_f16_16x16x16_f16 v[16:23], v[0:7], v[8:15], v[16:23] op_sel:[0,0,1]"),
        )
        .unwrap();
        for v in 0..8 {
            for l in 0..32 {
                let (i, j) = (2 * v + l / 16, l % 16);
                let got = w.vgpr[16 + v][l];
                assert_eq!(got & 0xffff, 0x1234, "v{v} lane {l}");
                assert_eq!(f16((got >> 16) as u16), (i * j + 5) as f64, "v{v} lane {l}");
            }
        }
        // bf16 form without OPSEL: the low halves; NEG_LO[2] negates C (the
        // marker 0x1234 read as bf16), the high halves are kept
        let w = run_wave(
            t,
            &prog("v_wmma_bf16_16x16x16_bf16 v[16:23], v[0:7], v[8:15], v[16:23] neg_lo:[0,0,1]"),
        )
        .unwrap();
        // (the f16 bits of 0..15 read as bf16 are other numbers, so only the
        // kept high halves and row 0, where A is zero, are checked)
        for l in 0..32 {
            assert_eq!(w.vgpr[16][l] >> 16, 0x4500, "lane {l}");
        }
        let c = f64::from(f32::from_bits(0x1234 << 16));
        // row 0 (lane 0..15 of v16) has A = 0: D = -C
        assert_eq!(
            f64::from(f32::from_bits((w.vgpr[16][3] & 0xffff) << 16)),
            -c
        );
    }

    #[test]
    fn wmma_refuses_partial_exec() {
        let t = Target::from_name("gfx1100").unwrap();
        let e = run_wave(
            t,
            "s_mov_b32 exec_lo, 0xffff\n\
             v_wmma_f16_16x16x16_f16 v[16:23], v[0:7], v[8:15], v[16:23]\ns_endpgm",
        )
        .unwrap_err();
        assert!(e.contains("EXEC"), "{e}");
        // CLAMP on a float form does not decode (llvm-mc-22 --disassemble
        // refuses 10 c0 42 cc 00 11 42 1c as well), so exec_wmma's refusal
        // of it is only a guard for hand-built instructions
        assert!(amdgpu_isa::decode(t, &[0x10, 0xc0, 0x42, 0xcc, 0x00, 0x11, 0x42, 0x1c]).is_err());
        assert!(amdgpu_isa::decode(t, &[0x10, 0x40, 0x42, 0xcc, 0x00, 0x11, 0x42, 0x1c]).is_ok());
    }

    #[test]
    fn other_vop3p_rows_are_refused() {
        let t = Target::from_name("gfx942").unwrap();
        let mut m = Machine::from_source(
            t,
            "v_mfma_f32_32x32x8f16 a[0:15], v[0:1], v[2:3], a[0:15]\ns_endpgm",
        )
        .unwrap();
        let e = m.run(&mut Wave::new(t, 1), 10, None).unwrap_err();
        assert!(e.msg.contains("not executed"), "{e}");
    }
}
