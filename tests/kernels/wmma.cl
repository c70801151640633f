// RDNA 3 WMMA forms beyond gemm_wmma (matmul.cl): 16-bit results in the low
// or high half of each VGPR (OPSEL[2]), and every form in wave64. Each
// kernel computes D = A * B + C (row-major M x K, K x N, M x N; M, N
// multiples of 16, K of 16) with one wave per 16x16 tile, through the
// builtin's register layout:
//   A, B: lane l holds row l%16 of A and column l%16 of B (element e of the
//         vector is k0 + e), in every group of 16 lanes;
//   C, D: row G*v + l/16, column l%16 in accumulator VGPR v, G = wave/16
//         (2 in wave32, 4 in wave64); a 16-bit accumulator keeps that
//         element in half HI of VGPR v, i.e. vector element 2v + HI.
#include "suite.h"

typedef half v16h __attribute__((ext_vector_type(16)));
typedef half v8h __attribute__((ext_vector_type(8)));
typedef short v16s __attribute__((ext_vector_type(16)));
typedef short v8s __attribute__((ext_vector_type(8)));
typedef float v4f __attribute__((ext_vector_type(4)));
typedef float v8f __attribute__((ext_vector_type(8)));
typedef int v4i __attribute__((ext_vector_type(4)));
typedef int v2i __attribute__((ext_vector_type(2)));

#ifdef WAVE64
#define WAVE 64
#define G 4
#else
#define WAVE 32
#define G 2
#endif
#define NREG (16 / G)

#define TILE                                                                                   \
  uint l = LID_X;                                                                              \
  uint tm = __builtin_amdgcn_workgroup_id_y() * 16, tn = __builtin_amdgcn_workgroup_id_x() * 16; \
  uint lr = l % 16, lg = l / 16

// This lane's 16 elements of A's row and B's column for k0..k0+15.
#define LOAD_AB(VIN)                                                                           \
  VIN a, b;                                                                                    \
  for (uint e = 0; e < 16; e++) {                                                              \
    a[e] = A[(tm + lr) * K + k0 + e];                                                          \
    b[e] = B[(k0 + e) * N + tn + lr];                                                          \
  }

// 16-bit inputs and 16-bit results in half HI (0 low, 1 high).
#define WMMA16(NAME, T, VIN, ACC, CALL, HI)                                                     \
  kernel __attribute__((reqd_work_group_size(WAVE, 1, 1))) void NAME(                          \
      global const T *A, global const T *B, global const T *C, global T *D, uint M, uint N,     \
      uint K) {                                                                                \
    TILE;                                                                                      \
    ACC acc = {};                                                                              \
    for (uint v = 0; v < NREG; v++)                                                            \
      acc[2 * v + HI] = C[(tm + G * v + lg) * N + tn + lr];                                    \
    for (uint k0 = 0; k0 < K; k0 += 16) {                                                      \
      LOAD_AB(VIN);                                                                            \
      acc = CALL(a, b, acc, HI);                                                               \
    }                                                                                          \
    for (uint v = 0; v < NREG; v++)                                                            \
      D[(tm + G * v + lg) * N + tn + lr] = acc[2 * v + HI];                                    \
  }

#ifdef WAVE64
WMMA16(wmma_f16_lo_w64, half, v16h, v8h, __builtin_amdgcn_wmma_f16_16x16x16_f16_w64, 0)
WMMA16(wmma_f16_hi_w64, half, v16h, v8h, __builtin_amdgcn_wmma_f16_16x16x16_f16_w64, 1)
WMMA16(wmma_bf16_lo_w64, short, v16s, v8s, __builtin_amdgcn_wmma_bf16_16x16x16_bf16_w64, 0)
WMMA16(wmma_bf16_hi_w64, short, v16s, v8s, __builtin_amdgcn_wmma_bf16_16x16x16_bf16_w64, 1)
#else
WMMA16(wmma_f16_lo, half, v16h, v16h, __builtin_amdgcn_wmma_f16_16x16x16_f16_w32, 0)
WMMA16(wmma_f16_hi, half, v16h, v16h, __builtin_amdgcn_wmma_f16_16x16x16_f16_w32, 1)
WMMA16(wmma_bf16_lo, short, v16s, v16s, __builtin_amdgcn_wmma_bf16_16x16x16_bf16_w32, 0)
WMMA16(wmma_bf16_hi, short, v16s, v16s, __builtin_amdgcn_wmma_bf16_16x16x16_bf16_w32, 1)
#endif

#ifdef WAVE64
// 16-bit float inputs, f32 C and D (4 VGPRs in wave64).
#define WMMA32F(NAME, T, VIN, CALL)                                                             \
  kernel __attribute__((reqd_work_group_size(WAVE, 1, 1))) void NAME(                          \
      global const T *A, global const T *B, global const float *C, global float *D, uint M,     \
      uint N, uint K) {                                                                        \
    TILE;                                                                                      \
    v4f acc;                                                                                   \
    for (uint v = 0; v < NREG; v++)                                                            \
      acc[v] = C[(tm + G * v + lg) * N + tn + lr];                                             \
    for (uint k0 = 0; k0 < K; k0 += 16) {                                                      \
      LOAD_AB(VIN);                                                                            \
      acc = CALL(a, b, acc);                                                                   \
    }                                                                                          \
    for (uint v = 0; v < NREG; v++)                                                            \
      D[(tm + G * v + lg) * N + tn + lr] = acc[v];                                             \
  }
WMMA32F(wmma_f32_f16_w64, half, v16h, __builtin_amdgcn_wmma_f32_16x16x16_f16_w64)
WMMA32F(wmma_f32_bf16_w64, short, v16s, __builtin_amdgcn_wmma_f32_16x16x16_bf16_w64)

// Integer inputs (BITS = 8 or 4, one element per byte of A and B, packed
// little-endian into the vector's dwords), i32 C and D; A signed, B
// unsigned for iu8, both signed for iu4.
#define WMMAINT(NAME, BITS, VIN, CALL, SA, SB)                                                  \
  kernel __attribute__((reqd_work_group_size(WAVE, 1, 1))) void NAME(                          \
      global const uchar *A, global const uchar *B, global const int *C, global int *D,        \
      uint M, uint N, uint K) {                                                                \
    TILE;                                                                                      \
    v4i acc;                                                                                   \
    for (uint v = 0; v < NREG; v++)                                                            \
      acc[v] = C[(tm + G * v + lg) * N + tn + lr];                                             \
    for (uint k0 = 0; k0 < K; k0 += 16) {                                                      \
      VIN a = {}, b = {};                                                                      \
      for (uint e = 0; e < 16; e++) {                                                          \
        uint sh = BITS * e % 32, m = (1u << BITS) - 1;                                         \
        a[BITS * e / 32] |= (int)((A[(tm + lr) * K + k0 + e] & m) << sh);                     \
        b[BITS * e / 32] |= (int)((B[(k0 + e) * N + tn + lr] & m) << sh);                     \
      }                                                                                        \
      acc = CALL(SA, a, SB, b, acc, false);                                                    \
    }                                                                                          \
    for (uint v = 0; v < NREG; v++)                                                            \
      D[(tm + G * v + lg) * N + tn + lr] = acc[v];                                             \
  }
WMMAINT(wmma_i32_iu8_w64, 8, v4i, __builtin_amdgcn_wmma_i32_16x16x16_iu8_w64, true, false)
WMMAINT(wmma_i32_iu4_w64, 4, v2i, __builtin_amdgcn_wmma_i32_16x16x16_iu4_w64, true, true)
#endif
