//! LLVM-syntax assembly: parsing text into [`Inst`] and printing it back.

pub mod alu;
mod alu_slots;
mod bitop3;
mod buffer;
mod cursor;
pub mod dpp;
mod ds;
mod exp;
mod flat;
mod image;
mod interp;
mod lit16;
mod packed16;
mod sdwa;
mod smem;
mod suggest;
mod version;
mod vop3p;
mod vopd;

pub(crate) use cursor::float_in;
pub use cursor::{
    apply, binary_op, Cursor, Deferred, Op, Role, Scope, DEFERRED_LITERAL, MAX_EXPR_DEPTH, TOO_DEEP,
};
pub use ds::parse_plain_line as parse_plain_ds_line;
pub use suggest::{closest_names, distance_within, nearest, LONGEST_NAME};

use crate::inst::Inst;
use crate::tables;
use crate::target::{Gen, Target};

/// A problem in one line of assembly, at a byte position of that line.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{msg}")]
pub struct AsmError {
    pub pos: usize,
    pub msg: String,
}

impl AsmError {
    /// An error at byte `pos`; the input `msg` quotes is cut (see [`clip`]).
    pub fn at(pos: usize, msg: impl Into<String>) -> AsmError {
        AsmError {
            pos,
            msg: clip_words(msg.into()),
        }
    }
}

/// How much of a word of the input a message quotes.
pub const QUOTED_CHARS: usize = 64;

/// `text` as a message quotes it: its first [`QUOTED_CHARS`] characters
/// and `…` when it is longer (a megabyte of name would make a megabyte of
/// message).
pub fn clip(text: &str) -> std::borrow::Cow<'_, str> {
    match text.char_indices().nth(QUOTED_CHARS) {
        None => text.into(),
        Some((end, _)) => format!("{}\u{2026}", &text[..end]).into(),
    }
}

/// `msg` with each word (a run without blanks or quotes) longer than
/// [`QUOTED_CHARS`] cut by [`clip`]: every message quoting the input goes
/// through here, whatever word of it it quotes.
fn clip_words(msg: String) -> String {
    if msg.len() <= QUOTED_CHARS {
        return msg;
    }
    let mut out = String::new();
    let mut rest = msg.as_str();
    while let Some(start) = rest.find(|ch: char| !(ch.is_whitespace() || ch == '\'' || ch == '"')) {
        let end = rest[start..]
            .find(|ch: char| ch.is_whitespace() || ch == '\'' || ch == '"')
            .map_or(rest.len(), |e| start + e);
        out.push_str(&rest[..start]);
        out.push_str(&clip(&rest[start..end]));
        rest = &rest[end..];
    }
    out.push_str(rest);
    out
}

/// An error located in a source text (1-based line and column).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{line}:{col}: error: {msg}")]
pub struct SourceError {
    pub line: usize,
    pub col: usize,
    pub msg: String,
}

/// One statement of a source text, with the line it came from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Statement {
    pub line: usize,
    pub item: Item,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Item {
    Label(String),
    Inst(Inst),
}

pub(crate) const INVALID_OPERAND: &str = "invalid operand for instruction";
/// LLVM's message for a modifier or control the instruction does not take.
pub(crate) const NOT_VALID: &str = "not a valid operand.";

/// The next trailing modifier (lower-cased) and where it starts: modifiers
/// follow the operands without commas, so a comma or a non-name there is an
/// invalid operand, as llvm-mc-22 reports it.
pub(crate) fn modifier_name(c: &mut Cursor) -> Result<(usize, String), AsmError> {
    if c.eat(',') {
        return Err(c.error(INVALID_OPERAND));
    }
    let pos = c.pos();
    let Some(name) = c.ident() else {
        return Err(c.error(INVALID_OPERAND));
    };
    Ok((pos, name.to_ascii_lowercase()))
}

/// A modifier `noX` whose X is one of a family's cache-policy bit names
/// (`names`): (X, true), the bit written out at its default value, which
/// LLVM's parser takes wherever it takes X and which sets nothing
/// (AMDGPUAsmParser::parseCPol: a `no` prefix disables the bit; llvm-mc-22
/// takes `noglc`, `noslc`, `nodlc`, `noscc`, `nosc0`, `nosc1`, `nont`).
/// Any other name: (name, false).
pub(crate) fn cleared_cpol<'a>(name: &'a str, names: &[(&str, u8)]) -> (&'a str, bool) {
    match name.strip_prefix("no") {
        Some(bare) if names.iter().any(|(n, _)| *n == bare) => (bare, true),
        _ => (name, false),
    }
}

/// Consumes the `,` before operand `index` (none before the first) and
/// checks that an operand follows, with LLVM's messages for each failure.
pub(crate) fn start_operand(c: &mut Cursor, index: usize) -> Result<(), AsmError> {
    if index > 0 && !c.eat(',') {
        return Err(if c.at_end() {
            AsmError::at(0, "too few operands for instruction")
        } else {
            c.error(INVALID_OPERAND)
        });
    }
    if c.at_end() {
        return Err(AsmError::at(0, "too few operands for instruction"));
    }
    Ok(())
}

/// A register as written: `v5`, `v[4:7]`, `a3`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RegRef {
    pub file: char,
    pub index: u32,
    pub width: u32,
    pub pos: usize,
}

/// Parses a register of the vector files (`v`, `a`) or returns `None` when the
/// next token is not one.
pub fn parse_vreg(c: &mut Cursor) -> Result<Option<RegRef>, AsmError> {
    c.skip_ws();
    let pos = c.pos();
    let rest = c.rest();
    let file = match rest.as_bytes().first() {
        Some(b'v') => 'v',
        Some(b'a') => 'a',
        _ => return Ok(None),
    };
    let after = &rest[1..];
    if after.starts_with('[') {
        let mut inner = Cursor::new(after);
        inner.expect('[')?;
        let lo = inner
            .expr()
            .map_err(|e| AsmError::at(pos + 1 + e.pos, e.msg))?;
        let hi = if inner.eat(':') {
            inner
                .expr()
                .map_err(|e| AsmError::at(pos + 1 + e.pos, e.msg))?
        } else {
            lo
        };
        if !inner.eat(']') {
            return Err(AsmError::at(
                pos + 1 + inner.pos(),
                "expected a closing square bracket",
            ));
        }
        let consumed = 1 + inner.pos();
        if lo < 0 || hi < lo {
            return Err(AsmError::at(pos, "invalid register range"));
        }
        if hi > 255 {
            return Err(AsmError::at(pos, "register index is out of range"));
        }
        c.bump(consumed);
        return Ok(Some(RegRef {
            file,
            index: lo as u32,
            width: (hi - lo + 1) as u32,
            pos,
        }));
    }
    let after = after.as_bytes();
    let digits = after.iter().take_while(|b| b.is_ascii_digit()).count();
    // a non-ASCII byte is never alphanumeric here, as with the char it starts
    let tail = after.get(digits);
    if digits == 0 || tail.is_some_and(|&b| b.is_ascii_alphanumeric() || b == b'_') {
        return Ok(None);
    }
    // saturates on overflow, which the range check below reports
    let index = after[..digits].iter().fold(0u64, |v, &d| {
        v.saturating_mul(10).saturating_add(u64::from(d - b'0'))
    });
    if index > 255 {
        return Err(AsmError::at(pos, "register index is out of range"));
    }
    c.bump(1 + digits);
    Ok(Some(RegRef {
        file,
        index: index as u32,
        width: 1,
        pos,
    }))
}

