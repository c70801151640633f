//! The ray-tracing short stack of `ds_bvh_stack_*`: a per-lane ring of node
//! pointers in LDS, its packed address in the ADDR register (read and written
//! back), DATA0 = the last visited node, DATA1 = 4 or 8 child pointers.
//!
//! Sources (read for facts; cited per rule):
//! - `rdna4-guide`: AMD RDNA 4 ISA guide §12.5.3 and the DS_BVH_STACK_* pseudocode.
//! - `gpurt`: AMD GPURT `src/shaders/rtip3_ds_stack_emulation.hlsl`, the driver's
//!   software emulation of the RDNA 4 instructions (used when the hardware path
//!   is off, so it must agree with the hardware).
//! - `mesa`: Mesa radv `radv_nir_rt_common.c` (`radv_build_bvh_stack_rtn_addr`,
//!   the RDNA 3 / RDNA 4 traversal loops) and `bvh/bvh.h` (node constants).
//! - `llpc`: AMD LLPC `LowerGpuRt::visitLdsStackInit` / `visitLdsStackStore`.
//! - `rocjitsu`: AMD's rocjitsu emulator `lds_stack.cpp` (secondary: a model).

use crate::state::Lds;

/// No node (`mesa` RADV_BVH_INVALID_NODE, `gpurt` INVALID_NODE).
pub const INVALID_NODE: u32 = 0xffff_ffff;
/// Returned when the stack is empty and never overflowed (`mesa`
/// RADV_BVH_STACK_TERMINAL_NODE, `gpurt` TERMINAL_NODE).
pub const TERMINAL_NODE: u32 = 0xffff_fffe;
/// Byte distance between a lane's consecutive stack slots, in wave32 and
/// wave64: "The hardware uses a stride of 128 bytes (32 entries)" (`mesa`
/// radv_build_bvh_stack_rtn_addr; `llpc` visitLdsStackInit; `rocjitsu`).
pub const SLOT_STRIDE: u32 = 128;
/// `gpurt` NODE_TYPE_USER_NODE_INSTANCE: popping one marks a BLAS->TLAS boundary.
const INSTANCE: u32 = 6;
/// `gpurt` NODE_TYPE_TRIANGLE_1.
const TRIANGLE_1: u32 = 1;

/// The inputs of one lane.
#[derive(Clone, Copy, Debug)]
pub struct LaneInput {
    pub addr: u32,
    pub last: u32,
    /// DATA1; only the first `push` entries are used.
    pub data: [u32; 8],
}

/// One lane's results: the new ADDR and VDST (one or two dwords).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LaneOutput {
    pub addr: u32,
    pub vdst: [u32; 2],
}

/// RDNA 3 `ds_bvh_stack_rtn_b32` (four children).
///
/// ADDR = {stack_base[15:2] in [31:18] (DWORD address), stack_index in [17:0]}
/// (`mesa` radv_build_bvh_stack_rtn_addr and `llpc` visitLdsStackInit build it
/// so, with the index starting at 0). The index counts entries and is
/// never wrapped by the stack size: slot = index mod size (`mesa` adds 1 back
/// after an overflow pop, "the HW will decrement the stack pointer by one").
/// UNCONFIRMED: index width 18 bits (`mesa`, `llpc`), not the 16 bits plus size
/// in [17:16] of the layout the RDNA 4 guide prints for this form.
/// Stack size = 8 << OFFSET1[5:4] entries (RDNA 3 guide §12.5.3, as a public
/// RDNA 3 ISA/XML audit quotes it; `llpc` visitLdsStackStore encodes 16 entries
/// as offset 0x1000).
pub fn rdna3(lds: &mut Lds, offset: u16, x: &LaneInput) -> LaneOutput {
    let size = 8u32 << (offset >> 12 & 3);
    let base = (x.addr >> 18) << 2;
    let mut index = x.addr & 0x3_ffff;
    let slot = |i: u32| base.wrapping_add((i % size) * SLOT_STRIDE);
    let data = &x.data[..4];
    // Which children to consider: all, or with a valid last node (stackless
    // walk-back) only those after it; when no child matches the last node,
    // none (how `mesa` pops without pushing: it passes last = TERMINAL_NODE to
    // ignore the intersection result). RDNA 3 reserves only 0xFFFFFFFF as
    // the invalid node (`rocjitsu`).
    let from = if x.last == INVALID_NODE {
        Some(0)
    } else {
        data.iter().rposition(|&d| d == x.last).map(|m| m + 1)
    };
    let first = from.and_then(|f| (f..4).find(|&k| data[k] != INVALID_NODE));
    let ret = match first {
        // UNCONFIRMED push order: the nearest child (DATA1[0], the sorted
        // intersection result) is returned and the others pushed farthest
        // first, so they pop nearest first — the order `gpurt`'s RDNA 4
        // emulation, GPURT's RTIP1.1 traversal and `mesa`'s software path use
        // and `rocjitsu` models. The guides' simplified pseudocode instead
        // pushes DATA1[0..2] in order and returns DATA1[3].
        Some(first) => {
            for k in (first + 1..4).rev() {
                if data[k] != INVALID_NODE {
                    lds.write_u32(slot(index), data[k]);
                    index = (index + 1) & 0x3_ffff;
                }
            }
            data[first]
        }
        // Empty (index 0): TERMINAL_NODE (`mesa` ends traversal on it).
        None if index == 0 => TERMINAL_NODE,
        // Pop: step back, read, and leave INVALID_NODE in the slot (guide
        // pseudocode), so popping past a wrapped-over ring returns
        // INVALID_NODE — "ds_bvh_stack_rtn returns 0xFFFFFFFF if and only if
        // there was a stack overflow" (`mesa`). The guide's pseudocode reads
        // before decrementing; its push post-increments, so the top is at
        // index - 1 (`rocjitsu` reads it the same way).
        None => {
            index -= 1;
            let v = lds.read_u32(slot(index));
            lds.write_u32(slot(index), INVALID_NODE);
            v
        }
    };
    LaneOutput {
        addr: (x.addr & !0x3_ffff) | index,
        vdst: [ret, 0],
    }
}

