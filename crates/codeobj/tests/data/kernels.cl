// Test kernels for the code-object reader: arguments of several kinds, LDS,
// scratch, a constant table reached PC-relatively, two kernels in one object.
__constant int table[8] = {3, 1, 4, 1, 5, 9, 2, 6};

__kernel void vadd(__global const float *a, __global const float *b,
                   __global float *c, int n) {
  int i = __builtin_amdgcn_workgroup_id_x() * __builtin_amdgcn_workgroup_size_x() +
          __builtin_amdgcn_workitem_id_x();
  if (i < n) c[i] = a[i] + b[i];
}

__kernel void lookup(__global int *out, __local int *dyn, int k) {
  __local int tile[64];
  int private_buf[100];
  int x = __builtin_amdgcn_workitem_id_x();
  int y = __builtin_amdgcn_workitem_id_y();
  for (int j = 0; j < 100; j++) private_buf[j] = out[j * y];
  private_buf[(x * k) % 100] += k;
  tile[x & 63] = table[(x + k) & 7];
  dyn[x] = private_buf[(x + y * k) % 100];
  __builtin_amdgcn_s_barrier();
  out[x + 64 * y] = tile[(x + 1) & 63] + dyn[(x + 1) & 63];
}
