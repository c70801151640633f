//! The end of the source: every expression left open is evaluated now
//! that all symbols are known, and becomes patched bytes or a relocation;
//! kernel descriptors and the metadata note are built; the symbol table is
//! listed as the object will hold it.

use crate::expr::{Term, Value, Variant};
use crate::section::{FixKind, Fixup};
use crate::symbol::{Binding, Def, Entry};
use crate::{Assembler, Loc};
use amdgpu_codeobj::write::{
    consts::*, header_fields, in_symtab, object_bytes, reloc_via_section_symbol, write_object,
    Feature, GroupModel, ObjectBytes, ObjectModel, RelocModel, SectionModel, SymPlace, SymbolFacts,
    SymbolModel,
};
use amdgpu_isa::{SourceError, Target};

/// An assembled source: the object as `amdgpu_codeobj::write` writes it,
/// and the places of its labels.
#[derive(Clone, Debug)]
pub struct Assembly {
    pub target: Target,
    pub code_object_version: u32,
    pub model: ObjectModel,
    /// Every label and symbol with a place, temporary ones included, for
    /// program loaders: name → (section, offset).
    pub labels: Vec<(String, usize, u64)>,
    /// Where each instruction went: section, offset, source line (left
    /// empty by [`crate::assemble_object`]).
    pub lines: Vec<(usize, u64, usize)>,
}

impl Assembly {
    pub fn section(&self, name: &str) -> Option<&SectionModel> {
        self.model.sections.iter().find(|s| s.name == name)
    }

    /// The relocatable ELF object `llvm-mc-22 -filetype=obj` writes.
    pub fn to_elf(&self) -> Result<Vec<u8>, String> {
        write_object(&self.model)
    }

    /// [`Assembly::to_elf`] in parts, the sections' data not copied.
    pub fn elf_parts(&self) -> Result<ObjectBytes<'_>, String> {
        object_bytes(&self.model)
    }

    /// Where the first section's data goes in [`Assembly::to_elf`]'s
    /// bytes, and that data (none if it has none): known before the rest is
    /// laid out.
    pub fn first_data(&self) -> Option<(u64, &[u8])> {
        amdgpu_codeobj::write::first_data(&self.model)
    }
}

