#!/usr/bin/env python3
"""Regenerate crates/isa/tests/data/interp_corpus.tsv: interpolation and
LDS-direct words and texts on every target, with llvm-mc-22's answers.

  rt   target bytes text          both directions (text assembles to bytes)
  dis  target bytes text          decoding only (ignored bits, attr > 32, invalid words)
  asm  target input canon bytes   alternative spellings
  err  target input column msg    text llvm-mc rejects
"""
import os, random, sys

sys.path.insert(0, os.path.dirname(__file__))
import llvm

TABLE = llvm.data_path("interp.tsv")
OUT = llvm.corpus_path("interp_corpus.tsv")
CANONICAL, RAW = 14, 8
V = 256


def table():
    """{target: (group, [rows])}; a row is (form, name, opcode, operands, {flag: value})."""
    groups, rows = {}, {}
    for line in open(TABLE):
        f = line.rstrip("\n").split("\t")
        if f[0].startswith("#") or f[0] == "@alias":
            continue
        if f[0] == "@group":
            groups[f[1]] = f[2].split()
            rows[f[1]] = []
            continue
        flags = {}
        for fl in f[5].split():
            k, _, v = fl.partition("=")
            flags[k] = v
        rows[f[0]].append((f[1], f[2], int(f[3]), f[4].split(","), flags))
    return {t: (g, rows[g]) for g, ts in groups.items() for t in ts}


gen = llvm.gen


def vintrp(t, op, vdst, vsrc, attr, chan):
    prefix = 0b110101 if gen(t) == 9 else 0b110010
    return (prefix << 26 | vdst << 18 | op << 16 | attr << 10 | chan << 8 | vsrc).to_bytes(4, "little")


def vop3(t, op, w0, w1):
    prefix = 0b110100 if gen(t) == 9 else 0b110101
    return ((w1 << 32) | prefix << 26 | op << 16 | w0).to_bytes(8, "little")


def vinterp(op, w0, w1):
    return ((w1 << 32) | 0xCD << 24 | op << 16 | w0).to_bytes(8, "little")


def ldsdir(op, w0):
    return (0xCE << 24 | op << 20 | w0).to_bytes(4, "little")


def canonical(rng, t, row):
    form, name, op, ops, fl = row
    r = rng.randrange
    attr = r(33) if rng.random() < 0.9 else r(64)
    if form == "vintrp":
        src = r(3) if "param" in ops else r(256)
        return vintrp(t, op, r(256), src, attr, r(4))
    if form == "vop3":
        src = r(3) if "param" in ops else V + r(256)
        src2 = V + r(256) if "src2" in ops else 0
        abs_, neg = int(fl.get("abs", 0)), int(fl.get("neg", 0))
        a = r(4) & abs_ if rng.random() < 0.4 else 0
        n = r(4) & neg if rng.random() < 0.4 else 0
        w0 = r(256) | a << 9 | int(fl.get("opsel", 0)) & r(16) << 11
        if "clamp" in fl and rng.random() < 0.3:
            w0 |= 1 << 15
        w1 = attr | r(4) << 6 | src << 9 | src2 << 18 | n << 30
        if "high" in fl and rng.random() < 0.4:
            w1 |= 1 << 8
        if "omod" in fl and rng.random() < 0.3:
            w1 |= r(4) << 27
        return vop3(t, op, w0, w1)
    if form == "vinterp":
        w0 = r(256) | r(8) << 8 | (int(fl.get("opsel", 0)) & r(16) if rng.random() < 0.5 else 0) << 11
        if rng.random() < 0.3:
            w0 |= 1 << 15
        w1 = (V + r(256)) | (V + r(256)) << 9 | (V + r(256)) << 18
        if rng.random() < 0.4:
            w1 |= r(8) << 29
        return vinterp(op, w0, w1)
    w0 = r(256) | r(16) << 16
    if "attr" in ops:
        w0 |= attr << 10 | r(4) << 8
    if "wait_vm_vsrc" in fl.get("waits", "") and rng.random() < 0.5:
        w0 |= 1 << 23
    return ldsdir(op, w0)


