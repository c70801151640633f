#!/usr/bin/env python3
"""Regenerate crates/isa/data/flat.tsv (the GLOBAL, FLAT and SCRATCH segments of
the FLAT encoding, GFX9-GFX11 64-bit layouts, and GFX12's 96-bit VGLOBAL, VFLAT
and VSCRATCH, probed the same way by `probe12`) from the LLVM oracle.

Each opcode is probed in each variant of the bits that change its operand list
(GLC: atomics return a value; LDS on GFX9/10: the data goes to LDS) with every
field filled in.  The text names the instruction and its operands; flipping each
other bit tells which bits must be zero and which print cache-policy modifiers;
odd register numbers and the ACC bit give the register-class comments LLVM
prints.  Sweeping SADDR gives LLVM's spelling of every SADDR value.

SCRATCH is probed with its VGPR address in use and SADDR `off`; what turns the
VGPR address on (a SADDR value on GFX9/GFX10, the SVE bit on gfx942/gfx950 and
GFX11) is checked against a SADDR sweep with and without it.

Targets whose opcode sweep and SADDR spellings equal an already probed target's
share its full probe (the bit flips), which halves the run time.
"""
import collections, os, re, sys
from concurrent.futures import ThreadPoolExecutor

sys.path.insert(0, os.path.dirname(__file__))
import llvm

GROUP_NAMES = {"gfx900": "gfx9", "gfx908": "gfx908", "gfx90a": "gfx90a", "gfx942": "gfx942",
               "gfx950": "gfx950", "gfx1010": "gfx10", "gfx1030": "gfx1030", "gfx1100": "gfx11",
               "gfx1150": "gfx115", "gfx1200": "gfx12"}
TARGETS = [t for t in llvm.TARGETS if not t.startswith("gfx12")]
SEG_GLOBAL = 2
SEG_FLAT = 0
SEG_SCRATCH = 1
# table order: GLOBAL rows first, as before FLAT and SCRATCH were added
SEGMENTS = (SEG_GLOBAL, SEG_FLAT, SEG_SCRATCH)
REGS = {"addr": 2, "data": 6, "vdst": 4}
ODD = {"addr": 3, "data": 7, "vdst": 5}
SHIFT = {"addr": 32, "data": 40, "vdst": 56}


gen = llvm.gen


def null(g):
    return {9: 0x7F, 10: 0x7D, 11: 0x7C}[g]


def flat_saddr(g):
    """The one SADDR value the FLAT segment decodes with (others are invalid)."""
    return {9: 0, 10: 0x7D, 11: 0x7C}[g]


def sve_bit(target):
    """The bit that turns SCRATCH's VGPR address on, where one exists."""
    if target in ("gfx942", "gfx950"):
        return 13
    return 55 if gen(target) == 11 else None


def scratch_vaddr_saddr(g):
    """GFX9/GFX10 without an SVE bit: the SADDR value that means 'VGPR address, no SGPR'."""
    return {9: 0x7F, 10: 0x7D}.get(g)


def glc_bit(g):
    return 14 if g == 11 else 16


def lds_bit(g):
    return None if g == 11 else 13


def fixed_mask(g):
    seg = 16 if g == 11 else 14
    return 0x3F << 26 | 0x7F << 18 | 3 << seg


def variants(g, target=None, segment=SEG_GLOBAL):
    lds = lds_bit(g)
    if segment == SEG_SCRATCH and target is not None and sve_bit(target) == lds:
        lds = None  # gfx942's SCRATCH uses the LDS bit as SVE
    bits = [glc_bit(g)] + ([lds] if lds is not None else [])
    out = []
    for v in range(1 << len(bits)):
        out.append((v, sum(1 << b for i, b in enumerate(bits) if v >> i & 1)))
    return out


def word(g, op, vbits, regs=REGS, saddr=None, acc=0, segment=SEG_GLOBAL, target=None):
    seg = 16 if g == 11 else 14
    w0 = 0x37 << 26 | op << 18 | segment << seg | 0x10 | vbits
    if saddr is None:
        saddr = {SEG_GLOBAL: null(g), SEG_FLAT: flat_saddr(g)}.get(segment)
        if segment == SEG_SCRATCH:
            saddr = null(g) if scratch_vaddr_saddr(g) is None else scratch_vaddr_saddr(g)
    w1 = regs["addr"] | regs["data"] << 8 | saddr << 16 | acc << 23 | regs["vdst"] << 24
    w = w1 << 32 | w0
    if segment == SEG_SCRATCH and target is not None and sve_bit(target) is not None:
        w |= 1 << sve_bit(target)
    return w


