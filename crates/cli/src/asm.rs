//! `amdgpu-isa asm`: LLVM-syntax text in, canonical text or machine code out.
//!
//! Large sources are assembled on two threads: the text is cut into pieces at
//! line ends (see `parallel.rs`), each parsed in slices of a few thousand lines
//! (so the statement lists stay small and cache-resident) into its own output;
//! the outputs are written in order. A `/* */` comment could span a cut, so a
//! source holding `/*` anywhere is assembled in one piece. The first error is
//! the first in the text, with its line counted from the start of the file.

use crate::{input, parallel, write_stdout, Failure};
use amdgpu_isa::{parse_source, Inst, Item, SourceError, Target};
use std::process::ExitCode;

/// Bytes of source per `parse_source` call.
const SLICE: usize = 1 << 16;

/// What to produce for each statement.
#[derive(Clone, Copy)]
enum Emit {
    Text,
    TextWithEncoding,
    Code,
}

pub fn run(
    target: Target,
    show_encoding: bool,
    output: Option<std::path::PathBuf>,
    file: Option<&str>,
) -> Result<ExitCode, Failure> {
    let (name, text) = input::read_text(file)?;
    let emit = match (&output, show_encoding) {
        (Some(_), _) => Emit::Code,
        (None, true) => Emit::TextWithEncoding,
        (None, false) => Emit::Text,
    };
    let mut pieces = parallel::pieces_for(text.len());
    if pieces > 1 && text.contains("/*") {
        pieces = 1;
    }
    let cuts = parallel::line_cuts(text.as_bytes(), pieces);
    let parts = parallel::in_order(cuts.len() - 1, |i| {
        let (from, to) = (cuts[i], cuts[i + 1]);
        assemble(target, text.get(from..to).unwrap_or(""), from, emit)
    });
    // the first error in the text wins
    let mut outs = Vec::with_capacity(parts.len());
    for part in parts {
        match part {
            Ok(out) => outs.push(out),
            Err((start, e)) => {
                let line = e.line
                    + text.as_bytes()[..start]
                        .iter()
                        .filter(|&&b| b == b'\n')
                        .count();
                let e = SourceError { line, ..e };
                return Err(Failure::located(format!("{name}:{e}")));
            }
        }
    }
    if let Some(path) = output {
        std::fs::write(&path, outs.concat())
            .map_err(|e| Failure::usage(format!("{}: {e}", path.display())))?;
        return Ok(ExitCode::SUCCESS);
    }
    for out in &outs {
        write_stdout(out)?;
    }
    Ok(ExitCode::SUCCESS)
}

/// Offset just past the first `\n` at or after `at` (or the end).
fn next_line(text: &str, at: usize) -> usize {
    text.as_bytes()
        .get(at..)
        .and_then(|t| t.iter().position(|&b| b == b'\n'))
        .map_or(text.len(), |p| at + p + 1)
}

/// Assembles `src` (which starts at byte `start` of the whole text) into its
/// output; an error carries `start` so its line can be made absolute.
fn assemble(
    target: Target,
    src: &str,
    start: usize,
    emit: Emit,
) -> Result<Vec<u8>, (usize, SourceError)> {
    let per_line = match emit {
        Emit::Code => 8,
        Emit::Text => 48,
        Emit::TextWithEncoding => 112,
    };
    let mut out = input::buffer(src.len() / 40 * per_line);
    let mut at = 0;
    while at < src.len() {
        let end = next_line(src, (at + SLICE).min(src.len()));
        let slice = &src[at..end];
        let stmts = parse_source(target, slice).map_err(|e| {
            // count the lines before this slice only now that they matter
            let line = e.line + src.as_bytes()[..at].iter().filter(|&&b| b == b'\n').count();
            (start, SourceError { line, ..e })
        })?;
        for s in &stmts {
            match (&s.item, emit) {
                (Item::Inst(inst), Emit::Code) => out.extend_from_slice(&inst.encode(target)),
                (Item::Label(_), Emit::Code) => {}
                (Item::Label(l), _) => {
                    out.extend_from_slice(l.as_bytes());
                    out.extend_from_slice(b":\n");
                }
                (Item::Inst(inst), Emit::TextWithEncoding) => {
                    push_with_encoding(&mut out, inst, target);
                    out.push(b'\n');
                }
                (Item::Inst(inst), Emit::Text) => {
                    out.push(b'\t');
                    push_text(&mut out, inst, target);
                    out.push(b'\n');
                }
            }
        }
        at = end;
    }
    Ok(out)
}

