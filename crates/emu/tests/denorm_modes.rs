//! MODE.FP_DENORM on RDNA 3 / 3.5: every expected value below is worked out
//! by hand from the rules (not from the emulator's output).
//!
//! Rules: MODE[5:4] is the f32 field, MODE[7:6] the f16/f64 field; values
//! 0 flush sources and results, 1 results only, 2 sources only, 3 none
//! (LLVM SIDefines.h FP_DENORM_*; AMDGPUUsage FLOAT_DENORM_MODE_32).
//! `s_denorm_mode IMM` writes IMM[1:0] to the f32 field and IMM[3:2] to the
//! f16/f64 one. A flushed denormal is the zero of its sign; a result is
//! flushed after rounding to its format.
//!
//! f32 bit patterns used: D = 0x00000001 (2^-149), ND = 0x80400000
//! (-2^-127), N = 0x00800000 (2^-126, the smallest normal), H = 0x00400000
//! (2^-127).

use amdgpu_emu::{Machine, Wave};
use amdgpu_isa::Target;

/// Runs `body` after `s_denorm_mode imm` on `target` (wave size `wave`,
/// `lanes` lanes on) and returns the wave.
fn run_on(target: &str, wave: u32, lanes: u32, imm: u32, body: &str) -> Wave {
    let t = Target::from_name(target).unwrap();
    let src = format!("s_denorm_mode {imm}\n{body}\ns_endpgm\n");
    let mut m = Machine::from_source(t, &src).unwrap_or_else(|e| panic!("{src}: {e:?}"));
    let mut w = Wave::new(t, lanes);
    if wave == 64 {
        w.wave_size = 64;
        w.exec = if lanes >= 64 {
            u64::MAX
        } else {
            (1 << lanes) - 1
        };
    }
    m.run(&mut w, 1000, None)
        .unwrap_or_else(|e| panic!("{src}: {e}"));
    w
}

fn run(imm: u32, body: &str) -> Wave {
    run_on("gfx1100", 32, 32, imm, body)
}

/// `body` (result in v2) in each f32 mode 0..3 with f16/f64 denormals kept
/// (IMM[3:2] = 3); `want[m]` is v2 in lane 0 for f32 mode `m`.
fn f32_modes(body: &str, want: [u32; 4]) {
    for (m, &w) in want.iter().enumerate() {
        let got = run(12 | m as u32, body).vgpr[2][0];
        assert_eq!(
            got, w,
            "f32 mode {m}: {body}: got {got:#010x}, want {w:#010x}"
        );
    }
}

#[test]
fn add_with_a_denormal_source_and_a_normal_result() {
    // N + D = 0x00800001 (normal): only a source flush changes it, to N
    let p = "v_mov_b32 v0, 0x800000\nv_mov_b32 v1, 1\nv_add_f32 v2, v0, v1";
    f32_modes(p, [0x0080_0000, 0x0080_0001, 0x0080_0000, 0x0080_0001]);
    // the same through VOP3 with a modifier (the general path): N + |D|
    let p = "v_mov_b32 v0, 0x800000\nv_mov_b32 v1, 1\nv_add_f32_e64 v2, v0, |v1|";
    f32_modes(p, [0x0080_0000, 0x0080_0001, 0x0080_0000, 0x0080_0001]);
}

#[test]
fn negative_denormal_source() {
    // ND + N = 2^-127 (denormal H); ND flushed is -0, so -0 + N = N
    let p = "v_mov_b32 v0, 0x80400000\nv_mov_b32 v1, 0x800000\nv_add_f32 v2, v0, v1";
    f32_modes(p, [0x0080_0000, 0, 0x0080_0000, 0x0040_0000]);
    // ND * 1.0: kept, -0 (source flush), or -0 (result flush)
    let p = "v_mov_b32 v0, 0x80400000\nv_mul_f32 v2, 1.0, v0";
    f32_modes(p, [0x8000_0000, 0x8000_0000, 0x8000_0000, 0x8040_0000]);
}

