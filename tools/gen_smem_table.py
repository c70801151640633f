#!/usr/bin/env python3
"""Regenerate crates/isa/data/smem.tsv (scalar memory, SMEM) from the LLVM oracle.

Every SMEM opcode is probed on every target with all fields filled in; the text
names the instruction and its operand signature.  Flipping each bit of that word
one at a time tells which bits must be zero (the word turns invalid), which only
add a cache-policy modifier, and which LLVM ignores.  Sweeping the sdata, sbase
and soffset fields gives LLVM's spelling of every field value (register classes,
odd tuples rounded down, invalid registers).  Targets with identical answers
form one column ("group").  Old mnemonics that the assembler still accepts are
listed as aliases.
"""
import collections, os, re, sys
from concurrent.futures import ThreadPoolExecutor

sys.path.insert(0, os.path.dirname(__file__))
import llvm

GROUP_NAMES = {"gfx900": "gfx9", "gfx90a": "gfx90a", "gfx942": "gfx942", "gfx950": "gfx950",
               "gfx1010": "gfx10", "gfx1030": "gfx1030", "gfx1100": "gfx11", "gfx1150": "gfx115",
               "gfx1200": "gfx12"}


def disassemble(target, words, chunk=256):
    """llvm.disassemble_each in chunks: after an invalid word it starts over on
    the rest of its batch, so short batches keep sweeps with many invalid words fast."""
    out = []
    for i in range(0, len(words), chunk):
        out += llvm.disassemble_each(target, words[i:i + chunk])
    return out


gen = llvm.gen


def null(g):
    return 0x7D if g == 10 else 0x7C


def op_bits(g):
    """(shift, width) of the opcode field."""
    return (13, 6) if g == 12 else (18, 8)


def fixed_mask(g):
    """Bits that identify the encoding and opcode (not probed by flipping)."""
    shift, width = op_bits(g)
    return 0x3F << 26 | ((1 << width) - 1) << shift


def word(g, op, sdata=4, sbase=1, offset=0x10, soffset=None, imm=1):
    shift, _ = op_bits(g)
    w0 = (0x30 if g == 9 else 0x3D) << 26 | op << shift | sdata << 6 | sbase
    mask = (1 << (24 if g == 12 else 21)) - 1
    w1 = offset & mask
    if g == 9:
        w0 |= imm << 17
    else:
        w1 |= (null(g) if soffset is None else soffset) << 25
    return w1 << 32 | w0


SREG = re.compile(r"^(?:s\d+|s\[\d+:\d+\]|ttmp\d+|ttmp\[\d+:\d+\]|vcc|vcc_lo|vcc_hi|exec|exec_lo|exec_hi|m0|null|"
                  r"flat_scratch|flat_scratch_lo|flat_scratch_hi|xnack_mask|xnack_mask_lo|xnack_mask_hi)(/\*.*\*/)?$")


def width_of(tok):
    m = re.search(r"\[(\d+):(\d+)\]", tok)
    if m:
        return int(m.group(2)) - int(m.group(1)) + 1
    return 2 if tok.split("/")[0] in ("vcc", "exec", "flat_scratch", "xnack_mask") else 1


def split(text):
    """Mnemonic, operand texts, modifier tokens."""
    name, _, rest = text.partition(" ")
    if not rest:
        return name, [], []
    # register-class comments contain ", " themselves
    rest = re.sub(r"/\*.*?\*/", lambda m: m.group(0).replace(", ", ",\0"), rest)
    parts = [p.replace(",\0", ", ") for p in rest.split(", ")]
    last = re.findall(r"(?:[^ /]|/\*.*?\*/|/)+", parts[-1])
    ops = parts[:-1] + [last[0]]
    return name, ops, last[1:]


def signature(text):
    """Operand signature of LLVM's text for a probe word (sdata=4, sbase=1, offset 0x10)."""
    name, ops, mods = split(text)
    sig = []
    for i, o in enumerate(ops):
        if o in ("s[2:3]",):
            sig.append("sbase:2")
        elif o == "s[0:3]":
            sig.append("sbase:4")
        elif o == "0x10":
            sig.append("offset")
        elif o == "null" and sig and sig[-1] == "offset":
            sig.append("soffset")
        elif re.fullmatch(r"\d+|0x[0-9a-f]+", o):
            sig.append("sdimm")
        elif SREG.match(o):
            sig.append(f"sdata:{width_of(o)}")
        else:
            raise ValueError(f"unexpected operand {o!r} in {text!r}")
    return name, " ".join(sig), mods


def probe_ops(target):
    """{op: (text, base word)} for every opcode the target decodes."""
    g = gen(target)
    n = 1 << op_bits(g)[1]
    cands = []
    for op in range(n):
        cands.append((op, word(g, op)))
        if g == 9:
            cands.append((op, word(g, op, imm=0, offset=0)))
    texts = disassemble(target, [w for _, w in cands])
    found = {}
    for (op, w), t in zip(cands, texts):
        if t is not None and op not in found:
            found[op] = (t, w)
    return found


def flips(target, found):
    """Per opcode: (zero mask, cpol mask) from single-bit flips of the base word."""
    g = gen(target)
    fixed = fixed_mask(g)
    bits = [b for b in range(64) if not fixed >> b & 1]
    ops = sorted(found)
    words = [found[op][1] ^ (1 << b) for op in ops for b in bits]
    texts = disassemble(target, words)
    res = {}
    for i, op in enumerate(ops):
        # (modifiers: names, or name:VALUE)
        res[op] = llvm.flip_masks(found[op][0], texts[i * len(bits):(i + 1) * len(bits)], bits,
                                  r"[a-z_]+(:[A-Z_]+)?")
    return res


