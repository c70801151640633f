//! Memory instructions outside the LDS: scalar loads (SMEM) and the
//! FLAT/GLOBAL/SCRATCH family, with the address rules of each and the routing
//! of flat addresses to the LDS and private apertures.
//!
//! Sources: AMD RDNA 3 ISA guide §7 (scalar memory) and §10 (flat, global,
//! scratch); AMDGPUUsage "Memory Spaces" and "Flat Scratch" for apertures and
//! per-lane private memory (kernel-facts §3, §4).

use crate::ds::{self, AtomOp};
use crate::memory::{Fault, Memory};
use crate::state::Wave;
use amdgpu_isa::encoding::flat::FlatInst;
use amdgpu_isa::encoding::smem::SmemInst;
use amdgpu_isa::tables::flat::{FlatRow, Segment};
use amdgpu_isa::Gen;

/// High dwords of the LDS and private apertures of flat addresses (Linux
/// KFD: LDS at 1 << 48, scratch at 2 << 48; kernel-facts §0.9).
pub const SHARED_APERTURE_HI: u32 = 0x1_0000;
pub const PRIVATE_APERTURE_HI: u32 = 0x2_0000;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SmemKind {
    /// `s_load_b32`…`b512` / `s_load_dword*`: `dwords` from an SGPR-pair address.
    Load { dwords: u8 },
    /// `s_buffer_load_*`: through a buffer resource (out-of-range dwords read 0).
    BufferLoad { dwords: u8 },
    /// Cache invalidations and write-backs: nothing to do without caches.
    Nop,
}

/// The kind of a scalar memory row.
pub fn classify_smem(name: &str) -> Option<SmemKind> {
    let dwords = |ty: &str| -> Option<u8> {
        Some(match ty {
            "b32" | "dword" => 1,
            "b64" | "dwordx2" => 2,
            "b96" | "dwordx3" => 3,
            "b128" | "dwordx4" => 4,
            "b256" | "dwordx8" => 8,
            "b512" | "dwordx16" => 16,
            _ => return None,
        })
    };
    if let Some(ty) = name.strip_prefix("s_load_") {
        return dwords(ty).map(|dwords| SmemKind::Load { dwords });
    }
    if let Some(ty) = name.strip_prefix("s_buffer_load_") {
        return dwords(ty).map(|dwords| SmemKind::BufferLoad { dwords });
    }
    // s_atc_probe(_buffer): "probe or prefetch an address into the SQC data
    // cache" (RDNA 3 ISA guide); no register is written, and there is no cache
    matches!(
        name,
        "s_dcache_inv"
            | "s_dcache_wb"
            | "s_gl1_inv"
            | "s_dcache_inv_vol"
            | "s_dcache_wb_vol"
            | "s_atc_probe"
            | "s_atc_probe_buffer"
    )
    .then_some(SmemKind::Nop)
}

/// Width and extension of a vector memory load or store.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FlatKind {
    /// `bytes` per lane into VDST (1, 2 bytes extended to a dword; 4-16
    /// whole dwords). `d16`: 0 whole dword, 1 into the low half, 2 into the
    /// high half (the other half kept).
    Load { bytes: u8, sign: bool, d16: u8 },
    /// `bytes` per lane from DATA; `hi`: the high half of DATA (d16_hi).
    Store { bytes: u8, hi: bool },
    /// A read-modify-write of `width` bytes; `rtn`: the old value to VDST.
    Atomic { op: AtomOp, width: u8, rtn: bool },
}

/// The kind of a FLAT/GLOBAL/SCRATCH row (`rtn` comes from the GLC variant).
pub fn classify_flat(target: amdgpu_isa::Target, row: &FlatRow) -> Option<FlatKind> {
    let name = row.name;
    let rest = name
        .strip_prefix("global_")
        .or_else(|| name.strip_prefix("flat_"))
        .or_else(|| name.strip_prefix("scratch_"))?;
    if row.lds {
        return None; // loads into LDS (gfx9/CDNA) are not modelled yet
    }
    classify_access(target, rest)
}

