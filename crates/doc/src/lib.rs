//! `amdgpu_doc`: instruction reference pages built from the `amdgpu_isa` tables.
//!
//! A [`Page`] describes one instruction (any of its spellings) on one target or
//! on every target. Everything on it is read from the same table rows the
//! encoder, decoder, parser and printer use, and the example line is produced
//! by running our own assembler, so a page cannot state an encoding the codec
//! does not produce.
//!
//! # JSON schema, version 3
//!
//! `schema_version` (3), `name` (the spelling asked for), `family`, `summary`,
//! `scope` (targets the page covers), `reference_target` (what the
//! cross-generation table compares with), `spellings[]` (`name`, `canonical_on`,
//! `alias_on`), `variants[]` (one per distinct encoding: `targets`, `name`,
//! `encoding{format, width, opcode, opcode_hex, identifier, layout, fields[]{name,
//! hi, lo, value, note}, notes[]}`, `operands[]{position, field, access, class,
//! format, width_dwords, amd_operand_type, amd_data_format}`, `implicit[]{register,
//! access, source}`, `example{target,
//! text, bytes, encoding}`), `generations[]{arch, targets, status, name, opcode,
//! layout, differences[]}`, `support[]{target, arch, supported, name}`,
//! `semantics[]{targets, executed, kind, status, how, class, reason,
//! pseudocode[], float_notes[]{topic, text}, cases[]{memory, data, result,
//! memory_bits, data_bits, result_bits}, notes[]}`, `amd_spec[]{targets, arch, architecture_name, name, description,
//! encodings[]{encoding, opcode, operands[]{field, data_format, operand_type,
//! size, input, output, implicit}}}`.
//!
//! Changes from version 1: `semantics` was one object `{documented, text}`; it
//! is now a list with one entry per distinct semantics among the page's
//! targets, rendered from the emulator's model (`amdgpu_emu::semantics`), with
//! `executed: false` and no pseudocode for instructions the emulator refuses.
//! `amd_spec` and the operands' `amd_operand_type` / `amd_data_format` are new;
//! they are filled only when AMD's spec is loaded (`--spec DIR`), and are `[]`
//! and `null` otherwise.
//!
//! Within version 2: `semantics[].status` is `exact`, `approximate` (then
//! `how` says how the emulator's result may differ from the hardware's) or
//! `not_executed` (then `class` is `graphics`, `gds`, `system` or
//! `not_yet`, and `reason` says why), from `amdgpu_emu::status`; `kind` names
//! the emulator's kind in words (it was the kind's Rust spelling).
//!
//! Changes from version 2: an operand's `access` is `read`, `written`, `read
//! and written` (an accumulator such as `v_fmac_f32`'s VDST, a tied
//! destination such as `s_addk_i32`'s, both registers of `v_swap_b32`) or
//! `read; written when the returning form is chosen` (the data of a MUBUF,
//! MIMG or SMEM atomic); a VCC operand before the sources is written (carry
//! or compare out), one after them read (carry in). `variants[].implicit` is
//! new: the registers the instruction reads or writes without an operand
//! (`register` one of `EXEC`, `VCC`, `SCC`, `M0`; `access` as above;
//! `source` `semantics` when the emulator's model of the instruction on the
//! variant's first target uses the register so, `rule` when a rule adds to it
//! or stands in for a missing model: lane-wise instructions read EXEC;
//! messages, interpolation, GWS and loads into LDS read M0).
//! `forms[]{form, targets}` is new (a VALU operation's other encodings —
//! `_e64 (VOP3)`, `_dpp (DPP16)`, `_dpp (DPP16, row_newbcast only)`, `_dpp
//! (DPP8)`, `_e64_dpp (DPP16)`, `_e64_dpp (DPP8)`, `_sdwa` — with the targets
//! whose assembler takes them), and so is `related[]{relation, name}` (`other
//! types`, `returning twin`, `non-returning twin`). An operand's `class` names,
//! for a source, exactly the kinds of value (VGPR, AGPR, SGPR, inline
//! constant, literal) the assembler takes in it on the variant's targets.
//!
//! Fields are only ever added within a schema version.

mod access;
mod buffer;
mod exp;
mod field_notes;
mod image;
mod interp;
mod mem;
mod operand_probe;
mod related;
mod render;
pub mod site;
pub mod spec;
mod summary;
mod vop3p;
mod vopd;

pub use access::ImplicitOperand;
pub use render::{escape, render_html, render_json, render_text, Style};

use amdgpu_isa::tables::alu::{self, AluRow, Shape, ALU_NAMES, ALU_ROWS};
use amdgpu_isa::tables::buffer::{self as buf_table, BUF_NAMES, BUF_ROWS};
use amdgpu_isa::tables::ds::{self, DsCell, DsRow, Field, GdsBit, OffsetKind, DS_NAMES, DS_ROWS};
use amdgpu_isa::tables::flat::{self, FLAT_NAMES, FLAT_ROWS};
use amdgpu_isa::tables::smem::{self, SMEM_NAMES, SMEM_ROWS};
use amdgpu_isa::tables::vop3p::{self as vop3p_table, VOP3P_NAMES, VOP3P_ROWS};
use amdgpu_isa::tables::vopd::{self as vopd_table, VOPD_NAMES, VOPD_ROWS};
use amdgpu_isa::{assemble_line, decode, Gen, Target};
use serde::Serialize;
use std::collections::BTreeSet;
use std::fmt;

/// Version of the page model (and of its JSON form).
pub const SCHEMA_VERSION: u32 = 3;

/// One instruction's reference page.
#[derive(Clone, Debug, Serialize)]
pub struct Page {
    pub schema_version: u32,
    /// The spelling asked for, lower case.
    pub name: String,
    pub family: &'static str,
    /// One line, in our own words.
    pub summary: String,
    /// Targets this page covers: the one asked for, or every target that has it.
    pub scope: Vec<String>,
    /// The target the cross-generation table compares with.
    pub reference_target: String,
    /// Every spelling of the instruction, on any target.
    pub spellings: Vec<Spelling>,
    /// One entry per distinct encoding among the targets in `scope`.
    pub variants: Vec<Variant>,
    /// The instruction on every architecture, compared with `reference_target`.
    pub generations: Vec<GenerationRow>,
    /// Every target, with whether it accepts `name`.
    pub support: Vec<Support>,
    /// One entry per distinct semantics among the targets in `scope`.
    pub semantics: Vec<SemanticsEntry>,
    /// AMD's machine-readable spec on the page's architectures, when loaded
    /// (`--spec DIR`); empty otherwise.
    pub amd_spec: Vec<spec::AmdSpecEntry>,
    /// A VALU operation's other encodings, with the targets that take them.
    pub forms: Vec<Form>,
    /// The same operation on other types; the returning / non-returning twin.
    pub related: Vec<Related>,
}

/// Another encoding of the same VALU operation (`_e64 (VOP3)`, `_dpp
/// (DPP16)`, `_dpp (DPP8)`, `_e64_dpp`, `_sdwa`).
#[derive(Clone, Debug, Serialize)]
pub struct Form {
    pub form: &'static str,
    pub targets: Vec<String>,
}

/// An instruction related to the page's.
#[derive(Clone, Debug, Serialize)]
pub struct Related {
    /// `other types`, `returning twin` or `non-returning twin`.
    pub relation: &'static str,
    pub name: &'static str,
}

#[derive(Clone, Debug, Serialize)]
pub struct Spelling {
    pub name: &'static str,
    /// Targets whose disassembler prints this name.
    pub canonical_on: Vec<String>,
    /// Targets whose assembler also accepts it as another spelling.
    pub alias_on: Vec<String>,
}

#[derive(Clone, Debug, Serialize, PartialEq)]
pub struct Variant {
    pub targets: Vec<String>,
    /// Canonical name on these targets.
    pub name: &'static str,
    pub encoding: Encoding,
    pub operands: Vec<Operand>,
    /// Registers the instruction reads or writes without an operand for them
    /// (EXEC, VCC, SCC, M0).
    pub implicit: Vec<ImplicitOperand>,
    pub example: Option<Example>,
}

