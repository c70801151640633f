//! Throughput of the DS codec on 200,000 instructions per target: the goal is to
//! assemble and disassemble such a file at least 50x faster than llvm-mc-22
//! (whole-process time; `tools/bench_vs_llvm.sh` measures that part).
//!
//! The input is deterministic: every DS row present on the target in turn, with
//! pseudo-random registers (even-aligned tuples where the target demands it),
//! offsets, GDS and ACC bits. Each word is kept only if it decodes, prints, parses
//! back and re-encodes to itself (lossy swizzle patterns are replaced by their
//! canonical encoding), so every benchmark sees valid input.
//!
//! Run: `cargo bench -p amdgpu-isa --bench ds_codec -- --warm-up-time 1 --measurement-time 3`

use amdgpu_isa::tables::ds::{GdsBit, OffsetKind, DS_ROWS};
use amdgpu_isa::{assemble_line, decode, parse_source, Gen, Inst, Item, Target};
use criterion::{black_box, criterion_group, criterion_main, BatchSize, Criterion, Throughput};
use std::fmt::Write as _;

const N: usize = 200_000;
const TARGETS: [&str; 2] = ["gfx950", "gfx1100"];

#[path = "../tests/support/rng.rs"]
mod rng;
use rng::Rng;

/// One candidate DS word for `row` on `target`, built from the table the way the
/// hardware lays it out (see `encoding/ds.rs`).
fn candidate(target: Target, row: usize, rng: &mut Rng) -> Option<u64> {
    let r = &DS_ROWS[row];
    let cell = r.cells[target.ds_group()].as_ref()?;
    let gfx9 = target.gen() == Gen::Gfx9;
    let acc = gfx9 && cell.acc && target.ds_agprs() && rng.below(4) == 0;
    let gds = match cell.gds {
        GdsBit::Required => true,
        GdsBit::Printed => rng.below(8) == 0,
        GdsBit::Ignored | GdsBit::Invalid => false,
    };
    let offset: u32 = match r.offset {
        OffsetKind::None => 0,
        _ => match rng.below(4) {
            0 => 0,
            1 => rng.below(256) as u32,
            _ => rng.below(65536) as u32,
        },
    };
    let mut lo = 0b110110u32 << 26 | offset;
    if gfx9 {
        lo |= u32::from(cell.op) << 17 | u32::from(gds) << 16 | u32::from(acc) << 25;
    } else {
        lo |= u32::from(cell.op) << 18 | u32::from(gds) << 17;
    }
    let mut regs = [0u8; 4];
    for o in r.operands {
        let w = u64::from(o.width);
        let mut v = rng.below(257 - w);
        // Tuples (and GWS data) must be even on gfx90a+; odd ones decode with a
        // register-class comment that does not assemble back.
        if (w > 1 || cell.gds == GdsBit::Required) && target.needs_aligned_vgprs() {
            v &= !1;
        }
        regs[o.field as usize] = v as u8;
    }
    Some(u64::from(u32::from_le_bytes(regs)) << 32 | u64::from(lo))
}

/// `N` valid instructions for `target` as little-endian bytes, plus the count of
/// candidates rejected (there should be none; any hints at a codec gap).
fn build_bytes(target: Target) -> (Vec<u8>, usize) {
    let rows: Vec<usize> = (0..DS_ROWS.len())
        .filter(|&i| DS_ROWS[i].cells[target.ds_group()].is_some())
        .collect();
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15 ^ target.ds_group() as u64);
    let mut bytes = Vec::with_capacity(N * 8);
    let (mut count, mut rejected, mut text) = (0, 0, String::new());
    // DS_BENCH_VERBOSE=1 lists the rejected candidates and why.
    let verbose = std::env::var_os("DS_BENCH_VERBOSE").is_some();
    for &row in rows.iter().cycle() {
        if count == N {
            break;
        }
        let Some(word) = candidate(target, row, &mut rng) else {
            continue;
        };
        let wb = word.to_le_bytes();
        // Swizzle patterns print lossily (don't-care bits vanish, and some
        // BITMASK_PERM spellings assemble to what prints as BROADCAST), as in
        // LLVM: such a word is replaced by the fixed point of decode, print, parse.
        let mut cur = wb;
        let mut why = Err(String::new());
        for _ in 0..3 {
            why = match decode(target, &cur) {
                Err(e) => Err(format!("does not decode: {e}")),
                Ok(inst) => {
                    text.clear();
                    let _ = write!(text, "{}", inst.display());
                    match assemble_line(target, &text) {
                        Err(e) => Err(format!("'{text}' does not assemble: {e}")),
                        Ok(back) if back.encode().as_bytes() == cur => Ok(cur),
                        Ok(back) => {
                            cur.copy_from_slice(back.encode().as_bytes());
                            Err(format!("'{text}' re-encodes as {cur:02x?}"))
                        }
                    }
                }
            };
            if why.is_ok() {
                break;
            }
        }
        match why {
            Ok(canon) => {
                bytes.extend_from_slice(&canon);
                count += 1;
            }
            Err(why) => {
                if verbose {
                    eprintln!(
                        "{}: rejected {word:016x} ({}): {why}",
                        target.name(),
                        DS_ROWS[row].name
                    );
                }
                rejected += 1;
            }
        }
    }
    (bytes, rejected)
}

