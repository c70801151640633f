//! What the fuzz targets share: reading a target from a byte, the committed
//! code objects the `run` target dispatches, and where their code lies.

use amdgpu_isa::{Gen, Target};
use std::ops::Range;

/// The target a byte picks: its low 7 bits index `Target::all()`, its top
/// bit asks for wave64 on GFX10+ (GFX9 is wave64 anyway). The seed tool
/// (tools/fuzz_seeds.py) writes bytes in this form.
pub fn target(pick: u8) -> Target {
    let all: Vec<Target> = Target::all().collect();
    let t = all[(pick & 0x7f) as usize % all.len()];
    if pick & 0x80 != 0 && t.gen() >= Gen::Gfx10 {
        t.with_wave_size(64).unwrap_or(t)
    } else {
        t
    }
}

/// A committed file by its path in the repository, and its bytes.
macro_rules! obj {
    ($path:literal) => {
        (
            $path,
            include_bytes!(concat!(env!("CARGO_MANIFEST_DIR"), "/../", $path)),
        )
    };
}

/// Committed code objects with kernels the emulator can run (wholly or in
/// part): the emu-anchor kernels, vadd on four generations, and a few of the
/// ELF corpus's objects.
pub const OBJECTS: &[(&str, &[u8])] = &[
    obj!("tools/emu-anchor/kernels/lds_plain.o"),
    obj!("tools/emu-anchor/kernels/lds_atomic.o"),
    obj!("tools/emu-anchor/kernels/valu.o"),
    obj!("crates/codeobj/tests/data/gfx1100.o"),
    obj!("crates/codeobj/tests/data/gfx1100.hsaco"),
    obj!("crates/codeobj/tests/data/gfx1030.o"),
    obj!("crates/codeobj/tests/data/gfx942.hsaco"),
    obj!("crates/codeobj/tests/data/gfx1200.o"),
    obj!("tests/elf/gfx1100/scan.o"),
    obj!("tests/elf/gfx1100/reduce.o"),
    obj!("tests/elf/gfx1100/histogram.o"),
    obj!("tests/elf/gfx942/transpose.o"),
    obj!("tests/elf/gfx942/atomics.o"),
    obj!("tests/elf/gfx90a/linked.hsaco"),
    obj!("tests/elf/gfx1201/matrix.o"),
    obj!("tests/elf/gfx1030/subgroup.o"),
];

/// File ranges of the executable sections (SHF_EXECINSTR with file bytes)
/// of a little-endian ELF64, or none when the headers do not hold together.
pub fn code_ranges(elf: &[u8]) -> Vec<Range<usize>> {
    let u16_at = |o: usize| {
        elf.get(o..o + 2)
            .map(|b| u16::from_le_bytes([b[0], b[1]]) as usize)
    };
    let u64_at = |o: usize| {
        elf.get(o..o + 8)
            .map(|b| u64::from_le_bytes(b.try_into().unwrap()) as usize)
    };
    let (Some(shoff), Some(shentsize), Some(shnum)) = (u64_at(0x28), u16_at(0x3a), u16_at(0x3c))
    else {
        return Vec::new();
    };
    let mut out = Vec::new();
    for i in 0..shnum {
        let Some(h) = shoff.checked_add(i * shentsize) else {
            break;
        };
        let (Some(ty), Some(flags), Some(off), Some(size)) = (
            elf.get(h + 4..h + 8),
            u64_at(h + 8),
            u64_at(h + 0x18),
            u64_at(h + 0x20),
        ) else {
            break;
        };
        const SHT_NOBITS: u32 = 8;
        const SHF_EXECINSTR: usize = 4;
        if flags & SHF_EXECINSTR != 0
            && u32::from_le_bytes(ty.try_into().unwrap()) != SHT_NOBITS
            && off.checked_add(size).is_some_and(|end| end <= elf.len())
        {
            out.push(off..off + size);
        }
    }
    out
}
