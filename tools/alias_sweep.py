#!/usr/bin/env python3
"""The mnemonic-alias sweep: spellings llvm-mc-22 takes for another
instruction, found by asking it. Candidates are made from every mnemonic of
the committed corpora, on each target group, by the ways LLVM's alias
definitions (AMDGPUMnemonicAlias / MnemonicAlias in its AMDGPU TableGen
files) rename: a word dropped (`v_accvgpr_read_b32` -> `v_accvgpr_read`,
`image_bvh64_intersect_ray` -> `bvh64_intersect_ray`, `s_add_nc_u64` ->
`s_add_u64`), two words joined or one split (`..._16x16x16_i8` ->
`..._16x16x16i8`), a word put in before the type (`v_add3_u32` ->
`v_add3_nc_u32`), another type (`v_cmp_tru_f32` -> `v_cmp_tru_i32`), another
segment prefix (`v_subrev_u32` -> `ds_subrev_u32`), and the renamings of the
committed alias tables applied to other names. Each candidate is asked with
the operands of the corpus text it came from; an alias is a candidate LLVM
assembles, printing another mnemonic.

    tools/alias_sweep.py [--write] > LINES.tsv

prints the accepted lines (tools/sweep_asm.py input); --write also writes
crates/isa/data/mnemonic_aliases.tsv (alias, canonical, targets).
"""
import collections
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import llvm  # noqa: E402

# one target per group of the ALU table
TARGETS = ["gfx900", "gfx906", "gfx908", "gfx90a", "gfx942", "gfx950", "gfx1010", "gfx1011",
           "gfx1030", "gfx1100", "gfx1150", "gfx1200"]
CORPORA = ["alu_corpus.tsv", "vop3p_corpus.tsv", "ds_corpus.tsv", "flat_corpus.tsv",
           "buffer_corpus.tsv", "smem_corpus.tsv", "image_corpus.tsv", "interp_corpus.tsv",
           "exp_corpus.tsv"]
SUFFIX = re.compile(r"_(e32|e64|sdwa|dpp|e64_dpp)$")
TYPE = re.compile(r"^[fiub](8|16|32|64)$")
TYPES = ["f16", "f32", "f64", "i16", "i32", "i64", "u16", "u32", "u64", "b16", "b32", "b64"]
PREFIXES = ["v", "s", "ds", "buffer", "global", "flat", "scratch", "image", "tbuffer"]
# words LLVM's renamings put in (GFX10+'s no-carry `_nc`, `_co`, GFX11's
# `v_interp_p2_new_f32`, `_rtn` returns, `_legacy`)
WORDS = ["nc", "co", "new", "rtn", "legacy"]


def examples():
    """{target: {base mnemonic: corpus text}}, preferring texts without an
    encoding suffix or with `_e32`."""
    ex = collections.defaultdict(dict)
    for t, text in llvm.corpus_texts(CORPORA, TARGETS):
        m = text.split(" ")[0]
        base = SUFFIX.sub("", m)
        old = ex[t].get(base)
        if old is None or old.split(" ")[0] != base and m == base:
            ex[t][base] = text
    return ex


def learned_renamings():
    """(old word, new word) pairs of the committed alias tables, both ways:
    aliases that differ from their canonical name in one word."""
    pairs = set()
    rows = []
    for table in ("alu.tsv", "vop3p.tsv", "smem.tsv"):
        _, _, records = llvm.read_table(llvm.data_path(table))
        rows += [(r[1], r[2]) for r in records if r[0] == "@alias"]
    for table in ("ds_aliases.tsv", "flat_aliases.tsv", "buffer_aliases.tsv"):
        rows += [(a, c) for a, c, _ in llvm.read_aliases(table)]
    for a, c in rows:
        ta, tc = a.split("_"), c.split("_")
        if len(ta) == len(tc):
            diff = [(x, y) for x, y in zip(ta, tc) if x != y]
            if len(diff) == 1:
                pairs.add(diff[0])
                pairs.add(diff[0][::-1])
    return pairs


