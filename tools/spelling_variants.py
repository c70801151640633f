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
import opsel_variants  # noqa: E402

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
    "v_dot2_f16_f16 v0, {f}, v1, v2", "v_dot2c_f32_f16 v0, {f}, v1", "v_pk_fmac_f16 v0, {f}, v1",
    "v_add_f32 v0, {f}, v1", "v_fma_mix_f32 v0, {f}, v1, v2", "v_s_exp_f32 s0, {f}",
]
FLOATS = ["0.0", "-0.0", "1.0", "-1.0", "0.5", "1e1", "1.", ".5", "0x1p1", "2.5E-1", "(1.0)", "-(1.0)",
          "1.0+1", "1.0 +1", "--2.0", "- -2.0", "- - 2.0", "- - 1", "1e", "70000.0", "1e-7", "-1e-10", "1e-5"]
# A modifier only one form takes, DPP controls after a name without suffix,
# whole registers for true16 halves (hand-picked operands).
PLAIN = [
    # counters named twice (llvm-mc-22: "duplicate counter name"), and once
    "s_waitcnt_depctr depctr_hold_cnt(0) depctr_hold_cnt(0)",
    "s_waitcnt_depctr depctr_va_vdst(0) depctr_sa_sdst(0) depctr_va_vdst(1)",
    "s_waitcnt_depctr depctr_va_vdst(0) depctr_va_vdst(99)",
    "s_waitcnt_depctr depctr_va_vdst(0) & depctr_vm_vsrc(1)",
    "s_waitcnt vmcnt(0) lgkmcnt(0) vmcnt(1)",
    "v_mov_b32 v0, v1 clamp", "v_mov_b32 v0, v1 mul:2", "v_cndmask_b32 v0, v1, v2, vcc clamp",
    "v_cndmask_b32 v0, v1, v2, vcc_lo clamp", "v_cvt_f32_i32 v0, v1 clamp", "v_add_u32 v0, v1, v2 clamp",
    "v_add_f32 v0, v1, v2 clamp", "v_cmp_eq_f32 vcc, v1, v2 clamp", "v_ceil_f16 v4, 0xffffffff clamp",
    "v_dot2_f32_f16 v0, v1, v2, v3 row_mirror", "v_fma_mix_f32 v0, v1, v2, v3 quad_perm:[0,1,2,3]",
    "v_dot2_f32_bf16 v0, v1, v2, v3 dpp8:[0,1,2,3,4,5,6,7]", "v_add_f16 v5, v8, v9 row_ror:1",
    "v_add_f16_dpp v5, v8, v9 dpp8:[0,1,2,3,4,5,6,7]", "v_cvt_f32_f16_dpp v5, v8 row_ror:1",
    "v_cvt_f16_f32_dpp v5, v8 row_ror:1", "v_cvt_f16_f32_dpp v200, v8 row_ror:1",
    "v_mov_b16_dpp v5, v8 row_ror:1", "v_add_f16_dpp v5, v8.l, v9 row_ror:1",
    "v_mul_lo_u16_e64 v64, v70, 5 op_sel:[1,0,0]", "v_and_b16 v64, v70, v1 op_sel:[0,0,1]",
    "v_mad_u16 v64, v70, v5, v6 op_sel:[1,0,0,0]", "v_mul_lo_u16_e64_dpp v64, v70, v5 op_sel:[1,0,0] row_ror:9",
    "v_ceil_f16_sdwa v4, 0xffffffff", "v_cvt_f32_bf16_sdwa v4, 0x3f800000",
    "s_flbit_i32_b64 s0, s[2:3]", "s_ff1_i32_b32 s0, s2", "s_max_f32 s0, s1, s2",
    "v_bfrev_b32_e32_e64 v0, v1", "v_bfrev_b32_e64_e32 v0, v1",
    "v_cvt_f32_bf8_e32_e32 v1, v2", "v_swap_b32_e32_e32 v1, v2", "v_nop_e32_e64", "v_nop_e64_e32",
    "v_clrexcp_e32_e32", "v_ffbh_i32_e32_e32 v4, v10", "v_ffbh_i32_e32_e64 v4, v10",
    "v_ffbh_i32_sdwa_e32 v4, v10", "v_ffbh_i32_e32_dpp v4, v10 row_shl:1", "v_cmpx_tru_f16_e32_e32 v10, v12",
    "v_cmp_eq_f32_e32_e32 v1, v2", "v_cmp_eq_f32_e32_e32 vcc_lo, v1, v2", "v_cmp_eq_f32_e32_e32 vcc, v2",
    "v_cmp_eq_f32 vcc_lo, v2", "v_cmp_eq_u64_e32 vcc, v[2:3]", "v_cmpx_eq_f32_e32_e32 v1, v2",
    "v_cmp_eq_f32_dpp vcc_lo, v2 quad_perm:[0,1,2,3]", "v_cmp_eq_f32_sdwa vcc, v2 src0_sel:BYTE_0",
    # scalar tuples and their sizes, repeated modifiers (bad input LLVM refuses)
    "s_mov_b64 s[1:2], s[2:3]", "s_mov_b64 s[0:1], s[1:2]", "s_mov_b64 ttmp[1:2], s[0:1]",
    "s_mov_b64 s[2:1], s[2:3]", "s_mov_b64 s[0:2], s[2:3]", "s_mov_b64 ttmp[0:2], s[2:3]",
    "s_mov_b64 s[104:105], s[2:3]", "s_mov_b32 s102, 0", "s_mov_b32 s106, 0",
    "s_load_dwordx4 s[2:5], s[0:1], 0", "s_load_b128 s[2:5], s[0:1], 0x0",
    "v_add_f32_e64 v0, v1, v2 mul:2 div:2", "v_add_f32_e64 v0, v1, v2 clamp clamp",
    "v_add_f32_e64 v0, v1, v2 mul:2 mul:2", "v_add_f32_e64 v0, v1, v2 div:3",
    "v_readlane_b32 s0, v1, s[0:1]", "v_writelane_b32 v0, s[0:1], s0", "v_readlane_b32 s0, v1, vcc",
]


def extra_lines():
    for t in EXTRA_TARGETS:
        for form in EXTRA:
            for f in FLOATS:
                yield t, form.format(f=f)
        for text in PLAIN:
            yield t, text
    # op_sel lists on every VOP3P row and the permlanes (tools/opsel_variants.py)
    yield from opsel_variants.lines()


def corpus_lines(per):
    """(target, text) for the respelled texts of at most `per` texts per
    corpus, target and mnemonic, each once."""
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
                    yield f[1], v


def main():
    per = int(llvm.option("--per") or 2)
    for t, text in [*extra_lines(), *corpus_lines(per)]:
        print(f"{t}\t{text}")


if __name__ == "__main__":
    main()
