// Bit manipulation.
#include "suite.h"

// bit_count: popcount, count leading and trailing zeros (zero inputs
// included), 32- and 64-bit, and leading sign bits.
kernel void bit_count(global const uint *a, global const ulong *b, global uint *out, uint n) {
  uint i = gid_x();
  if (i >= n)
    return;
  uint x = a[i];
  ulong y = b[i];
  global uint *o = out + i * 8;
  o[0] = __builtin_popcount(x);
  o[1] = __builtin_clzg(x, 32);
  o[2] = __builtin_ctzg(x, 32);
  o[3] = __builtin_popcountll(y);
  o[4] = __builtin_clzg(y, 64);
  o[5] = __builtin_ctzg(y, 64);
  int s = (int)x;
  o[6] = __builtin_clzg((uint)(s ^ (s >> 31)), 32); // leading bits equal to the sign, plus one
  o[7] = __builtin_bitreverse32(x);
}

// bit_field: bitfield extract (run-time offset and width, signed and
// unsigned), bitfield insert, byte swap, rotate, funnel shift and byte
// permute builtins.
kernel void bit_field(global const uint *a, global const uint *b, global uint *out, uint n) {
  uint i = gid_x();
  if (i >= n)
    return;
  uint x = a[i], y = b[i];
  uint off = y & 31, w = (y >> 5) & 31;
  global uint *o = out + i * 9;
  o[0] = (x >> off) & ((1u << w) - 1u);
  o[1] = __builtin_amdgcn_ubfe(x, off, w);
  o[2] = (uint)__builtin_amdgcn_sbfe((int)x, off, w);
  o[3] = (x & 0x00ff00f0u) | (y & ~0x00ff00f0u);
  o[4] = __builtin_bswap32(x);
  o[5] = (x << off) | (x >> ((32 - off) & 31));
  o[6] = __builtin_amdgcn_alignbit(x, y, off);
  o[7] = __builtin_amdgcn_perm(x, y, 0x07020500u + (i & 0x0c));
  o[8] = __builtin_amdgcn_alignbyte(x, y, i & 3);
}

// bit_scalar: the same kinds of operations on values uniform across the
// wave (kernel arguments and workgroup IDs), so that they run on the scalar
// unit; one result row per workgroup.
kernel void bit_scalar(global const uint *a, global uint *out, uint k) {
  uint g = __builtin_amdgcn_workgroup_id_x();
  uint x = a[g] ^ k;
  ulong y = ((ulong)a[g + 1] << 32) | (x * 0x9e3779b9u);
  uint r[10];
  r[0] = __builtin_popcount(x);
  r[1] = __builtin_clzg(x, 32);
  r[2] = __builtin_ctzg(x, 32);
  r[3] = __builtin_popcountll(y);
  r[4] = __builtin_clzg(y, 64);
  r[5] = __builtin_bitreverse32(x);
  r[6] = (x >> (k & 31)) & 0xfffu;
  r[7] = (uint)((int)x >> ((g + k) & 31));
  r[8] = (uint)(y >> (g & 63)) ^ (uint)(y * 3);
  r[9] = x > k ? x - k : k * x;
  uint l = LID_X;
  if (l < 10)
    out[g * 10 + l] = r[l];
}
