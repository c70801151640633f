//! `amdgpu_isa._native`: the functions the `amdgpu_isa` package wraps.
//! Everything here takes and returns plain Python values (bytes, str,
//! int, tuples); the package's Python layer builds `Instruction` objects,
//! reads NumPy arrays' addresses and raises its exception classes, which
//! these functions look up in `amdgpu_isa._errors`.
//!
//! Kernels run with the GIL released.

use amdgpu_isa::Target;
use amdgpu_isa_capi as capi;
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::types::PyBytes;

/// An exception of `amdgpu_isa._errors`, built from `args`.
fn raise<'py, A: pyo3::call::PyCallArgs<'py>>(py: Python<'py>, class: &str, args: A) -> PyErr {
    let made = py
        .import("amdgpu_isa._errors")
        .and_then(|m| m.getattr(class))
        .and_then(|c| c.call1(args));
    match made {
        Ok(e) => PyErr::from_value(e),
        Err(e) => e,
    }
}

/// A capi error as the package's exception: `KernelError` for a stopped
/// kernel, `MemoryAccessError` for a host access outside the ranges,
/// `ValueError`-derived `InputError` for bad input.
fn capi_err(py: Python<'_>, e: capi::Error) -> PyErr {
    let class = match e.code {
        capi::Code::Exec => "KernelError",
        capi::Code::Memory => "MemoryAccessError",
        capi::Code::Input => "InputError",
        capi::Code::Ok | capi::Code::Internal => "AmdgpuError",
    };
    raise(py, class, (e.msg,))
}

fn target(py: Python<'_>, name: &str, wave_size: Option<u32>) -> PyResult<Target> {
    capi::target_for(name, wave_size.unwrap_or(0)).map_err(|e| capi_err(py, e))
}

/// The printed instruction split into mnemonic and operands: fields at
/// depth 0 separated by commas or blanks (modifiers such as `offset:16`
/// are fields too).
fn fields(text: &str) -> (String, Vec<String>) {
    let (mnemonic, rest) = text.split_once(' ').unwrap_or((text, ""));
    let mut out = Vec::new();
    let mut cur = String::new();
    let mut depth = 0i32;
    for ch in rest.chars() {
        match ch {
            '(' | '[' => depth += 1,
            ')' | ']' => depth -= 1,
            _ => {}
        }
        if depth == 0 && (ch == ',' || ch == ' ') {
            if !cur.is_empty() {
                out.push(std::mem::take(&mut cur));
            }
            continue;
        }
        cur.push(ch);
    }
    if !cur.is_empty() {
        out.push(cur);
    }
    (mnemonic.to_string(), out)
}

/// (offset, bytes, text, mnemonic, operands)
type Row = (u64, Vec<u8>, String, String, Vec<String>);

fn row(offset: u64, inst: &amdgpu_isa::Inst) -> Row {
    let text = inst.display().to_string();
    let (mnemonic, operands) = fields(&text);
    (
        offset,
        inst.encode().as_bytes().to_vec(),
        text,
        mnemonic,
        operands,
    )
}

/// Machine code of `text` (one instruction after another).
#[pyfunction]
#[pyo3(signature = (text, target_name, wave_size=None))]
fn asm<'py>(
    py: Python<'py>,
    text: &str,
    target_name: &str,
    wave_size: Option<u32>,
) -> PyResult<Bound<'py, PyBytes>> {
    let t = target(py, target_name, wave_size)?;
    match capi::assemble_bytes(t, text) {
        Ok(code) => Ok(PyBytes::new(py, &code)),
        Err(e) => Err(raise(py, "AsmError", (e.msg, e.line, e.col))),
    }
}

/// The instructions of `text`: (line, bytes, text, mnemonic, operands).
#[pyfunction]
#[pyo3(signature = (text, target_name, wave_size=None))]
fn assemble(
    py: Python<'_>,
    text: &str,
    target_name: &str,
    wave_size: Option<u32>,
) -> PyResult<Vec<Row>> {
    let t = target(py, target_name, wave_size)?;
    match capi::assemble(t, text) {
        Ok(v) => Ok(v.iter().map(|a| row(a.line as u64, &a.inst)).collect()),
        Err(e) => Err(raise(py, "AsmError", (e.msg, e.line, e.col))),
    }
}

