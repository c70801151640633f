//! `amdgpu-isa run`: execute a program on one emulated wave.

use crate::Failure;
use amdgpu_emu::{Change, Machine, Wave};
use std::io::Write;
use std::process::ExitCode;

#[derive(clap::Args)]
pub struct Args {
    #[command(flatten)]
    pub target: crate::TargetArgs,
    /// Number of active lanes (EXEC = low N bits); defaults to the wave size.
    #[arg(long, value_name = "N")]
    pub lanes: Option<u32>,
    /// Initial state (same shape as the JSON output; partial is fine).
    #[arg(long, value_name = "STATE.json")]
    pub init: Option<std::path::PathBuf>,
    /// Output format.
    #[arg(long, value_name = "F", default_value = "json", value_parser = ["json", "text"])]
    pub format: String,
    /// Print each executed instruction and what it changed.
    #[arg(long)]
    pub trace: bool,
    /// Stop with an error after this many instructions.
    #[arg(long, value_name = "N", default_value_t = 1_000_000)]
    pub max_steps: u64,
    /// The program (assembly).
    pub file: String,
}

/// Column (1-based) of the first non-blank character of `line` in `text`.
fn first_col(text: &str, line: usize) -> usize {
    text.lines()
        .nth(line.saturating_sub(1))
        .and_then(|l| l.chars().position(|c| !c.is_whitespace()))
        .map_or(1, |c| c + 1)
}

pub fn run(args: Args) -> Result<ExitCode, Failure> {
    let target = args.target.resolve()?;
    let file = &args.file;
    let text = std::fs::read_to_string(file)
        .map_err(|e| Failure::usage(format!("cannot read {file}: {e}")))?;
    let stmts = amdgpu_isa::parse_source(target, &text)
        .map_err(|e| Failure::located(format!("{file}:{e}")))?;
    let lanes = args.lanes.unwrap_or(target.wave_size());
    if lanes > target.wave_size() {
        return Err(Failure::usage(format!(
            "--lanes {lanes} exceeds the wave size {}",
            target.wave_size()
        )));
    }
    let mut wave = Wave::new(target, lanes);
    if let Some(init) = &args.init {
        let name = init.display();
        let s = std::fs::read_to_string(init)
            .map_err(|e| Failure::usage(format!("cannot read {name}: {e}")))?;
        let v: serde_json::Value = serde_json::from_str(&s)
            .map_err(|e| Failure::usage(format!("{name}: invalid JSON: {e}")))?;
        wave.apply_json(&v)
            .map_err(|e| Failure::usage(format!("{name}: {e}")))?;
    }
    let mut machine = Machine::new(target, &stmts);
    // Each step's lines go out as it runs (a long run's trace need not fit
    // in memory); after a failed write the rest of the trace is dropped.
    let mut trace_out = std::io::BufWriter::with_capacity(1 << 16, std::io::stderr().lock());
    let mut trace_ok = true;
    let mut print = |c: Change| {
        if !trace_ok {
            return;
        }
        let mut line = || -> std::io::Result<()> {
            writeln!(trace_out, "{}: {}", c.line, c.text)?;
            for e in &c.effects {
                writeln!(trace_out, "    {e}")?;
            }
            Ok(())
        };
        trace_ok = line().is_ok();
    };
    let result = machine.run(
        &mut wave,
        args.max_steps,
        if args.trace { Some(&mut print) } else { None },
    );
    let _ = trace_out.flush();
    drop(trace_out);
    result.map_err(|e| {
        Failure::located(format!(
            "{file}:{}:{}: error: {}",
            e.line,
            first_col(&text, e.line),
            e.msg
        ))
    })?;
    let out = if args.format == "text" {
        wave.to_text()
    } else {
        wave.to_json()
    };
    crate::write_stdout(out.as_bytes())?;
    Ok(ExitCode::SUCCESS)
}
