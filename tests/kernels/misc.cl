// Cross-lane permutes within and across 16-lane rows, cube-map helpers and
// round-toward-zero packing, through the clang builtins.
#include "suite.h"

// xl_permlane16: each lane reads the lane its row's select nibbles name
// (selects from the kernel arguments); odd lanes are disabled for the
// second pair of permutes, which then read with and without FETCH_INACTIVE
// and BOUND_CTRL. One row of 4 results per lane.
kernel void xl_permlane16(global const uint *a, global uint *out, uint s1, uint s2) {
  uint i = gid_x();
  uint x = a[i];
  global uint *o = out + i * 6;
  o[0] = __builtin_amdgcn_permlane16(0xdeadu, x, s1, s2, false, false);
  o[1] = __builtin_amdgcn_permlanex16(0xdeadu, x, s1, s2, false, false);
  uint r2 = 0xbeefu, r3 = 0xbeefu, r4 = 0xbeefu, r5 = 0xbeefu;
  if (i & 1) {
    r2 = __builtin_amdgcn_permlane16(0xdeadu, x, s1, s2, false, false);
    r3 = __builtin_amdgcn_permlane16(0xdeadu, x, s1, s2, false, true);
    r4 = __builtin_amdgcn_permlane16(0xdeadu, x, s1, s2, true, false);
    r5 = __builtin_amdgcn_permlanex16(0xdeadu, x, s1, s2, true, true);
  }
  o[2] = r2;
  o[3] = r3;
  o[4] = r4;
  o[5] = r5;
}

// f32_cube_rtz: the cube-map face, coordinates and major axis of a
// direction (special values), and pairs of f32 packed to f16 toward zero
// (values from 2^-30 to 2^20: f16 denormals, underflow and overflow).
kernel void f32_cube_rtz(global const float *a, global const float *b, global const float *c,
                         global const float *p, global const float *q, global float *cube,
                         global uint *rtz, uint n) {
  uint i = gid_x();
  if (i >= n)
    return;
  float x = a[i], y = b[i], z = c[i];
  global float *o = cube + i * 4;
  o[0] = __builtin_amdgcn_cubeid(x, y, z);
  o[1] = __builtin_amdgcn_cubesc(x, y, z);
  o[2] = __builtin_amdgcn_cubetc(x, y, z);
  o[3] = __builtin_amdgcn_cubema(x, y, z);
  rtz[i] = as_uint(__builtin_amdgcn_cvt_pkrtz(p[i], q[i]));
}

// A uniform pointer in SGPRs (what the *_addtid instructions take).
static inline ulong uniform_ptr(ulong p) {
  uint lo = __builtin_amdgcn_readfirstlane((uint)p);
  uint hi = __builtin_amdgcn_readfirstlane((uint)(p >> 32));
  return ((ulong)hi << 32) | lo;
}

// mem_addtid: GLOBAL_LOAD/STORE_ADDTID_B32 (no VADDR: SADDR + OFFSET +
// 4 * lane) through inline assembly, with each wave's base at its first
// work-item: lane l of the wave starting at item f loads a[f + 2 + l] and
// stores it + 1000 to out[f + 1 + l]. Wave32 only.
kernel void mem_addtid(global const uint *a, global uint *out) {
  uint i = gid_x();
  uint first = i - __builtin_amdgcn_mbcnt_lo(~0u, 0u);
  ulong src = uniform_ptr((ulong)(a + first));
  ulong dst = uniform_ptr((ulong)(out + first));
  uint v;
  __asm__ volatile("global_load_addtid_b32 %0, %1 offset:8\n\ts_waitcnt vmcnt(0)"
                   : "=v"(v)
                   : "s"(src)
                   : "memory");
  __asm__ volatile("global_store_addtid_b32 %0, %1 offset:4" : : "v"(v + 1000u), "s"(dst) : "memory");
}
