"""Type stubs of the native module (Rust, PyO3). Use the functions of
:mod:`amdgpu_isa`, which wrap these."""

from typing import Any, Optional, Sequence, Tuple

# (offset or line, bytes, text, mnemonic, operands)
_Row = Tuple[int, bytes, str, str, list[str]]
# (workgroups, waves, instructions, lane instructions)
_Stats = Tuple[int, int, int, int]

TINYGRAD_RSRC1: int
TINYGRAD_RSRC2: int
DEFAULT_MAX_STEPS: int

def asm(text: str, target_name: str, wave_size: Optional[int] = None) -> bytes: ...
def assemble(text: str, target_name: str, wave_size: Optional[int] = None) -> list[_Row]: ...
def disasm(data: bytes, target_name: str, wave_size: Optional[int] = None, base: int = 0) -> list[_Row]: ...
def disasm_elf(data: bytes) -> Tuple[str, list[_Row]]: ...
def explain_json(name: str, target_name: Optional[str] = None) -> str: ...
def run_program_json(
    text: str,
    target_name: str,
    wave_size: Optional[int] = None,
    lanes: Optional[int] = None,
    init: Optional[str] = None,
    max_steps: int = 1_000_000,
) -> str: ...
def kernel_args(code_object: bytes, kernel: Optional[str] = None) -> list[Tuple[Optional[str], Optional[str], str, int]]: ...
def run_kernel(
    code_object: bytes,
    kernel: Optional[str],
    global_size: Sequence[int],
    block: Sequence[int],
    args: Sequence[Tuple[str, Any]],
    ranges: Sequence[Tuple[int, int]],
    max_steps: int,
    threads: Optional[int],
) -> _Stats: ...
def run_asm(
    arch: str,
    lib: int,
    lib_sz: int,
    grid: Sequence[int],
    block: Sequence[int],
    args_ptr: int,
    rsrc1: int,
    rsrc2: int,
    scratch_size: int,
    user_data: Sequence[int],
    ranges: Sequence[Tuple[int, int]],
    max_steps: int,
    threads: Optional[int],
) -> _Stats: ...
