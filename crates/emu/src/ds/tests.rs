//! Unit tests per semantic kind. Expected values come from the pseudocode cited
//! in `ds.rs`, not from running the emulator.

use super::*;
use crate::Machine;

fn target(t: &str) -> Target {
    Target::from_name(t).unwrap()
}

/// Runs `src` (with `s_endpgm` appended) after `setup` prepared the wave.
fn run(t: &str, lanes: u32, src: &str, setup: impl FnOnce(&mut Wave)) -> Wave {
    let t = target(t);
    let mut m =
        Machine::from_source(t, &format!("{src}\ns_endpgm\n")).unwrap_or_else(|e| panic!("{e}"));
    let mut w = Wave::new(t, lanes);
    setup(&mut w);
    m.run(&mut w, 10_000, None)
        .unwrap_or_else(|e| panic!("{e}"));
    w
}

fn run_err(t: &str, src: &str) -> String {
    let t = target(t);
    let mut m = Machine::from_source(t, &format!("{src}\ns_endpgm\n")).unwrap();
    let mut w = Wave::new(t, 4);
    m.run(&mut w, 100, None).unwrap_err().msg
}

#[test]
fn classifier_covers_spellings() {
    let t = target("gfx1100");
    use DsKind::*;
    let cases = [
        (
            "ds_read_b32",
            Load {
                bytes: 4,
                ext: Ext::None,
                d16: 0,
            },
        ),
        (
            "ds_load_b128",
            Load {
                bytes: 16,
                ext: Ext::None,
                d16: 0,
            },
        ),
        (
            "ds_read_i8_d16_hi",
            Load {
                bytes: 1,
                ext: Ext::Sign,
                d16: 2,
            },
        ),
        (
            "ds_load_u16_d16",
            Load {
                bytes: 2,
                ext: Ext::Zero,
                d16: 1,
            },
        ),
        ("ds_read2st64_b64", Load2 { elt: 8, st64: true }),
        (
            "ds_load_2addr_b32",
            Load2 {
                elt: 4,
                st64: false,
            },
        ),
        ("ds_store_2addr_stride64_b32", Store2 { elt: 4, st64: true }),
        ("ds_write_b16_d16_hi", Store { bytes: 2, hi: true }),
        (
            "ds_write_b96",
            Store {
                bytes: 12,
                hi: false,
            },
        ),
        ("ds_wrxchg2st64_rtn_b64", Xchg2 { elt: 8, st64: true }),
        (
            "ds_storexchg_2addr_rtn_b32",
            Xchg2 {
                elt: 4,
                st64: false,
            },
        ),
        (
            "ds_storexchg_rtn_b32",
            Atomic {
                op: AtomOp::Xchg,
                width: 4,
                rtn: true,
            },
        ),
        (
            "ds_max_num_rtn_f64",
            Atomic {
                op: AtomOp::MaxF { num: true },
                width: 8,
                rtn: true,
            },
        ),
        (
            "ds_min_rtn_i64",
            Atomic {
                op: AtomOp::MinI,
                width: 8,
                rtn: true,
            },
        ),
        (
            "ds_cmpst_b32",
            Atomic {
                op: AtomOp::Cmpst { new_first: false },
                width: 4,
                rtn: false,
            },
        ),
        (
            "ds_cmpstore_rtn_f32",
            Atomic {
                op: AtomOp::CmpstF { new_first: true },
                width: 4,
                rtn: true,
            },
        ),
        (
            "ds_pk_add_rtn_bf16",
            Atomic {
                op: AtomOp::PkAddBf16,
                width: 4,
                rtn: true,
            },
        ),
        ("ds_read_addtid_b32", LoadAddtid),
        ("ds_bpermute_fi_b32", Bpermute { fi: true }),
        ("ds_gws_init", Unsupported),
        (
            "ds_add_src2_u32",
            Src2 {
                op: AtomOp::Add,
                width: 4,
            },
        ),
        (
            "ds_write_src2_b64",
            Src2 {
                op: AtomOp::Xchg,
                width: 8,
            },
        ),
        (
            "ds_max_src2_f64",
            Src2 {
                op: AtomOp::MaxF { num: false },
                width: 8,
            },
        ),
        ("ds_condxchg32_rtn_b64", CondXchg32),
        ("ds_ordered_count", Unsupported),
        ("ds_add_gs_reg_rtn", Unsupported),
        ("ds_bvh_stack_rtn_b32", BvhStack { push: 4, pops: 1 }),
        (
            "ds_bvh_stack_push4_pop1_rtn_b32",
            BvhStack { push: 4, pops: 1 },
        ),
        (
            "ds_bvh_stack_push8_pop2_rtn_b64",
            BvhStack { push: 8, pops: 2 },
        ),
        ("ds_read_b64_tr_b16", LoadTr { bits: 16 }),
        ("ds_read_b96_tr_b6", LoadTr { bits: 6 }),
    ];
    for (name, kind) in cases {
        assert_eq!(classify(t, name), kind, "{name}");
    }
    // Every row is classified: modelled or explicitly refused.
    for row in &amdgpu_isa::tables::ds::DS_ROWS {
        let _ = classify(t, row.name);
    }
}

