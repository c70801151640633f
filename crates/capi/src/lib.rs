//! `amdgpu_isa_capi`: the toolkit's operations for other languages — a C ABI
//! ([`ffi`], header `include/amdgpu_isa.h`) and the Rust functions behind it,
//! which the Python package uses too.
//!
//! Kernels run on host memory: the addresses a kernel reads and writes are
//! the caller's own virtual addresses (as under tinygrad's mock GPU), checked
//! against the ranges the caller registers ([`amdgpu_emu::host::HostMemory`]);
//! an access outside them stops the run with [`Code::Memory`] and a message.

pub mod ffi;

use amdgpu_codeobj::{CodeObject, KernelDescriptor, ValueKind};
use amdgpu_emu::dispatch::{dispatch, Kernel, Launch, Loaded, Placed, Stats};
use amdgpu_emu::host::HostMemory;
use amdgpu_emu::memory::{Memory, Place};
use amdgpu_emu::program::Program;
use amdgpu_isa::{Gen, Inst, Item, SourceError, Target};

/// What went wrong, as the C functions return it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(i32)]
pub enum Code {
    Ok = 0,
    /// The kernel stopped: an instruction not executed, a trap, the step
    /// limit, code that does not decode (remu returns 1 here too).
    Exec = 1,
    /// The kernel touched host memory outside the registered ranges.
    Memory = 2,
    /// Bad input: an unknown target, a malformed code object, arguments
    /// that do not fit, a located assembly error.
    Input = 3,
    /// A bug of the library (a panic caught at the boundary).
    Internal = 4,
}

/// An error with its code and message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Error {
    pub code: Code,
    pub msg: String,
}

impl Error {
    pub fn input(msg: impl Into<String>) -> Error {
        Error {
            code: Code::Input,
            msg: msg.into(),
        }
    }
}

impl std::fmt::Display for Error {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.msg)
    }
}

impl std::error::Error for Error {}

/// `rsrc1` used when the caller gives none: what tinygrad's own code object
/// writer sets on RDNA 3 (f32 denormals flushed, f16/f64 kept, DX10_CLAMP and
/// IEEE on; tinygrad `renderer/amd/elf.py`), since tinygrad's mock GPU does
/// not pass RSRC1 to the emulator.
pub const TINYGRAD_RSRC1: u32 = 3 << 18 | 1 << 21 | 1 << 23;

/// `rsrc2` of tinygrad's `PythonRemu` when unset: USER_SGPR_COUNT 14,
/// workgroup IDs X and Y (tinygrad `test/mockgpu/helpers.py`).
pub const TINYGRAD_RSRC2: u32 = 0x19c;

/// Instructions a wave may run before the run stops (the CLI's default).
pub const DEFAULT_MAX_STEPS: u64 = 100_000_000;

/// The target an architecture name stands for: tinygrad's mock GPU names
/// (`rdna3` → gfx1100, `rdna4` → gfx1200, `cdna`/`cdna4` → gfx950; tinygrad
/// `test/mockgpu/amd/amdgpu.py` GFX_TARGET_VERSION) or an LLVM processor
/// name. `wave_size` 0 keeps the target's default (wave64 on GFX9, wave32
/// after).
pub fn target_for(arch: &str, wave_size: u32) -> Result<Target, Error> {
    let name = match arch {
        "" | "rdna3" => "gfx1100",
        "rdna4" => "gfx1200",
        "cdna" | "cdna4" => "gfx950",
        n => n,
    };
    let t = Target::from_name(name).map_err(|e| Error::input(e.to_string()))?;
    match wave_size {
        0 => Ok(t),
        32 | 64 => t
            .with_wave_size(wave_size)
            .map_err(|e| Error::input(e.to_string())),
        n => Err(Error::input(format!("the wave size is 32 or 64, not {n}"))),
    }
}

/// One assembled instruction.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Assembled {
    /// 1-based source line.
    pub line: usize,
    pub inst: Inst,
}

