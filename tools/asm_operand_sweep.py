#!/usr/bin/env python3
"""Operand sweep against llvm-mc-22: takes one line per mnemonic from the ALU
corpus (crates/isa/tests/data/alu_corpus.tsv), writes variants with a source
operand replaced (by default a symbol: `x`, `-x`, `x+1`), and compares what
`amdgpu-isa asm --show-encoding` and `llvm-mc-22 -show-encoding` make of each
line: accepted by one and refused by the other (ACCEPT/REFUSE: llvm-mc's
verdict), or refused by both with other words or columns (MSG).

    tools/asm_operand_sweep.py gfx1100,gfx942 > diffs.txt

Environment: PER (mnemonics per target, default 400), SEED, VARS (the
replacements, `|`-separated; e.g. '-v1|abs(v1)|-[v1]' for modifiers), BIN
(default target/release/amdgpu-isa). A summary per target goes to stderr.

With TRAILING=1 the variants are appended to whole lines instead (default
VARS 'offset:4|glc|gds|offset0:1|slc offset:8|glc glc'), taken from the
corpora CORPORA names (default 'ds,flat,buffer,smem,image': their
`crates/isa/tests/data/NAME_corpus.tsv`): operands in LLVM's order, and
the words for names an instruction does not take.

    TRAILING=1 PER=15 tools/asm_operand_sweep.py gfx1100,gfx942,gfx1200
"""
import collections, os, random, re, shutil, subprocess, sys, tempfile
random.seed(int(os.environ.get("SEED","1")))
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
trailing = os.environ.get("TRAILING") == "1"
names = os.environ.get("CORPORA","ds,flat,buffer,smem,image").split(",") if trailing else ["alu"]
targets = sys.argv[1].split(",")
per = int(os.environ.get("PER","400"))
default_vars = "offset:4|glc|gds|offset0:1|slc offset:8|glc glc" if trailing else "x|-x|x+1"
variants = os.environ.get("VARS", default_vars).split("|")
rows = collections.defaultdict(list)
for name in names:
    corpus = os.path.join(ROOT, "crates/isa/tests/data", name + "_corpus.tsv")
    for l in open(corpus):
        if l.startswith("#"): continue
        p = l.rstrip("\n").split("\t")
        if len(p) < 4 or p[0] != "rt": continue
        rows[p[1]].append(p[3])
BIN = os.environ.get("BIN", os.path.join(ROOT, "target/release/amdgpu-isa"))
WORK = tempfile.mkdtemp()
diffs = []
for t in targets:
    lines = rows.get(t, [])
    seen = set(); cand = []
    random.shuffle(lines)
    for s in lines:
        m = s.split(" ",1)[0]
        if m in seen or "," not in s: continue
        seen.add(m); cand.append(s)
        if len(cand) >= per: break
    tests = []
    for s in cand:
        if trailing:
            tests += [s + " " + v for v in variants]
            continue
        mn, ops = s.split(" ",1)
        parts = ops.split(", ")
        # replace each source position (after the destination) in turn
        for k in range(1, min(len(parts), 3)):
            if parts[k].startswith(("v","s","a","ttmp","vcc","exec","m0")) or re.match(r"^-?[0-9]", parts[k]):
                for v in variants:
                    q = list(parts); q[k] = v
                    tests.append(mn + " " + ", ".join(q))
    src = "\n".join(tests) + "\n"
    open(os.path.join(WORK, "t.s"),"w").write(src)
    r = subprocess.run(["llvm-mc-22","-triple=amdgcn-amd-amdhsa","-mcpu="+t,"-show-encoding",os.path.join(WORK, "t.s")],capture_output=True,text=True)
    lerr = {}
    for e in r.stderr.splitlines():
        m = re.match(r".*t\.s:(\d+):(\d+): error: (.*)", e)
        if m and int(m.group(1)) not in lerr: lerr[int(m.group(1))] = (int(m.group(2)), m.group(3))
    nd = 0
    for i, line in enumerate(tests, 1):
        open(os.path.join(WORK, "o.s"),"w").write(line+"\n")
        o = subprocess.run([BIN,"asm","--target",t,"--show-encoding",os.path.join(WORK, "o.s")],capture_output=True,text=True)
        oerr = None
        for e in o.stderr.splitlines():
            m = re.match(r".*o\.s:(\d+):(\d+): error: (.*)", e)
            if m: oerr = (int(m.group(2)), m.group(3)); break
        if o.returncode != 0 and oerr is None: oerr = (0, o.stderr.strip()[:80])
        le = lerr.get(i)
        if (le is None) != (oerr is None):
            diffs.append((t, "ACCEPT" if le is None else "REFUSE", line, le, oerr)); nd += 1
        elif le and oerr and le != oerr:
            diffs.append((t, "MSG", line, le, oerr))
    print(t, len(tests), "tests,", nd, "accept/refuse diffs", file=sys.stderr)
for d in diffs: print(*d, sep=" | ")
shutil.rmtree(WORK, ignore_errors=True)
