#!/usr/bin/env bash
# Whole-process speed of `amdgpu-isa` against llvm-mc-22 on 200,000 DS
# instructions per target (goal: at least 50x faster), and a check that both
# print byte-identical output; then `amdgpu-isa disasm` against
# `llvm-objdump-22 -d` on a large code object built by tools/gen_big_elf.sh
# (no --target: the processor comes from the ELF header; every instruction
# of it is decoded, the "identical" column counts any line we still print as
# `<not yet supported>`); then `amdgpu-isa asm --show-encoding` against
# `llvm-mc-22 -show-encoding` on that object's whole instruction listing
# (op isa-asm: SALU, VALU, SMEM, FLAT/GLOBAL and DS lines as llvm-objdump-22
# prints them, without addresses, words and labels); then the ELF listing
# again on those instructions as one code section without symbols (op
# elf-nosym: llvm-mc-22 -filetype=obj of isa.s). Compiled code repeats
# lines (~4,000-6,000 distinct of ~200,000): both our ELF listing and our
# assembler replay a line seen before, so those two ratios reflect that.
#
#   tools/bench_vs_llvm.sh [TARGET...]        (default: gfx950 gfx1100)
#
# Environment: N (instructions, default 200000), RUNS (hyperfine runs per
# command, default 5), OUT (work folder, default target/bench_vs_llvm),
# SKIP_BUILD=1 (use the existing release binary, in $CARGO_TARGET_DIR or
# target/), BIN (another binary to measure, e.g. a saved baseline; implies no
# build), SKIP_ELF=1 (no ELF benchmark), KERNELS (kernels in the ELF, default
# 200).
#
# Input: pseudo-random DS words built from crates/isa/data/ds.tsv (every row of
# the target in turn, even-aligned tuples where the target demands it), turned
# into text by our disassembler and back into canonical bytes by our assembler
# (swizzle patterns print lossily). big.txt (llvm-mc byte lists) feeds both
# disassemblers, big.s (our text for big.txt) both assemblers; isa.s (the
# instruction text of llvm-objdump-22's listing of big.o) both assemblers.
# Uses hyperfine when installed (apt-get install -y hyperfine), bash `time` otherwise.
set -euo pipefail

