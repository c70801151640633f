#!/usr/bin/env python3
"""Regenerate crates/isa/tests/data/alu_corpus.tsv (program-subset ALU
instructions) from the LLVM oracle; same row kinds as gen_ds_corpus.py.  A
target written `gfx1100:w64` means llvm-mc ran with -mattr=+wavefrontsize64."""
import os, random, sys

sys.path.insert(0, os.path.dirname(__file__))
import llvm

PER_FORM = int(os.environ.get("PER_FORM", "6"))
WAVE64 = ["gfx1030", "gfx1100", "gfx1200"]


def gen_of(t):
    return 0 if llvm.is_gfx9(t) else 1 if t.startswith("gfx10") else 2 if t.startswith("gfx11") else 3


def load():
    rows = []
    for line in open(os.path.join(os.path.dirname(__file__), "..", "crates/isa/data/alu.tsv")):
        if line.startswith(("#", "name\t")):
            continue
        f = line.rstrip("\n").split("\t")
        rows.append((f[0], f[1], f[2], f[3:7]))
    return rows


def scalar(rng):
    r = rng.random()
    if r < 0.5:
        return rng.choice([rng.randrange(0, 106), 106, 107, 124, 125, 126, 127, rng.randrange(108, 124)])
    if r < 0.8:
        return rng.randrange(128, 256)
    return rng.randrange(0, 256)


def src9(rng):
    return rng.choice([scalar(rng), 256 + rng.randrange(256), 256 + rng.randrange(256)])


def words_for(rng, gen, shape, op, e64, flags):
    """Random instruction bytes of one form, literal dword included when used."""
    out = []
    for _ in range(PER_FORM):
        lit = rng.choice([rng.getrandbits(32), rng.randrange(0, 70), 0x3f800000, 0xfffffff0])
        if e64 or shape == "vop3":
            prefix = 0b110100 if gen == 0 else 0b110101
            base = {"vopc": 0, "vop2": 0x100, "vop1": 0x140 if gen == 0 else 0x180, "vop3": 0}[shape]
            arity = {"vop1": 1, "vop2": 3 if "cnd" in flags else 2, "vopc": 2, "vop3": 2}[shape]
            # GFX9 VOP3 has no literal (llvm-mc-22 crashes on one); unused
            # sources never hold 255, so the literal dword is unambiguous.
            s = [src9(rng) if i < arity else rng.randrange(256, 512) for i in range(3)]
            s = [v if v != 255 or gen > 0 else 254 for v in s]
            mods = rng.random() < 0.3
            w0 = prefix << 26 | (base + op) << 16 | (rng.randrange(2) << 15 if mods else 0) \
                | (rng.randrange(8) << 8 if mods else 0) | rng.choice([rng.randrange(256), 106, 0, 126])
            w1 = (rng.randrange(8) << 29 | rng.randrange(4) << 27 if mods else 0) | s[2] << 18 | s[1] << 9 | s[0]
            b = w0.to_bytes(4, "little") + w1.to_bytes(4, "little")
            if 255 in s and gen > 0:
                b += lit.to_bytes(4, "little")
        else:
            sd, s0, s1 = rng.randrange(128), scalar(rng), scalar(rng)
            k = rng.choice([0, rng.randrange(65536), rng.randrange(70)])
            w = {"sop1": lambda: 0x17d << 23 | sd << 16 | op << 8 | s0,
                 "sop2": lambda: 0b10 << 30 | op << 23 | sd << 16 | s1 << 8 | s0,
                 "sopk": lambda: 0xb << 28 | op << 23 | rng.choice([sd, 124, 125]) << 16 | k,
                 "sopc": lambda: 0x17e << 23 | op << 16 | s1 << 8 | s0,
                 "sopp": lambda: 0x17f << 23 | op << 16 | k,
                 "vop1": lambda: 0x3f << 25 | rng.randrange(256) << 17 | op << 9 | src9(rng),
                 "vop2": lambda: op << 25 | rng.randrange(256) << 17 | rng.randrange(256) << 9 | src9(rng),
                 "vopc": lambda: 0x3e << 25 | op << 17 | rng.randrange(256) << 9 | src9(rng)}[shape]()
            b = w.to_bytes(4, "little")
            first_src = w & 0x1ff if shape.startswith("vop") else w & 0xff
            if shape not in ("sopk", "sopp") and (first_src == 255 or (shape in ("sop2", "sopc") and (w >> 8 & 0xff) == 255)):
                b += lit.to_bytes(4, "little")
        out.append(b)
    return out