def raw(rng, t, row):
    form, _, op, ops, _ = row
    g = rng.getrandbits
    # a source field of 255 brings a literal dword
    lit = rng.random() < 0.2
    if form == "vintrp":
        return vintrp(t, op, g(8), g(8), g(6), g(2))
    if form == "vop3":
        w1 = g(32)
        if gen(t) == 9:
            # llvm-mc-22 crashes on 255 in a GFX9 VOP3 source field
            w1 = w1 & ~(1 << 9) if w1 >> 9 & 0x1FF == 0xFF else w1
            w1 = w1 & ~(1 << 18) if w1 >> 18 & 0x1FF == 0xFF else w1
            lit = False
        if lit:
            k = 9 * (1 + g(1)) if "src2" in ops else 9  # a row's own sources only
            w1 = w1 & ~(0x1FF << k) | 0xFF << k
            return vop3(t, op, g(16), w1) + g(32).to_bytes(4, "little")
        return vop3(t, op, g(16), w1)
    if form == "vinterp":
        # VGPR sources mostly: other values print class comments
        w1 = g(32) | (0x4020100 if rng.random() < 0.7 else 0)
        op = op | g(3) << 5 if gen(t) == 12 else op | g(1) << 7
        # true16 halves (GFX11) read 255 as v255, so a literal goes elsewhere
        whole = [i for i in range(3) if f"src{i}" in ops]
        if lit and whole:
            k = 9 * rng.choice(whole)
            w1 = w1 & ~(0x1FF << k) | 0xFF << k
            return vinterp(op, g(16), w1) + g(32).to_bytes(4, "little")
        return vinterp(op, g(16), w1)
    return ldsdir(op, g(20) | g(2) << 22 if rng.random() < 0.3 else g(20))


