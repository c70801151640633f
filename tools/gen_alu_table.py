#!/usr/bin/env python3
"""Regenerate crates/isa/data/alu.tsv: every SOP1/SOP2/SOPK/SOPC/SOPP/VOP1/VOP2/
VOPC/VOP3 opcode llvm-mc-22 decodes on each target, with its operand shape.

Nothing here is written by hand per instruction: tools/sweep_opcodes.py probes
every opcode of every encoding with words whose fields hold distinct register
numbers (and variants with SGPRs, constants, each modifier bit), and the
printed text says which field each operand comes from, how wide it is, which
register class it takes and which modifiers the instruction accepts; probes
with each op_sel bit set say what LLVM's decoder makes of it (true16 halves,
`op_sel:[...]`, the fake16 fallback), and probes followed by a literal find
the constant-K forms.  Targets whose answers are identical form one group (a
column).  Opcodes whose text holds syntax the library does not model yet
(DPP/SDWA, interp attributes, packed math...) are left out and listed on
stderr; they decode as "not supported yet".

Usage: gen_alu_table.py > crates/isa/data/alu.tsv
  PROBE_CACHE=file.json reuses (or writes) the raw probe answers.
"""
import json, os, re, sys

sys.path.insert(0, os.path.dirname(__file__))
import llvm
import sweep_opcodes as sw

ENCS = ["sop1", "sop2", "sopk", "sopc", "sopp", "vop1", "vop2", "vopc", "vop3"]
# VOP3 opcode of the e64 twin: base + short opcode (GFX9 VOP1 at 0x140).
TWIN_BASE = {"vopc": 0, "vop2": 0x100, "vop1": 0x180}

# Opcode values past these belong to another encoding's prefix (SOP2 0x60+ is
# SOPK, SOPK 0x1d+ is SOP1/SOPC/SOPP, VOP2 0x3e+ is VOPC/VOP1).
OP_LIMIT = {"sop2": 0x60, "sopk": 0x1d, "vop2": 0x3e}

# Old spellings LLVM still accepts where a newer name is canonical; each is
# verified by assembling it (the printed name is the canonical one).
ALIAS_CANDIDATES = [
    ("v_add_u32", "v_add_u32 v0, v1, v2"), ("v_sub_u32", "v_sub_u32 v0, v1, v2"),
    ("v_subrev_u32", "v_subrev_u32 v0, v1, v2"),
    ("s_add_u32", "s_add_u32 s0, s1, s2"), ("s_sub_u32", "s_sub_u32 s0, s1, s2"),
    ("s_addc_u32", "s_addc_u32 s0, s1, s2"), ("s_subb_u32", "s_subb_u32 s0, s1, s2"),
    ("s_andn2_b32", "s_andn2_b32 s0, s1, s2"), ("s_andn2_b64", "s_andn2_b64 s[0:1], s[2:3], s[4:5]"),
    ("s_orn2_b32", "s_orn2_b32 s0, s1, s2"), ("s_orn2_b64", "s_orn2_b64 s[0:1], s[2:3], s[4:5]"),
    ("s_andn2_saveexec_b32", "s_andn2_saveexec_b32 s0, s1"),
    ("s_andn2_saveexec_b64", "s_andn2_saveexec_b64 s[0:1], s[2:3]"),
    ("s_orn2_saveexec_b64", "s_orn2_saveexec_b64 s[0:1], s[2:3]"),
    ("s_andn1_saveexec_b64", "s_andn1_saveexec_b64 s[0:1], s[2:3]"),
    ("v_add_co_u32", "v_add_co_u32 v0, vcc_lo, v1, v2"),
    ("v_dot2c_f32_f16", "v_dot2c_f32_f16 v0, v1, v2"),
]

SKIP_SYNTAX = re.compile(r"\.h\b|op_sel|attr|high|row_|quad_perm|dpp|sdwa|hwreg|sendmsg|gpr_idx|"
                         r"depctr|\bid:|offset:|\(|neg_lo|neg_hi|byte_sel|index_key|matrix|bound_ctrl")
REG = re.compile(r"^(v|s|ttmp|a)(?:(\d+)|\[(\d+):(\d+)\])(?:\.l)?$")
TYPE16 = re.compile(r"_(f16|i16|u16|b16|bf16|f8|bf8|fp8|bf8|pk)(_|$)|16_|_16|_bf16|f16_|pk_")


def load_probes():
    cache = os.environ.get("PROBE_CACHE")
    data = json.load(open(cache)) if cache and os.path.exists(cache) else {}
    for t in llvm.TARGETS if not data else []:
        for e in ENCS:
            data[f"{t}/{e}/32"] = sw.probe(t, e)
            if not llvm.is_gfx9(t) and e.startswith("vop"):
                data[f"{t}/{e}/64"] = sw.probe(t, e, wave64=True)
        print(f"probed {t}", file=sys.stderr)
    changed = cache is not None and not os.path.exists(cache)
    for t in llvm.TARGETS:
        for e in ("vop2", "sop2", "sopk"):
            if f"{t}/{e}/kimm" not in data:
                data[f"{t}/{e}/kimm"] = sw.probe_kimm(t, e)
                changed = True
        if f"{t}/vop2/kimmlit" not in data:
            data[f"{t}/vop2/kimmlit"] = sw.probe_kimm_lit(t, sorted(int(o) for o in data[f"{t}/vop2/kimm"]))
            changed = True
        if f"{t}/vop3/opsel" not in data:
            data[f"{t}/vop3/opsel"] = sw.probe_opsel(t)
            changed = True
        if f"{t}/pk" not in data:
            data[f"{t}/pk"] = probe_packed(t, data)
            changed = True
        if f"{t}/names" in data:  # JSON keys come back as strings
            data[f"{t}/names"] = {k: {int(i): n for i, n in v.items()}
                                  for k, v in data[f"{t}/names"].items()}
        if f"{t}/names" not in data:
            data[f"{t}/names"] = probe_names(t, data)
            changed = True
        if f"{t}/ucversion" in data:  # JSON keys come back as strings
            data[f"{t}/ucversion"] = {int(k): v for k, v in data[f"{t}/ucversion"].items()}
        if f"{t}/ucversion" not in data:
            data[f"{t}/ucversion"] = probe_versions(t, data)
            changed = True
        if f"{t}/dppsrc1" not in data:
            data[f"{t}/dppsrc1"] = probe_dpp_src1(t)
            changed = True
    if cache and changed:
        json.dump(data, open(cache, "w"))
    return data


# Literals that tell a source's 16-bit type apart (LLVM prints lit(...) where
# the type would read the value as an inline constant): 0x3c00 (f16 1.0 in
# the low half: packed f16 pairs and 16-bit f16), 0x3f80 (bf16 1.0), 0x3c003c00
# (1.0 in both halves: GFX11+ f16 pairs whose inline constants fill both),
# 0x3f800000 (a single bf16 reads the low half, 0: inline) and the usual LIT
# (a 16-bit source prints its low half).
PK_LITS = (0x3c00, 0x3f80, 0x3c003c00, 0x3f800000, sw.LIT)


