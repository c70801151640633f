//! The `amdgpu-isa` command: argument parsing and I/O around the library crates.
//! A library (with `src/main.rs` a call to [`main`]) so that fuzz targets can
//! reach the server's handler and the ELF listing.

mod asm;
pub mod disasm;
mod explain;
mod input;
mod list;
mod mem;
mod npy;
mod output;
mod parallel;
mod run;
mod run_kernel;
pub mod serve;
mod site;
mod spec_check;

/// The built binary, for unit tests that run it as a process: cargo builds it
/// next to the test executable's folder for the package's tests, but sets
/// `CARGO_BIN_EXE_*` only for integration tests.
#[cfg(test)]
fn test_binary() -> Option<std::path::PathBuf> {
    if let Some(p) = option_env!("CARGO_BIN_EXE_amdgpu-isa") {
        return Some(p.into());
    }
    let exe = std::env::current_exe().ok()?;
    let p = exe
        .parent()?
        .parent()?
        .join(format!("amdgpu-isa{}", std::env::consts::EXE_SUFFIX));
    p.exists().then_some(p)
}

use amdgpu_isa::Target;
use clap::{Parser, Subcommand};
use std::io::Write;
use std::process::ExitCode;

/// Assemble, disassemble and look up AMD GPU instructions (CDNA 1–4, RDNA 1–4),
/// bit-exact with LLVM's AMDGPU assembler and disassembler.
#[derive(Parser)]
#[command(name = "amdgpu-isa", version, propagate_version = true)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Assemble LLVM-syntax assembly into machine code or a code object.
    ///
    /// Reads FILE (or stdin). Without -o, prints the canonical text of every
    /// instruction (one per line; `;`, `//` and `/* */` comments, blank lines
    /// and `label:` lines are allowed); with --show-encoding, also its bytes
    /// exactly as `llvm-mc -show-encoding` does.
    ///
    /// With -o OUT, writes the relocatable ELF code object `llvm-mc
    /// -filetype=obj` writes: labels and forward references, expressions,
    /// `.set`, sections and data directives, symbols' attributes, relocations
    /// (`sym@rel32@lo`...), `.amdhsa_kernel` blocks (kernel descriptors) and
    /// `.amdgpu_metadata` (the metadata note) — what `clang -S` writes.
    /// With --raw as well, writes the bytes of `.text` alone.
    ///
    /// Example: echo 'ds_max_rtn_f32 v5, v1, v2' | amdgpu-isa asm --target gfx950 --show-encoding
    ///
    /// Example: clang -S -target amdgcn-amd-amdhsa -mcpu=gfx1100 k.cl -o k.s &&
    ///          amdgpu-isa asm --target gfx1100 k.s -o k.o
    Asm {
        #[command(flatten)]
        target: TargetArgs,
        /// Print `; encoding: [0x..,...]` after each instruction.
        #[arg(long)]
        show_encoding: bool,
        /// Write a relocatable ELF code object to OUT instead of printing text.
        #[arg(short, long, value_name = "OUT")]
        output: Option<std::path::PathBuf>,
        /// With -o: write the bytes of `.text` alone, not an object.
        #[arg(long, requires = "output")]
        raw: bool,
        /// Assembly source; `-` or nothing reads stdin.
        file: Option<String>,
    },
    /// Disassemble machine code into LLVM-syntax assembly.
    ///
    /// Input is detected: an AMDGPU ELF code object (disassembled like
    /// `llvm-objdump -d`), llvm-mc style byte lists (`0x00,0x00,0x66,0xd8,...`),
    /// or hex dwords (`D8660000 05000201`). --raw reads plain binary bytes.
    /// Undecodable words are reported on stderr (exit code 2) and skipped 4 bytes
    /// at a time, as LLVM does.
    ///
    /// An ELF code object names its processor (EF_AMDGPU_MACH in e_flags), so
    /// --target may be left out; given, it must name the same processor (or an
    /// alias of it), else the file is refused rather than decoded with the wrong
    /// generation's tables.
    ///
    /// Example: echo 'D8660000 05000201' | amdgpu-isa disasm --target gfx950
    Disasm {
        #[command(flatten)]
        target: DisasmTargetArgs,
        /// Treat the input as raw binary machine code.
        #[arg(long)]
        raw: bool,
        /// Machine code; `-` or nothing reads stdin.
        file: Option<String>,
    },
    /// Explain an instruction: encoding, operands, targets, semantics.
    ///
    /// Example: amdgpu-isa explain ds_max_rtn_f32 --target gfx950
    Explain(explain::Args),
    /// Dispatch a kernel of a code object over a grid, or run a program on
    /// one wave and print its final state.
    ///
    /// Kernel:  amdgpu-isa run vadd.o --global 1000 --block 64 --arg iota:1000:f32
    ///          --arg fill:1000:f32:1.5 --arg zeros:1000:f32 --arg 1000 --print 2
    ///
    /// Program: amdgpu-isa run --target gfx1100 --lanes 32 prog.s
    Run(Box<run::Args>),
    /// Write the instruction reference as a static web site into OUT_DIR.
    Site(site::Args),
    /// Serve the reference and an interactive assemble/disassemble page.
    ///
    /// Listens on 127.0.0.1, loopback only, unless --bind names another address.
    /// The JSON endpoints POST /api/asm and /api/disasm take Content-Type:
    /// application/json; GET /api/explain/NAME?target=T.
    Serve(serve::Args),
    /// Compare our instruction tables with AMD's machine-readable ISA spec.
    ///
    /// Reads AMD's `amdgpu_isa_<arch>.xml` files (schema 1.1.x, from GPUOpen)
    /// in DIR and prints every difference: missing instructions (either way),
    /// opcode mismatches, field layout mismatches, operand size mismatches.
    ///
    /// Exit status: 0 when there are no differences, 1 when there are, 2 on bad
    /// input (no such folder, no spec files, unreadable or malformed XML,
    /// reported as file:line:col).
    ///
    /// Example: amdgpu-isa spec-check --spec ~/amd-isa --target gfx950
    SpecCheck(spec_check::Args),
    /// List the supported targets with their architecture and wave size.
    Targets,
    /// List the instructions a target knows.
    List {
        /// Only this target (default: every target, with the targets per name).
        #[arg(long, value_name = "T")]
        target: Option<String>,
        /// Only this instruction family: `ds` (LDS / data share), `salu`
        /// (scalar ALU), `valu` (vector ALU), `vop3p` (packed math, dot
        /// products, MFMA/WMMA), `vopd` (dual issue), `smem` (scalar memory),
        /// `global`, `flat`, `scratch` (the FLAT encoding's segments),
        /// `buffer` (MUBUF/MTBUF/VBUFFER), `exp` (export), `image` (MIMG,
        /// VIMAGE, VSAMPLE) or `interp` (interpolation, LDS direct loads).
        /// Default: all.
        #[arg(long, value_name = "F")]
        family: Option<String>,
    },
}

