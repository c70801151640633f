//! `ds_bvh_stack_*`: the RDNA 3 and RDNA 4 stack models rule by rule (expected
//! values worked out from the rules cited in `src/ds/bvh_stack.rs`), then the
//! wiring of the instructions in wave32 and wave64.

use amdgpu_emu::ds::bvh_stack::{self, LaneInput, INVALID_NODE, TERMINAL_NODE};
use amdgpu_emu::{Lds, Machine, Wave};
use amdgpu_isa::Target;

const INV: u32 = INVALID_NODE;
/// RDNA 4 control nodes (Mesa RADV_BVH_STACK_SKIP_*).
const SKIP_0_3: u32 = 0xffff_fffd;
const SKIP_4_7: u32 = 0xffff_fffb;
const SKIP_ALL: u32 = 0xffff_fff9;

fn input(addr: u32, last: u32, children: &[u32]) -> LaneInput {
    let mut data = [INV; 8];
    data[..children.len()].copy_from_slice(children);
    LaneInput { addr, last, data }
}

fn lds() -> Lds {
    Lds::new(64 * 1024)
}

// ---- RDNA 3 -------------------------------------------------------------

/// RDNA 3 offset selecting 8 << n entries (OFFSET1[5:4]).
fn size3(n: u16) -> u16 {
    n << 12
}

#[test]
fn rdna3_returns_nearest_and_pushes_the_rest_farthest_first() {
    let mut m = lds();
    let base = 5u32 << 18; // DWORD 5 = byte 20
    let o = bvh_stack::rdna3(&mut m, size3(1), &input(base, INV, &[0xa, 0xb, 0xc, 0xd]));
    assert_eq!(o.vdst[0], 0xa);
    assert_eq!(o.addr, base | 3);
    // Slots are 128 bytes apart: index 0 at 20, 1 at 148, 2 at 276.
    assert_eq!(
        [m.read_u32(20), m.read_u32(148), m.read_u32(276)],
        [0xd, 0xc, 0xb]
    );
    // Pops come back nearest first, each leaving 0xFFFFFFFF behind.
    let mut a = o.addr;
    for want in [0xb, 0xc, 0xd] {
        let o = bvh_stack::rdna3(&mut m, size3(1), &input(a, TERMINAL_NODE, &[1, 2, 3, 4]));
        assert_eq!(o.vdst[0], want);
        a = o.addr;
    }
    assert_eq!(a, base);
    assert_eq!(m.read_u32(148), INV);
    // Empty: the terminal node, index stays 0.
    let o = bvh_stack::rdna3(&mut m, size3(1), &input(a, TERMINAL_NODE, &[1, 2, 3, 4]));
    assert_eq!((o.vdst[0], o.addr), (TERMINAL_NODE, base));
}

#[test]
fn rdna3_skips_invalid_children_and_matches_the_last_node() {
    let mut m = lds();
    // Holes are skipped: nearest valid is 0xb, 0xd pushed.
    let o = bvh_stack::rdna3(&mut m, 0, &input(0, INV, &[INV, 0xb, INV, 0xd]));
    assert_eq!((o.vdst[0], o.addr), (0xb, 1));
    assert_eq!(m.read_u32(0), 0xd);
    // Walk back from 0xb: the child after it (0xc) returns, 0xd is pushed.
    let o = bvh_stack::rdna3(&mut m, 0, &input(1, 0xb, &[0xa, 0xb, 0xc, 0xd]));
    assert_eq!((o.vdst[0], o.addr), (0xc, 2));
    assert_eq!(m.read_u32(128), 0xd);
    // Walk back from the last child: nothing after it, so pop (0xd).
    let o = bvh_stack::rdna3(&mut m, 0, &input(2, 0xd, &[0xa, 0xb, 0xc, 0xd]));
    assert_eq!((o.vdst[0], o.addr), (0xd, 1));
    // A last node that matches no child pushes nothing and pops.
    let o = bvh_stack::rdna3(&mut m, 0, &input(1, 0x77, &[0xa, 0xb, 0xc, 0xd]));
    assert_eq!((o.vdst[0], o.addr), (0xd, 0));
}