/// The kind of a vector memory load, store or atomic from its mnemonic
/// after the family prefix (`global_`, `flat_`, `scratch_`, `buffer_`):
/// `load_u8`, `store_d16_hi_b16`, `atomic_cmpswap_b64`... FLAT and buffer
/// instructions share these kinds and their per-lane code below.
pub(crate) fn classify_access(target: amdgpu_isa::Target, rest: &str) -> Option<FlatKind> {
    let width = |ty: &str| -> Option<(u8, bool)> {
        Some(match ty {
            "b8" | "byte" => (1, false),
            "u8" | "ubyte" => (1, false),
            "i8" | "sbyte" => (1, true),
            "b16" | "short" => (2, false),
            "u16" | "ushort" => (2, false),
            "i16" | "sshort" => (2, true),
            "b32" | "dword" => (4, false),
            "b64" | "dwordx2" => (8, false),
            "b96" | "dwordx3" => (12, false),
            "b128" | "dwordx4" => (16, false),
            _ => return None,
        })
    };
    // GLOBAL_LOAD/STORE_ADDTID_B32: a dword per lane at SADDR + OFFSET +
    // 4 * lane, no VADDR (RDNA 3 ISA pseudocode); `exec_flat` places them
    match rest {
        "load_addtid_b32" => {
            return Some(FlatKind::Load {
                bytes: 4,
                sign: false,
                d16: 0,
            })
        }
        "store_addtid_b32" => {
            return Some(FlatKind::Store {
                bytes: 4,
                hi: false,
            })
        }
        _ => {}
    }
    if let Some(ty) = rest.strip_prefix("load_") {
        // d16 forms: GFX11 `load_d16_[hi_]T`, GFX9/10 `load_T_d16[_hi]`
        let (ty, d16) = if let Some(t) = ty.strip_prefix("d16_hi_") {
            (t, 2)
        } else if let Some(t) = ty.strip_prefix("d16_") {
            (t, 1)
        } else if let Some(t) = ty.strip_suffix("_d16_hi") {
            (t, 2)
        } else if let Some(t) = ty.strip_suffix("_d16") {
            (t, 1)
        } else {
            (ty, 0)
        };
        let (bytes, sign) = width(ty)?;
        return Some(FlatKind::Load { bytes, sign, d16 });
    }
    if let Some(ty) = rest.strip_prefix("store_") {
        let (ty, hi) = if let Some(t) = ty.strip_prefix("d16_hi_") {
            (t, true)
        } else if let Some(t) = ty.strip_suffix("_d16_hi") {
            (t, true)
        } else {
            (ty, false)
        };
        let (bytes, _) = width(ty)?;
        return Some(FlatKind::Store { bytes, hi });
    }
    let atom = rest.strip_prefix("atomic_")?;
    // the DS classifier knows every atomic's operation and width by name
    let ds_name = match atom {
        "cmpswap_b32" | "cmpswap" => "ds_cmpstore_b32".to_string(),
        "cmpswap_b64" | "cmpswap_x2" => "ds_cmpstore_b64".to_string(),
        // RDNA 3 pseudocode (BUFFER/GLOBAL_ATOMIC_CMPSWAP_F32): src = DATA[31:0],
        // cmp = DATA[63:32], compared as floats, as ds_cmpstore_f32
        "cmpswap_f32" => "ds_cmpstore_f32".to_string(),
        "cmpswap_f64" => "ds_cmpstore_f64".to_string(),
        "swap_b32" | "swap" => "ds_storexchg_rtn_b32".to_string(),
        "swap_b64" | "swap_x2" => "ds_storexchg_rtn_b64".to_string(),
        "csub_u32" | "sub_clamp_u32" => "ds_sub_clamp_rtn_u32".to_string(),
        "cond_sub_u32" => "ds_cond_sub_rtn_u32".to_string(),
        _ => {
            let (op, x2) = match atom.strip_suffix("_x2") {
                Some(o) => (o, true),
                None => (atom, false),
            };
            let op = match op {
                "smin" => "min_i32",
                "smax" => "max_i32",
                "umin" => "min_u32",
                "umax" => "max_u32",
                "add" | "sub" | "inc" | "dec" => {
                    return classify_atomic(
                        target,
                        &format!("ds_{op}_u{}", if x2 { 64 } else { 32 }),
                    );
                }
                "and" | "or" | "xor" => {
                    return classify_atomic(
                        target,
                        &format!("ds_{op}_b{}", if x2 { 64 } else { 32 }),
                    );
                }
                "fmin" => "min_f32",
                "fmax" => "max_f32",
                o => o,
            };
            let op = if x2 {
                op.replace("32", "64")
            } else {
                op.to_string()
            };
            format!("ds_{op}")
        }
    };
    classify_atomic(target, &ds_name)
}

