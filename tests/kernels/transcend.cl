// Transcendental functions through the clang builtins that lower to
// instructions (no library calls under -nogpulib). Built twice: as is, and
// with -cl-fast-relaxed-math, where every kernel name gets a _fast suffix.
#include "suite.h"

#ifdef __FAST_RELAXED_MATH__
#define K(name) name##_fast
#else
#define K(name) name
#endif

// tr_exp_log: exp, exp2 on [-20, 20]; log, log2 on +-2^[-20, 20].
kernel void K(tr_exp_log)(global const float *a, global const float *b, global float *out,
                          uint n) {
  uint i = gid_x();
  if (i >= n)
    return;
  float x = a[i], y = __builtin_fabsf(b[i]);
  global float *o = out + i * 4;
  o[0] = __builtin_expf(x);
  o[1] = __builtin_exp2f(x);
  o[2] = __builtin_logf(y);
  o[3] = __builtin_log2f(y);
}

// tr_sqrt_div: sqrt, 1/sqrt, x/y and 1/x on +-2^[-20, 20].
kernel void K(tr_sqrt_div)(global const float *a, global const float *b, global float *out,
                           uint n) {
  uint i = gid_x();
  if (i >= n)
    return;
  float x = a[i], y = b[i];
  float ax = __builtin_fabsf(x);
  global float *o = out + i * 4;
  o[0] = __builtin_sqrtf(ax);
  o[1] = 1.0f / __builtin_sqrtf(ax);
  o[2] = x / y;
  o[3] = 1.0f / y;
}

// tr_sin_cos: sin and cos on [-pi, pi].
kernel void K(tr_sin_cos)(global const float *a, global float *out, uint n) {
  uint i = gid_x();
  if (i >= n)
    return;
  float x = a[i];
  out[2 * i] = __builtin_sinf(x);
  out[2 * i + 1] = __builtin_cosf(x);
}
