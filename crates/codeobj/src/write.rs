//! Writing AMDGPU relocatable objects (ET_REL) laid out byte for byte as
//! `llvm-mc-22 -filetype=obj` lays them out (LLVM's `ELFObjectWriter`).
//!
//! The assembler builds an [`ObjectModel`]: its sections in the order it
//! created them, the symbols that belong in `.symtab` in the order it
//! registered them, and each section's relocations in the order it recorded
//! them. [`write_object`] derives everything else: the `.strtab`, `.symtab`,
//! `.rela.X` and `.llvm_addrsig` sections, every file offset and the section
//! header table.
//!
//! # Layout (ELFObjectWriter::writeObject)
//!
//! * ELF header (64 bytes), then the data of each user section in order, each
//!   first padded with zeros to its alignment (also NOBITS and empty sections,
//!   which then take no bytes);
//! * each `.group` (aligned to 4): GRP_COMDAT or 0, then the header indices
//!   of its members (each section and its `.rela`);
//! * `.symtab` (aligned to 8): the null entry, the local symbols in
//!   registration order, then the others in registration order; `sh_info` is
//!   the index of the first non-local symbol;
//! * each `.rela.X` (aligned to 8), in the order of their sections;
//! * `.llvm_addrsig` when the source had `.addrsig`: ULEB128 symbol indices;
//! * `.strtab` (names of sections and symbols, see [`StrTab`]);
//! * the section headers, aligned to 8.
//!
//! Section header order: null, `.strtab`, every user section each followed by
//! its `.rela.X` when it has relocations (and preceded by its `.group` when it
//! is the group's first member), `.llvm_addrsig`, `.symtab`. A
//! `.rela.X` has SHF_INFO_LINK, or SHF_GROUP instead when X has SHF_GROUP.
//! `sh_entsize` is what the section was given (0 for `@init_array` too: the
//! pointer-size default of newer LLVM is not in llvm-mc-22).
//!
//! # What the assembler must decide (found with llvm-mc-22)
//!
//! The fixtures under `tests/data/asm/hand_*.s` are the experiments behind
//! these rules; their objects show the outcome.
//!
//! Which symbols go into `.symtab` (ELFWriter::isInSymtab): a symbol named by
//! a relocation or by `.addrsig_sym`, and otherwise every registered symbol
//! that is not a temporary (`.L…`), not a section symbol, and not a `.set`
//! symbol whose value is undefined (`.set a, X1+2` leaves `a` out; `.long a`
//! becomes a relocation against `X1` + 2). An `.addrsig_sym` naming a symbol
//! that nothing else registers is dropped (clang's `.addrsig_sym
//! compact_positive.head` for an unused LDS variable leaves `.llvm_addrsig`
//! empty). A relocation against a defined local symbol names its section
//! symbol instead, the symbol's offset added to the addend
//! (`loc_named@rel32@lo+4` → `.data + 8`), except in SHF_MERGE sections with
//! a nonzero addend (ELFObjectWriter::useSectionSymbol). Relocations of a
//! section are listed in the order of their fixups in the section.
//!
//! Registration order orders the symbol table, locals first, then the rest.
//! A symbol is registered the first time one of these happens:
//! * a label defines it;
//! * an instruction or data directive references it (`loc_named@rel32@lo`
//!   in `.text` registers `loc_named` before `.data`, where it is defined);
//! * `.globl`, `.weak`, `.local`, `.type`, `.hidden` or `.protected` names it
//!   (`.type f,@function` before anything else puts `f` first; `.local x`
//!   alone makes an undefined LOCAL entry; `.hidden h` alone an undefined
//!   GLOBAL HIDDEN one);
//! * `.set` defines it, or references it in its value (`.set a, X1+2`
//!   registers `X1` there, before the labels that follow);
//! * `.comm` defines it (STT_OBJECT, SHN_COMMON, value = the alignment,
//!   which `.comm c, 4, 2` gives as log2: value 4);
//! * a section is entered for the first time: its section symbol (the
//!   initial `.text` registers before anything in the source; `.data` at the
//!   first `.data`).
//!
//! `.size` alone does not register a symbol (`.size s, 4` before its label
//! puts `s` where the label is). `.file "x"` adds no STT_FILE symbol for
//! this target (llvm-mc-22 writes none). `.ident "s"` creates `.comment`
//! (SHF_MERGE|SHF_STRINGS, entsize 1) at the first `.ident`, holding a NUL
//! byte then each string with its NUL (`\0one\0two\0`); llvm-mc adds no text
//! of its own. Undefined symbols not named by `.local` are GLOBAL, except an
//! undefined group signature that no relocation names: LOCAL, in
//! [`SymPlace::Signature`]. A `.set` alias of a symbol in a section takes
//! that symbol's section, size and (merged) type (`.set setsym2, foo+4`:
//! FUNC, size of `foo`).

use amdgpu_isa::Target;

