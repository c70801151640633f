//! Whole dispatches of clang-22 code objects, checked against CPU references
//! written from the kernels' OpenCL sources (not from the emulator).

use amdgpu_codeobj::CodeObject;
use amdgpu_emu::dispatch::{Launch, Loaded};
use amdgpu_emu::memory::Buffers;
use std::path::Path;

fn object(rel: &str) -> Vec<u8> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    std::fs::read(root.join(rel)).unwrap_or_else(|e| panic!("{rel}: {e}"))
}

/// Runs `kernel` of `obj` with the given buffers (by content) and scalar
/// arguments in order; returns the buffers' contents afterwards.
enum A {
    Buf(Vec<u8>),
    Val(Vec<u8>),
}

fn run(
    obj: &[u8],
    kernel: &str,
    launch: Launch,
    args: Vec<A>,
    threads: Option<usize>,
) -> Vec<Vec<u8>> {
    let obj = CodeObject::parse(obj).unwrap();
    let mut mem = Buffers::new();
    let k = Loaded::new(&obj, Some(kernel), &mut mem).unwrap();
    let mut addrs = Vec::new();
    let values: Vec<Vec<u8>> = args
        .into_iter()
        .map(|a| match a {
            A::Buf(b) => {
                let at = mem.add(&b);
                addrs.push(at);
                at.to_le_bytes().to_vec()
            }
            A::Val(v) => v,
        })
        .collect();
    k.run(&launch, &values, &mut mem, threads)
        .unwrap_or_else(|e| panic!("{e}"));
    addrs.iter().map(|&a| mem.bytes(a).unwrap()).collect()
}

fn words(b: &[u8]) -> Vec<u32> {
    b.chunks(4)
        .map(|c| u32::from_le_bytes(c.try_into().unwrap()))
        .collect()
}

fn launch(groups: u32, wg: u32) -> Launch {
    Launch {
        global: [groups * wg, 1, 1],
        local: [wg, 1, 1],
        dynamic_lds: 0,
        max_steps: 10_000_000,
    }
}

const WG: u32 = 64;
const ITERS: u32 = 256;

/// tools/emu-anchor/kernels/lds_plain.cl and lds_atomic.cl, computed per lane.
fn ref_lds(groups: u32) -> Vec<u32> {
    let mut out = Vec::new();
    for gid in 0..groups {
        for lid in 0..WG {
            let mut acc = lid;
            let mut x = lid;
            for i in 0..ITERS {
                let j = (lid + 7 * i) & (WG - 1);
                let v = j * 3 + gid; // buf[j], written before the barrier
                let old = acc;
                acc = old.wrapping_add(v ^ i);
                x = (x ^ old).wrapping_add(v.wrapping_mul(5)).wrapping_add(i);
            }
            out.push(x);
        }
    }
    out
}

/// tools/emu-anchor/kernels/valu.cl: f32 fma (the host's fused multiply-add,
/// one rounding) and the integer LCG.
fn ref_valu(groups: u32) -> (Vec<u32>, Vec<u32>) {
    let (mut fs, mut is) = (Vec::new(), Vec::new());
    for gid in 0..groups {
        for lid in 0..WG {
            let mut a = lid as f32 * 0.5 + gid as f32;
            let mut c = 0.25 + lid as f32;
            let mut k = lid.wrapping_mul(2_654_435_761) ^ gid;
            for _ in 0..ITERS {
                a = c.mul_add(0.1, a);
                c = a.mul_add(-0.1, c);
                k = k.wrapping_mul(1_664_525).wrapping_add(1_013_904_223);
                k ^= k >> 13;
            }
            fs.push(a.to_bits());
            is.push(k);
        }
    }
    (fs, is)
}

#[test]
fn anchor_kernels_match_cpu_references() {
    let groups = 6;
    for name in ["lds_plain", "lds_atomic"] {
        let obj = object(&format!("tools/emu-anchor/kernels/{name}.o"));
        let out = run(
            &obj,
            name,
            launch(groups, WG),
            vec![A::Buf(vec![0; 4 * (groups * WG) as usize])],
            None,
        );
        assert_eq!(words(&out[0]), ref_lds(groups), "{name}");
    }
    let obj = object("tools/emu-anchor/kernels/valu.o");
    let n = 4 * (groups * WG) as usize;
    let out = run(
        &obj,
        "valu",
        launch(groups, WG),
        vec![A::Buf(vec![0; n]), A::Buf(vec![0; n])],
        None,
    );
    let (f, i) = ref_valu(groups);
    assert_eq!(words(&out[0]), f, "valu floats");
    assert_eq!(words(&out[1]), i, "valu integers");
}

