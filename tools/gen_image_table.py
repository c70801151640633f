#!/usr/bin/env python3
"""Regenerate crates/isa/data/image.tsv (the MIMG image instructions of GFX9
(gfx900, gfx906, gfx908, gfx90a), GFX10 and GFX11: non-NSA and NSA forms; GFX12's VIMAGE and
VSAMPLE) from the LLVM oracle.

`--only gfx9` re-probes just the GFX9 columns (about a minute) and rewrites
them in the existing table; without it every target is probed (~16 minutes
on two cores).  GFX9 has no DIM: LLVM prints the VADDR of the variant its
decoder table picked, whatever the fields say, and sizes only VDATA (the rule
below, without the address part; gfx90a also keeps the default when the
widened tuple would start at an odd register).

LLVM's disassembler sizes VDATA and VADDR from the other fields: VDATA holds
popcount(DMASK) dwords (4 for gather4), halved (rounded up) by D16, plus one
for TFE; VADDR holds the address words the opcode reads for DIM and A16
(extra arguments such as offset/bias/z-compare, the coordinates, the lod or
clamp or mip, the gradients; >12 rounds to 16 without NSA).  When no variant
of the wanted size exists, or the widened register would pass v255, it keeps
the variant its decoder table picked by default.  This script finds, per
opcode and target group, the parameters of that rule (fitted to, and checked
against, a grid of probes of every DIM, A16, DMASK, TFE, D16 and NSA size),
the sizes that exist, the default variants, which bits must be zero and which
print modifiers, and LLVM's spelling of every SRSRC/SSAMP value.
"""
import collections, io, itertools, os, pickle, re, sys
from concurrent.futures import ThreadPoolExecutor

sys.path.insert(0, os.path.dirname(__file__))
import llvm

TARGETS = [t for t in llvm.TARGETS if t.startswith(("gfx10", "gfx11", "gfx12"))]
# GFX9 targets with MIMG (gfx942 and gfx950 have none); targets whose probes
# agree share a column (gfx900, gfx906 and gfx908 do under llvm-mc-22)
TARGETS9 = ["gfx900", "gfx906", "gfx908", "gfx90a"]
GROUP_NAMES = {"gfx1010": "gfx10", "gfx1030": "gfx1030", "gfx1100": "gfx11", "gfx1150": "gfx115", "gfx1200": "gfx12"}
# (coordinates, gradients) of each DIM value (LLVM's MIMGDimInfo)
DIMS = [(1, 2), (2, 4), (3, 6), (3, 4), (2, 2), (3, 4), (3, 4), (4, 4)]
VDATA, VADDR, SRSRC, SSAMP = 0, 4, 2, 0


gen = llvm.gen


class Layout:
    """Bit positions of one generation's 64-bit MIMG word (NSA dwords follow)."""

    def __init__(self, g):
        self.g = g
        if g == 10:
            self.mods = {"unorm": 12, "glc": 13, "slc": 25, "dlc": 7, "r128": 15, "a16": 62,
                         "tfe": 16, "lwe": 17, "d16": 63}
            self.dim, self.nsa, self.ssamp, self.nsa_max = 3, 1, 53, 3
        else:
            self.mods = {"unorm": 7, "glc": 14, "slc": 12, "dlc": 13, "r128": 15, "a16": 16,
                         "tfe": 53, "lwe": 54, "d16": 17}
            self.dim, self.nsa, self.ssamp, self.nsa_max = 2, 0, 58, 1
        self.dmask = 8
        self.pmax = 5 if g == 11 else None

    def regs_of(self, w, nsa):
        """VADDR0, VDATA and the NSA address bytes of `w`."""
        return w >> 32 & 0xFF, w >> 40 & 0xFF, [w >> (64 + 8 * i) & 0xFF for i in range(4 * nsa)]

    def op_bits(self, op):
        return ((op & 0x7F) << 18 | op >> 7) if self.g == 10 else op << 18

    def fields(self):
        """Bits of the fields every row has (op, nsa, dim, dmask, registers)."""
        m = 0x3F << 26 | self.op_bits(255) | 7 << self.dim | 0xF << 8 | 0x1FFFFF << 32
        return m | (3 if self.g == 10 else 1) << self.nsa

    def word(self, op, dim=1, dmask=0xF, mods=(), nsa=0, vdata=VDATA, vaddr=VADDR,
             srsrc=SRSRC, ssamp=SSAMP, extra=None):
        w = 0x3C << 26 | self.op_bits(op) | dim << self.dim | dmask << 8 | nsa << self.nsa
        for m in mods:
            w |= 1 << self.mods[m]
        w |= (vaddr | vdata << 8 | srsrc << 16) << 32 | ssamp << self.ssamp
        for i in range(4 * nsa):
            w |= ((extra or NSA_REGS)[i] if i < len(extra or NSA_REGS) else 0) << (64 + 8 * i)
        return w

    def nbytes(self, nsa):
        return 8 + 4 * nsa


NSA_REGS = list(range(10, 22))