fn decoded_rows(py: Python<'_>, v: Vec<capi::Decoded>) -> PyResult<Vec<Row>> {
    v.into_iter()
        .map(|d| match d.inst {
            Ok(i) => Ok(row(d.offset, &i)),
            Err(msg) => Err(raise(py, "DisasmError", (msg, d.offset, d.bytes))),
        })
        .collect()
}

/// The instructions in `data`: (offset, bytes, text, mnemonic, operands).
#[pyfunction]
#[pyo3(signature = (data, target_name, wave_size=None, base=0))]
fn disasm(
    py: Python<'_>,
    data: &[u8],
    target_name: &str,
    wave_size: Option<u32>,
    base: u64,
) -> PyResult<Vec<Row>> {
    let t = target(py, target_name, wave_size)?;
    decoded_rows(py, capi::disassemble(t, data, base))
}

/// A code object's target name and the instructions of its executable
/// sections at their image addresses.
#[pyfunction]
fn disasm_elf(py: Python<'_>, data: &[u8]) -> PyResult<(String, Vec<Row>)> {
    let (t, v) = capi::disassemble_elf(data).map_err(|e| capi_err(py, e))?;
    Ok((t.name().to_string(), decoded_rows(py, v)?))
}

/// An instruction's reference page as JSON.
#[pyfunction]
#[pyo3(signature = (name, target_name=None))]
fn explain_json(py: Python<'_>, name: &str, target_name: Option<&str>) -> PyResult<String> {
    let t = match target_name {
        Some(n) => Some(target(py, n, None)?),
        None => None,
    };
    capi::explain_json(name, t).map_err(|e| capi_err(py, e))
}

/// Runs a one-wave program; the final state as JSON.
#[pyfunction]
#[pyo3(signature = (text, target_name, wave_size=None, lanes=None, init=None, max_steps=1_000_000))]
fn run_program_json(
    py: Python<'_>,
    text: &str,
    target_name: &str,
    wave_size: Option<u32>,
    lanes: Option<u32>,
    init: Option<&str>,
    max_steps: u64,
) -> PyResult<String> {
    let t = target(py, target_name, wave_size)?;
    let (text, init) = (text.to_string(), init.map(str::to_string));
    let r = py.detach(move || capi::run_program(t, &text, lanes, init.as_deref(), max_steps));
    r.map_err(|e| capi_err(py, e))
}

/// (name, type name, kind, size)
type ArgRow = (Option<String>, Option<String>, String, u32);

/// The explicit arguments of a kernel: (name, type name, kind, size).
#[pyfunction]
#[pyo3(signature = (code_object, kernel=None))]
fn kernel_args(py: Python<'_>, code_object: &[u8], kernel: Option<&str>) -> PyResult<Vec<ArgRow>> {
    let args = capi::kernel_args(code_object, kernel).map_err(|e| capi_err(py, e))?;
    Ok(args
        .into_iter()
        .map(|a| (a.name, a.type_name, a.kind.name().to_string(), a.size))
        .collect())
}

/// (workgroups, waves, instructions, lane instructions)
type StatsRow = (u64, u64, u64, u64);

fn stats_row(s: &amdgpu_emu::dispatch::Stats) -> StatsRow {
    (s.workgroups, s.waves, s.instructions, s.lane_instructions)
}

/// Host memory allowing `ranges` ((address, size) pairs).
fn host_memory(ranges: &[(u64, u64)]) -> Result<amdgpu_emu::host::HostMemory, capi::Error> {
    let mut mem = amdgpu_emu::host::HostMemory::new();
    for &(b, s) in ranges {
        // SAFETY: the Python layer passes the data ranges of NumPy arrays it
        // holds references to for the whole call (or ranges the caller
        // vouched for, as tinygrad's mock GPU maps them).
        unsafe { mem.add_range(b, s) }.map_err(capi::Error::input)?;
    }
    Ok(mem)
}

