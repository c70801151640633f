#!/usr/bin/env bash
# `amdgpu-isa asm -o` against `llvm-mc-22 -filetype=obj` on every kernel of
# the repository's kernel suites, on every target:
#
#   corpus  the ELF corpus kernels (CORPUS in tools/gen_elf_corpus.sh) on its
#           25 targets (ALL_TARGETS there);
#   suite   the emulator kernel suite (OBJECTS in tests/kernels/build.sh, with
#           their extra flags) on its 8 targets; `_w64` objects (clang
#           -mwavefrontsize64) are assembled with --wave-size 64 /
#           -mattr=+wavefrontsize64.
#
# Each kernel goes through `clang-22 -S` (the flags of those scripts), then
# both assemblers; the two objects are compared byte for byte (and, when they
# differ, section by section), and `amdgpu-isa disasm` of ours is compared
# with `llvm-objdump-22 -d` of llvm-mc's (tools/compare_listing.py: identical
# lines, a `<not yet supported>` line need only agree from its `// ADDR:`
# comment on; both listed from a directory holding the object under the same
# name, so the header lines match). Prints a summary table and every
# difference and error.
#
#   tools/asm_vs_llvm.sh [--only corpus|suite] [-j 1|2] [--keep] [--run]
#
#   --run   also runs the emulator kernel suite
#           (`cargo test --release -p amdgpu-emu --test suite`) twice: on the
#           committed clang-built objects and with SUITE_OBJ_DIR on the
#           objects `amdgpu-isa asm -o` made from the clang -S output (every
#           suite object on every target), and prints both pass counts.
#   --keep  leaves the work folder (default: a temp dir, removed at the end).
#
# Environment: BIN (the amdgpu-isa binary; default the release build in
# $CARGO_TARGET_DIR or target/, built unless SKIP_BUILD=1), CLANG, LLVM_MC,
# LLVM_OBJDUMP. Exit status 0 when every object and listing is identical
# (and, with --run, both suite runs pass), 1 otherwise.
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
CLANG=${CLANG:-clang-22}
LLVM_MC=${LLVM_MC:-llvm-mc-22}
LLVM_OBJDUMP=${LLVM_OBJDUMP:-llvm-objdump-22}
BUILT=${CARGO_TARGET_DIR:-$ROOT/target}/release/amdgpu-isa
BIN=${BIN:-$BUILT}
export CLANG LLVM_MC LLVM_OBJDUMP BIN ROOT

# One kernel: KIND TARGET NAME SOURCE [FLAGS...]; writes one result line
# `KIND TARGET NAME OBJECT LISTING DETAIL` to $WORK/res/KIND.TARGET.NAME.
one() {
    local kind=$1 t=$2 name=$3 src=$4
    shift 4
    local d=$WORK/$kind/$t res=$WORK/res/$kind.$t.$name
    local mattr=() wave=() obj listing detail=""
    case " $* " in *" -mwavefrontsize64 "*) mattr=(-mattr=+wavefrontsize64) wave=(--wave-size 64) ;; esac
    mkdir -p "$d/ours" "$d/llvm"
    # shellcheck disable=SC2068
    if ! "$CLANG" -target amdgcn-amd-amdhsa -mcpu="$t" -nogpulib -cl-std=CL2.0 -O2 \
        $@ -I "$ROOT/tests/kernels" -S "$src" -o "$d/$name.s" 2>"$d/$name.clang.err"; then
        echo "$kind $t $name error - clang-22 -S failed: $(head -n 1 "$d/$name.clang.err")" >"$res"
        return
    fi
    if ! "$LLVM_MC" -triple=amdgcn-amd-amdhsa -mcpu="$t" "${mattr[@]}" -filetype=obj \
        "$d/$name.s" -o "$d/llvm/$name.o" 2>"$d/$name.mc.err"; then
        echo "$kind $t $name error - llvm-mc-22 failed: $(head -n 1 "$d/$name.mc.err")" >"$res"
        return
    fi
    local rc=0
    "$BIN" asm --target "$t" "${wave[@]}" "$d/$name.s" -o "$d/ours/$name.o" \
        >"$d/$name.asm.out" 2>"$d/$name.asm.err" || rc=$?
    if [ $rc != 0 ]; then
        echo "$kind $t $name error - amdgpu-isa asm failed (exit $rc): $(head -n 1 "$d/$name.asm.err")" >"$res"
        return
    fi
    if cmp -s "$d/ours/$name.o" "$d/llvm/$name.o"; then
        obj=identical
    else
        obj=different
        detail="objects: $(python3 "$WORK/secdiff.py" "$d/ours/$name.o" "$d/llvm/$name.o")"
    fi
    (cd "$d/ours" && "$BIN" disasm "$name.o" >"../$name.ours.lst" 2>"../$name.ours.lst.err") || true
    (cd "$d/llvm" && "$LLVM_OBJDUMP" -d "$name.o" >"../$name.llvm.lst" 2>"../$name.llvm.lst.err") || true
    listing=$(python3 "$ROOT/tools/compare_listing.py" "$d/$name.ours.lst" "$d/$name.llvm.lst")
    case $listing in
    "yes; 0 of"*) listing=identical ;;
    yes*) listing="identical-but-unsupported(${listing#yes; })" ;;
    *)
        detail="$detail listing: $listing; diff $d/$name.ours.lst $d/$name.llvm.lst"
        listing=different
        ;;
    esac
    [ -s "$d/$name.ours.lst.err" ] && detail="$detail disasm stderr: $(head -n 1 "$d/$name.ours.lst.err")"
    echo "$kind $t $name $obj $listing ${detail:--}" >"$res"
}
export -f one