def spellings(t, rows):
    names = {r[1] for r in rows}
    out = []
    if "v_interp_p1_f32" in names:
        out += [
            "v_interp_p1_f32 v5, v7, attr3.z", "v_interp_p1_f32_e32 v5, v7, attr3.z",
            "v_interp_p1_f32_e64 v5, v7, attr3.z", "v_interp_p1_f32 v5, v7, attr3.z clamp",
            "v_interp_p1_f32 v5, v7, attr3.z mul:2", "v_interp_p1_f32 v5, v7, attr3.z div:2",
            "v_interp_p1_f32 v5, -v7, attr3.z", "v_interp_p1_f32 v5, |v7|, attr3.z",
            "v_interp_p1_f32 v5, -|v7|, attr3.z", "v_interp_p1_f32 v5, neg(v7), attr3.z",
            "v_interp_p1_f32 v5, abs(v7), attr3.z", "v_interp_p1_f32_e32 v5, v7, attr3.z clamp",
            "v_interp_p1_f32_e32 v5, -v7, attr3.z", "v_interp_p1_f32 v5, v7, attr3.z clamp mul:2",
            "v_interp_p1_f32 v5, v7, attr3.z mul:2 clamp", "v_interp_p1_f32 v5, v7, attr3.z high",
            "v_interp_p1_f32 v5, v7, attr32.x", "v_interp_p1_f32 v5, v7, attr33.x",
            "v_interp_p1_f32 v5, v7, attr63.w", "v_interp_p1_f32 v5, v7, attr03.x",
            "v_interp_p1_f32 v5, v7, ATTR3.x", "v_interp_p1_f32 v5, v7, attr3.X",
            "v_interp_p1_f32 v5, v7, attr3", "v_interp_p1_f32 v5, v7, attr3.q",
            "v_interp_p1_f32 v5, v7, attr 3.x", "v_interp_p1_f32 v5, v7, attr3.xy",
            "v_interp_p1_f32 v5, v7, attr3.x.y", "v_interp_p1_f32 v5, v7, attr-1.x",
            "v_interp_p1_f32 v5, v7, attr.x", "v_interp_p1_f32 v5, v7, attrx",
            "v_interp_p1_f32 v5, v7, attr1000000000000.x", "v_interp_p1_f32 v5, v7, 3",
            "v_interp_p1_f32 v5, v7", "v_interp_p1_f32 v5", "v_interp_p1_f32",
            "v_interp_p1_f32 v5, v7, attr3.x, v1", "v_interp_p1_f32 v5, v7, attr3.x,",
            "v_interp_p1_f32 v5 v7, attr3.x", "v_interp_p1_f32 v5, v7 attr3.x",
            "v_interp_p1_f32 v5, s7, attr3.x", "v_interp_p1_f32 s5, v7, attr3.x",
            "v_interp_p1_f32 v5, 1, attr3.x", "v_interp_p1_f32 v5, 1.0, attr3.x",
            "v_interp_p1_f32 v5, v[7], attr3.x", "v_interp_p1_f32 v[5:6], v7, attr3.x",
            "v_interp_p1_f32 v5, v[7:8], attr3.x", "v_interp_p1_f32 v256, v7, attr3.x",
            "v_interp_p1_f32 a5, v7, attr3.x", "v_interp_p1_f32 v5, a7, attr3.x",
            "v_interp_p1_f32 v5, attr3.x, v7", "v_interp_p1_f32 v5, p10, attr3.x",
            "V_INTERP_P1_F32 v5, v7, attr3.x", "v_interp_p1_f32 V5, v7, attr3.x",
            "v_interp_p1_f32  v5 ,v7 ,  attr3.x", "v_interp_p2_f32 v5, v7, attr3.w",
            "v_interp_p2_f32_e64 v5, -|v7|, attr31.y clamp mul:4",
            "v_interp_mov_f32 v5, p0, attr3.x", "v_interp_mov_f32 v5, p10, attr3.x",
            "v_interp_mov_f32 v5, p20, attr3.x", "v_interp_mov_f32 v5, P0, attr3.x",
            "v_interp_mov_f32 v5, p1, attr3.x", "v_interp_mov_f32 v5, p00, attr3.x",
            "v_interp_mov_f32 v5, v1, attr3.x", "v_interp_mov_f32 v5, 1, attr3.x",
            "v_interp_mov_f32 v5, -p0, attr3.x", "v_interp_mov_f32 v5, |p0|, attr3.x",
            "v_interp_mov_f32 v5, p0, attr3.x clamp", "v_interp_mov_f32_e64 v5, p20, attr3.x div:2",
            "v_interp_mov_f32_e32 v5, p20, attr3.x", "v_interp_mov_f32 v5, p0",
        ]
    for n in sorted(names & {"v_interp_p1ll_f16", "v_interp_p1lv_f16", "v_interp_p2_f16",
                             "v_interp_p2_legacy_f16"}):
        s2 = ", v9" if n != "v_interp_p1ll_f16" else ""
        out += [
            f"{n} v5, v7, attr3.z{s2}", f"{n}_e64 v5, v7, attr3.z{s2}", f"{n}_e32 v5, v7, attr3.z{s2}",
            f"{n} v5, v7, attr3.z{s2} high", f"{n} v5, v7, attr3.z{s2} clamp",
            f"{n} v5, v7, attr3.z{s2} high clamp", f"{n} v5, v7, attr3.z{s2} clamp high",
            f"{n} v5, v7, attr3.z{s2} mul:2", f"{n} v5, v7, attr3.z{s2} high mul:4",
            f"{n} v5, v7, attr3.z{s2} high clamp div:2", f"{n} v5, v7, attr3.z{s2} div:2 high",
            f"{n} v5, -|v7|, attr3.z{s2}", f"{n} v5, v7, -attr3.z{s2}", f"{n} v5, v7, |attr3.z|{s2}",
            f"{n} v5, v7, attr3.z{s2} op_sel:[1,0,0,0]", f"{n} v5, v7, attr3.z{s2} op_sel:[0,0,1,1]",
            f"{n} v5, v7, attr3.z{s2} high clamp op_sel:[1,0,1,1]",
            f"{n} v5, v7, attr3.z{s2} op_sel:[1,0,1,1] high", f"{n} v5, v7, attr3.z{s2} op_sel:[0,1,0,0]",
            f"{n} v5, v7, attr3.z{s2} high high", f"{n} v5, v7, attr3.z{s2} clamp clamp",
            f"{n} v5, v7, attr3.z", f"{n} v5, v7, attr3.z, v9, v1", f"{n} v5, v7, attr3.z, s9",
            f"{n} v5, v7, attr3.z, 1.0", f"{n} v5, v7, attr33.z{s2}", f"{n} v5, s7, attr3.z{s2}",
        ]
        if s2:
            out += [f"{n} v5, v7, attr3.z, -|v9|", f"{n} v5, v7, attr3.z, |v9| high clamp"]
    for r in rows:
        n = r[1]
        if r[0] == "vinterp":
            out += [
                f"{n} v5, v1, v2, v3", f"{n} v5, v1, v2, v3 wait_exp:0", f"{n} v5, v1, v2, v3 wait_exp:7",
                f"{n} v5, v1, v2, v3 wait_exp:8", f"{n} v5, v1, v2, v3 wait_exp:-1",
                f"{n} v5, -v1, -v2, -v3 clamp wait_exp:7", f"{n} v5, v1, v2, v3 clamp",
                f"{n} v5, v1, v2, v3 wait_exp:2 clamp", f"{n} v5, |v1|, v2, v3", f"{n} v5, -|v1|, v2, v3",
                f"{n} v5, neg(v1), v2, v3", f"{n} v5, v1, v2, v3 op_sel:[1,0,0,0]",
                f"{n} v5, v1, v2, v3 op_sel:[0,0,0,1]", f"{n} v5, v1, v2, v3 op_sel:[1,1,1,1] clamp wait_exp:3",
                f"{n} v5, v1, v2, v3 clamp op_sel:[1,0,0,0]", f"{n} v5, v1, v2, v3 op_sel:[0,0,0,0]",
                f"{n} v5, v1, v2, v3 op_sel:[1,0,0]", f"{n} v5, v1, v2, v3 mul:2",
                f"{n} v5, v1.l, v2, v3.l", f"{n} v5, v1.h, v2, v3.h", f"{n} v5.h, v1.l, v2, v3",
                f"{n} v5.l, v1.h, v2, v3", f"{n} v5, v1.h, v2, v3.l op_sel:[1,0,0,0]",
                f"{n} v5, v1.h, v2, v3.l op_sel:[1,0,1,0]", f"{n} v5, v1.l, v2, v3 op_sel:[1,0,0,0]",
                f"{n} v5, v1, v2.h, v3", f"{n} v5, v1.h, v2, v3", f"{n} v5, v1, v2, v3.h",
                f"{n} v5, s1, v2, v3", f"{n} v5, v1, v2, 1.0", f"{n} v5, v1, v2, 0x1234",
                f"{n} v5, v1, v2", f"{n} v5, v1, v2, v3, v4", f"{n} v[5:6], v1, v2, v3",
                f"{n} v5, v1, v2, v3 wait_exp:1 wait_exp:2", f"{n} v5, v1, v2, v3 WAIT_EXP:1",
                f"{n} v5, v1, v2, v3 wait_exp:0x7", f"{n} v5, v1, v2, v3 wait_exp 1",
                f"{n} v255, v255, v255, v255", f"{n.upper()} v5, v1, v2, v3",
            ]
        if r[0] == "ldsdir":
            a = ", attr3.x" if "attr" in r[3] else ""
            out += [
                f"{n} v1{a}", f"{n} v1{a} wait_vdst:0", f"{n} v1{a} wait_vdst:15", f"{n} v1{a} wait_vdst:16",
                f"{n} v1{a} wait_va_vdst:15", f"{n} v1{a} wait_va_vdst:16", f"{n} v1{a} wait_vm_vsrc:1",
                f"{n} v1{a} wait_vm_vsrc:2", f"{n} v1{a} wait_va_vdst:3 wait_vm_vsrc:1",
                f"{n} v1{a} wait_vm_vsrc:1 wait_va_vdst:3", f"{n} v1{a} wait_vdst:1 wait_vdst:2",
                f"{n} v1, attr32.w", f"{n} v1, attr33.w", f"{n} v1", f"{n} v1, attr3.x, v2",
                f"{n} v[1:2]{a}", f"{n} s1{a}", f"{n} v256{a}", f"{n}", f"{n} v1, attr3", f"{n.upper()} v1{a}",
            ]
    out += ["lds_param_load v1, attr0.x", "lds_direct_load v1", "ds_param_load v1, attr0.x",
            "ds_direct_load v1", "v_interp_p10_f32 v5, v1, v2, v3", "v_interp_p1_f32 v5, v7, attr3.z",
            "v_interp_p1ll_f16 v5, v7, attr3.z", "v_interp_p2_legacy_f16 v5, v7, attr3.z, v9",
            "v_interp_mov_f32 v5, p0, attr3.x", "v_interp_p2_f32 v5, v1, v2, v3",
            # commas: optional between operands and modifiers, one trailing
            "v_interp_p1ll_f16 v5 v7 attr3.z", "v_interp_p1ll_f16 v5, v7, attr3.z, high",
            "v_interp_p1ll_f16 v5, v7, attr3.z high, clamp", "v_interp_p1ll_f16 v5, v7, attr3.z,",
            "v_interp_p1_f32_e64 v5, v7, attr3.z, clamp,", "v_interp_p1_f32 v5,, v7, attr3.z",
            "v_interp_p10_f32 v5 v1 v2 v3", "v_interp_p10_f32 v5, v1, v2, v3,",
            "v_interp_p10_f32 v5, v1, v2, v3, wait_exp:1", "v_interp_p10_f32 v5, v1, v2, v3 clamp, wait_exp:1",
            "v_interp_p10_f32 v5, v1, v2, v3 wait_exp:1,", "lds_param_load v1 attr3.x",
            "lds_param_load v1, attr3.x, wait_vdst:1", "ds_param_load v1, attr3.x, wait_va_vdst:1, wait_vm_vsrc:1",
            "lds_direct_load v1,", "ds_direct_load v1, wait_vm_vsrc:1",
            "v_interp_p10_f32 v5, v1, v2, v3 wait_exp:(1+2)", "lds_direct_load v1 wait_vdst:0x0f",
            "v_interp_p2_f16 v5, v7, attr3.z, v9 op_sel:[1,0,1,1,0]", "v_interp_p2_f16 v5, v7, attr3.z, v9 op_sel:[2,0,0,0]",
            "v_interp_p2_f16 v5, v7, attr3.z, v9 op_sel:[1,0]", "v_interp_p1ll_f16 v5, v7, attr3.z mul:3",
            "v_interp_p1ll_f16 v5, v7, attr3.z mul:1", "v_interp_p1ll_f16 v5, v7, attr3.z div:1",
            "v_interp_p1ll_f16 v5, v7, attr3.z div:4", "v_interp_p1ll_f16 v5, v7, attr3.z mul:2 mul:2"]
    return list(dict.fromkeys(out))


