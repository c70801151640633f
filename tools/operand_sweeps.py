#!/usr/bin/env python3
"""Assembler lines for operand classes llvm-mc-22 judges (tools/sweep_asm.py
input, and tools/gen_sweep_corpus.py's source), built from the texts of the
committed ALU and VOP3P corpora:

- consts: every GFX11/GFX12 VOP3/VOP3P (and short-form) instruction with a
  16-bit or packed source, each source in turn replaced by float constants
  (inline ones, near misses, lit(...)) that 16-bit operands read differently;
- lds: every VOP1/VOP2/VOPC/VOP3 mnemonic of gfx900/gfx906/gfx90a/gfx1010/
  gfx1030 with lds_direct (both spellings) in each source slot;
- tr: GFX12 global_load_tr_b64/b128 with each register size, wave32 and wave64;
- alias: the aliases tools/alias_sweep.py found, with their canonical
  instruction's operands;
- illegal: v_illegal and its refused forms on every target;
- the spellings llvm-mc-22 takes besides the one it prints (issue 21), on
  one target per opcode group: nocpol (`noglc`, `nosc0`, ..., `nogds`),
  smemoff (SMEM offset left out), opselcomma (`, op_sel:`), format (`,
  format:`, `format:N, soffset`, `dfmt:`/`nfmt:`), absconst (`|-4.0|`),
  vcc (implicit `vcc`/`vcc_lo` left out), reglist (`[s0,s1]`, `v[2*1:3]`),
  hwreg (`{id: N, offset: O, size: S}`), thscope (GFX12 atomics' th: with
  scope:), null (`null` as a FLAT address or SADDR), nocomma (operands
  without commas), imglist (image operands written as register lists),
  signblank (blanks after a source's minus sign).

    tools/operand_sweeps.py CLASS... > LINES.tsv
"""
import collections
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import llvm  # noqa: E402

CONST_TARGETS = ["gfx1100", "gfx1150", "gfx1200"]
CONSTS = ["0.5", "1.0", "-2.0", "0.15915494", "0.158203125", "3.0", "1e-5", "-4.0",
          "lit(1.0)", "lit(0.5)", "lit(0x3c00)", "0x3c00", "0x3118", "0.15915494309189532",
          "-0.0", "0.1", "lit(0.15915494)"]
LDS_TARGETS = ["gfx900", "gfx906", "gfx90a", "gfx1010", "gfx1030"]
LDS = ["lds_direct", "src_lds_direct"]
# a register operand, one a template's sources may hold
PLAIN = re.compile(r"^(v\d+(\.[lh])?|v\[\d+:\d+\]|s\d+|s\[\d+:\d+\]|vcc(_lo)?|exec_lo)$")


def split(text):
    """(mnemonic, operands, trailing modifiers) of a printed text."""
    m, _, rest = text.partition(" ")
    if not rest:
        return m, [], ""
    ops = rest.split(", ")
    last, _, mods = ops[-1].partition(" ")
    ops[-1] = last
    return m, ops, mods


def templates(corpora, targets, keep):
    """{(target, mnemonic): text}: per target and mnemonic, the corpus text
    with the most plain register sources (fewest trailing modifiers on a tie)."""
    best = {}
    for t, text in llvm.corpus_texts(corpora, targets):
        m, ops, mods = split(text)
        if not keep(m) or len(ops) < 2:
            continue
        score = (sum(bool(PLAIN.match(o)) for o in ops[1:]), -len(mods))
        if (t, m) not in best or score > best[(t, m)][0]:
            best[(t, m)] = (score, text)
    return {k: v[1] for k, v in sorted(best.items())}


def replaced(text, values):
    """The text with each source slot, in turn, holding each of `values`."""
    m, ops, mods = split(text)
    for i in range(1, len(ops)):
        for v in values:
            new = ops[:i] + [v] + ops[i + 1:]
            yield f"{m} {', '.join(new)}" + (f" {mods}" if mods else "")


def sixteen_bit(m):
    return "16" in m or m.startswith("v_pk_") or "dot2" in m or "_mix" in m


def consts_lines():
    for (t, _), text in templates(["alu_corpus.tsv"], CONST_TARGETS,
                                  lambda m: m.startswith("v_") and sixteen_bit(m)).items():
        for line in replaced(text, CONSTS):
            yield t, line
    for (t, _), text in templates(["vop3p_corpus.tsv"], CONST_TARGETS, lambda m: True).items():
        for line in replaced(text, CONSTS):
            yield t, line


