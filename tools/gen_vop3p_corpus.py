#!/usr/bin/env python3
"""Regenerate crates/isa/tests/data/vop3p_corpus.tsv: VOP3P words and texts
with llvm-mc-22's answers, for crates/isa/tests/conformance.rs.

Rows (tab-separated):
  rt  TARGET BYTES TEXT          llvm decodes BYTES to TEXT and assembles TEXT to BYTES
  dis TARGET BYTES TEXT          llvm decodes BYTES to TEXT (or <invalid>)
  asm TARGET TEXT CANON BYTES    llvm assembles TEXT to CANON / BYTES
  err TARGET TEXT COLUMN MESSAGE llvm rejects TEXT

Words: every probe of tools/vop3p_probe.py on one target of each table group
(both wave sizes), plus seeded random words per opcode (random modifiers,
registers, SGPRs, constants, literals), register tuples running past v255 /
a255, and gfx950's 128-bit scaled MFMA pairs (scaled_words).  Texts: the decoded ones, and
hand-picked spellings/errors below (inputs only; answers come from llvm-mc-22).
"""
import os
import random
import sys

sys.path.insert(0, os.path.dirname(__file__))
import llvm
import vop3p_probe as vp

# operands 0-3 of a scaled MFMA text (gfx950), for the inputs below
SCALED = "v_mfma_scale_f32_32x32x64_f8f6f4 v[0:15], v[16:23], v[24:31], v[32:47],"

