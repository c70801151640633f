#!/usr/bin/env python3
"""Regenerate the ds_swizzle_b32 offset corpora in crates/isa/tests/data/.

swizzle*.tsv    every 16-bit offset as llvm-mc-22 prints it, and the value
                llvm-mc-22 assembles that text back to where that differs.
                Targets that print identically share a file: the largest
                group is swizzle.tsv, any other swizzle_<first target>.tsv.
swizzle_inputs.tsv  hand-written operand texts llvm-mc-22 accepts, with the
                offset they assemble to.
swizzle_errors.tsv  hand-written operand texts llvm-mc-22 rejects, with the
                column and text of its first diagnostic.
Lines starting with '#' are comments; fields are tab-separated and may have
leading or trailing spaces.

Usage: tools/gen_swizzle_corpus.py [output-dir]
"""
import os
import re
import sys

sys.path.insert(0, os.path.dirname(__file__))
import llvm  # noqa: E402

# GFX9+ targets (swizzle FFT/ROTATE modes) plus gfx803 for the older decoding.
TARGETS = ["gfx908", "gfx90a", "gfx942", "gfx950", "gfx1010", "gfx1030",
           "gfx1100", "gfx1200", "gfx803"]
# Diagnostics only differ between these two (FFT/ROTATE support).
ERROR_TARGETS = ["gfx1100", "gfx803"]
PREFIX = "ds_swizzle_b32 v1, v2"
OUT_DIR = os.path.join(llvm.ROOT, "crates", "isa", "tests", "data")

# Operand texts llvm-mc accepts beyond the canonical printed forms.
ACCEPTED = [
    "0", "1", "0x10", "0X1F", "0xffff", "65535", "010", "017", "0b101", "0B11",
    "12u", "12l", "12ll", "12ULL", "12uL", "0x10u", "0b1l",
    "1+2*3", "1 << 2 + 1", "(5)", "[1+2]", "[1]+1", "~0 & 0xff", "!0", "!5", "!!5",
    "-(-5)", "--5", "+5", "++5", "~~5", "5 - -1", "1 - - - 1", "6/4", "7 % -3",
    "8 >> 1", "-65536 >> 48", "0xffffffffffff0000 >> 48", "1 << 64", "1 << 65",
    "-1 << 63 >> 63", "5 & 3", "5 | 3", "5 ^ 3", "0 | 1 ^ 1", "2 ! 1 + 3",
    "3 != 3", "3 >= 4", "3 > 4", "4 < 3", "3 <> 3", "4 <= 3", "3 == 4",
    "1 || 0", "1 && 2", "0 && 1", "0 || 0", "1 || 0 && 0",
    "9223372036854775807 + 1 - 9223372036854775807", "0x8000 * 2 / 2",
    "'a'", "' '", "'\"'", "'\\n'", "'\\t'", "'\\b'", "'\\f'", "'\\r'", "'\\0'",
    "'\\''", "'\\\\'", "'\\z'", "'\\v'",
    "0.0", "-0.0", "0.", "1.0 - 1.0", "1e - 1.0", "1e+ - 1.0", "1.e - 1.0",
    ".5 - 0.5", "4.9406564584124654e-324", "1e-320", "0x1p-1074", "0x1P-1074",
    "0x1p0 - 1.0", "0x.8p1 - 1.0",
    "max(1,2)", "max(-1,2)", "max(1)", "max(0-1,1)-1", "max(-5,-3)+3", "or(1,2)",
    "or(1)", "or(-5)+5", "max (1,2)", " max ( 1 , 2 )", "1+max(1,2)", "(max(1,2))",
    "max(1,max(2,3))", "or (1, 2)",
    " 5", "5 ", "  5  ", "1 /* c */ + 2", "1 // comment", "1 ; 2",
    "swizzle(QUAD_PERM,0,1,2,3)", "swizzle( QUAD_PERM , 1 , 2 , 3 , 0 )",
    "swizzle (FFT,1)", " swizzle(FFT,1) ", "swizzle(FFT,0x1f)",
    "swizzle(QUAD_PERM,1+1,(3),~0&3,'\\0'-48)", "swizzle(QUAD_PERM,3,3,3,3)",
    "swizzle(BITMASK_PERM,\"01pi0\")", "swizzle(BITMASK_PERM,\"iiiii\")",
    "swizzle(BITMASK_PERM,\"00000\")", "swizzle(BITMASK_PERM,\"ppppp\")",
    "swizzle(BITMASK_PERM,\"11111\")",
    "swizzle(BROADCAST,2,1)", "swizzle(BROADCAST,32,31)", "swizzle(BROADCAST,4,3)",
    "swizzle(SWAP,1)", "swizzle(SWAP,16)", "swizzle(REVERSE,2)", "swizzle(REVERSE,32)",
    "swizzle(FFT,0)", "swizzle(FFT,31)", "swizzle(ROTATE,0,0)", "swizzle(ROTATE,1,31)",
    "swizzle(FFT,max(1,3))", "swizzle(ROTATE,1 , 2*3)",
]