def lds_lines():
    def valu(m):
        return m.startswith("v_") and not m.endswith(("_sdwa", "_dpp"))
    for (t, _), text in templates(["alu_corpus.tsv"], LDS_TARGETS, valu).items():
        for line in replaced(text, LDS):
            yield t, line


def tr_lines():
    regs = ["v1", "v[1:2]", "v[1:3]", "v[1:4]", "v[1:8]"]
    for spec in ("gfx1200", "gfx1200:w64", "gfx1201:w64"):
        for m in ("global_load_tr_b64", "global_load_tr_b128"):
            for r in regs:
                yield spec, f"{m} {r}, v[2:3], off"
                yield spec, f"{m} {r}, v2, s[4:5] offset:-64"


def alias_lines():
    """Each alias of crates/isa/data/mnemonic_aliases.tsv (tools/alias_sweep.py)
    on each of its targets, with the operands of a corpus text of its
    canonical instruction there."""
    import alias_sweep
    ex = alias_sweep.examples()
    for line in open(llvm.data_path("mnemonic_aliases.tsv")):
        f = line.rstrip("\n").split("\t")
        if line.startswith("#") or f[0] == "alias":
            continue
        for t in f[2].split():
            text = ex[t].get(f[1])
            if text:
                rest = text.split(" ", 1)[1] if " " in text else ""
                yield t, f"{f[0]} {rest}".rstrip()


# Spellings llvm-mc-22 takes besides the one it prints (issue 21): one
# representative target per opcode group of each generation.
SPELL_TARGETS = ["gfx900", "gfx90a", "gfx942", "gfx950", "gfx1010", "gfx1030", "gfx1100",
                 "gfx1150", "gfx1200"]
MEM_CORPORA = ["smem_corpus.tsv", "flat_corpus.tsv", "buffer_corpus.tsv", "ds_corpus.tsv"]
# every cache-policy (and gds) bit name some target prints
CPOL_NAMES = ["glc", "slc", "dlc", "scc", "sc0", "sc1", "nt", "nv", "gds"]


def first_texts(corpora, targets, keep=lambda text: True):
    """{(target, mnemonic): text}: the first corpus text of each mnemonic
    per target that keep(text) accepts."""
    first = {}
    for t, text in llvm.corpus_texts(corpora, targets):
        m = text.split(" ")[0]
        if (t, m) not in first and keep(text):
            first[(t, m)] = text
    return first


def illegal_lines():
    """v_illegal (GFX10+: the zero word) and forms llvm-mc-22 refuses, on every target."""
    for t in llvm.TARGETS:
        for line in ("v_illegal", "v_illegal_e32", "v_illegal_e64", "v_illegal v1",
                     "v_illegal_dpp", "v_illegal_sdwa"):
            yield t, line


def nocpol_lines():
    """Memory instructions with a default-valued cache-policy bit written
    out (`noglc`, `nosc0`, ... and `nogds`), alone, twice, and next to the
    bit it clears."""
    printed = collections.defaultdict(set)
    for t, text in llvm.corpus_texts(MEM_CORPORA, SPELL_TARGETS):
        printed[t] |= set(text.split(" ")) & set(CPOL_NAMES)
    for (t, _), text in first_texts(MEM_CORPORA, SPELL_TARGETS).items():
        # the names the target prints, and one it does not (refused)
        for b in sorted(printed[t]) + [next(b for b in CPOL_NAMES if b not in printed[t])]:
            yield t, f"{text} no{b}"
        set_bits = [b for b in CPOL_NAMES if b in text.split(" ")]
        for b in set_bits[:1]:
            yield t, f"{text} no{b}"
            yield t, text.replace(f" {b}", "") + f" no{b} no{b}"


def smem_offset_lines():
    """SMEM instructions with the offset operand left out (with and
    without their modifiers)."""
    def has_offset(text):
        ops = text.split(", ")
        return len(ops) >= 3 and re.fullmatch(r"-?0x[0-9a-f]+|\d+", ops[2].split(" ")[0])
    for (t, _), text in first_texts(["smem_corpus.tsv"], SPELL_TARGETS, has_offset).items():
        ops = text.split(", ")
        off, _, mods = ops[2].partition(" ")
        yield t, ", ".join(ops[:2]) + (f" {mods}" if mods else "")
        yield t, ", ".join(ops[:2])
        yield t, ", ".join(ops[:2]) + " glc"