# inputs whose answers are asked of llvm-mc-22 (target prefix, text)
TEXTS = [
    ("gfx90a", "v_pk_add_f16 v1, v2, v3 op_sel:[1,0] op_sel_hi:[0,1] neg_lo:[1,1] neg_hi:[0,1] clamp"),
    ("gfx90a", "v_pk_mul_f16 v1, 1.0, v3"),
    ("gfx90a", "v_pk_mul_f16 v1, 0x1234, v3"),
    ("gfx90a", "v_pk_mul_f16 v1, v2, v3 op_sel:[2,0]"),
    ("gfx90a", "v_dot4_i32_i8 v0, v1, v2, v3 op_sel:[1,0,0]"),
    ("gfx90a", "v_fma_mix_f32 v1, -|v2|, |v3|, -v4 op_sel:[1,0,0] op_sel_hi:[1,1,0] clamp"),
    ("gfx90a", "v_fma_mix_f32 v1, abs(v2), neg(v3), v4"),
    ("gfx90a", "v_pk_fma_f32 v[0:1], v[2:3], v[4:5], v[6:7] op_sel_hi:[0,0,0]"),
    ("gfx90a", "v_pk_fma_f32 v[0:1], v[1:2], v[4:5], v[6:7]"),
    ("gfx90a", "v_mfma_f32_32x32x1f32 a[0:31], v1, a2, a[0:31] cbsz:1 abid:2 blgp:3"),
    ("gfx90a", "v_mfma_f32_32x32x1f32 v[0:31], v1, v2, a[0:31]"),
    ("gfx90a", "v_mfma_f32_32x32x1f32 v[0:31], v1, v2, 1.0"),
    ("gfx90a", "v_mfma_f32_32x32x1f32 v[0:31], s1, v2, v[0:31]"),
    ("gfx908", "v_mfma_f32_4x4x1f32 a[0:3], v1, v2, a[4:7] blgp:7"),
    ("gfx908", "v_mfma_f32_4x4x1f32 v[0:3], v1, v2, a[4:7]"),
    ("gfx908", "v_accvgpr_write_b32 a1, s2"),
    ("gfx908", "v_accvgpr_read_b32 v1, a255"),
    ("gfx942", "v_mfma_f64_16x16x4_f64 v[10:17], v[30:31], a[40:41], v[50:57] cbsz:1 abid:2 neg:[1,0,1]"),
    ("gfx942", "v_smfmac_f32_16x16x32_f16 v[10:13], a[30:31], v[40:43], v50 cbsz:3 abid:1"),
    ("gfx942", "v_pk_add_f32 v[0:1], s[2:3], v[4:5]"),
    ("gfx950", "v_pk_minimum3_f16 v1, v2, v3, v4 op_sel:[0,0,1]"),
    ("gfx950", "v_mfma_ld_scale_b32 v1, v2 op_sel:[1,0] op_sel_hi:[0,1]"),
    ("gfx950", "v_mfma_ld_scale_b32 s1, 1.0"),
    ("gfx950", "v_mfma_ld_scale_b32 s1, s2"),
    ("gfx950", "v_mfma_ld_scale_b32 v1, 0x12345678"),
    ("gfx950", "v_mfma_ld_scale_b32 a1, v2"),
    ("gfx950", "v_mfma_ld_scale_b32 v1, v2 clamp"),
    ("gfx950", "v_mfma_ld_scale_b32 v0, v1, v2"),
    ("gfx950", "v_mfma_ld_scale_b32 v1"),
    # gfx950 scaled MFMA (v_mfma_ld_scale_b32 + MFMA, 128 bits)
    ("gfx950", f"{SCALED} v24, v25"),
    ("gfx950", f"{SCALED} v24, v25 op_sel_hi:[0,0,0]"),
    ("gfx950", f"{SCALED} v24, v25 op_sel:[1,0,0] op_sel_hi:[0,1,0]"),
    ("gfx950", f"{SCALED} v24, v25 op_sel:[0,0,1] op_sel_hi:[0,0,1]"),
    ("gfx950", f"{SCALED} v24, v25 op_sel:[1] op_sel_hi:[1,1]"),
    ("gfx950", f"{SCALED} v24, v25 op_sel:[1,1,1,1] op_sel_hi:[0,0,0,1]"),
    ("gfx950", f"{SCALED} v24, v25 op_sel:[1,1,1,1,1]"),
    ("gfx950", f"{SCALED} v24, v25 op_sel:[2,0]"),
    ("gfx950", f"{SCALED} v24, v25 op_sel:[]"),
    ("gfx950", f"{SCALED} v24, v25 op_sel_hi:[0,1,0] op_sel:[1,0,0]"),
    ("gfx950", f"{SCALED} v24, v25 cbsz:1 op_sel:[1,0,0]"),
    ("gfx950", f"{SCALED} v24, v25 blgp:1 op_sel_hi:[1,0,0]"),
    ("gfx950", f"{SCALED} v24, v25 blgp:1 cbsz:1"),
    ("gfx950", f"{SCALED} v24, v25 cbsz:1 cbsz:1"),
    ("gfx950", f"{SCALED} v24, v25 cbsz:1 blgp:1"),
    ("gfx950", f"{SCALED} v24, v25 abid:1"),
    ("gfx950", f"{SCALED} v24, v25 abid:0"),
    ("gfx950", f"{SCALED} v24, v25 neg:[1,0,0]"),
    ("gfx950", f"{SCALED} v24, v25 neg_lo:[1,0,0]"),
    ("gfx950", f"{SCALED} v24, v25 clamp"),
    ("gfx950", f"{SCALED} v24, v25 blgp:4"),
    ("gfx950", f"{SCALED} a24, v25"),
    ("gfx950", f"{SCALED} v24, s25"),
    ("gfx950", f"{SCALED} 1, v25"),
    ("gfx950", f"{SCALED} v24, 1.0"),
    ("gfx950", f"{SCALED} 0x1234, v25"),
    ("gfx950", f"{SCALED} v24, null"),
    ("gfx950", f"{SCALED} v24, src_shared_base"),
    ("gfx950", f"{SCALED} -v24, v25"),
    ("gfx950", f"{SCALED} v[24:25], v25"),
    ("gfx950", f"{SCALED} v24"),
    ("gfx950", f"{SCALED} v24, v25, v26"),
    ("gfx950", "v_mfma_scale_f32_16x16x128_f8f6f4 v[0:3], v[4:11], v[12:15], v[20:23], v24, v25 blgp:4"),
    ("gfx950", "v_mfma_scale_f32_16x16x128_f8f6f4 v[0:3], v[4:9], v[12:17], v[20:23], v24, v25 cbsz:2 blgp:2"),
    ("gfx950", "v_mfma_scale_f32_16x16x128_f8f6f4 a[0:3], a[4:11], a[12:19], a[20:23], v24, v25"),
    ("gfx950", "v_mfma_scale_f32_16x16x128_f8f6f4 v[0:3], a[4:11], v[12:19], a[20:23], v24, v25"),
    ("gfx950", "v_mfma_scale_f32_16x16x128_f8f6f4 v[0:3], v[4:11], v[12:19], v[2:5], v24, v25"),
    ("gfx950", "v_mfma_scale_f32_16x16x128_f8f6f4 v[0:3], v[4:11], v[12:19], 1.0, v24, v25"),
    ("gfx950", "v_mfma_scale_f32_16x16x128_f8f6f4 v[0:3], v[4:11], v[12:19], 0x1234, v24, v25"),
    ("gfx950", "v_mfma_scale_f32_16x16x128_f8f6f4 v[0:3], v[4:11], v[12:19], s[0:3], v24, v25"),
    ("gfx950", "v_mfma_scale_f32_16x16x128_f8f6f4 v[1:4], v[4:11], v[12:19], v[20:23], v24, v25"),
    ("gfx950", "v_mfma_scale_f32_32x32x64_f8f6f4 v[0:15], v[16:23], v[24:31], v[8:23], v48, v49"),
    ("gfx950", "v_mfma_scale_f32_32x32x64_f8f6f4 a[0:15], v[16:23], v[24:31], a[0:15], v255, v0 op_sel:[0,1,0] cbsz:4 blgp:3"),
    ("gfx950", "v_mfma_scale_f32_16x16x128_f8f6f4 v[0:3], v[4:11], v[12:19], v[20:23]"),
    ("gfx1030", "v_pk_add_u16 v1, 0x12345678, v3"),
    ("gfx1030", "v_pk_add_f16 v1, 0x3c00, v3"),
    ("gfx1030", "v_pk_add_f16 v1, s1, s2"),
    ("gfx1030", "v_dot2_f32_f16 v0, 0x11, v2, 0x22"),
    ("gfx1030", "v_dot2_f32_f16 v0, 0x11, v2, 0x11"),
    ("gfx1030", "v_fma_mix_f32 v0, v1, v2, 0x12345 op_sel_hi:[0,0,1]"),
    ("gfx1010", "v_dot4_i32_i8 v0, v1, v2, v3"),
    ("gfx1100", "v_wmma_f32_16x16x16_f16 v[0:7], v[8:15], v[16:23], v[0:7] neg_lo:[1,0,0] neg_hi:[0,0,1]"),
    ("gfx1100", "v_wmma_f32_16x16x16_f16 v[0:7], v[8:15], v[16:23], 1.0"),
    ("gfx1100", "v_wmma_i32_16x16x16_iu8 v[0:7], v[8:11], v[12:15], v[0:7] clamp"),
    ("gfx1100", "v_pk_max_f16 v1, v2, v3 op_sel:[1,1]"),
    ("gfx1100", "v_dot2_f32_bf16 v0, v1, v2, v3 op_sel_hi:[1,1,0]"),
    ("gfx1200", "v_swmmac_f32_16x16x32_f16 v[10:17], v[30:33], v[40:47], v50 index_key:1 neg_lo:[1,0,0] neg_hi:[0,1,0]"),
    ("gfx1200", "v_wmma_i32_16x16x16_iu8 v[10:17], v[30:31], v[40:41], v[50:57] neg_lo:[1,1,0] clamp"),
    ("gfx1200", "v_wmma_f32_16x16x16_f16 v[10:17], v[30:33], v[40:43], v[50:57] clamp"),
    ("gfx1200", "v_dot4_f32_fp8_bf8 v0, v1, v2, v3"),
    ("gfx1200", "v_pk_min_f16 v1, v2, v3"),
    ("gfx1200", "v_pk_maximum_f16 v1, v2, v3 neg_lo:[1,0]"),
    # float text in f16 / bf16 operands: a literal of that type, rounded to
    # nearest even; overflow and inexact subnormals are refused
    ("gfx1100", "v_pk_add_f16 v1, 1.5, v2"),
    ("gfx1100", "v_pk_add_f16 v1, -1.5, v2"),
    ("gfx1100", "v_pk_add_f16 v1, 0.1, v2"),
    ("gfx1100", "v_pk_add_f16 v1, 65504.0, v2"),
    ("gfx1100", "v_pk_add_f16 v1, 100000.0, v2"),
    ("gfx1100", "v_pk_add_f16 v1, 1.0e-8, v2"),
    ("gfx1100", "v_pk_fma_f16 v1, v2, v3, 1.5"),
    ("gfx1100", "v_pk_add_f16 v1, 1.5, v2 op_sel_hi:[0,1]"),
    ("gfx1100", "v_pk_add_u16 v1, 1.5, v2"),
    ("gfx1100", "v_dot2_f32_f16 v1, 1.5, v2, v3"),
    ("gfx1100", "v_dot2_f32_f16 v1, v2, v3, 1.5"),
    ("gfx1100", "v_dot2_f32_bf16 v1, 1.5, v2, v3"),
    ("gfx1100", "v_dot2_f32_bf16 v1, 0.1, v2, v3"),
    ("gfx1100", "v_dot2_f32_bf16 v1, 1.00390625, v2, v3"),
    ("gfx1100", "v_dot2_f32_bf16 v1, 1.01171875, v2, v3"),
    ("gfx1100", "v_fma_mix_f32 v1, 1.5, v2, v3"),
    ("gfx1100", "v_fma_mix_f32 v1, -1.5, v2, v3"),
    ("gfx1100", "v_fma_mix_f32 v1, |1.5|, v2, v3"),
    ("gfx1100", "v_fma_mix_f32 v1, v2, v3, -|0.1|"),
    ("gfx1200", "v_pk_add_f16 v1, 1.5, v2"),
    ("gfx1200", "v_fma_mix_f32 v1, v2, 1.5, v3 op_sel_hi:[0,1,0]"),
    ("gfx1200", "v_dot2_f32_bf16 v1, v2, v3, 1.5"),
    ("gfx1030", "v_pk_mul_f16 v1, 2.5, v2"),
    ("gfx1030", "v_fma_mixlo_f16 v1, 2.5, v2, v3"),
    # modifiers come once each, in the order LLVM prints them; lists take 1
    # to 4 entries (MFMA neg: 3), missing ones read as 0
    ("gfx950", "v_pk_fma_f16 v1, v2, v3, v4 op_sel_hi:[0,1,0] op_sel:[1,0,0]"),
    ("gfx950", "v_pk_fma_f16 v1, v2, v3, v4 neg_lo:[1,0,0] op_sel_hi:[0,1,0]"),
    ("gfx950", "v_pk_fma_f16 v1, v2, v3, v4 neg_hi:[0,1,0] neg_lo:[1,0,0]"),
    ("gfx950", "v_pk_fma_f16 v1, v2, v3, v4 clamp neg_hi:[0,1,0]"),
    ("gfx950", "v_pk_fma_f16 v1, v2, v3, v4 op_sel:[1,0,0] op_sel:[1,0,0]"),
    ("gfx950", "v_pk_fma_f16 v1, v2, v3, v4 op_sel:[1,0,0] op_sel_hi:[0,1,0] neg_lo:[1,0,0] neg_hi:[0,1,0] clamp"),
    ("gfx950", "v_pk_fma_f16 v1, v2, v3, v4 op_sel:[1]"),
    ("gfx950", "v_pk_fma_f16 v1, v2, v3, v4 op_sel_hi:[0]"),
    ("gfx950", "v_pk_fma_f16 v1, v2, v3, v4 neg_lo:[0,0,0,1]"),
    ("gfx950", "v_pk_fma_f16 v1, v2, v3, v4 op_sel:[1,1,1,1,1]"),
    ("gfx950", "v_pk_add_f16 v1, v2, v3 neg_hi:[1,1,1]"),
    ("gfx950", "v_pk_add_f16 v1, v2, v3 op_sel_hi:[0,0,0]"),
    ("gfx950", "v_pk_add_f16 v1, v2, v3 op_sel:[1,1,1,1]"),
    ("gfx950", "v_fma_mix_f32 v1, v2, v3, v4 op_sel:[0,0,0,1]"),
    ("gfx950", "v_fma_mix_f32 v1, v2, v3, v4 clamp op_sel:[1,0,0]"),
    ("gfx950", "v_mfma_ld_scale_b32 v1, v2 op_sel_hi:[0,0,1]"),
    ("gfx950", "v_mfma_ld_scale_b32 v1, v2 op_sel_hi:[0,1] op_sel:[1,0]"),
    ("gfx90a", "v_mfma_f32_32x32x1f32 a[0:31], v1, a2, a[0:31] abid:2 cbsz:1"),
    ("gfx90a", "v_mfma_f32_32x32x1f32 a[0:31], v1, a2, a[0:31] blgp:3 abid:2"),
    ("gfx90a", "v_mfma_f32_32x32x1f32 a[0:31], v1, a2, a[0:31] cbsz:1 cbsz:1"),
    ("gfx942", "v_mfma_f64_16x16x4_f64 v[10:17], v[30:31], a[40:41], v[50:57] neg:[1]"),
    ("gfx942", "v_mfma_f64_16x16x4_f64 v[10:17], v[30:31], a[40:41], v[50:57] neg:[0,0,0,1]"),
    ("gfx942", "v_mfma_f64_16x16x4_f64 v[10:17], v[30:31], a[40:41], v[50:57] neg:[1,0,1] cbsz:1"),
    ("gfx1200", "v_swmmac_f32_16x16x32_f16 v[10:17], v[30:33], v[40:47], v50 neg_lo:[1,0,0] index_key:1"),
    ("gfx1200", "v_swmmac_f32_16x16x32_f16 v[10:17], v[30:33], v[40:47], v50 neg_hi:[0,1,0] neg_lo:[1,0,0]"),
    ("gfx1100", "v_wmma_f32_16x16x16_f16 v[0:7], v[8:15], v[16:23], v[0:7] neg_hi:[0,0,1] neg_lo:[1,0,0]"),
    ("gfx1100", "v_mfma_f32_16x16x128_f8f6f4 v[10:13], v[4:11], v[250:257], v[20:23]"),
    ("gfx950", "v_mfma_f32_16x16x128_f8f6f4 v[10:13], v[4:11], v[250:257], v[20:23]"),
]