/// Assembles a source text (labels are skipped; branches take numeric
/// offsets).
pub fn assemble(target: Target, text: &str) -> Result<Vec<Assembled>, SourceError> {
    Ok(amdgpu_isa::parse_source(target, text)?
        .into_iter()
        .filter_map(|s| match s.item {
            Item::Inst(inst) => Some(Assembled { line: s.line, inst }),
            Item::Label(_) => None,
        })
        .collect())
}

/// The machine code of a source text, instructions one after another.
pub fn assemble_bytes(target: Target, text: &str) -> Result<Vec<u8>, SourceError> {
    let mut out = Vec::new();
    for a in assemble(target, text)? {
        out.extend_from_slice(a.inst.encode().as_bytes());
    }
    Ok(out)
}

/// One decoded instruction, or the words at an offset that did not decode.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Decoded {
    /// Byte offset in the input (image address for a code object).
    pub offset: u64,
    pub bytes: Vec<u8>,
    pub inst: Result<Inst, String>,
}

/// Decodes `data` from its start; a word that does not decode is reported
/// and skipped (one dword, as llvm-objdump resumes).
pub fn disassemble(target: Target, data: &[u8], base: u64) -> Vec<Decoded> {
    let mut out = Vec::new();
    let mut at = 0usize;
    while at < data.len() {
        let rest = &data[at..];
        match amdgpu_isa::decode(target, rest) {
            Ok(inst) => {
                let n = inst.len().max(1);
                out.push(Decoded {
                    offset: base + at as u64,
                    bytes: rest[..n.min(rest.len())].to_vec(),
                    inst: Ok(inst),
                });
                at += n;
            }
            Err(e) => {
                let n = match e {
                    amdgpu_isa::DecodeError::Unsupported { len } => len.max(1),
                    _ => 4,
                }
                .min(rest.len());
                out.push(Decoded {
                    offset: base + at as u64,
                    bytes: rest[..n].to_vec(),
                    inst: Err(e.to_string()),
                });
                at += n;
            }
        }
    }
    out
}

/// A code object's target and the instructions of its executable sections,
/// at their image addresses.
pub fn disassemble_elf(data: &[u8]) -> Result<(Target, Vec<Decoded>), Error> {
    let obj = CodeObject::parse(data).map_err(Error::input)?;
    let image = obj.load(0).map_err(Error::input)?;
    let mut out = Vec::new();
    for &(lo, hi) in &image.code {
        let hi = hi.min(image.bytes.len() as u64);
        if lo < hi {
            out.extend(disassemble(
                obj.target,
                &image.bytes[lo as usize..hi as usize],
                lo,
            ));
        }
    }
    Ok((obj.target, out))
}

/// The reference page of an instruction as JSON (the `explain --format
/// json` schema).
pub fn explain_json(name: &str, target: Option<Target>) -> Result<String, Error> {
    let scope = match target {
        Some(t) => amdgpu_doc::Scope::Target(t),
        None => amdgpu_doc::Scope::AllTargets,
    };
    let page = amdgpu_doc::page_with(name, scope, None).map_err(|e| Error::input(e.to_string()))?;
    Ok(amdgpu_doc::render_json(&page))
}

/// Runs a one-wave program from its first instruction; returns the final
/// state as the CLI's JSON (`target`, `wave_size`, `exec`, `vcc`, `m0`,
/// `scc`, `sgpr`, `vgpr`, `lds`…). `init` is a JSON state as `run --init`
/// takes it.
pub fn run_program(
    target: Target,
    text: &str,
    lanes: Option<u32>,
    init: Option<&str>,
    max_steps: u64,
) -> Result<String, Error> {
    let stmts = amdgpu_isa::parse_source(target, text).map_err(|e| Error::input(e.to_string()))?;
    let lanes = lanes.unwrap_or(target.wave_size());
    if lanes == 0 || lanes > target.wave_size() {
        return Err(Error::input(format!(
            "{lanes} lanes: a wave of {} has 1 to {} lanes",
            target.name(),
            target.wave_size()
        )));
    }
    let mut wave = amdgpu_emu::Wave::new(target, lanes);
    if let Some(init) = init {
        let v = serde_json_value(init)?;
        wave.apply_json(&v).map_err(Error::input)?;
    }
    let mut m = amdgpu_emu::Machine::new(target, &stmts);
    m.run(&mut wave, max_steps, None).map_err(|e| Error {
        code: Code::Exec,
        msg: e.to_string(),
    })?;
    Ok(wave.to_json())
}

