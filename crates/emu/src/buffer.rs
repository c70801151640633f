//! Buffer memory instructions (MUBUF `buffer_*`, MTBUF `tbuffer_*`) on GFX11
//! (RDNA 3 / 3.5): every access goes through a 128-bit buffer resource (V#)
//! in four SGPRs, which gives the base address, the record stride, the
//! bounds and the out-of-range rule.
//!
//! Sources: AMD "RDNA3 Instruction Set Architecture" guide, chapter "Vector
//! Memory Buffer Instructions" (address computation, range checking, D16
//! forms) and its pseudocode (tinygrad `autogen/amd/rdna3/str_pcode.py`,
//! BUFFER_* / TBUFFER_*); the V# layout per generation from ROCR's
//! `registers.h` (kernel-facts §4.1); the GFX11 OOB_SELECT table as Mesa's
//! radv quotes it (`radv_make_texel_buffer_descriptor`); AMD's rocjitsu
//! simulator (`addr_calc_buffer.h`) where the guide is terse (the swizzled
//! address, SOFFSET in mode 3's bound). Loads, stores and atomics themselves
//! are FLAT's ([`vmem::classify_access`] and the per-lane helpers in
//! [`vmem`]).

use crate::state::Wave;
use crate::vmem::{self, Env, FlatKind};
use amdgpu_isa::encoding::buffer::BufInst;
use amdgpu_isa::tables::buffer::{BufRow, BUF_FORMAT};
use amdgpu_isa::{Gen, Target};

/// What a buffer instruction does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BufKind {
    /// A load, store or atomic of a fixed width (`buffer_load_b32`,
    /// `buffer_store_d16_hi_b8`, `buffer_atomic_cmpswap_b64`...), as FLAT's.
    Mem(FlatKind),
    /// `[t]buffer_load[_d16[_hi]]_format_*`: `comps` components converted from
    /// the data format (`typed`: MTBUF's instruction field, else the V#'s).
    /// `d16`: 0 one dword per component, 1 16-bit halves packed two to a
    /// VGPR, 2 the high half of VDATA (`_d16_hi_format_x`).
    FormatLoad { comps: u8, d16: u8, typed: bool },
    /// `[t]buffer_store[_d16[_hi]]_format_*`, the same shapes.
    FormatStore { comps: u8, d16: u8, typed: bool },
}

/// The kind of a buffer row on `target`: GFX11 only (GFX9/10 descriptors
/// and GFX12's VBUFFER are not modelled); the TFE and LDS forms are refused.
pub fn classify(target: Target, row: &BufRow) -> Option<BufKind> {
    if target.gen() != Gen::Gfx11 || row.tfe || row.lds {
        return None;
    }
    let (rest, typed) = match row.name.strip_prefix("tbuffer_") {
        Some(r) => (r, true),
        None => (row.name.strip_prefix("buffer_")?, false),
    };
    let format = |s: &str| -> Option<(u8, u8)> {
        let (s, d16) = if let Some(t) = s.strip_prefix("d16_hi_") {
            (t, 2)
        } else if let Some(t) = s.strip_prefix("d16_") {
            (t, 1)
        } else {
            (s, 0)
        };
        let comps = match s.strip_prefix("format_")? {
            "x" => 1,
            "xy" => 2,
            "xyz" => 3,
            "xyzw" => 4,
            _ => return None,
        };
        Some((comps, d16))
    };
    if let Some((comps, d16)) = rest.strip_prefix("load_").and_then(format) {
        return Some(BufKind::FormatLoad { comps, d16, typed });
    }
    if let Some((comps, d16)) = rest.strip_prefix("store_").and_then(format) {
        return Some(BufKind::FormatStore { comps, d16, typed });
    }
    if typed {
        return None;
    }
    vmem::classify_access(target, rest).map(BufKind::Mem)
}