def tag(t, wave):
    return f"{t}:w64" if wave == 64 else t


def random_words(rng, t, op, p, nodst=False):
    """Seeded words of one opcode: random modifier bits and operands (VDST 0
    but in every fourth word for an opcode without a destination)."""
    g = vp.gen(t)
    base = int.from_bytes(bytes.fromhex("".join(f"{x:02x}" for x in reversed(
        vp.probe_words(t, op)["base"]))), "big")
    out = []
    for k in range(10):
        w = base
        mods = 0
        for b in vp.MOD_BITS:
            if rng.random() < 0.25:
                mods |= 1 << b
        w = (w & ~sum(1 << b for b in vp.MOD_BITS)) | (mods if k % 3 else vp.BASE_MODS)
        w = w & ~0xff | (0 if nodst and k % 4 else rng.randrange(0, 200) & ~1)
        srcs = []
        for i in range(3):
            r = rng.random()
            if r < 0.5:
                s = 256 + (rng.randrange(0, 200) & ~1)
            elif r < 0.65:
                s = rng.randrange(0, 100) & ~1
            elif r < 0.85:
                s = rng.choice([128, 129, 136, 192, 193, 200, 240, 241, 242, 246, 247, 248, 106, 126, 124, 125])
            else:
                s = 255 if g >= 10 else 256 + 3
            srcs.append(s)
        w = w & ~(0x7ffffff << 32) | srcs[0] << 32 | srcs[1] << 41 | srcs[2] << 50
        b = w.to_bytes(8, "little")
        if 255 in srcs:
            b += rng.choice([0x12345678, 0x3c00, 0x3c003c00, 0x40, 0x3f800000, 0xbf801234]).to_bytes(4, "little")
        out.append(b)
    return out


