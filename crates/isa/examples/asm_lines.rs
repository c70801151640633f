//! Assembles one instruction per input line, each on its own, for sweeps
//! against llvm-mc-22 (tools/sweep_asm.py). Input lines are
//! `TARGET[:w64|:w32]<TAB>TEXT`; each output line is either
//! `ok<TAB>BYTES<TAB>TEXT` (bytes as `0x12,0x34`, the text as `asm
//! --show-encoding` prints it) or `err<TAB>COLUMN<TAB>MESSAGE` (1-based column).
use std::io::{BufRead, Write};

use amdgpu_isa::{assemble_line, Target};

fn target(spec: &str) -> Result<Target, String> {
    let (name, wave) = match spec.split_once(':') {
        Some((n, "w64")) => (n, Some(64)),
        Some((n, "w32")) => (n, Some(32)),
        Some((_, w)) => return Err(format!("unknown wave suffix '{w}'")),
        None => (spec, None),
    };
    let t = Target::from_name(name).map_err(|e| e.to_string())?;
    match wave {
        Some(w) => t.with_wave_size(w).map_err(|e| e.to_string()),
        None => Ok(t),
    }
}

fn answer(line: &str) -> String {
    let Some((spec, text)) = line.split_once('\t') else {
        return "err\t1\tinput line has no tab".into();
    };
    let t = match target(spec) {
        Ok(t) => t,
        Err(e) => return format!("err\t1\t{e}"),
    };
    match assemble_line(t, text) {
        Ok(inst) => {
            let enc = inst.encode();
            let bytes: Vec<String> = enc
                .as_bytes()
                .iter()
                .map(|b| format!("0x{b:02x}"))
                .collect();
            format!("ok\t{}\t{}", bytes.join(","), inst.display())
        }
        Err(e) => {
            let col = text.get(..e.pos).map_or(e.pos, |p| p.chars().count()) + 1;
            format!("err\t{col}\t{}", e.msg)
        }
    }
}

fn main() {
    let stdin = std::io::stdin();
    let mut out = std::io::BufWriter::new(std::io::stdout().lock());
    for line in stdin.lock().lines() {
        let Ok(line) = line else { break };
        if writeln!(out, "{}", answer(&line)).is_err() {
            break;
        }
    }
}
