//! Decode+print speed of the scalar/vector ALU families (SOP*, VOP1/2/C,
//! VOP3) on the words of the committed LLVM corpus: every distinct `rt`/`dis`
//! row of `tests/data/alu_corpus.tsv` for gfx950 and gfx1100, so no memo of
//! repeated words hides the codec (the CLI keeps one for ELF listings).
//!
//! Each word's text is checked against llvm-mc-22's from the corpus before
//! timing; rows the library reports as unsupported are left out.
//!
//! Run: `cargo bench -p amdgpu-isa --bench alu_codec -- --warm-up-time 1 --measurement-time 3`
//! Instruction counts (load-independent): `ALU_BENCH_PASSES=N` skips criterion
//! and runs N decode+print passes, e.g.
//! `valgrind --tool=callgrind target/release/deps/alu_codec-* ` with N = 1 and
//! N = 11: (Ir(11) - Ir(1)) / (10 * words) is the cost per instruction.

use amdgpu_isa::{decode, Inst, Target};
use criterion::{black_box, Criterion, Throughput};

const TARGETS: [&str; 2] = ["gfx950", "gfx1100"];
const CORPUS: &str = include_str!("../tests/data/alu_corpus.tsv");

fn bytes(list: &str) -> Vec<u8> {
    list.split(',')
        .map(|b| u8::from_str_radix(b.trim_start_matches("0x"), 16).expect("corpus byte"))
        .collect()
}

/// The corpus words of `name` (wave size as LLVM's default), concatenated,
/// and their count.
fn words(name: &str) -> (Target, Vec<u8>, usize) {
    let target = Target::from_name(name).expect("known target");
    let mut code = Vec::new();
    let (mut n, mut skipped) = (0, 0);
    let mut text = String::new();
    for line in CORPUS.lines().filter(|l| !l.starts_with('#')) {
        let f: Vec<&str> = line.split('\t').collect();
        if f.len() < 4 || !matches!(f[0], "rt" | "dis") || f[1] != name {
            continue;
        }
        let b = bytes(f[2]);
        match decode(target, &b) {
            Ok(inst @ Inst::Alu(_)) if inst.len() == b.len() => {
                text.clear();
                inst.write_text(&mut text).expect("print");
                assert_eq!(text, f[3], "{name} {}: text differs from llvm-mc-22", f[2]);
                code.extend_from_slice(&b);
                n += 1;
            }
            _ => skipped += 1,
        }
    }
    eprintln!("{name}: {n} ALU words ({skipped} corpus rows not decoded as ALU)");
    (target, code, n)
}

/// Decodes and prints the whole buffer; returns the text length.
fn disassemble(target: Target, code: &[u8], out: &mut String) -> usize {
    out.clear();
    let mut at = 0;
    while let Some(rest) = code.get(at..).filter(|r| !r.is_empty()) {
        let inst = decode(target, rest).expect("valid input");
        out.push('\t');
        let _ = inst.write_text(out);
        out.push('\n');
        at += inst.len();
    }
    out.len()
}

fn main() {
    let sets: Vec<_> = TARGETS.iter().map(|n| (n, words(n))).collect();
    if let Some(passes) = std::env::var("ALU_BENCH_PASSES")
        .ok()
        .and_then(|v| v.parse::<usize>().ok())
    {
        let mut out = String::with_capacity(1 << 20);
        let mut total = 0;
        for _ in 0..passes {
            for (_, (target, code, _)) in &sets {
                total += disassemble(*target, black_box(code), &mut out);
            }
        }
        eprintln!("{passes} passes, {total} bytes of text");
        return;
    }
    let mut c = Criterion::default().configure_from_args();
    for (name, (target, code, n)) in &sets {
        let mut g = c.benchmark_group(format!("alu {name}"));
        g.throughput(Throughput::Elements(*n as u64));
        g.sample_size(20);
        g.bench_function("decode+print corpus words", |b| {
            let mut out = String::with_capacity(code.len() * 10);
            b.iter(|| disassemble(*target, black_box(code), &mut out))
        });
        g.finish();
    }
    c.final_summary();
}
