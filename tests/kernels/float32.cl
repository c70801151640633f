// 32-bit float arithmetic that IEEE 754 defines exactly (results compared
// bit for bit, any NaN matching any NaN), and division, whose accuracy the
// OpenCL C specification bounds. Built twice: as is, and with
// -cl-fp32-correctly-rounded-divide-sqrt (-DCRDIV), which renames f32_div.
#include "suite.h"

// f32_basic: + - * fma min max fabs copysign and negation on random bit
// patterns (denormals, infinities and quiet NaNs included).
kernel void f32_basic(global const float *a, global const float *b, global const float *c,
                      global float *out, uint n) {
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
  o[6] = __builtin_fabsf(x);
  o[7] = __builtin_copysignf(x, y);
  o[8] = -(x * y);
  o[9] = (x * 2.0f) - __builtin_fabsf(z);
}

// f32_round: floor ceil trunc rint round, ldexp by a run-time exponent and
// frexp (mantissa and exponent).
kernel void f32_round(global const float *a, global const int *e, global float *out,
                      global int *exps, uint n) {
  uint i = gid_x();
  if (i >= n)
    return;
  float x = a[i];
  global float *o = out + i * 8;
  o[0] = __builtin_floorf(x);
  o[1] = __builtin_ceilf(x);
  o[2] = __builtin_truncf(x);
  o[3] = __builtin_rintf(x);
  o[4] = __builtin_roundf(x);
  o[5] = __builtin_ldexpf(x, e[i]);
  int ex = 0;
  o[6] = __builtin_frexpf(x, &ex);
  exps[i] = __builtin_isfinite(x) ? ex : 0;
  o[7] = x - __builtin_floorf(x);
}

// f32_compare: ordered and unordered comparisons, isnan/isinf/isfinite/
// isnormal and sign bits, packed into one bit mask per element.
kernel void f32_compare(global const float *a, global const float *b, global uint *out,
                        uint n) {
  uint i = gid_x();
  if (i >= n)
    return;
  float x = a[i], y = b[i];
  uint m = 0;
  m |= (uint)(x < y) << 0;
  m |= (uint)(x <= y) << 1;
  m |= (uint)(x == y) << 2;
  m |= (uint)(x != y) << 3;
  m |= (uint)(x > y) << 4;
  m |= (uint)(x >= y) << 5;
  m |= (uint)__builtin_isunordered(x, y) << 6;
  m |= (uint)__builtin_isnan(x) << 7;
  m |= (uint)__builtin_isinf(x) << 8;
  m |= (uint)__builtin_isfinite(x) << 9;
  m |= (uint)__builtin_isnormal(x) << 10;
  m |= (uint)__builtin_signbit(x) << 11;
  m |= (uint)!(x < y) << 12;
  out[i] = m;
}

#ifdef CRDIV
#define F32_DIV f32_div_cr
#else
#define F32_DIV f32_div
#endif
// f32_div (f32_div_cr when correctly rounded): x / y and 1 / x on finite
// values of moderate magnitude.
kernel void F32_DIV(global const float *a, global const float *b, global float *out, uint n) {
  uint i = gid_x();
  if (i >= n)
    return;
  float x = a[i], y = b[i];
  out[2 * i] = x / y;
  out[2 * i + 1] = 1.0f / x;
}
