//! Host memory as device memory: the addresses a kernel uses are the host's
//! own virtual addresses, as under tinygrad's mock GPU, where the GPU's
//! address space is the process's (kernel-facts §4.1, §6.1). Every access is
//! checked against the ranges the caller registered and the allocations the
//! dispatcher made here (kernarg segment, dispatch packet, queue, image):
//! an access outside them is a [`Fault`], reported, never a host crash.
//!
//! Accesses are atomic loads and stores of the host bytes (dwords when
//! aligned, bytes otherwise), so that workgroups on several threads racing on
//! one address are the kernel's race, as on a GPU, and not undefined
//! behaviour of the host program.

use crate::memory::{Fault, Memory, Place};
use std::alloc::Layout;
use std::sync::atomic::{AtomicU32, AtomicU64, AtomicU8, Ordering::Relaxed};
use std::sync::Mutex;

/// A zeroed allocation owned by [`HostMemory`], freed with it.
struct Owned {
    ptr: *mut u8,
    layout: Layout,
}

impl Drop for Owned {
    fn drop(&mut self) {
        // SAFETY: allocated by `alloc_zeroed` with this layout, freed once.
        unsafe { std::alloc::dealloc(self.ptr, self.layout) }
    }
}

/// Host memory reached through registered address ranges.
pub struct HostMemory {
    /// Allowed `[start, end)` ranges, sorted, disjoint and not adjacent.
    ranges: Vec<(u64, u64)>,
    /// What reads may reach: `ranges` with each registered range's end
    /// rounded up to its page ([`PAGE`]), merged likewise.
    readable: Vec<(u64, u64)>,
    owned: Vec<Owned>,
    /// The first access that fell outside every range.
    fault: Mutex<Option<Fault>>,
}

// SAFETY: the raw pointers of `owned` are allocations this value owns; every
// access through them (and through registered ranges) is an atomic operation.
unsafe impl Send for HostMemory {}
unsafe impl Sync for HostMemory {}

impl Default for HostMemory {
    fn default() -> Self {
        HostMemory::new()
    }
}

/// Reads may run past a registered range's end to the end of its last
/// page. GPU memory is mapped in 4 KiB pages, so a load past a buffer's end
/// inside its page does not fault on the device, and compiled code does
/// it: a 12-byte kernel argument struct read with one `s_load_b128` on
/// GFX11, which has no 96-bit scalar load (seen in tinygrad's own kernels,
/// whose mock GPU registers the 12 bytes). The host maps memory in pages too,
/// so such a read cannot fault in this process. Writes stay exact.
pub const PAGE: u64 = 4096;

/// Largest allocation [`Place::place`] makes here.
const MAX_OWNED: usize = 1 << 30;

impl HostMemory {
    /// No range allowed yet: every access faults.
    pub fn new() -> HostMemory {
        HostMemory {
            ranges: Vec::new(),
            readable: Vec::new(),
            owned: Vec::new(),
            fault: Mutex::new(None),
        }
    }

    /// Allows kernels to read and write `[base, base + len)`.
    ///
    /// # Safety
    ///
    /// The range must be host memory that stays mapped, readable and
    /// writable for as long as kernels run on this value, and that no Rust
    /// reference covers while they run (foreign buffers: NumPy arrays,
    /// `malloc`ed or `mmap`ed blocks).
    /// Reads may also reach the rest of the range's last page ([`PAGE`]).
    pub unsafe fn add_range(&mut self, base: u64, len: u64) -> Result<(), String> {
        let end = self.allow(base, len)?;
        // the page holding the range's last byte is mapped in this process
        let page_end = end
            .div_ceil(PAGE)
            .saturating_mul(PAGE)
            .min(usize::MAX as u64);
        insert_merged(&mut self.readable, base, page_end);
        Ok(())
    }

    /// Allows `[base, base + len)` for reads and writes; its end.
    fn allow(&mut self, base: u64, len: u64) -> Result<u64, String> {
        if len == 0 {
            return Ok(base);
        }
        let end = base
            .checked_add(len)
            .filter(|&e| e <= usize::MAX as u64)
            .ok_or_else(|| {
                format!("the range of {len} bytes at {base:#x} wraps the address space")
            })?;
        if base == 0 {
            return Err("a range may not start at address 0 (a null pointer must fault)".into());
        }
        insert_merged(&mut self.ranges, base, end);
        insert_merged(&mut self.readable, base, end);
        Ok(end)
    }

    /// The allowed ranges, `(start, length)`, merged and sorted.
    pub fn ranges(&self) -> Vec<(u64, u64)> {
        self.ranges.iter().map(|&(s, e)| (s, e - s)).collect()
    }