def opsel_comma_lines():
    """VOP3/VOP3P texts with op_sel (op_sel_hi, neg_lo, ...) after a comma."""
    mods = re.compile(r" ((op_sel|op_sel_hi|neg_lo|neg_hi|byte_sel|clamp|mul|div)\b)")
    for (t, _), text in first_texts(["alu_corpus.tsv", "vop3p_corpus.tsv"], SPELL_TARGETS,
                                     lambda x: " op_sel" in x or " neg_lo" in x).items():
        yield t, mods.sub(r", \1", text, count=1)
        yield t, mods.sub(r", \1", text)


def modifier_comma_lines():
    """Memory, DPP and other texts with a comma before their first (and
    each) modifier, and two commas there (refused)."""
    corpora = ["smem_corpus.tsv", "flat_corpus.tsv", "buffer_corpus.tsv", "ds_corpus.tsv",
               "alu_dpp_corpus.tsv", "exp_corpus.tsv", "interp_corpus.tsv"]
    for (t, _), text in first_texts(corpora, SPELL_TARGETS, lambda x: " " in x.split(", ")[-1]).items():
        ops = text.split(", ")
        last, _, mods = ops[-1].partition(" ")
        head = ", ".join(ops[:-1] + [last])
        yield t, f"{head}, {mods}"
        yield t, f"{head}, " + ", ".join(mods.split(" "))
        yield t, f"{head},, {mods}"


# MTBUF format spellings: split (GFX9's dfmt:/nfmt:, in either order, with
# or without a comma), unified, symbolic, and out of range or doubled
FORMATS = ["dfmt:15, nfmt:2", "dfmt:15 nfmt:2", "nfmt:2, dfmt:15", "nfmt:2 dfmt:15", "dfmt:15",
           "nfmt:2", "dfmt:16", "nfmt:8", "dfmt:1, dfmt:2", "format:22", "format:127",
           "format:128", "format:[BUF_DATA_FORMAT_32,BUF_NUM_FORMAT_FLOAT]",
           "format:[BUF_NUM_FORMAT_FLOAT]", "format:[BUF_FMT_32_FLOAT]", "dfmt:1, format:22",
           "format:22 format:22", "dfmt:1+1", "dfmt: 2", "dfmt :2", "dfmt:-1", "dfmt:x",
           "dfmt:1 nfmt:2 dfmt:3", "format:1+1", "format:(22)", "format:-1", "format:x",
           "format:0", "format:1", "FORMAT:22", "DFMT:1", "format", "format: 22",
           "format:[22]"]


def format_lines():
    """MTBUF texts with each format spelling before the soffset (after a
    comma or not), after it (with a comma or not), after the modifiers,
    and an empty format operand (`,,`)."""
    for (t, m), text in first_texts(["buffer_corpus.tsv"], SPELL_TARGETS,
                                    lambda x: x.startswith("tbuffer_")).items():
        if m not in ("tbuffer_load_format_x", "tbuffer_store_format_xyzw"):
            continue
        text = re.sub(r" format:\S+", "", text)
        ops = text.split(", ")
        head = ", ".join(ops[:3])
        soff, _, mods = ops[3].partition(" ")
        tail = f" {mods}" if mods else ""
        for f in FORMATS:
            yield t, f"{head}, {f}, {soff}{tail}"
            yield t, f"{head}, {f} {soff}{tail}"
            yield t, f"{head}, {soff} {f}{tail}"
            yield t, f"{head}, {soff}, {f}{tail}"
            if mods:
                yield t, f"{head}, {soff}{tail} {f}"
                yield t, f"{head}, {soff}{tail}, {f}"
        yield t, f"{head},, {soff}{tail}"
        yield t, f"{head}, {soff},,{tail}"
        yield t, f"{head}, {soff},, format:22{tail}"
        yield t, f"{head}, {soff},{tail}"
        yield t, f"{head}, {soff} , ,{tail}"
        yield t, f"{head}, {soff},, ,{tail}"


