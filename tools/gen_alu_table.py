#!/usr/bin/env python3
"""Regenerate crates/isa/data/alu.tsv: the scalar and vector ALU instructions of
the program subset, with their opcode on each encoding generation.

The shape of each instruction (which operands, in which order) is stated here;
opcodes come from the oracle: the example is assembled with llvm-mc-22 on every
target and the opcode is read back from the encoding bits.  A generation where
the example does not assemble has no such instruction ("-").
"""
import os, sys

sys.path.insert(0, os.path.dirname(__file__))
import llvm

GENS = {"gfx9": ["gfx900", "gfx906", "gfx908", "gfx90a", "gfx942", "gfx950"],
        "gfx10": ["gfx1010", "gfx1011", "gfx1012", "gfx1013", "gfx1030", "gfx1031", "gfx1032", "gfx1033",
                  "gfx1034", "gfx1035", "gfx1036"],
        "gfx11": ["gfx1100", "gfx1101", "gfx1102", "gfx1103", "gfx1150", "gfx1151", "gfx1152", "gfx1153"],
        "gfx12": ["gfx1200", "gfx1201"]}

# name, shape, example (assembled as written), flags
#   shapes: sop1 (D,S0) sop2 (D,S0,S1) sopk (D,K) sopc (S0,S1) sopp (K)
#           vop1 vop2 vopc (short forms with a VOP3 twin) vop3 (VOP3 only)
#   flags: b64 (scalar operands are 64-bit), f32 (float source modifiers and clamp),
#          clamp (integer clamp in VOP3),
#          k:STYLE (how SIMM16 prints), special shapes noted per row
SUBSET = [
    ("s_mov_b32", "sop1", "s_mov_b32 s0, s1", ""),
    ("s_mov_b64", "sop1", "s_mov_b64 s[0:1], s[2:3]", "b64"),
    ("s_and_saveexec_b32", "sop1", "s_and_saveexec_b32 s0, s1", ""),
    ("s_and_saveexec_b64", "sop1", "s_and_saveexec_b64 s[0:1], s[2:3]", "b64"),
    ("s_barrier_signal", "sop1", "s_barrier_signal -1", "nodst"),
    ("s_movk_i32", "sopk", "s_movk_i32 s0, 0x1234", "k:hex"),
    ("s_waitcnt_vscnt", "sopk", "s_waitcnt_vscnt null, 0x0", "k:hex"),
    ("s_waitcnt_vmcnt", "sopk", "s_waitcnt_vmcnt null, 0x0", "k:hex"),
    ("s_waitcnt_expcnt", "sopk", "s_waitcnt_expcnt null, 0x0", "k:hex"),
    ("s_waitcnt_lgkmcnt", "sopk", "s_waitcnt_lgkmcnt null, 0x0", "k:hex"),
    ("s_add_u32", "sop2", "s_add_u32 s0, s1, s2", ""),
    ("s_add_co_u32", "sop2", "s_add_co_u32 s0, s1, s2", ""),
    ("s_sub_u32", "sop2", "s_sub_u32 s0, s1, s2", ""),
    ("s_sub_co_u32", "sop2", "s_sub_co_u32 s0, s1, s2", ""),
    ("s_lshl_b32", "sop2", "s_lshl_b32 s0, s1, s2", ""),
    ("s_and_b32", "sop2", "s_and_b32 s0, s1, s2", ""),
    ("s_or_b32", "sop2", "s_or_b32 s0, s1, s2", ""),
    ("s_xor_b32", "sop2", "s_xor_b32 s0, s1, s2", ""),
    ("s_cmp_eq_u32", "sopc", "s_cmp_eq_u32 s0, s1", ""),
    ("s_cmp_lg_u32", "sopc", "s_cmp_lg_u32 s0, s1", ""),
    ("s_nop", "sopp", "s_nop 0", "k:small"),
    ("s_endpgm", "sopp", "s_endpgm", "k:endpgm"),
    ("s_barrier", "sopp", "s_barrier", "k:none"),
    ("s_barrier_wait", "sopp", "s_barrier_wait 0", "k:small"),
    ("s_waitcnt", "sopp", "s_waitcnt 0", "k:waitcnt"),
    ("s_wait_loadcnt", "sopp", "s_wait_loadcnt 0", "k:hex"),
    ("s_wait_storecnt", "sopp", "s_wait_storecnt 0", "k:hex"),
    ("s_wait_dscnt", "sopp", "s_wait_dscnt 0", "k:hex"),
    ("s_wait_kmcnt", "sopp", "s_wait_kmcnt 0", "k:hex"),
    ("s_wait_expcnt", "sopp", "s_wait_expcnt 0", "k:hex"),
    ("v_mov_b32", "vop1", "v_mov_b32_e32 v0, v1", ""),
    ("v_readfirstlane_b32", "vop1", "v_readfirstlane_b32 s0, v1", "sdst,noe64"),
    ("v_add_u32", "vop2", "v_add_u32_e32 v0, v1, v2", "clamp"),
    ("v_add_nc_u32", "vop2", "v_add_nc_u32_e32 v0, v1, v2", "clamp"),
    ("v_sub_u32", "vop2", "v_sub_u32_e32 v0, v1, v2", "clamp"),
    ("v_sub_nc_u32", "vop2", "v_sub_nc_u32_e32 v0, v1, v2", "clamp"),
    ("v_lshlrev_b32", "vop2", "v_lshlrev_b32_e32 v0, v1, v2", ""),
    ("v_and_b32", "vop2", "v_and_b32_e32 v0, v1, v2", ""),
    ("v_or_b32", "vop2", "v_or_b32_e32 v0, v1, v2", ""),
    ("v_xor_b32", "vop2", "v_xor_b32_e32 v0, v1, v2", ""),
    ("v_add_f32", "vop2", "v_add_f32_e32 v0, v1, v2", "f32"),
    ("v_mul_f32", "vop2", "v_mul_f32_e32 v0, v1, v2", "f32"),
    ("v_cndmask_b32", "vop2", "v_cndmask_b32_e32 v0, v1, v2, vcc", "cnd"),
    ("v_mbcnt_lo_u32_b32", "vop3", "v_mbcnt_lo_u32_b32 v0, v1, v2", ""),
    ("v_mbcnt_hi_u32_b32", "vop3", "v_mbcnt_hi_u32_b32 v0, v1, v2", ""),
    ("v_readlane_b32", "vop3", "v_readlane_b32 s0, v1, s2", "readlane"),
    ("v_writelane_b32", "vop3", "v_writelane_b32 v0, s1, 2", "writelane"),
] + [(f"v_cmp_{c}_{t}", "vopc", f"v_cmp_{c}_{t}_e32 vcc, v1, v2", "f32" if t == "f32" else "")
     # floats have no `ne`: `neq` is the unordered not-equal LLVM spells for them
     for t in ("u32", "i32", "f32") for c in ("eq", "neq" if t == "f32" else "ne", "lt", "gt", "le", "ge")] + [
    ("v_cmpx_eq_u32", "vopc", "v_cmpx_eq_u32_e32 vcc, v1, v2", "cmpx"),
]

