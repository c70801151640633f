//! Any bytes on any target: decode, print and re-encode must not panic.
#![no_main]

use amdgpu_isa::decode;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Some((&pick, code)) = data.split_first() else {
        return;
    };
    let t = amdgpu_isa_fuzz::target(pick);
    let mut at = 0;
    while at < code.len() {
        match decode(t, &code[at..]) {
            Ok(inst) => {
                let _ = inst.display().to_string();
                let _ = inst.encode();
                at += inst.len();
            }
            Err(_) => at += 4,
        }
    }
});
