#!/usr/bin/env python3
"""Generates crates/isa/tests/data/alu_sdwa_corpus.tsv: SDWA forms (src0 = 249
on VOP1/VOP2/VOPC, GFX9 and GFX10) as llvm-mc-22 decodes and assembles them,
checked by tests/conformance.rs.

Rows (as in the other corpora):
  rt   TARGET BYTES TEXT         LLVM decodes BYTES to TEXT and assembles TEXT to BYTES
  dis  TARGET BYTES TEXT         LLVM decodes BYTES to TEXT (or <invalid>)
  asm  TARGET INPUT TEXT BYTES   LLVM assembles INPUT, printing TEXT
  err  TARGET INPUT COLUMN MSG   LLVM rejects INPUT

Words: for every opcode of data/alu_sdwa.tsv on each group's first target
(and GFX10 in wave64), random SDWA dwords (random selects, modifier bits the
opcode takes and some it does not, scalar and vector sources, VOPC
destinations), plus opcodes LLVM refuses with SDWA. Texts: every decoded text
is assembled again; written lines vary the spelling (no `_sdwa` suffix,
selects left out or reordered, `sext(...)`, destinations) and break rules
(selects a shape lacks, modifiers an opcode refuses, literals, constant bus)."""
import os
import random
import sys

sys.path.insert(0, os.path.dirname(__file__))
import llvm  # noqa: E402

ALU = llvm.data_path("alu.tsv")
SDWA_TSV = llvm.data_path("alu_sdwa.tsv")
OUT = llvm.corpus_path("alu_sdwa_corpus.tsv")

SAMPLES = 6
SELS = ["BYTE_0", "BYTE_1", "BYTE_2", "BYTE_3", "WORD_0", "WORD_1", "DWORD"]
UNUSED = ["UNUSED_PAD", "UNUSED_SEXT", "UNUSED_PRESERVE"]
WORD0 = {
    "vop1": lambda op, dst, v1: 0x7E000000 | dst << 17 | op << 9 | 249,
    "vop2": lambda op, dst, v1: op << 25 | dst << 17 | v1 << 9 | 249,
    "vopc": lambda op, dst, v1: 0x7C000000 | op << 17 | v1 << 9 | 249,
}
NOPS = {"vop1": 256, "vop2": 64, "vopc": 256}


def alu_rows():
    """{(group, shape, opcode): (name, sig32)} and the groups' first targets."""
    groups, fields, _ = llvm.read_table(ALU)
    rows = {}
    for parts in fields:
        if parts[1] in WORD0:
            for (g, _), op in zip(groups, parts[llvm.ALU_CELLS:]):
                if op not in ("", "-"):
                    rows[(g, parts[1], int(op))] = (parts[0], parts[2].split(" "))
    return [(g, ms[0]) for g, ms in groups], rows


def sdwa_table():
    out = {}
    with open(SDWA_TSV) as f:
        for line in f:
            if line.startswith("#") or not line.strip():
                continue
            g, shape, cells = (line.rstrip("\n").split("\t") + [""])[:3]
            for c in cells.split(","):
                if c:
                    op, m = c.split("=")
                    out[(g, shape, int(op))] = int(m, 16)
    return out


def scalar(rng):
    r = rng.random()
    if r < 0.4:
        return rng.randrange(106)
    if r < 0.55:
        return rng.choice([106, 107, 124, 125, 126, 127, 253, 254, 255, 249, 250, 230, 235])
    if r < 0.8:
        return 128 + rng.randrange(81)
    if r < 0.92:
        return 240 + rng.randrange(9)
    return rng.randrange(256)


