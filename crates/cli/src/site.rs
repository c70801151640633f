//! `amdgpu-isa site`: the reference as a static web site.

use crate::Failure;
use amdgpu_doc::site::{build, Options};
use std::process::ExitCode;
use std::time::Instant;

#[derive(clap::Args)]
pub struct Args {
    /// Folder to write the site into (created if missing).
    pub out_dir: std::path::PathBuf,
    /// Add AMD's description and operand types from the `amdgpu_isa_<arch>.xml`
    /// files in DIR (default: $AMDGPU_ISA_SPEC; see `spec-check`).
    #[arg(long, value_name = "DIR")]
    pub spec: Option<std::path::PathBuf>,
}

pub fn run(args: Args) -> Result<ExitCode, Failure> {
    let start = Instant::now();
    let spec = crate::spec_check::load(&args.spec)?;
    let site = build(Options {
        interactive: false,
        spec: spec.map(std::sync::Arc::new),
    });
    for (name, why) in &site.failures {
        eprintln!("warning: no page for {name}: {why}");
    }
    let out = &args.out_dir;
    let io =
        |p: &std::path::Path, e: std::io::Error| Failure::usage(format!("{}: {e}", p.display()));
    std::fs::create_dir_all(out).map_err(|e| io(out, e))?;
    for f in &site.files {
        let path = out.join(&f.path);
        if let Some(dir) = path.parent() {
            std::fs::create_dir_all(dir).map_err(|e| io(dir, e))?;
        }
        std::fs::write(&path, &f.content).map_err(|e| io(&path, e))?;
    }
    eprintln!(
        "wrote {} instruction pages, {} files, {} bytes to {} in {:.2} s",
        site.pages,
        site.files.len(),
        site.bytes(),
        out.display(),
        start.elapsed().as_secs_f64()
    );
    if site.failures.is_empty() {
        Ok(ExitCode::SUCCESS)
    } else {
        Ok(ExitCode::from(2))
    }
}