def disassemble(target, words, nbytes=8, chunk=4096):
    """One text (or None) per word, as llvm.disassemble_each, but in far fewer
    llvm-mc runs: with -show-encoding every decoded instruction's length is
    known, so the byte offset of each is too, and a word's verdict is read
    where its own bytes start.  Words whose start an earlier word's stray
    bytes covered are asked again."""
    res = [None] * len(words)
    todo = list(range(len(words)))
    while todo:
        again = []
        for i in range(0, len(todo), chunk):
            part = todo[i:i + chunk]
            texts, lost = _disassemble_synced(target, [words[k] for k in part], nbytes)
            for k, t in zip(part, texts):
                res[k] = t
            again += [part[j] for j in lost]
        if len(again) == len(todo):
            # no progress: ask those words one by one the slow way
            for k, t in zip(again, llvm.disassemble_each(target, [words[k] for k in again], nbytes)):
                res[k] = t
            break
        todo = again
    return res


def _disassemble_synced(target, words, nbytes):
    sentinel = llvm.endpgm(target).to_bytes(4, "little")
    lines, starts, off = [], [], 0
    line_off = []
    for w in words:
        b = w.to_bytes(nbytes, "little")
        starts.append(off)
        for chunk in (b, sentinel):
            line_off.append(off)
            lines.append(llvm.hexbytes(chunk))
            off += len(chunk)
    p = llvm.mc(target, lines, "--disassemble", "-show-encoding")
    invalid = {line_off[ln - 1] + (col - 1) // 5 for ln, col in llvm.invalid_encodings(p.stderr)}
    decoded = []
    for l in p.stdout.splitlines():
        if " ; encoding: [" not in l and ";encoding: [" not in l:
            continue
        text, _, enc = l.rpartition("; encoding: [")
        decoded.append((text.strip(), enc.count(",") + 1))
    at, pos, di = {}, 0, 0
    while pos < off:
        if pos in invalid:
            pos += 4
            continue
        if di >= len(decoded):
            break
        at[pos] = decoded[di]
        pos += decoded[di][1]
        di += 1
    texts, lost = [], []
    for k, s in enumerate(starts):
        if s in at:
            t, n = at[s]
            texts.append(t if n == nbytes else None)
        elif s in invalid:
            texts.append(None)
        else:
            texts.append(None)
            lost.append(k)
    return texts, lost


TOKEN = re.compile(r"(?:[^ ,/]|/\*.*?\*/|/)+")
REG = re.compile(r"([va])(?:(\d+)|\[(\d+):(\d+)\])(?:/\*Invalid register, operand has '(\w+)' register class\*/)?$")


def parse(text, numbers):
    """Mnemonic, operands [(field, file, width, class)], modifier tokens."""
    name, _, rest = text.partition(" ")
    toks = TOKEN.findall(rest)
    ops, mods = [], []
    for t in toks:
        m = REG.match(t)
        if m:
            lo = int(m.group(2) or m.group(3))
            hi = int(m.group(2) or m.group(4))
            ops.append((numbers.get(lo, "?"), m.group(1), hi - lo + 1, m.group(5)))
        elif t == "off" or t.startswith("s[") or t.startswith("s"):
            if not mods:
                ops.append(("saddr", "s", 0, None))
            else:
                mods.append(t)
        else:
            mods.append(t)
    return name, ops, mods


def signature(ops):
    sig = []
    for f, _, w, _ in ops:
        if f == "saddr":
            sig.append("saddr")
        elif f == "addr":
            sig.append("vaddr")
        else:
            sig.append(f"{f}:{w}")
    return " ".join(sig)


def candidates(g, target):
    return [(sg, op, v, vb) for sg in SEGMENTS for op in range(128) for v, vb in variants(g, target, sg)]


def sweep(target):
    """The cheap part of a probe: every opcode variant of every segment, and the
    SADDR spellings (GLOBAL pairs, SCRATCH single SGPRs).  Targets with equal
    sweeps share the rest of the probe."""
    g = gen(target)
    cands = candidates(g, target)
    texts = disassemble(target, [word(g, op, vb, segment=sg, target=target) for sg, op, v, vb in cands])
    found = {(sg, op, v): t for (sg, op, v, vb), t in zip(cands, texts) if t is not None}
    nums = {v: f for f, v in REGS.items()}

    def first_load(sg):
        return next(k for k in sorted(found) if k[0] == sg and k[2] == 0
                    and signature(parse(found[k], nums)[1]).startswith("vdst:1 vaddr saddr"))

    def third(t):
        return "-" if t is None else TOKEN.findall(t.partition(" ")[2])[2]

    load = first_load(SEG_GLOBAL)
    saddr = [third(t) for t in disassemble(target, [word(g, load[1], 0, saddr=s) for s in range(128)])]
    sload = first_load(SEG_SCRATCH)
    plain = [word(g, sload[1], 0, saddr=s, segment=SEG_SCRATCH) for s in range(128)]
    sve = sve_bit(target)
    if sve is not None:
        plain = [w & ~(1 << sve) for w in plain]
    texts = disassemble(target, plain)
    vaddr_on = [t is not None and TOKEN.findall(t.partition(" ")[2])[1] == "v2" for t in texts]
    if sve is None:
        rule = f"saddr:{scratch_vaddr_saddr(g)}"
        assert vaddr_on == [s == scratch_vaddr_saddr(g) for s in range(128)], (target, vaddr_on)
    else:
        rule = f"sve:{sve}"
        assert not any(vaddr_on), target
        on = disassemble(target, [w | 1 << sve for w in plain])
        assert [third(t) for t in on] == [third(t) for t in texts], target
        assert all(t is None or TOKEN.findall(t.partition(" ")[2])[1] == "v2" for t in on), target
    ssaddr = [third(t) for t in texts]
    # the LDS forms (GFX9/GFX10) may spell SADDR values otherwise
    lds_keys = [k for k in sorted(found) if k[0] == SEG_SCRATCH and k[2] == 2]
    lds_saddr = "="
    if lds_keys:
        op, vb = lds_keys[0][1], dict(variants(g, target, SEG_SCRATCH))[2]
        lt = disassemble(target, [word(g, op, vb, saddr=s, segment=SEG_SCRATCH) for s in range(128)])
        spelled = [TOKEN.findall(t.partition(" ")[2])[1] if t else "-" for t in lt]
        if spelled != ssaddr:
            lds_saddr = "|".join(spelled)
    # the FLAT segment decodes with one SADDR value only
    fload = next(k for k in sorted(found) if k[0] == SEG_FLAT and k[2] == 0)
    fl = disassemble(target, [word(g, fload[1], 0, saddr=s, segment=SEG_FLAT) for s in range(128)])
    fsaddr = [s for s, t in enumerate(fl) if t is not None]
    assert fsaddr == [flat_saddr(g)], (target, fsaddr)
    return {"found": found, "saddr": tuple(saddr), "ssaddr": (rule, tuple(ssaddr), lds_saddr), "fsaddr": fsaddr[0],
            "load": load}


def probe(target, sw):
    g = gen(target)
    fixed = fixed_mask(g)
    found = {k: (t, word(g, k[1], dict(variants(g, target, k[0]))[k[2]], segment=k[0], target=target))
             for k, t in sw["found"].items()}
    keys = sorted(found, key=lambda k: (SEGMENTS.index(k[0]), k[1], k[2]))
    bits = [b for b in range(64) if not fixed >> b & 1]
    flips = disassemble(target, [found[k][1] ^ (1 << b) for k in keys for b in bits])
    odd_words = []
    for k in keys:
        sg, op, v = k
        vb = dict(variants(g, target, sg))[v]
        # GFX11's bit 55 is SCRATCH's SVE, not ACC
        acc = 0 if sg == SEG_SCRATCH and g != 9 else 1
        kw = dict(segment=sg, target=target)
        odd_words += [word(g, op, vb, regs=ODD, **kw), word(g, op, vb, acc=acc, **kw),
                      word(g, op, vb, regs=ODD, acc=acc, **kw)]
    odd = disassemble(target, odd_words)
    accflips = disassemble(target, [(found[k][1] | 1 << 55) ^ (1 << b) for k in keys for b in bits]) \
        if g == 9 else [None] * (len(keys) * len(bits))
    res = {}
    for i, k in enumerate(keys):
        base = found[k][0]
        name, ops, mods = parse(base, {v: f for f, v in REGS.items()})
        zero, cpol = llvm.flip_masks(base, flips[i * len(bits):(i + 1) * len(bits)], bits)
        notes = []
        acc_ok = odd[3 * i + 1] is not None and (k[0] != SEG_SCRATCH or g == 9)
        for n, (t, acc, nums) in enumerate([(odd[3 * i], 0, ODD), (odd[3 * i + 1], 1, REGS), (odd[3 * i + 2], 1, ODD)]):
            if t is None or acc and not acc_ok:
                continue
            for f, file, _, cls in parse(t, {v: f for f, v in nums.items()})[1]:
                if cls:
                    notes.append(f"{f}.{acc}.{'odd' if nums is ODD else 'even'}={cls}")
        # bits that must be zero once the ACC bit is set (some only then)
        accz = 0
        if acc_ok and g == 9:
            for j, b in enumerate(bits):
                if b != 55 and accflips[i * len(bits) + j] is None and not zero >> b & 1:
                    accz |= 1 << b
        accf = sorted({f for f, file, _, _ in parse(odd[3 * i + 1], {v: f for f, v in REGS.items()})[1] if file == "a"}) if acc_ok else []
        res[k] = (name, signature(ops), "lds" in mods, zero, cpol, ",".join(accf), tuple(sorted(set(notes))), accz)
    load = sw["load"]
    # cache-policy modifiers in LLVM's print order: every cpol bit of that load set at once
    allbits = res[load][4]
    t = disassemble(target, [found[load][1] | allbits])[0]
    order = [m for m in parse(t, {v: f for f, v in REGS.items()})[2] if not m.startswith("offset:")]
    single = disassemble(target, [found[load][1] | 1 << b for b in range(64) if allbits >> b & 1])
    tokens = {}
    for b, st in zip([b for b in range(64) if allbits >> b & 1], single):
        extra = [m for m in parse(st, {v: f for f, v in REGS.items()})[2] if not m.startswith("offset:")]
        tokens[extra[0]] = b
    cpol_order = " ".join(f"{tok}:{tokens[tok]}" for tok in order)
    return {"rows": res, "saddr": sw["saddr"], "ssaddr": sw["ssaddr"], "fsaddr": sw["fsaddr"], "cpol": cpol_order}


GFX12_TARGETS = [t for t in llvm.TARGETS if t.startswith("gfx12")]
# GFX12's 96-bit VFLAT/VSCRATCH/VGLOBAL: SADDR 6:0, NV 7, OP 21:14, SEG 25:24,
# 111011 31:26 | VDST 39:32, SCALE_OFFSET 48, SVE 49, SCOPE 51:50, TH 54:52,
# VSRC 62:55 | VADDR 71:64, OFFSET 95:72 (signed)
TH12 = 52
SVE12 = 49
NULL12 = 0x7C


def word12(segment, op, v, regs=REGS, saddr=NULL12, sve=None, th=None, scope=0):
    """The 96-bit word; SCRATCH uses its VGPR address unless sve=0."""
    if sve is None:
        sve = 1 if segment == SEG_SCRATCH else 0
    th = v if th is None else th
    w0 = 0x3B << 26 | segment << 24 | op << 14 | saddr
    w1 = regs["vdst"] | sve << 17 | scope << 18 | th << 20 | regs["data"] << 23
    w2 = regs["addr"] | 16 << 8
    return w2 << 64 | w1 << 32 | w0


FIXED12 = 0x3F << 26 | 3 << 24 | 0xFF << 14 | 1 << TH12


def th_part(text):
    """The th:/scope: tokens of a text ('.' when none)."""
    toks = [t for t in text.split(" ") if t.startswith(("th:", "scope:"))]
    return " ".join(toks) or "."


def probe12(target):
    cands = [(sg, op, v) for sg in SEGMENTS for op in range(256) for v in (0, 1)]
    texts = disassemble(target, [word12(*c) for c in cands], nbytes=12)
    found = {c: t for c, t in zip(cands, texts) if t is not None}
    keys = sorted(found, key=lambda k: (SEGMENTS.index(k[0]), k[1], k[2]))
    bits = [b for b in range(96) if not FIXED12 >> b & 1]
    flips = disassemble(target, [word12(*k) ^ (1 << b) for k in keys for b in bits], nbytes=12)
    odd = disassemble(target, [word12(*k, regs=ODD) for k in keys], nbytes=12)
    # th (its bit 0 is the variant) x scope, as printed
    combos = [(th, sc) for th in range(0, 8, 2) for sc in range(4)]
    thw = disassemble(target, [word12(*k, th=th | k[2], scope=sc) for k in keys for th, sc in combos], nbytes=12)
    res, kinds = {}, []
    nums = {v: f for f, v in REGS.items()}
    for i, k in enumerate(keys):
        base = found[k]
        name, ops, mods = parse(base, nums)
        zero, cpol = llvm.flip_masks(base, flips[i * len(bits):(i + 1) * len(bits)], bits)
        notes = []
        if odd[i] is not None:
            for f, file, _, cls in parse(odd[i], {v: f for f, v in ODD.items()})[1]:
                if cls:
                    notes.append(f"{f}.0.odd={cls}")
        kind = tuple(th_part(t) if t is not None else "-" for t in thw[i * len(combos):(i + 1) * len(combos)])
        if kind not in kinds:
            kinds.append(kind)
        res[k] = (name, signature(ops), "lds" in mods, zero, cpol, "", tuple(sorted(set(notes))), 0,
                  kinds.index(kind))
    # SADDR spellings: GLOBAL pairs, SCRATCH single SGPRs (its VGPR address off)
    def first_load(sg):
        return next(k for k in keys if k[0] == sg and k[2] == 0 and res[k][1].startswith("vdst:1 vaddr saddr"))

    def third(t):
        return "-" if t is None else TOKEN.findall(t.partition(" ")[2])[2]

    gl = first_load(SEG_GLOBAL)
    saddr = [third(t) for t in disassemble(target, [word12(*gl, saddr=s) for s in range(128)], nbytes=12)]
    sl = first_load(SEG_SCRATCH)
    plain = disassemble(target, [word12(*sl, saddr=s, sve=0) for s in range(128)], nbytes=12)
    on = disassemble(target, [word12(*sl, saddr=s, sve=1) for s in range(128)], nbytes=12)
    assert [third(t) for t in plain] == [third(t) for t in on], target
    assert all(t is None or TOKEN.findall(t.partition(" ")[2])[1] == "off" for t in plain), target
    assert all(t is None or TOKEN.findall(t.partition(" ")[2])[1] == "v2" for t in on), target
    ssaddr = [third(t) for t in plain]
    fl = next(k for k in keys if k[0] == SEG_FLAT and k[2] == 0)
    fsaddr = [s for s, t in enumerate(disassemble(target, [word12(*fl, saddr=s) for s in range(128)], nbytes=12))
              if t is not None]
    assert len(fsaddr) == 1, (target, fsaddr)
    # print order of the modifiers (the th:/scope: pair stands as `th`), and
    # which ones the assembler refuses (they only print)
    allbits = res[gl][4]
    t = disassemble(target, [word12(*gl, th=2, scope=1) | allbits], nbytes=12)[0]
    order, single = [], {}
    for b in range(96):
        if allbits >> b & 1:
            st = disassemble(target, [word12(*gl) | 1 << b], nbytes=12)[0]
            single[[m for m in parse(st, nums)[2] if not m.startswith("offset:")][0]] = b
    for m in parse(t, nums)[2]:
        if m.startswith("th:"):
            order.append("th:0")
        elif m in single:
            order.append(f"{m}:{single[m]}")
    base_text = found[gl]
    asm = llvm.assemble(target, [f"{base_text} {m}" for m in single])
    refused = [m for m, (txt, _) in zip(single, asm) if txt is None]
    return {"rows": res, "saddr": tuple(saddr), "ssaddr": (f"sve:{SVE12}", tuple(ssaddr), "="),
            "fsaddr": fsaddr[0], "cpol": " ".join(order), "printonly": " ".join(refused),
            "th": ["|".join(k) for k in kinds]}


def main():
    with ThreadPoolExecutor(max_workers=2) as ex:
        sweeps = dict(zip(TARGETS, ex.map(sweep, TARGETS)))
        first = {}
        for t in TARGETS:
            first.setdefault(repr(sorted(sweeps[t].items())), t)
        probed = dict(zip(first.values(), ex.map(lambda t: probe(t, sweeps[t]), first.values())))
    results = {t: probed[first[repr(sorted(sweeps[t].items()))]] for t in TARGETS}
    for t in GFX12_TARGETS:
        results[t] = probe12(t)
    groups = llvm.group_targets(TARGETS + GFX12_TARGETS, results, lambda t: GROUP_NAMES.get(t, t))
    rows = collections.OrderedDict()
    for gi, (gname, members) in enumerate(groups.items()):
        for (_, op, v), (name, sig, lds, zero, cpol, acc, notes, accz, *th) in results[members[0]]["rows"].items():
            key = (name, sig, lds)
            row = rows.setdefault(key, [[] for _ in groups])
            cell = f"{op}.{v};z={zero:x};c={cpol:x}" + (f";a={acc}" if acc else "") + (f";y={accz:x}" if accz else "") + \
                "".join(f";t={x}" for x in th) + "".join(f";{n}" for n in notes)
            row[gi].append(cell)
    out = sys.stdout
    out.write(llvm.header("GLOBAL, FLAT and SCRATCH instructions (FLAT encoding GFX9-GFX11, VFLAT/VSCRATCH/VGLOBAL GFX12)", __file__) + "\n")
    out.write("# cell: opcode.variant (bit 0: GLC set, bit 1: LDS set) ; z= bits that must be zero ;\n"
              "#   c= cache-policy bits ; a= fields the ACC bit turns into AGPRs ; y= bits that must be zero\n"
              "#   when ACC is set ; field.acc.parity=Class:\n"
              "#   the register class LLVM names in a comment for such a register.  Several cells of one\n"
              "#   group are separated by '&'.  @saddr: LLVM's text for each SADDR value; @cpol: modifier\n"
              "#   names and bits in print order; @ssaddr: what turns SCRATCH's VGPR address on (a SADDR\n"
              "#   value, or the SVE bit), then LLVM's text for each SCRATCH SADDR value, then that of the\n"
              "#   LDS forms ('=': the same); GFX12 (96-bit words, see `word12`): t= the cell's @th table,\n"
              "#   th:/scope: text per (TH with bit 0 = the variant) x SCOPE ('.' none); @cpol `th` marks\n"
              "#   where th:/scope: print; @printonly: modifiers LLVM prints but refuses; @fsaddr: the one\n"
              "#   SADDR value the FLAT segment decodes with.  The mnemonic's\n"
              "#   prefix (global_, flat_, scratch_) names the segment.\n")
    for gname, members in groups.items():
        r = results[members[0]]
        out.write(f"@group\t{gname}\t{' '.join(members)}\n")
        out.write(f"@saddr\t{gname}\t{'|'.join(r['saddr'])}\n")
        out.write(f"@cpol\t{gname}\t{r['cpol']}\n")
        out.write(f"@ssaddr\t{gname}\t{r['ssaddr'][0]}\t{'|'.join(r['ssaddr'][1])}\t{r['ssaddr'][2]}\n")
        out.write(f"@fsaddr\t{gname}\t{r['fsaddr']}\n")
        if "th" in r:
            out.write(f"@printonly\t{gname}\t{r['printonly']}\n")
            for i, k in enumerate(r["th"]):
                out.write(f"@th\t{gname}\t{i}\t{k}\n")
    out.write("name\toperands\t" + "\t".join(groups) + "\n")
    for (name, sig, lds), cells in rows.items():
        out.write(f"{name}\t{sig}{' lds' if lds else ''}\t" + "\t".join("&".join(c) or "-" for c in cells) + "\n")


if __name__ == "__main__":
    main()
