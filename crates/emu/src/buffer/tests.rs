//! Unit tests per buffer kind. Expected values are worked out by hand from
//! the rules cited in `buffer.rs` (address computation, OOB_SELECT modes,
//! D16 halves, the atomics' pseudocode), not from running the emulator.

use super::*;
use crate::memory::Buffers;
use amdgpu_isa::Inst;

/// OOB_SELECT in word 3.
const RAW: u32 = 3 << 28;
const STRUCT_OFF: u32 = 0;
const STRUCT_IDX: u32 = 1 << 28;
const NONZERO: u32 = 2 << 28;
/// DST_SEL_X/Y/Z/W = X, Y, Z, W.
const IDENTITY: u32 = 4 | 5 << 3 | 6 << 6 | 7 << 9;

fn target() -> Target {
    Target::from_name("gfx1100").unwrap()
}

fn inst(text: &str) -> (BufKind, BufInst) {
    let t = target();
    let Ok(Inst::Buffer(b)) = amdgpu_isa::assemble_line(t, text) else {
        panic!("{text}: not a buffer instruction");
    };
    let k = classify(t, b.row()).unwrap_or_else(|| panic!("{text}: not classified"));
    (k, b)
}

struct Fx {
    w: Wave,
    mem: Buffers,
    base: u64,
}

/// A wave of `lanes` lanes and one buffer holding `words`.
fn fx(lanes: u32, words: &[u32]) -> Fx {
    let mut mem = Buffers::new();
    let bytes: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).collect();
    let base = mem.add(&bytes);
    Fx {
        w: Wave::new(target(), lanes),
        mem,
        base,
    }
}

impl Fx {
    /// A V# in s[0:3] over the buffer (`at` bytes in).
    fn rsrc(&mut self, at: u64, stride: u32, records: u32, word3: u32) {
        let base = self.base + at;
        self.w.sgpr[0] = base as u32;
        self.w.sgpr[1] = (base >> 32) as u32 & 0xffff | stride << 16;
        self.w.sgpr[2] = records;
        self.w.sgpr[3] = word3;
    }
    fn run(&mut self, text: &str) -> Result<(), String> {
        let (k, b) = inst(text);
        let mut env = Env {
            mem: &self.mem,
            scratch: &mut [],
            private_size: 0,
        };
        exec_buffer(&mut self.w, k, &b, &mut env)
    }
    fn ok(&mut self, text: &str) {
        self.run(text).unwrap_or_else(|e| panic!("{text}: {e}"));
    }
    fn words(&self) -> Vec<u32> {
        self.mem
            .bytes(self.base)
            .unwrap()
            .chunks(4)
            .map(|c| u32::from_le_bytes(c.try_into().unwrap()))
            .collect()
    }
    fn lanes(&self, v: usize, n: usize) -> Vec<u32> {
        self.w.vgpr[v][..n].to_vec()
    }
    fn set(&mut self, v: usize, vals: &[u32]) {
        self.w.vgpr[v][..vals.len()].copy_from_slice(vals);
    }
}

fn iota(n: u32) -> Vec<u32> {
    (0..n).map(|i| 0x1000 + i).collect()
}

#[test]
fn every_gfx11_buffer_row_but_the_cache_controls_classifies() {
    use amdgpu_isa::tables::buffer::{group, BUF_ROWS};
    for name in ["gfx1100", "gfx1103", "gfx1150", "gfx1153"] {
        let t = Target::from_name(name).unwrap();
        let g = group(t).unwrap();
        let mut unclassified: Vec<&str> = BUF_ROWS
            .iter()
            .filter(|r| !r.cells[g].is_empty() && !r.tfe && !r.lds)
            .filter(|r| classify(t, r).is_none())
            .map(|r| r.name)
            .collect();
        unclassified.sort();
        assert_eq!(unclassified, ["buffer_gl0_inv", "buffer_gl1_inv"], "{name}");
    }
    // other generations' descriptors are not modelled
    for name in ["gfx1030", "gfx90a", "gfx1200"] {
        let t = Target::from_name(name).unwrap();
        let g = group(t).unwrap();
        assert!(
            BUF_ROWS
                .iter()
                .filter(|r| !r.cells[g].is_empty())
                .all(|r| classify(t, r).is_none()),
            "{name}"
        );
    }
}