    /// The first access that faulted, if any.
    pub fn first_fault(&self) -> Option<Fault> {
        *self.fault.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// Whether `[addr, addr + len)` lies in one allowed range.
    pub fn contains(&self, addr: u64, len: u64) -> bool {
        within(&self.ranges, addr, len)
    }

    /// Whether a read of `[addr, addr + len)` is allowed.
    pub fn readable(&self, addr: u64, len: u64) -> bool {
        within(&self.readable, addr, len)
    }

    fn check(&self, addr: u64, len: usize) -> Result<(), Fault> {
        self.check_in(self.contains(addr, len as u64), addr, len)
    }

    fn check_read(&self, addr: u64, len: usize) -> Result<(), Fault> {
        self.check_in(self.readable(addr, len as u64), addr, len)
    }

    fn check_in(&self, ok: bool, addr: u64, len: usize) -> Result<(), Fault> {
        if ok {
            return Ok(());
        }
        let f = Fault {
            addr,
            len: len as u32,
        };
        let mut first = self.fault.lock().unwrap_or_else(|p| p.into_inner());
        first.get_or_insert(f);
        Err(f)
    }
}

/// Inserts `[base, end)` into sorted, disjoint `ranges`, merging it with
/// overlapping or touching neighbours, so that an access spanning two
/// registered ranges is allowed.
fn insert_merged(ranges: &mut Vec<(u64, u64)>, base: u64, end: u64) {
    let at = ranges.partition_point(|r| r.0 < base);
    ranges.insert(at, (base, end));
    let mut merged: Vec<(u64, u64)> = Vec::with_capacity(ranges.len());
    for &(s, e) in ranges.iter() {
        match merged.last_mut() {
            Some(last) if s <= last.1 => last.1 = last.1.max(e),
            _ => merged.push((s, e)),
        }
    }
    *ranges = merged;
}

/// Whether `[addr, addr + len)` lies in one of `ranges`.
fn within(ranges: &[(u64, u64)], addr: u64, len: u64) -> bool {
    let Some(end) = addr.checked_add(len) else {
        return false;
    };
    let i = ranges.partition_point(|r| r.0 <= addr);
    i > 0 && {
        let (s, e) = ranges[i - 1];
        addr >= s && end <= e
    }
}

impl Memory for HostMemory {
    fn read(&self, addr: u64, buf: &mut [u8]) -> Result<(), Fault> {
        self.check_read(addr, buf.len())?;
        let p = addr as usize as *mut u8;
        if addr.is_multiple_of(4) && buf.len().is_multiple_of(4) {
            for (i, c) in buf.chunks_exact_mut(4).enumerate() {
                // SAFETY: inside an allowed range (checked), 4-byte aligned.
                let w = unsafe { AtomicU32::from_ptr(p.add(4 * i).cast::<u32>()) };
                c.copy_from_slice(&w.load(Relaxed).to_ne_bytes());
            }
        } else {
            for (i, b) in buf.iter_mut().enumerate() {
                // SAFETY: inside an allowed range (checked).
                *b = unsafe { AtomicU8::from_ptr(p.add(i)) }.load(Relaxed);
            }
        }
        Ok(())
    }

    fn write(&self, addr: u64, data: &[u8]) -> Result<(), Fault> {
        self.check(addr, data.len())?;
        let p = addr as usize as *mut u8;
        if addr.is_multiple_of(4) && data.len().is_multiple_of(4) {
            for (i, c) in data.chunks_exact(4).enumerate() {
                let v = u32::from_ne_bytes(c.try_into().expect("4 bytes"));
                // SAFETY: inside an allowed range (checked), 4-byte aligned.
                unsafe { AtomicU32::from_ptr(p.add(4 * i).cast::<u32>()) }.store(v, Relaxed);
            }
        } else {
            for (i, &b) in data.iter().enumerate() {
                // SAFETY: inside an allowed range (checked).
                unsafe { AtomicU8::from_ptr(p.add(i)) }.store(b, Relaxed);
            }
        }
        Ok(())
    }

    fn atomic32(&self, addr: u64, f: &mut dyn FnMut(u32) -> u32) -> Result<u32, Fault> {
        self.check(addr, 4)?;
        if !addr.is_multiple_of(4) {
            return Err(Fault { addr, len: 4 });
        }
        // SAFETY: inside an allowed range (checked), 4-byte aligned.
        let w = unsafe { AtomicU32::from_ptr(addr as usize as *mut u32) };
        // device memory is little-endian
        let old = w
            .fetch_update(Relaxed, Relaxed, |o| Some(f(u32::from_le(o)).to_le()))
            .unwrap_or_else(|o| o);
        Ok(u32::from_le(old))
    }