def main():
    rng = random.Random(0x1A7E)
    by_target = table()
    out = [llvm.header("Interpolation / LDS-direct conformance corpus", __file__)]
    for t in llvm.TARGETS:
        rows = by_target.get(t, (None, []))[1]
        for nbytes in (4, 8, 12):
            ws = [w for r in rows for w in
                  [canonical(rng, t, r) for _ in range(CANONICAL)] + [raw(rng, t, r) for _ in range(RAW)]
                  if len(w) == nbytes]
            if not rows:
                # no interpolation here (CDNA 2-4): words of every interp prefix
                ws = [((rng.getrandbits(32) << 32 | p << 24 | rng.getrandbits(24)).to_bytes(8, "little"))[:nbytes]
                      for p in (0xD4, 0xC8, 0xCD, 0xCE) for _ in range(2)]
                ws += [vop3(t, op, 5, (V + 7) << 9 | 3) for op in (0x270, 0x274, 0x200, 0x342)][: 4 if nbytes == 8 else 0]
                ws = [w for w in ws if len(w) == nbytes]
            out += llvm.ordered_rows(t, t, ws, llvm.disassemble_blocks(t, ws, nbytes))
        out += llvm.asm_rows(t, t, spellings(t, rows))
    with open(OUT, "w") as f:
        f.write("\n".join(out) + "\n")


if __name__ == "__main__":
    main()
