//! `amdgpu-isa run`: execute a program on one emulated wave.

use crate::Failure;
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

pub fn run(args: Args) -> Result<ExitCode, Failure> {
    Err(Failure::usage(format!("run is not implemented yet ({})", args.file)))
}