#[derive(Clone, Debug, Serialize, PartialEq, Eq)]
pub struct Encoding {
    pub format: &'static str,
    /// Width in bits (without a literal constant).
    pub width: u32,
    pub opcode: u32,
    pub opcode_hex: String,
    /// The fixed bits with the opcode filled in.
    pub identifier: String,
    /// Which bit layout (`GFX9`, `GFX10+`, ...).
    pub layout: &'static str,
    /// From the top bit down.
    pub fields: Vec<BitField>,
    pub notes: Vec<String>,
}

impl Encoding {
    /// An encoding whose identifier is its fixed bits (the first 64 at most:
    /// a wider format's last dword holds operands only).
    pub(crate) fn new(
        format: &'static str,
        width: u32,
        opcode: u32,
        layout: &'static str,
        mut fields: Vec<BitField>,
        notes: Vec<String>,
    ) -> Self {
        for f in fields.iter_mut().filter(|f| f.note.is_none()) {
            f.note = field_notes::generic(format, f.name).map(str::to_string);
        }
        Encoding {
            format,
            width,
            opcode,
            opcode_hex: format!("0x{opcode:02X}"),
            identifier: identifier(&fields, width.min(64)),
            layout,
            fields,
            notes,
        }
    }
}

#[derive(Clone, Debug, Serialize, PartialEq, Eq)]
pub struct BitField {
    pub name: &'static str,
    pub hi: u32,
    pub lo: u32,
    /// Set when the bits are fixed for this instruction.
    pub value: Option<u64>,
    pub note: Option<String>,
}

#[derive(Clone, Debug, Serialize, PartialEq, Eq)]
pub struct Operand {
    /// Position in the assembly text, from 0.
    pub position: usize,
    pub field: &'static str,
    /// `read`, `written`, `read and written` (accumulators, tied
    /// destinations, swaps) or `read; written when the returning form is
    /// chosen` (MUBUF / MIMG / SMEM atomic data).
    pub access: &'static str,
    pub class: &'static str,
    pub format: String,
    pub width_dwords: u32,
    /// AMD's operand type (`OPR_VGPR_OR_ACCVGPR`), from the spec of the
    /// variant's first target, when a spec is loaded.
    pub amd_operand_type: Option<String>,
    /// AMD's data format (`FMT_NUM_F32`), likewise.
    pub amd_data_format: Option<String>,
}

/// Operands numbered in assembly order from `(field, access, class, format,
/// dwords)`; the AMD spec columns stay empty (filled when a spec is loaded).
pub(crate) fn numbered_operands<F: Into<String>>(
    ops: impl IntoIterator<Item = (&'static str, &'static str, &'static str, F, u32)>,
) -> Vec<Operand> {
    ops.into_iter()
        .enumerate()
        .map(
            |(position, (field, access, class, format, width_dwords))| Operand {
                position,
                field,
                access,
                class,
                format: format.into(),
                width_dwords,
                amd_operand_type: None,
                amd_data_format: None,
            },
        )
        .collect()
}

/// `v4` or `v[4:6]` (`kind` `v`, `s`, ...): `n` registers from `first`.
pub(crate) fn reg_range(kind: char, first: u32, n: impl Into<u32>) -> String {
    match n.into() {
        0 | 1 => format!("{kind}{first}"),
        n => format!("{kind}[{first}:{}]", first + n - 1),
    }
}

/// As [`numbered_operands`], every operand one dword wide.
pub(crate) fn one_dword_operands<F: Into<String>>(
    ops: impl IntoIterator<Item = (&'static str, &'static str, &'static str, F)>,
) -> Vec<Operand> {
    numbered_operands(ops.into_iter().map(|(f, a, c, fmt)| (f, a, c, fmt, 1)))
}

#[derive(Clone, Debug, Serialize, PartialEq, Eq)]
pub struct Example {
    /// The target the example was assembled for.
    pub target: String,
    /// Canonical text, as our assembler and LLVM print it.
    pub text: String,
    pub bytes: Vec<u8>,
    /// `[0x..,...]`, as `llvm-mc -show-encoding` prints it.
    pub encoding: String,
}

#[derive(Clone, Debug, Serialize)]
pub struct GenerationRow {
    pub arch: &'static str,
    pub targets: Vec<String>,
    /// `reference`, `same`, `differs` or `absent`.
    pub status: &'static str,
    pub name: Option<&'static str>,
    pub opcode: Option<u32>,
    pub layout: Option<&'static str>,
    pub differences: Vec<String>,
}

#[derive(Clone, Debug, Serialize)]
pub struct Support {
    pub target: &'static str,
    pub arch: &'static str,
    /// Whether the target's assembler accepts the page's spelling.
    pub supported: bool,
    /// Canonical name of the instruction on this target, if it has it under any spelling.
    pub name: Option<&'static str>,
}

/// What the instruction does on some of the page's targets, rendered from the
/// emulator's semantic model (`amdgpu_emu::semantics`), so the reference and
/// the emulator cannot disagree.
#[derive(Clone, Debug, Serialize)]
pub struct SemanticsEntry {
    /// Targets (of the page's scope) with exactly these semantics.
    pub targets: Vec<String>,
    #[serde(flatten)]
    pub model: amdgpu_emu::semantics::Semantics,
}

/// Which targets a page covers.
#[derive(Clone, Copy, Debug)]
pub enum Scope {
    Target(Target),
    AllTargets,
}

/// Why no page could be built.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LookupError {
    /// No target knows the name.
    Unknown {
        name: String,
        suggestions: Vec<&'static str>,
    },
    /// The name exists, but not on this target.
    NotOnTarget {
        name: String,
        target: &'static str,
        exists_on: Vec<&'static str>,
        /// The same instruction's name on `target`, if it has it under another spelling.
        here_as: Option<&'static str>,
    },
}

impl fmt::Display for LookupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LookupError::Unknown { name, suggestions } => {
                let name = amdgpu_isa::syntax::clip(name);
                write!(f, "unknown instruction '{name}'")?;
                if !suggestions.is_empty() {
                    write!(f, "; did you mean {}?", suggestions.join(", "))?;
                }
                Ok(())
            }
            LookupError::NotOnTarget {
                name,
                target,
                exists_on,
                here_as,
            } => {
                write!(
                    f,
                    "'{name}' is not an instruction on {target}; it exists on {}",
                    span(exists_on)
                )?;
                if let Some(h) = here_as {
                    write!(
                        f,
                        "; on {target} the same instruction is '{h}' (try `explain {h} --target {target}`)"
                    )?;
                }
                Ok(())
            }
        }
    }
}

impl std::error::Error for LookupError {}

/// Builds the page of `name` (any spelling, any case) for `scope`.
pub fn page(name: &str, scope: Scope) -> Result<Page, LookupError> {
    page_with(name, scope, None)
}

