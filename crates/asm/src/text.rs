//! The text `llvm-mc-22` prints for a source (its asm streamer, with or
//! without `-show-encoding`): every statement read as [`crate::assemble`]
//! reads it, then printed as LLVM's MCAsmStreamer and
//! AMDGPUTargetAsmStreamer print what the parser handed them.
//!
//! What the printer sees is what the parser made of the text, not the text:
//! an expression that evaluates to a number where it stands is printed as
//! that number (AsmParser::parseExpression folds it), data lists become one
//! directive per value, `.asciz` becomes `.ascii` and a `.byte 0`, an
//! alignment becomes `.p2align` with its fill value in hex, and an
//! `.amdhsa_kernel` block is printed whole, every field in
//! EmitAmdhsaKernelDescriptor's order with the values the descriptor holds.
//! Where the register counts (or GFX90A's accum_offset) name symbols set
//! after the block, the descriptor words are expressions as the parser
//! builds them, and a field is printed as AMDGPU::foldAMDGPUMCExpr leaves
//! it: a number when its bits are known, else the expression.
//!
//! Known differences from llvm-mc-22:
//! - A descriptor field other than the register counts, their
//!   reservations and accum_offset whose value names a symbol set after
//!   its block makes the block print final values; llvm-mc-22 prints
//!   expressions for the words it lands in.
//! - `.amdgpu_metadata` YAML is printed as written, up to the document's
//!   `...` line; llvm-mc-22 re-prints it from the MessagePack document (the
//!   same text for compiler output).
//! - Constant sub-expressions are folded wherever they stand (but an
//!   operator applied to a number); LLVM folds only whole parenthesised
//!   groups (`1+2+f` prints `1+2+f` there, `3+f` here).
//! - Inside an expansion of `.macro`/`.rept`/`.irp`/`.irpc`, only
//!   statements are printed (`.amdhsa_kernel` and `.amdgpu_metadata`
//!   blocks there are not).

use crate::expr::{Expr, Variant};
use crate::section::{elf, FixKind};
use crate::symbol::Def;
use crate::{Assembler, Block, KernelBlock};
use amdgpu_codeobj::descriptor::{offset, preload, properties, rsrc1, rsrc2, rsrc3, Field};
use amdgpu_isa::syntax::{clean_lines, parse_inst_in, Cursor, Op};
use amdgpu_isa::{Arch, Gen, SourceError, Target};
use std::fmt::Write;

/// llvm-mc-22's text for `src` assembled for `target`; with
/// `show_encoding`, each instruction's bytes (and fixups) as
/// `-show-encoding` prints them.
pub fn print(src: &str, target: Target, show_encoding: bool) -> Result<String, SourceError> {
    let mut a = Assembler::new(target);
    let mut p = Printer {
        out: String::with_capacity(src.len() * if show_encoding { 3 } else { 2 }),
        show_encoding,
        section: None,
        temps: 0,
    };
    // the target streamer names the target first
    // (AMDGPUAsmParser's constructor: EmitDirectiveAMDGCNTarget)
    let _ = writeln!(
        p.out,
        "\t.amdgcn_target \"amdgcn-amd-amdhsa--{}\"",
        target.name()
    );
    let mut yaml = String::new();
    // where each `.amdhsa_kernel` block goes in the output, and which it is
    let mut blocks: Vec<(usize, usize, Given)> = Vec::new();
    for line in clean_lines(src) {
        let (n, text, raw) = line?;
        let in_kernel = matches!(a.block, Block::Kernel(_));
        let in_metadata = matches!(a.block, Block::Metadata { .. });
        let kernels = a.kernels.len();
        let st = LineState::new(&a, &text);
        // the printer sees the lines macros and repetitions expand to
        a.printer = Some(Box::new(p));
        let r = a.line(n, &text, raw);
        p = match a.printer.take() {
            Some(p) => *p,
            None => unreachable!("the printer is put back after each line"),
        };
        r?;
        if in_metadata {
            if matches!(a.block, Block::Metadata { .. }) {
                // the document ends at its `...` line: llvm-mc-22 re-prints
                // the document, nothing after it (checked on
                // yaml_after_end.gfx1100.s)
                if !yaml.ends_with("\n...\n") && yaml != "...\n" {
                    yaml.push_str(text.trim_end());
                    yaml.push('\n');
                }
            } else {
                // the document as YAMLIO writes it ends in one newline, then
                // EmitHSAMetadata adds another
                p.out.push_str(yaml.trim_matches('\n'));
                p.out.push_str("\n\n\t.end_amdgpu_metadata\n\n");
                yaml.clear();
            }
            continue;
        }
        if in_kernel {
            if a.kernels.len() > kernels {
                // printed once every symbol is known (below)
                // the fields printed as given are folded where the block
                // ends
                let k = &a.kernels[a.kernels.len() - 1];
                let given = AS_GIVEN.map(|name| {
                    k.fields
                        .iter()
                        .find(|f| f.name == name)
                        .map(|f| fold(&a, &f.value))
                });
                // a field other than these that is no number here keeps
                // the descriptor's final values (see the module's notes)
                let others_known = k
                    .fields
                    .iter()
                    .filter(|f| !AS_GIVEN.contains(&&*f.name))
                    .all(|f| absolute(&a, &f.value).is_some());
                let given = Given {
                    fields: given,
                    others_known,
                };
                blocks.push((p.out.len(), a.kernels.len() - 1, given));
            }
            continue;
        }
        p.after(&a, &text, raw, &st);
    }
    a.end_of_source()?;
    let mut out = String::with_capacity(p.out.len() + blocks.len() * 2048);
    let mut from = 0;
    for (at, k, given) in &blocks {
        let at = *at;
        out.push_str(&p.out[from..at]);
        kernel(&mut out, &a, &a.kernels[*k], given)?;
        from = at;
    }
    out.push_str(&p.out[from..]);
    // fixups stay unresolved: llvm-mc-22's text takes undefined symbols and
    // far branches
    Ok(out)
}

/// What a line's printing needs from before it was read.
pub(crate) struct LineState {
    /// A block body was being recorded.
    recording: bool,
    /// The line calls a macro.
    invocation: bool,
    /// The line was part of a kernel or metadata block.
    in_block: bool,
    sec: usize,
    len: usize,
    fixups: usize,
}

impl LineState {
    pub(crate) fn new(a: &Assembler, text: &str) -> LineState {
        let mut c = Cursor::new(text);
        c.skip_ws();
        let invocation = c.ident().is_some_and(|w| a.macros.contains_key(w));
        let sec = a.current;
        LineState {
            recording: a.recording.is_some(),
            invocation,
            in_block: !matches!(a.block, Block::None),
            sec,
            len: a.sections[sec].data.len(),
            fixups: a.sections[sec].fixups.len(),
        }
    }
}

pub(crate) struct Printer {
    out: String,
    show_encoding: bool,
    /// The section printed last (llvm-mc prints a switch only to another).
    section: Option<usize>,
    /// Temporary labels made for `.` so far.
    temps: usize,
}

