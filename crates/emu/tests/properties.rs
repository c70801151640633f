//! Property tests of DS semantics against independent reference models written
//! from AMD's pseudocode (ds-facts part B):
//!
//! - a same-address atomic over all active lanes equals a sequential fold in
//!   ascending lane order, and every `_rtn` lane returns the value memory held
//!   just before its own update (the lane order is the documented modelling
//!   choice, ds-facts B5);
//! - a store followed by a load of the same width at random aligned addresses
//!   returns the stored bits (sub-dword loads zero- or sign-extend).

// Lanes index several per-lane arrays at once.
#![allow(clippy::needless_range_loop)]

use amdgpu_emu::{Machine, Wave};
use amdgpu_isa::{Gen, Target};
use proptest::prelude::*;

const TARGETS: [&str; 8] = [
    "gfx908", "gfx90a", "gfx942", "gfx950", "gfx1010", "gfx1030", "gfx1100", "gfx1200",
];

const OPS: [&str; 11] = [
    "add", "sub", "rsub", "min", "max", "and", "or", "xor", "inc", "dec", "minmax_i",
];

/// The reference read-modify-write of one lane (`bits` = 32 or 64).
fn reference(op: &str, signed: bool, bits: u32, old: u64, x: u64) -> u64 {
    let mask = if bits == 32 { 0xffff_ffff } else { u64::MAX };
    let s = |v: u64| {
        if bits == 32 {
            i64::from(v as u32 as i32)
        } else {
            v as i64
        }
    };
    let r = match (op, signed) {
        ("add", _) => old.wrapping_add(x),
        ("sub", _) => old.wrapping_sub(x),
        ("rsub", _) => x.wrapping_sub(old),
        ("min", false) => old.min(x),
        ("max", false) => old.max(x),
        ("min", true) => {
            if s(x) < s(old) {
                x
            } else {
                old
            }
        }
        ("max", true) => {
            if s(x) > s(old) {
                x
            } else {
                old
            }
        }
        ("and", _) => old & x,
        ("or", _) => old | x,
        ("xor", _) => old ^ x,
        // DS_INC: tmp >= DATA ? 0 : tmp + 1; DS_DEC: tmp == 0 || tmp > DATA ?
        // DATA : tmp - 1 (AMD pseudocode, every generation).
        ("inc", _) => {
            if old >= x {
                0
            } else {
                old + 1
            }
        }
        ("dec", _) => {
            if old == 0 || old > x {
                x
            } else {
                old - 1
            }
        }
        _ => unreachable!("{op}"),
    };
    r & mask
}

fn target(i: usize) -> Target {
    Target::from_name(TARGETS[i]).unwrap()
}

/// A wave of `t` with `wave64` selecting 64 lanes on RDNA (CDNA is always wave64).
fn wave(t: Target, wave64: bool, exec: u64) -> Wave {
    let mut w = Wave::new(t, 64);
    if wave64 {
        w.wave_size = 64;
    }
    w.exec = exec & w.full_mask();
    w
}

