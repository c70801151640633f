//! `amdgpu_asm`: assembles AMDGPU source text — instructions, labels,
//! expressions, directives, `.amdhsa_kernel` blocks and `.amdgpu_metadata`
//! — into a relocatable code object, as `llvm-mc-22 -filetype=obj` does.
//!
//! Every instruction's size is known when it is read (the codec encodes
//! it at once), so each label's place is known at its line; expressions
//! naming symbols defined further down are kept as trees and evaluated
//! once the whole source has been read ([`finish`]), where they become
//! patched bytes or relocations.
//!
//! ```
//! let t = amdgpu_isa::Target::from_name("gfx1100").unwrap();
//! let a = amdgpu_asm::assemble("loop:\n s_add_u32 s0, s0, 1\n s_cbranch_scc0 loop\n", t).unwrap();
//! assert_eq!(a.section(".text").unwrap().data.len(), 8);
//! ```

mod directive;
pub mod expr;
mod finish;
mod kernel;
mod macros;
mod pieces;
pub mod placement;
mod prefault;
mod relax;
pub mod section;
pub mod symbol;
pub mod text;
mod variants;

pub use finish::Assembly;

use amdgpu_isa::syntax::{clean_lines, column, parse_inst_in, Role, Scope, DEFERRED_LITERAL};
use amdgpu_isa::{AsmError, SourceError, Target};
use expr::{Env, Expr, Value};
use section::{FixKind, Fixup, Section};
use std::borrow::Cow;
use symbol::{Def, Symbols};

/// A place in the source (1-based line and column).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Loc {
    pub line: usize,
    pub col: usize,
}

impl Loc {
    pub fn error(self, msg: impl Into<String>) -> SourceError {
        SourceError {
            line: self.line,
            col: self.col,
            msg: msg.into(),
        }
    }
}

/// The byte length of `raw` without trailing blanks.
fn text_end(raw: &str) -> usize {
    raw.trim_end().len()
}

/// Assembles `src` for `target` (its wave size included).
pub fn assemble(src: &str, target: Target) -> Result<Assembly, SourceError> {
    run(src.as_bytes(), target, threads(), pieces::PIECE, true).map_err(InputError::into_source)
}

/// [`assemble`] for the object alone: [`Assembly::lines`] is left empty
/// (24 bytes per instruction that nothing writing the object reads).
pub fn assemble_object(src: &str, target: Target) -> Result<Assembly, SourceError> {
    run(src.as_bytes(), target, threads(), pieces::PIECE, false).map_err(InputError::into_source)
}

/// [`assemble_object`] on bytes not yet known to be UTF-8 text: each piece
/// is checked by the thread that reads it ahead, rather than the whole
/// source by one thread before anything else starts.
pub fn assemble_object_bytes(src: &[u8], target: Target) -> Result<Assembly, InputError> {
    run(src, target, threads(), pieces::PIECE, false)
}

/// Why a source given as bytes was not assembled.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum InputError {
    /// It is not UTF-8 text: `std::str::from_utf8`'s error on the whole
    /// (refused before anything is assembled).
    NotUtf8(std::str::Utf8Error),
    /// The first error in the source.
    Source(SourceError),
}

impl From<SourceError> for InputError {
    fn from(e: SourceError) -> InputError {
        InputError::Source(e)
    }
}

impl std::fmt::Display for InputError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            InputError::NotUtf8(e) => write!(f, "input is not valid UTF-8 text ({e})"),
            InputError::Source(e) => e.fmt(f),
        }
    }
}

impl InputError {
    /// The error of a source given as text (which is UTF-8).
    fn into_source(self) -> SourceError {
        match self {
            InputError::Source(e) => e,
            InputError::NotUtf8(e) => {
                Loc { line: 1, col: 1 }.error(format!("{}", InputError::NotUtf8(e)))
            }
        }
    }
}

fn threads() -> usize {
    placement::cpus().min(8)
}

/// [`assemble`] on bytes, with the instruction lines that name no symbol
/// encoded ahead, in pieces of about `piece` bytes on up to `threads`
/// threads (the caller's among them); `piece` 0, one thread or a source of
/// one piece reads every line in the statement loop alone. The result is
/// the same either way.
pub fn assemble_with(
    src: &[u8],
    target: Target,
    threads: usize,
    piece: usize,
) -> Result<Assembly, InputError> {
    run(src, target, threads, piece, true)
}