def asm_lines(name, shape, flags, wave64):
    """Hand-picked spellings: unsuffixed forms, constants, literals, modifiers, errors."""
    vcc = "vcc" if wave64 else "vcc_lo"
    mask = "s[4:5]" if wave64 else "s4"
    b64 = "b64" in flags
    s = (lambda n: f"s[{n}:{n + 1}]") if b64 else (lambda n: f"s{n}")
    if shape == "sop1" and "nodst" in flags:
        return [f"{name} -1", f"{name} s1", f"{name} 0x1234"]
    if shape == "sop1":
        return [f"{name} {s(0)}, {s(2)}", f"{name} {s(0)}, -1", f"{name} {s(0)}, 0x12345", f"{name} {s(0)}, 1.0",
                f"{name} {s(0)}, 0.5", f"{name} {s(0)}, exec", f"{name} {s(0)}, 0x3f800000", f"{name} {s(0)}, lit(1)",
                f"{name} {s(0)}, v1", f"{name} {s(0)}"]
    if shape == "sop2":
        return [f"{name} s0, s1, s2", f"{name} s0, s1, 0x12345", f"{name} s0, -16, 64", f"{name} s0, 0x12345, 0x12345",
                f"{name} s0, 0x12345, 0x12346", f"{name} vcc_lo, exec_lo, s1", f"{name} s0, s1, 1.5",
                f"{name} s0, s1, -17", f"{name} s0, s1, v2", f"{name} s0, m0, s105", f"{name} s0, s1, 4294967295"]
    if shape == "sopk":
        return [f"{name} s0, 0x1234", f"{name} s0, -1", f"{name} s0, 65535", f"{name} s0, 0x10000",
                f"{name} null, 0", f"{name} null, 5", f"{name} s0"]
    if shape == "sopc":
        return [f"{name} s0, s1", f"{name} s0, 0x12345", f"{name} 1.0, s1", f"{name} v0, s1"]
    if shape == "sopp":
        if "waitcnt" in flags:
            return [f"{name} 0", f"{name} vmcnt(0)", f"{name} lgkmcnt(0)", f"{name} vmcnt(1) & lgkmcnt(2)",
                    f"{name} expcnt(3), vmcnt(5)", f"{name} vmcnt(0) expcnt(0) lgkmcnt(0)", f"{name} lgkmcnt(16)",
                    f"{name} 0xffff", f"{name} -1", f"{name} vscnt(0)"]
        return [f"{name}", f"{name} 0", f"{name} 5", f"{name} 0x41", f"{name} 65535", f"{name} -1", f"{name} 0x10000"]
    if shape == "vop1" and "sdst" in flags:
        return [f"{name} s0, v1", f"{name} s0, s1", f"{name} vcc_lo, v255", f"{name} v0, v1"]
    if shape == "vop1":
        return [f"{name} v0, v1", f"{name} v0, s1", f"{name} v0, 0x12345", f"{name} v0, -4.0", f"{name} v255, v255",
                f"{name}_e64 v0, v1", f"{name}_e64 v0, 0x12345", f"{name}_e64 v0, s1", f"{name} v0, vcc_hi",
                f"{name} v0, src_scc", f"{name} s0, v1"]
    if shape == "vop2" and "cnd" in flags:
        return [f"{name} v0, v1, v2, {vcc}", f"{name} v0, 0, 1, {mask}", f"{name} v0, s1, v2, {vcc}",
                f"{name}_e64 v0, v1, v2, {mask}", f"{name} v0, v1, s2, {vcc}", f"{name} v0, 0x12345, v2, {vcc}"]
    if shape == "vop2":
        lines = [f"{name} v0, v1, v2", f"{name} v0, s1, v2", f"{name} v0, v1, s2", f"{name} v0, 0x12345, v2",
                 f"{name} v0, v1, 0x12345", f"{name} v0, s0, s1", f"{name} v0, 1.0, v2", f"{name} v0, v1, 2",
                 f"{name}_e64 v0, v1, v2", f"{name}_e32 v0, v1, s2", f"{name} v0, v1", f"{name} v0, v1, v2 clamp"]
        if "f32" in flags:
            lines += [f"{name} v0, -v1, v2", f"{name} v0, |v1|, -|v2|", f"{name} v0, v1, v2 mul:2",
                      f"{name} v0, v1, v2 div:2", f"{name} v0, -v1, v2 clamp mul:4", f"{name} v0, 1.5, v2"]
        return lines
    if shape == "vopc":
        dst = "" if "cmpx" in flags and not wave64 and False else ""
        lines = [f"{name} {vcc}, v1, v2", f"{name} v1, v2", f"{name} {mask}, v1, v2", f"{name} {vcc}, s1, v2",
                 f"{name} {vcc}, v1, s2", f"{name}_e64 {mask}, v1, 5", f"{name} {vcc}, 0x12345, v2",
                 f"{name}_e64 v1, v2", f"{name} exec, v1, v2"]
        if "f32" in flags:
            lines += [f"{name}_e64 {mask}, -v1, |v2|", f"{name} {vcc}, 1.0, v2", f"{name}_e64 {mask}, v1, v2 clamp"]
        return lines
    if "readlane" in flags:
        return [f"{name} s0, v1, 2", f"{name} s0, v1, s2", f"{name} s0, v1, m0", f"{name} s0, s1, 2", f"{name} v0, v1, 2"]
    if "writelane" in flags:
        return [f"{name} v0, s1, 2", f"{name} v0, s1, m0", f"{name} v0, 5, 2", f"{name} v0, v1, 2", f"{name} v0, s1, s2"]
    return [f"{name} v0, v1, v2", f"{name} v0, -1, 0", f"{name} v0, s1, v2", f"{name} v0, s1, s2", f"{name} v0, v1, 0x12345",
            f"{name} v0, v1, v2 clamp", f"{name} v0, v1"]