fn classify_atomic(target: amdgpu_isa::Target, ds_name: &str) -> Option<FlatKind> {
    match ds::classify(target, ds_name) {
        ds::DsKind::Atomic { op, width, .. } => Some(FlatKind::Atomic {
            op,
            width,
            rtn: false,
        }),
        _ => None,
    }
}

/// What scalar and vector memory instructions need besides the wave.
pub struct Env<'a> {
    pub mem: &'a dyn Memory,
    /// Per-lane private memory of this wave: lane `l` owns
    /// `scratch[l * private_size..][..private_size]`.
    pub scratch: &'a mut [u8],
    pub private_size: u32,
}

pub(crate) fn fault(f: Fault, what: &str) -> String {
    format!(
        "{what} outside every buffer: {} bytes at {:#x}",
        f.len, f.addr
    )
}

fn sgpr64(w: &Wave, s: usize) -> u64 {
    u64::from(w.sgpr[s]) | u64::from(w.sgpr[s + 1]) << 32
}

/// Executes a scalar memory instruction.
pub fn exec_smem(w: &mut Wave, kind: SmemKind, s: &SmemInst, env: &mut Env) -> Result<(), String> {
    let gen = w.gen();
    let (dwords, buffer) = match kind {
        SmemKind::Nop => return Ok(()),
        SmemKind::Load { dwords } => (dwords, false),
        SmemKind::BufferLoad { dwords } => (dwords, true),
    };
    let base_reg = usize::from(s.sbase()) * 2;
    if base_reg + if buffer { 3 } else { 1 } >= w.sgpr.len() {
        return Err("the base address is not in SGPRs s0-s105".into());
    }
    // offset = signed immediate + SOFFSET SGPR unless NULL (RDNA 3 ISA §7.1)
    let mut offset = i64::from(s.offset(gen));
    let soffset = s.soffset();
    if gen >= Gen::Gfx10 && !amdgpu_isa::operand::is_null(u16::from(soffset), gen) {
        offset += i64::from(crate::alu::read_scalar(w, u16::from(soffset), 0)?);
    }
    let dst = usize::from(s.sdata());
    if dst + usize::from(dwords) > w.sgpr.len() {
        return Err("the destination is not in SGPRs s0-s105".into());
    }
    let mut buf = [0u8; 64];
    let buf = &mut buf[..4 * usize::from(dwords)];
    if buffer {
        // V#: base [47:0], NUM_RECORDS word 2; dwords past it read 0
        let base = sgpr64(w, base_reg) & 0xffff_ffff_ffff;
        let records = u64::from(w.sgpr[base_reg + 2]);
        for (i, chunk) in buf.chunks_exact_mut(4).enumerate() {
            let off = (offset as u64 & !3) + 4 * i as u64;
            if off + 4 <= records {
                env.mem
                    .read(base.wrapping_add(off), chunk)
                    .map_err(|f| fault(f, "scalar buffer load"))?;
            }
        }
    } else {
        // the two low address bits are ignored (RDNA 3 ISA §7.1: dword aligned)
        let addr = sgpr64(w, base_reg).wrapping_add(offset as u64) & !3;
        env.mem
            .read(addr, buf)
            .map_err(|f| fault(f, "scalar load"))?;
    }
    for (i, chunk) in buf.chunks_exact(4).enumerate() {
        w.sgpr[dst + i] = u32::from_le_bytes(chunk.try_into().expect("4 bytes"));
    }
    Ok(())
}

/// Where one lane's access goes.
enum Place {
    Global(u64),
    Lds(u32),
    Private(u32),
}

