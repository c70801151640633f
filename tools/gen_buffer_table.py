#!/usr/bin/env python3
"""Regenerate crates/isa/data/buffer.tsv (buffer memory: the MUBUF and MTBUF
encodings, GFX9-GFX11 64-bit layouts, and GFX12's 96-bit VBUFFER) from the
LLVM oracle.

Each opcode is probed in each variant of the bits that change its operand list
(GLC: an atomic returns its old value; LDS: the data goes to LDS; TFE: one more
data register) with every field filled in.  The text names the instruction and
its operands; flipping each other bit tells which bits must be zero, which only
add a cache-policy modifier and which select operands; odd register numbers and
the ACC bit give the register-class comments LLVM prints.  Sweeping SOFFSET,
SRSRC and the MTBUF format gives LLVM's spelling of every value of those fields.
"""
import collections, os, re, sys
from concurrent.futures import ThreadPoolExecutor

sys.path.insert(0, os.path.dirname(__file__))
import llvm

GROUP_NAMES = {"gfx900": "gfx9", "gfx908": "gfx908", "gfx90a": "gfx90a", "gfx942": "gfx942",
               "gfx950": "gfx950", "gfx1010": "gfx10", "gfx1030": "gfx1030", "gfx1100": "gfx11",
               "gfx1150": "gfx115", "gfx1200": "gfx12"}
TARGETS = llvm.TARGETS
REGS = {"vaddr": 2, "vdata": 6}
ODD = {"vaddr": 3, "vdata": 7}
SRSRC, SOFFSET = 2, 1          # s[8:11], s1
ACC = 1 << 55


gen = llvm.gen


def layout(target, mtbuf):
    return Layout12(mtbuf) if gen(target) == 12 else Layout(target, mtbuf)


def cdna2(target):
    """gfx90a and later CDNA: bit 55 is ACC (AGPR data) instead of TFE."""
    return target in ("gfx90a", "gfx942", "gfx950")


class Layout:
    """Bit positions of one generation's MUBUF (or, with `mtbuf`, MTBUF) word."""

    def __init__(self, target, mtbuf=False):
        g = gen(target)
        self.g = g
        self.mtbuf = mtbuf
        self.enc = 0x3A if mtbuf else 0x38
        self.offen, self.idxen = (54, 55) if g == 11 else (12, 13)
        self.glc = 14
        self.lds = None if g == 11 or mtbuf else 16
        self.tfe = None if cdna2(target) else (53 if g == 11 else 55)
        self.acc = cdna2(target)
        self.nops = 16 if mtbuf else 128 if g == 9 else 256

    def op_bits(self, op):
        if self.mtbuf:
            # GFX10 keeps OP[3] in bit 53
            return (op & 7) << 16 | (op >> 3) << 53 if self.g == 10 else op << 15
        if self.g == 10:
            return (op & 0x7F) << 18 | (op >> 7) << 25
        return op << 18

    def fixed(self):
        return 0x3F << 26 | self.op_bits(self.nops - 1)

    def variant_bits(self, v):
        bits = [self.glc, self.lds, self.tfe]
        return sum(1 << b for i, b in enumerate(bits) if b is not None and v >> i & 1)

    def variants(self):
        return [v for v in range(8) if (v & 2 == 0 or self.lds is not None) and (v & 4 == 0 or self.tfe is not None)]

    def all_variant_bits(self):
        return self.variant_bits(7)

    def word(self, op, v, regs=REGS, offen=1, idxen=0, soffset=SOFFSET, srsrc=SRSRC, acc=0, fmt=1):
        w = self.enc << 26 | self.op_bits(op) | (fmt << 19 if self.mtbuf else 0)
        w |= self.variant_bits(v) | offen << self.offen | idxen << self.idxen
        w |= (regs["vaddr"] | regs["vdata"] << 8 | srsrc << 16 | soffset << 24) << 32
        return w | (ACC if acc else 0)

    def field_bits(self, sig):
        """Bits of the operand fields `sig` names (vaddr includes OFFEN/IDXEN)."""
        m = 0
        for s in sig.split():
            if s.startswith("vdata"):
                m |= 0xFF << 40
            elif s == "vaddr":
                m |= 0xFF << 32 | 1 << self.offen | 1 << self.idxen
            elif s == "srsrc":
                m |= 0x1F << 48
            elif s == "soffset":
                m |= 0xFF << 56
            elif s == "format":
                m |= 0x7F << 19
        return m