def probe_packed(t, data):
    """{enc: {op: {"pkI:LIT": text}}}: each source I that takes a literal,
    the base probe with that source reading each of PK_LITS."""
    g = sw.gen(t)
    fields = {"sop1": [(0, 0xff)], "sop2": [(0, 0xff), (8, 0xff)], "sopc": [(0, 0xff), (8, 0xff)],
              "vop1": [(0, 0x1ff)], "vop2": [(0, 0x1ff)], "vopc": [(0, 0x1ff)],
              "vop3": [(32 + 9 * i, 0x1ff) for i in range(3)] if g > 9 else []}
    keys, words = [], []
    for e, fs in fields.items():
        for op, pr in data[f"{t}/{e}/32"].items():
            if not pr.get("base"):
                continue
            v = sw.probe_words_plain(e, int(op), g)["base"]
            w = int.from_bytes(v, "little")
            for i, (shift, mask) in enumerate(fs):
                for lit in PK_LITS:
                    keys.append((e, op, f"pk{i}:{lit:x}"))
                    words.append((w & ~(mask << shift) | 255 << shift).to_bytes(len(v), "little")
                                 + lit.to_bytes(4, "little"))
    texts = []
    step = 2000
    for k in range(0, len(words), step):
        try:
            texts += sw._probe_batch(t, words[k:k + step], False)
        except AssertionError:  # llvm-mc-22 crashed on one: ask one at a time
            for b in words[k:k + step]:
                try:
                    texts += sw._probe_batch(t, [b], False)
                except AssertionError:
                    texts.append(None)
    out = {}
    for (e, op, var), text in zip(keys, texts):
        out.setdefault(e, {}).setdefault(op, {})[var] = text
    return out


# How LLVM reads each field of a short form that reaches v0-v127 only, from
# words with v200 in one field: a destination makes the word invalid; src0
# and vsrc1 print these class comments.
LO128_CLASS = {0: "'VS_32_Lo128'", 1: "'VGPR_32_Lo128'"}


def lo128_fields(t, enc, op, kimm):
    """Bit mask of the short form's fields limited to v0-v127 (bit 0 src0,
    1 vsrc1: a class comment; 3 the destination: the word is invalid)."""
    def word(dst, s0, v1):
        w = {"vop1": 0x3f << 25 | dst << 17 | op << 9 | s0, "vop2": op << 25 | dst << 17 | v1 << 9 | s0,
             "vopc": 0x3e << 25 | op << 17 | v1 << 9 | s0}[enc]
        return w.to_bytes(4, "little") + (b"\x00\x3c\x00\x00" if kimm else b"")
    tries = [(8, word(200, 257, 3))] if enc != "vopc" else []
    tries += [(1, word(2, 456, 3))] + ([(2, word(2, 257, 200))] if enc != "vop1" else [])
    texts = llvm.disassemble_each(t, [w for _, w in tries])
    mask = 0
    for (bit, _), text in zip(tries, texts):
        if bit == 8 and text is None:
            mask |= bit
        elif bit != 8 and text is not None and "Lo128" in text:
            cls = LO128_CLASS[bit - 1]
            if f"Invalid register, operand has {cls} register class" not in text:
                raise Skip("lo128 class " + text)
            mask |= bit
    return mask


def probe_names(t, data):
    """hwreg ids 0..63 (offset 0, size 32) via s_getreg_b32 and messages
    0..1023 via s_sendmsg (every message, operation and stream field):
    {"hwreg": {id: name}, "sendmsg": {value: text inside sendmsg(...)}}."""
    def opcode(enc, prefix):
        for op, v in data[f"{t}/{enc}/32"].items():
            if any(x and x.startswith(prefix) for x in v.values()):
                return int(op)
    names = {"hwreg": {}, "sendmsg": {}}
    op = opcode("sopk", "s_getreg_b32 ")
    texts = sw.probe_values(t, [0b1011 << 28 | op << 23 | 5 << 16 | 31 << 11 | i for i in range(64)])
    for i, text in enumerate(texts):
        m = re.fullmatch(r"s_getreg_b32 s5, hwreg\(([A-Z_0-9]+)\)", text or "")
        if m and not m.group(1).isdigit():
            names["hwreg"][i] = m.group(1)
    op = opcode("sopp", "s_sendmsg ")
    texts = sw.probe_values(t, [0b101111111 << 23 | op << 16 | i for i in range(1024)])
    for i, text in enumerate(texts):
        m = re.fullmatch(r"s_sendmsg sendmsg\((MSG_[A-Z_0-9, ]+)\)", text or "")
        if m:
            names["sendmsg"][i] = m.group(1)
    return names


def probe_versions(t, data):
    """s_version's symbolic names, {value: name}: the UC_VERSION_* codes
    (values 0..255 of the low byte) and the flag bits 13..15, read from how
    llvm-mc-22 prints SIMM16 = value (bits alone: the code 0 beside them)."""
    op = next((int(o) for o, v in data[f"{t}/sopk/32"].items()
               if any(x and x.startswith("s_version") for x in v.values())), None)
    if op is None:
        return {}
    values = list(range(256)) + [1 << b for b in (13, 14, 15)]
    texts = sw.probe_values(t, [0b1011 << 28 | op << 23 | v for v in values])
    names = {}
    for v, text in zip(values, texts):
        m = re.fullmatch(r"s_version (UC_VERSION_[A-Z_0-9]+)(?:\|(UC_VERSION_[A-Z_0-9]+))?", text or "")
        if m and v < 256 and not m.group(2):
            names[v] = m.group(1)
        elif m and v >= 256 and m.group(2):
            names[v] = m.group(2)
    return names


def probe_dpp_src1(t):
    """Names of the VOP2 rows whose GFX11+ `_e64_dpp` form reads src1 as a
    raw operand number: a DPP16 word of the VOP3 twin with src1 = 255 that
    llvm-mc-22 decodes in its 12 bytes (no literal) and prints as `0xff`
    (v_fmac_*: their src2 field is the destination, so the source is unused)."""
    if sw.gen(t) < 11:
        return []
    ops = range(OP_LIMIT["vop2"])
    words = [(0xd4000000 | (TWIN_BASE["vop2"] + op) << 16 | 1
              | (0xfa | 255 << 9 | 0x102 << 18) << 32 | 0xff00e402 << 64) for op in ops]
    texts = llvm.disassemble_each(t, words, nbytes=12)
    return sorted(x.split(" ")[0].removesuffix("_e64_dpp") for x in texts
                  if x and re.search(r", 0xff(,| )", x))


