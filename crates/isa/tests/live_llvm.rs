//! Live differential test against `llvm-mc-22`: fresh random DS words on every
//! target, decoded by both, then our text re-assembled by both.
//!
//! Runs when `llvm-mc-22` is on PATH; under `CI=true` its absence is a failure,
//! elsewhere the test prints a notice and passes without checking anything.

use amdgpu_isa::{assemble_line, decode, Target};
use std::io::Write;
use std::process::{Command, Stdio};

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
    let mut child = Command::new(LLVM_MC)
        .args(["-arch=amdgcn", &format!("-mcpu={target}")])
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
        amdgpu_isa::Gen::Gfx9 | amdgpu_isa::Gen::Gfx10 => 0xBF81_0000u32.to_le_bytes(),
        _ => 0xBFB0_0000u32.to_le_bytes(),
    }
}

/// LLVM's text for each word (None: invalid). After an invalid word llvm-mc's
/// output is unreliable (it resumes 4 bytes later), so a new batch starts there.
fn llvm_disassemble(target: Target, words: &[u64]) -> Vec<Option<String>> {
    let mut res = Vec::new();
    while res.len() < words.len() {
        let rest = &words[res.len()..];
        let mut input = String::new();
        for w in rest {
            input += &format!(
                "{}\n{}\n",
                byte_list(&w.to_le_bytes()),
                byte_list(&endpgm(target))
            );
        }
        let (out, err) = run_mc(target, &["--disassemble"], &input);
        let first_bad = err
            .lines()
            .filter(|l| l.contains("invalid instruction encoding"))
            .filter_map(|l| l.split(':').nth(1)?.parse::<usize>().ok())
            .min()
            .map(|line| (line - 1) / 2);
        let lines: Vec<&str> = out
            .lines()
            .map(str::trim)
            .filter(|l| !l.is_empty())
            .collect();
        let good = first_bad.unwrap_or(rest.len());
        for k in 0..good {
            res.push(Some(lines[2 * k].to_string()));
        }
        if first_bad.is_some() {
            res.push(None);
        }
    }
    res
}

/// xorshift64*: enough randomness for test words, no dependency.
struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
}

#[test]
fn random_ds_words_match_llvm_both_ways() {
    let Some(version) = llvm_version() else {
        if std::env::var("CI").as_deref() == Ok("true") {
            panic!("{LLVM_MC} is required under CI=true but was not found on PATH");
        }
        println!("notice: {LLVM_MC} not found; live differential test skipped");
        return;
    };
    let seed = std::env::var("LIVE_SEED")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or_else(|| {
            std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .unwrap()
                .as_nanos() as u64
                | 1
        });
    println!("comparing against {LLVM_MC}: {version}; seed {seed} (LIVE_SEED={seed} reproduces)");
    let per_target: usize = std::env::var("LIVE_WORDS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(300);
    let mut rng = Rng(seed);
    let mut failures = Vec::new();
    let (mut decoded, mut reassembled) = (0, 0);
    for target in Target::all() {
        // Mostly words of instructions the target has, with random field values
        // (the table only picks the opcode; both decoders judge the word), plus
        // some raw noise in the DS opcode space.
        let rows: Vec<_> = amdgpu_isa::tables::ds::DS_ROWS
            .iter()
            .filter(|r| r.cells[target.ds_group()].is_some())
            .collect();
        let shift = if target.gen() == amdgpu_isa::Gen::Gfx9 {
            17
        } else {
            18
        };
        let words: Vec<u64> = (0..per_target)
            .map(|i| {
                let r = rng.next();
                let noise = rng.next() << 32 | (0b110110u64 << 26) | (r & 0x3ff_ffff);
                if i % 16 == 0 {
                    return noise;
                }
                let row = rows[(r >> 32) as usize % rows.len()];
                let op = row.cells[target.ds_group()].unwrap().op;
                // random values in the fields the row uses; the rest must be zero
                let fields = row
                    .operands
                    .iter()
                    .fold(0u64, |m, o| m | 0xff << (32 + 8 * o.field as u32));
                (noise & !(0xffu64 << shift) | u64::from(op) << shift) & (fields | 0xffff_ffff)
            })
            .collect();
        let theirs = llvm_disassemble(target, &words);
        let mut texts = Vec::new();
        for (w, llvm) in words.iter().zip(&theirs) {
            let ours = decode(target, &w.to_le_bytes())
                .ok()
                .map(|i| i.display(target).to_string());
            decoded += 1;
            if ours != *llvm {
                failures.push(format!(
                    "{target} word {w:#018x}: llvm {llvm:?}, ours {ours:?}"
                ));
            } else if let Some(t) = ours.filter(|t| !t.contains("/*")) {
                texts.push(t);
            }
        }
        // Re-assemble the agreed texts with both assemblers; a line llvm-mc
        // rejects must be rejected by us too. Each line is followed by a marker.
        let input: String = texts.iter().map(|t| format!("{t}\ns_endpgm\n")).collect();
        let (out, err) = run_mc(target, &["-show-encoding"], &input);
        let rejected: std::collections::HashSet<usize> = err
            .lines()
            .filter(|l| l.contains(": error: "))
            .filter_map(|l| l.split(':').nth(1)?.parse::<usize>().ok())
            .map(|line| (line - 1) / 2)
            .collect();
        let mut encs = out.lines().map(str::trim).filter(|l| !l.is_empty());
        for (k, t) in texts.iter().enumerate() {
            reassembled += 1;
            let ours = assemble_line(target, t)
                .map(|i| format!("[{}]", byte_list(i.encode(target).as_bytes())));
            let theirs = if rejected.contains(&k) {
                None
            } else {
                encs.next().and_then(|l| l.split("; encoding: ").nth(1))
            };
            encs.next(); // the marker
            if ours.as_ref().ok().map(String::as_str) != theirs.map(str::trim) {
                failures.push(format!("{target} `{t}`: llvm {theirs:?}, ours {ours:?}"));
            }
        }
    }
    println!(
        "{decoded} words decoded and {reassembled} texts re-assembled on {} targets",
        Target::all().count()
    );
    assert!(
        failures.is_empty(),
        "{} disagreements with {LLVM_MC}:\n{}",
        failures.len(),
        failures[..failures.len().min(30)].join("\n")
    );
}
