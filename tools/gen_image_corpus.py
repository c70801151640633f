#!/usr/bin/env python3
"""Regenerate crates/isa/tests/data/image_corpus.tsv (MIMG GFX9-GFX11, GFX12's
VIMAGE/VSAMPLE) from the LLVM oracle.  `--only gfx9` regenerates just the
GFX9 (gfx900, gfx906, gfx908, gfx90a) rows in the existing corpus.

Rows as in ds_corpus.tsv (rt / dis / asm / err; see tools/gen_ds_corpus.py).
Random words cover every image opcode on every target: random DIM, DMASK,
modifiers, registers (some near v255, so widening overflows), NSA sizes and
bytes, sometimes bits LLVM ignores or refuses; hand-written lines add every
DIM with and without A16 in both address forms, D16/TFE data sizes, the
modifier order, and errors.
"""
import os, random, re, sys

sys.path.insert(0, os.path.dirname(__file__))
import llvm
from gen_image_table import Layout, Layout12, DIMS, TARGETS9, gen, probe_words

PER_CELL = int(os.environ.get("PER_CELL", "12"))


def load(path):
    groups, rows, _ = llvm.read_table(path)
    return groups, [(f[0], f[1:]) for f in rows]


def parse_cell(text):
    parts = text.split(";")
    d = {"op": int(parts[0])}  # (GFX12: VSAMPLE's at +256)
    for p in parts[1:]:
        k, _, v = p.partition("=")
        d[k] = v if v else True
    return d


def random_word12(rng, c):
    """A random GFX12 VIMAGE / VSAMPLE word of cell `c` (96 bits)."""
    L = Layout12(c["op"] >= 256)
    mods = int(c["m"], 16)
    if "bvh" in c:
        w = int(c["b1" if rng.randrange(2) else "b0"], 16)
        if rng.randrange(6) == 0:
            w ^= 1 << rng.choice([b for b in range(64) if b not in range(26, 32)])
    else:
        w = L.prefix << 26 | L.op_bits(c["op"] & 0xFF) | rng.randrange(8)
        w |= rng.choice([rng.randrange(16), 0xF, 1, 3]) << 22
        for b in range(64):
            if mods >> b & 1 and rng.randrange(3) == 0:
                w |= 1 << b
        w |= rng.choice([0, 0, rng.randrange(8)]) << 52 | rng.choice([0, 0, rng.randrange(4)]) << 50
        if L.sample:
            w |= rng.choice([rng.randrange(512), 4 * rng.randrange(27), 16]) << 55
        if rng.randrange(5) == 0:
            w |= 1 << rng.choice([b for b in range(64) if b not in range(26, 32)])
    vdata = rng.choice([rng.randrange(256), rng.randrange(246, 256), 0, 100])
    rsrc = rng.choice([rng.randrange(512), 4 * rng.randrange(27), 8, 4 * rng.randrange(27) + rng.randrange(4)])
    w = w & ~(0xFF << 32 | 0x1FF << 41) | (vdata | rsrc << 9) << 32
    if "bvh" in c or not L.sample:
        if rng.randrange(3):
            w &= ~(0xFF << 56)
    addrs = [rng.choice([rng.randrange(256), rng.randrange(250, 256), 5 + i]) for i in range(4)]
    for i in range(4):
        if rng.randrange(3) == 0:
            addrs[i] = 0
    if rng.randrange(2):
        addrs[3] = 0
    for i, a in enumerate(addrs):
        w |= a << (64 + 8 * i)
    return w, 1