class Layout12:
    """GFX12's VBUFFER word (buffer_* and tbuffer_* share it; tbuffer is OP
    128-143): SOFFSET 6:0 | NV 7 | OP 21:14 | TFE 22 | 110001 31:26 |
    VDATA 39:32 | SRSRC 49:41 | SCOPE 51:50 | TH 54:52 | FORMAT 61:55 |
    OFFEN 62 | IDXEN 63 | VADDR 71:64 | OFFSET 94:72.  The table keeps the
    low 64 bits; the third dword is VADDR, the offset and bit 95 (must be
    zero) for every instruction, which probe_kind checks."""
    g = 12
    nbytes = 12
    acc = False
    glc = 52  # (TH bit 0; returning atomics are no separate variant here)
    lds = None
    tfe = 22
    offen, idxen = 62, 63

    def __init__(self, mtbuf=False):
        self.mtbuf = mtbuf
        self.nops = 16 if mtbuf else 128

    def op_bits(self, op):
        return (op + (128 if self.mtbuf else 0)) << 14

    def fixed(self):
        return 0x3F << 26 | 0xFF << 14

    def variant_bits(self, v):
        return (v >> 2 & 1) << self.tfe

    def variants(self):
        return [0, 4]

    def all_variant_bits(self):
        return 1 << self.tfe

    def word(self, op, v, regs=REGS, offen=1, idxen=0, soffset=SOFFSET, srsrc=SRSRC, acc=0, fmt=1):
        w = 0b110001 << 26 | self.op_bits(op) | self.variant_bits(v) | soffset
        w |= (regs["vdata"] | 4 * srsrc << 9 | fmt << 23 | offen << 30 | idxen << 31) << 32
        return w | regs["vaddr"] << 64

    def field_bits(self, sig):
        m = 0
        for s in sig.split():
            if s.startswith("vdata"):
                m |= 0xFF << 32
            elif s == "vaddr":
                m |= 0xFF << 64 | 1 << self.offen | 1 << self.idxen
            elif s == "srsrc":
                m |= 0x1F << 43  # (41-42 are ignored, 48-49 must be zero)
            elif s == "soffset":
                m |= 0x7F
            elif s == "format":
                m |= 0x7F << 55
        return m


def batch(target, words, nbytes=8):
    """LLVM's text (or None) for each word of `nbytes` (8; 12 for GFX12's
    VBUFFER), one llvm-mc-22 process per chunk: every probe is followed on the
    next line by two sentinel words, and an invalid probe is known by the line
    of its warning."""
    res = []
    for i in range(0, len(words), 2048):
        # (None: an all-zero word, buffer_load_format_x, never read)
        chunk = [0 if w is None else w for w in words[i:i + 2048]]
        segs, bad = llvm.probe_segments(target, chunk, nbytes)
        res += [segs[k][0] if k not in bad and len(segs[k]) == 2 else None for k in range(len(chunk))]
    return res


REG = re.compile(r"([vas])(?:(\d+)|\[(\d+):(\d+)\])(?:/\*Invalid register, operand has '(\w+)' register class\*/)?$")


def split(text):
    """Mnemonic, operand tokens, modifier tokens."""
    name, _, rest = text.partition(" ")
    if not rest:
        return name, [], []
    # register-class comments contain ", " and spaces themselves
    notes = re.findall(r"/\*.*?\*/", rest)
    rest = re.sub(r"/\*.*?\*/", "\x00", rest)
    put = lambda t: re.sub("\x00", lambda _: notes.pop(0), t)
    parts = rest.split(", ")
    last = parts[-1].split(" ")
    toks = [put(p) for p in parts[:-1] + last]
    ops, last = toks[:len(parts) - 1], toks[len(parts) - 1:]
    # every buffer operand list starts with a register or `off`
    if not ops and not re.match(r"([vas]|ttmp)(\d|\[)|off$", last[0]):
        return name, [], last
    return name, ops + [last[0]], last[1:]


def parse(text, numbers):
    """Mnemonic, operands [(field, file, width, class)], modifier tokens."""
    name, toks, mods = split(text)
    ops = []
    for t in toks:
        m = REG.match(t)
        if t == "off":
            ops.append(("vaddr", "v", 0, None))
        elif m and m.group(1) in "va":
            lo = int(m.group(2) or m.group(3))
            hi = int(m.group(2) or m.group(4))
            ops.append((numbers.get(lo, "?"), m.group(1), hi - lo + 1, m.group(5)))
        elif m and m.group(3) and int(m.group(4)) - int(m.group(3)) == 3:
            ops.append(("srsrc", "s", 4, None))
        else:
            ops.append(("soffset", "s", 1, None))
    return name, ops, mods


