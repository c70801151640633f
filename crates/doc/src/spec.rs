//! AMD's machine-readable ISA specification (`amdgpu_isa_<arch>.xml`, schema
//! 1.1.x, published on GPUOpen): a loader for the parts the reference uses, and
//! the comparison of our tables with it (`amdgpu-isa spec-check`).
//!
//! The element structure follows AMD's schema documentation
//! (isa_spec_manager `documentation/spec_documentation.md`):
//! `Spec/Document/SchemaVersion`, `Spec/ISA/Architecture/ArchitectureName`,
//! `ISA/Encodings/Encoding{EncodingName, BitCount, EncodingIdentifierMask,
//! EncodingIdentifiers/EncodingIdentifier[@Radix], MicrocodeFormat/BitMap/
//! Field{FieldName, BitLayout/Range{BitCount, BitOffset}}}` and
//! `ISA/Instructions/Instruction{InstructionName, Description,
//! InstructionEncodings/InstructionEncoding{EncodingName, Opcode,
//! Operands/Operand[@Input, @Output, @IsImplicit]{FieldName, DataFormatName,
//! OperandType, OperandSize}}}`. Elements we do not read are ignored, so
//! later 1.x drops load as long as these keep their meaning.

use crate::{page, Page, Scope};
use amdgpu_isa::{Arch, Target};
use roxmltree::{Document, Node};
use serde::Serialize;
use std::collections::{BTreeMap, BTreeSet};
use std::fmt;
use std::path::{Path, PathBuf};

/// A problem with a spec file, located as `file:line:col`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SpecError {
    pub file: PathBuf,
    pub line: u32,
    pub col: u32,
    pub msg: String,
}

impl fmt::Display for SpecError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}:{}:{}: error: {}",
            self.file.display(),
            self.line,
            self.col,
            self.msg
        )
    }
}

impl std::error::Error for SpecError {}

