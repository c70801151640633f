// Conversions between integer and float types, and narrow integer memory
// accesses (8- and 16-bit loads and stores, sign and zero extension).
#include "suite.h"

// cvt_int_float: int/uint/long/ulong -> float (round to nearest even) and
// float -> int/uint/long (toward zero, in-range values only).
kernel void cvt_int_float(global const int *a, global const long *b, global const float *c,
                          global float *of, global int *oi, global long *ol, uint n) {
  uint i = gid_x();
  if (i >= n)
    return;
  int x = a[i];
  long y = b[i];
  float z = c[i];
  of[4 * i] = (float)x;
  of[4 * i + 1] = (float)(uint)x;
  of[4 * i + 2] = (float)y;
  of[4 * i + 3] = (float)(ulong)y;
  float az = __builtin_fabsf(z);
  oi[2 * i] = az < 2.0e9f ? (int)z : 12345;
  oi[2 * i + 1] = (z >= 0.0f && z < 4.0e9f) ? (int)(uint)z : 54321;
  ol[i] = az < 9.0e18f ? (long)z : 777;
}

// cvt_narrow: byte and short buffers in and out: sign/zero extension,
// truncation, and 8/16-bit stores at odd addresses.
kernel void cvt_narrow(global const char *a, global const ushort *b, global uchar *ob,
                       global short *os, global int *oi, uint n) {
  uint i = gid_x();
  if (i >= n)
    return;
  char x = a[i];
  ushort y = b[i];
  ob[2 * i] = (uchar)(x + 3);
  ob[2 * i + 1] = (uchar)(y >> 4);
  os[i] = (short)((short)y * (short)x);
  oi[2 * i] = (int)x + (int)(uchar)x;
  oi[2 * i + 1] = (int)(short)y - (int)y;
}