/// Parses one instruction line (no comments, no label) into an [`Inst`].
pub fn parse_inst(target: Target, line: &str) -> Result<Inst, AsmError> {
    let mut c = Cursor::new(line);
    c.skip_ws();
    let start = c.pos();
    let word = c
        .ident()
        .ok_or_else(|| AsmError::at(start, "invalid instruction"))?;
    parse_after_mnemonic(target, word, start, &mut c)
}

/// [`parse_inst`] for an assembler: expressions may name the symbols of
/// `scope`; those it cannot resolve yet are returned as [`Deferred`] spans
/// of `line`, each with the place in the instruction it took (an
/// expression no place took is an error for the caller to report).
pub fn parse_inst_in(
    target: Target,
    line: &str,
    scope: &dyn Scope,
) -> Result<(Inst, Vec<Deferred>), AsmError> {
    let mut c = Cursor::with_scope(line, scope);
    c.skip_ws();
    let start = c.pos();
    let word = c
        .ident()
        .ok_or_else(|| AsmError::at(start, "invalid instruction"))?;
    let inst = parse_after_mnemonic(target, word, start, &mut c)?;
    Ok((inst, c.deferred().to_vec()))
}

/// The rest of [`parse_inst`] once the mnemonic `word` (at byte `start`) has
/// been read; [`parse_source`] enters here so each line is scanned once.
/// Register lists (`[s0,s1]`, `[ttmp4,ttmp5]`, `[v1,v2,v3]`) read as the
/// tuple they name (AMDGPUAsmParser::ParseRegList: single registers of one
/// kind with consecutive indices; llvm-mc-22 prints `s[0:1]`), but in
/// image instructions, whose lists are NSA addresses.
fn parse_after_mnemonic(
    target: Target,
    word: &str,
    start: usize,
    c: &mut Cursor,
) -> Result<Inst, AsmError> {
    let (from, rest) = (c.pos(), c.rest());
    // (on GFX10+ an image instruction's address list is its NSA
    // addresses, not a tuple; its data and resource lists are tuples, and
    // GFX9 has no NSA: observed with llvm-mc-22)
    let image = || match word.bytes().any(|b| b.is_ascii_uppercase()) {
        true => image::lookup(target, &word.to_ascii_lowercase()),
        false => image::lookup(target, word),
    };
    let nsa = (target.gen() >= Gen::Gfx10 && image().is_some()).then_some(1);
    let lists = rest
        .contains('[')
        .then(|| tuples_of_lists(rest, nsa))
        .flatten();
    // a text rewritten, parsed on its own; the instruction if it parses
    // (expressions left to the assembler would name offsets of the rewritten text)
    let reparse = |text: &str, c: &mut Cursor| {
        let mut sub = c.fork(text);
        let inst = parse_operands(target, word, start, &mut sub).ok()?;
        sub.settled().then(|| {
            c.set_pos(from + rest.len());
            inst
        })
    };
    if let Some(inst) = lists.as_deref().and_then(|t| reparse(t, c)) {
        return Ok(inst);
    }
    let result = parse_operands(target, word, start, c);
    // a comma before a modifier (`v_fma_f16 v1, v2, v3, v4, op_sel:[1,0,0,0]`,
    // `global_load_b32 v1, v[2:3], off, offset:16`): LLVM's parser skips a
    // comma between any two operands, modifiers included (llvm-mc-22)
    // and one after the last operand (`v_cndmask_b32 v1, v2, v3,`); and
    // the commas between operands are optional (`v_add_f32 v0 v1 v2`:
    // AMDGPUAsmParser::parseInstruction skips one after each operand)
    if result.is_err() {
        let listed = lists.as_deref().unwrap_or(rest);
        // a sign and its source apart (`- 1.0`, `- |v1|`): LLVM's lexer
        // makes `-` a token of its own, so blanks after it do not count
        let signs = sign_blanks_dropped(listed);
        let text = signs.as_deref().unwrap_or(listed);
        if let Some(inst) = signs.as_deref().and_then(|t| reparse(t, c)) {
            return Ok(inst);
        }
        let dropped = modifier_commas_dropped(text);
        let trailing = trailing_comma_dropped(dropped.as_deref().unwrap_or(text));
        if let Some(inst) = trailing.or(dropped).and_then(|t| reparse(&t, c)) {
            return Ok(inst);
        }
        if let Some(t) = operand_commas_added(text) {
            let dropped = modifier_commas_dropped(&t);
            let t = trailing_comma_dropped(dropped.as_deref().unwrap_or(&t))
                .or(dropped)
                .unwrap_or(t);
            if let Some(inst) = reparse(&t, c) {
                return Ok(inst);
            }
        }
    }
    result
}

/// `text` with the blanks after a minus sign that starts an operand (after
/// the mnemonic or a comma) taken out, but before a second sign (LLVM asks
/// for `neg(...)` there); None when there are none.
fn sign_blanks_dropped(text: &str) -> Option<String> {
    let b = text.as_bytes();
    let mut out: Option<String> = None;
    let mut copied = 0;
    for (i, &ch) in b.iter().enumerate() {
        if ch != b'-' || !text[..i].trim_end().is_empty() && !text[..i].trim_end().ends_with(',') {
            continue;
        }
        let blanks = b[i + 1..]
            .iter()
            .take_while(|c| c.is_ascii_whitespace())
            .count();
        if blanks == 0 || matches!(b.get(i + 1 + blanks), None | Some(b'-')) {
            continue;
        }
        let o = out.get_or_insert_with(String::new);
        o.push_str(&text[copied..=i]);
        copied = i + 1 + blanks;
    }
    let mut o = out?;
    o.push_str(&text[copied..]);
    Some(o)
}

