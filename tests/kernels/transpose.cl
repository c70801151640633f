// Tiled transposes through LDS for 8/16/32-bit elements (one 2D kernel) and
// 64/96/128-bit elements (one 1D kernel).
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#define TILE 16

static inline void wg_barrier(void) {
  __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup");
  __builtin_amdgcn_s_barrier();
  __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup");
}

// tf: TILE x (TILE + 1) floats (padded against bank conflicts);
// t8, t16, th: TILE x TILE elements each.
__attribute__((reqd_work_group_size(TILE, TILE, 1)))
kernel void transpose_tiles(global const float *f, global float *fo,
                            global const uchar *b, global const short *h,
                            global const half *hf, global uint *mixo, uint w,
                            local float *tf, local uchar *t8, local short *t16, local half *th) {
  uint tx = __builtin_amdgcn_workitem_id_x(), ty = __builtin_amdgcn_workitem_id_y();
  uint bx = __builtin_amdgcn_workgroup_id_x() * TILE, by = __builtin_amdgcn_workgroup_id_y() * TILE;
  uint in = (by + ty) * w + bx + tx, outi = (bx + ty) * w + by + tx;
  tf[ty * (TILE + 1) + tx] = f[in];
  t8[ty * TILE + tx] = b[in];
  t16[ty * TILE + tx] = h[in];
  th[ty * TILE + tx] = hf[in];
  wg_barrier();
  fo[outi] = tf[tx * (TILE + 1) + ty];
  uint u8 = t8[tx * TILE + ty];                                   // ds_read_u8
  int i8 = ((local char *)t8)[tx * TILE + (ty ^ 1)];              // ds_read_i8
  int i16 = t16[tx * TILE + ty];                                  // ds_read_i16
  uint u16 = ((local ushort *)t16)[(tx ^ 1) * TILE + ty];         // ds_read_u16
  half2 hp = (half2)(th[tx * TILE + ty], th[tx * TILE + (ty ^ 1)]); // d16 / d16_hi
  mixo[outi] = (u8 * 3 + i8) ^ (uint)(i16 + u16) ^ as_uint(hp * hp);
}

typedef struct __attribute__((aligned(16))) { float x, y, z; } f3_t;

// Reverse rows of float4 (b128), packed float3 (b96) and long (two adjacent
// 64-bit elements per lane: write2_b64 / read2_b64). Static LDS.
__attribute__((reqd_work_group_size(64, 1, 1)))
kernel void transpose_wide(global const float4 *v4, global float4 *v4out,
                           global const float *v3, global float *v3out, global long *l) {
  local float4 t4[64];
  local f3_t t3[64];
  local long tl[128];
  uint lid = __builtin_amdgcn_workitem_id_x();
  uint g = __builtin_amdgcn_workgroup_id_x() * 64 + lid;
  t4[lid] = v4[g];
  t3[lid].x = v3[3 * g];
  t3[lid].y = v3[3 * g + 1];
  t3[lid].z = v3[3 * g + 2];
  tl[2 * lid] = l[2 * g];
  tl[2 * lid + 1] = l[2 * g + 1];
  wg_barrier();
  v4out[g] = t4[63 - lid];
  f3_t o = t3[63 - lid];
  v3out[3 * g] = o.x;
  v3out[3 * g + 1] = o.y;
  v3out[3 * g + 2] = o.z;
  l[2 * g] = tl[127 - 2 * lid];
  l[2 * g + 1] = tl[126 - 2 * lid];
}
