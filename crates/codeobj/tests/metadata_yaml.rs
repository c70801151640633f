//! `metadata_yaml::yaml_to_msgpack` against llvm-mc-22's NT_AMDGPU_METADATA
//! note desc, byte for byte.
//!
//! Recorded data (tests/data/metadata_yaml, oracle version in VERSION):
//! - five `clang-22 -S` outputs with the desc llvm-mc-22 wrote for each
//!   (`expected.txt`: file, then the desc in hex);
//! - hand-written blocks (`cases.yaml`, separated by `%%%%` lines) with what
//!   llvm-mc-22 made of each as `.amdgpu_metadata` + newline + block
//!   (`cases.expected`: the desc in hex, or `ERR ` and its first diagnostic).
//!
//! The live test re-derives all of it with llvm-mc-22 when it is on PATH
//! (and, when /tmp/survey holds `clang-22 -S` outputs, checks every one of
//! them); under `CI=true` its absence is a failure, elsewhere a notice.

use amdgpu_codeobj::metadata_yaml::yaml_to_msgpack;
use object::read::elf::{FileHeader, SectionHeader};
use std::path::{Path, PathBuf};
use std::process::Command;

const LLVM_MC: &str = "llvm-mc-22";

fn data_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/metadata_yaml")
}

fn hex(b: &[u8]) -> String {
    b.iter().map(|x| format!("{x:02x}")).collect()
}

/// The text of every `.amdgpu_metadata` block as the assembler collects it:
/// from just after the directive to the start of the `.end_amdgpu_metadata`
/// line.
fn blocks(src: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let mut rest = src;
    while let Some(p) = rest.find(".amdgpu_metadata") {
        let after = &rest[p + ".amdgpu_metadata".len()..];
        let Some(end) = after.find(".end_amdgpu_metadata") else {
            break;
        };
        let line_start = after[..end].rfind('\n').map_or(0, |q| q + 1);
        out.push(&after[..line_start]);
        rest = &after[end..];
    }
    out
}

/// What our side makes of a hand-written case, in the form of cases.expected.
fn ours(case: &str) -> String {
    match yaml_to_msgpack(&format!("\n{case}")) {
        Ok(b) => hex(&b),
        Err(e) => format!("ERR {e}"),
    }
}

fn cases() -> Vec<String> {
    let text = std::fs::read_to_string(data_dir().join("cases.yaml")).unwrap();
    text.split("%%%%\n").map(String::from).collect()
}

fn expected_cases() -> Vec<String> {
    let text = std::fs::read_to_string(data_dir().join("cases.expected")).unwrap();
    text.lines().map(String::from).collect()
}

fn expected_files() -> Vec<(String, String)> {
    let text = std::fs::read_to_string(data_dir().join("expected.txt")).unwrap();
    text.lines()
        .map(|l| {
            let (f, h) = l.split_once(' ').unwrap();
            (f.to_string(), h.to_string())
        })
        .collect()
}

#[test]
fn clang_outputs_match_recorded_llvm_mc_bytes() {
    let files = expected_files();
    assert_eq!(files.len(), 5);
    for (file, want) in files {
        let src = std::fs::read_to_string(data_dir().join(&file)).unwrap();
        let got: Vec<String> = blocks(&src)
            .into_iter()
            .map(|b| hex(&yaml_to_msgpack(b).unwrap_or_else(|e| panic!("{file}: {e}"))))
            .collect();
        assert_eq!(got, vec![want], "{file}");
    }
}

#[test]
fn hand_written_cases_match_recorded_llvm_mc_results() {
    let cases = cases();
    let want = expected_cases();
    assert_eq!(cases.len(), want.len());
    let mut bad = Vec::new();
    for (i, (case, want)) in cases.iter().zip(&want).enumerate() {
        let got = ours(case);
        if &got != want {
            bad.push(format!(
                "case {}:\n{case}\n  llvm-mc: {want}\n  ours:    {got}",
                i + 1
            ));
        }
    }
    assert!(bad.is_empty(), "{}", bad.join("\n"));
    // The recorded results cover what the cases are there for.
    let errors = want.iter().filter(|w| w.starts_with("ERR YAML:")).count();
    let refusals = want
        .iter()
        .filter(|w| *w == "ERR invalid HSA metadata")
        .count();
    assert!(
        errors >= 10 && refusals >= 8,
        "{errors} YAML errors, {refusals} refusals"
    );
}

// ---------------------------------------------------------------------------
// Live.

fn llvm_version() -> Option<String> {
    let out = Command::new(LLVM_MC).arg("--version").output().ok()?;
    String::from_utf8_lossy(&out.stdout)
        .lines()
        .map(str::trim)
        .find(|l| l.contains("LLVM version"))
        .map(String::from)
}