pub(crate) fn finish(a: Assembler) -> Result<Assembly, SourceError> {
    let mut a = a;
    crate::relax::relax(&mut a)?;
    a.section_flags = a.sections.iter().map(|s| s.flags).collect();
    let mut sections: Vec<crate::section::Section> = std::mem::take(&mut a.sections);
    let mut relocs: Vec<Vec<(RelocModel, RelocSym)>> = vec![Vec::new(); sections.len()];
    let mut in_reloc = vec![false; a.symbols.list.len()];
    let mut section_used = vec![false; sections.len()];
    for (si, sec) in sections.iter_mut().enumerate() {
        let fixups = std::mem::take(&mut sec.fixups);
        for f in &fixups {
            // what is still not a value is no relocation either (llvm-mc-22
            // on `s_mov_b32 s0, 1/0`)
            let v = f.expr.eval(&a, 0).map_err(|m| {
                cycle_at(&a, &m)
                    .unwrap_or(f.loc)
                    .error(if m.starts_with("cyclic") {
                        m
                    } else {
                        "expected relocatable expression".into()
                    })
            })?;
            if let Some((r, sym)) = resolve(&a, si, sec, f, v)? {
                match sym {
                    RelocSym::Symbol(i) => in_reloc[i] = true,
                    RelocSym::Section(s) => section_used[s] = true,
                    RelocSym::Null => {}
                }
                relocs[si].push((r, sym));
            }
        }
    }
    let ahead = a.metadata_ahead.take();
    let lines = std::mem::take(&mut a.lines);
    // the kernel descriptors are built on another thread while the symbol
    // table is (a few microseconds each: compiler output has hundreds of
    // kernels); their errors still come first
    let descriptors = || {
        a.kernels
            .iter()
            .map(|k| crate::kernel::descriptor(&a, k))
            .collect::<Vec<_>>()
    };
    let threaded = a.kernels.len() >= THREADED_KERNELS;
    // the thread starts on this one's CPU, which this one leaves (see
    // placement.rs)
    let apart = threaded.then(crate::placement::Apart::pin_here).flatten();
    let aside = crate::placement::Apart::helper(apart.as_ref());
    let (descriptors, symbol_table) = std::thread::scope(|scope| {
        let other = threaded
            .then(|| {
                std::thread::Builder::new()
                    .spawn_scoped(scope, || {
                        aside.step_aside();
                        descriptors()
                    })
                    .ok()
            })
            .flatten();
        if let Some(a) = &apart {
            a.step_aside();
        }
        let symbol_table = symbol_table(&a, &sections, &in_reloc, &section_used);
        let descriptors = match other.map(|t| t.join()) {
            Some(Ok(d)) => d,
            // (a thread that could not start or panicked: here, then)
            _ => descriptors(),
        };
        (descriptors, symbol_table)
    });
    drop(apart);
    for (k, bytes) in a.kernels.iter().zip(descriptors) {
        let bytes = bytes?;
        let d = &mut sections[k.section].data;
        let at = k.offset as usize;
        // bytes 16..24 are the entry offset's relocation or patched value
        let keep: [u8; 8] = d[at + 16..at + 24].try_into().unwrap_or_default();
        d[at..at + 64].copy_from_slice(&bytes);
        d[at + 16..at + 24].copy_from_slice(&keep);
    }
    // the metadata note
    if let Some((end, yaml, si, line)) = &a.metadata {
        sections[*si].data = crate::kernel::metadata_note(yaml.as_deref(), *line, *end, ahead)?;
        sections[*si].align = 4;
    }
    let SymbolTable {
        symbols,
        labels,
        index,
        section_index,
        addrsig_named,
    } = symbol_table?;
    let label_section = |name: &str| {
        a.symbols
            .get(name)
            .and_then(|i| match a.symbols.list[i].def {
                Def::Label { section, .. } => Some(section),
                _ => None,
            })
    };
    let sections = sections
        .into_iter()
        .zip(relocs)
        .map(|(s, rs)| {
            let nobits = s.is_nobits();
            let group = s.key.group.as_ref().and_then(|(g, comdat)| {
                let i = a.symbols.get(g)?;
                Some(GroupModel {
                    signature: index[i]?,
                    comdat: *comdat,
                })
            });
            let link_to = s.key.link_to.as_deref().and_then(label_section);
            SectionModel {
                nobits_size: if nobits { s.data.len() as u64 } else { 0 },
                data: if nobits { Vec::new() } else { s.data },
                name: s.name,
                sh_type: s.sh_type,
                flags: s.flags,
                entsize: s.entsize,
                align: s.align,
                relocs: rs
                    .into_iter()
                    .map(|(mut r, sym)| {
                        r.symbol = match sym {
                            RelocSym::Symbol(i) => index[i],
                            RelocSym::Section(s) => section_index[s],
                            RelocSym::Null => None,
                        };
                        r
                    })
                    .collect(),
                group,
                link_to,
            }
        })
        .collect();
    let addrsig = a
        .addrsig
        .then(|| addrsig_named.iter().filter_map(|&i| index[i]).collect());
    let (xnack, sramecc) = a.features();
    let (e_flags, os_abi, abi_version) =
        header_fields(a.target, a.code_object_version, xnack, sramecc)
            .map_err(|m| loc_of(a.target_id.as_ref().map(|t| t.1)).error(m))?;
    // the names move into the table last (they are looked up until here)
    let mut symbols = symbols;
    for (s, j) in a.symbols.list.iter_mut().zip(&index) {
        if let Some(t) = j.and_then(|j| symbols.get_mut(j)) {
            t.name = std::mem::take(&mut s.name);
        }
    }
    Ok(Assembly {
        target: a.target,
        code_object_version: a.code_object_version,
        model: ObjectModel {
            e_flags,
            os_abi,
            abi_version,
            sections,
            symbols,
            addrsig,
        },
        labels,
        lines,
    })
}

/// How many kernels make building their descriptors on a thread of their
/// own worth starting one.
const THREADED_KERNELS: usize = 16;

/// The symbol table as [`finish`] builds it.
struct SymbolTable {
    symbols: Vec<SymbolModel>,
    /// Each label's name, section and offset.
    labels: Vec<(String, usize, u64)>,
    /// Each symbol's and each section's index in `symbols`, if it is there.
    index: Vec<Option<usize>>,
    section_index: Vec<Option<usize>>,
    addrsig_named: Vec<usize>,
}