/// The RDNA 4 packed stack address (`rdna4-guide` "Address Fields"; `gpurt`
/// unpack_stack_addr/pack_stack_addr).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Ring {
    /// stack_base_addr [28:15]: DWORD address of the lane's ring (`mesa` shifts
    /// a DWORD index by 15).
    base_dw: u32,
    /// ring_addr [14:10].
    ring: u32,
    /// valid_entries [4:0].
    valid: u32,
    /// entries_to_tlas [9:5].
    to_tlas: u32,
    /// has_tlas_in_stack [29].
    tlas_in: bool,
    /// has_overflowed [30].
    overflow: bool,
    /// blas_to_tlas_pop [31].
    b2t_pop: bool,
    /// OFFSET0[4:0] (`rdna4-guide`); `gpurt` fixes 16, "a modifier on the instruction".
    size: u32,
}

impl Ring {
    fn unpack(a: u32, size: u32) -> Ring {
        Ring {
            base_dw: a >> 15 & 0x3fff,
            ring: a >> 10 & 31,
            valid: a & 31,
            to_tlas: a >> 5 & 31,
            tlas_in: a >> 29 & 1 != 0,
            overflow: a >> 30 & 1 != 0,
            b2t_pop: a >> 31 != 0,
            size,
        }
    }

    fn pack(&self) -> u32 {
        u32::from(self.b2t_pop) << 31
            | u32::from(self.overflow) << 30
            | u32::from(self.tlas_in) << 29
            | self.base_dw << 15
            | (self.ring & 31) << 10
            | (self.to_tlas & 31) << 5
            | self.valid & 31
    }

    fn slot(&self, ring: u32) -> u32 {
        (self.base_dw << 2).wrapping_add(ring * SLOT_STRIDE)
    }

    /// The slot below `ring` (wrapping to the top of the ring).
    fn below(&self, ring: u32) -> u32 {
        if ring == 0 {
            self.size.wrapping_sub(1) & 31
        } else {
            ring - 1
        }
    }

    /// `gpurt` push: a push onto a full ring overwrites the oldest entry and
    /// sets has_overflowed. The 5-bit fields stay 5-bit (a size of 0, which no
    /// source defines, counts every push as an overflow — UNCONFIRMED).
    fn push(&mut self, lds: &mut Lds, node: u32) {
        if self.valid == self.size {
            self.overflow = true;
        }
        lds.write_u32(self.slot(self.ring), node);
        self.ring = if self.ring == self.size.wrapping_sub(1) {
            0
        } else {
            (self.ring + 1) & 31
        };
        if self.to_tlas == self.size {
            self.tlas_in = false;
        }
        self.to_tlas = (self.to_tlas + 1).min(self.size);
        self.valid = (self.valid + 1).min(self.size);
    }

    /// `gpurt` pop: empty -> INVALID_NODE after an overflow (the shader then
    /// walks back through parent pointers), else TERMINAL_NODE; popping an
    /// instance node opens a BLAS and drops a second nested one.
    fn pop(&mut self, lds: &Lds) -> u32 {
        self.b2t_pop = self.to_tlas == 0 && self.tlas_in;
        if self.b2t_pop {
            self.tlas_in = false;
        }
        if self.valid == 0 {
            self.b2t_pop = false;
            self.tlas_in = false;
            return if self.overflow {
                INVALID_NODE
            } else {
                TERMINAL_NODE
            };
        }
        self.to_tlas = self.to_tlas.saturating_sub(1);
        self.valid -= 1;
        self.ring = self.below(self.ring);
        let node = lds.read_u32(self.slot(self.ring));
        if node & 7 == INSTANCE {
            if self.tlas_in {
                self.valid = self.to_tlas;
                self.overflow = true;
            }
            self.tlas_in = true;
            self.to_tlas = 0;
        }
        node
    }

