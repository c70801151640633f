"""Exceptions raised by :mod:`amdgpu_isa`."""

from __future__ import annotations


class AmdgpuError(Exception):
    """Base class of every error this package raises."""


class InputError(AmdgpuError, ValueError):
    """Bad input: an unknown target or instruction, a malformed code object,
    kernel arguments that do not fit the kernel's metadata."""


class AsmError(InputError):
    """Assembly text that does not assemble, located like the command line
    reports it (``LINE:COL: error: MESSAGE``; line and column 1-based)."""

    def __init__(self, message: str, line: int, column: int) -> None:
        super().__init__(f"{line}:{column}: error: {message}")
        self.message = message
        self.line = line
        self.column = column


class DisasmError(InputError):
    """Machine code that does not decode, at byte ``offset``."""

    def __init__(self, message: str, offset: int, data: bytes) -> None:
        super().__init__(f"offset {offset:#x}: {message}")
        self.message = message
        self.offset = offset
        self.data = bytes(data)


class KernelError(AmdgpuError, RuntimeError):
    """A kernel stopped: an instruction the emulator does not execute, a
    trap, the step limit. The message names the kernel, workgroup, wave,
    address and instruction."""


class MemoryAccessError(KernelError):
    """A kernel read or wrote host memory outside the registered ranges (the
    NumPy arrays passed, or ``valid_mem_ranges``): reported, never a crash."""
