// Matrix multiplies: LDS tiles with barriers, and RDNA 3 WMMA.
#include "suite.h"

// gemm_tiled: C = A * B (row-major M x K and K x N floats, M, N, K
// multiples of 16) with 16x16 tiles of A and B in LDS, one output element
// per work-item, fused multiply-adds.
kernel __attribute__((reqd_work_group_size(16, 16, 1))) void
gemm_tiled(global const float *A, global const float *B, global float *C, uint M, uint N,
           uint K) {
  local float As[16][16];
  local float Bs[16][17];
  uint lx = LID_X, ly = LID_Y;
  uint c = gid_x(), r = gid_y();
  float acc = 0.0f;
  for (uint k0 = 0; k0 < K; k0 += 16) {
    As[ly][lx] = A[r * K + k0 + lx];
    Bs[ly][lx] = B[(k0 + ly) * N + c];
    lds_barrier();
    for (uint k = 0; k < 16; k++)
      acc = __builtin_fmaf(As[ly][k], Bs[k][lx], acc);
    lds_barrier();
  }
  C[r * N + c] = acc;
}

typedef half v16h __attribute__((ext_vector_type(16)));
typedef float v8f __attribute__((ext_vector_type(8)));

// gemm_wmma: C = A * B with v_wmma_f32_16x16x16_f16 (half inputs, float
// accumulators), one wave of 32 per 16x16 tile of C. Operand layout
// (wave32): lane l holds row l%16 of the A tile and column l%16 of the B
// tile (16 halves each); accumulator element v of lane l is
// C[2v + l/16][l%16].
kernel __attribute__((reqd_work_group_size(32, 1, 1))) void
gemm_wmma(global const half *A, global const half *B, global float *C, uint M, uint N, uint K) {
  uint l = LID_X;
  uint tm = __builtin_amdgcn_workgroup_id_y() * 16, tn = __builtin_amdgcn_workgroup_id_x() * 16;
  v8f acc = {};
  for (uint k0 = 0; k0 < K; k0 += 16) {
    v16h a, b;
    for (uint e = 0; e < 16; e++) {
      a[e] = A[(tm + l % 16) * K + k0 + e];
      b[e] = B[(k0 + e) * N + tn + l % 16];
    }
    acc = __builtin_amdgcn_wmma_f32_16x16x16_f16_w32(a, b, acc);
  }
  for (uint v = 0; v < 8; v++)
    C[(tm + 2 * v + l / 16) * N + tn + l % 16] = acc[v];
}