/// The same results on one thread and on several.
#[test]
fn results_do_not_depend_on_threads() {
    let obj = object("tools/emu-anchor/kernels/lds_atomic.o");
    let groups = 9;
    let one = run(
        &obj,
        "lds_atomic",
        launch(groups, WG),
        vec![A::Buf(vec![0; 4 * (groups * WG) as usize])],
        Some(1),
    );
    let many = run(
        &obj,
        "lds_atomic",
        launch(groups, WG),
        vec![A::Buf(vec![0; 4 * (groups * WG) as usize])],
        Some(3),
    );
    assert_eq!(one, many);
    assert_eq!(words(&one[0]), ref_lds(groups));
}

/// `vadd` (crates/codeobj/tests/data/kernels.cl) with a partial last
/// workgroup, on an RDNA 3, RDNA 2, CDNA 3 and RDNA 4 target, relocatable
/// and linked: c[i] = a[i] + b[i] for i < n, the rest untouched.
#[test]
fn vadd_on_four_generations() {
    let n = 1000u32;
    let a: Vec<f32> = (0..n).map(|i| i as f32 * 0.5).collect();
    let b: Vec<f32> = (0..n).map(|i| 3.0 - i as f32).collect();
    let bytes = |v: &[f32]| v.iter().flat_map(|x| x.to_le_bytes()).collect::<Vec<u8>>();
    for t in ["gfx1100", "gfx1030", "gfx942", "gfx1200"] {
        for ext in ["o", "hsaco"] {
            let obj = object(&format!("crates/codeobj/tests/data/{t}.{ext}"));
            let l = Launch {
                global: [n, 1, 1],
                local: [96, 1, 1],
                dynamic_lds: 0,
                max_steps: 100_000,
            };
            let out = run(
                &obj,
                "vadd",
                l,
                vec![
                    A::Buf(bytes(&a)),
                    A::Buf(bytes(&b)),
                    A::Buf(vec![0xff; 4 * n as usize + 8]),
                    A::Val((n - 1).to_le_bytes().to_vec()),
                ],
                None,
            );
            let c = words(&out[2]);
            for i in 0..n as usize - 1 {
                assert_eq!(f32::from_bits(c[i]), a[i] + b[i], "{t}.{ext} c[{i}]");
            }
            assert_eq!(&c[n as usize - 1..], &[u32::MAX; 3], "{t}.{ext}: past n");
        }
    }
}

/// Bad launches and arguments are errors, not panics.
#[test]
fn launch_errors() {
    let data = object("crates/codeobj/tests/data/gfx1100.o");
    let obj = CodeObject::parse(&data).unwrap();
    let mut mem = Buffers::new();
    let k = Loaded::new(&obj, Some("vadd"), &mut mem).unwrap();
    let l = launch(1, 64);
    assert!(k
        .run(&l, &[], &mut mem, None)
        .unwrap_err()
        .contains("takes 4 arguments"));
    let args = vec![0u64.to_le_bytes().to_vec(); 3]
        .into_iter()
        .chain([4u32.to_le_bytes().to_vec()])
        .collect::<Vec<_>>();
    // null buffers: the first load faults, with its address and the instruction
    let e = k.run(&l, &args, &mut mem, None).unwrap_err();
    assert!(
        e.contains("outside every buffer") && e.contains("global_load_b32"),
        "{e}"
    );
    let big = Launch {
        local: [2048, 1, 1],
        ..l
    };
    assert!(k
        .run(&big, &args, &mut mem, None)
        .unwrap_err()
        .contains("larger than"));
    assert!(Loaded::new(&obj, None, &mut mem)
        .err()
        .unwrap()
        .contains("2 kernels"));
}