def signature(ops, mods, mtbuf=False):
    sig = []
    for f, _, w, _ in ops:
        sig.append(f"{f}:{w}" if f == "vdata" else f)
    if mtbuf:
        sig.append("format")
    for m in ("lds", "tfe"):
        if m in mods:
            sig.append(m)
    return " ".join(sig) or "-"


def cpol_only(base, t, valued=False):
    """Whether `t` is `base` with cache-policy modifiers added (`valued`:
    GFX12's th:NAME / scope:NAME count as such)."""
    return llvm.modifiers_added(base, t, r"(th|scope):\w+|[a-z_0-9]+" if valued else r"[a-z_0-9]+")


def probe_kind(target, mtbuf):
    L = layout(target, mtbuf)
    g12 = L.g == 12
    nbytes = 12 if g12 else 8
    run = lambda ws: batch(target, ws, nbytes)
    cands = [(op, v) for op in range(L.nops) for v in L.variants()]
    texts = run([L.word(op, v) for op, v in cands])
    found = {k: (t, L.word(*k)) for k, t in zip(cands, texts) if t is not None}
    # instructions without vector operands (cache controls, `buffer_store_lds_dword`)
    # are invalid with those fields set: probe them with the fields clear
    ops_found = {op for op, _ in found}
    rest = [(op, v) for op, v in cands if op not in ops_found]
    for srs, so in ((SRSRC, SOFFSET), (0, 0)):
        rest = [k for k in rest if k not in found]
        ws = [L.word(op, v, regs={"vaddr": 0, "vdata": 0}, offen=0, srsrc=srs, soffset=so) for op, v in rest]
        for k, w, t in zip(rest, ws, run(ws)):
            if t is not None:
                found[k] = (t, w)
    keys = sorted(found)
    probe_bits = [b for b in range(8 * nbytes)
                  if not (L.fixed() | L.all_variant_bits() | (ACC if L.acc else 0)) >> b & 1]
    flips = run([found[k][1] ^ (1 << b) for k in keys for b in probe_bits])
    odd_words = []
    for op, v in keys:
        if found[(op, v)][1] != L.word(op, v):
            odd_words += [None, found[(op, v)][1] | ACC, None]
            continue
        odd_words += [L.word(op, v, regs=ODD, idxen=1), L.word(op, v, acc=1), L.word(op, v, regs=ODD, idxen=1, acc=1)]
    odd = [None if w is None else t for w, t in zip(odd_words, run(odd_words))]
    if not L.acc:  # bit 55 is TFE there: no AGPR forms
        odd = [t if n % 3 == 0 else None for n, t in enumerate(odd)]
    accflips = batch(target, [(found[k][1] | ACC) ^ (1 << b) for k in keys for b in probe_bits]) \
        if L.acc else [None] * (len(keys) * len(probe_bits))
    nums = {v: f for f, v in REGS.items()}
    onums = {v: f for f, v in ODD.items()}
    res, lds_first, asm_errors = {}, set(), set()
    for i, k in enumerate(keys):
        base = found[k][0]
        name, ops, mods = parse(base, nums)
        sig = signature(ops, mods, mtbuf)
        fields = L.field_bits(sig)
        zero = cpol = keep = 0
        for j, b in enumerate(probe_bits):
            t = flips[i * len(probe_bits) + j]
            if fields >> b & 1:
                continue
            if b >= 64:
                # the third dword: the offset (72-94) and bit 95, alike everywhere
                assert (t is None) == (b == 95) and (b == 95 or t != base), (target, k, b, t)
                continue
            if t is None:
                zero |= 1 << b
            elif t != base and cpol_only(base, t, g12):
                cpol |= 1 << b
            elif t != base:
                keep |= 1 << b
        if k[1] & 1 and any(m in ("glc", "sc0") for m in mods):
            cpol |= 1 << L.glc  # (a variant bit, not flipped above)
        notes = []
        acc_ok = odd[3 * i + 1] is not None
        for t, acc, n in [(odd[3 * i], 0, onums), (odd[3 * i + 1], 1, nums), (odd[3 * i + 2], 1, onums)]:
            if t is None:
                continue
            for f, file, _, cls in parse(t, n)[1]:
                if cls:
                    notes.append(f"{f}.{acc}.{'odd' if n is onums else 'even'}={cls}")
        accz = 0
        if acc_ok:
            for j, b in enumerate(probe_bits):
                if accflips[i * len(probe_bits) + j] is None and not (zero | fields) >> b & 1:
                    accz |= 1 << b
        if L.acc and not acc_ok:
            zero |= ACC  # the ACC bit makes the word invalid
        accf = sorted({f for f, file, _, _ in parse(odd[3 * i + 1], nums)[1] if file == "a"}) if acc_ok else []
        res[k] = (name, sig, zero, cpol, keep, ",".join(accf), tuple(sorted(set(notes))), accz)
        if "lds" in mods and [m for m in mods[mods.index("lds") + 1:] if m != "tfe"]:
            lds_first.add(name)
    # rows whose text the assembler refuses (TFE on stores): decoded only
    for k, (text, res_) in zip(keys, llvm.assemble_located(target, [found[k][0] for k in keys])):
        if text is None:
            asm_errors.add(res_[1])
            res[k] = (res[k][0], res[k][1] + " noasm") + res[k][2:]
    # LLVM writes `lds` before the cache-policy modifiers of some instructions
    # (`buffer_store_lds_dword s[4:7], s1 lds glc`), after them elsewhere
    for k, r in res.items():
        if r[0] in lds_first:
            res[k] = (r[0], r[1].replace("lds", "lds:first")) + r[2:]
    print(target, "MTBUF" if mtbuf else "MUBUF", "assembler refuses:", asm_errors, file=sys.stderr)
    load = next(k for k in keys if res[k][1].startswith("vdata:1 vaddr srsrc soffset") and k[1] == 0)
    # modifiers in LLVM's print order: every cpol bit of that load at once
    allbits = res[load][3] | 1 << L.glc
    t = run([L.word(load[0], 0) | allbits])[0]
    # (GFX12's th: and scope: are fields: named by their lowest bit)
    key = (lambda m: m.split(":")[0]) if g12 else (lambda m: m)
    order = [key(m) for m in split(t)[2] if not m.startswith("offset:") and m not in ("offen", "idxen")]
    cpol_bits = [b for b in range(64) if allbits >> b & 1]
    tokens = {}
    for b, st in zip(cpol_bits, run([L.word(load[0], 0) | 1 << b for b in cpol_bits])):
        extra = [m for m in split(st)[2] if m != "offen"]
        tokens.setdefault(key(extra[0]), b)
    cpol_order = " ".join(f"{tok}:{tokens[tok]}" for tok in order)
    out = {"rows": res, "cpol": cpol_order}
    if mtbuf:
        fmt = []
        for t in run([L.word(load[0], 0, fmt=f) for f in range(128)]):
            toks = [m for m in split(t)[2] if m.startswith("format:")] if t else None
            fmt.append("-" if t is None else (toks[0][len("format:"):] if toks else ""))
        out["format"] = tuple(fmt)
        return out
    # SOFFSET and SRSRC spellings, from the first load with both operands
    # (255, a literal, is left out: llvm-mc-22 crashes on it on GFX9 and reads a
    # third dword on GFX11)
    # (GFX12's field is 7 bits: the rest of the 256 entries are '-')
    soff = []
    for t in run([L.word(load[0], 0, soffset=s) for s in range(128 if g12 else 255)]):
        soff.append("-" if t is None else split(t)[1][3])
    soff += ["-"] * (256 - len(soff))
    srsrc = []
    for t in run([L.word(load[0], 0, srsrc=s) for s in range(32)]):
        srsrc.append("-" if t is None else split(t)[1][2])
    out["soffset"] = tuple(soff)
    out["srsrc"] = tuple(srsrc)
    return out


