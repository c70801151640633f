// Control flow: divergence within a wave, loops with run-time trip counts,
// early exits.
// Also built for wave64 (kernel names with _w64, see suite.h).
#include "suite.h"

// cf_divergent_if: nested if/else on per-lane data, with different work in
// every branch (EXEC masking and reconvergence).
kernel void W64(cf_divergent_if)(global const int *a, global int *out, uint n) {
  uint i = gid_x();
  if (i >= n)
    return;
  int x = a[i];
  int r;
  if (x & 1) {
    if (x & 2)
      r = (int)((uint)x * 3u + 1u);
    else
      r = x >> 2;
  } else if ((x & 12) == 4) {
    r = x ^ 0x5a5a5a5a;
    if (r < 0)
      r = (int)(0u - (uint)r);
  } else {
    r = (int)i - x;
  }
  out[i] = r;
}

// cf_switch: a multi-way switch on per-lane data.
kernel void W64(cf_switch)(global const uint *a, global uint *out, uint n) {
  uint i = gid_x();
  if (i >= n)
    return;
  uint x = a[i];
  uint r;
  switch (x % 7) {
  case 0: r = x / 7; break;
  case 1: r = x * 5; break;
  case 2: r = ~x; break;
  case 3: r = x << 3; // falls through
  case 4: r = (x ^ i) + 1; break;
  case 5: r = __builtin_popcount(x); break;
  default: r = i; break;
  }
  out[i] = r;
}

// cf_collatz: a data-dependent while loop (Collatz steps, capped), so that
// lanes leave the loop at different iterations.
kernel void W64(cf_collatz)(global const uint *a, global uint *out, uint n) {
  uint i = gid_x();
  if (i >= n)
    return;
  uint x = a[i] % 1000u + 1u;
  uint steps = 0;
  while (x != 1u && steps < 500u) {
    x = (x & 1u) ? 3u * x + 1u : x >> 1;
    steps++;
  }
  out[i] = steps;
}

// cf_early_exit: early return for some lanes, break out of a search loop,
// continue, and a loop bound from a kernel argument.
kernel void W64(cf_early_exit)(global const int *a, global int *out, uint n, int limit) {
  uint i = gid_x();
  if (i >= n)
    return;
  int x = a[i];
  if (x % 5 == 0) {
    out[i] = -1;
    return;
  }
  int found = -2;
  int acc = 0;
  for (int k = 0; k < limit; k++) {
    int v = a[(i + (uint)k) % n];
    if ((v & 3) == 0)
      continue;
    acc += v & 0xff;
    if (acc > x % 300 + 300) {
      found = k;
      break;
    }
  }
  out[i] = found * 1000 + (acc & 0x3ff);
}

// cf_nested_loops: a uniform outer loop (scalar branches) around a
// divergent inner loop whose trip count depends on the lane.
kernel void W64(cf_nested_loops)(global const uint *a, global uint *out, uint n, uint rounds) {
  uint i = gid_x();
  if (i >= n)
    return;
  uint x = a[i];
  uint acc = 0;
  for (uint r = 0; r < rounds; r++) {
    uint m = (x >> (r & 7)) & 15u;
    for (uint k = 0; k < m; k++)
      acc = acc * 31u + (x ^ k ^ r);
    if (acc & 0x10000u)
      acc ^= r;
  }
  out[i] = acc;
}