impl Printer {
    /// The output of a line just read (none for a line recorded into a
    /// block or calling a macro: llvm-mc prints what they expand to).
    /// `raw` is the line as written. An empty line is printed as one
    /// (AsmParser::parseStatement: Out.addBlankLine), and so is a `.macro`
    /// definition (observed with llvm-mc-22: one blank line per macro).
    pub(crate) fn after(&mut self, a: &Assembler, text: &str, raw: &str, st: &LineState) {
        if st.recording || st.invocation || st.in_block {
            return;
        }
        if a.recording.is_some() {
            let mut c = Cursor::new(text);
            c.skip_ws();
            if c.ident().is_some_and(|w| w.eq_ignore_ascii_case(".macro")) {
                self.out.push('\n');
            }
            return;
        }
        if raw.trim().is_empty() {
            self.out.push('\n');
            return;
        }
        self.statement(a, text, st.sec, st.len, st.fixups);
    }

    /// The output of one line outside blocks, read already into `a`;
    /// `sec`, `len` and `fixups` are the section's state before it.
    fn statement(&mut self, a: &Assembler, text: &str, sec: usize, len: usize, fixups: usize) {
        let mut c = Cursor::new(text);
        loop {
            c.skip_ws();
            if c.at_end() {
                return;
            }
            let start = c.pos();
            let Some(word) = c.ident() else {
                return self.instruction(a, &text[start..], sec, len, fixups);
            };
            if c.rest().starts_with(':') {
                c.bump(1);
                let _ = writeln!(self.out, "{word}:");
                continue;
            }
            let after = c.pos();
            c.skip_ws();
            if c.rest().starts_with('=') && !c.rest().starts_with("==") {
                // `name = value`: no `.no_dead_strip` (observed with llvm-mc-22)
                self.set(a, word, false);
                return;
            }
            if word.starts_with('.') {
                c.set_pos(after);
                return self.directive(a, word, &mut c, sec);
            }
            return self.instruction(a, &text[start..], sec, len, fixups);
        }
    }

    /// `e` with its `.` replaced by a temporary label printed here
    /// (AsmParser's parsePrimaryExpr: createTempSymbol, emitted at once).
    fn place_here(&mut self, e: Expr) -> Expr {
        if !has_here(&e) {
            return e;
        }
        let name = format!(".Ltmp{}", self.temps);
        self.temps += 1;
        let _ = writeln!(self.out, "{name}:");
        replace_here(&e, &name)
    }

    fn set(&mut self, a: &Assembler, name: &str, dead_strip: bool) {
        let Some(i) = a.symbols.get(name) else { return };
        let Def::Set(e) = &a.symbols.list[i].def else {
            return;
        };
        let e = self.place_here(fold(a, e));
        let _ = writeln!(self.out, ".set {name}, {}", show(&e));
        if dead_strip {
            let _ = writeln!(self.out, "\t.no_dead_strip\t{name}");
        }
    }

