from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
KERNELS = ROOT / "tests" / "kernels" / "obj"


@pytest.fixture(scope="session")
def root() -> Path:
    return ROOT


def code_object(target: str, name: str) -> bytes:
    """A committed code object of the kernel suite (tests/kernels/obj)."""
    return (KERNELS / target / f"{name}.o").read_bytes()
