// MODE.FP_ROUND set by the kernel: each block of operations runs after
// s_setreg of MODE[3:0] = m | m << 2 (both fields: 0 nearest even, 1 toward
// +inf, 2 toward -inf, 3 toward zero; LLVM SIDefines.h FP_ROUND_*), and the
// default is written back at the end. The operations' operands come from
// memory (clang-22 has no -frounding-math for amdgcn and would otherwise
// merge the four blocks into one).
#include "suite.h"

static inline half h(ushort bits) { return __builtin_bit_cast(half, bits); }
static inline ushort bits(half v) { return __builtin_bit_cast(ushort, v); }

// hwreg(HW_REG_MODE, 0, 4): ID 1, offset 0, size 4 (SIMM16 = ID | OFFSET << 6
// | (SIZE - 1) << 11)
#define MODE_ROUND 0x1801

// The operands are read and the results written through volatile pointers
// after each setreg, so the compiler can neither merge the four blocks nor
// move their arithmetic across the mode writes (checked in the object's
// disassembly: each block's float instructions follow its s_setreg).
#define BLOCK(m)                                                               \
  __builtin_amdgcn_s_setreg(MODE_ROUND, (m) | (m) << 2);                       \
  {                                                                            \
    float x = va[i], y = vb[i], z = vc[i], w = vw[i];                          \
    int k = vk[i];                                                             \
    double d = vd[i];                                                          \
    half p = h(vp[i]), r = h(vr[i]);                                           \
    o[8 * (m) + 0] = x + y;                                                    \
    o[8 * (m) + 1] = x - y;                                                    \
    o[8 * (m) + 2] = x * y;                                                    \
    o[8 * (m) + 3] = __builtin_fmaf(x, y, z);                                  \
    o[8 * (m) + 4] = (float)k;                                                 \
    o[8 * (m) + 5] = (float)(uint)k;                                           \
    o[8 * (m) + 6] = (float)d;                                                 \
    o[8 * (m) + 7] = x * 0.1f;                                                 \
    q[4 * (m) + 0] = bits((half)w);                                            \
    q[4 * (m) + 1] = bits(p + r);                                              \
    q[4 * (m) + 2] = bits(p * r);                                              \
    q[4 * (m) + 3] = bits(p - r);                                              \
  }

// round_modes: f32 + - * fma (operands k * 2^-10, so every exact result
// fits a double), i32 / u32 -> f32, f64 -> f32 (overflow and denormals
// included), f32 -> f16 and f16 + * - in each rounding mode.
kernel void round_modes(global const float *a, global const float *b, global const float *c,
                        global const int *ki, global const double *dd,
                        global const float *ww, global const ushort *pp,
                        global const ushort *rr, global float *out, global ushort *out16,
                        uint n) {
  uint i = gid_x();
  if (i >= n)
    return;
  volatile global const float *va = a, *vb = b, *vc = c, *vw = ww;
  volatile global const int *vk = ki;
  volatile global const double *vd = dd;
  volatile global const ushort *vp = pp, *vr = rr;
  volatile global float *o = out + i * 32;
  volatile global ushort *q = out16 + i * 16;
  BLOCK(1)
  BLOCK(2)
  BLOCK(3)
  BLOCK(0)
}
