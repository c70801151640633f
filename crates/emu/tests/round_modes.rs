//! MODE.FP_ROUND on RDNA 3 / 3.5: every expected value below is worked out
//! by hand from IEEE 754 (not from the emulator's output).
//!
//! Rules: MODE[1:0] rounds f32 results, MODE[3:2] f16 and f64 results; 0
//! nearest even, 1 toward +inf, 2 toward -inf, 3 toward zero (LLVM
//! SIDefines.h FP_ROUND_*). `s_round_mode IMM` writes IMM[3:0] to MODE[3:0].
//! A conversion rounds by its result type's field.

use amdgpu_emu::{Machine, Wave};
use amdgpu_isa::Target;

fn run_on(target: &str, wave: u32, prologue: &str, body: &str) -> Result<Wave, String> {
    let t = Target::from_name(target).unwrap();
    let src = format!("{prologue}\n{body}\ns_endpgm\n");
    let mut m = Machine::from_source(t, &src).unwrap_or_else(|e| panic!("{src}: {e:?}"));
    let mut w = Wave::new(t, wave);
    if wave == 64 {
        w.wave_size = 64;
        w.exec = u64::MAX;
    }
    m.run(&mut w, 1000, None).map_err(|e| e.msg.clone())?;
    Ok(w)
}

fn run(mode: u32, body: &str) -> Wave {
    run_on("gfx1100", 32, &format!("s_round_mode {mode}"), body)
        .unwrap_or_else(|e| panic!("mode {mode}: {body}: {e}"))
}

/// `body` (result in v2, lane 0 and lane 31) under f32 rounding `m` for
/// each m (f16/f64 field 0); `want[m]` is v2.
fn f32_modes(body: &str, want: [u32; 4]) {
    for (m, &w) in want.iter().enumerate() {
        let v = run(m as u32, body);
        let (got, last) = (v.vgpr[2][0], v.vgpr[2][31]);
        assert_eq!(
            got, w,
            "f32 mode {m}: {body}: got {got:#010x}, want {w:#010x}"
        );
        assert_eq!(last, w, "lane 31, f32 mode {m}: {body}");
    }
}

/// As [`f32_modes`] for the f16/f64 field (MODE[3:2] = m, f32 field 0);
/// `read` picks the result.
fn wide_modes<T: PartialEq + std::fmt::Debug>(body: &str, want: [T; 4], read: impl Fn(&Wave) -> T) {
    for (m, w) in want.iter().enumerate() {
        let got = read(&run((m as u32) << 2, body));
        assert_eq!(&got, w, "f16/f64 mode {m}: {body}");
    }
}

fn f64_of(w: &Wave, r: usize) -> u64 {
    u64::from(w.vgpr[r][0]) | u64::from(w.vgpr[r + 1][0]) << 32
}

#[test]
fn f32_add_on_the_lane_path_and_the_general_path() {
    // 1 + 2^-24: a tie between 1.0 and 1 + 2^-23; even is 1.0
    let p = "v_mov_b32 v0, 1.0\nv_mov_b32 v1, 0x33800000\nv_add_f32 v2, v0, v1";
    f32_modes(p, [0x3f80_0000, 0x3f80_0001, 0x3f80_0000, 0x3f80_0000]);
    // -1 - 2^-24 through VOP3 with a modifier (the general path)
    let p = "v_mov_b32 v0, -1.0\nv_mov_b32 v1, 0x33800000\nv_add_f32_e64 v2, v0, -v1";
    f32_modes(p, [0xbf80_0000, 0xbf80_0000, 0xbf80_0001, 0xbf80_0000]);
    // subrev and sub: 2^-24 - 1 is exact (1 - 2^-24 is 0x3f7fffff)
    let p = "v_mov_b32 v0, 1.0\nv_mov_b32 v1, 0x33800000\nv_subrev_f32 v2, v0, v1";
    f32_modes(p, [0xbf7f_ffff; 4]);
    // wave64 rows
    for (m, want) in [(0, 0x3f80_0000u32), (1, 0x3f80_0001)] {
        let w = run_on(
            "gfx1100",
            64,
            &format!("s_round_mode {m}"),
            "v_mov_b32 v0, 1.0\nv_mov_b32 v1, 0x33800000\nv_add_f32 v2, v0, v1",
        )
        .unwrap();
        assert_eq!((w.vgpr[2][0], w.vgpr[2][63]), (want, want));
    }
}