/// The fields of a GFX11 V# that the model reads (ROCR registers.h,
/// SQ_BUF_RSRC_WORD0-3 for GFX11; kernel-facts §4.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rsrc {
    /// BASE_ADDRESS, 48 bits (word 0, word 1 [15:0]).
    pub base: u64,
    /// STRIDE in bytes, word 1 [29:16].
    pub stride: u32,
    /// SWIZZLE_ENABLE, word 1 [31:30].
    pub swizzle: u32,
    /// NUM_RECORDS, word 2: bytes, or records when the index is checked.
    pub records: u32,
    /// DST_SEL_X/Y/Z/W, word 3 [11:0], three bits each.
    pub dst_sel: [u8; 4],
    /// FORMAT, word 3 [17:12] (the unified format numbers of MTBUF).
    pub format: u8,
    /// INDEX_STRIDE, word 3 [22:21]: 8, 16, 32 or 64 records.
    pub index_stride: u32,
    /// ADD_TID_ENABLE, word 3 [23].
    pub add_tid: bool,
    /// OOB_SELECT, word 3 [29:28].
    pub oob: u8,
}

impl Rsrc {
    pub fn from_words(d: [u32; 4]) -> Rsrc {
        let sel = |i: u32| (d[3] >> (3 * i) & 7) as u8;
        Rsrc {
            base: u64::from(d[0]) | u64::from(d[1] & 0xffff) << 32,
            stride: d[1] >> 16 & 0x3fff,
            swizzle: d[1] >> 30,
            records: d[2],
            dst_sel: [sel(0), sel(1), sel(2), sel(3)],
            format: (d[3] >> 12 & 0x3f) as u8,
            index_stride: 8 << (d[3] >> 21 & 3),
            add_tid: d[3] >> 23 & 1 != 0,
            oob: (d[3] >> 28 & 3) as u8,
        }
    }

    /// Whether bytes `[offset + start, offset + start + bytes)` of record
    /// `index` are in range. GFX11 OOB_SELECT (RDNA 3 guide "Range
    /// Checking", as radv quotes it): 0 `index < NUM_RECORDS && offset +
    /// payload <= STRIDE`; 1 `index < NUM_RECORDS`; 2 `NUM_RECORDS != 0`;
    /// 3 with SWIZZLE_ENABLE and STRIDE as 0, else `offset + payload <=
    /// NUM_RECORDS`, where SOFFSET counts too (rocjitsu; the triton gluon
    /// buffer documentation says the same). `offset` is VGPR offset +
    /// instruction offset (32 bits), without SOFFSET.
    pub fn in_range(&self, index: u32, offset: u32, soffset: u32, start: u32, bytes: u32) -> bool {
        let end = u64::from(offset) + u64::from(start) + u64::from(bytes);
        let structured = index < self.records && end <= u64::from(self.stride);
        match self.oob {
            0 => structured,
            1 => index < self.records,
            2 => self.records != 0,
            _ if self.swizzle != 0 && self.stride != 0 => structured,
            _ => end + u64::from(soffset) <= u64::from(self.records),
        }
    }
}

/// One lane's access: its address, and what the range check reads.
#[derive(Clone, Copy, Debug)]
struct Lane {
    addr: u64,
    index: u32,
    offset: u32,
}

/// The operands every lane shares.
struct Access {
    r: Rsrc,
    soffset: u32,
    inst_offset: u32,
    idxen: bool,
    offen: bool,
    vaddr: usize,
}

impl Access {
    fn read(w: &Wave, b: &BufInst) -> Result<Access, String> {
        let gen = w.gen();
        let s = u16::from(b.srsrc()) * 4;
        let mut d = [0u32; 4];
        for (i, x) in d.iter_mut().enumerate() {
            *x = crate::alu::read_scalar(w, s + i as u16, 0)
                .map_err(|_| format!("the buffer resource s[{s}:{}] is not in SGPRs", s + 3))?;
        }
        Ok(Access {
            r: Rsrc::from_words(d),
            soffset: crate::alu::read_scalar(w, u16::from(b.soffset()), 0)?,
            inst_offset: b.offset(),
            idxen: b.idxen(gen),
            offen: b.offen(gen),
            vaddr: usize::from(b.vaddr()),
        })
    }

