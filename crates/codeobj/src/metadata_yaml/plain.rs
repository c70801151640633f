//! The YAML compiler output holds, read straight into the document: block
//! maps and sequences, one entry a line, of plain or single-quoted scalars
//! that fit on their line, between `---` and `...`. That is what
//! llvm::yaml::Output writes for the metadata (big.s's 8,000 lines take a
//! third of the full reader's time here, and a third of its memory: no
//! node tree, no second pass).
//!
//! Anything else gives `None` and the full reader takes the text: tabs,
//! comments, flow collections, double quotes, tags, anchors, block scalars,
//! a scalar going on over the next line, an empty value, a line indented
//! other than its block's, a key twice (or two keys of one value, `5` and
//! `0x5`: the full reader decides which wins), and every error. So where
//! this reader gives a document it is the full reader's; the tests hold it
//! to that on the corpora and on damaged variants of them.

use super::{entry, from_string, Value};
use std::borrow::Cow;

/// How deep blocks may nest here (compiler output: 4).
const MAX_DEPTH: usize = 32;

/// The document of `yaml` (as [`super::yaml_to_msgpack`] takes it), if it
/// is in the plain form.
pub(super) fn document(yaml: &str) -> Option<Value<'_>> {
    let mut lines = yaml.split('\n').filter(|l| !l.bytes().all(|c| c == b' '));
    if lines.next()? != "---" {
        return None;
    }
    let mut r = Reader {
        lines: Vec::with_capacity(yaml.len() / 24),
        i: 0,
        depth: 0,
    };
    let mut ended = false;
    for l in lines {
        if ended {
            // a second document, or anything after `...`
            return None;
        }
        if l == "..." {
            ended = true;
            continue;
        }
        let text = l.trim_start_matches(' ');
        // (a control character, a tab among the blanks, or a character past
        // ASCII: the full reader's; a `#` may start a comment)
        if text.bytes().any(|c| c < b' ' || c == b'#' || c >= 0x7f) {
            return None;
        }
        r.lines.push(Line {
            indent: l.len() - text.len(),
            text,
        });
    }
    if r.lines.first()?.indent != 0 {
        return None;
    }
    let root = r.map(0)?;
    (r.i == r.lines.len()).then_some(root)
}

/// A line that is not blank: how many spaces before its text.
struct Line<'a> {
    indent: usize,
    text: &'a str,
}

struct Reader<'a> {
    lines: Vec<Line<'a>>,
    /// The next line to read.
    i: usize,
    depth: usize,
}

impl<'a> Reader<'a> {
    /// The indentation of the next line, if there is one.
    fn next_indent(&self) -> Option<usize> {
        self.lines.get(self.i).map(|l| l.indent)
    }