#[test]
fn classifier_shapes() {
    use crate::ds::AtomOp;
    let cases = [
        (
            "buffer_load_i8 v1, v0, s[0:3], 0 offen",
            BufKind::Mem(FlatKind::Load {
                bytes: 1,
                sign: true,
                d16: 0,
            }),
        ),
        (
            "buffer_load_d16_hi_u8 v1, v0, s[0:3], 0 offen",
            BufKind::Mem(FlatKind::Load {
                bytes: 1,
                sign: false,
                d16: 2,
            }),
        ),
        (
            "buffer_store_d16_hi_b16 v1, v0, s[0:3], 0 offen",
            BufKind::Mem(FlatKind::Store { bytes: 2, hi: true }),
        ),
        (
            "buffer_atomic_cmpswap_f32 v[2:3], v0, s[0:3], 0 offen",
            BufKind::Mem(FlatKind::Atomic {
                op: AtomOp::CmpstF { new_first: true },
                width: 4,
                rtn: false,
            }),
        ),
        (
            "buffer_atomic_csub_u32 v1, v0, s[0:3], 0 offen glc",
            BufKind::Mem(FlatKind::Atomic {
                op: AtomOp::SubClamp,
                width: 4,
                rtn: false,
            }),
        ),
        (
            "buffer_load_d16_format_xyz v[1:2], v0, s[0:3], 0 offen",
            BufKind::FormatLoad {
                comps: 3,
                d16: 1,
                typed: false,
            },
        ),
        (
            "tbuffer_store_format_xy v[1:2], v0, s[0:3], 0 format:[BUF_FMT_32_32_FLOAT] offen",
            BufKind::FormatStore {
                comps: 2,
                d16: 0,
                typed: true,
            },
        ),
    ];
    for (text, want) in cases {
        assert_eq!(inst(text).0, want, "{text}");
    }
}

#[test]
fn descriptor_fields() {
    // base 0x1234_5678_9abc, stride 0x2468, swizzle 3, 100 records,
    // DST_SEL (X=4, Y=1, Z=0, W=7), FORMAT 22, INDEX_STRIDE 2 (32),
    // ADD_TID, OOB_SELECT 2
    let w3 = 4 | 1 << 3 | 7 << 9 | 22 << 12 | 2 << 21 | 1 << 23 | 2 << 28;
    let r = Rsrc::from_words([0x5678_9abc, 0x1234 | 0x2468 << 16 | 3 << 30, 100, w3]);
    assert_eq!(r.base, 0x1234_5678_9abc);
    assert_eq!((r.stride, r.swizzle, r.records), (0x2468, 3, 100));
    assert_eq!(r.dst_sel, [4, 1, 0, 7]);
    assert_eq!(
        (r.format, r.index_stride, r.add_tid, r.oob),
        (22, 32, true, 2)
    );
}

#[test]
fn raw_load_out_of_range_reads_zero() {
    let mut f = fx(4, &iota(8));
    // 16 bytes in range, OOB_SELECT 3: offset + 4 + SOFFSET <= 16
    f.rsrc(0, 0, 16, RAW);
    f.set(0, &[0, 4, 12, 16]);
    f.ok("buffer_load_b32 v1, v0, s[0:3], 0 offen");
    assert_eq!(f.lanes(1, 4), [0x1000, 0x1001, 0x1003, 0]);
    // SOFFSET counts in mode 3: 12 + 4 + 4 > 16
    f.w.sgpr[4] = 4;
    f.ok("buffer_load_b32 v1, v0, s[0:3], s4 offen");
    assert_eq!(f.lanes(1, 4), [0x1001, 0x1002, 0, 0]);
    // the instruction offset counts as part of the offset
    f.ok("buffer_load_b32 v1, v0, s[0:3], 0 offen offset:8");
    assert_eq!(f.lanes(1, 4), [0x1002, 0x1003, 0, 0]);
    // a byte at 15 is in, at 16 out
    f.set(0, &[15, 16, 1, 2]);
    f.ok("buffer_load_u8 v1, v0, s[0:3], 0 offen");
    assert_eq!(f.lanes(1, 4), [0, 0, 0x10, 0]);
}