    /// Lane `l`'s address. RDNA 3 guide "Buffer Addressing": ADDR = BASE +
    /// SOFFSET + buffer offset, the buffer offset being INDEX * STRIDE +
    /// OFFSET with INDEX from VADDR (IDXEN), else the lane id when
    /// ADD_TID_ENABLE is set, else 0, and OFFSET = VGPR offset (OFFEN, the
    /// VGPR after the index) + the instruction's offset, in 32 bits. (The
    /// GCN guides add the lane id to a VGPR index; rocjitsu's RDNA model
    /// takes the VGPR index instead, followed here: UNCONFIRMED.)
    fn lane(&self, w: &Wave, l: usize) -> Result<Lane, String> {
        let r = &self.r;
        let index = if self.idxen {
            w.vgpr[self.vaddr][l]
        } else if r.add_tid {
            l as u32
        } else {
            0
        };
        let voffset = if self.offen {
            w.vgpr[(self.vaddr + usize::from(self.idxen)) & 255][l]
        } else {
            0
        };
        let offset = voffset.wrapping_add(self.inst_offset);
        let soffset = u64::from(self.soffset);
        let within = if r.swizzle != 0 && (self.idxen || r.add_tid) {
            // Swizzled: records interleaved INDEX_STRIDE at a time in
            // elements of 4 (SWIZZLE_ENABLE 1) or 16 bytes (3); SOFFSET
            // outside the swizzle (rocjitsu rdna_buffer_address; the GCN
            // guides' swizzle formula). Element size of value 2: UNCONFIRMED.
            let es = match r.swizzle {
                1 => 4,
                3 => 16,
                _ => {
                    return Err(
                        "a swizzled buffer with SWIZZLE_ENABLE = 2 is not executed (its element size is unconfirmed)"
                            .into(),
                    )
                }
            };
            let is = u64::from(r.index_stride);
            let (index, offset) = (u64::from(index), u64::from(offset));
            (index / is * u64::from(r.stride) + offset / es * es) * is
                + index % is * es
                + offset % es
                + soffset
        } else {
            u64::from(index) * u64::from(r.stride) + u64::from(offset) + soffset
        };
        Ok(Lane {
            addr: r.base.wrapping_add(within),
            index,
            offset,
        })
    }

    /// The in-range pieces of a `bytes`-byte access: its address and byte
    /// range in the data. dwordx2-4 are range-checked per dword, narrower
    /// accesses as a whole (RDNA 3 guide, range checking).
    fn pieces<'a>(
        &'a self,
        x: &'a Lane,
        bytes: u8,
    ) -> impl Iterator<Item = (u64, std::ops::Range<usize>)> + 'a {
        let piece = u32::from(bytes).min(4);
        (0..u32::from(bytes))
            .step_by(piece as usize)
            .filter(move |&start| self.in_range(x, start, piece))
            .map(move |start| {
                let s = start as usize;
                (x.addr.wrapping_add(u64::from(start)), s..s + piece as usize)
            })
    }

    fn in_range(&self, x: &Lane, start: u32, bytes: u32) -> bool {
        self.r
            .in_range(x.index, x.offset, self.soffset, start, bytes)
    }
}

/// A data format as far as the model converts it: `comps` components of
/// `bits` bits of one numeric type.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Format {
    bits: u8,
    comps: u8,
    num: Num,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Num {
    Uint,
    Sint,
    Float,
}

/// The name LLVM gives format `code` on `target` (`BUF_FMT_32_FLOAT`).
fn format_name(target: Target, code: u8) -> String {
    let spelled = amdgpu_isa::tables::buffer::group(target)
        .and_then(|g| BUF_FORMAT.get(g)?.get(usize::from(code)).copied())
        .unwrap_or("");
    match spelled.trim_start_matches('[').trim_end_matches(']') {
        "" => format!("data format {code}"),
        n => n.to_string(),
    }
}