def random_word(rng, L, c):
    """A random word of cell `c` and its NSA size."""
    if L.g == 12:
        return random_word12(rng, c)
    mods = int(c["m"], 16)
    if "bvh" in c:
        a16 = rng.randrange(2)
        w = int(c["b1" if a16 else "b0"], 16)
        nsa_opts = [int(c[f"w{a16}"].split("/")[1])] if "/" in c[f"w{a16}"] else []
        srsrc = rng.choice([1, rng.randrange(32), 27])
        w |= (rng.randrange(256) | rng.choice([4, rng.randrange(256), 252]) << 8 | srsrc << 16) << 32
        nsa = rng.choice([0] + nsa_opts)
        if rng.randrange(6) == 0:
            w ^= 1 << rng.choice([b for b in range(64) if b not in range(26, 32)])
    else:
        w = 0x3C << 26 | L.op_bits(c["op"]) | rng.randrange(8) << L.dim
        w |= rng.choice([rng.randrange(16), 0xF, 1, 3]) << 8
        for b in range(64):
            if mods >> b & 1 and rng.randrange(3) == 0:
                w |= 1 << b
        vdata = rng.choice([rng.randrange(256), rng.randrange(252, 256), 0, 100])
        vaddr = rng.choice([rng.randrange(256), rng.randrange(244, 256), 4])
        srsrc = rng.choice([rng.randrange(32), rng.randrange(26), 2])
        ssamp = rng.choice([rng.randrange(32), rng.randrange(26), 1]) if "s" in c else 0
        w |= (vaddr | vdata << 8 | srsrc << 16) << 32 | ssamp << L.ssamp
        nsas = [i + 1 for i, n in enumerate(c["n"].split(".")) if n != "0"]
        nsa = rng.choice([0, 0] + nsas)
        if rng.randrange(5) == 0:
            w |= 1 << rng.choice([b for b in range(64) if b not in range(26, 32)])
            w &= ~(3 << L.nsa if L.g == 10 else 1 << L.nsa)
    w &= ~((3 if L.g == 10 else 1) << L.nsa)
    w |= nsa << L.nsa
    for i in range(4 * nsa):
        w |= rng.choice([rng.randrange(256), rng.randrange(250, 256), 5 + i]) << (64 + 8 * i)
    return w, nsa


def vreg(first, width):
    return f"v{first}" if width == 1 else f"v[{first}:{first + width - 1}]"