def abs_const_lines():
    """Float VOP sources written `|-C|` (the inline constant C folded) and `-|C|`."""
    consts = ["-4.0", "0.5", "-1"]
    # (left out, gaps of the VOP3 forms rather than of folding: v_div_scale_*
    # take abs, which LLVM prints and drops from the word, and gfx950's
    # v_cvt_scalef32_sr_pk_fp4_f32 takes -|2.0| in a source it prints as
    # an invalid immediate)
    def keep(m):
        return m.startswith("v_") and re.search(r"_f(16|32|64)", m) \
            and not m.endswith(("_dpp", "_sdwa")) \
            and not m.startswith(("v_div_scale_", "v_cvt_scalef32_sr_pk_fp4_f32"))
    for (t, _), text in templates(["alu_corpus.tsv"], SPELL_TARGETS, keep).items():
        for line in replaced(text, [f"|{c}|" for c in consts]):
            yield t, line
            # the form left to the assembler (LLVM picks the short one)
            m = line.split(" ")[0]
            if m.endswith("_e32"):
                yield t, m[:-4] + line[len(m):]
        # the other spellings, in the first source
        for line in list(replaced(text, ["-|2.0|", "neg(0.5)", "abs(-2)", "neg(|-1.0|)"]))[:4]:
            yield t, line


def vcc_implicit_lines():
    """Texts with a `vcc`/`vcc_lo` operand (v_cndmask_b32, the carry forms
    v_add_co_u32, v_addc_co_u32, v_add_co_ci_u32 and kin, in their short,
    DPP, DPP8 and SDWA forms, and the VOPC/VOP3 texts that name VCC), with
    each VCC left out, both left out, after a comma or not, on wave32 and
    wave64, and with the mnemonic's form suffix left out."""
    pat = re.compile(r"(, |(?<= ))(vcc|vcc_lo)(?=,| |$)")
    corpora = ["alu_corpus.tsv", "alu_dpp_corpus.tsv", "alu_sdwa_corpus.tsv"]
    def kind(text):
        return "dpp8" if "dpp8:" in text else "dpp" if "_dpp" in text.split(" ")[0] else ""
    first = {}
    for t, text in llvm.corpus_texts(corpora, SPELL_TARGETS):
        m = text.split(" ")[0]
        if m.startswith("v_") and pat.search(text.partition(" ")[2]) \
                and (t, m, kind(text)) not in first:
            first[(t, m, kind(text))] = text
    for (t, m, _), text in sorted(first.items()):
        head, _, rest = text.partition(" ")
        for spec in [t] + ([f"{t}:w64"] if llvm.gen(t) >= 10 else []):
            wide = rest.replace("vcc_lo", "vcc") if spec.endswith(":w64") else rest
            found = list(pat.finditer(wide))
            drops = [[k] for k in range(len(found))] + [list(range(len(found)))] * (len(found) > 1)
            for drop in drops:
                out, at = "", 0
                for k in drop:
                    out += wide[at:found[k].start()]
                    at = found[k].end()
                out = (out + wide[at:]).lstrip(", ")
                yield spec, f"{head} {out}"
                if " " not in out.split(", ")[-1]:
                    yield spec, f"{head} {out},"
                for suffix in ("_e32", "_dpp", "_sdwa"):
                    if head.endswith(suffix):
                        yield spec, f"{head[:-len(suffix)]} {out}"


def reg_list_lines():
    """Register tuples written as lists (`[s0,s1]`, `[ttmp4,ttmp5]`,
    `[v1,v2,v3]`) and with arithmetic in their indices (`v[2*1:4/2+1]`)."""
    tup = re.compile(r"\b(s|v|ttmp|a)\[(\d+):(\d+)\]")
    for (t, _), text in first_texts(["alu_corpus.tsv", "smem_corpus.tsv", "flat_corpus.tsv"],
                                    SPELL_TARGETS, lambda x: tup.search(x)).items():
        m = tup.search(text)
        k, a, b = m.group(1), int(m.group(2)), int(m.group(3))
        lst = "[" + ",".join(f"{k}{i}" for i in range(a, b + 1)) + "]"
        yield t, text[:m.start()] + lst + text[m.end():]
        yield t, text[:m.start()] + f"{k}[{a}*2/2:{b}+1-1]" + text[m.end():]
        yield t, text[:m.start()] + f"{k}[({a}+0):({b})]" + text[m.end():]
        # lists LLVM refuses or reads otherwise: a gap, two files, one
        # register, spaces, a misaligned start
        other = "v" if k != "v" else "s"
        for bad in (f"[{k}{a},{k}{a + 2}]", f"[{k}{a},{other}{a + 1}]", f"[{k}{a}]",
                    "[ " + " , ".join(f"{k}{i}" for i in range(a, b + 1)) + " ]",
                    "[" + ",".join(f"{k}{i}" for i in range(a + 1, b + 2)) + "]"):
            yield t, text[:m.start()] + bad + text[m.end():]


