#!/bin/sh
# Reassembles the reference objects (and texts) beside each .s with llvm-mc-22: -mcpu
# from the file's .amdgcn_target line (else gfx1100), wave64 for names
# holding "_w64" (clang -mwavefrontsize64 output).
set -e
cd "$(dirname "$0")"
for s in *.s; do
  cpu=$(sed -n 's/.*\.amdgcn_target "amdgcn-amd-amdhsa--\([a-z0-9]*\).*/\1/p' "$s")
  case "$s" in *_w64*) attr=-mattr=+wavefrontsize64 ;; *) attr= ;; esac
  llvm-mc-22 -triple=amdgcn-amd-amdhsa -mcpu="${cpu:-gfx1100}" $attr -filetype=obj "$s" -o "${s%.s}.o"
  # the text llvm-mc prints (tests/text.rs), plain and with -show-encoding
  llvm-mc-22 -triple=amdgcn-amd-amdhsa -mcpu="${cpu:-gfx1100}" $attr "$s" -o "${s%.s}.txt"
  llvm-mc-22 -triple=amdgcn-amd-amdhsa -mcpu="${cpu:-gfx1100}" $attr -show-encoding "$s" -o "${s%.s}.enc.txt"
done
llvm-mc-22 --version | sed -n 's/^ *\(.*LLVM version.*\)/\1/p' > VERSION
