#!/usr/bin/env python3
"""Generates crates/isa/data/alu_dpp.tsv: per ALU target group, vector shape
and DPP form, the opcodes LLVM's disassembler decodes in that DPP form.

Forms: dpp16 (src0 = 250 and a DPP16 dword), dpp8 (src0 = 233 and a DPP8
dword; GFX10+). Shapes: the short encodings vop1/vop2/vopc (one dword, then
the DPP dword) and, on GFX11+, vop3 (the VOP3 pair, then the DPP dword; VOP3
opcodes, twins of short forms included) and vop3p (the VOP3P pair, then the
DPP dword; as in vop3p.tsv).

Every opcode value is asked of llvm-mc-22 once per group (first target of the
group, default wave size); a word counts when LLVM prints DPP controls for it.

Forms lo128_dst, lo128_src0, lo128_src1 (short shapes): the opcodes whose
field holds a 16-bit operand of class VGPR_32_Lo128 in the DPP forms (GFX12
prints 16-bit operands whole): v128 and up make the word invalid as the
destination and print a class comment as a source."""
import os
import sys

sys.path.insert(0, os.path.dirname(__file__))
import llvm  # noqa: E402

ALU = llvm.data_path("alu.tsv")
OUT = llvm.data_path("alu_dpp.tsv")

# shape -> (number of opcodes, words without src0 and the DPP dword):
# v1 destination, v2 vsrc1 (short forms); v1 vdst, v3 src1, v4 src2 (VOP3)
SHAPES = {
    "vop1": (256, lambda op: [0x7E000000 | 1 << 17 | op << 9]),
    "vop2": (64, lambda op: [op << 25 | 1 << 17 | 2 << 9]),
    "vopc": (256, lambda op: [0x7C000000 | op << 17 | 2 << 9]),
    "vop3": (1024, lambda op: [0xD4000000 | op << 16 | 1]),
    # op_sel_hi set for every source (LLVM's default text)
    "vop3p": (128, lambda op: [0xCC004000 | op << 16 | 1]),
}
# form -> (src0 marker, DPP dword: src0 v2, quad_perm:[0,1,2,3] all rows and
# banks / dpp8:[0,1,2,3,4,5,6,7])
FORMS = {"dpp16": (250, 0xFF00E402), "dpp8": (233, 0xFAC68802)}
# the DPP16 form with quad_perm:[0,0,0,2] (DPP_CTRL bit 7 set): llvm-mc-22
# prints some rows' quad_perm without that bit (v_fma_mixlo_f16, ...)
QUAD_PERM_BIT7 = 0xFF008002
# the DPP8 form with select field 0xcf (207, the inline constant -15 as a
# source): llvm-mc-22 prints some rows' selects as that constant's bits,
# dpp8:[1,6,7,7,7,7,7,7] (v_sin_f32_dpp, ...), not dpp8:[7,1,3,0,0,0,0,0]
DPP8_SEL_CF = 0x0000CF02


def groups():
    """(group, its first target) per ALU group."""
    return [(g, ms[0]) for g, ms in llvm.read_table(ALU)[0]]


def words(shape, op, marker, dpp):
    ws = SHAPES[shape][1](op)
    if shape in ("vop3", "vop3p"):
        # src1 v3, src2 v4 (VGPRs are 256+n in the 9-bit fields)
        hi = 3 << 27 if shape == "vop3p" else 0
        ws = [ws[0], marker | (256 + 3) << 9 | (256 + 4) << 18 | hi]
    else:
        ws = [ws[0] | marker]
    return b"".join(w.to_bytes(4, "little") for w in ws + [dpp])


def accepted(target, shape, form):
    n = SHAPES[shape][0]
    marker, dpp = FORMS[form]
    ops = list(range(n))
    texts = llvm.disassemble_blocks(target, [words(shape, op, marker, dpp) for op in ops])
    key = "dpp8:" if form == "dpp8" else "row_mask:"
    return [op for op, t in zip(ops, texts) if t is not None and key in t]


# field -> (shifts a value into the short form's first dword or, src0, into
# the DPP dword)
LO128_FIELDS = {"dst": 17, "src0": None, "src1": 9}
LO128_COMMENT = "/*Invalid register, operand has 'VGPR_32_Lo128' register class*/"


