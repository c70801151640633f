//! `amdgpu_codeobj`: reads AMDGPU code objects as `clang-22` and `ld.lld-22`
//! make them — relocatable (`-c`, ET_REL) or linked (`.hsaco`, ET_DYN) — into
//! what a dispatcher needs: the target, the kernels (found by their `NAME.kd`
//! descriptors, with the metadata note's arguments), and a loadable image of
//! the allocated sections with relocations applied for a chosen load address.
//! For writing them, [`kd_build`] makes a kernel descriptor from an
//! `.amdhsa_kernel` block as llvm-mc-22 does.
//!
//! Malformed input is an `Err` with a message, never a panic.
//!
//! [`write`](mod@write) goes the other way for an assembler: it lays a relocatable
//! object out byte for byte as `llvm-mc-22 -filetype=obj` does.
//!
//! ```no_run
//! let data = std::fs::read("k.o").unwrap();
//! let obj = amdgpu_codeobj::CodeObject::parse(&data).unwrap();
//! let k = obj.kernel(None).unwrap();
//! let image = obj.load(0x1000_0000).unwrap();
//! println!("{} starts at {:#x}", k.name, image.base + k.entry);
//! ```

pub mod descriptor;
mod elf_header;
mod image;
pub mod kd_build;
pub mod metadata;
pub mod metadata_yaml;
pub mod write;

pub use descriptor::{KernelDescriptor, UserSgpr};
pub use elf_header::{amdgpu_header, is_elf, mach_name, processor};
pub use image::Image;
pub use metadata::{Arg, KernelMeta, ValueKind};

use amdgpu_isa::Target;
use object::elf;
use object::read::elf::{FileHeader, SectionHeader, Sym};
use object::LittleEndian as LE;

/// One kernel of a code object.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Kernel {
    /// The kernel's name (its descriptor symbol without `.kd`).
    pub name: String,
    /// Image address of the descriptor.
    pub descriptor_addr: u64,
    /// Image address of the first instruction.
    pub entry: u64,
    pub descriptor: KernelDescriptor,
    /// The metadata note's entry for this kernel, when the note has one.
    pub meta: Option<KernelMeta>,
}

/// A parsed code object.
#[derive(Debug)]
pub struct CodeObject<'d> {
    data: &'d [u8],
    pub target: Target,
    /// ET_DYN/ET_EXEC (linked) rather than ET_REL.
    pub linked: bool,
    pub kernels: Vec<Kernel>,
    layout: image::Layout,
}

