//! Whole dispatches of the three speed-anchor kernels (tools/emu-anchor:
//! the clang-22 objects remu and tinygrad's emulator are timed on), on one
//! thread and on every core, reported as lane-instructions per second
//! (instructions executed × the lanes EXEC enabled).

use amdgpu_codeobj::CodeObject;
use amdgpu_emu::dispatch::{Launch, Loaded};
use amdgpu_emu::memory::Buffers;
use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use std::path::Path;

const WG: u32 = 64;
/// Workgroups per dispatch: two wave32 waves each.
const GROUPS: u32 = 100;

/// Kernel name and its global buffers (one u32 per work-item each).
const KERNELS: [(&str, usize); 3] = [("valu", 2), ("lds_plain", 1), ("lds_atomic", 1)];

fn bench(c: &mut Criterion) {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let launch = Launch {
        global: [GROUPS * WG, 1, 1],
        local: [WG, 1, 1],
        dynamic_lds: 0,
        max_steps: 10_000_000,
    };
    let mut g = c.benchmark_group("kernel");
    for (name, buffers) in KERNELS {
        let path = root.join(format!("tools/emu-anchor/kernels/{name}.o"));
        let bytes = std::fs::read(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        let obj = CodeObject::parse(&bytes).unwrap();
        let mut mem = Buffers::new();
        let k = Loaded::new(&obj, Some(name), &mut mem).unwrap();
        let zeros = vec![0u8; (GROUPS * WG) as usize * 4];
        let args: Vec<Vec<u8>> = (0..buffers)
            .map(|_| mem.add(&zeros).to_le_bytes().to_vec())
            .collect();
        let stats = k.run(&launch, &args, &mut mem, Some(1)).unwrap();
        g.throughput(Throughput::Elements(stats.lane_instructions));
        for threads in [1, 0] {
            let label = if threads == 1 {
                "1 thread"
            } else {
                "all cores"
            };
            let pool = (threads == 1).then_some(1);
            g.bench_function(format!("{name}/{label}"), |b| {
                b.iter(|| k.run(&launch, &args, &mut mem, pool).unwrap())
            });
        }
    }
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