def random_word(rng, shape, op, mask):
    """An SDWA word: mostly the fields and modifier bits `mask` allows."""
    # (a select of 7 crashes llvm-mc-22's disassembler: never asked)
    def sel():
        return rng.randrange(7)
    d = 0
    s0 = rng.random() < 0.35
    d |= (scalar(rng) if s0 else rng.randrange(256)) | s0 << 23
    v1 = rng.randrange(256)
    if shape != "vopc":
        d |= sel() << 8 | (3 if rng.random() < 0.04 else rng.randrange(3)) << 11
    d |= sel() << 16
    if shape != "vop1":
        s1 = rng.random() < 0.35
        if s1:
            v1 = scalar(rng)
        d |= sel() << 24 | s1 << 31
    bits = {0x1: 20, 0x2: 21, 0x4: 19, 0x10: 28, 0x20: 29, 0x40: 27, 0x100: 13}
    for m, b in bits.items():
        if (mask & m and rng.random() < 0.3) or rng.random() < 0.02:
            d |= 1 << b
    if shape != "vopc" and ((mask & 0x200 and rng.random() < 0.3) or rng.random() < 0.02):
        d |= rng.randrange(1, 4) << 14
    if shape == "vopc" and rng.random() < 0.5:
        d |= 1 << 15 | rng.randrange(128) << 8
    elif shape == "vopc":
        d |= rng.randrange(128) << 8 if rng.random() < 0.2 else 0
    if rng.random() < 0.1:
        d |= 1 << rng.choice([22, 30])
    if shape == "vop1" and rng.random() < 0.03:
        d |= rng.randrange(1, 8) << 24
    # sext and neg/abs on one source cannot both be taken: keep one kind
    if d >> 19 & 1 and d >> 20 & 3 and rng.random() < 0.8:
        d &= ~(1 << 19)
    if d >> 27 & 1 and d >> 28 & 3 and rng.random() < 0.8:
        d &= ~(1 << 27)
    return WORD0[shape](op, rng.randrange(256), v1) | d << 32


def written_lines(rng, name, shape, sig, mask, wave64, gfx10):
    """Assembly spellings of one SDWA opcode, valid and not."""
    vcc = "vcc" if wave64 else "vcc_lo"
    def src(i, scalar_ok=True):
        r = rng.random()
        if r < 0.5 or not scalar_ok:
            text = f"v{rng.randrange(256)}"
        elif r < 0.7:
            text = f"s{rng.randrange(102)}"
        elif r < 0.8:
            text = rng.choice(["1.0", "-2.0", "0.5", "17", "-3", "0", "m0", "exec_lo", "vcc_lo",
                               "ttmp3", "0x1234", "3.5", "vcc_hi", "src_scc", "null"])
        else:
            text = f"v{rng.randrange(256)}"
        neg, abs_, sext = (0x1, 0x2, 0x4) if i == 0 else (0x10, 0x20, 0x40)
        if mask & sext and rng.random() < 0.3:
            return f"sext({text})"
        if mask & abs_ and rng.random() < 0.25:
            text = f"|{text}|"
        if mask & neg and rng.random() < 0.25:
            text = f"-{text}"
        if rng.random() < 0.03:
            text = f"sext({text})" if mask & neg else f"-{text}"
        return text
    ops = []
    for o in sig:
        if o == "vcc" and shape == "vopc":
            if not mask & 0x400:
                continue
            r = rng.random()
            if r < 0.5:
                ops.append(vcc)
            elif wave64:
                n = rng.randrange(0, 100, 2)
                ops.append(rng.choice([f"s[{n}:{n+1}]", "exec", "ttmp[2:3]", "s[1:2]", "s5"]))
            else:
                ops.append(rng.choice([f"s{rng.randrange(106)}", "exec_lo", "ttmp5", "null", "s[2:3]"]))
        elif o == "vcc":
            ops.append(vcc)
        elif o.startswith("vd"):
            ops.append(f"v{rng.randrange(256)}")
        elif o[0] in "av":
            ops.append(src(int(o[1])))
    controls = []
    if shape != "vopc":
        controls.append(f"dst_sel:{rng.choice(SELS)}")
        controls.append(f"dst_unused:{rng.choice(UNUSED)}")
    controls.append(f"src0_sel:{rng.choice(SELS)}")
    if shape != "vop1":
        controls.append(f"src1_sel:{rng.choice(SELS)}")
    controls = [c for c in controls if rng.random() < 0.6]
    if mask & 0x100 and rng.random() < 0.3:
        controls.insert(0, "clamp")
    if mask & 0x200 and rng.random() < 0.3:
        controls.insert(0, rng.choice(["mul:2", "mul:4", "div:2"]))
    if rng.random() < 0.3:
        rng.shuffle(controls)
    suffix = "" if controls and rng.random() < 0.2 else "_sdwa"
    return f"{name}{suffix} " + ", ".join(ops) + "".join(" " + c for c in controls)


