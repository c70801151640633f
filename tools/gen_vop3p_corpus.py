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
registers, SGPRs, constants, literals).  Texts: the decoded ones, and
hand-picked spellings/errors below (inputs only; answers come from llvm-mc-22).
"""
import os
import random
import re
import sys

sys.path.insert(0, os.path.dirname(__file__))
import llvm
import vop3p_probe as vp

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
]


def hexbytes(b):
    return ",".join(f"0x{x:02x}" for x in b)


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
    table = os.path.join(os.path.dirname(__file__), "../crates/isa/data/vop3p.tsv")
    groups, unmodelled = {}, {}
    for line in open(table):
        f = line.rstrip("\n").split("\t")
        if f[0] == "@group":
            for k in f[2].split(" "):
                groups[k] = f[1]
        elif f[0] == "@unmodelled":
            unmodelled[f[1]] = {int(x, 16) for x in f[2].split(" ")}
    unmodelled = {k: unmodelled.get(g, set()) for k, g in groups.items()}
    out = [f"# VOP3P conformance corpus, generated by tools/gen_vop3p_corpus.py from {llvm.version()}",
           "# Opcodes listed @unmodelled in data/vop3p.tsv are left out."]
    for t, wave in picked:
        mattr = "+wavefrontsize64" if wave == 64 else None
        words = []
        for op, p in sorted(data[f"{t}/{wave}"].items()):
            if op in unmodelled.get(tag(t, wave), ()):
                continue  # decoded as "not supported yet"; see the header
            words += list(vp.probe_words(t, op).values())
            words += random_words(rng, t, op, p)
        # opcodes without a destination (gfx950 v_mfma_ld_scale_b32) decode
        # with VDST 0 only: probed with it
        for op in vp.dst0_opcodes(t, wave, data):
            if op in unmodelled.get(tag(t, wave), ()):
                continue
            words += list(vp.probe_words(t, op, d=0).values())
            words += random_words(rng, t, op, None, nodst=True)
        # GFX9: llvm-mc-22 crashes on a literal in a VOP3 source; none is generated
        texts = llvm.disassemble_each(t, words, mattr=mattr)
        ok = [(w, x) for w, x in zip(words, texts) if x is not None and "/*" not in x]
        enc = llvm.assemble(t, [x for _, x in ok], mattr)
        back = {}
        for (w, x), (canon, b) in zip(ok, enc):
            back[x] = (canon, b)
        for w, x in zip(words, texts):
            if x is None:
                out.append(f"dis\t{tag(t, wave)}\t{hexbytes(w)}\t<invalid>")
                continue
            canon, b = back.get(x, (None, None))
            if canon == x and b == w:
                out.append(f"rt\t{tag(t, wave)}\t{hexbytes(w)}\t{x}")
            else:
                out.append(f"dis\t{tag(t, wave)}\t{hexbytes(w)}\t{x}")
                if canon is not None:
                    out.append(f"asm\t{tag(t, wave)}\t{x}\t{canon}\t{hexbytes(b)}")
    for t, text in TEXTS:
        (canon, r), = llvm.assemble_located(t, [text])
        if canon is None:
            out.append(f"err\t{t}\t{text}\t{r[0]}\t{r[1]}")
        else:
            out.append(f"asm\t{t}\t{text}\t{canon}\t{hexbytes(r)}")
    # drop repeated rows, keep order
    done = set()
    for line in out:
        if line not in done:
            done.add(line)
            print(line)


if __name__ == "__main__":
    main()
