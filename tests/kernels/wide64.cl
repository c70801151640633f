// 64-bit integers and doubles.
#include "suite.h"

// i64_arith: 64-bit add, sub, mul, shifts by run-time amounts, signed and
// unsigned compares, min, rotate, and a 32x32->64 multiply.
kernel void i64_arith(global const ulong *a, global const ulong *b, global ulong *out,
                      uint n) {
  uint i = gid_x();
  if (i >= n)
    return;
  ulong x = a[i], y = b[i];
  long sx = (long)x, sy = (long)y;
  uint s = (uint)y & 63;
  global ulong *o = out + i * 10;
  o[0] = x + y;
  o[1] = x - y;
  o[2] = x * y;
  o[3] = x << s;
  o[4] = x >> s;
  o[5] = (ulong)(sx >> s);
  o[6] = (ulong)(sx < sy) | (ulong)(x < y) << 1 | (ulong)(x == y) << 2 | (ulong)(sx >= sy) << 3;
  o[7] = sx < sy ? x : y;
  o[8] = s ? (x << s) | (x >> (64 - s)) : x;
  o[9] = (ulong)(uint)x * (ulong)(uint)(y >> 32) + (ulong)(long)(int)(x >> 32);
}

// i64_divrem: 64-bit signed and unsigned division and remainder by
// run-time divisors of every magnitude, and by a constant.
kernel void i64_divrem(global const ulong *a, global const ulong *b, global ulong *out,
                       uint n) {
  uint i = gid_x();
  if (i >= n)
    return;
  ulong x = a[i], y = b[i];
  if (y == 0)
    y = 12345;
  long sx = (long)x, sy = (long)y;
  if (sy == -1)
    sy = 7;
  global ulong *o = out + i * 5;
  o[0] = x / y;
  o[1] = x % y;
  o[2] = (ulong)(sx / sy);
  o[3] = (ulong)(sx % sy);
  o[4] = x / 1000000007ul;
}

// f64_arith: double + - * fma, division and sqrt (correctly rounded for
// double in OpenCL), min/max, floor, on finite random values.
kernel void f64_arith(global const double *a, global const double *b, global const double *c,
                      global double *out, uint n) {
  uint i = gid_x();
  if (i >= n)
    return;
  double x = a[i], y = b[i], z = c[i];
  global double *o = out + i * 9;
  o[0] = x + y;
  o[1] = x - y;
  o[2] = x * y;
  o[3] = __builtin_fma(x, y, z);
  o[4] = x / y;
  o[5] = __builtin_sqrt(__builtin_fabs(x));
  o[6] = __builtin_fmin(x, y);
  o[7] = __builtin_fmax(x, z);
  o[8] = __builtin_floor(x) + __builtin_trunc(y);
}

// f64_convert: double <-> float, int, uint, long and ulong (truncating
// toward zero from double; round to nearest even into double and float).
kernel void f64_convert(global const double *a, global const long *b, global double *od,
                        global float *of, global long *ol, uint n) {
  uint i = gid_x();
  if (i >= n)
    return;
  double x = a[i];
  long y = b[i];
  of[2 * i] = (float)x;
  of[2 * i + 1] = (float)y;
  od[4 * i] = (double)y;
  od[4 * i + 1] = (double)(ulong)y;
  od[4 * i + 2] = (double)(float)x;
  od[4 * i + 3] = (double)(int)y + (double)(uint)(y >> 32);
  // in-range values only: out-of-range conversions are undefined
  double t = x;
  ol[3 * i] = __builtin_fabs(t) < 9.0e18 ? (long)t : -1;
  ol[3 * i + 1] = (__builtin_fabs(t) < 2.0e9) ? (long)(int)t : -2;
  ol[3 * i + 2] = (t >= 0.0 && t < 1.8e19) ? (long)(ulong)t : -3;
}
