"""pytest plugin: runs tinygrad's hardware-checked instruction tests
(`test/amd/hw/`, whose expected values hold on a real RDNA 3 GPU) with
tinygrad's emulator replaced by amdgpu_isa's `Remu`, the way a mock GPU
would swap it. Needs a tinygrad checkout and the amdgpu_isa package:

    cd TINYGRAD && PYTHONPATH=.:/path/to/amdgpu-isa/tools \\
        python3 -m pytest -q -p tinygrad_hw_swap test/amd/hw -k "not cdna and not rdna4"

tinygrad's `run_asm` takes no memory ranges; they are rebuilt here from what
its test helper allocates (the code, the kernarg block, the output buffer).
Results are in docs/notes/python-overhead.md.
"""

import ctypes

import amdgpu_isa
import test.amd.hw.helpers as helpers


def run_asm(lib, lib_sz, gx, gy, gz, lx, ly, lz, args_ptr, rsrc2=0x19C, scratch_size=0, arch="rdna3",
            user_data=None):
    out = ctypes.c_uint64.from_address(args_ptr).value
    remu = amdgpu_isa.Remu()
    remu.rsrc2, remu.scratch_size, remu.arch = rsrc2, scratch_size, arch
    remu.user_data = list(user_data or [])
    remu.valid_mem_ranges = {(lib, lib_sz), (args_ptr, 8), (out, helpers._out_bytes(lx * ly * lz))}
    remu.threads = 1
    return remu.run_asm(lib, lib_sz, gx, gy, gz, lx, ly, lz, args_ptr)


helpers.run_asm = run_asm
