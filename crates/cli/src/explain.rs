//! `amdgpu-isa explain`: an instruction's reference page.

use crate::Failure;
use std::process::ExitCode;

#[derive(clap::Args)]
pub struct Args {
    /// Instruction name (any spelling LLVM accepts), e.g. ds_max_rtn_f32.
    pub name: String,
    /// Only this target.
    #[arg(long, short = 't', value_name = "T")]
    pub target: Option<String>,
    /// Every target (the default when --target is not given).
    #[arg(long)]
    pub all_targets: bool,
    /// Output format.
    #[arg(long, value_name = "F", default_value = "text", value_parser = ["text", "json", "html"])]
    pub format: String,
}

pub fn run(args: Args) -> Result<ExitCode, Failure> {
    Err(Failure::usage(format!("explain is not implemented yet (asked for {})", args.name)))
}