/// One bit range of a field: `count` bits from bit `offset` up.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct BitRange {
    pub offset: u32,
    pub count: u32,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SpecField {
    pub name: String,
    /// Usually one range; split fields have several.
    pub ranges: Vec<BitRange>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SpecEncoding {
    pub name: String,
    pub bit_count: u32,
    /// Identifiers with their mask (the encoding's fixed bits).
    pub identifiers: Vec<u64>,
    pub identifier_mask: Option<u64>,
    pub fields: Vec<SpecField>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SpecOperand {
    /// Encoding field, e.g. `VDST` (empty for implicit operands).
    pub field: String,
    /// e.g. `FMT_NUM_F32`.
    pub data_format: String,
    /// e.g. `OPR_VGPR_OR_ACCVGPR`.
    pub operand_type: String,
    /// Bits.
    pub size: u32,
    pub input: bool,
    pub output: bool,
    pub implicit: bool,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SpecInstEncoding {
    pub encoding: String,
    pub opcode: u32,
    pub operands: Vec<SpecOperand>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SpecInstruction {
    /// As AMD spells it (upper case).
    pub name: String,
    pub aliases: Vec<String>,
    /// AMD's description, markup removed, one paragraph per line.
    pub description: String,
    pub encodings: Vec<SpecInstEncoding>,
}

/// One `amdgpu_isa_<arch>.xml` file.
#[derive(Clone, Debug)]
pub struct ArchSpec {
    pub file: PathBuf,
    /// `<arch>` of the file name, e.g. `cdna4`.
    pub file_arch: String,
    /// The architecture it describes, when we know the name.
    pub arch: Option<Arch>,
    pub architecture_name: String,
    pub schema_version: String,
    pub encodings: Vec<SpecEncoding>,
    pub instructions: Vec<SpecInstruction>,
    /// Lower-case names and aliases → index in `instructions`.
    by_name: BTreeMap<String, usize>,
}

/// The spec files of one folder.
#[derive(Clone, Debug, Default)]
pub struct SpecSet {
    pub specs: Vec<ArchSpec>,
}

/// Our architecture for the `<arch>` part of a file name. AMD renamed the
/// older `mi100`/`mi200`/`mi300` files to `cdna1`-`cdna3` in 2025.
pub fn arch_of_file_name(arch: &str) -> Option<Arch> {
    Some(match arch {
        "cdna1" | "mi100" => Arch::Cdna1,
        "cdna2" | "mi200" => Arch::Cdna2,
        "cdna3" | "mi300" => Arch::Cdna3,
        "cdna4" => Arch::Cdna4,
        "rdna1" => Arch::Rdna1,
        "rdna2" => Arch::Rdna2,
        "rdna3" => Arch::Rdna3,
        "rdna3_5" => Arch::Rdna35,
        "rdna4" => Arch::Rdna4,
        _ => return None,
    })
}

impl SpecSet {
    /// Loads every `amdgpu_isa_*.xml` in `dir`. Fails on an unreadable folder,
    /// a folder without such files, or any malformed file.
    pub fn load_dir(dir: &Path) -> Result<SpecSet, SpecError> {
        let at = |msg: String| SpecError {
            file: dir.to_path_buf(),
            line: 0,
            col: 0,
            msg,
        };
        let entries = std::fs::read_dir(dir).map_err(|e| at(format!("cannot read folder: {e}")))?;
        let mut files: Vec<PathBuf> = Vec::new();
        for e in entries {
            let p = e
                .map_err(|e| at(format!("cannot read folder: {e}")))?
                .path();
            let name = p.file_name().and_then(|n| n.to_str()).unwrap_or("");
            if name.starts_with("amdgpu_isa_") && name.ends_with(".xml") {
                files.push(p);
            }
        }
        files.sort();
        if files.is_empty() {
            return Err(at(
                "no amdgpu_isa_<arch>.xml files here (AMD's machine-readable ISA, from GPUOpen)"
                    .into(),
            ));
        }
        let specs = files
            .iter()
            .map(|f| ArchSpec::load(f))
            .collect::<Result<_, _>>()?;
        Ok(SpecSet { specs })
    }

    /// The spec of `t`'s architecture.
    pub fn for_target(&self, t: Target) -> Option<&ArchSpec> {
        self.specs.iter().find(|s| s.arch == Some(t.arch()))
    }
}

impl ArchSpec {
    pub fn load(path: &Path) -> Result<ArchSpec, SpecError> {
        let bytes = std::fs::read(path).map_err(|e| SpecError {
            file: path.to_path_buf(),
            line: 0,
            col: 0,
            msg: format!("cannot read: {e}"),
        })?;
        let text = String::from_utf8(bytes).map_err(|e| {
            let (line, col) = line_col(&e.as_bytes()[..e.utf8_error().valid_up_to()]);
            SpecError {
                file: path.to_path_buf(),
                line,
                col,
                msg: "not UTF-8 text".into(),
            }
        })?;
        ArchSpec::parse(&text, path)
    }

    /// Parses the text of a spec file; `path` names it in errors and gives the
    /// architecture (`amdgpu_isa_<arch>.xml`).
    pub fn parse(text: &str, path: &Path) -> Result<ArchSpec, SpecError> {
        let file = path.to_path_buf();
        let doc = Document::parse(text).map_err(|e| {
            let pos = e.pos();
            let msg = e.to_string();
            let suffix = format!(" at {pos}");
            SpecError {
                file: file.clone(),
                line: pos.row,
                col: pos.col,
                msg: format!(
                    "malformed XML: {}",
                    msg.strip_suffix(&suffix).unwrap_or(&msg)
                ),
            }
        })?;
        let r = Reader {
            doc: &doc,
            file: &file,
        };
        let root = doc.root_element();
        if root.tag_name().name() != "Spec" {
            return Err(r.err(root, "the root element is not <Spec>".into()));
        }
        let schema_version = match child(root, "Document").and_then(|d| child(d, "SchemaVersion")) {
            Some(v) => text_of(v),
            None => String::new(),
        };
        if !schema_version.is_empty() && !schema_version.starts_with("1.") {
            let at = child(root, "Document").unwrap_or(root);
            return Err(r.err(
                at,
                format!("schema version {schema_version} is not supported (1.x is)"),
            ));
        }
        let isa = r.need(root, "ISA")?;
        let architecture_name = child(isa, "Architecture")
            .and_then(|a| child(a, "ArchitectureName"))
            .map(text_of)
            .unwrap_or_default();
        let mut encodings = Vec::new();
        for e in r
            .need(isa, "Encodings")?
            .children()
            .filter(|n| is(n, "Encoding"))
        {
            encodings.push(r.encoding(e)?);
        }
        let mut instructions = Vec::new();
        for i in r
            .need(isa, "Instructions")?
            .children()
            .filter(|n| is(n, "Instruction"))
        {
            instructions.push(r.instruction(i)?);
        }
        let mut by_name = BTreeMap::new();
        for (k, i) in instructions.iter().enumerate() {
            by_name.entry(i.name.to_ascii_lowercase()).or_insert(k);
        }
        for (k, i) in instructions.iter().enumerate() {
            for a in &i.aliases {
                by_name.entry(a.to_ascii_lowercase()).or_insert(k);
            }
        }
        let stem = path
            .file_stem()
            .and_then(|s| s.to_str())
            .unwrap_or("")
            .to_string();
        let file_arch = stem
            .strip_prefix("amdgpu_isa_")
            .unwrap_or(&stem)
            .to_string();
        Ok(ArchSpec {
            arch: arch_of_file_name(&file_arch),
            file,
            file_arch,
            architecture_name,
            schema_version,
            encodings,
            instructions,
            by_name,
        })
    }

    /// The instruction named `name` (any case; AMD's aliases count).
    pub fn instruction(&self, name: &str) -> Option<&SpecInstruction> {
        self.by_name
            .get(&name.to_ascii_lowercase())
            .and_then(|&i| self.instructions.get(i))
    }

    /// The encoding for our format name (`DS` matches `ENC_DS` or `DS`).
    pub fn encoding(&self, format: &str) -> Option<&SpecEncoding> {
        self.encodings
            .iter()
            .find(|e| same_encoding(&e.name, format))
    }

    /// A short name for reports: `cdna4 (amdgpu_isa_cdna4.xml)`.
    pub fn label(&self) -> String {
        let f = self
            .file
            .file_name()
            .map(|f| f.to_string_lossy().into_owned())
            .unwrap_or_default();
        format!("{} ({f})", self.file_arch)
    }
}

/// Whether AMD's encoding name `spec` is our format `ours`.
fn same_encoding(spec: &str, ours: &str) -> bool {
    let s = spec.strip_prefix("ENC_").unwrap_or(spec);
    s.eq_ignore_ascii_case(ours)
}

impl SpecInstruction {
    pub fn encoding(&self, format: &str) -> Option<&SpecInstEncoding> {
        self.encodings
            .iter()
            .find(|e| same_encoding(&e.encoding, format))
    }
}

fn is(n: &Node, tag: &str) -> bool {
    n.is_element() && n.tag_name().name() == tag
}

fn child<'a, 'i>(n: Node<'a, 'i>, tag: &str) -> Option<Node<'a, 'i>> {
    n.children().find(|c| is(c, tag))
}

/// The text of an element and its descendants, markup removed: one line per
/// paragraph (`<p>`, `<br/>`, escaped or as elements), whitespace collapsed.
fn text_of(n: Node) -> String {
    let mut raw = String::new();
    for d in n.descendants() {
        if d.is_text() {
            raw.push_str(d.text().unwrap_or(""));
        } else if d.is_element() && matches!(d.tag_name().name(), "p" | "br" | "li") {
            raw.push('\n');
        }
    }
    // Escaped markup inside the text: drop short tags, break at paragraphs.
    let mut out = String::with_capacity(raw.len());
    let mut rest = raw.as_str();
    while let Some(i) = rest.find('<') {
        out.push_str(&rest[..i]);
        let tail = &rest[i..];
        match tail.find('>') {
            Some(j)
                if j < 24
                    && tail[1..j]
                        .chars()
                        .all(|c| c.is_ascii_alphanumeric() || c == '/' || c == ' ') =>
            {
                let tag = tail[1..j].trim_matches(|c| c == '/' || c == ' ');
                if matches!(tag, "p" | "br" | "li") {
                    out.push('\n');
                }
                rest = &tail[j + 1..];
            }
            _ => {
                out.push('<');
                rest = &tail[1..];
            }
        }
    }
    out.push_str(rest);
    out.lines()
        .map(|l| l.split_whitespace().collect::<Vec<_>>().join(" "))
        .filter(|l| !l.is_empty())
        .collect::<Vec<_>>()
        .join("\n")
}

fn line_col(prefix: &[u8]) -> (u32, u32) {
    let line = prefix.iter().filter(|&&b| b == b'\n').count() + 1;
    let col = prefix.len()
        - prefix
            .iter()
            .rposition(|&b| b == b'\n')
            .map_or(0, |p| p + 1)
        + 1;
    (line as u32, col as u32)
}

/// Reads elements with positions for errors.
struct Reader<'a, 'i> {
    doc: &'a Document<'i>,
    file: &'a Path,
}

impl<'a, 'i> Reader<'a, 'i> {
    fn err(&self, n: Node, msg: String) -> SpecError {
        let pos = self.doc.text_pos_at(n.range().start);
        SpecError {
            file: self.file.to_path_buf(),
            line: pos.row,
            col: pos.col,
            msg,
        }
    }

    fn need(&self, n: Node<'a, 'i>, tag: &str) -> Result<Node<'a, 'i>, SpecError> {
        child(n, tag)
            .ok_or_else(|| self.err(n, format!("<{}> has no <{tag}>", n.tag_name().name())))
    }

    fn text(&self, n: Node<'a, 'i>, tag: &str) -> Result<String, SpecError> {
        let t = text_of(self.need(n, tag)?);
        if t.is_empty() {
            return Err(self.err(n, format!("<{tag}> is empty")));
        }
        Ok(t)
    }

    /// A number in an element; the `Radix` attribute (2, 10 or 16) gives the base.
    fn number(&self, n: Node<'a, 'i>) -> Result<u64, SpecError> {
        let radix = match n.attribute("Radix") {
            None => 10,
            Some(r) => r
                .trim()
                .parse::<u32>()
                .ok()
                .filter(|r| matches!(r, 2 | 8 | 10 | 16))
                .ok_or_else(|| self.err(n, format!("bad Radix \"{r}\"")))?,
        };
        let t = text_of(n);
        let digits = if radix == 16 {
            t.trim_start_matches("0x").trim_start_matches("0X")
        } else {
            t.as_str()
        };
        u64::from_str_radix(&digits.replace('_', ""), radix).map_err(|_| {
            self.err(
                n,
                format!(
                    "<{}> \"{t}\" is not a base-{radix} number",
                    n.tag_name().name()
                ),
            )
        })
    }

    fn number_in(&self, n: Node<'a, 'i>, tag: &str) -> Result<u64, SpecError> {
        self.number(self.need(n, tag)?)
    }

    fn small(&self, n: Node<'a, 'i>, tag: &str) -> Result<u32, SpecError> {
        let v = self.number_in(n, tag)?;
        u32::try_from(v).map_err(|_| self.err(n, format!("<{tag}> {v} is too large")))
    }

    fn flag(&self, n: Node<'a, 'i>, attr: &str) -> Result<bool, SpecError> {
        match n.attribute(attr).map(str::trim) {
            None => Ok(false),
            Some(v) if v.eq_ignore_ascii_case("true") => Ok(true),
            Some(v) if v.eq_ignore_ascii_case("false") => Ok(false),
            Some(v) => Err(self.err(n, format!("attribute {attr}=\"{v}\" is not true/false"))),
        }
    }

    fn encoding(&self, e: Node<'a, 'i>) -> Result<SpecEncoding, SpecError> {
        let name = self.text(e, "EncodingName")?;
        let bit_count = self.small(e, "BitCount")?;
        let identifier_mask = match child(e, "EncodingIdentifierMask") {
            Some(m) => Some(self.number(m)?),
            None => None,
        };
        let mut identifiers = Vec::new();
        if let Some(ids) = child(e, "EncodingIdentifiers") {
            for id in ids.children().filter(|n| is(n, "EncodingIdentifier")) {
                identifiers.push(self.number(id)?);
            }
        }
        let bitmap = self.need(self.need(e, "MicrocodeFormat")?, "BitMap")?;
        let mut fields = Vec::new();
        for f in bitmap.children().filter(|n| is(n, "Field")) {
            let fname = self.text(f, "FieldName")?;
            let layout = self.need(f, "BitLayout")?;
            let mut ranges = Vec::new();
            for r in layout.children().filter(|n| is(n, "Range")) {
                let count = self.small(r, "BitCount")?;
                let offset = self.small(r, "BitOffset")?;
                if count == 0 || offset + count > bit_count.max(64) {
                    return Err(self.err(
                        r,
                        format!(
                            "field {fname}: {count} bits at {offset} do not fit {bit_count} bits"
                        ),
                    ));
                }
                ranges.push(BitRange { offset, count });
            }
            if ranges.is_empty() {
                return Err(self.err(layout, format!("field {fname} has no <Range>")));
            }
            fields.push(SpecField {
                name: fname,
                ranges,
            });
        }
        Ok(SpecEncoding {
            name,
            bit_count,
            identifiers,
            identifier_mask,
            fields,
        })
    }

    fn instruction(&self, i: Node<'a, 'i>) -> Result<SpecInstruction, SpecError> {
        let name = self.text(i, "InstructionName")?;
        let description = child(i, "Description").map(text_of).unwrap_or_default();
        let aliases = child(i, "AliasedInstructionNames")
            .map(|a| {
                a.children()
                    .filter(|n| n.is_element())
                    .map(text_of)
                    .filter(|s| !s.is_empty())
                    .collect()
            })
            .unwrap_or_default();
        let mut encodings = Vec::new();
        for e in self
            .need(i, "InstructionEncodings")?
            .children()
            .filter(|n| is(n, "InstructionEncoding"))
        {
            let encoding = self.text(e, "EncodingName")?;
            let opcode = self.small(e, "Opcode")?;
            let mut operands = Vec::new();
            if let Some(ops) = child(e, "Operands") {
                for o in ops.children().filter(|n| is(n, "Operand")) {
                    operands.push(SpecOperand {
                        field: child(o, "FieldName").map(text_of).unwrap_or_default(),
                        data_format: child(o, "DataFormatName").map(text_of).unwrap_or_default(),
                        operand_type: child(o, "OperandType").map(text_of).unwrap_or_default(),
                        size: match child(o, "OperandSize") {
                            Some(s) => u32::try_from(self.number(s)?)
                                .map_err(|_| self.err(s, "<OperandSize> is too large".into()))?,
                            None => 0,
                        },
                        input: self.flag(o, "Input")?,
                        output: self.flag(o, "Output")?,
                        implicit: self.flag(o, "IsImplicit")?,
                    });
                }
            }
            encodings.push(SpecInstEncoding {
                encoding,
                opcode,
                operands,
            });
        }
        Ok(SpecInstruction {
            name,
            aliases,
            description,
            encodings,
        })
    }
}

/// AMD's facts about one instruction on one architecture, for a page.
#[derive(Clone, Debug, Serialize)]
pub struct AmdSpecEntry {
    /// Targets of the page's scope this entry covers.
    pub targets: Vec<String>,
    /// `cdna4`, from the file name.
    pub arch: String,
    /// AMD's `ArchitectureName`.
    pub architecture_name: String,
    /// AMD's spelling of the name.
    pub name: String,
    pub description: String,
    /// The encodings AMD lists: name, opcode and operands.
    pub encodings: Vec<SpecInstEncoding>,
}

/// The spec instruction for our instruction `names` (its spellings on the target).
pub fn find<'s>(spec: &'s ArchSpec, names: &[&str]) -> Option<&'s SpecInstruction> {
    names.iter().find_map(|n| spec.instruction(n))
}

/// One difference between our tables and the spec (reports list them in
/// this order: mismatches first, then what one side lacks).
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize)]
pub enum Difference {
    Opcode {
        name: String,
        encoding: String,
        ours: u32,
        spec: u32,
    },
    /// A field of an encoding: where we put it and where the spec does
    /// (`None`: that side has no such field).
    Field {
        encoding: String,
        field: String,
        ours: Option<String>,
        spec: Option<String>,
    },
    /// The encoding's fixed bits (its identifier without the opcode).
    EncodingBits {
        encoding: String,
        ours: u64,
        spec: u64,
    },
    /// An operand's width in bits.
    OperandSize {
        name: String,
        field: String,
        ours: u32,
        spec: u32,
    },
    /// The spec has the instruction but not in this encoding.
    NoSuchEncoding { name: String, encoding: String },
    /// An encoding we use that the spec does not define.
    UnknownEncoding { encoding: String },
    /// In our tables on the target, not in the spec.
    MissingFromSpec { name: String },
    /// In the spec (in an encoding we cover completely), not in our tables.
    MissingFromTables { name: String, encoding: String },
}

