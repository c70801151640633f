// Global and LDS atomics, used only where the final result does not depend
// on the order in which work-items and workgroups run.
#include "suite.h"

#define RELAXED __ATOMIC_RELAXED

// atom_global: 32-bit global add, sub, and, or, xor, signed and unsigned
// min and max; the returned old values of a ticket counter are summed too.
kernel void atom_global(global const uint *a, global uint *c, uint n) {
  uint i = gid_x();
  if (i >= n)
    return;
  uint x = a[i];
  __atomic_fetch_add(&c[0], x & 0xffu, RELAXED);
  __atomic_fetch_sub(&c[1], 3u, RELAXED);
  __atomic_fetch_and(&c[2], x | 0x10000u, RELAXED);
  __atomic_fetch_or(&c[3], x & 0x0f0f0f0fu, RELAXED);
  __atomic_fetch_xor(&c[4], x, RELAXED);
  __atomic_fetch_min((global int *)&c[5], (int)x, RELAXED);
  __atomic_fetch_max((global int *)&c[6], (int)x, RELAXED);
  __atomic_fetch_min(&c[7], x, RELAXED);
  __atomic_fetch_max(&c[8], x, RELAXED);
  uint ticket = __atomic_fetch_add(&c[9], 1u, RELAXED);
  __atomic_fetch_add(&c[10], ticket, RELAXED);
}

// atom_cas: compare-and-swap loops implementing an add and a max on global
// memory, and an exchange whose old values are summed.
kernel void atom_cas(global const uint *a, global uint *c, uint n) {
  uint i = gid_x();
  if (i >= n)
    return;
  uint x = a[i];
  uint old = __atomic_load_n(&c[0], RELAXED);
  while (!__atomic_compare_exchange_n(&c[0], &old, old + (x >> 20), false, RELAXED, RELAXED))
    ;
  old = __atomic_load_n(&c[1], RELAXED);
  while (old < x && !__atomic_compare_exchange_n(&c[1], &old, x, false, RELAXED, RELAXED))
    ;
  // each work-item swaps in its own index; every index but the last one
  // swapped in comes back exactly once, so the sum of the old values
  // plus the final value is the sum of all indices plus the initial value
  uint prev = __atomic_exchange_n(&c[2], i, RELAXED);
  __atomic_fetch_add(&c[3], prev, RELAXED);
}

// atom_lds_hist: a 64-bin histogram of bytes built with LDS atomics in each
// workgroup, then merged into global memory with global atomics.
kernel __attribute__((reqd_work_group_size(128, 1, 1))) void
atom_lds_hist(global const uchar *data, global uint *hist, uint n) {
  local uint h[64];
  uint l = LID_X;
  if (l < 64)
    h[l] = 0;
  lds_barrier();
  for (uint k = gid_x() * 4; k < gid_x() * 4 + 4; k++)
    if (k < n)
      __atomic_fetch_add(&h[data[k] & 63u], 1u, RELAXED);
  lds_barrier();
  if (l < 64 && h[l] != 0)
    __atomic_fetch_add(&hist[l], h[l], RELAXED);
}

// atom_lds_ops: LDS atomics of every integer kind within a workgroup (add,
// sub, min, max, and, or, xor, increment with wrap, a compare-swap loop,
// add with return), then the workgroup's LDS words and the sum of the
// returned tickets written out.
kernel __attribute__((reqd_work_group_size(96, 1, 1))) void
atom_lds_ops(global const uint *a, global uint *out) {
  local uint s[10];
  uint l = LID_X;
  uint x = a[gid_x()];
  if (l < 10)
    s[l] = l == 4 ? 0xffffffffu : (l == 5 ? 0x7fffffffu : 0u);
  lds_barrier();
  __atomic_fetch_add(&s[0], x & 0xfffu, RELAXED);
  __atomic_fetch_sub(&s[1], x >> 24, RELAXED);
  __atomic_fetch_max(&s[2], x, RELAXED);
  __atomic_fetch_min((local int *)&s[5], (int)x, RELAXED);
  __atomic_fetch_and(&s[4], x | 0x00ff00ffu, RELAXED);
  __atomic_fetch_or(&s[3], x & 0x11111111u, RELAXED);
  __atomic_fetch_xor(&s[6], x, RELAXED);
  __builtin_amdgcn_atomic_inc32(&s[7], 40u, __ATOMIC_RELAXED, "workgroup");
  uint old = __atomic_load_n(&s[8], RELAXED);
  while (!__atomic_compare_exchange_n(&s[8], &old, old + (x & 0xffu), false, RELAXED, RELAXED))
    ;
  uint t = __atomic_fetch_add(&s[9], 1u, RELAXED);
  lds_barrier();
  if (l < 10)
    out[__builtin_amdgcn_workgroup_id_x() * 11 + l] = s[l];
  __atomic_fetch_add(&out[__builtin_amdgcn_workgroup_id_x() * 11 + 10], t, RELAXED);
}

// atom_64: 64-bit global atomics: add, and, or, xor, signed and unsigned
// min and max.
kernel void atom_64(global const ulong *a, global ulong *c, uint n) {
  uint i = gid_x();
  if (i >= n)
    return;
  ulong x = a[i];
  __atomic_fetch_add(&c[0], x >> 8, RELAXED);
  __atomic_fetch_and(&c[1], x | 0x00ff00ff00ff00fful, RELAXED);
  __atomic_fetch_or(&c[2], x & 0x0101010101010101ul, RELAXED);
  __atomic_fetch_xor(&c[3], x, RELAXED);
  __atomic_fetch_min((global long *)&c[4], (long)x, RELAXED);
  __atomic_fetch_max((global long *)&c[5], (long)x, RELAXED);
  __atomic_fetch_min(&c[6], x, RELAXED);
  __atomic_fetch_max(&c[7], x, RELAXED);
}

// atom_float: float atomic adds to global and LDS memory, and a double add
// (a compare-and-swap loop on RDNA 3), of integer values small enough that
// every partial sum is exact, so that the order of additions cannot matter.
kernel __attribute__((reqd_work_group_size(64, 1, 1))) void
atom_float(global const int *a, global float *f, global double *d, uint n) {
  local float s;
  uint i = gid_x();
  if (LID_X == 0)
    s = 0.0f;
  lds_barrier();
  if (i < n) {
    float v = (float)(a[i] % 1000);
    __atomic_fetch_add(&f[0], v, RELAXED);
    __atomic_fetch_add(&f[1 + (i & 3)], -v * 0.5f, RELAXED);
    __atomic_fetch_add(&s, v * 0.25f, RELAXED);
    __atomic_fetch_add(&d[0], (double)a[i] * 0.125, RELAXED);
  }
  lds_barrier();
  if (LID_X == 0)
    __atomic_fetch_add(&f[5], s, RELAXED);
}