/// The symbol table, in registration order (ELFWriter::computeSymbolTable
/// puts the locals first itself): `in_reloc` marks the symbols a
/// relocation names, `section_used` the sections one names.
fn symbol_table(
    a: &Assembler,
    sections: &[crate::section::Section],
    in_reloc: &[bool],
    section_used: &[bool],
) -> Result<SymbolTable, SourceError> {
    let addrsig_named: Vec<usize> = a
        .addrsig_syms
        .iter()
        .filter_map(|n| a.symbols.get(n))
        .collect();
    // the symbol table, in registration order (ELFWriter::computeSymbolTable
    // puts the locals first itself)
    // group signatures: symbol index → the first section of its group
    let mut signatures: std::collections::HashMap<usize, usize> = Default::default();
    for (si, sec) in sections.iter().enumerate() {
        if let Some((g, _)) = &sec.key.group {
            if let Some(i) = a.symbols.get(g) {
                signatures.entry(i).or_insert(si);
            }
        }
    }
    let mut index = vec![None; a.symbols.list.len()];
    let mut section_index = vec![None; sections.len()];
    // (at most one entry per registration: grown by doubling, the vector
    // would be copied into fresh pages several times)
    let mut symbols = Vec::with_capacity(a.symbols.order.len());
    let mut labels = Vec::new();
    for &entry in &a.symbols.order {
        let i = match entry {
            Entry::Section(s) => {
                if section_used[s] {
                    section_index[s] = Some(symbols.len());
                    symbols.push(SymbolModel {
                        name: String::new(),
                        value: 0,
                        size: 0,
                        st_type: STT_SECTION,
                        binding: STB_LOCAL,
                        other: 0,
                        place: SymPlace::Section(s),
                    });
                }
                continue;
            }
            Entry::Symbol(i) => i,
        };
        let s = &a.symbols.list[i];
        // a `.set` alias of a symbol takes its type and size when it has
        // none of its own (observed with llvm-mc-22: `.set s2, foo+4`)
        let mut aliased = None;
        let (place, value) = match &s.def {
            Def::Undefined => (SymPlace::Undef, 0),
            Def::Label { section, offset } => (SymPlace::Section(*section), *offset),
            Def::Common { align, .. } => (SymPlace::Common, *align),
            Def::Set(e) => {
                let v = e.eval(a, 0).map_err(|m| loc_of(s.def_loc).error(m))?;
                if let Some(Term::Sym(j, Some(_))) = v.add {
                    aliased = Some(j);
                }
                match (v.absolute(), v.add.and_then(Term::place)) {
                    (Some(k), _) => (SymPlace::Abs, k as u64),
                    (None, Some((sec, off))) if v.sub.is_none() => {
                        (SymPlace::Section(sec), off.wrapping_add(v.k as u64))
                    }
                    _ => (SymPlace::Undef, 0),
                }
            }
        };
        if let SymPlace::Section(sec) = place {
            labels.push((s.name.clone(), sec, value));
        }
        let facts = SymbolFacts {
            used_in_reloc: in_reloc[i] || addrsig_named.contains(&i),
            signature: signatures.contains_key(&i),
            temporary: s.is_temporary(),
            section_symbol: false,
            undefined_variable: matches!(s.def, Def::Set(_)) && place == SymPlace::Undef,
        };
        if s.is_temporary() && place == SymPlace::Undef && in_reloc[i] {
            return Err(loc_of(s.def_loc).error(format!("Undefined temporary symbol {}", s.name)));
        }
        if !in_symtab(facts) {
            continue;
        }
        let size_of = |s: &crate::symbol::Symbol| -> Result<Option<u64>, SourceError> {
            Ok(match (&s.def, s.size.as_deref()) {
                (Def::Common { size, .. }, None) => Some(*size),
                (_, None) => None,
                (_, Some((e, l))) => Some(
                    e.eval(a, 0)
                        .map_err(|m| l.error(m))?
                        .absolute()
                        .ok_or_else(|| l.error("expected absolute expression"))?
                        as u64,
                ),
            })
        };
        let alias = aliased.map(|j| &a.symbols.list[j]);
        let size = match (size_of(s)?, alias) {
            (Some(n), _) => n,
            (None, Some(t)) => size_of(t)?.unwrap_or(0),
            (None, None) => 0,
        };
        let st_type = match alias {
            Some(t) if s.st_type == 0 => t.st_type,
            _ => s.st_type,
        };
        let mut binding = s.binding;
        let visibility = s.visibility;
        let mut place = place;
        if place == SymPlace::Undef && signatures.contains_key(&i) && !in_reloc[i] {
            // an undefined signature no relocation names stays local, in its
            // group (ELFWriter::computeSymbolTable)
            place = SymPlace::Signature;
        } else if place == SymPlace::Undef && binding == Binding::Local && !s.explicit_local {
            binding = Binding::Global;
        }
        index[i] = Some(symbols.len());
        symbols.push(SymbolModel {
            // (moved in at the end: see `finish`)
            name: String::new(),
            value,
            size,
            st_type,
            binding: match binding {
                Binding::Local => STB_LOCAL,
                Binding::Global => STB_GLOBAL,
                Binding::Weak => STB_WEAK,
            },
            other: visibility,
            place,
        });
    }
    Ok(SymbolTable {
        symbols,
        labels,
        index,
        section_index,
        addrsig_named,
    })
}

