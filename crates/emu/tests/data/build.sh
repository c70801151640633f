#!/bin/sh
# Rebuilds the committed code objects from the .cl files (clang-22).
set -e
cd "$(dirname "$0")"
for f in *.cl; do
  clang-22 -target amdgcn-amd-amdhsa -mcpu=gfx1100 -nogpulib -cl-std=CL2.0 -O2 -c "$f" -o "${f%.cl}.gfx1100.o"
  clang-22 -target amdgcn-amd-amdhsa -mcpu=gfx1100 -mwavefrontsize64 -nogpulib -cl-std=CL2.0 -O2 -c "$f" -o "${f%.cl}.gfx1100w64.o"
done
clang-22 --version | head -n 1 > VERSION
