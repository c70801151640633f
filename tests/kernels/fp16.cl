// Half precision, packed 16-bit math and bfloat16. Half buffers travel as
// ushort bit patterns so that the CPU side needs no half type.
#include "suite.h"

typedef half half2_t __attribute__((ext_vector_type(2)));
typedef short short2_t __attribute__((ext_vector_type(2)));
typedef ushort ushort2_t __attribute__((ext_vector_type(2)));

static inline half h(ushort bits) { return __builtin_bit_cast(half, bits); }
static inline ushort bits(half v) { return __builtin_bit_cast(ushort, v); }

// f16_arith: scalar half + - * fma min max, each rounded once to half
// (inputs in [-8, 8] keep every exact result within a double's precision).
kernel void f16_arith(global const ushort *a, global const ushort *b, global const ushort *c,
                      global ushort *out, uint n) {
  uint i = gid_x();
  if (i >= n)
    return;
  half x = h(a[i]), y = h(b[i]), z = h(c[i]);
  global ushort *o = out + i * 6;
  o[0] = bits(x + y);
  o[1] = bits(x - y);
  o[2] = bits(x * y);
  o[3] = bits(__builtin_fmaf16(x, y, z));
  o[4] = bits(__builtin_fminf16(x, y));
  o[5] = bits(__builtin_fmaxf16(x, z));
}

// f16_packed: two halves per register (v_pk_* f16 forms): add, mul, fma,
// and a swizzled operand.
kernel void f16_packed(global const uint *a, global const uint *b, global const uint *c,
                       global uint *out, uint n) {
  uint i = gid_x();
  if (i >= n)
    return;
  half2_t x = __builtin_bit_cast(half2_t, a[i]);
  half2_t y = __builtin_bit_cast(half2_t, b[i]);
  half2_t z = __builtin_bit_cast(half2_t, c[i]);
  global uint *o = out + i * 4;
  o[0] = __builtin_bit_cast(uint, x + y);
  o[1] = __builtin_bit_cast(uint, x * y);
  o[2] = __builtin_bit_cast(uint, __builtin_elementwise_fma(x, y, z));
  o[3] = __builtin_bit_cast(uint, x * y.yx);
}

// i16_packed: packed 16-bit integer add, sub, mul, max and shifts
// (v_pk_* integer forms), wrapping.
kernel void i16_packed(global const uint *a, global const uint *b, global uint *out, uint n) {
  uint i = gid_x();
  if (i >= n)
    return;
  ushort2_t x = __builtin_bit_cast(ushort2_t, a[i]);
  ushort2_t y = __builtin_bit_cast(ushort2_t, b[i]);
  short2_t sx = __builtin_bit_cast(short2_t, a[i]);
  short2_t sy = __builtin_bit_cast(short2_t, b[i]);
  global uint *o = out + i * 5;
  o[0] = __builtin_bit_cast(uint, x + y);
  o[1] = __builtin_bit_cast(uint, x - y);
  o[2] = __builtin_bit_cast(uint, x * y);
  o[3] = __builtin_bit_cast(uint, __builtin_elementwise_max(sx, sy));
  o[4] = __builtin_bit_cast(uint, x << (y & (ushort)15));
}

// f16_convert: float -> half (round to nearest even: overflow to infinity,
// denormals), half -> float, half <-> int, on random float patterns.
kernel void f16_convert(global const float *a, global const ushort *hb, global ushort *oh,
                        global float *of, global int *oi, uint n) {
  uint i = gid_x();
  if (i >= n)
    return;
  float x = a[i];
  half y = h(hb[i]);
  oh[2 * i] = bits((half)x);
  oh[2 * i + 1] = bits((half)(int)(i * 37u) - (half)1000.0f);
  of[i] = (float)y;
  // int(half) only for values an int can hold (NaN and +-inf excluded)
  oi[i] = __builtin_isfinite(y) ? (int)y : -7;
}

// bf16_ops: float -> bfloat16 (round to nearest even), bfloat16 -> float,
// and bfloat16 arithmetic (computed in float, rounded back to bfloat16).
kernel void bf16_ops(global const float *a, global const ushort *b, global ushort *o16,
                     global float *o32, uint n) {
  uint i = gid_x();
  if (i >= n)
    return;
  __bf16 x = (__bf16)a[i];
  __bf16 y = __builtin_bit_cast(__bf16, b[i]);
  o16[3 * i] = __builtin_bit_cast(ushort, x);
  o16[3 * i + 1] = __builtin_bit_cast(ushort, (__bf16)(x * y));
  o16[3 * i + 2] = __builtin_bit_cast(ushort, (__bf16)(x + y));
  o32[i] = (float)y;
}