def image_list_lines():
    """Image texts with each register tuple (data, address, resource,
    sampler) written as a list, in turn and all at once, and with lists LLVM
    refuses (a gap, a misaligned start); on GFX10+ the address list is NSA."""
    tup = re.compile(r"\b(s|v|ttmp|a)\[(\d+):(\d+)\]")
    for (t, _), text in first_texts(["image_corpus.tsv"], SPELL_TARGETS,
                                    lambda x: tup.search(x)).items():
        spans = list(tup.finditer(text))

        def listed(m, shift=0, gap=False):
            k, a, b = m.group(1), int(m.group(2)), int(m.group(3))
            idx = list(range(a + shift, b + 1 + shift))
            if gap:
                idx[-1] += 1
            return "[" + ",".join(f"{k}{i}" for i in idx) + "]"

        for m in spans:
            yield t, text[:m.start()] + listed(m) + text[m.end():]
            for bad in (listed(m, gap=True), listed(m, shift=1)):
                yield t, text[:m.start()] + bad + text[m.end():]
        out = text
        for m in reversed(spans):
            out = out[:m.start()] + listed(m) + out[m.end():]
        yield t, out


def sign_blank_lines():
    """Texts with a negated source (`-v1`, `-1.0`, `-|v1|`) written with
    blanks after the sign (`- v1`, `-  1.0`, `-   |v1|`), each such source in
    turn and all at once, and with the sign doubled (`- -v1`)."""
    neg = re.compile(r"(^|, )-(?=[^ -])")
    for (t, _), text in first_texts(["alu_corpus.tsv", "vop3p_corpus.tsv", "alu_dpp_corpus.tsv",
                                     "alu_sdwa_corpus.tsv"], SPELL_TARGETS,
                                    lambda x: neg.search(x)).items():
        spots = [m.end() for m in neg.finditer(text)]
        for k in spots:
            yield t, text[:k] + " " + text[k:]
            yield t, text[:k] + " -" + text[k:]
        # (no tab: the corpus is tab-separated)
        for gap in ("  ", "   "):
            out = text
            for k in reversed(spots):
                out = out[:k] + gap + out[k:]
            yield t, out


def hwreg_struct_lines():
    """s_getreg/s_setreg with structured `{id: N, offset: O, size: S}` operands."""
    for (t, _), text in first_texts(["alu_corpus.tsv"], SPELL_TARGETS,
                                    lambda x: "hwreg(" in x).items():
        m = re.search(r"hwreg\([^)]*\)", text)
        for st in ("{id: 51, offset: 1, size: 31}", "{id: 1}", "{id: 1, size: 4}",
                   "{offset: 3, id: 6}", "{id: 2, offset: 0, size: 32}", "{}", "{id: 64}",
                   "{id: HW_REG_MODE}", "{id: 1, offset: 32}", "{id:1,size:4}",
                   "{id: 2+1}", "{id: 1, id: 2}", "{size: 0}", "{foo: 1}", "{id: 1",
                   "{ size : 8 , id : 4 }"):
            yield t, text[:m.start()] + st + text[m.end():]


def th_scope_lines():
    """GFX12 buffer/global/flat atomics with every th: name and scope:."""
    ths = ["TH_ATOMIC_RT", "TH_ATOMIC_RETURN", "TH_ATOMIC_RT_RETURN", "TH_ATOMIC_NT",
           "TH_ATOMIC_NT_RETURN", "TH_ATOMIC_CASCADE_RT", "TH_ATOMIC_CASCADE_NT"]
    scopes = ["", " scope:SCOPE_SE", " scope:SCOPE_DEV", " scope:SCOPE_SYS"]
    for (t, _), text in first_texts(["flat_corpus.tsv", "buffer_corpus.tsv"], ["gfx1200"],
                                    lambda x: "_atomic_" in x).items():
        base = re.sub(r" (th|scope):\S+", "", text)
        for th in ths:
            for sc in scopes:
                yield t, f"{base} th:{th}{sc}"


