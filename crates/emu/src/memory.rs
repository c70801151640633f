//! Global memory behind FLAT/GLOBAL/SMEM accesses: a trait, so that an
//! embedder can supply its own, and [`Buffers`], the sandbox the CLI and the
//! tests use (every access checked against the buffers the runner placed).
//!
//! Workgroups run on several threads at once, so memory is shared (`&self`):
//! plain accesses are relaxed atomic dword operations (racing stores from
//! different workgroups are the kernel's own race, as on a GPU, but never
//! undefined behaviour on the host), atomics are compare-and-swap loops.

use std::sync::atomic::{AtomicU32, Ordering::Relaxed};

/// Why an access failed: the address range touched.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Fault {
    pub addr: u64,
    pub len: u32,
}

/// Memory addressed by 64-bit device addresses.
pub trait Memory: Sync {
    /// Reads `buf.len()` bytes at `addr`.
    fn read(&self, addr: u64, buf: &mut [u8]) -> Result<(), Fault>;
    /// Writes `data` at `addr`.
    fn write(&self, addr: u64, data: &[u8]) -> Result<(), Fault>;
    /// Atomically replaces the dword at `addr` (4-byte aligned) by
    /// `f(old)`; returns the old value.
    fn atomic32(&self, addr: u64, f: &mut dyn FnMut(u32) -> u32) -> Result<u32, Fault>;
    /// The same for the qword at `addr` (8-byte aligned).
    fn atomic64(&self, addr: u64, f: &mut dyn FnMut(u64) -> u64) -> Result<u64, Fault>;
}

/// Memory the dispatcher can also place its own data in (the kernarg
/// segment, the dispatch packet, the queue, a code object's image).
pub trait Place: Memory {
    /// Places a copy of `data` and returns its address (256-byte aligned,
    /// as HSA allocations are at least).
    fn place(&mut self, data: &[u8]) -> Result<u64, String>;
}

/// One region of [`Buffers`].
struct Region {
    base: u64,
    len: u64,
    words: Box<[AtomicU32]>,
}

/// Buffers placed at device addresses; anything else faults.
pub struct Buffers {
    regions: Vec<Region>,
    next: u64,
    /// Serialises 64-bit atomics (the storage is dwords).
    wide: std::sync::Mutex<()>,
}

/// Where the first buffer goes: away from 0, so that a null pointer faults.
const FIRST: u64 = 0x1_0000_0000;
/// Space left between buffers, so that running off one faults.
const GAP: u64 = 0x1_0000;

impl Default for Buffers {
    fn default() -> Self {
        Buffers::new()
    }
}

impl Buffers {
    pub fn new() -> Buffers {
        Buffers {
            regions: Vec::new(),
            next: FIRST,
            wide: std::sync::Mutex::new(()),
        }
    }

    /// The address the next [`Buffers::add`] returns.
    pub fn next_address(&self) -> u64 {
        self.next
    }

    /// Places a copy of `data` (padded to a dword) and returns its address
    /// (256-byte aligned, as HSA allocations are at least).
    pub fn add(&mut self, data: &[u8]) -> u64 {
        let base = self.next;
        let words: Box<[AtomicU32]> = data
            .chunks(4)
            .map(|c| {
                let mut w = [0u8; 4];
                w[..c.len()].copy_from_slice(c);
                AtomicU32::new(u32::from_le_bytes(w))
            })
            .collect();
        let len = data.len() as u64;
        self.next = (base + len.max(1) + GAP + 255) & !255;
        self.regions.push(Region { base, len, words });
        base
    }

    /// The current bytes of the buffer placed at `base`.
    pub fn bytes(&self, base: u64) -> Option<Vec<u8>> {
        let r = self.regions.iter().find(|r| r.base == base)?;
        let mut out: Vec<u8> = r
            .words
            .iter()
            .flat_map(|w| w.load(Relaxed).to_le_bytes())
            .collect();
        out.truncate(r.len as usize);
        Some(out)
    }

    /// The region holding `[addr, addr + len)`, and the offset in it.
    fn find(&self, addr: u64, len: u32) -> Result<(&Region, usize), Fault> {
        let fault = Fault { addr, len };
        // few buffers: a linear scan beats a tree here
        let r = self
            .regions
            .iter()
            .find(|r| addr >= r.base && addr - r.base < r.len.max(1))
            .ok_or(fault)?;
        let off = addr - r.base;
        if off + u64::from(len) > r.len {
            return Err(fault);
        }
        Ok((r, off as usize))
    }
}