/// [`page`], adding AMD's description and operand types from `amd` when given.
pub fn page_with(
    name: &str,
    scope: Scope,
    amd: Option<&spec::SpecSet>,
) -> Result<Page, LookupError> {
    let name = name.trim().to_ascii_lowercase();
    let inst = Instruction::find(&name).ok_or_else(|| LookupError::Unknown {
        suggestions: suggestions(&name, 5),
        name: name.clone(),
    })?;
    let all: Vec<(Target, Option<On>)> = Target::all().map(|t| (t, inst.on(&name, t))).collect();
    let given_on: Vec<&'static str> = all
        .iter()
        .filter(|(_, o)| o.as_ref().is_some_and(|o| o.given))
        .map(|(t, _)| t.name())
        .collect();
    let scope_targets: Vec<Target> = match scope {
        Scope::Target(t) => {
            match all
                .iter()
                .find(|(x, _)| x.name() == t.name())
                .and_then(|x| x.1.as_ref())
            {
                Some(o) if o.given => vec![t],
                other => {
                    return Err(LookupError::NotOnTarget {
                        name,
                        target: t.name(),
                        exists_on: if given_on.is_empty() {
                            all.iter()
                                .filter(|x| x.1.is_some())
                                .map(|x| x.0.name())
                                .collect()
                        } else {
                            given_on
                        },
                        here_as: other.map(|o| o.name),
                    })
                }
            }
        }
        Scope::AllTargets => all
            .iter()
            .filter(|(_, o)| o.as_ref().is_some_and(|o| o.given))
            .map(|(t, _)| *t)
            .collect(),
    };
    let reference = scope_targets[0];
    let on_of = |t: Target| {
        all.iter()
            .find(|x| x.0.name() == t.name())
            .and_then(|x| x.1.as_ref())
    };
    let ref_on = on_of(reference).expect("reference target has the instruction");

    // Targets share a variant when name, encoding and operands agree, the
    // source classes as the assembler takes them on each target included.
    let mut variants: Vec<Variant> = Vec::new();
    let mut tables: Vec<Vec<Operand>> = Vec::new(); // each variant's operands before probing
    for &t in &scope_targets {
        let o = on_of(t).expect("scope targets have the instruction");
        let mut raw = o.operands.clone();
        let implicit = access::refine(o.name, inst.family(), t, &mut raw);
        let probed = |example: &Option<Example>| match example {
            Some(x) => operand_probe::classes_on(raw.clone(), &x.text, t),
            None => raw.clone(),
        };
        if let Some(v) = variants.iter_mut().zip(&tables).find_map(|(v, before)| {
            (v.name == o.name
                && v.encoding == o.encoding
                && *before == raw
                && v.implicit == implicit
                && probed(&v.example) == v.operands)
                .then_some(v)
        }) {
            v.targets.push(t.name().to_string());
            continue;
        }
        let example = inst.example(o, t);
        variants.push(Variant {
            targets: vec![t.name().to_string()],
            name: o.name,
            encoding: o.encoding.clone(),
            operands: probed(&example),
            implicit,
            example,
        });
        tables.push(raw);
    }

    let mut generations: Vec<GenerationRow> = Vec::new();
    for (t, o) in &all {
        let (status, differences) = match o {
            None => ("absent", vec![]),
            Some(_) if t.name() == reference.name() => ("reference", vec![]),
            Some(o) => {
                let d = differences(ref_on, o);
                (if d.is_empty() { "same" } else { "differs" }, d)
            }
        };
        let arch = t.arch().label();
        let row = GenerationRow {
            arch,
            targets: vec![t.name().to_string()],
            status,
            name: o.as_ref().map(|o| o.name),
            opcode: o.as_ref().map(|o| o.encoding.opcode),
            layout: o.as_ref().map(|o| o.encoding.layout),
            differences,
        };
        match generations.last_mut() {
            Some(last)
                if last.arch == row.arch
                    && last.status == row.status
                    && last.name == row.name
                    && last.opcode == row.opcode
                    && last.layout == row.layout
                    && last.differences == row.differences
                    && status != "reference" =>
            {
                last.targets.push(t.name().to_string())
            }
            _ => generations.push(row),
        }
    }

    let support = all
        .iter()
        .map(|(t, o)| Support {
            target: t.name(),
            arch: t.arch().label(),
            supported: o.as_ref().is_some_and(|o| o.given),
            name: o.as_ref().map(|o| o.name),
        })
        .collect();

    let spellings = inst.spellings();
    let mut amd_spec = Vec::new();
    if let Some(set) = amd {
        add_amd(
            set,
            &scope_targets,
            &spellings,
            &mut variants,
            &mut amd_spec,
        );
    }
    Ok(Page {
        schema_version: SCHEMA_VERSION,
        family: inst.family(),
        summary: match inst {
            Instruction::Exp => exp::SUMMARY.to_string(),
            Instruction::Image(_) => image::summary(ref_on.name),
            Instruction::Interp(_) => interp::summary(ref_on.name),
            _ => summary::summary(ref_on.name, inst.family()),
        },
        scope: scope_targets.iter().map(|t| t.name().to_string()).collect(),
        reference_target: reference.name().to_string(),
        spellings,
        variants,
        generations,
        support,
        semantics: match inst {
            Instruction::Interp(_) => interp::semantics(&scope_targets, &on_of),
            Instruction::Image(_) => image::semantics(&scope_targets, &on_of),
            _ => semantics(&scope_targets, &on_of, inst.family()),
        },
        amd_spec,
        forms: match inst {
            Instruction::Alu(_) => {
                let rows: Vec<(Target, &AluRow)> = scope_targets
                    .iter()
                    .filter_map(|&t| on_of(t).map(|o| (t, &ALU_ROWS[o.row])))
                    .collect();
                related::forms(&rows)
            }
            _ => Vec::new(),
        },
        related: related::of(ref_on.name),
        name,
    })
}

/// The instruction's names on `t`.
fn names_on(spellings: &[Spelling], t: Target) -> Vec<&'static str> {
    spellings
        .iter()
        .filter(|s| {
            s.canonical_on
                .iter()
                .chain(&s.alias_on)
                .any(|x| x == t.name())
        })
        .map(|s| s.name)
        .collect()
}

/// AMD's entries (one per architecture) and operand type names.
fn add_amd(
    set: &spec::SpecSet,
    targets: &[Target],
    spellings: &[Spelling],
    variants: &mut [Variant],
    out: &mut Vec<spec::AmdSpecEntry>,
) {
    for &t in targets {
        let Some(s) = set.for_target(t) else { continue };
        let Some(si) = spec::find(s, &names_on(spellings, t)) else {
            continue;
        };
        match out.iter_mut().find(|e| e.arch == s.file_arch) {
            Some(e) => e.targets.push(t.name().to_string()),
            None => out.push(spec::AmdSpecEntry {
                targets: vec![t.name().to_string()],
                arch: s.file_arch.clone(),
                architecture_name: s.architecture_name.clone(),
                name: si.name.clone(),
                description: si.description.clone(),
                encodings: si.encodings.clone(),
            }),
        }
    }
    for v in variants {
        let Some(t) = v.targets.first().and_then(|t| Target::from_name(t).ok()) else {
            continue;
        };
        let Some(se) = set
            .for_target(t)
            .and_then(|s| spec::find(s, &names_on(spellings, t)))
            .and_then(|si| si.encoding(v.encoding.format))
        else {
            continue;
        };
        for o in &mut v.operands {
            if let Some(so) = se
                .operands
                .iter()
                .find(|so| so.field.eq_ignore_ascii_case(o.field))
            {
                o.amd_operand_type = Some(so.operand_type.clone());
                o.amd_data_format = Some(so.data_format.clone());
            }
        }
    }
}

/// The semantics of the instruction on each scope target, grouped.
fn semantics<'a>(
    targets: &[Target],
    on_of: &dyn Fn(Target) -> Option<&'a On>,
    family: &str,
) -> Vec<SemanticsEntry> {
    let mut out: Vec<SemanticsEntry> = Vec::new();
    for &t in targets {
        let Some(on) = on_of(t) else { continue };
        let model =
            amdgpu_emu::semantics::describe(t, on.name).unwrap_or_else(|| not_modelled(family));
        add_semantics(&mut out, t, model);
    }
    out
}

/// Adds `t` to the entry with the same `model`, or a new entry: targets
/// that share a model share one Semantics section.
fn add_semantics(
    out: &mut Vec<SemanticsEntry>,
    t: Target,
    model: amdgpu_emu::semantics::Semantics,
) {
    match out.iter_mut().find(|e| e.model == model) {
        Some(e) => e.targets.push(t.name().to_string()),
        None => out.push(SemanticsEntry {
            targets: vec![t.name().to_string()],
            model,
        }),
    }
}

/// An instruction the emulator's status lookup does not find (a spelling
/// only the page knows): stated as not executed, with no pseudocode.
fn not_modelled(family: &str) -> amdgpu_emu::semantics::Semantics {
    use amdgpu_emu::semantics::Semantics;
    use amdgpu_emu::status::{Refusal, Status};
    Semantics {
        executed: false,
        kind: family.to_string(),
        status: Status::NotExecuted {
            class: Refusal::NotYet,
            reason: "the emulator does not know this spelling of the instruction".into(),
        },
        pseudocode: vec![],
        float_notes: vec![],
        cases: vec![],
        notes: vec![],
    }
}