    fn atomic64(&self, addr: u64, f: &mut dyn FnMut(u64) -> u64) -> Result<u64, Fault> {
        self.check(addr, 8)?;
        if !addr.is_multiple_of(8) {
            return Err(Fault { addr, len: 8 });
        }
        // SAFETY: inside an allowed range (checked), 8-byte aligned.
        let w = unsafe { AtomicU64::from_ptr(addr as usize as *mut u64) };
        let old = w
            .fetch_update(Relaxed, Relaxed, |o| Some(f(u64::from_le(o)).to_le()))
            .unwrap_or_else(|o| o);
        Ok(u64::from_le(old))
    }
}

impl Place for HostMemory {
    /// A new zeroed host allocation (256-byte aligned) holding `data`,
    /// allowed like a registered range and freed with this value.
    fn place(&mut self, data: &[u8]) -> Result<u64, String> {
        if data.len() > MAX_OWNED {
            return Err(format!(
                "{} bytes is more than the {MAX_OWNED} placed at once",
                data.len()
            ));
        }
        let layout = Layout::from_size_align(data.len().max(1), 256)
            .map_err(|e| format!("cannot allocate {} bytes: {e}", data.len()))?;
        // SAFETY: the layout's size is at least 1.
        let ptr = unsafe { std::alloc::alloc_zeroed(layout) };
        if ptr.is_null() {
            return Err(format!("cannot allocate {} bytes", data.len()));
        }
        // SAFETY: a fresh allocation of at least `data.len()` bytes.
        unsafe { std::ptr::copy_nonoverlapping(data.as_ptr(), ptr, data.len()) };
        self.owned.push(Owned { ptr, layout });
        let base = ptr as usize as u64;
        self.allow(base, data.len().max(1) as u64)?;
        Ok(base)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ranges_are_checked_and_merged() {
        let mut block = vec![0u32; 16];
        let base = block.as_mut_ptr() as u64;
        let mut m = HostMemory::new();
        let mut b = [0u8; 4];
        assert!(m.read(base, &mut b).is_err());
        assert_eq!(m.first_fault(), Some(Fault { addr: base, len: 4 }));
        // two touching halves make one range
        unsafe {
            m.add_range(base + 32, 32).unwrap();
            m.add_range(base, 32).unwrap();
        }
        assert_eq!(m.ranges(), vec![(base, 64)]);
        m.write(base + 30, &[1, 2, 3, 4]).unwrap();
        m.write(base + 8, &7u32.to_le_bytes()).unwrap();
        assert_eq!(m.atomic32(base + 8, &mut |x| x * 3).unwrap(), 7);
        assert_eq!(m.atomic64(base + 8, &mut |x| x + 1).unwrap(), 21);
        assert!(m.write(base + 62, &b).is_err());
        assert!(m.atomic32(base + 2, &mut |x| x).is_err());
        assert!(unsafe { m.add_range(0, 4) }.is_err());
        assert!(unsafe { m.add_range(u64::MAX - 2, 4) }.is_err());
        drop(m);
        assert_eq!(block[2], 22);
        assert_eq!(block[7].to_le_bytes(), [0, 0, 1, 2]);
        assert_eq!(block[8].to_le_bytes(), [3, 4, 0, 0]);
    }

    #[test]
    fn reads_reach_the_end_of_a_ranges_last_page() {
        // one page, page-aligned, of which 12 bytes are registered
        let layout = Layout::from_size_align(2 * PAGE as usize, PAGE as usize).unwrap();
        let page = unsafe { std::alloc::alloc_zeroed(layout) };
        let base = page as u64;
        let mut m = HostMemory::new();
        unsafe { m.add_range(base, 12).unwrap() };
        let mut b = [0u8; 16];
        // a 16-byte scalar load of a 12-byte buffer
        m.read(base, &mut b).unwrap();
        m.read(base + PAGE - 4, &mut b[..4]).unwrap();
        // not across the page's end, and no write past the range
        assert!(m.read(base + PAGE - 4, &mut b[..8]).is_err());
        assert!(m.write(base + 8, &[0u8; 8]).is_err());
        assert!(m.atomic32(base + 12, &mut |x| x).is_err());
        m.write(base + 8, &[1u8; 4]).unwrap();
        assert_eq!(m.ranges(), vec![(base, 12)]);
        drop(m);
        unsafe { std::alloc::dealloc(page, layout) };
    }

    #[test]
    fn placed_data_is_owned_and_allowed() {
        let mut m = HostMemory::new();
        let a = m.place(&[5, 6, 7]).unwrap();
        assert_eq!(a % 256, 0);
        let mut b = [0u8; 3];
        m.read(a, &mut b).unwrap();
        assert_eq!(b, [5, 6, 7]);
        assert!(m.read(a + 3, &mut [0u8; 1]).is_err());
    }
}