/// How reading in pieces stopped early.
enum Stop {
    /// At a piece the loop reads on from by itself (where it starts).
    Unread(usize),
    Source(SourceError),
}

fn run(
    src: &[u8],
    target: Target,
    threads: usize,
    piece: usize,
    keep_lines: bool,
) -> Result<Assembly, InputError> {
    // text that is not UTF-8 is refused before anything is assembled: this
    // is the error whatever else stopped the reading
    let whole = || {
        // the quick check first; std's only to say where the text is not
        simdutf8::basic::from_utf8(src)
            .or_else(|_| std::str::from_utf8(src))
            .map_err(InputError::NotUtf8)
    };
    let mut a = Assembler::new(target);
    a.keep_lines = keep_lines;
    // one piece or one thread: nothing to share, the loop alone is quicker
    let grid = pieces::Grid::new(src.len(), piece);
    let count = if piece > 0 && threads > 1 {
        grid.count()
    } else {
        0
    };
    // where the loop reads on alone, and the number of that line
    let mut rest = (0, 1);
    if count > 1 {
        // room for the code and its lines as compiler output has them (a
        // line of 20 bytes or more, at most 8 bytes of code per 20 bytes of
        // source), so that the vectors are not copied as they grow; pages
        // never written cost nothing
        let lines = (src.len() / 20).min(1 << 22);
        if keep_lines {
            a.lines.reserve(lines);
        }
        a.sections[a.current].data.reserve(lines * 8);
        // and for its symbols (big.s: 5,000 in 7.8 MB, most of them `.set`)
        a.symbols.reserve(src.len() / 1024);
        // the line number each piece starts at
        let mut first = 1;
        // the metadata's conversion, the longest step after the loop, on
        // another thread meanwhile
        let ahead = std::sync::OnceLock::new();
        let side = || {
            if let Some(m) = pieces::metadata_yaml(src) {
                let blob = amdgpu_codeobj::metadata_yaml::yaml_to_msgpack(&m.yaml);
                let _ = ahead.set((m, blob));
            }
        };
        let read = pieces::each(target, keep_lines, src, grid, threads, side, |p| {
            let text = p.text.ok_or(Stop::Unread(p.start))?;
            let m = ahead.get().map(|(m, _)| m);
            a.piece(text, p.start, first, p, m).map_err(Stop::Source)?;
            first += p.newlines;
            Ok(())
        });
        match read {
            Ok(()) => rest = (src.len(), first),
            Err(Stop::Unread(start)) => rest = (start, first),
            Err(Stop::Source(e)) => {
                whole()?;
                return Err(e.into());
            }
        }
        a.metadata_ahead = ahead.into_inner().map(|(m, blob)| {
            // the text is compared with a block the loop collected itself
            // only (for one it took, it is not copied)
            let taken = matches!(&a.metadata, Some((_, None, ..)));
            (
                if taken {
                    String::new()
                } else {
                    m.yaml.into_owned()
                },
                blob,
            )
        });
    }
    let (mut from, mut first) = rest;
    // the rest starts inside a metadata block collected ahead: its lines
    // up to the end line are that block's YAML already
    if let Some(to) = a.skip_to.take().filter(|&to| to > from) {
        first += memchr::memchr_iter(b'\n', &src[from..to]).count();
        from = to;
    }
    if from < src.len() || count <= 1 {
        let text = whole()?.get(from..).unwrap_or_default();
        for line in clean_lines(text) {
            let (n, text, raw) = line.map_err(|e| SourceError {
                line: e.line + first - 1,
                ..e
            })?;
            a.line(n + first - 1, &text, raw)?;
        }
    }
    a.end_of_source()?;
    Ok(finish::finish(a)?)
}

/// An `.amdhsa_kernel` block as read: evaluated once every symbol is known.
#[derive(Clone, Debug)]
pub(crate) struct KernelBlock {
    pub name: String,
    pub loc: Loc,
    pub section: usize,
    pub offset: u64,
    /// The `.amdhsa_NAME VALUE` lines, in order.
    pub fields: Vec<Field>,
    /// The end of the `.end_amdhsa_kernel` line.
    pub end: Loc,
}

/// One `.amdhsa_NAME VALUE` line of a kernel block.
#[derive(Clone, Debug)]
pub(crate) struct Field {
    /// (one of kd_build's list not copied: compiler output writes some
    /// 40 a block)
    pub name: Cow<'static, str>,
    pub value: Expr,
    /// The line, and the columns of the name and the value (one line, two
    /// columns: the blocks of compiler output hold thousands of fields).
    line: usize,
    cols: (u32, u32),
    /// The value was a number at its line (else it names symbols defined
    /// further down: LLVM takes those unchecked).
    pub known: bool,
}

