#!/usr/bin/env python3
"""Regenerate crates/isa/data/flat.tsv (the GLOBAL segment of the FLAT encoding,
GFX9-GFX11 64-bit layouts) from the LLVM oracle.

Each opcode is probed in each variant of the bits that change its operand list
(GLC: atomics return a value; LDS on GFX9/10: the data goes to LDS) with every
field filled in.  The text names the instruction and its operands; flipping each
other bit tells which bits must be zero and which print cache-policy modifiers;
odd register numbers and the ACC bit give the register-class comments LLVM
prints.  Sweeping SADDR gives LLVM's spelling of every SADDR value.
"""
import collections, os, re, sys
from concurrent.futures import ThreadPoolExecutor

sys.path.insert(0, os.path.dirname(__file__))
import llvm

GROUP_NAMES = {"gfx900": "gfx9", "gfx908": "gfx908", "gfx90a": "gfx90a", "gfx942": "gfx942",
               "gfx950": "gfx950", "gfx1010": "gfx10", "gfx1030": "gfx1030", "gfx1100": "gfx11",
               "gfx1150": "gfx115"}
TARGETS = [t for t in llvm.TARGETS if not t.startswith("gfx12")]
SEG_GLOBAL = 2
REGS = {"addr": 2, "data": 6, "vdst": 4}
ODD = {"addr": 3, "data": 7, "vdst": 5}
SHIFT = {"addr": 32, "data": 40, "vdst": 56}


def gen(target):
    return 9 if llvm.is_gfx9(target) else int(target[3:5])


def null(g):
    return {9: 0x7F, 10: 0x7D, 11: 0x7C}[g]


def glc_bit(g):
    return 14 if g == 11 else 16


def lds_bit(g):
    return None if g == 11 else 13


def fixed_mask(g):
    seg = 16 if g == 11 else 14
    return 0x3F << 26 | 0x7F << 18 | 3 << seg


def variants(g):
    bits = [glc_bit(g)] + ([lds_bit(g)] if lds_bit(g) is not None else [])
    out = []
    for v in range(1 << len(bits)):
        out.append((v, sum(1 << b for i, b in enumerate(bits) if v >> i & 1)))
    return out


def word(g, op, vbits, regs=REGS, saddr=None, acc=0):
    seg = 16 if g == 11 else 14
    w0 = 0x37 << 26 | op << 18 | SEG_GLOBAL << seg | 0x10 | vbits
    sa = null(g) if saddr is None else saddr
    w1 = regs["addr"] | regs["data"] << 8 | sa << 16 | acc << 23 | regs["vdst"] << 24
    return w1 << 32 | w0


def disassemble(target, words, chunk=256):
    out = []
    for i in range(0, len(words), chunk):
        out += llvm.disassemble_each(target, words[i:i + chunk])
    return out


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


def probe(target):
    g = gen(target)
    fixed = fixed_mask(g)
    cands = [(op, v, vb) for op in range(128) for v, vb in variants(g)]
    texts = disassemble(target, [word(g, op, vb) for op, v, vb in cands])
    found = {(op, v): (t, word(g, op, vb)) for (op, v, vb), t in zip(cands, texts) if t is not None}
    keys = sorted(found)
    bits = [b for b in range(64) if not fixed >> b & 1]
    flips = disassemble(target, [found[k][1] ^ (1 << b) for k in keys for b in bits])
    odd_words = []
    for k in keys:
        op, v = k
        vb = dict(variants(g))[v]
        odd_words += [word(g, op, vb, regs=ODD), word(g, op, vb, acc=1), word(g, op, vb, regs=ODD, acc=1)]
    odd = disassemble(target, odd_words)
    accflips = disassemble(target, [(found[k][1] | 1 << 55) ^ (1 << b) for k in keys for b in bits]) \
        if g == 9 else [None] * (len(keys) * len(bits))
    res = {}
    for i, k in enumerate(keys):
        base = found[k][0]
        name, ops, mods = parse(base, {v: f for f, v in REGS.items()})
        zero = cpol = 0
        for j, b in enumerate(bits):
            t = flips[i * len(bits) + j]
            if t is None:
                zero |= 1 << b
            elif t != base and cpol_only(base, t):
                cpol |= 1 << b
        notes = []
        acc_ok = odd[3 * i + 1] is not None
        for n, (t, acc, nums) in enumerate([(odd[3 * i], 0, ODD), (odd[3 * i + 1], 1, REGS), (odd[3 * i + 2], 1, ODD)]):
            if t is None:
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
    # SADDR spellings, from the first load with a SADDR operand
    load = next(k for k in keys if res[k][1].startswith("vdst:1 vaddr saddr") and k[1] == 0)
    sweep = [word(g, load[0], 0, saddr=s) for s in range(128)]
    saddr = []
    for t in disassemble(target, sweep):
        if t is None:
            saddr.append("-")
        else:
            # the third operand of `vdst, vaddr, saddr`
            saddr.append(TOKEN.findall(t.partition(" ")[2])[2])
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
    return {"rows": res, "saddr": tuple(saddr), "cpol": cpol_order}


def cpol_only(base, t):
    a, b = base.split(" "), t.split(" ")
    extra = [x for x in b if x not in a]
    return bool(extra) and " ".join(x for x in b if x in a) == base and \
        all(re.fullmatch(r"[a-z_0-9]+", x) for x in extra)


def main():
    with ThreadPoolExecutor(max_workers=2) as ex:
        results = dict(zip(TARGETS, ex.map(probe, TARGETS)))
    groups = collections.OrderedDict()
    for t in TARGETS:
        for gname, members in groups.items():
            if results[members[0]] == results[t]:
                members.append(t)
                break
        else:
            groups[GROUP_NAMES.get(t, t)] = [t]
    rows = collections.OrderedDict()
    for gi, (gname, members) in enumerate(groups.items()):
        for (op, v), (name, sig, lds, zero, cpol, acc, notes, accz) in sorted(results[members[0]]["rows"].items()):
            key = (name, sig, lds)
            row = rows.setdefault(key, [[] for _ in groups])
            cell = f"{op}.{v};z={zero:x};c={cpol:x}" + (f";a={acc}" if acc else "") + (f";y={accz:x}" if accz else "") + "".join(f";{n}" for n in notes)
            row[gi].append(cell)
    out = sys.stdout
    out.write(f"# GLOBAL instructions (FLAT encoding, GFX9-GFX11), generated by tools/gen_flat_table.py from {llvm.version()}\n")
    out.write("# cell: opcode.variant (bit 0: GLC set, bit 1: LDS set) ; z= bits that must be zero ;\n"
              "#   c= cache-policy bits ; a= fields the ACC bit turns into AGPRs ; y= bits that must be zero\n"
              "#   when ACC is set ; field.acc.parity=Class:\n"
              "#   the register class LLVM names in a comment for such a register.  Several cells of one\n"
              "#   group are separated by '&'.  @saddr: LLVM's text for each SADDR value; @cpol: modifier\n"
              "#   names and bits in print order.\n")
    for gname, members in groups.items():
        r = results[members[0]]
        out.write(f"@group\t{gname}\t{' '.join(members)}\n")
        out.write(f"@saddr\t{gname}\t{'|'.join(r['saddr'])}\n")
        out.write(f"@cpol\t{gname}\t{r['cpol']}\n")
    out.write("name\toperands\t" + "\t".join(groups) + "\n")
    for (name, sig, lds), cells in rows.items():
        out.write(f"{name}\t{sig}{' lds' if lds else ''}\t" + "\t".join("&".join(c) or "-" for c in cells) + "\n")


if __name__ == "__main__":
    main()
