//! Running one manifest kernel on a code object and checking its outputs
//! against the CPU reference: shared by the kernel suite (`suite.rs`) and
//! the assembled-object check (`asm_objects.rs`).

use crate::refs;
use crate::spec::{Arg, Case, Elem};
use amdgpu_codeobj::CodeObject;
use amdgpu_emu::dispatch::{Launch, Loaded};
use amdgpu_emu::memory::Buffers;

/// How one kernel ended on one target.
#[derive(Clone, Debug)]
pub enum Outcome {
    Pass,
    /// Stopped at an instruction the emulator does not execute yet:
    /// the blocker (its name, "(DPP)" added for DPP forms) and the error.
    NotExecuted {
        blocker: String,
        error: String,
    },
    /// Any other emulator or loader error.
    Error(String),
    /// Ran to the end with a wrong result.
    Wrong(String),
}

/// The blocker named by a "NAME is not executed yet on gfxNNNN" error:
/// "kernel K, workgroup (x,y,z), wave w, pc 0x.. `TEXT`: NAME is not …".
pub fn blocker(error: &str) -> Option<String> {
    let at = error.find(" is not executed yet on ")?;
    let head = &error[..at];
    let (text, name) = match head.rfind("`: ") {
        Some(p) => {
            let open = head[..p].rfind('`').map_or(0, |o| o + 1);
            (&head[open..p], &head[p + 3..])
        }
        None => ("", head.rsplit(": ").next().unwrap_or(head)),
    };
    let mnemonic = text.split_whitespace().next().unwrap_or("");
    let dpp = mnemonic.ends_with("_dpp") || text.contains(" dpp8:") || text.contains("row_");
    Some(if dpp && !name.contains("DPP") {
        format!("{name} (DPP)")
    } else {
        name.to_string()
    })
}

/// Runs `case` on the code object `data`; returns the outputs' bytes.
pub fn run_case(
    case: &Case,
    data: &[u8],
    inputs: &[Vec<u8>],
) -> Result<(Vec<Vec<u8>>, usize), String> {
    let obj = CodeObject::parse(data)?;
    let mut mem = Buffers::new();
    let k = Loaded::new(&obj, Some(&case.kernel), &mut mem)?;
    let wave = if k.descriptor.wave32() { 32 } else { 64 };
    let mut placed = Vec::new();
    let values: Vec<Vec<u8>> = case
        .args
        .iter()
        .zip(inputs)
        .map(|(a, bytes)| match a {
            Arg::Buf { .. } => {
                let at = mem.add(bytes);
                placed.push(at);
                at.to_le_bytes().to_vec()
            }
            Arg::Scalar(..) | Arg::Local(_) => bytes.clone(),
        })
        .collect();
    let launch = Launch {
        global: case.global,
        local: case.local,
        dynamic_lds: 0,
        max_steps: 5_000_000,
    };
    k.run(&launch, &values, &mut mem, None)?;
    let mut outs = Vec::new();
    let mut bufs = placed.iter();
    for a in &case.args {
        if let Arg::Buf { out, .. } = a {
            let at = *bufs.next().unwrap();
            if *out {
                outs.push(mem.bytes(at).ok_or("an output buffer vanished")?);
            }
        }
    }
    Ok((outs, wave))
}

/// Runs and checks one kernel on one target.
pub fn outcome(case: &Case, data: &[u8]) -> Outcome {
    let inputs = case.inputs();
    let (outs, wave) = match run_case(case, data, &inputs) {
        Ok(r) => r,
        Err(e) => {
            return match blocker(&e) {
                Some(b) => Outcome::NotExecuted {
                    blocker: b,
                    error: e,
                },
                None => Outcome::Error(e),
            }
        }
    };
    let Some(reference) = refs::reference(&case.kernel) else {
        return Outcome::Error(format!("no CPU reference for {}", case.kernel));
    };
    let ctx = refs::Ctx {
        case,
        args: &inputs,
        wave,
    };
    let expected = reference(&ctx);
    let out_args: Vec<(usize, Elem, &str)> = case
        .args
        .iter()
        .enumerate()
        .filter_map(|(i, a)| match a {
            Arg::Buf {
                elem,
                out: true,
                text,
                ..
            } => Some((i, *elem, text.as_str())),
            _ => None,
        })
        .collect();
    if expected.len() != out_args.len() {
        return Outcome::Error(format!(
            "the reference gives {} outputs, the manifest lists {}",
            expected.len(),
            out_args.len()
        ));
    }
    for ((want, got), (i, elem, text)) in expected.iter().zip(&outs).zip(out_args) {
        if let Err(e) = want.check(elem, got) {
            return Outcome::Wrong(format!("argument {i} (`{text}`): {e}"));
        }
    }
    Outcome::Pass
}
