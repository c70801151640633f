//! Kernel descriptors built from `.amdhsa_kernel` blocks against the bytes
//! and errors of llvm-mc-22 (fixtures in data/kd, written by
//! tools/gen_kd_fixture.py; the LLVM version is on each file's first line):
//!
//! - survey.tsv: every distinct block of the `clang-22 -S` output of the
//!   repository's kernels on gfx908, gfx90a, gfx942, gfx950, gfx1010, gfx1030,
//!   gfx1100, gfx1151 and gfx1200, expressions included (evaluated here with
//!   the file's `.set` symbols and `amdgpu_function`; those naming a symbol
//!   set after the block go through `set_deferred`);
//! - cases.tsv: each directive alone at a run of values on ten targets, the
//!   register counts against the reserve directives, XNACK and wave size, the
//!   whole-block checks, every directive a target takes set off its default
//!   at once (on all 27 targets), 400 blocks of random directives, and
//!   values known only after the block (`=N`: a symbol set further on);
//! - functions.tsv: the AMDGPU expression functions.

use amdgpu_codeobj::kd_build::{
    amdgpu_function, Feature, KdBuilder, KdContext, KdErrorAt, DIRECTIVES,
};
use amdgpu_isa::Target;
use std::collections::{BTreeMap, BTreeSet, HashMap};

