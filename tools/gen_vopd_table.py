#!/usr/bin/env python3
"""Regenerate crates/isa/data/vopd.tsv (VOPD dual issue, GFX11+) from the LLVM oracle.

A VOPD word pairs an X and a Y half-instruction:

  w0: 110010 31:26 | OPX 25:22 | OPY 21:17 | VSRC1X 16:9 | SRC0X 8:0
  w1: VDSTX 31:24 | VDSTY>>1 23:17 | VSRC1Y 16:9 | SRC0Y 8:0   (+ literal dword)

Every X opcode is probed with Y = v_dual_mov_b32 and every Y opcode with
X = v_dual_mov_b32, with and without a trailing literal (the constant K of
fmaak/fmamk).  The text gives the name and operand order; flipping each bit
of the half's 17 source bits tells which must be zero; a src0 literal of each
type's inline-constant patterns tells how LLVM types src0 (lit() marks a
literal that an inline constant could have said).  Sweeping SRC0Y gives the
valid src0 values.  Targets with identical answers form one group.
"""
import collections, os, sys

sys.path.insert(0, os.path.dirname(__file__))
import llvm

TARGETS = [t for t in llvm.TARGETS if t.startswith(("gfx11", "gfx12"))]
GROUP_NAMES = {"gfx1100": "gfx11", "gfx1150": "gfx115", "gfx1200": "gfx12"}
MOV = 8  # v_dual_mov_b32 in both halves (checked below)
K = 0x1234
# src0 literals whose lit() marks the operand type (f32, f16, bf16 inline 1.0)
TYPE_PROBES = {"f32": 0x3F800000, "f16": 0x3C00, "bf16": 0x3F80}


def word(opx, opy, s0x=257, v1x=3, vdx=10, s0y=258, v1y=5, vdy=13, lit=None):
    w0 = 0b110010 << 26 | opx << 22 | opy << 17 | v1x << 9 | s0x
    w1 = vdx << 24 | (vdy >> 1) << 17 | v1y << 9 | s0y
    b = (w1 << 32 | w0).to_bytes(8, "little")
    return b + lit.to_bytes(4, "little") if lit is not None else b


def half_word(half, op, s0=None, v1=None, lit=None):
    """A word with `op` in `half` ('x'/'y') and v_dual_mov_b32 in the other."""
    if half == "x":
        return word(op, MOV, s0x=257 if s0 is None else s0, v1x=3 if v1 is None else v1, v1y=0, lit=lit)
    return word(MOV, op, v1x=0, s0y=258 if s0 is None else s0, v1y=5 if v1 is None else v1, lit=lit)


def split_half(text, half):
    x, _, y = text.partition(" :: ")
    return x if half == "x" else y


def signature(part):
    """Name and operand list of one half as LLVM printed our probe."""
    name, _, rest = part.partition(" ")
    ops = rest.split(", ")
    sig = []
    for o in ops[1:]:
        if o in ("v1", "v2"):
            sig.append("src0")
        elif o in ("v3", "v5"):
            sig.append("vsrc1")
        elif o == f"{K:#x}":
            sig.append("k")
        else:
            raise ValueError(f"unexpected operand {o!r} in {part!r}")
    return name, " ".join(sig)


def probe_half(target, half):
    """{op: (name, operands, base word kwargs)} for the opcodes of one half."""
    n = 16 if half == "x" else 32
    variants = [dict(), dict(lit=K), dict(v1=0)]
    words = [half_word(half, op, **v) for op in range(n) for v in variants]
    texts = llvm.disassemble_each(target, words)
    found = {}
    for i, t in enumerate(texts):
        op, v = divmod(i, len(variants))
        if t is None or op in found:
            continue
        name, sig = signature(split_half(t, half))
        found[op] = (name, sig, variants[v])
    return found