/// The NT_AMDGPU_METADATA descs of an ELF object, in section order.
fn note_descs(data: &[u8]) -> Vec<Vec<u8>> {
    use object::LittleEndian as LE;
    let header = object::elf::FileHeader64::<LE>::parse(data).expect("ELF header");
    let sections = header.sections(LE, data).expect("sections");
    let mut out = Vec::new();
    for section in sections.iter() {
        let Some(mut notes) = section.notes(LE, data).expect("notes") else {
            continue;
        };
        while let Some(note) = notes.next().expect("note") {
            if note.name() == b"AMDGPU" && note.n_type(LE) == 32 {
                out.push(note.desc().to_vec());
            }
        }
    }
    out
}

/// llvm-mc-22 on `src` for the target its `.amdgcn_target` names: the
/// metadata note descs, or its first diagnostic as cases.expected spells it.
fn assemble(src: &str, tag: &str) -> Result<Vec<Vec<u8>>, String> {
    let target = src
        .lines()
        .find_map(|l| l.trim().strip_prefix(".amdgcn_target"))
        .and_then(|t| t.trim().trim_matches('"').split("--").nth(1))
        .expect(".amdgcn_target");
    let cpu = target.split(':').next().unwrap();
    let dir = std::env::temp_dir();
    let s = dir.join(format!("mdyaml-{}-{tag}.s", std::process::id()));
    let o = s.with_extension("o");
    std::fs::write(&s, src).unwrap();
    let mut cmd = Command::new(LLVM_MC);
    cmd.args(["-triple=amdgcn-amd-amdhsa", &format!("-mcpu={cpu}")]);
    if src.contains(".amdhsa_wavefront_size32 0") {
        cmd.arg("-mattr=+wavefrontsize64");
    }
    let out = cmd
        .args(["-filetype=obj", "-o"])
        .arg(&o)
        .arg(&s)
        .output()
        .unwrap();
    let _ = std::fs::remove_file(&s);
    if !out.status.success() {
        let err = String::from_utf8_lossy(&out.stderr);
        let first = err.lines().next().unwrap_or("").to_string();
        return Err(if first.starts_with("YAML:") {
            first
        } else {
            first
                .split_once("error: ")
                .map_or(first.clone(), |(_, m)| m.to_string())
        });
    }
    let data = std::fs::read(&o).unwrap();
    let _ = std::fs::remove_file(&o);
    Ok(note_descs(&data))
}

fn case_source(case: &str) -> String {
    format!(".amdgcn_target \"amdgcn-amd-amdhsa--gfx1100\"\n.amdgpu_metadata\n{case}.end_amdgpu_metadata\n")
}

#[test]
fn live_llvm_mc() {
    let Some(version) = llvm_version() else {
        if std::env::var("CI").as_deref() == Ok("true") {
            panic!("{LLVM_MC} is not on PATH (required under CI=true)");
        }
        eprintln!("notice: {LLVM_MC} not found: the live metadata YAML test checked nothing");
        return;
    };
    let recorded = std::fs::read_to_string(data_dir().join("VERSION")).unwrap();
    if recorded.trim() != version {
        eprintln!(
            "notice: fixtures recorded with {}, running {version}",
            recorded.trim()
        );
    }

    // The recorded bytes are llvm-mc-22's.
    for (file, want) in expected_files() {
        let src = std::fs::read_to_string(data_dir().join(&file)).unwrap();
        let got = assemble(&src, "fixture").unwrap_or_else(|e| panic!("{file}: {e}"));
        assert_eq!(
            got.iter().map(|d| hex(d)).collect::<Vec<_>>(),
            vec![want],
            "{file}"
        );
    }
    for (i, (case, want)) in cases().iter().zip(expected_cases()).enumerate() {
        let got = match assemble(&case_source(case), "case") {
            Ok(d) => d.iter().map(|d| hex(d)).collect::<Vec<_>>().join(" "),
            Err(e) => format!("ERR {e}"),
        };
        assert_eq!(got, want, "case {} is recorded wrongly", i + 1);
    }

    random_documents(&version);

    // Every clang-22 -S output of the survey, when present.
    let survey = Path::new("/tmp/survey");
    let Ok(dir) = std::fs::read_dir(survey) else {
        eprintln!("notice: no /tmp/survey: only the recorded fixtures were re-derived");
        return;
    };
    let mut paths: Vec<PathBuf> = dir
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "s"))
        .collect();
    paths.sort();
    let (mut files, mut same_files, mut nblocks, mut same_blocks) = (0, 0, 0, 0);
    let mut differ = Vec::new();
    for p in &paths {
        let src = std::fs::read_to_string(p).unwrap();
        let Ok(theirs) = assemble(&src, "survey") else {
            continue; // llvm-mc-22 refuses the file for another reason
        };
        let mine: Vec<Vec<u8>> = blocks(&src)
            .into_iter()
            .filter_map(|b| yaml_to_msgpack(b).ok())
            .collect();
        files += 1;
        nblocks += theirs.len();
        same_blocks += mine.iter().zip(&theirs).filter(|(a, b)| a == b).count();
        if mine == theirs {
            same_files += 1;
        } else {
            differ.push(p.display().to_string());
        }
    }
    eprintln!(
        "survey: {same_files}/{files} files and {same_blocks}/{nblocks} metadata blocks identical to {version}"
    );
    assert!(differ.is_empty(), "differ: {differ:?}");
}

