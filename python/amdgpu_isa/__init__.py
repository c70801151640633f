"""AMD GPU machine code from Python.

Assemble and disassemble instructions bit-exactly like LLVM 22's AMDGPU
assembler and disassembler, look instructions up, and run kernels of code
objects (or raw machine code, as tinygrad's mock GPU does) on the CPU, with
NumPy arrays as the kernel's buffers::

    >>> import amdgpu_isa as isa
    >>> isa.asm("v_add_f32 v0, v1, v2", "gfx1100").hex()
    '01050006'
    >>> [i.text for i in isa.disasm(bytes.fromhex("01050006"), "gfx1100")]
    ['v_add_f32_e32 v0, v1, v2']

Errors are exceptions (:class:`AsmError` carries ``line`` and ``column``).
Kernels run with the GIL released. :class:`Remu` has the shape of
tinygrad's ``PythonRemu``, so that a mock GPU can switch emulators by
changing one import.
"""

from __future__ import annotations

import ctypes
import json
import time
from dataclasses import dataclass
from typing import Any, Iterable, Optional, Sequence, Tuple, Union

from . import _native
from ._errors import (
    AmdgpuError,
    AsmError,
    DisasmError,
    InputError,
    KernelError,
    MemoryAccessError,
)

__all__ = [
    "AmdgpuError",
    "AsmError",
    "DisasmError",
    "InputError",
    "Instruction",
    "KernelError",
    "Local",
    "MemoryAccessError",
    "Remu",
    "Stats",
    "asm",
    "assemble",
    "c_library",
    "c_library_path",
    "disasm",
    "disasm_elf",
    "explain",
    "kernel_args",
    "run_kernel",
    "run_program",
]

#: RSRC1 assumed when a mock GPU gives none (tinygrad's own code objects:
#: f32 denormals flushed, f16/f64 kept, DX10_CLAMP and IEEE on).
TINYGRAD_RSRC1: int = _native.TINYGRAD_RSRC1
#: tinygrad ``PythonRemu``'s default RSRC2 (USER_SGPR_COUNT 14, workgroup
#: IDs X and Y).
TINYGRAD_RSRC2: int = _native.TINYGRAD_RSRC2
#: Instructions one wave may execute before a run stops with an error.
DEFAULT_MAX_STEPS: int = _native.DEFAULT_MAX_STEPS


@dataclass(frozen=True)
class Instruction:
    """One instruction: its encoding and its text as LLVM prints it.

    ``offset`` is the byte offset in the machine code (the image address in
    a code object); ``line`` the 1-based source line for :func:`assemble`
    (``None`` after disassembly). ``operands`` are the fields after the
    mnemonic, modifiers such as ``offset:16`` included.
    """

    text: str
    bytes: bytes
    mnemonic: str
    operands: Tuple[str, ...]
    offset: int
    line: Optional[int] = None

    def __str__(self) -> str:
        return self.text

    def __len__(self) -> int:
        return len(self.bytes)


def asm(text: str, target: str, wave_size: Optional[int] = None) -> bytes:
    """Assembles ``text`` (one instruction per line, ``;`` and ``//``
    comments) for ``target`` (an LLVM processor name such as ``"gfx1100"``)
    and returns the machine code. Raises :class:`AsmError` with the line
    and column of the first error."""
    return _native.asm(text, target, wave_size)


def assemble(text: str, target: str, wave_size: Optional[int] = None) -> list[Instruction]:
    """Like :func:`asm`, one :class:`Instruction` per source instruction
    (``offset`` where it lands in the machine code, ``line`` in the text)."""
    out = []
    at = 0
    for line, data, itext, mnemonic, operands in _native.assemble(text, target, wave_size):
        out.append(Instruction(itext, data, mnemonic, tuple(operands), at, line))
        at += len(data)
    return out


def _instructions(rows: Iterable[tuple]) -> list[Instruction]:
    return [Instruction(t, d, m, tuple(o), off) for off, d, t, m, o in rows]


def disasm(
    data: Union[bytes, bytearray, memoryview],
    target: str,
    wave_size: Optional[int] = None,
    base: int = 0,
) -> list[Instruction]:
    """Decodes machine code (offsets counted from ``base``). Raises
    :class:`DisasmError` at the first word that does not decode."""
    return _instructions(_native.disasm(bytes(data), target, wave_size, base))


def disasm_elf(data: Union[bytes, bytearray, memoryview]) -> list[Instruction]:
    """Decodes every executable section of an AMDGPU code object (the target
    comes from the ELF header); offsets are image addresses, as
    ``llvm-objdump -d`` prints them."""
    _target, rows = _native.disasm_elf(bytes(data))
    return _instructions(rows)


def explain(name: str, target: Optional[str] = None) -> dict[str, Any]:
    """The reference page of an instruction (any spelling LLVM accepts) as
    ``amdgpu-isa explain --format json`` gives it: encoding and bit fields,
    opcodes across generations, operands, semantics, emulator status."""
    return json.loads(_native.explain_json(name, target))


