//! gfx950 transposing loads in a wave: the lane exchange, AGPR destinations,
//! and the refusals for the cases AMD's guide leaves undefined.

use amdgpu_emu::{Machine, Wave};
use amdgpu_isa::Target;

fn gfx950() -> Target {
    Target::from_name("gfx950").unwrap()
}

/// LDS byte `a` = `a & 0xff` over 1 KiB; v1 = 8 * lane.
fn wave() -> Wave {
    let mut w = Wave::new(gfx950(), 64);
    for a in 0..1024u32 {
        w.lds.write_u8(a, a as u8);
    }
    for l in 0..64 {
        w.vgpr[1][l] = 8 * l as u32;
        w.vgpr[2][l] = 16 * l as u32;
    }
    w
}

fn run(w: &mut Wave, src: &str) -> Result<u64, amdgpu_emu::EmuError> {
    Machine::from_source(gfx950(), &format!("{src}\ns_endpgm\n"))
        .unwrap()
        .run(w, 10, None)
}

#[test]
fn b16_lane_receives_a_column_of_its_group() {
    let mut w = wave();
    run(&mut w, "ds_read_b64_tr_b16 v[4:5], v1").unwrap();
    // Lane 16g + i, element k = element i%4 of lane 16g + 4k + i/4, whose
    // bytes start at 8 * that lane: lane 22 (g 1, i 6) takes element 2 of
    // lanes 17, 21, 25, 29 = the 16-bit values at bytes 140, 172, 204, 236.
    let h = |b: u32| b | (b + 1) << 8;
    assert_eq!(w.vgpr[4][22], h(140) | h(172) << 16);
    assert_eq!(w.vgpr[5][22], h(204) | h(236) << 16);
}

#[test]
fn b8_and_b4_into_agprs() {
    let mut w = wave();
    run(
        &mut w,
        "ds_read_b64_tr_b8 a[2:3], v1\nds_read_b64_tr_b4 a[4:5], v1",
    )
    .unwrap();
    // b8, lane 35 (g 2, i 3): byte k = byte 3 of lane 32 + 2k -> (256 + 16k + 3) & 0xff.
    assert_eq!(w.agpr[2][35], 0x3323_1303);
    assert_eq!(w.agpr[3][35], 0x7363_5343);
    // b4, lane 1: nibble k = nibble 1 of lane k = high nibble of byte 8k.
    let want: u64 = (0..16).fold(0, |acc, k| acc | u64::from((8 * k as u8) >> 4) << (4 * k));
    assert_eq!(
        u64::from(w.agpr[4][1]) | u64::from(w.agpr[5][1]) << 32,
        want
    );
    assert_eq!(w.vgpr[4][1], 0, "AGPR destination leaves the VGPRs alone");
}

#[test]
fn b6_reads_96_bits_at_16_byte_aligned_addresses() {
    let mut w = wave();
    run(&mut w, "ds_read_b96_tr_b6 v[5:7], v2").unwrap();
    // Lane 0: element k = element 0 of lane k = bits [5:0] of byte 16k.
    let want: u128 = (0..16).fold(0, |acc, k| acc | u128::from((16 * k as u8) & 63) << (6 * k));
    let got =
        u128::from(w.vgpr[5][0]) | u128::from(w.vgpr[6][0]) << 32 | u128::from(w.vgpr[7][0]) << 64;
    assert_eq!(got, want);
    // 8-byte aligned is not enough for b96.
    let mut w = wave();
    let e = run(&mut w, "ds_read_b96_tr_b6 v[5:7], v1").unwrap_err();
    assert!(
        e.msg.contains("lane 1") && e.msg.contains("16-byte aligned"),
        "{}",
        e.msg
    );
}

#[test]
fn partial_exec_and_misalignment_are_refused() {
    let mut w = wave();
    w.exec = u64::MAX >> 1;
    let e = run(&mut w, "ds_read_b64_tr_b8 v[4:5], v1").unwrap_err();
    assert!(
        e.msg.contains("EXEC") && e.msg.contains("ds_read_b64_tr_b8"),
        "{}",
        e.msg
    );
    assert_eq!(e.line, 1);
    let mut w = wave();
    let e = run(&mut w, "ds_read_b64_tr_b16 v[4:5], v1 offset:4").unwrap_err();
    assert!(e.msg.contains("8-byte aligned"), "{}", e.msg);
    assert_eq!(w.vgpr[4], [0; 64], "nothing written on refusal");
}

#[test]
fn out_of_range_lanes_read_zero() {
    let mut w = wave();
    // gfx950 LDS is 160 KiB: lanes 32..63 of this read are past the end.
    for l in 0..64 {
        w.vgpr[1][l] = 160 * 1024 - 256 + 8 * l as u32;
        w.lds.write(w.vgpr[1][l], 8, u64::MAX);
    }
    run(&mut w, "ds_read_b64_tr_b8 v[4:5], v1").unwrap();
    assert_eq!((w.vgpr[4][0], w.vgpr[5][31]), (u32::MAX, u32::MAX));
    assert_eq!((w.vgpr[4][32], w.vgpr[5][63]), (0, 0));
}