# Operand texts llvm-mc rejects.
REJECTED = [
    "", " ", "-1", "65536", "0x10000", "-65536 >> 47", "3 == 3", "3 < 4", "-1 < 0",
    "3 <= 3", "4 > 3", "3 <> 4", "2 + 3 == 5", "2 ! 1", "-8 >> 1", "-7/2", "-7%3",
    "1 << -1", "7 / 0", "7 % 0", "1 / 0 + 1",
    "99999999999999999999", "18446744073709551615", "18446744073709551616",
    "0xFFFFFFFFFFFFFFFF", "0x10000000000000000", "0xFFFFFFFFFFFFFFFFF",
    "9223372036854775808", "-9223372036854775808",
    "0x", "0xg", "08", "019", "0b2", "0b", "1b", "2 b", "2 + 1b", "1f", "1 f",
    "0x1g", "10h", "0ah", "1_000", "0o17", "0e0", "00.0", "00x1", "12lu", "12ULLL",
    "1.5", "-1.5", ".5", "1e0", "1.", "5.", "1.5e3", "1e", ".5e1", "1.5+", "1.+2",
    ".5+1", "0x1p3", "0x.8p1", "0x.p1", "0xp1", "0x1p", "0x1.8", "0x1.8p", "0x1.8p1",
    "'a", "''", "'", "'\\", "\"abc\"", "\"abc", "foo", "foo(1)", ".", "a.b",
    ".foo", ".5x", "foo$", "MAX(1,2)", "-max(1,2)", "~or(1,2)", "max(1,foo)",
    "max(1/0,2)", "max()", "or()", "max(1,)", "max(,1)", "max(1 2)", "max(1,2",
    "or(1,2", "max(-5,-3)", "or(-1, 0)", "max(1,2)max",
    "1+(2", "(1+2))", "(1", "(", ")", "1)", "[1", "[1)", "(1]", "{1}", "1 ( 2",
    "1*", "*1", "$", "?", "\\", "1 # c", "-", "~", "!", "+", "1 +", "-(",
    "1 ? 2 : 3", "1 -> 2", "1 = 1", "1 2", "1,2", "1, 2", "1 ,", "5 ~ 3", "/* x",
    "1 /* x",
    "SWIZZLE(QUAD_PERM,0,0,0,0)", "swizzle", "swizzle ", "swizzle FFT", "swizzle(",
    "swizzle()", "swizzle(1)", "swizzle(quad_perm,0,0,0,0)", "swizzle(FOO,1)",
    "swizzle$(FFT,0)", "swizzle.(FFT,0)",
    "swizzle(QUAD_PERM)", "swizzle(QUAD_PERM,0,0,0)", "swizzle(QUAD_PERM,0,0,0,",
    "swizzle(QUAD_PERM,0,0,0,4)", "swizzle(QUAD_PERM,-1,0,0,0)",
    "swizzle(QUAD_PERM,0,0,0,0,0)", "swizzle(QUAD_PERM,0,0,0,0",
    "swizzle(QUAD_PERM 0,0,0,0)", "swizzle(QUAD_PERM,foo,0,0,0)",
    "swizzle(QUAD_PERM,0,0,0,0x)", "swizzle(QUAD_PERM,1/0,0,0,0)",
    "swizzle(QUAD_PERM,0,0,0,0) 1", "swizzle(QUAD_PERM,0,0,0,0),1",
    "swizzle(QUAD_PERM,0,0,0,0))", "swizzle(QUAD_PERM,0,0,0,0)(",
    "swizzle(BITMASK_PERM)", "swizzle(BITMASK_PERM,\"01pi\")",
    "swizzle(BITMASK_PERM,\"01pi00\")", "swizzle(BITMASK_PERM,\"\")",
    "swizzle(BITMASK_PERM,\"01pix\")", "swizzle(BITMASK_PERM,\"01PI0\")",
    "swizzle(BITMASK_PERM,01010)", "swizzle(BITMASK_PERM,'0')",
    "swizzle(BITMASK_PERM,\"0000\\\\\")", "swizzle(BITMASK_PERM,\"000\\\"0\")",
    "swizzle(BITMASK_PERM,\"00000\"", "swizzle(BITMASK_PERM,\"00000",
    "swizzle(BITMASK_PERM,\"00000\",1)", "swizzle(BITMASK_PERM,\"0é00\")",
    "swizzle(BROADCAST)", "swizzle(BROADCAST,4)", "swizzle(BROADCAST,1,0)",
    "swizzle(BROADCAST,3,1)", "swizzle(BROADCAST,64,1)", "swizzle(BROADCAST,4,4)",
    "swizzle(BROADCAST,4,-1)", "swizzle(BROADCAST,0x,1)",
    "swizzle(SWAP)", "swizzle(SWAP,0)", "swizzle(SWAP,3)", "swizzle(SWAP,32)",
    "swizzle(SWAP,1,1)",
    "swizzle(REVERSE)", "swizzle(REVERSE,1)", "swizzle(REVERSE,6)",
    "swizzle(REVERSE,64)", "swizzle(REVERSE,2,",
    "swizzle(FFT)", "swizzle(FFT,32)", "swizzle(FFT,-2)", "swizzle(FFT,16,31)",
    "swizzle(FFT 1)", "swizzle(FFT,1 2)", "swizzle(FFT,1,", "swizzle(FFT,)",
    "swizzle(FFT,0) foo", "swizzle(FFT,0)foo", "swizzle(FFT,-max(1,3))",
    "swizzle(ROTATE)", "swizzle(ROTATE,0)", "swizzle(ROTATE,1)", "swizzle(ROTATE,2,0)",
    "swizzle(ROTATE,-1,31)", "swizzle(ROTATE,0,32)", "swizzle(ROTATE,0,-2)",
    "swizzle(ROTATE,0,1,2)", "swizzle(ROTATE",
]