/// `text` with a comma put between two operands written with blanks only,
/// where LLVM's parser ends one operand and starts the next: after a
/// register, a constant or a closing bracket, before anything but a
/// modifier, and before a binary operator only after a register (`v1 -v2`
/// is two operands, `1 - 2` and `1 -2` one expression). None when there is
/// no such place.
fn operand_commas_added(text: &str) -> Option<String> {
    let chunks = top_level_chunks(text);
    let mut out = String::with_capacity(text.len() + 8);
    let mut added = false;
    let mut copied = 0;
    for (k, pair) in chunks.windows(2).enumerate() {
        let ((_, a_end), (b_start, _)) = (pair[0], pair[1]);
        // (the second mnemonic of a VOPD pair, after `::`)
        if k > 0 && &text[chunks[k - 1].0..chunks[k - 1].1] == "::" {
            continue;
        }
        let (a, b) = (&text[pair[0].0..a_end], &text[b_start..pair[1].1]);
        let gap = &text[a_end..b_start];
        if gap.contains(',') || a.ends_with(',') || b.starts_with(',') {
            continue;
        }
        if operand_ends(a) && !mtbuf_format(a) && (operand_starts(a, b) || mtbuf_format(b)) {
            out.push_str(&text[copied..a_end]);
            out.push(',');
            copied = a_end;
            added = true;
        }
    }
    out.push_str(&text[copied..]);
    added.then_some(out)
}

/// The blank-separated pieces of `text` outside brackets, parentheses and
/// `|...|` (start and end offsets); commas stay in their pieces.
fn top_level_chunks(text: &str) -> Vec<(usize, usize)> {
    let mut chunks = Vec::new();
    let (mut depth, mut bars, mut from) = (0i32, false, None);
    for (k, b) in text.bytes().enumerate() {
        match b {
            b'[' | b'(' => depth += 1,
            b']' | b')' => depth -= 1,
            b'|' if depth == 0 => bars = !bars,
            _ => {}
        }
        let blank = b == b' ' || b == b'\t';
        if blank && depth == 0 && !bars {
            if let Some(f) = from.take() {
                chunks.push((f, k));
            }
        } else if from.is_none() && !blank {
            from = Some(k);
        }
    }
    if let Some(f) = from {
        chunks.push((f, text.len()));
    }
    chunks
}

/// Whether a piece is an MTBUF format (`format:N`, `dfmt:N`, `nfmt:N`),
/// which may come before the soffset, an optional comma after it
/// (AMDGPUAsmParser::parseFORMAT).
fn mtbuf_format(a: &str) -> bool {
    ["format:", "dfmt:", "nfmt:"]
        .iter()
        .any(|f| a.starts_with(f))
}

/// Whether a piece can end an operand: not an operator, a `name:` or `::`.
fn operand_ends(a: &str) -> bool {
    const OPERATORS: [char; 14] = [
        '+', '-', '*', '/', '%', '&', '^', '<', '>', '=', '!', '~', ':', ',',
    ];
    !a.ends_with(OPERATORS) && a != "|"
}

/// Whether piece `b` starts an operand after piece `a`: not a modifier
/// (`name:...` or a bare one), not `::`, and not a binary operator that
/// continues an expression `a` ends (any but a register).
fn operand_starts(a: &str, b: &str) -> bool {
    let (name, tail) = leading_word(b);
    let bare = name.strip_prefix("no").unwrap_or(name);
    let modifier = name.starts_with(|ch: char| ch.is_ascii_alphabetic())
        && (tail.trim_start().starts_with(':') && !tail.starts_with("::")
            || tail.is_empty()
                && (BARE_MODIFIERS.contains(&name) || BARE_MODIFIERS.contains(&bare)));
    if modifier || b.starts_with("::") || a.ends_with("::") {
        return false;
    }
    let operator = b.starts_with(['+', '-', '*', '/', '%', '&', '^', '<', '>', '=', '!', '|']);
    // (a register, a float, or a source under modifiers ends an operand;
    // an expression's value goes on: `1 -2`, `16 |7|`)
    !operator || ends_operand(a)
}

/// Whether piece `a` is an operand no binary operator continues: a register
/// or a float, under `-` and `|...|` or not, or a modifier function's call.
fn ends_operand(a: &str) -> bool {
    let inner = a
        .trim_start_matches('-')
        .trim_matches('|')
        .trim_start_matches('-');
    let call = ["neg(", "abs(", "sext(", "lit(", "lit64("]
        .iter()
        .any(|f| inner.starts_with(f) && inner.ends_with(')'));
    let float =
        inner.contains(['.', 'e', 'E']) && !inner.starts_with("0x") && inner.parse::<f64>().is_ok();
    call || float || is_register_text(inner) || a.len() > 1 && a.ends_with('|')
}

/// Whether `a` is written as a register (`v1`, `s[2:3]`, `vcc`, `v1.l`).
fn is_register_text(a: &str) -> bool {
    let mut c = Cursor::new(a);
    let whole = |c: &mut Cursor| c.at_end();
    (parse_vreg(&mut c).ok().flatten().is_some() && whole(&mut c)) || {
        let mut c = Cursor::new(a.trim_end_matches(".l").trim_end_matches(".h"));
        crate::operand::parse_register(&mut c, crate::target::Gen::Gfx10)
            .ok()
            .flatten()
            .is_some()
            && whole(&mut c)
    }
}

/// `text` without the comma that ends it, when that comma follows an
/// operand (not another comma); None otherwise.
fn trailing_comma_dropped(text: &str) -> Option<String> {
    let before = text.trim_end().strip_suffix(',')?.trim_end();
    let last = top_level_comma_positions(text).last()?;
    (last == text.trim_end().len() - 1 && !before.is_empty() && !before.ends_with(','))
        .then(|| before.to_string())
}