#[test]
fn f32_mul_and_fma() {
    // 0x3eaaaaab = 11184811 * 2^-25 (1/3 rounded up); times 3 is
    // 33554433 * 2^-25 = 1 + 2^-25, a quarter of 1.0's ulp above it
    let p = "v_mov_b32 v0, 0x3eaaaaab\nv_mul_f32 v2, 0x40400000, v0";
    f32_modes(p, [0x3f80_0000, 0x3f80_0001, 0x3f80_0000, 0x3f80_0000]);
    // fma(that, 3, 1) = 2 + 2^-25, one rounding (an eighth of 2's ulp)
    let p = "v_mov_b32 v0, 0x3eaaaaab\nv_mov_b32 v1, 0x40400000\nv_fma_f32 v2, v0, v1, 1.0";
    f32_modes(p, [0x4000_0000, 0x4000_0001, 0x4000_0000, 0x4000_0000]);
    // fmac with -3: -(2 + 2^-25)... addend -1 in v2
    let p = "v_mov_b32 v0, 0x3eaaaaab\nv_mov_b32 v1, 0xc0400000\nv_mov_b32 v2, -1.0\n\
             v_fmac_f32 v2, v0, v1";
    f32_modes(p, [0xc000_0000, 0xc000_0000, 0xc000_0001, 0xc000_0000]);
    // fmaak: v0 * 3 + K with K = -1: exactly 2^-25 in every mode
    let p = "v_mov_b32 v0, 0x3eaaaaab\nv_mov_b32 v1, 0x40400000\n\
             v_fmaak_f32 v2, v0, v1, 0xbf800000";
    f32_modes(p, [0x3300_0000; 4]);
}

#[test]
fn signed_zero_and_overflow() {
    // x - x = +0, -0 toward -inf only
    let p = "v_mov_b32 v0, 0x40400000\nv_sub_f32 v2, v0, v0";
    f32_modes(p, [0, 0, 0x8000_0000, 0]);
    let p = "v_mov_b32 v0, 0x40400000\nv_mov_b32 v1, 0xc0400000\nv_add_f32_e64 v2, v0, v1";
    f32_modes(p, [0, 0, 0x8000_0000, 0]);
    // MAX * 2: infinity where the direction allows it, else MAX
    let p = "v_mov_b32 v0, 0x7f7fffff\nv_mul_f32 v2, 2.0, v0";
    f32_modes(p, [0x7f80_0000, 0x7f80_0000, 0x7f7f_ffff, 0x7f7f_ffff]);
    let p = "v_mov_b32 v0, 0xff7fffff\nv_mul_f32 v2, 2.0, v0";
    f32_modes(p, [0xff80_0000, 0xff7f_ffff, 0xff80_0000, 0xff7f_ffff]);
    // infinities stay infinities
    let p = "v_mov_b32 v0, 0x7f800000\nv_add_f32 v2, 1.0, v0";
    f32_modes(p, [0x7f80_0000; 4]);
}

#[test]
fn int_to_f32() {
    // 2^24 + 1: a tie between 2^24 (even) and 2^24 + 2
    let p = "v_mov_b32 v0, 0x1000001\nv_cvt_f32_i32 v2, v0";
    f32_modes(p, [0x4b80_0000, 0x4b80_0001, 0x4b80_0000, 0x4b80_0000]);
    let p = "v_mov_b32 v0, 0xfeffffff\nv_cvt_f32_i32 v2, v0";
    f32_modes(p, [0xcb80_0000, 0xcb80_0000, 0xcb80_0001, 0xcb80_0000]);
    // 2^32 - 1
    let p = "v_mov_b32 v0, -1\nv_cvt_f32_u32 v2, v0";
    f32_modes(p, [0x4f80_0000, 0x4f80_0000, 0x4f7f_ffff, 0x4f7f_ffff]);
    // float to integer truncates in every mode
    let p = "v_mov_b32 v0, 0x3fc00000\nv_cvt_i32_f32 v2, v0";
    f32_modes(p, [1; 4]);
}