# Lines every SDWA target is asked (GFX9 spelling; vcc_lo for wave32 GFX10).
FIXED = [
    "v_mov_b32_sdwa v1, v2 dst_sel:BYTE_4",
    "v_mov_b32_sdwa v1, v2 src1_sel:BYTE_0",
    "v_mov_b32_sdwa v1, v2 dst_sel:BYTE_0 dst_sel:BYTE_1",
    "v_mov_b32_sdwa v1, v2 dst_sel:WORD_1 foo",
    "v_mov_b32_sdwa v1, 0x12345",
    "v_mov_b32_sdwa v1, v[2:3]",
    "v_mov_b32_sdwa v1, v2 clamp",
    "v_mov_b32_sdwa v1, -v2",
    "v_mov_b32_sdwa v1, sext(v2)",
    "v_mov_b32_sdwa v1, sext(-1) src0_sel:BYTE_1",
    "v_mov_b32_sdwa v1, 1.0 dst_sel:WORD_0",
    "v_mov_b32_sdwa v1 v2",
    "v_mov_b32_sdwa v1,",
    "v_mov_b32 v1, v2 dst_sel:WORD_1 dst_unused:UNUSED_SEXT",
    "v_mov_b32_e32 v1, v2 dst_sel:WORD_1",
    "v_add_f32_sdwa v1, v2, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:WORD_1",
    "v_add_f32_sdwa v1, v2, v3 src1_sel:WORD_1 src0_sel:BYTE_3 dst_unused:UNUSED_SEXT dst_sel:BYTE_2",
    "v_add_f32_sdwa v1, -v2, -|v3| clamp div:2",
    "v_add_f32_sdwa v1, v2, v3 mul:3",
    "v_add_f32_sdwa v1, sext(v2), v3",
    "v_add_f32_sdwa v1, s2, s3",
    "v_add_f32_sdwa v1, s2, s2",
    "v_add_f32_sdwa v1, 1.0, 2.0",
    "v_add_f32_sdwa v1, v2, 0x3f800000",
    "v_add_f32_sdwa v1, v2, lit(1.0)",
    "v_add_f32_sdwa v1, v2, v3 dst_sel:byte_0",
    "v_add_f32_sdwa v1, v2, v3 dst_sel:7",
    "v_add_f32_sdwa v1, v2, v3 dst_sel",
    "v_add_f32_sdwa v1, |s2|, neg(v3)",
    "v_add_f32_sdwa v1, abs(v2), -|0.5|",
    "v_mul_i32_i24_sdwa v1, sext(v2), sext(s3) dst_sel:WORD_0",
    "v_mul_i32_i24_sdwa v1, -v2, v3",
    "v_mul_i32_i24_sdwa v1, v2, v3 mul:2",
    "v_cndmask_b32_sdwa v1, s2, v3, vcc",
    "v_cndmask_b32_sdwa v1, v2, s3, vcc",
    "v_cmp_eq_f32_sdwa vcc, v1, v2 src0_sel:WORD_1",
    "v_cmp_eq_f32_sdwa vcc, v1, v2 dst_sel:WORD_1",
    "v_cmp_eq_f32_sdwa vcc, v1, v2 clamp",
    "v_cmp_eq_f32_sdwa s[4:5], -v1, |s2|",
    "v_cmp_eq_f32_sdwa s4, v1, v2",
    "v_cmp_eq_f32_sdwa v1, v2",
    "v_cmp_eq_u32_sdwa exec, sext(v1), v2 src1_sel:BYTE_2",
    "v_cmp_eq_u32_sdwa s[3:4], v1, v2",
    "v_cmpx_eq_u32_sdwa vcc, v1, v2",
    "v_cmpx_eq_u32_sdwa v1, v2 src0_sel:WORD_0",
    "v_cmpx_eq_u32_sdwa s[6:7], v1, s2",
    "v_cvt_f64_f32_sdwa v[2:3], v1",
    "v_cvt_f32_f64_sdwa v1, v[2:3]",
    "v_add_f64_sdwa v[2:3], v[4:5], v[6:7]",
    "v_readfirstlane_b32_sdwa s1, v2",
    "v_fmaak_f32_sdwa v1, v2, v3, 0x1234",
    "v_add_u16_sdwa v1, 1.0, v2",
    "v_add_u16_sdwa v1, 0x3c00, v2",
    "v_add_f16_sdwa v1, 1.0, v2",
    "v_add_f16_sdwa v1, 0x3c00, v2",
    "v_mov_b32_sdwa v1, src_lds_direct",
    "v_mov_b32_sdwa v1, s2 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:BYTE_2 extra",
    "v_cndmask_b32_sdwa v1, vcc_lo, s2, vcc",
    "v_cndmask_b32_sdwa v1, vcc_lo, v2, vcc",
    "v_add_co_ci_u32_sdwa v10, vcc, s44, vcc_lo, vcc",
    "v_add_co_ci_u32_sdwa v10, vcc, vcc_lo, v2, vcc",
    "v_ldexp_f16_sdwa v1, v2, sext(7)",
    "v_ldexp_f16_sdwa v1, v2, sext(s1)",
    "v_ldexp_f16_sdwa v1, v2, 0.15915494",
    "v_add_u16_sdwa v1, v2, 0.15915494",
    "v_add_u16_sdwa v1, v2, sext(-7)",
    "v_cvt_f32_fp8_sdwa v1, v2 src0_sel:BYTE_1",
    "v_cvt_f32_fp8_sdwa v1, sext(v2)",
    "v_cvt_f32_fp8_sdwa v1, v2 dst_sel:WORD_1",
    "v_cvt_pk_f32_fp8_sdwa v[2:3], v2 clamp",
    "v_cvt_pk_f32_fp8_sdwa v[3:4], v2",
    "v_movrels_b32_sdwa v1, s2",
    "v_movrels_b32_sdwa v1, v2 src0_sel:WORD_1",
    "v_cmp_eq_u32_sdwa null, v1, v2",
    "v_add_f32_sdwa v1, v2, v3 clamp mul:2 dst_sel:BYTE_0",
    "v_add_f32_sdwa v1, v2, v3 src0_sel:BYTE_1 dst_sel:BYTE_0",
    "v_add_f32_sdwa v1 v2 v3 src0_sel:BYTE_1",
]


