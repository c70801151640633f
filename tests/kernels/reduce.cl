// Work-group reduction over LDS: tree sum with barriers, a wave-level finish
// with ds_swizzle, float/double atomics on LDS slots; plus a wave shuffle
// with ds_permute / ds_bpermute / ds_swizzle.
#define WG 256

static inline void wg_barrier(void) {
  __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup");
  __builtin_amdgcn_s_barrier();
  __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup");
}

#define RLX memory_order_relaxed, memory_scope_work_group

// part: WG floats; acc: 8 floats (max, sums[4], mins[3]); dsum: 2 doubles.
__attribute__((reqd_work_group_size(WG, 1, 1)))
kernel void reduce_stats(global const float *in, global float *out, uint n,
                         local float *part, local float *acc, local double *dsum) {
  uint lid = __builtin_amdgcn_workitem_id_x();
  uint grp = __builtin_amdgcn_workgroup_id_x();
  uint gid = grp * WG + lid;
  float v = gid < n ? in[gid] : 0.0f;

  if (lid < 8)
    acc[lid] = lid == 0 ? -INFINITY : lid < 5 ? 0.0f : INFINITY;
  if (lid < 2)
    dsum[lid] = 0.0;
  part[lid] = v;
  wg_barrier();

  // One shared max (ds_max_f32), add / min slots picked by lane.
  __builtin_amdgcn_ds_fmaxf(&acc[0], v, __ATOMIC_RELAXED, 2, false);
  float before = __opencl_atomic_fetch_add((volatile local atomic_float *)&acc[1 + (lid & 3)],
                                           v, RLX);                 // ds_add_rtn_f32
  __opencl_atomic_fetch_min((volatile local atomic_float *)&acc[5 + (lid & 1)], v, RLX);
  // ds_add_f64 where native, a ds_cmpst_rtn_b64 loop elsewhere.
  __opencl_atomic_fetch_add((volatile local atomic_double *)&dsum[lid & 1], (double)v * v, RLX);

  for (uint s = WG / 2; s >= 32; s >>= 1) {
    if (lid < s)
      part[lid] += part[lid + s];
    wg_barrier();
  }

  if (lid < 32) {
    float x = part[lid];
    // xor butterflies within 32 lanes: and_mask=0x1f, xor_mask = 16,8,4,2,1
    x += __builtin_bit_cast(float, __builtin_amdgcn_ds_swizzle(__builtin_bit_cast(int, x), (16 << 10) | 0x1f));
    x += __builtin_bit_cast(float, __builtin_amdgcn_ds_swizzle(__builtin_bit_cast(int, x), (8 << 10) | 0x1f));
    x += __builtin_bit_cast(float, __builtin_amdgcn_ds_swizzle(__builtin_bit_cast(int, x), (4 << 10) | 0x1f));
    x += __builtin_bit_cast(float, __builtin_amdgcn_ds_swizzle(__builtin_bit_cast(int, x), (2 << 10) | 0x1f));
    x += __builtin_bit_cast(float, __builtin_amdgcn_ds_swizzle(__builtin_bit_cast(int, x), (1 << 10) | 0x1f));
    if (lid == 0)
      out[grp * 5] = x;
  }
  wg_barrier();
  if (lid == 0) {
    out[grp * 5 + 1] = acc[0];
    out[grp * 5 + 2] = fmin(acc[5], acc[6]);
    out[grp * 5 + 3] = (acc[1] + acc[2]) + (acc[3] + acc[4]);
    out[grp * 5 + 4] = (float)(dsum[0] + dsum[1]);
  }
  if (lid == WG - 1 && before < 0.0f)
    out[grp * 5 + 3] = before;
}

__attribute__((reqd_work_group_size(64, 1, 1)))
kernel void wave_shuffle(global int *data, global int *rot, int shift) {
  uint lid = __builtin_amdgcn_workitem_id_x();
  uint g = __builtin_amdgcn_workgroup_id_x() * 64 + lid;
  int x = data[g];
  int addr = (int)((lid + shift) & 63) << 2;           // byte address of a lane
  int pulled = __builtin_amdgcn_ds_bpermute(addr, x);  // read from lane
  int pushed = __builtin_amdgcn_ds_permute(addr, x);   // write to lane
  int sw1 = __builtin_amdgcn_ds_swizzle(x, (1 << 10) | 0x1f); // swap neighbours
  int bc = __builtin_amdgcn_ds_swizzle(x, 0x0000);            // lane 0 of 32
  int q0 = __builtin_amdgcn_ds_swizzle(x, 0x8000);            // quad lane 0
  int qr = __builtin_amdgcn_ds_swizzle(x, 0x801b);            // quad reversed
  data[g] = pulled + pushed;
  rot[g] = (sw1 ^ bc) + (q0 ^ qr);
}
