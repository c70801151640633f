#!/bin/sh
# Rebuilds the committed code objects from kernels.cl (clang-22, lld-22).
set -e
cd "$(dirname "$0")"
for t in gfx1100 gfx1030 gfx942 gfx1200; do
  clang-22 -target amdgcn-amd-amdhsa -mcpu=$t -nogpulib -cl-std=CL2.0 -O2 -c kernels.cl -o $t.o
  ld.lld-22 -shared $t.o -o $t.hsaco
done
clang-22 --version | head -n 1 > VERSION