/// The format `code` (GFX11 unified numbering, read from LLVM's names) if
/// the model converts it for `d16` (0: to/from dwords, else 16-bit halves)
/// and `store`. Converted here: 32-bit UINT/SINT/FLOAT components both ways
/// (the bits as they are); for loads also 8/16-bit UINT/SINT (zero / sign
/// extension) and 16-bit FLOAT (exact widening to f32); for d16 16-bit
/// components both ways and 8-bit UINT/SINT loads. The rest (normalised,
/// scaled, packed 10/11-bit, narrowing conversions) is refused by name.
fn format_of(target: Target, code: u8, d16: bool, store: bool) -> Result<Format, String> {
    let name = format_name(target, code);
    let refuse = || format!("buffer format {name} is not executed by the emulator yet");
    let Some(parts) = name.strip_prefix("BUF_FMT_") else {
        return Err(refuse());
    };
    let mut it = parts.rsplitn(2, '_');
    let (num, widths) = (it.next().unwrap_or(""), it.next().unwrap_or(""));
    let num = match num {
        "UINT" => Num::Uint,
        "SINT" => Num::Sint,
        "FLOAT" => Num::Float,
        _ => return Err(refuse()),
    };
    let bits: Vec<u8> = widths.split('_').filter_map(|b| b.parse().ok()).collect();
    let Some(&first) = bits.first() else {
        return Err(refuse());
    };
    if bits.iter().any(|&b| b != first) || bits.len() > 4 {
        return Err(refuse());
    }
    let ok = match (first, d16, store) {
        (32, false, _) => true,
        (8 | 16, false, false) => true,
        (16, true, _) => true,
        (8, true, false) => num != Num::Float,
        _ => false,
    };
    if !ok {
        return Err(refuse());
    }
    Ok(Format {
        bits: first,
        comps: bits.len() as u8,
        num,
    })
}

impl Format {
    fn bytes(&self) -> u32 {
        u32::from(self.bits) / 8 * u32::from(self.comps)
    }

    /// Component `c` of `raw` (little-endian), converted to 32 bits, or to
    /// 16 bits for `d16`.
    fn component(&self, raw: &[u8; 16], c: usize, d16: bool) -> u32 {
        let n = usize::from(self.bits) / 8;
        let mut b = [0u8; 4];
        b[..n].copy_from_slice(&raw[c * n..c * n + n]);
        let v = u32::from_le_bytes(b);
        match (self.bits, self.num, d16) {
            (32, ..) | (16, _, true) => v,
            (8, Num::Sint, true) => u32::from(v as u8 as i8 as i16 as u16),
            (16, Num::Float, false) => (crate::ds::f16_to_f64(v as u16) as f32).to_bits(),
            (8, Num::Sint, false) => v as u8 as i8 as i32 as u32,
            (16, Num::Sint, false) => v as u16 as i16 as i32 as u32,
            _ => v,
        }
    }

    /// The value of a SEL_1 component (and of a missing W): 1 or 1.0.
    fn one(&self, d16: bool) -> u32 {
        match (self.num, d16) {
            (Num::Float, false) => 0x3f80_0000,
            (Num::Float, true) => 0x3c00,
            _ => 1,
        }
    }
}