/// The `lookup` kernel of the committed gfx1100 object, loaded, with its
/// arguments (a 64-entry output buffer, 256, 1).
fn lookup_kernel() -> (Loaded, Buffers, Vec<Vec<u8>>) {
    let data = object("crates/codeobj/tests/data/gfx1100.o");
    let obj = CodeObject::parse(&data).unwrap();
    let mut mem = Buffers::new();
    let k = Loaded::new(&obj, Some("lookup"), &mut mem).unwrap();
    let out = mem.add(&[0; 4 * 64]);
    let args = vec![
        out.to_le_bytes().to_vec(),
        256u32.to_le_bytes().to_vec(),
        1i32.to_le_bytes().to_vec(),
    ];
    (k, mem, args)
}

/// Sizes a code object claims are checked before anything is placed for
/// them (the `run` fuzz target found a 4 GiB kernarg segment being placed,
/// 4 GiB of scratch per lane allocated per wave, and a u32 overflow adding a
/// local-memory argument to a group segment near 4 GiB).
#[test]
fn claimed_sizes_are_bounded() {
    let (mut k, mut mem, args) = lookup_kernel();
    let l = launch(1, 64);
    let compiled = k.descriptor;
    k.run(&l, &args, &mut mem, Some(1)).unwrap();

    k.descriptor.kernarg_size = u32::MAX;
    let e = k.run(&l, &args, &mut mem, Some(1)).unwrap_err();
    assert!(e.contains("kernarg segment of 4294967295 bytes"), "{e}");

    // gfx1100, wave32: 15 bits of 256 bytes per wave
    let per_lane = 256 * ((1 << 15) - 1) / 32;
    k.descriptor = compiled;
    k.descriptor.private_segment_fixed_size = per_lane;
    k.run(&l, &args, &mut mem, Some(1)).unwrap();
    k.descriptor.private_segment_fixed_size = per_lane + 1;
    let e = k.run(&l, &args, &mut mem, Some(1)).unwrap_err();
    assert!(
        e.contains("bytes of scratch per wave, more than the 8388352"),
        "{e}"
    );

    // the local-memory argument's region starts at 4 GiB, or ends there
    k.descriptor = compiled;
    k.descriptor.group_segment_fixed_size = u32::MAX - 4;
    let e = k.run(&l, &args, &mut mem, Some(1)).unwrap_err();
    assert!(
        e.contains("argument 1: its LDS region starts beyond 4 GiB"),
        "{e}"
    );
    k.descriptor.group_segment_fixed_size = u32::MAX - 255;
    let e = k.run(&l, &args, &mut mem, Some(1)).unwrap_err();
    assert!(
        e.contains("needs 4294967296 bytes of LDS, more than"),
        "{e}"
    );
}

/// User SGPRs a descriptor places past the last SGPR are dropped, not
/// written out of bounds (the `run` fuzz target: 127 preloaded kernarg
/// dwords put the private segment size at s127).
#[test]
fn user_sgprs_past_the_register_file_are_dropped() {
    let (mut k, mut mem, args) = lookup_kernel();
    k.descriptor.kernarg_preload = 127;
    k.descriptor.properties |= 1 << 6; // ENABLE_SGPR_PRIVATE_SEGMENT_SIZE
    let (sgpr, at, _) = *k.descriptor.user_sgprs().last().unwrap();
    assert_eq!(sgpr, amdgpu_codeobj::UserSgpr::PrivateSegmentSize);
    assert!(at >= 106, "{at}");
    // the run itself may fail (the kernel's code does not expect this
    // layout); it must not panic
    let _ = k.run(&launch(1, 64), &args, &mut mem, Some(1));
}

/// A code object whose image is larger than the emulator places is refused
/// before it is copied (the `run` fuzz target: a 1 GiB .bss took 17 s).
#[test]
fn huge_images_are_refused() {
    let mut data = object("crates/codeobj/tests/data/gfx1100.o");
    let u64_at = |d: &[u8], o: usize| u64::from_le_bytes(d[o..o + 8].try_into().unwrap());
    // section 8 (.note.GNU-stack, empty) becomes an allocated NOBITS section
    let h = u64_at(&data, 0x28) as usize + 8 * 64;
    assert_eq!(u64_at(&data, h + 0x20), 0, "the empty section");
    let obj = CodeObject::parse(&data).unwrap();
    let mut mem = Buffers::new();
    assert!(Loaded::new(&obj, Some("vadd"), &mut mem).is_ok());
    data[h + 4..h + 8].copy_from_slice(&8u32.to_le_bytes()); // SHT_NOBITS
    data[h + 8..h + 16].copy_from_slice(&2u64.to_le_bytes()); // SHF_ALLOC
    for (size, ok) in [
        (16 << 20, true),
        (257 << 20, false),
        ((1 << 30) - (1 << 16), false),
    ] {
        data[h + 0x20..h + 0x28].copy_from_slice(&(size as u64).to_le_bytes());
        let obj = CodeObject::parse(&data).unwrap();
        let mut mem = Buffers::new();
        match Loaded::new(&obj, Some("vadd"), &mut mem) {
            Ok(_) => assert!(ok, "{size} bytes placed"),
            Err(e) => assert!(
                !ok && e.contains("bytes, more than the 268435456 placed"),
                "{e}"
            ),
        }
    }
}

