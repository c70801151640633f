//! The emulator on random programs and random kernels. It must never panic
//! and every run must end (a step limit bounds it): every outcome is a final
//! state or an error. The first byte picks the mode:
//!
//! - 0: one wave. `[0][target][exec: 8][m0: 4][seed: 4][code...]`: decode a
//!   straight-line program (invalid words are skipped), append `s_endpgm`,
//!   and run it from a random initial state.
//! - 1: a committed kernel with some code words replaced.
//!   `[1][object][kernel][group size][groups][buffer size][(word: 2, value: 4)...]`
//! - 2: a committed kernel whose code from its entry on is the input.
//!   `[2][object][kernel][group size][groups][buffer size][code...]`
//! - 3: the input is the code object.
//!   `[3][-][kernel][group size][groups][buffer size][ELF...]`
//!
//! Kernels are dispatched as `amdgpu-isa run` does: 1 or 2 workgroups of at
//! most 64 work-items on one thread, every global buffer argument a small
//! zeroed buffer, scalar arguments zero.
#![no_main]

use amdgpu_codeobj::{CodeObject, ValueKind};
use amdgpu_emu::dispatch::{Launch, Loaded};
use amdgpu_emu::memory::Buffers;
use amdgpu_emu::{Machine, Wave};
use amdgpu_isa::{decode, parse_source, Item, Statement};
use amdgpu_isa_fuzz::{code_ranges, target, OBJECTS};
use libfuzzer_sys::fuzz_target;

/// Instructions per wave before a run stops: enough for the committed
/// kernels' loops to get going, little enough for hundreds of runs a second.
const MAX_STEPS: u64 = 2_000;

fuzz_target!(|data: &[u8]| {
    let Some((&mode, rest)) = data.split_first() else {
        return;
    };
    match mode % 4 {
        0 => one_wave(rest),
        m => kernel(m, rest),
    }
});

fn one_wave(data: &[u8]) {
    if data.len() < 17 {
        return;
    }
    let (head, code) = data.split_at(17);
    let t = target(head[0]);
    let exec = u64::from_le_bytes(head[1..9].try_into().unwrap());
    let m0 = u32::from_le_bytes(head[9..13].try_into().unwrap());
    let seed = u32::from_le_bytes(head[13..17].try_into().unwrap());

    let mut stmts = Vec::new();
    let mut at = 0;
    while at < code.len() && stmts.len() < 256 {
        match decode(t, &code[at..]) {
            Ok(inst) => {
                stmts.push(Statement {
                    line: stmts.len() + 1,
                    item: Item::Inst(inst),
                });
                at += inst.len();
            }
            Err(_) => at += 4,
        }
    }
    let end = parse_source(t, "s_endpgm").expect("s_endpgm parses on every target");
    stmts.extend(end);

    let mut m = Machine::new(t, &stmts);
    let mut w = Wave::new(t, 64);
    w.exec = exec & w.full_mask();
    w.m0 = m0;
    // A few VGPRs with addresses near interesting places (0, the end of LDS,
    // beyond it, wrapping), so DS instructions see in-range and out-of-range lanes.
    let size = w.lds.size() as u32;
    for r in 0..8usize {
        for l in 0..64usize {
            let x = seed
                .wrapping_mul(0x9e37_79b9)
                .wrapping_add(((r * 64 + l) as u32).wrapping_mul(0x85eb_ca6b));
            w.vgpr[r][l] = match r % 4 {
                0 => 4 * l as u32,
                1 => size.wrapping_sub(8).wrapping_add(l as u32),
                2 => x,
                _ => x & 0xffff,
            };
        }
    }
    let _ = m.run(&mut w, 64, None);
    let _ = w.to_json();
    let _ = w.to_text();
}

fn kernel(mode: u8, data: &[u8]) {
    if data.len() < 5 {
        return;
    }
    let (head, payload) = data.split_at(5);
    let mut elf: Vec<u8> = if mode == 3 {
        payload.to_vec()
    } else {
        OBJECTS[head[0] as usize % OBJECTS.len()].1.to_vec()
    };
    if mode != 3 {
        // Find the kernel's code in the file first: its entry is an image
        // address, the executable sections' file ranges are what can change.
        let Ok(obj) = CodeObject::parse(&elf) else {
            return;
        };
        let code = code_ranges(&elf);
        let Some(k) = pick(&obj, head[1]) else {
            return;
        };
        let Ok(image) = obj.load(0) else {
            return;
        };
        // image address -> file offset, through the executable section holding it
        let Some(entry) = image
            .code
            .iter()
            .zip(&code)
            .find(|((s, e), _)| (*s..*e).contains(&k.entry))
            .map(|((s, _), r)| r.start + (k.entry - s) as usize..r.end)
        else {
            return;
        };
        if mode == 1 {
            for p in payload.chunks_exact(6) {
                let words = (entry.end - entry.start) / 4;
                if words == 0 {
                    break;
                }
                let at = entry.start + 4 * (u16::from_le_bytes([p[0], p[1]]) as usize % words);
                elf[at..at + 4].copy_from_slice(&p[2..6]);
            }
        } else {
            let n = payload.len().min(entry.end - entry.start);
            elf[entry.start..entry.start + n].copy_from_slice(&payload[..n]);
        }
    }
    let Ok(obj) = CodeObject::parse(&elf) else {
        return;
    };
    let Some(name) = pick(&obj, head[1]).map(|k| k.name.clone()) else {
        return;
    };
    let mut mem = Buffers::new();
    let Ok(k) = Loaded::new(&obj, Some(&name), &mut mem) else {
        return;
    };
    let buffer = 4 * (1 + head[4] as usize);
    let args: Vec<Vec<u8>> = k
        .explicit_args()
        .iter()
        .map(|a| match a.kind {
            ValueKind::GlobalBuffer => mem.add(&vec![0; buffer]).to_le_bytes().to_vec(),
            ValueKind::DynamicSharedPointer => (buffer as u32).to_le_bytes().to_vec(),
            _ => vec![0; a.size as usize],
        })
        .collect();
    let local = 1 + u32::from(head[2] % 64);
    let launch = Launch {
        global: [local * (1 + u32::from(head[3] & 1)), 1, 1],
        local: [local, 1, 1],
        dynamic_lds: 0,
        max_steps: MAX_STEPS,
    };
    let _ = k.run(&launch, &args, &mut mem, Some(1));
}

/// Kernel `byte` of the object, in descriptor order.
fn pick<'o>(obj: &'o CodeObject, byte: u8) -> Option<&'o amdgpu_codeobj::Kernel> {
    match obj.kernels.len() {
        0 => None,
        n => obj.kernels.get(byte as usize % n),
    }
}