def example_line(name, sig):
    """An instruction line with register operands for `sig` (None when a
    token is not understood): enough for llvm-mc to say which name it means."""
    ops = []
    # a scalar instruction's sources are SGPRs (s_flbit_i32_b64 s2, s[4:5])
    src = "s" if name.startswith("s_") else "v"
    for tok in sig.split():
        m = re.fullmatch(r"(vd|sd|ad|md|cd|vcc|a|v|s|r|m|A|k|K)(\d*)(?::(\d+))?[hlpbqct]*", tok)
        if not m:
            return None
        kind, num, width = m.group(1), m.group(2), int(m.group(3) or 1)
        w = int(num or 1) if kind in ("vd", "sd", "ad") else width
        reg = lambda f, n: f"{f}{n}" if w == 1 else f"{f}[{n}:{n + w - 1}]"
        ops.append({"vd": lambda: reg("v", 2), "ad": lambda: reg("a", 2), "sd": lambda: reg("s", 2),
                    "a": lambda: reg(src, 4), "v": lambda: reg("v", 6), "A": lambda: reg("a", 4),
                    "s": lambda: reg("s", 8), "r": lambda: reg("s", 8), "md": lambda: "vcc_lo",
                    "cd": lambda: "vcc_lo", "m": lambda: "vcc_lo", "vcc": lambda: "vcc_lo",
                    "k": lambda: "0", "K": lambda: "0x3c00"}[kind]())
    return name + (" " + ", ".join(ops) if ops else "")


def version_text(k, names):
    """s_version's SIMM16 as LLVM's decoder prints it (an expression: the
    code's name or decimal value, OR-ed with each flag bit's name, nested)."""
    if k & ~0xe0ff:
        return f"{k:#x}"
    text = names.get(k & 0xff, str(k & 0xff))
    flags = [names.get(1 << b) for b in (13, 14, 15) if k >> b & 1]
    for i, n in enumerate(flags):
        text = f"({text})|{n}" if i else f"{text}|{n}"
    return text


def hwreg_aliases(groups, data):
    """[(group, id, name)]: hwreg names another group prints that llvm-mc-22
    also assembles on this one, to the register it prints as `id`."""
    every = sorted({n for _, ms in groups for n in data[f"{ms[0]}/names"]["hwreg"].values()})
    out = []
    for gname, members in groups:
        t = members[0]
        own = data[f"{t}/names"]["hwreg"]
        cands = [n for n in every if n not in own.values()]
        if not cands or not own:
            continue
        by_name = {n: i for i, n in own.items()}
        for n, (text, _) in zip(cands, llvm.assemble(t, [f"s_getreg_b32 s0, hwreg({n})" for n in cands])):
            m = re.fullmatch(r"s_getreg_b32 s0, hwreg\((\w+)\)", text or "")
            if m and m.group(1) in by_name:
                out.append((gname, by_name[m.group(1)], n))
    return out


def split(text):
    """mnemonic, [operands], trailing words (clamp, mul:2...)."""
    name, _, rest = text.partition(" ")
    # commas inside LLVM's /* ... */ comments do not separate operands
    ops = [o.strip() for o in re.split(r",(?![^/]*\*/)(?![^(]*\))", rest)] if rest else []
    tail = []
    if ops:
        # trailing words follow the last operand (and its comment, which has blanks)
        last = ops[-1]
        cut = last.rfind("*/") + 2 if "*/" in last else last.rfind(")") + 1 if "(" in last else 0
        words = last[cut:].split(" ")
        ops[-1], tail = last[:cut] + words[0], words[1:]
    return name, [o for o in ops if o], tail


def half(tok):
    """'t' when the token is the low half of a VGPR (true16 syntax, `v30.l`)."""
    return "t" if tok.split("/*")[0].endswith(".l") else ""


def reg(tok):
    """(kind, first, width) of a register token, comment stripped (a true16
    `.l` suffix is dropped)."""
    tok = tok.split("/*")[0]
    m = REG.match(tok)
    if not m:
        return None
    if m.group(2) is not None:
        return m.group(1), int(m.group(2)), 1
    return m.group(1), int(m.group(3)), int(m.group(4)) - int(m.group(3)) + 1


class Skip(Exception):
    pass


def vop_sig(enc, e64, probes, probes64, g):
    """Operand tokens of a VOP form from its probes."""
    base = probes["base"]
    _, ops, tail = split(base)
    if tail:
        raise Skip("trailing " + " ".join(tail))
    _, ops64, _ = split(probes64["base"]) if probes64 and probes64.get("base") else (None, None, None)
    _, sg, _ = split(probes["sgpr"]) if probes.get("sgpr") else (None, None, None)
    _, cs, _ = split(probes["const"]) if probes.get("const") else (None, None, None)
    toks = []
    srcs = {sw.P_S0: 0, sw.P_S1: 1, sw.P_S2: 2}
    for k, tok in enumerate(ops):
        if tok in ("vcc", "vcc_lo"):
            toks.append("vcc")
            continue
        r = reg(tok)
        if r is None:
            raise Skip(f"operand {tok}")
        kind, n, w = r
        wide = None
        if ops64 is not None and len(ops64) == len(ops):
            r64 = reg(ops64[k])
            wide = r64 is not None and r64[2] != w
        comment = "/*" in tok
        t16 = half(tok)
        # AGPR operands (v_accvgpr_mov_b32): the VGPR fields name accumulation registers
        if kind == "a" and n == sw.P_D and not comment:
            toks.append(f"ad{w}")
        elif kind == "a" and n in srcs and not e64:
            toks.append(f"A{srcs[n]}:{w}")
        elif kind == "v" and n == sw.P_D and not comment:
            toks.append(f"vd{w}{t16}")
        elif kind == "s" and n == sw.P_D and not comment:
            toks.append("md" if wide or (g == 9 and enc == "vopc") else f"sd{w}")
        elif kind == "s" and n == 0 and e64 and not comment:
            toks.append("cd")
        elif n in srcs and (kind == "v" or not e64 or enc != "vop3"):
            i = srcs[n]
            # e32: source 1 lives in the 8-bit VGPR field
            if not e64 and i == 1:
                toks.append(f"v{i}:{w}{t16}")
                continue
            stok = sg[k] if sg and len(sg) == len(ops) else None
            ctok = cs[k] if cs and len(cs) == len(ops) else None
            if not comment and stok is not None and "/*" not in stok:
                # a lane mask takes no constant
                if ctok is not None and "Invalid immediate" in ctok and (wide or g == 9):
                    toks.append(f"m{i}")
                elif wide:
                    raise Skip("wave-dependent source")
                else:
                    toks.append(f"a{i}:{w}" + const_style(i, ctok) + src_style(probes, i, k) + t16)
            elif not comment:
                toks.append(f"v{i}:{w}{t16}")
            elif stok is not None and "/*" not in stok:
                toks.append(f"s{i}:{w}" + src_style(probes, i, k))
            else:
                raise Skip(f"operand class of {tok}")
        else:
            raise Skip(f"operand {tok}")
    return toks


