#!/usr/bin/env python3
"""Generates crates/isa/data/alu_sdwa.tsv: per ALU target group and short
vector shape (VOP1/VOP2/VOPC), the opcodes LLVM's disassembler decodes with an
SDWA dword (src0 = 249), and which modifier bits of that dword it takes.

Every opcode of the ALU table is asked of llvm-mc-22 on every target with a
plain SDWA dword (all selects DWORD); for each opcode it decodes, the same
word with one modifier bit set says whether LLVM takes that bit (the word
still decodes) or refuses it. Targets of one ALU group must agree (checked).

The modifier mask (hex) is a set of these bits:
  1 src0 neg, 2 src0 abs, 4 src0 sext, 8 src0 scalar (S0),
  10 src1 neg, 20 src1 abs, 40 src1 sext, 80 src1 scalar (S1),
  100 clamp, 200 omod, 400 VOPC scalar destination (SD),
  800 no destination selects: LLVM prints no dst_sel/dst_unused and takes
      only dst_sel DWORD (gfx942/gfx950 v_cvt_*_fp8/bf8),
  1000 the neg/abs bits it takes print nothing: LLVM decodes them, and
      assembles `-`/`|...|`, as no modifier (GFX9 v_pk_fmac_f16)."""
import os
import sys

sys.path.insert(0, os.path.dirname(__file__))
import llvm  # noqa: E402

ALU = llvm.data_path("alu.tsv")
OUT = llvm.data_path("alu_sdwa.tsv")

SDWA = 249
# shape -> (number of opcodes, word0 without src0, plain SDWA dword):
# v1 destination, v3 vsrc1, src0 v2; selects DWORD, dst_unused PRESERVE
SHAPES = {
    "vop1": (256, lambda op: 0x7E000000 | 1 << 17 | op << 9, 0x00061602),
    # VOP2 opcodes 0x3e and 0x3f are the VOPC and VOP1 prefixes
    "vop2": (0x3e, lambda op: op << 25 | 1 << 17 | 3 << 9, 0x06061602),
    "vopc": (256, lambda op: 0x7C000000 | op << 17 | 3 << 9, 0x06060002),
}
# mask bit -> (dword bit, shapes it applies to)
MODS = {
    0x1: (20, "vop1 vop2 vopc"), 0x2: (21, "vop1 vop2 vopc"), 0x4: (19, "vop1 vop2 vopc"),
    0x8: (23, "vop1 vop2 vopc"),
    0x10: (28, "vop2 vopc"), 0x20: (29, "vop2 vopc"), 0x40: (27, "vop2 vopc"),
    0x80: (31, "vop2 vopc"),
    0x100: (13, "vop1 vop2"), 0x200: (14, "vop1 vop2"), 0x400: (15, "vopc"),
}


def groups():
    """(group name, its targets, {shape: opcodes the ALU table has})."""
    names, rows, _ = llvm.read_table(ALU)
    for gi, (name, targets) in enumerate(names):
        col = llvm.ALU_CELLS + gi
        known = {s: sorted({int(r[col]) for r in rows if r[1] == s and r[col] not in ("", "-")})
                 for s in SHAPES}
        yield name, targets, known


def sweep(target, shape, known):
    """{opcode: modifier mask} of the opcodes LLVM decodes as SDWA forms."""
    n, word, plain = SHAPES[shape]
    # every opcode value, so opcodes the ALU table lacks show up too
    ops = list(range(n))
    words = [word(op) | SDWA | plain << 32 for op in ops]
    texts = llvm.disassemble_blocks(target, words, 8)
    taken = [op for op, t in zip(ops, texts) if t is not None and "_sdwa" in t.split(" ")[0]]
    plain_text = dict(zip(ops, texts))
    no_dst = {op for op, t in zip(ops, texts)
              if op in taken and shape != "vopc" and "dst_sel:" not in t}
    mods = [(m, b) for m, (b, shapes) in MODS.items() if shape in shapes.split()]
    probes = [(op, m, word(op) | SDWA | (plain | 1 << b) << 32) for op in taken for m, b in mods]
    texts = llvm.disassemble_blocks(target, [p[2] for p in probes], 8)
    out = {op: 0x800 if op in no_dst else 0 for op in taken}
    silent = {}
    for (op, m, _), t in zip(probes, texts):
        if t is not None and "_sdwa" in t.split(" ")[0]:
            out[op] |= m
            if m in (0x1, 0x2, 0x10, 0x20):
                silent.setdefault(op, set()).add(t == plain_text[op])
    for op, kinds in silent.items():
        if kinds == {True}:
            out[op] |= 0x1000
        elif True in kinds:
            sys.exit(f"{target} {shape} {op}: some neg/abs bits print, some do not")
    return out


def main():
    out = [llvm.header("SDWA forms of the short vector encodings", __file__),
           "# group\tshape\topcode=modifier mask (hex; see the script) for each opcode LLVM decodes with an SDWA dword"]
    for name, targets, known in groups():
        for shape in SHAPES:
            results = [sweep(t, shape, known[shape]) for t in targets]
            for t, r in zip(targets[1:], results[1:]):
                if r != results[0]:
                    sys.exit(f"{t} disagrees with {targets[0]} on {shape} SDWA forms")
            ops = results[0]
            missing = sorted(set(ops) - set(known[shape]))
            if missing:
                print(f"{name} {shape}: SDWA opcodes the ALU table lacks: {missing}", file=sys.stderr)
            out.append("\t".join([name, shape, ",".join(f"{op}={m:x}" for op, m in sorted(ops.items()))]))
            print(name, shape, len(ops), file=sys.stderr)
    with open(OUT, "w") as f:
        f.write("\n".join(out) + "\n")


if __name__ == "__main__":
    main()
