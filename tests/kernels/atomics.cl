// Global memory: loads and stores of several widths, global atomics (integer,
// float, 64-bit, compare-exchange), and a private array big enough to live in
// scratch memory.
kernel void global_atomics(global int *counters, global float *fsum, global long *lcount,
                           global atomic_int *ac, global const uchar *bytes,
                           global ushort *shorts, global const int4 *vec4, global int4 *o4,
                           uint n) {
  uint i = get_global_id(0);
  if (i >= n)
    return;
  atomic_add(&counters[i & 31], (int)bytes[i]);
  atomic_max(&counters[32 + (i & 7)], (int)i);
  atomic_xchg(&counters[40], (int)i);
  atom_add(&lcount[i & 3], (long)i);
  __opencl_atomic_fetch_add((volatile global atomic_float *)&fsum[i & 3], (float)i,
                            memory_order_relaxed, memory_scope_device);
  int expected = 0;
  atomic_compare_exchange_strong(&ac[i & 15], &expected, (int)i);
  shorts[i] = (ushort)(bytes[i] * 3 + bytes[i + 1]);
  o4[i] = vec4[i] + vec4[n - 1 - i];
}

kernel void private_array(global const int *idx, global int *out, uint n) {
  int buf[48];
  uint i = get_global_id(0);
  #pragma unroll 1
  for (int k = 0; k < 48; k++)
    buf[k] = idx[(i + k) % n] * k;
  int s = 0;
  #pragma unroll 1
  for (int k = 0; k < 16; k++)
    s += buf[idx[k] & 47];            // dynamic index: kept in scratch
  out[i] = s;
}