/// `SHT_*`, `SHF_*`, `STB_*`, `STT_*` values used here (ELF gABI; LLVM's
/// `BinaryFormat/ELF.h` for the LLVM and AMDGPU ones).
pub mod consts {
    pub const SHT_PROGBITS: u32 = 1;
    pub const SHT_SYMTAB: u32 = 2;
    pub const SHT_STRTAB: u32 = 3;
    pub const SHT_RELA: u32 = 4;
    pub const SHT_NOTE: u32 = 7;
    pub const SHT_NOBITS: u32 = 8;
    pub const SHT_INIT_ARRAY: u32 = 14;
    pub const SHT_FINI_ARRAY: u32 = 15;
    pub const SHT_PREINIT_ARRAY: u32 = 16;
    pub const SHT_GROUP: u32 = 17;
    pub const SHT_LLVM_ADDRSIG: u32 = 0x6fff_4c03;
    pub const SHF_WRITE: u64 = 1;
    pub const SHF_ALLOC: u64 = 2;
    pub const SHF_EXECINSTR: u64 = 4;
    pub const SHF_MERGE: u64 = 0x10;
    pub const SHF_STRINGS: u64 = 0x20;
    pub const SHF_INFO_LINK: u64 = 0x40;
    pub const SHF_LINK_ORDER: u64 = 0x80;
    pub const SHF_GROUP: u64 = 0x200;
    pub const SHF_TLS: u64 = 0x400;
    pub const SHF_GNU_RETAIN: u64 = 0x20_0000;
    pub const SHF_EXCLUDE: u64 = 0x8000_0000;
    pub const STB_LOCAL: u8 = 0;
    pub const STB_GLOBAL: u8 = 1;
    pub const STB_WEAK: u8 = 2;
    pub const STT_NOTYPE: u8 = 0;
    pub const STT_OBJECT: u8 = 1;
    pub const STT_FUNC: u8 = 2;
    pub const STT_SECTION: u8 = 3;
    pub const STV_PROTECTED: u8 = 3;
    pub const SHN_ABS: u16 = 0xfff1;
    pub const SHN_COMMON: u16 = 0xfff2;
    pub const SHN_LORESERVE: usize = 0xff00;
    pub const ELFOSABI_AMDGPU_HSA: u8 = 64;
    pub const EM_AMDGPU: u16 = 224;
    /// `NT_AMDGPU_METADATA` (LLVM `BinaryFormat/ELF.h`).
    pub const NT_AMDGPU_METADATA: u32 = 32;
    // R_AMDGPU_* (LLVM `ELFRelocs/AMDGPU.def`).
    pub const R_AMDGPU_NONE: u32 = 0;
    pub const R_AMDGPU_ABS32_LO: u32 = 1;
    pub const R_AMDGPU_ABS32_HI: u32 = 2;
    pub const R_AMDGPU_ABS64: u32 = 3;
    pub const R_AMDGPU_REL32: u32 = 4;
    pub const R_AMDGPU_REL64: u32 = 5;
    pub const R_AMDGPU_ABS32: u32 = 6;
    pub const R_AMDGPU_GOTPCREL: u32 = 7;
    pub const R_AMDGPU_GOTPCREL32_LO: u32 = 8;
    pub const R_AMDGPU_GOTPCREL32_HI: u32 = 9;
    pub const R_AMDGPU_REL32_LO: u32 = 10;
    pub const R_AMDGPU_REL32_HI: u32 = 11;
    pub const R_AMDGPU_RELATIVE64: u32 = 13;
    pub const R_AMDGPU_REL16: u32 = 14;
    pub const R_AMDGPU_ABS32_GOTPC_LO: u32 = 15;
}
use consts::*;

/// An object as the assembler produced it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ObjectModel {
    pub e_flags: u32,
    pub os_abi: u8,
    pub abi_version: u8,
    /// User sections in the order the assembler created them.
    pub sections: Vec<SectionModel>,
    /// The symbols `.symtab` holds (without the null entry), in the order the
    /// assembler registered them; section symbols included.
    pub symbols: Vec<SymbolModel>,
    /// `Some` when the source had `.addrsig`: indices into `symbols` of the
    /// symbols its `.addrsig_sym` directives named, in their order.
    pub addrsig: Option<Vec<usize>>,
}

/// One section the source created.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SectionModel {
    pub name: String,
    pub sh_type: u32,
    pub flags: u64,
    /// A power of two (`.p2align` raises it; 1 when nothing did).
    pub align: u64,
    pub entsize: u64,
    /// Contents; empty for SHT_NOBITS.
    pub data: Vec<u8>,
    /// The size of a SHT_NOBITS section (ignored for others).
    pub nobits_size: u64,
    /// Relocations in the order they were recorded.
    pub relocs: Vec<RelocModel>,
    /// The section group (`.section N,"G",@progbits,SIG[,comdat]`); the flags
    /// must then hold SHF_GROUP.
    pub group: Option<GroupModel>,
    /// With SHF_LINK_ORDER (`"o"` flag): the section of the associated
    /// symbol (index into [`ObjectModel::sections`]); `None` writes sh_link 0.
    pub link_to: Option<usize>,
}

/// Membership of a section group. Sections naming the same signature form
/// one group; its `.group` section goes into the header table right before
/// the first member and its comdat flag is that member's.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GroupModel {
    /// Index into [`ObjectModel::symbols`].
    pub signature: usize,
    pub comdat: bool,
}

/// One RELA entry.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RelocModel {
    pub offset: u64,
    /// Index into [`ObjectModel::symbols`]; `None` for symbol 0.
    pub symbol: Option<usize>,
    pub r_type: u32,
    pub addend: i64,
}

