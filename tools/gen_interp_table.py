#!/usr/bin/env python3
"""Regenerate crates/isa/data/interp.tsv (interpolation and LDS-direct
instructions) from the LLVM oracle.

Four encodings, probed on every target:

  vintrp   GFX9/GFX10 32-bit VINTRP   v_interp_p1_f32 v1, v2, attr0.x
  vop3     GFX9/GFX10 VOP3 forms      v_interp_p1ll_f16 v1, v2, attr0.x high
  vinterp  GFX11+ VINTERP             v_interp_p10_f32 v1, v2, v3, v4 wait_exp:0
  ldsdir   GFX11 LDSDIR / GFX12 VDSDIR lds_param_load v1, attr0.x wait_vdst:0

For each opcode LLVM decodes, the row records its operands and, by flipping
one modifier bit at a time on a valid word, which modifiers it takes (a bit
LLVM rejects is absent; one it decodes but does not print is ignored).
Targets with identical rows form a group.  Bit positions are those of
crates/isa/src/encoding/interp.rs.
"""
import os, sys

sys.path.insert(0, os.path.dirname(__file__))
import llvm

V = 256  # VGPR base of a 9-bit source field


gen = llvm.gen


def vintrp_rows(t):
    prefix = {9: 0b110101, 10: 0b110010}.get(gen(t))
    if prefix is None:
        return []
    words = [prefix << 26 | 5 << 18 | op << 16 | 3 << 10 | 2 << 8 | 1 for op in range(4)]
    rows = []
    for op, text in enumerate(llvm.disassemble_blocks(t, words, 4)):
        if text is None:
            continue
        name = text.split()[0]
        flags = []
        if name.endswith("_e32"):
            name, flags = name[:-4], ["e32"]
        ops = "vdst,param,attr" if " p20," in text else "vdst,src,attr"
        rows.append(("vintrp", name, op, ops, flags))
    return rows


def vop3_word(prefix, op, w0_bits=0, w1_bits=0):
    w1 = (V + 7) << 9 | 2 << 6 | 3 | (V + 9) << 18
    return (w1 ^ w1_bits) << 32 | prefix << 26 | op << 16 | 5 | w0_bits


def vop3_rows(t):
    if gen(t) > 10:
        return []
    prefix = 0b110100 if gen(t) == 9 else 0b110101
    texts = llvm.disassemble_blocks(t, [vop3_word(prefix, op) for op in range(1024)], 8)
    rows = []
    for op, text in enumerate(texts):
        if text is None or "attr" not in text:
            continue
        name = text.split()[0]
        flags = []
        if name.endswith("_e64"):
            name, flags = name[:-4], ["e64"]
        n = len(text.split(", "))
        ops = "vdst,param,attr" if "invalid_param" in text else (
            "vdst,src,attr,src2" if n == 4 else "vdst,src,attr")
        # (flag, w0 bits, w1 bits, printed word)
        probes = [("clamp", 1 << 15, 0, "clamp"), ("omod", 0, 1 << 27, "mul:2"),
                  ("high", 0, 1 << 8, "high"),
                  ("abs0", 1 << 9, 0, "|"), ("abs1", 1 << 10, 0, "|"),
                  ("neg0", 0, 1 << 30, "-"), ("neg1", 0, 1 << 31, "-")]
        probes += [(f"os{i}", 1 << (11 + i), 0, "op_sel") for i in range(4)]
        got = llvm.disassemble_blocks(t, [vop3_word(prefix, op, a, b) for _, a, b, _ in probes], 8)
        have = {f for (f, _, _, mark), g in zip(probes, got) if g is not None and mark in g}
        flags += [f for f in ("clamp", "omod", "high") if f in have]
        for mod in ("abs", "neg"):
            mask = sum(1 << i for i in range(2) if f"{mod}{i}" in have)
            if mask:
                flags.append(f"{mod}={mask}")
        opsel = sum(1 << i for i in range(4) if f"os{i}" in have)
        if opsel:
            flags.append(f"opsel={opsel}")
        rows.append(("vop3", name, op, ops, flags))
    return rows


def vinterp_word(op, w0_bits=0, w1_bits=0):
    w1 = (V + 1) | (V + 2) << 9 | (V + 3) << 18 | w1_bits
    return w1 << 32 | 0xCD << 24 | op << 16 | 5 | w0_bits