#[test]
fn f64_follows_the_wide_field() {
    // 1 + 2^-53 (0x3ca00000_00000000): a tie, even is 1.0
    let p =
        "v_mov_b32 v0, 0\nv_mov_b32 v1, 0x3ff00000\nv_mov_b32 v2, 0\nv_mov_b32 v3, 0x3ca00000\n\
             v_add_f64 v[4:5], v[0:1], v[2:3]";
    let one = 0x3ff0_0000_0000_0000u64;
    wide_modes(p, [one, one + 1, one, one], |w| f64_of(w, 4));
    // the f32 field does not round f64: f32 toward +inf, f64 nearest
    assert_eq!(f64_of(&run(1, p), 4), one);
    // (1 + 2^-52)^2 = 1 + 2^-51 + 2^-104
    let p = "v_mov_b32 v0, 1\nv_mov_b32 v1, 0x3ff00000\nv_mul_f64 v[4:5], v[0:1], v[0:1]";
    wide_modes(p, [one + 2, one + 3, one + 2, one + 2], |w| f64_of(w, 4));
    // fma((1 + 2^-52), (1 + 2^-52), -1) = 2^-51 + 2^-104, rounded once
    let p = "v_mov_b32 v0, 1\nv_mov_b32 v1, 0x3ff00000\nv_fma_f64 v[4:5], v[0:1], v[0:1], -1.0";
    let t51 = 0x3cc0_0000_0000_0000u64; // 2^-51
    wide_modes(p, [t51, t51 + 1, t51, t51], |w| f64_of(w, 4));
    // 0.1 (f64, 0x3fb999999999999a) to f32 by the f32 field
    let p = "v_mov_b32 v0, 0x9999999a\nv_mov_b32 v1, 0x3fb99999\nv_cvt_f32_f64 v2, v[0:1]";
    f32_modes(p, [0x3dcc_cccd, 0x3dcc_cccd, 0x3dcc_cccc, 0x3dcc_cccc]);
}

#[test]
fn f16_follows_the_wide_field() {
    // 1 + 2^-11 (0x1000): a tie between 1.0 (0x3c00) and 0x3c01
    let p = "v_mov_b32 v0, 0x3c00\nv_mov_b32 v1, 0x1000\nv_mov_b32 v2, 0\n\
             v_add_f16 v2.l, v0.l, v1.l";
    wide_modes(p, [0x3c00, 0x3c01, 0x3c00, 0x3c00], |w| w.vgpr[2][0]);
    // 1 - 2^-12 (0x0c00) is a tie between 0x3bff and 1.0: even is 1.0
    let p = "v_mov_b32 v0, 0x3c00\nv_mov_b32 v1, 0x0c00\nv_mov_b32 v2, 0\n\
             v_sub_f16 v2.l, v0.l, v1.l";
    wide_modes(p, [0x3c00, 0x3c00, 0x3bff, 0x3bff], |w| w.vgpr[2][0]);
    // 3 * 0x3555 (1365/4096) = 4095/4096, a tie between 0x3bff and 1.0
    let p = "v_mov_b32 v0, 0x3555\nv_mov_b32 v2, 0\nv_mul_f16 v2.l, 0x4200, v0.l";
    wide_modes(p, [0x3c00, 0x3c00, 0x3bff, 0x3bff], |w| w.vgpr[2][0]);
    // fma(1, 1, 2^-24) = 1 + 2^-24, far below 1.0's ulp
    let p = "v_mov_b32 v0, 0x3c00\nv_mov_b32 v1, 1\nv_mov_b32 v2, 0\n\
             v_fma_f16 v2.l, v0.l, v0.l, v1.l";
    wide_modes(p, [0x3c00, 0x3c01, 0x3c00, 0x3c00], |w| w.vgpr[2][0]);
    // f32 0.1 (13421773 * 2^-27) to f16: 1638.4 units of 2^-14
    let p = "v_mov_b32 v0, 0x3dcccccd\nv_mov_b32 v2, 0\nv_cvt_f16_f32 v2.l, v0";
    wide_modes(p, [0x2e66, 0x2e67, 0x2e66, 0x2e66], |w| w.vgpr[2][0]);
    // the f32 field does not round the f16 result
    assert_eq!(run(1, p).vgpr[2][0], 0x2e66);
    // 65535 to f16: above 65504, the largest finite value
    let p = "v_mov_b32 v0, 0xffff\nv_mov_b32 v2, 0\nv_cvt_f16_u16 v2.l, v0.l";
    wide_modes(p, [0x7c00, 0x7c00, 0x7bff, 0x7bff], |w| w.vgpr[2][0]);
}

#[test]
fn rounding_then_flushing() {
    // 2^-149 * 0.5 toward +inf is 2^-149, a denormal: flushed when MODE
    // flushes f32 results (s_denorm_mode 12: f32 field 0)
    let p = "v_mov_b32 v0, 1\nv_mul_f32 v2, 0.5, v0";
    let w = run_on("gfx1100", 32, "s_round_mode 1\ns_denorm_mode 15", p).unwrap();
    assert_eq!(w.vgpr[2][0], 1);
    let w = run_on("gfx1100", 32, "s_round_mode 1\ns_denorm_mode 12", p).unwrap();
    assert_eq!(w.vgpr[2][0], 0);
    // clamp after a directed rounding: 1 + 2^-24 up is above 1.0
    let p = "v_mov_b32 v0, 1.0\nv_mov_b32 v1, 0x33800000\nv_add_f32_e64 v2, v0, v1 clamp";
    f32_modes(p, [0x3f80_0000; 4]);
}