#[test]
fn rdna3_overflow_wraps_the_ring_and_pops_invalid() {
    let mut m = lds();
    // Size 8: three pushes of three children = 9 entries; index 8 reuses slot 0.
    let mut a = 0;
    for _ in 0..3 {
        let o = bvh_stack::rdna3(&mut m, size3(0), &input(a, INV, &[0xa, 0xb, 0xc, 0xd]));
        assert_eq!(o.vdst[0], 0xa);
        a = o.addr;
    }
    assert_eq!(a, 9);
    let mut popped = vec![];
    for _ in 0..9 {
        let o = bvh_stack::rdna3(&mut m, size3(0), &input(a, TERMINAL_NODE, &[0; 4]));
        popped.push(o.vdst[0]);
        a = o.addr;
    }
    // Index 0's entry was overwritten by index 8 and popped with it: the ninth
    // pop finds 0xFFFFFFFF (overflow) and still steps the index back.
    assert_eq!(popped, [0xb, 0xc, 0xd, 0xb, 0xc, 0xd, 0xb, 0xc, INV]);
    assert_eq!(a, 0);
    let o = bvh_stack::rdna3(&mut m, size3(0), &input(a, TERMINAL_NODE, &[0; 4]));
    assert_eq!(o.vdst[0], TERMINAL_NODE);
}

#[test]
fn rdna3_index_is_18_bits_and_keeps_the_base() {
    let mut m = lds();
    let a = (3 << 18) | 0x3_ffff;
    let o = bvh_stack::rdna3(&mut m, size3(3), &input(a, INV, &[1, 2, INV, INV]));
    // One push at index 0x3FFFF (slot 63 of 64), then the index wraps to 0.
    assert_eq!((o.vdst[0], o.addr), (1, 3 << 18));
    assert_eq!(m.read_u32(12 + 63 * 128), 2);
}

// ---- RDNA 4 -------------------------------------------------------------

/// RDNA 4 packed address.
fn addr4(base_dw: u32, ring: u32, to_tlas: u32, valid: u32) -> u32 {
    base_dw << 15 | ring << 10 | to_tlas << 5 | valid
}

fn push8(m: &mut Lds, off: u16, a: u32, last: u32, c: &[u32]) -> (u32, u32) {
    let o = bvh_stack::rdna4(m, off, 8, 1, &input(a, last, c));
    (o.vdst[0], o.addr)
}

#[test]
fn rdna4_pushes_highest_first_and_pops_the_nearest() {
    let mut m = lds();
    let (v, a) = push8(
        &mut m,
        16,
        addr4(2, 0, 0, 0),
        INV,
        &[0x15, 0x25, 0x35, INV, 0x55],
    );
    assert_eq!(v, 0x15);
    // 0x55 (DATA1[4]) went in first at ring 0, then 0x35, 0x25, 0x15; 0x15 popped.
    assert_eq!(a, addr4(2, 3, 3, 3));
    assert_eq!(
        [
            m.read_u32(8),
            m.read_u32(136),
            m.read_u32(264),
            m.read_u32(392)
        ],
        [0x55, 0x35, 0x25, 0x15]
    );
}

#[test]
fn rdna4_empty_is_terminal_and_after_overflow_invalid() {
    let mut m = lds();
    let (v, a) = push8(&mut m, 16, 0, INV, &[SKIP_ALL]);
    assert_eq!((v, a), (TERMINAL_NODE, 0));
    // Size 4: six pushes overflow; the ring keeps the newest four.
    let kids = [0x15, 0x25, 0x35, 0x45, 0x55, 0x65];
    let (v, mut a) = push8(&mut m, 4, 0, INV, &kids);
    assert_eq!(v, 0x15);
    assert_eq!(a >> 30 & 1, 1, "overflow flag");
    let mut popped = vec![];
    for _ in 0..4 {
        let (v, n) = push8(&mut m, 4, a, INV, &[SKIP_ALL]);
        popped.push(v);
        a = n;
    }
    assert_eq!(popped, [0x25, 0x35, 0x45, INV]);
    assert_eq!(a & 31, 0);
}

#[test]
fn rdna4_walkback_pushes_only_after_the_last_node() {
    let mut m = lds();
    let kids = [0x15, 0x25, 0x35, 0x45];
    // Last = 0x25: 0x45 and 0x35 pushed, then 0x35 popped.
    let o = bvh_stack::rdna4(&mut m, 16, 4, 1, &input(0, 0x25, &kids));
    assert_eq!((o.vdst[0], o.addr), (0x35, addr4(0, 1, 1, 1)));
    // A last node matching no child pushes nothing: pop 0x45.
    let o = bvh_stack::rdna4(&mut m, 16, 4, 1, &input(o.addr, 0x95, &kids));
    assert_eq!((o.vdst[0], o.addr), (0x45, addr4(0, 0, 0, 0)));
}