/// A target id (`amdgcn-amd-amdhsa--gfx90a:xnack+`): its processor and its
/// xnack and sramecc settings; `None` without the triple.
pub(crate) fn parse_target_id(id: &str) -> Option<(&str, Feature, Feature)> {
    let mut parts = id.strip_prefix("amdgcn-amd-amdhsa--")?.split(':');
    let processor = parts.next().unwrap_or("");
    let (mut xnack, mut sramecc) = (Feature::Any, Feature::Any);
    for part in parts {
        let setting = match part.as_bytes().last() {
            Some(b'+') => Feature::On,
            Some(b'-') => Feature::Off,
            _ => continue,
        };
        match &part[..part.len() - 1] {
            "xnack" => xnack = setting,
            "sramecc" => sramecc = setting,
            _ => {}
        }
    }
    Some((processor, xnack, sramecc))
}

impl Assembler {
    /// The xnack and sramecc settings `.amdgcn_target` gave (`Any` without).
    pub(crate) fn features(&self) -> (Feature, Feature) {
        self.target_id
            .as_ref()
            .and_then(|t| parse_target_id(&t.0))
            .map_or((Feature::Any, Feature::Any), |(_, x, s)| (x, s))
    }
}

fn loc_of(l: Option<Loc>) -> Loc {
    l.unwrap_or(Loc { line: 1, col: 1 })
}

/// What a relocation names before the symbol table is numbered.
#[derive(Clone, Copy)]
enum RelocSym {
    Symbol(usize),
    Section(usize),
    /// The null symbol: the addend is the whole value.
    Null,
}

