// Cross-lane builtins: an inclusive scan per row of 16 with row_shr DPP and
// bound_ctrl, quad_perm, row_mirror, and DPP8 through mov_dpp8.
__kernel void lanes(__global int *o, __global const int *a) {
  int i = __builtin_amdgcn_workitem_id_x();
  int v = a[i];
  v += __builtin_amdgcn_update_dpp(0, v, 0x111, 0xf, 0xf, false);
  v += __builtin_amdgcn_update_dpp(0, v, 0x112, 0xf, 0xf, false);
  v += __builtin_amdgcn_update_dpp(0, v, 0x114, 0xf, 0xf, false);
  v += __builtin_amdgcn_update_dpp(0, v, 0x118, 0xf, 0xf, false);
  o[i] = v;
  o[64 + i] = __builtin_amdgcn_mov_dpp(a[i], 0x1b, 0xf, 0xf, false);
  o[128 + i] = __builtin_amdgcn_mov_dpp(a[i], 0x140, 0xf, 0xf, false);
  // DPP8: lane i of each 8 reads lane (i + 3) & 7
  o[192 + i] = __builtin_amdgcn_mov_dpp8(a[i], 03 | 04 << 3 | 05 << 6 | 06 << 9 | 07 << 12 | 00 << 15 | 01 << 18 | 02 << 21);
}