/// Modifiers written without a `name:` (the rest have one).
const BARE_MODIFIERS: [&str; 28] = [
    "clamp",
    "glc",
    "slc",
    "dlc",
    "scc",
    "sc0",
    "sc1",
    "nt",
    "nv",
    "tfe",
    "lds",
    "gds",
    "offen",
    "idxen",
    "addr64",
    "a16",
    "r128",
    "unorm",
    "da",
    "d16",
    "lwe",
    "high",
    "row_mirror",
    "row_half_mirror",
    "done",
    "compr",
    "vm",
    "scale_offset",
];

/// The name at the start of `t` (letters, digits, `_`) and what follows it.
fn leading_word(t: &str) -> (&str, &str) {
    let len = t
        .find(|ch: char| !(ch.is_ascii_alphanumeric() || ch == '_'))
        .unwrap_or(t.len());
    t.split_at(len)
}

/// The cache-policy names LLVM reads as one operand (AMDGPUAsmParser::
/// parseCPol takes them one after another, with no comma between).
const CPOL_CHAIN: [&str; 10] = [
    "glc", "slc", "dlc", "scc", "sc0", "sc1", "nt", "nv", "th", "scope",
];

/// `text` with each top-level comma that comes before a modifier (`name:`
/// or one of [`BARE_MODIFIERS`], or its `no` form) made a space, but a
/// second comma in a row and one between two cache-policy names; None when
/// there is none.
fn modifier_commas_dropped(text: &str) -> Option<String> {
    let cpol = |name: &str| {
        let name = name.to_ascii_lowercase();
        let bare = name.strip_prefix("no").unwrap_or(&name);
        CPOL_CHAIN.contains(&name.as_str()) || CPOL_CHAIN.contains(&bare)
    };
    let mut out: Option<String> = None;
    let mut copied = 0;
    for k in top_level_comma_positions(text) {
        let before = text[..k].trim_end();
        let (name, tail) = leading_word(text[k + 1..].trim_start());
        let bare = name.strip_prefix("no").unwrap_or(name);
        let keyword = BARE_MODIFIERS.contains(&name) || BARE_MODIFIERS.contains(&bare);
        // the last word before the comma (`glc`, or `th` of `th:TH_LOAD_NT`)
        let prev = before
            .rsplit([' ', ','])
            .next()
            .map_or("", |w| w.split(':').next().unwrap_or(""));
        let modifier = name.starts_with(|ch: char| ch.is_ascii_alphabetic())
            && (tail.starts_with(':')
                || keyword && (tail.is_empty() || tail.starts_with([' ', '\t', ','])))
            && !before.is_empty()
            && !before.ends_with(',')
            && !(cpol(prev) && cpol(name))
            // (an MTBUF format may be an operand before the soffset)
            && !mtbuf_format(text[k + 1..].trim_start());
        if modifier {
            let o = out.get_or_insert_with(String::new);
            o.push_str(&text[copied..k]);
            o.push(' ');
            copied = k + 1;
        }
    }
    let mut o = out?;
    o.push_str(&text[copied..]);
    Some(o)
}

/// `text` with each register list written as its tuple (`[s0,s1]` as
/// `s[0:1]`); None when it has no such list.
/// A list that is operand `keep` (counted from 0 after the mnemonic) stays.
fn tuples_of_lists(text: &str, keep: Option<usize>) -> Option<String> {
    // (built only once a list is found: most lines have tuples, no lists)
    let mut out: Option<String> = None;
    let (mut copied, mut from) = (0, 0);
    while let Some(open) = text[from..].find('[').map(|k| from + k) {
        from = open + 1;
        // (`s[0:1]` and `dpp8:[...]` are no lists of registers)
        if text[..open].ends_with(|ch: char| ch.is_ascii_alphanumeric() || ch == '_') {
            continue;
        }
        // (lists inside the kept one are tuples again)
        if keep.is_some_and(|k| operand_index(&text[..open]) == Some(k)) {
            continue;
        }
        let Some(close) = text[open..].find(']').map(|k| open + k) else {
            break;
        };
        if let Some(t) = list_tuple(&text[open + 1..close]) {
            let o = out.get_or_insert_with(String::new);
            o.push_str(&text[copied..open]);
            o.push_str(&t);
            copied = close + 1;
            from = close + 1;
        }
    }
    let mut o = out?;
    o.push_str(&text[copied..]);
    Some(o)
}

/// Which operand starts where a text ending in `head` ends (its commas
/// outside brackets and parentheses); None inside brackets.
fn operand_index(head: &str) -> Option<usize> {
    let mut depth = 0i32;
    let mut commas = 0;
    for b in head.bytes() {
        match b {
            b'[' | b'(' => depth += 1,
            b']' | b')' => depth -= 1,
            b',' if depth == 0 => commas += 1,
            _ => {}
        }
    }
    (depth == 0).then_some(commas)
}

/// The tuple a register list's inside names (`s0, s1` -> `s[0:1]`): single
/// registers of one file with consecutive indices; None otherwise.
fn list_tuple(inside: &str) -> Option<String> {
    let mut file = None;
    let (mut first, mut last) = (None::<u32>, 0u32);
    for item in inside.split(',') {
        let item = item.trim();
        let prefix = ["ttmp", "s", "v", "a"].into_iter().find(|p| {
            item.strip_prefix(p)
                .is_some_and(|d| !d.is_empty() && d.bytes().all(|b| b.is_ascii_digit()))
        })?;
        let index: u32 = item[prefix.len()..].parse().ok()?;
        if file.is_some_and(|f| f != prefix) || first.is_some() && index != last + 1 {
            return None;
        }
        file = Some(prefix);
        first.get_or_insert(index);
        last = index;
    }
    Some(format!("{}[{}:{last}]", file?, first?))
}

/// The family a mnemonic (lower case) names on a target, as the operand
/// parsers are tried: the first whose table has it, with its row.
#[derive(Clone, Copy)]
enum Family {
    Ds(usize),
    Flat(usize),
    Buffer(usize),
    Image(usize),
    Smem(usize),
    Vopd(usize),
    Vop3p(usize),
    Exp(usize),
    /// An export of other targets only.
    ExpElsewhere,
    Interp(interp::Choice),
    /// None of these: SDWA, DPP or another ALU form, or unknown.
    Other,
}