#[test]
fn unmodelled_is_refused_by_name_with_the_reason() {
    let cases = [
        ("gfx1030", "ds_gws_init v0 offset:0 gds", "GWS"),
        ("gfx90a", "ds_gws_barrier v0 gds", "GWS"),
        (
            "gfx908",
            "ds_ordered_count v1, v2 offset:772 gds",
            "ordered-append",
        ),
        (
            "gfx1100",
            "ds_add_gs_reg_rtn v[2:3], v1 offset:4 gds",
            "GS registers",
        ),
    ];
    for (t, src, why) in cases {
        let name = src.split(' ').next().unwrap();
        let msg = run_err(t, src);
        assert!(
            msg.starts_with(&format!(
                "{name} is not executed on {t} (global data share): "
            )) && msg.contains(why),
            "{msg}"
        );
    }
}

#[test]
fn src2_address_rule() {
    // B = A + 4 * {offset1[6], offset1[6:0], offset0} (sign-extended 15 bits)
    // or, with offset1[7], A + 4 * {A[31], A[31:17]} (Vega ISA guide).
    assert_eq!(src2_addr(0x100, 3, 4), 0x10c);
    assert_eq!(src2_addr(0x100, 0x7fff, 4), 0xfc);
    assert_eq!(src2_addr(0x100, 0x7fff, 8), 0xf8);
    assert_eq!(src2_addr(0x40000, 0x8000, 4), 0x40008);
    assert_eq!(
        src2_addr(0x8000_0000, 0x8000, 4),
        0x8000_0000u32.wrapping_sub(0x10000)
    );
}

#[test]
fn condxchg32_masks_its_address_to_16_bits() {
    // ADDR0 = (ADDR + offset) & 0xfff8 (pseudocode): 0x10004 lands on dword 0.
    let w = run(
        "gfx1100",
        1,
        "ds_condxchg32_rtn_b64 v[4:5], v1, v[2:3] offset:4",
        |w| {
            w.vgpr[1][0] = 0x1_0000;
            w.vgpr[2][0] = 0x8000_0001;
            w.vgpr[3][0] = 0xffff_ffff;
            w.lds.write_u32(0, 7);
            w.lds.write_u32(4, 8);
        },
    );
    assert_eq!((w.vgpr[4][0], w.vgpr[5][0]), (7, 8));
    assert_eq!((w.lds.read_u32(0), w.lds.read_u32(4)), (1, 0x7fff_ffff));
}

#[test]
fn same_address_atomics_apply_in_lane_order() {
    // 8 lanes add lane+1 to dword 0: lane k sees sum(1..=k).
    let w = run(
        "gfx942",
        8,
        "v_mbcnt_lo_u32_b32 v1, -1, 0\nv_add_u32 v1, 1, v1\nds_add_rtn_u32 v2, v0, v1",
        |_| {},
    );
    for k in 0..8u32 {
        assert_eq!(w.vgpr[2][k as usize], k * (k + 1) / 2);
    }
    assert_eq!(w.lds.read_u32(0), 36);
    // Property: any same-address u32 atomic equals a sequential fold in lane order.
    for (name, op) in [
        ("ds_max_rtn_i32", AtomOp::MaxI),
        ("ds_rsub_rtn_u32", AtomOp::Rsub),
        ("ds_xor_rtn_b32", AtomOp::Xor),
        ("ds_dec_rtn_u32", AtomOp::Dec),
    ] {
        let vals: Vec<u32> = (0..32u32)
            .map(|i| i.wrapping_mul(0x9e37_79b9) >> 3)
            .collect();
        let w = run("gfx1030", 32, &format!("{name} v2, v0, v1"), |w| {
            w.lds.write_u32(0, 1234);
            for (l, v) in vals.iter().enumerate() {
                w.vgpr[1][l] = *v;
            }
        });
        let mut mem = 1234u64;
        for (l, v) in vals.iter().enumerate() {
            assert_eq!(w.vgpr[2][l] as u64, mem, "{name} lane {l}");
            mem = atomic(op, 4, mem, u64::from(*v), 0);
        }
        assert_eq!(u64::from(w.lds.read_u32(0)), mem, "{name}");
    }
}