#[test]
fn normal_sources_with_a_denormal_result() {
    // N * 0.5 = H: flushed only by a result flush
    let p = "v_mov_b32 v0, 0x800000\nv_mul_f32 v2, 0.5, v0";
    f32_modes(p, [0, 0, 0x0040_0000, 0x0040_0000]);
    // -N * 0.5 = -H: the zero keeps the sign
    let p = "v_mov_b32 v0, 0x80800000\nv_mul_f32 v2, 0.5, v0";
    f32_modes(p, [0x8000_0000, 0x8000_0000, 0x8040_0000, 0x8040_0000]);
    // the same on the general path (output modifier off, |x| source)
    let p = "v_mov_b32 v0, 0x80800000\nv_mul_f32_e64 v2, 0.5, -v0";
    f32_modes(p, [0, 0, 0x0040_0000, 0x0040_0000]);
}

#[test]
fn rounding_into_and_out_of_the_denormal_range() {
    // (1 - 2^-23) * N = 2^-126 - 2^-149 = 0x007fffff exactly: a denormal
    let p = "v_mov_b32 v0, 0x3f7ffffe\nv_mov_b32 v1, 0x800000\nv_mul_f32 v2, v0, v1";
    f32_modes(p, [0, 0, 0x007f_ffff, 0x007f_ffff]);
    // (1 - 2^-24) * N = 2^-126 - 2^-150: halfway between 0x007fffff and
    // 0x00800000, ties to even -> 0x00800000, normal after rounding: kept
    let p = "v_mov_b32 v0, 0x3f7fffff\nv_mov_b32 v1, 0x800000\nv_mul_f32 v2, v0, v1";
    f32_modes(p, [0x0080_0000; 4]);
    // fma(D, 1.0, N) = N + 2^-149 = 0x00800001; with D flushed, N
    let p = "v_mov_b32 v0, 1\nv_mov_b32 v1, 0x800000\nv_fma_f32 v2, v0, 1.0, v1";
    f32_modes(p, [0x0080_0000, 0x0080_0001, 0x0080_0000, 0x0080_0001]);
    // fmac and fmaak (lane path): H * 1.0 + 0 and H * 1.0 + K(N)
    let p = "v_mov_b32 v0, 0x400000\nv_mov_b32 v2, 0\nv_fmac_f32 v2, 1.0, v0";
    f32_modes(p, [0, 0, 0, 0x0040_0000]);
    let p = "v_mov_b32 v0, 0x400000\nv_mov_b32 v1, 1.0\nv_fmaak_f32 v2, v0, v1, 0x800000";
    f32_modes(p, [0x0080_0000, 0x00c0_0000, 0x0080_0000, 0x00c0_0000]);
}

#[test]
fn nan_and_infinity_are_not_touched() {
    let p = "v_mov_b32 v0, 0x7f800000\nv_mov_b32 v1, 1\nv_add_f32 v2, v0, v1";
    f32_modes(p, [0x7f80_0000; 4]);
    let p = "v_mov_b32 v0, 0xff800000\nv_mov_b32 v1, 0x80000001\nv_mul_f32 v2, v0, 1.0";
    f32_modes(p, [0xff80_0000; 4]);
    // a quiet NaN stays that NaN
    let p = "v_mov_b32 v0, 0x7fc00000\nv_mov_b32 v1, 1\nv_mul_f32_e64 v2, v0, v1";
    f32_modes(p, [0x7fc0_0000; 4]);
}

#[test]
fn min_and_max() {
    // max(D, +0): D, or +0 when D is flushed on the way in or out
    let p = "v_mov_b32 v0, 1\nv_max_f32 v2, v0, 0";
    f32_modes(p, [0, 0, 0, 1]);
    // min(ND, +0): ND; flushed it is -0, and -0 orders below +0
    let p = "v_mov_b32 v0, 0x80400000\nv_min_f32 v2, v0, 0";
    f32_modes(p, [0x8000_0000, 0x8000_0000, 0x8000_0000, 0x8040_0000]);
}

