#!/usr/bin/env python3
"""Regenerate crates/isa/tests/data/vopd_corpus.tsv from the LLVM oracle.

Rows as in ds_corpus.tsv (rt / dis / asm / err; see tools/gen_ds_corpus.py).
Random VOPD words pair every X opcode with random Y opcodes on every GFX11+
target (random registers, SGPRs, specials, inline constants, literals shared
by both halves and fmaak/fmamk's K; sometimes bits that must be zero, and
invalid src0 values).  Random assembly lines pair halves with random VGPRs,
so many break LLVM's bank and parity rules or the one-literal and constant
bus limits: those become err rows.  Wave64 (no VOPD) adds a few rows too.
"""
import os, random, sys

sys.path.insert(0, os.path.dirname(__file__))
import llvm
from gen_vopd_table import word

PER_OP = int(os.environ.get("PER_OP", "12"))
LITS = [0x3F800000, 0x3C00, 0x3F80, 0x3118, 0x3E22F983, 0x40, 0x41, 0xFFFFFFF0, 0xFFFFFFEF, 0xFFFF,
        0x12345678, 0, 1, 0xC0800000, 0x3E22]


def halves(rows, gi, half):
    """[(op, zero, name, operands)] of one half on group gi."""
    out = []
    for f in rows:
        for p in f[3 + gi].split(" "):
            if p.startswith(half + "=") and p != half + "=-":
                op, z = p[2:].split(":")
                out.append((int(op), int(z, 16), f[0], f[1]))
    return out


def src0(rng):
    r = rng.random()
    if r < 0.5:
        return 256 + rng.randrange(256)
    if r < 0.7:
        return rng.choice(list(range(0, 106)) + [106, 107, 124, 125, 126, 127] + list(range(108, 124)))
    if r < 0.85:
        return rng.choice(list(range(128, 209)) + list(range(240, 249)))
    if r < 0.95:
        return 255
    return rng.randrange(209, 255)  # specials and invalid values


def random_word(rng, xs, ys):
    opx, zx, _, sx = rng.choice(xs)
    opy, zy, _, sy = rng.choice(ys)
    s0x, s0y = src0(rng), src0(rng)
    v1x = 0 if sx == "src0" else rng.randrange(256)
    v1y = 0 if sy == "src0" else rng.randrange(256)
    if rng.random() < 0.05:
        v1x = rng.randrange(256)
    if rng.random() < 0.05:
        v1y = rng.randrange(256)
    need = s0x == 255 or s0y == 255 or "k" in sx or "k" in sy
    lit = rng.choice(LITS) if rng.random() < 0.6 else rng.getrandbits(32)
    w = word(opx, opy, s0x, v1x, rng.randrange(256), s0y, v1y, rng.randrange(256), lit if need else None)
    return w


def reg_text(v):
    return f"v{v}"


def operand_text(rng):
    r = rng.random()
    if r < 0.55:
        return f"v{rng.randrange(256)}"
    if r < 0.7:
        return rng.choice(["s1", "s2", "s105", "vcc_lo", "vcc_hi", "m0", "exec_lo", "null", "ttmp3", "s[2:3]", "vcc"])
    if r < 0.85:
        return rng.choice(["0", "64", "-16", "-17", "65", "0.5", "-4.0", "0.15915494", "1.0", "2"])
    return rng.choice(["0x1234", "0x3f800000", "0x3c00", "lit(1.0)", "lit(0x10)", "0x12345678", "-v1", "|v1|", "3.0"])


def half_text(rng, name, sig):
    ops = [f"v{rng.randrange(256)}"]
    for s in sig.split():
        if s == "src0":
            ops.append(operand_text(rng))
        elif s == "vsrc1":
            ops.append(f"v{rng.randrange(256)}" if rng.random() < 0.95 else "s4")
        else:
            ops.append(rng.choice(["0x1234", "0x1234", "1.0", "-1", "64", "0x12345678"]))
    return f"{name} {', '.join(ops)}"