/// Where a symbol is defined.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SymPlace {
    /// Index into [`ObjectModel::sections`].
    Section(usize),
    Abs,
    Undef,
    /// `.comm`; the value holds the alignment (ELFWriter::symbolValue).
    Common,
    /// An undefined group signature no relocation names: its st_shndx is its
    /// group's section index (ELFWriter::computeSymbolTable).
    Signature,
}

/// One `.symtab` entry.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SymbolModel {
    /// Not written for STT_SECTION symbols (their name is their section's).
    pub name: String,
    pub value: u64,
    pub size: u64,
    pub st_type: u8,
    pub binding: u8,
    /// `st_other` (visibility in the low 2 bits).
    pub other: u8,
    pub place: SymPlace,
}

/// What the assembler knows of a registered symbol when it decides whether
/// the symbol goes into `.symtab` ([`in_symtab`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SymbolFacts {
    /// A relocation names it, or `.addrsig_sym` does (and it is registered).
    pub used_in_reloc: bool,
    /// It signs a section group.
    pub signature: bool,
    /// A `.L…` name.
    pub temporary: bool,
    /// The symbol of a section.
    pub section_symbol: bool,
    /// Defined by `.set`/`=` with a value that is neither absolute nor in a
    /// section (`.set a, X1+2` with `X1` undefined).
    pub undefined_variable: bool,
}

/// Whether a registered symbol is written to `.symtab`
/// (ELFWriter::isInSymtab; `.weakref` and `.symver` are not handled).
pub fn in_symtab(f: SymbolFacts) -> bool {
    if f.used_in_reloc || f.signature {
        return true;
    }
    !f.undefined_variable && !f.temporary && !f.section_symbol
}

/// Whether a relocation against a symbol names the symbol's section symbol
/// instead, with the symbol's offset added to the addend
/// (ELFObjectWriter::recordRelocation and useSectionSymbol: a defined LOCAL
/// symbol that is not STT_GNU_IFUNC, unless its section is SHF_MERGE and the
/// addend is nonzero, or SHF_TLS; AMDGPU asks for no other exception).
pub fn reloc_via_section_symbol(
    binding: u8,
    defined_in_section: bool,
    st_type: u8,
    section_flags: u64,
    addend: i64,
) -> bool {
    const STT_GNU_IFUNC: u8 = 10;
    binding == STB_LOCAL
        && defined_in_section
        && st_type != STT_GNU_IFUNC
        && !(section_flags & SHF_MERGE != 0 && addend != 0)
        && section_flags & SHF_TLS == 0
}

/// A target feature setting of a target id (`gfx90a:xnack+`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Feature {
    /// Not named in the target id.
    #[default]
    Any,
    Off,
    On,
}

/// Processors with the XNACK feature (LLVM TargetParser FEATURE_XNACK; the
/// same set llvm-mc-22 gives EF_AMDGPU_FEATURE_XNACK_ANY by default).
fn has_xnack(name: &str) -> bool {
    matches!(
        name,
        "gfx900"
            | "gfx902"
            | "gfx904"
            | "gfx906"
            | "gfx908"
            | "gfx909"
            | "gfx90a"
            | "gfx90c"
            | "gfx942"
            | "gfx950"
            | "gfx1010"
            | "gfx1011"
            | "gfx1012"
            | "gfx1013"
            | "gfx1250"
    )
}

/// Processors with the SRAMECC feature (LLVM TargetParser FEATURE_SRAMECC).
fn has_sramecc(name: &str) -> bool {
    matches!(
        name,
        "gfx906" | "gfx908" | "gfx90a" | "gfx942" | "gfx950" | "gfx1250"
    )
}

/// `e_flags`, `EI_OSABI` and `EI_ABIVERSION` llvm-mc-22 writes for a target,
/// a code object version (`.amdhsa_code_object_version`, 4 to 6) and the
/// target id's xnack/sramecc settings (AMDGPUTargetStreamer
/// getEFlagsV4/V6, AMDGPUELFObjectWriter). A setting the processor does not
/// have is left out, as llvm-mc does after warning.
/// Without `.amdhsa_code_object_version` llvm-mc-22 uses version 6 (ABI
/// version 4); other versions are the fatal error llvm-mc-22 reports.
pub fn header_fields(
    target: Target,
    cov: u32,
    xnack: Feature,
    sramecc: Feature,
) -> Result<(u32, u8, u8), String> {
    // ELFABIVERSION_AMDGPU_HSA_V4 = 2, V5 = 3, V6 = 4.
    let abi_version = match cov {
        4 => 2,
        5 => 3,
        6 => 4,
        _ => return Err(format!("Unsupported AMDHSA Code Object Version {cov}")),
    };
    let name = target.name();
    let mach = (0u32..0x100)
        .find(|&m| crate::mach_name(m) == Some(name))
        .ok_or_else(|| format!("no EF_AMDGPU_MACH value is known for {name}"))?;
    // EF_AMDGPU_FEATURE_XNACK_{ANY,OFF,ON}_V4 = 0x100/0x200/0x300,
    // EF_AMDGPU_FEATURE_SRAMECC_{ANY,OFF,ON}_V4 = 0x400/0x800/0xc00.
    let setting = |f: Feature| match f {
        Feature::Any => 1,
        Feature::Off => 2,
        Feature::On => 3,
    };
    let mut flags = mach;
    if has_xnack(name) {
        flags |= setting(xnack) << 8;
    }
    if has_sramecc(name) {
        flags |= setting(sramecc) << 10;
    }
    Ok((flags, ELFOSABI_AMDGPU_HSA, abi_version))
}

