//! Any text on any target: parsing (and printing what parses) must not panic.
#![no_main]

use amdgpu_isa::{parse_source, Item};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Some((&pick, text)) = data.split_first() else {
        return;
    };
    let Ok(text) = std::str::from_utf8(text) else {
        return;
    };
    let t = amdgpu_isa_fuzz::target(pick);
    if let Ok(stmts) = parse_source(t, text) {
        for s in stmts {
            if let Item::Inst(inst) = s.item {
                let _ = inst.display().to_string();
                let _ = inst.encode();
            }
        }
    }
});
