// 16-bit float and bfloat math: half arithmetic (packed where the target can),
// conversions to and from float, and bf16 values handled as raw bits.
#pragma OPENCL EXTENSION cl_khr_fp16 : enable

kernel void half_math(global const half *a, global const half2 *b, global half *out,
                      global half2 *out2, global float *f, uint n) {
  uint i = get_global_id(0);
  if (i >= n)
    return;
  half x = a[i];
  half2 y = b[i];
  half r = fma(x, (half)1.5h, (half)-0.25h) / (x + (half)2.0h);
  r = fmax(r, (half)0.125h) + sqrt(fabs(x)) + floor(x);
  half2 z = y * y + (half2)(x, r);
  z = fmin(z, (half2)(4.0h, -4.0h));
  out[i] = r + (half)(i & 7);
  out2[i] = z;
  f[i] = (float)r * (float)z.y + (float)y.x;
}

kernel void bf16_math(global const __bf16 *a, global __bf16 *out, global float *f, uint n) {
  uint i = get_global_id(0);
  if (i >= n)
    return;
  __bf16 x = a[i];
  __bf16 y = a[i + n];
  __bf16 r = x * y + x;
  out[i] = r;
  f[i] = (float)r + (float)x * 0.5f;
}