fn run(t: Target, w: &mut Wave, src: &str) {
    let mut m = Machine::from_source(t, src).unwrap_or_else(|e| panic!("{src}: {e}"));
    m.run(w, 100, None).unwrap_or_else(|e| panic!("{src}: {e}"));
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    #[test]
    fn same_address_atomic_is_a_lane_order_fold(
        ti in 0..TARGETS.len(),
        wave64 in any::<bool>(),
        opi in 0..OPS.len(),
        signed in any::<bool>(),
        wide in any::<bool>(),
        rtn in any::<bool>(),
        // A full 64-bit EXEC takes the counted-loop fast path.
        exec in prop_oneof![any::<u64>(), Just(u64::MAX)],
        dword in 0u32..7_000,
        off in 0u32..256,
        init in any::<u64>(),
        // Small data values too, so inc/dec wrap and min/max ties happen.
        data in proptest::collection::vec(prop_oneof![any::<u64>(), 0u64..4], 64),
    ) {
        let t = target(ti);
        let (mut op, mut signed) = (OPS[opi], signed);
        if op == "minmax_i" {
            op = if signed { "min" } else { "max" };
            signed = true;
        } else if op != "min" && op != "max" {
            signed = false;
        }
        let bits = if wide { 64 } else { 32 };
        let prefix = match op {
            "and" | "or" | "xor" => "b",
            _ if signed => "i",
            _ => "u",
        };
        let ty = format!("{prefix}{bits}");
        let off = off * 8;
        let addr = dword * 8;
        let mut w = wave(t, wave64, exec);
        let mem = if wide { init } else { init & 0xffff_ffff };
        w.lds.write(addr + off, bits / 8, mem);
        for l in 0..64 {
            w.vgpr[0][l] = addr;
            w.vgpr[4][l] = data[l] as u32;
            w.vgpr[5][l] = (data[l] >> 32) as u32;
            w.vgpr[2][l] = 0xdead_beef;
            w.vgpr[3][l] = 0xdead_beef;
        }
        let (vd, vs) = if wide { ("v[2:3]", "v[4:5]") } else { ("v2", "v4") };
        let src = if rtn {
            format!("ds_{op}_rtn_{ty} {vd}, v0, {vs} offset:{off}\ns_endpgm\n")
        } else {
            format!("ds_{op}_{ty} v0, {vs} offset:{off}\ns_endpgm\n")
        };
        let exec = w.exec;
        run(t, &mut w, &src);

        let mask = if wide { u64::MAX } else { 0xffff_ffff };
        let mut acc = mem;
        for l in 0..64 {
            let before = u64::from(w.vgpr[2][l]) | u64::from(w.vgpr[3][l]) << 32;
            if exec >> l & 1 == 0 {
                prop_assert_eq!(before, 0xdead_beef_dead_beef, "inactive lane {} written", l);
                continue;
            }
            if rtn {
                let got = if wide { before } else { before & 0xffff_ffff };
                prop_assert_eq!(got, acc, "lane {} returned value ({} {})", l, op, ty);
            }
            acc = reference(op, signed, bits, acc, data[l] & mask);
        }
        prop_assert_eq!(w.lds.read(addr + off, bits / 8), acc, "final memory ({} {})", op, ty);
    }

    #[test]
    fn store_then_load_round_trips(
        ti in 0..TARGETS.len(),
        wave64 in any::<bool>(),
        wi in 0usize..9,
        // A full 64-bit EXEC takes the counted-loop fast path.
        exec in prop_oneof![any::<u64>(), Just(u64::MAX)],
        base in 0u32..1000,
        off in 0u32..4096,
        data in proptest::collection::vec(any::<[u32; 4]>(), 64),
    ) {
        let t = target(ti);
        let new_names = t.gen() >= Gen::Gfx11;
        let (st, ld) = if new_names { ("ds_store", "ds_load") } else { ("ds_write", "ds_read") };
        // (store type, load type, bytes, sign-extend)
        let (sty, lty, bytes, sext) = [
            ("b8", "u8", 1u32, false),
            ("b8", "i8", 1, true),
            ("b16", "u16", 2, false),
            ("b16", "i16", 2, true),
            ("b32", "b32", 4, false),
            ("b64", "b64", 8, false),
            ("b96", "b96", 12, false),
            ("b128", "b128", 16, false),
            ("b32", "b32", 4, false),
        ][wi];
        let dwords = bytes.div_ceil(4) as usize;
        let regs = |first: usize| {
            if dwords == 1 {
                format!("v{first}")
            } else {
                format!("v[{first}:{}]", first + dwords - 1)
            }
        };
        // Each lane its own naturally aligned slot (16-byte slots for b96/b128).
        let align = bytes.next_power_of_two();
        let off = off / align * align;
        let mut w = wave(t, wave64, exec);
        for l in 0..64 {
            w.vgpr[0][l] = (base + l as u32) * 16;
            for (k, d) in data[l].iter().enumerate() {
                w.vgpr[4 + k][l] = *d;
            }
        }
        let src = format!(
            "{st}_{sty} v0, {} offset:{off}\n{ld}_{lty} {}, v0 offset:{off}\ns_endpgm\n",
            regs(4),
            regs(8)
        );
        let exec = w.exec;
        run(t, &mut w, &src);
        for l in 0..64 {
            for k in 0..dwords {
                let got = w.vgpr[8 + k][l];
                if exec >> l & 1 == 0 {
                    prop_assert_eq!(got, 0, "inactive lane {} loaded", l);
                    continue;
                }
                let want = match bytes {
                    1 if sext => data[l][0] as u8 as i8 as i32 as u32,
                    1 => data[l][0] & 0xff,
                    2 if sext => data[l][0] as u16 as i16 as i32 as u32,
                    2 => data[l][0] & 0xffff,
                    _ => data[l][k],
                };
                prop_assert_eq!(got, want, "lane {} dword {} ({} / {})", l, k, sty, lty);
            }
        }
    }
}
