//! The objects the assembler writes, byte for byte against llvm-mc-22's
//! `-filetype=obj` (`tests/data/*.o` and the code-object crate's
//! `tests/data/asm/*.o`, made by their `build.sh`, the oracle's version in
//! `VERSION`), and its errors against llvm-mc-22's (`tests/data/errors.txt`).
//! Offline the committed expectations are used; with llvm-mc-22 installed
//! (required when CI=true) they are checked against the oracle as well.

use amdgpu_isa::Target;
use std::path::{Path, PathBuf};
use std::process::Command;

fn data(dir: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join(dir)
}

/// The target a fixture is assembled for: its `.amdgcn_target`, else
/// gfx1100; wave64 for `_w64` names (clang's -mwavefrontsize64 output).
fn target_of(path: &Path, text: &str) -> (Target, &'static str, Option<&'static str>) {
    let name = text
        .lines()
        .find_map(|l| l.split("amdgcn-amd-amdhsa--").nth(1))
        .map(|rest| {
            rest.split(|c: char| !c.is_ascii_alphanumeric())
                .next()
                .unwrap_or("")
        })
        .unwrap_or("gfx1100");
    let t = Target::from_name(name).expect("fixture target");
    let w64 = path.to_string_lossy().contains("_w64");
    let t = if w64 {
        t.with_wave_size(64).expect("wave64")
    } else {
        t
    };
    (t, t.name(), w64.then_some("-mattr=+wavefrontsize64"))
}

fn sources() -> Vec<PathBuf> {
    let mut out = Vec::new();
    for dir in ["tests/data", "../codeobj/tests/data/asm"] {
        for e in std::fs::read_dir(data(dir)).expect("fixture dir") {
            let p = e.expect("entry").path();
            if p.extension().is_some_and(|x| x == "s") {
                out.push(p);
            }
        }
    }
    out.sort();
    out
}

/// Where two byte strings first differ.
fn first_difference(a: &[u8], b: &[u8]) -> Option<usize> {
    (0..a.len().max(b.len())).find(|&i| a.get(i) != b.get(i))
}

#[test]
fn objects_equal_llvm_mc() {
    let mut checked = 0;
    for s in sources() {
        let text = std::fs::read_to_string(&s).unwrap();
        let (t, _, _) = target_of(&s, &text);
        let a = amdgpu_asm::assemble(&text, t).unwrap_or_else(|e| panic!("{}:{e}", s.display()));
        let ours = a.to_elf().unwrap();
        // the parts put at their offsets, and the first section's data
        // where it is said to go, make the same bytes (`asm -o` writes
        // them so)
        let mut placed = vec![0xa5u8; ours.len()];
        let parts = a.elf_parts().unwrap();
        for (at, part) in parts.parts_at().into_iter().chain(a.first_data()) {
            placed[at as usize..at as usize + part.len()].copy_from_slice(part);
        }
        assert!(placed == ours, "{}: parts out of place", s.display());
        let want = std::fs::read(s.with_extension("o")).unwrap();
        if let Some(at) = first_difference(&ours, &want) {
            panic!(
                "{}: differs from llvm-mc-22's object at byte {at:#x} ({} vs {} bytes)",
                s.display(),
                ours.len(),
                want.len()
            );
        }
        checked += 1;
    }
    assert!(checked >= 20, "only {checked} fixtures");
    println!("{checked} objects byte-identical to llvm-mc-22's");
}

/// llvm-mc-22, if installed; under CI=true it must be.
fn llvm_mc() -> Option<&'static str> {
    let found = Command::new("llvm-mc-22").arg("--version").output().is_ok();
    if !found {
        assert!(
            std::env::var("CI").is_err(),
            "llvm-mc-22 is required when CI is set (apt-get install llvm-22)"
        );
        println!("llvm-mc-22 not found: the live comparison is skipped");
        return None;
    }
    Some("llvm-mc-22")
}

