#!/usr/bin/env python3
"""Regenerate crates/isa/data/vop3p.tsv: every VOP3P opcode (packed math, dot,
mix, MFMA/SMFMAC, WMMA/SWMMAC) llvm-mc-22 decodes on each target, with its
operand shape and how each modifier bit decodes.

tools/vop3p_probe.py probes every opcode with words whose fields hold distinct
registers, then with each modifier bit toggled, SGPRs, constants and literals;
the printed text says each operand's width and register file, which sources
take scalars/constants/literals, and per modifier bit whether LLVM prints it,
ignores it or rejects the word.  Targets (and wave sizes, which change WMMA
widths) whose answers are identical form one group: one opcode column each.

Usage: gen_vop3p_table.py > crates/isa/data/vop3p.tsv
  PROBE_CACHE=file.json reuses (or writes) the raw probe answers.
"""
import os
import re
import sys

sys.path.insert(0, os.path.dirname(__file__))
import llvm
import vop3p_probe as vp

REG = re.compile(r"^(v|a|s)(?:(\d+)|\[(\d+):(\d+)\])$")


def split(text):
    """mnemonic, [operand tokens], [trailing words]: operands end with `,`
    but the last; modifiers (`op_sel:[1,0]`, `clamp`) follow, blank-separated."""
    # comments (`/*Invalid immediate*/`) hold blanks: keep only their presence
    text = re.sub(r"/\*.*?\*/", "/*c*/", text)
    name, _, rest = text.partition(" ")
    words = rest.split(" ") if rest else []
    ops = []
    while words:
        w = words.pop(0)
        ops.append(w.rstrip(","))
        if not w.endswith(","):
            break
    return name, ops, words


def reg(tok):
    m = REG.match(tok)
    if not m:
        return None
    if m.group(2) is not None:
        return m.group(1), int(m.group(2)), 1
    return m.group(1), int(m.group(3)), int(m.group(4)) - int(m.group(3)) + 1


class Skip(Exception):
    pass


# names of rows without a destination (gfx950 v_mfma_ld_scale_b32): their
# probe texts get a stand-in VDST so one reader serves every row
NODST = set()
STAND_IN = f"v{vp.D}, "


def with_stand_in(p):
    out = {}
    for k, t in p.items():
        if isinstance(t, str) and " " in t:
            name, _, rest = t.partition(" ")
            NODST.add(name)
            t = f"{name} {STAND_IN}{rest}"
        out[k] = t
    return out


def real(text):
    """The text llvm-mc-22 printed (without the stand-in VDST)."""
    name, _, rest = text.partition(" ")
    if name in NODST and rest.startswith(STAND_IN):
        return f"{name} {rest[len(STAND_IN):]}"
    return text


def view(p):
    """The probes of one opcode, read from the second base (no ABID) where the
    first does not decode (gfx950 f8f6f4 MFMA reject ABID)."""
    if p["base"] is not None or p.get("f0") is None:
        return p
    q = dict(p)
    q.update({f"b{b}": p.get(f"fb{b}") for b in vp.MOD_BITS})
    q.update(base=p["f0"], sgpr=p.get("fsgpr"), const=p.get("fconst"), int=p.get("fint"))
    return q


