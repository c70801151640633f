//! The loadable image: every allocated section at its address, relocations
//! applied for a load address.
//!
//! Linked objects keep their section addresses (`sh_addr`); a relocatable
//! object's allocated sections are laid out in section order at their
//! alignment, as a linker would place them in one segment. Relocation
//! formulas: AMDGPUUsage "Relocation Records" (S symbol, A addend, P place,
//! B load base).

use object::elf;
use object::read::elf::{Rela, SectionHeader, SectionTable, Sym};
use object::LittleEndian as LE;

type Sections<'d> = SectionTable<'d, elf::FileHeader64<LE>>;

/// The largest image accepted (sections may claim any size).
const MAX_IMAGE: u64 = 1 << 30;

/// A code object laid out in memory.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Image {
    /// The load address: image address `a` is at `base + a`.
    pub base: u64,
    pub bytes: Vec<u8>,
    /// Image address ranges (start, end) of the executable sections.
    pub code: Vec<(u64, u64)>,
}

/// Where each allocated section goes.
#[derive(Debug)]
pub(crate) struct Layout {
    /// Image address of each section, `None` when not allocated.
    addr: Vec<Option<u64>>,
    size: u64,
    linked: bool,
    /// Ranges of the executable sections.
    code: Vec<(u64, u64)>,
}

fn align_up(x: u64, align: u64) -> Option<u64> {
    let a = align.max(1);
    x.checked_add(a - 1).map(|v| v / a * a)
}

impl Layout {
    pub(crate) fn new(data: &[u8], sections: &Sections, linked: bool) -> Result<Layout, String> {
        let mut addr = Vec::with_capacity(sections.len());
        let mut cursor = 0u64;
        let mut size = 0u64;
        let mut code = Vec::new();
        for (i, s) in sections.iter().enumerate() {
            if s.sh_flags(LE) & u64::from(elf::SHF_ALLOC) == 0 || i == 0 {
                addr.push(None);
                continue;
            }
            let len = s.sh_size(LE);
            let at = if linked {
                s.sh_addr(LE)
            } else {
                align_up(cursor, s.sh_addralign(LE)).ok_or("section alignment out of range")?
            };
            let end = at
                .checked_add(len)
                .filter(|&e| e <= MAX_IMAGE)
                .ok_or_else(|| format!("section {i} does not fit an image of {MAX_IMAGE} bytes"))?;
            if s.sh_type(LE) != elf::SHT_NOBITS {
                s.data(LE, data)
                    .map_err(|_| format!("section {i}: contents outside the file"))?;
            }
            cursor = end;
            size = size.max(end);
            if s.sh_flags(LE) & u64::from(elf::SHF_EXECINSTR) != 0 && len > 0 {
                code.push((at, end));
            }
            addr.push(Some(at));
        }
        Ok(Layout {
            addr,
            size,
            linked,
            code,
        })
    }

    /// The image address of a symbol defined in `section` with `st_value`.
    pub(crate) fn symbol_addr(&self, section: usize, value: u64) -> Option<u64> {
        let at = (*self.addr.get(section)?)?;
        if self.linked {
            Some(value)
        } else {
            at.checked_add(value)
        }
    }

    /// The sections' contents at their addresses, nothing relocated.
    fn contents(&self, data: &[u8], sections: &Sections) -> Result<Vec<u8>, String> {
        let mut bytes = vec![0u8; self.size as usize];
        for (i, s) in sections.iter().enumerate() {
            let Some(Some(at)) = self.addr.get(i) else {
                continue;
            };
            if s.sh_type(LE) == elf::SHT_NOBITS {
                continue;
            }
            let src = s
                .data(LE, data)
                .map_err(|_| format!("section {i}: contents outside the file"))?;
            let at = *at as usize;
            bytes[at..at + src.len()].copy_from_slice(src);
        }
        Ok(bytes)
    }

    /// The image at `base` with every relocation applied.
    pub(crate) fn load(
        &self,
        data: &[u8],
        sections: &Sections,
        base: u64,
    ) -> Result<Image, String> {
        let mut bytes = self.contents(data, sections)?;
        self.relocate(data, sections, base, &mut bytes, true)?;
        Ok(Image {
            base,
            bytes,
            code: self.code.clone(),
        })
    }

    /// The image at base 0 with the relocations this reader can resolve
    /// (enough to read descriptors; [`Layout::load`] reports the others).
    pub(crate) fn image_without_relocations(
        &self,
        data: &[u8],
        sections: &Sections,
    ) -> Result<Vec<u8>, String> {
        let mut bytes = self.contents(data, sections)?;
        self.relocate(data, sections, 0, &mut bytes, false)?;
        Ok(bytes)
    }