fn serde_json_value(s: &str) -> Result<serde_json::Value, Error> {
    serde_json::from_str(s).map_err(|e| Error::input(format!("invalid JSON state: {e}")))
}

/// A dispatch of raw machine code as tinygrad's mock GPU makes it
/// (kernel-facts §6): the code at a host address, workgroup counts and
/// sizes, the kernarg pointer, and the descriptor facts the caller knows.
/// The fields mean what those of [`ffi::AmdgpuAsmDispatch`] do.
#[derive(Clone, Debug)]
pub struct AsmLaunch<'a> {
    pub target: Target,
    pub code: u64,
    pub code_size: u64,
    pub grid: [u32; 3],
    pub block: [u32; 3],
    pub args_ptr: u64,
    pub rsrc1: u32,
    pub rsrc2: u32,
    pub scratch_size: u32,
    pub user_data: &'a [u32],
    pub max_steps: u64,
    pub threads: Option<usize>,
}

/// Largest code range decoded for [`run_asm`].
const MAX_CODE: u64 = 256 << 20;

/// Largest scratch per work-item accepted (GFX11 TMPRING WAVESIZE holds 15
/// bits of 256-byte units per wave: 8 MiB / 32 lanes).
const MAX_SCRATCH: u32 = 256 << 10;

/// The LDS allocation granule of RSRC2.GRANULATED_LDS_SIZE: 512 bytes on
/// GFX7-12, 1280 on gfx950 (kernel-facts §1.2).
fn lds_granule(t: Target) -> u32 {
    if t.name() == "gfx950" {
        1280
    } else {
        512
    }
}

/// Work-items per dimension, checked.
fn global_size(grid: [u32; 3], block: [u32; 3]) -> Result<[u32; 3], Error> {
    if grid.contains(&0) || block.contains(&0) {
        return Err(Error::input("grid and block sizes must be at least 1"));
    }
    let items: u64 = block.iter().map(|&b| u64::from(b)).product();
    if items > 1024 {
        return Err(Error::input(format!(
            "a workgroup of {items} work-items is larger than 1024"
        )));
    }
    let mut g = [0u32; 3];
    for d in 0..3 {
        g[d] = grid[d]
            .checked_mul(block[d])
            .ok_or_else(|| Error::input("grid times block overflows 32 bits"))?;
    }
    Ok(g)
}

/// A failed run's error: a memory fault when the memory saw one.
fn run_error(mem: &HostMemory, msg: String) -> Error {
    match mem.first_fault() {
        Some(f) => Error {
            code: Code::Memory,
            msg: if msg.contains("outside every buffer") {
                msg.replace(
                    "outside every buffer",
                    "outside the registered host memory ranges",
                )
            } else {
                format!(
                    "{msg} ({} bytes at {:#x} are outside the registered host memory ranges)",
                    f.len, f.addr
                )
            },
        },
        None => Error {
            code: Code::Exec,
            msg,
        },
    }
}