impl<'d> CodeObject<'d> {
    /// Reads the header, the sections, the symbols, the descriptors and the
    /// metadata note of `data`.
    pub fn parse(data: &'d [u8]) -> Result<CodeObject<'d>, String> {
        let header = amdgpu_header(data)?;
        let target = Target::from_name(processor(data)?).map_err(|e| e.to_string())?;
        let ty = header.e_type(LE);
        let linked = match ty {
            elf::ET_REL => false,
            elf::ET_DYN | elf::ET_EXEC => true,
            _ => {
                return Err(format!(
                    "ELF type {ty} is not a code object (relocatable or shared)"
                ))
            }
        };
        let sections = header
            .sections(LE, data)
            .map_err(|e| format!("malformed section headers ({e})"))?;
        let layout = image::Layout::new(data, &sections, linked)?;

        // Kernels: OBJECT symbols named NAME.kd of 64 bytes in an allocated section.
        let mut kernels = Vec::new();
        let symbols = sections
            .symbols(LE, data, elf::SHT_SYMTAB)
            .map_err(|e| format!("malformed symbol table ({e})"))?;
        let symbols = if symbols.is_empty() {
            sections
                .symbols(LE, data, elf::SHT_DYNSYM)
                .map_err(|e| format!("malformed dynamic symbol table ({e})"))?
        } else {
            symbols
        };
        let loaded = layout.image_without_relocations(data, &sections)?;
        for (index, sym) in symbols.enumerate().skip(1) {
            let Ok(name) = symbols.symbol_name(LE, sym) else {
                continue;
            };
            let Some(kernel) = name.strip_suffix(b".kd") else {
                continue;
            };
            if sym.st_type() != elf::STT_OBJECT || kernel.is_empty() {
                continue;
            }
            let Some(section) = symbols
                .symbol_section(LE, sym, index)
                .map_err(|e| format!("symbol {}: {e}", index.0))?
            else {
                continue;
            };
            let name = String::from_utf8_lossy(kernel).into_owned();
            let addr = layout
                .symbol_addr(section.0, sym.st_value(LE))
                .ok_or_else(|| format!("descriptor {name}.kd is not in an allocated section"))?;
            let bytes = loaded
                .get(addr as usize..)
                .and_then(|b| b.get(..descriptor::SIZE))
                .ok_or_else(|| format!("descriptor {name}.kd lies outside its section"))?;
            let descriptor = KernelDescriptor::parse(bytes.try_into().expect("64 bytes"));
            // In a relocatable object the entry offset is a REL64 relocation
            // to the kernel's code (clang-22 -c), resolved in `loaded`.
            let entry = addr
                .checked_add_signed(descriptor.entry_offset)
                .ok_or_else(|| format!("descriptor {name}.kd: entry offset out of range"))?;
            kernels.push(Kernel {
                name,
                descriptor_addr: addr,
                entry,
                descriptor,
                meta: None,
            });
        }
        kernels.sort_by_key(|k| k.descriptor_addr);

        for meta in notes(data, &sections)? {
            if let Some(k) = kernels
                .iter_mut()
                .find(|k| meta.symbol.strip_suffix(".kd") == Some(k.name.as_str()))
            {
                k.meta = Some(meta);
            }
        }
        Ok(CodeObject {
            data,
            target,
            linked,
            kernels,
            layout,
        })
    }

    /// The kernel named `name`, or the only kernel when `name` is `None`.
    pub fn kernel(&self, name: Option<&str>) -> Result<&Kernel, String> {
        let names = || {
            self.kernels
                .iter()
                .map(|k| k.name.as_str())
                .collect::<Vec<_>>()
                .join(", ")
        };
        match name {
            Some(n) => {
                self.kernels.iter().find(|k| k.name == n).ok_or_else(|| {
                    format!("no kernel {n} in the code object (kernels: {})", names())
                })
            }
            None => match self.kernels.as_slice() {
                [k] => Ok(k),
                [] => Err("the code object has no kernel (no NAME.kd descriptor)".into()),
                _ => Err(format!(
                    "the code object has {} kernels ({}): name one",
                    self.kernels.len(),
                    names()
                )),
            },
        }
    }

    /// The allocated sections laid out as they are loaded at `base`, with
    /// every relocation applied.
    pub fn load(&self, base: u64) -> Result<Image, String> {
        let header = amdgpu_header(self.data)?;
        let sections = header
            .sections(LE, self.data)
            .map_err(|e| format!("malformed section headers ({e})"))?;
        self.layout.load(self.data, &sections, base)
    }
}

/// The kernels of every AMDGPU metadata note.
fn notes(
    data: &[u8],
    sections: &object::read::elf::SectionTable<elf::FileHeader64<LE>>,
) -> Result<Vec<KernelMeta>, String> {
    const NT_AMDGPU_METADATA: u32 = 32;
    let mut out = Vec::new();
    for section in sections.iter() {
        let Some(mut notes) = section
            .notes(LE, data)
            .map_err(|e| format!("malformed note section ({e})"))?
        else {
            continue;
        };
        while let Some(note) = notes.next().map_err(|e| format!("malformed note ({e})"))? {
            if note.name() == b"AMDGPU" && note.n_type(LE) == NT_AMDGPU_METADATA {
                out.extend(metadata::parse(note.desc())?);
            }
        }
    }
    Ok(out)
}
