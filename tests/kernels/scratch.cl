// Private arrays indexed at run time: in scratch memory, or in registers
// when small enough.
#include "suite.h"

// priv_scratch: a 64-word private array filled and then read and written at
// data-dependent indices (scratch loads and stores).
kernel void priv_scratch(global const uint *a, global uint *out, uint n) {
  uint i = gid_x();
  if (i >= n)
    return;
  uint buf[64];
  uint s = a[i];
  #pragma unroll 1
  for (int k = 0; k < 64; k++) {
    s = s * 1103515245u + 12345u;
    buf[k] = s;
  }
  uint j = a[i] & 63u;
  uint acc = 0;
  #pragma unroll 1
  for (uint k = 0; k < 48; k++) {
    acc += buf[j] ^ k;
    buf[(j * 7u + k) & 63u] = acc;
    j = (buf[(j + k) & 63u] >> 7) & 63u;
  }
  out[i] = acc ^ buf[a[i] % 64u];
}

// priv_sort: insertion sort of 16 values per work-item in a private array.
kernel void priv_sort(global const int *a, global int *out, uint n) {
  uint i = gid_x();
  if (i >= n)
    return;
  int v[16];
  for (int k = 0; k < 16; k++)
    v[k] = a[i * 16 + (uint)k];
  #pragma unroll 1
  for (int k = 1; k < 16; k++) {
    int x = v[k];
    int j = k - 1;
    while (j >= 0 && v[j] > x) {
      v[j + 1] = v[j];
      j--;
    }
    v[j + 1] = x;
  }
  for (int k = 0; k < 16; k++)
    out[i * 16 + (uint)k] = v[k];
}

// priv_small: an 8-word private array indexed at run time, small enough to
// live in registers (indexed register moves).
kernel void priv_small(global const uint *a, global uint *out, uint n) {
  uint i = gid_x();
  if (i >= n)
    return;
  uint v[8];
  for (int k = 0; k < 8; k++)
    v[k] = a[i] + (uint)k * 0x01010101u;
  uint j = a[i] >> 29;
  v[j] ^= 0xffffu;
  v[(j + 3u) & 7u] += v[j];
  out[i] = v[a[i] & 7u] + v[(a[i] >> 3) & 7u];
}
