#!/usr/bin/env python3
"""Regenerate crates/isa/tests/data/buffer_corpus.tsv (MUBUF and MTBUF,
GFX9-GFX11; GFX12's 96-bit VBUFFER) from the LLVM oracle.

Rows as in ds_corpus.tsv (rt / dis / asm / err; see tools/gen_ds_corpus.py).
Random words cover every buffer opcode and variant on every target (random
registers, address forms, SRSRC, SOFFSET, offsets, ACC and cache-policy bits,
sometimes with the bits LLVM ignores set); hand-written lines add the extremes
(largest offsets, highest registers, every SOFFSET kind), every modifier and
errors.
"""
import os, random, sys

sys.path.insert(0, os.path.dirname(__file__))
import llvm
from gen_buffer_table import ACC, layout

PER_CELL = int(os.environ.get("PER_CELL", "2"))


def random_word12(rng, L, op, v, zero, cpol):
    """A GFX12 VBUFFER word: random fields, TH / SCOPE / NV and (sometimes)
    bits LLVM ignores, the format field, bit 95 or a must-be-zero bit."""
    w = 0b110001 << 26 | L.op_bits(op) | L.variant_bits(v)
    w |= rng.choice([rng.randrange(128), rng.randrange(106), 124, 125, 1])
    fmt = rng.choice([rng.randrange(128), 1, rng.randrange(64)]) if L.mtbuf else \
        rng.choice([1, 1, 1, rng.randrange(128)])
    srsrc = rng.choice([rng.randrange(32), rng.randrange(26), 2])
    w |= (rng.randrange(256) | srsrc << 11 | fmt << 23 | rng.randrange(2) << 30 | rng.randrange(2) << 31) << 32
    for b in range(64):
        if cpol >> b & 1 and rng.randrange(3) == 0:
            w |= 1 << b
    offset = rng.choice([rng.randrange(1 << 23), 0, (1 << 23) - 1, rng.randrange(64), rng.randrange(1 << 12)])
    w |= (rng.randrange(256) | offset << 8) << 64
    if rng.randrange(4) == 0:
        w |= 1 << rng.choice([b for b in range(96) if not L.fixed() >> b & 1])
    return w & ~zero if rng.randrange(8) else w


def random_word(rng, L, op, v, zero, cpol):
    if L.g == 12:
        return random_word12(rng, L, op, v, zero, cpol)
    w = L.enc << 26 | L.op_bits(op) | L.variant_bits(v)
    if L.mtbuf:
        w |= rng.choice([rng.randrange(128), 1, rng.randrange(16)]) << 19
    w |= rng.randrange(2) << L.offen | rng.randrange(2) << L.idxen
    w |= rng.choice([rng.randrange(1 << 12), 0, 0xFFF, rng.randrange(64)])
    soffset = rng.choice([rng.randrange(128), rng.randrange(128, 255), rng.randrange(106), 124, 125])
    srsrc = rng.choice([rng.randrange(32), rng.randrange(26), 2])
    w |= (rng.randrange(256) | rng.randrange(256) << 8 | srsrc << 16 | soffset << 24) << 32
    if L.acc and rng.randrange(2):
        w |= ACC
    for b in range(64):
        if cpol >> b & 1 and rng.randrange(3) == 0:
            w |= 1 << b
    if rng.randrange(4) == 0:
        w |= 1 << rng.choice([b for b in range(64) if not (L.fixed() | 0x3F << 26) >> b & 1])
    w = w & ~zero if rng.randrange(8) else w
    # SOFFSET 255 (a literal) crashes llvm-mc-22 on GFX9
    return w & ~(1 << 63) if w >> 56 == 255 else w


def example(name, sig, vaddr="v2", mods="offen", hi=False, fmt=None):
    ops = []
    toks = sig.split()
    for s in toks:
        if s.startswith("vdata"):
            w = int(s.split(":")[1])
            lo = (256 - w - (256 - w) % 2) if hi else 6
            ops.append(f"v{lo}" if w == 1 else f"v[{lo}:{lo + w - 1}]")
        elif s == "vaddr":
            ops.append(vaddr)
        elif s == "srsrc":
            ops.append("s[8:11]")
        elif s == "soffset":
            ops.append("s1")
    text = f"{name} {', '.join(ops)}".rstrip()
    if "format" in toks and fmt:
        text += f" format:{fmt}"
    if "vaddr" in toks and mods:
        text += f" {mods}"
    for m in ("lds", "tfe"):
        if m in toks:
            text += f" {m}"
    return text


TH12 = ["th:TH_LOAD_NT", "th:TH_LOAD_HT scope:SCOPE_SE", "scope:SCOPE_SYS th:TH_LOAD_NT", "th:TH_LOAD_BYPASS scope:SCOPE_SYS",
        "th:TH_LOAD_LU scope:SCOPE_SYS", "th:TH_LOAD_RT", "scope:SCOPE_CU", "th:TH_STORE_NT_WB", "th:TH_STORE_BYPASS scope:SCOPE_SYS",
        "th:TH_STORE_WB", "th:TH_ATOMIC_RETURN", "th:TH_ATOMIC_NT_RETURN scope:SCOPE_DEV", "th:TH_ATOMIC_CASCADE_NT scope:SCOPE_SYS",
        "th:TH_ATOMIC_CASCADE_RT", "th:TH_ATOMIC_NT_RETURN scope:SCOPE_SYS", "th:0x7", "th:7", "th:TH_BOGUS", "scope:SCOPE_BOGUS",
        "th:TH_LOAD_NT th:TH_LOAD_HT", "scope:SCOPE_SE scope:SCOPE_SE", "nv", "offset:8388607", "offset:8388608",
        "offset:4 th:TH_LOAD_NT", "th:TH_LOAD_NT offset:4", "th:TH_LOAD_NT tfe", "tfe th:TH_LOAD_NT"]


