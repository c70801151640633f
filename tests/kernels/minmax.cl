// Three-operand float min/max/median, and integer sums of absolute
// differences and byte averages.
#include "suite.h"

// f32_minmax3: fmin/fmax chains (three-operand and max-then-min forms on
// RDNA 3) and the med3 builtin, on special values (zeros, infinities, quiet
// NaNs, denormals).
kernel void f32_minmax3(global const float *a, global const float *b, global const float *c,
                        global float *out, uint n) {
  uint i = gid_x();
  if (i >= n)
    return;
  float x = a[i], y = b[i], z = c[i];
  global float *o = out + i * 5;
  o[0] = __builtin_fminf(__builtin_fminf(x, y), z);
  o[1] = __builtin_fmaxf(__builtin_fmaxf(x, y), z);
  o[2] = __builtin_fminf(__builtin_fmaxf(x, y), z);
  o[3] = __builtin_fmaxf(__builtin_fminf(x, y), z);
  o[4] = __builtin_amdgcn_fmed3f(x, y, z);
}

// int_sad: the sum-of-absolute-differences and byte-average builtins.
kernel void int_sad(global const uint *a, global const uint *b, global const uint *c,
                    global uint *out, uint n) {
  uint i = gid_x();
  if (i >= n)
    return;
  uint x = a[i], y = b[i], z = c[i];
  global uint *o = out + i * 5;
  o[0] = __builtin_amdgcn_sad_u8(x, y, z);
  o[1] = __builtin_amdgcn_msad_u8(x, y, z);
  o[2] = __builtin_amdgcn_sad_hi_u8(x, y, z);
  o[3] = __builtin_amdgcn_sad_u16(x, y, z);
  o[4] = __builtin_amdgcn_lerp(x, y, z);
}

// f16_dot2: chains of the f16 dot-product builtin into an f32 accumulator
// (v_dot2acc_f32_f16 on RDNA 3).
typedef half half2_t __attribute__((ext_vector_type(2)));
kernel void f16_dot2(global const half2_t *a, global const half2_t *b, global float *out,
                     uint n) {
  uint i = gid_x();
  if (i >= n)
    return;
  float acc = out[i];
  acc = __builtin_amdgcn_fdot2(a[2 * i], b[2 * i], acc, false);
  acc = __builtin_amdgcn_fdot2(a[2 * i + 1], b[2 * i + 1], acc, false);
  out[i] = acc;
}
