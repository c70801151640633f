//! `.amdhsa_kernel` blocks → 64-byte kernel descriptors, and
//! `.amdgpu_metadata` → the metadata note.

use crate::{Assembler, KernelBlock, Loc};
use amdgpu_isa::SourceError;

pub(crate) fn descriptor(_a: &Assembler, k: &KernelBlock) -> Result<[u8; 64], SourceError> {
    Err(k.loc.error(".amdhsa_kernel is not supported yet"))
}

pub(crate) fn metadata_note(_yaml: &str, at: Loc) -> Result<Vec<u8>, SourceError> {
    Err(at.error(".amdgpu_metadata is not supported yet"))
}