# How the const probe's inline constants (242, 243, 244 in sources 0, 1, 2)
# print: as floats, or (16-bit integer operands) as the f16 bit pattern.
FLOAT_TEXT = ["1.0", "-1.0", "2.0"]
I16_TEXT = ["0x3c00", "0xbc00", "0x4000"]


def const_style(i, ctok):
    """'' for float-style constants, 'h' for 16-bit integer ones."""
    if ctok is None:
        return ""
    if ctok == FLOAT_TEXT[i]:
        return ""
    if ctok == I16_TEXT[i]:
        return "h"
    raise Skip(f"constant prints {ctok}")


def lit_style(probes, i, k):
    """'l' when source i reads a literal as 16 bits (0xbf801234 prints 0x1234)."""
    t = probes.get(f"lit{i}") or probes.get(f"pk{i}:{sw.LIT:x}")
    if t is None:
        return ""
    _, ops, _ = split(t)
    if k < len(ops) and ops[k] == "0x1234":
        return "l"
    return ""


def pk_style(probes, i, k, l16):
    """The packed 16-bit type of source i, from how it prints PK_LITS:
    'p' a pair of f16 (lit(0x3c00)), 'b' a pair of bf16 (lit(0x3f80)), 'q' a
    pair of f16 whose inline constants fill both halves (lit(0x3c003c00)),
    'c' one bf16 in a 32-bit literal (lit(0x3f80) and lit(0x3f800000): the
    low half decides); '' otherwise (16-bit sources, 'l', print lit(0x3c00)
    as f16 values do)."""
    if l16:
        return ""
    def shows(lit):
        t = probes.get(f"pk{i}:{lit:x}")
        if t is None:
            return False
        _, ops, _ = split(t)
        return k < len(ops) and ops[k] == f"lit({lit:#x})"
    kinds = [c for c, lit in (("p", 0x3c00), ("b", 0x3f80), ("q", 0x3c003c00)) if shows(lit)]
    if len(kinds) > 1:
        raise Skip(f"source {i} reads several packed types")
    if kinds == ["b"] and shows(0x3f800000):
        return "c"
    return kinds[0] if kinds else ""


def src_style(probes, i, k):
    """Suffixes of source i's token: literal width ('l'), packed type."""
    l16 = lit_style(probes, i, k)
    return l16 + pk_style(probes, i, k, l16)


def strip_kimm(probes):
    """The constant-K probes (text ending ..., K or with K inside) with the
    constant's token cut out, and its operand position."""
    lit = f"{sw.LIT:#x}"
    out, where = {}, set()
    for var, text in probes.items():
        if text is None:
            out[var] = None
            continue
        if var.startswith("lit"):
            continue  # K's position is found from the others
        name, ops, tail = split(text)
        if lit not in ops or tail:
            raise_later = Skip(f"constant-K probe prints {text}")
            return {"base": None, "why": str(raise_later)}, None
        where.add(ops.index(lit))
        ops.remove(lit)
        out[var] = name + " " + ", ".join(ops)
    if len(where) != 1:
        return {"base": None}, None
    k = where.pop()
    # a literal source shares K's dword: K's own token is cut
    for var, text in probes.items():
        if var.startswith("lit") and text is not None:
            name, ops, tail = split(text)
            if k < len(ops) and ops[k] == lit and not tail:
                del ops[k]
                out[var] = name + " " + ", ".join(ops)
    return out, k


def check_high_halves(base, toks, hi):
    """The short-form probe with every VGPR field at 200 must print v72.h for
    true16 operands and v200 for the others."""
    name, ops, _ = split(base)
    want = []
    for tok, o in zip(toks, ops):
        if tok.endswith("t"):
            want.append("v72.h")
        elif tok.startswith("vd") or tok[:1] in "av" and ":" in tok:
            if not tok.split(":")[-1].startswith("1") and not tok.startswith("vd1"):
                raise Skip("wide operand next to true16 ones")
            want.append("v200")
        else:
            want.append(o)
    if hi != name + " " + ", ".join(want):
        raise Skip(f"true16 high registers print {hi}")


# Which op_sel bits `op_sel:[...]` lists, in order (bit 3 is the destination's).
OPSEL_LISTS = [(), (0, 3), (0, 1, 3), (0, 1, 2, 3), (0, 1), (0, 1, 2), (0,)]


def opsel_text(name, ops, toks, bits, lst):
    """Text LLVM prints for the base probe with op_sel `bits` set, when the
    bits select operand halves: bit 3 is the destination's, bit i < 3 source
    i's; a true16 VGPR operand turns `.h`, and `op_sel:[...]` lists the bits
    of `lst` (none: not printed)."""
    ops = list(ops)
    for b in bits:
        for k, tok in enumerate(toks):
            dst = tok.startswith(("vd", "sd", "md"))
            src = tok[:1] in "avsrm" and tok[1:2] == str(b) and not dst
            if (dst and b == 3 or src and b < 3) and ops[k].endswith(".l"):
                ops[k] = ops[k][:-2] + ".h"
    text = name + " " + ", ".join(ops)
    if lst:
        text += " op_sel:[" + ",".join("1" if b in bits else "0" for b in lst) + "]"
    return text


def opsel_flag(base, toks, osp):
    """`os=KKKK/L`: what LLVM's decoder makes of each op_sel bit (0-3) of a
    VOP3 form: - ignored, x invalid, f the whole instruction decodes in its
    16-bit-register (fake16) form, s selects a half (see opsel_text), 0/1
    bit 0/1 of `byte_sel:N`, b `bound_ctrl:1`, i `fi:1`, u not modelled; L the bits the printed op_sel
    list holds (`-`: not printed)."""
    name, ops, _ = split(base)
    fake16 = name + " " + ", ".join(o.removesuffix(".l") for o in ops)
    # lists that print every selecting bit as probed (ties print alike)
    kinds, lists = [], list(OPSEL_LISTS)
    for b in range(4):
        got = osp.get(f"os{b}") if osp else None
        if osp is None:
            kinds.append("u")
        elif got is None:
            kinds.append("x")
        elif got == base:
            kinds.append("-")
        elif got == fake16 and ".l" in base:
            kinds.append("f")
        elif got in (base + " byte_sel:1", base + " byte_sel:2"):
            # bit 0 or 1 of `byte_sel:N` (GFX12 v_cvt_f32_fp8, v_cvt_sr_fp8_f32...)
            kinds.append("0" if got.endswith("1") else "1")
        elif got in (base + " bound_ctrl:1", base + " fi:1"):
            # gfx950 v_permlane16_swap_b32/v_permlane32_swap_b32's controls
            kinds.append("b" if "bound_ctrl" in got else "i")
        else:
            ns = [lst for lst in OPSEL_LISTS if got == opsel_text(name, ops, toks, {b}, lst)
                  and (not lst or b in lst)]
            kinds.append("s" if ns else "u")
            lists = [x for x in lists if x in ns or not ns]
    if not lists:  # no list prints every bit as probed
        kinds, lists = ["u" if k == "s" else k for k in kinds], [()]
    n = lists[0]
    # all four bits at once must follow the same rules
    if osp is not None and "u" not in kinds:
        if "x" in kinds:
            want = None
        elif "f" in kinds:
            want = fake16
        else:
            want = opsel_text(name, ops, toks, {b for b in range(4) if kinds[b] == "s"}, n)
            if "s" not in kinds:
                want = base
            byte_sel = sum(1 << int(k) for k in kinds if k in "01")
            if byte_sel:
                want += f" byte_sel:{byte_sel}"
            want += " bound_ctrl:1" * ("b" in kinds) + " fi:1" * ("i" in kinds)
        if osp.get("osall") != want:
            kinds = ["u" if k != "-" else k for k in kinds]
    return f"os={''.join(kinds)}/{''.join(map(str, n)) or '-'}"


