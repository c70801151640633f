//! `amdgpu-isa serve`: the reference plus an interactive page over HTTP.

use crate::Failure;
use std::process::ExitCode;

#[derive(clap::Args)]
pub struct Args {
    /// TCP port on 127.0.0.1.
    #[arg(long, default_value_t = 8080)]
    pub port: u16,
}

pub fn run(args: Args) -> Result<ExitCode, Failure> {
    Err(Failure::usage(format!(
        "serve is not implemented yet (port {})",
        args.port
    )))
}