/// [`family_in_tables`], remembered by each thread for the mnemonics it
/// met (a source repeats a few hundred of them; the tables were a quarter
/// of parsing an ALU line).
fn family(target: Target, name: &str) -> Family {
    use std::cell::RefCell;
    use std::collections::HashMap;
    /// How many mnemonics a thread remembers (text of any kind may hold
    /// any number of words).
    const LIMIT: usize = 4096;
    /// The target met last and the mnemonics met on it.
    type Met = Option<(Target, HashMap<Box<str>, Family>)>;
    thread_local! {
        static MET: RefCell<Met> = const { RefCell::new(None) };
    }
    MET.with(|met| {
        let mut met = met.borrow_mut();
        let (t, known) = met.get_or_insert_with(|| (target, HashMap::new()));
        if *t != target {
            (*t, *known) = (target, HashMap::new());
        }
        if let Some(&f) = known.get(name) {
            return f;
        }
        let f = family_in_tables(target, name);
        if known.len() < LIMIT {
            known.insert(name.into(), f);
        }
        f
    })
}

/// The family of [`family`], from the tables.
fn family_in_tables(target: Target, name: &str) -> Family {
    if let Some(row) = tables::ds::lookup(name, target.ds_group()) {
        return Family::Ds(row);
    }
    if let Some(row) = tables::flat::group(target).and_then(|g| tables::flat::lookup(name, g)) {
        return Family::Flat(row);
    }
    if let Some(row) = tables::buffer::group(target).and_then(|g| tables::buffer::lookup(name, g)) {
        return Family::Buffer(row);
    }
    if let Some((row, _)) = image::lookup(target, name) {
        return Family::Image(row);
    }
    if let Some(row) = tables::smem::lookup(name, tables::smem::group(target)) {
        return Family::Smem(row);
    }
    // the X mnemonic may carry `_e32` (the Y one may not; observed with llvm-mc-22)
    let vopd_x = name.strip_suffix("_e32").unwrap_or(name);
    if let Some(row) = tables::vopd::lookup(vopd_x, tables::vopd::group(target).unwrap_or(0))
        .filter(|_| tables::vopd::on_target(target))
    {
        return Family::Vopd(row);
    }
    if let Some(row) = tables::vop3p::lookup(name, target) {
        return Family::Vop3p(row);
    }
    if let Some(group) = exp::lookup(target, name) {
        return Family::Exp(group);
    }
    if exp::known_anywhere(name) {
        return Family::ExpElsewhere;
    }
    match interp::lookup(target, name) {
        Some(choice) => Family::Interp(choice),
        None => Family::Other,
    }
}

fn parse_operands(
    target: Target,
    word: &str,
    start: usize,
    c: &mut Cursor,
) -> Result<Inst, AsmError> {
    let lower;
    let name: &str = if cursor::has_upper(word) {
        lower = word.to_ascii_lowercase();
        &lower
    } else {
        word
    };
    if name.len() > suggest::LONGEST_NAME {
        return Err(unknown_mnemonic(target, name, start));
    }
    match family(target, name) {
        Family::Ds(row) => return ds::parse(target, row, c).map(Inst::Ds),
        Family::Flat(row) => return flat::parse(target, row, c).map(Inst::Flat),
        Family::Buffer(row) => return buffer::parse(target, row, c).map(Inst::Buffer),
        Family::Image(row) => return image::parse(target, row, c).map(Inst::Image),
        Family::Smem(row) => return smem::parse(target, row, c).map(Inst::Smem),
        Family::Vopd(row) => return vopd::parse(target, row, start, c).map(Inst::Vopd),
        Family::Vop3p(row) => {
            // DPP controls after the operands pick the `_e64_dpp` form (llvm-mc-22)
            if target.gen() >= crate::Gen::Gfx11 && dpp::has_controls(c.rest()) {
                return dpp::parse_vop3p(target, row, c).map(Inst::Vop3p);
            }
            return vop3p::parse(target, row, c).map(Inst::Vop3p);
        }
        Family::Exp(group) => return exp::parse(target, group, c).map(Inst::Exp),
        Family::ExpElsewhere => {
            return Err(AsmError::at(start, "instruction not supported on this GPU"))
        }
        Family::Interp(choice) => {
            return interp::parse(target, &choice, c)
                .map(Inst::Interp)
                .map_err(|e| {
                    if e.pos == 0 {
                        AsmError::at(start, e.msg)
                    } else {
                        e
                    }
                })
        }
        Family::Other => {}
    }
    // `_dpp`, `_e64_dpp` or DPP controls after the operands: a DPP form
    // `_sdwa` or SDWA selects after the operands: an SDWA form (GFX9, GFX10)
    if let Some(r) = sdwa::parse(target, name, c) {
        return r.map(Inst::Alu);
    }
    if let Some(r) = dpp::parse(target, name, c) {
        return r;
    }
    // `_e32` / `_e64` pick the encoding of instructions that have both.
    let (base, forced) = match (name.strip_suffix("_e32"), name.strip_suffix("_e64")) {
        (Some(b), _) => (b, Some(false)),
        (_, Some(b)) => (b, Some(true)),
        _ => (name, None),
    };
    if let Some(row) = tables::alu::lookup(base, target.gen()) {
        let r = &tables::alu::ALU_ROWS[row];
        // `_e32`/`_e64` on a short-form row without a twin: alu::parse
        // takes the one and refuses the other as llvm-mc-22 does
        let short_only = !r.has_twin()
            && matches!(
                r.shape,
                tables::alu::Shape::Vop1 | tables::alu::Shape::Vop2 | tables::alu::Shape::Vopc
            );
        if forced.is_none() || r.has_twin() || short_only {
            let at = c.pos();
            let first = alu::parse(target, row, forced, c);
            if first.is_ok() || forced.is_some() {
                return first.map(Inst::Alu);
            }
            // only a modifier the other forms lack sends LLVM's matcher on
            // to the SDWA form, or implicit VCC operands left out (which the
            // VOP3 form does not take: `v_cndmask_b32 v1, v2, s3`, llvm-mc-22)
            c.set_pos(at);
            if !["clamp", "mul:", "div:"]
                .iter()
                .any(|m| c.rest().contains(m))
                && !alu::implicit_vcc_left_out(r, target.gen(), true, c.rest())
            {
                return first.map(Inst::Alu);
            }
            return match sdwa::parse_fallback(target, row, c) {
                Some(Ok(inst)) => Ok(Inst::Alu(inst)),
                _ => first.map(Inst::Alu),
            };
        }
    }
    if let Some(row) = forced.and_then(|e64| stacked_size(target, base, e64)) {
        // a VOPC's `_e32_e32` is LLVM's `_e32` alias without the VCC
        // destination (`v_cmp_eq_f32_e32 v1, v2`): one written is refused
        let r = &tables::alu::ALU_ROWS[row];
        let writes_vcc = r.sig32.contains(&tables::alu::Opnd::Vcc);
        if r.shape == tables::alu::Shape::Vopc && writes_vcc && top_level_commas(c.rest()) > 1 {
            return Err(c.error(INVALID_OPERAND));
        }
        return alu::parse(target, row, forced, c).map(Inst::Alu);
    }
    // LLVM's forced sizes elsewhere: `_e64` is taken by the instructions
    // with a VOP3-style encoding only, `_e32` by every other one (SOP*,
    // memory, export...), each printed without it (llvm-mc-22)
    if let Some(e64) = forced {
        match vop3_style(target, base) {
            Some(vop3) if vop3 == e64 => return parse_operands(target, base, start, c),
            Some(_) if e64 => {
                return Err(AsmError::at(
                    start,
                    "e64 variant of this instruction is not supported",
                ))
            }
            Some(_) => {
                return Err(AsmError::at(
                    start,
                    "e32 variant of this instruction is not supported",
                ))
            }
            None => {}
        }
    }
    Err(unknown_mnemonic(target, name, start))
}