def vop3_mods(probes, toks, osp=None):
    """Modifier flags of a VOP3 form.  A probe that decodes must print exactly
    the modifier it sets; anything else is syntax not modelled (bitop3:...)."""
    fl = []
    base = probes["base"]
    name, ops, _ = split(base)
    vop3b = "cd" in toks  # bits 8..14 hold the carry destination: no abs, no op_sel
    srcs = {sw.P_S0: 0, sw.P_S1: 1, sw.P_S2: 2}
    tok_of = {}
    for t in ops:
        r = reg(t)
        if r and r[0] == "v" and r[1] in srcs:
            tok_of[srcs[r[1]]] = t

    # bits LLVM's decoder accepts and prints nothing for: neg 0-2, abs 3-5,
    # clamp 6, omod 7
    ignored = 0

    # gfx950 v_bitop3_*: NEG (63:61), ABS (10:8) and OMOD (60:59) hold the
    # truth table's bits 2:0, 5:3 and 7:6, printed as `bitop3:N`
    bitop3 = {**{f"neg{i}": 1 << i for i in range(3)}, **{f"abs{i}": 8 << i for i in range(3)},
              "omod": 0x40}
    if all((probes.get(k) or "").startswith(base + " bitop3:") for k in bitop3):
        for k, v in bitop3.items():
            if probes[k] != f"{base} bitop3:{v if v <= 10 else hex(v)}":
                raise Skip(f"bitop3 prints {probes[k]}")
        if probes.get("clamp") is not None:
            raise Skip("bitop3 with clamp")
        return ["bitop3"] + ([] if vop3b else [opsel_flag(base, toks, osp)])

    def expect(i, fmt):
        if i not in tok_of:
            return None
        return name + " " + ", ".join(fmt(t) if t == tok_of[i] else t for t in ops)

    for m, fmt in (("neg", lambda t: "-" + t), ("abs", lambda t: f"|{t}|")):
        if m == "abs" and vop3b:
            continue
        bits = 0
        for i in range(3):
            got = probes.get(f"{m}{i}")
            if got is None:
                continue
            if got == base:
                ignored |= 1 << (i + (3 if m == "abs" else 0))
                continue
            if got != expect(i, fmt):
                raise Skip(f"{m} prints {got}")
            bits |= 1 << i
        if bits:
            fl.append(f"{m}={bits}")
    for m, suffix in (("clamp", " clamp"), ("omod", " mul:2")):
        got = probes.get(m)
        if got is None:
            continue
        if got == base:
            ignored |= 0x40 if m == "clamp" else 0x80
            continue
        if got != base + suffix:
            raise Skip(f"{m} prints {got}")
        fl.append(m)
    if ignored:
        fl.append(f"ign={ignored}")
    if not vop3b:
        fl.append(opsel_flag(base, toks, osp))
    return fl


def gpr_idx_text(k):
    """VGPR index mode bits as LLVM prints them: gpr_idx(SRC0,...) below 16."""
    if k >= 16:
        return f"{k:#x}"
    return "gpr_idx(" + ",".join(n for b, n in enumerate(("SRC0", "SRC1", "SRC2", "DST")) if k >> b & 1) + ")"


def sopp_style(name, probes):
    texts = {k: probes.get(f"k{k:x}") for k in sw.SOPP_VALUES}
    if all(t == f"{name} {gpr_idx_text(k)}" for k, t in texts.items()):
        return "k:gpridx"
    if name == "s_waitcnt":
        return "k:waitcnt" if all(texts.values()) else None
    if name == "s_delay_alu":
        return "k:delay" if all(texts.values()) else None
    if name in ("s_waitcnt_depctr", "s_wait_alu"):
        return "k:depctr" if all(texts.values()) else None
    if name in ("s_sendmsg", "s_sendmsghalt"):
        return "k:sendmsg" if all(texts.values()) else None
    if any(t is not None and "(" in t for t in texts.values()):
        return None
    fmts = {
        "k:none": lambda k: name if k == 0 else None,
        "k:bare": lambda k: name,
        "k:dec": lambda k: f"{name} {k}",
        "k:hex": lambda k: f"{name} {k:#x}",
        "k:small": lambda k: f"{name} {k}" if k <= 64 else f"{name} {k:#x}",
        "k:endpgm": lambda k: name if k == 0 else f"{name} {k}",
    }
    for style, f in fmts.items():
        if all(texts[k] == f(k) for k in sw.SOPP_VALUES):
            return style
    return None


def hwreg_text(k, names):
    """hwreg(...) as LLVM prints SIMM16 `k` (id 5:0, offset 10:6, size-1 15:11)."""
    i, off, size = k & 63, k >> 6 & 31, (k >> 11) + 1
    name = names.get(i, str(i))
    return f"hwreg({name})" if off == 0 and size == 32 else f"hwreg({name}, {off}, {size})"


def sopk_style(probes, names=None, versions=None):
    """Style of SIMM16 and the operand text before it."""
    t1, t2 = probes.get("k1234"), probes.get("k8001")
    if not t1 or not t2:
        return None
    if versions and "UC_VERSION" in t2:
        ok = t1.endswith(" " + version_text(0x1234, versions)) and t2.endswith(" " + version_text(0x8001, versions))
        return "k:version" if ok else None
    if names is not None and "hwreg(" in t1:
        if hwreg_text(0x1234, names) in t1 and hwreg_text(0x8001, names) in t2:
            return "k:hwreg"
        return None
    for style, f in (("k:hex", lambda k: f"{k:#x}"), ("k:dec", lambda k: str(k)),
                     ("k:sdec", lambda k: str(k - 65536 if k >= 32768 else k))):
        if t1.endswith(" " + f(0x1234)) and t2.endswith(" " + f(0x8001)):
            return style
    return None


