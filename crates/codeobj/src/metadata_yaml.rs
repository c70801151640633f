//! `.amdgpu_metadata` … `.end_amdgpu_metadata`: the YAML text between the two
//! directives → the MessagePack blob `llvm-mc-22` writes as the desc of the
//! `NT_AMDGPU_METADATA` note.
//!
//! LLVM's path (AMDGPUAsmParser::ParseDirectiveHSAMetadata →
//! AMDGPUTargetStreamer::EmitHSAMetadataV3) is three steps, each mirrored here:
//!
//! 1. `msgpack::Document::fromYAML` (MsgPackDocumentYAML.cpp): every scalar's
//!    type comes from its text and tag, never from its quoting — `'12'` is an
//!    unsigned int like `12`. Untagged (or `!!str`-tagged) text is tried as
//!    u64, then i64 (radix sensed from `0x`/`0b`/`0o`/leading `0`), then
//!    `true`/`false`, then a double (`strtod` over the whole text, so `""` is
//!    0.0 and `+5`, `08`, `inf`, `nan` are floats), else a string. `!int`,
//!    `!bool`, `!float`, `!nil` force a type (and fail with "invalid number"…);
//!    `!str` and unknown tags keep the string. Map keys get the same typing
//!    (tags ignored). An empty value (`key:` with nothing) becomes an empty
//!    array, as llvm-mc-22 does (UNCONFIRMED by source: YAMLIO hits an
//!    unreachable there; this is the observed result).
//! 2. The HSA metadata verifier (AMDGPUMetadataVerifier.cpp, non-strict): it
//!    checks required keys, types and enumerations, and converts a string
//!    value where another scalar type is expected (`!str 8` as `.size` becomes
//!    8). Any failure is llvm-mc's "invalid HSA metadata".
//! 3. `Document::writeToBlob` with `msgpack::Writer` (MsgPackWriter.cpp): maps
//!    are `std::map`s ordered by kind (Int < UInt < Nil < Boolean < Float <
//!    String) then value, so keys come out sorted, not in source order;
//!    integers take the smallest encoding (non-negative Int as UInt); strings
//!    fixstr/str8/str16/str32; a double whose magnitude is within
//!    [FLT_MIN, FLT_MAX] is written as float32, otherwise float64.
//!
//! The YAML reader is a small one written for this module rather than a
//! registry crate: the typing above depends on LLVM's tag handling and not on
//! the YAML 1.2 schema the crates apply, errors must carry LLVM's messages and
//! positions, and the metadata uses a narrow subset (block maps and
//! sequences, flow `[...]`/`{...}`, plain/quoted/block scalars, tags, `#`
//! comments). Aliases are refused as LLVM's YAMLIO refuses them ("unknown
//! node kind"); only the first document is read, as `yaml::Input` does.
//! The form compiler output takes (block maps and sequences of one-line
//! scalars) is read first by a reader of that form alone (`plain`), straight
//! into the document; anything else goes to the full reader.
//!
//! YAMLIO visits a mapping's keys in `llvm::StringMap` order (xxh3 hash
//! buckets; the hash from the xxhash-rust crate), and so does this module: that order decides which value wins
//! when two keys spelled differently type to the same value (`10` and `0xa`,
//! the later visit overwrites or merges into the earlier), and which of
//! several bad values in one mapping is reported.
//!
//! Known differences from llvm-mc-22 (none occurs in compiler output):
//! - Errors are worded and placed as llvm-mc-22 does for the cases tried
//!   (tests/data/metadata_yaml/cases.yaml); other malformed YAML gets the
//!   nearest of those messages, at the offending token.
//! - Some malformed YAML llvm-mc-22 takes in its own way is refused here: a
//!   plain scalar that starts a node on its line (after `- `, or alone on
//!   the line under a key) and goes on over a more-indented line to a `: `
//!   is one key to llvm-mc-22 (`- x` then `   b: c` is `[{x b: c}]`). (`x: a`
//!   followed by a more-indented ` b: c` both refuse alike.)
//! - An entry with nothing on its line followed by a `- ` in the same column
//!   takes that entry and the rest of the column as its own sequence, as
//!   llvm-mc-22 does (`-`, `- a`, `- b` is `[[a, b]]`), where YAML makes
//!   them siblings.
//! - Folded (`>`) block scalars follow what llvm-mc-22 was seen to do;
//!   explicit-indentation and keep/strip indicators beyond the tried cases
//!   are UNCONFIRMED.

use std::borrow::Cow;
use std::cmp::Ordering;
use xxhash_rust::xxh3::xxh3_64;

mod plain;

/// Why a metadata block was refused.
///
/// When `line` is 0 the YAML parsed but the HSA metadata verifier refused it:
/// llvm-mc-22 then reports only `error: invalid HSA metadata` at the token
/// after `.end_amdgpu_metadata` (`msg` holds that text). Otherwise `line:col`
/// (1-based, in the `yaml` text) and `msg` are what llvm-mc-22 prints as
/// `YAML:line:col: error: msg`, before that same "invalid HSA metadata".
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MetadataError {
    pub line: usize,
    pub col: usize,
    pub msg: String,
}

impl MetadataError {
    /// True for a YAML error (with a position), false for a verifier refusal.
    pub fn is_yaml(&self) -> bool {
        self.line != 0
    }
}

impl std::fmt::Display for MetadataError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if self.is_yaml() {
            write!(f, "YAML:{}:{}: error: {}", self.line, self.col, self.msg)
        } else {
            f.write_str(&self.msg)
        }
    }
}

impl std::error::Error for MetadataError {}

/// The message llvm-mc-22 gives for any metadata its verifier refuses.
pub const INVALID: &str = "invalid HSA metadata";

/// The text between `.amdgpu_metadata` and `.end_amdgpu_metadata` (a YAML
/// document with `---`/`...`) → the msgpack bytes llvm-mc-22 puts in the
/// NT_AMDGPU_METADATA note's desc.
///
/// Pass the text as the assembler collects it (AMDGPUAsmParser::
/// ParseToEndDirective): from just after the `.amdgpu_metadata` token (so the
/// rest of that line is line 1) to the start of `.end_amdgpu_metadata`, each
/// statement followed by "\n"; error lines then agree with llvm-mc's. The
/// collection goes through the assembler's lexer first: a `;` starts an
/// assembler comment even inside a YAML quote (`'a;b'` reaches YAML as `'a`),
/// and an unterminated `"` is the assembler's error, not YAML's.
pub fn yaml_to_msgpack(yaml: &str) -> Result<Vec<u8>, MetadataError> {
    // compiler output's form first, read straight into the document
    let mut doc = match plain::document(yaml) {
        Some(doc) => doc,
        None => document(yaml)?,
    };
    // (where the plain form gives a document, the full reader gives the
    // same one: its errors come before the verifier's only where it is used)
    if !verify::root(&mut doc) {
        return Err(MetadataError {
            line: 0,
            col: 0,
            msg: INVALID.into(),
        });
    }
    Ok(blob(&doc, yaml.len()))
}

/// The document of `yaml` as the full reader reads it.
fn document(yaml: &str) -> Result<Value<'_>, MetadataError> {
    let mut parser = Parser::new(yaml);
    let root = parser.document()?;
    let located = |(at, msg): PosErr| {
        let (line, col) = line_col(yaml, at);
        MetadataError { line, col, msg }
    };
    // YAMLIO builds its node tree (Input::createHNodes: map keys are
    // scalars and unique, no aliases) before any scalar is converted; the
    // reader makes those checks as it goes, in document order.
    let mut doc = Value::Array(Vec::new());
    fill(&mut doc, &root, &parser.tags).map_err(located)?;
    Ok(doc)
}

/// The msgpack bytes of `doc`, read from `len` bytes of YAML.
fn blob(doc: &Value, len: usize) -> Vec<u8> {
    // (room for the bytes at once: msgpack spells the document in fewer
    // bytes than YAML, and a doubling vector copies into fresh pages)
    let mut out = Vec::with_capacity(len);
    write(doc, &mut out);
    out
}

/// 1-based line and column of byte `at`; a position at or past the end is
/// the last byte's, as yaml::Scanner::setError reports it.
fn line_col(text: &str, at: usize) -> (usize, usize) {
    let at = at.min(text.len().saturating_sub(1));
    let before = &text.as_bytes()[..at];
    let line = before.iter().filter(|&&b| b == b'\n').count() + 1;
    let start = before
        .iter()
        .rposition(|&b| b == b'\n')
        .map_or(0, |p| p + 1);
    (line, at - start + 1)
}

// ---------------------------------------------------------------------------
// The msgpack document (llvm::msgpack::DocNode).

/// A node of the document. Map entries are kept sorted by [`key_cmp`].
#[derive(Clone, Debug, PartialEq)]
enum Value<'a> {
    Int(i64),
    UInt(u64),
    Nil,
    Bool(bool),
    Float(f64),
    Str(Cow<'a, str>),
    Array(Vec<Value<'a>>),
    Map(Vec<(Value<'a>, Value<'a>)>),
}

impl Value<'_> {
    /// The position of the kind in llvm::msgpack::Type, which orders map keys
    /// of different kinds (MsgPackDocument.h, DocNode::operator<).
    fn rank(&self) -> u8 {
        match self {
            Value::Int(_) => 0,
            Value::UInt(_) => 1,
            Value::Nil => 2,
            Value::Bool(_) => 3,
            Value::Float(_) => 4,
            Value::Str(_) => 5,
            Value::Array(_) => 7,
            Value::Map(_) => 8,
        }
    }

    fn is_scalar(&self) -> bool {
        !matches!(self, Value::Array(_) | Value::Map(_))
    }
}