def null_addr_lines():
    """FLAT/GLOBAL/SCRATCH with `null` in each operand, and `null` as the
    SADDR with `off`, a VGPR or a VGPR pair as the address."""
    for (t, m), text in first_texts(["flat_corpus.tsv"], SPELL_TARGETS,
                                    lambda x: x.startswith(("global_", "scratch_", "flat_"))).items():
        ops = text[len(m) + 1:].split(", ")
        last, _, mods = ops[-1].partition(" ")
        ops[-1] = last
        tail = f" {mods}" if mods else ""
        for i in range(len(ops)):
            if ops[i] == "off" or re.fullmatch(r"s\[\d+:\d+\]|s\d+|v\d+|v\[\d+:\d+\]", ops[i]):
                yield t, f"{m} " + ", ".join(ops[:i] + ["null"] + ops[i + 1:]) + tail
        if len(ops) > 1 and m.startswith(("global_", "scratch_")):
            for i in range(len(ops) - 1):
                for addr in ("off", "v2", "v[2:3]"):
                    yield t, f"{m} " + ", ".join(ops[:i] + [addr] + ops[i + 1:-1] + ["null"]) + tail


def no_comma_lines():
    """Corpus texts (a sample of every family, each target) with the comma
    between operands left out at each place, at all places, and doubled;
    and operands that are expressions, constants and modifiers with blanks
    between them (`1 + 2 s1`, `v1 -v2`, `1 -2`)."""
    corpora = ["alu_corpus.tsv", "vop3p_corpus.tsv", "alu_dpp_corpus.tsv", "alu_sdwa_corpus.tsv",
               "smem_corpus.tsv", "flat_corpus.tsv", "buffer_corpus.tsv", "ds_corpus.tsv",
               "exp_corpus.tsv", "interp_corpus.tsv", "image_corpus.tsv", "vopd_corpus.tsv"]
    for corpus in corpora:
        texts = first_texts([corpus], SPELL_TARGETS, lambda x: ", " in x)
        for k, ((t, m), text) in enumerate(sorted(texts.items())):
            if k % 6:
                continue
            cuts = [i for i in range(len(text)) if text.startswith(", ", i)
                    and text[:i].count("[") == text[:i].count("]")
                    and text[:i].count("(") == text[:i].count(")")]
            if not cuts:
                continue
            for i in cuts:
                yield t, text[:i] + " " + text[i + 2:]
            yield t, "".join(text[j] for j in range(len(text)) if j not in cuts)
            yield t, text[:cuts[0]] + ",, " + text[cuts[0] + 2:]
            yield t, m + " ," + text[len(m):]
    exprs = ["v_add_f32 v0 v1 -v2", "v_add_f32 v0 1 -v2", "v_add_f32 v0 1 - 2 v2",
             "v_add_f32 v0 1 -2 v2", "v_add_f32 v0 -1 v2", "v_add_f32 v0 v1 |v2|",
             "v_add_f32 v0 v1 abs(v2)", "v_add_f32 v0 v1 neg(v2)", "s_add_u32 s0 1 (2)",
             "s_add_u32 s0 s1 1", "s_add_u32 s0 s1 -1", "s_add_u32 s0 1 +2", "s_add_u32 s0 1 + 2 s1",
             "s_lshl_b32 s1, 1 2", "s_add_u32 s0 s[1] s2", "s_mov_b32 s0 1.0", "s_mov_b32 s0 -1.0",
             "v_add_f32 v0 v1 1.0", "v_add_f32 v0 v1 -1.0",
             "v_add_f32 v0 1.0 -v2", "v_add_f32 v0 -v1 -v2", "v_add_f32 v0 |v1| -|v2|",
             "v_add_f32 v0 v1 v2 v3", "s_nop 0 0", "v_add_f32 v0 , v1 , v2", "s_add_u32 s0 (1) (2)",
             "s_add_u32 s0 1 *2 s1", "s_add_u32 s0 1 * 2 s1", "s_add_u32 s0 2 -1 s1",
             "s_add_u32 s0 1 (2) + 3", "s_add_u32 s0 -1 -1", "v_mov_b32 v0 lit(1.0)",
             "v_add_f32 v0 0x10 v1", "s_getreg_b32 s1 hwreg(1, 0, 32)",
             "s_setreg_b32 hwreg(1) s1", "s_add_u32 s0 s1 s2 s3", "s_mov_b64 s[0:1] exec",
             "v_mad_f32 v0 v1 v2 v3 clamp", "v_add_f32 v0 v1 v2 clamp", "v_add_f32 v0 v1 s2 -v3"]
    for t in ("gfx900", "gfx1100"):
        for line in exprs:
            yield t, line
    # MTBUF formats before the soffset, and the other issue-21 spellings
    mtbuf = ["tbuffer_load_format_x v1 off s[4:7] format:22 s1",
             "tbuffer_load_format_x v1 off s[4:7] dfmt:15 nfmt:2 s1",
             "tbuffer_load_format_x v1 off s[4:7] dfmt:15, nfmt:2 s1 glc",
             "tbuffer_load_format_x v1 off s[4:7] nfmt:2 s1",
             "tbuffer_load_format_x v1 off s[4:7] s1 format:22",
             "tbuffer_load_format_x v1 off s[4:7] s1 format:[BUF_FMT_32_FLOAT]",
             "tbuffer_load_format_x v1 v2 s[4:7] s1 format:22 offen offset:4",
             "scratch_load_dword v1 off null", "v_cndmask_b32 v1 v2 v3",
             "v_add_co_ci_u32 v1 v2 v3", "s_mov_b64 [s0,s1] [s2,s3]"]
    for t in ("gfx900", "gfx1030"):
        for line in mtbuf:
            yield t, line