impl Field {
    pub fn new(
        name: Cow<'static, str>,
        value: Expr,
        name_at: Loc,
        value_at: Loc,
        known: bool,
    ) -> Field {
        // (a column past 32 bits, on a line of 4 GiB, is told as the last)
        let col = |l: Loc| u32::try_from(l.col).unwrap_or(u32::MAX);
        Field {
            name,
            value,
            line: name_at.line,
            cols: (col(name_at), col(value_at)),
            known,
        }
    }

    pub fn name_at(&self) -> Loc {
        Loc {
            line: self.line,
            col: self.cols.0 as usize,
        }
    }

    pub fn value_at(&self) -> Loc {
        Loc {
            line: self.line,
            col: self.cols.1 as usize,
        }
    }
}

/// An `.amdgpu_metadata` block's YAML converted to msgpack.
pub(crate) type MetadataBlob = Result<Vec<u8>, amdgpu_codeobj::metadata_yaml::MetadataError>;

/// What the lines being read belong to.
enum Block {
    None,
    Kernel(KernelBlock),
    /// (the text is none once the block collected ahead is taken: it is
    /// [`Assembler::metadata_ahead`]'s)
    Metadata {
        start: Loc,
        text: Option<String>,
    },
}

pub(crate) struct Assembler {
    pub target: Target,
    pub sections: Vec<Section>,
    pub current: usize,
    pub previous: usize,
    pub stack: Vec<(usize, usize)>,
    pub symbols: Symbols,
    pub kernels: Vec<KernelBlock>,
    /// `.amdgpu_metadata`: where it ends, its YAML (none: the YAML
    /// collected ahead), the `.note` section and the directive's line.
    pub metadata: Option<(Loc, Option<String>, usize, usize)>,
    pub comment: Option<usize>,
    pub addrsig: bool,
    pub addrsig_syms: Vec<String>,
    /// `.amdgcn_target` as written, and where.
    pub target_id: Option<(String, Loc)>,
    pub code_object_version: u32,
    block: Block,
    /// Each section's flags, kept while [`finish`] has the sections.
    pub section_flags: Vec<u64>,
    /// Where each instruction went: section, offset, source line (kept
    /// only if `keep_lines`).
    pub lines: Vec<(usize, u64, usize)>,
    keep_lines: bool,
    /// An `.amdgpu_metadata` block's YAML found and converted ahead of the
    /// loop, taken if the loop's YAML is the same.
    pub metadata_ahead: Option<(String, MetadataBlob)>,
    /// Where the end line of a metadata block collected ahead starts: the
    /// lines before it are not read (see [`Assembler::piece`]).
    skip_to: Option<usize>,
    /// The open kernel block's fields by name, indices into its `fields`
    /// (a repeated name is refused); one table for every block, emptied
    /// as a block opens.
    kernel_names: hashbrown::HashTable<usize>,
    /// The address up to which the current section's room is present (see
    /// prefault.rs).
    prefaulted: usize,
    /// A `.rept`/`.irp`/`.macro` body being read.
    recording: Option<macros::Recording>,
    macros: rustc_hash::FxHashMap<String, macros::Macro>,
    /// Instruction lines that named no symbol, and their encodings.
    seen: rustc_hash::FxHashMap<String, amdgpu_isa::Encoded>,
    /// Expansions running now, and how many ran so far (`\@`).
    nesting: usize,
    expansions: usize,
    /// In text mode, the printer the lines of an expansion are shown to.
    printer: Option<Box<text::Printer>>,
}

impl Assembler {
    fn new(target: Target) -> Assembler {
        let mut a = Assembler {
            target,
            sections: Vec::new(),
            current: 0,
            previous: 0,
            stack: Vec::new(),
            symbols: Symbols::default(),
            kernels: Vec::new(),
            metadata: None,
            comment: None,
            addrsig: false,
            addrsig_syms: Vec::new(),
            target_id: None,
            // LLVM 22's default (AMDGPU::getDefaultAMDHSACodeObjectVersion)
            code_object_version: 6,
            block: Block::None,
            section_flags: Vec::new(),
            lines: Vec::new(),
            keep_lines: true,
            metadata_ahead: None,
            skip_to: None,
            kernel_names: hashbrown::HashTable::new(),
            prefaulted: 0,
            recording: None,
            seen: Default::default(),
            macros: Default::default(),
            nesting: 0,
            expansions: 0,
            printer: None,
        };
        // llvm-mc starts in `.text`, code-aligned to 4 bytes
        // (MCELFStreamer::initSections)
        let mut text = Section::new(
            ".text",
            section::elf::SHT_PROGBITS,
            section::elf::SHF_ALLOC | section::elf::SHF_EXECINSTR,
            0,
        );
        text.align = 4;
        a.new_section(text);
        a
    }