def zero_bits(target, half, found):
    """Per opcode: the bits of its 17 source bits that make the word invalid."""
    ops = sorted(found)
    words = []
    for op in ops:
        kw = found[op][2]
        s0, v1 = 257 if half == "x" else 258, kw.get("v1", 3 if half == "x" else 5)
        for b in range(17):
            f = (v1 << 9 | s0) ^ (1 << b)
            words.append(half_word(half, op, s0=f & 0x1FF, v1=f >> 9, lit=kw.get("lit")))
    texts = llvm.disassemble_each(target, words)
    res = {}
    for i, op in enumerate(ops):
        res[op] = sum(1 << b for b in range(17) if texts[i * 17 + b] is None)
    return res


def src0_type(target, half, found):
    ops = sorted(found)
    words = [half_word(half, op, s0=255, v1=found[op][2].get("v1"), lit=v)
             for op in ops for v in TYPE_PROBES.values()]
    texts = llvm.disassemble_each(target, words)
    res = {}
    for i, op in enumerate(ops):
        hits = [ty for j, ty in enumerate(TYPE_PROBES)
                if texts[i * len(TYPE_PROBES) + j] is not None
                and "lit(" in split_half(texts[i * len(TYPE_PROBES) + j], half)]
        assert len(hits) == 1, (target, half, op, hits)
        res[op] = hits[0]
    return res


def valid_src0(target):
    """Ranges of src0 values LLVM decodes (probed as SRC0Y of v_dual_mov_b32)."""
    words = [half_word("y", MOV, s0=v, v1=0, lit=0x12345678 if v == 255 else None) for v in range(512)]
    ok = [t is not None for t in llvm.disassemble_each(target, words)]
    ranges, v = [], 0
    while v < 512:
        if ok[v]:
            start = v
            while v + 1 < 512 and ok[v + 1]:
                v += 1
            ranges.append(f"{start}-{v}" if v > start else f"{start}")
        v += 1
    return ",".join(ranges)


def probe(target):
    out = {}
    for half in "xy":
        found = probe_half(target, half)
        z = zero_bits(target, half, found)
        ty = src0_type(target, half, found)
        out[half] = {op: (found[op][0], found[op][1], ty[op], z[op]) for op in found}
    out["src0"] = valid_src0(target)
    return out


def main():
    results = {t: probe(t) for t in TARGETS}
    groups = llvm.group_targets(TARGETS, results, lambda t: GROUP_NAMES.get(t, t))
    rows = collections.OrderedDict()
    for gi, members in enumerate(groups.values()):
        r = results[members[0]]
        for half in "xy":
            for op, (name, sig, ty, z) in sorted(r[half].items()):
                row = rows.setdefault((name, sig, ty), [dict() for _ in groups])
                row[gi][half] = (op, z)
    out = sys.stdout
    out.write(llvm.header("VOPD (dual issue) instructions", __file__) + "\n")
    out.write("# operands after vdst: src0 (9-bit source), vsrc1 (VGPR), k (the literal constant K).\n"
              "# type: which inline-constant patterns make a src0 literal print as lit(...).\n"
              "# cell: x=OPX:zero-bits y=OPY:zero-bits ('-' absent); zero bits are of the half's\n"
              "#   17 source bits (src0 8:0, vsrc1 16:9) and make the word invalid when set.\n"
              "# @src0: src0 values LLVM decodes. Wave32 only: wave64 has no VOPD.\n")
    for gname, members in groups.items():
        out.write(f"@group\t{gname}\t{' '.join(members)}\n")
    for gname, members in groups.items():
        out.write(f"@src0\t{gname}\t{results[members[0]]['src0']}\n")
    out.write("name\toperands\ttype\t" + "\t".join(groups) + "\n")

    def cell(c):
        if not c:
            return "-"
        return " ".join(f"{h}={c[h][0]}:{c[h][1]:x}" if h in c else f"{h}=-" for h in "xy")

    def key(kv):
        (name, sig, ty), cells = kv
        return min(c[h][0] + (0 if h == "x" else 100) for c in cells for h in c), name
    for (name, sig, ty), cells in sorted(rows.items(), key=key):
        out.write(f"{name}\t{sig}\t{ty}\t" + "\t".join(cell(c) for c in cells) + "\n")


if __name__ == "__main__":
    main()