    fn switch(&mut self, a: &Assembler) {
        if self.section == Some(a.current) {
            return;
        }
        self.section = Some(a.current);
        let s = &a.sections[a.current];
        // MCSectionELF::shouldOmitSectionDirective: `.text` and `.data`
        if s.name == ".text" || s.name == ".data" {
            let _ = writeln!(self.out, "\t{}", s.name);
            return;
        }
        let mut flags = String::new();
        for (bit, ch) in [
            (elf::SHF_ALLOC, 'a'),
            (elf::SHF_EXCLUDE, 'e'),
            (elf::SHF_EXECINSTR, 'x'),
            (elf::SHF_WRITE, 'w'),
            (elf::SHF_MERGE, 'M'),
            (elf::SHF_STRINGS, 'S'),
            (elf::SHF_TLS, 'T'),
        ] {
            if s.flags & bit != 0 {
                flags.push(ch);
            }
        }
        let kind = match s.sh_type {
            elf::SHT_NOBITS => "nobits",
            elf::SHT_NOTE => "note",
            elf::SHT_INIT_ARRAY => "init_array",
            elf::SHT_FINI_ARRAY => "fini_array",
            elf::SHT_PREINIT_ARRAY => "preinit_array",
            _ => "progbits",
        };
        // names with characters other than these are quoted
        // (MCSectionELF::printName)
        let plain = s
            .name
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b'.');
        let _ = if plain {
            write!(self.out, "\t.section\t{}", s.name)
        } else {
            write!(self.out, "\t.section\t\"{}\"", s.name)
        };
        let _ = write!(self.out, ",\"{flags}\",@{kind}");
        if s.flags & elf::SHF_MERGE != 0 {
            let _ = write!(self.out, ",{}", s.entsize);
        }
        self.out.push('\n');
    }

    fn directive(&mut self, a: &Assembler, word: &str, c: &mut Cursor, sec: usize) {
        let name = word.to_ascii_lowercase();
        let rest = c.rest().trim();
        match name.as_str() {
            ".text" | ".data" | ".bss" | ".rodata" | ".section" | ".pushsection"
            | ".popsection" | ".previous" => self.switch(a),
            ".globl" | ".global" | ".weak" | ".local" | ".hidden" | ".protected" | ".internal" => {
                let shown = if name == ".global" { ".globl" } else { &name };
                for sym in rest.split(',').map(str::trim).filter(|s| !s.is_empty()) {
                    let _ = writeln!(self.out, "\t{shown}\t{}", unquote(sym));
                }
            }
            ".type" => {
                let (sym, t) = rest.split_once(',').unwrap_or((rest, ""));
                let t = t.trim().trim_start_matches(['@', '%', '#']);
                let t = match t.to_ascii_lowercase().as_str() {
                    "function" | "stt_func" => "function",
                    "object" | "stt_object" => "object",
                    "tls_object" | "stt_tls" => "tls_object",
                    "common" | "stt_common" => "common",
                    "notype" | "stt_notype" => "notype",
                    "gnu_unique_object" => "gnu_unique_object",
                    _ => "gnu_indirect_function",
                };
                let _ = writeln!(self.out, "\t.type\t{},@{t}", unquote(sym.trim()));
            }
            ".size" => {
                let (sym, _) = rest.split_once(',').unwrap_or((rest, ""));
                let sym = unquote(sym.trim());
                if let Some((e, _)) = a
                    .symbols
                    .get(sym)
                    .and_then(|i| a.symbols.list[i].size.as_deref())
                {
                    let _ = writeln!(self.out, "\t.size\t{sym}, {}", show(&fold(a, e)));
                }
            }
            ".set" | ".equ" | ".equiv" => {
                let (sym, _) = rest.split_once(',').unwrap_or((rest, ""));
                self.set(a, unquote(sym.trim()), true);
            }
            // without operands the directive is ignored (llvm-mc-22 prints nothing)
            ".p2align" | ".p2alignw" | ".p2alignl" | ".balign" | ".balignw" | ".balignl"
            | ".align"
                if !rest.trim().is_empty() =>
            {
                self.align(a, &name, rest, sec);
            }
            // LEB128 values print as the bytes they are, those naming a
            // place as written (llvm-mc-22: its text streamer has no layout)
            ".uleb128" | ".sleb128" => {
                for v in rest.split(',') {
                    let mut c = Cursor::new(v.trim());
                    let Ok(e) = Expr::parse(&mut c, a.here()) else {
                        continue;
                    };
                    let value = e.eval(a, 0).ok().and_then(|v| v.absolute());
                    let Some(n) = value.filter(|_| !crate::directive::names_places(a, &e, 0))
                    else {
                        let e = self.place_here(fold(a, &e));
                        let _ = writeln!(self.out, "\t{name} {}", show(&e));
                        continue;
                    };
                    let mut b = Vec::new();
                    crate::directive::leb128(n, name == ".sleb128", 0, &mut b);
                    self.bytes(&b);
                }
            }
            ".byte" | ".short" | ".2byte" | ".hword" | ".value" | ".long" | ".4byte" | ".int"
            | ".quad" | ".8byte" => {
                let shown = match name.as_str() {
                    ".byte" => ".byte",
                    ".short" | ".2byte" | ".hword" | ".value" => ".short",
                    ".quad" | ".8byte" => ".quad",
                    _ => ".long",
                };
                let mut c = Cursor::new(rest);
                while !c.at_end() {
                    let Ok(e) = Expr::parse(&mut c, a.here()) else {
                        return;
                    };
                    let e = self.place_here(fold(a, &e));
                    let _ = writeln!(self.out, "\t{shown}\t{}", show(&e));
                    if !c.eat(',') {
                        break;
                    }
                }
            }
            ".fill" => {
                let args = abs_args(a, rest);
                let n = args.first().copied().unwrap_or(0);
                let size = args.get(1).copied().unwrap_or(1).min(8);
                let v = args.get(2).copied().unwrap_or(0);
                // MCAsmStreamer::emitFill: the value cut to 4 bytes, in hex
                let _ = writeln!(self.out, "\t.fill\t{n}, {size}, {:#x}", v as u32);
            }
            ".zero" | ".space" | ".skip" => {
                let args = abs_args(a, rest);
                let n = args.first().copied().unwrap_or(0);
                match args.get(1).copied().unwrap_or(0) {
                    0 => writeln!(self.out, "\t.zero\t{n}"),
                    v => writeln!(self.out, "\t.zero\t{n},{v}"),
                }
                .ok();
            }
            ".ascii" | ".asciz" | ".string" => {
                let mut c = Cursor::new(rest);
                loop {
                    let Some(bytes) = string(&mut c) else { return };
                    self.bytes(&bytes);
                    if name != ".ascii" {
                        self.bytes(&[0]);
                    }
                    if !c.eat(',') {
                        break;
                    }
                }
            }
            ".ident" => {
                let mut c = Cursor::new(rest);
                if let Some(b) = string(&mut c) {
                    let _ = writeln!(self.out, "\t.ident\t{}", quoted(&b));
                }
            }
            ".addrsig" => self.out.push_str("\t.addrsig\n"),
            ".addrsig_sym" => {
                let _ = writeln!(self.out, "\t.addrsig_sym {}", unquote(rest));
            }
            ".comm" => {
                let mut parts = rest.splitn(2, ',');
                let sym = unquote(parts.next().unwrap_or("").trim());
                let args = abs_args(a, parts.next().unwrap_or(""));
                let size = args.first().copied().unwrap_or(0);
                let align = args.get(1).copied().unwrap_or(0);
                let _ = writeln!(self.out, "\t.comm\t{sym},{size},{align}");
            }
            ".amdgpu_hsa_kernel" => {
                let _ = writeln!(self.out, "\t.amdgpu_hsa_kernel {}\n", unquote(rest));
            }
            // the target streamer printed the target id at the start; each
            // directive the target parser reads is followed by a blank line
            ".amdgcn_target" => self.out.push('\n'),
            ".amdhsa_code_object_version" => {
                let _ = writeln!(
                    self.out,
                    "\t.amdhsa_code_object_version {}\n",
                    a.code_object_version
                );
            }
            ".amdgpu_metadata" => self.out.push_str("\t.amdgpu_metadata\n"),
            // the block is printed whole at its end
            _ => {}
        }
    }

    /// MCAsmStreamer::emitBytes: one byte as `.byte`, more as `.ascii`.
    fn bytes(&mut self, b: &[u8]) {
        match b {
            [] => {}
            [one] => {
                let _ = writeln!(self.out, "\t.byte\t{one}");
            }
            // a string ending in one NUL is `.asciz`
            [body @ .., 0] => {
                let _ = writeln!(self.out, "\t.asciz\t{}", quoted(body));
            }
            _ => {
                let _ = writeln!(self.out, "\t.ascii\t{}", quoted(b));
            }
        }
    }

    /// MCAsmStreamer::emitAlignmentDirective: `.p2align` (`w`/`l` for wider
    /// fill values), the fill value in hex unless code is padded with
    /// `s_nop`s, then the byte limit.
    fn align(&mut self, a: &Assembler, name: &str, rest: &str, sec: usize) {
        let mut c = Cursor::new(rest);
        let v = Expr::parse(&mut c, a.here())
            .ok()
            .and_then(|e| e.eval(a, 0).ok())
            .and_then(|v| v.absolute())
            .unwrap_or(0);
        let width: u32 = match name.as_bytes().last() {
            Some(b'w') => 2,
            Some(b'l') => 4,
            _ => 1,
        };
        let mut fill = None;
        let mut max = 0;
        if c.eat(',') {
            c.skip_ws();
            if !c.rest().starts_with(',') {
                fill = Expr::parse(&mut c, a.here())
                    .ok()
                    .and_then(|e| e.eval(a, 0).ok())
                    .and_then(|v| v.absolute());
            }
            if c.eat(',') {
                max = Expr::parse(&mut c, a.here())
                    .ok()
                    .and_then(|e| e.eval(a, 0).ok())
                    .and_then(|v| v.absolute())
                    .unwrap_or(0);
            }
        }
        let log2 = if name.starts_with(".p2align") {
            v
        } else {
            i64::from(v.max(1).ilog2())
        };
        // a section without code is padded with zeros (AsmParser::parseDirectiveAlign)
        if fill.is_none() && !a.sections[sec].is_code() {
            fill = Some(0);
        }
        let _ = match width {
            2 => write!(self.out, ".p2alignw {log2}"),
            4 => write!(self.out, ".p2alignl {log2}"),
            _ => write!(self.out, "\t.p2align\t{log2}"),
        };
        if fill.is_some() || max > 0 {
            match fill {
                Some(f) => {
                    let bits = 8 * width;
                    let f = (f as u64) & ((1u64 << bits) - 1);
                    let _ = write!(self.out, ", {f:#x}");
                }
                None => self.out.push_str(", "),
            }
            if max > 0 {
                let _ = write!(self.out, ", {max}");
            }
        }
        self.out.push('\n');
    }

    fn instruction(&mut self, a: &Assembler, body: &str, sec: usize, len: usize, fixups: usize) {
        let Ok((inst, deferred)) = parse_inst_in(a.target, body, a) else {
            return;
        };
        let s = &a.sections[sec];
        let code = s.data.get(len..).unwrap_or_default();
        let fixes = s.fixups.get(fixups..).unwrap_or_default();
        let mut text = inst.display().to_string();
        // the deferred operands print as written (folded), in place of the
        // placeholders the codec holds for them
        for f in fixes {
            let shown = show(&fold(a, &f.expr));
            match f.kind {
                // the target is the last operand (`s_call_b64 s[30:31], f`)
                FixKind::Branch16 => {
                    let cut = text
                        .rfind(", ")
                        .map(|c| c + 2)
                        .or_else(|| text.find(' ').map(|c| c + 1));
                    if let Some(cut) = cut {
                        text.truncate(cut);
                        text.push_str(&shown);
                    }
                }
                _ => {
                    let holder = format!("{:#x}", amdgpu_isa::syntax::DEFERRED_LITERAL);
                    if let Some(at) = text.find(&holder) {
                        text.replace_range(at..at + holder.len(), &shown);
                    }
                }
            }
        }
        let _ = deferred;
        self.out.push('\t');
        if !self.show_encoding {
            self.out.push_str(&text);
            self.out.push('\n');
            return;
        }
        self.out.push_str(&text);
        let width = text.chars().count();
        let pad = 40usize.saturating_sub(width).max(usize::from(width >= 40));
        self.out.extend(std::iter::repeat_n(' ', pad));
        self.out.push_str("; encoding: [");
        let mut fix_lines = String::new();
        for (i, b) in code.iter().enumerate() {
            if i > 0 {
                self.out.push(',');
            }
            let at = (len + i) as u64;
            let held = fixes.iter().position(|f| {
                let w = if f.kind == FixKind::Branch16 { 2 } else { 4 };
                at >= f.offset && at < f.offset + w
            });
            match held {
                Some(k) => self.out.push((b'A' + k as u8) as char),
                None => {
                    let _ = write!(self.out, "{b:#04x}");
                }
            }
        }
        self.out.push_str("]\n");
        for (k, f) in fixes.iter().enumerate() {
            let kind = match f.kind {
                FixKind::Branch16 => "fixup_si_sopp_br",
                _ if needs_pcrel(&f.expr) => "FK_PCRel_4",
                _ => "FK_Data_4",
            };
            let _ = writeln!(
                fix_lines,
                "{:40};   fixup {} - offset: {}, value: {}, kind: {kind}",
                "",
                (b'A' + k as u8) as char,
                f.offset - len as u64,
                show(&fold(a, &f.expr))
            );
        }
        self.out.push_str(&fix_lines);
    }
}

