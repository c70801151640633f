//! `amdgpu-isa run KERNEL.o`: dispatch a kernel of a code object over a
//! grid, with its arguments given in order, as a GPU would run it.

use crate::Failure;
use amdgpu_codeobj::{Arg, CodeObject, ValueKind};
use amdgpu_emu::dispatch::{Launch, Loaded, Watch};
use amdgpu_emu::memory::Buffers;
use amdgpu_emu::program::Class;
use std::io::{IsTerminal, Write};
use std::process::ExitCode;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering::Relaxed};

/// The options of kernel mode (ignored for a program).
#[derive(clap::Args, Debug, Default)]
pub struct KernelArgs {
    /// The kernel to run (default: the only one in the code object).
    #[arg(long, value_name = "NAME")]
    pub kernel: Option<String>,
    /// Number of workgroups per dimension, X[,Y[,Z]] (HIP's gridDim).
    #[arg(long, value_name = "X[,Y[,Z]]", conflicts_with = "global")]
    pub grid: Option<String>,
    /// Global size in work-items per dimension, X[,Y[,Z]] (OpenCL's global
    /// work size): the last workgroup of a dimension may be partial.
    #[arg(long, value_name = "X[,Y[,Z]]")]
    pub global: Option<String>,
    /// Workgroup size X[,Y[,Z]] (HIP's blockDim, OpenCL's local size).
    #[arg(long, alias = "local", value_name = "X[,Y[,Z]]")]
    pub block: Option<String>,
    /// One per kernel argument, in order. Scalars: a number (`42`, `-1`,
    /// `0x10`, `1.5`), read as the argument's type. Buffers: `zeros:N:T`,
    /// `fill:N:T:V`, `iota:N:T` (N elements of type T: u8 i8 u16 i16 u32 i32
    /// u64 i64 f32 f64), `file:PATH` (raw bytes), `npy:PATH` (a NumPy `.npy`
    /// array, any shape, read in C order). Local-memory pointers:
    /// `local:BYTES`.
    #[arg(long = "arg", value_name = "SPEC")]
    pub args: Vec<String>,
    /// Write buffer argument N (0-based) back to PATH after the run: raw
    /// bytes, or a one-dimensional NumPy array of the argument's element type
    /// when PATH ends in `.npy`; repeat for several.
    #[arg(long = "out", value_name = "N=PATH")]
    pub outs: Vec<String>,
    /// Print buffer argument N after the run, one element per line, as the
    /// type its `--arg` named.
    #[arg(long = "print", value_name = "N")]
    pub prints: Vec<usize>,
    /// Worker threads for the workgroups (default: one per CPU).
    #[arg(long, value_name = "N")]
    pub threads: Option<usize>,
    /// Print what the dispatch executed: instructions and lane-instructions,
    /// the mix (scalar/vector ALU, scalar/vector memory, LDS, branches,
    /// waits), lane utilisation and time (JSON with `--format json`).
    #[arg(long)]
    pub stats: bool,
    /// With --trace: trace only this workgroup, X[,Y[,Z]] (its ID).
    #[arg(long, value_name = "X[,Y[,Z]]", requires = "trace")]
    pub trace_group: Option<String>,
    /// Show workgroups done on stderr while the kernel runs (the default
    /// when stderr is a terminal and the run takes over half a second).
    #[arg(long)]
    pub progress: bool,
}

fn usage(msg: impl Into<String>) -> Failure {
    Failure::usage(msg)
}

/// `X[,Y[,Z]]`, missing dimensions 1.
fn dims(s: &str, what: &str) -> Result<[u32; 3], Failure> {
    let parts: Vec<&str> = s.split(',').map(str::trim).collect();
    if parts.is_empty() || parts.len() > 3 {
        return Err(usage(format!("--{what} takes X[,Y[,Z]], got `{s}`")));
    }
    let mut d = [1u32; 3];
    for (i, p) in parts.iter().enumerate() {
        d[i] = p
            .parse::<u32>()
            .ok()
            .filter(|&v| v > 0)
            .ok_or_else(|| usage(format!("--{what}: `{p}` is not a positive integer")))?;
    }
    Ok(d)
}

/// Element types of buffer specs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Elem {
    U8,
    I8,
    U16,
    I16,
    U32,
    I32,
    U64,
    I64,
    F32,
    F64,
}

