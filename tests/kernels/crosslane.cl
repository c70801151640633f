// Cross-lane operations within a wave: DPP, ds_swizzle, ds_(b)permute,
// readlane/readfirstlane, ballot and mbcnt. The kernels assume wave32 (the
// default on every RDNA 3 / 3.5 target); the CPU references take the wave
// size from the kernel descriptor.
#include "suite.h"

// xl_dpp: DPP lane moves: an inclusive scan of each 16-lane row with
// row_shr:1,2,4,8 (out-of-row lanes take 0), rows combined with readlane;
// and quad_perm, row_mirror, row_ror:5 and row_shl:3 moves.
kernel void xl_dpp(global const uint *a, global uint *scan, global uint *moves) {
  uint g = gid_x();
  uint x = a[g];
  uint s = x;
  s += __builtin_amdgcn_update_dpp(0u, s, 0x111, 0xf, 0xf, false);
  s += __builtin_amdgcn_update_dpp(0u, s, 0x112, 0xf, 0xf, false);
  s += __builtin_amdgcn_update_dpp(0u, s, 0x114, 0xf, 0xf, false);
  s += __builtin_amdgcn_update_dpp(0u, s, 0x118, 0xf, 0xf, false);
  uint row15 = __builtin_amdgcn_readlane(s, 15);
  if (LID_X % 32u >= 16u)
    s += row15;
  scan[g] = s;
  moves[4 * g] = __builtin_amdgcn_mov_dpp(x, 0x1b, 0xf, 0xf, true); // quad_perm:[3,2,1,0]
  moves[4 * g + 1] = __builtin_amdgcn_mov_dpp(x, 0x140, 0xf, 0xf, true); // row_mirror
  moves[4 * g + 2] = __builtin_amdgcn_mov_dpp(x, 0x125, 0xf, 0xf, true); // row_ror:5
  moves[4 * g + 3] = __builtin_amdgcn_update_dpp(7u, x, 0x103, 0xf, 0xf, false); // row_shl:3
}

// xl_swizzle: ds_swizzle butterflies (xor masks 1..16 in bit mode) summing
// each 32-lane group in every lane, and a quad-permute-mode swizzle.
kernel void xl_swizzle(global const uint *a, global uint *out) {
  uint g = gid_x();
  uint x = a[g];
  uint s = x;
  s += (uint)__builtin_amdgcn_ds_swizzle((int)s, 0x041f);
  s += (uint)__builtin_amdgcn_ds_swizzle((int)s, 0x081f);
  s += (uint)__builtin_amdgcn_ds_swizzle((int)s, 0x101f);
  s += (uint)__builtin_amdgcn_ds_swizzle((int)s, 0x201f);
  s += (uint)__builtin_amdgcn_ds_swizzle((int)s, 0x401f);
  out[2 * g] = s;
  out[2 * g + 1] = (uint)__builtin_amdgcn_ds_swizzle((int)x, 0x8000 | 0x4e); // QUAD_PERM 2,3,0,1
}

// xl_permute: ds_bpermute (each lane reads lane (l + r) mod 32) and
// ds_permute (each lane writes to lane (l + r) mod 32), r a kernel argument.
kernel void xl_permute(global const uint *a, global uint *out, uint r) {
  uint g = gid_x();
  uint x = a[g];
  uint l = LID_X % 32u;
  int addr = (int)(((l + r) % 32u) * 4u);
  out[2 * g] = (uint)__builtin_amdgcn_ds_bpermute(addr, (int)x);
  out[2 * g + 1] = (uint)__builtin_amdgcn_ds_permute(addr, (int)x);
}

// xl_readlane: readfirstlane in uniform and in divergent control flow (the
// first active lane), readlane with a uniform lane number, ballot with
// popcount, and a wave-level stream compaction with mbcnt.
kernel void xl_readlane(global const uint *a, global uint *out, global uint *packed, uint k) {
  uint g = gid_x();
  uint x = a[g];
  uint l = LID_X % 32u;
  global uint *o = out + 4 * g;
  o[0] = __builtin_amdgcn_readfirstlane(x);
  o[1] = __builtin_amdgcn_readlane(x, k % 32u);
  uint ballot = __builtin_amdgcn_ballot_w32((x & 1u) != 0u);
  o[2] = __builtin_popcount(ballot) * 1000u + __builtin_amdgcn_mbcnt_lo(ballot, 0u);
  uint first = 0xffffffffu;
  if (x & 2u)
    first = __builtin_amdgcn_readfirstlane(x + l);
  o[3] = first;
  // compaction: lanes with bit 0 set write x, packed at the start of the
  // wave's slice of `packed` in lane order; the rest of the slice stays as is
  if (x & 1u) {
    uint pos = __builtin_amdgcn_mbcnt_lo(ballot, 0u);
    packed[g - l + pos] = x;
  }
}

// xl_wg_scan: an inclusive prefix sum over a workgroup of 128 (4 waves):
// each wave scans its 32 lanes with DPP row shifts and readlane, the wave
// totals meet in LDS across a barrier, and each wave adds the totals of the
// waves before it.
kernel __attribute__((reqd_work_group_size(128, 1, 1))) void
xl_wg_scan(global const uint *a, global uint *out) {
  local uint totals[4];
  uint g = gid_x(), l = LID_X;
  uint s = a[g];
  s += __builtin_amdgcn_update_dpp(0u, s, 0x111, 0xf, 0xf, false);
  s += __builtin_amdgcn_update_dpp(0u, s, 0x112, 0xf, 0xf, false);
  s += __builtin_amdgcn_update_dpp(0u, s, 0x114, 0xf, 0xf, false);
  s += __builtin_amdgcn_update_dpp(0u, s, 0x118, 0xf, 0xf, false);
  uint row15 = __builtin_amdgcn_readlane(s, 15);
  if (l % 32u >= 16u)
    s += row15;
  uint w = l / 32u;
  if (l % 32u == 31u)
    totals[w] = s;
  lds_barrier();
  for (uint k = 0; k < w; k++)
    s += totals[k];
  out[g] = s;
}