impl Place for Buffers {
    fn place(&mut self, data: &[u8]) -> Result<u64, String> {
        Ok(self.add(data))
    }
}

impl Memory for Buffers {
    fn read(&self, addr: u64, buf: &mut [u8]) -> Result<(), Fault> {
        let (r, off) = self.find(addr, buf.len() as u32)?;
        if off.is_multiple_of(4) && buf.len().is_multiple_of(4) {
            for (i, chunk) in buf.chunks_exact_mut(4).enumerate() {
                chunk.copy_from_slice(&r.words[off / 4 + i].load(Relaxed).to_le_bytes());
            }
        } else {
            for (i, b) in buf.iter_mut().enumerate() {
                let a = off + i;
                *b = (r.words[a / 4].load(Relaxed) >> (8 * (a % 4))) as u8;
            }
        }
        Ok(())
    }

    fn write(&self, addr: u64, data: &[u8]) -> Result<(), Fault> {
        let (r, off) = self.find(addr, data.len() as u32)?;
        if off.is_multiple_of(4) && data.len().is_multiple_of(4) {
            for (i, chunk) in data.chunks_exact(4).enumerate() {
                let v = u32::from_le_bytes(chunk.try_into().expect("4 bytes"));
                r.words[off / 4 + i].store(v, Relaxed);
            }
        } else {
            for (i, &b) in data.iter().enumerate() {
                let a = off + i;
                let shift = 8 * (a % 4);
                let mask = !(0xffu32 << shift);
                let v = u32::from(b) << shift;
                let _ = r.words[a / 4].fetch_update(Relaxed, Relaxed, |w| Some(w & mask | v));
            }
        }
        Ok(())
    }

    fn atomic32(&self, addr: u64, f: &mut dyn FnMut(u32) -> u32) -> Result<u32, Fault> {
        let (r, off) = self.find(addr, 4)?;
        if off % 4 != 0 {
            return Err(Fault { addr, len: 4 });
        }
        // a 64-bit atomic on the same dword at the same time is not
        // atomic with this one (kernels do not mix sizes on one address)
        let w = &r.words[off / 4];
        Ok(w.fetch_update(Relaxed, Relaxed, |old| Some(f(old)))
            .unwrap_or_else(|old| old))
    }

    fn atomic64(&self, addr: u64, f: &mut dyn FnMut(u64) -> u64) -> Result<u64, Fault> {
        let (r, off) = self.find(addr, 8)?;
        if off % 8 != 0 {
            return Err(Fault { addr, len: 8 });
        }
        let (lo, hi) = (&r.words[off / 4], &r.words[off / 4 + 1]);
        let _lock = self.wide.lock().unwrap_or_else(|e| e.into_inner());
        let old = u64::from(lo.load(Relaxed)) | u64::from(hi.load(Relaxed)) << 32;
        let new = f(old);
        lo.store(new as u32, Relaxed);
        hi.store((new >> 32) as u32, Relaxed);
        Ok(old)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn placed_buffers_and_faults() {
        let mut m = Buffers::new();
        let a = m.add(&[1, 2, 3, 4, 5, 6]);
        let b = m.add(&[0; 8]);
        assert_eq!(a % 256, 0);
        assert!(b > a + 6);
        let mut buf = [0u8; 4];
        m.read(a + 1, &mut buf).unwrap();
        assert_eq!(buf, [2, 3, 4, 5]);
        assert_eq!(
            m.read(a + 4, &mut buf),
            Err(Fault {
                addr: a + 4,
                len: 4
            })
        );
        assert!(m.read(0, &mut buf).is_err());
        m.write(b + 2, &[9, 9]).unwrap();
        m.write(b + 4, &[7, 7, 7, 7]).unwrap();
        assert_eq!(m.bytes(b).unwrap(), [0, 0, 9, 9, 7, 7, 7, 7]);
        assert_eq!(m.atomic32(b + 4, &mut |x| x + 1).unwrap(), 0x0707_0707);
        assert_eq!(
            m.atomic64(b, &mut |x| x ^ 1).unwrap(),
            0x0707_0708_0909_0000
        );
        assert!(m.atomic32(b + 2, &mut |x| x).is_err());
        assert_eq!(m.bytes(b).unwrap(), [1, 0, 9, 9, 8, 7, 7, 7]);
    }
}