def candidates(name, renamings):
    t = name.split("_")
    out = set()
    for k in range(len(t)):
        if len(t) > 2:
            out.add("_".join(t[:k] + t[k + 1:]))
        if k + 1 < len(t):
            out.add("_".join(t[:k] + [t[k] + t[k + 1]] + t[k + 2:]))
        for hit in re.finditer(r"(?<=[0-9])(?=[a-z])", t[k]):
            out.add("_".join(t[:k] + [t[k][:hit.start()], t[k][hit.start():]] + t[k + 1:]))
        if TYPE.match(t[k]):
            out.update("_".join(t[:k] + [ty] + t[k + 1:]) for ty in TYPES)
        for old, new in renamings:
            if t[k] == old:
                out.add("_".join(t[:k] + [new] + t[k + 1:]))
    for w in WORDS:
        out.add("_".join(t[:-1] + [w, t[-1]]))
    if t[0] in PREFIXES:
        out.update("_".join([p] + t[1:]) for p in PREFIXES)
    out.discard(name)
    return {c for c in out if re.fullmatch(r"[a-z][a-z0-9_]*[a-z0-9]", c)}


def closest(cand, names):
    """Of `names`, the one whose operands `cand` is asked with: the same type
    (last) word, then the most words shared, then the shortest."""
    t = cand.split("_")
    return max(names, key=lambda n: (n.split("_")[-1] == t[-1], len(set(n.split("_")) & set(t)),
                                     -len(n), n), default=None)


def nearest(cand, index):
    """The name of `index` ({(prefix, last word): [names]}) whose operands a
    candidate is asked with: same prefix and type word, most words shared."""
    t = cand.split("_")
    return closest(cand, index.get((t[0], t[-1])) or [])


def accepted():
    """[(target, candidate line, LLVM's text)] for the candidates LLVM takes
    as another mnemonic."""
    ex = examples()
    renamings = learned_renamings()
    # candidates come from every name of any target (v_subrev_u32, a GFX10
    # name, gives GFX12's ds_subrev_u32)
    every = set().union(*(set(v) for v in ex.values()))
    cands = collections.defaultdict(set)
    for n in every:
        for c in candidates(n, renamings):
            cands[c].add(n)
    found = []
    for t in TARGETS:
        here = ex[t]
        index = collections.defaultdict(list)
        for n in here:
            index[(n.split("_")[0], n.split("_")[-1])].append(n)
        lines = []
        for cand in sorted(set(cands) - set(here)):
            # the operands of a name it came from (the closest one, and the
            # first by name: s_add_u64 needs s_add_nc_u64's, ds_subrev_u32
            # ds_sub_u32's), else of the nearest name
            mine = cands[cand] & set(here)
            srcs = {closest(cand, mine), min(mine, default=None)} - {None} or {nearest(cand, index)}
            for src in sorted(srcs - {None}):
                text = here[src]
                rest = text.split(" ", 1)[1] if " " in text else ""
                lines.append(f"{cand} {rest}".rstrip())
        for line, (text, res) in zip(lines, llvm.assemble(t, lines)):
            if text is None:
                continue
            printed = SUFFIX.sub("", text.split(" ")[0])
            cand = line.split(" ")[0]
            if printed != cand:
                found.append((t, line, text))
        print(f"{t}: {len(lines)} candidates, {sum(1 for f in found if f[0] == t)} taken",
              file=sys.stderr)
    return found


def main():
    found = accepted()
    for t, line, _ in found:
        print(f"{t}\t{line}")
    if "--write" in sys.argv:
        pairs = collections.defaultdict(list)
        for t, line, text in found:
            pairs[(line.split(" ")[0], SUFFIX.sub("", text.split(" ")[0]))].append(t)
        with open(llvm.data_path("mnemonic_aliases.tsv"), "w") as out:
            out.write(llvm.header("Mnemonic aliases", __file__) + "\n")
            out.write("# ALIAS CANONICAL TARGETS: llvm-mc-22 assembles the alias as the canonical\n"
                      "# instruction on those targets (one per group of the ALU table); build.rs\n"
                      "# gives each table the ones naming its rows that its own alias lines lack.\n")
            out.write("alias\tcanonical\ttargets\n")
            for (a, c), ts in sorted(pairs.items()):
                out.write(f"{a}\t{c}\t{' '.join(dict.fromkeys(ts))}\n")


if __name__ == "__main__":
    main()