#[test]
fn inc_dec_wrap() {
    // inc: tmp >= DATA ? 0 : tmp + 1; dec: tmp == 0 || tmp > DATA ? DATA : tmp - 1.
    assert_eq!(atomic(AtomOp::Inc, 4, 5, 5, 0), 0);
    assert_eq!(atomic(AtomOp::Inc, 4, 4, 5, 0), 5);
    assert_eq!(atomic(AtomOp::Inc, 4, 9, 5, 0), 0);
    assert_eq!(atomic(AtomOp::Dec, 4, 0, 5, 0), 5);
    assert_eq!(atomic(AtomOp::Dec, 4, 7, 5, 0), 5);
    assert_eq!(atomic(AtomOp::Dec, 4, 3, 5, 0), 2);
    assert_eq!(atomic(AtomOp::Inc, 8, u64::MAX - 1, u64::MAX, 0), u64::MAX);
    // Four lanes of ds_inc_u32 with limit 2 from 0: 0→1→2→0→1.
    let w = run("gfx1201", 4, "ds_inc_rtn_u32 v2, v0, v1", |w| {
        for l in 0..4 {
            w.vgpr[1][l] = 2;
        }
    });
    assert_eq!(&w.vgpr[2][..4], &[0, 1, 2, 0]);
    assert_eq!(w.lds.read_u32(0), 1);
}

#[test]
fn cmpst_operand_order_per_generation() {
    // DATA0 = v1 = 7, DATA1 = v2 = 9, memory = 7.
    let setup = |w: &mut Wave| {
        w.lds.write_u32(0, 7);
        w.vgpr[1][0] = 7;
        w.vgpr[2][0] = 9;
    };
    // GFX9/CDNA cmpst: DATA0 is the compare value → matches, stores DATA1 = 9.
    let w = run("gfx90a", 1, "ds_cmpst_rtn_b32 v3, v0, v1, v2", setup);
    assert_eq!((w.lds.read_u32(0), w.vgpr[3][0]), (9, 7));
    // GFX11+ cmpstore: DATA1 is the compare value (9 ≠ 7) → memory unchanged.
    let w = run("gfx1100", 1, "ds_cmpstore_rtn_b32 v3, v0, v1, v2", setup);
    assert_eq!((w.lds.read_u32(0), w.vgpr[3][0]), (7, 7));
    // RDNA2 keeps the GFX9 order (assumed).
    let w = run("gfx1030", 1, "ds_cmpst_b32 v0, v1, v2", setup);
    assert_eq!(w.lds.read_u32(0), 9);
    // Float compare: -0 == +0, NaN never equal.
    let cmp = AtomOp::CmpstF { new_first: false };
    assert_eq!(atomic(cmp, 4, 0x8000_0000, 0, 5), 5);
    assert_eq!(atomic(cmp, 4, 0x7fc0_0000, 0x7fc0_0000, 5), 0x7fc0_0000);
}

#[test]
fn sub_dword_loads_extend_and_d16_keeps_other_half() {
    let w = run(
        "gfx942",
        1,
        "ds_read_u8 v1, v0\nds_read_i8 v2, v0\nds_read_u16 v3, v0\nds_read_i16 v4, v0\n\
         ds_read_u8_d16_hi v5, v0\nds_read_u16_d16 v6, v0\nds_read_i8_d16_hi v7, v0 offset:1",
        |w| {
            w.lds.write(0, 2, 0x80f0);
            w.vgpr[5][0] = 0x1234_5678;
            w.vgpr[6][0] = 0x1234_5678;
            w.vgpr[7][0] = 0x1234_5678;
        },
    );
    assert_eq!(w.vgpr[1][0], 0xf0);
    assert_eq!(w.vgpr[2][0], 0xffff_fff0);
    assert_eq!(w.vgpr[3][0], 0x80f0);
    assert_eq!(w.vgpr[4][0], 0xffff_80f0);
    assert_eq!(w.vgpr[5][0], 0x00f0_5678);
    assert_eq!(w.vgpr[6][0], 0x1234_80f0);
    assert_eq!(w.vgpr[7][0], 0xff80_5678);
}

