"""The mock-GPU path: machine code copied to host memory, a kernarg block
holding host pointers, run through remu's C entry point `run_asm` (ctypes)
and through the `PythonRemu`-shaped `Remu` object, with host accesses
checked against the registered ranges."""

import ctypes

import numpy as np
import pytest

import amdgpu_isa as isa

# out[wg * 64 + lane] = 1000 * wg + lane, with tinygrad's initial state:
# s[0:1] the kernarg pointer, workgroup ID X in s14 (USER_SGPR_COUNT 14 of
# RSRC2 0x19c), work-item IDs packed in v0.
PROGRAM = """s_load_b64 s[2:3], s[0:1], 0
s_waitcnt lgkmcnt(0)
v_and_b32 v1, 0x3ff, v0
s_lshl_b32 s4, s14, 6
v_add_nc_u32 v2, s4, v1
v_lshlrev_b32 v2, 2, v2
s_mul_i32 s5, s14, 1000
v_add_nc_u32 v3, s5, v1
global_store_b32 v2, v3, s[2:3]
s_endpgm
"""

GROUPS = 3


@pytest.fixture
def mapped():
    """Code, output buffer and kernarg block in host memory, as a mock GPU
    keeps them, and their ranges."""
    code = np.frombuffer(isa.asm(PROGRAM, "gfx1100"), np.uint8).copy()
    out = np.zeros(GROUPS * 64, np.uint32)
    kernarg = np.array([out.ctypes.data], np.uint64)
    ranges = {(code.ctypes.data, code.nbytes), (out.ctypes.data, out.nbytes),
              (kernarg.ctypes.data, kernarg.nbytes)}
    return code, out, kernarg, ranges