def lo128(target, shape, form, ops):
    """Per field, the opcodes of `ops` (taking DPP form `form`) whose field
    reaches v0-v127 only, with v200 in it: the destination's word is invalid,
    a source prints LLVM's class comment."""
    marker, dpp = FORMS[form]
    found = {}
    for field, shift in LO128_FIELDS.items():
        if field == "dst" and shape == "vopc" or field == "src1" and shape == "vop1":
            continue
        ws = []
        for op in ops:
            w = words(shape, op, marker, dpp)
            w0 = int.from_bytes(w[:4], "little")
            d = int.from_bytes(w[4:], "little")
            if shift is None:
                d = d & ~0xFF | 200
            else:
                w0 = w0 & ~(0xFF << shift) | 200 << shift
            ws.append(w0.to_bytes(4, "little") + d.to_bytes(4, "little"))
        texts = llvm.disassemble_blocks(target, ws)
        if field == "dst":
            found[field] = [op for op, t in zip(ops, texts) if t is None]
        else:
            found[field] = [op for op, t in zip(ops, texts) if t is not None and LO128_COMMENT in t]
    return found


def misprinted(target, shape, ops):
    """The DPP16 opcodes whose quad_perm LLVM prints without DPP_CTRL bit 7."""
    texts = llvm.disassemble_blocks(target, [words(shape, op, 250, QUAD_PERM_BIT7) for op in ops])
    # (a crash counts; a comment in place of the control, e.g. gfx90a's 64-bit
    # rows, does not)
    return [op for op, t in zip(ops, texts)
            if t is None or "quad_perm:" in t and "quad_perm:[0,0,0,2]" not in t]


def dpp8_as_source(target, shape, ops):
    """The DPP8 opcodes whose select field LLVM reads like a source operand."""
    texts = llvm.disassemble_blocks(target, [words(shape, op, 233, DPP8_SEL_CF) for op in ops])
    return [op for op, t in zip(ops, texts) if t is not None and "dpp8:[1,6,7,7,7,7,7,7]" in t]


def main():
    out = [llvm.header("DPP forms of the vector encodings", __file__),
           "# group\tshape\tform\topcodes (decimal, as in alu.tsv; VOP3 opcodes for vop3) LLVM decodes in that DPP form",
           "# (form dpp16_bit7: DPP16 opcodes whose quad_perm LLVM prints without DPP_CTRL bit 7)",
           "# (form dpp8_src: DPP8 opcodes whose select field LLVM reads like a source operand:",
           "# an inline constant's value printed as the selects, 255 a literal dword after it)",
           "# (forms lo128_dst/lo128_src0/lo128_src1: short DPP opcodes whose field reaches v0-v127 only:",
           "# v128+ makes the word invalid as the destination, prints a class comment as a source)"]
    for name, target in groups():
        gfx10 = target.startswith("gfx1")
        gfx11 = gfx10 and not target.startswith("gfx10")
        for shape in SHAPES:
            short_ops = {}
            for form in FORMS:
                if form == "dpp8" and not gfx10 or shape.startswith("vop3") and not gfx11:
                    continue
                ops = accepted(target, shape, form)
                out.append("\t".join([name, shape, form, ",".join(str(o) for o in ops)]))
                print(name, shape, form, len(ops), file=sys.stderr)
                if not shape.startswith("vop3"):
                    short_ops[form] = ops
                if form == "dpp16":
                    bad = misprinted(target, shape, ops)
                    out.append("\t".join([name, shape, "dpp16_bit7", ",".join(str(o) for o in bad)]))
                if form == "dpp8":
                    bad = dpp8_as_source(target, shape, ops)
                    out.append("\t".join([name, shape, "dpp8_src", ",".join(str(o) for o in bad)]))
            if short_ops:
                # DPP16 and DPP8 agree on the classes (checked)
                per_form = {f: lo128(target, shape, f, ops) for f, ops in short_ops.items()}
                for field in LO128_FIELDS:
                    sets = [set(p.get(field, [])) & set(short_ops[f]) for f, p in per_form.items()]
                    both = set(short_ops.get("dpp16", [])) & set(short_ops.get("dpp8", []))
                    assert all(a & both == sets[0] & both for a in sets), (name, shape, field)
                    ops = sorted(set().union(*sets))
                    if shape == "vopc" and field == "dst" or shape == "vop1" and field == "src1":
                        continue
                    out.append("\t".join([name, shape, f"lo128_{field}", ",".join(str(o) for o in ops)]))
    with open(OUT, "w") as f:
        f.write("\n".join(out) + "\n")


if __name__ == "__main__":
    main()