class Layout12:
    """GFX12's 96-bit VIMAGE (`sample` false) and VSAMPLE words: DIM 2:0,
    R128 4, D16 5, A16 6, NV 7, OP 21:14, DMASK 25:22, VDATA 39:32,
    RSRC 49:41 (an SGPR number), SCOPE 51:50, TH 54:52; VIMAGE: TFE 55,
    VADDR4 63:56; VSAMPLE: TFE 3, UNORM 13, LWE 40, SAMP 63:55; VADDR0-3 in
    the third dword.  Every form lists its addresses (as NSA does)."""
    g = 12
    nsa_max = 1
    dim = 0
    dmask = 22
    nsa = None

    def __init__(self, sample):
        self.sample = sample
        self.prefix = 0b111001 if sample else 0b110100
        self.mods = ({"unorm": 13, "nv": 7, "r128": 4, "a16": 6, "tfe": 3, "lwe": 40, "d16": 5} if sample
                     else {"nv": 7, "r128": 4, "a16": 6, "tfe": 55, "d16": 5})
        self.ssamp = 55 if sample else None
        self.pmax = 4 if sample else 5

    def op_bits(self, op):
        return op << 14

    def fields(self):
        m = 0x3F << 26 | 0xFF << 14 | 7 | 0xF << 22 | 0xFF << 32 | 0x1FF << 41 | 0x1F << 50 | 0xFFFFFFFF << 64
        return m | (0x1FF << 55 if self.sample else 0)

    def word(self, op, dim=1, dmask=0xF, mods=(), nsa=1, vdata=VDATA, vaddr=VADDR,
             srsrc=SRSRC, ssamp=SSAMP, extra=None, th=0, scope=0):
        w = self.prefix << 26 | op << 14 | dim | dmask << 22
        for m in mods:
            w |= 1 << self.mods[m]
        w |= (vdata | (4 * srsrc) << 9 | scope << 18 | th << 20) << 32
        if self.sample:
            w |= (4 * ssamp) << 55
        regs = [vaddr] + list(extra if extra is not None else NSA_REGS)[:3]
        for i, r in enumerate(regs):
            w |= r << (64 + 8 * i)
        return w

    def regs_of(self, w, nsa):
        extra = [w >> (72 + 8 * i) & 0xFF for i in range(3)] + ([] if self.sample else [w >> 56 & 0xFF])
        return w >> 64 & 0xFF, w >> 32 & 0xFF, extra

    def nbytes(self, nsa):
        return 12


def probe_words(target, words):
    """[(word, nsa)] -> text or None, grouped by length."""
    L = Layout9() if gen(target) == 9 else Layout(gen(target)) if gen(target) < 12 else Layout12(False)
    out = [None] * len(words)
    by = collections.defaultdict(list)
    for i, (w, n) in enumerate(words):
        by[n].append(i)
    for n, idx in by.items():
        res = llvm.disassemble_blocks(target, [words[i][0] for i in idx], L.nbytes(n))
        for i, r in zip(idx, res):
            out[i] = r
    return out


REG = re.compile(r"v(\d+)$|v\[(\d+):(\d+)\]$")


def regs(tok):
    m = REG.match(tok)
    if not m:
        return None
    if m.group(1):
        return int(m.group(1)), 1
    return int(m.group(2)), int(m.group(3)) - int(m.group(2)) + 1


def parse(text):
    """(name, double_space, vdata (base, width), [vaddr (base, width)], nsa,
    srsrc, ssamp or None, modifier tokens)."""
    name, rest = text.split(" ", 1)
    dbl = rest.startswith(" ")
    rest = rest.lstrip(" ")
    m = re.match(r"(\S+), (\[(?:[^\[\]]|\[[^\]]*\])*\]|\S+), (s\[\d+:\d+\]|ttmp\[\d+:\d+\]|\S+?)(?:, (\S+))?(?: (.*))?$", rest)
    vd, va, rs, ss, mods = m.groups()
    nsa = va.startswith("[")
    addrs = [regs(a) for a in (va[1:-1] if nsa else va).split(", ")]
    return name, dbl, regs(vd), addrs, nsa, rs, ss, (mods or "").split()