def scaled_words(rng, t, ld_op, op):
    """Words of one gfx950 scaled MFMA (a v_mfma_ld_scale_b32 word, then the
    MFMA word with ABID 1): the probe base, every modifier bit of either word
    toggled, each format pair, scale and C sources of every class, the scale
    word's ignored fields set, and seeded random ones."""
    le = lambda v: v.to_bytes(8, "little")
    sc = (256 + 60, 256 + 61, 0)
    ld = vp.word(t, ld_op, mods=0, s=sc, d=0)
    mf = vp.word(t, op, mods=vp.FMT_MODS | 1 << 11)
    out = [le(ld) + le(mf)]
    for b in list(range(0, 16)) + list(range(59, 64)):
        out.append(le(ld ^ 1 << b) + le(mf))
    for b in vp.MOD_BITS:
        out.append(le(ld) + le(mf ^ 1 << b))
    for c in range(8):
        out.append(le(ld) + le(mf & ~(7 << 8 | 7 << 61) | c << 8 | (7 - c) << 61))
    # (llvm-mc-22 crashes on a scale source of 255, a literal: none is made)
    for v in (0, 1, 106, 124, 125, 126, 128, 193, 209, 230, 235, 240, 248, 249, 251, 254, 255, 256, 511):
        for i in (0, 1):
            if v != 255:
                out.append(le(ld & ~(0x1ff << (32 + 9 * i)) | v << (32 + 9 * i)) + le(mf))
        out.append(le(ld | v << 50) + le(mf))
        out.append(le(ld) + le(mf & ~(0x1ff << 50) | v << 50))
    for _ in range(60):
        lw = ld & ~(0x7ffffff << 32) & ~0xffff & ~(0x1f << 59)
        lw |= rng.getrandbits(16) | rng.getrandbits(5) << 59 | rng.getrandbits(9) << 50
        lw |= rng.choice([256 + rng.randrange(256), 256 + rng.randrange(256), rng.randrange(255)]) << 32
        lw |= (256 + rng.randrange(256)) << 41
        mw = mf & ~(0x7ffffff << 32) & ~0xff & ~sum(1 << b for b in vp.MOD_BITS)
        mods = rng.getrandbits(3) << 8 | 1 << 11 | rng.getrandbits(1) << 15 | rng.getrandbits(5) << 59
        dst = rng.randrange(0, 256) & ~1
        srcs = [256 + (rng.randrange(0, 256) & ~1) for _ in range(3)]
        if rng.random() < 0.2:
            srcs[2] = rng.choice([128, 136, 193, 240, 242, 248, 2])
        mw |= dst | mods | srcs[0] << 32 | srcs[1] << 41 | srcs[2] << 50
        out.append(le(lw) + le(mw))
    # an MFMA word with ABID other than 1 is an instruction of its own
    return [w for w in out if w[9] >> 3 & 0xF == 1]