def probe(target):
    mu, mt = probe_kind(target, False), probe_kind(target, True)
    rows = dict(mu["rows"])
    rows.update({("t",) + k: v for k, v in mt["rows"].items()})
    return {"rows": rows, "soffset": mu["soffset"], "srsrc": mu["srsrc"], "cpol": mu["cpol"],
            "tcpol": mt["cpol"], "format": mt["format"]}


def format_names(target, spellings):
    """Every bracketed MTBUF format the assembler takes on `target`, with the
    value it encodes: candidates are built from the names LLVM prints on any
    target (single names, data/number pairs in both orders, and the unified
    names of every size and number kind), and the assembler judges them."""
    parts = {p for s in spellings for p in s.strip("[]").split(",") if p}
    data = {p for p in parts if p.startswith("BUF_DATA_FORMAT_")}
    num = {p for p in parts if p.startswith("BUF_NUM_FORMAT_")}
    unified = {p for p in parts if p.startswith("BUF_FMT_")}
    kinds = {p.rsplit("_", 1)[1] for p in unified} | {p[len("BUF_NUM_FORMAT_"):] for p in num}
    sizes = {p[len("BUF_DATA_FORMAT_"):] for p in data} | {p[len("BUF_FMT_"):].rsplit("_", 1)[0] for p in unified}
    data |= {"BUF_DATA_FORMAT_" + z for z in sizes}
    num |= {"BUF_NUM_FORMAT_" + k for k in kinds}
    unified |= {f"BUF_FMT_{z}_{k}" for z in sizes for k in kinds}
    cands = sorted({(x,) for x in data | num | unified} | {(d, n) for d in data for n in num}
                   | {(n, d) for d in data for n in num})
    soffset = "s0" if gen(target) == 12 else "0"  # (GFX12 takes no inline constant there)
    lines = [f"tbuffer_load_format_x v1, off, s[0:3], {soffset} format:[{','.join(c)}]" for c in cands]
    out = {}
    for c, (text, enc) in zip(cands, llvm.assemble(target, lines)):
        if text is not None:
            shift = 55 if gen(target) == 12 else 19
            out[",".join(c)] = int.from_bytes(enc[:8], "little") >> shift & 0x7F
    return out