impl Elem {
    fn name(self) -> &'static str {
        match self {
            Elem::U8 => "u8",
            Elem::I8 => "i8",
            Elem::U16 => "u16",
            Elem::I16 => "i16",
            Elem::U32 => "u32",
            Elem::I32 => "i32",
            Elem::U64 => "u64",
            Elem::I64 => "i64",
            Elem::F32 => "f32",
            Elem::F64 => "f64",
        }
    }
    fn parse(s: &str) -> Option<Elem> {
        Some(match s {
            "u8" => Elem::U8,
            "i8" => Elem::I8,
            "u16" => Elem::U16,
            "i16" => Elem::I16,
            "u32" => Elem::U32,
            "i32" => Elem::I32,
            "u64" => Elem::U64,
            "i64" => Elem::I64,
            "f32" => Elem::F32,
            "f64" => Elem::F64,
            _ => return None,
        })
    }
    fn size(self) -> usize {
        match self {
            Elem::U8 | Elem::I8 => 1,
            Elem::U16 | Elem::I16 => 2,
            Elem::U32 | Elem::I32 | Elem::F32 => 4,
            Elem::U64 | Elem::I64 | Elem::F64 => 8,
        }
    }
    /// `v` as this type's little-endian bytes.
    fn encode(self, v: &str) -> Option<Vec<u8>> {
        let int = || parse_int(v);
        Some(match self {
            Elem::F32 => v.parse::<f32>().ok()?.to_le_bytes().to_vec(),
            Elem::F64 => v.parse::<f64>().ok()?.to_le_bytes().to_vec(),
            _ => {
                let x = int()?;
                let n = self.size();
                let (lo, hi) = match self {
                    Elem::I8 | Elem::I16 | Elem::I32 | Elem::I64 => {
                        let bits = 8 * n as u32 - 1;
                        (-(1i128 << bits), (1i128 << bits) - 1)
                    }
                    _ => (
                        -(1i128 << (8 * n as u32 - 1)),
                        (1i128 << (8 * n as u32)) - 1,
                    ),
                };
                if x < lo || x > hi {
                    return None;
                }
                x.to_le_bytes()[..n].to_vec()
            }
        })
    }
    /// Element `bytes` as text.
    fn show(self, b: &[u8]) -> String {
        let mut q = [0u8; 8];
        q[..b.len()].copy_from_slice(b);
        let u = u64::from_le_bytes(q);
        match self {
            Elem::U8 | Elem::U16 | Elem::U32 | Elem::U64 => u.to_string(),
            Elem::I8 => (u as i8).to_string(),
            Elem::I16 => (u as i16).to_string(),
            Elem::I32 => (u as i32).to_string(),
            Elem::I64 => (u as i64).to_string(),
            Elem::F32 => format!("{:?}", f32::from_bits(u as u32)),
            Elem::F64 => format!("{:?}", f64::from_bits(u)),
        }
    }
}

/// Decimal, `0x` hex or negative integers.
fn parse_int(s: &str) -> Option<i128> {
    let (neg, t) = match s.strip_prefix('-') {
        Some(t) => (true, t),
        None => (false, s),
    };
    let v = match t.strip_prefix("0x").or_else(|| t.strip_prefix("0X")) {
        Some(h) => i128::from_str_radix(h, 16).ok()?,
        None => t.parse::<i128>().ok()?,
    };
    Some(if neg { -v } else { v })
}

/// A buffer argument once placed.
struct Placed {
    index: usize,
    addr: u64,
    elem: Elem,
}

/// Largest buffer a spec may ask for (the emulator keeps buffers in memory).
const MAX_BUFFER: usize = 1 << 32;