#[test]
fn compares_read_flushed_sources_class_reads_raw_bits() {
    // v_cmp_eq_f32 D, 0: true when sources are flushed (modes 0 and 2)
    let p = "v_mov_b32 v0, 1\nv_cmp_eq_f32 vcc_lo, 0, v0\nv_cndmask_b32 v2, 0, 1, vcc_lo";
    f32_modes(p, [1, 0, 1, 0]);
    // the VOP3 form with a negated source: -D > 0 is false; -D < 0 unless flushed
    let p = "v_mov_b32 v0, 1\nv_cmp_lt_f32_e64 s4, -v0, 0\nv_cndmask_b32_e64 v2, 0, 1, s4";
    f32_modes(p, [0, 1, 0, 1]);
    // class 0x90 (-denormal, +denormal): D is a denormal in every mode
    let p = "v_mov_b32 v0, 1\nv_cmp_class_f32 vcc_lo, v0, 0x90\nv_cndmask_b32 v2, 0, 1, vcc_lo";
    f32_modes(p, [1; 4]);
}

#[test]
fn moves_bitwise_and_integer_ops_never_flush() {
    let p = "v_mov_b32 v0, 1\nv_mov_b32 v2, v0";
    f32_modes(p, [1; 4]);
    let p = "v_mov_b32 v0, 0x80400000\nv_xor_b32 v2, 0, v0";
    f32_modes(p, [0x8040_0000; 4]);
    let p = "v_mov_b32 v0, 1\nv_add_nc_u32 v2, 0, v0";
    f32_modes(p, [1; 4]);
    let p = "v_mov_b32 v0, 1\nv_cndmask_b32_e64 v2, v0, 0, vcc_lo";
    f32_modes(p, [1; 4]);
}

#[test]
fn ldexp_frexp_rcp_and_float_to_int() {
    // ldexp(N, -1) = H: a result flush zeroes it
    let p = "v_mov_b32 v0, 0x800000\nv_ldexp_f32 v2, v0, -1";
    f32_modes(p, [0, 0, 0x0040_0000, 0x0040_0000]);
    // frexp_mant(D) = 0.5 (0x3f000000); of a flushed D (+0), +0
    let p = "v_mov_b32 v0, 1\nv_frexp_mant_f32 v2, v0";
    f32_modes(p, [0, 0x3f00_0000, 0, 0x3f00_0000]);
    // frexp_exp(D) = -148; of +0, 0 (an integer result: never flushed)
    let p = "v_mov_b32 v0, 1\nv_frexp_exp_i32_f32 v2, v0";
    f32_modes(p, [0, (-148i32) as u32, 0, (-148i32) as u32]);
    // rcp(2^127) = 2^-127 = H, exactly
    let p = "v_mov_b32 v0, 0x7f000000\nv_rcp_f32 v2, v0";
    f32_modes(p, [0, 0, 0x0040_0000, 0x0040_0000]);
    // floor(-D) = -1; floor(-0) = 0
    let p = "v_mov_b32 v0, 0x80000001\nv_cvt_floor_i32_f32 v2, v0";
    f32_modes(p, [0, u32::MAX, 0, u32::MAX]);
}

