//! Live differential test against `llvm-mc-22`: fresh random words of each
//! modelled encoding family on every target, decoded by both, then our text
//! re-assembled by both. One llvm-mc run per target and direction keeps it to
//! seconds.
//!
//! Runs when `llvm-mc-22` is on PATH; under `CI=true` its absence is a failure,
//! elsewhere the test prints a notice and passes without checking anything.

use amdgpu_isa::tables::alu::{
    flags, AluRow, KStyle, OpSel, Opnd, Packed16, Shape, SrcClass, ALU_ROWS,
};
use amdgpu_isa::tables::ds::DS_ROWS;
use amdgpu_isa::{assemble_line, decode, Gen, Target};
use std::io::Write;
use std::process::{Command, Stdio};

#[path = "support/rng.rs"]
mod rng;
use rng::Rng;

const LLVM_MC: &str = "llvm-mc-22";

fn llvm_version() -> Option<String> {
    let out = Command::new(LLVM_MC).arg("--version").output().ok()?;
    let text = String::from_utf8_lossy(&out.stdout);
    text.lines()
        .map(str::trim)
        .find(|l| l.contains("LLVM version"))
        .map(String::from)
}

fn run_mc(target: Target, args: &[&str], input: &str) -> (String, String) {
    let mut cmd = Command::new(LLVM_MC);
    cmd.args(["-arch=amdgcn", &format!("-mcpu={target}")]);
    if target.wave64() && target.gen() != amdgpu_isa::Gen::Gfx9 {
        cmd.arg("-mattr=+wavefrontsize64");
    }
    let mut child = cmd
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("spawn llvm-mc-22");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    (
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

fn byte_list(bytes: &[u8]) -> String {
    bytes
        .iter()
        .map(|b| format!("0x{b:02x}"))
        .collect::<Vec<_>>()
        .join(",")
}

fn endpgm(target: Target) -> [u8; 4] {
    match target.gen() {
        Gen::Gfx9 | Gen::Gfx10 => 0xBF81_0000u32.to_le_bytes(),
        _ => 0xBFB0_0000u32.to_le_bytes(),
    }
}

/// LLVM's text for each word (None: invalid, or not decoded with exactly the
/// word's bytes). One llvm-mc run covers all words: each goes as its own
/// atomic block `[word sentinel]`, so neighbours never share bytes, and a
/// separator block between words splits the output. Should a word's own
/// output contain the separator, every word is asked alone instead.
fn llvm_disassemble(target: Target, words: &[Vec<u8>]) -> Vec<Option<String>> {
    let words: Vec<&[u8]> = words.iter().map(Vec::as_slice).collect();
    llvm_blocks(target, &words).unwrap_or_else(|| {
        words
            .iter()
            .map(|w| llvm_blocks(target, &[w])?.pop()?)
            .collect()
    })
}

/// The separator block (two `s_nop`s, the same encoding on every target) and
/// its text.
const SEPARATOR: &str = "[0x07,0x00,0x80,0xbf,0x05,0x00,0x80,0xbf]";
const SEPARATOR_TEXT: [&str; 2] = ["s_nop 7", "s_nop 5"];

/// Decodes `words` in one run; None when the output does not split into one
/// part per word.
fn llvm_blocks(target: Target, words: &[&[u8]]) -> Option<Vec<Option<String>>> {
    let sentinel = byte_list(&endpgm(target));
    // three lines per word: the word, the sentinel, the separator
    let input: String = words
        .iter()
        .map(|w| format!("[{}\n{sentinel}]\n{SEPARATOR}\n", byte_list(w)))
        .collect();
    let (out, err) = run_mc(target, &["--disassemble"], &input);
    // a rejected encoding anywhere in a word's block makes the word invalid
    let mut rejected = vec![false; words.len()];
    for l in err
        .lines()
        .filter(|l| l.contains("invalid instruction encoding"))
    {
        let line = l.split(':').nth(1)?.parse::<usize>().ok()?;
        *rejected.get_mut(line.checked_sub(1)? / 3)? = true;
    }
    let lines: Vec<&str> = out
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .collect();
    let mut parts = Vec::new();
    let mut start = 0;
    let mut i = 0;
    while i < lines.len() {
        if lines[i..].starts_with(&SEPARATOR_TEXT) {
            parts.push(&lines[start..i]);
            i += SEPARATOR_TEXT.len();
            start = i;
        } else {
            i += 1;
        }
    }
    if parts.len() != words.len() || start != lines.len() {
        return None;
    }
    Some(
        parts
            .iter()
            .zip(rejected)
            .map(|(part, bad)| match part {
                // a word that swallowed its sentinel is not decodable as given
                [text, "s_endpgm", ..] if !bad => Some(text.to_string()),
                _ => None,
            })
            .collect(),
    )
}

/// The llvm-mc version, or `None` (after a notice) when the test should skip.
fn oracle() -> Option<String> {
    match llvm_version() {
        Some(v) => Some(v),
        None if std::env::var("CI").as_deref() == Ok("true") => {
            panic!("{LLVM_MC} is required under CI=true but was not found on PATH")
        }
        None => {
            println!("notice: {LLVM_MC} not found; live differential test skipped");
            None
        }
    }
}

fn seed() -> u64 {
    std::env::var("LIVE_SEED")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or_else(|| {
            std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .unwrap()
                .as_nanos() as u64
                | 1
        })
}

fn per_target() -> usize {
    std::env::var("LIVE_WORDS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(300)
}

/// Decodes `words` with both disassemblers, then re-assembles the agreed texts
/// with both assemblers; returns the disagreements.
fn differential(target: Target, words: &[Vec<u8>], counts: &mut Counts) -> Vec<String> {
    let mut failures = Vec::new();
    let theirs = llvm_disassemble(target, words);
    let mut texts = Vec::new();
    for (w, llvm) in words.iter().zip(&theirs) {
        let ours = match decode(target, w) {
            // "not supported yet" stands only where llvm-mc crashes on the
            // word (no reference text); anything else is a disagreement
            Err(amdgpu_isa::DecodeError::Unsupported { .. }) => {
                counts.unsupported += 1;
                if llvm.is_none() && llvm_crashes(target, w) {
                    continue;
                }
                let gap = format!(
                    "{target} (wave{}) bytes [{}]: llvm {llvm:?} (no crash), ours not supported yet",
                    target.wave_size(),
                    byte_list(w)
                );
                counts.gaps.push(gap.clone());
                failures.push(gap);
                continue;
            }
            r => r
                .ok()
                .filter(|i| i.len() == w.len())
                .map(|i| i.display().to_string()),
        };
        counts.decoded += 1;
        if ours != *llvm {
            failures.push(format!(
                "{target} (wave{}) bytes [{}]: llvm {llvm:?}, ours {ours:?}",
                target.wave_size(),
                byte_list(w)
            ));
        } else if let Some(t) = ours.filter(|t| !t.contains("/*")) {
            texts.push(t);
        }
    }
    // A line llvm-mc rejects must be rejected by us too. Each line is
    // followed by a marker so outputs pair up.
    let input: String = texts.iter().map(|t| format!("{t}\ns_endpgm\n")).collect();
    let (out, err) = run_mc(target, &["-show-encoding"], &input);
    let rejected: std::collections::HashSet<usize> = err
        .lines()
        .filter(|l| l.contains(": error: "))
        .filter_map(|l| l.split(':').nth(1)?.parse::<usize>().ok())
        .map(|line| (line - 1) / 2)
        .collect();
    let mut encs = out
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .peekable();
    for (k, t) in texts.iter().enumerate() {
        counts.assembled += 1;
        let ours =
            assemble_line(target, t).map(|i| format!("[{}]", byte_list(i.encode().as_bytes())));
        let theirs = if rejected.contains(&k) {
            // llvm-mc prints an encoding for some lines it reports an error on
            if encs.peek().is_some_and(|l| !l.starts_with("s_endpgm")) {
                encs.next();
            }
            None
        } else {
            encs.next().and_then(|l| l.split("; encoding: ").nth(1))
        };
        encs.next(); // the marker
        if ours.as_ref().ok().map(String::as_str) != theirs.map(str::trim)
            && !llvm_contradicts_itself(target, t, theirs)
        {
            failures.push(format!(
                "{target} (wave{}) `{t}`: llvm {theirs:?}, ours {ours:?}",
                target.wave_size()
            ));
        }
    }
    failures
}

/// Whether llvm-mc crashes disassembling `word` alone.
fn llvm_crashes(target: Target, word: &[u8]) -> bool {
    let (_, err) = run_mc(
        target,
        &["--disassemble"],
        &format!("{}\n", byte_list(word)),
    );
    err.contains("Stack dump") || err.contains("PLEASE submit a bug report")
}

/// Whether llvm-mc's encoding of `text` fails to decode back to `text` with
/// llvm-mc itself (it crashes, refuses it or prints another text): the
/// oracle then contradicts itself and the line says nothing about us. Seen
/// with llvm-mc-22 on gfx1150 `v_dot2_f16_f16_e64_dpp ... |lit(0x3f800000)|`,
/// encoded as src1 = 255 without its literal dword.
fn llvm_contradicts_itself(target: Target, text: &str, encoding: Option<&str>) -> bool {
    let Some(enc) = encoding else { return false };
    let bytes: Option<Vec<u8>> = enc
        .trim()
        .trim_start_matches('[')
        .trim_end_matches(']')
        .split(',')
        .map(|b| u8::from_str_radix(b.trim().trim_start_matches("0x"), 16).ok())
        .collect();
    let Some(bytes) = bytes else { return false };
    let back = llvm_disassemble(target, &[bytes]).pop().flatten();
    if back.as_deref() == Some(text) {
        return false;
    }
    println!(
        "notice: {target} (wave{}) `{text}`: llvm-mc encodes it as {enc} and decodes that as {back:?}; line skipped",
        target.wave_size()
    );
    true
}

/// What one family's live run found.
struct Run {
    version: String,
    seed: u64,
    counts: Counts,
    failures: Vec<String>,
}

#[derive(Default)]
struct Counts {
    /// Words compared with llvm-mc's text.
    decoded: usize,
    /// Texts re-assembled by both.
    assembled: usize,
    /// Words we report as not supported yet.
    unsupported: usize,
    /// Those of them llvm-mc does not crash on (each also a failure).
    gaps: Vec<String>,
}

/// The skeleton every family shares: `words` gives each target's random words
/// (none: the target is skipped), all drawn from one generator seeded with the
/// run's seed ^ `salt`, so each family has its own reproducible stream.
/// `None` when the oracle is absent (see `oracle`).
fn live_run(
    salt: u64,
    targets: impl IntoIterator<Item = Target>,
    mut words: impl FnMut(&mut Rng, Target) -> Vec<Vec<u8>>,
) -> Option<Run> {
    let version = oracle()?;
    let seed = seed();
    let mut rng = Rng(seed ^ salt);
    let (mut failures, mut counts) = (Vec::new(), Counts::default());
    for target in targets {
        let batch = words(&mut rng, target);
        if !batch.is_empty() {
            failures.extend(differential(target, &batch, &mut counts));
        }
    }
    Some(Run {
        version,
        seed,
        counts,
        failures,
    })
}

/// `live_run`, then its report under the family name `what`.
fn live_family(
    what: &str,
    salt: u64,
    targets: impl IntoIterator<Item = Target>,
    words: impl FnMut(&mut Rng, Target) -> Vec<Vec<u8>>,
) {
    if let Some(run) = live_run(salt, targets, words) {
        run.report(what);
    }
}

impl Run {
    fn report(self, what: &str) {
        let Run {
            version,
            seed,
            counts,
            failures,
        } = self;
        // LIVE_FAILURES=file keeps every disagreement (the message shows 30)
        if let Ok(path) = std::env::var("LIVE_FAILURES") {
            let path = format!("{path}.{}", what.replace(['/', ' '], "_"));
            std::fs::write(&path, failures.join("\n")).unwrap();
            std::fs::write(path + ".gaps", counts.gaps.join("\n")).unwrap();
        }
        println!(
            "{what}: {} words decoded and {} texts re-assembled, compared with {LLVM_MC} ({version}); {} not supported yet ({LLVM_MC} crashes on all but {}); LIVE_SEED={seed} reproduces",
            counts.decoded, counts.assembled, counts.unsupported, counts.gaps.len()
        );
        assert!(
            failures.is_empty(),
            "{} disagreements with {LLVM_MC} ({version}), LIVE_SEED={seed}:\n{}",
            failures.len(),
            failures[..failures.len().min(30)].join("\n")
        );
    }
}

#[test]
fn random_ds_words_match_llvm_both_ways() {
    let words = |rng: &mut Rng, target: Target| -> Vec<Vec<u8>> {
        // Mostly words of instructions the target has, with random field values
        // (the table only picks the opcode; both decoders judge the word), plus
        // some raw noise in the DS opcode space.
        let rows: Vec<_> = DS_ROWS
            .iter()
            .filter(|r| r.cells[target.ds_group()].is_some())
            .collect();
        let shift = if target.gen() == Gen::Gfx9 { 17 } else { 18 };
        (0..per_target())
            .map(|i| {
                let r = rng.next();
                let noise = rng.next() << 32 | (0b110110u64 << 26) | (r & 0x3ff_ffff);
                if i % 16 == 0 {
                    return noise.to_le_bytes().to_vec();
                }
                let row = rows[(r >> 32) as usize % rows.len()];
                let op = row.cells[target.ds_group()].unwrap().op;
                // random values in the fields the row uses; the rest must be zero
                let fields = row
                    .operands
                    .iter()
                    .fold(0u64, |m, o| m | 0xff << (32 + 8 * o.field as u32));
                let w =
                    (noise & !(0xffu64 << shift) | u64::from(op) << shift) & (fields | 0xffff_ffff);
                w.to_le_bytes().to_vec()
            })
            .collect()
    };
    live_family("DS", 0, Target::all(), words);
}

/// A random operand number: registers, specials, constants and literals that
/// compilers write. (Not LDS direct, nor the long tail of operands placed
/// where their class forbids them, whose LLVM comments are not all modelled.)
fn operand(rng: &mut Rng, vector: bool) -> u32 {
    let r = rng.next();
    match r % 8 {
        0..=2 => (r >> 8) as u32 % 106,
        3 => [106, 107, 124, 125, 126, 127, 253, 255][(r >> 8) as usize % 8],
        4 | 5 => 128 + (r >> 8) as u32 % 81,
        6 => 240 + (r >> 8) as u32 % 9,
        _ if vector => 256 + (r >> 8) as u32 % 256,
        _ => (r >> 8) as u32 % 106,
    }
}

/// Random words of one ALU instruction in its short or VOP3 form: random
/// values in the fields its operand list uses, zero elsewhere.
fn alu_word(rng: &mut Rng, target: Target, row: &AluRow, e64: bool) -> Vec<u8> {
    let gen = target.gen();
    let r = rng.next() as u32;
    let mut literal = [rng.next() as u32, 0x3f80_0000, 17][r as usize % 3];
    // packed 16-bit sources: pairs and halves of inline floats too
    if row.packed.iter().any(|&p| p != Packed16::None) && r >> 26 & 3 == 0 {
        literal = [0x3c00, 0x3c00_3c00, 0x3f80, 0x3800_3800][(r >> 8) as usize % 4];
    }
    // 16-bit sources mostly see literals of 16 bits, as compilers write them
    if row.lit16 != 0 && r >> 28 & 3 != 0 {
        literal &= 0xffff;
    }
    let sig = row.sig(e64);
    let mut src = [0u32; 3];
    let mut used = [false; 3];
    for o in sig {
        if let Opnd::Src(i, w, class) = *o {
            let i = usize::from(i);
            used[i] = true;
            let x = rng.next();
            src[i] = match class {
                // wide sources: registers only (constants in 128-bit operands are not modelled)
                SrcClass::Any | SrcClass::AnyI16 if w > 2 => {
                    256 + (x as u32 % (257 - u32::from(w)))
                }
                SrcClass::Any | SrcClass::AnyI16 => operand(rng, true),
                SrcClass::Sreg => x as u32 % 106,
                // message numbers: the named ones and some others
                SrcClass::Msg => [1, 128, 129, 255, (x >> 8) as u32 % 256][x as usize % 5],
                // (tuples may run past v255: LLVM prints `v[255:256]`)
                SrcClass::Vgpr | SrcClass::Agpr => 256 + (x as u32 % 256),
                SrcClass::Sgpr => operand(rng, false),
                SrcClass::Mask => [106, ((x as u32 >> 8) % 100) & !1, 126][x as usize % 3],
            };
        }
    }
    let vdst = |_w: u8| (r >> 8) % 256;
    let sdst = [r >> 8 & 0x7f, 106, 126, 0][(r >> 16) as usize % 4];
    let dst = sig
        .iter()
        .find_map(|o| match *o {
            Opnd::VDst(w) | Opnd::ADst(w) => Some(vdst(w)),
            Opnd::SDst(_) | Opnd::MaskDst => Some(sdst),
            _ => None,
        })
        .unwrap_or(0);
    let mut words: Vec<u32> = if e64 || row.shape == Shape::Vop3 {
        let op = u32::from(row.vop3_op_on(target).unwrap());
        let prefix = if gen == Gen::Gfx9 { 0b110100 } else { 0b110101 };
        let mods = r.is_multiple_of(4);
        // GFX9 VOP3 takes no literal (and llvm-mc crashes on one); unused
        // sources get a VGPR.
        for i in 0..3 {
            if !used[i] || (src[i] == 255 && gen == Gen::Gfx9) {
                src[i] = 256 + (src[i] & 0xff);
            }
        }
        let carry = sig.contains(&Opnd::CarryDst);
        let mid = if carry {
            [106, 0, 126, (rng.next() as u32 % 100) & !1][r as usize % 4] << 8
                | if mods { (r >> 20 & 1) << 15 } else { 0 }
        } else if mods {
            (r >> 20 & 1) << 15 | (r >> 21 & 7) << 8
        } else {
            0
        };
        // op_sel bits whose meaning is modelled (true16 halves, fake16 forms...)
        let opsel = if carry || rng.next().is_multiple_of(2) {
            0
        } else {
            let x = rng.next() as u32;
            (0..4)
                .filter(|&b| row.opsel[b] != OpSel::Unmodelled)
                .fold(0, |m, b| m | (x >> b & 1) << (11 + b))
        };
        let mut w0 = prefix << 26 | op << 16 | mid | opsel | dst;
        let mut w1 = if mods {
            (r >> 24 & 7) << 29 | (r >> 27 & 3) << 27
        } else {
            0
        } | src[2] << 18
            | src[1] << 9
            | src[0];
        // gfx950 v_bitop3_*: NEG, ABS and OMOD hold the truth table, any value
        if row.has(flags::BITOP3) {
            let t = rng.next() as u32;
            w0 |= (t >> 3 & 7) << 8;
            w1 |= (t & 7) << 29 | (t >> 6 & 3) << 27;
        }
        vec![w0, w1]
    } else {
        let op = u32::from(row.op_on(target).unwrap());
        let k = [0, r >> 16, (r >> 16) % 70][r as usize % 3];
        let v8 = src[1].wrapping_sub(256) & 0xff;
        vec![match row.shape {
            Shape::Sop1 => 0x17d << 23 | dst << 16 | op << 8 | src[0],
            Shape::Sop2 => 0b10 << 30 | op << 23 | dst << 16 | src[1] << 8 | src[0],
            Shape::Sopk => 0xb << 28 | op << 23 | [dst, 124, 125][r as usize % 3] << 16 | (r >> 16),
            Shape::Sopc => 0x17e << 23 | op << 16 | src[1] << 8 | src[0],
            Shape::Sopp if row.k == KStyle::Delay => 0x17f << 23 | op << 16 | (r >> 16) & 0x7ff,
            Shape::Sopp => 0x17f << 23 | op << 16 | k,
            Shape::Vop1 => 0x3f << 25 | dst << 17 | op << 9 | src[0],
            Shape::Vop2 => op << 25 | dst << 17 | v8 << 9 | src[0],
            Shape::Vopc => 0x3e << 25 | op << 17 | v8 << 9 | src[0],
            Shape::Vop3 => unreachable!(),
        }]
    };
    // append the literal dword where a source asks for one
    let w0 = words[0];
    let wants = row.has(flags::KIMM)
        || match (words.len(), row.shape) {
            (2, _) => gen != Gen::Gfx9 && (0..3).any(|i| words[1] >> (9 * i) & 0x1ff == 255),
            (_, Shape::Sopk | Shape::Sopp) => false,
            (_, Shape::Sop2 | Shape::Sopc) => w0 & 0xff == 255 || w0 >> 8 & 0xff == 255,
            // s_sendmsg_rtn: SSRC0 = 255 is message 255, no literal
            (_, Shape::Sop1) => w0 & 0xff == 255 && row.k != KStyle::Sendmsg,
            _ => w0 & 0x1ff == 255,
        };
    if wants {
        words.push(literal);
    }
    words.iter().flat_map(|w| w.to_le_bytes()).collect()
}

#[test]
fn random_alu_words_match_llvm_both_ways() {
    let wave64: Vec<Target> = ["gfx1030", "gfx1100", "gfx1200"]
        .iter()
        .map(|t| Target::from_name(t).unwrap().with_wave_size(64).unwrap())
        .collect();
    let words = |rng: &mut Rng, target: Target| -> Vec<Vec<u8>> {
        let rows: Vec<&AluRow> = ALU_ROWS
            .iter()
            .filter(|r| r.op_on(target).is_some())
            .collect();
        (0..per_target())
            .map(|_| {
                let row = rows[rng.next() as usize % rows.len()];
                let e64 = row.has_twin() && rng.next().is_multiple_of(2);
                alu_word(rng, target, row, e64)
            })
            .collect()
    };
    live_family(
        "ALU",
        0x9e37_79b9_7f4a_7c15,
        Target::all().chain(wave64),
        words,
    );
}

/// A random DPP16 dword: mostly named DPP controls (some raw 9-bit values),
/// random src0 VGPR, masks and (half the time) modifier bits.
fn dpp16_dword(r: u64) -> u32 {
    let ctrl = match (r >> 16) % 8 {
        0 => (r >> 20) as u32 & 0x1ff,
        1..=3 => (r >> 20) as u32 & 0xff,
        _ => 0x100 + (r >> 20) as u32 % 0x70,
    };
    let mut dpp = (r >> 32) as u32 & 0xfffe_00ff | ctrl << 8;
    if r >> 29 & 1 == 0 {
        dpp &= !0x00f0_0000; // no modifiers
    }
    dpp
}

/// Targets of the DPP tests: every target, and some in wave64.
fn dpp_targets() -> impl Iterator<Item = Target> {
    let wave64: Vec<Target> = ["gfx1030", "gfx1100", "gfx1200"]
        .iter()
        .map(|t| Target::from_name(t).unwrap().with_wave_size(64).unwrap())
        .collect();
    Target::all().chain(wave64)
}

/// A short-form (VOP1/VOP2/VOPC) word of `shape` and opcode `op` with src0
/// field `src0` and random VGPRs.
fn short_dpp_word(shape: Shape, op: u32, src0: u32, r: u64) -> u32 {
    let (dst, vsrc1) = (r as u32 & 0xff, (r >> 8) as u32 & 0xff);
    match shape {
        Shape::Vop1 => 0x7e00_0000 | dst << 17 | op << 9 | src0,
        Shape::Vopc => 0x7c00_0000 | op << 17 | vsrc1 << 9 | src0,
        _ => op << 25 | dst << 17 | vsrc1 << 9 | src0,
    }
}

/// Random VOP1/VOP2/VOPC words with a DPP16 dword (src0 = 250): any
/// short-form opcode the target has (LLVM refuses DPP on some), random VGPRs,
/// masks and modifier bits, and mostly named DPP controls (some raw 9-bit
/// values).
#[test]
fn random_dpp16_words_match_llvm_both_ways() {
    let words = |rng: &mut Rng, target: Target| -> Vec<Vec<u8>> {
        let rows: Vec<(Shape, u32)> = ALU_ROWS
            .iter()
            .filter(|r| matches!(r.shape, Shape::Vop1 | Shape::Vop2 | Shape::Vopc))
            .filter_map(|r| Some((r.shape, u32::from(r.op_on(target)?))))
            .collect();
        (0..per_target())
            .map(|_| {
                let (shape, op) = rows[rng.next() as usize % rows.len()];
                let r = rng.next();
                let w0 = short_dpp_word(shape, op, 250, r);
                [w0.to_le_bytes(), dpp16_dword(r).to_le_bytes()].concat()
            })
            .collect()
    };
    live_family("DPP16", 0xd99_16d9_9160_0001, dpp_targets(), words);
}

/// Random DPP8 words after the short forms (GFX10+: src0 = 233, or 234 for
/// FI) and DPP16/DPP8 words after the VOP3 and VOP3P pairs (GFX11+): any
/// vector opcode the target has, random VGPRs, lane selects, VOP3/VOP3P
/// modifiers (abs, neg, op_sel, op_sel_hi, clamp, omod) and src1/src2
/// operands (mostly VGPRs; VOP3 ones a literal after the DPP dword too).
#[test]
fn random_dpp8_and_vop3_dpp_words_match_llvm_both_ways() {
    let words = |rng: &mut Rng, target: Target| -> Vec<Vec<u8>> {
        let gfx11 = target.gen() >= Gen::Gfx11;
        let short: Vec<(Shape, u32)> = ALU_ROWS
            .iter()
            .filter(|r| matches!(r.shape, Shape::Vop1 | Shape::Vop2 | Shape::Vopc))
            .filter_map(|r| Some((r.shape, u32::from(r.op_on(target)?))))
            .collect();
        let vop3: Vec<u32> = ALU_ROWS
            .iter()
            .filter(|r| r.shape.is_vector())
            .filter_map(|r| Some(u32::from(r.vop3_op_on(target)?)))
            .collect();
        let vop3p: Vec<u32> = amdgpu_isa::tables::vop3p::VOP3P_ROWS
            .iter()
            .filter_map(|r| Some(u32::from(r.op_on(target)?)))
            .collect();
        (0..per_target())
            .map(|_| {
                let r = rng.next();
                let x = rng.next();
                let src0 = [233, 234, 250][(x % 3) as usize];
                let dpp = if src0 == 250 {
                    dpp16_dword(r)
                } else {
                    (r >> 32) as u32
                };
                if !gfx11 || x >> 8 & 1 == 0 {
                    let (shape, op) = short[(x >> 16) as usize % short.len()];
                    let w0 = short_dpp_word(shape, op, 233 + (x >> 2) as u32 % 2, r);
                    return [w0.to_le_bytes(), ((r >> 32) as u32).to_le_bytes()].concat();
                }
                let packed = x >> 7 & 3 == 0 && !vop3p.is_empty();
                let op = if packed {
                    vop3p[(x >> 16) as usize % vop3p.len()]
                } else {
                    vop3[(x >> 16) as usize % vop3.len()]
                };
                // mostly VGPRs; VOP3 sources take a literal too (after the
                // DPP dword)
                let vsrc = |k: u64| match k % 16 {
                    0..=11 => 256 + (k >> 4) as u32 % 256,
                    15 if !packed => 255,
                    _ => (k >> 4) as u32 % 106,
                };
                let mods = x >> 9 & 1 != 0;
                // VOP3P: 0xcc prefix; bit 14 and bits 60:59 hold op_sel_hi
                let prefix = if packed { 0xcc00_4000 } else { 0xd400_0000 };
                let field = |on: bool, v: u64, mask: u32| if on { v as u32 & mask } else { 0 };
                let clamp = u32::from(x >> 10 & 7 == 0);
                let opsel = field(x >> 13 & 3 == 0, x >> 15, 0xf);
                let (abs, neg) = (field(mods, x >> 19, 7), field(mods, x >> 22, 7));
                // VOP3 omod, VOP3P op_sel_hi[1:0]
                let omod = field(packed || x >> 25 & 3 == 0, x >> 27, 3);
                let w0 = prefix | op << 16 | clamp << 15 | opsel << 11 | abs << 8 | r as u32 & 0xff;
                let (s1, s2) = (vsrc(x >> 40), vsrc(x >> 29));
                let w1 = neg << 29 | omod << 27 | s2 << 18 | s1 << 9 | src0;
                let mut word = [w0, w1, dpp].map(u32::to_le_bytes).concat();
                if s1 == 255 || s2 == 255 {
                    let literal = [(r >> 40) as u32, (r >> 48) as u32 & 0xffff, 0x3f80_0000];
                    word.extend(literal[(x >> 56) as usize % 3].to_le_bytes());
                }
                word
            })
            .collect()
    };
    live_family(
        "DPP8/VOP3 DPP",
        0xd998_0003_dd99_0002,
        dpp_targets().filter(|t| t.gen() != Gen::Gfx9),
        words,
    );
}

/// Random SMEM words: an opcode the target has, every other bit random (so
/// registers, offsets, SOFFSET forms, cache-policy and ignored bits all vary),
/// and some raw noise in the SMEM encoding space.
#[test]
fn random_smem_words_match_llvm_both_ways() {
    use amdgpu_isa::encoding::smem::op_field;
    use amdgpu_isa::tables::smem::{group, SMEM_ROWS};
    let words = |rng: &mut Rng, target: Target| -> Vec<Vec<u8>> {
        let g = group(target);
        let rows: Vec<_> = SMEM_ROWS.iter().filter_map(|r| r.cells[g]).collect();
        let (shift, mask) = op_field(target.gen());
        let enc: u64 = if target.gen() == Gen::Gfx9 {
            0b110000
        } else {
            0b111101
        };
        (0..per_target())
            .map(|i| {
                let r = rng.next();
                let mut w = r & !(0x3f << 26) | enc << 26;
                if i % 16 != 0 {
                    let cell = rows[(rng.next() >> 32) as usize % rows.len()];
                    w = w & !(u64::from(mask) << shift) | u64::from(cell.op) << shift;
                    // mostly words LLVM accepts: clear the bits that must be zero
                    if !i.is_multiple_of(5) {
                        w &= !cell.zero;
                    }
                    // SOFFSET is often the "none" register or a low SGPR
                    match rng.next() % 4 {
                        0 => w = w & !(0x7f << 57) | 0x7c << 57,
                        1 => w = w & !(0x7f << 57) | 0x7d << 57,
                        2 => w = w & !(0x7f << 57) | (rng.next() % 106) << 57,
                        _ => {}
                    }
                }
                w.to_le_bytes().to_vec()
            })
            .collect()
    };
    live_family("SMEM", 0x5eed_5eed_0000_0001, Target::all(), words);
}

/// Random FLAT-encoding words (GFX9-GFX11; GLOBAL, FLAT and SCRATCH
/// segments) and GFX12 VGLOBAL/VFLAT/VSCRATCH words: an opcode and variant
/// the target has, every other bit random; SADDR is often `off` or the value
/// the segment is fixed to.
#[test]
fn random_global_words_match_llvm_both_ways() {
    use amdgpu_isa::encoding::flat::{glc_bit, seg_shift, variant_lds_bit};
    use amdgpu_isa::tables::flat::{group, FLAT_ROWS, FLAT_SCRATCH_VADDR, FLAT_SEGMENT_SADDR};
    let words = |rng: &mut Rng, target: Target| -> Vec<Vec<u8>> {
        let Some(g) = group(target) else {
            return Vec::new();
        };
        let gen = target.gen();
        let cells: Vec<_> = FLAT_ROWS
            .iter()
            .flat_map(|r| r.cells[g].iter().map(move |c| (r.segment, c)))
            .collect();
        (0..per_target())
            .map(|i| {
                let (segment, cell) = cells[(rng.next() >> 32) as usize % cells.len()];
                if gen == Gen::Gfx12 {
                    return random_vflat_word(rng, i, segment as u64, cell);
                }
                let mut w = rng.next() & !(0x3f << 26 | 0x7f << 18 | 3 << seg_shift(gen));
                w |= 0b110111 << 26 | u64::from(cell.op) << 18 | (segment as u64) << seg_shift(gen);
                w = w & !(1 << glc_bit(gen)) | u64::from(cell.variant & 1) << glc_bit(gen);
                if let Some(b) = variant_lds_bit(gen, g, segment) {
                    w = w & !(1 << b) | u64::from(cell.variant >> 1) << b;
                }
                if !i.is_multiple_of(5) {
                    w &= !cell.zero;
                }
                // SADDR is often `off`, the FLAT segment's fixed value or
                // SCRATCH's VGPR-address value
                let off: u64 = match gen {
                    Gen::Gfx9 => 0x7f,
                    Gen::Gfx10 => 0x7d,
                    _ => 0x7c,
                };
                let fixed = match segment as u8 {
                    0 => u64::from(FLAT_SEGMENT_SADDR[g]),
                    1 => match FLAT_SCRATCH_VADDR[g] {
                        amdgpu_isa::tables::flat::ScratchVaddr::Saddr(v) => u64::from(v),
                        _ => off,
                    },
                    _ => off,
                };
                match rng.next() % 4 {
                    0 | 1 => w = w & !(0x7f << 48) | fixed << 48,
                    2 => w = w & !(0x7f << 48) | off << 48,
                    _ => {}
                }
                w.to_le_bytes().to_vec()
            })
            .collect()
    };
    live_family("FLAT-encoding", 0x610b_a100_0000_0002, Target::all(), words);
}

/// A random GFX12 VFLAT/VSCRATCH/VGLOBAL word of `cell`: opcode, segment and
/// TH bit 0 (the variant) fixed, every other bit random; SADDR is often `off`.
fn random_vflat_word(
    rng: &mut Rng,
    i: usize,
    segment: u64,
    cell: &amdgpu_isa::tables::flat::FlatCell,
) -> Vec<u8> {
    use amdgpu_isa::encoding::flat12::{OP_SHIFT, SEG_SHIFT, TH_SHIFT};
    let mut w = rng.next() & !(0x3f << 26 | 3 << SEG_SHIFT | 0xff << OP_SHIFT | 1 << TH_SHIFT);
    w |= 0b111011 << 26
        | segment << SEG_SHIFT
        | u64::from(cell.op) << OP_SHIFT
        | u64::from(cell.variant & 1) << TH_SHIFT;
    if !i.is_multiple_of(5) {
        w &= !cell.zero;
    }
    if rng.next().is_multiple_of(2) {
        w = w & !0x7f | 0x7c;
    }
    let w2 = rng.next() as u32;
    let mut bytes = w.to_le_bytes().to_vec();
    bytes.extend_from_slice(&w2.to_le_bytes());
    bytes
}

/// Random buffer words (MUBUF and MTBUF encodings, GFX9-GFX11): an opcode
/// and variant the target has, every other bit random (address forms,
/// registers, SRSRC, SOFFSET, formats, offsets, ACC, cache-policy and ignored
/// bits).
#[test]
fn random_buffer_words_match_llvm_both_ways() {
    use amdgpu_isa::encoding::buffer::{encoding_bits, op_bits, variant_bits};
    use amdgpu_isa::tables::buffer::{group, BUF_ROWS};
    let words = |rng: &mut Rng, target: Target| -> Vec<Vec<u8>> {
        let Some(g) = group(target) else {
            return Vec::new();
        };
        let gen = target.gen();
        let cells: Vec<_> = BUF_ROWS
            .iter()
            .flat_map(|r| r.cells[g].iter().map(move |c| (r.format, c)))
            .collect();
        (0..per_target())
            .map(|i| {
                let (mtbuf, cell) = cells[(rng.next() >> 32) as usize % cells.len()];
                let v12 = gen == Gen::Gfx12;
                let op_field = if v12 {
                    0xff << 14
                } else {
                    op_bits(gen, mtbuf, 0xff)
                };
                let fixed = 0x3f << 26 | op_field | variant_bits(target, mtbuf, 7);
                let mut w = rng.next() & !fixed;
                w |= encoding_bits(gen, mtbuf)
                    | op_bits(gen, mtbuf, cell.op)
                    | variant_bits(target, mtbuf, cell.variant);
                if !i.is_multiple_of(5) {
                    w &= !cell.zero;
                }
                if v12 {
                    // GFX12's VBUFFER: SOFFSET in 6:0, a third dword (VADDR,
                    // the offset, bit 95 must be zero)
                    let soffset = match rng.next() % 3 {
                        0 => rng.next() % 106,
                        _ => w % 128,
                    };
                    let mut hi = rng.next() as u32;
                    if !i.is_multiple_of(5) {
                        hi &= 0x7fff_ffff;
                    }
                    w = w & !0x7f | soffset;
                    let mut bytes = w.to_le_bytes().to_vec();
                    bytes.extend_from_slice(&hi.to_le_bytes());
                    return bytes;
                }
                // SOFFSET is often a low SGPR or an inline constant; never 255
                // (a literal: llvm-mc-22 crashes on it on GFX9)
                let soffset = match rng.next() % 4 {
                    0 => rng.next() % 106,
                    1 => 128 + rng.next() % 81,
                    _ => (w >> 56) % 255,
                };
                w = w & !(0xff << 56) | soffset << 56;
                w.to_le_bytes().to_vec()
            })
            .collect()
    };
    live_family("buffer", 0xb0ff_e400_0000_0003, Target::all(), words);
}

/// Random VOP3P words (packed math, dot, mix, MFMA/SMFMAC, WMMA/SWMMAC): an
/// opcode the target has, random modifier bits (mostly ones LLVM accepts),
/// random operands of the classes each source takes, and some raw noise.
#[test]
fn random_vop3p_words_match_llvm_both_ways() {
    use amdgpu_isa::tables::vop3p::VOP3P_ROWS;
    let wave64: Vec<Target> = ["gfx1030", "gfx1100", "gfx1200"]
        .iter()
        .map(|t| Target::from_name(t).unwrap().with_wave_size(64).unwrap())
        .collect();
    let words = |rng: &mut Rng, target: Target| -> Vec<Vec<u8>> {
        let gen = target.gen();
        let scale = amdgpu_isa::tables::vop3p::flags::SCALE;
        let rows: Vec<_> = VOP3P_ROWS
            .iter()
            .filter(|r| !r.has(scale))
            .filter_map(|r| Some((r, r.op_on(target)?)))
            .collect();
        // gfx950 scaled MFMA: the v_mfma_ld_scale_b32 opcode, then the
        // opcodes of the MFMA words that fuse with it
        let ld_scale = amdgpu_isa::tables::vop3p::lookup("v_mfma_ld_scale_b32", target)
            .and_then(|r| VOP3P_ROWS[r].op_on(target));
        let scaled: Vec<u8> = VOP3P_ROWS
            .iter()
            .filter(|r| r.has(scale))
            .filter_map(|r| r.op_on(target))
            .collect();
        let prefix: u64 = if gen == Gen::Gfx9 {
            0b1_1010_0111 << 23
        } else {
            0xCC << 24
        };
        let mod_mask: u64 = 0xff00 | 0x1f << 59;
        (0..per_target())
            .map(|i| {
                let r = rng.next();
                let (mut row, mut op) = rows[(r >> 32) as usize % rows.len()];
                // rows without a destination are rare (one, gfx950): more words
                if i % 16 == 1 {
                    let nd = amdgpu_isa::tables::vop3p::flags::NO_DST;
                    if let Some(&(r, o)) = rows.iter().find(|(r, _)| r.has(nd)) {
                        (row, op) = (r, o);
                    }
                }
                let mut mods = rng.next() & mod_mask;
                if !i.is_multiple_of(5) {
                    mods = mods & !row.reject | row.canon & row.reject;
                }
                if i % 3 == 0 {
                    mods = row.canon;
                }
                let even = |x: u64| {
                    if target.needs_aligned_vgprs() {
                        x & !1
                    } else {
                        x
                    }
                };
                let dst = even(rng.next() % (257 - u64::from(row.operands[0].width)));
                // a row without a destination (gfx950 v_mfma_ld_scale_b32)
                // decodes with VDST 0 only: mostly that
                let no_dst = row.has(amdgpu_isa::tables::vop3p::flags::NO_DST);
                let dst = if no_dst && i % 4 != 0 { 0 } else { dst };
                let mut src = [0u64; 3];
                let mut literal = false;
                for (k, o) in row.operands[1..].iter().enumerate() {
                    let x = rng.next();
                    let vgpr = 256 + even(x % (257 - u64::from(o.width)));
                    src[k] = match (x >> 20) % 8 {
                        0 | 1 if o.sgpr && o.width <= 2 => even((x >> 24) % 102),
                        2 if o.constant => [128, 129, 140, 192, 193, 208, 240, 242, 247, 248]
                            [(x >> 24) as usize % 10],
                        3 if o.literal && gen != Gen::Gfx9 => {
                            literal = true;
                            255
                        }
                        4 if o.sgpr && o.width == 1 => {
                            [106, 107, 124, 125, 126, 127][(x >> 24) as usize % 6]
                        }
                        _ => vgpr,
                    };
                }
                let mut w = prefix
                    | u64::from(op) << 16
                    | dst
                    | mods
                    | src[0] << 32
                    | src[1] << 41
                    | src[2] << 50;
                if i % 16 == 0 {
                    // raw noise in the VOP3P space (GFX9: no literal field,
                    // llvm-mc-22 crashes on one)
                    w = prefix | rng.next() & 0x7f_ffff;
                    w |= rng.next() & 0xffff_ffff << 32;
                    for k in 0..3 {
                        if gen == Gen::Gfx9 && w >> (32 + 9 * k) & 0x1ff == 255 {
                            w &= !(1u64 << (32 + 9 * k));
                        }
                    }
                }
                if let (Some(ld), false, 3) = (ld_scale, scaled.is_empty(), i % 6) {
                    // a scale word (random fields; scale sources mostly VGPRs),
                    // then an MFMA word with ABID 1 (mostly) and random
                    // formats, ACC bits, registers and C
                    let x = rng.next();
                    // (llvm-mc-22 crashes on a scale source of 255: none)
                    let scale_src = |y: u64| match y % 8 {
                        0 if y >> 8 & 0x1ff != 255 => y >> 8 & 0x1ff,
                        1 => [0, 106, 125, 128, 193, 235, 242, 253][(y >> 8) as usize % 8],
                        _ => 256 + (y >> 8) % 256,
                    };
                    let lw = prefix
                        | u64::from(ld) << 16
                        | x & 0xffff
                        | x & 0x1f << 59
                        | scale_src(rng.next()) << 32
                        | scale_src(rng.next()) << 41
                        | (x >> 16 & 0x1ff) << 50;
                    let op = scaled[(x >> 32) as usize % scaled.len()];
                    let y = rng.next();
                    let abid = if y.is_multiple_of(8) { y >> 3 & 0xf } else { 1 };
                    let mods = (y >> 8 & 7) << 8
                        | abid << 11
                        | (y >> 12 & 1) << 15
                        | (y >> 13 & 0x1f) << 59;
                    let reg = |z: u64, w: u64| 256 + even(z % (257 - w));
                    let c = if y >> 20 & 7 == 0 {
                        [128, 136, 193, 242, 248, 2][(y >> 24) as usize % 6]
                    } else {
                        reg(y >> 28, 16)
                    };
                    let mw = prefix
                        | u64::from(op) << 16
                        | even(rng.next() % 241)
                        | mods
                        | reg(rng.next(), 8) << 32
                        | reg(rng.next(), 8) << 41
                        | c << 50;
                    let mut bytes = lw.to_le_bytes().to_vec();
                    bytes.extend_from_slice(&mw.to_le_bytes());
                    return bytes;
                }
                let mut bytes = w.to_le_bytes().to_vec();
                let any255 = (0..3).any(|k| w >> (32 + 9 * k) & 0x1ff == 255);
                if gen != Gen::Gfx9 && (literal || any255) {
                    let lit = [
                        rng.next() as u32,
                        0x3f80_0000,
                        0x3c00,
                        0x3c00_3c00,
                        40,
                        0x4000_0000,
                    ][rng.next() as usize % 6];
                    bytes.extend_from_slice(&lit.to_le_bytes());
                }
                bytes
            })
            .collect()
    };
    live_family(
        "VOP3P",
        0x7073_7033_0000_0003,
        Target::all().chain(wave64),
        words,
    );
}

/// Random VOPD words on every GFX11+ target (and wave64, where LLVM has no
/// VOPD): an X and a Y opcode the target has, random registers, SGPRs,
/// specials, inline constants and literals (shared by both halves and
/// fmaak/fmamk's K), sometimes bits that must be zero, and raw noise.
#[test]
fn random_vopd_words_match_llvm_both_ways() {
    use amdgpu_isa::tables::vopd::{group, Half, VOPD_GROUP_TARGETS, VOPD_ROWS};
    let targets: Vec<Target> = VOPD_GROUP_TARGETS
        .iter()
        .flat_map(|g| g.iter())
        .map(|t| Target::from_name(t).unwrap())
        .collect();
    let wave64 = Target::from_name("gfx1100")
        .unwrap()
        .with_wave_size(64)
        .unwrap();
    let words = |rng: &mut Rng, target: Target| -> Vec<Vec<u8>> {
        let g = group(target.with_wave_size(32).unwrap()).unwrap();
        let ops = |half: Half| -> Vec<(u32, bool, bool)> {
            VOPD_ROWS
                .iter()
                .filter_map(|r| {
                    let c = r.cell(half, g)?;
                    Some((u32::from(c.op), r.shape.has_k(), r.shape.has_vsrc1()))
                })
                .collect()
        };
        let (xs, ys) = (ops(Half::X), ops(Half::Y));
        (0..per_target())
            .map(|i| {
                let (opx, kx, v1x) = xs[rng.next() as usize % xs.len()];
                let (opy, ky, v1y) = ys[rng.next() as usize % ys.len()];
                let mut src0 = || {
                    let x = rng.next();
                    match x % 20 {
                        0..=9 => 256 + (x >> 8) % 256,
                        10..=13 => [0, 1, 5, 101, 105, 106, 107, 108, 123, 124, 125, 126, 127]
                            [(x >> 8) as usize % 13],
                        14..=16 => [128, 129, 192, 193, 208, 240, 242, 248][(x >> 8) as usize % 8],
                        17 | 18 => 255,
                        _ => 209 + (x >> 8) % 46,
                    }
                };
                let (s0x, s0y) = (src0(), src0());
                let mut vsrc = |has: bool| {
                    if has || rng.next().is_multiple_of(16) {
                        rng.next() % 256
                    } else {
                        0
                    }
                };
                let (vx, vy) = (vsrc(v1x), vsrc(v1y));
                let mut w0 =
                    0b110010u64 << 26 | u64::from(opx) << 22 | u64::from(opy) << 17 | vx << 9 | s0x;
                let mut w1 = (rng.next() % 256) << 24 | (rng.next() % 128) << 17 | vy << 9 | s0y;
                if i % 16 == 0 {
                    w0 = 0b110010 << 26 | rng.next() & 0x3ff_ffff;
                    w1 = rng.next() & 0xffff_ffff;
                }
                let mut bytes = (w1 << 32 | w0).to_le_bytes().to_vec();
                let (fx, fy) = ((w0 >> 22 & 0xf) as u32, (w0 >> 17 & 0x1f) as u32);
                let has_k = |op: u32, list: &[(u32, bool, bool)]| {
                    list.iter().any(|&(o, k, _)| o == op && k)
                };
                let literal = w0 & 0x1ff == 255
                    || w1 & 0x1ff == 255
                    || has_k(fx, &xs)
                    || has_k(fy, &ys)
                    || (kx && i % 16 != 0)
                    || (ky && i % 16 != 0);
                if literal {
                    let lit = [
                        rng.next() as u32,
                        0x3f80_0000,
                        0x3c00,
                        0x3f80,
                        40,
                        0xffff_fff0,
                        0xc080_0000,
                    ][rng.next() as usize % 7];
                    bytes.extend_from_slice(&lit.to_le_bytes());
                }
                bytes
            })
            .collect()
    };
    live_family(
        "VOPD",
        0x766f_7064_0000_0005,
        targets.iter().copied().chain([wave64]),
        words,
    );
}

#[test]
fn random_exp_words_match_llvm_both_ways() {
    use amdgpu_isa::tables::exp::EXP_GROUPS;
    // group by group, as the table lists them; a target is in one group only
    let targets = EXP_GROUPS.iter().flat_map(|g| g.targets);
    let targets = targets.map(|t| Target::from_name(t).unwrap());
    let words = |rng: &mut Rng, target: Target| -> Vec<Vec<u8>> {
        let g = EXP_GROUPS
            .iter()
            .find(|g| g.targets.contains(&target.name()))
            .unwrap();
        let tgts: Vec<u64> = (0..64u64)
            .filter(|&t| g.tgt[t as usize].is_some())
            .collect();
        (0..per_target())
            .map(|i| {
                // every bit below the prefix at random; mostly a named target
                let mut w0 = u64::from(g.prefix) << 26 | rng.next() & 0x3ff_ffff;
                if i % 4 != 0 {
                    w0 = w0 & !0x3f0 | tgts[rng.next() as usize % tgts.len()] << 4;
                }
                ((rng.next() & 0xffff_ffff) << 32 | w0)
                    .to_le_bytes()
                    .to_vec()
            })
            .collect()
    };
    live_family("EXP", 0x6578_7000_0000_0007, targets, words);
}

/// Interpolation and LDS direct: VINTRP and VOP3 interp words (GFX9/10),
/// VINTERP and LDSDIR/VDSDIR words (GFX11+), one batch per target. Three in
/// four words keep the row's modifier bits and VGPR sources (so most
/// decode); the rest have every bit below the opcode at random. A source
/// field of 255 (sometimes forced) brings a literal dword.
#[test]
fn random_interp_words_match_llvm_both_ways() {
    use amdgpu_isa::tables::interp::{group, rows, Form, Opnd as IOpnd};
    let words = |rng: &mut Rng, target: Target| -> Vec<Vec<u8>> {
        let Some(g) = group(target) else {
            return Vec::new();
        };
        let rs: Vec<_> = rows(g).map(|(_, r)| r).collect();
        let gfx9 = target.gen() == Gen::Gfx9;
        (0..per_target())
            .map(|i| {
                let r = rs[rng.next() as usize % rs.len()];
                let raw = i % 4 == 0;
                let mut x = || rng.next();
                let op = u64::from(r.opcode);
                let vgpr = |v: u64| if raw { v & 0x1ff } else { 256 | v & 0xff };
                match r.form {
                    Form::Vintrp => {
                        let prefix: u64 = if gfx9 { 0b110101 } else { 0b110010 };
                        let w = prefix << 26 | op << 16 | x() & 0x3fc_ffff;
                        (w as u32).to_le_bytes().to_vec()
                    }
                    Form::Vop3 => {
                        let prefix: u64 = if gfx9 { 0b110100 } else { 0b110101 };
                        let mut w0 = x() & 0xffff;
                        let mut w1 = x() & 0xffff_ffff;
                        if !raw {
                            let mods = u64::from(r.abs) << 9 | 0xff | u64::from(r.opsel) << 11;
                            w0 &= mods | u64::from(r.clamp) << 15;
                            w1 &= !(1 << 29 | 0x3 << 30) | u64::from(r.neg) << 30;
                            w1 &= !(3 << 27) | if r.omod { 3 << 27 } else { 0 };
                            w1 &= !(1 << 8) | u64::from(r.high) << 8;
                            w1 &= !(0x1ff << 9 | 0x1ff << 18);
                            let src = if r.operands.contains(&IOpnd::Param) {
                                x() % 3
                            } else {
                                vgpr(x())
                            };
                            w1 |= src << 9 | vgpr(x()) << 18;
                            if x() % 8 == 0 {
                                w1 = w1 & !(0x1ff << 9) | 0xff << 9;
                            }
                        }
                        if gfx9 {
                            // llvm-mc-22 crashes on 255 in a GFX9 VOP3 source field
                            for k in [9, 18] {
                                if w1 >> k & 0x1ff == 0xff {
                                    w1 ^= 1 << k;
                                }
                            }
                        }
                        let src2 = r.operands.contains(&IOpnd::Src(1));
                        let lit = !gfx9
                            && (w1 >> 9 & 0x1ff == 0xff || (src2 && w1 >> 18 & 0x1ff == 0xff));
                        let mut w = (w1 << 32 | prefix << 26 | op << 16 | w0)
                            .to_le_bytes()
                            .to_vec();
                        if lit {
                            w.extend_from_slice(&(x() as u32).to_le_bytes());
                        }
                        w
                    }
                    Form::Vinterp => {
                        let w0 = 0xCD << 24 | op << 16 | x() & 0xffff;
                        let mut w1 = x() & 0xffff_ffff;
                        if !raw {
                            w1 = w1 & 0xf800_0000 | vgpr(x()) | vgpr(x()) << 9 | vgpr(x()) << 18;
                        }
                        if x() % 8 == 0 {
                            w1 |= 0xff << (9 * (x() % 3));
                            w1 &= !(0x100 << (9 * (x() % 3)));
                        }
                        // true16 halves (GFX11) read 255 as v255, no literal
                        let lit =
                            (0..3).any(|i| r.t16 >> i & 1 == 0 && w1 >> (9 * i) & 0x1ff == 0xff);
                        let mut w = (w1 << 32 | w0).to_le_bytes().to_vec();
                        if lit {
                            w.extend_from_slice(&(x() as u32).to_le_bytes());
                        }
                        w
                    }
                    Form::Ldsdir => {
                        let mut w = 0xCE << 24 | op << 20 | x() & 0xf_ffff;
                        if raw {
                            w |= x() & 0xc0_0000;
                        } else if r.vm_vsrc {
                            w |= x() & 0x80_0000;
                        }
                        (w as u32).to_le_bytes().to_vec()
                    }
                }
            })
            .collect()
    };
    live_family(
        "interpolation / LDS direct",
        0x696e_7465_7270_0001,
        Target::all(),
        words,
    );
}

/// Random VOP1/VOP2/VOPC words with an SDWA dword (src0 = 249) on every
/// target that has SDWA (GFX9, GFX10 in both wave sizes): mostly opcodes
/// LLVM takes SDWA on (some it refuses), random VGPRs, scalar sources (S0/S1),
/// selects, modifier bits the form takes (and now and then one it does not),
/// VOPC destinations. Selects of 7 are left out: they crash llvm-mc-22.
#[test]
fn random_sdwa_words_match_llvm_both_ways() {
    use amdgpu_isa::encoding::sdwa::takes;
    let (mut unsupported, mut total) = (0, 0);
    let sdwa_gen = |t: &Target| matches!(t.gen(), Gen::Gfx9 | Gen::Gfx10);
    let wave64: Vec<Target> = Target::all()
        .filter(|t| t.gen() == Gen::Gfx10)
        .map(|t| t.with_wave_size(64).unwrap())
        .collect();
    let targets: Vec<Target> = Target::all().filter(sdwa_gen).chain(wave64).collect();
    let words = |rng: &mut Rng, target: Target| -> Vec<Vec<u8>> {
        let rows: Vec<&AluRow> = ALU_ROWS
            .iter()
            .filter(|r| matches!(r.shape, Shape::Vop1 | Shape::Vop2 | Shape::Vopc))
            .filter(|r| r.op_on(target).is_some())
            .collect();
        let taken: Vec<&AluRow> = rows
            .iter()
            .copied()
            .filter(|r| takes(r, target).is_some())
            .collect();
        assert!(!taken.is_empty(), "{target}: no SDWA rows");
        let words: Vec<Vec<u8>> = (0..per_target())
            .map(|i| {
                let row = if i % 8 == 0 {
                    rows[rng.next() as usize % rows.len()]
                } else {
                    taken[rng.next() as usize % taken.len()]
                };
                sdwa_word(rng, target, row)
            })
            .collect();
        total += words.len();
        unsupported += words
            .iter()
            .filter(|w| {
                matches!(
                    decode(target, w),
                    Err(amdgpu_isa::DecodeError::Unsupported { .. })
                )
            })
            .count();
        words
    };
    let run = live_run(0x5d3a_0249_5d3a_0249, targets.iter().copied(), words);
    let Some(run) = run else { return };
    println!(
        "SDWA: {} targets, {unsupported} of {total} words not supported yet",
        targets.len()
    );
    assert!(
        unsupported * 50 <= total,
        "{unsupported} of {total} SDWA words decode as not supported yet"
    );
    run.report("SDWA");
}

/// One short-form word of `row` with src0 = 249 and a random SDWA dword.
fn sdwa_word(rng: &mut Rng, target: Target, row: &AluRow) -> Vec<u8> {
    use amdgpu_isa::encoding::sdwa::{mods, takes};
    let op = u32::from(row.op_on(target).unwrap());
    let m = takes(row, target).unwrap_or(0x3ff);
    let r = rng.next();
    let x = rng.next();
    let coin = |k: u32| x >> k & 3 == 0;
    let (dst, mut vsrc1) = (r as u32 & 0xff, (r >> 8) as u32 & 0xff);
    let s0 = r >> 16 & 3 == 0;
    let s1 = r >> 18 & 3 == 0;
    let mut d = if s0 {
        operand(rng, false) | 1 << 23
    } else {
        (r >> 24) as u32 & 0xff
    };
    if s1 && row.shape != Shape::Vop1 {
        vsrc1 = operand(rng, false);
        d |= 1 << 31;
    }
    let sel = |k: u32| ((r >> k) % 7) as u32;
    d |= sel(32) << 16;
    if row.shape != Shape::Vopc {
        d |= sel(36) << 8 | (((r >> 40) % 4) as u32) << 11;
    }
    if row.shape != Shape::Vop1 {
        d |= sel(44) << 24;
    }
    for (k, (bit, flag)) in [
        (20, mods::NEG0),
        (21, mods::ABS0),
        (19, mods::SEXT0),
        (28, mods::NEG1),
        (29, mods::ABS1),
        (27, mods::SEXT1),
        (13, mods::CLAMP),
    ]
    .into_iter()
    .enumerate()
    {
        if m & flag != 0 && coin(2 * k as u32) {
            d |= 1 << bit;
        }
    }
    if m & mods::OMOD != 0 && coin(16) {
        d |= (((x >> 18) % 3 + 1) as u32) << 14;
    }
    if row.shape == Shape::Vopc && x >> 20 & 1 != 0 {
        d |= 1 << 15 | (x >> 21) as u32 & 0x7f00;
    }
    // now and then a bit the form may not take (or that LLVM ignores)
    if x >> 40 & 15 == 0 {
        d |= 1 << [13, 14, 15, 19, 20, 21, 22, 23, 27, 28, 29, 30, 31][(x >> 44) as usize % 13];
    }
    let w0 = match row.shape {
        Shape::Vop1 => 0x7e00_0000 | dst << 17 | op << 9 | 249,
        Shape::Vop2 => op << 25 | dst << 17 | vsrc1 << 9 | 249,
        _ => 0x7c00_0000 | op << 17 | vsrc1 << 9 | 249,
    };
    [w0.to_le_bytes(), d.to_le_bytes()].concat()
}

#[test]
fn random_image_words_match_llvm_both_ways() {
    use amdgpu_isa::encoding::image::{layout, op_bits};
    use amdgpu_isa::tables::image::{IMAGE_GROUPS, IMAGE_ROWS};
    // group by group, as the table lists them; a target is in one group only
    let targets = IMAGE_GROUPS.iter().flat_map(|g| g.targets);
    let targets = targets.map(|t| Target::from_name(t).unwrap());
    let words = |rng: &mut Rng, target: Target| -> Vec<Vec<u8>> {
        let (gi, g) = IMAGE_GROUPS
            .iter()
            .enumerate()
            .find(|(_, g)| g.targets.contains(&target.name()))
            .unwrap();
        let cells: Vec<_> = IMAGE_ROWS
            .iter()
            .filter_map(|r| r.cells.get(gi).and_then(Option::as_ref))
            .collect();
        (0..per_target())
            .map(|i| {
                let c = cells[rng.below(cells.len() as u64) as usize];
                let l = layout(g.gen, c.vsample);
                // an opcode of the table; every other bit at random, with
                // the NSA size mostly one the opcode has
                let mut w = rng.next() & !(0x3f << 26) & !op_bits(g.gen, 0xff, c.vsample);
                w |= op_bits(g.gen, c.op, c.vsample);
                let mut third = rng.next() as u32;
                if let Some(b) = &c.bvh {
                    let a16 = (rng.next() & 1) as usize;
                    w = w & !b.fixed[a16] | b.base[a16] & b.fixed[a16];
                } else if i % 2 == 0 {
                    w &= !(c.zero as u64);
                    third &= !((c.zero >> 64) as u32);
                }
                if g.gen == 12 {
                    let mut bytes = w.to_le_bytes().to_vec();
                    bytes.extend(third.to_le_bytes());
                    return bytes;
                }
                let nsa_mask = (1u64 << l.nsa_bits) - 1;
                let mut nsa = w >> l.nsa & nsa_mask;
                if i % 3 != 0 {
                    let sizes: Vec<u64> = (0..=nsa_mask)
                        .filter(|&n| n == 0 || c.nsa0.get(n as usize - 1).is_some_and(|&x| x != 0))
                        .collect();
                    nsa = sizes[rng.below(sizes.len() as u64) as usize];
                    if c.bvh.is_some() {
                        nsa = if i % 2 == 0 {
                            0
                        } else {
                            nsa_mask.min(rng.below(nsa_mask + 1))
                        };
                    }
                }
                w = w & !(nsa_mask << l.nsa) | nsa << l.nsa;
                let mut bytes = w.to_le_bytes().to_vec();
                for _ in 0..4 * nsa {
                    bytes.push(rng.next() as u8);
                }
                bytes
            })
            .collect()
    };
    live_family("image", 0x696d_6167_6500_0011, targets, words);
}