/// The bytes of a buffer spec, and its element type.
fn buffer(spec: &str, i: usize) -> Result<(Vec<u8>, Elem), Failure> {
    let bad = |why: &str| usage(format!("--arg {} (`{spec}`): {why}", i));
    let parts: Vec<&str> = spec.split(':').collect();
    let count_type = |n: &str, t: &str| -> Result<(usize, Elem), Failure> {
        let elem = Elem::parse(t).ok_or_else(|| {
            bad("the element type is one of u8 i8 u16 i16 u32 i32 u64 i64 f32 f64")
        })?;
        let count = n
            .parse::<usize>()
            .map_err(|_| bad("the element count is not a number"))?;
        if count.saturating_mul(elem.size()) > MAX_BUFFER {
            return Err(bad("larger than 4 GiB"));
        }
        Ok((count, elem))
    };
    match parts.as_slice() {
        ["zeros", n, t] => {
            let (n, e) = count_type(n, t)?;
            Ok((vec![0; n * e.size()], e))
        }
        ["fill", n, t, v] => {
            let (n, e) = count_type(n, t)?;
            let one = e
                .encode(v)
                .ok_or_else(|| bad("the fill value does not fit the type"))?;
            Ok((one.repeat(n), e))
        }
        ["iota", n, t] => {
            let (n, e) = count_type(n, t)?;
            let mut out = Vec::with_capacity(n * e.size());
            for k in 0..n {
                let v = match e {
                    Elem::F32 => (k as f32).to_le_bytes().to_vec(),
                    Elem::F64 => (k as f64).to_le_bytes().to_vec(),
                    _ => (k as u64).to_le_bytes()[..e.size()].to_vec(),
                };
                out.extend(v);
            }
            Ok((out, e))
        }
        ["file", ..] => {
            let path = &spec[5..];
            let data = std::fs::read(path).map_err(|e| bad(&format!("cannot read {path}: {e}")))?;
            Ok((data, Elem::U8))
        }
        ["npy", ..] => {
            let path = &spec[4..];
            let data = std::fs::read(path).map_err(|e| bad(&format!("cannot read {path}: {e}")))?;
            let a = crate::npy::read(&data).map_err(|e| bad(&format!("{path}: {e}")))?;
            Ok((a.data, Elem::parse(a.elem).unwrap_or(Elem::U8)))
        }
        _ => Err(bad(
            "a buffer argument is zeros:N:T, fill:N:T:V, iota:N:T, file:PATH or npy:PATH",
        )),
    }
}

/// A scalar argument's bytes, read as the argument's type.
fn scalar(spec: &str, i: usize, a: &Arg) -> Result<Vec<u8>, Failure> {
    let ty = a.type_name.as_deref().unwrap_or("");
    let float = match (ty, a.size) {
        ("float", 4) | ("half", 2) => Some(Elem::F32),
        ("double", 8) => Some(Elem::F64),
        _ => None,
    };
    let elem = float.unwrap_or(match a.size {
        1 => Elem::I8,
        2 => Elem::I16,
        4 => Elem::I32,
        _ => Elem::I64,
    });
    let mut b = elem.encode(spec);
    // unsigned values past the signed range of the size
    if b.is_none() && float.is_none() {
        b = parse_int(spec)
            .filter(|&x| x >= 0 && x < 1i128 << (8 * a.size.min(8)))
            .map(|x| x.to_le_bytes()[..a.size as usize].to_vec());
    }
    if a.size as usize > elem.size() || (float.is_some() && ty == "half") {
        return Err(usage(format!(
            "--arg {i}: arguments of type `{ty}` ({} bytes) are not supported yet",
            a.size
        )));
    }
    b.ok_or_else(|| {
        usage(format!(
            "--arg {i} (`{spec}`): not a value of the argument's type `{ty}` ({} bytes)",
            a.size
        ))
    })
}