/// Appends the canonical text of `inst` to `out`: DS instructions through
/// their byte printer, the others through the formatter.
pub fn push_text(out: &mut Vec<u8>, inst: &Inst, target: Target) {
    struct Bytes<'a>(&'a mut Vec<u8>);
    impl std::fmt::Write for Bytes<'_> {
        fn write_str(&mut self, s: &str) -> std::fmt::Result {
            self.0.extend_from_slice(s.as_bytes());
            Ok(())
        }
    }
    let _ = match inst {
        Inst::Ds(d) => d.write_bytes(target, out),
        other => other.write_text(target, &mut Bytes(out)),
    };
}

/// `0xHH,` for every byte value, for the encoding comment.
static HEX_BYTES: [[u8; 5]; 256] = {
    const HEX: &[u8; 16] = b"0123456789abcdef";
    let mut t = [[0u8; 5]; 256];
    let mut b = 0;
    while b < 256 {
        t[b] = [b'0', b'x', HEX[b >> 4], HEX[b & 15], b','];
        b += 1;
    }
    t
};

/// `llvm-mc -show-encoding` layout: tab, text padded to 40 columns (at least
/// one space), then `; encoding: [0x..,...]`.
pub fn push_with_encoding(out: &mut Vec<u8>, inst: &Inst, target: Target) {
    const SPACES: [u8; 40] = [b' '; 40];
    out.push(b'\t');
    let start = out.len();
    push_text(out, inst, target);
    let width = out.len() - start;
    let pad = 40usize.saturating_sub(width).max(usize::from(width >= 40));
    out.extend_from_slice(&SPACES[..pad]);
    out.extend_from_slice(b"; encoding: [");
    for b in inst.encode(target).iter() {
        out.extend_from_slice(&HEX_BYTES[usize::from(*b)]);
    }
    // the last byte's comma becomes the closing bracket
    if let Some(last) = out.last_mut().filter(|c| **c == b',') {
        *last = b']';
    } else {
        out.push(b']');
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Slices and halves change nothing: same output, and the same first
    /// error with its line counted from the start.
    #[test]
    fn pieces_equal_one_pass() {
        let t = Target::from_name("gfx950").unwrap();
        let mut src = String::new();
        for i in 0..20_000 {
            src.push_str(&format!(
                "l{i}: ds_add_u32 v{}, v2 offset:{i} ; c\n",
                i % 256
            ));
        }
        let whole = |src: &str| -> Result<Vec<u8>, SourceError> {
            let mut out = Vec::new();
            for s in parse_source(t, src)? {
                match &s.item {
                    Item::Label(l) => out.extend_from_slice(format!("{l}:\n").as_bytes()),
                    Item::Inst(i) => {
                        let text = i.display(t).to_string();
                        let hex: Vec<String> =
                            i.encode(t).iter().map(|b| format!("{b:#04x}")).collect();
                        let line = format!("\t{text:<39} ; encoding: [{}]\n", hex.join(","));
                        out.extend_from_slice(line.as_bytes());
                    }
                }
            }
            Ok(out)
        };
        let pieces = assemble(t, &src, 0, Emit::TextWithEncoding).map_err(|e| e.1);
        assert_eq!(pieces, whole(&src));
        let bad = src.replace("offset:17000 ", "offset:70000 ");
        let e = assemble(t, &bad, 0, Emit::Text).unwrap_err().1;
        assert_eq!(Err(e), whole(&bad));
    }
}
