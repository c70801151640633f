#!/usr/bin/env bash
# Build the ELF conformance corpus: the corpus kernels of tests/kernels/
# (CORPUS below; the other .cl files there are the emulator kernel suite,
# built by tests/kernels/build.sh) for every target, one linked .hsaco per
# target, and the reference `llvm-objdump-22 -d` output next to each file as
# <file>.objdump.
#
# Usage: tools/gen_elf_corpus.sh [target...]   (default: all targets below)
#
# The linked code object <target>/linked.hsaco is made from the objects named
# in HSACO_KERNELS (two of them, to keep the committed corpus small while still
# showing several input .text sections laid out back to back).
#
# llvm-objdump is run from inside tests/elf/<target>/ on the bare file name,
# so the header line reads "<file>:\tfile format elf64-amdgpu" with no
# directory part.
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
KDIR=$ROOT/tests/kernels
OUT=$ROOT/tests/elf

CLANG=${CLANG:-clang-22}
LLD=${LLD:-ld.lld-22}
OBJDUMP=${OBJDUMP:-llvm-objdump-22}
HSACO_KERNELS=(histogram scan)

ALL_TARGETS=(
  gfx908 gfx90a gfx942 gfx950
  gfx1010 gfx1011 gfx1012 gfx1013
  gfx1030 gfx1031 gfx1032 gfx1033 gfx1034 gfx1035 gfx1036
  gfx1100 gfx1101 gfx1102 gfx1103 gfx1150 gfx1151 gfx1152 gfx1153
  gfx1200 gfx1201
)
if [ $# -gt 0 ]; then TARGETS=("$@"); else TARGETS=("${ALL_TARGETS[@]}"); fi

for tool in "$CLANG" "$LLD" "$OBJDUMP"; do
  command -v "$tool" >/dev/null || { echo "missing tool: $tool" >&2; exit 1; }
done

CORPUS=(atomics half histogram image math matrix reduce scan subgroup transpose)
KERNELS=("${CORPUS[@]/#/$KDIR/}")
KERNELS=("${KERNELS[@]/%/.cl}")
for k in "${KERNELS[@]}"; do
  [ -f "$k" ] || { echo "missing corpus kernel $k" >&2; exit 1; }
done

mkdir -p "$OUT"
{
  "$CLANG" --version | head -n 1
  "$OBJDUMP" --version | head -n 1
} >"$OUT/VERSIONS"

log=$(mktemp)
trap 'rm -f "$log"' EXIT

for t in "${TARGETS[@]}"; do
  d=$OUT/$t
  rm -rf "$d"
  mkdir -p "$d"
  objs=()
  for src in "${KERNELS[@]}"; do
    k=$(basename "$src" .cl)
    # Kernels with function-scope `local` arrays make clang warn about the
    # __clang_ocl_kern_imp_* copy of each kernel; only failures are shown.
    if ! "$CLANG" -target amdgcn-amd-amdhsa -mcpu="$t" -nogpulib -cl-std=CL2.0 -O2 \
        -c "$src" -o "$d/$k.o" 2>"$log"; then
      cat "$log" >&2
      echo "compile failed: $t $k" >&2
      exit 1
    fi
    objs+=("$k.o")
  done
  (
    cd "$d"
    "$LLD" -shared -o linked.hsaco "${HSACO_KERNELS[@]/%/.o}"
    for f in "${objs[@]}" linked.hsaco; do
      "$OBJDUMP" -d "$f" >"$f.objdump"
    done
  )
  echo "$t: ${#objs[@]} objects + linked.hsaco"
done

# Mnemonic statistics over every objdump file present (all targets).
# An instruction line is a tab-indented line carrying "// <12 hex>:"; its
# mnemonic is the first word (for VOPD, the X half's mnemonic).
(
  cd "$OUT"
  files=()
  for t in "${ALL_TARGETS[@]}"; do
    [ -d "$t" ] && files+=("$t"/*.objdump)
  done
  LC_ALL=C awk '
    function fam(t) {
      if (t ~ /^gfx9/) return "gfx9xx"
      if (t ~ /^gfx10/) return "gfx10xx"
      if (t ~ /^gfx11/) return "gfx11xx"
      if (t ~ /^gfx12/) return "gfx12xx"
      return "other"
    }
    FNR == 1 { files++; split(FILENAME, p, "/"); f = fam(p[1]); tg[f] = tg[f] " " p[1] }
    /^\t[^\t].*\/\/ [0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F]:/ {
      m = substr($1, 1)
      lines++; all[m]++; fl[f]++; fm[f, m]++; key[f] = 1
      if (m ~ /^ds_/) { ds++; fds[f]++ }
      if (m == "s_code_end") ce++
      if (m == "s_nop") nop++
    }
    END {
      n = 0; for (m in all) { n++; if (m ~ /^ds_/) nd++ }
      printf "# Instruction-line statistics over tests/elf/*/*.objdump (llvm-objdump-22 -d).\n"
      printf "# Instruction line: tab-indented line with \"// <12 hex digits>:\"; mnemonic = first word\n"
      printf "# (for VOPD dual-issue lines, the first of the two mnemonics).\n"
      printf "objdump files: %d\n", files
      printf "instruction lines: %d\n", lines
      printf "  of which s_code_end: %d, s_nop: %d (mostly end-of-section padding)\n", ce, nop
      printf "distinct mnemonics: %d\n", n
      printf "DS instruction lines: %d\n", ds
      printf "distinct DS mnemonics: %d\n", nd
      nf = split("gfx9xx gfx10xx gfx11xx gfx12xx", F, " ")
      for (i = 1; i <= nf; i++) {
        f = F[i]; if (!(f in key)) continue
        c = 0; for (m in all) if ((f, m) in fm) c++
        printf "\n== %s (targets:%s; counts over all their files)\n", f, uniq(tg[f])
        printf "instruction lines: %d, DS lines: %d, distinct mnemonics: %d\n", fl[f], fds[f], c
        for (m in all) if ((f, m) in fm) printf "%8d %s\n", fm[f, m], m | "sort -k1,1nr -k2,2"
        close("sort -k1,1nr -k2,2")
      }
      printf "\n== all families\n"
      for (m in all) printf "%8d %s\n", all[m], m | "sort -k1,1nr -k2,2"
      close("sort -k1,1nr -k2,2")
    }
    function uniq(s,   a, n, i, out, seen) {
      n = split(s, a, " "); out = ""
      for (i = 1; i <= n; i++) if (!(a[i] in seen)) { seen[a[i]] = 1; out = out " " a[i] }
      return out
    }
  ' "${files[@]}" >MNEMONICS.txt
)

du -sh "$OUT"