    /// The block whose lines start at column `indent`: a sequence if its
    /// first line is an entry `- `, else a map.
    fn block(&mut self, indent: usize) -> Option<Value<'a>> {
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            return None;
        }
        let text = self.lines.get(self.i)?.text;
        let v = if text.starts_with("- ") {
            self.seq(indent)
        } else {
            self.map(indent)
        };
        self.depth -= 1;
        v
    }

    fn seq(&mut self, indent: usize) -> Option<Value<'a>> {
        let mut items = Vec::with_capacity(self.entries(indent));
        while self.next_indent() == Some(indent) {
            let line = &mut self.lines[self.i];
            let Some(rest) = line.text.strip_prefix("- ") else {
                // a key beside the entries
                return None;
            };
            let item = rest.trim_start_matches(' ');
            if key_end(item).is_some() {
                // `- key: value`: a map whose first key is on this line, in
                // the column after the dash and its blanks
                line.indent = indent + line.text.len() - item.len();
                line.text = item;
                let at = line.indent;
                items.push(self.block(at)?);
            } else {
                items.push(scalar(item)?);
                self.i += 1;
                self.after_scalar(indent)?;
            }
        }
        self.closed(indent)?;
        Some(Value::Array(items))
    }

    fn map(&mut self, indent: usize) -> Option<Value<'a>> {
        let mut map = Vec::with_capacity(self.entries(indent));
        while self.next_indent() == Some(indent) {
            let text = self.lines[self.i].text;
            let end = key_end(text)?;
            let key = Cow::Borrowed(&text[..end]);
            let value = text[end + 1..].trim_start_matches(' ');
            self.i += 1;
            let value = if value.is_empty() {
                // the value is the block below, indented deeper
                match self.next_indent() {
                    Some(deeper) if deeper > indent => self.block(deeper)?,
                    _ => return None,
                }
            } else {
                let v = scalar(value)?;
                self.after_scalar(indent)?;
                v
            };
            // keys are typed as values are, untagged (this cannot fail)
            let slot = entry(&mut map, from_string(&key, "").ok()?);
            if !matches!(slot, Value::Nil) {
                return None;
            }
            *slot = value;
        }
        self.closed(indent)?;
        Some(Value::Map(map))
    }

    /// How many lines at `indent` the block starting at the next line holds
    /// (its entries, if it is well formed): room for them made at once, the
    /// document's vectors are neither copied as they grow nor longer than
    /// they need.
    fn entries(&self, indent: usize) -> usize {
        let rest = self.lines.get(self.i..).unwrap_or_default();
        rest.iter()
            .take_while(|l| l.indent >= indent)
            .filter(|l| l.indent == indent)
            .count()
    }

    /// After a scalar in a block at `indent`: a line indented deeper would
    /// go on with it.
    fn after_scalar(&self, indent: usize) -> Option<()> {
        match self.next_indent() {
            Some(n) if n > indent => None,
            _ => Some(()),
        }
    }

    /// At the end of a block at `indent`: the next line, if any, belongs to
    /// an enclosing block (indented less).
    fn closed(&self, indent: usize) -> Option<()> {
        match self.next_indent() {
            Some(n) if n >= indent => None,
            _ => Some(()),
        }
    }
}

/// Where the key of a `key: value` or `key:` line ends (at its `:`): a key
/// of letters, digits, `.`, `_` and `-`, not starting with `-`.
fn key_end(text: &str) -> Option<usize> {
    let b = text.as_bytes();
    let end = b
        .iter()
        .position(|&c| !(c.is_ascii_alphanumeric() || matches!(c, b'.' | b'_' | b'-')))?;
    let after = b.get(end + 1).copied();
    // (`...` in the first column ends the document when a blank follows)
    let marker = text.starts_with("...");
    (end > 0 && b[0] != b'-' && !marker && b[end] == b':' && matches!(after, None | Some(b' ')))
        .then_some(end)
}

/// A scalar that is the rest of its line: plain, or in single quotes
/// without a quote inside.
fn scalar(text: &str) -> Option<Value<'_>> {
    let b = text.as_bytes();
    let s = if b.first() == Some(&b'\'') {
        let inner = text[1..].strip_suffix('\'')?;
        if inner.contains('\'') {
            return None;
        }
        inner
    } else {
        // not an indicator first (`-` only before a non-blank), no `: `
        // (a key where none may be) and no `:` last, no blanks last
        let first = *b.first()?;
        let indicator = b"?:,[]{}#&*!|>'\"%@`".contains(&first)
            || (first == b'-' && matches!(b.get(1), None | Some(b' ')));
        if indicator || text.contains(": ") || text.ends_with([':', ' ']) {
            return None;
        }
        text
    };
    from_string(&Cow::Borrowed(s), "").ok()
}

#[cfg(test)]
mod tests {
    use super::super::{document as full, write, Value};
    use super::document;
    use std::path::Path;

    fn blob(v: &Value) -> Vec<u8> {
        let mut out = Vec::new();
        write(v, &mut out);
        out
    }

    /// Where the plain reader gives a document, the full reader gives the
    /// same one; whether the plain reader took `yaml`.
    fn agree(yaml: &str) -> bool {
        let Some(doc) = document(yaml) else {
            return false;
        };
        match full(yaml) {
            Ok(f) => assert_eq!(blob(&doc), blob(&f), "two readings of\n{yaml}"),
            Err(e) => panic!("the full reader refuses ({e}) what the plain one took:\n{yaml}"),
        }
        true
    }

