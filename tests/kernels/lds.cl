// LDS (local memory) shared by the waves of a workgroup, with barriers.
// Also built for wave64 (kernel names with _w64, see suite.h).
#include "suite.h"

// lds_reverse: 256 work-items (8 waves of 32) reverse their workgroup's
// slice through LDS.
kernel __attribute__((reqd_work_group_size(256, 1, 1))) void
W64(lds_reverse)(global const uint *a, global uint *out) {
  local uint t[256];
  uint l = LID_X, g = gid_x();
  t[l] = a[g];
  lds_barrier();
  out[g] = t[255 - l] + l;
}

// lds_transpose: a 16x16 tile transpose through a padded LDS tile on a 2-D
// grid (w x h matrix, w and h multiples of 16).
kernel __attribute__((reqd_work_group_size(16, 16, 1))) void
W64(lds_transpose)(global const float *in, global float *out, uint w, uint h) {
  local float tile[16][17];
  uint lx = LID_X, ly = LID_Y;
  tile[ly][lx] = in[gid_y() * w + gid_x()];
  lds_barrier();
  uint ox = __builtin_amdgcn_workgroup_id_y() * 16 + lx;
  uint oy = __builtin_amdgcn_workgroup_id_x() * 16 + ly;
  out[oy * h + ox] = tile[lx][ly];
}

// lds_stencil: a 1-D 3-point stencil over a tile with one halo element on
// each side (clamped at the ends of the array).
kernel __attribute__((reqd_work_group_size(128, 1, 1))) void
W64(lds_stencil)(global const int *a, global int *out, uint n) {
  local int t[130];
  uint l = LID_X, g = gid_x();
  t[l + 1] = a[g];
  if (l == 0)
    t[0] = a[g == 0 ? 0 : g - 1];
  if (l == 127)
    t[129] = a[g + 1 < n ? g + 1 : n - 1];
  lds_barrier();
  out[g] = t[l] - 2 * t[l + 1] + 3 * t[l + 2];
}

// lds_tree_reduce: a tree sum over 256 work-items, one barrier per level.
kernel __attribute__((reqd_work_group_size(256, 1, 1))) void
W64(lds_tree_reduce)(global const uint *a, global uint *out) {
  local uint t[256];
  uint l = LID_X;
  t[l] = a[gid_x()];
  lds_barrier();
  for (uint s = 128; s > 0; s >>= 1) {
    if (l < s)
      t[l] += t[l + s];
    lds_barrier();
  }
  if (l == 0)
    out[__builtin_amdgcn_workgroup_id_x()] = t[0];
}

// lds_scan: an inclusive prefix sum over 128 work-items (Hillis-Steele,
// double-buffered, two barriers per step).
kernel __attribute__((reqd_work_group_size(128, 1, 1))) void
W64(lds_scan)(global const uint *a, global uint *out) {
  local uint t[2][128];
  uint l = LID_X, g = gid_x();
  uint cur = 0;
  t[0][l] = a[g];
  lds_barrier();
  for (uint d = 1; d < 128; d <<= 1) {
    uint v = t[cur][l];
    if (l >= d)
      v += t[cur][l - d];
    t[cur ^ 1][l] = v;
    cur ^= 1;
    lds_barrier();
  }
  out[g] = t[cur][l];
}

// lds_dynamic: two local-memory arguments sized at launch (dynamic LDS):
// a neighbour exchange over the workgroup and a small table.
kernel void W64(lds_dynamic)(global const uint *a, global uint *out, local uint *tmp,
                        local uint *table) {
  uint l = LID_X, g = gid_x();
  uint wg = __builtin_amdgcn_workgroup_size_x();
  tmp[l] = a[g];
  if (l < 16)
    table[l] = l * l + __builtin_amdgcn_workgroup_id_x();
  lds_barrier();
  out[g] = tmp[(l + 1) % wg] * 2u + tmp[(l * 5u) % wg] + table[l % 16];
}