def main():
    rng = random.Random(int(os.environ.get("SEED", "2026")))
    rows = load()
    out = [f"# ALU subset conformance corpus, generated by tools/gen_alu_corpus.py from {llvm.version()}"]
    runs = [(t, None) for t in llvm.TARGETS] + [(t, "+wavefrontsize64") for t in WAVE64]
    for target, mattr in runs:
        tag = target + (":w64" if mattr else "")
        gen = gen_of(target)
        present = [(n, sh, fl, int(c[gen])) for n, sh, fl, c in rows if c[gen] not in ("-",) and not c[gen].startswith("=")]
        words = []
        for name, shape, flags, op in present:
            words += words_for(rng, gen, shape, op, False, flags)
            if shape in ("vop1", "vop2", "vopc") and "noe64" not in flags:
                words += words_for(rng, gen, shape, op, True, flags)
        texts = llvm.disassemble_each(target, words, mattr=mattr)
        valid = [(w, t) for w, t in zip(words, texts) if t is not None and "/*" not in t]
        back = llvm.assemble_located(target, [t for _, t in valid], mattr=mattr)
        for (w, t), (t2, enc) in zip(valid, back):
            kind = "rt" if t2 == t and enc == w else "dis"
            out.append(f"{kind}\t{tag}\t{','.join(f'0x{b:02x}' for b in w)}\t{t}")
        for w, t in zip(words, texts):
            if t is None or "/*" in t:
                out.append(f"dis\t{tag}\t{','.join(f'0x{b:02x}' for b in w)}\t{t or '<invalid>'}")
        lines = []
        for name, shape, flags, _ in present:
            lines += asm_lines(name, shape, flags, mattr is not None or gen == 0)
        for n, sh, fl, c in rows:  # aliases on this generation
            if c[gen].startswith("="):
                lines += asm_lines(n, sh, fl, mattr is not None or gen == 0)[:2]
        for line, (text, res) in zip(lines, llvm.assemble_located(target, lines, mattr=mattr)):
            if text is not None and ("_sdwa" in text or "_dpp" in text):
                continue  # LLVM picked an SDWA/DPP form: outside the subset
            if text is None:
                out.append(f"err\t{tag}\t{line}\t{res[0]}\t{res[1]}")
            else:
                out.append(f"asm\t{tag}\t{line}\t{text}\t{','.join(f'0x{b:02x}' for b in res)}")
    print("\n".join(out))


if __name__ == "__main__":
    main()