def addr_size(p, dim, a16):
    extra, coords, lod, grad, g16 = p
    n, ng = DIMS[dim]
    comp = (n if coords else 0) + lod
    words = extra + ((comp + 1) // 2 if a16 else comp)
    if grad:
        words += ((ng // 2 + 1) // 2 * 2) if g16 else ng
    return words


DIMNAMES = ["1D", "2D", "3D", "CUBE", "1D_ARRAY", "2D_ARRAY", "2D_MSAA", "2D_MSAA_ARRAY"]


def example(name, c, g, dim=1, a16=False, dmask=None, mods="", nsa=False, vdata=0, vaddr=4, d16=False, tfe=False):
    if g == 12:
        nsa = True  # (every GFX12 form lists its addresses)
    pmax = 5 if g == 11 or (g == 12 and c["op"] < 256) else 4 if g == 12 else 99
    p = tuple(int(x) for x in c["p"].split("."))
    if dmask is None:
        dmask = 1 if "g4" in c or name.startswith("image_atomic") else 0xF
    D = 4 if "g4" in c else max(bin(dmask & 0xF).count("1"), 1)
    if d16:
        D = (D + 1) // 2
    D += tfe
    A = addr_size(p, dim, a16)
    if nsa and A > 1:
        if A > pmax:
            regs = [f"v{vaddr + 2 * k}" for k in range(pmax - 1)] + [vreg(vaddr + 2 * pmax, A - pmax + 1)]
        else:
            regs = [f"v{vaddr + 2 * k}" for k in range(A)]
        va = "[" + ", ".join(regs) + "]"
    else:
        va = vreg(vaddr, 16 if A > 12 else A)
    ops = f"{vreg(vdata, D)}, {va}, s[8:15]" + (", s[16:19]" if "s" in c else "")
    text = f"{name} {ops} dmask:{dmask:#x} dim:{DIMNAMES[dim]}"
    flags = " ".join(x for x, on in (("a16", a16), ("tfe", tfe), ("d16", d16)) if on)
    return " ".join(x for x in (text, mods, flags) if x)


def widen_last(line):
    """`line` with the last register of its address list one wider."""
    m = re.search(r"(, \[[^\]]*?)v(?:(\d+)|\[(\d+):(\d+)\])\](, s\[)", line)
    if not m:
        return line
    first = int(m.group(2) or m.group(3))
    last = int(m.group(2) or m.group(4)) + 1
    return line[:m.start()] + f"{m.group(1)}v[{first}:{last}]]{m.group(5)}" + line[m.end():]


def edge_lines(name, c, g, full):
    if "bvh" in c:
        n = 12 if "64" in name else 11
        vd = vreg(4, int(c.get("v", "4")))
        lines = [f"{name} {vd}, v[9:{8 + n}], s[4:7]", f"{name} {vd}, v[9:{5 + n}], s[4:7] a16",
                 f"{name} {vd}, v[9:{8 + n}], s[4:7] a16", f"{name} v[4:6], v[9:{8 + n}], s[4:7]",
                 f"{name} {vd}, v[9:{8 + n}], s[4:11]", f"{name} {vd}, v[9:{8 + n}], s[4:7] glc"]
        # the negated and wrongly cased spellings of A16
        lines += [f"{name} {vd}, v[9:{8 + n}], s[4:7] noa16", f"{name} {vd}, v[9:{8 + n}], s[4:7], noa16",
                  f"{name} {vd}, v[9:{5 + n}], s[4:7] noa16", f"{name} {vd}, v[9:{5 + n}], s[4:7] A16",
                  f"{name} {vd}, v[9:{8 + n}], s[4:7] NOA16", f"{name} {vd}, v[9:{5 + n}], s[4:7] a16 noa16",
                  f"{name} {vd}, v[9:{8 + n}], s[4:7] noa16 noa16", f"{name} {vd}, v[9:{8 + n}], s[4:7] no"]
        for a16 in (0, 1):
            w = c[f"w{a16}"]
            if "/" in w:
                widths = [int(x) for x in w.split("/")[2].split(".")]
                regs, r = [], 9
                for x in widths:
                    regs.append(vreg(r, x))
                    r += x
                lines.append(f"{name} {vd}, [{', '.join(regs)}], s[4:7]" + (" a16" if a16 else ""))
                lines.append(f"{name} {vd}, [{', '.join(regs)}], s[4:7] th:TH_LOAD_NT" + (" a16" if a16 else ""))
                lines.append(f"{name} {vd}, [{', '.join(regs)}], s[4:7] " + ("a16" if a16 else "noa16"))
        return lines
    out = []
    for dim in range(8):
        for a16 in (False, True):
            out.append(example(name, c, g, dim, a16))
            out.append(example(name, c, g, dim, a16, nsa=True))
    if g >= 11:
        # the last address operand one register wider (LLVM counts operands
        # where the partial NSA form needs no more than its operands)
        for dim in (1, 5):
            for a16 in (False, True):
                e = example(name, c, g, dim, a16, nsa=True)
                if widen_last(e) != e:
                    out.append(widen_last(e))
    if not full:
        return out
    base = example(name, c, g)
    out += [example(name, c, g, dmask=m) for m in (0, 1, 2, 3, 5, 7, 8, 0xF, 0x1F, 0x10)]
    out += [example(name, c, g, tfe=True), example(name, c, g, d16=True), example(name, c, g, d16=True, tfe=True),
            example(name, c, g, dmask=7, d16=True), example(name, c, g, vdata=252), example(name, c, g, vdata=253),
            example(name, c, g, vaddr=255), example(name, c, g, dim=2, nsa=True, vaddr=250)]
    mods = ["unorm", "glc", "slc", "dlc", "glc slc dlc", "slc glc", "r128", "lwe", "unorm glc slc dlc r128",
            "glc unorm", "a16 r128", "glc glc", "nv", "da", "sc0", "lwe tfe", "d16 a16", "dim:2D", "dmask:1"]
    if g == 12:
        mods += ["th:TH_LOAD_NT", "th:TH_LOAD_HT scope:SCOPE_SE", "scope:SCOPE_SYS th:TH_LOAD_NT",
                 "th:TH_LOAD_BYPASS scope:SCOPE_SYS", "th:TH_LOAD_LU scope:SCOPE_SYS", "th:TH_LOAD_RT", "scope:SCOPE_CU",
                 "th:TH_STORE_NT", "th:TH_STORE_BYPASS scope:SCOPE_SYS", "th:TH_STORE_WB", "th:TH_ATOMIC_RETURN",
                 "th:TH_ATOMIC_NT_RETURN scope:SCOPE_DEV", "th:TH_ATOMIC_CASCADE_NT scope:SCOPE_SYS", "th:0x7",
                 "th:TH_BOGUS", "scope:SCOPE_BOGUS", "th:TH_LOAD_NT th:TH_LOAD_HT", "unorm th:TH_LOAD_NT",
                 "th:TH_LOAD_NT unorm", "th:TH_LOAD_NT r128 a16", "nv th:TH_LOAD_NT", "th:TH_LOAD_NT nv",
                 "scope:SCOPE_DEV r128", "th:TH_STORE_NT_WB scope:SCOPE_SE", "nonv th:TH_LOAD_NT",
                 "th:TH_LOAD_NT nonv", "nounorm th:TH_LOAD_NT", "th:TH_LOAD_NT nounorm", "noth:TH_LOAD_NT",
                 "noscope:SCOPE_SE", "nonv nv", "nv nonv"]
    # `no<name>` (the bit clear, in the modifier's place) and wrongly cased names
    mods += ["nounorm", "noglc", "noslc", "nodlc", "noscc", "nor128", "noa16", "notfe", "nolwe", "nod16", "noda",
             "nonv", "glc noglc", "noglc glc", "noglc noglc", "unorm nounorm", "nounorm glc", "glc nounorm",
             "nor128 noa16", "noa16 r128", "nounorm noglc noslc nodlc nor128 noa16 notfe nolwe nod16", "no",
             "GLC", "Unorm", "noGlc", "NOGLC",
             # a comma closes the cache policy
             "glc, slc", "glc slc, lwe", "unorm, glc slc", "glc, lwe", "noglc, slc", "glc dlc, slc"]
    if g == 12:
        mods += ["th:TH_LOAD_NT, scope:SCOPE_SE", "scope:SCOPE_SE, th:TH_LOAD_NT", "nonv, th:TH_LOAD_NT",
                 "th:TH_LOAD_NT scope:SCOPE_SE, r128"]
    for m in mods:
        out.append(f"{base} {m}")
    out += [base.replace(" dim:2D", ""), base.replace("dim:2D", "dim:SQ_RSRC_IMG_2D"),
            base.replace("dim:2D", "dim:sq_rsrc_img_2d"), base.replace("dim:2D", "dim:4D"),
            base.replace("dim:2D", "dim:7"), base.replace(" dmask:", " dim:2D dmask:").replace(" dim:2D", "", 1) + " x",
            base.replace("s[8:15]", "s[9:16]"), base.replace("s[8:15]", "s[8:11]"), base.replace("s[8:15]", "ttmp[8:15]"),
            base.replace("s[8:15]", "s[100:107]"), base.replace("s[8:15]", "s[96:103]"), base.replace("s[8:15]", "v[8:15]"),
            base.replace("v[0:3]", "a[0:3]", 1), base.replace(", s[8:15]", "", 1), name, base.upper(),
            base.replace("dmask:0xf", "dmask:-1"), base.replace("v[4:5]", "[v4, v[5:6]]"),
            base.replace("v[4:5]", "[v4]"), base.replace("v[4:5]", "v[4:11]"), base + ",", base.replace(", s[8:15]", ", s[8:15], s[0:3]"),
            # blanks before a named operand's colon
            base.replace("dmask:", "dmask : "), base.replace("dim:", "dim :"), base.replace("dim:", "dim  :  "),
            base.replace(" dim:2D", "") + " glc dim : 2D", base.replace(" dim:2D", " dim : 2D dim : 2D")]
    if "s" in c:
        out += [base.replace("s[16:19]", "s[17:20]"), base.replace(", s[16:19]", ""),
                base.replace("s[16:19]", "ttmp[12:15]"), base.replace("s[16:19]", "s[16:23]")]
    return out


def random_word9(rng, c, aligned):
    """A random GFX9 word of cell `c`: random DMASK, modifiers, registers
    (some near v255 or odd), sometimes a bit LLVM ignores or refuses, and on
    gfx90a the ACC bit."""
    mods = int(c["m"], 16)
    w = 0x3C << 26 | c["op"] << 18 | rng.choice([rng.randrange(16), 0xF, 1, 3]) << 8
    for b in range(64):
        if mods >> b & 1 and rng.randrange(3) == 0:
            w |= 1 << b
    if aligned and rng.randrange(3) == 0:
        w |= 1 << 16
    vdata = rng.choice([rng.randrange(256), rng.randrange(250, 256), 0, 100, 2 * rng.randrange(128)])
    vaddr = rng.choice([rng.randrange(256), rng.randrange(250, 256), 4])
    srsrc = rng.choice([rng.randrange(32), rng.randrange(26), 2])
    ssamp = rng.choice([rng.randrange(32), rng.randrange(26), 1]) if "s" in c else 0
    w |= (vaddr | vdata << 8 | srsrc << 16) << 32 | ssamp << 53
    if rng.randrange(5) == 0:
        w ^= 1 << rng.choice([b for b in range(64) if b not in range(26, 32)])
    return w, 0


def edge_lines9(name, c, full, aligned):
    """Hand-written GFX9 lines: every VADDR width, data sizes, modifiers, errors."""
    dmask = 1 if "g4" in c or name.startswith("image_atomic") else 0xF
    d = int(c["d"].split(".")[0]) if name.startswith("image_atomic_cmpswap") else 4 if dmask == 0xF or "g4" in c else 1
    dmask = 3 if name.startswith("image_atomic_cmpswap") else dmask
    ss = ", s[16:19]" if "s" in c else ""
    va = lambda k: vreg(4, k)
    base = f"{name} {vreg(0, d)}, {va(int(c['d'].split('.')[1]))}, s[8:15]{ss} dmask:{dmask:#x}"
    out = [f"{name} {vreg(0, d)}, {va(k)}, s[8:15]{ss} dmask:{dmask:#x}" for k in range(1, 17)]
    if not full:
        return out + [base + " glc", base + " da"]
    out += [base.replace(f"dmask:{dmask:#x}", f"dmask:{m:#x}") for m in (0, 1, 2, 3, 5, 7, 8, 0x1F)]
    out += [base.replace(f"dmask:{dmask:#x}", f"dmask:{m:#x}").replace(vreg(0, d), vreg(0, w), 1)
            for m, w in ((1, 1), (3, 2), (7, 3), (0xF, 4), (1, 2))]
    out += [f"{name} {vreg(0, k)}, {va(1)}, s[8:15]{ss} dmask:0xf" + x for k in range(1, 6)
            for x in ("", " d16", " tfe", " d16 tfe")]
    out += [base.replace("v[0:", "v[1:", 1), base.replace("v[0:", "a[0:", 1), base.replace("v0,", "a0,", 1),
            base.replace("v[0:", "a[1:", 1), base.replace("v[0:", "v[252:", 1), base.replace(", v4,", ", v5,"),
            base.replace(", v4,", ", v[5:6],"), base.replace(", v4,", ", [v4, v5],"), base.replace(", v4,", ", a4,")]
    mods = ["unorm", "glc", "slc", "scc", "dlc", "glc slc", "slc glc", "glc scc", "r128", "a16", "tfe", "lwe",
            "da", "d16", "unorm glc slc a16 tfe lwe da d16", "unorm glc slc scc a16 lwe da d16", "da unorm",
            "lwe tfe", "d16 da", "glc glc", "nv", "sc0", "sc1", "nt", "dim:2D", "dim:1D", "dmask:1", "off",
            "offset:4", "x", "glc,", "a16 da",
            # `no<name>` (the bit clear, in the modifier's place) and wrongly cased names
            "nounorm", "noglc", "noslc", "noscc", "nodlc", "nor128", "noa16", "notfe", "nolwe", "noda", "nod16",
            "nonv", "glc noglc", "noglc glc", "noglc noglc", "unorm nounorm", "nounorm glc", "a16 noda",
            "noda a16", "notfe lwe", "nounorm noglc noslc noa16 notfe nolwe noda nod16", "no", "GLC", "Unorm",
            "DA", "noGlc",
            # a comma closes the cache policy
            "glc, slc", "glc slc, da", "unorm, glc slc", "glc, lwe", "noglc, slc", "slc, glc", "glc, glc"]
    out += [f"{base} {m}" for m in mods]
    out += [base.replace(", s[8:15]", ", s[9:16]"), base.replace("s[8:15]", "s[8:11]"),
            base.replace("s[8:15]", "ttmp[8:15]"), base.replace("s[8:15]", "s[100:107]"),
            base.replace("s[8:15]", "s[96:103]"), base.replace(", s[8:15]", "", 1), name, base.upper(),
            base.replace("dmask:", "dmask:-"), base + ",", base.replace(",", ""), base + ", s[0:3]",
            # blanks before a named operand's colon
            base.replace("dmask:", "dmask :"), base.replace("dmask:", "dmask  :  ") + " glc",
            base.replace("dmask:", "dmask :") + " dmask :0x1", base + " glc dmask : 0x1"]
    if ss:
        out += [base.replace("s[16:19]", "s[17:20]"), base.replace(", s[16:19]", ""),
                base.replace("s[16:19]", "ttmp[12:15]"), base.replace("s[16:19]", "s[16:23]")]
    return out


def gfx9_rows(rows_by_group, rng):
    """Corpus rows of the GFX9 targets (each its own table column)."""
    out = []
    for target in TARGETS9:
        present = [(n, parse_cell(c)) for n, c in rows_by_group[target]]
        aligned = target == "gfx90a"
        # (gfx900 and gfx906 draw from their own generators, so the rows of
        # gfx908 and gfx90a stay those of the shared one)
        rng_t = rng if target in ("gfx908", "gfx90a") else random.Random(rng_seed9() + int(target[3:], 16))
        words = [random_word9(rng_t, c, aligned) for _, c in present for _ in range(PER_CELL9)]
        out += llvm.word_rows(target, target, [w for w, _ in words], probe_words(target, words))
        lines, seen = [], set()
        for name, c in present:
            kind = ("s" in c, "g4" in c, name.startswith("image_atomic"), name.startswith("image_atomic_cmpswap"))
            lines += edge_lines9(name, c, kind not in seen, aligned)
            seen.add(kind)
        out += llvm.asm_rows(target, target, lines)
    return out


PER_CELL9 = int(os.environ.get("PER_CELL9", "60"))


def rng_seed9():
    return int(os.environ.get("SEED", "2026")) + 9


HEADER = "Image (MIMG) conformance corpus"


def main_gfx9():
    groups, rows = load(llvm.data_path("image.tsv"))
    by = {t: [(n, cs[gi]) for n, cs in rows if cs[gi] != "-"] for gi, (g, members) in enumerate(groups)
          for t in members if t in TARGETS9}
    old = [l for l in open(llvm.corpus_path("image_corpus.tsv")).read().splitlines()
           if l.startswith("#") or l.split("\t")[1] not in TARGETS9]
    old[0] = llvm.header(HEADER, __file__)
    print("\n".join(old + gfx9_rows(by, random.Random(rng_seed9()))))


def main():
    if llvm.option("--only", ("gfx9",)):
        return main_gfx9()
    groups, rows = load(llvm.data_path("image.tsv"))
    rng = random.Random(int(os.environ.get("SEED", "2026")))
    out = [llvm.header(HEADER, __file__)]
    for gi, (gname, members) in enumerate(groups):
        for ti, target in enumerate(members):
            if target in TARGETS9:
                continue  # (gfx9_rows below)
            L = Layout(gen(target))
            present = [(n, parse_cell(cs[gi])) for n, cs in rows if cs[gi] != "-"]
            words = []
            for name, c in present:
                words += [random_word(rng, L, c) for _ in range(PER_CELL)]
            out += llvm.word_rows(target, target, [w.to_bytes(L.nbytes(n), "little") for w, n in words],
                                  probe_words(target, words))
            if ti > 0:
                continue  # hand-written lines once per group
            lines, seen = [], set()
            for name, c in present:
                kind = ("bvh" in c, "s" in c, "g4" in c, name.startswith("image_atomic"))
                lines += edge_lines(name, c, L.g, kind not in seen)
                seen.add(kind)
            out += llvm.asm_rows(target, target, lines)
    by = {t: [(n, cs[gi]) for n, cs in rows if cs[gi] != "-"] for gi, (g, members) in enumerate(groups)
          for t in members if t in TARGETS9}
    out += gfx9_rows(by, random.Random(rng_seed9()))
    print("\n".join(out))


if __name__ == "__main__":
    main()