#[test]
fn wide_loads_and_stores_are_checked_per_dword() {
    let mut f = fx(1, &iota(8));
    f.rsrc(0, 0, 24, RAW);
    f.set(0, &[16]);
    f.set(1, &[7]);
    f.set(2, &[7]);
    f.set(3, &[7]);
    f.set(4, &[7]);
    f.ok("buffer_load_b128 v[1:4], v0, s[0:3], 0 offen");
    let got: Vec<u32> = (1..5).map(|v| f.w.vgpr[v][0]).collect();
    assert_eq!(got, [0x1004, 0x1005, 0, 0]);
    // store b96 at 16: the first two dwords land, the third is dropped
    f.set(5, &[0xa]);
    f.set(6, &[0xb]);
    f.set(7, &[0xc]);
    f.rsrc(0, 0, 24, RAW);
    f.ok("buffer_store_b96 v[5:7], v0, s[0:3], 0 offen");
    assert_eq!(f.words()[4..8], [0xa, 0xb, 0x1006, 0x1007]);
    // a 2-byte store straddling the bound is dropped whole
    f.set(0, &[23]);
    f.ok("buffer_store_b16 v5, v0, s[0:3], 0 offen");
    assert_eq!(f.words()[5], 0xb);
}

#[test]
fn structured_modes_check_index_and_stride() {
    let mut f = fx(4, &iota(16));
    // stride 8, 2 records, OOB_SELECT 0: index < 2 and offset + 4 <= 8
    f.rsrc(0, 8, 2, STRUCT_OFF);
    f.set(0, &[0, 1, 2, 1]);
    f.set(1, &[4, 4, 4, 8]);
    f.ok("buffer_load_b32 v2, v[0:1], s[0:3], 0 idxen offen");
    // address = index * 8 + offset: 4, 12, (index 2 out), (offset 8 + 4 > 8)
    assert_eq!(f.lanes(2, 4), [0x1001, 0x1003, 0, 0]);
    // OOB_SELECT 1: only the index is checked
    f.rsrc(0, 8, 2, STRUCT_IDX);
    f.ok("buffer_load_b32 v2, v[0:1], s[0:3], 0 idxen offen");
    assert_eq!(f.lanes(2, 4), [0x1001, 0x1003, 0, 0x1004]);
    // SOFFSET is added to the address but not checked in mode 1
    f.w.sgpr[5] = 16;
    f.ok("buffer_load_b32 v2, v[0:1], s[0:3], s5 idxen offen");
    assert_eq!(f.lanes(2, 4), [0x1005, 0x1007, 0, 0x1008]);
    // idxen alone: the index from v0, no VGPR offset
    f.ok("buffer_load_b32 v2, v0, s[0:3], 0 idxen offset:4");
    assert_eq!(f.lanes(2, 4), [0x1001, 0x1003, 0, 0x1003]);
    // mode 0 with stride 0 leaves nothing in range
    f.rsrc(0, 0, 64, STRUCT_OFF);
    f.ok("buffer_load_b32 v2, v1, s[0:3], 0 offen");
    assert_eq!(f.lanes(2, 4), [0; 4]);
}

#[test]
fn mode_two_checks_only_a_zero_size() {
    let mut f = fx(2, &iota(16));
    f.rsrc(0, 0, 4, NONZERO);
    f.set(0, &[40, 60]);
    f.ok("buffer_load_b32 v1, v0, s[0:3], 0 offen");
    assert_eq!(f.lanes(1, 2), [0x100a, 0x100f]);
    f.rsrc(0, 0, 0, NONZERO);
    f.ok("buffer_load_b32 v1, v0, s[0:3], 0 offen");
    assert_eq!(f.lanes(1, 2), [0, 0]);
    f.set(2, &[5, 6]);
    f.ok("buffer_store_b32 v2, v0, s[0:3], 0 offen");
    assert_eq!(f.words(), iota(16));
}