/// The bytes of a `.note` section holding one NT_AMDGPU_METADATA note with
/// the msgpack blob `msgpack`: namesz 7, descsz, type 32, "AMDGPU\0" padded
/// to 4, the blob padded to 4 (as llvm-mc-22 lays it out: the padding is part
/// of the section; the section is SHT_NOTE, SHF_ALLOC, aligned to 4).
pub fn metadata_note(msgpack: &[u8]) -> Vec<u8> {
    let name = b"AMDGPU\0";
    let mut out = Vec::with_capacity(20 + msgpack.len() + 3);
    out.extend_from_slice(&(name.len() as u32).to_le_bytes());
    out.extend_from_slice(&(msgpack.len() as u32).to_le_bytes());
    out.extend_from_slice(&NT_AMDGPU_METADATA.to_le_bytes());
    out.extend_from_slice(name);
    pad_to(&mut out, 4);
    out.extend_from_slice(msgpack);
    pad_to(&mut out, 4);
    out
}

fn pad_to(out: &mut Vec<u8>, align: u64) {
    let len = out.len() as u64;
    let aligned = len.div_ceil(align) * align;
    out.resize(aligned as usize, 0);
}

/// LLVM's StringTableBuilder (kind ELF) with its tail merging: a leading
/// NUL, then the distinct strings sorted by their reversed bytes, largest
/// first, so that a string that ends another follows it and is stored
/// inside it (StringTableBuilder::finalizeStringTable, multikeySort).
#[derive(Debug, Default)]
pub struct StrTab {
    /// The added strings one after another (one buffer: an object of
    /// compiler output names thousands of symbols) and each one's range.
    text: Vec<u8>,
    spans: Vec<(u32, u32)>,
    /// Each added string's offset, in the order they were added.
    added: Vec<u32>,
    data: Vec<u8>,
}

impl StrTab {
    /// Adds `s`; it is the `k`th for [`StrTab::offset_of`], counting from 0.
    pub fn add(&mut self, s: &str) {
        self.spans.push((self.text.len() as u32, s.len() as u32));
        self.text.extend_from_slice(s.as_bytes());
    }

    /// Lays the table out; `offset` works after this.
    pub fn finalize(&mut self) {
        // Descending by the reversed bytes; a string shorter than another it
        // ends sorts after it (charTailAt gives -1 past the start): the
        // reversed strings in descending order, compared as slices (a
        // prefix sorts before what extends it).
        let mut reversed = self.text.clone();
        for &(at, len) in &self.spans {
            reversed[at as usize..(at + len) as usize].reverse();
        }
        let rev = |k: usize| {
            let (at, len) = self.spans[k];
            &reversed[at as usize..(at + len) as usize]
        };
        // the first 32 reversed bytes as two numbers decide most comparisons
        // (names hold no NUL, so a zero past the end sorts a prefix first,
        // as the slices do; symbols of compiler output share suffixes such
        // as `.num_named_barrier`); the slices decide the rest
        let head = |r: &[u8], from: usize| {
            let mut h = [0u8; 16];
            let r = r.get(from..).unwrap_or_default();
            let n = r.len().min(16);
            h[..n].copy_from_slice(&r[..n]);
            u128::from_be_bytes(h)
        };
        let mut order: Vec<(u128, u128, usize)> = (0..self.spans.len())
            .map(|k| (head(rev(k), 0), head(rev(k), 16), k))
            .collect();
        // by the heads alone (compared inline), then each run of equal
        // heads (names sharing 32 end bytes) by the whole names
        order.sort_unstable_by_key(|&(h0, h1, _)| std::cmp::Reverse((h0, h1)));
        for run in order.chunk_by_mut(|a, b| (a.0, a.1) == (b.0, b.1)) {
            if run.len() > 1 {
                run.sort_unstable_by(|a, b| rev(b.2).cmp(rev(a.2)));
            }
        }
        let mut data = vec![0u8];
        let mut added = vec![0u32; self.spans.len()];
        // the last string written; one it ends (itself again among them)
        // is stored inside it
        let mut previous: &[u8] = &[];
        for &(_, _, k) in &order {
            let r = rev(k);
            if r.is_empty() {
                // the empty string is the leading NUL
                continue;
            }
            if previous.starts_with(r) {
                added[k] = (data.len() - r.len() - 1) as u32;
                continue;
            }
            added[k] = data.len() as u32;
            data.extend(r.iter().rev());
            data.push(0);
            previous = r;
        }
        self.added = added;
        self.data = data;
    }

    /// The offset of the `k`th string added.
    pub fn offset_of(&self, k: usize) -> u32 {
        self.added.get(k).copied().unwrap_or(0)
    }

    /// The offset of `s` (0 if it was not added).
    pub fn offset(&self, s: &str) -> u32 {
        self.spans
            .iter()
            .position(|&(at, len)| &self.text[at as usize..(at + len) as usize] == s.as_bytes())
            .map_or(0, |k| self.offset_of(k))
    }

    pub fn bytes(&self) -> &[u8] {
        &self.data
    }
}