def edge_lines(name, sig, g, full):
    """Extremes and errors; the long list once per operand signature."""
    if g == 12:
        base = example(name, sig)
        lines = [base, example(name, sig, hi=True), example(name, sig, "v[2:3]", "idxen offen") + " offset:8388607",
                 f"{base} th:TH_ATOMIC_RETURN", f"{base} th:TH_LOAD_NT", f"{base} th:TH_STORE_NT scope:SCOPE_SYS", name]
        if not full:
            return lines
        return lines + [base.replace(" offen", f" offen {m}", 1) if " tfe" in base else f"{base} {m}"
                        for m in TH12] + edge_lines(name, sig, 11, True)
    if not full and sig != "-":
        base = example(name, sig)
        return [base, example(name, sig, hi=True), example(name, sig, "v[2:3]", "idxen offen") + " offset:4095 glc",
                base.replace("v6", "a6", 1).replace("v[6:", "a[6:", 1), f"{base} tfe", f"{base} lds", name]
    if sig == "-":
        return [name, f"{name} glc", f"{name} sc0 sc1", f"{name} slc", f"{name} offset:4", name.upper(),
                f"{name} v1"]
    base = example(name, sig)
    out = [base, example(name, sig, hi=True),
           example(name, sig, "off", ""), example(name, sig, "v2", "idxen"),
           example(name, sig, "v[2:3]", "idxen offen"), example(name, sig, "v[3:4]", "idxen offen"),
           example(name, sig, "v[254:255]", "idxen offen"), example(name, sig, "v2", ""),
           example(name, sig, "v[2:3]", "offen"), example(name, sig, "off", "offen"),
           example(name, sig, "v2", "offen offen"), example(name, sig, "v2", "addr64")]
    for v in ("0", "4095", "4096", "-1", "0x10"):
        out.append(f"{base} offset:{v}")
    for so in ("0", "64", "-16", "65", "1.0", "0.5", "-4.0", "m0", "vcc_lo", "vcc_hi", "null", "exec_lo",
               "0x1234", "s101", "s105", "ttmp15", "src_scc", "src_lds_direct", "v1", "s[2:3]", "lit(1)"):
        out.append(base.replace(", s1", f", {so}", 1))
    for rs in ("s[100:103]", "s[96:99]", "s[5:8]", "ttmp[4:7]", "ttmp[12:15]", "s[4:5]", "v[8:11]"):
        out.append(base.replace("s[8:11]", rs, 1))
    if "format" in sig.split():
        for fmt in ("[BUF_FMT_32_FLOAT]", "[BUF_FMT_8_UNORM]", "[BUF_FMT_INVALID]", "[ BUF_FMT_16_SNORM ]",
                    "[BUF_DATA_FORMAT_32,BUF_NUM_FORMAT_FLOAT]", "[BUF_NUM_FORMAT_FLOAT,BUF_DATA_FORMAT_32]",
                    "[BUF_DATA_FORMAT_32]", "[BUF_DATA_FORMAT_8]", "[BUF_NUM_FORMAT_SINT]", "0", "1", "22", "127",
                    "128", "-1", "[BUF_FMT_BOGUS]", "[BUF_FMT_32_FLOAT"):
            out.append(example(name, sig, fmt=fmt))
        out.append(base.replace(", s1", ", format:[BUF_FMT_32_FLOAT], s1", 1))
        out.append(base.replace(" offen", " offen format:22", 1))
    for mod in ("glc", "slc", "dlc", "glc slc dlc", "sc0", "sc1", "nt", "sc0 sc1 nt", "scc", "lds", "tfe",
                "nv", "glc glc", "offset:8 glc", "glc offset:8"):
        out.append(f"{base} {mod}")
    out.append(base.replace("v6", "a6", 1).replace("v[6:", "a[6:", 1))
    out.append(base.replace("v[6:", "v[7:", 1))
    out.append(name)
    out.append(base.upper())
    out.append(base.replace(", s1", ", s1, v9", 1))
    return out


def main():
    groups, rows = llvm.read_rows(llvm.data_path("buffer.tsv"))
    aliases = llvm.read_aliases("buffer_aliases.tsv")
    rng = random.Random(int(os.environ.get("SEED", "2026")))
    out = [llvm.header("Buffer (MUBUF and MTBUF) conformance corpus", __file__)]
    for gi, (gname, members) in enumerate(groups):
        for ti, target in enumerate(members):
            L = layout(target, False)
            nb = 12 if L.g == 12 else 8
            present = [(n, s, c[gi]) for n, s, c in rows if c[gi] != "-"]
            words = []
            for name, sig, cell in present:
                Lk = layout(target, "format" in sig.split())
                for op, v, zero, cpol in llvm.variant_cells(cell):
                    words += [random_word(rng, Lk, op, v, zero, cpol) for _ in range(PER_CELL * (1 + 3 * Lk.mtbuf))]
            texts = []
            for i in range(0, len(words), 256):
                texts += llvm.disassemble_each(target, words[i:i + 256], nb)
            out += llvm.word_rows(target, target, words, texts, nb)
            if ti > 0:
                continue  # hand-written lines once per group
            lines, seen = [], set()
            for name, sig, cell in present:
                lines += edge_lines(name, sig, L.g, sig not in seen)
                seen.add(sig)
            # every alias the group accepts, in each of its canonical name's forms
            for alias, canon, gs in aliases:
                if gname in gs.split():
                    lines += [example(alias, sig) for name, sig, cell in present if name == canon]
            out += llvm.asm_rows(target, target, lines)
    print("\n".join(out))


if __name__ == "__main__":
    main()