fn has_here(e: &Expr) -> bool {
    match e {
        Expr::Here { .. } => true,
        Expr::Neg(x) | Expr::Not(x) | Expr::LNot(x) => has_here(x),
        Expr::Bin(_, x, y) => has_here(x) || has_here(y),
        Expr::Call(call) => call.1.iter().any(has_here),
        Expr::Num(_) | Expr::Sym(..) => false,
    }
}

fn replace_here(e: &Expr, name: &str) -> Expr {
    let r = |x: &Expr| Box::new(replace_here(x, name));
    match e {
        Expr::Here { .. } => Expr::Sym(name.to_string(), Variant::None),
        Expr::Neg(x) => Expr::Neg(r(x)),
        Expr::Not(x) => Expr::Not(r(x)),
        Expr::LNot(x) => Expr::LNot(r(x)),
        Expr::Bin(op, x, y) => Expr::Bin(*op, r(x), r(y)),
        Expr::Call(call) => Expr::call(
            call.0.clone(),
            call.1.iter().map(|x| replace_here(x, name)).collect(),
        ),
        other => other.clone(),
    }
}

/// Which literal fixups are PC-relative (AMDGPUMCCodeEmitter's needsPCRel):
/// a symbol without an `abs32` variant, through unary operators and sums,
/// never a difference.
fn needs_pcrel(e: &Expr) -> bool {
    match e {
        Expr::Sym(_, v) => !matches!(v, Variant::Abs32Lo | Variant::Abs32Hi),
        Expr::Bin(Op::Sub, ..) => false,
        Expr::Bin(_, a, b) => needs_pcrel(a) || needs_pcrel(b),
        Expr::Neg(x) | Expr::Not(x) | Expr::LNot(x) => needs_pcrel(x),
        Expr::Num(_) | Expr::Here { .. } | Expr::Call(..) => false,
    }
}

/// `e` with each part that is a number where it stands replaced by that
/// number: symbols set to numbers count, labels do not (LLVM evaluates
/// without a layout while parsing).
fn fold(a: &Assembler, e: &Expr) -> Expr {
    match absolute(a, e) {
        Some(k) => Expr::Num(k),
        None => fold_inner(a, e),
    }
}

/// [`fold`] below the top: an operator applied to a number stays as
/// written (`x&~65536`), as AsmParser builds an MCUnaryExpr there and
/// folds only whole expressions and parenthesised groups.
fn fold_inner(a: &Assembler, e: &Expr) -> Expr {
    if let Expr::Neg(x) | Expr::Not(x) | Expr::LNot(x) = e {
        if matches!(**x, Expr::Num(_)) {
            return e.clone();
        }
    }
    if let Some(k) = absolute(a, e) {
        return Expr::Num(k);
    }
    let f = |x: &Expr| Box::new(fold_inner(a, x));
    match e {
        Expr::Neg(x) => Expr::Neg(f(x)),
        Expr::Not(x) => Expr::Not(f(x)),
        Expr::LNot(x) => Expr::LNot(f(x)),
        Expr::Bin(op, x, y) => Expr::Bin(*op, f(x), f(y)),
        Expr::Call(call) => Expr::call(
            call.0.clone(),
            call.1.iter().map(|x| fold_inner(a, x)).collect(),
        ),
        other => other.clone(),
    }
}

fn absolute(a: &Assembler, e: &Expr) -> Option<i64> {
    // a name never seen is no number (evaluation takes it as 0)
    let mut unknown = false;
    e.names(&mut |n| unknown |= a.symbols.get(n).is_none());
    if unknown {
        return None;
    }
    let v = e.eval(a, 0).ok()?;
    if v.folded {
        return None;
    }
    v.absolute()
}

/// MCExpr printing as llvm-mc-22 does it: a binary operand in parentheses
/// unless it is a number, a symbol, a function, or the left side of a
/// sum/difference chain; `X+-K` for a negative constant added printed `X-K`.
pub fn show(e: &Expr) -> String {
    let mut s = String::new();
    write_expr(&mut s, e);
    s
}

fn op_text(op: Op) -> &'static str {
    match op {
        Op::LOr => "||",
        Op::LAnd => "&&",
        Op::Eq => "==",
        Op::Ne => "!=",
        Op::Lt => "<",
        Op::Le => "<=",
        Op::Gt => ">",
        Op::Ge => ">=",
        Op::Add => "+",
        Op::Sub => "-",
        Op::Or => "|",
        Op::OrNot => "!",
        Op::And => "&",
        Op::Xor => "^",
        Op::Mul => "*",
        Op::Div => "/",
        Op::Mod => "%",
        Op::Shl => "<<",
        Op::Shr => ">>",
    }
}

