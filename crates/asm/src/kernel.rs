//! `.amdhsa_kernel` blocks → 64-byte kernel descriptors, and
//! `.amdgpu_metadata` → the metadata note.

use crate::{Assembler, KernelBlock, Loc};
use amdgpu_isa::SourceError;

pub(crate) fn descriptor(_a: &Assembler, k: &KernelBlock) -> Result<[u8; 64], SourceError> {
    Err(k.loc.error(".amdhsa_kernel is not supported yet"))
}

/// The `.note` section's bytes for the YAML of an `.amdgpu_metadata` block
/// (`at`: the directive; the YAML's line 1 is the rest of its line).
pub(crate) fn metadata_note(yaml: &str, at: Loc) -> Result<Vec<u8>, SourceError> {
    let blob = amdgpu_codeobj::metadata_yaml::yaml_to_msgpack(yaml).map_err(|e| {
        if e.is_yaml() {
            let line = at.line + e.line - 1;
            let col = if e.line == 1 { at.col + e.col } else { e.col };
            Loc { line, col }.error(e.msg)
        } else {
            at.error(e.msg)
        }
    })?;
    Ok(amdgpu_codeobj::write::metadata_note(&blob))
}