ONLY="" JOBS=2 KEEP="" RUN=""
while [ $# -gt 0 ]; do
    case $1 in
    --only) ONLY=$2; shift 2 ;;
    -j) JOBS=$2; shift 2 ;;
    -j[12]) JOBS=${1#-j}; shift ;;
    --keep) KEEP=1; shift ;;
    --run) RUN=1; shift ;;
    -h | --help) sed -n '2,/^set -e/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
    *) echo "unknown argument: $1 (see --help)" >&2; exit 2 ;;
    esac
done
case $JOBS in 1 | 2) ;; *) echo "-j: 1 or 2 (the machine is shared)" >&2; exit 2 ;; esac
case $ONLY in "" | corpus | suite) ;; *) echo "--only corpus|suite" >&2; exit 2 ;; esac
[ -z "$RUN" ] || [ "$ONLY" != corpus ] || { echo "--run needs the suite part" >&2; exit 2; }

for tool in "$CLANG" "$LLVM_MC" "$LLVM_OBJDUMP" python3; do
    command -v "$tool" >/dev/null || { echo "missing tool: $tool" >&2; exit 2; }
done
if [ "${SKIP_BUILD:-}" != 1 ] && [ "$BIN" = "$BUILT" ]; then
    (cd "$ROOT" && cargo build --release -q -j1 -p amdgpu-isa-cli)
fi
[ -x "$BIN" ] || { echo "no binary $BIN" >&2; exit 2; }

WORK=$(mktemp -d "${TMPDIR:-/tmp}/asm_vs_llvm.XXXXXX")
export WORK
if [ -z "$KEEP" ]; then trap 'rm -rf "$WORK"' EXIT; fi
mkdir -p "$WORK/res"

# Which parts of two ELF files differ: the header, then every section (by
# name) whose header fields or contents differ, with the first differing
# offset in the section.
cat >"$WORK/secdiff.py" <<'EOF'
import struct, sys

def sections(path):
    b = open(path, "rb").read()
    shoff, = struct.unpack_from("<Q", b, 0x28)
    shentsize, shnum, shstrndx = struct.unpack_from("<HHH", b, 0x3A)
    hdrs = [struct.unpack_from("<IIQQQQIIQQ", b, shoff + i * shentsize) for i in range(shnum)]
    names = hdrs[shstrndx]
    def name(off):
        s = names[4] + off
        return b[s:b.index(b"\0", s)].decode()
    out = {}
    for i, h in enumerate(hdrs):
        nm, typ, flags, addr, off, size, link, info, align, ent = h
        data = b"" if typ == 8 else b[off:off + size]
        key = name(nm) or f"#{i}"
        out[key] = ((typ, flags, addr, size, link, info, align, ent), data)
    return b[:0x28] + b[0x30:0x3A], out, len(hdrs)

ha, a, na = sections(sys.argv[1])
hb, b, nb = sections(sys.argv[2])
diffs = []
if ha != hb:
    diffs.append("ELF header")
if na != nb:
    diffs.append(f"section count {na} vs {nb}")
for k in list(a) + [k for k in b if k not in a]:
    if k not in a or k not in b:
        diffs.append(f"{k} only in {'ours' if k in a else 'llvm-mc'}")
        continue
    (fa, da), (fb, db) = a[k], b[k]
    if fa != fb:
        diffs.append(f"{k} header")
    if da != db:
        at = next((i for i in range(min(len(da), len(db))) if da[i] != db[i]), min(len(da), len(db)))
        diffs.append(f"{k} contents (+{at:#x}, {len(da)} vs {len(db)} bytes)")
print(", ".join(diffs) or "same sections, different layout")
EOF

