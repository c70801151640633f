#!/usr/bin/env python3
"""Regenerate crates/isa/data/ds_aliases.tsv: which other spellings llvm-mc-22
accepts for each DS instruction on each group of targets.

Candidates are the names of every other DS row with the same operand shape; a
candidate is an alias where llvm-mc assembles it to the very bytes of the
canonical instruction."""
import collections, os, sys

sys.path.insert(0, os.path.dirname(__file__))
import llvm

REGS = {"addr": 10, "data0": 20, "data1": 40, "vdst": 60}


def example(sig, cell):
    ops, mods = [], []
    for tok in sig.split():
        if ":" in tok:
            field, cls = tok.split(":")
            w = int(cls.lstrip("av"))
            r = REGS[field]
            ops.append(f"v{r}" if w == 1 else f"v[{r}:{r + w - 1}]")
        elif tok == "offset16":
            mods.append("offset:513")
        elif tok == "offset8x2":
            mods.append("offset0:1 offset1:2")
        elif tok == "swizzle":
            mods.append("offset:swizzle(QUAD_PERM,0,1,2,3)")
    if "G" in cell:
        mods.append("gds")
    return " ".join(filter(None, [", ".join(ops), " ".join(mods)]))


def main():
    groups, rows = llvm.read_rows(llvm.data_path("ds.tsv"))
    by_sig = collections.defaultdict(set)
    for name, sig, _ in rows:
        by_sig[sig.replace("av", "v")].add(name)
    found = collections.defaultdict(list)
    for gi, (g, members) in enumerate(groups):
        present = [(n, s, c[gi]) for n, s, c in rows if c[gi] != "-"]
        lines, tries = [], []
        for name, sig, cell in present:
            args = example(sig, cell)
            lines.append(f"{name} {args}")
            base = len(lines) - 1
            for cand in sorted(by_sig[sig.replace("av", "v")] - {name}):
                tries.append((name, cand, base, len(lines)))
                lines.append(f"{cand} {args}")
        res = llvm.assemble(members[0], lines)
        for name, cand, base, at in tries:
            _, enc = res[base]
            text, cenc = res[at]
            if text is not None and cenc == enc:
                found[(cand, name)].append(g)
    print(llvm.header("DS alias spellings", __file__))
    print("alias\tcanonical\tgroups")
    for (alias, canon), gs in sorted(found.items()):
        print(f"{alias}\t{canon}\t{' '.join(gs)}")


if __name__ == "__main__":
    main()