# Opcode field of each shape (shift, width) in the first dword.
OPFIELD = {"sop1": (8, 8), "sop2": (23, 7), "sopk": (23, 5), "sopc": (16, 7), "sopp": (16, 7),
           "vop1": (9, 8), "vop2": (25, 6), "vopc": (17, 8), "vop3": (16, 10)}


def example_for(target, example):
    """wave32 targets spell the VOPC/cndmask carry `vcc_lo`."""
    if not llvm.is_gfx9(target):
        example = example.replace(" vcc,", " vcc_lo,").replace(", vcc", ", vcc_lo")
    if llvm.is_gfx9(target) and "v_cmpx" in example:
        example = example.replace("_e32 vcc,", "_e32 vcc,")
    if not llvm.is_gfx9(target) and "v_cmpx" in example:
        example = example.replace("vcc_lo, ", "")
    return example


def main():
    rows = []
    for name, shape, example, flags in SUBSET:
        cells = []
        for gen, targets in GENS.items():
            ops = set()
            for t in targets:
                [(text, enc)] = llvm.assemble(t, [example_for(t, example)])
                if text is None:
                    ops.add(None)
                    continue
                printed = text.split()[0].removesuffix("_e32").removesuffix("_e64")
                if printed != name:
                    ops.add("=" + printed)  # an alias on this generation
                    continue
                word = int.from_bytes(enc[:4], "little")
                shift, width = OPFIELD[shape]
                ops.add(word >> shift & ((1 << width) - 1))
            assert len(ops) == 1, (name, gen, ops)
            op = ops.pop()
            cells.append("-" if op is None else str(op))
        if all(c == "-" for c in cells):
            raise SystemExit(f"{name}: assembles nowhere")
        rows.append(f"{name}\t{shape}\t{flags or '-'}\t" + "\t".join(cells))
    print(f"# Scalar/vector ALU subset, generated by tools/gen_alu_table.py from {llvm.version()}")
    print("# shape: encoding family; flags: b64 (64-bit scalar operands), f32 (float source modifiers),")
    print("#   k:STYLE (SIMM16 printing), sdst/cnd/readlane/writelane/cmpx/nodst/noe64 (operand shape);")
    print("# columns: opcode in that family per generation (VOP3 twin = base + opcode), or")
    print("#   `=name`: accepted there as another spelling of `name`.")
    print("name\tshape\tflags\t" + "\t".join(GENS))
    print("\n".join(rows))


if __name__ == "__main__":
    main()