/// Every canonical name and alias of every family, once each.
pub fn all_names() -> Vec<&'static str> {
    let mut v: Vec<&'static str> = ds::all_names()
        .chain(alu::all_names())
        .chain(smem::all_names())
        .chain(flat::all_names())
        .chain(buf_table::all_names())
        .chain(vop3p_table::all_names())
        .chain(vopd_table::all_names())
        .chain(exp::names())
        .chain(image::names())
        .chain(interp::names())
        .collect();
    v.sort_unstable();
    v.dedup();
    v
}

/// Up to `n` known names (on any target) closest to `name`: names it is a prefix
/// of first, then by edit distance ([`amdgpu_isa::syntax::nearest`]).
pub fn suggestions(name: &str, n: usize) -> Vec<&'static str> {
    amdgpu_isa::syntax::nearest(&name.to_ascii_lowercase(), all_names(), n)
}

/// Every target name, in table order (computed once).
fn target_names() -> &'static [&'static str] {
    static NAMES: std::sync::OnceLock<Vec<&'static str>> = std::sync::OnceLock::new();
    NAMES.get_or_init(|| Target::all().map(|t| t.name()).collect())
}

/// Collapses target names into runs of consecutive targets: `gfx1100–gfx1153`.
pub fn span<S: AsRef<str>>(targets: &[S]) -> String {
    let order = target_names();
    let mut idx: Vec<usize> = targets
        .iter()
        .filter_map(|t| order.iter().position(|o| *o == t.as_ref()))
        .collect();
    idx.sort_unstable();
    idx.dedup();
    let mut parts = Vec::new();
    let mut i = 0;
    while i < idx.len() {
        let mut j = i;
        while j + 1 < idx.len() && idx[j + 1] == idx[j] + 1 {
            j += 1;
        }
        parts.push(match j - i {
            0 => order[idx[i]].to_string(),
            1 => format!("{}, {}", order[idx[i]], order[idx[j]]),
            _ => format!("{}–{}", order[idx[i]], order[idx[j]]),
        });
        i = j + 1;
    }
    parts.join(", ")
}