fn write_expr(s: &mut String, e: &Expr) {
    match e {
        Expr::Num(n) => {
            let _ = write!(s, "{n}");
        }
        Expr::Sym(name, v) => {
            s.push_str(name);
            s.push_str(match v {
                Variant::None => "",
                Variant::Rel32Lo => "@rel32@lo",
                Variant::Rel32Hi => "@rel32@hi",
                Variant::Rel64 => "@rel64",
                Variant::Abs32Lo => "@abs32@lo",
                Variant::Abs32Hi => "@abs32@hi",
                Variant::GotPcRel => "@gotpcrel",
                Variant::GotPcRel32Lo => "@gotpcrel32@lo",
                Variant::GotPcRel32Hi => "@gotpcrel32@hi",
            });
        }
        Expr::Here { .. } => s.push('.'),
        Expr::Neg(x) | Expr::Not(x) | Expr::LNot(x) => {
            s.push(match e {
                Expr::Neg(_) => '-',
                Expr::Not(_) => '~',
                _ => '!',
            });
            operand(s, x, false);
        }
        Expr::Call(call) => {
            s.push_str(&call.0);
            s.push('(');
            for (i, x) in call.1.iter().enumerate() {
                if i > 0 {
                    s.push_str(", ");
                }
                write_expr(s, x);
            }
            s.push(')');
        }
        Expr::Bin(op, x, y) => {
            let chain =
                matches!(op, Op::Add | Op::Sub) && matches!(**x, Expr::Bin(Op::Add | Op::Sub, ..));
            operand(s, x, chain);
            if let (Op::Add, Expr::Num(k)) = (op, &**y) {
                if *k < 0 {
                    let _ = write!(s, "{k}");
                    return;
                }
            }
            s.push_str(op_text(*op));
            operand(s, y, false);
        }
    }
}

fn operand(s: &mut String, e: &Expr, bare: bool) {
    if bare || !matches!(e, Expr::Bin(..)) {
        write_expr(s, e);
    } else {
        s.push('(');
        write_expr(s, e);
        s.push(')');
    }
}

/// MCAsmStreamer's PrintQuotedString: printable ASCII as is (`"` and `\`
/// escaped), the usual C escapes, other bytes as three octal digits.
fn quoted(b: &[u8]) -> String {
    let mut s = String::from("\"");
    for &c in b {
        match c {
            b'"' => s.push_str("\\\""),
            b'\\' => s.push_str("\\\\"),
            0x20..=0x7e => s.push(c as char),
            8 => s.push_str("\\b"),
            12 => s.push_str("\\f"),
            b'\n' => s.push_str("\\n"),
            b'\r' => s.push_str("\\r"),
            b'\t' => s.push_str("\\t"),
            _ => {
                let _ = write!(s, "\\{c:03o}");
            }
        }
    }
    s.push('"');
    s
}

fn unquote(s: &str) -> &str {
    s.strip_prefix('"')
        .and_then(|s| s.strip_suffix('"'))
        .unwrap_or(s)
}

/// Comma-separated absolute arguments.
fn abs_args(a: &Assembler, rest: &str) -> Vec<i64> {
    let mut c = Cursor::new(rest);
    let mut out = Vec::new();
    while !c.at_end() {
        let Ok(e) = Expr::parse(&mut c, a.here()) else {
            break;
        };
        out.push(absolute(a, &e).unwrap_or(0));
        if !c.eat(',') {
            break;
        }
    }
    out
}

/// A string literal's bytes (the assembler has checked it).
fn string(c: &mut Cursor) -> Option<Vec<u8>> {
    c.skip_ws();
    let body = c.rest().strip_prefix('"')?.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < body.len() {
        match body[i] {
            b'"' => {
                c.bump(i + 2);
                return Some(out);
            }
            b'\\' => {
                i += 1;
                let e = *body.get(i)?;
                match e {
                    b'n' => out.push(b'\n'),
                    b't' => out.push(b'\t'),
                    b'r' => out.push(b'\r'),
                    b'b' => out.push(8),
                    b'f' => out.push(12),
                    b'x' | b'X' => {
                        let n = body[i + 1..]
                            .iter()
                            .take_while(|b| b.is_ascii_hexdigit())
                            .count();
                        let t = std::str::from_utf8(&body[i + 1..i + 1 + n]).ok()?;
                        out.push(u64::from_str_radix(t, 16).unwrap_or(0) as u8);
                        i += n;
                    }
                    b'0'..=b'7' => {
                        let n = body[i..]
                            .iter()
                            .take(3)
                            .take_while(|b| (b'0'..=b'7').contains(b))
                            .count();
                        let t = std::str::from_utf8(&body[i..i + n]).ok()?;
                        out.push(u32::from_str_radix(t, 8).unwrap_or(0) as u8);
                        i += n - 1;
                    }
                    other => out.push(other),
                }
                i += 1;
            }
            b => {
                out.push(b);
                i += 1;
            }
        }
    }
    None
}

/// An `.amdhsa_kernel` block as AMDGPUTargetAsmStreamer::
/// EmitAmdhsaKernelDescriptor prints it: every field the target has, in its
/// order, with the descriptor's values (defaults included).
/// The fields EmitAmdhsaKernelDescriptor prints as the parser was given
/// them, not from the descriptor's words.
/// `.amdhsa_accum_offset` is kept too: it enters COMPUTE_PGM_RSRC3 as
/// an expression.
const AS_GIVEN: [&str; 5] = [
    ".amdhsa_next_free_vgpr",
    ".amdhsa_next_free_sgpr",
    ".amdhsa_reserve_vcc",
    ".amdhsa_reserve_flat_scratch",
    ".amdhsa_accum_offset",
];

/// [`AS_GIVEN`]'s values as the block's end sees them (folded), where
/// given, and whether every other field was a number there.
struct Given {
    fields: [Option<Expr>; 5],
    others_known: bool,
}