def expected(groups):
    g = np.arange(groups * 64)
    return (1000 * (g // 64) + g % 64).astype(np.uint32)


def test_c_abi_through_ctypes(mapped):
    code, out, kernarg, ranges = mapped
    lib = isa.c_library()
    lib.amdgpu_host_clear_ranges()
    for base, size in ranges:
        assert lib.amdgpu_host_add_range(base, size) == 0
    assert lib.amdgpu_remu_configure(isa.TINYGRAD_RSRC1, isa.TINYGRAD_RSRC2, 0, b"rdna3", None, 0) == 0
    st = lib.run_asm(code.ctypes.data, code.nbytes, GROUPS, 1, 1, 64, 1, 1, kernarg.ctypes.data)
    assert st == 0, lib.amdgpu_last_error()
    np.testing.assert_array_equal(out, expected(GROUPS))
    # one workgroup more than the buffer holds: status 2 (memory) and a
    # message, no crash
    st = lib.run_asm(code.ctypes.data, code.nbytes, GROUPS + 1, 1, 1, 64, 1, 1, kernarg.ctypes.data)
    assert st == 2
    msg = lib.amdgpu_last_error().decode()
    assert "workgroup (3,0,0)" in msg and "outside the registered host memory ranges" in msg
    # the code itself unregistered
    lib.amdgpu_host_clear_ranges()
    st = lib.run_asm(code.ctypes.data, code.nbytes, 1, 1, 1, 64, 1, 1, kernarg.ctypes.data)
    assert st == 2 and b"the code" in lib.amdgpu_last_error()
    # user data instead of the kernarg pointer: s[0:1] from COMPUTE_USER_DATA
    lib.amdgpu_host_clear_ranges()
    for base, size in ranges:
        lib.amdgpu_host_add_range(base, size)
    out[:] = 0
    ptr = kernarg.ctypes.data
    data = (ctypes.c_uint32 * 14)(ptr & 0xFFFFFFFF, ptr >> 32)
    lib.amdgpu_remu_configure(isa.TINYGRAD_RSRC1, isa.TINYGRAD_RSRC2, 0, b"rdna3", data, 14)
    assert lib.run_asm(code.ctypes.data, code.nbytes, GROUPS, 1, 1, 64, 1, 1, 0) == 0
    np.testing.assert_array_equal(out, expected(GROUPS))
    lib.amdgpu_host_clear_ranges()
    lib.amdgpu_remu_configure(isa.TINYGRAD_RSRC1, isa.TINYGRAD_RSRC2, 0, b"rdna3", None, 0)


def test_remu_object_is_a_drop_in(mapped):
    code, out, kernarg, ranges = mapped
    remu = isa.PythonRemu()
    # what tinygrad's mock GPU sets before each dispatch
    remu.valid_mem_ranges = ranges
    remu.rsrc2 = 0x19C
    remu.scratch_size = 0
    remu.arch = "rdna3"
    remu.user_data = [kernarg.ctypes.data & 0xFFFFFFFF, kernarg.ctypes.data >> 32] + [0] * 12
    assert remu.run_asm(code.ctypes.data, code.nbytes, GROUPS, 1, 1, 64, 1, 1, kernarg.ctypes.data) == 0
    np.testing.assert_array_equal(out, expected(GROUPS))
    assert remu.last_stats.waves == GROUPS * 2
    with pytest.raises(isa.MemoryAccessError):
        remu.run_asm(code.ctypes.data, code.nbytes, GROUPS + 1, 1, 1, 64, 1, 1, kernarg.ctypes.data)
    remu.raise_errors = False
    assert remu.run_asm(code.ctypes.data, code.nbytes, GROUPS + 1, 1, 1, 64, 1, 1, kernarg.ctypes.data) == 2
    assert "outside the registered host memory ranges" in remu.last_error
    # an instruction the emulator does not execute: status 1, as remu's
    bad = np.frombuffer(isa.asm("s_setkill 0\ns_endpgm", "gfx1100"), np.uint8).copy()
    remu.valid_mem_ranges = {(bad.ctypes.data, bad.nbytes)}
    assert remu.run_asm(bad.ctypes.data, bad.nbytes, 1, 1, 1, 32, 1, 1, 0) == 1
    assert "s_setkill" in remu.last_error


def test_remu_runs_a_compiled_kernel_from_its_entry(root):
    """A clang code object mapped whole in host memory, dispatched the way
    tinygrad's runtime does: lib = the entry's address, the user SGPRs and
    RSRC2 from the kernel descriptor (kernarg pointer in s[0:1], workgroup
    ID X in s15 on gfx1100, kernel-facts 0.1). A relocatable object's
    sections sit at their file offsets; lds_reverse needs no relocation."""
    import struct

    data = (root / "tests" / "kernels" / "obj" / "gfx1100" / "lds.o").read_bytes()
    # parse the ELF64 section and symbol tables by hand
    shoff, = struct.unpack_from("<Q", data, 0x28)
    shentsize, shnum, shstrndx = struct.unpack_from("<HHH", data, 0x3A)
    sections = [struct.unpack_from("<IIQQQQIIQQ", data, shoff + i * shentsize) for i in range(shnum)]
    symtab = next(s for s in sections if s[1] == 2)
    strtab = sections[symtab[6]]
    syms = {}
    for off in range(symtab[4], symtab[4] + symtab[5], 24):
        name, info, other, shndx, value, size = struct.unpack_from("<IBBHQQ", data, off)
        end = data.index(b"\0", strtab[4] + name)
        syms[data[strtab[4] + name:end].decode()] = (shndx, value)
    # a relocatable object: each section's bytes at its own file offset
    kd_sec, kd_off = syms["lds_reverse.kd"]
    kd = data[sections[kd_sec][4] + kd_off:][:64]
    text_sec, entry_off = syms["lds_reverse"]
    text = sections[text_sec]
    rsrc2, = struct.unpack_from("<I", kd, 52)
    # the descriptor's LDS size field is 0: the runtime adds the static LDS
    # size in 512-byte blocks to RSRC2 (tinygrad ops_amd.py; kernel-facts 0.6)
    lds, = struct.unpack_from("<I", kd, 0)
    assert lds == 1024 and (rsrc2 >> 15) & 0x1FF == 0
    rsrc2 |= (lds + 511) // 512 << 15
    code = np.frombuffer(data[text[4] + entry_off:text[4] + text[5]], np.uint8).copy()
    a = np.random.default_rng(9).integers(0, 2**32, 512, dtype=np.uint32)
    out = np.zeros(512, np.uint32)
    kernarg = np.array([a.ctypes.data, out.ctypes.data], np.uint64)
    remu = isa.Remu()
    remu.rsrc2 = rsrc2
    remu.valid_mem_ranges = {(code.ctypes.data, code.nbytes), (a.ctypes.data, a.nbytes),
                             (out.ctypes.data, out.nbytes), (kernarg.ctypes.data, kernarg.nbytes)}
    remu.user_data = [kernarg.ctypes.data & 0xFFFFFFFF, kernarg.ctypes.data >> 32] + [0] * (((rsrc2 >> 1) & 31) - 2)
    assert remu.run_asm(code.ctypes.data, code.nbytes, 2, 1, 1, 256, 1, 1, kernarg.ctypes.data) == 0
    l = np.arange(512) % 256
    np.testing.assert_array_equal(out, a.reshape(2, 256)[:, ::-1].reshape(-1) + l.astype(np.uint32))


def test_rdna4_workgroup_ids_in_ttmp():
    """GFX12 passes workgroup IDs in TTMP9 (X) and TTMP7 (Y | Z << 16), as
    tinygrad's emulator writes them for rdna4 (kernel-facts 2.1)."""
    src = """s_load_b64 s[2:3], s[0:1], 0
s_wait_kmcnt 0
s_lshr_b32 s5, ttmp7, 16
s_mul_i32 s6, s5, 3
s_add_co_u32 s6, s6, ttmp9
s_lshl_b32 s4, s6, 2
v_mov_b32 v0, s4
s_mul_i32 s7, s5, 100
s_add_co_u32 s7, s7, ttmp9
v_mov_b32 v1, s7
global_store_b32 v0, v1, s[2:3]
s_endpgm
"""
    code = np.frombuffer(isa.asm(src, "gfx1200"), np.uint8).copy()
    out = np.zeros(6, np.uint32)
    kernarg = np.array([out.ctypes.data], np.uint64)
    remu = isa.Remu()
    remu.arch = "rdna4"
    remu.valid_mem_ranges = {(code.ctypes.data, code.nbytes), (out.ctypes.data, out.nbytes),
                             (kernarg.ctypes.data, kernarg.nbytes)}
    assert remu.run_asm(code.ctypes.data, code.nbytes, 3, 1, 2, 1, 1, 1, kernarg.ctypes.data) == 0
    np.testing.assert_array_equal(out, [0, 1, 2, 100, 101, 102])


def test_scratch_size_is_per_work_item():
    """`scratch_size` bytes of private memory per lane (tinygrad: TMPRING
    WAVESIZE x 4 on RDNA): each lane reads back what it stored; with none,
    the access is an error naming the instruction."""
    src = """s_load_b64 s[2:3], s[0:1], 0
v_and_b32 v1, 0x3ff, v0
v_add_nc_u32 v2, 7, v1
scratch_store_b32 off, v2, off offset:4
v_mov_b32 v2, 0
s_waitcnt vmcnt(0)
scratch_load_b32 v3, off, off offset:4
v_lshlrev_b32 v4, 2, v1
s_waitcnt vmcnt(0) lgkmcnt(0)
global_store_b32 v4, v3, s[2:3]
s_endpgm
"""
    code = np.frombuffer(isa.asm(src, "gfx1100"), np.uint8).copy()
    out = np.zeros(64, np.uint32)
    kernarg = np.array([out.ctypes.data], np.uint64)
    remu = isa.Remu()
    remu.scratch_size = 8
    remu.valid_mem_ranges = {(code.ctypes.data, code.nbytes), (out.ctypes.data, out.nbytes),
                             (kernarg.ctypes.data, kernarg.nbytes)}
    assert remu.run_asm(code.ctypes.data, code.nbytes, 1, 1, 1, 64, 1, 1, kernarg.ctypes.data) == 0
    np.testing.assert_array_equal(out, np.arange(64) + 7)
    remu.scratch_size = 0
    with pytest.raises(isa.KernelError, match="scratch_store_b32.*outside the kernel's 0 bytes"):
        remu.run_asm(code.ctypes.data, code.nbytes, 1, 1, 1, 64, 1, 1, kernarg.ctypes.data)


def test_reads_reach_the_end_of_a_ranges_page():
    """tinygrad's GFX11 kernels read a 12-byte argument block with one
    16-byte s_load_b128 (no 96-bit scalar load on GFX11), and its mock GPU
    registers the 12 bytes: the read runs on inside the page, as on the
    device; a write past the range is still refused."""
    import mmap

    page = mmap.mmap(-1, mmap.PAGESIZE)
    args = np.frombuffer(page, np.uint32)
    out = np.zeros(4, np.uint32)
    args[:3] = [7, 8, 9]
    args[3] = 0xDEAD
    program = """s_load_b128 s[4:7], s[0:1], 0
s_load_b64 s[8:9], s[2:3], 0
s_waitcnt lgkmcnt(0)
v_mov_b32 v0, 0
v_mov_b32 v1, s4
v_mov_b32 v2, s5
v_mov_b32 v3, s6
v_mov_b32 v4, s7
global_store_b128 v0, v[1:4], s[8:9]
s_endpgm
"""
    code = np.frombuffer(isa.asm(program, "gfx1100"), np.uint8).copy()
    holder = np.array([out.ctypes.data], np.uint64)
    base = ctypes.addressof(ctypes.c_char.from_buffer(page))
    remu = isa.PythonRemu()
    remu.valid_mem_ranges = {(code.ctypes.data, code.nbytes), (base, 12),
                             (out.ctypes.data, out.nbytes), (holder.ctypes.data, holder.nbytes)}
    remu.rsrc2 = 0x19C
    remu.arch = "rdna3"
    remu.user_data = [base & 0xFFFFFFFF, base >> 32, holder.ctypes.data & 0xFFFFFFFF,
                      holder.ctypes.data >> 32] + [0] * 10
    assert remu.run_asm(code.ctypes.data, code.nbytes, 1, 1, 1, 32, 1, 1, base) == 0
    np.testing.assert_array_equal(out, [7, 8, 9, 0xDEAD])
    # the same block as the store's destination: 16 bytes into 12 are refused
    holder[0] = base
    with pytest.raises(isa.MemoryAccessError, match="outside the registered host memory ranges"):
        remu.run_asm(code.ctypes.data, code.nbytes, 1, 1, 1, 32, 1, 1, base)
    assert list(args[:4]) == [7, 8, 9, 0xDEAD]
    del args