/// An instruction: the table rows that are its spellings across generations.
enum Instruction {
    Ds(BTreeSet<usize>),
    Alu(BTreeSet<usize>),
    Smem(BTreeSet<usize>),
    Global(BTreeSet<usize>),
    Buffer(BTreeSet<usize>),
    Vop3p(BTreeSet<usize>),
    Vopd(BTreeSet<usize>),
    /// The export instruction: one per target group, no rows.
    Exp,
    /// An image row (`IMAGE_ROWS` index).
    Image(usize),
    /// Interpolation / LDS direct: the canonical names linked by aliases.
    Interp(Vec<&'static str>),
}

/// The instruction on one target.
struct On {
    /// Canonical name there.
    name: &'static str,
    /// Whether the asked-for spelling is accepted there.
    given: bool,
    row: usize,
    encoding: Encoding,
    operands: Vec<Operand>,
}

/// Rows linked to `name` through any shared spelling, to a fixed point.
fn linked<M: Copy>(names: &[(&'static str, u16, M)], name: &str) -> BTreeSet<usize> {
    let mut rows: BTreeSet<usize> = names
        .iter()
        .filter(|e| e.0 == name)
        .map(|e| e.1 as usize)
        .collect();
    loop {
        let spellings: BTreeSet<&str> = names
            .iter()
            .filter(|e| rows.contains(&(e.1 as usize)))
            .map(|e| e.0)
            .collect();
        let next: BTreeSet<usize> = names
            .iter()
            .filter(|e| spellings.contains(e.0))
            .map(|e| e.1 as usize)
            .collect();
        if next == rows {
            return rows;
        }
        rows = next;
    }
}

fn alu_base(name: &str) -> &str {
    name.strip_suffix("_e32")
        .or_else(|| name.strip_suffix("_e64"))
        .unwrap_or(name)
}

impl Instruction {
    fn find(name: &str) -> Option<Instruction> {
        if ds::groups_having(name) != 0 {
            return Some(Instruction::Ds(linked(&DS_NAMES, name)));
        }
        let base = alu_base(name);
        if alu::gens_having(base) != 0 {
            return Some(Instruction::Alu(linked(&ALU_NAMES, base)));
        }
        if smem::groups_having(name) != 0 {
            return Some(Instruction::Smem(linked(&SMEM_NAMES, name)));
        }
        if flat::groups_having(name) != 0 {
            return Some(Instruction::Global(linked(&FLAT_NAMES, name)));
        }
        if buf_table::groups_having(name) != 0 {
            // the index names a name's first row; the others follow as twins
            let mut rows = linked(&BUF_NAMES, name);
            for r in rows.clone() {
                let mut next = BUF_ROWS[r].twin;
                while let Some(n) = next.map(usize::from).filter(|n| rows.insert(*n)) {
                    next = BUF_ROWS[n].twin;
                }
            }
            return Some(Instruction::Buffer(rows));
        }
        if vop3p_table::groups_having(name) != 0 {
            return Some(Instruction::Vop3p(linked(&VOP3P_NAMES, name)));
        }
        if vopd_table::groups_having(name) != 0 {
            return Some(Instruction::Vopd(linked(&VOPD_NAMES, name)));
        }
        if exp::is_name(name) {
            return Some(Instruction::Exp);
        }
        if let Some(r) = image::row_of(name) {
            return Some(Instruction::Image(r));
        }
        if let Some(names) = interp::linked(name) {
            return Some(Instruction::Interp(names));
        }
        None
    }

    fn family(&self) -> &'static str {
        match self {
            Instruction::Ds(_) => "LDS / Data Share",
            Instruction::Smem(_) => "Scalar memory (SMEM)",
            Instruction::Global(rows) => {
                let first = rows.iter().next().copied().unwrap_or(0);
                // One FLAT encoding, three address segments told apart by the name.
                match FLAT_ROWS[first].name.split('_').next() {
                    Some("flat") => "Flat memory (FLAT encoding, FLAT segment)",
                    Some("scratch") => "Scratch memory (FLAT encoding, SCRATCH segment)",
                    _ => "Global memory (FLAT encoding, GLOBAL segment)",
                }
            }
            Instruction::Buffer(rows) => {
                if rows.iter().any(|&r| BUF_ROWS[r].format) {
                    "Typed buffer memory (MTBUF)"
                } else {
                    "Buffer memory (MUBUF)"
                }
            }
            Instruction::Vop3p(rows) => {
                let first = rows.iter().next().copied().unwrap_or(0);
                vop3p::family(&VOP3P_ROWS[first])
            }
            Instruction::Vopd(_) => vopd::FAMILY,
            Instruction::Exp => exp::FAMILY,
            Instruction::Image(_) => image::FAMILY,
            Instruction::Interp(_) => interp::FAMILY,
            Instruction::Alu(rows) => {
                let first = rows.iter().next().copied().unwrap_or(0);
                if ALU_ROWS[first].shape.is_vector() {
                    "Vector ALU"
                } else {
                    "Scalar ALU"
                }
            }
        }
    }

    fn on(&self, name: &str, t: Target) -> Option<On> {
        match self {
            Instruction::Ds(rows) => {
                let g = t.ds_group();
                let (row, given) = match ds::lookup(name, g) {
                    Some(r) => (r, true),
                    None => (
                        *rows.iter().find(|&&r| DS_ROWS[r].cells[g].is_some())?,
                        false,
                    ),
                };
                let r = &DS_ROWS[row];
                let cell = r.cells[g].as_ref()?;
                Some(On {
                    name: r.name,
                    given,
                    row,
                    encoding: ds_encoding(r, cell, t),
                    operands: ds_operands(r, cell, t),
                })
            }
            Instruction::Alu(rows) => {
                // Opcodes are per target group (they can differ within a generation).
                let (row, given) = match alu::lookup_on(alu_base(name), t) {
                    Some(r) => (r, true),
                    None => (
                        *rows.iter().find(|&&r| ALU_ROWS[r].op_on(t).is_some())?,
                        false,
                    ),
                };
                let r = &ALU_ROWS[row];
                let op = r.op_on(t)?;
                Some(On {
                    name: r.name,
                    given,
                    row,
                    encoding: alu_encoding(r, op, t),
                    operands: alu_operands(r),
                })
            }
            Instruction::Smem(rows) => {
                let g = smem::group(t);
                let (row, given) = match smem::lookup(name, g) {
                    Some(r) => (r, true),
                    None => (
                        *rows.iter().find(|&&r| SMEM_ROWS[r].cells[g].is_some())?,
                        false,
                    ),
                };
                let r = &SMEM_ROWS[row];
                let cell = r.cells[g].as_ref()?;
                Some(On {
                    name: r.name,
                    given,
                    row,
                    encoding: mem::smem_encoding(r, cell, t),
                    operands: mem::smem_operands(r),
                })
            }
            Instruction::Global(rows) => {
                let g = flat::group(t)?;
                // The rows of one name (an atomic and its returning twin):
                // the page shows the first that this target has.
                let row = *rows.iter().find(|&&r| !FLAT_ROWS[r].cells[g].is_empty())?;
                let given = flat::lookup(name, g).is_some();
                let r = &FLAT_ROWS[row];
                let cell = r.cells[g].first()?;
                Some(On {
                    name: r.name,
                    given,
                    row,
                    encoding: mem::flat_encoding(r, cell, t),
                    operands: mem::flat_operands(r, t),
                })
            }
            Instruction::Buffer(rows) => {
                let g = buf_table::group(t)?;
                // The rows of one name (its LDS and TFE forms): the page
                // shows the first that this target has.
                let row = *rows.iter().find(|&&r| !BUF_ROWS[r].cells[g].is_empty())?;
                let given = buf_table::lookup(name, g).is_some();
                let r = &BUF_ROWS[row];
                let cell = r.cells[g].first()?;
                Some(On {
                    name: r.name,
                    given,
                    row,
                    encoding: buffer::buffer_encoding(r, cell, t),
                    operands: buffer::buffer_operands(r, t),
                })
            }
            Instruction::Vop3p(rows) => {
                let (row, given) = match vop3p_table::lookup(name, t) {
                    Some(r) => (r, true),
                    None => (
                        *rows.iter().find(|&&r| VOP3P_ROWS[r].op_on(t).is_some())?,
                        false,
                    ),
                };
                let r = &VOP3P_ROWS[row];
                let op = r.op_on(t)?;
                Some(On {
                    name: r.name,
                    given,
                    row,
                    encoding: vop3p::vop3p_encoding(r, op, t),
                    operands: vop3p::vop3p_operands(r),
                })
            }
            Instruction::Vopd(rows) => {
                let g = vopd_table::group(t)?;
                let (row, given) = match vopd_table::lookup(name, g) {
                    Some(r) => (r, true),
                    None => (
                        *rows
                            .iter()
                            .find(|&&r| vopd::half(&VOPD_ROWS[r], g).is_some())?,
                        false,
                    ),
                };
                let r = &VOPD_ROWS[row];
                Some(On {
                    name: r.name,
                    given,
                    row,
                    encoding: vopd::vopd_encoding(r, t)?,
                    operands: vopd::vopd_operands(r, t),
                })
            }
            Instruction::Exp => {
                // `row` is the index of the target's EXP group
                let row = exp::group_index(t)?;
                let g = &amdgpu_isa::tables::exp::EXP_GROUPS[row];
                Some(On {
                    name: g.mnemonic,
                    given: g.accepts.contains(&name),
                    row,
                    encoding: exp::exp_encoding(g, t),
                    operands: exp::exp_operands(g),
                })
            }
            Instruction::Image(row) => {
                let r = &amdgpu_isa::tables::image::IMAGE_ROWS[*row];
                let (g, cell) = image::cell_on(r, t)?;
                Some(On {
                    name: r.name,
                    given: true,
                    row: *row,
                    encoding: image::image_encoding(cell, g),
                    operands: image::image_operands(r.name, cell, t),
                })
            }
            Instruction::Interp(names) => {
                // `row` indexes INTERP_ROWS
                let (row, given) = interp::row_on(name, names, t)?;
                let r = &amdgpu_isa::tables::interp::INTERP_ROWS[row];
                Some(On {
                    name: r.name,
                    given,
                    row,
                    encoding: interp::interp_encoding(r, t),
                    operands: interp::interp_operands(r),
                })
            }
        }
    }

    fn spellings(&self) -> Vec<Spelling> {
        let mut out: Vec<Spelling> = Vec::new();
        let mut add = |name: &'static str, t: Target, canonical: bool| {
            let i = match out.iter().position(|s| s.name == name) {
                Some(i) => i,
                None => {
                    out.push(Spelling {
                        name,
                        canonical_on: vec![],
                        alias_on: vec![],
                    });
                    out.len() - 1
                }
            };
            let list = if canonical {
                &mut out[i].canonical_on
            } else {
                &mut out[i].alias_on
            };
            // (twin rows of one name add a target twice)
            if !list.iter().any(|x| x == t.name()) {
                list.push(t.name().to_string());
            }
        };
        let ds_entries: Vec<_> = match self {
            Instruction::Ds(rows) => DS_NAMES
                .iter()
                .filter(|e| rows.contains(&(e.1 as usize)))
                .collect(),
            _ => vec![],
        };
        let alu_entries: Vec<_> = match self {
            Instruction::Alu(rows) => ALU_NAMES
                .iter()
                .filter(|e| rows.contains(&(e.1 as usize)))
                .collect(),
            _ => vec![],
        };
        let smem_entries: Vec<_> = match self {
            Instruction::Smem(rows) => SMEM_NAMES
                .iter()
                .filter(|e| rows.contains(&(e.1 as usize)))
                .collect(),
            _ => vec![],
        };
        let flat_entries: Vec<_> = match self {
            Instruction::Global(rows) => FLAT_NAMES
                .iter()
                .filter(|e| rows.contains(&(e.1 as usize)))
                .collect(),
            _ => vec![],
        };
        let buf_entries: Vec<_> = match self {
            Instruction::Buffer(rows) => BUF_NAMES
                .iter()
                .filter(|e| rows.contains(&(e.1 as usize)))
                .collect(),
            _ => vec![],
        };
        let vop3p_entries: Vec<_> = match self {
            Instruction::Vop3p(rows) => VOP3P_NAMES
                .iter()
                .filter(|e| rows.contains(&(e.1 as usize)))
                .collect(),
            _ => vec![],
        };
        let vopd_entries: Vec<_> = match self {
            Instruction::Vopd(rows) => VOPD_NAMES
                .iter()
                .filter(|e| rows.contains(&(e.1 as usize)))
                .collect(),
            _ => vec![],
        };
        for t in Target::all() {
            if let (Instruction::Exp, Some(gi)) = (self, exp::group_index(t)) {
                let g = &amdgpu_isa::tables::exp::EXP_GROUPS[gi];
                for &m in g.accepts {
                    add(m, t, m == g.mnemonic);
                }
            }
            if let Instruction::Image(r) = self {
                let r = &amdgpu_isa::tables::image::IMAGE_ROWS[*r];
                if image::cell_on(r, t).is_some() {
                    add(r.name, t, true);
                }
            }
            if let Instruction::Interp(names) = self {
                for (m, canonical) in interp::spellings_on(names, t) {
                    add(m, t, canonical);
                }
            }
            let pg = vop3p_table::group(t);
            for e in &vop3p_entries {
                let r = &VOP3P_ROWS[e.1 as usize];
                if e.2 >> pg & 1 != 0 && r.op_on(t).is_some() {
                    add(e.0, t, e.0 == r.name);
                }
            }
            if let Some(dg) = vopd_table::group(t) {
                for e in &vopd_entries {
                    let r = &VOPD_ROWS[e.1 as usize];
                    if e.2 >> dg & 1 != 0 && vopd::half(r, dg).is_some() {
                        add(e.0, t, e.0 == r.name);
                    }
                }
            }
            let g = t.ds_group();
            for e in &ds_entries {
                let r = &DS_ROWS[e.1 as usize];
                if e.2 & (1 << g) != 0 && r.cells[g].is_some() {
                    add(e.0, t, e.0 == r.name);
                }
            }
            let group = alu::group(t);
            for e in &alu_entries {
                if e.2 >> group & 1 != 0 {
                    add(e.0, t, e.0 == ALU_ROWS[e.1 as usize].name);
                }
            }
            let sg = smem::group(t);
            for e in &smem_entries {
                let r = &SMEM_ROWS[e.1 as usize];
                if e.2 >> sg & 1 != 0 && r.cells[sg].is_some() {
                    add(e.0, t, e.0 == r.name);
                }
            }
            if let Some(fg) = flat::group(t) {
                for e in &flat_entries {
                    let r = &FLAT_ROWS[e.1 as usize];
                    if e.2 >> fg & 1 != 0 && !r.cells[fg].is_empty() {
                        add(e.0, t, e.0 == r.name);
                    }
                }
            }
            if let Some(bg) = buf_table::group(t) {
                // (a name's first row may be absent where a twin is present)
                for e in &buf_entries {
                    if e.2 >> bg & 1 != 0 {
                        add(e.0, t, e.0 == BUF_ROWS[e.1 as usize].name);
                    }
                }
            }
        }
        out
    }

    fn example(&self, on: &On, t: Target) -> Option<Example> {
        match self {
            Instruction::Ds(_) => ds_example(&DS_ROWS[on.row], t),
            Instruction::Alu(_) => alu_example(on, t),
            Instruction::Smem(_) => mem::smem_example(&SMEM_ROWS[on.row], t),
            Instruction::Global(_) => mem::flat_example(&FLAT_ROWS[on.row], t),
            Instruction::Buffer(_) => buffer::buffer_example(&BUF_ROWS[on.row], t),
            Instruction::Vop3p(_) => vop3p::vop3p_example(on.row, t),
            Instruction::Vopd(_) => vopd::vopd_example(&VOPD_ROWS[on.row], t),
            Instruction::Exp => exp::exp_example(&amdgpu_isa::tables::exp::EXP_GROUPS[on.row], t),
            Instruction::Image(_) => {
                image::image_example(&amdgpu_isa::tables::image::IMAGE_ROWS[on.row], t)
            }
            Instruction::Interp(_) => {
                interp::interp_example(&amdgpu_isa::tables::interp::INTERP_ROWS[on.row], t)
            }
        }
    }
}

fn layout_name(gen: Gen) -> &'static str {
    match gen {
        Gen::Gfx9 => "GFX9",
        _ => "GFX10+",
    }
}