    /// The metadata blocks of the test data's sources, as the assembler
    /// collects them (see tests/metadata_yaml.rs), and the hand-written
    /// cases.
    fn corpus() -> (Vec<String>, Vec<String>) {
        let data = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data");
        let mut blocks = Vec::new();
        for dir in ["metadata_yaml", "asm"] {
            let mut files: Vec<_> = std::fs::read_dir(data.join(dir))
                .unwrap()
                .map(|e| e.unwrap().path())
                .filter(|p| p.extension().is_some_and(|x| x == "s"))
                .collect();
            files.sort();
            for f in files {
                let src = std::fs::read_to_string(f).unwrap();
                let mut rest = src.as_str();
                while let Some(p) = rest.find(".amdgpu_metadata") {
                    let after = &rest[p + ".amdgpu_metadata".len()..];
                    let Some(end) = after.find(".end_amdgpu_metadata") else {
                        break;
                    };
                    let start = after[..end].rfind('\n').map_or(0, |q| q + 1);
                    blocks.push(after[..start].to_string());
                    rest = &after[end..];
                }
            }
        }
        let cases = std::fs::read_to_string(data.join("metadata_yaml/cases.yaml")).unwrap();
        let cases = cases.split("%%%%\n").map(|c| format!("\n{c}")).collect();
        (blocks, cases)
    }

    /// Lines changed one at a time, as hand edits and other writers might.
    fn variants(yaml: &str, stride: usize) -> Vec<String> {
        const VALUES: &[&str] = &[
            "'5'", "0x5", "''", "'a'b'", "'a''b'", "[1, 2]", "{a: 1}", "-", "- x", "!!str 5",
            "!int 5", "&a x", "*a", "\"x\"", "x: y", "x #y", "x#y", "true", "1.5", "nan", "~",
            ":x", "-5", "a:b", "|", ">", "%x", "@x", "`x", "a,b", "x ", "é", "?", "? x",
        ];
        const KEYS: &[&str] = &["5", "0x5", "05", "true", "'k'", "\"k\"", "? k", "-k", "k k"];
        let lines: Vec<&str> = yaml.split('\n').collect();
        let with = |i: usize, new: &[String]| {
            let mut v: Vec<String> = lines[..i].iter().map(|s| s.to_string()).collect();
            v.extend_from_slice(new);
            v.extend(lines[i + 1..].iter().map(|s| s.to_string()));
            v.join("\n")
        };
        let mut out = Vec::new();
        for (i, l) in lines.iter().enumerate().step_by(stride.max(1)) {
            let indent = l.len() - l.trim_start().len();
            let (head, value) = l.split_once(": ").unwrap_or((l, ""));
            out.push(with(i, &[format!(" {l}")]));
            if indent > 0 {
                out.push(with(i, &[l[1..].to_string()]));
            }
            out.push(with(i, &[format!("{l} #c")]));
            out.push(with(i, &[format!("{l}\t")]));
            out.push(with(i, &[l.to_string(), l.to_string()]));
            out.push(with(i, &[]));
            if let Some(next) = lines.get(i + 1) {
                out.push(with(i, &[next.to_string(), l.to_string()]).replacen(
                    &format!("{next}\n{next}"),
                    next,
                    0,
                ));
            }
            for v in VALUES {
                out.push(with(i, &[format!("{head}: {v}")]));
                if !value.is_empty() {
                    out.push(with(
                        i,
                        &[format!("{head}:"), format!("{}{v}", " ".repeat(indent + 2))],
                    ));
                }
            }
            let key = head.trim_start().trim_start_matches("- ");
            for k in KEYS {
                out.push(with(i, &[l.replacen(key, k, 1)]));
            }
        }
        out
    }

    #[test]
    fn the_plain_reader_reads_as_the_full_one() {
        let (blocks, cases) = corpus();
        // compiler output is all in the plain form
        assert!(blocks.len() >= 10, "{} blocks", blocks.len());
        for b in &blocks {
            assert!(agree(b), "not read as plain:\n{b}");
        }
        // (the hand-written cases try the full reader's corners: flow
        // collections, quotes, tags... and are seldom plain)
        let (mut tried, mut taken) = (0, 0);
        for b in &blocks {
            let stride = b.lines().count() / 40 + 1;
            for v in variants(b, stride) {
                tried += 1;
                taken += usize::from(agree(&v));
            }
        }
        for c in &cases {
            for v in variants(c, 3) {
                tried += 1;
                taken += usize::from(agree(&v));
            }
        }
        // both readers were asked about many variants, and thousands were
        // plain (6,345 of 62,771 when written)
        assert!(taken > 2000 && taken < tried, "{taken} of {tried}");
    }
}
