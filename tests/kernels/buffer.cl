// Buffer (MUBUF, MTBUF) instructions through buffer resources built in the
// kernel with __builtin_amdgcn_make_buffer_rsrc (or by hand for inline
// assembly): raw and structured loads and stores of every width, out-of-range
// reads (0) and dropped stores, a typed load, and buffer atomics.
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

// A strided resource (records of `stride` bytes, NUM_RECORDS counting
// records) with OOB_SELECT `oob`, as four uniform dwords for inline assembly.
static uint4 strided(global void *p, uint stride, uint records, uint oob) {
  uint4 r = rsrc_words(p, records);
  r.y |= stride << 16;
  r.w = (r.w & ~(3u << 28)) | oob << 28;
  return r;
}

// buf_struct: structured accesses (IDXEN, clang has no builtin for them on
// GFX11): records of 12 bytes over `a`, `records` of them. Per work-item i,
// out[5i..5i+4] gets, with OOB_SELECT 0 (index and offset + size <= stride
// checked), dword 1 of record i, dword 3 (never in range), dwords 1-2 as a
// typed 32_32_UINT load; with OOB_SELECT 1 (index only) dword 3 of record i,
// which is dword 0 of record i + 1; then 7i is stored to record i of `st`
// (4-byte records, OOB_SELECT 1, `records` of them).
kernel void buf_struct(global const uint *a, global uint *out, global uint *st, uint n,
                       uint records) {
  uint i = gid_x();
  if (i >= n)
    return;
  uint4 s0 = strided((global void *)a, 12, records, 0);
  uint4 s1 = strided((global void *)a, 12, records, 1);
  uint x, y, z;
  uint2 xy;
  __asm__ volatile("buffer_load_b32 %0, %1, %2, 0 idxen offset:4\n\ts_waitcnt vmcnt(0)"
                   : "=v"(x)
                   : "v"(i), "s"(s0)
                   : "memory");
  __asm__ volatile("buffer_load_b32 %0, %1, %2, 0 idxen offset:12\n\ts_waitcnt vmcnt(0)"
                   : "=v"(y)
                   : "v"(i), "s"(s0)
                   : "memory");
  __asm__ volatile("tbuffer_load_format_xy %0, %1, %2, 0 format:[BUF_FMT_32_32_UINT] idxen "
                   "offset:4\n\ts_waitcnt vmcnt(0)"
                   : "=v"(xy)
                   : "v"(i), "s"(s0)
                   : "memory");
  __asm__ volatile("buffer_load_b32 %0, %1, %2, 0 idxen offset:12\n\ts_waitcnt vmcnt(0)"
                   : "=v"(z)
                   : "v"(i), "s"(s1)
                   : "memory");
  global uint *o = out + 5 * i;
  o[0] = x;
  o[1] = y;
  o[2] = xy.x;
  o[3] = xy.y;
  o[4] = z;
  uint4 w = strided((global void *)st, 4, records, 1);
  __asm__ volatile("buffer_store_b32 %0, %1, %2, 0 idxen\n\ts_waitcnt vmcnt(0)"
                   :
                   : "v"(i * 7u), "v"(i), "s"(w)
                   : "memory");
}