/// How many commas `text` holds outside brackets and parentheses.
pub(crate) fn top_level_commas(text: &str) -> usize {
    top_level_comma_positions(text).count()
}

/// The byte offsets of `text`'s commas outside brackets and parentheses.
pub(crate) fn top_level_comma_positions(text: &str) -> impl Iterator<Item = usize> + '_ {
    let mut depth = 0i32;
    text.bytes().enumerate().filter_map(move |(k, b)| {
        depth += i32::from(b == b'[' || b == b'(') - i32::from(b == b']' || b == b')');
        (b == b',' && depth == 0).then_some(k)
    })
}

/// The row of `base` (a name already stripped of an outer `_e32`/`_e64`,
/// `e64` the outer one) when it ends in a second size suffix LLVM's
/// assembler ignores: the outer suffix forces the size.  Swept with
/// llvm-mc-22 over every VOP1/VOP2/VOPC row on gfx900 to gfx1201: VOP1 rows
/// with a VOP3 form take both suffixes where they take `_e32_dpp`, and so
/// do aliases (`dpp::stacked_suffix`),
/// VOPC rows (not aliases) take `_e32_e32` alone, with the operands of
/// LLVM's `_e32` alias that leaves out the VCC destination; VOP2 rows
/// nothing.
fn stacked_size(target: Target, base: &str, e64: bool) -> Option<usize> {
    use tables::alu::{Shape, ALU_ROWS};
    let (b, inner_e64) = match (base.strip_suffix("_e32"), base.strip_suffix("_e64")) {
        (Some(b), _) => (b, false),
        (_, Some(b)) => (b, true),
        _ => return None,
    };
    let row = tables::alu::lookup(b, target.gen())?;
    let r = &ALU_ROWS[row];
    let vopc = r.shape == Shape::Vopc && r.name == b && !inner_e64 && !e64;
    let twin = r.has_twin() || r.operandless();
    let vop1 = twin && dpp::stacked_suffix(r, b, target, false, true);
    (vopc || vop1).then_some(row)
}

/// Whether `name` (without a suffix) has a VOP3-style encoding on `target`
/// as LLVM's forced sizes see it: VOP3 and VOP3P, GFX11+ VINTERP, but not
/// v_readlane_b32 / v_writelane_b32 (probed with llvm-mc-22: they refuse
/// `_e64` and take `_e32`). `None`: no instruction of the target.
fn vop3_style(target: Target, name: &str) -> Option<bool> {
    use tables::alu::{flags, Shape, ALU_ROWS};
    let other = tables::ds::lookup(name, target.ds_group()).is_some()
        || tables::flat::group(target).is_some_and(|g| tables::flat::lookup(name, g).is_some())
        || tables::buffer::group(target).is_some_and(|g| tables::buffer::lookup(name, g).is_some())
        || image::lookup(target, name).is_some()
        || tables::smem::lookup(name, tables::smem::group(target)).is_some()
        || exp::lookup(target, name).is_some();
    if other {
        return Some(false);
    }
    if tables::vop3p::lookup(name, target).is_some() {
        return Some(true);
    }
    if interp::lookup(target, name).is_some() {
        return Some(target.gen() >= crate::Gen::Gfx11 && name.starts_with("v_interp"));
    }
    let row = &ALU_ROWS[tables::alu::lookup_on(name, target)?];
    let lane = row.has(flags::READLANE) || row.has(flags::WRITELANE);
    Some(row.shape == Shape::Vop3 && !lane)
}

fn unknown_mnemonic(target: Target, name: &str, pos: usize) -> AsmError {
    if name.len() > suggest::LONGEST_NAME {
        // no instruction anywhere has a name this long
        return AsmError::at(
            pos,
            format!("invalid instruction: unknown mnemonic '{name}'"),
        );
    }
    let alu_name = name.trim_end_matches("_e32").trim_end_matches("_e64");
    let have: Vec<&str> = Target::all()
        .filter(|t| {
            tables::ds::groups_having(name) & (1 << t.ds_group()) != 0
                || tables::smem::groups_having(name) & (1 << tables::smem::group(*t)) != 0
                || tables::flat::group(*t)
                    .is_some_and(|g| tables::flat::groups_having(name) & (1 << g) != 0)
                || tables::buffer::group(*t)
                    .is_some_and(|g| tables::buffer::groups_having(name) & (1 << g) != 0)
                || tables::alu::gens_having(alu_name) & (1 << t.gen() as u8) != 0
                || (tables::vopd::on_target(*t) && tables::vopd::groups_having(name) != 0)
                || tables::vop3p::on_target(name, *t)
                || tables::image::group(*t)
                    .is_some_and(|g| tables::image::groups_having(name) & (1 << g) != 0)
                || tables::interp::on_target(name, *t)
        })
        .map(|t| t.name())
        .collect();
    if !have.is_empty() {
        return AsmError::at(
            pos,
            format!(
                "instruction not supported on this GPU ({target}): {name} exists on {}",
                have.join(", ")
            ),
        );
    }
    let near = closest_names(name, target, 3);
    if near.is_empty() {
        AsmError::at(
            pos,
            format!("invalid instruction: unknown mnemonic '{name}'"),
        )
    } else {
        AsmError::at(
            pos,
            format!(
                "invalid instruction: unknown mnemonic '{name}' (did you mean {}?)",
                near.join(", ")
            ),
        )
    }
}