/// Applies fixup `f` of section `si` with value `v`: patches the bytes,
/// or returns the relocation (and the symbol it names, if not a section).
fn resolve(
    a: &Assembler,
    si: usize,
    sec: &mut crate::section::Section,
    f: &Fixup,
    v: Value,
) -> Result<Option<(RelocModel, RelocSym)>, SourceError> {
    let p = f.offset;
    let patch = |sec: &mut crate::section::Section, bytes: &[u8]| {
        let at = p as usize;
        sec.data[at..at + bytes.len()].copy_from_slice(bytes);
    };
    if v.sub.is_some() {
        return Err(f.loc.error("expected relocatable expression"));
    }
    let pcrel = !matches!(v.variant, Variant::Abs32Lo | Variant::Abs32Hi);
    let via_section = |i: usize, (s, _): (usize, u64), k: i64| {
        let sym = &a.symbols.list[i];
        let binding = if sym.binding == Binding::Local {
            STB_LOCAL
        } else {
            STB_GLOBAL
        };
        reloc_via_section_symbol(binding, true, sym.st_type, a_flags(a, s), k)
    };
    // the place the value is relative to, when resolved here
    let local_place = |t: Term, k: i64| -> Option<(usize, u64)> {
        match t {
            Term::At(s, o) => Some((s, o)),
            Term::Sym(i, Some(place)) if via_section(i, place, k) => Some(place),
            Term::Sym(..) => None,
        }
    };
    let reloc = |t: Term, k: i64, r_type: u32| {
        let (addend, sym) = match t {
            Term::At(s, o) => (k + o as i64, RelocSym::Section(s)),
            Term::Sym(i, Some((s, o))) if via_section(i, (s, o), k) => {
                (k + o as i64, RelocSym::Section(s))
            }
            Term::Sym(i, _) => (k, RelocSym::Symbol(i)),
        };
        Some((
            RelocModel {
                offset: p,
                symbol: None,
                r_type,
                addend,
            },
            sym,
        ))
    };
    match f.kind {
        FixKind::Branch16 => {
            let Some(t) = v.add else {
                return Err(f.loc.error("expected an absolute expression or a label"));
            };
            let Some((s, o)) = t.place() else {
                let name = match t {
                    Term::Sym(i, _) => a.symbols.list[i].name.as_str(),
                    Term::At(..) => ".",
                };
                return Err(f.loc.error(format!("undefined label '{name}'")));
            };
            // another section's place, or a symbol others may define: a
            // relocation (llvm-mc-22 relocates `s_branch f` to a global f)
            let global =
                matches!(t, Term::Sym(i, _) if a.symbols.list[i].binding != Binding::Local);
            if s != si || global {
                // the field holds the adjustment of a zero value: (0 - 4) / 4
                // (AMDGPUAsmBackend::adjustFixupValue, observed with llvm-mc-22)
                patch(sec, &(-1i16).to_le_bytes());
                return Ok(reloc(t, v.k, R_AMDGPU_REL16));
            }
            // AMDGPUAsmBackend::adjustFixupValue: (target - (P + 4)) / 4
            let d = (o as i64).wrapping_add(v.k).wrapping_sub(p as i64 + 4) / 4;
            if !(-32768..=32767).contains(&d) {
                return Err(f.loc.error("branch size exceeds simm16"));
            }
            patch(sec, &(d as i16).to_le_bytes());
            Ok(None)
        }
        FixKind::Literal32 | FixKind::PcRel64 => {
            let width = if f.kind == FixKind::PcRel64 { 8 } else { 4 };
            let Some(t) = v.add else {
                // a PC-relative fixup whose value is a number (a `.set`
                // constant defined below) stays a relocation against the
                // null symbol (observed with llvm-mc-22: `s_mov_b32 s3,
                // later` with `later = 0x1234` further down)
                if pcrel && v.variant == Variant::None && !v.folded {
                    patch(sec, &[0; 8][..width]);
                    let r_type = if width == 8 {
                        R_AMDGPU_REL64
                    } else {
                        R_AMDGPU_REL32
                    };
                    let r = RelocModel {
                        offset: p,
                        symbol: None,
                        r_type,
                        addend: v.k,
                    };
                    return Ok(Some((r, RelocSym::Null)));
                }
                patch(sec, &v.k.to_le_bytes()[..width]);
                return Ok(None);
            };
            if pcrel && v.variant == Variant::None {
                if let Some((s, o)) = local_place(t, v.k) {
                    if s == si {
                        let x = (o as i64).wrapping_add(v.k).wrapping_sub(p as i64);
                        patch(sec, &x.to_le_bytes()[..width]);
                        return Ok(None);
                    }
                }
            }
            // a relocated field holds 0 (RELA keeps the addend)
            patch(sec, &[0; 8][..width]);
            let r_type = match (f.kind, v.variant) {
                (FixKind::PcRel64, Variant::None) => R_AMDGPU_REL64,
                (_, Variant::None) => R_AMDGPU_REL32,
                (_, Variant::Rel32Lo) => R_AMDGPU_REL32_LO,
                (_, Variant::Rel32Hi) => R_AMDGPU_REL32_HI,
                (_, Variant::Abs32Lo) => R_AMDGPU_ABS32_LO,
                (_, Variant::Abs32Hi) => R_AMDGPU_ABS32_HI,
                (_, Variant::GotPcRel) => R_AMDGPU_GOTPCREL,
                (_, Variant::GotPcRel32Lo) => R_AMDGPU_GOTPCREL32_LO,
                (_, Variant::GotPcRel32Hi) => R_AMDGPU_GOTPCREL32_HI,
                (_, Variant::Rel64) => {
                    return Err(f.loc.error("invalid variant for a 32-bit operand"))
                }
            };
            Ok(reloc(t, v.k, r_type))
        }
        FixKind::Data(size) => {
            let Some(t) = v.add else {
                patch(sec, &v.k.to_le_bytes()[..usize::from(size)]);
                return Ok(None);
            };
            let r_type = match (size, v.variant) {
                (4, Variant::None) => R_AMDGPU_ABS32,
                (8, Variant::None) => R_AMDGPU_ABS64,
                (4, Variant::Rel32Lo) => R_AMDGPU_REL32_LO,
                (4, Variant::Rel32Hi) => R_AMDGPU_REL32_HI,
                (4, Variant::Abs32Lo) => R_AMDGPU_ABS32_LO,
                (4, Variant::Abs32Hi) => R_AMDGPU_ABS32_HI,
                (8, Variant::Rel64) => R_AMDGPU_REL64,
                _ => return Err(f.loc.error("unsupported relocation for this data size")),
            };
            Ok(reloc(t, v.k, r_type))
        }
    }
}

/// The flags of section `s` (sections are moved out of the assembler while
/// fixups are applied; their flags never change after creation).
fn a_flags(a: &Assembler, s: usize) -> u64 {
    a.section_flags.get(s).copied().unwrap_or(0)
}

/// Where LLVM reports a cycle among `.set` symbols: at the value of the
/// symbol the message names (llvm-mc-22).
fn cycle_at(a: &Assembler, msg: &str) -> Option<Loc> {
    let name = msg
        .strip_prefix("cyclic dependency detected for symbol '")?
        .strip_suffix('\'')?;
    a.symbols.get(name).and_then(|i| a.symbols.list[i].def_loc)
}
