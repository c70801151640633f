//! DS-heavy wave64 throughput on gfx950: a straight-line program of
//! `ds_add_rtn_u32` / `ds_max_rtn_f32` / `ds_read2_b32` re-run on the same
//! wave, reported
//! as lane-operations per second (executed DS instructions × active lanes).

use amdgpu_emu::{Machine, Wave};
use amdgpu_isa::Target;
use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use std::hint::black_box;

/// Triples of DS instructions in one program.
const REPEAT: usize = 10_000;
/// Program runs per benchmark iteration: 10 × 30 000 = 300 k DS instructions.
const RUNS: u64 = 10;

fn program() -> String {
    let mut src = String::new();
    for i in 0..REPEAT {
        // Rotate over a few offsets so not every instruction hits the same line.
        let o = (i % 8) * 256;
        src.push_str(&format!(
            "ds_add_rtn_u32 v2, v0, v1 offset:{o}\n\
             ds_max_rtn_f32 v3, v0, v4 offset:{}\n\
             ds_read2_b32 v[6:7], v0 offset0:{} offset1:{}\n",
            o + 4096,
            i % 64,
            64 + i % 64
        ));
    }
    src.push_str("s_endpgm\n");
    src
}

fn bench(c: &mut Criterion) {
    let t = Target::from_name("gfx950").unwrap();
    let mut m = Machine::from_source(t, &program()).unwrap();
    let mut w = Wave::new(t, 64);
    for l in 0..64 {
        w.vgpr[0][l] = 4 * l as u32; // address
        w.vgpr[1][l] = l as u32 + 1; // add operand
        w.vgpr[4][l] = (l as f32 * 0.5).to_bits(); // max operand
    }
    let lanes = u64::from(w.exec.count_ones());
    let ds_per_run = 3 * REPEAT as u64;
    let mut g = c.benchmark_group("ds");
    g.throughput(Throughput::Elements(RUNS * ds_per_run * lanes));
    g.sample_size(10);
    g.bench_function("gfx950_wave64_add_max_read2", |b| {
        b.iter(|| {
            for _ in 0..RUNS {
                let steps = m.run(&mut w, u64::MAX, None).unwrap();
                black_box(steps);
            }
        })
    });
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