#[derive(clap::Args)]
pub struct TargetArgs {
    /// GPU target (LLVM processor name), e.g. gfx908, gfx90a, gfx942, gfx950, gfx1030, gfx1100, gfx1201.
    #[arg(long, short = 't', value_name = "T")]
    pub target: String,
    /// Wave size; defaults to 64 on GFX9 (CDNA) and 32 on GFX10+ (RDNA).
    #[arg(long, value_name = "32|64", value_parser = ["32", "64"])]
    pub wave_size: Option<String>,
}

impl TargetArgs {
    pub fn resolve(&self) -> Result<Target, Failure> {
        resolve_target(&self.target, self.wave_size.as_deref())
    }
}

/// `disasm`'s target: optional, because an ELF code object names its own.
#[derive(clap::Args)]
pub struct DisasmTargetArgs {
    /// GPU target (LLVM processor name), e.g. gfx908, gfx90a, gfx942, gfx950, gfx1030, gfx1100, gfx1201.
    /// Required except for an ELF code object, whose header names it.
    #[arg(long, short = 't', value_name = "T")]
    pub target: Option<String>,
    /// Wave size; defaults to 64 on GFX9 (CDNA) and 32 on GFX10+ (RDNA).
    #[arg(long, value_name = "32|64", value_parser = ["32", "64"])]
    pub wave_size: Option<String>,
}