def perm_swap_lines():
    """gfx950 v_permlane16_swap_b32/v_permlane32_swap_b32 with bound_ctrl:
    and fi: (each value, order, repeated) and op_sel, in each form; gfx942
    has no such instruction."""
    mods = ["", " bound_ctrl:1", " bound_ctrl:0", " fi:1", " fi:0", " bound_ctrl:1 fi:1",
            " bound_ctrl:0 fi:1", " bound_ctrl:1 fi:0", " fi:1 bound_ctrl:1", " bound_ctrl:2",
            " bound_ctrl:-1", " fi:2", " fi:3", " fi:-1", " bound_ctrl:1 bound_ctrl:1",
            " fi:1 fi:1", " op_sel:[1,0]", " op_sel:[0,0]", " clamp", " bound_ctrl:1 clamp",
            " bound_ctrl", " bound_ctrl:1+0", ", bound_ctrl:1", " BOUND_CTRL:1"]
    for t in ("gfx950", "gfx942"):
        for m in ("v_permlane16_swap_b32", "v_permlane32_swap_b32"):
            for form in ("", "_e64", "_e32"):
                for ops in ("v1, v2", "v255, v0"):
                    for mod in mods:
                        yield t, f"{m}{form} {ops}{mod}"


# gfx950 v_permlane*_swap_b32 VOP3 words with each op_sel value (bits 11-14:
# fi, bound_ctrl and two more), for tools/gen_sweep_corpus.py's decoded rows
PERM_SWAP_WORDS = [bytes([1, b << 3, op, 0xd1, 2, 1, 0, 0]) for op in (0x99, 0x9a)
                   for b in range(16)]


CLASSES = {"consts": consts_lines, "lds": lds_lines, "tr": tr_lines, "alias": alias_lines,
           "illegal": illegal_lines, "nocpol": nocpol_lines, "smemoff": smem_offset_lines,
           "opselcomma": opsel_comma_lines,
           "modcomma": modifier_comma_lines, "format": format_lines, "absconst": abs_const_lines,
           "vcc": vcc_implicit_lines, "reglist": reg_list_lines, "hwreg": hwreg_struct_lines,
           "thscope": th_scope_lines, "null": null_addr_lines,
           "nocomma": no_comma_lines, "permswap": perm_swap_lines,
           "imglist": image_list_lines, "signblank": sign_blank_lines}
# the classes tools/gen_sweep_corpus.py writes to the sweep corpus: those the
# codec agrees with llvm-mc-22 on
CORPUS_CLASSES = ["consts", "lds", "tr", "alias", "illegal", "nocpol", "absconst", "reglist",
                  "opselcomma", "modcomma", "smemoff", "thscope",
                  "hwreg", "vcc", "format", "null", "nocomma", "permswap", "imglist",
                  "signblank"]


def main():
    names = sys.argv[1:] or sys.exit(__doc__)
    seen = set()
    counts = collections.Counter()
    for c in names:
        for spec, text in CLASSES[c]():
            if (spec, text) not in seen:
                seen.add((spec, text))
                counts[c] += 1
                print(f"{spec}\t{text}")
    print(" ".join(f"{c}: {n}" for c, n in counts.items()), file=sys.stderr)


if __name__ == "__main__":
    main()