fn uleb128(out: &mut Vec<u8>, mut v: u64) {
    loop {
        let byte = (v & 0x7f) as u8;
        v >>= 7;
        if v == 0 {
            out.push(byte);
            return;
        }
        out.push(byte | 0x80);
    }
}

struct Header {
    sh_type: u32,
    flags: u64,
    link: u32,
    info: u32,
    align: u64,
    entsize: u64,
}

/// One entry of the section header table after the null one.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Entry {
    Strtab,
    User(usize),
    /// The `.rela` of a user section.
    Rela(usize),
    /// A group, by its index in creation order.
    Group(usize),
    Addrsig,
    Symtab,
}

/// Checks that every index in `m` is in range, so that layout cannot fail.
fn check(m: &ObjectModel) -> Result<(), String> {
    let nsyms = m.symbols.len();
    for (i, s) in m.sections.iter().enumerate() {
        if !s.align.is_power_of_two() {
            return Err(format!(
                "section {}: alignment {} is not a power of two",
                s.name, s.align
            ));
        }
        if s.sh_type == SHT_NOBITS && !s.data.is_empty() {
            return Err(format!("section {}: SHT_NOBITS with contents", s.name));
        }
        if s.sh_type == SHT_GROUP {
            return Err(format!(
                "section {}: group sections are made from SectionModel::group",
                s.name
            ));
        }
        if let Some(r) = s
            .relocs
            .iter()
            .find(|r| r.symbol.is_some_and(|k| k >= nsyms))
        {
            return Err(format!(
                "section {} (#{i}): relocation names symbol #{} of {nsyms}",
                s.name,
                r.symbol.unwrap_or(0),
            ));
        }
        if s.group.as_ref().is_some_and(|g| g.signature >= nsyms) {
            return Err(format!(
                "section {} (#{i}): group signature out of range",
                s.name
            ));
        }
        if s.link_to.is_some_and(|k| k >= m.sections.len()) {
            return Err(format!(
                "section {} (#{i}): linked-to section out of range",
                s.name
            ));
        }
    }
    for (k, s) in m.symbols.iter().enumerate() {
        match s.place {
            SymPlace::Section(i) if i >= m.sections.len() => {
                return Err(format!(
                    "symbol {}: section #{i} of {}",
                    s.name,
                    m.sections.len()
                ))
            }
            SymPlace::Signature
                if !m
                    .sections
                    .iter()
                    .any(|sec| sec.group.as_ref().is_some_and(|g| g.signature == k)) =>
            {
                return Err(format!("symbol {}: signs no group", s.name))
            }
            _ => {}
        }
    }
    if let Some(k) = m.addrsig.iter().flatten().find(|&&k| k >= nsyms) {
        return Err(format!(".addrsig_sym names symbol #{k} of {nsyms}"));
    }
    Ok(())
}

/// Lays `m` out as llvm-mc-22 does (ELFWriter::writeObject). Errors name what
/// in the model is inconsistent (an index out of range, data in a NOBITS
/// section, more sections than ELF numbers without SHN_XINDEX).
pub fn write_object(m: &ObjectModel) -> Result<Vec<u8>, String> {
    object_bytes(m).map(|o| o.to_vec())
}

/// The ELF header's size: the first section's data follows it, aligned.
const EHDR_SIZE: usize = 64;

/// `len` rounded up to a multiple of `align` (0 and 1: unaligned).
fn aligned(len: u64, align: u64) -> u64 {
    len.div_ceil(align.max(1)) * align.max(1)
}

/// Where the data of `m`'s first section goes in the object
/// [`object_bytes`] lays out, and that data; none if it has none. Known
/// before the rest is laid out: a writer may put it in place meanwhile
/// (compiler output's `.text` is most of the object).
pub fn first_data(m: &ObjectModel) -> Option<(u64, &[u8])> {
    let s = m.sections.first()?;
    let held = s.sh_type != SHT_NOBITS && !s.data.is_empty();
    held.then(|| (aligned(EHDR_SIZE as u64, s.align), s.data.as_slice()))
}

/// An object's bytes in file order: the writer's own (header, tables,
/// padding) with the sections' data between them, left where the model
/// holds it (written out with one `writev`, never copied).
pub struct ObjectBytes<'m> {
    own: Vec<u8>,
    /// Each section's data and the length of `own` where it goes.
    placed: Vec<(usize, &'m [u8])>,
    placed_len: usize,
}

impl<'m> ObjectBytes<'m> {
    /// The length of the object so far.
    fn len(&self) -> usize {
        self.own.len() + self.placed_len
    }

    fn place(&mut self, data: &'m [u8]) {
        if !data.is_empty() {
            self.placed.push((self.own.len(), data));
            self.placed_len += data.len();
        }
    }

    /// Pads with zeros to a multiple of `align`; the offset reached.
    fn pad(&mut self, align: u64) -> u64 {
        let len = self.len() as u64;
        let to = aligned(len, align);
        self.own.resize(self.own.len() + (to - len) as usize, 0);
        to
    }

    /// The parts, in file order.
    pub fn parts(&self) -> Vec<&[u8]> {
        let mut out = Vec::with_capacity(2 * self.placed.len() + 1);
        let mut at = 0;
        for &(to, data) in &self.placed {
            out.push(&self.own[at..to]);
            out.push(data);
            at = to;
        }
        out.push(&self.own[at..]);
        out.retain(|p| !p.is_empty());
        out
    }