/// Executes a FLAT, GLOBAL or SCRATCH instruction on every active lane.
pub fn exec_flat(w: &mut Wave, kind: FlatKind, m: &FlatInst, env: &mut Env) -> Result<(), String> {
    let gen = w.gen();
    let row = m.row();
    let offset = i64::from(m.offset(gen));
    let saddr = m.saddr();
    // SADDR `off`: NULL from GFX10 on (125 on GFX10, 124 on GFX11+), 0x7f on GFX9
    let off = if gen >= Gen::Gfx10 {
        amdgpu_isa::operand::is_null(u16::from(saddr), gen)
    } else {
        saddr == 0x7f
    };
    let sbase = if off {
        0
    } else if row.segment == Segment::Scratch {
        u64::from(crate::alu::read_scalar(w, u16::from(saddr), 0)?)
    } else {
        crate::alu::read_scalar64(w, u16::from(saddr), 0)?
    };
    let vaddr = usize::from(m.addr());
    let group = amdgpu_isa::tables::flat::group(w.target).unwrap_or(0);
    let rtn = match kind {
        FlatKind::Atomic { .. } => m.cell(w.target).is_some_and(|c| c.variant & 1 != 0),
        _ => false,
    };
    let addtid = row.name.contains("_addtid_");
    let place = |w: &Wave, l: usize| -> Place {
        match row.segment {
            // SADDR + OFFSET + 4 * lane (SADDR `off`: 0, UNCONFIRMED)
            Segment::Global if addtid => {
                Place::Global(sbase.wrapping_add(offset as u64).wrapping_add(4 * l as u64))
            }
            Segment::Scratch => {
                let mut a = offset + sbase as i64;
                if m.scratch_vaddr(group) {
                    a += i64::from(w.vgpr[vaddr][l]);
                }
                Place::Private(a as u32)
            }
            Segment::Global if !off => Place::Global(
                sbase
                    .wrapping_add(u64::from(w.vgpr[vaddr][l]))
                    .wrapping_add(offset as u64),
            ),
            seg => {
                let a = (u64::from(w.vgpr[vaddr][l])
                    | u64::from(w.vgpr[(vaddr + 1) & 255][l]) << 32)
                    .wrapping_add(offset as u64);
                match (seg, (a >> 32) as u32) {
                    (Segment::Flat, SHARED_APERTURE_HI) => Place::Lds(a as u32),
                    (Segment::Flat, PRIVATE_APERTURE_HI) => Place::Private(a as u32),
                    _ => Place::Global(a),
                }
            }
        }
    };
    let priv_size = env.private_size;
    let private_range = |l: usize, a: u32, n: u32| -> Result<std::ops::Range<usize>, String> {
        if u64::from(a) + u64::from(n) > u64::from(priv_size) {
            return Err(format!(
                "lane {l}: private (scratch) access of {n} bytes at offset {a:#x} outside the kernel's {priv_size} bytes per work-item"
            ));
        }
        let s = l * priv_size as usize + a as usize;
        Ok(s..s + n as usize)
    };
    let exec = w.exec;
    match kind {
        FlatKind::Load { bytes, sign, d16 } => {
            let dst = usize::from(m.vdst());
            for l in crate::alu::lanes(exec) {
                let mut buf = [0u8; 16];
                let b = &mut buf[..usize::from(bytes)];
                match place(w, l) {
                    Place::Global(a) => env
                        .mem
                        .read(a, b)
                        .map_err(|f| format!("lane {l}: {}", fault(f, "load")))?,
                    Place::Lds(a) => {
                        for (i, x) in b.iter_mut().enumerate() {
                            *x = w.lds.read_u8(a.wrapping_add(i as u32));
                        }
                    }
                    Place::Private(a) => {
                        let r = private_range(l, a, u32::from(bytes))?;
                        b.copy_from_slice(&env.scratch[r]);
                    }
                }
                write_loaded(w, l, dst, (bytes, sign, d16), &buf);
            }
        }
        FlatKind::Store { bytes, hi } => {
            let data = usize::from(m.data());
            for l in crate::alu::lanes(exec) {
                let buf = store_bytes(w, l, data, bytes, hi);
                let b = &buf[..usize::from(bytes)];
                match place(w, l) {
                    Place::Global(a) => env
                        .mem
                        .write(a, b)
                        .map_err(|f| format!("lane {l}: {}", fault(f, "store")))?,
                    Place::Lds(a) => {
                        for (i, &x) in b.iter().enumerate() {
                            w.lds.write_u8(a.wrapping_add(i as u32), x);
                        }
                    }
                    Place::Private(a) => {
                        let r = private_range(l, a, u32::from(bytes))?;
                        env.scratch[r].copy_from_slice(b);
                    }
                }
            }
        }
        FlatKind::Atomic { op, width, .. } => {
            let data = usize::from(m.data());
            let dst = usize::from(m.vdst());
            let n = u32::from(width);
            for l in crate::alu::lanes(exec) {
                let (x, y) = atomic_data(w, l, data, op, n);
                let f = |old: u64| ds::atomic(op, n, old, x, y);
                let old = match place(w, l) {
                    Place::Global(a) => global_atomic(env.mem, l, a, (op, n), (x, y))?,
                    Place::Lds(a) => {
                        let old = w.lds.read(a, n);
                        w.lds.write(a, n, f(old));
                        old
                    }
                    Place::Private(a) => {
                        let r = private_range(l, a, n)?;
                        let mut b = [0u8; 8];
                        b[..n as usize].copy_from_slice(&env.scratch[r.clone()]);
                        let old = u64::from_le_bytes(b);
                        env.scratch[r].copy_from_slice(&f(old).to_le_bytes()[..n as usize]);
                        old
                    }
                };
                if rtn {
                    write_returned(w, l, dst, n, old);
                }
            }
        }
    }
    Ok(())
}