#[test]
fn rdna4_skip_nodes_drop_halves() {
    let mut m = lds();
    let kids = [0x15, 0x25, 0x35, 0x45, 0x55, 0x65, 0x75, SKIP_0_3];
    // Bit 1 clear: DATA1[0..3] skipped, DATA1[4..6] pushed; nearest left is 0x55.
    let (v, a) = push8(&mut m, 16, 0, INV, &kids);
    assert_eq!((v, a), (0x55, addr4(0, 2, 2, 2)));
    let kids = [0x15, 0x25, 0x35, 0x45, 0x55, 0x65, 0x75, SKIP_4_7];
    // Bit 2 clear: DATA1[4..7] skipped, DATA1[0..3] pushed.
    let (v, a) = push8(&mut m, 16, 0, INV, &kids);
    assert_eq!((v, a), (0x15, addr4(0, 3, 3, 3)));
}

#[test]
fn rdna4_pop2_second_pop_pairs_and_instances() {
    let mut m = lds();
    let pop2 = |m: &mut Lds, off: u16, a: u32, c: &[u32]| {
        let o = bvh_stack::rdna4(m, off, 8, 2, &input(a, INV, c));
        (o.vdst, o.addr)
    };
    // Two nodes: {second, first}.
    let (v, a) = pop2(&mut m, 16, 0, &[0x15, 0x25, 0x35]);
    assert_eq!((v, a), ([0x25, 0x15], addr4(0, 1, 1, 1)));
    // One node left: {first, invalid}.
    let (v, a) = pop2(&mut m, 16, a, &[SKIP_ALL]);
    assert_eq!((v, a), ([0x35, INV], 0));
    // The second pop never takes an instance node (type 6).
    let (v, a) = pop2(&mut m, 16, 0, &[0x15, 0x26]);
    assert_eq!((v, a), ([0x15, INV], addr4(0, 1, 1, 1)));
    // ... nor crosses it after the first pop: 0x41 pushed above the instance.
    let (v, _) = pop2(&mut m, 16, a, &[0x41]);
    assert_eq!(v, [0x41, INV]);
    // Triangle pair (OFFSET1[0]): a type-1 first pop returns its tri0 too, and
    // the node below stays on the stack.
    let (v, b) = pop2(&mut m, 16 | 1 << 8, 0, &[0x41, 0x55]);
    assert_eq!((v, b), ([0x40, 0x41], addr4(0, 1, 1, 1)));
    // Without the flag a triangle is popped like any node.
    let (v, b) = pop2(&mut m, 16, 0, &[0x41, 0x55]);
    assert_eq!((v, b), ([0x55, 0x41], 0));
}

#[test]
fn rdna4_instance_pop_tracks_the_tlas_boundary() {
    let mut m = lds();
    // Pop an instance node (type 6): the stack below it belongs to the TLAS.
    let (v, a) = push8(&mut m, 16, 0, INV, &[0x16, 0x25]);
    assert_eq!(v, 0x16);
    assert_eq!(a, 1 << 29 | addr4(0, 1, 0, 1), "tlas_in set, to_tlas 0");
    // BLAS children: one pushed, the other returned.
    let (v, a) = push8(&mut m, 16, a, INV, &[0x35, 0x45]);
    assert_eq!((v, a), (0x35, 1 << 29 | addr4(0, 2, 1, 2)));
    // Pop the BLAS node, then the next pop crosses back to the TLAS.
    let (v, a) = push8(&mut m, 16, a, INV, &[SKIP_ALL]);
    assert_eq!((v, a), (0x45, 1 << 29 | addr4(0, 1, 0, 1)));
    let (v, a) = push8(&mut m, 16, a, INV, &[SKIP_ALL]);
    assert_eq!(v, 0x25);
    assert_eq!(
        a,
        1 << 31 | addr4(0, 0, 0, 0),
        "blas_to_tlas_pop set, tlas_in cleared"
    );
}