    /// Adds a section; its symbol is registered now (MCObjectStreamer
    /// registers it when the section is first entered).
    pub(crate) fn new_section(&mut self, s: Section) -> usize {
        self.sections.push(s);
        let i = self.sections.len() - 1;
        self.symbols.order.push(symbol::Entry::Section(i));
        i
    }

    pub fn here(&self) -> (usize, u64) {
        (self.current, self.sections[self.current].offset())
    }

    pub fn section(&mut self) -> &mut Section {
        &mut self.sections[self.current]
    }

    /// Reads one piece read ahead (`text`, at `base` in the source, its
    /// first line numbered `first`); `ahead` is the metadata block found
    /// ahead, once the other thread has it.
    fn piece(
        &mut self,
        text: &str,
        base: usize,
        first: usize,
        p: &pieces::Piece,
        ahead: Option<&pieces::MetadataAhead>,
    ) -> Result<(), SourceError> {
        let mut inst = 0;
        let mut code = 0;
        for item in &p.items {
            let (start, end) = (item.start as usize, item.end as usize);
            let insts = inst..inst + item.insts as usize;
            inst = insts.end;
            let lens = p.lens.get(insts.clone()).unwrap_or_default();
            let bytes: usize = lens.iter().map(|&l| usize::from(l)).sum();
            let run = code..code + bytes;
            code = run.end;
            // the lines of a metadata block collected ahead, before its end
            if self.skip_to.is_some_and(|to| base + end < to) {
                continue;
            }
            // outside blocks, recordings and macros an encoded line is what
            // `instruction` makes of it
            if item.insts > 0 && self.plain() {
                if self.keep_lines {
                    let lines = p.lines.get(insts).unwrap_or_default();
                    let mut at = self.sections[self.current].offset();
                    self.lines.reserve(lines.len());
                    for (&l, &len) in lines.iter().zip(lens) {
                        self.lines.push((self.current, at, first + l as usize));
                        at += u64::from(len);
                    }
                }
                let sec = &mut self.sections[self.current];
                let code = p.code.get(run).unwrap_or_default();
                prefault::ahead(&mut sec.data, code.len(), &mut self.prefaulted);
                sec.data.extend_from_slice(code);
                continue;
            }
            let lines = text.get(start..end).unwrap_or_default().split('\n');
            let mut next = base + start;
            for (n, raw) in (first + item.line as usize..).zip(lines) {
                let at = next;
                next += raw.len() + 1;
                if let Some(to) = self.skip_to {
                    if at < to {
                        continue;
                    }
                    self.skip_to = None;
                }
                // a line that is only a comment does nothing outside blocks
                // (compiler output has thousands)
                if raw.trim_start_matches([' ', '\t']).starts_with(';') && self.plain() {
                    continue;
                }
                let opens = self.plain();
                self.line(n, &amdgpu_isa::syntax::clean_line(raw), raw)?;
                // this line opened the block the other thread collected:
                // its YAML is that thread's, its lines need no reading
                if let (true, Some(m), Block::Metadata { text, .. }) =
                    (opens, ahead, &mut self.block)
                {
                    if (at..next).contains(&m.at) {
                        // (not copied: 229 KB of fresh pages for big.s)
                        *text = None;
                        self.skip_to = Some(m.end);
                    }
                }
            }
        }
        Ok(())
    }

    /// Outside blocks, recordings and macros (and not printing text).
    fn plain(&self) -> bool {
        matches!(self.block, Block::None)
            && self.recording.is_none()
            && self.macros.is_empty()
            && self.printer.is_none()
    }