    /// The parts, in file order, each with its offset in the file.
    pub fn parts_at(&self) -> Vec<(u64, &[u8])> {
        let mut at = 0;
        self.parts()
            .into_iter()
            .map(|p| {
                let here = at;
                at += p.len() as u64;
                (here, p)
            })
            .collect()
    }

    pub fn to_vec(&self) -> Vec<u8> {
        self.parts().concat()
    }
}

/// [`write_object`] without copying the sections' data.
pub fn object_bytes(m: &ObjectModel) -> Result<ObjectBytes<'_>, String> {
    check(m)?;

    // The section header table: .strtab; for each user section its group
    // (when the section is the group's first), itself, its .rela; then
    // .llvm_addrsig and .symtab.
    let mut table = vec![Entry::Strtab];
    let mut groups: Vec<(usize, bool, Vec<Entry>)> = Vec::new(); // signature, comdat, members
    for (i, s) in m.sections.iter().enumerate() {
        if let Some(g) = &s.group {
            let at = match groups.iter().position(|(sig, _, _)| *sig == g.signature) {
                Some(at) => at,
                None => {
                    groups.push((g.signature, g.comdat, Vec::new()));
                    table.push(Entry::Group(groups.len() - 1));
                    groups.len() - 1
                }
            };
            groups[at].2.push(Entry::User(i));
            if !s.relocs.is_empty() {
                groups[at].2.push(Entry::Rela(i));
            }
        }
        table.push(Entry::User(i));
        if !s.relocs.is_empty() {
            table.push(Entry::Rela(i));
        }
    }
    if m.addrsig.is_some() {
        table.push(Entry::Addrsig);
    }
    table.push(Entry::Symtab);
    if table.len() + 1 >= SHN_LORESERVE {
        return Err(format!(
            "{} sections: more than ELF numbers without SHN_XINDEX, which is not supported",
            table.len() + 1
        ));
    }
    let ordinal = |e: Entry| {
        table
            .iter()
            .position(|&x| x == e)
            .map_or(0, |p| p as u32 + 1)
    };
    let user_ordinal: Vec<u32> = (0..m.sections.len())
        .map(|i| ordinal(Entry::User(i)))
        .collect();
    let symtab_index = table.len() as u32;

    let rela_name = |i: usize| format!(".rela{}", m.sections[i].name);
    let mut strtab = StrTab::default();
    for &e in &table {
        match e {
            Entry::Strtab => strtab.add(".strtab"),
            Entry::User(i) => strtab.add(&m.sections[i].name),
            Entry::Rela(i) => strtab.add(&rela_name(i)),
            Entry::Group(_) => strtab.add(".group"),
            Entry::Addrsig => strtab.add(".llvm_addrsig"),
            Entry::Symtab => strtab.add(".symtab"),
        }
    }
    // each symbol's string: the `k`th added (sections' names come first)
    let mut name_at = vec![0; m.symbols.len()];
    let mut added = table.len();
    for (k, s) in m.symbols.iter().enumerate() {
        if s.st_type != STT_SECTION {
            name_at[k] = added;
            added += 1;
            strtab.add(symbol_name(s));
        }
    }
    strtab.finalize();

    // Symbol table order: locals first, each part in registration order.
    let is_local = |s: &SymbolModel| s.binding == STB_LOCAL;
    let order: Vec<usize> = (0..m.symbols.len())
        .filter(|&k| is_local(&m.symbols[k]))
        .chain((0..m.symbols.len()).filter(|&k| !is_local(&m.symbols[k])))
        .collect();
    let mut symtab_index_of = vec![0u64; m.symbols.len()];
    for (pos, &k) in order.iter().enumerate() {
        symtab_index_of[k] = pos as u64 + 1;
    }
    let first_global = m.symbols.iter().filter(|s| is_local(s)).count() as u32 + 1;

    // Data, in ELFWriter's order; `extent` is each entry's (offset, size).
    let mut extent = vec![(0u64, 0u64); table.len()];
    let slot = |e: Entry| table.iter().position(|&x| x == e).unwrap_or(0);
    // room for the header and the tables (grown once, not copied at each
    // doubling)
    let relocs: usize = m.sections.iter().map(|s| 24 * s.relocs.len()).sum();
    let mut out = ObjectBytes {
        own: Vec::with_capacity(4096 + relocs + 24 * m.symbols.len() + strtab.bytes().len()),
        placed: Vec::with_capacity(m.sections.len()),
        placed_len: 0,
    };
    out.own.resize(EHDR_SIZE, 0);
    for (i, s) in m.sections.iter().enumerate() {
        let start = out.pad(s.align);
        out.place(&s.data);
        let size = if s.sh_type == SHT_NOBITS {
            s.nobits_size
        } else {
            s.data.len() as u64
        };
        extent[slot(Entry::User(i))] = (start, size);
    }
    for (g, (_, comdat, members)) in groups.iter().enumerate() {
        let start = out.pad(4);
        out.own.extend_from_slice(&u32::from(*comdat).to_le_bytes()); // GRP_COMDAT = 1
        for &e in members {
            out.own.extend_from_slice(&ordinal(e).to_le_bytes());
        }
        extent[slot(Entry::Group(g))] = (start, out.len() as u64 - start);
    }

    let symtab_start = out.pad(8);
    out.own.extend_from_slice(&[0u8; 24]);
    for &k in &order {
        let s = &m.symbols[k];
        let name = if s.st_type == STT_SECTION {
            0
        } else {
            strtab.offset_of(name_at[k])
        };
        let shndx: u16 = match s.place {
            SymPlace::Section(i) => user_ordinal[i] as u16,
            SymPlace::Abs => SHN_ABS,
            SymPlace::Undef => 0,
            SymPlace::Common => SHN_COMMON,
            SymPlace::Signature => groups
                .iter()
                .position(|(sig, _, _)| *sig == k)
                .map_or(0, |g| ordinal(Entry::Group(g)) as u16),
        };
        out.own.extend_from_slice(&name.to_le_bytes());
        out.own.push((s.binding << 4) | (s.st_type & 0xf));
        out.own.push(s.other);
        out.own.extend_from_slice(&shndx.to_le_bytes());
        out.own.extend_from_slice(&s.value.to_le_bytes());
        out.own.extend_from_slice(&s.size.to_le_bytes());
    }
    extent[slot(Entry::Symtab)] = (symtab_start, out.len() as u64 - symtab_start);

    for (i, s) in m.sections.iter().enumerate() {
        if s.relocs.is_empty() {
            continue;
        }
        let start = out.pad(8);
        for r in &s.relocs {
            let sym = r.symbol.map_or(0, |k| symtab_index_of[k]);
            out.own.extend_from_slice(&r.offset.to_le_bytes());
            out.own
                .extend_from_slice(&((sym << 32) | u64::from(r.r_type)).to_le_bytes());
            out.own.extend_from_slice(&r.addend.to_le_bytes());
        }
        extent[slot(Entry::Rela(i))] = (start, out.len() as u64 - start);
    }
    if let Some(syms) = &m.addrsig {
        let start = out.len() as u64;
        for &k in syms {
            uleb128(&mut out.own, symtab_index_of[k]);
        }
        extent[slot(Entry::Addrsig)] = (start, out.len() as u64 - start);
    }
    let strtab_start = out.len() as u64;
    out.own.extend_from_slice(strtab.bytes());
    extent[slot(Entry::Strtab)] = (strtab_start, strtab.bytes().len() as u64);

    // Section headers (ELFWriter::writeSectionHeader).
    let shoff = out.pad(8);
    out.own.extend_from_slice(&[0u8; 64]);
    // each entry's name is the `n`th string added
    for (n, (&e, &(offset, size))) in table.iter().zip(&extent).enumerate() {
        let h = match e {
            Entry::User(i) => {
                let s = &m.sections[i];
                Header {
                    sh_type: s.sh_type,
                    flags: s.flags,
                    link: s.link_to.map_or(0, |k| user_ordinal[k]),
                    info: 0,
                    align: s.align,
                    entsize: s.entsize,
                }
            }
            Entry::Rela(i) => {
                // ELFWriter::createRelocationSection: SHF_GROUP replaces SHF_INFO_LINK.
                let flags = if m.sections[i].flags & SHF_GROUP != 0 {
                    SHF_GROUP
                } else {
                    SHF_INFO_LINK
                };
                Header {
                    sh_type: SHT_RELA,
                    flags,
                    link: symtab_index,
                    info: user_ordinal[i],
                    align: 8,
                    entsize: 24,
                }
            }
            Entry::Strtab => fixed(SHT_STRTAB, 0, 0, 0, 1, 0),
            Entry::Group(g) => {
                let sig = symtab_index_of[groups[g].0] as u32;
                fixed(SHT_GROUP, 0, symtab_index, sig, 4, 4)
            }
            Entry::Addrsig => fixed(SHT_LLVM_ADDRSIG, SHF_EXCLUDE, symtab_index, 0, 1, 0),
            Entry::Symtab => fixed(SHT_SYMTAB, 0, 1, first_global, 8, 24),
        };
        out.own
            .extend_from_slice(&strtab.offset_of(n).to_le_bytes());
        out.own.extend_from_slice(&h.sh_type.to_le_bytes());
        out.own.extend_from_slice(&h.flags.to_le_bytes());
        out.own.extend_from_slice(&0u64.to_le_bytes()); // sh_addr
        out.own.extend_from_slice(&offset.to_le_bytes());
        out.own.extend_from_slice(&size.to_le_bytes());
        out.own.extend_from_slice(&h.link.to_le_bytes());
        out.own.extend_from_slice(&h.info.to_le_bytes());
        out.own.extend_from_slice(&h.align.to_le_bytes());
        out.own.extend_from_slice(&h.entsize.to_le_bytes());
    }

    // ELF header (ELFWriter::writeHeader).
    let mut eh = Vec::with_capacity(64);
    eh.extend_from_slice(b"\x7fELF");
    eh.extend_from_slice(&[2, 1, 1, m.os_abi, m.abi_version]); // ELFCLASS64, LSB, EV_CURRENT
    eh.resize(16, 0);
    eh.extend_from_slice(&1u16.to_le_bytes()); // ET_REL
    eh.extend_from_slice(&EM_AMDGPU.to_le_bytes());
    eh.extend_from_slice(&1u32.to_le_bytes()); // EV_CURRENT
    eh.extend_from_slice(&0u64.to_le_bytes()); // e_entry
    eh.extend_from_slice(&0u64.to_le_bytes()); // e_phoff
    eh.extend_from_slice(&shoff.to_le_bytes());
    eh.extend_from_slice(&m.e_flags.to_le_bytes());
    eh.extend_from_slice(&64u16.to_le_bytes()); // e_ehsize
    eh.extend_from_slice(&0u16.to_le_bytes()); // e_phentsize
    eh.extend_from_slice(&0u16.to_le_bytes()); // e_phnum
    eh.extend_from_slice(&64u16.to_le_bytes()); // e_shentsize
    eh.extend_from_slice(&(table.len() as u16 + 1).to_le_bytes());
    eh.extend_from_slice(&1u16.to_le_bytes()); // e_shstrndx: .strtab
    out.own[..64].copy_from_slice(&eh);
    Ok(out)
}

