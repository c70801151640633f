//! `.amdhsa_kernel` blocks → 64-byte kernel descriptors, and
//! `.amdgpu_metadata` → the metadata note.

use crate::{Assembler, KernelBlock, Loc};
use amdgpu_codeobj::kd_build::{amdgpu_function, KdBuilder, KdContext, KdError, KdErrorAt};
use amdgpu_isa::SourceError;

/// What the descriptor and the expression functions depend on besides
/// the fields: the target, its id's features, the code object version.
pub(crate) fn context(a: &Assembler) -> KdContext {
    let (xnack, sramecc) = a.features();
    KdContext {
        code_object_version: a.code_object_version,
        xnack,
        sramecc,
        ..KdContext::new(a.target)
    }
}

/// The 64 bytes of block `k`'s descriptor, its fields evaluated now that
/// every symbol is known (the entry offset is left to its relocation).
pub(crate) fn descriptor(a: &Assembler, k: &KernelBlock) -> Result<[u8; 64], SourceError> {
    let mut b = KdBuilder::new(context(a));
    let located = |e: KdError, name: Loc, value: Loc| {
        let at = match e.at {
            KdErrorAt::Name => name,
            KdErrorAt::Value => value,
            KdErrorAt::End => k.end,
            KdErrorAt::ValueOf(field) => k
                .fields
                .iter()
                .find(|f| f.name == field)
                .map_or(k.end, |f| f.value_at()),
        };
        at.error(e.msg)
    };
    let gfx9 = a.target.gen() == amdgpu_isa::Gen::Gfx9;
    let mut unresolved = None;
    for f in &k.fields {
        // GFX10+ has no SGPR count in the descriptor (GRANULATED_WAVEFRONT_
        // SGPR_COUNT is reserved): llvm-mc-22 takes any expression in the
        // fields that only feed it, a symbol defined nowhere included
        let unused = !gfx9 && crate::directive::sgpr_count_only(&f.name);
        let v = match f.value.eval(a, 0) {
            Ok(v) => v.absolute(),
            Err(_) if unused => None,
            Err(m) => return Err(f.value_at().error(m)),
        };
        let v = match v {
            Some(v) => v,
            // its relocation fills the dword (directive::relocatable_field)
            None if crate::directive::relocatable_field(&f.name).is_some() => continue,
            None => {
                // the directive's own checks come first, with the value 0
                // LLVM gives an expression it cannot evaluate
                // (ParseDirectiveAMDHSAKernel)
                b.set_deferred(&f.name, 0)
                    .map_err(|e| located(e, f.name_at(), f.value_at()))?;
                // else refused where LLVM refuses it: when the descriptor
                // is written, after the block's own checks
                if !unused && unresolved.is_none() {
                    unresolved = Some(f.value_at().error("value is not an absolute expression"));
                }
                continue;
            }
        };
        // a value named before its symbols were set is taken as LLVM takes
        // an expression it resolves after the block (KdBuilder::set_deferred)
        let r = if f.known {
            b.set(&f.name, v)
        } else {
            b.set_deferred(&f.name, v)
        };
        r.map_err(|e| located(e, f.name_at(), f.value_at()))?;
    }
    let kd = b.finish().map_err(|e| located(e, k.loc, k.end))?;
    match unresolved {
        Some(e) => Err(e),
        None => Ok(kd),
    }
}

/// An AMDGPU expression function (`max`, `alignto`, `extrasgprs`...).
pub(crate) fn call(a: &Assembler, name: &str, args: &[i64]) -> Result<i64, String> {
    amdgpu_function(name, args, &context(a))
        .unwrap_or_else(|| Err(format!("unknown function '{name}'")))
}

/// The `.note` section's bytes for the YAML of an `.amdgpu_metadata` block
/// starting on line `start_line`; a verifier refusal is reported at `at`
/// (the end of the `.end_amdgpu_metadata` line, as llvm-mc-22 does).
/// `ahead`: a YAML text converted before, used if it is `yaml` (or if
/// `yaml` is none: the loop took that text).
pub(crate) fn metadata_note(
    yaml: Option<&str>,
    start_line: usize,
    at: Loc,
    ahead: Option<(String, crate::MetadataBlob)>,
) -> Result<Vec<u8>, SourceError> {
    // no text: the loop took the block collected ahead
    let blob = match (yaml, ahead) {
        (None, Some((_, blob))) => blob,
        (Some(yaml), Some((text, blob))) if text == yaml => blob,
        (yaml, _) => amdgpu_codeobj::metadata_yaml::yaml_to_msgpack(yaml.unwrap_or_default()),
    };
    let blob = blob.map_err(|e| {
        if e.is_yaml() {
            // the YAML's line 1 is the rest of the `.amdgpu_metadata` line
            let line = start_line + e.line - 1;
            Loc { line, col: e.col }.error(e.msg)
        } else {
            at.error(e.msg)
        }
    })?;
    Ok(amdgpu_codeobj::write::metadata_note(&blob))
}
