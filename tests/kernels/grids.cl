// Grid shapes: 2-D and 3-D grids whose last workgroups are partial in
// every dimension.
// Also built for wave64 (kernel names with _w64, see suite.h).
#include "suite.h"

// grid3d: every work-item of a 3-D grid records its global, local and
// workgroup IDs and the workgroup size; the global size is not a multiple
// of the workgroup size in any dimension.
kernel void W64(grid3d)(global uint *out, uint nx, uint ny, uint nz) {
  uint x = gid_x(), y = gid_y(), z = gid_z();
  if (x >= nx || y >= ny || z >= nz)
    return;
  global uint *o = out + ((z * ny + y) * nx + x) * 3;
  o[0] = x | y << 10 | z << 20;
  o[1] = LID_X | LID_Y << 8 | LID_Z << 16;
  o[2] = __builtin_amdgcn_workgroup_id_x() | __builtin_amdgcn_workgroup_id_y() << 8 |
         __builtin_amdgcn_workgroup_id_z() << 16 | __builtin_amdgcn_workgroup_size_x() << 24 |
         __builtin_amdgcn_workgroup_size_y() << 28;
}

// grid2d_blur: a 2-D 3x3 box sum with clamped borders over a w x h image,
// launched on a grid that is partial in both dimensions.
kernel void W64(grid2d_blur)(global const int *in, global int *out, uint w, uint h) {
  uint x = gid_x(), y = gid_y();
  if (x >= w || y >= h)
    return;
  int s = 0;
  for (int dy = -1; dy <= 1; dy++)
    for (int dx = -1; dx <= 1; dx++) {
      int xx = __builtin_elementwise_min(__builtin_elementwise_max((int)x + dx, 0), (int)w - 1);
      int yy = __builtin_elementwise_min(__builtin_elementwise_max((int)y + dy, 0), (int)h - 1);
      s += in[yy * (int)w + xx];
    }
  out[y * w + x] = s;
}

// partial_lds: workgroups of 100 (the fourth wave partial) over a global
// size that leaves the last workgroup partial: each workgroup reverses its
// present work-items through LDS across a barrier.
kernel __attribute__((reqd_work_group_size(100, 1, 1))) void
W64(partial_lds)(global const uint *a, global uint *out, uint n) {
  local uint t[100];
  uint l = LID_X, g = gid_x();
  uint base = __builtin_amdgcn_workgroup_id_x() * 100;
  uint present = n - base < 100 ? n - base : 100;
  if (g < n)
    t[l] = a[g];
  lds_barrier();
  if (g < n)
    out[g] = t[present - 1 - l] ^ l;
}
