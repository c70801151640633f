// f32 denormals flushed: built with -cl-denorms-are-zero, so the kernel
// descriptor asks for FLOAT_DENORM_MODE_32 = 0 (flush sources and results)
// while f16/f64 keep theirs (FLOAT_DENORM_MODE_16_64 = 3). Built a second
// time with -cl-fp32-correctly-rounded-divide-sqrt (-DCRDIV) for ftz_div_cr.
#include "suite.h"

#ifndef CRDIV
// ftz_f32: + - * fma min max ldexp on values around the smallest normal
// (denormals of both signs, zeros, infinities, NaN included), products that
// round into or out of the denormal range, compares, a class test (which
// sees the unflushed bits), and f32 -> f16 -> f32 (f16 denormals kept).
kernel void ftz_f32(global const float *a, global const float *b, global const float *c,
                    global const int *e, global const float *h, global float *out,
                    global uint *mask, uint n) {
  uint i = gid_x();
  if (i >= n)
    return;
  float x = a[i], y = b[i], z = c[i];
  global float *o = out + i * 10;
  o[0] = x + y;
  o[1] = x - y;
  o[2] = x * y;
  o[3] = __builtin_fmaf(x, y, z);
  o[4] = __builtin_fminf(x, y);
  o[5] = __builtin_fmaxf(x, y);
  o[6] = __builtin_ldexpf(x, e[i]);
  o[7] = x * 0.75f;
  o[8] = (float)(half)h[i];
  o[9] = (float)(half)x;
  uint m = 0;
  m |= (uint)(x < y) << 0;
  m |= (uint)(x == y) << 1;
  m |= (uint)(x > 0.0f) << 2;
  m |= (uint)__builtin_isfpclass(x, 0x0090) << 3; // subnormal, either sign
  mask[i] = m;
}
#else
// ftz_div_cr: correctly rounded x / y with denormals flushed; clang turns
// f32 denormals on (s_denorm_mode 15) for the Newton steps between
// v_div_scale and v_div_fmas, and off again (s_denorm_mode 12).
kernel void ftz_div_cr(global const float *a, global const float *b, global float *out,
                       uint n) {
  uint i = gid_x();
  if (i >= n)
    return;
  out[i] = a[i] / b[i];
}
#endif