def scalar_sig(enc, probes, names, versions=None):
    if enc == "sopk":
        style = sopk_style(probes, names["hwreg"], versions)
        if style is None:
            raise Skip("sopk immediate")
        text = probes["k1234"]
        name, rest = text.split(" ", 1) if " " in text else (text, "")
        # hwreg(a, b, c) holds commas: cut it out before splitting operands
        ops = [o.strip() for o in re.split(r",(?![^(]*\))", rest)] if rest else []
        if not ops:
            raise Skip("sopk shape")
        toks = []
        for tok in ops:
            r = reg(tok)
            if tok.startswith("hwreg(") or r is None and tok == ops[-1] and style != "k:hwreg":
                toks.append("k")
            elif r is not None and r[0] == "s" and r[1] == sw.P_D:
                toks.append(f"sd{r[2]}")
            else:
                raise Skip(f"sopk operand {tok}")
        if toks.count("k") != 1:
            raise Skip("sopk shape")
        return toks, [style]
    text = probes.get("base")
    if text is None:
        raise Skip("base probe invalid")
    name, ops, tail = split(text)
    if tail:
        raise Skip("trailing")
    toks = []
    if enc == "sop1" and ops and ops[-1].startswith("sendmsg("):
        # s_sendmsg_rtn_*: the source field holds a message number
        ops = ops[:-1]
        if probes["base"].split(", ", 1)[-1] != "sendmsg(30, 0, 0)":
            raise Skip("sendmsg operand")
        msg = True
    else:
        msg = False
    gpridx = False
    for k, tok in enumerate(ops):
        # s_set_gpr_idx_on: SSRC1 holds VGPR index mode bits
        if enc == "sopc" and k == 1 and tok == gpr_idx_text(sw.P_S1) and probes.get("const", "").endswith(
                ", " + gpr_idx_text(243)):
            toks.append("k")
            gpridx = True
            continue
        r = reg(tok)
        if r is None or "/*" in tok:
            raise Skip(f"operand {tok}")
        kind, n, w = r
        if kind != "s":
            raise Skip(f"operand {tok}")
        if n == sw.P_D:
            toks.append(f"sd{w}")
        elif n in (sw.P_S0, sw.P_S1):
            i = 0 if n == sw.P_S0 else 1
            # the const probe puts 1.0 / -1.0 in the sources
            ctext = None
            if probes.get("const"):
                _, cops, _ = split(probes["const"])
                ctext = cops[k] if len(cops) == len(ops) else None
            if ctext is not None and ctext == FLOAT_TEXT[i] + "/*Invalid immediate*/":
                toks.append(f"r{i}:{w}")  # registers only
            else:
                toks.append(f"a{i}:{w}" + const_style(i, ctext) + src_style(probes, i, k))
        else:
            raise Skip(f"operand {tok}")
    fl = ["k:gpridx"] if gpridx else []
    if msg:
        toks.append("g0:1")
        fl.append("k:sendmsg")
    if enc == "sop1" and "sd1" not in toks and "sd2" not in toks:
        # the destination field must be zero where nothing is printed for it
        if probes.get("nodst") is None:
            raise Skip("sop1 without dst")
    return toks, fl


def compat_flags(enc, name, sig32, sig64):
    """Shape flags the emulator and the reference pages read."""
    fl = []
    toks = (sig32 + " " + sig64).split()
    if enc == "vop3" and toks[:1] == ["-"] and sig64.startswith("sd1 v0:1 s1:1"):
        fl.append("readlane")
    if enc == "vop3" and sig64.startswith("vd1 s0:1 s1:1"):
        fl.append("writelane")
    if enc == "vop1" and sig32.startswith("sd"):
        fl.append("sdst")
    if enc == "vop2" and "m2" in toks and "cd" not in toks:
        fl.append("cnd")
    if enc == "vopc" and name.startswith("v_cmpx"):
        fl.append("cmpx")
    return fl


def type16(name):
    return bool(TYPE16.search(name))


# VOP1s without operands: the sweep probes every opcode with operand fields
# set, and LLVM takes these only with VDST 0, so they are asked by name.
OPERANDLESS = ("v_nop", "v_clrexcp", "v_pipeflush")


def add_operandless(rows, targets):
    """Rows `NAME vop1 - -` for the operand-less VOP1s each target assembles:
    opcode from llvm-mc-22's `NAME` encoding; its `NAME_e64` must be the VOP3
    twin (base + opcode, no operand bits) that prints as NAME too."""
    for t in targets:
        g = sw.gen(t)
        base3 = TWIN_BASE["vop1"] + (0x140 - 0x180 if g == 9 else 0)
        res = llvm.assemble(t, [n for n in OPERANDLESS] + [n + "_e64" for n in OPERANDLESS])
        for i, name in enumerate(OPERANDLESS):
            (text, enc), (text64, enc64) = res[i], res[i + len(OPERANDLESS)]
            if text is None:
                continue
            w = int.from_bytes(enc, "little")
            op = w >> 9 & 0xff
            assert text == name and w == 0x7e000000 | op << 9, (t, name, text, enc)
            w64 = int.from_bytes(enc64, "little")
            assert text64 == name and w64 == (0xd0000000 if g == 9 else 0xd4000000) | (base3 + op) << 16, \
                (t, name, text64, enc64)
            rows.setdefault((name, "vop1", "-", "-", "-"), {})[t] = op


def add_illegal(rows, targets):
    """The row `v_illegal vop2 - - noe64,illegal` on the targets whose
    llvm-mc-22 assembles `v_illegal` (GFX10+): the all-zero word, VOP2
    opcode 0, which the opcode probes (operand fields set) cannot find; the
    word must disassemble as `v_illegal` too."""
    for t in targets:
        [(text, enc)] = llvm.assemble(t, ["v_illegal"])
        if text is None:
            continue
        assert text == "v_illegal" and enc == bytes(4), (t, text, enc)
        assert llvm.disassemble_each(t, [bytes(4)], 4) == ["v_illegal"], t
        rows.setdefault(("v_illegal", "vop2", "-", "-", "noe64,illegal"), {})[t] = 0