#[test]
fn conversions_follow_each_side_of_the_conversion() {
    // f32 2^-20 (normal) -> f16 2^-20 = 16 * 2^-24 = 0x0010, an f16 denormal:
    // flushed by the f16/f64 field's result flush, not by the f32 field
    let p = "v_mov_b32 v0, 0x35800000\nv_mov_b32 v2, 0\nv_cvt_f16_f32 v2.l, v0";
    for (imm, want) in [(0, 0), (4, 0), (8, 0x10), (12, 0x10), (3, 0), (15, 0x10)] {
        assert_eq!(run(imm, p).vgpr[2][0], want, "s_denorm_mode {imm}");
    }
    // f32 D -> f16: a flushed source gives +0; else 2^-149 rounds to +0 too,
    // so use -N: -2^-126 -> f16 -0 (underflow) in every mode
    let p = "v_mov_b32 v0, 0x80800000\nv_mov_b32 v2, 0\nv_cvt_f16_f32 v2.l, v0";
    f32_modes(p, [0x8000; 4]);
    // f16 0x0001 (2^-24, a denormal) -> f32 2^-24 = 0x33800000 (normal):
    // only the f16 source flush matters
    let p = "v_mov_b32 v0, 1\nv_cvt_f32_f16 v2, v0.l";
    for (imm, want) in [(0, 0), (4, 0x3380_0000), (8, 0), (12, 0x3380_0000), (3, 0)] {
        assert_eq!(run(imm, p).vgpr[2][0], want, "s_denorm_mode {imm}");
    }
    // f32 D -> f64 2^-149 = 0x36a0000000000000 (normal f64): the f32 source flush
    let p = "v_mov_b32 v0, 1\nv_cvt_f64_f32 v[2:3], v0";
    for (imm, want) in [
        (12, 0),
        (13, 0x36a0_0000),
        (14, 0),
        (15, 0x36a0_0000),
        (0, 0),
    ] {
        assert_eq!(run(imm, p).vgpr[3][0], want, "s_denorm_mode {imm}");
    }
    // f64 2^-130 (normal) -> f32 2^-130 = 0x00080000 (denormal): the f32 result flush
    let p = "v_mov_b32 v0, 0\nv_mov_b32 v1, 0x37d00000\nv_cvt_f32_f64 v2, v[0:1]";
    f32_modes(p, [0, 0, 0x0008_0000, 0x0008_0000]);
}

#[test]
fn f16_and_f64_follow_the_upper_field() {
    // v_add_f16 of 0x0001 + 0x0001 = 0x0002 (f16 denormals): f32 field 3 throughout
    let p = "v_mov_b32 v0, 1\nv_mov_b32 v2, 0\nv_add_f16 v2.l, v0.l, v0.l";
    for (f16m, want) in [(0, 0), (1, 0), (2, 0), (3, 2)] {
        assert_eq!(run(f16m << 2 | 3, p).vgpr[2][0], want, "f16 mode {f16m}");
    }
    // f16 N16 = 0x0400 (2^-14) + 0x0001: 0x0401 kept unless sources flush
    let p = "v_mov_b32 v0, 0x04000001\nv_mov_b32 v2, 0\nv_add_f16 v2.l, v0.h, v0.l";
    for (f16m, want) in [(0, 0x400), (1, 0x401), (2, 0x400), (3, 0x401)] {
        assert_eq!(run(f16m << 2 | 3, p).vgpr[2][0], want, "f16 mode {f16m}");
    }
    // f64 smallest denormal + itself = 2 * 2^-1074 (a denormal, low dword 2)
    let p = "v_mov_b32 v0, 1\nv_mov_b32 v1, 0\nv_add_f64 v[2:3], v[0:1], v[0:1]";
    for (f64m, want) in [(0, 0), (1, 0), (2, 0), (3, 2)] {
        let w = run(f64m << 2 | 3, p);
        assert_eq!((w.vgpr[2][0], w.vgpr[3][0]), (want, 0), "f64 mode {f64m}");
    }
    // the f16/f64 field leaves f32 alone: D + D = 2 * 2^-149 in f32
    let p = "v_mov_b32 v0, 1\nv_add_f32 v2, v0, v0";
    assert_eq!(run(3, p).vgpr[2][0], 2);
    // packed f16: both halves 0x0001 + 0x0001
    let p = "v_mov_b32 v0, 0x00010001\nv_pk_add_f16 v2, v0, v0";
    for (f16m, want) in [(0, 0), (1, 0), (2, 0), (3, 0x0002_0002)] {
        assert_eq!(run(f16m << 2 | 3, p).vgpr[2][0], want, "f16 mode {f16m}");
    }
}