fn kernel(
    o: &mut String,
    a: &Assembler,
    k: &KernelBlock,
    given: &Given,
) -> Result<(), SourceError> {
    let kd = crate::kernel::descriptor(a, k)?;
    let t = a.target;
    let word = |at: usize| u32::from_le_bytes([kd[at], kd[at + 1], kd[at + 2], kd[at + 3]]);
    let half = |at: usize| u32::from(u16::from_le_bytes([kd[at], kd[at + 1]]));
    let (r1, r2, r3) = (
        word(offset::COMPUTE_PGM_RSRC1),
        word(offset::COMPUTE_PGM_RSRC2),
        word(offset::COMPUTE_PGM_RSRC3),
    );
    let props = half(offset::KERNEL_CODE_PROPERTIES);
    let pre = half(offset::KERNARG_PRELOAD);
    let major = match t.gen() {
        Gen::Gfx9 => 9,
        Gen::Gfx10 => 10,
        Gen::Gfx11 => 11,
        Gen::Gfx12 => 12,
    };
    let gfx90a = matches!(t.arch(), Arch::Cdna2 | Arch::Cdna3 | Arch::Cdna4);
    let architected = matches!(t.arch(), Arch::Cdna3 | Arch::Cdna4) || major >= 11;
    let wave32 = major >= 10 && properties::ENABLE_WAVEFRONT_SIZE32.get(props) == 1;
    let ctx = crate::kernel::context(a);
    let xnack_on_or_any = ctx.xnack != amdgpu_codeobj::kd_build::Feature::Off;
    let (w1, w3) = if given.others_known {
        Words {
            given,
            r1,
            r3,
            // IsaInfo::getVGPREncodingGranule: 8 with GFX90A instructions
            // or in wave32, else 4
            vgpr_granule: if gfx90a || wave32 { 8 } else { 4 },
            gfx9: major == 9,
            gfx90a,
            xnack: xnack_on_or_any,
        }
        .build()
    } else {
        (Expr::Num(i64::from(r1)), Expr::Num(i64::from(r3)))
    };
    let text_line = |o: &mut String, name: &str, w: &Expr, field: Field| {
        let _ = writeln!(o, "\t\t.amdhsa_{name} {}", kd_text(a, &bits_get(w, field)));
    };
    let given_text = |i: usize| given.fields[i].as_ref().map(show);
    let _ = writeln!(o, "\t.amdhsa_kernel {}", k.name);
    let line = |o: &mut String, name: &str, v: u32| {
        let _ = writeln!(o, "\t\t.amdhsa_{name} {v}");
    };
    let f = |w: u32, field: Field| field.get(w);
    // a size not resolved where it was given (a relocation, or a symbol set
    // later) prints as its expression (observed with llvm-mc-22)
    for (name, at) in [
        ("group_segment_fixed_size", offset::GROUP_SEGMENT_FIXED_SIZE),
        (
            "private_segment_fixed_size",
            offset::PRIVATE_SEGMENT_FIXED_SIZE,
        ),
    ] {
        let field = format!(".amdhsa_{name}");
        match k.fields.iter().find(|f| f.name == field) {
            Some(f) if !f.known => {
                let _ = writeln!(o, "\t\t.amdhsa_{name} {}", kd_text(a, &f.value));
            }
            _ => line(o, name, word(at)),
        }
    }
    line(o, "kernarg_size", word(offset::KERNARG_SIZE));
    line(o, "user_sgpr_count", f(r2, rsrc2::USER_SGPR_COUNT));
    if !architected {
        line(
            o,
            "user_sgpr_private_segment_buffer",
            f(props, properties::ENABLE_SGPR_PRIVATE_SEGMENT_BUFFER),
        );
    }
    line(
        o,
        "user_sgpr_dispatch_ptr",
        f(props, properties::ENABLE_SGPR_DISPATCH_PTR),
    );
    line(
        o,
        "user_sgpr_queue_ptr",
        f(props, properties::ENABLE_SGPR_QUEUE_PTR),
    );
    line(
        o,
        "user_sgpr_kernarg_segment_ptr",
        f(props, properties::ENABLE_SGPR_KERNARG_SEGMENT_PTR),
    );
    line(
        o,
        "user_sgpr_dispatch_id",
        f(props, properties::ENABLE_SGPR_DISPATCH_ID),
    );
    if !architected {
        line(
            o,
            "user_sgpr_flat_scratch_init",
            f(props, properties::ENABLE_SGPR_FLAT_SCRATCH_INIT),
        );
    }
    if gfx90a {
        line(
            o,
            "user_sgpr_kernarg_preload_length",
            f(pre, preload::LENGTH),
        );
        line(
            o,
            "user_sgpr_kernarg_preload_offset",
            f(pre, preload::OFFSET),
        );
    }
    line(
        o,
        "user_sgpr_private_segment_size",
        f(props, properties::ENABLE_SGPR_PRIVATE_SEGMENT_SIZE),
    );
    if major >= 10 {
        line(
            o,
            "wavefront_size32",
            f(props, properties::ENABLE_WAVEFRONT_SIZE32),
        );
    }
    if a.code_object_version >= 5 {
        line(
            o,
            "uses_dynamic_stack",
            f(props, properties::USES_DYNAMIC_STACK),
        );
    }
    let private = if architected {
        "enable_private_segment"
    } else {
        "system_sgpr_private_segment_wavefront_offset"
    };
    line(o, private, f(r2, rsrc2::ENABLE_PRIVATE_SEGMENT));
    line(
        o,
        "system_sgpr_workgroup_id_x",
        f(r2, rsrc2::ENABLE_SGPR_WORKGROUP_ID_X),
    );
    line(
        o,
        "system_sgpr_workgroup_id_y",
        f(r2, rsrc2::ENABLE_SGPR_WORKGROUP_ID_Y),
    );
    line(
        o,
        "system_sgpr_workgroup_id_z",
        f(r2, rsrc2::ENABLE_SGPR_WORKGROUP_ID_Z),
    );
    line(
        o,
        "system_sgpr_workgroup_info",
        f(r2, rsrc2::ENABLE_SGPR_WORKGROUP_INFO),
    );
    line(
        o,
        "system_vgpr_workitem_id",
        f(r2, rsrc2::ENABLE_VGPR_WORKITEM_ID),
    );
    // the register counts and reservations as given (folded)
    for (i, name) in AS_GIVEN.iter().enumerate().take(2) {
        let v = given_text(i).unwrap_or_else(|| "0".to_string());
        let _ = writeln!(o, "\t\t{name} {v}");
    }
    if gfx90a {
        // (ACCUM_OFFSET+1)*4
        let e = bin(
            Op::Mul,
            bin(
                Op::Add,
                bits_get(&w3, rsrc3::GFX90A_ACCUM_OFFSET),
                Expr::Num(1),
            ),
            Expr::Num(4),
        );
        let _ = writeln!(o, "\t\t.amdhsa_accum_offset {}", kd_text(a, &e));
    }
    // both default to 1 (AMDGPUAsmParser::ParseDirectiveAMDHSAKernel)
    let flag = |i: usize| given_text(i).unwrap_or_else(|| "1".to_string());
    let _ = writeln!(o, "\t\t.amdhsa_reserve_vcc {}", flag(2));
    if !architected {
        let _ = writeln!(o, "\t\t.amdhsa_reserve_flat_scratch {}", flag(3));
    }
    if matches!(a.code_object_version, 4 | 5) && (major == 9 || t.arch() == Arch::Rdna1) {
        line(o, "reserve_xnack_mask", u32::from(xnack_on_or_any));
    }
    text_line(o, "float_round_mode_32", &w1, rsrc1::FLOAT_ROUND_MODE_32);
    text_line(
        o,
        "float_round_mode_16_64",
        &w1,
        rsrc1::FLOAT_ROUND_MODE_16_64,
    );
    text_line(o, "float_denorm_mode_32", &w1, rsrc1::FLOAT_DENORM_MODE_32);
    text_line(
        o,
        "float_denorm_mode_16_64",
        &w1,
        rsrc1::FLOAT_DENORM_MODE_16_64,
    );
    if major < 12 {
        text_line(o, "dx10_clamp", &w1, rsrc1::ENABLE_DX10_CLAMP);
        text_line(o, "ieee_mode", &w1, rsrc1::ENABLE_IEEE_MODE);
    }
    text_line(o, "fp16_overflow", &w1, rsrc1::FP16_OVFL);
    if gfx90a {
        text_line(o, "tg_split", &w3, rsrc3::GFX90A_TG_SPLIT);
    }
    if major >= 10 {
        text_line(o, "workgroup_processor_mode", &w1, rsrc1::WGP_MODE);
        text_line(o, "memory_ordered", &w1, rsrc1::MEM_ORDERED);
        text_line(o, "forward_progress", &w1, rsrc1::FWD_PROGRESS);
    }
    if major == 10 || major == 11 {
        text_line(
            o,
            "shared_vgpr_count",
            &w3,
            rsrc3::GFX10_GFX11_SHARED_VGPR_COUNT,
        );
    }
    if major == 11 {
        text_line(o, "inst_pref_size", &w3, rsrc3::GFX11_INST_PREF_SIZE);
    }
    if major >= 12 {
        text_line(o, "inst_pref_size", &w3, rsrc3::GFX12_INST_PREF_SIZE);
        text_line(o, "round_robin_scheduling", &w1, rsrc1::ENABLE_WG_RR_EN);
    }
    line(
        o,
        "exception_fp_ieee_invalid_op",
        f(r2, rsrc2::EXCEPTION_FP_INVALID_OPERATION),
    );
    line(
        o,
        "exception_fp_denorm_src",
        f(r2, rsrc2::EXCEPTION_FP_DENORMAL_SOURCE),
    );
    line(
        o,
        "exception_fp_ieee_div_zero",
        f(r2, rsrc2::EXCEPTION_FP_DIVISION_BY_ZERO),
    );
    line(
        o,
        "exception_fp_ieee_overflow",
        f(r2, rsrc2::EXCEPTION_FP_OVERFLOW),
    );
    line(
        o,
        "exception_fp_ieee_underflow",
        f(r2, rsrc2::EXCEPTION_FP_UNDERFLOW),
    );
    line(
        o,
        "exception_fp_ieee_inexact",
        f(r2, rsrc2::EXCEPTION_FP_INEXACT),
    );
    line(
        o,
        "exception_int_div_zero",
        f(r2, rsrc2::EXCEPTION_INT_DIVIDE_BY_ZERO),
    );
    o.push_str("\t.end_amdhsa_kernel\n\n");
    Ok(())
}

