//! `.rept`, `.irp`, `.irpc` and `.macro`: lines recorded until their end
//! directive, then replayed through the assembler with their arguments
//! substituted (GNU as semantics, as LLVM's AsmParser implements them:
//! `\name` for a parameter, `\()` joining, `\@` the expansion count).

use crate::{Assembler, Loc};
use amdgpu_isa::SourceError;

/// How many nested expansions may run at once before the source is
/// called recursive (LLVM's AsmParser stops at 20 by default).
pub const MAX_NESTING: usize = 20;

/// A block being recorded.
pub(crate) struct Recording {
    pub kind: Kind,
    pub at: Loc,
    /// Raw lines of the body (comments blanked), with their line numbers.
    pub body: Vec<(usize, String)>,
    /// Nested blocks opened inside the body.
    pub depth: usize,
}

pub(crate) enum Kind {
    Rept(u64),
    Irp {
        param: String,
        values: Vec<String>,
    },
    Irpc {
        param: String,
        chars: String,
    },
    Macro {
        name: String,
        params: Vec<(String, Option<String>)>,
    },
}

/// A defined macro.
#[derive(Clone)]
pub(crate) struct Macro {
    pub params: Vec<(String, Option<String>)>,
    pub body: Vec<(usize, String)>,
}

/// Whether `word` opens or closes a block that nests.
fn opens(word: &str) -> bool {
    matches!(word, ".rept" | ".irp" | ".irpc" | ".macro")
}

fn closes(word: &str) -> bool {
    matches!(word, ".endr" | ".endm" | ".endmacro")
}

fn first_word(text: &str) -> String {
    text.split_whitespace()
        .next()
        .unwrap_or("")
        .to_ascii_lowercase()
}

/// Records one line into the open block; returns the finished block when
/// this line closed it.
pub(crate) fn record(a: &mut Assembler, n: usize, text: &str) -> Option<Recording> {
    let rec = a.recording.as_mut()?;
    let w = first_word(text);
    if closes(&w) {
        if rec.depth == 0 {
            return a.recording.take();
        }
        rec.depth -= 1;
    } else if opens(&w) {
        rec.depth += 1;
    }
    rec.body.push((n, text.to_string()));
    None
}

/// Replaces `\name` of each parameter in `line` with its value.
fn substitute(line: &str, params: &[(String, String)], count: usize) -> String {
    let mut out = String::with_capacity(line.len());
    let mut rest = line;
    while let Some(i) = rest.find('\\') {
        out.push_str(&rest[..i]);
        let after = &rest[i + 1..];
        if let Some(tail) = after.strip_prefix("()") {
            rest = tail;
            continue;
        }
        if let Some(tail) = after.strip_prefix('@') {
            out.push_str(&count.to_string());
            rest = tail;
            continue;
        }
        let len = after
            .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == '$' || c == '.'))
            .unwrap_or(after.len());
        match params.iter().find(|(p, _)| p == &after[..len]) {
            Some((_, v)) if len > 0 => {
                out.push_str(v);
                rest = &after[len..];
            }
            _ => {
                out.push('\\');
                rest = after;
            }
        }
    }
    out.push_str(rest);
    out
}

/// Runs a finished block (a macro definition is stored instead).
pub(crate) fn finish(a: &mut Assembler, rec: Recording) -> Result<(), SourceError> {
    match rec.kind {
        Kind::Rept(count) => {
            for _ in 0..count {
                replay(a, &rec.body, &[], rec.at)?;
            }
        }
        Kind::Irp { param, values } => {
            for v in values {
                replay(a, &rec.body, &[(param.clone(), v)], rec.at)?;
            }
        }
        Kind::Irpc { param, chars } => {
            for ch in chars.chars() {
                replay(a, &rec.body, &[(param.clone(), ch.to_string())], rec.at)?;
            }
        }
        Kind::Macro { name, params } => {
            if a.macros.contains_key(&name) {
                return Err(rec.at.error(format!("macro '{name}' is already defined")));
            }
            a.macros.insert(
                name,
                Macro {
                    params,
                    body: rec.body,
                },
            );
        }
    }
    Ok(())
}

/// Expands macro `name` with the arguments written after it.
pub(crate) fn invoke(
    a: &mut Assembler,
    name: &str,
    args: &str,
    at: Loc,
) -> Result<(), SourceError> {
    let Some(m) = a.macros.get(name).cloned() else {
        return Ok(());
    };
    let given = split_args(args);
    if given.len() > m.params.len() {
        return Err(at.error("too many positional arguments"));
    }
    let mut values = Vec::new();
    for (i, (p, default)) in m.params.iter().enumerate() {
        let v = match given.get(i) {
            Some(v) if !v.is_empty() => v.clone(),
            _ => default.clone().unwrap_or_default(),
        };
        values.push((p.clone(), v));
    }
    replay(a, &m.body, &values, at)
}

/// Arguments separated by commas (or blanks outside parentheses).
pub(crate) fn split_args(text: &str) -> Vec<String> {
    let text = text.trim();
    if text.is_empty() {
        return Vec::new();
    }
    let mut out = Vec::new();
    let mut cur = String::new();
    let mut depth = 0i32;
    let mut quoted = false;
    for ch in text.chars() {
        match ch {
            '"' => {
                quoted = !quoted;
                cur.push(ch);
            }
            '(' | '[' if !quoted => {
                depth += 1;
                cur.push(ch);
            }
            ')' | ']' if !quoted => {
                depth -= 1;
                cur.push(ch);
            }
            ',' if !quoted && depth == 0 => out.push(std::mem::take(&mut cur).trim().to_string()),
            c if c.is_whitespace() && !quoted && depth == 0 => {
                if !cur.trim().is_empty() {
                    cur.push(' ');
                }
            }
            c => cur.push(c),
        }
    }
    out.push(cur.trim().to_string());
    // blanks separate arguments when no comma does
    if out.len() == 1 && out[0].contains(' ') {
        return out[0].split(' ').map(str::to_string).collect();
    }
    out
}

fn replay(
    a: &mut Assembler,
    body: &[(usize, String)],
    params: &[(String, String)],
    at: Loc,
) -> Result<(), SourceError> {
    if a.nesting >= MAX_NESTING {
        return Err(at.error("macros cannot be nested more than 20 levels deep"));
    }
    a.nesting += 1;
    a.expansions += 1;
    let count = a.expansions - 1;
    let mut result = Ok(());
    for (n, line) in body {
        let text = substitute(line, params, count);
        // text mode prints each line of the expansion
        let before = a
            .printer
            .is_some()
            .then(|| crate::text::LineState::new(a, &text));
        if let Err(e) = a.line(*n, &text, &text) {
            result = Err(e);
            break;
        }
        if let (Some(st), Some(mut p)) = (before, a.printer.take()) {
            p.after(a, &text, &text, &st);
            a.printer = Some(p);
        }
    }
    a.nesting -= 1;
    result
}
