// Packed, normalized and byte conversions and the 2/pi segments of
// trig_preop, through their amdgcn builtins (v_cvt_pk_norm_*_f32,
// v_cvt_pk_{i16_i32,u16_u32}, v_cvt_pk_u8_f32, v_trig_preop_f64).
#include "suite.h"

typedef short short2_t __attribute__((ext_vector_type(2)));
typedef ushort ushort2_t __attribute__((ext_vector_type(2)));

// cvt_pack: two floats and two ints per item; every output a packed dword.
kernel void cvt_pack(global const float *a, global const float *b, global const int *c,
                     global const int *d, global uint *out, uint n) {
  uint i = gid_x();
  if (i >= n)
    return;
  float x = a[i], y = b[i];
  int p = c[i], q = d[i];
  short2_t sn = __builtin_amdgcn_cvt_pknorm_i16(x, y);
  ushort2_t un = __builtin_amdgcn_cvt_pknorm_u16(x, y);
  short2_t si = __builtin_amdgcn_cvt_pk_i16(p, q);
  ushort2_t ui = __builtin_amdgcn_cvt_pk_u16((uint)p, (uint)q);
  out[6 * i] = as_uint(sn);
  out[6 * i + 1] = as_uint(un);
  out[6 * i + 2] = as_uint(si);
  out[6 * i + 3] = as_uint(ui);
  // the byte position from the item's index, the other bytes from q
  out[6 * i + 4] = __builtin_amdgcn_cvt_pk_u8_f32(x * 300.0f, i & 3, (uint)q);
  out[6 * i + 5] = __builtin_amdgcn_cvt_pk_u8_f32(y, (i >> 2) & 3, (uint)p);
}

// trig_preop: segments 0..3 (and one past the lane's own) of 2/pi scaled
// for each input's exponent.
kernel void trig_preop(global const double *a, global const int *s, global double *out, uint n) {
  uint i = gid_x();
  if (i >= n)
    return;
  double x = a[i];
  for (int k = 0; k < 4; k++)
    out[5 * i + k] = __builtin_amdgcn_trig_preop(x, k);
  out[5 * i + 4] = __builtin_amdgcn_trig_preop(x, s[i]);
}