fn bin(op: Op, x: Expr, y: Expr) -> Expr {
    Expr::Bin(op, Box::new(x), Box::new(y))
}

fn call(name: &str, args: Vec<Expr>) -> Expr {
    Expr::call(name.to_string(), args)
}

/// What the descriptor words' expressions are built from.
struct Words<'g> {
    given: &'g Given,
    r1: u32,
    r3: u32,
    vgpr_granule: i64,
    gfx9: bool,
    gfx90a: bool,
    xnack: bool,
}

/// MCKernelDescriptor::bits_set: `(word&~mask)|(value<<shift)`.
fn bits_set(word: Expr, value: Expr, f: Field) -> Expr {
    let mask = Expr::Not(Box::new(Expr::Num(i64::from(f.mask() << f.lo))));
    bin(
        Op::Or,
        bin(Op::And, word, mask),
        bin(Op::Shl, value, Expr::Num(i64::from(f.lo))),
    )
}

/// MCKernelDescriptor::bits_get: `(word&mask)>>shift`.
fn bits_get(word: &Expr, f: Field) -> Expr {
    bin(
        Op::Shr,
        bin(
            Op::And,
            word.clone(),
            Expr::Num(i64::from(f.mask() << f.lo)),
        ),
        Expr::Num(i64::from(f.lo)),
    )
}

impl Words<'_> {
    /// COMPUTE_PGM_RSRC1 and COMPUTE_PGM_RSRC3 as AMDGPUAsmParser::
    /// ParseDirectiveAMDHSAKernel leaves them when every other field is a
    /// number: the register blocks set last into RSRC1 (VGPRs, then SGPRs)
    /// and, on GFX90A+, ACCUM_OFFSET (`accum_offset/4-1`) last into RSRC3,
    /// each with bits_set over the word's value so far.
    fn build(&self) -> (Expr, Expr) {
        let one = || Expr::Num(1);
        let given =
            |i: usize, default: i64| self.given.fields[i].clone().unwrap_or(Expr::Num(default));
        // (alignto(max(n, 1), granule)/granule)-1 (the parser's
        // GetNumGPRBlocks)
        let blocks = |n: Expr, g: i64| {
            let aligned = call("alignto", vec![call("max", vec![n, one()]), Expr::Num(g)]);
            bin(Op::Sub, bin(Op::Div, aligned, Expr::Num(g)), one())
        };
        // GFX10+ keeps no SGPR blocks (a constant 0); GFX9 counts
        // next_free_sgpr+extrasgprs(vcc, flat_scratch, xnack on or any) in
        // blocks of 8 (IsaInfo::getSGPREncodingGranule)
        let sgpr = if self.gfx9 {
            let extra = call(
                "extrasgprs",
                vec![given(2, 1), given(3, 1), Expr::Num(i64::from(self.xnack))],
            );
            blocks(bin(Op::Add, given(1, 0), extra), 8)
        } else {
            Expr::Num(0)
        };
        // the register block fields are 0 until set
        let w1 = Expr::Num(i64::from(self.r1 & !0x3ff));
        let w1 = bits_set(
            w1,
            blocks(given(0, 0), self.vgpr_granule),
            rsrc1::GRANULATED_WORKITEM_VGPR_COUNT,
        );
        let w1 = bits_set(w1, sgpr, rsrc1::GRANULATED_WAVEFRONT_SGPR_COUNT);
        let w3 = match &self.given.fields[4] {
            Some(acc) if self.gfx90a => bits_set(
                Expr::Num(i64::from(self.r3 & !0x3f)),
                bin(Op::Sub, bin(Op::Div, acc.clone(), Expr::Num(4)), one()),
                rsrc3::GFX90A_ACCUM_OFFSET,
            ),
            _ => Expr::Num(i64::from(self.r3)),
        };
        (w1, w3)
    }
}

/// A descriptor value as EmitAmdhsaKernelDescriptor prints it:
/// AMDGPU::foldAMDGPUMCExpr, then its number if it has one, else the
/// expression. The symbols left in `e` had no value where the block ended
/// (its parts were folded there), so each counts as unknown.
fn kd_text(a: &Assembler, e: &Expr) -> String {
    let e = try_fold(a, e, true, 0);
    match number(a, &e) {
        Some(v) => v.to_string(),
        None => show(&e),
    }
}

/// `e`'s value if it names no symbol (MCExpr::evaluateAsAbsolute).
fn number(a: &Assembler, e: &Expr) -> Option<i64> {
    let mut named = false;
    e.names(&mut |_| named = true);
    if named || has_here(e) {
        return None;
    }
    absolute(a, e)
}

/// The depth where AMDGPUMCExpr's knownBitsMapHelper stops looking.
const KNOWN_DEPTH: u32 = 16;

/// llvm::KnownBits over 64 bits: the bits known zero and known one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Known {
    zero: u64,
    one: u64,
}

impl Known {
    const UNKNOWN: Known = Known { zero: 0, one: 0 };
    /// 0 or 1, not known which.
    const BOOL: Known = Known { zero: !1, one: 0 };

    fn constant(v: i64) -> Known {
        Known {
            zero: !(v as u64),
            one: v as u64,
        }
    }

    fn value(self) -> Option<i64> {
        (self.zero | self.one == u64::MAX).then_some(self.one as i64)
    }

    fn is(self, v: i64) -> bool {
        self.value() == Some(v)
    }

    fn boolean(b: Option<bool>) -> Known {
        b.map_or(Known::BOOL, |b| Known::constant(i64::from(b)))
    }

    /// KnownBits::computeForAddCarry.
    fn add_carry(l: Known, r: Known, carry_zero: bool, carry_one: bool) -> Known {
        let sum_zero = (!l.zero)
            .wrapping_add(!r.zero)
            .wrapping_add(u64::from(!carry_zero));
        let sum_one = l.one.wrapping_add(r.one).wrapping_add(u64::from(carry_one));
        let carry_known_zero = !(sum_zero ^ l.zero ^ r.zero);
        let carry_known_one = sum_one ^ l.one ^ r.one;
        let known = (l.zero | l.one) & (r.zero | r.one) & (carry_known_zero | carry_known_one);
        Known {
            zero: !sum_zero & known,
            one: sum_one & known,
        }
    }