#[test]
fn sub_dword_stores_and_d16_hi() {
    let w = run(
        "gfx1100",
        1,
        "ds_store_b8 v0, v1\nds_store_b16 v0, v1 offset:2\nds_store_b8_d16_hi v0, v1 offset:4\n\
         ds_store_b16_d16_hi v0, v1 offset:6",
        |w| w.vgpr[1][0] = 0xaabb_ccdd,
    );
    assert_eq!(w.lds.used(), &[0xdd, 0, 0xdd, 0xcc, 0xbb, 0, 0xbb, 0xaa]);
}

#[test]
fn two_address_and_stride64() {
    let w = run(
        "gfx950",
        2,
        "ds_write2_b32 v0, v1, v2 offset0:1 offset1:3\nds_write2st64_b64 v0, v[4:5], v[6:7] offset0:2 offset1:3\n\
         ds_read2_b32 v[8:9], v0 offset0:1 offset1:3\nds_read_b128 v[10:13], v0 offset:1536",
        |w| {
            for l in 0..2 {
                w.vgpr[0][l] = 4096 * l as u32;
                w.vgpr[1][l] = 11;
                w.vgpr[2][l] = 33;
                w.vgpr[4][l] = 0x44;
                w.vgpr[5][l] = 0x55;
                w.vgpr[6][l] = 0x66;
                w.vgpr[7][l] = 0x77;
            }
        },
    );
    assert_eq!(w.lds.read_u32(4), 11);
    assert_eq!(w.lds.read_u32(12), 33);
    assert_eq!(w.lds.read(4096 + 12, 4), 33);
    // stride64 b64: offsets scale by 512 bytes.
    assert_eq!(w.lds.read(1024, 8), 0x55_0000_0044);
    assert_eq!(w.lds.read(1536, 8), 0x77_0000_0066);
    assert_eq!((w.vgpr[8][1], w.vgpr[9][1]), (11, 33));
    assert_eq!(
        [w.vgpr[10][0], w.vgpr[11][0], w.vgpr[12][0]],
        [0x66, 0x77, 0]
    );
}

#[test]
fn out_of_range_reads_zero_writes_dropped() {
    let w = run(
        "gfx1100",
        1,
        "ds_store_b32 v0, v1 offset:65534\nds_load_b32 v2, v0 offset:65534",
        |w| w.vgpr[1][0] = 0xdead_beef,
    );
    // Bytes 65534..65535 land; the two past 64 KiB are dropped and read 0.
    assert_eq!(w.vgpr[2][0], 0xbeef);
    // gfx950 has 160 KiB.
    let w = run("gfx950", 1, "ds_write_b32 v0, v1 offset:65535", |w| {
        w.vgpr[0][0] = 0x10000;
        w.vgpr[1][0] = 1;
    });
    assert_eq!(w.lds.read_u32(0x1ffff), 1);
}

#[test]
fn atomics_straddling_the_end_of_lds() {
    // Full wave64 EXEC (the counted-loop path): every lane adds 1 to the dword at
    // 65534, whose upper two bytes are past 64 KiB: they read 0 and are dropped.
    let w = run(
        "gfx942",
        64,
        "ds_add_rtn_u32 v2, v0, v1 offset:65534",
        |w| {
            for l in 0..64 {
                w.vgpr[1][l] = 0x0001_0001;
            }
            w.lds.write_u8(65534, 0xff);
        },
    );
    // Lane l sees 0xff + l in the low 16 bits (the carry goes past the end).
    for l in 0..64u32 {
        assert_eq!(w.vgpr[2][l as usize], (0xff + l) & 0xffff, "lane {l}");
    }
    assert_eq!(w.lds.read(65534, 2), 0xff + 64);
    // A 64-bit atomic wholly past the end returns 0 and changes nothing.
    let w = run("gfx90a", 2, "ds_max_rtn_u64 v[2:3], v0, v[4:5]", |w| {
        w.vgpr[0] = [0x10000; 64];
        w.vgpr[2] = [7; 64];
        w.vgpr[4] = [9; 64];
    });
    assert_eq!((w.vgpr[2][0], w.vgpr[3][1], w.vgpr[2][2]), (0, 0, 7));
    assert!(w.lds.used().is_empty());
}

