"""Probe words for the VOP3P encoding (packed math, dot, mix, MFMA/SMFMAC,
WMMA/SWMMAC), shared by gen_vop3p_table.py, gen_vop3p_corpus.py and
gen_vop3p_counts.py.

Layout (GFX9 prefix 110100111 in bits 31:23, GFX10+ 0xCC in bits 31:24):
  OP 22:16  CLAMP 15  OP_SEL_HI[2] 14  OP_SEL 13:11  NEG_HI 10:8  VDST 7:0
  NEG_LO 63:61  OP_SEL_HI[1:0] 60:59  SRC2 58:50  SRC1 49:41  SRC0 40:32
MFMA reuses bits 15:8 as ACC_CD, ABID, CBSZ and 63:59 as BLGP, ACC(src1, src0).
"""
import json
import os
import sys

sys.path.insert(0, os.path.dirname(__file__))
import llvm
import sweep_opcodes as sw

D, S0, S1, S2 = 10, 30, 40, 50
# literal dword: also a valid s_nop when read as an instruction
LIT = 0xBF801234
# literals that are inline constants of one operand type only: f16 1.0,
# bf16 1.0, f32 1.0 (LLVM prints those as lit(...))
TYPE_PROBES = [0x3C00, 0x3F80, 0x3F800000]
# bits a probe toggles from the base word: word-0 bits 8..15, word-1 bits 27..31
MOD_BITS = list(range(8, 16)) + list(range(59, 64))
BASE_MODS = 1 << 14 | 3 << 59  # op_sel_hi all ones
FMT_MODS = 3 << 59  # the same without bit 14


gen = llvm.gen


def word(target, op, mods=BASE_MODS, s=(256 + S0, 256 + S1, 256 + S2), d=D):
    pre = 0b110100111 << 23 if gen(target) == 9 else 0xCC << 24
    w = pre | op << 16 | d | s[0] << 32 | s[1] << 41 | s[2] << 50
    return w | mods


def probe_words(target, op, d=D):
    """{variant: bytes} of every probe of one opcode (VDST `d`)."""
    le = lambda v, n=8: v.to_bytes(n, "little")

    def word(target, op, mods=BASE_MODS, s=(256 + S0, 256 + S1, 256 + S2)):
        return globals()["word"](target, op, mods, s, d)

    v = {"base": le(word(target, op)), "zero": le(word(target, op, 0)),
         "sgpr": le(word(target, op, s=(2, 4, 6))),
         "const": le(word(target, op, s=(242, 243, 248))),
         "int": le(word(target, op, s=(128 + 5, 193, 240)))}
    for b in MOD_BITS:
        v[f"b{b}"] = le(word(target, op, BASE_MODS ^ 1 << b))
    # gfx950 f8f6f4 MFMA reject ABID: a second base without it, CBSZ = BLGP = c
    # (the A / B formats, which set the operand widths)
    if gen(target) == 9:
        for c in range(8):
            v[f"f{c}"] = le(word(target, op, FMT_MODS | c << 8 | c << 61))
        for b in MOD_BITS:
            v[f"fb{b}"] = le(word(target, op, FMT_MODS ^ 1 << b))
        v["fconst"] = le(word(target, op, FMT_MODS, s=(242, 243, 248)))
        v["fint"] = le(word(target, op, FMT_MODS, s=(128 + 5, 193, 240)))
        v["fsgpr"] = le(word(target, op, FMT_MODS, s=(2, 4, 6)))
    if gen(target) >= 10:
        for i in range(3):
            s = [256 + S0, 256 + S1, 256 + S2]
            s[i] = 255
            v[f"lit{i}"] = le(word(target, op, s=tuple(s))) + le(LIT, 4)
            # which inline constants the source's type has (f16, bf16 or f32 values)
            for val in TYPE_PROBES:
                v[f"l{i}_{val:x}"] = le(word(target, op, s=tuple(s))) + le(val, 4)
    return v


def probe(target, wave64=False):
    """{opcode: {variant: text or None}} for opcodes where some probe decodes."""
    keys, words = [], []
    for op in range(128):
        for var, b in probe_words(target, op).items():
            keys.append((op, var))
            words.append(b)
    texts = sw._probe_batch(target, words, wave64)
    res = {}
    for (op, var), t in zip(keys, texts):
        res.setdefault(op, {})[var] = t
    return {op: v for op, v in res.items() if any(v.values())}


def dst0_opcodes(target, wave, data):
    """Opcodes no probe of `data` decodes that decode with VDST 0 (gfx950
    v_mfma_ld_scale_b32, which has no destination)."""
    missing = [op for op in range(128) if op not in data[f"{target}/{wave}"]]
    words = [word(target, op, d=0).to_bytes(8, "little") for op in missing]
    texts = llvm.disassemble_each(target, words, mattr="+wavefrontsize64" if wave == 64 else None)
    return [op for op, x in zip(missing, texts) if x is not None]


def probe_dst0(target, wave, ops):
    """{opcode: {variant: text}} of the probes of `ops` with VDST 0 (gfx950
    v_mfma_ld_scale_b32, which has no destination)."""
    keys, words = [], []
    for op in ops:
        for var, b in probe_words(target, op, d=0).items():
            keys.append((op, var))
            words.append(b)
    texts = llvm.disassemble_each(target, words, mattr="+wavefrontsize64" if wave == 64 else None)
    res = {}
    for (op, var), t in zip(keys, texts):
        res.setdefault(op, {})[var] = t
    return res


def load(cache=None):
    """Probe answers of every target (and wave64 on GFX10+), cached as JSON."""
    cache = cache or os.environ.get("PROBE_CACHE")
    if cache and os.path.exists(cache):
        data = json.load(open(cache))
        return {k: {int(op): v for op, v in d.items()} for k, d in data.items()}
    data = {}
    for t in llvm.TARGETS:
        data[f"{t}/32"] = probe(t)
        if gen(t) >= 10:
            data[f"{t}/64"] = probe(t, wave64=True)
        print(f"probed {t}", file=sys.stderr)
    if cache:
        json.dump(data, open(cache, "w"))
    return data


if __name__ == "__main__":
    load(sys.argv[1])