/// A target by name, with the wave size if one was chosen.
pub fn resolve_target(name: &str, wave_size: Option<&str>) -> Result<Target, Failure> {
    let t = Target::from_name(name).map_err(|e| Failure::usage(e.to_string()))?;
    match wave_size {
        Some(w) => t
            .with_wave_size(w.parse().unwrap_or(64))
            .map_err(|e| Failure::usage(e.to_string())),
        None => Ok(t),
    }
}

/// An error to report; exit code 2 as the CLI contract says.
pub struct Failure(String);

impl Failure {
    pub fn usage(msg: impl Into<String>) -> Failure {
        Failure(format!("error: {}", msg.into()))
    }
    pub fn located(msg: impl Into<String>) -> Failure {
        Failure(msg.into())
    }
}

/// The command: parses the arguments, runs, reports a failure on stderr.
pub fn main() -> ExitCode {
    let command = quick_args(std::env::args_os().skip(1)).unwrap_or_else(|| Cli::parse().command);
    match run(command) {
        Ok(code) => code,
        Err(Failure(msg)) => {
            eprintln!("{msg}");
            ExitCode::from(2)
        }
    }
}

/// `asm` and `disasm` with plain arguments, read without building clap's
/// command tree (a tenth of a short run's start-up). Anything else (help,
/// version, an unknown, repeated or `=`-joined option, a value that starts
/// with `-`, text that is not UTF-8, a missing --target for asm) gives
/// `None`, and clap parses it, errors and all.
fn quick_args(args: impl Iterator<Item = std::ffi::OsString>) -> Option<Command> {
    let mut args = args.map(|a| a.into_string().ok());
    let asm = match args.next()??.as_str() {
        "asm" => true,
        "disasm" => false,
        _ => return None,
    };
    let (mut target, mut wave_size, mut file, mut output) = (None, None, None, None);
    let (mut show_encoding, mut raw) = (false, false);
    fn set<T>(slot: &mut Option<T>, value: T) -> Option<()> {
        slot.replace(value).is_none().then_some(())
    }
    while let Some(arg) = args.next() {
        let arg = arg?;
        let mut value = || args.next()?.filter(|v| !v.starts_with('-'));
        match arg.as_str() {
            "--target" | "-t" => set(&mut target, value()?)?,
            "--wave-size" => {
                let w = value().filter(|w| w == "32" || w == "64")?;
                set(&mut wave_size, w)?
            }
            "--show-encoding" if asm && !show_encoding => show_encoding = true,
            "--output" | "-o" if asm => set(&mut output, std::path::PathBuf::from(value()?))?,
            "--raw" if !raw => raw = true,
            _ if !arg.starts_with('-') => set(&mut file, arg)?,
            _ => return None,
        }
    }
    Some(if asm {
        if raw && output.is_none() {
            return None;
        }
        Command::Asm {
            target: TargetArgs {
                target: target?,
                wave_size,
            },
            show_encoding,
            output,
            raw,
            file,
        }
    } else {
        Command::Disasm {
            target: DisasmTargetArgs { target, wave_size },
            raw,
            file,
        }
    })
}