def llvm_mc(target, lines, disassemble=False):
    # A few malformed operands (e.g. 'ab' or a lone non-ASCII character) make
    # llvm-mc-22 spin forever; the timeout turns that into a clear failure.
    return llvm.mc(target, lines, "--disassemble" if disassemble else "-show-encoding", timeout=60)


def statement(text):
    return f"{PREFIX} offset:{text}" if text else PREFIX


def encoded_offsets(target, statements):
    """Assemble one statement per line; returns the offset field of each."""
    p = llvm_mc(target, statements)
    enc = re.findall(r"encoding: \[(0x[0-9a-f]+),(0x[0-9a-f]+),", p.stdout)
    if p.stderr or len(enc) != len(statements):
        sys.exit(f"{target}: llvm-mc rejected a statement:\n{p.stderr[:2000]}")
    return [int(lo, 16) | int(hi, 16) << 8 for lo, hi in enc]


def printed_offsets(target):
    """The text llvm-mc prints after `offset:` for every offset, '' if none."""
    statements = [statement(str(n)) for n in range(1 << 16)]
    p = llvm_mc(target, statements)
    words = re.findall(r"encoding: \[([0-9a-fx,]+)\]", p.stdout)
    if p.stderr or len(words) != 1 << 16:
        sys.exit(f"{target}: llvm-mc failed to assemble the offsets:\n{p.stderr[:2000]}")
    for n, w in enumerate(words):
        b = w.split(",")
        assert int(b[0], 16) | int(b[1], 16) << 8 == n, (target, n, w)
    p = llvm_mc(target, [w.replace(",", " ") for w in words], True)
    lines = [l.strip() for l in p.stdout.splitlines() if l.strip().startswith("ds_")]
    if p.stderr or len(lines) != 1 << 16:
        sys.exit(f"{target}: llvm-mc failed to disassemble:\n{p.stderr[:2000]}")
    texts = []
    for line in lines:
        head, _, text = line.partition(" offset:")
        assert head == PREFIX, line
        texts.append(text)
    return texts