def write_counts(data, groups, rows):
    """tests/data/alu_counts.tsv: per target and encoding, how many opcodes
    llvm-mc-22 decodes and which ones the table decodes (a test checks that no
    target loses one)."""
    path = llvm.corpus_path("alu_counts.tsv")
    out = [llvm.header("ALU opcodes per target and encoding", __file__),
           "# llvm: opcodes llvm-mc-22 decodes (VOP3: e64 twins included; GFX9 VOP3P 0x380+ left out);",
           "# ours: opcodes the table decodes, listed in hex.",
           "target\tenc\tllvm\tours\topcodes"]
    for t in llvm.TARGETS:
        g = sw.gen(t)
        ours = {e: set() for e in ENCS}
        for (name, e, sig32, sig64, fl), where in rows.items():
            op = where.get(t)
            if op is None:
                continue
            ours[e].add(op)
            operandless = e == "vop1" and sig32 == "-"
            if e in TWIN_BASE and (sig64 != "-" or operandless):
                ours["vop3"].add(TWIN_BASE[e] + (0x140 - 0x180 if e == "vop1" and g == 9 else 0) + op)
        # the operand-less VOP1s (`add_operandless`: asked of llvm-mc-22 by
        # name, the opcode probes cannot find them) and their twins, and
        # v_illegal (`add_illegal`)
        found = {e: set() for e in ENCS}
        for (name, e, sig32, sig64, fl), where in rows.items():
            if name == "v_illegal" and t in where:
                found["vop2"].add(0)
            if e == "vop1" and sig32 == "-" and t in where:
                found["vop1"].add(where[t])
                found["vop3"].add(TWIN_BASE["vop1"] + (0x140 - 0x180 if g == 9 else 0) + where[t])
        for e in ENCS:
            # constant-K forms decode only with their literal
            probes = {**data.get(f"{t}/{e}/kimm", {}), **{k: v for k, v in data[f"{t}/{e}/32"].items()
                                                         if any(v.values())}}
            theirs = [int(op) for op, v in probes.items()
                      if int(op) < OP_LIMIT.get(e, 1 << 16) and any(v.values())
                      and not (e == "vop3" and g == 9 and int(op) >= 0x380)]
            theirs = sorted(set(theirs) | found[e])
            ops = " ".join(f"{o:x}" for o in sorted(ours[e]))
            out.append(f"{t}\t{e}\t{len(theirs)}\t{len(ours[e])}\t{ops}")
    open(path, "w").write("\n".join(out) + "\n")