def addr_size(p, dim, a16, g16):
    """LLVM's address-word count (see the module comment)."""
    extra, coords, lod, grad, gop16 = p
    n, ng = DIMS[dim]
    comp = (n if coords else 0) + lod
    words = extra + ((comp + 1) // 2 if a16 else comp)
    if grad:
        words += ((ng // 2 + 1) // 2 * 2) if (a16 and not g16) or gop16 else ng
    return words


class Row:
    pass


def predict(r, L, w, nsa, g16):
    """The (vdata, [vaddr], ...) LLVM prints for word `w` by the rule."""
    dim = w >> L.dim & 7
    dmask = w >> L.dmask & 0xF
    a16 = w >> L.mods["a16"] & 1
    tfe = w >> L.mods["tfe"] & 1
    d16 = w >> L.mods["d16"] & 1
    vaddr0, vdata, extra = L.regs_of(w, nsa)
    A = addr_size(r.params, dim, a16, g16)
    D = 4 if r.gather4 else max(bin(dmask).count("1"), 1)
    if d16:
        D = (D + 1) // 2
    D += tfe
    if nsa == 0:
        vd0, va0 = r.default
        dflt = ((vdata, vd0), [(vaddr0, va0)])
        A2 = 16 if A > 12 else A
        if (D, A2) == (vd0, va0) or D not in r.vd or A2 not in r.va:
            return dflt
        if (D != vd0 and vdata + D > 256) or (A2 != va0 and vaddr0 + A2 > 256):
            return dflt
        return (vdata, D), [(vaddr0, A2)]
    vd0 = r.default[0]
    va0 = r.nsa_default[nsa - 1]
    if va0 is None:
        return None
    P = L.pmax  # (partial NSA: at most P operands, the last a tuple)
    nregs = min(va0, P) if P else va0
    allregs = [vaddr0] + extra[:nregs - 1]
    last_w = va0 - (P - 1) if (P and va0 > P) else 1
    dflt = ((vdata, vd0), [(x, last_w if (P and k == P - 1) else 1) for k, x in enumerate(allregs)])
    partial = A > va0
    if partial and not P:
        return dflt
    if (D, A) == (vd0, va0) or D not in r.vd or A not in r.vn:
        return dflt
    if D != vd0 and vdata + D > 256:
        return dflt
    if partial or (P and A >= P and A != va0):
        lw = A - (P - 1)
        if allregs[P - 1] + lw > 256:
            return dflt
        return (vdata, D), [(x, 1) for x in allregs[:P - 1]] + [(allregs[P - 1], lw)]
    return (vdata, D), [(x, 1) for x in allregs[:A]]


def probe_target(target):
    g = gen(target)
    L = Layout(g)
    g16 = True  # (every GFX10+ target has G16: the *_g16 opcodes exist)
    # every opcode, with and without a sampler, plain and as BVH (dmask 0xf, unorm, r128)
    cands = []
    for op in range(256):
        for ss in (SSAMP, 4):
            cands.append((L.word(op, ssamp=ss), 0))
    texts = probe_words(target, cands)
    ops = {}
    for (w, _), t in zip(cands, texts):
        op = next(o for o in range(256) if L.word(o, ssamp=w >> L.ssamp & 0x1F) == w)
        if t is not None and op not in ops:
            ops[op] = (w, t)
    # BVH: fixed fields; found by the assembler's encodings
    bvh = {}
    for name in ("image_bvh_intersect_ray", "image_bvh64_intersect_ray"):
        n = 11 if "64" not in name else 12
        res = llvm.assemble(target, [f"{name} v[4:7], v[9:{8 + n}], s[4:7]"])
        if res[0][0] is not None:
            w = int.from_bytes(res[0][1], "little")
            op = (w >> 18 & 0x7F | (w & 1) << 7) if g == 10 else (w >> 18 & 0xFF)
            bvh[op] = name
    rows = {}
    for op, (w0, t0) in sorted(ops.items()):
        if op in bvh:
            continue
        r = Row()
        r.op = op
        name, _, _, _, _, _, ss, _ = parse(t0)
        r.name, r.sampler = name, ss is not None
        r.gather4 = False
        rows[op] = r
    # the probe grid
    grid = []
    for op, r in rows.items():
        ss = SSAMP
        for dim, a16, (dmask, tfe, d16) in itertools.product(
                range(8), (0, 1), [(1, 0, 0), (3, 0, 0), (7, 0, 0), (0xF, 0, 0), (0xF, 1, 0), (1, 1, 0),
                                   (0xF, 0, 1), (0xF, 1, 1), (0, 0, 0), (3, 1, 1)]):
            mods = [m for m, on in (("a16", a16), ("tfe", tfe), ("d16", d16)) if on]
            for vdata, vaddr in ((VDATA, VADDR), (253, 250)):
                grid.append((op, L.word(op, dim, dmask, mods, vdata=vdata, vaddr=vaddr), 0))
            for nsa in range(1, L.nsa_max + 1):
                for vdata in (VDATA, 254):
                    grid.append((op, L.word(op, dim, dmask, mods, nsa=nsa, vdata=vdata), nsa))
        for nsa in range(1, L.nsa_max + 1):
            grid.append((op, L.word(op, 1, 0xF, ["tfe"], nsa=nsa, vdata=255), nsa))
            grid.append((op, L.word(op, 1, 0xF, ["tfe"], nsa=nsa, vdata=255, extra=[250] * 12), nsa))
        grid.append((op, L.word(op, 1, 0xF, ["tfe"], vdata=255), 0))
    gtexts = probe_words(target, [(w, n) for _, w, n in grid])
    per = collections.defaultdict(list)
    for (op, w, n), t in zip(grid, gtexts):
        per[op].append((w, n, t))
    for op, r in rows.items():
        fit(r, L, per[op], g16, target)
    # bit flips: must-zero bits and modifiers, from a 2D dmask 0xf word
    flipbits = [b for b in range(64) if not L.fields() >> b & 1 or
                (b in range(L.ssamp, L.ssamp + 5))]
    fl = []
    for op, r in rows.items():
        base = L.word(op)
        for b in flipbits:
            fl.append((op, b, base ^ (1 << b)))
    ftexts = probe_words(target, [(w, 0) for _, _, w in fl])
    basetext = {op: probe_words(target, [(L.word(op), 0)])[0] for op in rows}
    for r in rows.values():
        r.zero = 0
        r.mods = []
    for (op, b, w), t in zip(fl, ftexts):
        r = rows[op]
        if b in range(L.ssamp, L.ssamp + 5):
            if not r.sampler and t is None:
                r.zero |= 1 << b
            continue
        if t is None:
            r.zero |= 1 << b
            continue
        tok = [m for m in parse(t)[7] if m not in parse(basetext[op])[7]]
        if tok:
            r.mods.append(tok[0])
            assert L.mods[tok[0]] == b, (target, r.name, b, tok)
    # print order of the modifiers: every one at once
    allw = [L.word(op, mods=list(L.mods)) for op in rows]
    for r, t in zip(rows.values(), probe_words(target, [(w, 0) for w in allw])):
        r.order = [m for m in parse(t)[7] if not m.startswith(("dmask:", "dim:"))] if t else None
    # dim names, srsrc and ssamp spellings
    any_op = min(op for op, r in rows.items() if r.sampler)
    dims = [parse(t)[7][1][len("dim:"):] for t in probe_words(target, [(L.word(any_op, dim=d), 0) for d in range(8)])]
    srsrc = [parse(t)[5] if t else "-" for t in probe_words(target, [(L.word(any_op, srsrc=s), 0) for s in range(32)])]
    ssamp = [parse(t)[6] if t else "-" for t in probe_words(target, [(L.word(any_op, ssamp=s), 0) for s in range(32)])]
    bvh_rows = probe_bvh(target, L, bvh)
    return {"rows": rows, "dims": dims, "srsrc": srsrc, "ssamp": ssamp, "bvh": bvh_rows}


def probe_target12(target):
    """GFX12: rows keyed by OP + 256 (VSAMPLE) or OP (VIMAGE)."""
    kinds = {0: Layout12(False), 1: Layout12(True)}
    cands = []
    for k, L in kinds.items():
        for op in range(256):
            for extra in ([5, 0, 0], [0, 0, 0]):
                cands.append((k, op, L.word(op, extra=extra, vaddr=4)))
    texts = probe_words(target, [(w, 1) for _, _, w in cands])
    rows = {}
    for (k, op, w), t in zip(cands, texts):
        key = 256 * k + op
        if t is None or key in rows or "bvh" in t:
            continue
        r = Row()
        r.op, r.kind, r.L = op, k, kinds[k]
        name, _, _, _, _, _, ss, _ = parse(t)
        r.name, r.sampler, r.gather4 = name, ss is not None, False
        rows[key] = r
    grid = []
    for key, r in rows.items():
        L = r.L
        for dim, a16, (dmask, tfe, d16) in itertools.product(
                range(8), (0, 1), [(1, 0, 0), (3, 0, 0), (7, 0, 0), (0xF, 0, 0), (0xF, 1, 0), (1, 1, 0),
                                   (0xF, 0, 1), (0xF, 1, 1), (0, 0, 0), (3, 1, 1)]):
            mods = [m for m, on in (("a16", a16), ("tfe", tfe), ("d16", d16)) if on]
            for vdata, extra in ((VDATA, [10, 11, 0]), (VDATA, [10, 11, 12]), (254, [10, 11, 0]), (254, [10, 250, 250])):
                grid.append((key, L.word(r.op, dim, dmask, mods, vdata=vdata, extra=extra)))
        for extra in ([250, 250, 0], [250, 250, 250]):
            grid.append((key, L.word(r.op, 1, 0xF, ["tfe"], vdata=255, vaddr=250, extra=extra)))
    gtexts = probe_words(target, [(w, 1) for _, w in grid])
    per = collections.defaultdict(list)
    for (key, w), t in zip(grid, gtexts):
        per[key].append((w, 1, t))
    for key, r in rows.items():
        fit(r, r.L, per[key], True, target)
    # flips: must-zero bits and modifiers (TH and SCOPE are named fields)
    fl = []
    for key, r in rows.items():
        L = r.L
        base = L.word(r.op, extra=[5, 0, 0])
        for b in range(96):
            # (VADDR1-3 and an unused SAMP may have to be zero)
            if L.fields() >> b & 1 and b not in range(72, 96) and not (55 <= b < 64 and not r.sampler):
                continue
            fl.append((key, b, base ^ (1 << b)))
    ftexts = probe_words(target, [(w, 1) for _, _, w in fl])
    base_t = dict(zip(rows, probe_words(target, [(r.L.word(r.op, extra=[5, 0, 0]), 1) for r in rows.values()])))
    for r in rows.values():
        r.zero, r.mods = 0, []
    for (key, b, w), t in zip(fl, ftexts):
        r = rows[key]
        if t is None:
            r.zero |= 1 << b
            continue
        tok = [m for m in parse(t)[7] if m not in parse(base_t[key])[7]]
        if tok:
            r.mods.append(tok[0])
            assert r.L.mods[tok[0]] == b, (target, r.name, b, tok)
    # TH names per row (values 1-7), SCOPE names, print order
    th_w = [(key, v, r.L.word(r.op, extra=[5, 0, 0], th=v)) for key, r in rows.items() for v in range(8)]
    for (key, v, w), t in zip(th_w, probe_words(target, [(w, 1) for _, _, w in th_w])):
        r = rows[key]
        if v == 0:
            r.th = []
        tok = [m for m in parse(t)[7] if m.startswith("th:")] if t else None
        r.th.append("-" if t is None else (tok[0][3:] if tok else ""))
    any_key = next(iter(rows))
    L0 = rows[any_key].L
    scopes = [(parse(t)[7] if t else None) for t in probe_words(
        target, [(L0.word(rows[any_key].op, extra=[5, 0, 0], scope=v), 1) for v in range(4)])]
    scope = [next((m[6:] for m in toks if m.startswith("scope:")), "") if toks is not None else "-" for toks in scopes]
    orders = {}
    for k, L in kinds.items():
        key = next(key for key, r in rows.items() if r.kind == k and r.name in ("image_load", "image_sample"))
        t = probe_words(target, [(L.word(rows[key].op, mods=list(L.mods), th=1, scope=1, extra=[5, 0, 0]), 1)])[0]
        orders[k] = [m.split(":")[0] for m in parse(t)[7] if not m.startswith(("dmask:", "dim:"))]
    for r in rows.values():
        r.order = None
        del r.L
    skey = next(key for key, r in rows.items() if r.kind == 1 and r.sampler)
    vs = kinds[1]
    dims = [parse(t)[7][1][len("dim:"):] for t in probe_words(target, [(vs.word(rows[skey].op, dim=d, extra=[5, 0, 0]), 1) for d in range(8)])]
    named = lambda x: "-" if x is None else ("?" if "/*" in x else x)
    srsrc = [named(t and parse(t)[5]) for t in probe_words(
        target, [(vs.word(rows[skey].op, srsrc=v, extra=[5, 0, 0]), 1) for v in range(128)])]
    ssamp = [named(t and parse(t)[6]) for t in probe_words(
        target, [(vs.word(rows[skey].op, ssamp=v, extra=[5, 0, 0]), 1) for v in range(128)])]
    return {"rows": rows, "dims": dims, "srsrc": srsrc, "ssamp": ssamp, "bvh": probe_bvh12(target),
            "scope": scope, "orders": orders}


BVH12 = {"image_bvh_intersect_ray": ["v9, v10, v[11:13], v[14:16], v[17:19]", "v9, v10, v[11:13], v[14:16]"],
         "image_bvh64_intersect_ray": ["v[9:10], v11, v[12:14], v[15:17], v[18:20]", "v[9:10], v11, v[12:14], v[15:17]"]}


def probe_bvh12(target):
    """GFX12's BVH rows (VIMAGE): as probe_bvh, the addresses always listed.
    image_bvh8_intersect_ray and image_bvh_dual_intersect_ray (opcodes
    128-129; no A16 form) come from their decoded words."""
    L = Layout12(False)
    out = {}
    regs = 0xFF << 32 | 0x1FF << 41 | 0xFF << 56 | 0xFFFFFFFF << 64
    found = []
    for name, lists in BVH12.items():
        forms, widths, asm = {}, {}, True
        for a16, lst in enumerate(lists):
            line = f"{name} v[4:7], [{lst}], s[4:7]" + (" a16" if a16 else "")
            t, enc = llvm.assemble(target, [line])[0]
            if t is None:
                break
            forms[a16] = int.from_bytes(enc, "little") & ~regs & (1 << 64) - 1
        if len(forms) == 2:
            found.append((name, forms, True))
    for op in (128, 129):
        w = L.word(op, dim=0, mods=("r128",), extra=[5, 0, 0]) & ~regs & (1 << 64) - 1
        t = probe_words(target, [(w | 4 << 32 | 4 << 41 | 9 << 64, 1)])[0]
        if t is not None:
            asm = llvm.assemble(target, [t])[0][0] == t
            found.append((t.split(" ")[0], {0: w, 1: w}, asm))
    for name, forms, asm in found:
        widths = {}
        for a16 in (0, 1):
            w = forms[a16] | (4 | 4 << 9) << 32 | 9 << 64 | 12 << 72 | 15 << 80 | 20 << 88
            # (VADDR4 must be zero where the form has no fifth address)
            t = next(t for t in probe_words(target, [(w | 25 << 56, 1), (w, 1)]) if t is not None)
            ws = [x[1] for x in parse(t)[3]]
            widths[a16] = (sum(ws), (1, ws), parse(t)[2][1])
        op = forms[0] >> 14 & 0xFF
        fixes, mods = [], 0
        for a16 in (0, 1):
            base = forms[a16] | (4 | 4 << 9) << 32 | 9 << 64 | 10 << 72 | 11 << 80 | 14 << 88
            if len(widths[a16][1][1]) > 4:
                base |= 17 << 56
            flips = probe_words(target, [(base ^ 1 << b, 1) for b in range(64)])
            t0 = probe_words(target, [(base, 1)])[0]
            fix = 0
            for b, t in enumerate(flips):
                if regs >> b & 1 and not (b >= 56 and len(widths[a16][1][1]) <= 4):
                    continue
                if t is None or t.split(" ")[0] != name:
                    fix |= 1 << b
                elif [m for m in parse(t)[7] if m not in parse(t0)[7]]:
                    mods |= 1 << b
            fixes.append(fix)
        diff = forms[0] ^ forms[1]  # (the A16 bit)
        out[op] = (name, forms, widths, tuple(f & ~diff for f in fixes), mods | diff, asm)
    return out


def fit(r, L, probes, g16, target):
    """Finds the rule's parameters for row `r` that reproduce every probe."""
    ok = [(w, n, t) for w, n, t in probes if t is not None]
    # the default variant: vdata v255 with TFE and DMASK 0xf never fits
    r.gather4 = False
    nonnsa_default = [parse(t) for w, n, t in ok if n == 0 and L.regs_of(w, 0)[1] == 255]
    r.default = (nonnsa_default[0][2][1], nonnsa_default[0][3][0][1]) if nonnsa_default else None
    r.nsa_default = []
    for n in range(1, L.nsa_max + 1):
        d = [parse(t) for w, k, t in ok if k == n and L.regs_of(w, n)[1] == 255 and L.regs_of(w, n)[2][0] == 250]
        if r.default is None and d:
            r.default = (d[0][2][1], 0)  # (GFX12: no non-NSA form)
        if not d:
            r.nsa_default.append(None)
            continue
        addrs = d[0][3]
        r.nsa_default.append(sum(x[1] for x in addrs))
    r.nsa_dbl = any(parse(t)[1] for w, n, t in ok if n > 0)
    vd, va, vn = {r.default[0]}, {r.default[1]} - {0}, set(x for x in r.nsa_default if x)
    for w, n, t in ok:
        p = parse(t)
        vd.add(p[2][1])
        if n == 0:
            assert p[3][0], t
            va.add(p[3][0][1])
        else:
            assert all(p[3]), t
            vn.add(sum(x[1] for x in p[3]))
    r.vd, r.va, r.vn = vd, va, vn
    gather = [False, True] if r.name.startswith(("image_gather4", "image_msaa_load")) else [False]
    best = None
    for p in itertools.product(range(4), (1, 0), (0, 1), (0, 1), (0, 1)):
        for g4 in gather:
            r.params, r.gather4 = p, g4
            bad = 0
            for w, n, t in ok:
                pr = predict(r, L, w, n, g16)
                got = parse(t)
                if pr is None or pr[0] != got[2] or pr[1] != got[3]:
                    bad += 1
                    if best is not None and bad >= best[0]:
                        break
            if best is None or bad < best[0]:
                best = (bad, p, g4)
            if bad == 0:
                return
    r.params, r.gather4 = best[1], best[2]
    for w, n, t in ok:
        pr = predict(r, L, w, n, g16)
        got = parse(t)
        if pr is None or pr[0] != got[2] or pr[1] != got[3]:
            print(target, r.name, f"{w:x}", n, t, pr, file=sys.stderr)
            break
    raise SystemExit(f"{target} {r.name}: no parameters fit ({best[0]} probes differ)")


def probe_bvh(target, L, bvh):
    """BVH rows: the assembler's word for each A16 value (registers clear),
    the bits that must keep their value (a flip makes the word invalid),
    the modifier bits, and the address widths of both forms."""
    out = {}
    for op, name in bvh.items():
        n = 11 if "64" not in name else 12
        forms, widths = {}, {}
        for a16 in (0, 1):
            k = n - 3 if a16 else n
            line = f"{name} v[4:7], v[9:{8 + k}], s[4:7]" + (" a16" if a16 else "")
            t, enc = llvm.assemble(target, [line])[0]
            w = int.from_bytes(enc, "little") & ~(0x1FFFFF << 32)
            forms[a16] = w
            # NSA: the widths LLVM gives each address operand
            nsa_t = None
            for nsa in range(1, L.nsa_max + 1):
                ww = w | (9 | 4 << 8 | 1 << 16) << 32 | nsa << L.nsa
                for i in range(4 * nsa):
                    ww |= (20 + 4 * i) << (64 + 8 * i)
                tt = probe_words(target, [(ww, nsa)])[0]
                if tt is not None:
                    nsa_t = (nsa, [x[1] for x in parse(tt)[3]])
            widths[a16] = (k, nsa_t)
        base = forms[0] | (9 | 4 << 8 | 1 << 16) << 32
        flips = probe_words(target, [(base ^ 1 << b, 0) for b in range(64)])
        t0 = probe_words(target, [(base, 0)])[0]
        fix, mods = 0, 0
        nsa_bits = (3 if L.g == 10 else 1) << L.nsa
        for b, t in enumerate(flips):
            if (L.fields() >> b & 1 and b >= 32) or nsa_bits >> b & 1:
                continue
            if t is None or t.split(" ")[0] != name:
                fix |= 1 << b  # (invalid, or another instruction)
            elif [m for m in parse(t)[7] if m not in parse(t0)[7]]:
                mods |= 1 << b
        out[op] = (name, forms, widths, (fix, fix), mods, True)
    return out


class Layout9:
    """GFX9's 64-bit MIMG word (gfx900-gfx90a): DMASK 11:8, UNORM 12, GLC 13,
    DA 14, A16 15 (R128's bit), TFE 16 (gfx90a: ACC, the data in AGPRs),
    LWE 17, OP 24:18, SLC 25, 111100 31:26, VADDR 39:32, VDATA 47:40,
    SRSRC 52:48, SSAMP 57:53, D16 63; gfx90a: SCC 7.  No DIM, no NSA."""
    g = 9
    dmask = 8
    ssamp = 53
    nsa_max = 0
    mods = {"scc": 7, "unorm": 12, "glc": 13, "da": 14, "a16": 15, "tfe": 16, "lwe": 17, "slc": 25, "d16": 63}

    def op_bits(self, op):
        return op << 18

    def fields(self):
        return 0x3F << 26 | 0x7F << 18 | 0xF << 8 | 0x1FFFFF << 32

    def word(self, op, dmask=0xF, mods=(), vdata=VDATA, vaddr=VADDR, srsrc=SRSRC, ssamp=SSAMP):
        w = 0x3C << 26 | op << 18 | dmask << 8
        for m in mods:
            w |= 1 << self.mods[m]
        return w | (vaddr | vdata << 8 | srsrc << 16) << 32 | ssamp << 53

    def regs_of(self, w, nsa):
        return w >> 32 & 0xFF, w >> 40 & 0xFF, []

    def nbytes(self, nsa):
        return 8


def parse9(text):
    """parse() for GFX9 text: AGPR data counts as VGPRs of the same numbers;
    None for text with a register-class comment."""
    if text is None or "/*" in text:
        return None
    name, rest = text.split(" ", 1)
    return parse(name + " v" + rest[1:] if rest.startswith("a") else text)


def predict9(r, w, aligned):
    """The VDATA width LLVM prints for GFX9 word `w` (see the module comment)."""
    dmask = w >> 8 & 0xF
    tfe = (w >> 16 & 1) if not aligned else 0
    d16 = w >> 63 & 1
    vdata = w >> 40 & 0xFF
    D = 4 if r.gather4 else max(bin(dmask).count("1"), 1)
    if d16:
        D = (D + 1) // 2
    D += tfe
    if D == r.default[0] or D not in r.vd or vdata + D > 256 or (aligned and D > 1 and vdata % 2):
        return r.default[0]
    return D


def probe_target9(target):
    """GFX9 rows keyed by opcode: name, sampler, gather4, the default
    VDATA/VADDR widths, the VDATA widths that exist, the VADDR widths the
    assembler takes, must-zero bits, modifiers and print order."""
    L = Layout9()
    aligned = target == "gfx90a"  # (gfx90a: even-aligned tuples, ACC in bit 16)
    cands = [(op, L.word(op, ssamp=ss)) for op in range(128) for ss in (SSAMP, 4)]
    rows = {}
    for (op, w), t in zip(cands, probe_words(target, [(w, 0) for _, w in cands])):
        if t is None or op in rows:
            continue
        r = Row()
        r.op = op
        p = parse9(t)
        r.name, r.sampler = p[0], p[6] is not None
        rows[op] = r
    # defaults: a data tuple that cannot widen (it would pass v255)
    defaults = probe_words(target, [(L.word(op, vdata=254, mods=() if aligned else ("tfe",)), 0) for op in rows])
    g4 = probe_words(target, [(L.word(op, dmask=1), 0) for op in rows])
    for r, t, t4 in zip(rows.values(), defaults, g4):
        p = parse9(t.split("/*")[0] + t[t.index("*/") + 2:] if "/*" in t else t)
        r.default = (p[2][1], p[3][0][1])
        r.gather4 = parse9(t4)[2][1] == 4 and r.name.startswith("image_gather4")
    # flips: must-zero bits and modifiers (a flip of the ACC bit only renames the data)
    flipbits = [b for b in range(64) if not L.fields() >> b & 1 or b in range(53, 58)]
    fl = [(op, b, L.word(op) ^ 1 << b) for op in rows for b in flipbits]
    base = dict(zip(rows, probe_words(target, [(L.word(op), 0) for op in rows])))
    for r in rows.values():
        r.zero, r.mods = 0, []
    for (op, b, w), t in zip(fl, probe_words(target, [(w, 0) for _, _, w in fl])):
        r = rows[op]
        if b in range(53, 58) and r.sampler:
            assert t is not None, (target, r.name, b)
            continue
        if t is None:
            r.zero |= 1 << b
            continue
        tok = [m for m in parse9(t)[7] if m not in parse9(base[op])[7]]
        if tok:
            r.mods.append(tok[0])
            assert L.mods[tok[0]] == b, (target, r.name, b, tok)
    # the VDATA rule, checked on a grid (and the widths that exist)
    grid = []
    for op, r in rows.items():
        flags = [m for m in ("tfe", "d16") if m in r.mods]
        for dmask in (0, 1, 3, 7, 0xF):
            for k in range(1 << len(flags)):
                mods = [m for i, m in enumerate(flags) if k >> i & 1]
                for vdata in (0, 1, 253, 254, 255):
                    grid.append((op, L.word(op, dmask, mods, vdata=vdata)))
                    if aligned:
                        grid.append((op, L.word(op, dmask, mods, vdata=vdata) | 1 << 16))
    texts = probe_words(target, [(w, 0) for _, w in grid])
    for r in rows.values():
        r.vd = {r.default[0]}
    for (op, w), t in zip(grid, texts):
        p = parse9(t)
        if p is not None and w >> 40 & 0xFF == 0:
            rows[op].vd.add(p[2][1])
    # and the VDATA widths the assembler has a variant for (the size check
    # comes later): gfx90a's TFE-sized ones cannot arise in a decoded word
    lines = [f"{r.name} {'v0' if k == 1 else f'v[0:{k - 1}]'}, v4, s[8:15]{', s[16:19]' if r.sampler else ''} dmask:0xf"
             for r in rows.values() for k in range(1, 9)]
    for (op, k), (t, err) in zip([(op, k) for op in rows for k in range(1, 9)], llvm.assemble(target, lines)):
        if t is not None or err.startswith("image data size"):
            rows[op].vd.add(k)
    for (op, w), t in zip(grid, texts):
        r = rows[op]
        want = predict9(r, w, aligned)
        vdata = w >> 40 & 0xFF
        if aligned and want > 1 and vdata % 2:
            # (LLVM prints the odd tuple with a register-class comment, or
            # refuses an AGPR tuple that would pass a255)
            acc_past = w >> 16 & 1 and vdata + want > 256
            assert (t is None) if acc_past else "/*" in t, (target, t)
            continue
        assert t is not None, (target, r.name, f"{w:x}")
        p = parse9(t)
        assert p[2] == (vdata, want) and p[3] == [(4, r.default[1])], (target, t, want)
    # VADDR widths the assembler takes (GFX9 checks no address size)
    lines, keys = [], []
    for op, r in rows.items():
        for k in range(1, 17):
            for d, dmask in ((1, 1), (2, 3), (4, 0xF), (4, 1)):
                vd = "v0" if d == 1 else f"v[0:{d - 1}]"
                va = "v4" if k == 1 else f"v[4:{3 + k}]"
                ss = ", s[16:19]" if r.sampler else ""
                lines.append(f"{r.name} {vd}, {va}, s[8:15]{ss} dmask:{dmask:#x}")
                keys.append((op, k))
    for r in rows.values():
        r.va = set()
    for (op, k), (t, _) in zip(keys, llvm.assemble(target, lines)):
        if t is not None:
            rows[op].va.add(k)
    for r in rows.values():
        assert r.default[1] in r.va, (target, r.name)
    # print order, SRSRC / SSAMP spellings
    allw = L.word(0, mods=[m for m in L.mods if m not in ("d16",) and not (aligned and m == "tfe")])
    order = parse9(probe_words(target, [(allw | 1 << 63, 0)])[0])[7]
    order = [m for m in order if not m.startswith("dmask:")]
    any_op = min(op for op, r in rows.items() if r.sampler)
    srsrc = [parse9(t)[5] if t else "-" for t in probe_words(target, [(L.word(any_op, srsrc=s), 0) for s in range(32)])]
    ssamp = [parse9(t)[6] if t else "-" for t in probe_words(target, [(L.word(any_op, ssamp=s), 0) for s in range(32)])]
    return {"rows": rows, "dims": ["-"] * 8, "srsrc": srsrc, "ssamp": ssamp,
            "order": [f"{m}:{L.mods[m]}" for m in order]}


def cell9(r):
    mods = mask(Layout9.mods[m] for m in r.mods)
    flags = "".join(f";{f}" for f, on in (("g4", r.gather4), ("s", r.sampler)) if on)
    return (f"{r.op};p=0.0.0.0.0;d={r.default[0]}.{r.default[1]};n=0;vd={mask(r.vd):x};"
            f"va={mask(r.va):x};vn=0;z={r.zero:x};m={mods:x}{flags}")


def same9(a, b):
    """Whether two GFX9 targets' probes agree (one table column)."""
    cells = lambda r: {x.name: cell9(x) for x in r["rows"].values()}
    return all(a[k] == b[k] for k in ("dims", "srsrc", "ssamp", "order")) and cells(a) == cells(b)


def merge_gfx9(table):
    """`table` (image.tsv's text) with its GFX9 columns probed afresh."""
    results = {}
    with ThreadPoolExecutor(max_workers=2) as ex:
        results = dict(zip(TARGETS9, ex.map(probe_target9, TARGETS9)))
    head, groups, rows = [], [], collections.OrderedDict()
    for line in table.splitlines():
        f = line.split("\t")
        if line.startswith("#"):
            head.append(line)
        elif f[0] == "@group":
            groups.append([f[1], f[2], {}])
        elif f[0].startswith("@"):
            next(g for g in groups if g[0] == f[1])[2][f[0]] = f[2]
        elif f[0] != "name":
            rows[f[0]] = f[1:]
    keep = [i for i, g in enumerate(groups) if not any(t in TARGETS9 for t in g[1].split())]
    groups = [groups[i] for i in keep]
    rows = collections.OrderedDict((n, [c[i] for i in keep]) for n, c in rows.items())
    n0 = len(groups)
    # (the first group, gfx900's, is named gfx9)
    groups9 = llvm.group_targets(TARGETS9, results, lambda t: "gfx9" if t == TARGETS9[0] else t, same9)
    for gname, members in groups9.items():
        r = results[members[0]]
        groups.append([gname, " ".join(members), {"@dim": "|".join(r["dims"]), "@srsrc": "|".join(r["srsrc"]),
                                                  "@ssamp": "|".join(r["ssamp"]), "@order": " ".join(r["order"])}])
        for x in r["rows"].values():
            rows.setdefault(x.name, ["-"] * n0)
    for gi, members in enumerate(groups9.values()):
        cells = {x.name: cell9(x) for x in results[members[0]]["rows"].values()}
        for name, c in rows.items():
            if len(c) == n0 + gi:
                c.append(cells.get(name, "-"))
    out = head[:]
    for gname, members, kv in groups:
        out.append(f"@group\t{gname}\t{members}")
        for k in ("@dim", "@srsrc", "@ssamp", "@order"):
            out.append(f"{k}\t{gname}\t{kv[k]}")
    out.append("name\t" + "\t".join(g[0] for g in groups))
    for name, cells in sorted(rows.items()):
        out.append(f"{name}\t" + "\t".join(cells))
    return "\n".join(out) + "\n"


def same(a, b):
    ra, rb = a["rows"], b["rows"]
    return a["dims"] == b["dims"] and a["srsrc"] == b["srsrc"] and a["ssamp"] == b["ssamp"] and \
        a["bvh"] == b["bvh"] and a["order"] == b["order"] and \
        {k: v.__dict__ for k, v in ra.items()} == {k: v.__dict__ for k, v in rb.items()}


def mask(values):
    return sum(1 << v for v in values)


def cell(r, L):
    e, c, l, gr, h = r.params
    nsa = ".".join(str(x or 0) for x in r.nsa_default)
    mods = mask(L.mods[m] for m in r.mods)
    flags = "".join(f";{f}" for f, on in (("g4", r.gather4), ("s", r.sampler), ("w", r.nsa_dbl)) if on)
    return (f"{r.op};p={e}.{c}.{l}.{gr}.{h};d={r.default[0]}.{r.default[1]};n={nsa};vd={mask(r.vd):x};"
            f"va={mask(r.va):x};vn={mask(r.vn):x};z={r.zero:x};m={mods:x}{flags}")


def bvh_cell(op, b):
    name, forms, widths, fix, mods, asm = b
    vdata = widths[0][2] if len(widths[0]) > 2 else 4
    out = f"{op};bvh;b0={forms[0]:x};b1={forms[1]:x};f={fix[0]:x}.{fix[1]:x};m={mods:x};v={vdata}"
    assert asm, f"{name}: LLVM's assembler refuses the text its disassembler prints"
    for a16 in (0, 1):
        k, nsa = widths[a16][:2]
        out += f";w{a16}={k}" + (f"/{nsa[0]}/{'.'.join(map(str, nsa[1]))}" if nsa else "")
    return out


def th_kind(r):
    """Which th: spellings a GFX12 row prints: load, store or atomic."""
    names = " ".join(r.th)
    return "a" if "TH_ATOMIC" in names else "s" if "TH_STORE" in names else "l"


HEADER = "Image instructions (MIMG, GFX9-GFX11; GFX12's VIMAGE and VSAMPLE)"


def main():
    if llvm.option("--only", ("gfx9",)):
        table = open(llvm.data_path("image.tsv")).read().split("\n", 1)[1]
        sys.stdout.write(merge_gfx9(llvm.header(HEADER, __file__) + "\n" + table))
        return
    cache = os.environ.get("IMAGE_PROBE_CACHE")  # (a directory: reuse earlier probes)

    def probe(t):
        path = cache and os.path.join(cache, f"{t}.pkl")
        if path and os.path.exists(path):
            with open(path, "rb") as f:
                return pickle.load(f)
        r = probe_target12(t) if gen(t) == 12 else probe_target(t)
        if path:
            with open(path, "wb") as f:
                pickle.dump(r, f)
        return r
    order = sorted(TARGETS, key=lambda t: gen(t) != 12)
    with ThreadPoolExecutor(max_workers=2) as ex:
        results = dict(zip(order, ex.map(probe, order)))
    for t, r in results.items():
        if gen(t) == 12:
            # VSAMPLE's order holds VIMAGE's; TFE sits in a different bit of each
            order = []
            for m in r["orders"][1]:
                if m in ("th", "scope"):
                    order.append(f"{m}:{52 if m == 'th' else 50}")
                else:
                    order += sorted({f"{m}:{L.mods[m]}" for L in (Layout12(False), Layout12(True)) if m in L.mods})
            r["order"] = order
            for x in r["rows"].values():
                x.th = th_kind(x)
            continue
        full = [x.order for x in r["rows"].values() if x.order and len(x.order) == 9]
        L = Layout(gen(t))
        r["order"] = [f"{m}:{L.mods[m]}" for m in full[0]]
        for x in r["rows"].values():
            x.order = None
    groups = llvm.group_targets(TARGETS, results, lambda t: GROUP_NAMES.get(t, t), same)
    rows = collections.OrderedDict()
    for gi, (gname, members) in enumerate(groups.items()):
        r = results[members[0]]
        g = gen(members[0])
        for key, x in sorted(r["rows"].items(), key=lambda kv: kv[1].name):
            L = Layout(g) if g < 12 else Layout12(key >= 256)
            c = cell(x, L).replace(f"{x.op};", f"{key};", 1)
            if g == 12:
                c += f";t={x.th}"
            rows.setdefault(x.name, ["-"] * len(groups))[gi] = c
        for op, b in r["bvh"].items():
            rows.setdefault(b[0], ["-"] * len(groups))[gi] = bvh_cell(op, b)
    out = io.StringIO()
    out.write(llvm.header(HEADER, __file__) + "\n")
    out.write("# cell: opcode (GFX12: +256 for VSAMPLE) ; p=E.C.L.G.H: LLVM's address rule (E extra words,\n"
              "#   C coordinates, L lod/clamp/mip, G gradients, H 16-bit gradients; GFX9: none) ; d=VD.VA: the default\n"
              "#   variant's VDATA and VADDR dwords (GFX12: VA 0, no non-NSA form) ; n=: the default address\n"
              "#   dwords of each NSA size (0: invalid; GFX12: its one form) ; vd/va/vn: masks of the VDATA,\n"
              "#   VADDR (non-NSA) and NSA address sizes that have a variant ; z= bits that must be zero ;\n"
              "#   m= modifier bits ; g4: gather4 (4 data dwords) ; s: has a sampler ; w: NSA forms print two\n"
              "#   spaces after the mnemonic ; t=l|s|a: GFX12 th: spellings of loads, stores or atomics.\n"
              "#   BVH cells: b0/b1 the word without/with A16 (registers clear), f=F0.F1: bits that must keep\n"
              "#   that value in each, wA=dwords[/nsa size/operand widths].  @dim / @srsrc / @ssamp: LLVM's text for each\n"
              "#   field value ('-': invalid, '?': printed with a register-class comment; GFX12: per SGPR/4);\n"
              "#   @order: modifier names and bits in print order (th/scope: GFX12's fields, by lowest bit).\n")
    for gname, members in groups.items():
        r = results[members[0]]
        out.write(f"@group\t{gname}\t{' '.join(members)}\n")
        out.write(f"@dim\t{gname}\t{'|'.join(r['dims'])}\n")
        out.write(f"@srsrc\t{gname}\t{'|'.join(r['srsrc'])}\n")
        out.write(f"@ssamp\t{gname}\t{'|'.join(r['ssamp'])}\n")
        out.write(f"@order\t{gname}\t{' '.join(r['order'])}\n")
    out.write("name\t" + "\t".join(groups) + "\n")
    for name, cells in sorted(rows.items()):
        out.write(f"{name}\t" + "\t".join(cells) + "\n")
    sys.stdout.write(merge_gfx9(out.getvalue()))


if __name__ == "__main__":
    main()