/// DocNode::operator< as an ordering; values no `<` separates (NaN against
/// any float, two arrays) are equivalent, as they are to `std::map`.
fn key_cmp(a: &Value, b: &Value) -> Ordering {
    match (a, b) {
        (Value::Int(x), Value::Int(y)) => x.cmp(y),
        (Value::UInt(x), Value::UInt(y)) => x.cmp(y),
        (Value::Bool(x), Value::Bool(y)) => x.cmp(y),
        // neither below the other (NaN) is equal
        (Value::Float(x), Value::Float(y)) => x.partial_cmp(y).unwrap_or(Ordering::Equal),
        (Value::Str(x), Value::Str(y)) => text_cmp(x.as_bytes(), y.as_bytes()),
        // other kinds by rank; two nils, arrays or maps are equal
        _ => a.rank().cmp(&b.rank()),
    }
}

/// `a.cmp(b)` for the short texts of keys, eight bytes at a time in line
/// (a call to the C library's `memcmp` costs more than the comparison).
fn text_cmp(a: &[u8], b: &[u8]) -> Ordering {
    let n = a.len().min(b.len());
    let word = |s: &[u8], i: usize| u64::from_be_bytes(s[i..i + 8].try_into().unwrap_or_default());
    let mut i = 0;
    while i + 8 <= n {
        let (p, q) = (word(a, i), word(b, i));
        if p != q {
            return p.cmp(&q);
        }
        i += 8;
    }
    while i < n {
        if a[i] != b[i] {
            return a[i].cmp(&b[i]);
        }
        i += 1;
    }
    a.len().cmp(&b.len())
}

/// `map[key]`: the entry for `key`, inserted as nil when new.
fn entry<'m, 'a>(map: &'m mut Vec<(Value<'a>, Value<'a>)>, key: Value<'a>) -> &'m mut Value<'a> {
    // (YAML written from such a map lists its keys in this order: each
    // new key goes last, after one comparison)
    if map
        .last()
        .is_none_or(|(k, _)| key_cmp(k, &key) == Ordering::Less)
    {
        map.push((key, Value::Nil));
        let last = map.len() - 1;
        return &mut map[last].1;
    }
    let i = match map.binary_search_by(|(k, _)| key_cmp(k, &key)) {
        Ok(i) => i,
        Err(i) => {
            map.insert(i, (key, Value::Nil));
            i
        }
    };
    &mut map[i].1
}

fn find<'m, 'a>(map: &'m mut [(Value<'a>, Value<'a>)], key: &str) -> Option<&'m mut Value<'a>> {
    // `key_cmp` against the string `key`, without making it a value
    let rank = Value::Str(Cow::Borrowed("")).rank();
    let i = map
        .binary_search_by(|(k, _)| match k {
            Value::Str(s) => text_cmp(s.as_bytes(), key.as_bytes()),
            _ => k.rank().cmp(&rank),
        })
        .ok()?;
    Some(&mut map[i].1)
}

/// DocNode::fromString: the typed value of scalar text `s` under `tag` (the
/// verbatim tag, "" when none).
fn from_string<'a>(s: &Cow<'a, str>, tag: &str) -> Result<Value<'a>, &'static str> {
    let tag = if tag == "tag:yaml.org,2002:str" {
        ""
    } else {
        tag
    };
    if tag == "!int" || tag.is_empty() {
        if let Some(u) = llvm_unsigned(s) {
            return Ok(Value::UInt(u));
        }
        if let Some(i) = llvm_signed(s) {
            return Ok(Value::Int(i));
        }
        if !tag.is_empty() {
            return Err("invalid number");
        }
    }
    if tag == "!nil" {
        return Ok(Value::Nil);
    }
    if tag == "!bool" {
        return parse_bool(s).map(Value::Bool).ok_or("invalid boolean");
    }
    // JSON-schema booleans only, when untagged (MsgPackDocumentYAML.cpp).
    if tag.is_empty() && (s == "true" || s == "false") {
        return Ok(Value::Bool(s == "true"));
    }
    if tag == "!float" || tag.is_empty() {
        if let Some(f) = strtod_whole(s) {
            return Ok(Value::Float(f));
        }
        if !tag.is_empty() {
            return Err("invalid floating point number");
        }
    }
    Ok(Value::Str(s.clone()))
}

/// yaml::parseBool (YAMLTraits.h).
fn parse_bool(s: &str) -> Option<bool> {
    match s {
        "y" | "Y" | "on" | "On" | "ON" | "yes" | "Yes" | "YES" | "true" | "True" | "TRUE" => {
            Some(true)
        }
        "n" | "N" | "off" | "Off" | "OFF" | "no" | "No" | "NO" | "false" | "False" | "FALSE" => {
            Some(false)
        }
        _ => None,
    }
}

/// llvm::getAutoSenseRadix (StringRef.cpp): the radix and the digits.
fn sense_radix(s: &str) -> (u32, &str) {
    let b = s.as_bytes();
    if b.len() >= 2 && b[0] == b'0' && (b[1] == b'x' || b[1] == b'X') {
        (16, &s[2..])
    } else if b.len() >= 2 && b[0] == b'0' && (b[1] == b'b' || b[1] == b'B') {
        (2, &s[2..])
    } else if let Some(rest) = s.strip_prefix("0o") {
        (8, rest)
    } else if b.len() > 1 && b[0] == b'0' && b[1].is_ascii_digit() {
        (8, &s[1..])
    } else {
        (10, s)
    }
}

/// llvm::getAsUnsignedInteger(S, 0, N): the whole text as a u64.
fn llvm_unsigned(s: &str) -> Option<u64> {
    let (radix, digits) = sense_radix(s);
    if digits.is_empty() {
        return None;
    }
    let mut v: u64 = 0;
    for c in digits.chars() {
        let d = c.to_digit(36)?;
        if d >= radix {
            return None;
        }
        v = v.checked_mul(radix as u64)?.checked_add(d as u64)?;
    }
    Some(v)
}

/// llvm::getAsSignedInteger(S, 0, N).
fn llvm_signed(s: &str) -> Option<i64> {
    match s.strip_prefix('-') {
        None => llvm_unsigned(s).and_then(|u| i64::try_from(u).ok()),
        Some(rest) => {
            let u = llvm_unsigned(rest)?;
            if u > 1u64 << 63 {
                None
            } else {
                Some((u as i64).wrapping_neg())
            }
        }
    }
}

/// `llvm::to_float`: C `strtod` that must consume the whole text (so the
/// empty text is 0.0, as strtod converts nothing and stops at the end).
fn strtod_whole(s: &str) -> Option<f64> {
    if s.is_empty() {
        return Some(0.0);
    }
    // strtod skips leading C whitespace.
    let t = s.trim_start_matches([' ', '\t', '\n', '\u{b}', '\u{c}', '\r']);
    let (neg, body) = match t.as_bytes().first() {
        Some(b'-') => (true, &t[1..]),
        Some(b'+') => (false, &t[1..]),
        _ => (false, t),
    };
    // a number starts with a digit or '.' and a digit (a hex float with its
    // 0), else it is inf, infinity or nan: most strings and every key of
    // the metadata (`.name`) end here
    let digit = |i: usize| body.as_bytes().get(i).is_some_and(u8::is_ascii_digit);
    let first = body.as_bytes().first().copied().unwrap_or(0);
    if !(digit(0) || first == b'.' && digit(1) || b"iInN".contains(&first)) {
        return None;
    }
    let lower = body.to_ascii_lowercase();
    let sign = |v: f64| if neg { -v } else { v };
    if lower == "inf" || lower == "infinity" {
        return Some(sign(f64::INFINITY));
    }
    if lower == "nan" || (lower.starts_with("nan(") && lower.ends_with(')')) {
        let inner = &lower[3..];
        if inner.len() > 2
            && !inner[1..inner.len() - 1]
                .bytes()
                .all(|b| b.is_ascii_alphanumeric() || b == b'_')
        {
            return None;
        }
        // glibc: "-nan" keeps the sign; a nan(...) payload is not modelled
        // (UNCONFIRMED).
        return Some(sign(f64::NAN));
    }
    if let Some(rest) = lower.strip_prefix("0x") {
        return hex_float(rest).map(sign);
    }
    // Decimal: digits [. digits] [e [sign] digits], at least one mantissa digit.
    let b = body.as_bytes();
    let mut i = 0;
    let int_digits = b.iter().take_while(|c| c.is_ascii_digit()).count();
    i += int_digits;
    let mut frac_digits = 0;
    if b.get(i) == Some(&b'.') {
        i += 1;
        frac_digits = b[i..].iter().take_while(|c| c.is_ascii_digit()).count();
        i += frac_digits;
    }
    if int_digits + frac_digits == 0 {
        return None;
    }
    if matches!(b.get(i), Some(b'e' | b'E')) {
        let mut j = i + 1;
        if matches!(b.get(j), Some(b'+' | b'-')) {
            j += 1;
        }
        let exp_digits = b[j..].iter().take_while(|c| c.is_ascii_digit()).count();
        if exp_digits == 0 {
            return None; // strtod would stop before the 'e'
        }
        i = j + exp_digits;
    }
    if i != b.len() {
        return None;
    }
    body.parse::<f64>().ok().map(sign)
}

