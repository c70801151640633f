//! `amdgpu-isa explain`: an instruction's reference page.

use crate::Failure;
use amdgpu_doc::{page_with, render_html, render_json, render_text, Scope, Style};
use amdgpu_isa::Target;
use std::io::IsTerminal;
use std::process::ExitCode;

#[derive(clap::Args)]
pub struct Args {
    /// Instruction name (any spelling LLVM accepts), e.g. ds_max_rtn_f32.
    pub name: String,
    /// Only this target.
    #[arg(long, short = 't', value_name = "T", conflicts_with = "all_targets")]
    pub target: Option<String>,
    /// Every target (the default when --target is not given).
    #[arg(long)]
    pub all_targets: bool,
    /// Output format.
    #[arg(long, value_name = "F", default_value = "text", value_parser = ["text", "json", "html"])]
    pub format: String,
    /// Add AMD's description and operand types from the `amdgpu_isa_<arch>.xml`
    /// files in DIR (default: $AMDGPU_ISA_SPEC; see `spec-check`).
    #[arg(long, value_name = "DIR")]
    pub spec: Option<std::path::PathBuf>,
}

/// The page for `args`, rendered; `colour` asks for ANSI colours in text.
pub fn render(args: &Args, colour: bool) -> Result<String, Failure> {
    let scope = match &args.target {
        Some(t) if !args.all_targets => {
            Scope::Target(Target::from_name(t).map_err(|e| Failure::usage(e.to_string()))?)
        }
        _ => Scope::AllTargets,
    };
    let spec = crate::spec_check::load(&args.spec)?;
    let page =
        page_with(&args.name, scope, spec.as_ref()).map_err(|e| Failure::usage(e.to_string()))?;
    Ok(match args.format.as_str() {
        "json" => render_json(&page),
        "html" => render_html(&page),
        _ => render_text(&page, if colour { Style::Ansi } else { Style::Plain }),
    })
}

pub fn run(args: Args) -> Result<ExitCode, Failure> {
    let colour = args.format == "text" && std::io::stdout().is_terminal();
    let out = render(&args, colour)?;
    crate::write_stdout(out.as_bytes())?;
    Ok(ExitCode::SUCCESS)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::process::Command;

    fn args(name: &str, target: Option<&str>, format: &str) -> Args {
        Args {
            name: name.into(),
            target: target.map(String::from),
            all_targets: false,
            format: format.into(),
            spec: None,
        }
    }

    fn message(r: Result<String, Failure>) -> String {
        match r {
            Ok(s) => panic!("expected an error, got {s}"),
            Err(Failure(m)) => m,
        }
    }

    #[test]
    fn json_page_for_gfx950() {
        let out = render(&args("DS_MAX_RTN_F32", Some("gfx950"), "json"), false)
            .ok()
            .unwrap();
        let v: serde_json::Value = serde_json::from_str(&out).unwrap();
        assert_eq!(v["schema_version"], 3);
        assert_eq!(
            v["variants"][0]["encoding"]["identifier"],
            "0x00000000D8660000"
        );
    }

    #[test]
    fn unknown_name_suggests() {
        let m = message(render(&args("ds_max_rtn_f3", None, "text"), false));
        assert!(
            m.starts_with("error: unknown instruction 'ds_max_rtn_f3'"),
            "{m}"
        );
        assert!(m.contains("did you mean ds_max_rtn_f32"), "{m}");
    }

    #[test]
    fn name_on_other_targets_only() {
        let m = message(render(&args("ds_store_b32", Some("gfx950"), "text"), false));
        assert!(m.contains("gfx1100"), "{m}");
        assert!(m.contains("ds_write_b32"), "{m}");
    }

    #[test]
    fn binary_explain() {
        let Some(bin) = crate::test_binary() else {
            eprintln!("notice: amdgpu-isa binary not built; skipping the process test");
            return;
        };
        let out = Command::new(&bin)
            .args([
                "explain",
                "ds_max_rtn_f32",
                "--target",
                "gfx950",
                "--format",
                "json",
            ])
            .output()
            .unwrap();
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
        assert_eq!(v["variants"][0]["encoding"]["opcode"], 51);
        let out = Command::new(&bin)
            .args(["explain", "ds_max_rtn_f3"])
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(2));
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains("did you mean"), "{err}");
        assert!(out.stdout.is_empty());
    }
}