pub fn run(
    file: &str,
    data: &[u8],
    args: &KernelArgs,
    max_steps: u64,
    json: bool,
    trace: bool,
) -> Result<ExitCode, Failure> {
    let obj = CodeObject::parse(data).map_err(|e| usage(format!("{file}: {e}")))?;
    let mut mem = Buffers::new();
    let kernel = Loaded::new(&obj, args.kernel.as_deref(), &mut mem)
        .map_err(|e| usage(format!("{file}: {e}")))?;
    let block = dims(
        args.block
            .as_deref()
            .ok_or_else(|| usage("kernel mode needs --block X[,Y[,Z]] (the workgroup size)"))?,
        "block",
    )?;
    let global = match (&args.grid, &args.global) {
        (Some(g), _) => {
            let g = dims(g, "grid")?;
            let mut out = [0u32; 3];
            for d in 0..3 {
                out[d] = g[d]
                    .checked_mul(block[d])
                    .ok_or_else(|| usage("--grid times --block overflows 32 bits"))?;
            }
            out
        }
        (None, Some(g)) => dims(g, "global")?,
        (None, None) => {
            return Err(usage(
                "kernel mode needs --grid (workgroups) or --global (work-items)",
            ))
        }
    };
    let explicit: Vec<Arg> = kernel.explicit_args().into_iter().cloned().collect();
    if args.args.len() != explicit.len() {
        let list: Vec<String> = explicit
            .iter()
            .map(|a| {
                format!(
                    "{} {}",
                    a.type_name.as_deref().unwrap_or("?"),
                    a.name.as_deref().unwrap_or("")
                )
                .trim()
                .to_string()
            })
            .collect();
        return Err(usage(format!(
            "kernel {} takes {} argument(s) ({}); {} --arg given",
            kernel.name,
            explicit.len(),
            list.join(", "),
            args.args.len()
        )));
    }
    let mut values = Vec::new();
    let mut placed = Vec::new();
    for (i, (spec, a)) in args.args.iter().zip(&explicit).enumerate() {
        match a.kind {
            ValueKind::GlobalBuffer => {
                let (bytes, elem) = buffer(spec, i)?;
                let addr = mem.add(&bytes);
                placed.push(Placed {
                    index: i,
                    addr,
                    elem,
                });
                values.push(addr.to_le_bytes()[..a.size.min(8) as usize].to_vec());
            }
            ValueKind::DynamicSharedPointer => {
                let n = spec
                    .strip_prefix("local:")
                    .and_then(|n| n.parse::<u32>().ok())
                    .ok_or_else(|| {
                        usage(format!("--arg {i}: a local-memory argument is local:BYTES"))
                    })?;
                values.push(n.to_le_bytes().to_vec());
            }
            ValueKind::ByValue => values.push(scalar(spec, i, a)?),
            ref k => {
                return Err(usage(format!(
                    "--arg {i}: arguments of kind {} are not supported",
                    k.name()
                )))
            }
        }
    }
    let launch = Launch {
        global,
        local: block,
        dynamic_lds: 0,
        max_steps,
    };
    let start = std::time::Instant::now();
    let total = launch
        .groups()
        .iter()
        .map(|&g| u64::from(g))
        .product::<u64>();
    let done = AtomicU64::new(0);
    let finished = AtomicBool::new(false);
    let trace_group = match &args.trace_group {
        Some(g) => {
            let mut id = [0u32; 3];
            for (d, p) in g.split(',').enumerate() {
                let v = p.trim().parse::<u32>().ok().filter(|_| d < 3);
                id[d.min(2)] = v.ok_or_else(|| {
                    usage(format!(
                        "--trace-group takes X[,Y[,Z]] workgroup IDs, got `{g}`"
                    ))
                })?;
            }
            Some(id)
        }
        None => None,
    };
    // each step's lines go out as it runs; after a failed write the rest of
    // the trace is dropped
    let trace_out = std::sync::Mutex::new((
        std::io::BufWriter::with_capacity(1 << 16, std::io::stderr()),
        true,
    ));
    let sink = |t: amdgpu_emu::dispatch::TraceStep| {
        let mut g = trace_out.lock().unwrap_or_else(|p| p.into_inner());
        let (out, ok) = &mut *g;
        if !*ok {
            return;
        }
        let [x, y, z] = t.workgroup;
        let mut lines = || -> std::io::Result<()> {
            writeln!(
                out,
                "wg ({x},{y},{z}) wave {} {:#x}: {}",
                t.wave, t.pc, t.text
            )?;
            for e in &t.effects {
                writeln!(out, "    {e}")?;
            }
            Ok(())
        };
        *ok = lines().is_ok();
    };
    let stats = std::thread::scope(|scope| {
        let watch = args.progress || (!trace && std::io::stderr().is_terminal());
        if watch {
            scope.spawn(|| show_progress(&done, &finished, total, args.progress));
        }
        let w = Watch {
            progress: Some(&done),
            trace: trace.then_some(&sink as &(dyn Fn(_) + Sync)),
            trace_group,
        };
        let r = kernel.run_watched(&launch, &values, &mut mem, args.threads, &w);
        finished.store(true, Relaxed);
        r
    });
    let _ = trace_out.lock().map(|mut g| g.0.flush());
    let stats = stats.map_err(|e| Failure::located(format!("{file}: error: {e}")))?;
    let secs = start.elapsed().as_secs_f64();
    let find = |n: usize| -> Result<&Placed, Failure> {
        placed
            .iter()
            .find(|p| p.index == n)
            .ok_or_else(|| usage(format!("argument {n} is not a buffer")))
    };
    for o in &args.outs {
        let (n, path) = o
            .split_once('=')
            .and_then(|(n, p)| Some((n.parse::<usize>().ok()?, p)))
            .ok_or_else(|| usage(format!("--out takes N=PATH, got `{o}`")))?;
        let p = find(n)?;
        let bytes = mem.bytes(p.addr).unwrap_or_default();
        let bytes = if path.ends_with(".npy") {
            crate::npy::write(p.elem.name(), p.elem.size(), &bytes)
        } else {
            bytes
        };
        std::fs::write(path, bytes).map_err(|e| usage(format!("cannot write {path}: {e}")))?;
    }
    let mut out = String::new();
    for &n in &args.prints {
        let p = find(n)?;
        let bytes = mem.bytes(p.addr).unwrap_or_default();
        for chunk in bytes.chunks(p.elem.size()) {
            out.push_str(&p.elem.show(chunk));
            out.push('\n');
        }
    }
    if args.stats {
        let lanes = u64::from(obj.target.wave_size());
        let util = stats.lane_instructions as f64 / (stats.instructions * lanes).max(1) as f64;
        let rate = stats.lane_instructions as f64 / secs.max(1e-9);
        let mix: Vec<(&str, u64)> = Class::ALL
            .iter()
            .map(|c| (c.name(), stats.mix[*c as usize]))
            .collect();
        if json {
            let v = serde_json::json!({
                "kernel": kernel.name,
                "target": obj.target.name(),
                "workgroups": stats.workgroups,
                "waves": stats.waves,
                "instructions": stats.instructions,
                "lane_instructions": stats.lane_instructions,
                "lane_utilisation": (util * 1e4).round() / 1e4,
                "mix": mix.iter().map(|(n, c)| (n.to_string(), serde_json::json!(c))).collect::<serde_json::Map<_, _>>(),
                "seconds": (secs * 1e6).round() / 1e6,
                "lane_instructions_per_second": rate.round() as u64,
            });
            out.push_str(&v.to_string());
            out.push('\n');
        } else {
            out.push_str(&format!(
                "kernel {} on {}: {} workgroups, {} waves, {} instructions ({} lane-instructions, {:.1}% of lanes active) in {:.3} s ({:.1} M lane-instructions/s)\n",
                kernel.name,
                obj.target.name(),
                stats.workgroups,
                stats.waves,
                stats.instructions,
                stats.lane_instructions,
                util * 100.0,
                secs,
                rate / 1e6
            ));
            let total = stats.instructions.max(1) as f64;
            let parts: Vec<String> = mix
                .iter()
                .filter(|(_, c)| *c > 0)
                .map(|(n, c)| format!("{n} {c} ({:.1}%)", 100.0 * *c as f64 / total))
                .collect();
            out.push_str(&format!("mix: {}\n", parts.join(", ")));
        }
    }
    crate::write_stdout(out.as_bytes())?;
    Ok(ExitCode::SUCCESS)
}

/// Redraws `done/total workgroups` on stderr every 200 ms until `finished`;
/// unless `always`, only once the run has taken half a second.
fn show_progress(done: &AtomicU64, finished: &AtomicBool, total: u64, always: bool) {
    let start = std::time::Instant::now();
    let mut shown = false;
    while !finished.load(Relaxed) {
        std::thread::sleep(std::time::Duration::from_millis(if shown {
            200
        } else {
            20
        }));
        if finished.load(Relaxed) || (!always && start.elapsed().as_millis() < 500) {
            continue;
        }
        let d = done.load(Relaxed);
        let mut e = std::io::stderr().lock();
        let _ = write!(
            e,
            "\r{d}/{total} workgroups ({:.0}%) {:.1} s",
            100.0 * d as f64 / total.max(1) as f64,
            start.elapsed().as_secs_f64()
        );
        let _ = e.flush();
        shown = true;
    }
    if shown {
        let mut e = std::io::stderr().lock();
        let _ = writeln!(e, "\r{total}/{total} workgroups (100%)              ");
    }
}