/// Writes lane `l`'s loaded bytes `buf` to VDST = `dst`: `(bytes, sign, d16)`
/// as in [`FlatKind::Load`].
pub(crate) fn write_loaded(
    w: &mut Wave,
    l: usize,
    dst: usize,
    shape: (u8, bool, u8),
    buf: &[u8; 16],
) {
    let (bytes, sign, d16) = shape;
    let dword = |i: usize| u32::from_le_bytes(buf[4 * i..4 * i + 4].try_into().expect("4"));
    if bytes >= 4 {
        for i in 0..usize::from(bytes) / 4 {
            w.vgpr[(dst + i) & 255][l] = dword(i);
        }
        return;
    }
    let raw = dword(0);
    let v = match (bytes, sign) {
        (1, true) => raw as u8 as i8 as i32 as u32,
        (2, true) => raw as u16 as i16 as i32 as u32,
        _ => raw,
    };
    let old = w.vgpr[dst][l];
    // d16 loads of bytes extend to 16 bits (RDNA 3 ISA, *_D16_*)
    w.vgpr[dst][l] = match d16 {
        0 => v,
        1 => old & 0xffff_0000 | v & 0xffff,
        _ => old & 0xffff | v << 16,
    };
}

/// The bytes lane `l` stores from DATA = `data` (`hi`: from its high half).
pub(crate) fn store_bytes(w: &Wave, l: usize, data: usize, bytes: u8, hi: bool) -> [u8; 16] {
    let mut buf = [0u8; 16];
    for i in 0..usize::from(bytes).div_ceil(4) {
        buf[4 * i..4 * i + 4].copy_from_slice(&w.vgpr[(data + i) & 255][l].to_le_bytes());
    }
    if hi {
        buf.copy_within(2..4, 0);
    }
    buf
}

/// DATA0 and DATA1 (compare-swaps only) of lane `l`'s `n`-byte atomic.
pub(crate) fn atomic_data(w: &Wave, l: usize, data: usize, op: AtomOp, n: u32) -> (u64, u64) {
    let two = matches!(op, AtomOp::Cmpst { .. } | AtomOp::CmpstF { .. });
    let reg = |i: usize| u64::from(w.vgpr[(data + i) & 255][l]);
    if n == 4 {
        (reg(0), if two { reg(1) } else { 0 })
    } else {
        (
            reg(0) | reg(1) << 32,
            if two { reg(2) | reg(3) << 32 } else { 0 },
        )
    }
}

/// Lane `l`'s atomic `(op, n bytes)` with `(DATA0, DATA1)` on global memory
/// at `a`; returns the old value.
pub(crate) fn global_atomic(
    mem: &dyn Memory,
    l: usize,
    a: u64,
    (op, n): (AtomOp, u32),
    (x, y): (u64, u64),
) -> Result<u64, String> {
    if !a.is_multiple_of(u64::from(n)) {
        return Err(format!("lane {l}: misaligned {n}-byte atomic at {a:#x}"));
    }
    let mut f = |old: u64| ds::atomic(op, n, old, x, y);
    let r = if n == 4 {
        mem.atomic32(a, &mut |o| f(u64::from(o)) as u32)
            .map(u64::from)
    } else {
        mem.atomic64(a, &mut f)
    };
    r.map_err(|e| format!("lane {l}: {}", fault(e, "atomic")))
}

/// Writes an atomic's old value (`n` bytes) to lane `l` of VDST = `dst`.
pub(crate) fn write_returned(w: &mut Wave, l: usize, dst: usize, n: u32, old: u64) {
    w.vgpr[dst][l] = old as u32;
    if n == 8 {
        w.vgpr[(dst + 1) & 255][l] = (old >> 32) as u32;
    }
}
