#!/usr/bin/env python3
"""Regenerate crates/isa/data/ds.tsv from the LLVM oracle.

Every DS opcode is probed on every target with each subset of the register
fields filled in, with and without GDS and (GFX9) ACC, and with odd register
numbers to learn which operands demand aligned tuples.  Targets whose answers
are identical form one column ("group") of the table.
"""
import collections, itertools, os, re, sys
from concurrent.futures import ThreadPoolExecutor

sys.path.insert(0, os.path.dirname(__file__))
import llvm

FIELDS = ["addr", "data0", "data1", "vdst"]
SHIFT = {"addr": 32, "data0": 40, "data1": 48, "vdst": 56}
EVEN = {"addr": 10, "data0": 20, "data1": 40, "vdst": 60}
ODD = {"addr": 11, "data0": 21, "data1": 41, "vdst": 61}
COMBOS = [c for r in range(5) for c in itertools.combinations(FIELDS, r)]
# Names for the groups, chosen by their first target.
GROUP_NAMES = {"gfx900": "gfx9", "gfx90a": "gfx90a", "gfx942": "gfx942", "gfx950": "gfx950",
               "gfx1010": "gfx10", "gfx1030": "gfx1030", "gfx1100": "gfx11", "gfx1200": "gfx12"}


def word(target, op, acc, gds, regs, off):
    w = 0b110110 << 26 | off[0] | off[1] << 8
    if llvm.is_gfx9(target):
        w |= op << 17 | gds << 16 | acc << 25
    else:
        w |= op << 18 | gds << 17
    for f, r in regs.items():
        w |= r << SHIFT[f]
    return w


def probe(target):
    accs = [0, 1] if llvm.is_gfx9(target) else [0]
    keys = [(op, acc, gds) for op in range(256) for acc in accs for gds in (0, 1)]
    cases = [(k, c, off) for k in keys for c in COMBOS for off in ((0, 0), (1, 2))]
    texts = llvm.disassemble_each(target, [word(target, *k, {f: EVEN[f] for f in c}, off)
                                           for k, c, off in cases])
    best = {}
    for (k, c, off), t in zip(cases, texts):
        if t is None:
            continue
        cur = best.get(k)
        score = (len(c), off != (0, 0))
        if cur is None or score > cur[0]:
            best[k] = (score, c, off, t)
    keys = sorted(best)
    odd = llvm.disassemble_each(target, [word(target, *k, {f: ODD[f] for f in best[k][1]}, best[k][2])
                                         for k in keys])
    return {k: (best[k][1], best[k][2] != (0, 0), best[k][3], o) for k, o in zip(keys, odd)}


REG = re.compile(r"([va])(?:(\d+)|\[(\d+):(\d+)\])(/\*Invalid register, operand has '(\w+)' register class\*/)?")


TOKEN = re.compile(r"[va](?:\d+|\[\d+:\d+\])(?:/\*.*?\*/)?|offset\S*|gds")


def parse(text, numbers):
    """Split LLVM's text into mnemonic, operands [(field, kind, width, class)] and modifiers."""
    name, _, rest = text.partition(" ")
    ops, mods = [], []
    for tok in TOKEN.findall(rest):
        m = REG.fullmatch(tok)
        if not m:
            mods.append(tok)
            continue
        lo = int(m.group(2) or m.group(3))
        hi = int(m.group(2) or m.group(4))
        ops.append((numbers[lo], m.group(1), hi - lo + 1, m.group(6)))
    return name, ops, mods


def offset_kind(mods, off_ok):
    s = " ".join(mods)
    if "swizzle(" in s:
        return "swizzle"
    if "offset0:" in s:
        return "offset8x2"
    if "offset:" in s:
        return "offset16"
    assert not off_ok, mods
    return ""


def describe(res, op):
    """Row key and cell text for one opcode in one group."""
    acc_variants = {k[1] for k in res if k[0] == op}
    base = res.get((op, 0, 0)) or res.get((op, 0, 1))
    fields, off_ok, text, _ = base
    name, ops, mods = parse(text, {v: f for f, v in EVEN.items()})
    av = set()
    if (op, 1, 0) in res or (op, 1, 1) in res:
        atext = (res.get((op, 1, 0)) or res.get((op, 1, 1)))[2]
        av = {f for f, kind, _, _ in parse(atext, {v: f for f, v in EVEN.items()})[1] if kind == "a"}
    sig = [(f, w) for f, _, w, _ in ops] + [offset_kind(mods, off_ok)]
    g0, g1 = (op, 0, 0) in res, (op, 0, 1) in res
    flags = ""
    if g0 and g1:
        flags += "g" if " gds" in res[(op, 0, 1)][2] else "d"
    elif g1:
        flags += "G"
    if 1 in acc_variants:
        flags += "a"
    classes = []
    for acc in (0, 1):
        r = res.get((op, acc, 0)) or res.get((op, acc, 1))
        if r:
            for f, _, _, cls in parse(r[3], {v: f for f, v in ODD.items()})[1]:
                if cls:
                    classes.append(f"{f}.{acc}={cls}")
    return name, tuple(sig), av, f"{op}{flags}" + "".join(";" + c for c in classes)


def main():
    with ThreadPoolExecutor(max_workers=os.cpu_count()) as ex:
        results = dict(zip(llvm.TARGETS, ex.map(probe, llvm.TARGETS)))
    groups = llvm.group_targets(llvm.TARGETS, results, GROUP_NAMES.__getitem__)
    rows = collections.OrderedDict()
    avs = collections.defaultdict(set)
    for gi, (g, members) in enumerate(groups.items()):
        res = results[members[0]]
        for op in sorted({k[0] for k in res}):
            name, sig, av, cell = describe(res, op)
            avs[(name, sig)] |= av
            row = rows.setdefault((name, sig), ["-"] * len(groups))
            assert row[gi] == "-", (name, g)
            row[gi] = cell
    def render(name, sig):
        ops = " ".join(f"{f}:{'av' if f in avs[(name, sig)] else 'v'}{w}" for f, w in sig[:-1])
        return (ops + " " + sig[-1]).strip()
    rows = {(name, render(name, sig)): cells for (name, sig), cells in rows.items()}
    out = sys.stdout
    out.write(llvm.header("DS instructions", __file__) + "\n")
    out.write("# cell: opcode, then flags (g: GDS bit prints `gds`; d: GDS bit decodes but is dropped;\n"
              "#   G: GDS bit required; a: ACC bit selects AGPRs), then `;field.acc=Class` for each operand\n"
              "#   whose register class LLVM names when the register number is odd.\n")
    for g, members in groups.items():
        out.write(f"@group\t{g}\t{' '.join(members)}\n")
    out.write("name\toperands\t" + "\t".join(groups) + "\n")
    for (name, sig), cells in sorted(rows.items(), key=lambda kv: (min(int(re.match(r"\d+", c).group()) for c in kv[1] if c != "-"), kv[0])):
        out.write(f"{name}\t{sig}\t" + "\t".join(cells) + "\n")


main()