def sweep_words(w, shift, nbits):
    return [w & ~(((1 << nbits) - 1) << shift) | v << shift for v in range(1 << nbits)]


def spellings(texts, pos, kind):
    """Spelling of each value of a field, read at operand position `pos`."""
    out = []
    for t in texts:
        if t is None:
            out.append("-")
            continue
        _, ops, mods = split(t)
        tok = ops[pos] if pos < len(ops) else "-"
        if kind == "soffset" and not SREG.match(tok):
            tok = "-"
        out.append(tok)
    return out


def probe(target):
    g = gen(target)
    found = probe_ops(target)
    fl = flips(target, found)
    jobs = []  # (op, key, words, pos, kind)
    for op, (t, w) in found.items():
        _, sig, _ = signature(t)
        ops = sig.split()
        for i, s in enumerate(ops):
            if s.startswith("sdata"):
                jobs.append((op, "d", sweep_words(w, 6, 7), i, "sdata"))
            elif s.startswith("sbase"):
                jobs.append((op, "b", sweep_words(w, 0, 6), i, "sbase"))
            elif s in ("offset", "soffset") and not any(j[0] == op and j[1] == "o" for j in jobs):
                if g == 9:
                    # soffset of the SGPR+offset form: imm=1, soe=1, register in [63:57]
                    jobs.append((op, "o", sweep_words(w | 1 << 14, 57, 7), ops.index("offset"), "soffset"))
                else:
                    pos = i + 1 if s == "offset" and "soffset" in ops else i
                    jobs.append((op, "o", sweep_words(w, 57, 7), pos, "soffset"))
    texts = disassemble(target, [x for j in jobs for x in j[2]])
    classes = collections.defaultdict(dict)
    at = 0
    for op, key, words, pos, kind in jobs:
        sp = spellings(texts[at:at + len(words)], pos, kind)
        at += len(words)
        if key == "o" and g != 9:
            sp[null(g)] = "null"
        classes[op][key] = tuple(sp)
    rows = {}
    for op, (t, w) in found.items():
        name, sig, mods = signature(t)
        zero, cpol = fl[op]
        rows[op] = (name, sig, zero, cpol, classes[op])
    return rows


def main():
    with ThreadPoolExecutor(max_workers=2) as ex:
        results = dict(zip(llvm.TARGETS, ex.map(probe, llvm.TARGETS)))
    groups = llvm.group_targets(llvm.TARGETS, results, lambda t: GROUP_NAMES.get(t, t))
    classes = {}

    def cls(spellings):
        return classes.setdefault(spellings, len(classes))

    rows = collections.OrderedDict()
    for gi, (gname, members) in enumerate(groups.items()):
        for op, (name, sig, zero, cpol, cl) in sorted(results[members[0]].items()):
            cell = f"{op};z={zero:x};c={cpol:x}" + "".join(f";{k}={cls(v)}" for k, v in sorted(cl.items()))
            row = rows.setdefault((name, sig), ["-"] * len(groups))
            assert row[gi] == "-", (name, gname)
            row[gi] = cell
    # Old spellings the assembler still takes: every name of any group, tried on each group.
    aliases = []
    names = sorted({n for n, _ in rows})
    for gi, (gname, members) in enumerate(groups.items()):
        t = members[0]
        here = {n: s for (n, s), cells in rows.items() if cells[gi] != "-"}
        absent = [n for n in names if n not in here]
        lines = []
        for n in absent:
            sig = next(s for (m, s) in rows if m == n)
            lines.append(example(n, sig, gen(t)))
        for n, (text, res) in zip(absent, llvm.assemble(t, lines)):
            if text is not None:
                canon = text.split(" ")[0]
                if canon in here:
                    aliases.append((n, canon, gname))
    out = sys.stdout
    out.write(llvm.header("SMEM instructions", __file__) + "\n")
    out.write("# cell: opcode; z= bits that must be zero; c= cache-policy bits that print modifiers;\n"
              "#   d=/b=/o= spelling class of the sdata, sbase and soffset fields (@class lines:\n"
              "#   LLVM's text for each field value, '|'-separated, '-' where the word is invalid).\n")
    for gname, members in groups.items():
        out.write(f"@group\t{gname}\t{' '.join(members)}\n")
    for spellings, i in classes.items():
        out.write(f"@class\t{i}\t{'|'.join(spellings)}\n")
    merged = collections.OrderedDict()
    for n, canon, gname in aliases:
        merged.setdefault((n, canon), []).append(gname)
    for (n, canon), gs in merged.items():
        out.write(f"@alias\t{n}\t{canon}\t{' '.join(gs)}\n")
    out.write("name\toperands\t" + "\t".join(groups) + "\n")
    for (name, sig), cells in sorted(rows.items(), key=lambda kv: (min(int(c.split(";")[0]) for c in kv[1] if c != "-"), kv[0])):
        out.write(f"{name}\t{sig or '-'}\t" + "\t".join(cells) + "\n")


def example(name, sig, g):
    ops = []
    for s in sig.split():
        if s.startswith("sdata"):
            w = int(s.split(":")[1])
            ops.append("s4" if w == 1 else f"s[4:{3 + w}]")
        elif s == "sdimm":
            ops.append("4")
        elif s == "sbase:2":
            ops.append("s[2:3]")
        elif s == "sbase:4":
            ops.append("s[0:3]")
        elif s == "offset":
            ops.append("0x10")
        elif s == "soffset":
            ops.append("null")
    return f"{name} {', '.join(ops)}".strip()


if __name__ == "__main__":
    main()