/// The name a symbol has in the string table: an empty one becomes ".L0 "
/// (ELFWriter::computeSymbolTable).
fn symbol_name(s: &SymbolModel) -> &str {
    if s.name.is_empty() {
        ".L0 "
    } else {
        &s.name
    }
}

/// The header of a section the writer makes.
fn fixed(sh_type: u32, flags: u64, link: u32, info: u32, align: u64, entsize: u64) -> Header {
    Header {
        sh_type,
        flags,
        link,
        info,
        align,
        entsize,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn string_table_merges_tails() {
        // llvm-mc-22's .strtab for `.text` with labels foo, xfoo, b and a
        // section .rela.text.x: "foo" inside "xfoo", "b" inside ".symtab".
        let mut t = StrTab::default();
        for s in [
            ".strtab",
            ".text",
            ".rela.text.x",
            ".symtab",
            "foo",
            "xfoo",
            "b",
            "foo",
        ] {
            t.add(s);
        }
        t.finalize();
        assert_eq!(
            t.bytes(),
            b"\0.rela.text.x\0.text\0xfoo\0.strtab\0.symtab\0"
        );
        assert_eq!(t.offset("foo"), 0x15);
        assert_eq!(t.offset("b"), 0x27);
        assert_eq!(t.offset(".text"), 0xe);
        assert_eq!(t.offset(""), 0);
    }

    #[test]
    fn symbol_table_membership() {
        // hand_merge.s: `.Lstr` stays because `.quad .Lstr+1` names it;
        // hand_order.s: `.set alias1, target_of_set+2` leaves `alias1` out.
        let named_temp = SymbolFacts {
            used_in_reloc: true,
            temporary: true,
            ..Default::default()
        };
        assert!(in_symtab(named_temp));
        let temp = SymbolFacts {
            temporary: true,
            ..Default::default()
        };
        assert!(!in_symtab(temp));
        let alias = SymbolFacts {
            undefined_variable: true,
            ..Default::default()
        };
        assert!(!in_symtab(alias));
        assert!(in_symtab(SymbolFacts::default()));
        let section = SymbolFacts {
            section_symbol: true,
            ..Default::default()
        };
        assert!(!in_symtab(section));
    }

    #[test]
    fn section_symbol_substitution() {
        let merge = SHF_ALLOC | SHF_MERGE | SHF_STRINGS;
        // hand_merge.s: `.Lstr+1` keeps `.Lstr`, `.Lstr` becomes the section.
        assert!(!reloc_via_section_symbol(
            STB_LOCAL, true, STT_NOTYPE, merge, 1
        ));
        assert!(reloc_via_section_symbol(
            STB_LOCAL, true, STT_NOTYPE, merge, 0
        ));
        // hand_relocs.s: local `foo` in .text becomes `.text`; globals stay.
        let text = SHF_ALLOC | SHF_EXECINSTR;
        assert!(reloc_via_section_symbol(STB_LOCAL, true, STT_FUNC, text, 0));
        assert!(!reloc_via_section_symbol(
            STB_GLOBAL, true, STT_FUNC, text, 0
        ));
        assert!(!reloc_via_section_symbol(
            STB_LOCAL, false, STT_NOTYPE, 0, 0
        ));
    }

    #[test]
    fn uleb128_bytes() {
        let mut v = Vec::new();
        for n in [0u64, 127, 128, 300] {
            uleb128(&mut v, n);
        }
        assert_eq!(v, [0, 0x7f, 0x80, 0x01, 0xac, 0x02]);
    }

    #[test]
    fn note_is_padded() {
        let n = metadata_note(&[0x81, 0xa1, b'a', 1, 2]);
        assert_eq!(n.len(), 12 + 8 + 8);
        assert_eq!(&n[12..20], b"AMDGPU\0\0");
        assert_eq!(&n[..12], [7, 0, 0, 0, 5, 0, 0, 0, 32, 0, 0, 0]);
    }

    #[test]
    fn empty_model_is_a_valid_object() {
        let m = ObjectModel {
            os_abi: ELFOSABI_AMDGPU_HSA,
            abi_version: 4,
            e_flags: 0x41,
            ..Default::default()
        };
        let out = write_object(&m).unwrap();
        // null, .strtab, .symtab: 64-byte header, 24-byte symtab at 0x40,
        // strtab "\0.strtab\0.symtab\0" after it, headers at 0x70.
        assert_eq!(out.len(), 0x70 + 3 * 64);
        assert_eq!(&out[0x58..0x69], b"\0.strtab\0.symtab\0");
    }
}
