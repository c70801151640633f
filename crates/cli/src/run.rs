//! `amdgpu-isa run`: execute a program on one emulated wave, or dispatch a
//! kernel of a code object (`run_kernel`).

use crate::Failure;
use amdgpu_emu::{Change, Machine, Wave};
use std::io::Write;
use std::process::ExitCode;

#[derive(clap::Args)]
pub struct Args {
    /// GPU target of a program (LLVM processor name, e.g. gfx1100); a code
    /// object names its own.
    #[arg(long, short = 't', value_name = "T")]
    pub target: Option<String>,
    /// Wave size of a program; defaults to 64 on GFX9 (CDNA) and 32 on GFX10+.
    #[arg(long, value_name = "32|64", value_parser = ["32", "64"])]
    pub wave_size: Option<String>,
    /// Number of active lanes (EXEC = low N bits); defaults to the wave size.
    #[arg(long, value_name = "N")]
    pub lanes: Option<u32>,
    /// Initial state (same shape as the JSON output; partial is fine).
    #[arg(long, value_name = "STATE.json")]
    pub init: Option<std::path::PathBuf>,
    /// Output format.
    #[arg(long, value_name = "F", default_value = "json", value_parser = ["json", "text"])]
    pub format: String,
    /// Print each executed instruction and what it changed, on stderr (for
    /// a kernel: every wave of every workgroup in grid order, on one thread;
    /// --trace-group picks one workgroup).
    #[arg(long)]
    pub trace: bool,
    /// Stop with an error after this many instructions.
    #[arg(long, value_name = "N", default_value_t = 1_000_000)]
    pub max_steps: u64,
    #[command(flatten)]
    pub kernel: crate::run_kernel::KernelArgs,
    /// The program (assembly, one wave), or a code object (`.o`, `.hsaco`)
    /// whose kernel is dispatched over a grid.
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
    let file = &args.file;
    // `-` is stdin (the CLI contract's `FILE.s|-`)
    let data = if file == "-" {
        let mut d = Vec::new();
        std::io::Read::read_to_end(&mut std::io::stdin(), &mut d).map(|_| d)
    } else {
        std::fs::read(file)
    }
    .map_err(|e| Failure::usage(format!("cannot read {file}: {e}")))?;
    if amdgpu_codeobj::is_elf(&data) {
        if args.target.is_some() || args.lanes.is_some() || args.init.is_some() {
            return Err(Failure::usage(
                "--target, --lanes and --init are for programs; a code object names its target",
            ));
        }
        return crate::run_kernel::run(
            file,
            &data,
            &args.kernel,
            args.max_steps,
            args.format == "json",
            args.trace,
        );
    }
    let Some(name) = &args.target else {
        return Err(Failure::usage(
            "a program needs --target T (or give a code object, which names its own)",
        ));
    };
    let target = crate::resolve_target(name, args.wave_size.as_deref())?;
    let text = String::from_utf8(data).map_err(|_| {
        Failure::usage(format!(
            "{file}: neither assembly text (UTF-8) nor a code object (ELF)"
        ))
    })?;
    let stmts = amdgpu_emu::program_statements(target, &text)
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