#[test]
fn setreg_writes_the_field() {
    // s_setreg_imm32_b32 hwreg(HW_REG_MODE, 0, 2), 1: f32 toward +inf
    let p = "v_mov_b32 v0, 1.0\nv_mov_b32 v1, 0x33800000\nv_add_f32 v2, v0, v1";
    let pro = "s_setreg_imm32_b32 hwreg(HW_REG_MODE, 0, 2), 1";
    let w = run_on("gfx1100", 32, pro, p).unwrap();
    assert_eq!(w.vgpr[2][0], 0x3f80_0001);
}

#[test]
fn scalar_float_ops() {
    // gfx1150 s_add_f32 1 + 2^-24 and s_cvt_f16_f32 of 0.1
    for (m, add, h) in [
        (0, 0x3f80_0000, 0x2e66),
        (1, 0x3f80_0001, 0x2e66),
        (4, 0x3f80_0000, 0x2e67),
        (3 | 3 << 2, 0x3f80_0000, 0x2e66),
    ] {
        let w = run_on(
            "gfx1150",
            32,
            &format!("s_round_mode {m}"),
            "s_mov_b32 s0, 1.0\ns_mov_b32 s1, 0x33800000\ns_add_f32 s2, s0, s1\n\
             s_mov_b32 s3, 0x3dcccccd\ns_cvt_f16_f32 s4, s3",
        )
        .unwrap();
        assert_eq!((w.sgpr[2], w.sgpr[4] & 0xffff), (add, h), "mode {m}");
    }
}

#[test]
fn unaffected_and_refused() {
    // min/max pick an operand: the same in every mode
    let p = "v_mov_b32 v0, 0x3f800001\nv_max_f32 v2, 1.0, v0";
    f32_modes(p, [0x3f80_0001; 4]);
    // the approximations are refused by name in a directed mode of their type
    for (mode, body, name) in [
        (1, "v_sqrt_f32 v2, v0", "v_sqrt_f32"),
        (2, "v_exp_f32 v2, v0", "v_exp_f32"),
        (3 << 2, "v_rcp_f64 v[2:3], v[0:1]", "v_rcp_f64"),
        (1, "v_add_f32_e64 v2, v0, v1 mul:2", "OMOD"),
    ] {
        let e = run_on("gfx1100", 32, &format!("s_round_mode {mode}"), body).unwrap_err();
        assert!(e.contains(name) && e.contains("rounding mode"), "{e}");
    }
    // ... and run when only the other type's field is directed
    let w = run_on(
        "gfx1100",
        32,
        "s_round_mode 4",
        "v_mov_b32 v0, 4.0\nv_sqrt_f32 v2, v0",
    );
    assert_eq!(w.unwrap().vgpr[2][0], 0x4000_0000);
}

#[test]
fn packed_f16_follows_the_wide_field() {
    // each half 1 + 2^-11 (a tie, as above) and, in the high half of the
    // second, 1 + 2^-12 (a quarter of 1.0's ulp)
    let p = "v_mov_b32 v0, 0x3c003c00\nv_mov_b32 v1, 0x0c001000\nv_pk_add_f16 v2, v0, v1";
    wide_modes(
        p,
        [0x3c00_3c00, 0x3c01_3c01, 0x3c00_3c00, 0x3c00_3c00],
        |w| w.vgpr[2][0],
    );
    // fma(1, 1, 2^-24) per half: the smallest denormal addend
    let p = "v_mov_b32 v0, 0x3c003c00\nv_mov_b32 v1, 0x80010001\nv_pk_fma_f16 v2, v0, v0, v1";
    // low half + 2^-24: above 1.0; high half - 2^-24: below it
    wide_modes(
        p,
        [0x3c00_3c00, 0x3c00_3c01, 0x3bff_3c00, 0x3bff_3c00],
        |w| w.vgpr[2][0],
    );
    // min/max are unaffected; the mixed FMA is refused by name
    let p = "v_mov_b32 v0, 0x3c013c00\nv_pk_max_f16 v2, v0, 0";
    wide_modes(p, [0x3c01_3c00; 4], |w| w.vgpr[2][0]);
    let e = run_on(
        "gfx1100",
        32,
        "s_round_mode 4",
        "v_fma_mix_f32 v2, v0, v1, v3",
    )
    .unwrap_err();
    assert!(
        e.contains("v_fma_mix_f32") && e.contains("rounding mode 0x4"),
        "{e}"
    );
}