#[test]
fn rdna4_primitive_range_updates_the_last_entry() {
    let mut m = lds();
    // OFFSET1[1], last = 0xFFFFFFF8 (bit 2 clear: range update, bit 0 clear:
    // next triangle of the pair): DATA1[7] steps from tri3 to tri4 (^ 0xB),
    // everything else is skipped.
    let kids = [0x15, 0x25, 0x35, 0x45, 0x55, 0x65, 0x75, 0x1233];
    let (v, _) = push8(&mut m, 16 | 2 << 8, 0, 0xffff_fff8, &kids);
    assert_eq!(v, 0x1238);
    // Bit 0 set: end of node, next 16-byte node.
    let (v, _) = push8(&mut m, 16 | 2 << 8, 0, 0xffff_fff9, &kids);
    assert_eq!(v, 0x1240);
    // Bit 1 set (end of range): nothing pushed, so the stack pops (empty).
    let (v, _) = push8(&mut m, 16 | 2 << 8, 0, 0xffff_fffa, &kids);
    assert_eq!(v, TERMINAL_NODE);
}

// ---- Instructions in a wave ---------------------------------------------

fn run(target: &str, wave: u32, src: &str) -> Wave {
    let t = Target::from_name(target)
        .unwrap()
        .with_wave_size(wave)
        .unwrap();
    let mut m = Machine::from_source(t, src).unwrap();
    let mut w = Wave::new(t, wave);
    m.run(&mut w, 100, None).unwrap();
    w
}

/// Every lane of a wave pushes to its own stack (base DWORD = lane), so the
/// lanes of the upper half of a wave64 work like the lower ones.
#[test]
fn every_lane_has_its_own_stack_in_wave32_and_wave64() {
    for (target, shift, op, off) in [
        (
            "gfx1100",
            18,
            "ds_bvh_stack_rtn_b32 v10, v0, v1, v[2:5]",
            "offset:4096",
        ),
        (
            "gfx1200",
            15,
            "ds_bvh_stack_push4_pop1_rtn_b32 v10, v0, v1, v[2:5]",
            "offset:16",
        ),
    ] {
        for wave in [32, 64] {
            let src = format!(
                "v_mbcnt_lo_u32_b32 v6, -1, 0\nv_mbcnt_hi_u32_b32 v6, -1, v6\n\
                 v_lshlrev_b32 v0, {shift}, v6\nv_mov_b32 v1, -1\n\
                 v_lshlrev_b32 v7, 4, v6\n\
                 v_add_nc_u32 v2, 0x105, v7\nv_add_nc_u32 v3, 0x205, v7\n\
                 v_mov_b32 v4, -1\nv_mov_b32 v5, -1\n{op} {off}\ns_endpgm\n"
            );
            let w = run(target, wave, &src);
            for l in 0..wave as usize {
                let lu = l as u32;
                // Nodes carry the lane in bits [11:4] (bits [2:0] = 5, a box node).
                assert_eq!(
                    w.vgpr[10][l],
                    0x105 + (lu << 4),
                    "{target} wave{wave} lane {l}"
                );
                // One entry in slot 0 of the lane's stack.
                assert_eq!(
                    w.lds.read_u32(4 * lu),
                    0x205 + (lu << 4),
                    "{target} lane {l}"
                );
                let want = if shift == 18 {
                    lu << 18 | 1
                } else {
                    lu << 15 | 1 << 10 | 1 << 5 | 1
                };
                assert_eq!(w.vgpr[0][l], want, "{target} wave{wave} lane {l}");
            }
        }
    }
}

#[test]
fn pop2_writes_both_vdst_registers_and_the_address() {
    let src = "v_mov_b32 v1, -1\nv_mov_b32 v2, 0x15\nv_mov_b32 v3, 0x25\nv_mov_b32 v4, -1\n\
               v_mov_b32 v5, -1\nv_mov_b32 v6, -1\nv_mov_b32 v7, -1\nv_mov_b32 v8, -1\n\
               v_mov_b32 v9, -1\nv_mov_b32 v12, 7\n\
               ds_bvh_stack_push8_pop2_rtn_b64 v[10:11], v0, v1, v[2:9] offset:16\ns_endpgm\n";
    let w = run("gfx1201", 32, src);
    assert_eq!((w.vgpr[10][0], w.vgpr[11][0]), (0x25, 0x15));
    assert_eq!(w.vgpr[0][0], 0);
    assert_eq!(w.vgpr[12][0], 7, "pop2 writes two registers only");
    // Inactive lanes keep their registers (lanes 1.. of Wave::new(.., 32) are active).
    let t = Target::from_name("gfx1201").unwrap();
    let mut m = Machine::from_source(t, src).unwrap();
    let mut w = Wave::new(t, 1);
    w.vgpr[0][1] = 0x1234;
    m.run(&mut w, 100, None).unwrap();
    assert_eq!(w.vgpr[0][1], 0x1234);
    assert_eq!(w.vgpr[10][1], 0);
}