/// The part of a C hex float after `0x` (lower case). Significant digits past
/// 32 are dropped; results in the subnormal range may round twice
/// (UNCONFIRMED against glibc for such inputs).
fn hex_float(s: &str) -> Option<f64> {
    let b = s.as_bytes();
    let mut i = 0;
    let mut mant: u128 = 0;
    let mut exp: i64 = 0;
    let mut digits = 0;
    while let Some(d) = b.get(i).and_then(|&c| (c as char).to_digit(16)) {
        if mant >> 120 == 0 {
            mant = mant * 16 + d as u128;
        } else {
            exp += 4;
        }
        digits += 1;
        i += 1;
    }
    if b.get(i) == Some(&b'.') {
        i += 1;
        while let Some(d) = b.get(i).and_then(|&c| (c as char).to_digit(16)) {
            if mant >> 120 == 0 {
                mant = mant * 16 + d as u128;
                exp -= 4;
            }
            digits += 1;
            i += 1;
        }
    }
    if digits == 0 {
        return None;
    }
    if b.get(i) == Some(&b'p') {
        let mut j = i + 1;
        let neg = match b.get(j) {
            Some(b'-') => {
                j += 1;
                true
            }
            Some(b'+') => {
                j += 1;
                false
            }
            _ => false,
        };
        let start = j;
        let mut e: i64 = 0;
        while let Some(c) = b.get(j).filter(|c| c.is_ascii_digit()) {
            e = (e * 10 + (c - b'0') as i64).min(1 << 20);
            j += 1;
        }
        if j == start {
            return None;
        }
        exp += if neg { -e } else { e };
        i = j;
    }
    if i != b.len() {
        return None;
    }
    let mut v = mant as f64;
    let mut e = exp;
    while e > 0 {
        let step = e.min(1000);
        v *= 2f64.powi(step as i32);
        e -= step;
    }
    while e < 0 {
        let step = (-e).min(1000);
        v /= 2f64.powi(step as i32);
        e += step;
    }
    Some(v)
}

// ---------------------------------------------------------------------------
// YAML → document (YAMLIO's Input over llvm::yaml::Stream).

#[derive(Debug)]
enum Kind<'a> {
    Scalar(Cow<'a, str>),
    Seq(Vec<Node<'a>>),
    Map(Vec<(Node<'a>, Node<'a>)>),
    /// No value at all (`key:` followed by nothing).
    Empty,
    Alias,
}

#[derive(Debug)]
struct Node<'a> {
    kind: Kind<'a>,
    /// The verbatim tag: an index into the parser's `tags` (0: none, as
    /// almost every node; a node is moved around whole as it is built).
    tag: Tag,
    /// Byte offset where LLVM's node starts (its SourceRange start).
    at: usize,
}

type PosErr = (usize, String);

/// A verbatim tag by its index in [`Parser::tags`].
type Tag = u32;

/// yamlize of a DocNode: reads `n` into `target`, reusing an array or map
/// already there (a key repeated under two spellings, `5` and `0x5`, lands on
/// one entry).
fn fill<'a>(target: &mut Value<'a>, n: &Node<'a>, tags: &[String]) -> Result<(), PosErr> {
    match &n.kind {
        Kind::Alias => Err((n.at, "unknown node kind".into())),
        Kind::Scalar(s) => {
            let tag = tags.get(n.tag as usize).map_or("", String::as_str);
            *target = from_string(s, tag).map_err(|m| (n.at, m.to_string()))?;
            Ok(())
        }
        Kind::Empty => {
            if !matches!(target, Value::Array(_)) {
                *target = Value::Array(Vec::new());
            }
            Ok(())
        }
        Kind::Seq(items) => {
            if !matches!(target, Value::Array(_)) {
                *target = Value::Array(Vec::new());
            }
            if let Value::Array(arr) = target {
                arr.reserve(items.len().saturating_sub(arr.len()));
                for (i, item) in items.iter().enumerate() {
                    if arr.len() <= i {
                        arr.push(Value::Nil);
                    }
                    fill(&mut arr[i], item, tags)?;
                }
            }
            Ok(())
        }
        Kind::Map(pairs) => {
            if !matches!(target, Value::Map(_)) {
                *target = Value::Map(Vec::new());
            }
            let Value::Map(map) = target else {
                return Ok(());
            };
            map.reserve(pairs.len());
            let texts: Vec<&str> = pairs
                .iter()
                .map(|(k, _)| match &k.kind {
                    Kind::Scalar(s) => s.as_ref(),
                    _ => "",
                })
                .collect();
            for i in string_map_order(&texts) {
                let (k, v) = &pairs[i];
                let Kind::Scalar(key) = &k.kind else {
                    return Err((k.at, "Map key must be a scalar".into()));
                };
                // Keys are typed like values, tags ignored (CustomMappingTraits
                // <MapDocNode>::inputOne); the untagged conversion cannot fail.
                let key = from_string(key, "").unwrap_or_else(|_| Value::Str(key.clone()));
                fill(entry(map, key), v, tags)?;
            }
            Ok(())
        }
    }
}

/// The order in which YAMLIO visits a mapping's keys: its `MapHNode` holds
/// them in an `llvm::StringMap` (StringMap.cpp: xxh3_64bits hash truncated
/// to 32 bits, 16 buckets at first, quadratic probing, the table doubled once
/// more than 3/4 full), iterated bucket by bucket. `keys` are distinct, in
/// insertion (text) order; the result lists their indices.
fn string_map_order(keys: &[&str]) -> Vec<usize> {
    fn place(table: &mut [Option<(u32, usize)>], entry: (u32, usize)) {
        let mask = table.len() - 1;
        let mut b = entry.0 as usize & mask;
        let mut probe = 1;
        while table[b].is_some() {
            b = (b + probe) & mask;
            probe += 1;
        }
        table[b] = Some(entry);
    }
    let mut table: Vec<Option<(u32, usize)>> = vec![None; 16];
    for (n, key) in keys.iter().enumerate() {
        place(&mut table, (xxh3_64(key.as_bytes()) as u32, n));
        if (n + 1) * 4 > table.len() * 3 {
            let mut grown = vec![None; table.len() * 2];
            for e in table.iter().flatten() {
                place(&mut grown, *e);
            }
            table = grown;
        }
    }
    table.iter().flatten().map(|e| e.1).collect()
}

// ---------------------------------------------------------------------------
// The YAML reader.

const UNEXPECTED: &str = "Unexpected token. Expected Key or Block End";
const UNEXPECTED_IN_SEQ: &str = "Unexpected token. Expected Block Entry or Block End.";
const UNCLOSED_MAP: &str = "Unexpected token. Expected Key, Flow Entry, or Flow Mapping End.";

struct Parser<'a> {
    s: &'a str,
    b: &'a [u8],
    i: usize,
    /// Nesting of flow collections and block nodes, bounded.
    depth: usize,
    /// A place asked about last and the start of its line (see
    /// [`Parser::col`]).
    line_start: std::cell::Cell<(usize, usize)>,
    /// The verbatim tags written, after "" (see [`Tag`]).
    tags: Vec<String>,
}

const MAX_DEPTH: usize = 256;

fn blank(c: Option<u8>) -> bool {
    matches!(c, None | Some(b' ' | b'\t' | b'\n' | b'\r'))
}

fn flow_indicator(c: u8) -> bool {
    matches!(c, b',' | b'[' | b']' | b'{' | b'}')
}

impl<'a> Parser<'a> {
    fn new(s: &'a str) -> Self {
        Parser {
            s,
            b: s.as_bytes(),
            i: 0,
            depth: 0,
            line_start: Default::default(),
            tags: vec![String::new()],
        }
    }