fn data(name: &str) -> String {
    let path = format!("{}/tests/data/kd/{name}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

fn rows(text: &str) -> impl Iterator<Item = Vec<&str>> {
    text.lines()
        .filter(|l| !l.starts_with('#') && !l.is_empty())
        .map(|l| l.split('\t').collect())
}

fn context(target: &str, mattr: &str) -> KdContext {
    let mut ctx = KdContext::new(Target::from_name(target).unwrap());
    match mattr {
        "-" => {}
        "+wavefrontsize64" => ctx.wave64_default = true,
        "+xnack" => ctx.xnack = Feature::On,
        "-xnack" => ctx.xnack = Feature::Off,
        "+cumode" => ctx.cu_mode = true,
        "+tgsplit" => ctx.tg_split = true,
        cov if cov.starts_with("cov") => ctx.code_object_version = cov[3..].parse().unwrap(),
        other => panic!("unknown mattr {other}"),
    }
    ctx
}

/// The 64 bytes but the entry offset, which is a relocation.
fn masked(b: &[u8]) -> Vec<u8> {
    let mut v = b.to_vec();
    v[16..24].fill(0);
    v
}

fn unhex(s: &str) -> Vec<u8> {
    (0..s.len())
        .step_by(2)
        .map(|i| u8::from_str_radix(&s[i..i + 2], 16).unwrap())
        .collect()
}

// ---- a small expression evaluator for the survey's values ------------------

#[derive(Clone, Debug, PartialEq)]
enum Tok {
    Num(i64),
    Id(String),
    Op(&'static str),
}

fn lex(s: &str) -> Vec<Tok> {
    const OPS: [&str; 17] = [
        "<<", ">>", "&&", "||", "+", "-", "*", "/", "%", "&", "|", "^", "~", "!", "(", ")", ",",
    ];
    let b = s.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < b.len() {
        let c = b[i] as char;
        if c.is_ascii_whitespace() {
            i += 1;
        } else if c.is_ascii_digit() {
            let start = i;
            while i < b.len() && (b[i] as char).is_ascii_alphanumeric() {
                i += 1;
            }
            let t = &s[start..i];
            let v = match t.strip_prefix("0x") {
                Some(h) => i64::from_str_radix(h, 16).unwrap(),
                None => t.parse().unwrap(),
            };
            out.push(Tok::Num(v));
        } else if c.is_ascii_alphabetic() || c == '_' || c == '.' || c == '$' {
            let start = i;
            while i < b.len() && {
                let c = b[i] as char;
                c.is_ascii_alphanumeric() || c == '_' || c == '.' || c == '$'
            } {
                i += 1;
            }
            out.push(Tok::Id(s[start..i].to_string()));
        } else {
            let op = OPS
                .iter()
                .find(|o| s[i..].starts_with(**o))
                .unwrap_or_else(|| panic!("cannot lex {s:?} at {i}"));
            out.push(Tok::Op(op));
            i += op.len();
        }
    }
    out
}

struct Eval<'a> {
    sets: &'a HashMap<&'a str, &'a str>,
    ctx: &'a KdContext,
    depth: usize,
}

impl Eval<'_> {
    fn value(&mut self, text: &str) -> i64 {
        let toks = lex(text);
        let mut at = 0;
        let v = self.binary(&toks, &mut at, 0);
        assert_eq!(at, toks.len(), "trailing tokens in {text:?}");
        v
    }

    /// GNU as precedence, as LLVM's AsmParser (getGNUBinOpPrecedence):
    /// || 1, && 2, + - 4, | ^ & 5, * / % << >> 6.
    fn prec(t: &Tok) -> Option<u8> {
        Some(match t {
            Tok::Op("||") => 1,
            Tok::Op("&&") => 2,
            Tok::Op("+" | "-") => 4,
            Tok::Op("|" | "^" | "&") => 5,
            Tok::Op("*" | "/" | "%" | "<<" | ">>") => 6,
            _ => return None,
        })
    }

    fn binary(&mut self, t: &[Tok], at: &mut usize, min: u8) -> i64 {
        let mut lhs = self.unary(t, at);
        while let Some(p) = t.get(*at).and_then(Self::prec) {
            if p <= min {
                break;
            }
            let Tok::Op(op) = t[*at] else { unreachable!() };
            *at += 1;
            let rhs = self.binary(t, at, p);
            lhs = match op {
                "||" => i64::from(lhs != 0 || rhs != 0),
                "&&" => i64::from(lhs != 0 && rhs != 0),
                "+" => lhs.wrapping_add(rhs),
                "-" => lhs.wrapping_sub(rhs),
                "|" => lhs | rhs,
                "^" => lhs ^ rhs,
                "&" => lhs & rhs,
                "*" => lhs.wrapping_mul(rhs),
                "/" => lhs / rhs,
                "%" => lhs % rhs,
                "<<" => lhs << rhs,
                ">>" => lhs >> rhs,
                _ => unreachable!(),
            };
        }
        lhs
    }

    fn unary(&mut self, t: &[Tok], at: &mut usize) -> i64 {
        let tok = t[*at].clone();
        *at += 1;
        match tok {
            Tok::Num(v) => v,
            Tok::Op("-") => self.unary(t, at).wrapping_neg(),
            Tok::Op("~") => !self.unary(t, at),
            Tok::Op("!") => i64::from(self.unary(t, at) == 0),
            Tok::Op("+") => self.unary(t, at),
            Tok::Op("(") => {
                let v = self.binary(t, at, 0);
                assert_eq!(t[*at], Tok::Op(")"));
                *at += 1;
                v
            }
            Tok::Id(name) if t.get(*at) == Some(&Tok::Op("(")) => {
                *at += 1;
                let mut args = vec![self.binary(t, at, 0)];
                while t[*at] == Tok::Op(",") {
                    *at += 1;
                    args.push(self.binary(t, at, 0));
                }
                assert_eq!(t[*at], Tok::Op(")"));
                *at += 1;
                amdgpu_function(&name, &args, self.ctx)
                    .unwrap_or_else(|| panic!("unknown function {name}"))
                    .unwrap()
            }
            Tok::Id(name) => {
                let def = self
                    .sets
                    .get(name.as_str())
                    .unwrap_or_else(|| panic!("no .set {name}"));
                self.depth += 1;
                assert!(self.depth < 64, "cycle through {name}");
                let v = self.value(def);
                self.depth -= 1;
                v
            }
            other => panic!("unexpected {other:?}"),
        }
    }
}

#[test]
fn survey_blocks_match_llvm_mc() {
    let text = data("survey.tsv");
    let mut shapes: HashMap<&str, Vec<&str>> = HashMap::new();
    let mut sets: HashMap<&str, HashMap<&str, &str>> = HashMap::new();
    let mut per_target: BTreeMap<&str, (usize, usize)> = BTreeMap::new();
    let empty = HashMap::new();
    for r in rows(&text) {
        match r[0] {
            "@shape" => {
                shapes.insert(r[1], r[2..].to_vec());
            }
            "@set" => {
                sets.entry(r[1]).or_default().insert(r[2], r[3]);
            }
            file => {
                let (target, mattr, kernel, shape, hex) = (r[1], r[2], r[3], r[4], r[5]);
                let ctx = context(target, mattr);
                let names = &shapes[shape];
                let values = &r[6..];
                assert_eq!(names.len(), values.len(), "{file} {kernel}");
                let mut eval = Eval {
                    sets: sets.get(file).unwrap_or(&empty),
                    ctx: &ctx,
                    depth: 0,
                };
                let mut kd = KdBuilder::new(ctx);
                let mut with_expr = false;
                for (name, value) in names.iter().zip(values) {
                    // `=EXPR`: the expression names a symbol set after the
                    // block, so llvm-mc-22 only had its value at the end.
                    let (value, later) = match value.strip_prefix('=') {
                        Some(v) => (v, true),
                        None => (*value, false),
                    };
                    with_expr |= value.parse::<i64>().is_err();
                    let v = eval.value(value);
                    let done = if later {
                        kd.set_deferred(name, v)
                    } else {
                        kd.set(name, v)
                    };
                    done.unwrap_or_else(|e| panic!("{file} {kernel}: {name} {value}: {e:?}"));
                }
                let got = kd
                    .finish()
                    .unwrap_or_else(|e| panic!("{file} {kernel}: {e:?}"));
                assert_eq!(
                    masked(&got),
                    masked(&unhex(hex)),
                    "{file} {kernel} ({target})"
                );
                let e = per_target.entry(target).or_default();
                e.0 += 1;
                e.1 += usize::from(with_expr);
            }
        }
    }
    // At least one file per target family, blocks with expressions included.
    for t in [
        "gfx908", "gfx90a", "gfx942", "gfx950", "gfx1010", "gfx1030", "gfx1100", "gfx1200",
    ] {
        let (n, exprs) = per_target.get(t).copied().unwrap_or_default();
        assert!(
            n > 0 && exprs > 0,
            "{t}: {n} blocks, {exprs} with expressions"
        );
    }
    eprintln!("survey blocks (all, with expressions) per target: {per_target:?}");
}

/// Runs one block; `Ok(bytes)` or the error as the fixture writes it.
fn run(ctx: KdContext, lines: &[Line]) -> Result<[u8; 64], String> {
    let mut kd = KdBuilder::new(ctx);
    for &(name, v, later) in lines {
        let done = if later {
            kd.set_deferred(name, v)
        } else {
            kd.set(name, v)
        };
        if let Err(e) = done {
            let at = match e.at {
                KdErrorAt::Name => format!("name:{name}"),
                KdErrorAt::Value => format!("value:{name}"),
                KdErrorAt::ValueOf(d) => format!("value:{d}"),
                KdErrorAt::End => "end".into(),
            };
            return Err(format!("{at} {}", e.msg));
        }
    }
    kd.finish().map_err(|e| {
        let at = match e.at {
            KdErrorAt::ValueOf(d) => format!("value:{d}"),
            KdErrorAt::End => "end".into(),
            other => format!("{other:?} after the last directive"),
        };
        format!("{at} {}", e.msg)
    })
}

fn expected_bytes(words: &str) -> Vec<u8> {
    let w: Vec<u32> = words
        .split(' ')
        .map(|x| u32::from_str_radix(x, 16).unwrap())
        .collect();
    let mut b = vec![0u8; 64];
    for (at, v) in [
        (0, w[0]),
        (4, w[1]),
        (8, w[2]),
        (44, w[3]),
        (48, w[4]),
        (52, w[5]),
    ] {
        b[at..at + 4].copy_from_slice(&v.to_le_bytes());
    }
    b[56..58].copy_from_slice(&(w[6] as u16).to_le_bytes());
    b[58..60].copy_from_slice(&(w[7] as u16).to_le_bytes());
    b
}

/// A directive, its value and whether the value is only known after the
/// block (written `=N`).
type Line<'a> = (&'a str, i64, bool);

