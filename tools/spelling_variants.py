#!/usr/bin/env python3
"""Writes assembler spellings for tools/sweep_asm.py from the committed
ALU, DPP, SDWA and VOP3P corpora: each text LLVM reads or prints, respelled
the ways llvm-mc-22 also takes it: without its encoding suffix (the encoding
chosen from the operands), with stacked or repeated suffixes, and with DPP
masks written as other numbers.

    tools/spelling_variants.py [--per N] > LINES.tsv

--per: at most N texts per corpus, target and mnemonic (default 2)."""
import collections
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import llvm  # noqa: E402

CORPORA = ["alu_corpus.tsv", "alu_dpp_corpus.tsv", "alu_sdwa_corpus.tsv", "vop3p_corpus.tsv"]
SUFFIXES = ["_e64_dpp", "_e32", "_e64", "_dpp", "_sdwa"]


def variants(text):
    m, _, rest = text.partition(" ")
    base, suffix = m, ""
    for s in SUFFIXES:
        if m.endswith(s):
            base, suffix = m[:-len(s)], s
            break
    tail = f" {rest}" if rest else ""
    if suffix:
        yield base + tail
    for extra in ("_e32", "_e64"):
        for s in (suffix, "_e32", "_e64"):
            yield base + s + extra + tail
    # true16 halves written as whole registers (the fake16 form)
    if re.search(r"v\d+\.[lh]\b", text):
        whole = re.sub(r"(v\d+)\.[lh]\b", r"\1", text)
        yield whole
        if suffix:
            yield base + whole[len(m):]
    # a float where an integer goes: LLVM reads it as its double's bits
    for hit in re.finditer(r"(?<=[:\[, ])(0x[0-9a-f]+|[0-9]+)(?=[\],) ]|$)", text):
        v = int(hit.group(1), 0)
        yield text[:hit.start()] + f"{v}.0" + text[hit.end():]
    for mask in ("row_mask", "bank_mask"):
        hit = re.search(mask + r":(0x[0-9a-f]+)", text)
        if hit:
            v = int(hit.group(1), 16)
            for spelled in (f"{v}.0", f"{v}", f"0{v:o}", f"{v}+0", f"-{16 - v}" if v else "0"):
                yield text[:hit.start(1)] + spelled + text[hit.end(1):]


# Numbers written as floats where LLVM's parser reads the double's bits or
# the float itself, and the fake16 form's op_sel (hand-picked operands).
EXTRA_TARGETS = ["gfx900", "gfx90a", "gfx1030", "gfx1100", "gfx1150", "gfx1200"]
EXTRA = [
    "s_nop {f}", "s_sleep {f}", "s_setprio {f}", "s_waitcnt {f}", "s_clause {f}",
    "s_waitcnt_depctr {f}", "s_wait_alu {f}", "s_delay_alu {f}", "s_version {f}",
    "s_movk_i32 s0, {f}", "s_cmpk_eq_u32 s0, {f}", "s_call_b64 s[0:1], {f}",
    "s_branch {f}", "s_setreg_imm32_b32 hwreg(1), {f}", "s_load_b32 s0, s[0:1], {f}",
    "s_mov_b64 s[0:1], {f}", "s_flbit_i32_b64 s0, {f}", "v_mov_b32 v0, {f}",
    "v_mov_b64 v[0:1], {f}", "v_lshlrev_b64 v[0:1], v1, {f}", "v_add_f64 v[0:1], {f}, v[2:3]",
    "v_add_f16 v0, {f}, v1", "v_pk_add_f16 v0, {f}, v1", "v_fmaak_f32 v0, v1, v2, {f}",
    "v_add_f16_sdwa v0, {f}, v1", "v_mov_b32_dpp v0, v1 row_shl:1 row_mask:{f}",
    "v_mov_b32_dpp v0, v1 row_shl:1 fi:{f}", "v_mov_b32_dpp v0, v1 dpp8:[0,1,2,3,4,5,6,7] fi:{f}",
]
FLOATS = ["0.0", "-0.0", "1.0", "-1.0", "0.5", "1e1", "1.", ".5", "0x1p1", "2.5E-1", "(1.0)", "-(1.0)",
          "1.0+1", "1.0 +1", "--2.0", "1e"]


def extra_lines():
    for t in EXTRA_TARGETS:
        for form in EXTRA:
            for f in FLOATS:
                yield t, form.format(f=f)


def main():
    per = int(llvm.option("--per") or 2)
    for t, text in extra_lines():
        print(f"{t}\t{text}")
    seen, count = set(), collections.Counter()
    for name in CORPORA:
        for line in open(llvm.corpus_path(name)):
            f = line.rstrip("\n").split("\t")
            if len(f) < 4 or f[0] not in ("rt", "asm") or "<" in f[3]:
                continue
            # rt rows: BYTES TEXT; asm rows: WRITTEN PRINTED BYTES
            text = f[3] if f[0] == "rt" else f[2]
            key = (name, f[1], text.split(" ")[0])
            if count[key] >= per:
                continue
            count[key] += 1
            for v in variants(text):
                if (f[1], v) not in seen:
                    seen.add((f[1], v))
                    print(f"{f[1]}\t{v}")


if __name__ == "__main__":
    main()