    fn relocate(
        &self,
        data: &[u8],
        sections: &Sections,
        base: u64,
        bytes: &mut [u8],
        strict: bool,
    ) -> Result<(), String> {
        for (i, s) in sections.iter().enumerate() {
            let Some((relas, link)) = s
                .rela(LE, data)
                .map_err(|e| format!("section {i}: malformed relocations ({e})"))?
            else {
                continue;
            };
            // Relocations of a section (ET_REL) are section-relative; dynamic
            // ones (ET_DYN, sh_info 0) are at image addresses.
            let target = s.sh_info(LE) as usize;
            let place_base = if self.linked || target == 0 {
                Some(0)
            } else {
                self.addr.get(target).copied().flatten()
            };
            let Some(place_base) = place_base else {
                continue; // relocations of a section that is not loaded
            };
            let symbols = sections
                .symbol_table_by_index(LE, data, link)
                .map_err(|e| format!("section {i}: malformed symbol table ({e})"))?;
            for r in relas {
                let ty = r.r_type(LE, false);
                let sym_index = r.r_sym(LE, false) as usize;
                let addend = r.r_addend(LE) as u64;
                let place = place_base.wrapping_add(r.r_offset(LE));
                let symbol = || -> Result<u64, String> {
                    let sym = symbols
                        .symbol(object::SymbolIndex(sym_index))
                        .map_err(|e| format!("relocation symbol {sym_index}: {e}"))?;
                    let name = symbols.symbol_name(LE, sym).unwrap_or(b"?");
                    let name = String::from_utf8_lossy(name);
                    let section = symbols
                        .symbol_section(LE, sym, object::SymbolIndex(sym_index))
                        .map_err(|e| format!("relocation symbol {name}: {e}"))?;
                    match section {
                        Some(sec) => self.symbol_addr(sec.0, sym.st_value(LE)).map(|a| base.wrapping_add(a)).ok_or_else(
                            || format!("relocation against {name}, which is not in a loaded section"),
                        ),
                        None if sym.st_shndx(LE) == elf::SHN_ABS => Ok(sym.st_value(LE)),
                        None => Err(format!(
                            "undefined symbol {name}: the code object calls or references code that is not in it (a -nogpulib kernel cannot use the OpenCL library's work-item functions; use the __builtin_amdgcn_* builtins)"
                        )),
                    }
                };
                let p = base.wrapping_add(place);
                let value: Result<(u64, usize), String> = match ty {
                    0 => continue, // R_AMDGPU_NONE
                    1 => symbol().map(|s| (s.wrapping_add(addend) & 0xffff_ffff, 4)), // ABS32_LO
                    2 => symbol().map(|s| (s.wrapping_add(addend) >> 32, 4)),         // ABS32_HI
                    3 => symbol().map(|s| (s.wrapping_add(addend), 8)),                // ABS64
                    4 | 10 => symbol().map(|s| (s.wrapping_add(addend).wrapping_sub(p) & 0xffff_ffff, 4)), // REL32, REL32_LO
                    5 => symbol().map(|s| (s.wrapping_add(addend).wrapping_sub(p), 8)), // REL64
                    6 => symbol().map(|s| (s.wrapping_add(addend) & 0xffff_ffff, 4)), // ABS32
                    11 => symbol().map(|s| (s.wrapping_add(addend).wrapping_sub(p) >> 32, 4)), // REL32_HI
                    13 => Ok((base.wrapping_add(addend), 8)), // RELATIVE64
                    14 => symbol().map(|s| {
                        let d = s.wrapping_add(addend).wrapping_sub(p).wrapping_sub(4) as i64 / 4;
                        (d as u64 & 0xffff, 2)
                    }), // REL16
                    7..=9 => Err(format!(
                        "relocation type {ty} (GOT-relative) is not supported: the code object needs a global offset table"
                    )),
                    _ => Err(format!("unknown AMDGPU relocation type {ty}")),
                };
                let (value, width) = match value {
                    Ok(v) => v,
                    Err(e) if strict => return Err(e),
                    Err(_) => continue,
                };
                let at = place as usize;
                let Some(dst) = bytes.get_mut(at..).and_then(|b| b.get_mut(..width)) else {
                    if strict {
                        return Err(format!(
                            "relocation at {place:#x} lies outside the loaded sections"
                        ));
                    }
                    continue;
                };
                dst.copy_from_slice(&value.to_le_bytes()[..width]);
            }
        }
        Ok(())
    }
}
