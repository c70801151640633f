// Work-efficient (Blelloch) exclusive prefix scan, two elements per lane,
// and stream compaction with ds_append / ds_consume.
#define WG 128
#define N (2 * WG)

static inline void wg_barrier(void) {
  __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup");
  __builtin_amdgcn_s_barrier();
  __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup");
}

// temp: N ints of dynamically sized local memory.
__attribute__((reqd_work_group_size(WG, 1, 1)))
kernel void scan_exclusive(global const int *in, global int *out, global int *totals,
                           local int *temp) {
  uint lid = __builtin_amdgcn_workitem_id_x();
  uint base = __builtin_amdgcn_workgroup_id_x() * N;

  // Adjacent pair per lane: ds_write2 / ds_read2 (or one 64-bit access).
  temp[2 * lid] = in[base + 2 * lid];
  temp[2 * lid + 1] = in[base + 2 * lid + 1];

  uint offset = 1;
  #pragma nounroll
  for (uint d = N >> 1; d > 0; d >>= 1) {
    wg_barrier();
    if (lid < d) {
      uint ai = offset * (2 * lid + 1) - 1;
      uint bi = offset * (2 * lid + 2) - 1;
      temp[bi] += temp[ai];
    }
    offset <<= 1;
  }
  if (lid == 0) {
    totals[__builtin_amdgcn_workgroup_id_x()] = temp[N - 1];
    temp[N - 1] = 0;
  }
  #pragma nounroll
  for (uint d = 1; d < N; d <<= 1) {
    offset >>= 1;
    wg_barrier();
    if (lid < d) {
      uint ai = offset * (2 * lid + 1) - 1;
      uint bi = offset * (2 * lid + 2) - 1;
      int t = temp[ai];
      temp[ai] = temp[bi];
      temp[bi] += t;
    }
  }
  wg_barrier();
  out[base + 2 * lid] = temp[2 * lid];
  out[base + 2 * lid + 1] = temp[2 * lid + 1];
}

// Keep positive values: slots handed out by ds_append, drained by ds_consume.
__attribute__((reqd_work_group_size(WG, 1, 1)))
kernel void compact_positive(global const int *in, global int *out, global int *count) {
  local int slots[WG];
  local int head;
  uint lid = __builtin_amdgcn_workitem_id_x();
  uint grp = __builtin_amdgcn_workgroup_id_x();
  int v = in[grp * WG + lid];
  if (lid == 0)
    head = 0;
  wg_barrier();
  if (v > 0)
    slots[__builtin_amdgcn_ds_append(&head)] = v;
  wg_barrier();
  int n = head;
  wg_barrier();
  if (lid < (uint)n)
    out[grp * WG + __builtin_amdgcn_ds_consume(&head)] = slots[lid];
  if (lid == 0)
    count[grp] = n;
}