def diagnose(target, text):
    """('ok', offset) or ('error', column in text, message) for one operand."""
    p = llvm_mc(target, [f"{PREFIX} offset:{text}"])
    m = re.search(r"^<stdin>:1:(\d+): error: (.*)$", p.stderr, re.M)
    if m:
        return ("error", int(m[1]) - 1 - len(f"{PREFIX} offset:"), m[2])
    enc = re.findall(r"encoding: \[(0x[0-9a-f]+),(0x[0-9a-f]+),", p.stdout)
    if p.stderr or len(enc) != 1:
        sys.exit(f"{target}: unexpected llvm-mc output for {text!r}:\n{p.stderr}")
    return ("ok", int(enc[0][0], 16) | int(enc[0][1], 16) << 8)


def main():
    out_dir = sys.argv[1] if len(sys.argv) > 1 else OUT_DIR
    os.makedirs(out_dir, exist_ok=True)
    header = f"# {llvm.LLVM_MC} --version: {llvm.version(lines=1)}\n"

    groups = {}
    for target in TARGETS:
        groups.setdefault(tuple(printed_offsets(target)), []).append(target)
    ordered = sorted(groups.items(), key=lambda g: -len(g[1]))
    for i, (texts, targets) in enumerate(ordered):
        back = None
        for target in targets:
            vals = encoded_offsets(target, [statement(t) for t in texts])
            assert back in (None, vals), f"{target} reassembles differently"
            back = vals
        name = "swizzle.tsv" if i == 0 else f"swizzle_{targets[0]}.tsv"
        with open(os.path.join(out_dir, name), "w") as f:
            f.write(header)
            f.write(f"# targets: {' '.join(targets)}\n")
            # Hex offsets and the elided third column keep the file under 2 MB.
            f.write("# offset (hex)\tprinted text after offset: (empty: not printed)"
                    "[\toffset (hex) llvm-mc assembles the text to, if different]\n")
            for n, (t, b) in enumerate(zip(texts, back)):
                f.write(f"{n:04x}\t{t}\t{b:04x}\n" if b != n else f"{n:04x}\t{t}\n")
        same = sum(n == b for n, b in enumerate(back))
        print(f"{name}: {' '.join(targets)}; {same}/65536 texts reassemble to their offset")

    accepted, rejected = [], []
    for text in ACCEPTED + REJECTED:
        assert not text.startswith("#") and not {"\t", "\n"} & set(text), text
        first = None
        for target in ERROR_TARGETS:
            r = diagnose(target, text)
            if r == first:
                continue
            first = first or r
            (accepted if r[0] == "ok" else rejected).append((text, target, r))
    with open(os.path.join(out_dir, "swizzle_inputs.tsv"), "w") as f:
        f.write(header)
        f.write(f"# {ERROR_TARGETS[1]} rows only where it differs from {ERROR_TARGETS[0]}\n")
        f.write("# text after offset:\ttarget\toffset\n")
        for text, target, (_, value) in accepted:
            f.write(f"{text}\t{target}\t{value}\n")
    with open(os.path.join(out_dir, "swizzle_errors.tsv"), "w") as f:
        f.write(header)
        f.write(f"# {ERROR_TARGETS[1]} rows only where it differs from {ERROR_TARGETS[0]}\n")
        f.write("# text after offset:\ttarget\tbyte column in text\tfirst llvm-mc error\n")
        for text, target, (_, col, msg) in rejected:
            f.write(f"{text}\t{target}\t{col}\t{msg}\n")
    print(f"swizzle_inputs.tsv: {len(accepted)} rows; swizzle_errors.tsv: {len(rejected)} rows")


if __name__ == "__main__":
    main()