def past_v255_words(t, op):
    """Words whose destination or one source is a tuple from v254/a254 (past
    the last register when wider than 2): LLVM prints VGPR ones as they are
    and refuses AGPR ones."""
    mods = [vp.BASE_MODS, vp.BASE_MODS & ~(3 << 59)]
    if vp.gen(t) == 9:
        mods += [vp.FMT_MODS, 0]
    out = []
    for m in mods:
        out.append(vp.word(t, op, mods=m, d=254).to_bytes(8, "little"))
        for i in range(3):
            s = [256 + vp.S0, 256 + vp.S1, 256 + vp.S2]
            s[i] = 256 + 254
            out.append(vp.word(t, op, mods=m, s=tuple(s)).to_bytes(8, "little"))
    return out


def main():
    data = vp.load()
    rng = random.Random(5)
    keys = []
    for t in llvm.TARGETS:
        keys.append((t, 32))
        if vp.gen(t) >= 10:
            keys.append((t, 64))
    # one target per distinct answer set
    seen, picked = [], []
    for key in keys:
        ans = data[f"{key[0]}/{key[1]}"]
        if ans not in seen:
            seen.append(ans)
            picked.append(key)
    # opcodes the table leaves unmodelled (gfx950 f8f6f4 MFMA) stay out
    table = llvm.data_path("vop3p.tsv")
    groups, unmodelled, scaled_by_group, order = {}, {}, {}, []
    for line in open(table):
        f = line.rstrip("\n").split("\t")
        if f[0] == "@group":
            order.append(f[1])
            for k in f[2].split(" "):
                groups[k] = f[1]
        elif f[0] == "@unmodelled":
            unmodelled[f[1]] = {int(x, 16) for x in f[2].split(" ")}
        elif not f[0].startswith("#") and "scale" in f[2].split(","):
            for g, cell in zip(order, f[8:]):
                if cell != "-":
                    scaled_by_group.setdefault(g, set()).add(int(cell, 16))
    unmodelled = {k: unmodelled.get(g, set()) for k, g in groups.items()}
    scaled = {k: scaled_by_group.get(g, set()) for k, g in groups.items()}
    out = [llvm.header("VOP3P conformance corpus", __file__),
           "# Opcodes listed @unmodelled in data/vop3p.tsv are left out."]
    for t, wave in picked:
        mattr = "+wavefrontsize64" if wave == 64 else None
        words = []
        for op, p in sorted(data[f"{t}/{wave}"].items()):
            if op in unmodelled.get(tag(t, wave), ()):
                continue  # decoded as "not supported yet"; see the header
            words += list(vp.probe_words(t, op).values())
            words += random_words(rng, t, op, p)
            words += past_v255_words(t, op)
        # opcodes without a destination (gfx950 v_mfma_ld_scale_b32) decode
        # with VDST 0 only: probed with it
        for op in vp.dst0_opcodes(t, wave, data):
            if op in unmodelled.get(tag(t, wave), ()):
                continue
            words += list(vp.probe_words(t, op, d=0).values())
            words += random_words(rng, t, op, None, nodst=True)
        # gfx950 scaled MFMA: the scale word's opcode, then each fused MFMA's
        fused = sorted(scaled.get(tag(t, wave), ()))
        if fused:
            ld_op, = vp.dst0_opcodes(t, wave, data)
            for op in fused:
                words += scaled_words(rng, t, ld_op, op)
        # GFX9: llvm-mc-22 crashes on a literal in a VOP3 source; none is generated
        # a word LLVM decodes in fewer bytes (an unused source field of 255
        # reads no literal) is recorded as the bytes it consumed
        consumed = llvm.disassemble_consumed(t, words, mattr=mattr)
        words = [w for w, _ in consumed]
        texts = [x for _, x in consumed]
        out += llvm.ordered_rows(tag(t, wave), t, words, texts, mattr, explain=("asm",), comments=False)
    for t, text in TEXTS:
        out += llvm.asm_rows(t, t, [text])
    # drop repeated rows, keep order
    done = set()
    for line in out:
        if line not in done:
            done.add(line)
            print(line)


if __name__ == "__main__":
    main()