fn fld(name: &'static str, hi: u32, lo: u32, value: Option<u64>, note: Option<&str>) -> BitField {
    BitField {
        name,
        hi,
        lo,
        value,
        note: note.map(str::to_string),
    }
}

fn identifier(fields: &[BitField], width: u32) -> String {
    let v = fields
        .iter()
        .filter_map(|f| f.value.map(|v| v << f.lo))
        .fold(0u64, |a, b| a | b);
    if width > 32 {
        format!("0x{v:016X}")
    } else {
        format!("0x{v:08X}")
    }
}

fn ds_encoding(row: &DsRow, cell: &DsCell, t: Target) -> Encoding {
    let gen = t.gen();
    let mut fields = Vec::new();
    for f in [Field::Vdst, Field::Data1, Field::Data0, Field::Addr] {
        let lo = 32 + 8 * f as u32;
        let (value, note) = match row.uses(f) {
            None => (Some(0), Some("unused, must be 0")),
            Some(_) => (None, None),
        };
        fields.push(fld(f.name(), lo + 7, lo, value, note));
    }
    fields.push(fld("ENCODING", 31, 26, Some(0b110110), Some("DS")));
    let gds = |f: &mut Vec<BitField>, bit| {
        let (value, note) = match cell.gds {
            GdsBit::Printed => (None, Some("`gds`: access GDS instead of LDS")),
            GdsBit::Ignored => (None, Some("decoded but ignored on this target")),
            GdsBit::Required => (Some(1), Some("global wave sync: always set")),
            GdsBit::Invalid => (Some(0), Some("must be 0 on this target")),
        };
        f.push(fld("GDS", bit, bit, value, note));
    };
    if gen == Gen::Gfx9 {
        if cell.acc && t.ds_agprs() {
            fields.push(fld(
                "ACC",
                25,
                25,
                None,
                Some("1: the VGPR-or-AGPR operands are AGPRs"),
            ));
        } else if cell.acc {
            fields.push(fld(
                "ACC",
                25,
                25,
                None,
                Some("decodes, but AGPRs are not valid operands here"),
            ));
        } else {
            fields.push(fld(
                "ACC",
                25,
                25,
                Some(0),
                Some("must be 0 for this instruction"),
            ));
        }
        fields.push(fld("OP", 24, 17, Some(cell.op.into()), None));
        gds(&mut fields, 16);
    } else {
        fields.push(fld("OP", 25, 18, Some(cell.op.into()), None));
        gds(&mut fields, 17);
        fields.push(fld(
            "(unused)",
            16,
            16,
            None,
            Some("ignored by the decoder"),
        ));
    }
    let (v1, v0, n1, n0) = match row.offset {
        OffsetKind::None => (Some(0), Some(0), "unused, must be 0", "unused, must be 0"),
        OffsetKind::Offset16 => (
            None,
            None,
            "offset:N, high byte (byte offset)",
            "offset:N, low byte (byte offset)",
        ),
        OffsetKind::Offset8x2 => (
            None,
            None,
            "offset1:N, second address (in elements)",
            "offset0:N, first address (in elements)",
        ),
        OffsetKind::Swizzle => (
            None,
            None,
            "swizzle pattern, high byte",
            "swizzle pattern, low byte",
        ),
    };
    fields.push(fld("OFFSET1", 15, 8, v1, Some(n1)));
    fields.push(fld("OFFSET0", 7, 0, v0, Some(n0)));
    Encoding::new("DS", 64, cell.op.into(), layout_name(gen), fields, vec![])
}

/// Data format from the name's type suffix (`f32`, `b64`, `u8`...).
fn data_format(name: &str) -> String {
    const TYPES: [&str; 17] = [
        "f32", "f64", "f16", "bf16", "u32", "i32", "u64", "i64", "b32", "b64", "b96", "b128", "u8",
        "i8", "u16", "i16", "b16",
    ];
    let toks: Vec<&str> = name.split('_').collect();
    let pk = toks.contains(&"pk");
    match toks.iter().rev().find(|t| TYPES.contains(t) || **t == "b8") {
        Some(t) if pk => format!("2 x {t}"),
        Some(t) => t.to_string(),
        None => "b32".to_string(),
    }
}

fn ds_operands(row: &DsRow, cell: &DsCell, t: Target) -> Vec<Operand> {
    let fmt = data_format(row.name);
    row.operands
        .iter()
        .enumerate()
        .map(|(i, o)| Operand {
            position: i,
            field: o.field.name(),
            access: if o.is_dst() { "written" } else { "read" },
            class: if o.acc && cell.acc && t.ds_agprs() {
                "VGPR or AGPR"
            } else {
                "VGPR"
            },
            format: if o.field == Field::Addr {
                "u32 (LDS byte address)".to_string()
            } else {
                fmt.clone()
            },
            width_dwords: o.width.into(),
            amd_operand_type: None,
            amd_data_format: None,
        })
        .collect()
}

fn reg_text(start: u32, width: u32) -> String {
    if width == 1 {
        format!("v{start}")
    } else {
        format!("v[{start}:{}]", start + width - 1)
    }
}

