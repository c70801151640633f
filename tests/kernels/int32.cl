// 32-bit integer arithmetic. Wrapping arithmetic is written on unsigned
// values (signed overflow is undefined in OpenCL C).
#include "suite.h"

// int_basic: add/sub/mul, both high-half multiplies, shifts by run-time
// amounts, signed and unsigned min/max, abs, logic ops.
kernel void int_basic(global const int *a, global const int *b, global int *out, uint n) {
  uint i = gid_x();
  if (i >= n)
    return;
  int x = a[i], y = b[i];
  uint ux = x, uy = y;
  global int *o = out + i * 12;
  o[0] = (int)(ux + uy);
  o[1] = (int)(ux - uy);
  o[2] = (int)(ux * uy);
  o[3] = (int)(((long)x * (long)y) >> 32);
  o[4] = (int)(((ulong)ux * (ulong)uy) >> 32);
  o[5] = (int)(ux << (uy & 31));
  o[6] = x >> (y & 31);
  o[7] = (int)(ux >> (uy & 31));
  o[8] = x < y ? x : y;
  o[9] = ux > uy ? x : y;
  o[10] = x < 0 ? (int)(0u - ux) : x;
  o[11] = (x & y) ^ (x | ~y);
}

// int_divrem: signed and unsigned division and remainder by run-time
// divisors (the compiler's reciprocal-based expansion) and by constants
// (multiply-high magic numbers).
kernel void int_divrem(global const int *a, global const int *b, global int *out, uint n) {
  uint i = gid_x();
  if (i >= n)
    return;
  int x = a[i], y = b[i];
  if (y == 0 || (y == -1 && x == (int)0x80000000))
    y = 3;
  uint ux = x, uy = y;
  global int *o = out + i * 8;
  o[0] = x / y;
  o[1] = x % y;
  o[2] = (int)(ux / uy);
  o[3] = (int)(ux % uy);
  o[4] = x / 7;
  o[5] = (int)(ux / 10u);
  o[6] = x % 13;
  o[7] = (int)(ux % 1000u);
}

// int_sat24: saturating add/sub (clang elementwise builtins), clamp,
// 24-bit multiplies, 16-bit and 8-bit sign extension.
kernel void int_sat24(global const int *a, global const int *b, global int *out, uint n) {
  uint i = gid_x();
  if (i >= n)
    return;
  int x = a[i], y = b[i];
  uint ux = x, uy = y;
  global int *o = out + i * 10;
  o[0] = __builtin_elementwise_add_sat(x, y);
  o[1] = __builtin_elementwise_sub_sat(x, y);
  o[2] = (int)__builtin_elementwise_add_sat(ux, uy);
  o[3] = (int)__builtin_elementwise_sub_sat(ux, uy);
  o[4] = __builtin_elementwise_min(__builtin_elementwise_max(x, -100000), 100000);
  o[5] = (int)((ux & 0xffffff) * (uy & 0xffffff));
  o[6] = (int)((ulong)((ux & 0xffffff) * (ulong)(uy & 0xffffff)) >> 32);
  o[7] = (int)((uint)((int)(ux << 8) >> 8) * (uint)((int)(uy << 8) >> 8));
  o[8] = (short)x + (short)y;
  o[9] = (char)x * (char)(y >> 8);
}

// int_dot4: packed 8-bit dot products with accumulate (v_dot4 family).
kernel void int_dot4(global const uint *a, global const uint *b, global uint *out, uint n) {
  uint i = gid_x();
  if (i >= n)
    return;
  uint x = a[i], y = b[i];
  global uint *o = out + i * 3;
  o[0] = __builtin_amdgcn_udot4(x, y, i, false);
  o[1] = (uint)__builtin_amdgcn_sudot4(true, (int)x, true, (int)y, (int)i, false);
  o[2] = (uint)__builtin_amdgcn_sudot4(true, (int)x, false, (int)y, -(int)i, false);
}
