// Matrix and dot-product builtins, per target family: MFMA on CDNA, WMMA on
// RDNA 3 and 4, packed dot products where the target has them.
typedef float float4_t __attribute__((ext_vector_type(4)));
typedef float float8_t __attribute__((ext_vector_type(8)));
typedef float float16_t __attribute__((ext_vector_type(16)));
typedef int int8v_t __attribute__((ext_vector_type(8)));
typedef half half8_t __attribute__((ext_vector_type(8)));
typedef half half16_t __attribute__((ext_vector_type(16)));
typedef half half4_t __attribute__((ext_vector_type(4)));
typedef short short2_t __attribute__((ext_vector_type(2)));
#pragma OPENCL EXTENSION cl_khr_fp16 : enable

kernel void matrix_ops(global const half *a, global const half *b, global float *c,
                       global const int *ia, global int *io, uint n) {
  uint i = get_global_id(0);
  float acc = 0.0f;
#if defined(__gfx908__) || defined(__gfx90a__) || defined(__gfx942__) || defined(__gfx950__)
  half4_t av = vload4(i, a);
  half4_t bv = vload4(i, b);
  float4_t cv = vload4(i, c);
  cv = __builtin_amdgcn_mfma_f32_4x4x4f16(av, bv, cv, 0, 0, 0);
  cv = __builtin_amdgcn_mfma_f32_4x4x4f16(av, bv, cv, 0, 0, 0);
#if defined(__gfx950__)
  // Scaled MFMA (gfx950 only). Operands 4-5 pick the A/B element formats
  // (0 fp8, 1 bf8, 2 fp6, 3 bf6, 4 fp4), which shrink the A/B register tuples;
  // operands 6-9 are the op_sel and the per-block scale of A and of B.
  int8v_t pa = vload8(i, ia);
  int8v_t pb = vload8(i + 1, ia);
  int sa = ia[i + 2 * n], sb = ia[i + 3 * n];
  cv = __builtin_amdgcn_mfma_scale_f32_16x16x128_f8f6f4(pa, pb, cv, 0, 1, 0, sa, 0, sb);
  float16_t cw = vload16(i, c);
  cw = __builtin_amdgcn_mfma_scale_f32_32x32x64_f8f6f4(pa, pb, cw, 2, 4, 1, sa, 2, sb);
  cv.x += cw.s0 + cw.sf;
#endif
  acc = cv.x + cv.y + cv.z + cv.w;
#elif defined(__gfx1100__) || defined(__gfx1101__) || defined(__gfx1102__) || defined(__gfx1103__) || defined(__gfx1150__) || defined(__gfx1151__) || defined(__gfx1152__) || defined(__gfx1153__)
  half16_t av = vload16(i, a);
  half16_t bv = vload16(i, b);
  float8_t cv = vload8(i, c);
  cv = __builtin_amdgcn_wmma_f32_16x16x16_f16_w32(av, bv, cv);
  acc = cv.s0 + cv.s7;
#elif defined(__gfx1200__) || defined(__gfx1201__)
  half8_t av = vload8(i, a);
  half8_t bv = vload8(i, b);
  float8_t cv = vload8(i, c);
  cv = __builtin_amdgcn_wmma_f32_16x16x16_f16_w32_gfx12(av, bv, cv);
  acc = cv.s0 + cv.s7;
#endif
  int x = ia[i], y = ia[i + n];
#if defined(__gfx906__) || defined(__gfx908__) || defined(__gfx90a__) || defined(__gfx942__) || defined(__gfx950__) || defined(__gfx1011__) || defined(__gfx1012__) || defined(__gfx1030__) || defined(__gfx1031__) || defined(__gfx1032__) || defined(__gfx1033__) || defined(__gfx1034__) || defined(__gfx1035__) || defined(__gfx1036__) || defined(__gfx11__) || defined(__gfx12__)
  io[i] = __builtin_amdgcn_udot4(x, y, 7u, false);
#else
  io[i] = x * y;
#endif
  c[i] = acc;
}