#[test]
fn swizzle_modes() {
    // Quad perm (3,2,1,0): reverse within each quad.
    assert_eq!(swizzle_lane(0x8000 | 0b00_01_10_11, 5), 6);
    assert_eq!(swizzle_lane(0x8000 | 0b00_01_10_11, 4), 7);
    // Bit-mask: SWAP 16 = and 0x1f, or 0, xor 0x10.
    assert_eq!(swizzle_lane(0x1f | 0x10 << 10, 3), 19);
    assert_eq!(swizzle_lane(0x1f | 0x10 << 10, 35), 51);
    // BROADCAST 8 lanes from lane 2: and 0x18, or 2.
    assert_eq!(swizzle_lane(0x18 | 2 << 5, 13), 10);
    // Rotate left by 1 (take lane i+1), wraps in 32.
    assert_eq!(swizzle_lane(0xc000 | 1 << 5, 31), 0);
    assert_eq!(swizzle_lane(0xc000 | 1 << 5 | 1 << 10, 0), 31);
    // FFT with mask 0: bit-reversed lane.
    assert_eq!(swizzle_lane(0xe000, 1), 16);
    // Inactive source lanes read 0.
    let w = run(
        "gfx1030",
        3,
        "ds_swizzle_b32 v1, v0 offset:swizzle(QUAD_PERM,3,2,1,0)",
        |w| {
            for l in 0..4 {
                w.vgpr[0][l] = 100 + l as u32;
            }
        },
    );
    // Lane 0 reads inactive lane 3; lanes 1 and 2 swap; lane 3 is inactive.
    assert_eq!(&w.vgpr[1][..4], &[0, 102, 101, 0]);
}

#[test]
fn bpermute_wraps_and_permute_pushes() {
    // bpermute: lane i reads lane (addr/4) mod 64 on CDNA.
    let w = run("gfx942", 64, "ds_bpermute_b32 v2, v0, v1", |w| {
        for l in 0..64 {
            w.vgpr[0][l] = 4 * (l as u32 + 65);
            w.vgpr[1][l] = l as u32;
        }
    });
    assert_eq!(w.vgpr[2][0], 1);
    assert_eq!(w.vgpr[2][63], 0);
    // RDNA3 wave64: within the 32-lane half.
    let t = target("gfx1100").with_wave_size(64).unwrap();
    let mut m = Machine::from_source(t, "ds_bpermute_b32 v2, v0, v1\ns_endpgm").unwrap();
    let mut w = Wave::new(t, 64);
    for l in 0..64 {
        w.vgpr[0][l] = 0;
        w.vgpr[1][l] = l as u32;
    }
    m.run(&mut w, 10, None).unwrap();
    assert_eq!((w.vgpr[2][5], w.vgpr[2][40]), (0, 32));
    // permute: lane i sends to lane addr/4; inactive sources send nothing.
    let w = run("gfx1201", 3, "ds_permute_b32 v2, v0, v1 offset:4", |w| {
        for l in 0..4 {
            w.vgpr[0][l] = 4 * l as u32;
            w.vgpr[1][l] = 10 + l as u32;
        }
    });
    assert_eq!(&w.vgpr[2][..4], &[0, 10, 11, 0]);
}

