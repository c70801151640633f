//! Assembling committed `clang-22 -S` outputs (tests/data: the suite's
//! `control` kernels for gfx1100, the corpus `atomics` kernels for gfx950)
//! into relocatable code objects, reported in source bytes per second.
//! Whole-process timing against llvm-mc-22 on a large source: tools/asm_speed.sh.

use amdgpu_isa::Target;
use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use std::path::Path;

const FIXTURES: [(&str, &str); 2] = [
    ("control.gfx1100.s", "gfx1100"),
    ("c_atomics.gfx950.s", "gfx950"),
];

fn bench(c: &mut Criterion) {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data");
    let mut g = c.benchmark_group("assemble_to_elf");
    for (file, target) in FIXTURES {
        let path = dir.join(file);
        let text =
            std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        let t = Target::from_name(target).expect("target");
        // the fixture assembles (the objects test compares it with llvm-mc-22's)
        let elf = amdgpu_asm::assemble(&text, t)
            .unwrap_or_else(|e| panic!("{file}:{e}"))
            .to_elf()
            .unwrap_or_else(|e| panic!("{file}: {e}"));
        assert!(!elf.is_empty());
        g.throughput(Throughput::Bytes(text.len() as u64));
        g.bench_function(file, |b| {
            b.iter(|| {
                amdgpu_asm::assemble(std::hint::black_box(&text), t)
                    .unwrap()
                    .to_elf()
                    .unwrap()
            })
        });
    }
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