/// An example line for `row` that our assembler accepts on `t`.
fn ds_example(row: &DsRow, t: Target) -> Option<Example> {
    let cell = row.cells[t.ds_group()].as_ref()?;
    for even in [false, true] {
        for with_offset in [true, false] {
            let mut used: Vec<(u32, u32)> = Vec::new();
            let mut regs = [String::new(), String::new(), String::new(), String::new()];
            for f in [Field::Addr, Field::Data0, Field::Data1, Field::Vdst] {
                let Some(o) = row.uses(f) else { continue };
                let w = u32::from(o.width);
                let align = if even || w > 1 { 2 } else { 1 };
                let pref: u32 = match (f, w) {
                    (Field::Addr, _) => 1,
                    (Field::Data0, _) => 2,
                    (Field::Data1, _) => 3,
                    (Field::Vdst, 1) => 5,
                    (Field::Vdst, _) => 2,
                };
                let mut s = pref.div_ceil(align) * align;
                while used.iter().any(|&(a, b)| s < b && a < s + w) {
                    s += align;
                }
                used.push((s, s + w));
                regs[f as usize] = reg_text(s, w);
            }
            let mut text = row.name.to_string();
            let ops: Vec<&str> = row
                .operands
                .iter()
                .map(|o| regs[o.field as usize].as_str())
                .collect();
            if !ops.is_empty() {
                text.push(' ');
                text.push_str(&ops.join(", "));
            }
            if with_offset {
                match row.offset {
                    OffsetKind::None => {}
                    OffsetKind::Offset16 => text.push_str(" offset:16"),
                    OffsetKind::Offset8x2 => text.push_str(" offset0:1 offset1:2"),
                    OffsetKind::Swizzle => text.push_str(" offset:swizzle(SWAP,16)"),
                }
            }
            if cell.gds == GdsBit::Required {
                text.push_str(" gds");
            }
            if let Ok(inst) = assemble_line(t, &text) {
                return Some(make_example(t, inst));
            }
        }
    }
    None
}

fn make_example(t: Target, inst: amdgpu_isa::Inst) -> Example {
    let bytes = inst.encode().to_vec();
    Example {
        target: t.name().to_string(),
        text: inst.display().to_string(),
        encoding: byte_list(&bytes),
        bytes,
    }
}

/// `[0x00,0x00,...]`, as `llvm-mc -show-encoding` prints bytes.
pub fn byte_list(bytes: &[u8]) -> String {
    let v: Vec<String> = bytes.iter().map(|b| format!("0x{b:02x}")).collect();
    format!("[{}]", v.join(","))
}

/// Bit fields of an ALU shape: (name, hi, lo, fixed value). The opcode field is `OP`.
/// (name, hi, lo, fixed value) of one field.
type FieldSpec = (&'static str, u32, u32, Option<u64>);

/// Format name, width and fields of an ALU shape.
fn alu_layout(shape: Shape, gen: Gen) -> (&'static str, u32, Vec<FieldSpec>) {
    match shape {
        Shape::Sop2 => (
            "SOP2",
            32,
            vec![
                ("ENCODING", 31, 30, Some(0b10)),
                ("OP", 29, 23, None),
                ("SDST", 22, 16, None),
                ("SSRC1", 15, 8, None),
                ("SSRC0", 7, 0, None),
            ],
        ),
        Shape::Sopk => (
            "SOPK",
            32,
            vec![
                ("ENCODING", 31, 28, Some(0b1011)),
                ("OP", 27, 23, None),
                ("SDST", 22, 16, None),
                ("SIMM16", 15, 0, None),
            ],
        ),
        Shape::Sop1 => (
            "SOP1",
            32,
            vec![
                ("ENCODING", 31, 23, Some(0b1_0111_1101)),
                ("SDST", 22, 16, None),
                ("OP", 15, 8, None),
                ("SSRC0", 7, 0, None),
            ],
        ),
        Shape::Sopc => (
            "SOPC",
            32,
            vec![
                ("ENCODING", 31, 23, Some(0b1_0111_1110)),
                ("OP", 22, 16, None),
                ("SSRC1", 15, 8, None),
                ("SSRC0", 7, 0, None),
            ],
        ),
        Shape::Sopp => (
            "SOPP",
            32,
            vec![
                ("ENCODING", 31, 23, Some(0b1_0111_1111)),
                ("OP", 22, 16, None),
                ("SIMM16", 15, 0, None),
            ],
        ),
        Shape::Vop1 => (
            "VOP1",
            32,
            vec![
                ("ENCODING", 31, 25, Some(0b011_1111)),
                ("VDST", 24, 17, None),
                ("OP", 16, 9, None),
                ("SRC0", 8, 0, None),
            ],
        ),
        Shape::Vop2 => (
            "VOP2",
            32,
            vec![
                ("ENCODING", 31, 31, Some(0)),
                ("OP", 30, 25, None),
                ("VDST", 24, 17, None),
                ("VSRC1", 16, 9, None),
                ("SRC0", 8, 0, None),
            ],
        ),
        Shape::Vopc => (
            "VOPC",
            32,
            vec![
                ("ENCODING", 31, 25, Some(0b011_1110)),
                ("OP", 24, 17, None),
                ("VSRC1", 16, 9, None),
                ("SRC0", 8, 0, None),
            ],
        ),
        Shape::Vop3 => {
            let prefix = if gen == Gen::Gfx9 {
                0b11_0100
            } else {
                0b11_0101
            };
            (
                "VOP3",
                64,
                vec![
                    ("NEG", 63, 61, None),
                    ("OMOD", 60, 59, None),
                    ("SRC2", 58, 50, None),
                    ("SRC1", 49, 41, None),
                    ("SRC0", 40, 32, None),
                    ("ENCODING", 31, 26, Some(prefix)),
                    ("OP", 25, 16, None),
                    ("CLAMP", 15, 15, None),
                    ("OP_SEL", 14, 11, None),
                    ("ABS", 10, 8, None),
                    ("VDST", 7, 0, None),
                ],
            )
        }
    }
}

fn alu_encoding(row: &AluRow, op: u16, t: Target) -> Encoding {
    let gen = t.gen();
    let (format, width, layout) = alu_layout(row.shape, gen);
    let fields: Vec<BitField> = layout
        .into_iter()
        .map(|(name, hi, lo, v)| {
            let v = if name == "OP" { Some(u64::from(op)) } else { v };
            fld(name, hi, lo, v, None)
        })
        .collect();
    let mut notes = Vec::new();
    if row.has_twin() {
        if let Some(op3) = row.vop3_op_on(t) {
            notes.push(format!(
                "also encodable as VOP3 (`{}_e64`), opcode {op3} (0x{op3:X})",
                row.name
            ));
        }
    }
    Encoding::new(
        format,
        width,
        op.into(),
        if row.shape == Shape::Vop3 {
            layout_name(gen)
        } else {
            "all generations"
        },
        fields,
        notes,
    )
}

/// The encoding field a source sits in.
fn src_field(shape: Shape, i: u8) -> &'static str {
    match (shape, i) {
        (Shape::Sop1 | Shape::Sop2 | Shape::Sopc | Shape::Sopk | Shape::Sopp, 0) => "SSRC0",
        (Shape::Sop1 | Shape::Sop2 | Shape::Sopc | Shape::Sopk | Shape::Sopp, _) => "SSRC1",
        (Shape::Vop2 | Shape::Vopc, 1) => "VSRC1",
        (_, 0) => "SRC0",
        (_, 1) => "SRC1",
        _ => "SRC2",
    }
}