/// Runs machine code the way tinygrad's emulator `run_asm` does
/// (`test/mockgpu/amd/emu.py`): s0.. from `user_data` (or s[0:1] = the
/// kernarg pointer), workgroup IDs in the SGPRs after RSRC2's
/// USER_SGPR_COUNT (TTMP9/TTMP7 on GFX12), work-item IDs packed in v0 (all
/// three fields, whatever RSRC2 enables, as tinygrad's emulator does), LDS
/// of RSRC2's granulated size, `scratch_size` bytes of scratch per lane.
pub fn run_asm(l: &AsmLaunch, mem: &HostMemory) -> Result<Stats, Error> {
    let global = global_size(l.grid, l.block)?;
    if l.code_size > MAX_CODE {
        return Err(Error::input(format!(
            "{} bytes of code is more than the {MAX_CODE} decoded",
            l.code_size
        )));
    }
    if l.scratch_size > MAX_SCRATCH {
        return Err(Error::input(format!(
            "{} bytes of scratch per work-item is more than the {MAX_SCRATCH} accepted",
            l.scratch_size
        )));
    }
    if l.user_data.len() > 32 {
        return Err(Error::input(format!(
            "{} user data registers: there are at most 32 user SGPRs",
            l.user_data.len()
        )));
    }
    let mut code = vec![0u8; l.code_size as usize];
    mem.read(l.code, &mut code).map_err(|f| Error {
        code: Code::Memory,
        msg: format!(
            "the code ({} bytes at {:#x}) is outside the registered host memory ranges",
            f.len, f.addr
        ),
    })?;
    let t = l.target;
    let lds = (l.rsrc2 >> 15 & 0x1ff) * lds_granule(t);
    let max_lds = amdgpu_emu::Lds::size_for(t) as u32;
    if lds > max_lds {
        return Err(Error::input(format!(
            "RSRC2 asks for {lds} bytes of LDS, more than the {max_lds} a workgroup has"
        )));
    }
    // kernel_code_properties: KERNARG_SEGMENT_PTR (bit 3) puts the kernarg
    // pointer in s[0:1]; ENABLE_WAVEFRONT_SIZE32 (bit 10) on GFX10+
    let wave32 = t.gen() >= Gen::Gfx10 && !t.wave64();
    let properties = if l.user_data.is_empty() { 1 << 3 } else { 0 } | u16::from(wave32) << 10;
    let descriptor = KernelDescriptor {
        group_segment_fixed_size: lds,
        private_segment_fixed_size: l.scratch_size,
        kernarg_size: 0,
        entry_offset: 0,
        rsrc3: 0,
        rsrc1: l.rsrc1,
        // ENABLE_VGPR_WORKITEM_ID = 2: X, Y and Z packed in v0
        rsrc2: l.rsrc2 & !(3 << 11) | 2 << 11,
        properties,
        kernarg_preload: 0,
    };
    let program = Program::from_image(t, l.code, &code, &[(0, code.len() as u64)]);
    let kernel = Kernel {
        name: "run_asm".into(),
        program: &program,
        descriptor,
        entry: 0,
    };
    let user_data = (!l.user_data.is_empty()).then(|| {
        let mut d = [0u32; 32];
        d[..l.user_data.len()].copy_from_slice(l.user_data);
        d
    });
    let placed = Placed {
        kernarg: l.args_ptr,
        user_data,
        ..Placed::default()
    };
    let launch = Launch {
        global,
        local: l.block,
        dynamic_lds: 0,
        max_steps: l.max_steps,
    };
    let watch = amdgpu_emu::dispatch::Watch::default();
    dispatch(&kernel, &launch, &placed, mem, l.threads, &watch)
        .map_err(|e| run_error(mem, e.to_string()))
}

/// A kernel argument for [`run_kernel`].
#[derive(Clone, Debug, PartialEq)]
pub enum ArgValue {
    /// A host address (a buffer the caller registered).
    Pointer(u64),
    /// An integer, stored in the argument's size (signed or unsigned range).
    Int(i128),
    /// A floating-point value, stored as the argument's `float` or `double`.
    Float(f64),
    /// The argument's bytes as they are.
    Bytes(Vec<u8>),
    /// A local-memory (dynamic LDS) argument of this many bytes.
    Local(u32),
}

