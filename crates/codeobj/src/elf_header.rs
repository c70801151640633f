//! The ELF header of an AMDGPU code object and the processor it names.

use amdgpu_isa::Target;
use object::elf;
use object::read::elf::FileHeader;
use object::LittleEndian as LE;

/// Whether `data` looks like an ELF file (by its magic number).
pub fn is_elf(data: &[u8]) -> bool {
    data.starts_with(b"\x7fELF")
}

/// `EF_AMDGPU_MACH_*` values from LLVM's `BinaryFormat/ELF.h`.
pub fn mach_name(mach: u32) -> Option<&'static str> {
    Some(match mach {
        0x02c => "gfx900",
        0x02d => "gfx902",
        0x02e => "gfx904",
        0x02f => "gfx906",
        0x030 => "gfx908",
        0x031 => "gfx909",
        0x032 => "gfx90c",
        0x033 => "gfx1010",
        0x034 => "gfx1011",
        0x035 => "gfx1012",
        0x036 => "gfx1030",
        0x037 => "gfx1031",
        0x038 => "gfx1032",
        0x039 => "gfx1033",
        0x03d => "gfx1035",
        0x03e => "gfx1034",
        0x03f => "gfx90a",
        0x040 => "gfx940",
        0x041 => "gfx1100",
        0x042 => "gfx1013",
        0x043 => "gfx1150",
        0x044 => "gfx1103",
        0x045 => "gfx1036",
        0x046 => "gfx1101",
        0x047 => "gfx1102",
        0x048 => "gfx1200",
        0x04a => "gfx1151",
        0x04b => "gfx941",
        0x04c => "gfx942",
        0x04e => "gfx1201",
        0x04f => "gfx950",
        0x055 => "gfx1152",
        0x058 => "gfx1153",
        _ => return None,
    })
}

/// The ELF64 little-endian AMDGPU file header of `data`.
pub fn amdgpu_header(data: &[u8]) -> Result<&elf::FileHeader64<LE>, String> {
    if !is_elf(data) {
        return Err("not an ELF file".into());
    }
    match data.get(4) {
        Some(2) => {}
        Some(1) => {
            return Err("32-bit ELF: not an AMDGPU code object (those are ELF64)".into());
        }
        _ => return Err("truncated or malformed ELF header".into()),
    }
    if data.get(5) != Some(&1) {
        return Err("big-endian ELF: not an AMDGPU code object".into());
    }
    let header = elf::FileHeader64::<LE>::parse(data)
        .map_err(|e| format!("truncated or malformed ELF header ({e})"))?;
    let machine = header.e_machine(LE);
    if machine != elf::EM_AMDGPU {
        return Err(format!(
            "not an AMDGPU code object (ELF machine {machine}, expected {})",
            elf::EM_AMDGPU
        ));
    }
    Ok(header)
}

/// The processor the code object is built for (`EF_AMDGPU_MACH`), as a
/// target name this library supports, the way llvm-objdump picks its CPU.
pub fn processor(data: &[u8]) -> Result<&'static str, String> {
    let header = amdgpu_header(data)?;
    let mach = header.e_flags(LE) & 0xff; // EF_AMDGPU_MACH
    let Some(gpu) = mach_name(mach) else {
        return Err(format!(
            "the code object names no known processor (EF_AMDGPU_MACH {mach:#x}); use --target"
        ));
    };
    match Target::from_name(gpu) {
        Ok(t) => Ok(t.name()),
        Err(_) => Err(format!(
            "the code object is for {gpu}, which amdgpu-isa does not support"
        )),
    }
}