/// The committed objects are what llvm-mc-22 makes of the sources today.
#[test]
fn fixtures_are_llvm_mc_output() {
    let Some(mc) = llvm_mc() else { return };
    let dir = std::env::temp_dir().join(format!("amdgpu-asm-live-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    for s in sources() {
        let text = std::fs::read_to_string(&s).unwrap();
        let (_, cpu, attr) = target_of(&s, &text);
        let out = dir.join("x.o");
        let mut cmd = Command::new(mc);
        cmd.args([
            "-triple=amdgcn-amd-amdhsa",
            &format!("-mcpu={cpu}"),
            "-filetype=obj",
        ]);
        cmd.args(attr);
        let st = cmd.arg(&s).arg("-o").arg(&out).status().unwrap();
        assert!(st.success(), "llvm-mc-22 refused {}", s.display());
        assert!(
            std::fs::read(&out).unwrap() == std::fs::read(s.with_extension("o")).unwrap(),
            "{}: the committed object is stale (run its build.sh)",
            s.display()
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// (source, expectation) pairs of `errors.txt`.
fn error_cases() -> Vec<(String, String)> {
    let text = std::fs::read_to_string(data("tests/data/errors.txt")).unwrap();
    text.split("\n%%\n")
        .skip(1)
        .map(|case| {
            let (head, src) = case.split_once('\n').unwrap_or((case, ""));
            let want = head.strip_prefix("# expect: ").expect("expectation line");
            (src.to_string(), want.to_string())
        })
        .collect()
}

/// The place and message of an expectation; llvm-mc-22 names no place for
/// some (`<unknown>:0:`) and gives YAML's own for metadata (`YAML:L:C:`):
/// only the message is compared then.
fn compare(got: &str, want: &str) -> bool {
    match want.split_once(": error: ") {
        Some((place, msg)) if place.starts_with("YAML:") || place.starts_with("<unknown>") => {
            got.ends_with(&format!("error: {msg}"))
        }
        _ => got == want,
    }
}

#[test]
fn errors_match_llvm_mc() {
    let t = Target::from_name("gfx1100").unwrap();
    let cases = error_cases();
    assert!(cases.len() >= 20);
    let mut wrong = Vec::new();
    for (src, want) in &cases {
        let got = match amdgpu_asm::assemble(src, t) {
            Ok(_) => "OK".to_string(),
            Err(e) => e.to_string(),
        };
        if !compare(&got, want) {
            wrong.push(format!("{src:?}: got {got:?}, llvm-mc-22 says {want:?}"));
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

#[test]
fn error_expectations_are_llvm_mc_output() {
    let Some(mc) = llvm_mc() else { return };
    let dir = std::env::temp_dir().join(format!("amdgpu-asm-err-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let (src_path, obj) = (dir.join("e.s"), dir.join("e.o"));
    for (src, want) in error_cases() {
        std::fs::write(&src_path, format!("{src}\n")).unwrap();
        let out = Command::new(mc)
            .args([
                "-triple=amdgcn-amd-amdhsa",
                "-mcpu=gfx1100",
                "-filetype=obj",
            ])
            .arg(&src_path)
            .arg("-o")
            .arg(&obj)
            .output()
            .unwrap();
        let stderr = String::from_utf8_lossy(&out.stderr);
        let first = stderr
            .lines()
            .find(|l| l.contains("error:"))
            .map(|l| l.replace(&format!("{}:", src_path.display()), ""))
            .unwrap_or_else(|| "OK".into());
        assert_eq!(first, want, "{src:?}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// Sources cut short anywhere and lines dropped never make the assembler
/// panic: each gives an object or an error.
/// The source without every `step`-th line (from the first).
fn lines_dropped(lines: &[&str], step: usize) -> String {
    let kept: Vec<&str> = lines
        .iter()
        .enumerate()
        .filter(|(i, _)| i % step != 0)
        .map(|(_, l)| *l)
        .collect();
    kept.join("\n")
}

#[test]
fn damaged_sources_never_panic() {
    let mut n = 0;
    for s in sources().iter().take(6) {
        let text = std::fs::read_to_string(s).unwrap();
        let (t, _, _) = target_of(s, &text);
        let lines: Vec<&str> = text.lines().collect();
        for step in [7usize, 13, 31] {
            let _ = amdgpu_asm::assemble(&lines_dropped(&lines, step), t).map(|a| a.to_elf());
            // cut in the middle of a line
            let cut = text.len() * step / 37;
            let cut = (0..=cut)
                .rev()
                .find(|&i| text.is_char_boundary(i))
                .unwrap_or(0);
            let _ = amdgpu_asm::assemble(&text[..cut], t).map(|a| a.to_elf());
            n += 2;
        }
    }
    assert!(n > 0);
}

/// Reading ahead in pieces on several threads gives what the statement
/// loop alone gives — the same object, or the same first error — on every
/// fixture, on each with lines dropped (errors in many places), and on the
/// error cases; pieces as small as one line.
#[test]
fn pieces_read_ahead_as_the_loop_reads() {
    // the object with where each instruction came from
    let outcome = |r: Result<amdgpu_asm::Assembly, amdgpu_asm::InputError>| match r {
        Ok(a) => a
            .to_elf()
            .map(|elf| (elf, a.lines))
            .map_err(|e| format!("to_elf: {e}")),
        Err(e) => Err(e.to_string()),
    };
    let mut texts: Vec<(String, Target)> = Vec::new();
    for s in sources() {
        let text = std::fs::read_to_string(&s).unwrap();
        let (t, _, _) = target_of(&s, &text);
        let lines: Vec<&str> = text.lines().collect();
        for step in [5usize, 11] {
            texts.push((lines_dropped(&lines, step), t));
        }
        texts.push((text, t));
    }
    let t = Target::from_name("gfx1100").unwrap();
    texts.extend(error_cases().into_iter().map(|(src, _)| (src, t)));
    // a metadata block further down that is no block (a macro never
    // invoked): the one read ahead is not the one the loop takes
    let control = std::fs::read_to_string(data("tests/data/control.gfx1100.s")).unwrap();
    let other = control.replace("  - 2\n...", "  - 3\n...");
    let yaml = &other[other.rfind(".amdgpu_metadata").unwrap()..];
    texts.push((format!("{control}\n.macro unused\n\t{yaml}\n.endm\n"), t));
    // a metadata block holding comments, blank lines, a line that reads as
    // an instruction, and the directive's name (the last one in the source
    // is then not the block's): the lines the other thread collected are
    // skipped only when they are the block's
    let at = control.rfind(".amdgpu_metadata").unwrap();
    let body = control[at..].find('\n').unwrap() + at + 1;
    for inserted in [
        "  ; a comment\n\n   \n",
        "\ts_nop 0\n",
        "amdhsa.note: '.amdgpu_metadata' ; .amdgpu_metadata\n",
    ] {
        texts.push((
            format!("{}{inserted}{}", &control[..body], &control[body..]),
            t,
        ));
    }
    let mut texts: Vec<(Vec<u8>, Target)> = texts.into_iter().map(|(s, t)| (s.into(), t)).collect();
    // from a piece holding `/*` or `\r`, or bytes that are not UTF-8, the
    // loop reads on by itself: such a piece late in the source, with an
    // error or a metadata block before it, or inside that block
    let line = control.len() / 2 + control[control.len() / 2..].find('\n').unwrap() + 1;
    let (head, tail) = control.split_at(line);
    let (yaml_head, yaml_tail) = control.split_at(body);
    // (without the YAML's end marker, lines read twice would show)
    let unmarked = control.replace("\n...\n", "\n");
    let damaged = format!(
        "{}\n",
        lines_dropped(&control.lines().collect::<Vec<_>>(), 9)
    );
    for (before, after) in [
        (head, tail),
        (yaml_head, yaml_tail),
        (&unmarked[..], ""),
        (&damaged[..], ""),
    ] {
        for inserted in [
            &b"/* a comment\n over lines */ s_nop 0\n"[..],
            b"\ts_nop 0\r\n\ts_nop 1 ; \r\n",
            b"\ts_nop 0 ; \xff\n",
            b"\xe2\x82\n",
        ] {
            let mut text = before.as_bytes().to_vec();
            text.extend_from_slice(inserted);
            text.extend_from_slice(after.as_bytes());
            texts.push((text, t));
        }
    }
    let (mut failed, mut ok) = (0, 0);
    for (text, t) in &texts {
        let want = outcome(amdgpu_asm::assemble_with(text, *t, 1, 0));
        match &want {
            Ok(_) => ok += 1,
            Err(_) => failed += 1,
        }
        for (threads, piece) in [(2, 1), (3, 1), (3, 97), (2, 4096)] {
            let got = outcome(amdgpu_asm::assemble_with(text, *t, threads, piece));
            assert!(
                got == want,
                "{threads} threads, pieces of {piece} bytes: {:?} vs {:?} on\n{}",
                got.as_ref().map(|o| o.0.len()),
                want.as_ref().map(|o| o.0.len()),
                String::from_utf8_lossy(&text[..text.len().min(300)])
            );
        }
    }
    // both kinds of outcome were compared
    assert!(ok >= 20 && failed >= 20, "{ok} objects, {failed} errors");
}

/// A source of `n` kernels (`k0`, `k1`, ...), each with its own register
/// counts and LDS size; kernel `broken` (if any) leaves out
/// `.amdhsa_next_free_sgpr`, which the descriptor requires.
fn kernels(n: usize, only: Option<usize>, broken: &[usize]) -> String {
    let mut s = String::from(".amdgcn_target \"amdgcn-amd-amdhsa--gfx90a\"\n");
    let chosen = |i: &usize| only.is_none_or(|o| o == *i);
    for i in (0..n).filter(chosen) {
        s += &format!(".text\n.globl k{i}\n.p2align 8\n.type k{i},@function\nk{i}:\n  s_endpgm\n");
    }
    for i in (0..n).filter(chosen) {
        s += &format!(
            ".rodata\n.p2align 6\n.amdhsa_kernel k{i}\n  .amdhsa_next_free_vgpr {}\n  .amdhsa_accum_offset 4\n  .amdhsa_group_segment_fixed_size {}\n",
            1 + i % 40,
            16 * i
        );
        if !broken.contains(&i) {
            s += &format!("  .amdhsa_next_free_sgpr {}\n", 2 * i % 50);
        }
        s += ".end_amdhsa_kernel\n";
    }
    s
}

/// With many kernels the descriptors are built on a second thread while the
/// symbol table is: each must be the one its block gives alone, and the
/// first block in source order that fails is the error.
#[test]
fn many_descriptors_as_each_block_gives_alone() {
    let target = Target::from_name("gfx90a").unwrap();
    let n = 40;
    let all = amdgpu_asm::assemble_object(&kernels(n, None, &[]), target).unwrap();
    let rodata = &all.section(".rodata").unwrap().data;
    assert_eq!(rodata.len(), 64 * n);
    for i in 0..n {
        let one = amdgpu_asm::assemble_object(&kernels(n, Some(i), &[]), target).unwrap();
        let want = &one.section(".rodata").unwrap().data;
        assert_eq!(&rodata[64 * i..64 * i + 64], &want[..], "k{i}");
    }
    let src = kernels(n, None, &[33, 21, 37]);
    let e = amdgpu_asm::assemble_object(&src, target).unwrap_err();
    let first = kernels(n, Some(21), &[21]);
    let alone = amdgpu_asm::assemble_object(&first, target).unwrap_err();
    assert_eq!(e.msg, alone.msg);
    let end_of_k21 = src
        .lines()
        .enumerate()
        .filter(|(_, l)| *l == ".end_amdhsa_kernel")
        .nth(21)
        .unwrap()
        .0;
    assert_eq!(e.line, end_of_k21 + 1, "{e:?}");
}
