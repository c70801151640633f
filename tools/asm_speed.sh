#!/usr/bin/env bash
# Assembling a large `.s` into an object: `amdgpu-isa asm -o` against
# `llvm-mc-22 -filetype=obj` (goal: at least 50x faster), median wall time of
# whole processes over RUNS runs of each, the two run in turn, and a byte
# comparison of the two objects.
#
#   tools/asm_speed.sh [TARGET]          (default gfx1100)
#
# Input: the kernels of tools/gen_big_elf.sh (KERNELS of them, default 200:
# unrolled LDS loops with address arithmetic), compiled by `clang-22 -S`
# into one source file (about 8 MB at 200 kernels).
#
# Environment: KERNELS, RUNS (default 21: a median of fewer runs moves
# with the minute on a shared machine), BIN (default the release build in
# $CARGO_TARGET_DIR or target/, built unless SKIP_BUILD=1), OUT (work folder,
# default a temp dir, removed at the end), LLVM_MC.
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
T=${1:-gfx1100}
RUNS=${RUNS:-21}
LLVM_MC=${LLVM_MC:-llvm-mc-22}
BUILT=${CARGO_TARGET_DIR:-$ROOT/target}/release/amdgpu-isa
BIN=${BIN:-$BUILT}
if [ "${SKIP_BUILD:-}" != 1 ] && [ "$BIN" = "$BUILT" ]; then
    (cd "$ROOT" && cargo build --release -q -j1 -p amdgpu-isa-cli)
fi
if [ -n "${OUT:-}" ]; then
    mkdir -p "$OUT"
else
    OUT=$(mktemp -d "${TMPDIR:-/tmp}/asm_speed.XXXXXX")
    trap 'rm -rf "$OUT"' EXIT
fi

# gen_big_elf.sh's kernels, through `clang -S` instead of `-c`
cat >"$OUT/clang-S" <<EOF
#!/bin/sh
for a in "\$@"; do shift; [ "\$a" = -c ] && a=-S; set -- "\$@" "\$a"; done
exec ${CLANG:-clang-22} "\$@"
EOF
chmod +x "$OUT/clang-S"
[ -s "$OUT/big.s" ] || CLANG=$OUT/clang-S "$ROOT/tools/gen_big_elf.sh" "$T" "$OUT/big.s"
echo "$OUT/big.s: $(wc -c <"$OUT/big.s") bytes, $(wc -l <"$OUT/big.s") lines, $(grep -c $'^\t[a-z]' "$OUT/big.s") instruction lines"

# wall time (seconds) of one run of "$@" (bash's own clock: a `date`
# process per reading would add its start-up, a millisecond or so, to
# every run)
elapsed() {
    local t0 t1
    t0=$EPOCHREALTIME
    "$@" >/dev/null
    t1=$EPOCHREALTIME
    echo "$t1 - $t0" | bc
}

# the two tools in turn, RUNS times: a minute in which the machine runs
# slower (it drifts by 15-20% here) falls on both
ours=() theirs=()
for _ in $(seq "$RUNS"); do
    ours+=("$(elapsed "$BIN" asm --target "$T" "$OUT/big.s" -o "$OUT/ours.o")")
    theirs+=("$(elapsed "$LLVM_MC" -triple=amdgcn-amd-amdhsa -mcpu="$T" -filetype=obj "$OUT/big.s" -o "$OUT/llvm.o")")
done
if cmp -s "$OUT/ours.o" "$OUT/llvm.o"; then same="objects identical"; else same="OBJECTS DIFFER"; fi
python3 -c "
import statistics as st
o, l = [$(IFS=,; echo "${ours[*]}")], [$(IFS=,; echo "${theirs[*]}")]
pairs = st.median(b / a for a, b in zip(o, l))
print(f'$T: amdgpu-isa asm -o {st.median(o):.3f} s, llvm-mc-22 -filetype=obj {st.median(l):.3f} s (medians of $RUNS, run in turn), ratio {st.median(l) / st.median(o):.1f}x (median of the runs\' ratios {pairs:.1f}x); $same ($(wc -c <"$OUT/ours.o") bytes)')"
