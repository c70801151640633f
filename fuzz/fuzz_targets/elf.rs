//! Any bytes as a code object: `CodeObject::parse`, every kernel's lookup,
//! `load` at 0 and at a base read from the input, and the CLI's
//! llvm-objdump-style listing. Malformed input must be an error, never a
//! panic.
#![no_main]

use amdgpu_codeobj::CodeObject;
use amdgpu_isa::Target;
use amdgpu_isa_cli::{disasm::elf, Failure};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    // EI_PAD (e_ident bytes 9-15) is ignored by readers, so the fuzzer may
    // choose the load base there without changing the object.
    let mut b = [0u8; 8];
    if let Some(pad) = data.get(9..16) {
        b[1..].copy_from_slice(pad);
    }
    let base = u64::from_le_bytes(b);
    if let Ok(obj) = CodeObject::parse(data) {
        let _ = obj.kernel(None);
        for k in &obj.kernels {
            let _ = obj.kernel(Some(&k.name));
        }
        for at in [0, base] {
            if let Ok(image) = obj.load(at) {
                assert_eq!(image.base, at);
            }
        }
    }
    // The header's processor, as `disasm` picks it; else one from the input,
    // which the listing must refuse or list without panicking either way.
    let target = amdgpu_codeobj::processor(data)
        .ok()
        .and_then(|n| Target::from_name(n).ok())
        .unwrap_or_else(|| amdgpu_isa_fuzz::target(b[1]));
    let mut sink = |_: &[u8]| Ok::<(), Failure>(());
    let _ = elf::disassemble("fuzz.o", data, target, &mut sink);
});