    /// A parser from here that only looks: it may not nest (its depth is
    /// spent) and keeps no tags.
    fn lookahead(&self) -> Parser<'a> {
        Parser {
            s: self.s,
            b: self.b,
            i: self.i,
            depth: MAX_DEPTH,
            line_start: self.line_start.clone(),
            tags: Vec::new(),
        }
    }

    fn err<T>(&self, at: usize, msg: &str) -> Result<T, MetadataError> {
        let (line, col) = line_col(self.s, at);
        Err(MetadataError {
            line,
            col,
            msg: msg.to_string(),
        })
    }

    fn peek(&self) -> Option<u8> {
        self.b.get(self.i).copied()
    }

    fn at(&self, k: usize) -> Option<u8> {
        self.b.get(self.i + k).copied()
    }

    fn col(&self) -> usize {
        // the line start of the place asked about last holds for a place
        // after it with no `\n` between (the parser asks several times a
        // line, and seldom goes back)
        let (last, start) = self.line_start.get();
        let from = if last <= self.i { last } else { 0 };
        let start = match self.b[from..self.i].iter().rposition(|&c| c == b'\n') {
            Some(p) => from + p + 1,
            None if from == last => start,
            None => 0,
        };
        self.line_start.set((self.i, start));
        self.i - start
    }

    fn eol(&self) -> bool {
        matches!(self.peek(), None | Some(b'\n' | b'\r'))
    }

    /// Spaces and tabs, then a comment, on the current line.
    fn skip_inline(&mut self) {
        while matches!(self.peek(), Some(b' ' | b'\t')) {
            self.i += 1;
        }
        if self.peek() == Some(b'#') {
            while !self.eol() {
                self.i += 1;
            }
        }
    }

    /// Whitespace, comments and line breaks up to the next token.
    fn skip_to_content(&mut self) {
        loop {
            self.skip_inline();
            match self.peek() {
                Some(b'\n') => self.i += 1,
                Some(b'\r') => self.i += 1,
                _ => break,
            }
        }
    }

    /// At `---` or `...` in column 0 followed by a blank.
    fn at_doc_marker(&self) -> bool {
        self.col() == 0
            && (self.b[self.i..].starts_with(b"---") || self.b[self.i..].starts_with(b"..."))
            && blank(self.at(3))
    }

    fn at_end(&self) -> bool {
        self.peek().is_none() || self.at_doc_marker()
    }

    /// An entry indented deeper than its block: LLVM reports it at the `:` of
    /// a key there, else at the entry.
    fn misindented(&self) -> usize {
        if self.at_key() && self.peek() != Some(b'?') {
            let mut p = self.lookahead();
            if p.scalar_or_flow_key().is_ok() {
                p.skip_ws_only();
                return p.i;
            }
        }
        self.i
    }

    /// A map key must be a scalar not already in the map (its text
    /// compared): Input::createHNodes.
    fn check_key(
        &self,
        key: &Node<'a>,
        before: &[(Node<'a>, Node<'a>)],
    ) -> Result<(), MetadataError> {
        let Kind::Scalar(text) = &key.kind else {
            return self.err(key.at, "Map key must be a scalar");
        };
        let seen = before
            .iter()
            .any(|(k, _)| matches!(&k.kind, Kind::Scalar(t) if t == text));
        if seen {
            return self.err(key.at, &format!("duplicated mapping key '{text}'"));
        }
        Ok(())
    }

    /// YAMLIO has no node for an alias: Input::createHNodes.
    fn check_value(&self, value: &Node<'a>) -> Result<(), MetadataError> {
        if let Kind::Alias = value.kind {
            return self.err(value.at, "unknown node kind");
        }
        Ok(())
    }

    /// The end of a tag, anchor or alias name.
    fn at_name_end(&self, flow: bool) -> bool {
        blank(self.peek()) || (flow && flow_indicator(self.b[self.i]))
    }

    fn at_dash_entry(&self) -> bool {
        self.peek() == Some(b'-') && blank(self.at(1))
    }

    fn document(&mut self) -> Result<Node<'a>, MetadataError> {
        self.skip_to_content();
        // Directives (%YAML, %TAG) are skipped; %TAG handles are not
        // modelled (a tag using one is "Unknown tag handle").
        while self.peek() == Some(b'%') && self.col() == 0 {
            while !self.eol() {
                self.i += 1;
            }
            self.skip_to_content();
        }
        let marker = self.b[self.i..].starts_with(b"---") && blank(self.at(3));
        if marker {
            self.i += 3;
        }
        // Without `---` the document starts at its first node, which may be
        // a block collection on this line.
        let root = self.block_node(-1, !marker)?;
        self.check_value(&root)?;
        self.skip_to_content();
        if !self.at_end() {
            return self.err(self.i, UNEXPECTED);
        }
        Ok(root)
    }

    /// Tag and anchor before a node; returns the verbatim tag.
    fn properties(&mut self, flow: bool) -> Result<Tag, MetadataError> {
        let mut tag = 0;
        loop {
            match self.peek() {
                Some(b'!') => {
                    let start = self.i;
                    if self.at(1) == Some(b'<') {
                        while !blank(self.peek()) && self.peek() != Some(b'>') {
                            self.i += 1;
                        }
                        if self.peek() == Some(b'>') {
                            self.i += 1;
                        }
                    } else {
                        while !self.at_name_end(flow) {
                            self.i += 1;
                        }
                    }
                    let verbatim = self.verbatim_tag(start, &self.s[start..self.i])?;
                    tag = if verbatim.is_empty() {
                        0
                    } else {
                        self.tags.push(verbatim);
                        (self.tags.len() - 1) as Tag
                    };
                }
                Some(b'&') => {
                    let start = self.i;
                    self.i += 1;
                    while !self.at_name_end(flow) {
                        self.i += 1;
                    }
                    if self.i == start + 1 {
                        return self.err(start, "Got empty alias or anchor");
                    }
                }
                _ => return Ok(tag),
            }
            self.skip_inline();
        }
    }

    /// yaml::Node::getVerbatimTag with the default tag map ("!" → "!",
    /// "!!" → "tag:yaml.org,2002:").
    fn verbatim_tag(&self, at: usize, raw: &str) -> Result<String, MetadataError> {
        if raw == "!" {
            return Ok(String::new());
        }
        let last = raw.rfind('!').unwrap_or(0);
        if last == 0 {
            Ok(raw.to_string())
        } else if let Some(rest) = raw.strip_prefix("!!") {
            Ok(format!("tag:yaml.org,2002:{rest}"))
        } else {
            self.err(at, &format!("Unknown tag handle {}", &raw[..=last]))
        }
    }

    /// A node in block context whose parent block starts in column
    /// `parent` (-1 at the top). `compact`: right after `- ` or `? `, where a
    /// mapping or sequence may start on the same line.
    fn block_node(&mut self, parent: isize, compact: bool) -> Result<Node<'a>, MetadataError> {
        self.enter()?;
        let r = self.block_node_inner(parent, compact);
        self.depth -= 1;
        r
    }

    fn block_node_inner(
        &mut self,
        parent: isize,
        compact: bool,
    ) -> Result<Node<'a>, MetadataError> {
        self.skip_inline();
        let tag = self.properties(false)?;
        let on_line = !self.eol();
        if !on_line {
            self.skip_to_content();
            let col = self.col() as isize;
            let indentless = col == parent && self.at_dash_entry() && !compact;
            if self.at_end() || (col <= parent && !indentless) {
                return Ok(Node {
                    kind: Kind::Empty,
                    tag,
                    at: self.i,
                });
            }
            if self.at_dash_entry() {
                return self.block_seq(tag);
            }
            if self.at_key() {
                return self.block_map(tag);
            }
            return self.inline_node(tag, parent);
        }
        match self.peek() {
            Some(b'|' | b'>') => self.block_scalar(tag, parent),
            // `key: - a` is a sequence too, as llvm-mc-22 takes it.
            _ if self.at_dash_entry() => self.block_seq(tag),
            _ if compact && self.at_key() => self.block_map(tag),
            _ => self.inline_node(tag, parent),
        }
    }

    /// Whether the line from here holds an implicit key (`key:` followed by a
    /// blank) or an explicit `? `.
    fn at_key(&self) -> bool {
        if self.peek() == Some(b'?') && blank(self.at(1)) {
            return true;
        }
        let mut p = self.lookahead();
        if p.scalar_or_flow_key().is_err() {
            return false;
        }
        p.skip_ws_only();
        p.peek() == Some(b':') && blank(p.at(1))
    }

    fn skip_ws_only(&mut self) {
        while matches!(self.peek(), Some(b' ' | b'\t')) {
            self.i += 1;
        }
    }

    /// Skips over a key candidate on one line (for [`Parser::at_key`]).
    fn scalar_or_flow_key(&mut self) -> Result<(), MetadataError> {
        match self.peek() {
            Some(b'"' | b'\'') => self.quoted().map(|_| ()),
            Some(b'[' | b'{') => {
                // A flow collection as a key: skip it to see the ':'.
                let mut depth = 0usize;
                while let Some(c) = self.peek() {
                    match c {
                        b'\n' => break,
                        b'[' | b'{' => depth += 1,
                        b']' | b'}' => {
                            depth = depth.saturating_sub(1);
                            if depth == 0 {
                                self.i += 1;
                                return Ok(());
                            }
                        }
                        _ => {}
                    }
                    self.i += 1;
                }
                self.err(self.i, UNEXPECTED)
            }
            _ => {
                self.plain_line(false);
                Ok(())
            }
        }
    }

    /// A block sequence whose `-` entries sit in the current column.
    fn block_seq(&mut self, tag: Tag) -> Result<Node<'a>, MetadataError> {
        let n = self.col();
        let at = self.i;
        let mut items = Vec::new();
        loop {
            self.i += 1; // '-'
            let item = match self.empty_entry_nesting(n)? {
                Some(nested) => nested,
                None => self.block_node(n as isize, true)?,
            };
            self.check_value(&item)?;
            items.push(item);
            self.skip_to_content();
            if self.at_end() || self.col() < n || (self.col() == n && !self.at_dash_entry()) {
                break;
            }
            if self.col() > n {
                return self.err(self.misindented(), UNEXPECTED_IN_SEQ);
            }
        }
        Ok(Node {
            kind: Kind::Seq(items),
            tag,
            at,
        })
    }

    /// After the `-` of an entry in column `n`: an entry with nothing on its
    /// line (but a comment) followed by another `- ` in the same column takes
    /// that entry and those after it in the column as a sequence of its own,
    /// as llvm-mc-22 does (observed: `-` then `- a` then `- b` is
    /// `[[a, b]]`); none (and nothing read) otherwise.
    fn empty_entry_nesting(&mut self, n: usize) -> Result<Option<Node<'a>>, MetadataError> {
        let save = self.i;
        self.skip_inline();
        if self.eol() {
            self.skip_to_content();
            if !self.at_end() && self.col() == n && self.at_dash_entry() {
                self.enter()?;
                let nested = self.block_seq(0);
                self.depth -= 1;
                return nested.map(Some);
            }
        }
        self.i = save;
        Ok(None)
    }

    /// A block mapping whose keys sit in the current column.
    fn block_map(&mut self, tag: Tag) -> Result<Node<'a>, MetadataError> {
        let n = self.col();
        let at = self.i;
        let mut pairs = Vec::new();
        loop {
            let (key, value);
            if self.peek() == Some(b'?') && blank(self.at(1)) {
                self.i += 1;
                key = self.block_node(n as isize, true)?;
                self.check_key(&key, &pairs)?;
                self.skip_to_content();
                if self.col() == n && self.peek() == Some(b':') && blank(self.at(1)) {
                    self.i += 1;
                    value = self.block_node(n as isize, true)?;
                    self.check_value(&value)?;
                } else {
                    value = Node {
                        kind: Kind::Empty,
                        tag: 0,
                        at: self.i,
                    };
                }
            } else {
                let ktag = self.properties(false)?;
                key = self.flow_or_scalar(ktag, n as isize, false, true)?;
                self.check_key(&key, &pairs)?;
                self.skip_ws_only();
                if self.peek() == Some(b':') && blank(self.at(1)) {
                    self.i += 1;
                    value = self.block_node(n as isize, false)?;
                    self.check_value(&value)?;
                } else if self.eol() || self.peek() == Some(b'#') {
                    // A key with no ':' takes an empty value (as llvm-mc-22).
                    value = Node {
                        kind: Kind::Empty,
                        tag: 0,
                        at: self.i,
                    };
                } else {
                    return self.err(self.i, UNEXPECTED);
                }
            }
            pairs.push((key, value));
            self.skip_to_content();
            if self.at_end() || self.col() < n {
                break;
            }
            if self.col() > n || self.at_dash_entry() {
                return self.err(self.misindented(), UNEXPECTED);
            }
        }
        Ok(Node {
            kind: Kind::Map(pairs),
            tag,
            at,
        })
    }

    /// A scalar or flow collection starting on this line, in block context.
    fn inline_node(&mut self, tag: Tag, parent: isize) -> Result<Node<'a>, MetadataError> {
        let node = self.flow_or_scalar(tag, parent, false, false)?;
        self.skip_inline();
        if !self.eol() {
            return self.err(self.i, UNEXPECTED);
        }
        Ok(node)
    }

    /// A scalar, flow collection or alias. `flow`: inside `[...]`/`{...}`.
    /// `key`: a block mapping key (a plain scalar ends at `: ` on its line).
    fn flow_or_scalar(
        &mut self,
        tag: Tag,
        parent: isize,
        flow: bool,
        key: bool,
    ) -> Result<Node<'a>, MetadataError> {
        match self.peek() {
            Some(b'[') => self.flow_seq(tag),
            Some(b'{') => self.flow_map(tag),
            Some(b'"' | b'\'') => {
                let at = self.i;
                let s = self.quoted()?;
                Ok(Node {
                    kind: Kind::Scalar(s),
                    tag,
                    at,
                })
            }
            Some(b'*') => {
                let start = self.i;
                self.i += 1;
                while !self.at_name_end(flow) {
                    self.i += 1;
                }
                if self.i == start + 1 {
                    return self.err(start, "Got empty alias or anchor");
                }
                // LLVM's alias node starts at the token after it.
                let here = self.i;
                self.skip_to_content();
                let at = self.i;
                self.i = here;
                Ok(Node {
                    kind: Kind::Alias,
                    tag,
                    at,
                })
            }
            Some(b'@' | b'`') => self.err(self.i, "Unrecognized character while tokenizing."),
            Some(c)
                if matches!(c, b']' | b'}' | b',' | b'|' | b'>' | b'%')
                    || (matches!(c, b'-' | b'?' | b':') && blank(self.at(1))) =>
            {
                self.err(self.i, UNEXPECTED)
            }
            _ => {
                let at = self.i;
                let s = if key {
                    Cow::Borrowed(self.plain_line(false))
                } else {
                    self.plain(parent, flow)
                };
                Ok(Node {
                    kind: Kind::Scalar(s),
                    tag,
                    at,
                })
            }
        }
    }

    /// One line of a plain scalar: up to `: `, ` #`, the line end, or (in
    /// flow context) a flow indicator. Trailing blanks are dropped.
    fn plain_line(&mut self, flow: bool) -> &'a str {
        let start = self.i;
        let mut end = self.i;
        while let Some(c) = self.peek() {
            if c == b'\n' || c == b'\r' {
                break;
            }
            if c == b':' && (blank(self.at(1)) || (flow && flow_indicator(self.at(1).unwrap_or(0))))
            {
                break;
            }
            if flow && flow_indicator(c) {
                break;
            }
            if c == b'#' && self.i > start && matches!(self.b[self.i - 1], b' ' | b'\t') {
                break;
            }
            self.i += 1;
            if c != b' ' && c != b'\t' {
                end = self.i;
            }
        }
        self.i = end.max(start);
        &self.s[start..end]
    }

    /// A plain scalar, folded over continuation lines indented past `parent`.
    fn plain(&mut self, parent: isize, flow: bool) -> Cow<'a, str> {
        let mut out = Cow::Borrowed(self.plain_line(flow));
        loop {
            let save = self.i;
            self.skip_ws_only();
            if !self.eol() {
                self.i = save;
                break;
            }
            // Count the line breaks up to the next content.
            let mut breaks = 0;
            loop {
                match self.peek() {
                    Some(b'\n') => {
                        breaks += 1;
                        self.i += 1;
                    }
                    Some(b'\r') => self.i += 1,
                    Some(b' ' | b'\t') => self.i += 1,
                    _ => break,
                }
            }
            let stop = self.peek().is_none()
                || self.peek() == Some(b'#')
                || self.at_doc_marker()
                || (!flow && (self.col() as isize) <= parent)
                || (flow && flow_indicator(self.b[self.i]))
                || (self.peek() == Some(b':') && blank(self.at(1)))
                || (!flow && self.at_dash_entry() && (self.col() as isize) <= parent + 1);
            if stop {
                self.i = save;
                break;
            }
            let out = out.to_mut();
            if breaks <= 1 {
                out.push(' ');
            } else {
                out.push_str(&"\n".repeat(breaks - 1));
            }
            out.push_str(self.plain_line(flow));
        }
        out
    }

    /// A single- or double-quoted scalar, unescaped and folded.
    fn quoted(&mut self) -> Result<Cow<'a, str>, MetadataError> {
        let q = self.b[self.i];
        self.i += 1;
        // most quotes hold nothing to unescape or fold: their text as it is
        let start = self.i;
        for (j, &c) in self.b[start..].iter().enumerate() {
            let doubled = q == b'\'' && self.b.get(start + j + 1) == Some(&q);
            if c == q && !doubled {
                self.i = start + j + 1;
                return Ok(Cow::Borrowed(&self.s[start..start + j]));
            }
            if c == q || (c == b'\\' && q == b'"') || c == b'\n' || c == b'\r' {
                break;
            }
        }
        let mut out = String::new();
        loop {
            let Some(c) = self.peek() else {
                return self.err(self.i, "Expected quote at end of scalar");
            };
            match c {
                b'\'' if q == b'\'' && self.at(1) == Some(b'\'') => {
                    out.push('\'');
                    self.i += 2;
                }
                _ if c == q => {
                    self.i += 1;
                    return Ok(Cow::Owned(out));
                }
                b'\\' if q == b'"' => {
                    let esc_at = self.i + 1;
                    self.i += 1;
                    let Some(e) = self.peek() else {
                        return self.err(self.i, "Expected quote at end of scalar");
                    };
                    self.i += 1;
                    let ch = match e {
                        b'0' => '\0',
                        b'a' => '\u{7}',
                        b'b' => '\u{8}',
                        b't' | b'\t' => '\t',
                        b'n' => '\n',
                        b'v' => '\u{b}',
                        b'f' => '\u{c}',
                        b'r' => '\r',
                        b'e' => '\u{1b}',
                        b' ' => ' ',
                        b'"' => '"',
                        b'/' => '/',
                        b'\\' => '\\',
                        b'N' => '\u{85}',
                        b'_' => '\u{a0}',
                        b'L' => '\u{2028}',
                        b'P' => '\u{2029}',
                        b'\r' | b'\n' => {
                            // Escaped line break: joins the lines.
                            if e == b'\r' && self.peek() == Some(b'\n') {
                                self.i += 1;
                            }
                            self.skip_ws_only();
                            continue;
                        }
                        b'x' | b'u' | b'U' => {
                            let n = match e {
                                b'x' => 2,
                                b'u' => 4,
                                _ => 8,
                            };
                            // LLVM's unescapeDoubleQuoted takes the next n
                            // bytes; if they are not hex the character is
                            // U+FFFD.
                            let Some(hex) = self.s.get(self.i..self.i + n) else {
                                return self.err(esc_at, "Unrecognized escape code");
                            };
                            let v = if hex.bytes().all(|c| c.is_ascii_hexdigit()) {
                                u32::from_str_radix(hex, 16).unwrap_or(0xfffd)
                            } else {
                                0xfffd
                            };
                            self.i += n;
                            // LLVM encodes the code point as UTF-8; one that
                            // is not a scalar value has no UTF-8 string here.
                            match char::from_u32(v) {
                                Some(ch) => ch,
                                None => {
                                    return self.err(esc_at, "escape is not a Unicode scalar value")
                                }
                            }
                        }
                        _ => return self.err(esc_at, "Unrecognized escape code"),
                    };
                    out.push(ch);
                }
                b'\n' | b'\r' => {
                    // Folding: trailing blanks dropped, one break is a space,
                    // n+1 breaks are n newlines, leading blanks dropped.
                    while out.ends_with([' ', '\t']) {
                        out.pop();
                    }
                    let mut breaks = 0;
                    while let Some(c) = self.peek() {
                        match c {
                            b'\n' => breaks += 1,
                            b'\r' | b' ' | b'\t' => {}
                            _ => break,
                        }
                        self.i += 1;
                    }
                    if breaks <= 1 {
                        out.push(' ');
                    } else {
                        out.push_str(&"\n".repeat(breaks - 1));
                    }
                }
                _ => {
                    let ch = self.s[self.i..].chars().next().unwrap_or('\u{fffd}');
                    out.push(ch);
                    self.i += ch.len_utf8();
                }
            }
        }
    }

    /// `|` or `>` block scalar; its content lines are indented past `parent`.
    fn block_scalar(&mut self, tag: Tag, parent: isize) -> Result<Node<'a>, MetadataError> {
        let at = self.i;
        let folded = self.b[self.i] == b'>';
        self.i += 1;
        let mut chomp = 0i8; // -1 strip, 0 clip, 1 keep
        let mut explicit = None;
        for _ in 0..2 {
            match self.peek() {
                Some(b'-') => {
                    chomp = -1;
                    self.i += 1;
                }
                Some(b'+') => {
                    chomp = 1;
                    self.i += 1;
                }
                Some(c @ b'1'..=b'9') => {
                    explicit = Some((c - b'0') as usize);
                    self.i += 1;
                }
                _ => {}
            }
        }
        self.skip_inline();
        if !self.eol() {
            return self.err(self.i, "Expected a line break after block scalar header");
        }
        // Lines: (indentation, text after it) up to the first line that is
        // indented too little.
        let base = parent.max(0) as usize;
        let mut indent = explicit.map(|e| base + e);
        let mut lines: Vec<&str> = Vec::new();
        while self.peek().is_some() {
            // Move past the line break.
            if self.peek() == Some(b'\r') {
                self.i += 1;
            }
            if self.peek() == Some(b'\n') {
                self.i += 1;
            }
            let line_start = self.i;
            let line_end = self.b[line_start..]
                .iter()
                .position(|&c| c == b'\n')
                .map_or(self.b.len(), |p| line_start + p);
            let line = self.s[line_start..line_end].trim_end_matches('\r');
            let spaces = line.bytes().take_while(|&c| c == b' ').count();
            if line[spaces..].is_empty() {
                lines.push("");
                self.i = line_end;
                continue;
            }
            if self.at_doc_marker() {
                self.i = line_start;
                break;
            }
            let want = *indent.get_or_insert(spaces);
            if spaces < want || (spaces as isize) <= parent {
                self.i = line_start;
                break;
            }
            lines.push(&line[want..]);
            self.i = line_end;
        }
        // Leave the position at the end of the last content line so the
        // caller sees the following line break.
        let trailing_empty = lines.iter().rev().take_while(|l| l.is_empty()).count();
        let content = &lines[..lines.len() - trailing_empty];
        let mut out = String::new();
        for (k, line) in content.iter().enumerate() {
            if k > 0 {
                // UNCONFIRMED beyond the cases tried: llvm-mc-22 folds the
                // break between two non-empty lines into a space (more-indented
                // lines included) and turns each empty line into a newline.
                if !folded {
                    out.push('\n');
                } else if !line.is_empty() && !content[k - 1].is_empty() {
                    out.push(' ');
                }
            }
            if folded && line.is_empty() {
                out.push('\n');
                continue;
            }
            out.push_str(line);
        }
        match chomp {
            -1 => {}
            0 => {
                if !content.is_empty() {
                    out.push('\n');
                }
            }
            _ => {
                if !content.is_empty() {
                    out.push('\n');
                }
                out.push_str(&"\n".repeat(trailing_empty));
            }
        }
        // Step back before the line breaks that followed the content.
        while self.i > at && matches!(self.b[self.i - 1], b'\n' | b'\r' | b' ') {
            self.i -= 1;
        }
        Ok(Node {
            kind: Kind::Scalar(Cow::Owned(out)),
            tag,
            at,
        })
    }

    fn flow_seq(&mut self, tag: Tag) -> Result<Node<'a>, MetadataError> {
        self.enter()?;
        self.i += 1;
        self.skip_to_content();
        let at = self.i;
        let mut items = Vec::new();
        loop {
            self.skip_to_content();
            if self.peek() == Some(b']') {
                self.i += 1;
                break;
            }
            if self.at_end() {
                return self.err(self.b.len(), "Could not find closing ]!");
            }
            if self.peek() == Some(b',') {
                // An empty entry (`[a, , b]`) is dropped, as llvm-mc-22 does.
                self.i += 1;
                continue;
            }
            let t = self.properties(true)?;
            self.skip_to_content();
            let item = self.flow_or_scalar(t, -1, true, false)?;
            self.skip_to_content();
            if self.peek() == Some(b':') {
                // A single pair `[k: v]` is a one-entry map.
                self.check_key(&item, &[])?;
                self.i += 1;
                self.skip_to_content();
                let value = self.flow_value()?;
                self.check_value(&value)?;
                items.push(Node {
                    at: item.at,
                    kind: Kind::Map(vec![(item, value)]),
                    tag: 0,
                });
            } else {
                self.check_value(&item)?;
                items.push(item);
            }
            self.skip_to_content();
            match self.peek() {
                Some(b',') => self.i += 1,
                Some(b']') => {}
                _ if self.at_end() => return self.err(self.b.len(), "Could not find closing ]!"),
                _ => return self.err(self.i, "Expected , between entries!"),
            }
        }
        self.depth -= 1;
        Ok(Node {
            kind: Kind::Seq(items),
            tag,
            at,
        })
    }

    fn flow_map(&mut self, tag: Tag) -> Result<Node<'a>, MetadataError> {
        self.enter()?;
        self.i += 1;
        self.skip_to_content();
        let at = self.i;
        let mut pairs = Vec::new();
        loop {
            self.skip_to_content();
            if self.peek() == Some(b'}') {
                self.i += 1;
                break;
            }
            if self.at_end() {
                return self.err(self.b.len(), UNCLOSED_MAP);
            }
            if self.peek() == Some(b'?') && blank(self.at(1)) {
                self.i += 1;
                self.skip_to_content();
            }
            let t = self.properties(true)?;
            self.skip_to_content();
            let key = self.flow_or_scalar(t, -1, true, false)?;
            self.check_key(&key, &pairs)?;
            self.skip_to_content();
            let value = if self.peek() == Some(b':') {
                self.i += 1;
                self.skip_to_content();
                let value = self.flow_value()?;
                self.check_value(&value)?;
                value
            } else {
                Node {
                    kind: Kind::Empty,
                    tag: 0,
                    at: self.i,
                }
            };
            pairs.push((key, value));
            self.skip_to_content();
            match self.peek() {
                Some(b',') => self.i += 1,
                Some(b'}') => {}
                _ if self.at_end() => return self.err(self.b.len(), UNCLOSED_MAP),
                _ => return self.err(self.i, UNCLOSED_MAP),
            }
        }
        self.depth -= 1;
        Ok(Node {
            kind: Kind::Map(pairs),
            tag,
            at,
        })
    }

    /// The value after `:` in a flow collection (empty before `,` `]` `}`).
    fn flow_value(&mut self) -> Result<Node<'a>, MetadataError> {
        let t = self.properties(true)?;
        self.skip_to_content();
        if matches!(self.peek(), Some(b',' | b']' | b'}')) || self.at_end() {
            return Ok(Node {
                kind: Kind::Empty,
                tag: t,
                at: self.i,
            });
        }
        self.flow_or_scalar(t, -1, true, false)
    }

    fn enter(&mut self) -> Result<(), MetadataError> {
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            return self.err(self.i, "nesting too deep");
        }
        Ok(())
    }
}

