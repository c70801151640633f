#!/bin/sh
# Reassembles the reference objects from the .s files beside them with
# llvm-mc-22 (the -mcpu from each file's .amdgcn_target line, else gfx1100).
set -e
cd "$(dirname "$0")"
for s in *.s; do
  cpu=$(sed -n 's/.*\.amdgcn_target "amdgcn-amd-amdhsa--\([a-z0-9]*\).*/\1/p' "$s")
  llvm-mc-22 -triple=amdgcn-amd-amdhsa -mcpu="${cpu:-gfx1100}" -filetype=obj "$s" -o "${s%.s}.o"
done
llvm-mc-22 --version | sed -n 's/^ *\(.*LLVM version.*\)/\1/p' > VERSION
