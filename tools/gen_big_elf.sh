#!/usr/bin/env bash
# Builds a large AMDGPU code object for the disassembly benchmark
# (tools/bench_vs_llvm.sh): KERNELS OpenCL kernels, each an unrolled loop of
# LDS reads, writes and atomics among address arithmetic, compiled by clang-22.
#
#   tools/gen_big_elf.sh TARGET OUT.o        (env: KERNELS, default 200)
#
# The object is generated, not committed: it is several megabytes.
set -euo pipefail

target=$1
out=$2
kernels=${KERNELS:-200}
clang=${CLANG:-clang-22}
src=$(mktemp --suffix=.cl)
trap 'rm -f "$src"' EXIT

python3 - "$kernels" >"$src" <<'EOF'
import sys
n = int(sys.argv[1])
print("""#define RLX memory_order_relaxed, memory_scope_work_group
#define LA(p) ((volatile local atomic_uint *)(p))""")
for k in range(n):
    a, b = 3 + 2 * (k % 7), 5 + (k % 11)
    print(f"""
kernel void k{k}(global uint *out, global const uint *in, local uint *lds, uint n) {{
  uint lid = __builtin_amdgcn_workitem_id_x();
  uint acc = in[lid];
  #pragma unroll
  for (int i = 0; i < 48; i++) {{
    lds[(lid * {a} + i * {b}) & 4095] = acc + i;
    acc ^= lds[(lid + i * {a + b}) & 4095];
    if (i % 4 == {k % 4})
      acc += __opencl_atomic_fetch_max(LA(&lds[(acc + i) & 4095]), acc, RLX);
    if (i % 8 == {k % 8})
      __opencl_atomic_fetch_add(LA(&lds[(lid + {k}) & 4095]), acc, RLX);
  }}
  out[lid] = acc;
}}""")
EOF
"$clang" -target amdgcn-amd-amdhsa -mcpu="$target" -nogpulib -cl-std=CL2.0 -O2 -c "$src" -o "$out"