/// tests/data/lanes.cl: DPP16 scans, quad_perm, row_mirror and DPP8, in
/// wave32 and wave64 (rows of 16 and groups of 8 are the same in both).
#[test]
fn dpp_lane_shuffles() {
    let n = 64u32;
    let a: Vec<u8> = (0..n).flat_map(|i| (i * 7 + 1).to_le_bytes()).collect();
    let val = |i: u32| i * 7 + 1;
    for obj in ["lanes.gfx1100.o", "lanes.gfx1100w64.o"] {
        let data = object(&format!("crates/emu/tests/data/{obj}"));
        let out = run(
            &data,
            "lanes",
            launch(1, n),
            vec![A::Buf(vec![0; 4 * 256]), A::Buf(a.clone())],
            None,
        );
        let o = words(&out[0]);
        for i in 0..n {
            let row = i & !15;
            let scan: u32 = (row..=i).map(val).sum();
            assert_eq!(o[i as usize], scan, "{obj} scan {i}");
            assert_eq!(
                o[64 + i as usize],
                val((i & !3) | (3 - (i & 3))),
                "{obj} quad_perm {i}"
            );
            assert_eq!(
                o[128 + i as usize],
                val(row + 15 - (i & 15)),
                "{obj} mirror {i}"
            );
            assert_eq!(
                o[192 + i as usize],
                val((i & !7) | ((i + 3) & 7)),
                "{obj} dpp8 {i}"
            );
        }
    }
}

/// f16 bits of a value f16 holds exactly (the test's values are small
/// dyadic numbers in the normal range).
fn f16_bits(x: f32) -> u16 {
    if x == 0.0 {
        return 0;
    }
    let b = x.to_bits();
    let sign = (b >> 16) as u16 & 0x8000;
    let exp = ((b >> 23) & 0xff) as i32 - 127 + 15;
    let mant = (b >> 13) as u16 & 0x3ff;
    assert!(
        (1..31).contains(&exp) && b & 0x1fff == 0,
        "{x} is not an exact f16"
    );
    sign | (exp as u16) << 10 | mant
}

/// tests/data/half.cl: f16 arithmetic on register halves, conversion and
/// compare, wave32 and wave64.
#[test]
fn half_precision_on_register_halves() {
    let n = 64u32;
    let a: Vec<f32> = (0..=n).map(|i| i as f32 * 0.5).collect();
    let f: Vec<f32> = (0..n).map(|i| i as f32 * 0.25 - 3.0).collect();
    let a16: Vec<u8> = a.iter().flat_map(|&x| f16_bits(x).to_le_bytes()).collect();
    let f32s: Vec<u8> = f.iter().flat_map(|x| x.to_le_bytes()).collect();
    for obj in ["half.gfx1100.o", "half.gfx1100w64.o"] {
        let data = object(&format!("crates/emu/tests/data/{obj}"));
        let out = run(
            &data,
            "half_ops",
            launch(1, n),
            vec![
                A::Buf(vec![0; 2 * 192]),
                A::Buf(a16.clone()),
                A::Buf(f32s.clone()),
            ],
            None,
        );
        let o: Vec<u16> = out[0]
            .chunks(2)
            .map(|c| u16::from_le_bytes([c[0], c[1]]))
            .collect();
        for i in 0..n as usize {
            assert_eq!(o[i], f16_bits(a[i] * 2.0 + a[i + 1]), "{obj} fma {i}");
            assert_eq!(o[64 + i], f16_bits(f[i]), "{obj} cvt {i}");
            let sel = if a[i] > 3.0 { 5.0 } else { -1.0 };
            assert_eq!(o[128 + i], f16_bits(sel), "{obj} select {i}");
        }
    }
}