/// Assembles a whole source text. Comments (`;`, `//`, `/* */`), blank lines and
/// labels (`name:`) are accepted; every other line must be an instruction.
pub fn parse_source(target: Target, src: &str) -> Result<Vec<Statement>, SourceError> {
    let mut out = Vec::new();
    parse_source_into(target, src, &mut out)?;
    Ok(out)
}

/// [`parse_source`] into `out` (cleared first), so that a caller assembling
/// piece after piece reuses one vector instead of growing a fresh one.
pub fn parse_source_into(
    target: Target,
    src: &str,
    out: &mut Vec<Statement>,
) -> Result<(), SourceError> {
    out.clear();
    let mut in_block = false;
    // where the `/* */` comment still open began (line, column)
    let mut open_at = (0, 0);
    for (n, raw, marked) in source_lines(src) {
        let (line, opened) = strip_comments(raw, marked, &mut in_block);
        if let Some(p) = opened {
            open_at = (n, column(raw, p));
        }
        let locate = |offset: usize, e: AsmError| {
            let pos = offset + e.pos;
            SourceError {
                line: n,
                col: column(raw, pos),
                msg: e.msg,
            }
        };
        // The first identifier is a label when `:` follows, else the mnemonic.
        let mut c = Cursor::new(&line);
        c.skip_ws();
        let start = c.pos();
        let word = c.ident();
        let inst = match word {
            Some(label) if c.rest().starts_with(':') => {
                out.push(Statement {
                    line: n,
                    item: Item::Label(label.to_string()),
                });
                let offset = c.pos() + 1;
                let body = &line[offset..];
                if body.trim().is_empty() {
                    continue;
                }
                parse_inst(target, body).map_err(|e| locate(offset, e))?
            }
            Some(word) => {
                parse_after_mnemonic(target, word, start, &mut c).map_err(|e| locate(0, e))?
            }
            None if line.trim().is_empty() => continue,
            None => parse_inst(target, &line).map_err(|e| locate(0, e))?,
        };
        out.push(Statement {
            line: n,
            item: Item::Inst(inst),
        });
    }
    if in_block {
        // the rest of the text was swallowed (llvm-mc-22: "unterminated
        // comment", at the `/*`)
        let (line, col) = open_at;
        return Err(SourceError {
            line,
            col,
            msg: "unterminated comment".into(),
        });
    }
    Ok(())
}

/// The lines of `src` as [`parse_source`] reads them: each with its 1-based
/// number, its text with comments blanked (byte positions kept) and its
/// text as written; an `Err` last when a `/* */` comment is left open
/// ("unterminated comment", at the `/*`).
pub fn clean_lines(
    src: &str,
) -> impl Iterator<Item = Result<(usize, std::borrow::Cow<'_, str>, &str), SourceError>> {
    let mut in_block = false;
    let mut open_at = (0, 0);
    let mut lines = source_lines(src);
    let mut done = false;
    std::iter::from_fn(move || {
        if done {
            return None;
        }
        match lines.next() {
            Some((n, raw, marked)) => {
                let (line, opened) = strip_comments(raw, marked, &mut in_block);
                if let Some(p) = opened {
                    open_at = (n, column(raw, p));
                }
                Some(Ok((n, line, raw)))
            }
            None => {
                done = true;
                in_block.then(|| {
                    Err(SourceError {
                        line: open_at.0,
                        col: open_at.1,
                        msg: "unterminated comment".into(),
                    })
                })
            }
        }
    })
}

/// One line of a source that holds no `/*` (so no comment spans lines) as
/// [`clean_lines`] gives it: comments blanked, byte positions kept.
pub fn clean_line(raw: &str) -> std::borrow::Cow<'_, str> {
    let marked = memchr::memchr2(b';', b'/', raw.as_bytes()).is_some();
    strip_comments(raw, marked, &mut false).0
}

/// The 1-based column of byte `pos` of `line`, in characters.
pub fn column(line: &str, pos: usize) -> usize {
    // (an ASCII prefix, the usual case, is its length: checked a word at a
    // time, where counting goes byte by byte on short text)
    let chars = |p: &str| {
        if p.is_ascii() {
            p.len()
        } else {
            p.chars().count()
        }
    };
    line.get(..pos).map_or(pos, chars) + 1
}

/// The lines of `src`, each with its line number and whether it holds a
/// `;` or `/` (a comment may start there). A line ends at `\n`, `\r\n` or
/// a lone `\r`, but only `\n` counts in the numbers, as llvm-mc-22 has them:
/// it assembles `s_nop 0\rs_nop 1\r` as two lines and reports the
/// `s_bogus` of `s_nop 0\rs_nop 1\rs_bogus\r` at 1:1. Found with
/// vectorised byte searches: without a `\r` in the text, one per line finds
/// both the end and the marks.
fn source_lines(src: &str) -> impl Iterator<Item = (usize, &str, bool)> {
    let cr = memchr::memchr(b'\r', src.as_bytes()).is_some();
    let mut rest = src;
    let mut number = 1;
    std::iter::from_fn(move || {
        if rest.is_empty() {
            return None;
        }
        let bytes = rest.as_bytes();
        let (end, marked) = if cr {
            let end = memchr::memchr2(b'\n', b'\r', bytes);
            let body = &bytes[..end.unwrap_or(bytes.len())];
            (end, memchr::memchr2(b';', b'/', body).is_some())
        } else {
            match memchr::memchr3(b'\n', b';', b'/', bytes) {
                Some(i) if bytes[i] == b'\n' => (Some(i), false),
                Some(i) => (memchr::memchr(b'\n', &bytes[i..]).map(|j| i + j), true),
                None => (None, false),
            }
        };
        let this = number;
        let (line, tail) = match end {
            Some(i) => {
                let crlf = bytes[i] == b'\r' && bytes.get(i + 1) == Some(&b'\n');
                if crlf || bytes[i] == b'\n' {
                    number += 1;
                }
                (&rest[..i], &rest[i + 1 + usize::from(crlf)..])
            }
            None => (rest, ""),
        };
        rest = tail;
        Some((this, line, marked))
    })
}

