//! Sections as the assembler fills them: bytes, the fixups to apply once
//! every symbol is known, and the ELF attributes of the section header.

use crate::expr::Expr;
use crate::Loc;

/// ELF section types and flags (the object writer's).
pub use amdgpu_codeobj::write::consts as elf;

/// Where a value goes once known.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FixKind {
    /// A SOPP/SOPK branch's signed dword offset (bits 0..16 of the
    /// instruction at the fixup's offset), from the next instruction.
    Branch16,
    /// An instruction's literal dword: PC-relative unless written with an
    /// `abs32` variant (LLVM's AMDGPUMCCodeEmitter::needsPCRel).
    Literal32,
    /// `.byte`/`.short`/`.long`/`.quad` data of this many bytes.
    Data(u8),
    /// A 64-bit place-relative value (a descriptor's entry offset:
    /// R_AMDGPU_REL64).
    PcRel64,
}

#[derive(Clone, Debug)]
pub struct Fixup {
    pub offset: u64,
    pub kind: FixKind,
    pub expr: Expr,
    pub loc: Loc,
}

/// What tells apart sections of one name: their group (signature and
/// whether COMDAT), the symbol an SHF_LINK_ORDER section follows, and
/// `unique,N`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Key {
    pub group: Option<(String, bool)>,
    pub link_to: Option<String>,
    pub unique: Option<i64>,
}

#[derive(Clone, Debug)]
pub struct Section {
    pub name: String,
    pub sh_type: u32,
    pub flags: u64,
    pub entsize: u64,
    /// The largest alignment asked for in it.
    pub align: u64,
    pub data: Vec<u8>,
    pub fixups: Vec<Fixup>,
    pub key: Key,
    /// The alignments written in it, in order.
    pub aligns: Vec<AlignPoint>,
    /// The `.uleb128`/`.sleb128` values not known at their line, in order.
    pub lebs: Vec<Leb>,
}

impl Section {
    pub fn new(name: &str, sh_type: u32, flags: u64, entsize: u64) -> Section {
        Section {
            name: name.to_string(),
            sh_type,
            flags,
            entsize,
            align: 1,
            data: Vec::new(),
            fixups: Vec::new(),
            key: Key::default(),
            aligns: Vec::new(),
            lebs: Vec::new(),
        }
    }

    pub fn offset(&self) -> u64 {
        self.data.len() as u64
    }

    pub fn is_code(&self) -> bool {
        self.flags & elf::SHF_EXECINSTR != 0
    }

    pub fn is_nobits(&self) -> bool {
        self.sh_type == elf::SHT_NOBITS
    }

    /// Pads to a multiple of `align` (see [`padding`]) and remembers the
    /// alignment.
    pub fn align_to(&mut self, align: u64, fill: Option<(i64, u8)>, max: u64) {
        self.align = self.align.max(align);
        let start = self.offset();
        let pad = padding(start, align, fill, max, self.is_code());
        self.data.extend_from_slice(&pad);
        self.aligns.push(AlignPoint {
            start,
            len: pad.len() as u64,
            align,
            fill,
            max,
        });
    }
}

/// An alignment as written, kept so that it can be laid out again when
/// code before it grows (see `relax.rs`).
#[derive(Clone, Copy, Debug)]
pub struct AlignPoint {
    pub start: u64,
    pub len: u64,
    pub align: u64,
    pub fill: Option<(i64, u8)>,
    pub max: u64,
}

/// A `.uleb128`/`.sleb128` value left until every symbol is known: its
/// bytes at `offset`, `len` of them so far (they only grow, see
/// `relax.rs`).
#[derive(Clone, Debug)]
pub struct Leb {
    pub offset: u64,
    pub len: u64,
    pub expr: Expr,
    pub signed: bool,
    pub loc: Loc,
}

/// The padding from offset `at` to a multiple of `align`: with `fill` (a
/// value of `width` bytes) when given, else with `s_nop 0` in code
/// (AMDGPUAsmBackend's writeNopData: zero bytes first for an odd remainder)
/// and zeros elsewhere; none when more than `max` bytes would be needed
/// (0: no limit).
pub fn padding(at: u64, align: u64, fill: Option<(i64, u8)>, max: u64, code: bool) -> Vec<u8> {
    let pad = at.next_multiple_of(align) - at;
    if pad == 0 || max != 0 && pad > max {
        return Vec::new();
    }
    let pad = pad as usize;
    let mut out = Vec::with_capacity(pad);
    match fill {
        // whole copies of the value from where the padding starts; a
        // remainder is left out (observed with llvm-mc-22: `.p2alignl 4,
        // 0xbf800000` at offset 0x32 writes three copies, to 0x3e)
        Some((v, width)) if width > 1 => {
            let bytes = v.to_le_bytes();
            for _ in 0..pad / width as usize {
                out.extend_from_slice(&bytes[..width as usize]);
            }
        }
        Some((v, _)) => out.resize(pad, v as u8),
        None if code => {
            out.resize(pad % 4, 0);
            for _ in 0..pad / 4 {
                out.extend_from_slice(&S_NOP_0.to_le_bytes());
            }
        }
        None => out.resize(pad, 0),
    }
    out
}

/// `s_nop 0` on every generation.
pub const S_NOP_0: u32 = 0xbf80_0000;

/// The type and flags of a section named without them, as LLVM's
/// ELFAsmParser guesses them from the name (getSectionKind).
pub fn default_kind(name: &str) -> (u32, u64) {
    use elf::*;
    // `p` or `p.` and more
    let starts = |p: &str| {
        name.strip_prefix(p)
            .is_some_and(|rest| rest.is_empty() || rest.starts_with('.'))
    };
    if starts(".text") {
        (SHT_PROGBITS, SHF_ALLOC | SHF_EXECINSTR)
    } else if starts(".bss") || starts(".tbss") {
        let tls = if starts(".tbss") { SHF_TLS } else { 0 };
        (SHT_NOBITS, SHF_ALLOC | SHF_WRITE | tls)
    } else if starts(".data") || starts(".data1") || starts(".tdata") {
        let tls = if starts(".tdata") { SHF_TLS } else { 0 };
        (SHT_PROGBITS, SHF_ALLOC | SHF_WRITE | tls)
    } else if starts(".rodata") || starts(".rodata1") {
        (SHT_PROGBITS, SHF_ALLOC)
    } else if name.starts_with(".note") {
        (SHT_NOTE, 0)
    } else if starts(".init_array") {
        (SHT_INIT_ARRAY, SHF_ALLOC | SHF_WRITE)
    } else if starts(".fini_array") {
        (SHT_FINI_ARRAY, SHF_ALLOC | SHF_WRITE)
    } else if starts(".preinit_array") {
        (SHT_PREINIT_ARRAY, SHF_ALLOC | SHF_WRITE)
    } else {
        (SHT_PROGBITS, 0)
    }
}
