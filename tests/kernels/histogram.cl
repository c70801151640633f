// 256-bin byte histogram with LDS integer atomics. Per-lane-group summaries
// live in 8 slots (lane & 7) to spread contention.
#define WG 256

static inline void wg_barrier(void) {
  __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup");
  __builtin_amdgcn_s_barrier();
  __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup");
}

#define LA(p) ((volatile local atomic_uint *)(p))
#define LAI(p) ((volatile local atomic_int *)(p))
#define RLX memory_order_relaxed, memory_scope_work_group

// Summary slot layout: 8 entries each of
enum { DISTINCT = 0, OWNER = 8, MAXB = 16, MINB = 24, ORM = 32, ANDM = 40, XORM = 48, RING = 56 };

// bins: 256 uints; sm: 64 uints of summaries.
__attribute__((reqd_work_group_size(WG, 1, 1)))
kernel void histogram256(global const uchar *bytes, global uint *hist, global uint *stats,
                         uint n, local uint *bins, local uint *sm) {
  uint lid = __builtin_amdgcn_workitem_id_x();
  uint s = lid & 7;
  uint idx = __builtin_amdgcn_workgroup_id_x() * WG + lid;

  bins[lid] = 0;
  if (lid < 64) {
    uint k = lid >> 3;
    sm[lid] = k == 1 || k == 5 ? ~0u : k == 3 ? 256 : 0;
  }
  wg_barrier();

  uint slot = 0;
  if (idx < n) {
    uint b = bytes[idx];
    // First touch of a bin bumps the distinct count (ds_add_rtn_u32, ds_inc_u32).
    if (__opencl_atomic_fetch_add(LA(&bins[b]), 1u, RLX) == 0)
      __builtin_amdgcn_atomic_inc32(&sm[DISTINCT + (b & 7)], 0xffffffffu, __ATOMIC_RELAXED, "workgroup");
    __opencl_atomic_fetch_max(LA(&sm[MAXB + s]), b, RLX);                 // ds_max_u32
    __opencl_atomic_fetch_min(LAI(&sm[MINB + s]), (int)b - 128, RLX);     // ds_min_i32
    __opencl_atomic_fetch_or(LA(&sm[ORM + s]), 1u << (b & 31), RLX);
    __opencl_atomic_fetch_and(LA(&sm[ANDM + s]), ~(1u << (b >> 3)), RLX);
    __opencl_atomic_fetch_xor(LA(&sm[XORM + s]), b, RLX);
    // Wrapping ring position 7..0 (ds_dec_rtn_u32).
    slot = __builtin_amdgcn_atomic_dec32(&sm[RING + (b & 7)], 7u, __ATOMIC_RELAXED, "workgroup");
  }
  // First lane of each group claims it (ds_cmpst_b32 / ds_cmpstore_b32).
  uint expected = ~0u;
  __opencl_atomic_compare_exchange_strong(LA(&sm[OWNER + s]), &expected, lid, memory_order_relaxed,
                                          memory_order_relaxed, memory_scope_work_group);
  wg_barrier();

  uint c = bins[lid];
  if (c)
    __opencl_atomic_fetch_add((volatile global atomic_uint *)&hist[lid], c + slot,
                              memory_order_relaxed, memory_scope_device);
  if (lid == sm[OWNER + s]) {
    global uint *o = stats + (__builtin_amdgcn_workgroup_id_x() * 8 + s) * 6;
    // Reset the max slot, returning the old value (ds_wrxchg_rtn_b32).
    o[0] = __opencl_atomic_exchange(LA(&sm[MAXB + s]), 0u, RLX);
    o[1] = sm[MINB + s];
    o[2] = sm[ORM + s];
    o[3] = sm[ANDM + s];
    o[4] = sm[XORM + s];
    o[5] = sm[DISTINCT + s];
  }
}