def main():
    with ThreadPoolExecutor(max_workers=2) as ex:
        results = dict(zip(TARGETS, ex.map(probe, TARGETS)))
    spellings = {f for r in results.values() for f in r["format"] if f.startswith("[")}
    with ThreadPoolExecutor(max_workers=2) as ex:
        for t, names in zip(TARGETS, ex.map(lambda t: format_names(t, spellings), TARGETS)):
            results[t]["fmtname"] = names
    groups = llvm.group_targets(TARGETS, results, lambda t: GROUP_NAMES.get(t, t))
    rows = collections.OrderedDict()
    for gi, (gname, members) in enumerate(groups.items()):
        # MUBUF rows first, then MTBUF (keys ("t", op, variant))
        for k, (name, sig, zero, cpol, keep, acc, notes, accz) in sorted(
                results[members[0]]["rows"].items(), key=lambda kv: (len(kv[0]), kv[0][-2:])):
            op, v = k[-2:]
            row = rows.setdefault((name, sig), [[] for _ in groups])
            cell = f"{op}.{v};z={zero:x};c={cpol:x};k={keep:x}" + (f";a={acc}" if acc else "") + \
                (f";y={accz:x}" if accz else "") + "".join(f";{n}" for n in notes)
            row[gi].append(cell)
    out = sys.stdout
    out.write(llvm.header("Buffer instructions (MUBUF and MTBUF encodings, GFX9-GFX11; GFX12's VBUFFER)", __file__)
              + "\n")
    out.write("# Rows with a `format` operand are MTBUF.  cell: opcode.variant (bit 0: GLC set, bit 1: LDS set,\n"
              "#   bit 2: TFE set) ; z= bits that must be zero ; c= cache-policy bits ; k= other bits that are\n"
              "#   part of the instruction ; a= fields the ACC bit turns into AGPRs ; y= bits that must be zero\n"
              "#   when ACC is set ; field.acc.parity=Class: the register class LLVM names in a comment for\n"
              "#   such a register.  Several cells of one group are separated by '&'.  `noasm`: LLVM's\n"
              "#   assembler refuses the form its disassembler prints; `lds:first`: `lds` is written before\n"
              "#   the cache policy.  @soffset / @srsrc / @format: LLVM's text for each field value ('-':\n"
              "#   invalid, empty: not printed); @fmtname: every bracketed format the assembler takes, with\n"
              "#   its value; @cpol / @tcpol: MUBUF / MTBUF modifier names and bits in print order (gfx12:\n"
              "#   th and scope are fields named by their lowest bit).  gfx12 cells hold the low 64 bits\n"
              "#   of the 96-bit word, op is OP (tbuffer: OP-128) and variant bit 2 is TFE.\n")
    for gname, members in groups.items():
        r = results[members[0]]
        out.write(f"@group\t{gname}\t{' '.join(members)}\n")
        out.write(f"@soffset\t{gname}\t{'|'.join(r['soffset'])}\n")
        out.write(f"@srsrc\t{gname}\t{'|'.join(r['srsrc'])}\n")
        out.write(f"@format\t{gname}\t{'|'.join(r['format'])}\n")
        out.write(f"@fmtname\t{gname}\t{'|'.join(f'{k}={v}' for k, v in sorted(r['fmtname'].items()))}\n")
        out.write(f"@cpol\t{gname}\t{r['cpol']}\n")
        out.write(f"@tcpol\t{gname}\t{r['tcpol']}\n")
    out.write("name\toperands\t" + "\t".join(groups) + "\n")
    for (name, sig), cells in rows.items():
        out.write(f"{name}\t{sig}\t" + "\t".join("&".join(c) or "-" for c in cells) + "\n")


if __name__ == "__main__":
    main()