ROOT=$(cd "$(dirname "$0")/.." && pwd)
N=${N:-200000}
RUNS=${RUNS:-5}
OUT=${OUT:-$ROOT/target/bench_vs_llvm}
LLVM_MC=${LLVM_MC:-llvm-mc-22}
LLVM_OBJDUMP=${LLVM_OBJDUMP:-llvm-objdump-22}
BUILT=${CARGO_TARGET_DIR:-$ROOT/target}/release/amdgpu-isa
BIN=${BIN:-$BUILT}
TARGETS=("$@")
[ ${#TARGETS[@]} -gt 0 ] || TARGETS=(gfx950 gfx1100)

if [ "${SKIP_BUILD:-}" != 1 ] && [ "$BIN" = "$BUILT" ]; then
    (cd "$ROOT" && cargo build --release -q -p amdgpu-isa-cli)
fi
command -v "$LLVM_MC" >/dev/null || { echo "error: $LLVM_MC not found" >&2; exit 2; }
mkdir -p "$OUT"

# Writes N candidate words for target $1 as llvm-mc byte lists, one per line.
gen_words() {
    python3 - "$1" "$N" "$ROOT/crates/isa/data/ds.tsv" <<'EOF'
import re, sys
target, n, table = sys.argv[1], int(sys.argv[2]), sys.argv[3]
groups, rows = [], []
for line in open(table):
    f = line.rstrip("\n").split("\t")
    if not line.strip() or line.startswith("#") or f[0] == "name":
        continue
    if f[0] == "@group":
        groups.append((f[1], f[2].split()))
    else:
        rows.append(f)
g = next(i for i, (_, members) in enumerate(groups) if target in members)
gfx9 = not target.startswith("gfx1")
aligned = groups[g][0] in ("gfx90a", "gfx942", "gfx950")
state = 0x9E3779B97F4A7C15 ^ g
def rnd(k):  # xorshift64*
    global state
    state ^= state >> 12; state ^= (state << 25) & (2**64 - 1); state ^= state >> 27
    return ((state * 0x2545F4914F6CDD1D) & (2**64 - 1)) % k
shifts = {"addr": 32, "data0": 40, "data1": 48, "vdst": 56}
cands = []
for name, sig, *cells in rows:
    cell = cells[g]
    if cell == "-":
        continue
    op, flags = re.match(r"(\d+)([a-zA-Z]*)", cell.split(";")[0]).groups()
    toks = sig.split()
    ops = [(t.split(":")[0], int(t.split(":")[1].lstrip("av"))) for t in toks if ":" in t]
    has_off = any(t in ("offset16", "offset8x2", "swizzle") for t in toks)
    cands.append((int(op), flags, ops, has_off))
out = []
while len(out) < n:
    for op, flags, ops, has_off in cands:
        if len(out) == n:
            break
        acc = 1 if gfx9 and aligned and "a" in flags and rnd(4) == 0 else 0
        gds = 1 if "G" in flags else (1 if "g" in flags and rnd(8) == 0 else 0)
        off = 0
        if has_off:
            k = rnd(4)
            off = 0 if k == 0 else rnd(256) if k == 1 else rnd(65536)
        w = 0b110110 << 26 | off
        w |= (op << 17 | gds << 16 | acc << 25) if gfx9 else (op << 18 | gds << 17)
        for field, width in ops:
            v = rnd(257 - width)
            if aligned and (width > 1 or "G" in flags):
                v &= ~1
            w |= v << shifts[field]
        out.append(",".join(f"0x{b:02x}" for b in w.to_bytes(8, "little")))
sys.stdout.write("\n".join(out) + "\n")
EOF
}

# Raw bytes on stdin -> llvm-mc byte lists, 8 bytes a line.
to_byte_lists() {
    python3 -c '
import sys
d = sys.stdin.buffer.read()
sys.stdout.write("".join(",".join(f"0x{b:02x}" for b in d[i:i + 8]) + "\n" for i in range(0, len(d), 8)))'
}

# Mean wall time in seconds of a command line, into $MEAN.
measure() {
    local json=$OUT/hf.json
    if command -v hyperfine >/dev/null; then
        hyperfine -N --warmup 1 --runs "$RUNS" --export-json "$json" "$1" >/dev/null 2>&1 ||
            hyperfine --warmup 1 --runs "$RUNS" --export-json "$json" "$1" >/dev/null
        MEAN=$(python3 -c 'import json,sys; r=json.load(open(sys.argv[1]))["results"][0]; print("%.4f %.4f %.4f" % (r["mean"], r["stddev"] or 0, r["user"] + r["system"]))' "$json")
    else
        local best=
        for _ in $(seq "$RUNS"); do
            local s e
            s=$(date +%s.%N); bash -c "$1" >/dev/null; e=$(date +%s.%N)
            best=$(python3 -c "a,b,c='$s','$e','$best'; t=float(b)-float(a); print(t if not c else min(t,float(c)))")
        done
        MEAN="$best 0 $best"   # fastest of RUNS (no CPU time: wall time stands in)
    fi
}

status=0
printf '%-8s %-8s %12s %12s %9s %9s %10s %s\n' target op "ours(s)" "llvm(s)" ratio cpu-ratio "ours/s" identical
for t in "${TARGETS[@]}"; do
    d=$OUT/$t
    mkdir -p "$d"
    gen_words "$t" >"$d/cand.txt"
    "$BIN" disasm --target "$t" "$d/cand.txt" >"$d/cand.s"
    "$BIN" asm --target "$t" --raw -o "$d/big.bin" "$d/cand.s"
    to_byte_lists <"$d/big.bin" >"$d/big.txt"
    "$BIN" disasm --target "$t" "$d/big.txt" >"$d/big.s"
    lines=$(wc -l <"$d/big.s")
    [ "$lines" -eq "$N" ] || { echo "error: $t: $lines instructions, expected $N" >&2; exit 2; }

    ops="disasm asm"
    if [ "${SKIP_ELF:-}" != 1 ]; then
        [ -s "$d/big.o" ] || "$ROOT/tools/gen_big_elf.sh" "$t" "$d/big.o"
        ops="$ops elf isa-asm elf-nosym"
    fi
    for op in $ops; do
        case $op in
        disasm)
            ours="$BIN disasm --target $t $d/big.txt"
            theirs="$LLVM_MC -arch=amdgcn -mcpu=$t --disassemble $d/big.txt" ;;
        asm)
            ours="$BIN asm --target $t --show-encoding $d/big.s"
            theirs="$LLVM_MC -arch=amdgcn -mcpu=$t -show-encoding $d/big.s" ;;
        elf)
            ours="$BIN disasm $d/big.o"
            theirs="$LLVM_OBJDUMP -d $d/big.o" ;;
        isa-asm)
            # the listing's instruction lines (the elf op wrote elf.llvm):
            # no `// address: words` comment, no branch target annotation
            grep -P '^\t' "$d/elf.llvm" |
                sed -e 's#[[:space:]]*//.*##' -e 's/ <[^>]*>$//' -e 's/^\t//' >"$d/isa.s"
            ours="$BIN asm --target $t --show-encoding $d/isa.s"
            theirs="$LLVM_MC -arch=amdgcn -mcpu=$t -show-encoding $d/isa.s" ;;
        elf-nosym)
            # the same instructions as one code section without symbols
            # (llvm-mc-22 -filetype=obj of isa.s): one stretch to cut
            "$LLVM_MC" -arch=amdgcn -mcpu="$t" -filetype=obj "$d/isa.s" -o "$d/nosym.o"
            ours="$BIN disasm $d/nosym.o"
            theirs="$LLVM_OBJDUMP -d $d/nosym.o" ;;
        esac
        $ours >"$d/$op.ours" 2>"$d/$op.ours.err" || [ $op = elf ] || [ $op = elf-nosym ]
        $theirs >"$d/$op.llvm" 2>"$d/$op.llvm.err"
        n=$N
        [ $op = isa-asm ] && n=$(wc -l <"$d/isa.s")
        if [ $op = elf ] || [ $op = elf-nosym ]; then
            # the same lines, except that a `<not yet supported>` line need
            # only agree from its `// ADDRESS:` comment on
            same=$(python3 "$ROOT/tools/compare_listing.py" "$d/$op.ours" "$d/$op.llvm")
            n=$(grep -c $'^\t.*// ' "$d/$op.llvm")
            case $same in yes*) ;; *) status=1 ;; esac
        elif cmp -s "$d/$op.ours" "$d/$op.llvm" && ! [ -s "$d/$op.llvm.err" ]; then
            same=yes
        else
            same="NO ($(diff "$d/$op.ours" "$d/$op.llvm" | grep -c '^[<>]') differing lines; diff $d/$op.ours $d/$op.llvm)"
            status=1
        fi
        measure "$ours"; read -r ot os oc <<<"$MEAN"
        measure "$theirs"; read -r lt ls lc <<<"$MEAN"
        python3 -c "
ot, lt, n = $ot, $lt, $n
print(f'%-8s %-8s %7.4f±%.3f %7.3f±%.3f %8.1fx %8.1fx %10.3g %s' % ('$t', '$op', ot, $os, lt, $ls, lt / ot, $lc / $oc, n / ot, '$same'))"
    done
done
echo "(times: mean wall-clock of whole processes over $RUNS runs; ratio = llvm-mc or llvm-objdump / ours;"
echo " cpu-ratio: the same for user+system CPU time, steadier than wall time on a busy machine (it"
echo " adds up both our threads, so it understates the wall-time gain); goal >= 50x in wall time;"
echo " ours/s: instructions per second, for elf the instruction lines of the listing)"
exit $status
