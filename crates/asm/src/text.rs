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
//!
//! Known differences from llvm-mc-22:
//! - A descriptor field whose value names a symbol set after its block is
//!   printed with its final value; llvm-mc-22 prints the expression it keeps
//!   for it (`((RSRC1&mask)>>shift)` over the register-count functions).
//! - `.amdgpu_metadata` YAML is printed as written; llvm-mc-22 re-prints it
//!   from the MessagePack document (the same text for compiler output).
//! - Constant sub-expressions are folded wherever they stand; LLVM folds only
//!   whole parenthesised groups (`1+2+f` prints `1+2+f` there, `3+f` here).

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
        let sec = a.current;
        let (len, fixups) = (a.sections[sec].data.len(), a.sections[sec].fixups.len());
        // a block replayed by the assembler would print as one line here
        if !in_kernel && !in_metadata && is_repeating(&text) {
            let col = raw.len() - raw.trim_start().len() + 1;
            return Err(SourceError {
                line: n,
                col,
                msg: "printing .macro, .rept and .irp expansions as text is not supported yet (write an object with -o)".into(),
            });
        }
        a.line(n, &text, raw)?;
        if in_metadata {
            if matches!(a.block, Block::Metadata { .. }) {
                yaml.push_str(text.trim_end());
                yaml.push('\n');
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
                        .find(|f| f.0 == name)
                        .map(|f| show(&fold(&a, &f.1)))
                });
                blocks.push((p.out.len(), a.kernels.len() - 1, given));
            }
            continue;
        }
        p.statement(&a, &text, sec, len, fixups);
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

struct Printer {
    out: String,
    show_encoding: bool,
    /// The section printed last (llvm-mc prints a switch only to another).
    section: Option<usize>,
    /// Temporary labels made for `.` so far.
    temps: usize,
}

impl Printer {
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