def run_program(
    text: str,
    target: str,
    wave_size: Optional[int] = None,
    lanes: Optional[int] = None,
    init: Optional[dict[str, Any]] = None,
    max_steps: int = 1_000_000,
) -> dict[str, Any]:
    """Runs a hand-written program as one wave (``lanes`` active, all by
    default) from its first instruction to ``s_endpgm`` and returns the
    final state as ``amdgpu-isa run`` prints it in JSON (``sgpr``,
    ``vgpr[lane][reg]``, ``exec``, ``vcc``, ``scc``, ``m0``, ``lds``...).
    ``init`` sets registers first, in the same form."""
    return json.loads(
        _native.run_program_json(
            text, target, wave_size, lanes, None if init is None else json.dumps(init), max_steps
        )
    )


@dataclass(frozen=True)
class Local:
    """A local-memory (``__local`` pointer) kernel argument of ``nbytes``
    bytes of LDS."""

    nbytes: int


@dataclass(frozen=True)
class Stats:
    """What a dispatch executed: instructions count once per wave,
    ``lane_instructions`` once per active lane; ``seconds`` is wall time."""

    workgroups: int
    waves: int
    instructions: int
    lane_instructions: int
    seconds: float


Dims = Union[int, Sequence[int]]


def _dims(d: Dims, what: str) -> list[int]:
    v = [d] if isinstance(d, int) else list(d)
    if not 1 <= len(v) <= 3 or not all(isinstance(x, int) and x > 0 for x in v):
        raise InputError(f"{what} takes 1 to 3 positive integers, not {d!r}")
    return v + [1] * (3 - len(v))


def _buffer(a: Any) -> Optional[Tuple[int, int]]:
    """(address, size) of an array's data, or None when ``a`` is no array."""
    ai = getattr(a, "__array_interface__", None)
    if ai is None or ai.get("shape") == ():
        return None
    ptr, readonly = ai["data"]
    if readonly:
        raise InputError("a read-only array cannot be a kernel buffer: pass a writable copy")
    flags = getattr(a, "flags", None)
    if flags is not None and not flags["C_CONTIGUOUS"]:
        raise InputError("a kernel buffer must be C-contiguous: pass numpy.ascontiguousarray(a)")
    return int(ptr), int(a.nbytes)


def _arg(a: Any, ranges: list[Tuple[int, int]]) -> Tuple[str, Any]:
    if isinstance(a, Local):
        return ("local", a.nbytes)
    buf = _buffer(a)
    if buf is not None:
        ranges.append(buf)
        return ("ptr", buf[0])
    if hasattr(a, "dtype") and hasattr(a, "tobytes"):  # a NumPy scalar: its bytes
        return ("bytes", a.tobytes())
    if isinstance(a, bool):
        return ("int", int(a))
    if isinstance(a, int):
        return ("int", a)
    if isinstance(a, float):
        return ("float", a)
    if isinstance(a, (bytes, bytearray)):
        return ("bytes", bytes(a))
    raise InputError(f"a kernel argument is an array, a number, bytes or Local, not {type(a).__name__}")


def kernel_args(code_object: bytes, kernel: Optional[str] = None) -> list[dict[str, Any]]:
    """The explicit arguments of a kernel, in order: ``name``, ``type``,
    ``kind`` (``global_buffer``, ``by_value``, ``dynamic_shared_pointer``...)
    and ``size`` in bytes."""
    return [
        {"name": n, "type": t, "kind": k, "size": s}
        for n, t, k, s in _native.kernel_args(bytes(code_object), kernel)
    ]


def run_kernel(
    code_object: bytes,
    kernel: Optional[str] = None,
    grid: Optional[Dims] = None,
    block: Dims = 1,
    args: Sequence[Any] = (),
    *,
    global_size: Optional[Dims] = None,
    threads: Optional[int] = None,
    max_steps: int = DEFAULT_MAX_STEPS,
    ranges: Iterable[Tuple[int, int]] = (),
) -> Stats:
    """Runs ``kernel`` (the only one by default) of a code object compiled
    for RDNA 3 / 3.5 (or another target the emulator executes) as a GPU
    would dispatch it.

    ``grid`` counts workgroups (HIP's gridDim) and ``block`` work-items per
    workgroup; or give ``global_size`` in work-items (OpenCL's global size:
    the last workgroup of a dimension may be partial). ``args`` are the
    kernel's explicit arguments in order: NumPy arrays for buffers (the
    kernel reads and writes their memory in place, no copy), Python or
    NumPy numbers for scalars (stored as the argument's type), bytes,
    :class:`Local` for ``__local`` pointers. ``ranges`` adds host memory
    ``(address, size)`` the kernel may reach through pointers stored in
    buffers. Workgroups run on ``threads`` threads (all CPUs by default)
    with the GIL released.

    Raises :class:`KernelError` when the kernel stops (an instruction not
    executed, the step limit), :class:`MemoryAccessError` for an access
    outside the arrays and ``ranges``, :class:`InputError` for arguments that
    do not fit.
    """
    b = _dims(block, "block")
    if (grid is None) == (global_size is None):
        raise InputError("give either grid (workgroups) or global_size (work-items)")
    if grid is not None:
        g = [n * s for n, s in zip(_dims(grid, "grid"), b)]
    else:
        g = _dims(global_size, "global_size")  # type: ignore[arg-type]
    mem: list[Tuple[int, int]] = [(int(a), int(s)) for a, s in ranges]
    values = [_arg(a, mem) for a in args]
    start = time.perf_counter()
    s = _native.run_kernel(bytes(code_object), kernel, g, b, values, mem, max_steps, threads)
    return Stats(*s, seconds=time.perf_counter() - start)