    fn line(&mut self, n: usize, text: &str, raw: &str) -> Result<(), SourceError> {
        let loc = |pos: usize| Loc {
            line: n,
            col: column(raw, pos),
        };
        let locate = |offset: usize| {
            move |e: AsmError| {
                let l = loc(offset + e.pos);
                l.error(e.msg)
            }
        };
        // lines of a block being recorded, replayed at its end
        if self.recording.is_some() {
            if let Some(rec) = macros::record(self, n, text) {
                macros::finish(self, rec)?;
            }
            return Ok(());
        }
        // lines of a block
        match &mut self.block {
            Block::Metadata { text: yaml, .. } => {
                if text.trim() == ".end_amdgpu_metadata" {
                    let Block::Metadata {
                        text,
                        start: opened,
                    } = std::mem::replace(&mut self.block, Block::None)
                    else {
                        return Ok(());
                    };
                    // the verifier's refusal is reported at the line's end
                    let start = loc(text_end(raw));
                    if self.metadata.is_some() {
                        return Err(start.error("only one .amdgpu_metadata directive is allowed"));
                    }
                    // the note section exists from here on (LLVM emits it at
                    // the directive), which fixes its place among sections
                    let note = self.new_section(Section::new(
                        ".note",
                        section::elf::SHT_NOTE,
                        section::elf::SHF_ALLOC,
                        0,
                    ));
                    self.metadata = Some((start, text, note, opened.line));
                    return Ok(());
                }
                if let Some(yaml) = yaml {
                    yaml.push_str(text.trim_end());
                    yaml.push('\n');
                }
                return Ok(());
            }
            Block::Kernel(_) => {
                return directive::kernel_line(self, text, &loc);
            }
            Block::None => {}
        }
        let mut c = amdgpu_isa::syntax::Cursor::new(text);
        loop {
            c.skip_ws();
            if c.at_end() {
                return Ok(());
            }
            let start = c.pos();
            let Some(word) = c.ident() else {
                return self.instruction(text, start, &loc);
            };
            let after = c.pos();
            // a label: `name:`
            if c.rest().starts_with(':') {
                c.bump(1);
                self.define_label(word, loc(start))?;
                continue;
            }
            // an assignment: `name = expr` (not `==`)
            c.skip_ws();
            if c.rest().starts_with('=') && !c.rest().starts_with("==") {
                c.bump(1);
                c.skip_ws();
                let vpos = c.pos();
                let e = Expr::parse(&mut c, self.here()).map_err(locate(0))?;
                self.end_of_statement(&mut c, &loc)?;
                return self.assign(word, e, loc(vpos));
            }
            if self.macros.contains_key(word) {
                return macros::invoke(self, word, &text[after..], loc(start));
            }
            if word.starts_with('.') {
                c.set_pos(after);
                return directive::directive(self, word, &mut c, loc(start), &loc);
            }
            return self.instruction(text, start, &loc);
        }
    }

    pub(crate) fn end_of_statement(
        &self,
        c: &mut amdgpu_isa::syntax::Cursor,
        loc: &dyn Fn(usize) -> Loc,
    ) -> Result<(), SourceError> {
        if !c.at_end() {
            return Err(loc(c.pos()).error("unexpected token"));
        }
        Ok(())
    }

    fn define_label(&mut self, name: &str, at: Loc) -> Result<(), SourceError> {
        let i = self.symbols.intern(name, true);
        let s = &mut self.symbols.list[i];
        if s.def != Def::Undefined {
            return Err(at.error(format!("symbol '{name}' is already defined")));
        }
        let (section, offset) = (self.current, self.sections[self.current].offset());
        s.def = Def::Label { section, offset };
        s.def_loc = Some(at);
        Ok(())
    }

    /// `name = e` / `.set name, e`; `at` is where the value starts.
    pub(crate) fn assign(&mut self, name: &str, e: Expr, at: Loc) -> Result<(), SourceError> {
        let i = self.symbols.intern(name, true);
        match self.symbols.list[i].def {
            Def::Label { .. } => return Err(at.error(format!("redefinition of '{name}'"))),
            // a redefinition is a new symbol of the name, registered now
            // (LLVM clones the symbol: `.set a,1 / .set b,2 / .set a,1`
            // lists b before a)
            Def::Set(_) => self.symbols.reregister(i),
            _ => {}
        }
        // the symbol registers before those its value names (observed
        // with llvm-mc-22)
        directive::register_names(self, &e);
        let s = &mut self.symbols.list[i];
        s.def = Def::Set(e);
        s.def_loc = Some(at);
        Ok(())
    }