#[test]
fn lane_path_wave64_partial_exec_and_vopd() {
    // N * 0.5 = H in lanes 0-2 of a wave64; lanes 3.. keep their old value
    for (imm, want) in [(12, 0), (15, 0x0040_0000)] {
        let w = run_on(
            "gfx1100",
            64,
            3,
            imm,
            "v_mov_b32 v0, 0x800000\nv_mul_f32 v2, 0.5, v0",
        );
        assert_eq!(w.vgpr[2][2], want);
        assert_eq!(w.vgpr[2][3], 0);
        assert_eq!(w.vgpr[0][40], 0);
    }
    // VOPD: both halves flush (src D and result H)
    let p = "v_mov_b32 v0, 0x800000\nv_mov_b32 v1, 1\n\
             v_dual_mul_f32 v2, 0.5, v0 :: v_dual_add_f32 v3, v0, v1";
    let w = run(12, p);
    assert_eq!((w.vgpr[2][0], w.vgpr[3][0]), (0, 0x0080_0000));
    let w = run(15, p);
    assert_eq!((w.vgpr[2][0], w.vgpr[3][0]), (0x0040_0000, 0x0080_0001));
}

#[test]
fn scalar_float_ops_follow_the_mode() {
    // gfx1150 s_add_f32: N + D and N * 0.5 as above
    for (imm, add, mul) in [
        (12, 0x0080_0000, 0),
        (13, 0x0080_0001, 0),
        (14, 0x0080_0000, 0x0040_0000),
        (15, 0x0080_0001, 0x0040_0000),
    ] {
        let w = run_on(
            "gfx1150",
            32,
            32,
            imm,
            "s_mov_b32 s0, 0x800000\ns_mov_b32 s1, 1\ns_add_f32 s2, s0, s1\ns_mul_f32 s3, 0.5, s0",
        );
        assert_eq!((w.sgpr[2], w.sgpr[3]), (add, mul), "s_denorm_mode {imm}");
    }
}

#[test]
fn setreg_sets_the_same_field() {
    // s_setreg_imm32_b32 hwreg(HW_REG_MODE, 4, 2), 0: f32 flush both
    let t = Target::from_name("gfx1100").unwrap();
    let src = "s_setreg_imm32_b32 hwreg(HW_REG_MODE, 4, 2), 0\nv_mov_b32 v0, 0x800000\n\
               v_mul_f32 v2, 0.5, v0\ns_endpgm\n";
    let mut m = Machine::from_source(t, src).unwrap();
    let mut w = Wave::new(t, 32);
    m.run(&mut w, 100, None).unwrap();
    assert_eq!(w.vgpr[2][0], 0);
}

#[test]
fn other_rounding_modes_are_refused_by_name() {
    let t = Target::from_name("gfx1100").unwrap();
    let mut m = Machine::from_source(t, "s_round_mode 3\nv_sqrt_f32 v2, v0\ns_endpgm\n").unwrap();
    let mut w = Wave::new(t, 32);
    let e = m.run(&mut w, 100, None).unwrap_err();
    assert!(e.msg.contains("rounding mode 0x3"), "{}", e.msg);
    assert!(e.msg.contains("v_sqrt_f32"), "{}", e.msg);
}

#[test]
fn lds_float_add_follows_the_mode() {
    // LDS holds N, then 1.5 * 2^-126 (0x00c00000); ds_add_f32 of D (a source
    // flush drops it), and of -N: 2^-127 = H, a denormal sum of two normals
    // (a result flush zeroes it)
    let p = "v_mov_b32 v0, 0\nv_mov_b32 v1, 0x800000\nv_mov_b32 v2, 1\n\
             v_mov_b32 v3, 0x80800000\nv_mov_b32 v4, 0xc00000\nds_store_b32 v0, v1\n\
             ds_store_b32 v0, v4 offset:4\nds_add_f32 v0, v2\nds_add_f32 v0, v3 offset:4\n\
             s_waitcnt lgkmcnt(0)";
    for (imm, plus_d, sum) in [
        (12, 0x0080_0000, 0),
        (13, 0x0080_0001, 0),
        (14, 0x0080_0000, 0x0040_0000),
        (15, 0x0080_0001, 0x0040_0000),
    ] {
        // one lane: each lane's add would land on the same address
        let w = run_on("gfx1100", 32, 1, imm, p);
        assert_eq!(
            (w.lds.read_u32(0), w.lds.read_u32(4)),
            (plus_d, sum),
            "s_denorm_mode {imm}"
        );
    }
}
