"""Assembly, disassembly and lookups against LLVM's own output: the committed
conformance corpora (crates/isa/tests/data/*_corpus.tsv, generated with
llvm-mc-22) hold LLVM's encoding of each text and its text for each word."""


import pytest

import amdgpu_isa as isa

CORPORA = ["ds", "alu", "smem", "flat", "vop3p", "vopd", "buffer"]


def corpus_rows(root, name, every):
    """('rt' rows: text assembles to bytes and the bytes print as the text)."""
    path = root / "crates" / "isa" / "tests" / "data" / f"{name}_corpus.tsv"
    rows = []
    with path.open() as f:
        for line in f:
            parts = line.rstrip("\n").split("\t")
            if len(parts) >= 4 and parts[0] == "rt":
                rows.append((parts[1], bytes(int(b, 16) for b in parts[2].split(",")), parts[3]))
    return rows[::every]


@pytest.mark.parametrize("name", CORPORA)
def test_round_trips_match_llvm(root, name):
    rows = corpus_rows(root, name, every=41)
    assert len(rows) > 20
    for target, code, text in rows:
        # `gfx1100:w64`: llvm-mc ran with +wavefrontsize64
        target, _, w = target.partition(":")
        wave = 64 if w == "w64" else None
        assert isa.asm(text, target, wave) == code, (target, text)
        [inst] = isa.disasm(code, target, wave)
        assert inst.text == text, (target, code.hex())
        assert inst.bytes == code and len(inst) == len(code)
        assert inst.mnemonic == text.split()[0]


def test_instruction_fields():
    prog = "ds_store_b32 v1, v2 offset:16\ns_waitcnt vmcnt(0) lgkmcnt(0)\n\ns_endpgm\n"
    insts = isa.assemble(prog, "gfx1100")
    assert [i.line for i in insts] == [1, 2, 4]
    assert [i.offset for i in insts] == [0, 8, 12]
    assert insts[0].operands == ("v1", "v2", "offset:16")
    assert insts[1].mnemonic == "s_waitcnt"
    assert b"".join(i.bytes for i in insts) == isa.asm(prog, "gfx1100")
    # llvm-mc-22 -mcpu=gfx1100 -show-encoding: [0x10,0x00,0x34,0xd8,0x01,0x02,0x00,0x00]
    assert insts[0].bytes == bytes([0x10, 0x00, 0x34, 0xD8, 0x01, 0x02, 0x00, 0x00])
    listed = isa.disasm(isa.asm(prog, "gfx1100"), "gfx1100", base=0x100)
    assert [i.offset for i in listed] == [0x100, 0x108, 0x10C]
    assert [i.text for i in listed] == [i.text for i in insts]


def test_assembly_errors_are_located():
    with pytest.raises(isa.AsmError) as e:
        isa.asm("s_endpgm\n  v_add_f32 v0, v1, v2, v3\n", "gfx1100")
    assert e.value.line == 2
    assert e.value.column > 1
    assert str(e.value).startswith(f"2:{e.value.column}: error: ")
    # an instruction of another generation, with LLVM's wording
    with pytest.raises(isa.AsmError, match="not supported on this GPU"):
        isa.asm("ds_add_f64 v1, v[2:3]", "gfx908")
    with pytest.raises(isa.InputError, match="unknown target"):
        isa.asm("s_endpgm", "gfx9999")
    assert issubclass(isa.AsmError, ValueError)


def test_undecodable_words_are_located():
    good = isa.asm("s_endpgm", "gfx1100")
    with pytest.raises(isa.DisasmError) as e:
        isa.disasm(good + b"\xff\xff\xff\xff", "gfx1100")
    assert e.value.offset == 4
    assert e.value.data == b"\xff\xff\xff\xff"


def test_disasm_elf_lists_the_code_object(root):
    data = (root / "tests" / "kernels" / "obj" / "gfx1100" / "grids.o").read_bytes()
    insts = isa.disasm_elf(data)
    assert insts and all(i.offset % 4 == 0 for i in insts)
    assert sum(i.mnemonic == "s_endpgm" for i in insts) >= 2
    # consecutive: each instruction starts where the one before ended (in
    # one section)
    for a, b in zip(insts, insts[1:]):
        assert b.offset >= a.offset + len(a)


def test_explain_follows_the_json_schema():
    page = isa.explain("ds_max_rtn_f32", "gfx950")
    assert page["name"] == "ds_max_rtn_f32"
    for key in ("schema_version", "family", "variants", "support", "semantics"):
        assert key in page
    # RDNA 4 spells it ds_max_num_rtn_f32 (README)
    assert "ds_max_num_rtn_f32" in str(isa.explain("ds_max_rtn_f32", "gfx1200"))
    with pytest.raises(isa.InputError):
        isa.explain("no_such_instruction", "gfx1100")


def test_run_program_one_wave():
    # the README's example: four lanes, two LDS atomics per lane
    prog = """v_mbcnt_lo_u32_b32 v0, -1, 0
v_lshlrev_b32 v1, 2, v0
v_mov_b32 v2, 1
ds_add_rtn_u32 v3, v1, v2
ds_add_rtn_u32 v4, v1, v2
s_endpgm
"""
    state = isa.run_program(prog, "gfx1100", lanes=4)
    assert state["exec"] in (0xF, "0x0000000f", "0xf")
    vgpr = state["vgpr"]
    # lane i: v0 = i, v1 = 4i; the second add returns the first's result, 1
    for lane in range(4):
        assert int(str(vgpr[lane][0]), 0) == lane
        assert int(str(vgpr[lane][4]), 0) == 1
    with pytest.raises(isa.KernelError, match="step"):
        isa.run_program("s_branch -1\ns_endpgm\n", "gfx1100", max_steps=50)