/// Executes a buffer instruction on every active lane.
pub fn exec_buffer(w: &mut Wave, kind: BufKind, b: &BufInst, env: &mut Env) -> Result<(), String> {
    let acc = Access::read(w, b)?;
    let data = usize::from(b.vdata());
    let exec = w.exec;
    let lane_err = |l: usize, what: &'static str| {
        move |f: crate::memory::Fault| format!("lane {l}: {}", vmem::fault(f, what))
    };
    match kind {
        BufKind::Mem(FlatKind::Load { bytes, sign, d16 }) => {
            for l in crate::alu::lanes(exec) {
                let x = acc.lane(w, l)?;
                let mut buf = [0u8; 16];
                // out-of-range bytes read 0
                for (addr, r) in acc.pieces(&x, bytes) {
                    env.mem
                        .read(addr, &mut buf[r])
                        .map_err(lane_err(l, "buffer load"))?;
                }
                vmem::write_loaded(w, l, data, (bytes, sign, d16), &buf);
            }
        }
        BufKind::Mem(FlatKind::Store { bytes, hi }) => {
            for l in crate::alu::lanes(exec) {
                let x = acc.lane(w, l)?;
                let buf = vmem::store_bytes(w, l, data, bytes, hi);
                // out-of-range pieces are not written
                for (addr, r) in acc.pieces(&x, bytes) {
                    env.mem
                        .write(addr, &buf[r])
                        .map_err(lane_err(l, "buffer store"))?;
                }
            }
        }
        BufKind::Mem(FlatKind::Atomic { op, width, .. }) => {
            // GLC: the old value comes back (RDNA 3 guide, buffer atomics)
            let rtn = b.cell(w.target).is_some_and(|c| c.variant & 1 != 0);
            let n = u32::from(width);
            for l in crate::alu::lanes(exec) {
                let x = acc.lane(w, l)?;
                let d = vmem::atomic_data(w, l, data, op, n);
                // all or nothing; an out-of-range atomic is dropped and
                // returns 0 like a load (the 0: UNCONFIRMED)
                let old = if acc.in_range(&x, 0, n) {
                    vmem::global_atomic(env.mem, l, x.addr, (op, n), d)?
                } else {
                    0
                };
                if rtn {
                    vmem::write_returned(w, l, data, n, old);
                }
            }
        }
        BufKind::FormatLoad { comps, d16, typed } => {
            let code = if typed { b.format() } else { acc.r.format };
            let f = format_of(w.target, code, d16 != 0, false)?;
            let sels = acc.r.dst_sel;
            for l in crate::alu::lanes(exec) {
                let x = acc.lane(w, l)?;
                let mut raw = [0u8; 16];
                // format accesses are range-checked all or nothing
                let inside = acc.in_range(&x, 0, f.bytes());
                if inside {
                    env.mem
                        .read(x.addr, &mut raw[..f.bytes() as usize])
                        .map_err(lane_err(l, "buffer load"))?;
                }
                for (i, &sel) in sels.iter().enumerate().take(usize::from(comps)) {
                    // DST_SEL: 0 → 0, 1 → 1, 4-7 → X-W; out of range every
                    // component is 0 except SEL_1 ones, which read 1 (RDNA 3
                    // guide, range checking). Missing format components read
                    // 0, and 1 for W (UNCONFIRMED).
                    let v = match (sel, inside) {
                        (1, _) => f.one(d16 != 0),
                        (_, false) | (0, true) => 0,
                        (s @ 4..=7, true) => {
                            let c = usize::from(s - 4);
                            if c < usize::from(f.comps) {
                                f.component(&raw, c, d16 != 0)
                            } else if c == 3 {
                                f.one(d16 != 0)
                            } else {
                                0
                            }
                        }
                        (s, true) => {
                            return Err(format!(
                                "the buffer resource's DST_SEL {s} for component {i} is reserved"
                            ))
                        }
                    };
                    // D16: halves packed two per VGPR, the rest of the last
                    // VGPR kept; d16_hi: the high half (tinygrad pcode
                    // BUFFER_LOAD_D16_FORMAT_* / _D16_HI_FORMAT_X)
                    match d16 {
                        0 => w.vgpr[(data + i) & 255][l] = v,
                        1 => {
                            let r = &mut w.vgpr[(data + i / 2) & 255][l];
                            *r = if i % 2 == 0 {
                                *r & 0xffff_0000 | v & 0xffff
                            } else {
                                *r & 0xffff | v << 16
                            };
                        }
                        _ => {
                            let r = &mut w.vgpr[data][l];
                            *r = *r & 0xffff | v << 16;
                        }
                    }
                }
            }
        }
        BufKind::FormatStore { comps, d16, typed } => {
            let code = if typed { b.format() } else { acc.r.format };
            let f = format_of(w.target, code, d16 != 0, true)?;
            // the instruction's components that the format has; the
            // format's others are not written (UNCONFIRMED)
            let n = usize::from(comps.min(f.comps));
            let size = usize::from(f.bits) / 8;
            for l in crate::alu::lanes(exec) {
                let x = acc.lane(w, l)?;
                if !acc.in_range(&x, 0, f.bytes()) {
                    continue;
                }
                let mut raw = [0u8; 16];
                for i in 0..n {
                    let v = match d16 {
                        0 => w.vgpr[(data + i) & 255][l],
                        1 => w.vgpr[(data + i / 2) & 255][l] >> (16 * (i % 2)),
                        _ => w.vgpr[data][l] >> 16,
                    };
                    raw[i * size..i * size + size].copy_from_slice(&v.to_le_bytes()[..size]);
                }
                env.mem
                    .write(x.addr, &raw[..n * size])
                    .map_err(lane_err(l, "buffer store"))?;
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests;
