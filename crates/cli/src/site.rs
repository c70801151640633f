//! `amdgpu-isa site`: the reference as a static web site.

use crate::Failure;
use std::process::ExitCode;

#[derive(clap::Args)]
pub struct Args {
    /// Folder to write the site into (created if missing).
    pub out_dir: std::path::PathBuf,
}

pub fn run(args: Args) -> Result<ExitCode, Failure> {
    Err(Failure::usage(format!(
        "site is not implemented yet ({})",
        args.out_dir.display()
    )))
}