def main():
    rng = random.Random(2026_12_02)
    groups, rows = alu_rows()
    table = sdwa_table()
    out = []
    runs = [(g, t, None, t) for g, t in groups]
    runs += [("gfx1010", "gfx1010", "+wavefrontsize64", "gfx1010:w64"),
             ("gfx1030", "gfx1030", "+wavefrontsize64", "gfx1030:w64")]
    for g, target, mattr, tag in runs:
        wave64 = mattr is not None or llvm.is_gfx9(target)
        gfx10 = target.startswith("gfx10")
        samples = SAMPLES if mattr is None else 2
        words, lines = [], []
        for shape in WORD0:
            # (opcodes the ALU table lacks, such as v_pk_fmac_f16, are left out)
            taken = [op for op in range(NOPS[shape])
                     if (g, shape, op) in table and (g, shape, op) in rows]
            refused = [op for op in range(NOPS[shape]) if (g, shape, op) not in table]
            for op in taken:
                m = table[(g, shape, op)]
                words += [random_word(rng, shape, op, m) for _ in range(samples)]
                name, sig = rows[(g, shape, op)]
                lines += [written_lines(rng, name, shape, sig, m, wave64, gfx10)
                          for _ in range(samples // 2)]
            for op in rng.sample(refused, min(len(refused), 4)):
                words.append(random_word(rng, shape, op, 0x3ff))
        texts = llvm.disassemble_blocks(target, words, 8, mattr)
        out += llvm.ordered_rows(tag, target, [w.to_bytes(8, "little") for w in words], texts, mattr,
                                 explain=("asm",))
        fixed = [l.replace("vcc", "vcc_lo") if not wave64 else l for l in FIXED]
        fixed = [l.replace("s[4:5]", "s4").replace("exec,", "exec_lo,") if not wave64 else l
                 for l in fixed]
        lines += fixed
        # llvm-mc-22 prints a sext(...) it does not encode (v_pk_fmac_f16): left out
        out += llvm.asm_rows(tag, target, lines, mattr, keep=lambda text, res: text is None or not (
            "sext(" in text and int.from_bytes(res[4:8], "little") & (1 << 19 | 1 << 27) == 0))
    # GFX11+ has no SDWA: the suffix is refused there
    for t in ["gfx1100", "gfx1150", "gfx1200"]:
        lines = ["v_mov_b32_sdwa v1, v2", "v_add_f32_sdwa v1, v2, v3 dst_sel:WORD_1",
                 "v_mov_b32 v1, v2 src0_sel:BYTE_1"]
        rows = llvm.asm_rows(t, t, lines)
        assert all(r.startswith("err\t") for r in rows), rows
        out += rows
    with open(OUT, "w") as f:
        f.write(llvm.header("ALU SDWA corpus", __file__) + "\n")
        f.write("\n".join(out) + "\n")
    kinds = {}
    for row in out:
        kinds[row.split("\t")[0]] = kinds.get(row.split("\t")[0], 0) + 1
    print(kinds, file=sys.stderr)


if __name__ == "__main__":
    main()
