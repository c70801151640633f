#!/usr/bin/env bash
# Build the emulator kernel suite: every object named in OBJECTS below, for
# every RDNA 3 / 3.5 target, into obj/<target>/<object>.o (relocatable code
# objects; committed, so that the suite runs offline). The compiler's
# version goes to obj/VERSION. The kernels, their launches, inputs and
# checked outputs are listed in `manifest`; crates/emu/tests/suite.rs runs
# them.
#
# Usage: tests/kernels/build.sh   (CLANG=... to use another clang)
set -euo pipefail

DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
CLANG=${CLANG:-clang-22}
TARGETS=(gfx1100 gfx1101 gfx1102 gfx1103 gfx1150 gfx1151 gfx1152 gfx1153)

# object  source  extra flags (variants rename their kernels, see the sources)
OBJECTS=(
  "int32          int32.cl"
  "float32        float32.cl"
  "float32_crdiv  float32.cl     -DCRDIV -cl-fp32-correctly-rounded-divide-sqrt"
  "fp16           fp16.cl"
  "wide64         wide64.cl"
  "convert        convert.cl"
  "cvt_pack       cvt_pack.cl"
  "bits           bits.cl"
  "transcend      transcend.cl"
  "transcend_fast transcend.cl   -cl-fast-relaxed-math"
  "control        control.cl"
  "control_w64    control.cl     -mwavefrontsize64 -DWAVE64"
  "scratch        scratch.cl"
  "lds            lds.cl"
  "lds_w64        lds.cl         -mwavefrontsize64 -DWAVE64"
  "atomics_suite  atomics_suite.cl"
  "crosslane      crosslane.cl"
  "matmul         matmul.cl"
  "wmma           wmma.cl"
  "wmma_w64       wmma.cl        -mwavefrontsize64 -DWAVE64"
  "grids          grids.cl"
  "grids_w64      grids.cl       -mwavefrontsize64 -DWAVE64"
  "buffer         buffer.cl"
  "minmax         minmax.cl"
  "misc           misc.cl"
  "ftz            ftz.cl         -cl-denorms-are-zero"
  "ftz_crdiv      ftz.cl         -cl-denorms-are-zero -DCRDIV -cl-fp32-correctly-rounded-divide-sqrt"
  "round          round.cl"
)

command -v "$CLANG" >/dev/null || { echo "missing tool: $CLANG" >&2; exit 1; }
log=$(mktemp)
trap 'rm -f "$log"' EXIT

rm -rf "$DIR/obj"
mkdir -p "$DIR/obj"
"$CLANG" --version | head -n 1 >"$DIR/obj/VERSION"
for t in "${TARGETS[@]}"; do
  mkdir -p "$DIR/obj/$t"
  for spec in "${OBJECTS[@]}"; do
    read -r name src flags <<<"$spec"
    # -O2 -cl-std=CL2.0 as in the rest of the repository; kernels with
    # `local` arrays make clang warn about the __clang_ocl_kern_imp_* copy
    # of each kernel, so the log is shown only on failure.
    # shellcheck disable=SC2086
    if ! "$CLANG" -target amdgcn-amd-amdhsa -mcpu="$t" -nogpulib -cl-std=CL2.0 -O2 \
        $flags -I "$DIR" -c "$DIR/$src" -o "$DIR/obj/$t/$name.o" 2>"$log"; then
      cat "$log" >&2
      echo "compile failed: $t $name" >&2
      exit 1
    fi
  done
  echo "$t: ${#OBJECTS[@]} objects"
done
