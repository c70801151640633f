//! Whole sources through the assembler, the object writer and the text
//! printer: any text gives an object (a listing) or a located error, never
//! a panic or a hang. The first
//! byte picks the target (and wave size).
#![no_main]
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Some((&pick, rest)) = data.split_first() else {
        return;
    };
    let Ok(text) = std::str::from_utf8(rest) else {
        return;
    };
    let t = amdgpu_isa_fuzz::target(pick);
    if let Ok(a) = amdgpu_asm::assemble(text, t) {
        let _ = a.to_elf();
    }
    // the text mode reads the same source statement by statement
    let _ = amdgpu_asm::text::print(text, t, pick & 1 != 0);
});