/// Replaces comments with spaces so byte positions stay valid; borrows the
/// line when it has none (`marked`: it holds a `;` or `/`). Also returns
/// where the `/*` of a comment still open at the line's end starts.
fn strip_comments<'a>(
    line: &'a str,
    marked: bool,
    in_block: &mut bool,
) -> (std::borrow::Cow<'a, str>, Option<usize>) {
    if !*in_block && !marked {
        return (std::borrow::Cow::Borrowed(line), None);
    }
    // outside a block comment, a line whose first comment is `;` or `//`
    // is the text before it: borrowed (compiler output ends thousands of
    // lines with `; ...`)
    if !*in_block {
        let b = line.as_bytes();
        let mut from = 0;
        let end = loop {
            let Some(i) = memchr::memchr2(b';', b'/', &b[from..]) else {
                break Some(b.len());
            };
            let at = from + i;
            match (b[at], b.get(at + 1)) {
                (b';', _) | (b'/', Some(b'/')) => break Some(at),
                // a block comment: spaces in its place
                (_, Some(b'*')) => break None,
                _ => from = at + 1,
            }
        };
        if let Some(end) = end {
            return (std::borrow::Cow::Borrowed(&line[..end]), None);
        }
    }
    let (text, opened) = strip_comments_owned(line, in_block);
    (std::borrow::Cow::Owned(text), opened)
}

fn strip_comments_owned(line: &str, in_block: &mut bool) -> (String, Option<usize>) {
    let mut out = String::with_capacity(line.len());
    let mut opened = None;
    let mut chars = line.char_indices().peekable();
    while let Some((at, ch)) = chars.next() {
        if *in_block {
            if ch == '*' && chars.peek().map(|p| p.1) == Some('/') {
                chars.next();
                *in_block = false;
                opened = None;
                out.push_str("  ");
            } else {
                out.push(' ');
            }
            continue;
        }
        match ch {
            ';' => break,
            '/' if chars.peek().map(|p| p.1) == Some('/') => break,
            '/' if chars.peek().map(|p| p.1) == Some('*') => {
                chars.next();
                *in_block = true;
                opened = Some(at);
                out.push_str("  ");
            }
            _ => out.push(ch),
        }
    }
    (out, opened)
}

/// Test cases of words as llvm-mc-22 --disassemble prints them: each
/// (target, bytes, text) decodes to that text in all its bytes and encodes
/// back to them.
#[cfg(test)]
pub(crate) fn assert_decodes_as(cases: &[(&str, &[u8], &str)]) {
    for &(name, bytes, want) in cases {
        let t = Target::from_name(name).expect("target");
        let inst = crate::decode(t, bytes).expect(want);
        assert_eq!(inst.display().to_string(), want);
        assert_eq!(inst.len(), bytes.len(), "{want}");
        assert_eq!(inst.encode().as_bytes(), bytes, "{want}");
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A line borrowed where its comment is a tail reads as the one copied
    /// character by character does: every line of up to six characters
    /// drawn from `;`, `/`, `*`, `a` and a space, outside a block comment.
    #[test]
    fn borrowed_and_copied_comment_stripping_agree() {
        let alphabet = [';', '/', '*', 'a', ' '];
        for len in 0..=6u32 {
            for mut n in 0..5usize.pow(len) {
                let mut line = String::new();
                for _ in 0..len {
                    line.push(alphabet[n % 5]);
                    n /= 5;
                }
                let marked = line.contains([';', '/']);
                let (mut a, mut b) = (false, false);
                let borrowed = strip_comments(&line, marked, &mut a);
                let copied = strip_comments_owned(&line, &mut b);
                assert_eq!((&*borrowed.0, a), (copied.0.as_str(), b), "{line:?}");
            }
        }
    }

    #[test]
    fn leading_zero_numbers_are_octal() {
        let t = Target::from_name("gfx1030").expect("target");
        // (bytes from llvm-mc-22 -show-encoding -mcpu=gfx1030)
        let inst = |text: &str| parse_inst(t, text).map(|i| i.encode().to_vec());
        assert_eq!(
            inst("s_mov_b32 s0, 017").as_deref(),
            Ok(&[0x8f, 0x03, 0x80, 0xbe][..])
        );
        assert!(inst("s_mov_b32 s0, 08").is_err());
        // the DS fast path of a whole source, and the general parser
        let ds = [0xff, 0x01, 0xd8, 0xd8, 0x01, 0x00, 0x00, 0x00];
        let line = "ds_read_b32 v0, v1 offset:0777";
        assert_eq!(inst(line).as_deref(), Ok(&ds[..]));
        let src = parse_source(t, &format!("{line}\n")).expect("source");
        let Item::Inst(i) = &src[0].item else {
            panic!("not an instruction")
        };
        assert_eq!(i.encode().to_vec(), ds);
    }

    #[test]
    fn forced_sizes_follow_llvm() {
        let t = Target::from_name("gfx1030").expect("target");
        let asm = |text: &str| {
            parse_inst(t, text)
                .map(|i| i.encode().to_vec())
                .map_err(|e| (e.pos, e.msg))
        };
        // bytes and messages from llvm-mc-22 -show-encoding -mcpu=gfx1030
        for (text, bytes) in [
            ("s_mov_b32_e32 s0, s1", &[0x01, 0x03, 0x80, 0xbe][..]),
            (
                "ds_read_b32_e32 v0, v1",
                &[0x00, 0x00, 0xd8, 0xd8, 0x01, 0x00, 0x00, 0x00],
            ),
            (
                "s_load_dword_e32 s0, s[0:1], 0",
                &[0x00, 0x00, 0x00, 0xf4, 0x00, 0x00, 0x00, 0xfa],
            ),
            (
                "v_pk_add_f16_e64 v0, v1, v2",
                &[0x00, 0x40, 0x0f, 0xcc, 0x01, 0x05, 0x02, 0x18],
            ),
            (
                "v_readlane_b32_e32 s4, v10, s12",
                &[0x04, 0x00, 0x60, 0xd7, 0x0a, 0x19, 0x00, 0x00],
            ),
        ] {
            assert_eq!(asm(text).as_deref(), Ok(bytes), "{text}");
        }
        for (text, size) in [
            ("s_not_b64_e64 s[2:3], s[4:5]", 64),
            ("ds_read_b32_e64 v0, v1", 64),
            ("v_readlane_b32_e64 s4, v10, s12", 64),
            ("v_fma_f32_e32 v0, v1, v2, v3", 32),
            ("v_pk_add_f16_e32 v0, v1, v2", 32),
        ] {
            let msg = format!("e{size} variant of this instruction is not supported");
            assert_eq!(asm(text), Err((0, msg)), "{text}");
        }
    }
}