#[test]
fn float_atomics() {
    let one = 1f32.to_bits();
    let w = run(
        "gfx90a",
        4,
        "ds_add_rtn_f32 v2, v0, v1\nds_max_f32 v0, v1 offset:8",
        |w| {
            for l in 0..4 {
                w.vgpr[1][l] = one;
            }
        },
    );
    assert_eq!(f32::from_bits(w.lds.read_u32(0)), 4.0);
    assert_eq!(f32::from_bits(w.vgpr[2][3]), 3.0);
    assert_eq!(f32::from_bits(w.lds.read_u32(8)), 1.0);
    // Pre-GFX12 literal pcode: NaN in DATA ignored; GFX12 num: NaN memory replaced.
    let nan = 0x7fc0_0000u64;
    assert_eq!(atomic(AtomOp::MaxF { num: false }, 4, 5, nan, 0), 5);
    assert_eq!(atomic(AtomOp::MaxF { num: false }, 4, nan, 5, 0), nan);
    assert_eq!(atomic(AtomOp::MaxF { num: true }, 4, nan, 5, 0), 5);
    // GFX12: -0 < +0.
    assert_eq!(atomic(AtomOp::MaxF { num: true }, 4, 0x8000_0000, 0, 0), 0);
    assert_eq!(
        atomic(AtomOp::MinF { num: true }, 4, 0, 0x8000_0000, 0),
        0x8000_0000
    );
    // Packed f16: 1.0 + 1.0 = 2.0 (0x4000), 65504 + 65504 = inf (0x7c00).
    assert_eq!(
        atomic(AtomOp::PkAddF16, 4, 0x7bff_3c00, 0x7bff_3c00, 0),
        0x7c00_4000
    );
    // 1.0 + 2^-11 (half an ulp) rounds to even: stays 1.0; 1+2^-10 + 2^-11 → 1+2^-9.
    assert_eq!(atomic(AtomOp::PkAddF16, 4, 0x3c00, 0x1000, 0), 0x3c00);
    assert_eq!(atomic(AtomOp::PkAddF16, 4, 0x3c01, 0x1000, 0), 0x3c02);
    // bf16: 1.0 + 1.0 = 2.0.
    assert_eq!(atomic(AtomOp::PkAddBf16, 4, 0x3f80, 0x3f80, 0), 0x4000);
    // f16 subnormal: 2^-24 + 2^-24 = 2^-23.
    assert_eq!(atomic(AtomOp::PkAddF16, 4, 1, 1, 0), 2);
}

#[test]
fn mskor_xchg2_append_addtid() {
    assert_eq!(atomic(AtomOp::Mskor, 4, 0xff00, 0x0f00, 0x0005), 0xf005);
    let w = run(
        "gfx908",
        2,
        "ds_wrxchg2_rtn_b32 v[4:5], v0, v1, v2 offset1:1\ns_mov_b32 m0, 64\nds_append v6 offset:4\n\
         ds_write_addtid_b32 v1 offset:128",
        |w| {
            w.lds.write_u32(0, 5);
            w.lds.write_u32(4, 6);
            w.lds.write_u32(68, 40);
            for l in 0..2 {
                w.vgpr[1][l] = 10 + l as u32;
                w.vgpr[2][l] = 20 + l as u32;
            }
        },
    );
    // Lane 0 swaps (5,6) for (10,20); lane 1 then sees (10,20).
    assert_eq!((w.vgpr[4][0], w.vgpr[5][0]), (5, 6));
    assert_eq!((w.vgpr[4][1], w.vgpr[5][1]), (10, 20));
    assert_eq!((w.lds.read_u32(0), w.lds.read_u32(4)), (11, 21));
    // Append: M0 base 64 + offset 4; old value to every lane, += popcount(EXEC).
    assert_eq!(
        (w.vgpr[6][0], w.vgpr[6][1], w.lds.read_u32(68)),
        (40, 40, 42)
    );
    // addtid: 64 + 128 + lane*4.
    assert_eq!((w.lds.read_u32(192), w.lds.read_u32(196)), (10, 11));
}

#[test]
fn agprs_with_acc_bit() {
    let w = run(
        "gfx90a",
        1,
        "ds_write_b32 v0, a1\nds_read_b32 a2, v0",
        |w| {
            w.agpr[1][0] = 77;
        },
    );
    assert_eq!(w.agpr[2][0], 77);
    assert_eq!(w.vgpr[2][0], 0);
}

#[test]
fn max_steps_and_missing_endpgm() {
    let t = target("gfx1100");
    let mut m = Machine::from_source(t, "s_nop 0\ns_nop 0\ns_endpgm").unwrap();
    let e = m.run(&mut Wave::new(t, 1), 2, None).unwrap_err();
    assert!(e.msg.contains("--max-steps"), "{}", e.msg);
    let mut m = Machine::from_source(t, "s_nop 0").unwrap();
    let e = m.run(&mut Wave::new(t, 1), 9, None).unwrap_err();
    assert!(e.msg.contains("s_endpgm"));
}