fn run(command: Command) -> Result<ExitCode, Failure> {
    match command {
        Command::Asm {
            target,
            show_encoding,
            output: Some(output),
            raw,
            file,
        } if !show_encoding => asm::object(target.resolve()?, &output, raw, file.as_deref()),
        Command::Asm {
            target,
            show_encoding,
            output,
            file,
            ..
        } => asm::run(target.resolve()?, show_encoding, output, file.as_deref()),
        Command::Disasm { target, raw, file } => disasm::run(&target, raw, file.as_deref()),
        Command::Explain(args) => explain::run(args),
        Command::Run(args) => run::run(*args),
        Command::Site(args) => site::run(args),
        Command::Serve(args) => serve::run(args),
        Command::SpecCheck(args) => spec_check::run(args),
        Command::Targets => {
            let mut out = String::new();
            for t in Target::all() {
                out.push_str(&format!(
                    "{:<8} {:<9} {:?}  wave{}\n",
                    t.name(),
                    t.arch().label(),
                    t.gen(),
                    t.wave_size()
                ));
            }
            write_stdout(out.as_bytes())?;
            Ok(ExitCode::SUCCESS)
        }
        Command::List { target, family } => {
            list::run(target, family)?;
            Ok(ExitCode::SUCCESS)
        }
    }
}

pub fn write_stdout(bytes: &[u8]) -> Result<(), Failure> {
    let mut out = std::io::stdout().lock();
    match out.write_all(bytes).and_then(|_| out.flush()) {
        // A closed pipe (`| head`) is not an error worth reporting.
        Err(e) if e.kind() != std::io::ErrorKind::BrokenPipe => {
            Err(Failure::usage(format!("writing output: {e}")))
        }
        _ => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// What a command line means, for comparison.
    fn meaning(c: &Command) -> String {
        match c {
            Command::Asm {
                target,
                show_encoding,
                output,
                raw,
                file,
            } => format!(
                "asm {:?} {:?} {show_encoding} {output:?} {raw} {file:?}",
                target.target, target.wave_size
            ),
            Command::Disasm { target, raw, file } => format!(
                "disasm {:?} {:?} {raw} {file:?}",
                target.target, target.wave_size
            ),
            _ => "other".into(),
        }
    }

    /// `list --help` names every family `--family` takes.
    #[test]
    fn list_help_names_every_family() {
        use clap::CommandFactory;
        let mut cmd = Cli::command();
        let help = cmd
            .find_subcommand_mut("list")
            .expect("list subcommand")
            .render_long_help()
            .to_string();
        for f in list::FAMILIES {
            assert!(
                help.contains(&format!("`{f}`")),
                "list --help lacks `{f}`:\n{help}"
            );
        }
    }

    /// The quick reading agrees with clap wherever it answers, and leaves
    /// help, errors and unusual spellings to clap.
    #[test]
    fn quick_args_agree_with_clap() {
        let lines = [
            "asm --target gfx950 --show-encoding big.s",
            "asm -t gfx1100 big.s --show-encoding",
            "asm big.s --target gfx950 -o out.bin",
            "asm --target gfx950 --output out.bin --wave-size 32",
            "asm --target gfx950",
            "disasm --target gfx950 big.txt",
            "disasm big.o",
            "disasm",
            "disasm --raw --wave-size 64 -t gfx942 code.bin",
            "disasm --target gfx950 --wave-size 64 x",
        ];
        for line in lines {
            let argv: Vec<std::ffi::OsString> = line.split(' ').map(Into::into).collect();
            let quick = quick_args(argv.clone().into_iter()).expect(line);
            let clap = Cli::try_parse_from(std::iter::once("amdgpu-isa".into()).chain(argv))
                .expect(line)
                .command;
            assert_eq!(meaning(&quick), meaning(&clap), "{line}");
        }
        let to_clap = [
            "asm big.s",
            "asm --help",
            "asm --target gfx950 --target gfx942",
            "asm --target=gfx950 x",
            "asm --target gfx950 a b",
            "asm --target gfx950 --show-encoding --show-encoding",
            "asm --target gfx950 --raw",
            "asm --target gfx950 --wave-size 16",
            "asm --target gfx950 -",
            "asm --target -x",
            "asm --target",
            "disasm --show-encoding",
            "disasm -o x",
            "disasm --raw --raw",
            "disasm --version",
            "explain ds_add_u32",
            "--version",
            "",
        ];
        for line in to_clap {
            let argv = line.split(' ').filter(|a| !a.is_empty()).map(Into::into);
            assert!(quick_args(argv).is_none(), "{line}");
        }
    }
}