impl Difference {
    /// The category printed first on a report line.
    pub fn category(&self) -> &'static str {
        match self {
            Difference::MissingFromSpec { .. } | Difference::MissingFromTables { .. } => {
                "missing instruction"
            }
            Difference::NoSuchEncoding { .. } | Difference::UnknownEncoding { .. } => {
                "missing encoding"
            }
            Difference::Opcode { .. } => "opcode mismatch",
            Difference::Field { .. } | Difference::EncodingBits { .. } => "field layout mismatch",
            Difference::OperandSize { .. } => "operand mismatch",
        }
    }
}

impl fmt::Display for Difference {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: ", self.category())?;
        match self {
            Difference::MissingFromSpec { name } => {
                write!(f, "{name} is in our tables but not in the spec")
            }
            Difference::MissingFromTables { name, encoding } => write!(
                f,
                "{name} ({encoding}) is in the spec but not in our tables"
            ),
            Difference::NoSuchEncoding { name, encoding } => {
                write!(f, "{name}: the spec has no {encoding} encoding of it")
            }
            Difference::Opcode {
                name,
                encoding,
                ours,
                spec,
            } => write!(f, "{name} in {encoding}: ours {ours}, spec {spec}"),
            Difference::Field {
                encoding,
                field,
                ours,
                spec,
            } => write!(
                f,
                "{encoding} field {field}: ours {}, spec {}",
                ours.as_deref().unwrap_or("absent"),
                spec.as_deref().unwrap_or("absent")
            ),
            Difference::EncodingBits {
                encoding,
                ours,
                spec,
            } => write!(f, "{encoding} fixed bits: ours 0x{ours:X}, spec 0x{spec:X}"),
            Difference::OperandSize {
                name,
                field,
                ours,
                spec,
            } => write!(f, "{name} operand {field}: ours {ours} bits, spec {spec}"),
            Difference::UnknownEncoding { encoding } => {
                write!(
                    f,
                    "{encoding} is used by our tables but not defined in the spec"
                )
            }
        }
    }
}