// ---------------------------------------------------------------------------
// The HSA metadata verifier (AMDGPUMetadataVerifier.cpp, MetadataVerifier
// with Strict = false, as EmitHSAMetadataV3 calls it).

mod verify {
    use super::{find, from_string, Value};

    #[derive(PartialEq, Clone, Copy)]
    enum K {
        UInt,
        Int,
        Bool,
        Str,
    }

    fn kind(v: &Value) -> Option<K> {
        match v {
            Value::UInt(_) => Some(K::UInt),
            Value::Int(_) => Some(K::Int),
            Value::Bool(_) => Some(K::Bool),
            Value::Str(_) => Some(K::Str),
            _ => None,
        }
    }

    /// verifyScalar: a string where another kind is wanted is re-read from its
    /// text (and stays converted even when the check then fails).
    fn scalar<'a>(node: &mut Value<'a>, want: K, ok: &dyn Fn(&Value) -> bool) -> bool {
        if !node.is_scalar() {
            return false;
        }
        if kind(node) != Some(want) {
            let Value::Str(s) = node else {
                return false;
            };
            let s = s.clone();
            *node = from_string(&s, "").unwrap_or(Value::Str(s));
            if kind(node) != Some(want) {
                return false;
            }
        }
        ok(node)
    }

    fn any(_: &Value) -> bool {
        true
    }

    fn integer<'a>(node: &mut Value<'a>) -> bool {
        scalar(node, K::UInt, &any) || scalar(node, K::Int, &any)
    }

    fn array<'a>(
        node: &mut Value<'a>,
        each: &dyn Fn(&mut Value<'a>) -> bool,
        size: Option<usize>,
    ) -> bool {
        let Value::Array(a) = node else {
            return false;
        };
        if size.is_some_and(|n| a.len() != n) {
            return false;
        }
        a.iter_mut().all(each)
    }

    fn entry<'a>(
        map: &mut [(Value<'a>, Value<'a>)],
        key: &str,
        required: bool,
        check: &dyn Fn(&mut Value<'a>) -> bool,
    ) -> bool {
        match find(map, key) {
            None => !required,
            Some(v) => check(v),
        }
    }

    fn str_entry<'a>(
        map: &mut [(Value<'a>, Value<'a>)],
        key: &str,
        required: bool,
        allowed: &[&str],
    ) -> bool {
        entry(map, key, required, &|v| {
            scalar(v, K::Str, &|v| {
                allowed.is_empty() || matches!(v, Value::Str(s) if allowed.contains(&s.as_ref()))
            })
        })
    }

    fn bool_entry<'a>(map: &mut [(Value<'a>, Value<'a>)], key: &str) -> bool {
        entry(map, key, false, &|v| scalar(v, K::Bool, &any))
    }

    fn int_entry<'a>(map: &mut [(Value<'a>, Value<'a>)], key: &str, required: bool) -> bool {
        entry(map, key, required, &integer)
    }

    fn int_array_entry<'a>(
        map: &mut [(Value<'a>, Value<'a>)],
        key: &str,
        required: bool,
        n: usize,
    ) -> bool {
        entry(map, key, required, &|v| array(v, &integer, Some(n)))
    }

    const VALUE_KINDS: &[&str] = &[
        "by_value",
        "global_buffer",
        "dynamic_shared_pointer",
        "sampler",
        "image",
        "pipe",
        "queue",
        "hidden_block_count_x",
        "hidden_block_count_y",
        "hidden_block_count_z",
        "hidden_group_size_x",
        "hidden_group_size_y",
        "hidden_group_size_z",
        "hidden_remainder_x",
        "hidden_remainder_y",
        "hidden_remainder_z",
        "hidden_global_offset_x",
        "hidden_global_offset_y",
        "hidden_global_offset_z",
        "hidden_grid_dims",
        "hidden_none",
        "hidden_printf_buffer",
        "hidden_hostcall_buffer",
        "hidden_heap_v1",
        "hidden_default_queue",
        "hidden_completion_action",
        "hidden_multigrid_sync_arg",
        "hidden_dynamic_lds_size",
        "hidden_private_base",
        "hidden_shared_base",
        "hidden_queue_ptr",
    ];
    const ADDRESS_SPACES: &[&str] = &[
        "private", "global", "constant", "local", "generic", "region",
    ];
    const ACCESS: &[&str] = &["read_only", "write_only", "read_write"];
    const LANGUAGES: &[&str] = &[
        "OpenCL C",
        "OpenCL C++",
        "HCC",
        "HIP",
        "OpenMP",
        "Assembler",
    ];

    fn kernel_arg<'a>(node: &mut Value<'a>) -> bool {
        let Value::Map(m) = node else {
            return false;
        };
        str_entry(m, ".name", false, &[])
            && str_entry(m, ".type_name", false, &[])
            && int_entry(m, ".size", true)
            && int_entry(m, ".offset", true)
            && str_entry(m, ".value_kind", true, VALUE_KINDS)
            && int_entry(m, ".pointee_align", false)
            && str_entry(m, ".address_space", false, ADDRESS_SPACES)
            && str_entry(m, ".access", false, ACCESS)
            && str_entry(m, ".actual_access", false, ACCESS)
            && bool_entry(m, ".is_const")
            && bool_entry(m, ".is_restrict")
            && bool_entry(m, ".is_volatile")
            && bool_entry(m, ".is_pipe")
    }

    fn kernel<'a>(node: &mut Value<'a>) -> bool {
        let Value::Map(m) = node else {
            return false;
        };
        str_entry(m, ".name", true, &[])
            && str_entry(m, ".symbol", true, &[])
            && str_entry(m, ".language", false, LANGUAGES)
            && int_array_entry(m, ".language_version", false, 2)
            && entry(m, ".args", false, &|v| array(v, &kernel_arg, None))
            && int_array_entry(m, ".reqd_workgroup_size", false, 3)
            && int_array_entry(m, ".workgroup_size_hint", false, 3)
            && str_entry(m, ".vec_type_hint", false, &[])
            && str_entry(m, ".device_enqueue_symbol", false, &[])
            && int_entry(m, ".kernarg_segment_size", true)
            && int_entry(m, ".group_segment_fixed_size", true)
            && int_entry(m, ".private_segment_fixed_size", true)
            && bool_entry(m, ".uses_dynamic_stack")
            && int_entry(m, ".workgroup_processor_mode", false)
            && int_entry(m, ".kernarg_segment_align", true)
            && int_entry(m, ".wavefront_size", true)
            && int_entry(m, ".sgpr_count", true)
            && int_entry(m, ".vgpr_count", true)
            && int_entry(m, ".max_flat_workgroup_size", true)
            && int_entry(m, ".sgpr_spill_count", false)
            && int_entry(m, ".vgpr_spill_count", false)
            && int_entry(m, ".uniform_work_group_size", false)
            && int_array_entry(m, ".cluster_dims", false, 3)
    }

    /// MetadataVerifier::verify. `amdhsa.globals` is not checked: llvm-mc-22
    /// takes `amdhsa.globals: 5` and entries without `.size`.
    pub(super) fn root<'a>(node: &mut Value<'a>) -> bool {
        let Value::Map(m) = node else {
            return false;
        };
        int_array_entry(m, "amdhsa.version", true, 2)
            && entry(m, "amdhsa.printf", false, &|v| {
                array(v, &|s| scalar(s, K::Str, &any), None)
            })
            && entry(m, "amdhsa.kernels", true, &|v| array(v, &kernel, None))
    }
}