class Remu:
    """An emulator with the shape of tinygrad's ``PythonRemu``
    (``test/mockgpu/helpers.py``): the mock GPU sets ``rsrc2``,
    ``scratch_size``, ``arch``, ``user_data`` and ``valid_mem_ranges``, then
    calls :meth:`run_asm` with remu's arguments. Swap it in with::

        from amdgpu_isa import Remu as PythonRemu

    Memory is the process's own: ``lib`` and every address the kernel uses
    are host addresses, and each access is checked against
    ``valid_mem_ranges`` (``(start, size)`` pairs): outside them the run
    stops with :class:`MemoryAccessError` instead of crashing. Reads may
    run on to the end of a range's last 4 KiB page, as on the device.

    Beyond tinygrad's attributes: ``rsrc1`` (MODE's rounding and denormal
    bits; tinygrad's mock does not pass it), ``threads``, ``max_steps``,
    ``raise_errors`` (``False``: return a nonzero status like remu, the
    message in ``last_error``) and ``last_stats``.
    """

    def __init__(self) -> None:
        self.valid_mem_ranges: set[Tuple[int, int]] = set()
        self.rsrc1: int = TINYGRAD_RSRC1
        self.rsrc2: int = TINYGRAD_RSRC2
        self.scratch_size: int = 0
        self.arch: str = "rdna3"
        self.user_data: list[int] = []
        self.threads: Optional[int] = None
        self.max_steps: int = DEFAULT_MAX_STEPS
        self.raise_errors: bool = True
        self.last_error: Optional[str] = None
        self.last_stats: Optional[Stats] = None

    def run_asm(
        self, lib: int, lib_sz: int, gx: int, gy: int, gz: int, lx: int, ly: int, lz: int, args_ptr: int
    ) -> int:
        """Runs the machine code at host address ``lib`` (``lib_sz`` bytes
        from there may hold code) over ``gx*gy*gz`` workgroups of
        ``lx*ly*lz`` work-items; ``args_ptr`` is the kernarg address (s[0:1]
        when ``user_data`` is empty). Returns 0."""
        self.last_error = None
        start = time.perf_counter()
        try:
            s = _native.run_asm(
                self.arch,
                int(lib),
                int(lib_sz),
                [gx, gy, gz],
                [lx, ly, lz],
                int(args_ptr),
                self.rsrc1,
                self.rsrc2,
                self.scratch_size,
                [int(x) & 0xFFFFFFFF for x in self.user_data],
                [(int(a), int(n)) for a, n in self.valid_mem_ranges],
                self.max_steps,
                self.threads,
            )
        except AmdgpuError as e:
            self.last_error = str(e)
            if self.raise_errors:
                raise
            return 2 if isinstance(e, MemoryAccessError) else 1
        self.last_stats = Stats(*s, seconds=time.perf_counter() - start)
        return 0


PythonRemu = Remu


def c_library_path() -> str:
    """The shared library holding the C ABI (``run_asm``, ``amdgpu_*``; the
    header is ``crates/capi/include/amdgpu_isa.h``): this package's native
    module exports it."""
    return _native.__file__  # type: ignore[no-any-return]


def c_library() -> ctypes.CDLL:
    """The C ABI through ``ctypes``, with argument and result types set for
    ``run_asm``, ``amdgpu_host_add_range``, ``amdgpu_host_clear_ranges``,
    ``amdgpu_remu_configure`` and ``amdgpu_last_error``."""
    lib = ctypes.CDLL(c_library_path())
    u32, u64 = ctypes.c_uint32, ctypes.c_uint64
    lib.run_asm.argtypes = [ctypes.c_void_p, u32, u32, u32, u32, u32, u32, u32, ctypes.c_void_p]
    lib.run_asm.restype = ctypes.c_int32
    lib.amdgpu_host_add_range.argtypes = [u64, u64]
    lib.amdgpu_host_add_range.restype = ctypes.c_int32
    lib.amdgpu_host_clear_ranges.argtypes = []
    lib.amdgpu_host_clear_ranges.restype = None
    lib.amdgpu_remu_configure.argtypes = [u32, u32, u32, ctypes.c_char_p, ctypes.c_void_p, u32]
    lib.amdgpu_remu_configure.restype = ctypes.c_int32
    lib.amdgpu_last_error.argtypes = []
    lib.amdgpu_last_error.restype = ctypes.c_char_p
    return lib