/// Encodes `v` for argument `a` of a kernel's metadata.
pub fn encode_arg(i: usize, a: &amdgpu_codeobj::Arg, v: &ArgValue) -> Result<Vec<u8>, Error> {
    let n = a.size as usize;
    let what = || {
        format!(
            "argument {i} ({} {})",
            a.type_name.as_deref().unwrap_or("?"),
            a.name.as_deref().unwrap_or("")
        )
        .trim_end()
        .to_string()
    };
    if a.kind == ValueKind::DynamicSharedPointer {
        return match v {
            ArgValue::Local(b) => Ok(b.to_le_bytes().to_vec()),
            _ => Err(Error::input(format!(
                "{} is local memory: give its size in bytes (Local)",
                what()
            ))),
        };
    }
    match (&a.kind, v) {
        (ValueKind::GlobalBuffer | ValueKind::ByValue, _) => {}
        (k, _) => {
            return Err(Error::input(format!(
                "{}: arguments of kind {} are not supported",
                what(),
                k.name()
            )))
        }
    }
    match v {
        ArgValue::Pointer(p) if n == 8 => Ok(p.to_le_bytes().to_vec()),
        ArgValue::Pointer(_) => Err(Error::input(format!(
            "{} takes {n} bytes, not a 64-bit pointer",
            what()
        ))),
        ArgValue::Int(x) if n <= 8 && n > 0 => {
            let bits = 8 * n as u32;
            let (lo, hi) = (-(1i128 << (bits - 1)), (1i128 << bits) - 1);
            if *x < lo || *x > hi {
                return Err(Error::input(format!(
                    "{}: {x} does not fit in {n} bytes",
                    what()
                )));
            }
            Ok(x.to_le_bytes()[..n].to_vec())
        }
        ArgValue::Float(f) if n == 4 => Ok((*f as f32).to_le_bytes().to_vec()),
        ArgValue::Float(f) if n == 8 => Ok(f.to_le_bytes().to_vec()),
        ArgValue::Bytes(b) if b.len() == n => Ok(b.clone()),
        ArgValue::Bytes(b) => Err(Error::input(format!(
            "{} takes {n} bytes, {} given",
            what(),
            b.len()
        ))),
        ArgValue::Local(_) => Err(Error::input(format!("{} is not local memory", what()))),
        _ => Err(Error::input(format!(
            "{} ({n} bytes) cannot take {v:?}",
            what()
        ))),
    }
}

/// A dispatch of a code object's kernel on host memory.
#[derive(Clone, Debug)]
pub struct KernelLaunch<'a> {
    /// The kernel's name; `None` for the only one.
    pub kernel: Option<&'a str>,
    /// Work-items per dimension (the last workgroup of a dimension may be
    /// partial).
    pub global: [u32; 3],
    pub block: [u32; 3],
    /// One per explicit argument, in order.
    pub args: &'a [ArgValue],
    pub max_steps: u64,
    pub threads: Option<usize>,
}

/// The explicit arguments of a code object's kernel.
pub fn kernel_args(data: &[u8], kernel: Option<&str>) -> Result<Vec<amdgpu_codeobj::Arg>, Error> {
    let obj = CodeObject::parse(data).map_err(Error::input)?;
    let k = obj.kernel(kernel).map_err(Error::input)?;
    Ok(k.meta
        .iter()
        .flat_map(|m| m.args.iter())
        .filter(|a| !a.kind.is_hidden())
        .cloned()
        .collect())
}