# The kernel lists, read from the scripts that build them.
eval "$(sed -n '/^ALL_TARGETS=(/,/^)/p; /^CORPUS=(/p' "$ROOT/tools/gen_elf_corpus.sh")"
eval "$(sed -n '/^OBJECTS=(/,/^)/p; s/^TARGETS=(/SUITE_TARGETS=(/p' "$ROOT/tests/kernels/build.sh")"
{
    if [ "$ONLY" != suite ]; then
        for t in "${ALL_TARGETS[@]}"; do
            for k in "${CORPUS[@]}"; do
                echo "corpus $t $k $ROOT/tests/kernels/$k.cl"
            done
        done
    fi
    if [ "$ONLY" != corpus ]; then
        for t in "${SUITE_TARGETS[@]}"; do
            for spec in "${OBJECTS[@]}"; do
                read -r name src flags <<<"$spec"
                echo "suite $t $name $ROOT/tests/kernels/$src $flags"
            done
        done
    fi
} >"$WORK/jobs"
total=$(wc -l <"$WORK/jobs")
echo "$total files; work folder $WORK; $JOBS jobs at a time" >&2
started=$(date +%s)
# one job a line, split into words by `one $1` (xargs -L would join a line
# ending in a blank to the next)
# shellcheck disable=SC2016
xargs -P "$JOBS" -d '\n' -n 1 bash -c 'one $1' _ <"$WORK/jobs"
echo "compared in $(($(date +%s) - started)) s" >&2

cat "$WORK"/res/* >"$WORK/results"
status=0
awk '
    { kinds[$1] = 1; n[$1]++
      if ($4 == "identical") same[$1]++
      else if ($4 == "different") diff[$1]++
      else err[$1]++
      if ($5 == "identical") ls[$1]++
      else if ($5 ~ /^identical-but/) lu[$1]++
      else if ($5 == "different") ld[$1]++ }
    END {
      printf "%-8s %6s %10s %10s %7s   %18s %10s\n", "suite", "files", "identical", "different", "errors", "listings identical", "different"
      for (k in kinds) {
        printf "%-8s %6d %10d %10d %7d   %18d %10d\n", k, n[k], same[k], diff[k], err[k], ls[k], ld[k]
        t[1] += n[k]; t[2] += same[k]; t[3] += diff[k]; t[4] += err[k]; t[5] += ls[k]; t[6] += ld[k]; t[7] += lu[k]
      }
      printf "%-8s %6d %10d %10d %7d   %18d %10d\n", "all", t[1], t[2], t[3], t[4], t[5], t[6]
      if (t[7]) printf "(%d more listings identical but for lines we print as <not yet supported>)\n", t[7]
    }' "$WORK/results"
if awk '$4 != "identical" || $5 != "identical" { bad = 1 } END { exit !bad }' "$WORK/results"; then
    status=1
    echo
    echo "differences and errors (kind target name object listing detail):"
    awk '$4 != "identical" || $5 != "identical"' "$WORK/results" | sort
fi

if [ -n "$RUN" ]; then
    # every suite object as clang-22 -S + amdgpu-isa asm -o, laid out as
    # tests/kernels/obj/
    eval "$(sed -n '/^OBJECTS=(/,/^)/p; s/^TARGETS=(/SUITE_TARGETS=(/p' "$ROOT/tests/kernels/build.sh")"
    objs=$WORK/suite-objs
    for t in "${SUITE_TARGETS[@]}"; do
        mkdir -p "$objs/$t"
        for spec in "${OBJECTS[@]}"; do
            read -r name _ <<<"$spec"
            f=$WORK/suite/$t/ours/$name.o
            if [ -s "$f" ]; then cp "$f" "$objs/$t/"; else echo "missing $t/$name.o (see above)" >&2; fi
        done
    done
    for run in default assembled; do
        log=$WORK/suite-$run.log
        if [ $run = default ]; then
            (cd "$ROOT" && cargo test -q --release -j1 -p amdgpu-emu --test suite -- --nocapture kernel_suite) >"$log" 2>&1 || status=1
        else
            (cd "$ROOT" && SUITE_OBJ_DIR=$objs cargo test -q --release -j1 -p amdgpu-emu --test suite -- --nocapture kernel_suite) >"$log" 2>&1 || status=1
        fi
        echo "suite run ($run objects): $(grep -m1 '^kernel suite:' "$log" || echo '?')"
        echo "    $(grep -m1 '^passed ' "$log" || tail -n 3 "$log")"
    done
    # the kernels' rows must agree cell for cell
    if ! diff <(sed -n '/^kernel  /,/^passed /p' "$WORK/suite-default.log") \
        <(sed -n '/^kernel  /,/^passed /p' "$WORK/suite-assembled.log") >/dev/null; then
        echo "the two suite runs differ:"
        diff <(sed -n '/^kernel  /,/^passed /p' "$WORK/suite-default.log") \
            <(sed -n '/^kernel  /,/^passed /p' "$WORK/suite-assembled.log") || true
        status=1
    else
        echo "the two suite runs agree kernel by kernel and target by target"
    fi
fi
exit $status
