//! Any bytes on any target: decode a straight-line program (invalid words are
//! skipped), append `s_endpgm`, and run it from a random initial state with a
//! small step limit. The emulator must never panic: every outcome is a final
//! state or an `EmuError`.
#![no_main]

use amdgpu_emu::{Machine, Wave};
use amdgpu_isa::{decode, parse_source, Item, Statement, Target};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    // [target][exec: 8][m0: 4][seed: 4][code...]
    if data.len() < 17 {
        return;
    }
    let (head, code) = data.split_at(17);
    let targets: Vec<Target> = Target::all().collect();
    let t = targets[head[0] as usize % targets.len()];
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
});