def main():
    data = load_probes()
    targets = llvm.TARGETS
    gens = {t: sw.gen(t) for t in targets}
    # rows[(name, enc, sig32, sig64, flags)] = {target: opcode}
    rows = {}
    skipped = {}
    src1_raw = {n for t in targets for n in data[f"{t}/dppsrc1"]}
    for t in targets:
        g = gens[t]
        p = {e: {int(k): v for k, v in data[f"{t}/{e}/32"].items()} for e in ENCS}
        # the packed-literal probes join each opcode's own
        for e, ops in data[f"{t}/pk"].items():
            for op, texts in ops.items():
                p[e][int(op)] = {**p[e][int(op)], **texts}
        p64 = {e: {int(k): v for k, v in data.get(f"{t}/{e}/64", {}).items()} for e in ENCS}
        twins = set()
        osel = {int(k): v for k, v in data.get(f"{t}/vop3/opsel", {}).items()}
        for e in ENCS:
            kimm = {int(k): v for k, v in data.get(f"{t}/{e}/kimm", {}).items()}
            for op, pr in sorted({**{o: {} for o in kimm}, **p[e]}.items()):
                if op >= OP_LIMIT.get(e, 1 << 16):
                    continue  # those bits select another encoding
                kpos = None
                if not (pr.get("base") or pr.get("k1234")) and any(kimm.get(op, {}).values()):
                    klit = data.get(f"{t}/{e}/kimmlit", {})
                    klit = klit.get(op, klit.get(str(op)))
                    pr, kpos = strip_kimm({**kimm[op], **({"lit0": klit} if klit else {})})
                try:
                    if e.startswith("sop"):
                        if e == "sopp":
                            name = next(v for v in pr.values() if v).split(" ")[0]
                            style = sopp_style(name, pr)
                            if style is None:
                                raise Skip("sopp immediate")
                            sig, fl = (["k"] if style not in ("k:none", "k:bare", "k:endpgm") else []), [style]
                        else:
                            if not pr.get("base") and not pr.get("k1234"):
                                raise Skip("invalid base")
                            name = (pr.get("base") or pr.get("k1234")).split(" ")[0]
                            sig, fl = scalar_sig(e, pr, data[f"{t}/names"], data[f"{t}/ucversion"])
                            if kpos is not None:
                                sig.insert(kpos, "K")
                                fl.append("kimm")
                        if any(x.endswith(":2") or x == "sd2" for x in sig):
                            fl.append("b64")
                        if e == "sop1" and not any(x.startswith("sd") for x in sig):
                            fl.append("nodst")
                        if any(x.endswith("l") for x in sig):
                            fl.append("lit16")
                        key = (name, e, " ".join(sig) or "-", "-", ",".join(fl) or "-")
                        rows.setdefault(key, {})[t] = op
                        continue
                    base = pr.get("base")
                    if base is None:
                        raise Skip("base probe invalid")
                    if SKIP_SYNTAX.search(base):
                        raise Skip("syntax " + base)
                    if e == "vop3" and g == 9 and op >= 0x380:
                        raise Skip("VOP3P")
                    name = base.split(" ")[0]
                    if name.startswith("v_pk_") and e == "vop3" and not name.endswith("_e64"):
                        raise Skip("packed math (VOP3P family)")
                    if e == "vop3":
                        if name.endswith("_e64"):
                            continue  # a twin, handled with its short form
                        sig64 = vop_sig(e, True, pr, p64[e].get(op), g)
                        fl = vop3_mods(pr, sig64, osel.get(op))
                        sig32 = "-"
                    else:
                        if not name.endswith("_e32"):
                            name_plain = name
                        else:
                            name_plain = name[:-4]
                        sig32 = " ".join(vop_sig(e, False, pr, p64[e].get(op), g)) or "-"
                        base3 = TWIN_BASE[e] + (0x140 - 0x180 if e == "vop1" and g == 9 else 0)
                        twin = p["vop3"].get(base3 + op) if name.endswith("_e32") else None
                        sig64, fl = "-", ["noe64"]
                        if twin and twin.get("base") and twin["base"].split(" ")[0] == name_plain + "_e64":
                            if SKIP_SYNTAX.search(twin["base"]):
                                raise Skip("twin syntax " + twin["base"])
                            s64 = vop_sig(e, True, twin, p64["vop3"].get(base3 + op), g)
                            fl = vop3_mods(twin, s64, osel.get(base3 + op))
                            sig64 = " ".join(s64) or "-"
                            twins.add(base3 + op)
                        elif name.endswith("_e32"):
                            raise Skip("no twin found")
                        name = name_plain
                        sig64 = sig64 if isinstance(sig64, str) else " ".join(sig64)
                        hi = pr.get("hi")
                        if "t" in sig32:
                            # true16: bit 7 of a VGPR field picks the high half
                            check_high_halves(pr["base"], sig32.split(), hi)
                        elif hi is None or "/*" in hi:
                            fl += ["lo128", f"lo128={lo128_fields(t, e, op, kpos is not None)}"]
                    if isinstance(sig64, list):
                        sig64 = " ".join(sig64) or "-"
                    if any(x.rstrip("t").endswith("l") for x in (sig32 + " " + sig64).split()):
                        fl.append("lit16")
                    fl += compat_flags(e, name, sig32, sig64)
                    if e == "vop2" and name in src1_raw:
                        fl.append("dpp_src1_raw")
                    if kpos is not None:
                        parts = sig32.split()
                        parts.insert(kpos, "K")
                        sig32 = " ".join(parts)
                        fl.append("kimm")
                    key = (name, e, sig32, sig64, ",".join(fl) or "-")
                    rows.setdefault(key, {})[t] = op
                except Skip as why:
                    nm = next((v for v in pr.values() if v), "?").split(" ")[0]
                    skipped.setdefault((e, nm, str(why)[:60]), []).append(t)
    add_operandless(rows, targets)
    add_illegal(rows, targets)
    # target groups: targets with the same opcode for every row
    sig = {t: tuple(sorted((k, v[t]) for k, v in rows.items() if t in v)) for t in targets}
    groups = list(llvm.group_targets(targets, sig).items())
    # aliases
    aliases = []
    names = {k[0] for k in rows}
    candidates = list(ALIAS_CANDIDATES)
    # and every name another group has (renamed instructions: GFX11's
    # v_cls_i32 is still taken as v_ffbh_i32), asked with an example
    # line built from its operands
    listed = {a for a, _ in candidates}
    for (name, e, sig32, sig64, fl), where in sorted(rows.items()):
        line = example_line(name, sig32 if sig32 != "-" else sig64)
        if line and name not in listed:
            listed.add(name)
            candidates.append((name, line))
    for alias, example in candidates:
        where = {}
        for gname, members in groups:
            t = members[0]
            line = example if not llvm.is_gfx9(t) else example.replace("vcc_lo", "vcc")
            [(text, _)] = llvm.assemble(t, [line])
            if text is None:
                continue
            canon = text.split(" ")[0].removesuffix("_e32").removesuffix("_e64")
            if canon != alias and canon in names:
                where.setdefault(canon, []).append(gname)
        for canon, gs in where.items():
            aliases.append((alias, canon, gs))
    print(llvm.header("Scalar/vector ALU instructions", __file__))
    print("# @group NAME TARGETS: targets whose opcode sets are identical; one opcode column each.")
    print("# sig32: operands of the short form (SOP*, VOP1/2/C e32); sig64: of the VOP3 form.")
    print("#   vdW/sdW: VGPR/SGPR destination of W dwords; md: lane-mask destination (dst field);")
    print("#   cd: VOP3b carry-out (bits 14:8); vcc: implicit VCC; aI:W any source I; vI:W VGPR only;")
    print("#   sI:W scalar only; rI:W scalar register only; mI: lane-mask source; k: SIMM16;")
    print("#   adW / AI:W: AGPR destination / source in a VGPR field (v_accvgpr_mov_b32);")
    print("#   K: the constant of v_fmaak_f32-like forms (a literal dword that always follows);")
    print("#   a trailing h: inline constants print as 16-bit integers (the f16 bit pattern);")
    print("#   a trailing l: literals are read as 16 bits; a trailing p, b or q: the source is a")
    print("#   packed pair of f16, of bf16, or of f16 whose inline constants fill both halves (GFX11+);")
    print("#   c: one bf16 in a 32-bit literal, whose low half decides if it could be inline")
    print("#   (how LLVM prints and reads its literals and constants); a trailing t: a true16 register half")
    print("#   (v1.l / v1.h: bit 7 of a short-form VGPR field, or the operand's op_sel bit).")
    print("# flags: k:STYLE (SIMM16 text), neg=/abs= (sources taking modifiers, bit mask), clamp, omod,")
    print("#   ign=M (modifier bits LLVM's decoder accepts and prints nothing for: bits 0-2 neg of")
    print("#   sources 0-2, 3-5 their abs, 6 clamp, 7 omod; any other bit the row does not take is invalid),")
    print("#   os=KKKK/L: op_sel bits 0-3 (3: destination) of the VOP3 form, each - ignored, x invalid,")
    print("#   f decodes the 32-bit-register (fake16) form, s selects a half, 0/1 is bit 0/1 of")
    print("#   byte_sel:N, b is bound_ctrl:1 and i fi:1 (gfx950 v_permlane*_swap), u not modelled; L: the")
    print("#   bits op_sel:[...] lists in order (- never printed),")
    print("#   kimm (constant-K form), noe64 (no VOP3 twin), lit16 (16-bit operands), lo128 (short")
    print("#   form: v0-v127 only; lo128=M: its fields so limited, bit 0 src0, 1 vsrc1 (v128+ prints")
    print("#   a class comment), 3 the destination (v128+ makes the word invalid)),")
    print("#   dpp_src1_raw (the _e64_dpp form reads src1 as a raw operand number: constants print")
    print("#   as numbers, 255 as 0xff with no literal),")
    print("#   and shape flags the emulator reads.")
    print("# @alias NAME CANONICAL GROUPS: another spelling the assembler accepts.")
    print("# @hwreg GROUP ID NAME, @sendmsg GROUP VALUE NAME: symbolic names LLVM prints")
    print("#   (hwreg ids with offset 0 and size 32; messages with their operation and stream")
    print("#   as LLVM prints them inside sendmsg(...), for the values of the fields it reads).")
    print("# @hwregalias GROUP ID NAME: another hwreg name the assembler takes for ID (gfx12 HW_REG_MODE).")
    print("# @ucversion GROUP VALUE NAME: s_version's UC_VERSION_* names (codes 0-255, flag bits 13-15).")
    for gname, members in groups:
        print(f"@group\t{gname}\t{' '.join(members)}")
    for alias, canon, gs in aliases:
        print(f"@alias\t{alias}\t{canon}\t{' '.join(gs)}")
    for gname, members in groups:
        names = data[f"{members[0]}/names"]
        for i, n in sorted(names["hwreg"].items(), key=lambda x: int(x[0])):
            print(f"@hwreg\t{gname}\t{i}\t{n}")
        for i, n in sorted(names["sendmsg"].items(), key=lambda x: int(x[0])):
            print(f"@sendmsg\t{gname}\t{i}\t{n}")
        for i, n in sorted(data[f"{members[0]}/ucversion"].items(), key=lambda x: int(x[0])):
            print(f"@ucversion\t{gname}\t{i}\t{n}")
    for gname, i, n in hwreg_aliases(groups, data):
        print(f"@hwregalias\t{gname}\t{i}\t{n}")
    print("name\tenc\tsig32\tsig64\tflags\t" + "\t".join(g for g, _ in groups))
    order = {e: i for i, e in enumerate(ENCS)}
    for key in sorted(rows, key=lambda k: (order[k[1]], k[0], k[2], k[3], k[4])):
        cells = [str(rows[key].get(m[0], "-")) for _, m in groups]
        print("\t".join(key) + "\t" + "\t".join(cells))
    write_counts(data, groups, rows)
    for (e, nm, why), ts in sorted(skipped.items()):
        print(f"skipped {e} {nm}: {why} [{len(ts)} targets]", file=sys.stderr)


if __name__ == "__main__":
    main()