/// Fresh random metadata documents (nested maps and lists of scalars drawn
/// from the typing and width boundaries, in every quoting and tag), all in
/// one llvm-mc-22 run (each block makes its own note). Keys include
/// different spellings of one number, which land on one entry.
fn random_documents(version: &str) {
    const ATOMS: &[&str] = &[
        "0",
        "1",
        "127",
        "128",
        "255",
        "256",
        "65535",
        "65536",
        "4294967296",
        "-1",
        "-32",
        "-33",
        "-128",
        "-129",
        "-40000",
        "-3000000000",
        "1.5",
        "-0.25",
        "3.4e38",
        "3.5e38",
        "1e-38",
        "1e-39",
        "0.1",
        "\"q\"",
        "'s p'",
        "plain text",
        "\"12\"",
        "'-3'",
        "true",
        "false",
        "\"true\"",
        "!str 5",
        "!int 7",
        "!bool on",
        "!nil x",
        "\"\"",
        "0x7fffffffffffffff",
        "0xffffffffffffffff",
        "-0x8000000000000000",
        "0b11",
        "017",
        "08",
        "\"\\u263a\"",
        "a-b_c.d",
        "!float 2",
        "1e5",
        "+3",
        ".5",
        "5.",
        "~",
        "nan",
        "-inf",
    ];
    // LIVE_SEED=N replays a run.
    let seed = std::env::var("LIVE_SEED")
        .ok()
        .and_then(|s| s.parse::<u64>().ok())
        .unwrap_or_else(|| {
            std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map_or(1, |d| d.as_nanos() as u64)
        })
        | 1;
    let mut state = seed;
    let mut next = move |n: usize| {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        (state % n as u64) as usize
    };
    fn scalar(next: &mut dyn FnMut(usize) -> usize) -> String {
        match next(8) {
            0 => "x".repeat([31, 32, 255, 256][next(4)]),
            _ => ATOMS[next(ATOMS.len())].to_string(),
        }
    }
    fn block(next: &mut dyn FnMut(usize) -> usize, indent: usize, depth: usize) -> String {
        let mut keys: Vec<String> = (0..40).map(|i| format!(".key{i}")).collect();
        keys.extend(
            [
                "0", "1", "2", "-1", "1.5", "true", "'q'", "10", "0xa", "012", "0b1010", "0x0A",
            ]
            .map(String::from),
        );
        let mut lines = Vec::new();
        for _ in 0..1 + next(18) {
            let key = keys.swap_remove(next(keys.len()));
            let pad = " ".repeat(indent);
            match next(10) {
                0 if depth < 2 => {
                    lines.push(format!("{pad}{key}:"));
                    for _ in 0..next(4) {
                        let sub = block(next, indent + 4, depth + 1);
                        lines.push(format!("{pad}  - {}", sub.trim_start()));
                    }
                }
                1 if depth < 2 => {
                    lines.push(format!("{pad}{key}:"));
                    lines.push(block(next, indent + 2, depth + 1));
                }
                2 => {
                    let n = [0, 1, 2, 15, 16, 17][next(6)];
                    let items: Vec<String> = (0..n).map(|_| scalar(next)).collect();
                    lines.push(format!("{pad}{key}: [{}]", items.join(", ")));
                }
                3 => {
                    let n = [0, 1, 3, 16][next(4)];
                    let items: Vec<String> =
                        (0..n).map(|i| format!("k{i}: {}", scalar(next))).collect();
                    lines.push(format!("{pad}{key}: {{{}}}", items.join(", ")));
                }
                _ => lines.push(format!("{pad}{key}: {}", scalar(next))),
            }
        }
        lines.join("\n")
    }
    let docs: Vec<String> = (0..150)
        .map(|_| {
            format!(
                "\n---\namdhsa.kernels: []\namdhsa.version: [1, 2]\nextra:\n{}\n...\n",
                block(&mut next, 2, 0)
            )
        })
        .collect();
    let mut src = String::from(".amdgcn_target \"amdgcn-amd-amdhsa--gfx1100\"\n");
    for d in &docs {
        src.push_str(&format!(".amdgpu_metadata{d}.end_amdgpu_metadata\n"));
    }
    let theirs = assemble(&src, "random").unwrap_or_else(|e| panic!("seed {seed}: {e}"));
    assert_eq!(theirs.len(), docs.len(), "seed {seed}");
    for (d, want) in docs.iter().zip(&theirs) {
        let got = yaml_to_msgpack(d).unwrap_or_else(|e| panic!("seed {seed}: {e}\n{d}"));
        assert_eq!(hex(&got), hex(want), "seed {seed} ({version}):\n{d}");
    }
    eprintln!("random: {} documents identical (seed {seed})", docs.len());
}