#[test]
fn mode_three_with_swizzle_and_stride_is_structured() {
    let mut f = fx(1, &iota(32));
    // swizzle on and a stride: index < records && offset + 4 <= stride
    f.rsrc(0, 16, 1, RAW);
    f.w.sgpr[1] |= 1 << 30;
    f.set(0, &[0]);
    f.set(1, &[12]);
    f.ok("buffer_load_b32 v2, v[0:1], s[0:3], 0 idxen offen");
    // swizzled address, 4-byte elements, 8 records per group: (0 + 12/4*4)*8 + 0 = 96
    assert_eq!(f.lanes(2, 1), [0x1000 + 24]);
    f.set(1, &[16]);
    f.ok("buffer_load_b32 v2, v[0:1], s[0:3], 0 idxen offen");
    assert_eq!(f.lanes(2, 1), [0]);
}

#[test]
fn add_tid_swizzle_interleaves_lanes() {
    let mut f = fx(16, &vec![0; 256]);
    // SWIZZLE_ENABLE 1 (4-byte elements), INDEX_STRIDE 0 (8 lanes), stride 8,
    // ADD_TID, OOB_SELECT 2: lane l at (l / 8 * 8 + off / 4 * 4) * 8 + l % 8 * 4 + off % 4
    f.rsrc(0, 8, 1, NONZERO | 1 << 23);
    f.w.sgpr[1] |= 1 << 30;
    for l in 0..16 {
        f.w.vgpr[1][l] = 100 + l as u32;
    }
    f.ok("buffer_store_b32 v1, off, s[0:3], 0 offset:4");
    let w = f.words();
    for l in 0..16usize {
        let at = (l / 8 * 8 + 4) * 8 + l % 8 * 4;
        assert_eq!(w[at / 4], 100 + l as u32, "lane {l}");
    }
    assert_eq!(w.iter().filter(|&&x| x != 0).count(), 16);
}

#[test]
fn d16_and_sign_extension() {
    let mut f = fx(1, &[0x8180_7f85, 0xfedc_ba98]);
    f.rsrc(0, 0, 8, RAW);
    f.set(0, &[0]);
    f.set(1, &[0x1234_5678]);
    f.ok("buffer_load_d16_u8 v1, v0, s[0:3], 0 offen");
    assert_eq!(f.lanes(1, 1), [0x1234_0085]);
    f.ok("buffer_load_d16_hi_i8 v1, v0, s[0:3], 0 offen");
    assert_eq!(f.lanes(1, 1), [0xff85_0085]);
    f.ok("buffer_load_d16_b16 v1, v0, s[0:3], 0 offen offset:4");
    assert_eq!(f.lanes(1, 1), [0xff85_ba98]);
    f.ok("buffer_load_d16_hi_b16 v1, v0, s[0:3], 0 offen offset:6");
    assert_eq!(f.lanes(1, 1), [0xfedc_ba98]);
    f.ok("buffer_load_i8 v2, v0, s[0:3], 0 offen offset:2");
    assert_eq!(f.lanes(2, 1), [0x80u8 as i8 as i32 as u32]);
    f.ok("buffer_load_i16 v2, v0, s[0:3], 0 offen offset:2");
    assert_eq!(f.lanes(2, 1), [0xffff_8180]);
    f.ok("buffer_load_u16 v2, v0, s[0:3], 0 offen offset:2");
    assert_eq!(f.lanes(2, 1), [0x8180]);
    // d16_hi stores: the high half
    f.set(3, &[0xaabb_ccdd]);
    f.ok("buffer_store_d16_hi_b16 v3, v0, s[0:3], 0 offen");
    f.ok("buffer_store_d16_hi_b8 v3, v0, s[0:3], 0 offen offset:7");
    assert_eq!(f.words(), [0x8180_aabb, 0xbbdc_ba98]);
    // a d16 load out of range writes 0 to its half only
    f.set(1, &[0x1234_5678]);
    f.ok("buffer_load_d16_b16 v1, v0, s[0:3], 0 offen offset:8");
    assert_eq!(f.lanes(1, 1), [0x1234_0000]);
}