    /// `gpurt` try_pop (the second pop of push8_pop2): never crosses a
    /// BLAS->TLAS boundary or pops an instance node; INVALID_NODE instead.
    fn try_pop(&mut self, lds: &Lds) -> u32 {
        if (self.to_tlas == 0 && self.tlas_in) || self.valid == 0 {
            return INVALID_NODE;
        }
        let ring = self.below(self.ring);
        let node = lds.read_u32(self.slot(ring));
        if node & 7 == INSTANCE {
            return INVALID_NODE;
        }
        self.ring = ring;
        self.to_tlas = self.to_tlas.saturating_sub(1);
        self.valid -= 1;
        node
    }
}

/// RDNA 4 invalid nodes: the eight pointers with bits [31:3] all ones; bits 1
/// and 2 of one (clear) skip DATA1[0..3] / DATA1[4..7] (`gpurt`;
/// `mesa` RADV_BVH_STACK_SKIP_0_TO_3 = 0xFFFFFFFD, SKIP_4_TO_7 = 0xFFFFFFFB).
fn control(node: u32) -> bool {
    node >> 3 == 0x1fff_ffff
}

/// `gpurt` update_primitive_range: step a primitive-range node to the next
/// node (end of node, last bit 0 set) or the next triangle of the pair.
fn next_primitive(node: u32, end_of_node: bool) -> u32 {
    if end_of_node {
        (node & !0xf).wrapping_add(0x10)
    } else if node & 0xf == 3 {
        node ^ 0xb
    } else {
        node.wrapping_add(1)
    }
}

/// RDNA 4 `ds_bvh_stack_push{4,8}_pop{1,2}` (`push` = 4 or 8, `pops` = 1 or 2),
/// per `gpurt` ds_stack_push8_impl and the pop/try_pop above.
///
/// OFFSET1[0] (triangle-pair optimisation) gates the tri1 expansion of the
/// second pop, and OFFSET1[1] (primitive range) the primitive-range rules of
/// the push8 forms (`rdna4-guide` field table). UNCONFIRMED: `gpurt` applies
/// the pair rule always and the range rules by RT IP level, not by flag; the
/// push4 form ignores OFFSET1[1] (`gpurt` models only the 8-wide forms).
pub fn rdna4(lds: &mut Lds, offset: u16, push: usize, pops: u8, x: &LaneInput) -> LaneOutput {
    let (size, flags) = (u32::from(offset & 31), offset >> 8);
    let mut s = Ring::unpack(x.addr, size);
    let last = x.last;
    let prim = flags & 2 != 0 && push == 8;
    let data = &x.data[..push];
    let is_prim = |n: u32| n & 7 <= 3;
    let matches = |n: u32| n == last || (prim && is_prim(n));
    // Stackless walk-back when the last node is a real pointer: only the
    // children after it are pushed, none if no child matches it.
    let walkback = !control(last);
    let mut valid = !walkback || data.iter().any(|&n| matches(n));
    let mut range_update = false;
    if prim {
        range_update = last & 4 == 0 && !walkback;
        let range_end = range_update && last & 2 != 0;
        valid = (valid || is_prim(last)) && !range_end;
    }
    // Highest DATA1 entry first, so DATA1[0] (the nearest child) ends on top.
    let (mut skip_lo, mut skip_hi) = (false, false);
    for k in (0..push).rev() {
        let mut node = data[k];
        let ctl = control(node);
        if k >= 4 {
            let live = valid && !skip_hi;
            skip_lo |= ctl && node & 2 == 0 && live;
            skip_hi |= ctl && node & 4 == 0 && live;
        } else {
            skip_lo |= ctl && node & 2 == 0 && valid && !skip_lo;
        }
        if k == 6 && range_update {
            // After a primitive-range update only DATA1[7] is pushed (`gpurt`).
            skip_lo = true;
            skip_hi = true;
        }
        if walkback && matches(node) {
            valid = false;
        }
        let skip = if k >= 4 { skip_hi } else { skip_lo };
        if valid && !ctl && !skip {
            if k == 7 && range_update {
                node = next_primitive(node, last & 1 != 0);
            }
            s.push(lds, node);
        }
    }
    let first = s.pop(lds);
    let vdst = if pops == 1 {
        [first, 0]
    } else if flags & 1 != 0 && first & 7 == TRIANGLE_1 {
        // A tri1 node also yields its pair's tri0 (`gpurt`).
        [first & !7, first]
    } else {
        // `gpurt` returns (second, first), or (first, INVALID_NODE) when no
        // second node pops; the guide's simplified pseudocode puts the first
        // pop in [31:0].
        match s.try_pop(lds) {
            INVALID_NODE => [first, INVALID_NODE],
            second => [second, first],
        }
    };
    LaneOutput {
        addr: s.pack(),
        vdst,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ring_fields_round_trip() {
        for a in [0u32, 0xffff_ffff, 0x1234_5678, 0xa000_8421] {
            assert_eq!(Ring::unpack(a, 16).pack(), a);
        }
    }

    #[test]
    fn primitive_steps() {
        assert_eq!(next_primitive(0x1233, true), 0x1240);
        assert_eq!(next_primitive(0x1233, false), 0x1238);
        assert_eq!(next_primitive(0x1231, false), 0x1232);
    }
}