/// `hi:lo` of a spec field (several ranges joined with `,`).
fn spec_bits(f: &SpecField) -> String {
    f.ranges
        .iter()
        .rev()
        .map(|r| crate::bits(r.offset + r.count - 1, r.offset))
        .collect::<Vec<_>>()
        .join(",")
}

/// Every difference between our tables on `t` and `spec`. With `only`, just
/// those instructions (any spelling) and the encodings they use.
pub fn check(spec: &ArchSpec, t: Target, only: Option<&[String]>) -> Vec<Difference> {
    let mut out: BTreeSet<Difference> = BTreeSet::new();
    let mut used: BTreeMap<&'static str, Page> = BTreeMap::new();
    let ours: Vec<&'static str> = match only {
        Some(names) => crate::all_names()
            .into_iter()
            .filter(|n| names.iter().any(|m| m.eq_ignore_ascii_case(n)))
            .collect(),
        None => crate::all_names(),
    };
    let mut covered: BTreeSet<String> = BTreeSet::new();
    for name in ours {
        // One page per canonical instruction on `t`.
        let Ok(p) = page(name, Scope::Target(t)) else {
            continue;
        };
        let Some(v) = p.variants.first() else {
            continue;
        };
        if v.name != name {
            continue;
        }
        let spellings: Vec<&str> = p
            .spellings
            .iter()
            .filter(|s| {
                s.canonical_on
                    .iter()
                    .chain(&s.alias_on)
                    .any(|x| x == t.name())
            })
            .map(|s| s.name)
            .collect();
        for s in &spellings {
            covered.insert(s.to_ascii_lowercase());
        }
        let Some(si) = find(spec, &spellings) else {
            out.insert(Difference::MissingFromSpec {
                name: name.to_string(),
            });
            continue;
        };
        covered.insert(si.name.to_ascii_lowercase());
        let e = &v.encoding;
        let mut forms: Vec<(String, u32)> = vec![(e.format.to_string(), e.opcode)];
        // The VOP3 twin of a VOP1/VOP2/VOPC instruction.
        for n in &e.notes {
            if let Some(op) = n
                .strip_prefix("also encodable as VOP3 (")
                .and_then(|r| r.split_once("opcode "))
                .and_then(|(_, r)| r.split_whitespace().next())
                .and_then(|d| d.parse::<u32>().ok())
            {
                forms.push(("VOP3".to_string(), op));
            }
        }
        for (format, opcode) in forms {
            match si.encoding(&format) {
                None => {
                    out.insert(Difference::NoSuchEncoding {
                        name: name.to_string(),
                        encoding: format.clone(),
                    });
                }
                Some(se) => {
                    if se.opcode != opcode {
                        out.insert(Difference::Opcode {
                            name: name.to_string(),
                            encoding: se.encoding.clone(),
                            ours: opcode,
                            spec: se.opcode,
                        });
                    }
                    if format == e.format {
                        for o in &v.operands {
                            let Some(so) = se
                                .operands
                                .iter()
                                .find(|so| so.field.eq_ignore_ascii_case(o.field))
                            else {
                                continue;
                            };
                            let bits = o.width_dwords * 32;
                            if so.size != 0 && so.size != bits {
                                out.insert(Difference::OperandSize {
                                    name: name.to_string(),
                                    field: o.field.to_string(),
                                    ours: bits,
                                    spec: so.size,
                                });
                            }
                        }
                    }
                }
            }
        }
        used.entry(e.format).or_insert(p);
    }
    // Field layouts, once per encoding we use (VOP3 twins have no layout of
    // their own in our pages, so only the primary formats are compared).
    for (format, p) in &used {
        let Some(se) = spec.encoding(format) else {
            out.insert(Difference::UnknownEncoding {
                encoding: format.to_string(),
            });
            continue;
        };
        let enc = &p.variants[0].encoding;
        for f in enc.fields.iter().filter(|f| !f.name.starts_with('(')) {
            let sf = se
                .fields
                .iter()
                .find(|s| s.name.eq_ignore_ascii_case(f.name));
            let ours = crate::bits(f.hi, f.lo);
            let theirs = sf.map(spec_bits);
            if theirs.as_deref() != Some(ours.as_str()) {
                out.insert(Difference::Field {
                    encoding: se.name.clone(),
                    field: f.name.to_string(),
                    ours: Some(ours),
                    spec: theirs,
                });
            }
            if let (Some(sf), "ENCODING", Some(v)) = (sf, f.name, f.value) {
                let mask = sf
                    .ranges
                    .iter()
                    .map(|r| ((1u64 << r.count) - 1) << r.offset)
                    .fold(0, |a, b| a | b);
                if let Some(&id) = se.identifiers.first() {
                    let ours = v << f.lo;
                    let spec_fixed = id & mask;
                    if ours & mask != spec_fixed {
                        out.insert(Difference::EncodingBits {
                            encoding: se.name.clone(),
                            ours,
                            spec: spec_fixed,
                        });
                    }
                }
            }
        }
        for sf in &se.fields {
            if !enc
                .fields
                .iter()
                .any(|f| f.name.eq_ignore_ascii_case(&sf.name))
            {
                out.insert(Difference::Field {
                    encoding: se.name.clone(),
                    field: sf.name.clone(),
                    ours: None,
                    spec: Some(spec_bits(sf)),
                });
            }
        }
    }
    // Spec instructions we lack, in the encodings we cover completely (DS).
    if only.is_none() {
        for si in &spec.instructions {
            let Some(se) = si.encoding("DS") else {
                continue;
            };
            let known = std::iter::once(&si.name)
                .chain(&si.aliases)
                .any(|n| covered.contains(&n.to_ascii_lowercase()));
            if !known {
                out.insert(Difference::MissingFromTables {
                    name: si.name.to_ascii_lowercase(),
                    encoding: se.encoding.clone(),
                });
            }
        }
    }
    out.into_iter().collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn markup_is_removed() {
        let doc = Document::parse(
            "<Description>Max of <b>two</b> values.<br/>Returns &lt;p&gt;pre-op&lt;/p&gt; value.</Description>",
        )
        .unwrap();
        assert_eq!(
            text_of(doc.root_element()),
            "Max of two values.\nReturns\npre-op\nvalue."
        );
    }

    #[test]
    fn errors_have_positions() {
        let e = ArchSpec::parse("<Spec>\n  <ISA>\n  </Spec>", Path::new("x.xml")).unwrap_err();
        assert_eq!((e.line, e.col), (3, 3), "{e}");
        assert!(
            e.to_string().starts_with("x.xml:3:3: error: malformed XML"),
            "{e}"
        );
        let e = ArchSpec::parse("<Spec>\n <ISA/>\n</Spec>", Path::new("x.xml")).unwrap_err();
        assert_eq!(e.to_string(), "x.xml:2:2: error: <ISA> has no <Encodings>");
    }

    #[test]
    fn file_names_map_to_architectures() {
        assert_eq!(arch_of_file_name("rdna3_5"), Some(Arch::Rdna35));
        assert_eq!(arch_of_file_name("mi300"), Some(Arch::Cdna3));
        assert_eq!(arch_of_file_name("cdna5"), None);
    }
}