def vinterp_rows(t):
    if gen(t) < 11:
        return []
    rows = []
    texts = llvm.disassemble_blocks(t, [vinterp_word(op) for op in range(32)], 8)
    for op, text in enumerate(texts):
        if text is None:
            continue
        name = text.split()[0]
        opnds = text[len(name):].split(" wait_exp")[0].strip().split(", ")
        ops = ",".join(n + (":t" if o.endswith(".l") else "")
                       for n, o in zip(("vdst", "src0", "src1", "src2"), opnds))
        probes = [("clamp", 1 << 15, 0, "clamp")]
        probes += [(f"os{i}", 1 << (11 + i), 0, "op_sel") for i in range(4)]
        probes += [(f"neg{i}", 0, 1 << (29 + i), "-") for i in range(3)]
        got = llvm.disassemble_blocks(t, [vinterp_word(op, a, b) for _, a, b, _ in probes], 8)
        have = {f for (f, _, _, mark), g in zip(probes, got) if g is not None and mark in g}
        flags = [f for f in ("clamp",) if f in have]
        neg = sum(1 << i for i in range(3) if f"neg{i}" in have)
        if neg:
            flags.append(f"neg={neg}")
        opsel = sum(1 << i for i in range(4) if f"os{i}" in have)
        if opsel:
            flags.append(f"opsel={opsel}")
        rows.append(("vinterp", name, op, ops, flags))
    return rows


def ldsdir_rows(t):
    if gen(t) < 11:
        return []
    words = [0xCE << 24 | op << 20 | 3 << 10 | 1 << 8 | 5 for op in range(4)]
    rows = []
    for op, text in enumerate(llvm.disassemble_blocks(t, words, 4)):
        if text is None:
            continue
        name = text.split()[0]
        ops = "vdst,attr" if "attr" in text else "vdst"
        waits = [w.split(":")[0] for w in text.split() if ":" in w]
        rows.append(("ldsdir", name, op, ops, ["waits=" + "+".join(waits)]))
    return rows


SAMPLE = {"vdst,src,attr": "v1, v2, attr0.x", "vdst,param,attr": "v1, p10, attr0.x",
          "vdst,src,attr,src2": "v1, v2, attr0.x, v3", "vdst,attr": "v1, attr0.x", "vdst": "v1"}


def sample(row):
    if row[0] == "vinterp":
        return f"{row[1]} v1, v2, v3, v4"
    return f"{row[1]} {SAMPLE[row[3]]}"


def main():
    out = llvm.data_path("interp.tsv")
    found = {t: vintrp_rows(t) + vop3_rows(t) + vinterp_rows(t) + ldsdir_rows(t) for t in llvm.TARGETS}
    groups = [(found[m[0]], m) for m in  # (rows, [targets])
              llvm.group_targets([t for t in llvm.TARGETS if found[t]], found).values()]
    names = [llvm.group_name(m) for _, m in groups]
    lines = [
        llvm.header("Interpolation and LDS-direct instructions", __file__),
        "# @group NAME TARGETS: targets with identical rows.",
        "# Rows: GROUP FORM NAME OPCODE OPERANDS FLAGS.  FORM: vintrp (GFX9/10 32-bit),",
        "#   vop3 (GFX9/10 VOP3), vinterp (GFX11+), ldsdir (GFX11 LDSDIR, GFX12 VDSDIR).",
        "#   OPERANDS: vdst, src (a VGPR), param (p10/p20/p0), attr (attrN.c), src2, src0-src2;",
        "#   :t marks a 16-bit operand printed as a true16 half (v1.l / v1.h).",
        "#   FLAGS: e32/e64 (suffix LLVM prints), clamp, omod, high, abs=/neg= (bit i: the",
        "#   i-th source operand), opsel= (op_sel bits LLVM prints), waits= (LDS-direct wait fields).",
        "# @alias GROUP SPELLING CANONICAL: another mnemonic the assembler takes.",
    ]
    for name, (_, members) in zip(names, groups):
        lines.append("\t".join(["@group", name, " ".join(members)]))
    for name, (rows, members) in zip(names, groups):
        for form, mn, op, ops, flags in rows:
            lines.append("\t".join([name, form, mn, str(op), ops, " ".join(flags) or "-"]))
    # other groups' spellings this group's assembler also takes
    for name, (rows, members) in zip(names, groups):
        own = {r[1] for r in rows}
        others = {}
        for rs, _ in groups:
            for r in rs:
                if r[1] not in own:
                    others.setdefault(r[1], r)
        cands = sorted(others)
        res = llvm.assemble(members[0], [sample(others[c]) for c in cands])
        for c, (text, _) in zip(cands, res):
            if text is not None and text.split()[0].removesuffix("_e32") in own:
                lines.append("\t".join(["@alias", name, c, text.split()[0]]))
    with open(out, "w") as f:
        f.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
