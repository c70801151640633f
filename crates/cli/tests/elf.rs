//! The ELF corpus `tests/elf/<target>/*.{o,hsaco}` against the committed
//! `llvm-objdump-22 -d` outputs (`*.objdump`); runs offline.
//!
//! Run with `--nocapture` to see the summaries.

use amdgpu_isa::encoding::length::instruction_len;
use amdgpu_isa::Target;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;

const NOT_SUPPORTED: &str = "<not yet supported>";

fn corpus() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/elf")
}

/// `(target directory, object file name)` for every object with an expected output.
fn objects() -> Vec<(PathBuf, String)> {
    let mut out = Vec::new();
    let mut dirs: Vec<PathBuf> = std::fs::read_dir(corpus())
        .expect("tests/elf")
        .map(|e| e.unwrap().path())
        .filter(|p| p.is_dir())
        .collect();
    dirs.sort();
    for dir in dirs {
        let mut names: Vec<String> = std::fs::read_dir(&dir)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .filter(|n| n.ends_with(".o") || n.ends_with(".hsaco"))
            .filter(|n| dir.join(format!("{n}.objdump")).exists())
            .collect();
        names.sort();
        out.extend(names.into_iter().map(|n| (dir.clone(), n)));
    }
    assert!(!out.is_empty(), "no corpus objects found");
    out
}

fn target_of(dir: &Path) -> Target {
    let name = dir.file_name().unwrap().to_str().unwrap();
    Target::from_name(name).unwrap_or_else(|e| panic!("{name}: {e}"))
}

/// Byte offset of the `// ADDRESS:` comment of an instruction line.
fn comment_at(line: &str) -> Option<usize> {
    let bytes = line.as_bytes();
    line.match_indices("// ").map(|(i, _)| i).find(|&i| {
        let hex = &bytes[i + 3..];
        hex.len() > 12 && hex[..12].iter().all(|b| b.is_ascii_hexdigit()) && hex[12] == b':'
    })
}

/// The dwords of an instruction line's comment (not `.byte` lines).
fn words(line: &str) -> Option<Vec<u32>> {
    let at = comment_at(line)?;
    let rest = &line[at + 17..];
    let rest = rest.split(" <").next().unwrap();
    rest.split_whitespace()
        .map(|w| {
            (w.len() == 8)
                .then(|| u32::from_str_radix(w, 16).ok())
                .flatten()
        })
        .collect()
}

/// Instruction family of a line, from the mnemonic's first `_` segment.
fn family(line: &str) -> String {
    let text = line.trim_start_matches('\t');
    let mnemonic = text.split([' ', '/']).next().unwrap_or("");
    match mnemonic.split('_').next().unwrap_or("") {
        "s" if mnemonic.starts_with("s_load")
            || mnemonic.starts_with("s_buffer")
            || mnemonic.starts_with("s_store")
            || mnemonic.starts_with("s_dcache")
            || mnemonic.starts_with("s_prefetch") =>
        {
            "smem".into()
        }
        "s" => "salu".into(),
        "v" if mnemonic.starts_with("v_dual") => "vopd".into(),
        "v" => "valu".into(),
        "tbuffer" => "buffer".into(),
        "flat" | "global" | "scratch" => "flat".into(),
        f => f.into(),
    }
}

#[test]
fn instruction_len_matches_corpus() {
    let mut lines = 0;
    let mut agree = 0;
    let mut bad = Vec::new();
    for (dir, name) in objects() {
        let target = target_of(&dir);
        let text = std::fs::read_to_string(dir.join(format!("{name}.objdump"))).unwrap();
        for line in text.lines() {
            let Some(words) = words(line) else { continue };
            if line.starts_with("\t.long") {
                continue;
            }
            lines += 1;
            let bytes: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).collect();
            if instruction_len(target, &bytes) == Some(bytes.len()) {
                agree += 1;
            } else if bad.len() < 20 {
                bad.push(format!(
                    "{}/{name}: {:?} for {line}",
                    target.name(),
                    instruction_len(target, &bytes)
                ));
            }
        }
    }
    println!("instruction_len: {agree} of {lines} corpus instruction lines agree");
    assert!(lines > 50_000, "corpus too small: {lines}");
    assert!(bad.is_empty(), "{}", bad.join("\n"));
}