/// Operands of the short form (the VOP3 form for VOP3-only rows), from the
/// row's operand signature.
fn alu_operands(row: &AluRow) -> Vec<Operand> {
    use alu::{Opnd, SrcClass};
    let fmt = data_format(row.name);
    let vector = row.shape.is_vector();
    let sig = row.sig(false);
    numbered_operands(sig.iter().enumerate().map(|(position, o)| {
        let (field, access, class, width_dwords): (&'static str, &'static str, &'static str, u8) =
            match *o {
                Opnd::VDst(n) => ("VDST", "written", "VGPR", n),
                Opnd::ADst(n) => ("VDST", "written", "AGPR", n),
                Opnd::SDst(n) if vector => ("VDST", "written", "SGPR", n),
                Opnd::SDst(n) => ("SDST", "written", "SGPR", n),
                Opnd::MaskDst => ("SDST", "written", "SGPR lane mask", 1),
                Opnd::CarryDst => ("SDST", "written", "SGPR lane mask (carry out)", 1),
                Opnd::Vcc if position == 0 => ("VCC", "written", "VCC (implicit)", 1),
                Opnd::Vcc => ("VCC", "read", "VCC (implicit)", 1),
                Opnd::Src(i, w, c) => {
                    let class = match c {
                        SrcClass::Any if vector => "VGPR, SGPR, inline constant or literal",
                        SrcClass::Any | SrcClass::Sgpr => "SGPR, inline constant or literal",
                        SrcClass::Vgpr => "VGPR",
                        SrcClass::Mask => "SGPR lane mask",
                        SrcClass::Sreg => "SGPR",
                        SrcClass::AnyI16 if vector => {
                            "VGPR, SGPR, inline constant or literal (i16)"
                        }
                        SrcClass::AnyI16 => "SGPR, inline constant or literal (i16)",
                        SrcClass::Msg => "message number, sendmsg(NAME)",
                        SrcClass::Agpr => "AGPR",
                    };
                    (src_field(row.shape, i), "read", class, w)
                }
                // branches: PC = next instruction + 4 * SIMM16 (sign-extended)
                Opnd::Imm if row.k == alu::KStyle::Dec => (
                    "SIMM16",
                    "read",
                    "signed 16-bit offset in dwords from the next instruction (a label)",
                    1,
                ),
                Opnd::Imm => ("SIMM16", "read", "16-bit immediate", 1),
                Opnd::KImm => ("LITERAL", "read", "constant K (the literal dword)", 1),
            };
        let format = if matches!(o, Opnd::Imm) && row.k == alu::KStyle::Dec {
            "i16".to_string()
        } else {
            fmt.clone()
        };
        (field, access, class, format, u32::from(width_dwords))
    }))
}

/// ALU example: fill the identifier's free fields, decode with our decoder,
/// and keep the text only if our assembler turns it back into the same bytes.
fn alu_example(on: &On, t: Target) -> Option<Example> {
    let enc = &on.encoding;
    // Register choices tried in turn: readable ones first, all zeros last.
    // Even registers, so 64-bit tuples are aligned (gfx90a+ require it).
    const BASE: [(&str, u64); 8] = [
        ("SDST", 6),
        ("SSRC0", 2),
        ("SSRC1", 4),
        ("VDST", 6),
        ("SRC0", 258),
        ("VSRC1", 4),
        ("SRC1", 260),
        ("SRC2", 262),
    ];
    const TRIES: [&[(&str, u64)]; 5] = [
        &[],
        &[("SRC2", 0)],
        &[("SRC1", 4), ("SRC2", 0)],
        &[("SRC0", 2), ("SRC1", 128), ("SRC2", 0)],
        &[("SSRC0", 193)],
    ];
    for attempt in 0..=TRIES.len() {
        let value = |name: &str| -> u64 {
            let Some(over) = TRIES.get(attempt) else {
                return 0;
            };
            over.iter()
                .chain(BASE.iter())
                .find(|(n, _)| *n == name)
                .map_or(0, |x| x.1)
        };
        let mut word = 0u64;
        for f in &enc.fields {
            word |= f.value.unwrap_or_else(|| value(f.name)) << f.lo;
        }
        let bytes = word.to_le_bytes();
        let bytes = &bytes[..(enc.width / 8) as usize];
        let Ok(inst) = decode(t, bytes) else { continue };
        if inst.mnemonic() != on.name || inst.encode().as_bytes() != bytes {
            continue;
        }
        let text = inst.display().to_string();
        match assemble_line(t, &text) {
            Ok(back) if back.encode().as_bytes() == bytes => return Some(make_example(t, back)),
            _ => continue,
        }
    }
    None
}

/// How the instruction on `other` differs from the reference.
fn differences(reference: &On, other: &On) -> Vec<String> {
    let mut d = Vec::new();
    if other.name != reference.name {
        d.push(format!("renamed: {}", other.name));
    }
    let (a, b) = (&reference.encoding, &other.encoding);
    if a.format != b.format {
        d.push(format!("format {} instead of {}", b.format, a.format));
    }
    if a.opcode != b.opcode {
        d.push(format!(
            "opcode {} ({}) instead of {}",
            b.opcode, b.opcode_hex, a.opcode
        ));
    }
    // Cache-policy bits and unused bits come in runs; compare them as sets.
    let runs = |e: &Encoding| {
        e.fields
            .iter()
            .filter(|f| f.name == "CPOL")
            .map(|f| bits(f.hi, f.lo))
            .collect::<Vec<_>>()
    };
    if runs(a) != runs(b) {
        d.push(format!(
            "cache-policy bits at {} instead of {}",
            runs(b).join(", "),
            runs(a).join(", ")
        ));
    }
    for fa in a
        .fields
        .iter()
        .filter(|f| f.name != "CPOL" && f.name != "(unused)")
    {
        match b.fields.iter().find(|f| f.name == fa.name) {
            Some(fb) if (fb.hi, fb.lo) != (fa.hi, fa.lo) => d.push(format!(
                "{} at {} instead of {}",
                fa.name,
                bits(fb.hi, fb.lo),
                bits(fa.hi, fa.lo)
            )),
            Some(fb) if fa.name == "ENCODING" && fb.value != fa.value => d.push(format!(
                "encoding prefix {:b} instead of {:b}",
                fb.value.unwrap_or(0),
                fa.value.unwrap_or(0)
            )),
            None if fa.name != "(unused)" => d.push(format!("no {} field", fa.name)),
            _ => {}
        }
    }
    let classes = |o: &On| o.operands.iter().map(|x| x.class).collect::<Vec<_>>();
    if classes(reference) != classes(other) {
        let agpr = |o: &On| o.operands.iter().any(|x| x.class.contains("AGPR"));
        d.push(if agpr(other) && !agpr(reference) {
            "operands may be AGPRs".to_string()
        } else if agpr(reference) && !agpr(other) {
            "operands are VGPRs only".to_string()
        } else {
            // neither side is about AGPRs (VOP3P literals, SGPRs): name the change
            let changed: Vec<String> = reference
                .operands
                .iter()
                .zip(&other.operands)
                .filter(|(a, b)| a.class != b.class)
                .map(|(_, b)| format!("{} takes {}", b.field, b.class))
                .collect();
            changed.join("; ")
        });
    }
    let widths = |o: &On| {
        o.operands
            .iter()
            .map(|x| (x.field, x.width_dwords))
            .collect::<Vec<_>>()
    };
    if widths(reference) != widths(other) {
        d.push("different operands".to_string());
    }
    d
}

/// `63:56`, or `16` for one bit.
pub fn bits(hi: u32, lo: u32) -> String {
    if hi == lo {
        hi.to_string()
    } else {
        format!("{hi}:{lo}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn span_collapses_runs() {
        assert_eq!(span(&["gfx1100", "gfx1101", "gfx1102"]), "gfx1100–gfx1102");
        assert_eq!(span(&["gfx950", "gfx1200"]), "gfx950, gfx1200");
    }

    #[test]
    fn data_formats() {
        assert_eq!(data_format("ds_max_rtn_f32"), "f32");
        assert_eq!(data_format("ds_read_u8_d16_hi"), "u8");
        assert_eq!(data_format("ds_pk_add_rtn_bf16"), "2 x bf16");
        assert_eq!(data_format("ds_write_b128"), "b128");
    }

    #[test]
    fn suggestions_rank_prefixes_first() {
        let s = suggestions("ds_max_rtn_f3", 3);
        assert_eq!(s[0], "ds_max_rtn_f32");
        assert!(suggestions("zzzzzzzzzz", 3).is_empty());
    }
}