    fn trailing_zeros(self) -> u32 {
        self.zero.trailing_ones()
    }

    /// Known not equal when a bit is known one on a side and zero on the other.
    fn equal(l: Known, r: Known) -> Option<bool> {
        match (l.value(), r.value()) {
            (Some(x), Some(y)) => Some(x == y),
            _ if (l.one & r.zero) | (l.zero & r.one) != 0 => Some(false),
            _ => None,
        }
    }
}

/// `e`'s known bits as AMDGPUMCExpr's knownBitsMapHelper finds them.
/// Exact for the bitwise operators, sums, differences and constant
/// shifts; products keep their known trailing zeros only, and quotients,
/// remainders and orderings are known only when constant
/// (UNCONFIRMED: llvm::KnownBits derives more for these).
fn known(a: &Assembler, e: &Expr, depth: u32) -> Known {
    if let Some(v) = number(a, e) {
        return Known::constant(v);
    }
    if depth == KNOWN_DEPTH {
        return Known::UNKNOWN;
    }
    let sub = |x: &Expr| known(a, x, depth + 1);
    match e {
        Expr::Num(v) => Known::constant(*v),
        // no symbol left has a value here
        Expr::Sym(..) | Expr::Here { .. } | Expr::LNot(_) => Known::UNKNOWN,
        // MCUnaryExpr::Minus: KnownBits::makeNegative (the sign bit set)
        Expr::Neg(x) => {
            let k = sub(x);
            Known {
                zero: k.zero & !(1 << 63),
                one: k.one | 1 << 63,
            }
        }
        Expr::Not(x) => {
            let k = sub(x);
            Known {
                zero: k.one,
                one: k.zero,
            }
        }
        Expr::Call(call) => match (call.0.as_str(), &call.1) {
            ("or", args) => args.iter().map(sub).fold(Known::constant(0), |x, y| Known {
                zero: x.zero & y.zero,
                one: x.one | y.one,
            }),
            // KnownBits::umax: kept only when both sides agree
            // (UNCONFIRMED: a weaker umax)
            ("max", args) => {
                let mut it = args.iter().map(sub);
                let first = it.next().unwrap_or(Known::UNKNOWN);
                it.fold(first, |x, y| Known {
                    zero: x.zero & y.zero,
                    one: x.one & y.one,
                })
            }
            _ => Known::UNKNOWN,
        },
        Expr::Bin(op, x, y) => {
            let (l, r) = (sub(x), sub(y));
            match op {
                Op::And => Known {
                    zero: l.zero | r.zero,
                    one: l.one & r.one,
                },
                Op::Or => Known {
                    zero: l.zero & r.zero,
                    one: l.one | r.one,
                },
                Op::Xor => Known {
                    zero: (l.zero & r.zero) | (l.one & r.one),
                    one: (l.zero & r.one) | (l.one & r.zero),
                },
                Op::Add => Known::add_carry(l, r, true, false),
                Op::Sub => {
                    let not_r = Known {
                        zero: r.one,
                        one: r.zero,
                    };
                    Known::add_carry(l, not_r, false, true)
                }
                Op::Mul => {
                    let tz = (l.trailing_zeros() + r.trailing_zeros()).min(64);
                    Known {
                        zero: if tz == 64 { u64::MAX } else { (1u64 << tz) - 1 },
                        one: 0,
                    }
                }
                Op::Shl | Op::Shr => match r.value() {
                    Some(k @ 0..=63) => {
                        let k = k as u32;
                        if *op == Op::Shl {
                            Known {
                                zero: (l.zero << k) | ((1u64 << k) - 1),
                                one: l.one << k,
                            }
                        } else {
                            // `>>` is a logical shift (MCAsmInfo's
                            // UseLogicalShr, as bits_get builds it)
                            Known {
                                zero: (l.zero >> k) | !(u64::MAX >> k),
                                one: l.one >> k,
                            }
                        }
                    }
                    _ => Known::UNKNOWN,
                },
                Op::Eq => Known::boolean(Known::equal(l, r)),
                Op::Ne => Known::boolean(Known::equal(l, r).map(|b| !b)),
                Op::LAnd => {
                    let nz = |k: Known| Known::equal(k, Known::constant(0)).map(|b| !b);
                    Known::boolean(match (nz(l), nz(r)) {
                        (Some(p), Some(q)) => Some(p && q),
                        _ => None,
                    })
                }
                Op::LOr => {
                    let k = Known {
                        zero: l.zero & r.zero,
                        one: l.one | r.one,
                    };
                    Known::boolean(Known::equal(k, Known::constant(0)).map(|b| !b))
                }
                Op::Lt | Op::Le | Op::Gt | Op::Ge => Known::BOOL,
                Op::Div | Op::Mod | Op::OrNot => Known::UNKNOWN,
            }
        }
    }
}

/// AMDGPUMCExpr's tryFoldHelper: a part whose bits are all known becomes
/// their number (but a unary operator keeps its form), `x-0`, `x+0`,
/// `0+x`, `x|0`, `0|x`, `x*1`, `1*x`, `x<<0`, `x>>0` lose the identity,
/// `0<<x`, `0>>x`, `x&0`, `0&x` become 0. `seen` says whether
/// knownBitsMapHelper reached the part (it does not look inside function
/// arguments but those of `max` and `or`, nor past its depth).
fn try_fold(a: &Assembler, e: &Expr, seen: bool, depth: u32) -> Expr {
    if !seen || matches!(e, Expr::Num(_)) {
        return e.clone();
    }
    let unary = matches!(e, Expr::Neg(_) | Expr::Not(_) | Expr::LNot(_));
    let n = number(a, e);
    if !unary {
        if let Some(v) = known(a, e, depth).value().or(n) {
            return Expr::Num(v);
        }
    }
    // the parts below were looked at unless this one had a number or
    // lay at the depth limit
    let inner = n.is_none() && depth < KNOWN_DEPTH;
    let fold = |x: &Expr| try_fold(a, x, inner, depth + 1);
    match e {
        Expr::Bin(op, x, y) => {
            let is = |s: &Expr, v: i64| inner && known(a, s, depth + 1).is(v);
            match op {
                Op::Sub if is(y, 0) => return fold(x),
                Op::Add | Op::Or if is(x, 0) => return fold(y),
                Op::Add | Op::Or if is(y, 0) => return fold(x),
                Op::Mul if is(x, 1) => return fold(y),
                Op::Mul if is(y, 1) => return fold(x),
                Op::Shl | Op::Shr if is(y, 0) => return fold(x),
                Op::Shl | Op::Shr if is(x, 0) => return Expr::Num(0),
                Op::And if is(x, 0) || is(y, 0) => return Expr::Num(0),
                _ => {}
            }
            bin(*op, fold(x), fold(y))
        }
        Expr::Neg(x) => Expr::Neg(Box::new(fold(x))),
        Expr::Not(x) => Expr::Not(Box::new(fold(x))),
        Expr::LNot(x) => Expr::LNot(Box::new(fold(x))),
        Expr::Call(call) => {
            let look = inner && matches!(call.0.as_str(), "max" | "or");
            let args = call
                .1
                .iter()
                .map(|x| try_fold(a, x, look, depth + 1))
                .collect();
            Expr::call(call.0.clone(), args)
        }
        other => other.clone(),
    }
}
