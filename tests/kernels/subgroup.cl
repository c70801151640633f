// Cross-lane operations that compilers lower to DPP, permlane, readlane and
// ballot sequences: sub-group reductions, scans, broadcasts and shuffles.
#pragma OPENCL EXTENSION cl_khr_subgroups : enable

kernel void subgroup_ops(global const int *a, global const float *b, global int *o,
                         global float *of, uint n) {
  uint i = get_global_id(0);
  int x = i < n ? a[i] : 0;
  float y = i < n ? b[i] : 0.0f;
  int s = sub_group_reduce_add(x);
  int m = sub_group_reduce_max(x);
  int p = sub_group_scan_inclusive_add(x);
  float fs = sub_group_reduce_add(y);
  float fm = sub_group_scan_exclusive_min(y);
  int first = sub_group_broadcast(x, 0);
  int any = sub_group_any(x > 100);
  int dpp = __builtin_amdgcn_update_dpp(0, x, 0x111, 0xf, 0xf, false);   // row_shr:1
  int mov = __builtin_amdgcn_mov_dpp(x, 0x141, 0xf, 0xf, true);          // row_bcast
  o[i] = s + m + p + first + any + dpp + mov + __builtin_amdgcn_readfirstlane(x);
  of[i] = fs + fm;
}