def row_of(op, p):
    """(name, kind, flags, sig, bit classes) of one opcode's probes."""
    fmt = p["base"] is None and p.get("f0") is not None
    p = view(p)
    base = p["base"]
    if base is None:
        raise Skip("base probe does not decode")
    name, ops, tail = split(base)
    mods_text = " ".join(tail)
    _, zops, _ = split(p["zero"]) if p["zero"] else (None, None, None)
    _, b15, _ = split(p["b15"]) if p["b15"] else (None, None, None)
    kind = "pk"
    b8 = p.get("b8") or ""
    b61 = p.get("b61") or ""
    if "cbsz" in b8:
        kind = "mai"
    elif "|" in b8 or "-v" in b61:
        kind = "mix"
    sig = []
    fields = [vp.D, vp.S0, vp.S1, vp.S2]
    for k, tok in enumerate(ops):
        r = reg(tok)
        if r is None:
            raise Skip(f"operand {tok}")
        f, n, w = r
        if n != fields[k]:
            raise Skip(f"operand {tok} not from its field")
        zf = reg(zops[k])[0] if zops and k < len(zops) and reg(zops[k]) else f
        cf = reg(b15[k])[0] if b15 and k < len(b15) and reg(b15[k]) else f
        file = f
        if f == "a" and zf == "v":
            file = "s"  # ACC bit of the source selects the file
        elif f == "v" and cf == "a" and kind == "mai":
            file = "c"  # ACC_CD selects the file of D and C
        tok_out = f"{file}{w}"
        if k > 0:
            i = k - 1
            for var, flag in (("sgpr", "S"), ("const", "K"), (f"lit{i}", "L")):
                t = p.get(var)
                if t is None:
                    continue
                _, vops, _ = split(t)
                if k < len(vops) and "/*" not in vops[k] and not (var == "sgpr" and vops[k].startswith(("v", "a"))):
                    tok_out += flag
            # no lit(...) in this operand's text (WMMA C): every type probe prints bare hex
            bare = [p.get(f"l{i}_{val:x}") for val in vp.TYPE_PROBES]
            if all(t and split(t)[1][k:k + 1] == [f"0x{val:x}"] for t, val in zip(bare, vp.TYPE_PROBES)):
                tok_out += "N"
            # literal type: 16 bits (printed truncated), f16 or bf16 inline values
            t = p.get(f"lit{i}")
            if t and split(t)[1][k:k + 1] == ["0x1234"]:
                tok_out += "H"
            for val, flag in ((0x3C00, "F"), (0x3F80, "B"), (0x3F800000, "W")):
                t = p.get(f"l{i}_{val:x}")
                if t and split(t)[1][k:k + 1] == [f"lit(0x{val:x})"]:
                    tok_out += flag
            t = p.get("const")
            if t and k == 3:
                _, vops, _ = split(t)
                if k < len(vops) and vops[k] == "0.15915494309189532":
                    tok_out += "D"
        sig.append(tok_out)
    # how each modifier bit decodes: P printed, I ignored, X rejected
    classes = {}
    for b in vp.MOD_BITS:
        t = p.get(f"b{b}")
        classes[b] = "X" if t is None else ("I" if t == base else "P")
    flags = []
    if kind in ("pk", "mix"):
        # op_sel_hi default: nothing printed with all ones (packed) or all zeros (mix)
        if "op_sel_hi" in base:
            flags.append("ophi0")
    if kind == "mai" and "neg:" in (p.get("b61") or ""):
        flags.append("blgpneg")
    if "index_key" in (p.get("b11") or ""):
        flags.append("ikey")
    if name in NODST:
        flags.append("nodst")
    if fmt:
        # CBSZ / BLGP pick the A / B formats, and so the widths of sources 0 / 1
        widths = [[reg(split(p[f"f{c}"])[1][k])[2] for c in range(8)] for k in (1, 2)]
        flags.append("fmt=" + ":".join("".join(str(w) for w in ws) for ws in widths))
    if kind == "mai":
        # base word carries abid bit 3 (bit 14): strip it from the expected text
        mods_text = mods_text.replace("abid:8", "").strip()
    if "ophi0" in flags:
        mods_text = mods_text.replace("op_sel_hi:[1,1,1]", "").strip()
    if mods_text:
        raise Skip(f"modifiers in base text: {mods_text}")
    return name, kind, flags, sig, classes


def mask(classes, cls):
    return sum(1 << b for b, c in classes.items() if c == cls)


# gfx950: v_mfma_ld_scale_b32 followed by an f8f6f4 MFMA whose ABID is 1 is
# one 128-bit instruction, v_mfma_scale_f32_* (observed with llvm-mc-22; the
# first word's SRC0/SRC1 are the scale sources). Scale source registers:
SC0, SC1 = 60, 61


def scale_rows(rows, groups):
    """Rows of the fused scaled MFMA forms: the MFMA row's columns with the
    scale sources appended to the signature, flag `scale`, and the modifier
    bits llvm-mc-22 assembles the MFMA word of the probe text to; the opcode
    cell is the MFMA's."""
    out = {}
    for gi, g in enumerate(groups):
        t, wave = g[0]
        if vp.gen(t) != 9:
            continue
        ld = [cells[gi] for row, cells in rows.items() if "nodst" in row[2] and gi in cells]
        if not ld:
            continue
        mai = [(row, cells[gi]) for row, cells in rows.items() if row[1] == "mai" and gi in cells]
        first = vp.word(t, ld[0], mods=0, s=(256 + SC0, 256 + SC1, 0), d=0).to_bytes(8, "little")
        words = [first + vp.word(t, op, mods=vp.FMT_MODS | 1 << 11).to_bytes(8, "little")
                 for _, op in mai]
        # a pair llvm-mc-22 reads as two instructions counts as not decoded
        texts = llvm.disassemble_each(t, words, nbytes=16)
        fused = [(row, op, x) for (row, op), x in zip(mai, texts) if x is not None]
        enc = llvm.assemble(t, [x for _, _, x in fused])
        for (row, op, x), (canon_text, b) in zip(fused, enc):
            if canon_text != x:
                raise SystemExit(f"{t}: llvm-mc-22 does not assemble {x!r} back: {b}")
            name, ops, _ = split(x)
            extra = tuple(f"{r[0]}{r[2]}" for r in map(reg, ops[len(row[3]):]))
            canon = int.from_bytes(b[8:16], "little") & sum(1 << k for k in vp.MOD_BITS)
            key = (name, "mai", row[2] + ("scale",), row[3] + extra) + row[4:6] + (canon,) + row[7:]
            out.setdefault(key, {})[gi] = op
    return out