    fn instruction(
        &mut self,
        text: &str,
        start: usize,
        loc: &dyn Fn(usize) -> Loc,
    ) -> Result<(), SourceError> {
        let body = &text[start..];
        let at = self.sections[self.current].offset();
        let line = loc(0).line;
        // a line seen before that named no symbol encodes the same again
        // (compiler output repeats many lines: waits, moves, delays)
        if let Some(code) = self.seen.get(body.trim_end()) {
            let sec = &mut self.sections[self.current];
            sec.data.extend_from_slice(code);
            self.note_line(at, line);
            return Ok(());
        }
        let scope = Tracking {
            a: self,
            asked: std::cell::Cell::new(false),
        };
        let (inst, deferred) = parse_inst_in(self.target, body, &scope)
            .map_err(|e| loc(start + e.pos).error(e.msg))?;
        let asked = scope.asked.get();
        let code = inst.encode();
        if deferred.is_empty() && !asked && self.seen.len() < SEEN_LIMIT {
            self.seen.insert(body.trim_end().to_string(), code);
        }
        // one entry per expression: a parse that backtracked may have read
        // one twice, the last reading is the one that counts
        let mut seen: Vec<usize> = Vec::new();
        for d in deferred.iter().rev() {
            if seen.contains(&d.start) {
                continue;
            }
            seen.push(d.start);
            let here = (self.current, at);
            let mut c = amdgpu_isa::syntax::Cursor::new(&body[..d.end]);
            c.set_pos(d.start);
            let (e, top) =
                Expr::parse_located(&mut c, here).map_err(|e| loc(start + e.pos).error(e.msg))?;
            directive::register_names(self, &e);
            let l = loc(start + d.start);
            let (offset, kind) = match d.role {
                Role::Open => return Err(l.error("expected absolute expression")),
                Role::Operand => return Err(l.error("invalid operand for instruction")),
                Role::Branch => {
                    if e.as_symbol().is_none() {
                        return Err(l.error("expected an absolute expression or a label"));
                    }
                    (at, FixKind::Branch16)
                }
                Role::Literal => {
                    let n = code.len();
                    let tail = code.get(n.saturating_sub(4)..).unwrap_or_default();
                    if n < 8 || tail != DEFERRED_LITERAL.to_le_bytes() {
                        return Err(l.error("expected absolute expression"));
                    }
                    (at + n as u64 - 4, FixKind::Literal32)
                }
            };
            self.sections[self.current].fixups.push(Fixup {
                offset,
                kind,
                expr: e,
                loc: loc(start + top),
            });
        }
        let sec = &mut self.sections[self.current];
        sec.data.extend_from_slice(&code);
        self.note_line(at, line);
        Ok(())
    }

    /// Notes that the instruction at `at` of the current section came from
    /// source line `line`.
    fn note_line(&mut self, at: u64, line: usize) {
        if self.keep_lines {
            self.lines.push((self.current, at, line));
        }
    }

    fn end_of_source(&mut self) -> Result<(), SourceError> {
        if let Some(r) = &self.recording {
            let what = match r.kind {
                macros::Kind::Macro { .. } => "no matching '.endmacro' in definition",
                _ => "no matching '.endr' in definition",
            };
            return Err(r.at.error(what));
        }
        match &self.block {
            Block::None => Ok(()),
            Block::Kernel(k) => Err(k.loc.error("expected .end_amdhsa_kernel")),
            Block::Metadata { start, .. } => {
                Err(start.error("expected directive .end_amdgpu_metadata not found"))
            }
        }
    }
}

/// How many distinct instruction lines [`Assembler::seen`] keeps.
const SEEN_LIMIT: usize = 1 << 16;

/// The assembler's symbols as the instruction parser sees them, noting
/// whether it asked for one (a line that did is not reused: the symbol's
/// value may change).
struct Tracking<'a> {
    a: &'a Assembler,
    asked: std::cell::Cell<bool>,
}

impl Scope for Tracking<'_> {
    fn absolute(&self, name: &str) -> Option<i64> {
        self.asked.set(true);
        self.a.absolute(name)
    }
}

impl Scope for Assembler {
    fn absolute(&self, name: &str) -> Option<i64> {
        let i = self.symbols.get(name)?;
        match &self.symbols.list[i].def {
            Def::Set(e) => e.eval(self, 0).ok()?.absolute(),
            _ => None,
        }
    }
}

impl Env for Assembler {
    fn lookup(&self, name: &str, depth: u32) -> Result<Option<Value>, String> {
        self.symbols.value(name, depth, self)
    }

    fn index(&self, name: &str) -> Option<usize> {
        self.symbols.get(name)
    }

    fn call(&self, name: &str, args: &[i64]) -> Result<i64, String> {
        kernel::call(self, name, args)
    }
}