def main():
    rng = random.Random(int(os.environ.get("SEED", "11")))
    groups, rows, _ = llvm.read_table(llvm.data_path("vopd.tsv"))
    out = []
    for gi, (gname, members) in enumerate(groups):
        xs, ys = halves(rows, gi, "x"), halves(rows, gi, "y")
        for t in members:
            words = []
            for x in xs:
                for _ in range(PER_OP):
                    words.append(random_word(rng, [x], ys))
            for y in ys:
                for _ in range(PER_OP // 2):
                    words.append(random_word(rng, xs, [y]))
            # the whole encoding space of the prefix, a few words
            for _ in range(PER_OP):
                words.append((0b110010 << 26 | rng.getrandbits(26) | rng.getrandbits(32) << 32).to_bytes(8, "little")
                             + rng.getrandbits(32).to_bytes(4, "little"))
            words = [w[:8] if len(w) > 8 and not needs_literal(w) else w for w in words]
            out += llvm.ordered_rows(t, t, words, llvm.disassemble_each(t, words), explain=())
            # assembly: random pairs
            lines = []
            for _ in range(PER_OP * len(xs)):
                _, _, nx, sx = rng.choice(xs + ys[-3:]) if rng.random() < 0.1 else rng.choice(xs)
                _, _, ny, sy = rng.choice(ys)
                lines.append(f"{half_text(rng, nx, sx)} :: {half_text(rng, ny, sy)}")
            lines += EXTRA
            out += llvm.asm_rows(t, t, lines)
        # wave64 has no VOPD
        t = members[0]
        for line in EXTRA[:3]:
            out.append(f"err\t{t}:w64\t{line}\t1\tinstruction requires wavesize=32")
        w = word(8, 8, 257, 0, 10, 258, 0, 13)
        assert llvm.disassemble_each(t, [w], mattr="+wavefrontsize64") == [None]
        out.append(f"dis\t{t}:w64\t{llvm.hexbytes(w)}\t<invalid>")
    print(llvm.header("VOPD conformance corpus", __file__))
    for l in out:
        print(l)


def needs_literal(w):
    w0 = int.from_bytes(w[0:4], "little")
    w1 = int.from_bytes(w[4:8], "little")
    opx, opy = w0 >> 22 & 0xF, w0 >> 17 & 0x1F
    return (w0 & 0x1FF) == 255 or (w1 & 0x1FF) == 255 or opx in (1, 2) or opy in (1, 2)


EXTRA = [
    "v_dual_mov_b32 v10, v1 :: v_dual_mov_b32 v13, v2",
    "v_dual_fmaak_f32 v10, v1, v3, 0x1234 :: v_dual_fmamk_f32 v13, v2, 0x1234, v4",
    "v_dual_cndmask_b32 v10, s1, v3 :: v_dual_cndmask_b32 v13, s1, v2",
    "v_dual_mov_b32 v10, v1 :: v_dual_mov_b32 v12, v2",
    "v_dual_mov_b32 v10, v1 :: v_dual_mov_b32 v13, v5",
    "v_dual_add_f32 v10, v1, v3 :: v_dual_add_f32 v13, v2, v7",
    "v_dual_add_nc_u32 v10, v1, v3 :: v_dual_add_f32 v13, v2, v4",
    "v_dual_cndmask_b32 v10, v1, v3, vcc_lo :: v_dual_cndmask_b32 v13, v2, v4, vcc_lo",
    "v_dual_mov_b32 v10, 0x1234 :: v_dual_mov_b32 v13, 0x1235",
    "v_dual_fmamk_f32 v10, s1, 1.0, v3 :: v_dual_mov_b32 v13, s2",
    "v_dual_fmaak_f32 v10, v1, v3, 1.0 :: v_dual_mov_b32 v13, 1.0",
    "v_dual_mov_b32 v10, -v1 :: v_dual_mov_b32 v13, v2",
    "v_dual_mov_b32 v10, v1 :: v_mov_b32 v13, v2",
    "v_dual_mov_b32 v10, v1",
    "v_dual_mov_b32 v10, v1 ::",
    "v_dual_mov_b32 v10, v1 :: v_dual_mov_b32 v13, v2 clamp",
    "v_dual_add_f32 v10, v1 :: v_dual_mov_b32 v13, v2",
    "v_dual_mov_b32 s10, v1 :: v_dual_mov_b32 v13, v2",
    "v_dual_mov_b32 v10, v1 :: v_dual_mov_b32 v[13:14], v2",
    "v_dual_dot2acc_f32_f16 v10, 0x3c00, v3 :: v_dual_mov_b32 v13, v2",
    "v_dual_dot2acc_f32_bf16 v10, 0x3f80, v3 :: v_dual_mov_b32 v13, v2",
    "v_dual_dot2acc_f32_f16 v10, 1.0, v3 :: v_dual_mov_b32 v13, v2",
    "v_dual_mov_b32 v10, vcc_lo :: v_dual_cndmask_b32 v13, s2, v2",
    "v_dual_mov_b32 v255, v1 :: v_dual_mov_b32 v254, v2",
    "v_dual_mov_b32 v10, 0.15915494 :: v_dual_mov_b32 v13, -4.0",
    "v_dual_max_num_f32 v10, v1, v3 :: v_dual_max_f32 v13, v2, v4",
    "v_dual_max_f32 v10, v1, v3 :: v_dual_min_f32 v13, v2, v4",
    # `_e32` after the X mnemonic only
    "v_dual_mov_b32_e32 v10, v1 :: v_dual_mov_b32 v13, v2",
    "v_dual_fmac_f32_e32 v10, v1, v3 :: v_dual_mov_b32 v13, v2",
    "v_dual_fmaak_f32_e32 v10, v1, v3, 0x1234 :: v_dual_mov_b32 v13, v2",
    "v_dual_mov_b32 v10, v1 :: v_dual_mov_b32_e32 v13, v2",
    "v_dual_add_f32_e32 v10, v1, v3 :: v_dual_add_f32_e32 v13, v2, v4",
    "v_dual_add_nc_u32_e32 v10, v1, v3 :: v_dual_mov_b32 v13, v2",
]

if __name__ == "__main__":
    main()