// ---------------------------------------------------------------------------
// msgpack::Writer (MsgPackWriter.cpp, not in "compatible" mode).

fn write_len(out: &mut Vec<u8>, n: usize, fix: u8, fix_max: usize, c16: u8, c32: u8) {
    if n <= fix_max {
        out.push(fix | n as u8);
    } else if n <= u16::MAX as usize {
        out.push(c16);
        out.extend_from_slice(&(n as u16).to_be_bytes());
    } else {
        out.push(c32);
        out.extend_from_slice(&(n as u32).to_be_bytes());
    }
}

fn write_uint(out: &mut Vec<u8>, u: u64) {
    if u <= 0x7f {
        out.push(u as u8);
    } else if u <= u8::MAX as u64 {
        out.extend_from_slice(&[0xcc, u as u8]);
    } else if u <= u16::MAX as u64 {
        out.push(0xcd);
        out.extend_from_slice(&(u as u16).to_be_bytes());
    } else if u <= u32::MAX as u64 {
        out.push(0xce);
        out.extend_from_slice(&(u as u32).to_be_bytes());
    } else {
        out.push(0xcf);
        out.extend_from_slice(&u.to_be_bytes());
    }
}

fn write(v: &Value, out: &mut Vec<u8>) {
    match v {
        Value::Nil => out.push(0xc0),
        Value::Bool(b) => out.push(if *b { 0xc3 } else { 0xc2 }),
        Value::UInt(u) => write_uint(out, *u),
        Value::Int(i) => {
            let i = *i;
            if i >= 0 {
                write_uint(out, i as u64);
            } else if i >= -32 {
                out.push(i as u8);
            } else if i >= i8::MIN as i64 {
                out.extend_from_slice(&[0xd0, i as u8]);
            } else if i >= i16::MIN as i64 {
                out.push(0xd1);
                out.extend_from_slice(&(i as i16).to_be_bytes());
            } else if i >= i32::MIN as i64 {
                out.push(0xd2);
                out.extend_from_slice(&(i as i32).to_be_bytes());
            } else {
                out.push(0xd3);
                out.extend_from_slice(&i.to_be_bytes());
            }
        }
        Value::Float(d) => {
            let a = d.abs();
            if a >= f32::MIN_POSITIVE as f64 && a <= f32::MAX as f64 {
                out.push(0xca);
                out.extend_from_slice(&(*d as f32).to_be_bytes());
            } else {
                out.push(0xcb);
                out.extend_from_slice(&d.to_be_bytes());
            }
        }
        Value::Str(s) => {
            let n = s.len();
            if n <= 31 {
                out.push(0xa0 | n as u8);
            } else if n <= u8::MAX as usize {
                out.extend_from_slice(&[0xd9, n as u8]);
            } else if n <= u16::MAX as usize {
                out.push(0xda);
                out.extend_from_slice(&(n as u16).to_be_bytes());
            } else {
                out.push(0xdb);
                out.extend_from_slice(&(n as u32).to_be_bytes());
            }
            out.extend_from_slice(s.as_bytes());
        }
        Value::Array(a) => {
            write_len(out, a.len(), 0x90, 15, 0xdc, 0xdd);
            for x in a {
                write(x, out);
            }
        }
        Value::Map(m) => {
            write_len(out, m.len(), 0x80, 15, 0xde, 0xdf);
            for (k, x) in m {
                write(k, out);
                write(x, out);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fs<'a>(s: &'a str, tag: &str) -> Result<Value<'a>, &'static str> {
        from_string(&Cow::Borrowed(s), tag)
    }

    fn mp(v: &Value) -> Vec<u8> {
        let mut out = Vec::new();
        write(v, &mut out);
        out
    }

    /// strtod over the whole text, with the quick refusal of texts that
    /// cannot start a number: C's strtod (glibc) gives these values.
    #[test]
    fn strtod_whole_takes_numbers_and_refuses_the_rest() {
        let some = [
            ("", 0.0),
            (".5", 0.5),
            ("-.5", -0.5),
            ("+.25e1", 2.5),
            (" \t7", 7.0),
            ("08", 8.0),
            ("1.", 1.0),
            ("0x1p3", 8.0),
            ("-0X.8", -0.5),
            ("inf", f64::INFINITY),
            ("-Infinity", f64::NEG_INFINITY),
        ];
        for (text, want) in some {
            assert_eq!(strtod_whole(text), Some(want), "{text:?}");
        }
        for text in ["nan", "NaN", "-nan", "nan(1a_b)"] {
            assert!(strtod_whole(text).is_some_and(f64::is_nan), "{text:?}");
        }
        let none = [
            ".", "-", "+", ".x", ".e5", "e5", "x1", "n", "in", "infinit", "nana", ".name", "k0",
            "global", "1x", "- 1", "1 ", "0x", "\u{a0}1",
        ];
        for text in none {
            assert_eq!(strtod_whole(text), None, "{text:?}");
        }
    }

    #[test]
    fn scalar_typing_follows_llvm_fs() {
        use Value::*;
        let cases: &[(&str, &str, Value)] = &[
            ("12", "", UInt(12)),
            ("0x1F", "", UInt(31)),
            ("0b101", "", UInt(5)),
            ("0o17", "", UInt(15)),
            ("017", "", UInt(15)),
            ("-5", "", Int(-5)),
            ("-0x10", "", Int(-16)),
            ("-9223372036854775808", "", Int(i64::MIN)),
            ("18446744073709551615", "", UInt(u64::MAX)),
            // Past u64: strtod takes it.
            ("18446744073709551616", "", Float(18446744073709551616.0)),
            ("08", "", Float(8.0)),
            ("+5", "", Float(5.0)),
            ("1.5", "", Float(1.5)),
            ("", "", Float(0.0)),
            ("true", "", Bool(true)),
            ("True", "", Str("True".into())),
            ("yes", "", Str("yes".into())),
            ("~", "", Str("~".into())),
            (".inf", "", Str(".inf".into())),
            ("1_000", "", Str("1_000".into())),
            ("7", "!str", Str("7".into())),
            ("7", "tag:yaml.org,2002:str", UInt(7)),
            ("7", "tag:yaml.org,2002:int", Str("7".into())),
            ("yes", "!bool", Bool(true)),
            ("5", "!nil", Nil),
            ("3", "!float", Float(3.0)),
        ];
        for (text, tag, want) in cases {
            assert_eq!(fs(text, tag).as_ref(), Ok(want), "{text:?} {tag:?}");
        }
        assert_eq!(fs("5.5", "!int"), Err("invalid number"));
        assert_eq!(fs("maybe", "!bool"), Err("invalid boolean"));
        assert_eq!(fs("abc", "!float"), Err("invalid floating point number"));
        assert!(matches!(fs("nan", ""), Ok(Float(f)) if f.is_nan()));
        assert_eq!(fs("-Infinity", ""), Ok(Float(f64::NEG_INFINITY)));
        assert_eq!(fs("0x1p3", ""), Ok(Float(8.0)));
        assert_eq!(fs("1e", ""), Ok(Str("1e".into())));
    }

    #[test]
    fn writer_widths_follow_msgpack_writer() {
        use Value::*;
        // Integers: smallest form; a non-negative Int is written as a UInt.
        assert_eq!(mp(&UInt(127)), [0x7f]);
        assert_eq!(mp(&UInt(128)), [0xcc, 0x80]);
        assert_eq!(mp(&UInt(256)), [0xcd, 1, 0]);
        assert_eq!(mp(&UInt(65536)), [0xce, 0, 1, 0, 0]);
        assert_eq!(mp(&UInt(1 << 32)), [0xcf, 0, 0, 0, 1, 0, 0, 0, 0]);
        assert_eq!(mp(&Int(5)), [0x05]);
        assert_eq!(mp(&Int(-32)), [0xe0]);
        assert_eq!(mp(&Int(-33)), [0xd0, 0xdf]);
        assert_eq!(mp(&Int(-129)), [0xd1, 0xff, 0x7f]);
        assert_eq!(mp(&Int(-32769)), [0xd2, 0xff, 0xff, 0x7f, 0xff]);
        assert_eq!(mp(&Int(i64::MIN))[0], 0xd3);
        // Floats: float32 inside [FLT_MIN, FLT_MAX], else float64.
        assert_eq!(mp(&Float(1.5)), [0xca, 0x3f, 0xc0, 0, 0]);
        assert_eq!(mp(&Float(0.0))[0], 0xcb);
        assert_eq!(mp(&Float(1e-40))[0], 0xcb);
        assert_eq!(mp(&Float(1e300))[0], 0xcb);
        assert_eq!(mp(&Float(f64::INFINITY))[0], 0xcb);
        // Strings: fixstr, str8, str16, str32.
        let s = |n: usize| Str("a".repeat(n).into());
        assert_eq!(mp(&s(31))[0], 0xbf);
        assert_eq!(mp(&s(32))[..2], [0xd9, 32]);
        assert_eq!(mp(&s(256))[..3], [0xda, 1, 0]);
        assert_eq!(mp(&s(65536))[..5], [0xdb, 0, 1, 0, 0]);
        // Arrays and maps: fix forms up to 15 entries, then 16-bit counts.
        assert_eq!(mp(&Array(vec![Nil; 15]))[0], 0x9f);
        assert_eq!(mp(&Array(vec![Nil; 16]))[..3], [0xdc, 0, 16]);
        let map = |n: u64| Map((0..n).map(|i| (UInt(i), Nil)).collect());
        assert_eq!(mp(&map(15))[0], 0x8f);
        assert_eq!(mp(&map(16))[..3], [0xde, 0, 16]);
        assert_eq!(mp(&Bool(true)), [0xc3]);
        assert_eq!(mp(&Nil), [0xc0]);
    }

    #[test]
    fn map_keys_sort_by_kind_then_value() {
        use Value::*;
        let mut m = Vec::new();
        for k in [
            Str("b".into()),
            Float(1.5),
            Bool(true),
            UInt(3),
            Str("a".into()),
            Int(-1),
            Bool(false),
            UInt(1),
        ] {
            *entry(&mut m, k) = Nil;
        }
        let keys: Vec<Value> = m.into_iter().map(|(k, _)| k).collect();
        assert_eq!(
            keys,
            [
                Int(-1),
                UInt(1),
                UInt(3),
                Bool(false),
                Bool(true),
                Float(1.5),
                Str("a".into()),
                Str("b".into())
            ]
        );
    }

    #[test]
    fn errors_carry_llvm_positions() {
        let e = yaml_to_msgpack("\n---\namdhsa.version: [1, 2\n...\n").unwrap_err();
        assert_eq!(e.to_string(), "YAML:4:4: error: Could not find closing ]!");
        let e = yaml_to_msgpack("\n---\namdhsa.version: foo\n...\n").unwrap_err();
        assert!(!e.is_yaml());
        assert_eq!(e.to_string(), INVALID);
    }

    /// Every prefix and many one-byte mutations of the hand-written cases
    /// give a result or an error, never a panic or a hang.
    #[test]
    fn no_panic_on_damaged_input() {
        let text = include_str!("../tests/data/metadata_yaml/cases.yaml");
        for case in text.split("%%%%\n") {
            for cut in (0..=case.len()).filter(|&c| case.is_char_boundary(c)) {
                let _ = yaml_to_msgpack(&case[..cut]);
            }
        }
        let bytes = text.as_bytes();
        let alphabet = b" \t\n-:?[]{},#&*!|>'\"%\\0a.";
        let mut seed = 0x9e37_79b9_7f4a_7c15u64;
        let mut next = || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed
        };
        for _ in 0..3000 {
            let mut b = bytes.to_vec();
            let start = (next() % b.len() as u64) as usize;
            let len = 400.min(b.len() - start);
            let mut piece = b[start..start + len].to_vec();
            for _ in 0..3 {
                let at = (next() % piece.len().max(1) as u64) as usize;
                let c = alphabet[(next() % alphabet.len() as u64) as usize];
                if at < piece.len() {
                    piece[at] = c;
                }
            }
            b = piece;
            if let Ok(s) = std::str::from_utf8(&b) {
                let _ = yaml_to_msgpack(s);
            }
        }
        // Deep nesting is refused, not a stack overflow.
        let deep = format!("{}{}", "[".repeat(100_000), "]".repeat(100_000));
        assert!(yaml_to_msgpack(&deep).is_err());
        let deep = "- ".repeat(50_000);
        assert!(yaml_to_msgpack(&deep).is_err());
    }
}
