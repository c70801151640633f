#!/usr/bin/env bash
# Assembling a large `.s` into an object: `amdgpu-isa asm -o` against
# `llvm-mc-22 -filetype=obj` (goal: at least 50x faster), median wall time of
# whole processes over RUNS runs, and a byte comparison of the two objects.
#
#   tools/asm_speed.sh [TARGET]          (default gfx1100)
#
# Input: the kernels of tools/gen_big_elf.sh (KERNELS of them, default 200:
# unrolled LDS loops with address arithmetic), compiled by `clang-22 -S`
# into one source file (about 8 MB at 200 kernels).
#
# Environment: KERNELS, RUNS (default 5), BIN (default the release build in
# $CARGO_TARGET_DIR or target/, built unless SKIP_BUILD=1), OUT (work folder,
# default a temp dir, removed at the end), LLVM_MC.
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
T=${1:-gfx1100}
RUNS=${RUNS:-5}
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

# median wall time (seconds) of RUNS runs of "$@"
median() {
    local ts=()
    for _ in $(seq "$RUNS"); do
        # (bash's own clock: a `date` process per reading would add its
        # start-up, a millisecond or so, to every run)
        local t0 t1
        t0=$EPOCHREALTIME
        "$@" >/dev/null
        t1=$EPOCHREALTIME
        ts+=("$(echo "$t1 - $t0" | bc)")
    done
    printf '%s\n' "${ts[@]}" | sort -g | awk '{ a[NR] = $1 } END { print (NR % 2) ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2 }'
}

ours=$(median "$BIN" asm --target "$T" "$OUT/big.s" -o "$OUT/ours.o")
theirs=$(median "$LLVM_MC" -triple=amdgcn-amd-amdhsa -mcpu="$T" -filetype=obj "$OUT/big.s" -o "$OUT/llvm.o")
if cmp -s "$OUT/ours.o" "$OUT/llvm.o"; then same="objects identical"; else same="OBJECTS DIFFER"; fi
python3 -c "
o, l = $ours, $theirs
print(f'$T: amdgpu-isa asm -o {o:.3f} s, llvm-mc-22 -filetype=obj {l:.3f} s (medians of $RUNS), ratio {l / o:.1f}x; $same ($(wc -c <"$OUT/ours.o") bytes)')"