/// Decodes a whole buffer and prints it as `llvm-mc --disassemble` does.
fn disassemble(target: Target, bytes: &[u8], out: &mut String) -> usize {
    let mut at = 0;
    let mut n = 0;
    while at < bytes.len() {
        let inst = decode(target, &bytes[at..]).expect("valid input");
        out.push('\t');
        let _ = write!(out, "{}", inst.display());
        out.push('\n');
        at += inst.len();
        n += 1;
    }
    n
}

fn benches(c: &mut Criterion) {
    for name in TARGETS {
        let target = Target::from_name(name).unwrap();
        let (bytes, rejected) = build_bytes(target);
        let mut text = String::with_capacity(bytes.len() * 6);
        assert_eq!(disassemble(target, &bytes, &mut text), N);
        let round: Vec<u8> = parse_source(target, &text)
            .unwrap()
            .iter()
            .filter_map(|s| match &s.item {
                Item::Inst(inst) => Some(inst.encode()),
                Item::Label(_) => None,
            })
            .flat_map(|e| e.as_bytes().to_vec())
            .collect();
        assert!(
            round == bytes,
            "{name}: text does not assemble back to the input bytes"
        );
        eprintln!(
            "{name}: {N} instructions, {} bytes, {} bytes of text; {rejected} candidate words rejected",
            bytes.len(),
            text.len()
        );

        let mut g = c.benchmark_group(format!("ds {name}"));
        g.throughput(Throughput::Elements(N as u64));
        g.sample_size(10);

        g.bench_function("decode+print 200k", |b| {
            let mut out = String::with_capacity(text.len());
            b.iter(|| {
                out.clear();
                disassemble(target, black_box(&bytes), &mut out);
                black_box(out.len())
            })
        });

        g.bench_function("decode+write_bytes 200k", |b| {
            // the byte printer the CLI uses
            let mut out = Vec::with_capacity(text.len());
            b.iter(|| {
                out.clear();
                let bytes = black_box(&bytes[..]);
                let mut at = 0;
                while at < bytes.len() {
                    let inst = decode(target, &bytes[at..]).expect("valid input");
                    out.push(b'\t');
                    match &inst {
                        Inst::Ds(d) => d.write_bytes(&mut out).unwrap(),
                        other => out.extend_from_slice(other.display().to_string().as_bytes()),
                    }
                    out.push(b'\n');
                    at += inst.len();
                }
                assert_eq!(out.len(), text.len());
                black_box(out.len())
            })
        });

        g.bench_function("decode only 200k", |b| {
            b.iter(|| {
                let bytes = black_box(&bytes[..]);
                let mut at = 0;
                let mut acc = 0u64;
                while at < bytes.len() {
                    let inst = decode(target, &bytes[at..]).unwrap();
                    acc = acc.wrapping_add(inst.mnemonic().len() as u64);
                    at += inst.len();
                }
                black_box(acc)
            })
        });

        g.bench_function("parse+encode 200k", |b| {
            b.iter_batched_ref(
                || Vec::with_capacity(bytes.len()),
                |code: &mut Vec<u8>| {
                    let stmts = parse_source(target, black_box(&text)).unwrap();
                    for s in &stmts {
                        if let Item::Inst(inst) = &s.item {
                            code.extend_from_slice(inst.encode().as_bytes());
                        }
                    }
                    assert_eq!(code.len(), bytes.len());
                },
                BatchSize::LargeInput,
            )
        });

        g.finish();
    }
}

criterion_group!(ds_codec, benches);
criterion_main!(ds_codec);