#[derive(Default)]
struct Tally {
    lines: usize,
    exact: usize,
    unsupported: usize,
}

#[test]
fn disassembly_matches_llvm_objdump() {
    let exe = env!("CARGO_BIN_EXE_amdgpu-isa");
    let mut files = 0;
    let mut total = Tally::default();
    let mut ds = Tally::default();
    let mut families: BTreeMap<String, Tally> = BTreeMap::new();
    let mut failures = Vec::new();
    for (dir, name) in objects() {
        files += 1;
        let target = target_of(&dir);
        let expected = std::fs::read_to_string(dir.join(format!("{name}.objdump"))).unwrap();
        let run = Command::new(exe)
            .args(["disasm", "--target", target.name(), &name])
            .current_dir(&dir)
            .output()
            .expect("run amdgpu-isa");
        let got = String::from_utf8(run.stdout).expect("UTF-8 output");
        let stderr = String::from_utf8_lossy(&run.stderr);
        let where_ = format!("{}/{name}", target.name());
        if !run.status.success() {
            failures.push(format!("{where_}: exit {:?}: {stderr}", run.status.code()));
        }
        let (got_lines, want_lines): (Vec<&str>, Vec<&str>) =
            (got.split('\n').collect(), expected.split('\n').collect());
        if got_lines.len() != want_lines.len() {
            failures.push(format!(
                "{where_}: {} lines, expected {}",
                got_lines.len(),
                want_lines.len()
            ));
        }
        let mut unsupported_here = 0;
        for (n, (g, w)) in got_lines.iter().zip(&want_lines).enumerate() {
            let is_inst = comment_at(w).is_some();
            let fam = family(w);
            let t = families.entry(fam.clone()).or_default();
            let unsupported = g.starts_with(&format!("\t{NOT_SUPPORTED}"));
            let ok = if unsupported {
                unsupported_here += 1;
                is_inst && comment_at(g).map(|i| &g[i..]) == comment_at(w).map(|i| &w[i..])
            } else {
                g == w
            };
            if is_inst {
                for t in [&mut *t, &mut total] {
                    t.lines += 1;
                    t.exact += usize::from(ok && !unsupported);
                    t.unsupported += usize::from(unsupported);
                }
                if fam == "ds" {
                    ds.lines += 1;
                    ds.exact += usize::from(g == w);
                }
            }
            if (!ok || (fam == "ds" && g != w)) && failures.len() < 30 {
                failures.push(format!(
                    "{where_}:{}:\n  got:      {g:?}\n  expected: {w:?}",
                    n + 1
                ));
            }
        }
        let note = format!("note: {unsupported_here} of");
        if unsupported_here > 0 && !stderr.contains(&note) {
            failures.push(format!("{where_}: stderr lacks '{note}': {stderr}"));
        }
    }
    println!(
        "ELF corpus: {files} files, {} instruction lines, {} exact, {} <not yet supported> (offset/words exact), DS {}/{} exact",
        total.lines, total.exact, total.unsupported, ds.exact, ds.lines
    );
    for (fam, t) in &families {
        if t.lines > 0 {
            println!(
                "  {fam:<8} {:>6} lines  {:>6} exact  {:>6} not yet supported",
                t.lines, t.exact, t.unsupported
            );
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn malformed_input_is_an_error() {
    let exe = env!("CARGO_BIN_EXE_amdgpu-isa");
    let dir = std::env::temp_dir().join(format!("amdgpu-isa-elf-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let good = std::fs::read(corpus().join("gfx1100/scan.o")).unwrap();
    let mut x86 = good.clone();
    x86[18] = 62; // EM_X86_64
    let mut cases: Vec<(&str, Vec<u8>, &str)> = vec![
        ("x86.o", x86, "not an AMDGPU code object"),
        ("short.o", good[..40].to_vec(), "error:"),
        ("cut.o", good[..good.len() / 2].to_vec(), "error:"),
        ("elf32.o", b"\x7fELF\x01\x01\x01\0".to_vec(), "32-bit"),
    ];
    // Every prefix and many one-byte corruptions must not panic.
    for cut in (0..good.len()).step_by(97) {
        cases.push(("prefix.o", good[..cut].to_vec(), ""));
    }
    for at in (0..good.len()).step_by(211) {
        let mut bad = good.clone();
        bad[at] ^= 0xff;
        cases.push(("flip.o", bad, ""));
    }
    for (name, bytes, want) in cases {
        let path = dir.join(name);
        std::fs::write(&path, &bytes).unwrap();
        let run = Command::new(exe)
            .args(["disasm", "--target", "gfx1100"])
            .arg(&path)
            .output()
            .unwrap();
        let stderr = String::from_utf8_lossy(&run.stderr);
        assert!(!stderr.contains("panicked"), "{name}: {stderr}");
        assert!(matches!(run.status.code(), Some(0 | 2)), "{name}: {stderr}");
        if !want.is_empty() {
            assert_eq!(run.status.code(), Some(2), "{name}");
            assert!(stderr.contains(want), "{name}: {stderr}");
            assert!(
                stderr.starts_with(&format!("{}: error: ", path.display())),
                "{stderr}"
            );
        }
    }
    // The wrong --target is refused.
    let run = Command::new(exe)
        .args(["disasm", "--target", "gfx1030"])
        .arg(corpus().join("gfx1100/scan.o"))
        .output()
        .unwrap();
    assert_eq!(run.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&run.stderr).contains("use --target gfx1100"));
    std::fs::remove_dir_all(&dir).ok();
}

/// Without `--target`, an ELF is decoded for the processor its header names
/// (`EF_AMDGPU_MACH`), as llvm-objdump does: the same listing as with the
/// matching `--target`. Byte lists and headers naming no supported processor
/// still need `--target`.
#[test]
fn target_comes_from_the_elf_header() {
    let exe = env!("CARGO_BIN_EXE_amdgpu-isa");
    let run = |args: &[&str], file: &Path| {
        Command::new(exe)
            .args(args)
            .arg(file)
            .output()
            .expect("run amdgpu-isa")
    };
    for gpu in [
        "gfx908", "gfx942", "gfx950", "gfx1030", "gfx1100", "gfx1201",
    ] {
        let file = corpus().join(gpu).join("scan.o");
        let chosen = run(&["disasm", "--target", gpu], &file);
        let read = run(&["disasm"], &file);
        assert_eq!(read.status.code(), chosen.status.code(), "{gpu}");
        assert!(
            read.stdout.len() > 1000,
            "{gpu}: {}",
            String::from_utf8_lossy(&read.stderr)
        );
        assert!(read.stdout == chosen.stdout, "{gpu}: listings differ");
    }

    let dir = std::env::temp_dir().join(format!("amdgpu-isa-elf-mach-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let good = std::fs::read(corpus().join("gfx1100/scan.o")).unwrap();
    // e_flags sits at offset 48 of an ELF64 header; its low byte is the machine.
    for (mach, want) in [
        (0x00, "names no known processor"),
        (0x2d, "gfx902, which amdgpu-isa does not support"),
    ] {
        let mut bytes = good.clone();
        bytes[48] = mach;
        let path = dir.join(format!("mach{mach:02x}.o"));
        std::fs::write(&path, &bytes).unwrap();
        let out = run(&["disasm"], &path);
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{stderr}");
        assert!(stderr.contains(want), "{stderr}");
        // an explicit --target still decodes an object naming no processor
        let chosen = run(&["disasm", "--target", "gfx1100"], &path).status.code();
        assert_eq!(
            chosen,
            Some(if mach == 0 { 0 } else { 2 }),
            "mach {mach:#x}"
        );
    }
    let hex = dir.join("words.txt");
    std::fs::write(&hex, "D8660000 05000201\n").unwrap();
    let out = run(&["disasm"], &hex);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("--target is required"));
    std::fs::remove_dir_all(&dir).ok();
}
