// Buffer (MUBUF) instructions through buffer resources built in the kernel
// with __builtin_amdgcn_make_buffer_rsrc: raw loads and stores of every
// width, out-of-range reads (0) and dropped stores, and buffer atomics.
#include "suite.h"

// V# word 3 on GFX11: DST_SEL X, Y, Z, W; FORMAT 32_FLOAT (22); OOB_SELECT 3
// (raw: offset + size must fit NUM_RECORDS bytes), as Mesa builds raw
// buffer descriptors for GFX11.
#define RAW_FLAGS (4 | 5 << 3 | 6 << 6 | 7 << 9 | 22 << 12 | 3 << 28)

typedef __amdgpu_buffer_rsrc_t rsrc_t;

static rsrc_t rsrc(global void *p, uint bytes) {
  return __builtin_amdgcn_make_buffer_rsrc(p, 0, bytes, RAW_FLAGS);
}

// buf_rw: `limit` of `a`'s words are in range. Per work-item i, out[8i..8i+7]
// gets dword i, byte i, half-word i, the dword two further on (through a
// scalar offset), and a 4-dword load at dword 4i (range-checked per dword);
// then dword i, byte 4i+1 and half-word 2i+1 of `st` are stored through a
// resource whose range ends at `limit` words (later ones are dropped).
kernel void buf_rw(global const uint *a, global uint *out, global uint *st, uint n, uint limit) {
  uint i = gid_x();
  if (i >= n)
    return;
  rsrc_t r = rsrc((global void *)a, limit * 4);
  global uint *o = out + 8 * i;
  o[0] = __builtin_amdgcn_raw_buffer_load_b32(r, i * 4, 0, 0);
  o[1] = (uint)(int)(char)__builtin_amdgcn_raw_buffer_load_b8(r, i, 0, 0);
  o[2] = (uint)(ushort)__builtin_amdgcn_raw_buffer_load_b16(r, i * 2, 0, 0);
  o[3] = __builtin_amdgcn_raw_buffer_load_b32(r, i * 4, 8, 0);
  uint4 q = __builtin_amdgcn_raw_buffer_load_b128(r, i * 16, 0, 0);
  o[4] = q.x;
  o[5] = q.y;
  o[6] = q.z;
  o[7] = q.w;
  rsrc_t w = rsrc((global void *)st, limit * 4);
  uint x = a[i];
  __builtin_amdgcn_raw_buffer_store_b32(x * 3u + 1u, w, i * 4, 0, 0);
  __builtin_amdgcn_raw_buffer_store_b8((uchar)(x >> 8), w, i * 4 + 1, 0, 0);
  __builtin_amdgcn_raw_buffer_store_b16((ushort)(x >> 16), w, i * 4 + 2, 0, 0);
}

// buf_wide: 2- and 3-dword stores and a 2-dword load through a resource of
// `limit` words: dwords past it are dropped (stores) or read 0 (loads).
// Work-item i copies dwords 3i..3i+2 of `a` to `st` and dwords 2i, 2i+1 to
// out[2i..2i+1].
kernel void buf_wide(global const uint *a, global uint *out, global uint *st, uint n, uint limit) {
  uint i = gid_x();
  if (i >= n)
    return;
  rsrc_t r = rsrc((global void *)a, limit * 4);
  uint2 d = __builtin_amdgcn_raw_buffer_load_b64(r, i * 8, 0, 0);
  out[2 * i] = d.x;
  out[2 * i + 1] = d.y;
  uint3 t = (uint3)(a[3 * i], a[3 * i + 1], a[3 * i + 2]);
  rsrc_t w = rsrc((global void *)st, limit * 4);
  __builtin_amdgcn_raw_buffer_store_b96(t, w, i * 12, 0, 0);
}

// The resource as four uniform dwords, for inline assembly (clang has no
// compare-swap buffer builtin).
static uint4 rsrc_words(global void *p, uint bytes) {
  ulong a = (ulong)p;
  uint lo = __builtin_amdgcn_readfirstlane((uint)a);
  uint hi = __builtin_amdgcn_readfirstlane((uint)(a >> 32));
  return (uint4)(lo, hi & 0xffffu, __builtin_amdgcn_readfirstlane(bytes), RAW_FLAGS);
}

// buffer_atomic_cmpswap_b32 with glc: stores `val` if the word equals `cmp`,
// returns the old word.
static uint buf_cas(uint4 rs, uint off, uint cmp, uint val) {
  uint2 d = (uint2)(val, cmp);
  __asm__ volatile("buffer_atomic_cmpswap_b32 %0, %1, %2, 0 offen glc\n\ts_waitcnt vmcnt(0)"
                   : "+v"(d)
                   : "v"(off), "s"(rs)
                   : "memory");
  return d.x;
}

// buf_atomics: buffer atomics on `c` (8 words in range): an integer add
// whose returned old values are summed (word 1), float add, max and min
// (words 2-4), an add through compare-swap loops (word 5) and a compare-swap
// that only the first comer wins (word 6 from 0 to 1; the winners counted
// in word 7). An add at word 8, past the range, is dropped.
kernel void buf_atomics(global const int *a, global uint *c, uint n) {
  uint i = gid_x();
  if (i >= n)
    return;
  int x = a[i];
  rsrc_t r = rsrc((global void *)c, 32);
  uint old = (uint)__builtin_amdgcn_raw_ptr_buffer_atomic_add_i32(1, r, 0, 0, 0);
  __builtin_amdgcn_raw_ptr_buffer_atomic_add_i32((int)old, r, 4, 0, 0);
  float v = (float)(x % 1000) * 0.125f;
  __builtin_amdgcn_raw_ptr_buffer_atomic_fadd_f32(v, r, 8, 0, 0);
  __builtin_amdgcn_raw_ptr_buffer_atomic_fmax_f32((float)x, r, 12, 0, 0);
  __builtin_amdgcn_raw_ptr_buffer_atomic_fmin_f32((float)x, r, 16, 0, 0);
  __builtin_amdgcn_raw_ptr_buffer_atomic_add_i32(5, r, 32, 0, 0);
  uint4 rs = rsrc_words((global void *)c, 32);
  uint add = (uint)x & 0xffffu;
  uint seen = c[5];
  for (;;) {
    uint prev = buf_cas(rs, 20, seen, seen + add);
    if (prev == seen)
      break;
    seen = prev;
  }
  if (buf_cas(rs, 24, 0, 1) == 0)
    __builtin_amdgcn_raw_ptr_buffer_atomic_add_i32(1, r, 28, 0, 0);
}