/// Loads a code object's kernel into host memory owned by `mem` and runs
/// it over the grid with the ABI's initial state; the buffers its
/// arguments point to are the caller's (registered in `mem`).
pub fn run_kernel(data: &[u8], l: &KernelLaunch, mem: &mut HostMemory) -> Result<Stats, Error> {
    // the same checks as a grid of whole workgroups
    global_size([1; 3], l.block)?;
    if l.global.contains(&0) {
        return Err(Error::input("the global size must be at least 1"));
    }
    let global = l.global;
    let obj = CodeObject::parse(data).map_err(Error::input)?;
    // the image's size first (its layout does not depend on the address),
    // then relocated for where it goes
    let size = obj.load(0).map_err(Error::input)?.bytes.len();
    let base = mem.place(&vec![0; size]).map_err(Error::input)?;
    let (k, image) = Loaded::at(&obj, l.kernel, base).map_err(Error::input)?;
    mem.write(base, &image)
        .map_err(|_| Error::input("cannot place the image"))?;
    let explicit = k.explicit_args();
    if explicit.len() != l.args.len() {
        return Err(Error::input(format!(
            "kernel {} takes {} arguments, {} given",
            k.name,
            explicit.len(),
            l.args.len()
        )));
    }
    let values = explicit
        .iter()
        .zip(l.args)
        .enumerate()
        .map(|(i, (a, v))| encode_arg(i, a, v))
        .collect::<Result<Vec<_>, _>>()?;
    let launch = Launch {
        global,
        local: l.block,
        dynamic_lds: 0,
        max_steps: l.max_steps,
    };
    k.run(&launch, &values, mem, l.threads)
        .map_err(|e| run_error(mem, e))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn arch_names() {
        assert_eq!(target_for("rdna3", 0).unwrap().name(), "gfx1100");
        assert_eq!(target_for("rdna4", 0).unwrap().name(), "gfx1200");
        assert_eq!(target_for("cdna", 0).unwrap().wave_size(), 64);
        assert_eq!(target_for("gfx1151", 64).unwrap().wave_size(), 64);
        assert!(target_for("gfx9999", 0).is_err());
        assert!(target_for("rdna3", 16).is_err());
    }

    /// tinygrad's initial state: s[0:1] the kernarg pointer, workgroup ID X
    /// in the SGPR at USER_SGPR_COUNT (14 with rsrc2 0x19c), v0 packed IDs;
    /// the store lands in a host buffer; outside it, a memory error.
    #[test]
    fn run_asm_on_host_memory() {
        let t = target_for("rdna3", 0).unwrap();
        // out[gid_x * 4 + tid_x] = tid_x + 100 * gid_x (dwords)
        let src = "s_load_b64 s[2:3], s[0:1], 0\n\
                   s_waitcnt lgkmcnt(0)\n\
                   v_and_b32 v1, 0x3ff, v0\n\
                   s_lshl_b32 s4, s14, 2\n\
                   v_add_nc_u32 v2, s4, v1\n\
                   v_lshlrev_b32 v2, 2, v2\n\
                   s_mul_i32 s5, s14, 100\n\
                   v_add_nc_u32 v3, s5, v1\n\
                   global_store_b32 v2, v3, s[2:3]\n\
                   s_endpgm\n";
        let code = assemble_bytes(t, src).unwrap();
        let mut out = vec![0u32; 8];
        let args: [u64; 1] = [out.as_mut_ptr() as u64];
        let mut mem = HostMemory::new();
        unsafe {
            mem.add_range(code.as_ptr() as u64, code.len() as u64)
                .unwrap();
            mem.add_range(args.as_ptr() as u64, 8).unwrap();
            mem.add_range(out.as_ptr() as u64, 32).unwrap();
        }
        let mut l = AsmLaunch {
            target: t,
            code: code.as_ptr() as u64,
            code_size: code.len() as u64,
            grid: [2, 1, 1],
            block: [4, 1, 1],
            args_ptr: args.as_ptr() as u64,
            rsrc1: TINYGRAD_RSRC1,
            rsrc2: TINYGRAD_RSRC2,
            scratch_size: 0,
            user_data: &[],
            max_steps: 1000,
            threads: Some(1),
        };
        let s = run_asm(&l, &mem).unwrap();
        assert_eq!((s.workgroups, s.waves), (2, 2));
        assert_eq!(out, [0, 1, 2, 3, 100, 101, 102, 103]);
        // three workgroups: the third writes past the registered 32 bytes
        l.grid = [3, 1, 1];
        let e = run_asm(&l, &mem).unwrap_err();
        assert_eq!(e.code, Code::Memory, "{e}");
        assert!(
            e.msg.contains("outside the registered host memory ranges"),
            "{e}"
        );
    }
}