/// A block of cases.tsv: `;`-separated directives, `@base` first standing
/// for the base block less the directives named after it.
fn block_lines<'a>(target: &str, block: &'a str) -> Vec<Line<'a>> {
    let mut parts: Vec<&str> = block.split(';').filter(|l| !l.is_empty()).collect();
    let mut lines = Vec::new();
    if parts.first() == Some(&"@base") {
        parts.remove(0);
        let mut base = vec![".amdhsa_next_free_vgpr", ".amdhsa_next_free_sgpr"];
        if ["gfx90a", "gfx942", "gfx950"].contains(&target) {
            base.push(".amdhsa_accum_offset");
        }
        let accum = |n: &str| i64::from(n == ".amdhsa_accum_offset") * 4;
        for n in base {
            if !parts.iter().any(|l| l.split(' ').next() == Some(n)) {
                lines.push((n, accum(n), false));
            }
        }
    }
    for l in parts {
        let (n, v) = l.split_once(' ').unwrap();
        let later = v.starts_with('=');
        lines.push((n, v.trim_start_matches('=').parse().unwrap(), later));
    }
    lines
}

#[test]
fn hand_made_blocks_match_llvm_mc() {
    let text = data("cases.tsv");
    let mut failures = Vec::new();
    let mut total = 0;
    // Directives each target took with a value off the default, and the
    // ones it refused.
    let mut taken: BTreeMap<String, BTreeSet<&str>> = BTreeMap::new();
    let mut refused: BTreeMap<String, BTreeSet<&str>> = BTreeMap::new();
    let mut errors: BTreeSet<String> = BTreeSet::new();
    for r in rows(&text) {
        let (target, mattr, block, want) = (r[0], r[1], r[2], r[3]);
        let ctx = context(target, mattr);
        let lines = block_lines(target, block);
        total += 1;
        let got = run(ctx, &lines);
        let ok = match (want.strip_prefix("ok "), want.strip_prefix("err ")) {
            (Some(words), _) => {
                let ok = got.as_ref().map(|b| masked(b)) == Ok(expected_bytes(words));
                if ok {
                    for (n, v, _) in &lines {
                        if *v != 0 {
                            taken.entry(target.to_string()).or_default().insert(n);
                        }
                    }
                }
                ok
            }
            (_, Some(err)) => {
                // Refused for its generation or the target's features (not
                // for a value known too late).
                let named = err
                    .strip_prefix("name:")
                    .filter(|e| !e.contains("resolvable"));
                if let Some(d) = named.and_then(|e| e.split(' ').next()) {
                    if let Some(d) = DIRECTIVES.iter().find(|x| **x == d) {
                        refused.entry(target.to_string()).or_default().insert(d);
                    }
                }
                errors.insert(
                    err.split_once(' ')
                        .map_or(err, |x| x.1)
                        .replace("\\n", "\n"),
                );
                got.as_ref().err().map(String::as_str) == Some(&err.replace("\\n", "\n"))
            }
            _ => panic!("bad row {r:?}"),
        };
        if !ok {
            failures.push(format!(
                "{target} {mattr} [{block}]\n   want {want}\n   got  {}",
                match &got {
                    Ok(b) => format!("{:02x?}", masked(b)),
                    Err(e) => e.clone(),
                }
            ));
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {total} blocks differ:\n{}",
        failures.len(),
        failures[..failures.len().min(30)].join("\n")
    );
    assert!(total > 5000, "only {total} cases");
    // On each target every directive is either taken with a value off 0 or
    // refused by name (wrong generation, architected flat scratch, ...); only
    // .amdhsa_reserve_xnack_mask is refused for one value and taken for the
    // other.
    let swept = [
        "gfx900", "gfx908", "gfx90a", "gfx942", "gfx950", "gfx1010", "gfx1030", "gfx1100",
        "gfx1151", "gfx1200",
    ];
    for t in swept {
        let took = &taken[t];
        let none = BTreeSet::new();
        let refused = refused.get(t).unwrap_or(&none);
        for d in DIRECTIVES {
            let both = took.contains(d) && refused.contains(d);
            assert!(
                took.contains(d) || refused.contains(d),
                "{t}: {d} neither taken nor refused"
            );
            assert!(!both || d == ".amdhsa_reserve_xnack_mask", "{t}: {d}");
        }
    }
    // The defaults and every field on each of the 27 targets.
    assert_eq!(taken.len(), 27, "targets: {:?}", taken.keys());
    eprintln!("{total} blocks; directives taken off their default per target:");
    for (t, s) in &taken {
        let r = refused.get(t).map_or(0, BTreeSet::len);
        eprintln!("  {t}: {} taken, {r} refused by name", s.len());
    }
    eprintln!("messages seen: {errors:#?}");
}

#[test]
fn functions_match_llvm_mc() {
    let text = data("functions.tsv");
    let mut n = 0;
    for r in rows(&text) {
        let (target, expr, want) = (r[0], r[1], r[2]);
        let ctx = context(target, "-");
        let (name, args) = expr.split_once('(').unwrap();
        let args: Vec<i64> = args
            .trim_end_matches(')')
            .split(',')
            .map(|a| a.parse().unwrap())
            .collect();
        let got = amdgpu_function(name, &args, &ctx).unwrap();
        assert_eq!(got, Ok(want.parse().unwrap()), "{target} {expr}");
        n += 1;
    }
    assert!(n > 200, "{n} rows");
}

#[test]
fn function_errors() {
    let ctx = context("gfx90a", "-");
    assert_eq!(
        amdgpu_function("max", &[], &ctx),
        Some(Err("empty max expression".into()))
    );
    assert_eq!(
        amdgpu_function("or", &[], &ctx),
        Some(Err("empty or expression".into()))
    );
    // llvm-mc-22 crashes on these: an error, never a panic.
    for (name, args) in [
        ("alignto", &[5i64, 0][..]),
        ("alignto", &[1]),
        ("extrasgprs", &[1, 2]),
        ("totalnumvgprs", &[1]),
        ("occupancy", &[1, 2]),
        ("occupancy", &[10, 0, 512, 7, 10, 0, 30]),
    ] {
        assert!(
            matches!(amdgpu_function(name, args, &ctx), Some(Err(_))),
            "{name}"
        );
    }
    assert_eq!(amdgpu_function("foo", &[1], &ctx), None);
    assert_eq!(amdgpu_function("MAX", &[1], &ctx), None);
}

#[test]
fn no_panic_on_any_value() {
    for t in ["gfx900", "gfx90a", "gfx1030", "gfx1100", "gfx1201"] {
        for d in DIRECTIVES {
            for v in [i64::MIN, -1, 0, 1, 63, 64, 1 << 32, i64::MAX] {
                let ctx = context(t, "-");
                let mut kd = KdBuilder::new(ctx);
                let _ = kd.set(".amdhsa_next_free_vgpr", v);
                let _ = kd.set(".amdhsa_next_free_sgpr", v);
                let _ = kd.set(".amdhsa_accum_offset", v);
                let _ = kd.set(".amdhsa_kernarg_size", v);
                let _ = kd.set(d, v);
                let _ = kd.finish();
                let mut kd = KdBuilder::new(ctx);
                for n in [
                    ".amdhsa_next_free_vgpr",
                    ".amdhsa_next_free_sgpr",
                    ".amdhsa_accum_offset",
                ] {
                    let _ = kd.set_deferred(n, v);
                }
                let _ = kd.set_deferred(d, v);
                let _ = kd.finish();
                for f in [
                    "max",
                    "or",
                    "alignto",
                    "extrasgprs",
                    "totalnumvgprs",
                    "occupancy",
                ] {
                    let _ = amdgpu_function(f, &[v; 7], &ctx);
                    let _ = amdgpu_function(f, &[v, 0, v, 0, v, v, v], &ctx);
                }
            }
        }
    }
}

/// A repeated directive is found by its place in `DIRECTIVES` (a bit each),
/// so every directive name the builder spells out must be listed there; and
/// a repeat is refused at its value for each of them, on a target that takes
/// the directive.
#[test]
fn every_directive_named_is_listed_and_refused_repeated() {
    let source = include_str!("../src/kd_build.rs");
    let mut named = BTreeSet::new();
    for piece in source.split("\".amdhsa_").skip(1) {
        let name = &piece[..piece.find('"').unwrap()];
        // (messages that start with a directive's name hold a blank)
        if !name.contains(' ') {
            named.insert(format!(".amdhsa_{name}"));
        }
    }
    let listed: BTreeSet<String> = DIRECTIVES.iter().map(|d| d.to_string()).collect();
    assert_eq!(named, listed);
    for d in DIRECTIVES {
        let taken = ["gfx900", "gfx90a", "gfx1030", "gfx1100", "gfx1201"]
            .into_iter()
            .find_map(|t| {
                let mut kd = KdBuilder::new(context(t, "-"));
                kd.set(d, 0).ok().map(|()| kd)
            });
        let Some(mut kd) = taken else { continue };
        let e = kd.set(d, 0).unwrap_err();
        assert_eq!(e.msg, ".amdhsa_ directives cannot be repeated", "{d}");
        assert!(matches!(e.at, KdErrorAt::Value), "{d}");
    }
}
