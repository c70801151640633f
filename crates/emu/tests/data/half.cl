// Half precision on register halves (true16 on GFX11): f16 fma, conversions
// f32 -> f16, f16 compare feeding a 16-bit select.
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
__kernel void half_ops(__global half *o, __global const half *a, __global const float *f) {
  int i = __builtin_amdgcn_workitem_id_x();
  half x = a[i];
  o[i] = x * (half)2.0f + a[i + 1];
  o[64 + i] = (half)f[i];
  o[128 + i] = a[i] > (half)3.0f ? (half)5.0f : (half)-1.0f;
}