def main():
    data = vp.load()
    keys = []
    for t in llvm.TARGETS:
        keys.append((t, 32))
        if vp.gen(t) >= 10:
            keys.append((t, 64))
    answers = {}
    skipped = {}
    unmodelled = {}
    for t, wave in keys:
        res = {}
        for op, p in sorted(data[f"{t}/{wave}"].items()):
            try:
                name, kind, flags, sig, classes = row_of(op, p)
            except Skip as e:
                unmodelled.setdefault((t, wave), []).append(op)
                skipped.setdefault((p["base"] or p["zero"] or "").split(" ")[0], set()).add(f"{t}: {e}")
                continue
            res[op] = (name, kind, tuple(flags), tuple(sig),
                       mask(classes, "X"), mask(classes, "I"))
        # opcodes no probe decodes may still decode with VDST 0 (gfx950
        # v_mfma_ld_scale_b32, which has no destination): probed again so
        dst0 = vp.dst0_opcodes(t, wave, data)
        for op, p in sorted(vp.probe_dst0(t, wave, dst0).items()):
            data[f"{t}/{wave}"][op] = p = with_stand_in(p)
            try:
                name, kind, flags, sig, classes = row_of(op, p)
            except Skip as e:
                unmodelled.setdefault((t, wave), []).append(op)
                skipped.setdefault((p["base"] or p["zero"] or "").split(" ")[0], set()).add(f"{t}: {e}")
                continue
            res[op] = (name, kind, tuple(flags), tuple(sig),
                       mask(classes, "X"), mask(classes, "I"))
        res["unmodelled"] = tuple(sorted(unmodelled.get((t, wave), [])))
        answers[(t, wave)] = res
    # groups of identical answers, in target order
    groups = []
    for key in keys:
        for g in groups:
            if answers[g[0]] == answers[key]:
                g.append(key)
                break
        else:
            groups.append([key])
    # canonical modifier bits (what llvm-mc-22 assembles the base text to)
    rows = {}
    for gi, g in enumerate(groups):
        t, wave = g[0]
        ops = sorted(op for op in answers[g[0]] if op != "unmodelled")
        texts = [view(data[f"{t}/{wave}"][op])["base"] for op in ops]
        texts = [real(re.sub(r" (abid:8|op_sel_hi:\[1,1,1\])$", "", x)) for x in texts]
        enc = llvm.assemble(t, texts, "+wavefrontsize64" if wave == 64 else None)
        for op, text, (out, b) in zip(ops, texts, enc):
            if out is None:
                raise SystemExit(f"{t}: llvm-mc-22 rejects its own text {text!r}: {b}")
            w = int.from_bytes(b[:8], "little")
            canon = w & sum(1 << x for x in vp.MOD_BITS)
            row = answers[g[0]][op] + (canon,)
            rows.setdefault(row, {})[gi] = op
    # scalar and constant sources that llvm-mc-22 decodes but does not assemble
    # (v_accvgpr_write_b32 s2 on gfx908): R / Q mark them
    final = {}
    for row, cells in rows.items():
        for gi, op in cells.items():
            t, wave = groups[gi][0]
            text = view(data[f"{t}/{wave}"][op])["base"]
            name, ops, _ = split(text)
            sig = list(row[3])
            for k in range(1, len(ops)):
                one = sig[k][1:2] == "1" and not sig[k][2:3].isdigit()
                for flag, sub in (("S", "s2" if one else None), ("K", "1"), ("L", "0x1234" if "H" in sig[k] else "0x12345678")):
                    if flag not in sig[k] or sub is None:
                        continue
                    ops2 = list(ops)
                    ops2[k] = sub
                    line = real(f"{name} " + ", ".join(ops2))
                    (out, _), = llvm.assemble(t, [line], "+wavefrontsize64" if wave == 64 else None)
                    if out is None:
                        sig[k] += {"S": "R", "K": "Q", "L": "P"}[flag]
            # modifier bits the decoder prints but llvm-mc-22 does not assemble
            # (gfx942 v_dot2_f32_f16 op_sel): the probe text with the bit toggled
            p = view(data[f"{t}/{wave}"][op])
            bits = [b for b in vp.MOD_BITS if p.get(f"b{b}") not in (None, p["base"])]
            lines = [real(re.sub(r" abid:8", "", p[f"b{b}"]) if row[1] == "mai" else p[f"b{b}"]) for b in bits]
            enc = llvm.assemble(t, lines, "+wavefrontsize64" if wave == 64 else None)
            asm_reject = sum(1 << b for b, (out, _) in zip(bits, enc) if out is None)
            final.setdefault(row[:3] + (tuple(sig),) + row[4:] + (asm_reject,), {})[gi] = op
    rows = final
    rows.update(scale_rows(rows, groups))
    print(llvm.header("VOP3P instructions", __file__))
    print("# @group NAME KEYS: targets (KEY:w64 = wave64) whose answers are identical; one opcode column each.")
    print("# columns: name, kind (pk: op_sel/op_sel_hi/neg_lo/neg_hi/clamp; mix: the same with neg_lo/neg_hi")
    print("#   as -x/|x|; mai: cbsz/abid/blgp, ACC bits), flags (ophi0: op_sel_hi defaults to 0; blgpneg:")
    print("#   BLGP prints as neg:[..]; ikey: op_sel prints as index_key; fmt=A:B: widths of sources 0 and 1\n"
          "#   for each CBSZ and BLGP value; scale: fused with the v_mfma_ld_scale_b32 word before it,\n"
          "#   128 bits, its SRC0/SRC1 the last two sources), signature, reject mask, ignore mask,")
    print("#   canonical modifier bits (hex, over word bits 8-15 and 59-63), modifier bits the assembler\n"
      "#   rejects though the decoder prints them, one opcode per group (hex or -).")
    print("# signature: dst then sources, FILE WIDTH [S K L D]: file v VGPR, a AGPR, s AGPR/VGPR by the")
    print("#   source's ACC bit, c by ACC_CD; S takes SGPRs, K inline constants, L literals,")
    print("#   D constants print with f64 precision, H 16-bit literals, F/B/W f16/bf16/f32 inline values,\n"
          "#   N literals never print as lit(...), R/Q/P SGPRs/constants/literals decode but do not assemble.")
    for g in groups:
        print("@group\t" + f"{g[0][0]}{':w64' if g[0][1] == 64 else ''}\t" +
              " ".join(f"{t}{':w64' if w == 64 else ''}" for t, w in g))
    print("# @unmodelled GROUP OPCODES: opcodes llvm-mc-22 decodes in forms not modelled yet (hex).")
    for g in groups:
        ops = answers[g[0]]["unmodelled"]
        if ops:
            print(f"@unmodelled\t{g[0][0]}{':w64' if g[0][1] == 64 else ''}\t" + " ".join(f"{op:x}" for op in ops))
    # GFX9 has no VOP3P literals to probe the operand types with; the type is
    # the instruction's, so take it from the same name on GFX10+
    types = {}
    for row in rows:
        for k, tok in enumerate(row[3]):
            if "L" in tok:
                types[(row[0], k)] = "".join(x for x in tok if x in "HFB")
    # other spellings llvm-mc-22 assembles to a canonical name of the group
    # (gfx942 takes the old MFMA names, gfx12 v_pk_min_f16...): the base text
    # of every name of other groups, assembled on each group
    texts = {}
    for gi, g in enumerate(groups):
        t, wave = g[0]
        for op, p in data[f"{t}/{wave}"].items():
            p = view(p)
            if p.get("base") and op in answers[g[0]]:
                texts.setdefault(p["base"].split(" ")[0], real(re.sub(r" (abid:8|op_sel_hi:\[1,1,1\])$", "", p["base"])))
    aliases = {}
    for gi, g in enumerate(groups):
        t, wave = g[0]
        have = {answers[g[0]][op][0] for op in answers[g[0]] if op != "unmodelled"}
        cands = sorted(n for n in texts if n not in have)
        enc = llvm.assemble(t, [texts[n] for n in cands], "+wavefrontsize64" if wave == 64 else None)
        for n, (out, _) in zip(cands, enc):
            if out is not None and out.split(" ")[0] in have:
                aliases.setdefault((n, out.split(" ")[0]), []).append(g[0][0] + (":w64" if g[0][1] == 64 else ""))
    print("# @alias NAME CANONICAL GROUPS: another spelling the assembler accepts.")
    for (n, canon), gs in sorted(aliases.items()):
        print(f"@alias\t{n}\t{canon}\t{' '.join(gs)}")
    for row, cells in sorted(rows.items(), key=lambda r: (r[0][0], min(r[1]))):
        name, kind, flags, sig, rej, ign, canon, asm_rej = row
        sig = [tok if "L" in tok else tok + types.get((name, k), "") for k, tok in enumerate(sig)]
        print("\t".join([name, kind, ",".join(flags) or "-", " ".join(sig),
                         f"{rej:x}", f"{ign:x}", f"{canon:x}", f"{asm_rej:x}"] +
                        [f"{cells[gi]:x}" if gi in cells else "-" for gi in range(len(groups))]))
    for name, why in sorted(skipped.items()):
        print(f"skipped {name}: {sorted(why)[0]} ({len(why)} targets)", file=sys.stderr)


if __name__ == "__main__":
    main()
