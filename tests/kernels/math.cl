// Integer and float math across widths: 32/64-bit integer ops, division and
// remainder, float and double transcendental-free math, conversions, bit ops,
// selects and a data-dependent loop (control flow).
kernel void int_math(global const int *a, global const long *b, global long *out, uint n) {
  uint i = get_global_id(0);
  if (i >= n)
    return;
  int x = a[i];
  long y = b[i];
  long acc = 0;
  #pragma unroll 1
  for (int k = 0; k < (x & 15); k++) {   // data-dependent trip count
    acc += (y >> k) ^ ((long)x * k);
    if (acc & 1)
      acc = rotate(acc, (long)k);
    else
      acc -= popcount(y) + clz(x);
  }
  acc += (long)(x / 7) + (long)(x % 13) + y / (long)(x | 1) + (long)((uint)x / 3u);
  acc += mul_hi(x, 12345) + mad24(x, 3, 5) + (long)abs(x) + (long)hadd(x, 77);
  out[i] = acc + (long)max(x, -3) * min(y, 99L) + (y > 0 ? y : -y);
}

kernel void float_math(global const float *a, global const double *b, global float *f,
                       global double *d, uint n) {
  uint i = get_global_id(0);
  if (i >= n)
    return;
  float x = a[i];
  double y = b[i];
  float r = fma(x, 2.5f, -1.0f) / (x + 3.0f);
  r = fmax(r, fmin(x, 0.5f)) + floor(x) * ceil(x) - trunc(x) + rint(x) + fabs(x);
  r += sqrt(fabs(x)) + native_recip(x + 1.0f) + copysign(r, -x) + ldexp(x, 3);
  double s = fma(y, 0.25, (double)x) / (y - 1.0);
  s = fmax(s, (double)r) + floor(y) + sqrt(fabs(y)) + (double)(int)x + (double)(ulong)y;
  f[i] = r + (float)s + (float)(uint)y + (x < 0.0f ? convert_float(i) : 0.25f);
  d[i] = s * y + (isnan(y) ? 1.0 : 2.0) + (double)(long)(x * 1000.0f);
}