/// Runs a code object's kernel on host memory. `args`: (kind, value) with
/// kind "ptr" (an int address), "int", "float", "bytes" or "local".
#[pyfunction]
#[pyo3(signature = (code_object, kernel, global_size, block, args, ranges, max_steps, threads))]
#[allow(clippy::too_many_arguments)]
fn run_kernel(
    py: Python<'_>,
    code_object: Vec<u8>,
    kernel: Option<String>,
    global_size: [u32; 3],
    block: [u32; 3],
    args: Vec<(String, Bound<'_, PyAny>)>,
    ranges: Vec<(u64, u64)>,
    max_steps: u64,
    threads: Option<usize>,
) -> PyResult<StatsRow> {
    let mut values = Vec::with_capacity(args.len());
    for (kind, v) in &args {
        values.push(match kind.as_str() {
            "ptr" => capi::ArgValue::Pointer(v.extract()?),
            "int" => capi::ArgValue::Int(v.extract()?),
            "float" => capi::ArgValue::Float(v.extract()?),
            "bytes" => capi::ArgValue::Bytes(v.extract()?),
            "local" => capi::ArgValue::Local(v.extract()?),
            k => return Err(PyValueError::new_err(format!("unknown argument kind {k}"))),
        });
    }
    let r = py.detach(move || {
        let mut mem = host_memory(&ranges)?;
        let l = capi::KernelLaunch {
            kernel: kernel.as_deref(),
            global: global_size,
            block,
            args: &values,
            max_steps,
            threads,
        };
        capi::run_kernel(&code_object, &l, &mut mem)
    });
    r.map(|s| stats_row(&s)).map_err(|e| capi_err(py, e))
}

/// tinygrad's `run_asm` on host memory, everything explicit.
#[pyfunction]
#[pyo3(signature = (arch, lib, lib_sz, grid, block, args_ptr, rsrc1, rsrc2, scratch_size, user_data, ranges, max_steps, threads))]
#[allow(clippy::too_many_arguments)]
fn run_asm(
    py: Python<'_>,
    arch: &str,
    lib: u64,
    lib_sz: u64,
    grid: [u32; 3],
    block: [u32; 3],
    args_ptr: u64,
    rsrc1: u32,
    rsrc2: u32,
    scratch_size: u32,
    user_data: Vec<u32>,
    ranges: Vec<(u64, u64)>,
    max_steps: u64,
    threads: Option<usize>,
) -> PyResult<StatsRow> {
    let t = target(py, arch, None)?;
    let r = py.detach(move || {
        let mem = host_memory(&ranges)?;
        let l = capi::AsmLaunch {
            target: t,
            code: lib,
            code_size: lib_sz,
            grid,
            block,
            args_ptr,
            rsrc1,
            rsrc2,
            scratch_size,
            user_data: &user_data,
            max_steps,
            threads,
        };
        capi::run_asm(&l, &mem)
    });
    r.map(|s| stats_row(&s)).map_err(|e| capi_err(py, e))
}

#[pymodule]
fn _native(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(asm, m)?)?;
    m.add_function(wrap_pyfunction!(assemble, m)?)?;
    m.add_function(wrap_pyfunction!(disasm, m)?)?;
    m.add_function(wrap_pyfunction!(disasm_elf, m)?)?;
    m.add_function(wrap_pyfunction!(explain_json, m)?)?;
    m.add_function(wrap_pyfunction!(run_program_json, m)?)?;
    m.add_function(wrap_pyfunction!(kernel_args, m)?)?;
    m.add_function(wrap_pyfunction!(run_kernel, m)?)?;
    m.add_function(wrap_pyfunction!(run_asm, m)?)?;
    m.add("TINYGRAD_RSRC1", capi::TINYGRAD_RSRC1)?;
    m.add("TINYGRAD_RSRC2", capi::TINYGRAD_RSRC2)?;
    m.add("DEFAULT_MAX_STEPS", capi::DEFAULT_MAX_STEPS)?;
    Ok(())
}