#[test]
fn atomics_return_and_drop() {
    let mut f = fx(2, &[10, 20, 0x3f80_0000, 5, 7, 0, 0, 0]);
    f.rsrc(0, 0, 24, RAW);
    f.set(0, &[0, 4]);
    f.set(1, &[3, 4]);
    f.ok("buffer_atomic_add_u32 v1, v0, s[0:3], 0 offen glc");
    // each lane returns its old value
    assert_eq!(f.lanes(1, 2), [10, 20]);
    assert_eq!(f.words()[..2], [13, 24]);
    // no glc: VDATA keeps its data
    f.set(1, &[1, 1]);
    f.ok("buffer_atomic_sub_u32 v1, v0, s[0:3], 0 offen");
    assert_eq!(f.lanes(1, 2), [1, 1]);
    assert_eq!(f.words()[..2], [12, 23]);
    // cmpswap: DATA[31:0] = new, DATA[63:32] = compare; lane 0 matches
    f.set(2, &[100, 200]);
    f.set(3, &[12, 99]);
    f.ok("buffer_atomic_cmpswap_b32 v[2:3], v0, s[0:3], 0 offen glc");
    assert_eq!(f.lanes(2, 2), [12, 23]);
    assert_eq!(f.words()[..2], [100, 23]);
    // float add and max on word 2 (1.0): + 0.5 then max with 2.0
    f.set(0, &[8, 8]);
    f.set(4, &[0x3f00_0000, 0x3f00_0000]);
    f.ok("buffer_atomic_add_f32 v4, v0, s[0:3], 0 offen glc");
    assert_eq!(f.lanes(4, 2), [0x3f80_0000, 0x3fc0_0000]);
    assert_eq!(f.words()[2], 0x4000_0000); // 1.0 + 0.5 + 0.5
    f.set(4, &[0xc000_0000, 0x4040_0000]);
    f.ok("buffer_atomic_max_f32 v4, v0, s[0:3], 0 offen");
    assert_eq!(f.words()[2], 0x4040_0000);
    f.set(4, &[0xc000_0000, 0x4040_0000]);
    f.ok("buffer_atomic_min_f32 v4, v0, s[0:3], 0 offen");
    assert_eq!(f.words()[2], 0xc000_0000);
    // 64-bit compare-swap on words 4-5 (lane 0 only) and add
    f.w.exec = 1;
    f.set(0, &[16]);
    f.set(6, &[0x1111]);
    f.set(7, &[0x2222]);
    f.set(8, &[7]);
    f.set(9, &[0]);
    f.ok("buffer_atomic_cmpswap_b64 v[6:9], v0, s[0:3], 0 offen glc");
    assert_eq!(f.lanes(6, 1), [7]);
    assert_eq!(f.lanes(7, 1), [0]);
    assert_eq!(f.words()[4..6], [0x1111, 0x2222]);
    f.set(6, &[0xffff_ffff]);
    f.set(7, &[0]);
    f.ok("buffer_atomic_add_u64 v[6:7], v0, s[0:3], 0 offen");
    assert_eq!(f.words()[4..6], [0x1110, 0x2223]);
    // out of range (20 + 8 > 24): dropped, and a returning atomic gives 0
    f.set(0, &[20]);
    f.set(6, &[1]);
    f.set(7, &[1]);
    f.ok("buffer_atomic_add_u64 v[6:7], v0, s[0:3], 0 offen glc");
    assert_eq!((f.lanes(6, 1), f.lanes(7, 1)), (vec![0], vec![0]));
    assert_eq!(f.words()[5..], [0x2223, 0, 0]);
    // in range but misaligned: an error
    f.set(0, &[2]);
    let e = f
        .run("buffer_atomic_add_u32 v6, v0, s[0:3], 0 offen")
        .unwrap_err();
    assert!(e.contains("misaligned"), "{e}");
}