    fn set(&mut self, a: &Assembler, name: &str, dead_strip: bool) {
        let Some(i) = a.symbols.get(name) else { return };
        let Def::Set(e) = &a.symbols.list[i].def else {
            return;
        };
        let _ = writeln!(self.out, ".set {name}, {}", show(&fold(a, e)));
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
                    .and_then(|i| a.symbols.list[i].size.as_ref())
                {
                    let _ = writeln!(self.out, "\t.size\t{sym}, {}", show(&fold(a, e)));
                }
            }
            ".set" | ".equ" | ".equiv" => {
                let (sym, _) = rest.split_once(',').unwrap_or((rest, ""));
                self.set(a, unquote(sym.trim()), true);
            }
            ".p2align" | ".p2alignw" | ".p2alignl" | ".balign" | ".balignw" | ".balignl"
            | ".align" => {
                self.align(a, &name, rest, sec);
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
                    let mut e = fold(a, &e);
                    // `.` is a temporary label placed here (AsmParser's
                    // parsePrimaryExpr: createTempSymbol, emitted at once)
                    if has_here(&e) {
                        let name = format!(".Ltmp{}", self.temps);
                        self.temps += 1;
                        let _ = writeln!(self.out, "{name}:");
                        e = replace_here(&e, &name);
                    }
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
        Expr::Call(_, args) => args.iter().any(has_here),
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
        Expr::Call(f, args) => Expr::Call(
            f.clone(),
            args.iter().map(|x| replace_here(x, name)).collect(),
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
    if let Some(k) = absolute(a, e) {
        return Expr::Num(k);
    }
    match e {
        Expr::Neg(x) => Expr::Neg(Box::new(fold(a, x))),
        Expr::Not(x) => Expr::Not(Box::new(fold(a, x))),
        Expr::LNot(x) => Expr::LNot(Box::new(fold(a, x))),
        Expr::Bin(op, x, y) => Expr::Bin(*op, Box::new(fold(a, x)), Box::new(fold(a, y))),
        Expr::Call(f, args) => Expr::Call(f.clone(), args.iter().map(|x| fold(a, x)).collect()),
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
        Expr::Call(f, args) => {
            s.push_str(f);
            s.push('(');
            for (i, x) in args.iter().enumerate() {
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
const AS_GIVEN: [&str; 4] = [
    ".amdhsa_next_free_vgpr",
    ".amdhsa_next_free_sgpr",
    ".amdhsa_reserve_vcc",
    ".amdhsa_reserve_flat_scratch",
];

/// [`AS_GIVEN`]'s values as printed, where given.
type Given = [Option<String>; 4];

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
    let _ = writeln!(o, "\t.amdhsa_kernel {}", k.name);
    let line = |o: &mut String, name: &str, v: u32| {
        let _ = writeln!(o, "\t\t.amdhsa_{name} {v}");
    };
    let f = |w: u32, field: Field| field.get(w);
    line(
        o,
        "group_segment_fixed_size",
        word(offset::GROUP_SEGMENT_FIXED_SIZE),
    );
    line(
        o,
        "private_segment_fixed_size",
        word(offset::PRIVATE_SEGMENT_FIXED_SIZE),
    );
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
    for i in 0..2 {
        let v = given[i].as_deref().unwrap_or("0");
        let _ = writeln!(o, "\t\t{} {v}", AS_GIVEN[i]);
    }
    if gfx90a {
        line(
            o,
            "accum_offset",
            (f(r3, rsrc3::GFX90A_ACCUM_OFFSET) + 1) * 4,
        );
    }
    // both default to 1 (AMDGPUAsmParser::ParseDirectiveAMDHSAKernel)
    let flag = |i: usize| given[i].as_deref().unwrap_or("1");
    let _ = writeln!(o, "\t\t.amdhsa_reserve_vcc {}", flag(2));
    if !architected {
        let _ = writeln!(o, "\t\t.amdhsa_reserve_flat_scratch {}", flag(3));
    }
    if matches!(a.code_object_version, 4 | 5) && (major == 9 || t.arch() == Arch::Rdna1) {
        let ctx = crate::kernel::context(a);
        let on = ctx.xnack != amdgpu_codeobj::kd_build::Feature::Off;
        line(o, "reserve_xnack_mask", u32::from(on));
    }
    line(o, "float_round_mode_32", f(r1, rsrc1::FLOAT_ROUND_MODE_32));
    line(
        o,
        "float_round_mode_16_64",
        f(r1, rsrc1::FLOAT_ROUND_MODE_16_64),
    );
    line(
        o,
        "float_denorm_mode_32",
        f(r1, rsrc1::FLOAT_DENORM_MODE_32),
    );
    line(
        o,
        "float_denorm_mode_16_64",
        f(r1, rsrc1::FLOAT_DENORM_MODE_16_64),
    );
    if major < 12 {
        line(o, "dx10_clamp", f(r1, rsrc1::ENABLE_DX10_CLAMP));
        line(o, "ieee_mode", f(r1, rsrc1::ENABLE_IEEE_MODE));
    }
    line(o, "fp16_overflow", f(r1, rsrc1::FP16_OVFL));
    if gfx90a {
        line(o, "tg_split", f(r3, rsrc3::GFX90A_TG_SPLIT));
    }
    if major >= 10 {
        line(o, "workgroup_processor_mode", f(r1, rsrc1::WGP_MODE));
        line(o, "memory_ordered", f(r1, rsrc1::MEM_ORDERED));
        line(o, "forward_progress", f(r1, rsrc1::FWD_PROGRESS));
    }
    if major == 10 || major == 11 {
        line(
            o,
            "shared_vgpr_count",
            f(r3, rsrc3::GFX10_GFX11_SHARED_VGPR_COUNT),
        );
    }
    if major == 11 {
        line(o, "inst_pref_size", f(r3, rsrc3::GFX11_INST_PREF_SIZE));
    }
    if major >= 12 {
        line(o, "inst_pref_size", f(r3, rsrc3::GFX12_INST_PREF_SIZE));
        line(o, "round_robin_scheduling", f(r1, rsrc1::ENABLE_WG_RR_EN));
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

/// Whether a line opens a block the assembler replays (`.macro`, `.rept`,
/// `.irp`, `.irpc`).
fn is_repeating(text: &str) -> bool {
    let w = text.split_whitespace().next().unwrap_or("");
    matches!(
        w.to_ascii_lowercase().as_str(),
        ".macro" | ".rept" | ".irp" | ".irpc"
    )
}