#[test]
fn typed_and_format_loads() {
    let one = 0x3f80_0000;
    let mut f = fx(1, &[one, 0x4000_0000, 0xc040_0000, 0x4080_0000]);
    f.rsrc(0, 0, 16, RAW | IDENTITY);
    f.set(0, &[0]);
    f.ok("tbuffer_load_format_xyzw v[1:4], v0, s[0:3], 0 format:[BUF_FMT_32_32_FLOAT] offen");
    // two components from memory; Z reads 0 and W 1.0
    let got: Vec<u32> = (1..5).map(|v| f.w.vgpr[v][0]).collect();
    assert_eq!(got, [one, 0x4000_0000, 0, one]);
    // the V#'s format: 8_SINT (6), sign-extended bytes; DST_SEL Y = SEL_1
    let w3 = RAW | 4 | 1 << 3 | 6 << 12;
    f.rsrc(0, 0, 16, w3);
    f.ok("buffer_load_format_xy v[1:2], v0, s[0:3], 0 offen offset:10");
    assert_eq!([f.w.vgpr[1][0], f.w.vgpr[2][0]], [0x40, 1]);
    f.ok("buffer_load_format_x v1, v0, s[0:3], 0 offen offset:11");
    assert_eq!(f.w.vgpr[1][0], 0xffff_ffc0);
    // out of range: 0, and 1 for the SEL_1 component
    f.ok("buffer_load_format_xy v[1:2], v0, s[0:3], 0 offen offset:16");
    assert_eq!([f.w.vgpr[1][0], f.w.vgpr[2][0]], [0, 1]);
    // d16, 16_16_UINT: packed halves; xyz keeps the top of the second VGPR
    f.rsrc(0, 0, 16, RAW | IDENTITY);
    f.set(2, &[0xdead_beef]);
    f.ok("tbuffer_load_d16_format_xyz v[1:2], v0, s[0:3], 0 format:[BUF_FMT_16_16_UINT] offen offset:4");
    assert_eq!([f.w.vgpr[1][0], f.w.vgpr[2][0]], [0x4000_0000, 0xdead_0000]);
    // 16_FLOAT widened to f32: the half 0xc040 is -2.125
    f.ok("tbuffer_load_format_x v1, v0, s[0:3], 0 format:[BUF_FMT_16_FLOAT] offen offset:10");
    assert_eq!(f.w.vgpr[1][0], (-2.125f32).to_bits());
    // normalised formats are refused by name
    let e = f
        .run("tbuffer_load_format_x v1, v0, s[0:3], 0 format:[BUF_FMT_8_8_UNORM] offen")
        .unwrap_err();
    assert!(e.contains("BUF_FMT_8_8_UNORM"), "{e}");
}

#[test]
fn format_stores() {
    let mut f = fx(1, &[0; 6]);
    f.rsrc(0, 0, 24, RAW | IDENTITY);
    f.set(0, &[4]);
    f.set(1, &[0x11]);
    f.set(2, &[0x22]);
    f.set(3, &[0x33]);
    f.ok("tbuffer_store_format_xyz v[1:3], v0, s[0:3], 0 format:[BUF_FMT_32_32_32_UINT] offen");
    assert_eq!(f.words(), [0, 0x11, 0x22, 0x33, 0, 0]);
    // d16 xy into 16_16: both halves of v1
    f.set(1, &[0xbbbb_aaaa]);
    f.ok("tbuffer_store_d16_format_xy v1, v0, s[0:3], 0 format:[BUF_FMT_16_16_FLOAT] offen offset:12");
    assert_eq!(f.words()[4], 0xbbbb_aaaa);
    // all or nothing: an 8-byte element at 20 is dropped
    f.ok(
        "tbuffer_store_format_xy v[1:2], v0, s[0:3], 0 format:[BUF_FMT_32_32_UINT] offen offset:16",
    );
    assert_eq!(f.words()[5], 0);
    // the descriptor's format, 32_UINT (20)
    f.rsrc(0, 0, 24, RAW | 20 << 12);
    f.set(1, &[0x77]);
    f.ok("buffer_store_format_x v1, v0, s[0:3], 0 offen offset:16");
    assert_eq!(f.words()[5], 0x77);
    // a narrowing store is refused
    let e = f
        .run("tbuffer_store_format_x v1, v0, s[0:3], 0 format:[BUF_FMT_8_UINT] offen")
        .unwrap_err();
    assert!(e.contains("BUF_FMT_8_UINT"), "{e}");
}

#[test]
fn in_range_access_outside_memory_is_an_error() {
    let mut f = fx(1, &[0; 4]);
    // NUM_RECORDS claims more than the buffer holds
    f.rsrc(0, 0, 0x10_0000, RAW);
    f.set(0, &[0x8_0000]);
    let e = f
        .run("buffer_load_b32 v1, v0, s[0:3], 0 offen")
        .unwrap_err();
    assert!(e.contains("outside every buffer"), "{e}");
    let e = f
        .run("buffer_store_b32 v1, v0, s[0:3], 0 offen")
        .unwrap_err();
    assert!(e.contains("outside every buffer"), "{e}");
}
