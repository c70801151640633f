//! Wave state (registers, EXEC, VCC, M0, SCC) and the LDS of one workgroup,
//! with the JSON shape of the `run` CLI contract.

use amdgpu_isa::{Arch, Gen, Target};
use serde_json::Value;
use std::fmt::{self, Write};

/// Number of VGPRs (and AGPRs) per lane.
pub const NUM_VGPRS: usize = 256;
/// An extra VGPR row past the architectural ones: the lane-shuffled src0 of
/// a DPP instruction (`dpp.rs`), read through source operand `VGPR0 + 256`.
pub const DPP_ROW: usize = NUM_VGPRS;
/// Number of plain SGPRs (s0..s105); VCC, M0, EXEC and SCC are kept apart.
pub const NUM_SGPRS: usize = 106;

/// The local data share of one workgroup.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Lds {
    bytes: Vec<u8>,
    /// One past the highest byte written (by the program or `--init`).
    high: usize,
}

impl Lds {
    /// LDS a workgroup can address on `target`: 64 KiB, gfx950 160 KiB
    /// (LLVM `getAddressableLocalMemorySize`; CDNA4 manual §11.1 — ds-facts B1).
    pub fn size_for(target: Target) -> usize {
        if target.name() == "gfx950" {
            160 * 1024
        } else {
            64 * 1024
        }
    }

    pub fn new(size: usize) -> Lds {
        Lds {
            bytes: vec![0; size],
            high: 0,
        }
    }

    pub fn size(&self) -> usize {
        self.bytes.len()
    }

    /// The bytes up to the highest one written.
    pub fn used(&self) -> &[u8] {
        &self.bytes[..self.high]
    }

    /// All the bytes, for lane loops that checked their addresses first.
    pub(crate) fn bytes(&self) -> &[u8] {
        &self.bytes
    }

    /// All the bytes, writable, and one past the highest byte written (the
    /// writer keeps it up to date).
    pub(crate) fn bytes_mut(&mut self) -> (&mut [u8], &mut usize) {
        (&mut self.bytes, &mut self.high)
    }

    // Out-of-range reads return 0 and out-of-range writes are dropped (CDNA4
    // manual §3.6.1 and RDNA2 ISA §3.6.1 — ds-facts B1; RDNA3/4 UNCONFIRMED,
    // same rule assumed). The M0 clamp of GFX9+ ordinary DS ops is UNCONFIRMED
    // (LLVM does not set M0 for them on GFX9+, GCNSubtarget::ldsRequiresM0Init),
    // so it is not applied.
    pub fn read_u8(&self, addr: u32) -> u8 {
        self.bytes.get(addr as usize).copied().unwrap_or(0)
    }

    pub fn write_u8(&mut self, addr: u32, v: u8) {
        let a = addr as usize;
        if let Some(b) = self.bytes.get_mut(a) {
            *b = v;
            self.high = self.high.max(a + 1);
        }
    }

    /// Little-endian read of `n` (≤ 8) bytes; each byte is range-checked, so
    /// misaligned accesses work (LLVM enables unaligned DS access, ds-facts B1).
    #[inline]
    pub fn read(&self, addr: u32, n: u32) -> u64 {
        match n {
            1 => self.read_n::<1>(addr),
            2 => self.read_n::<2>(addr),
            4 => self.read_n::<4>(addr),
            8 => self.read_n::<8>(addr),
            _ => self.read_slow(addr, n),
        }
    }

    /// `N`-byte read (N ≤ 8) with one bounds check when fully in range.
    #[inline(always)]
    pub fn read_n<const N: usize>(&self, addr: u32) -> u64 {
        let a = addr as usize;
        // `a..a + N` wrapping (only on 32-bit hosts) is an empty/invalid range: slow path.
        match self.bytes.get(a..a.wrapping_add(N)) {
            Some(b) => {
                let mut buf = [0u8; 8];
                buf[..N].copy_from_slice(b);
                u64::from_le_bytes(buf)
            }
            _ => self.read_slow(addr, N as u32),
        }
    }

    #[cold]
    fn read_slow(&self, addr: u32, n: u32) -> u64 {
        (0..n).fold(0, |acc, i| {
            acc | u64::from(self.read_u8(addr.wrapping_add(i))) << (8 * i)
        })
    }

    #[inline]
    pub fn write(&mut self, addr: u32, n: u32, v: u64) {
        match n {
            1 => self.write_n::<1>(addr, v),
            2 => self.write_n::<2>(addr, v),
            4 => self.write_n::<4>(addr, v),
            8 => self.write_n::<8>(addr, v),
            _ => self.write_slow(addr, n, v),
        }
    }

    /// `N`-byte write (N ≤ 8) with one bounds check when fully in range;
    /// bytes past the end are dropped one by one.
    #[inline(always)]
    pub fn write_n<const N: usize>(&mut self, addr: u32, v: u64) {
        let a = addr as usize;
        let end = a.wrapping_add(N);
        match self.bytes.get_mut(a..end) {
            Some(b) => {
                b.copy_from_slice(&v.to_le_bytes()[..N]);
                if end > self.high {
                    self.high = end;
                }
            }
            _ => self.write_slow(addr, N as u32, v),
        }
    }

    #[cold]
    fn write_slow(&mut self, addr: u32, n: u32, v: u64) {
        for i in 0..n {
            self.write_u8(addr.wrapping_add(i), (v >> (8 * i)) as u8);
        }
    }

    pub fn read_u32(&self, addr: u32) -> u32 {
        self.read(addr, 4) as u32
    }

    pub fn write_u32(&mut self, addr: u32, v: u32) {
        self.write(addr, 4, u64::from(v));
    }
}

/// The state of one wavefront.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Wave {
    pub target: Target,
    pub wave_size: u32,
    /// `vgpr[reg][lane]`.
    pub vgpr: Vec<[u32; 64]>,
    /// `agpr[reg][lane]`; empty where the target has no AGPRs.
    pub agpr: Vec<[u32; 64]>,
    pub sgpr: [u32; NUM_SGPRS],
    /// Trap temporaries ttmp0-15 (GFX12 passes workgroup IDs in ttmp7/ttmp9).
    pub ttmp: [u32; 16],
    pub exec: u64,
    pub vcc: u64,
    pub m0: u32,
    pub scc: bool,
    pub lds: Lds,
    /// The MODE register: FP_ROUND [3:0], FP_DENORM [7:4], DX10_CLAMP [8],
    /// IEEE [9] (RDNA 3 ISA §3.3). Float instructions run in the default
    /// mode only (`alu::DEFAULT_MODE`).
    pub mode: u32,
    /// Instructions this wave has executed (SHADER_CYCLES reads it).
    pub steps: u64,
    /// The wave's number in its workgroup (HW_ID's wave field).
    pub id: u32,
}

/// Whether `target` has AGPRs (CDNA).
pub fn has_agprs(target: Target) -> bool {
    matches!(
        target.arch(),
        Arch::Cdna1 | Arch::Cdna2 | Arch::Cdna3 | Arch::Cdna4
    )
}

impl Wave {
    /// A zeroed wave with the low `lanes` bits of EXEC set.
    pub fn new(target: Target, lanes: u32) -> Wave {
        Wave::with_lds(target, lanes, Lds::new(Lds::size_for(target)))
    }

    /// The same with the given LDS.
    pub fn with_lds(target: Target, lanes: u32, lds: Lds) -> Wave {
        Wave::blank(target, lanes, lds, Vec::new(), Vec::new())
    }

    /// This wave made new (as [`Wave::with_lds`] with no LDS), reusing its
    /// register files' memory.
    pub fn reset(&mut self, target: Target, lanes: u32) {
        let (vgpr, agpr) = (
            std::mem::take(&mut self.vgpr),
            std::mem::take(&mut self.agpr),
        );
        *self = Wave::blank(target, lanes, Lds::new(0), vgpr, agpr);
    }

    /// A zeroed wave in `vgpr` and `agpr`'s memory.
    fn blank(
        target: Target,
        lanes: u32,
        lds: Lds,
        mut vgpr: Vec<[u32; 64]>,
        mut agpr: Vec<[u32; 64]>,
    ) -> Wave {
        let wave_size = target.wave_size();
        vgpr.clear();
        vgpr.resize(NUM_VGPRS + 1, [0; 64]);
        agpr.clear();
        if has_agprs(target) {
            agpr.resize(NUM_VGPRS, [0; 64]);
        }
        Wave {
            target,
            wave_size,
            vgpr,
            agpr,
            sgpr: [0; NUM_SGPRS],
            ttmp: [0; 16],
            exec: lane_bits(lanes.min(wave_size)),
            vcc: 0,
            m0: 0,
            scc: false,
            lds,
            mode: crate::alu::DEFAULT_MODE,
            steps: 0,
            id: 0,
        }
    }

    /// All lanes of the wave.
    pub fn full_mask(&self) -> u64 {
        lane_bits(self.wave_size)
    }

    pub fn gen(&self) -> Gen {
        self.target.gen()
    }

    /// Sets any registers and LDS bytes from a (partial) state in the output shape.
    pub fn apply_json(&mut self, v: &Value) -> Result<(), String> {
        let obj = v
            .as_object()
            .ok_or("the initial state must be a JSON object")?;
        for (k, val) in obj {
            match k.as_str() {
                "target" | "wave_size" => {}
                "exec" => self.exec = as_u64(val, k)? & self.full_mask(),
                "vcc" => self.vcc = as_u64(val, k)? & self.full_mask(),
                "m0" => self.m0 = as_u32(val, k)?,
                "scc" => {
                    self.scc = match val {
                        Value::Bool(b) => *b,
                        _ => as_u64(val, k)? != 0,
                    }
                }
                "sgpr" => {
                    let a = as_array(val, k, NUM_SGPRS)?;
                    for (i, x) in a.iter().enumerate() {
                        self.sgpr[i] = as_u32(x, &format!("sgpr[{i}]"))?;
                    }
                }
                "vgpr" | "agpr" => {
                    if k == "agpr" && self.agpr.is_empty() {
                        return Err(format!("{} has no AGPRs", self.target.name()));
                    }
                    let lanes = as_array(val, k, self.wave_size as usize)?;
                    for (lane, regs) in lanes.iter().enumerate() {
                        let regs = as_array(regs, &format!("{k}[{lane}]"), NUM_VGPRS)?;
                        for (r, x) in regs.iter().enumerate() {
                            let x = as_u32(x, &format!("{k}[{lane}][{r}]"))?;
                            let file = if k == "vgpr" {
                                &mut self.vgpr
                            } else {
                                &mut self.agpr
                            };
                            file[r][lane] = x;
                        }
                    }
                }
                "lds" => {
                    let s = val.as_str().ok_or("lds must be a hex string")?;
                    let s: String = s.chars().filter(|c| !c.is_whitespace()).collect();
                    if !s.len().is_multiple_of(2) || s.len() / 2 > self.lds.size() {
                        return Err(format!(
                            "lds must be an even number of hex digits, at most {} bytes",
                            self.lds.size()
                        ));
                    }
                    // Byte pairs, not string slices: a non-ASCII character must
                    // give an error, not split a UTF-8 sequence.
                    for (i, pair) in s.as_bytes().chunks(2).enumerate() {
                        let b = std::str::from_utf8(pair)
                            .ok()
                            .and_then(|p| u8::from_str_radix(p, 16).ok())
                            .ok_or_else(|| format!("lds: bad hex digits at byte {i}"))?;
                        self.lds.write_u8(i as u32, b);
                    }
                }
                other => return Err(format!("unknown key `{other}` in the initial state")),
            }
        }
        Ok(())
    }

    /// The final state as JSON text, keys in the contract's order. Register
    /// arrays stop after the highest non-zero register (every lane the same length).
    pub fn to_json(&self) -> String {
        let mut o = String::new();
        let _ = write!(
            o,
            "{{\n  \"target\": \"{}\",\n  \"wave_size\": {},\n  \"exec\": {},\n  \"vcc\": {},\n  \"m0\": {},\n  \"scc\": {},\n",
            self.target.name(),
            self.wave_size,
            self.exec,
            self.vcc,
            self.m0,
            u8::from(self.scc)
        );
        let ns = self.sgpr.iter().rposition(|&x| x != 0).map_or(0, |i| i + 1);
        let _ = writeln!(o, "  \"sgpr\": {},", list(&self.sgpr[..ns]));
        self.file_json(&mut o, "vgpr", &self.vgpr[..NUM_VGPRS]);
        if !self.agpr.is_empty() {
            self.file_json(&mut o, "agpr", &self.agpr);
        }
        o.push_str("  \"lds\": \"");
        push_hex(&mut o, self.lds.used(), "");
        o.push_str("\"\n}\n");
        o
    }

    fn file_json(&self, o: &mut String, key: &str, file: &[[u32; 64]]) {
        let n = used_regs(file, self.wave_size);
        let lanes: Vec<String> = (0..self.wave_size as usize)
            .map(|l| {
                let regs: Vec<u32> = (0..n).map(|r| file[r][l]).collect();
                list(&regs)
            })
            .collect();
        let _ = writeln!(o, "  \"{key}\": [\n    {}\n  ],", lanes.join(",\n    "));
    }

    /// A readable dump: specials, non-zero registers per lane, LDS as hex.
    pub fn to_text(&self) -> String {
        let mut o = String::new();
        let ws = self.wave_size as usize;
        let _ = writeln!(
            o,
            "target {} wave{}\nexec 0x{:0w$x}  vcc 0x{:0w$x}  m0 0x{:08x}  scc {}",
            self.target.name(),
            ws,
            self.exec,
            self.vcc,
            self.m0,
            u8::from(self.scc),
            w = ws / 4
        );
        for (i, &s) in self.sgpr.iter().enumerate().filter(|x| *x.1 != 0) {
            let _ = writeln!(o, "s{i} = 0x{s:08x}");
        }
        for (p, file) in [("v", &self.vgpr[..NUM_VGPRS]), ("a", &self.agpr[..])] {
            for lane in 0..ws {
                let regs: Vec<String> = file
                    .iter()
                    .enumerate()
                    .filter(|(_, r)| r[lane] != 0)
                    .map(|(i, r)| format!("{p}{i}=0x{:08x}", r[lane]))
                    .collect();
                if !regs.is_empty() {
                    let _ = writeln!(o, "lane {lane:2}: {}", regs.join(" "));
                }
            }
        }
        let used = self.lds.used();
        if !used.is_empty() {
            let _ = writeln!(o, "lds ({} bytes written):", used.len());
        }
        for (row, chunk) in used.chunks(16).enumerate() {
            let _ = write!(o, "{:06x}: ", row * 16);
            push_hex(&mut o, chunk, " ");
            o.push('\n');
        }
        o
    }

    /// What changed from `self` to `after`, for traces.
    pub fn diff(&self, after: &Wave) -> Vec<String> {
        self.clone().diff_and_update(after, true)
    }

    /// What changed from `self` to `after`, as [`Wave::diff`] lists it (the
    /// LDS only when `lds`: the caller knows it untouched otherwise), and
    /// `self` takes the new values. A trace keeps one such copy of the wave
    /// rather than cloning the wave (and its LDS) before every step.
    pub fn diff_and_update(&mut self, after: &Wave, lds: bool) -> Vec<String> {
        let mut out = Vec::new();
        let mut scalar = |name: &dyn fmt::Display, a: u64, b: u64| {
            if a != b {
                out.push(format!("{name}: 0x{a:x} -> 0x{b:x}"));
            }
        };
        scalar(&"exec", self.exec, after.exec);
        scalar(&"vcc", self.vcc, after.vcc);
        scalar(&"m0", self.m0.into(), after.m0.into());
        scalar(&"scc", self.scc.into(), after.scc.into());
        if self.sgpr != after.sgpr {
            for (i, (&a, &b)) in self.sgpr.iter().zip(after.sgpr.iter()).enumerate() {
                scalar(&format_args!("s{i}"), a.into(), b.into());
            }
        }
        (self.exec, self.vcc, self.m0, self.scc) = (after.exec, after.vcc, after.m0, after.scc);
        self.sgpr = after.sgpr;
        self.ttmp = after.ttmp;
        (self.mode, self.steps, self.id) = (after.mode, after.steps, after.id);
        let lanes = self.wave_size as usize;
        for (p, mine, theirs) in [
            ("v", &mut self.vgpr[..NUM_VGPRS], &after.vgpr[..NUM_VGPRS]),
            ("a", &mut self.agpr[..], &after.agpr[..]),
        ] {
            // Most registers do not change in a step: compare a few at a
            // time, then one by one where something did.
            const ROWS: usize = 8;
            for (k, (xs, ys)) in mine.chunks_mut(ROWS).zip(theirs.chunks(ROWS)).enumerate() {
                if xs == ys {
                    continue;
                }
                for (j, (x, y)) in xs.iter_mut().zip(ys).enumerate() {
                    for lane in 0..lanes {
                        if x[lane] != y[lane] {
                            let r = k * ROWS + j;
                            out.push(format!(
                                "{p}{r}[{lane}]: 0x{:x} -> 0x{:x}",
                                x[lane], y[lane]
                            ));
                        }
                    }
                    *x = *y;
                }
            }
        }
        if lds {
            // bytes past the old high mark were zero
            let (old, new) = (self.lds.high, after.lds.high);
            let (common, grown) = after.lds.used().split_at(old.min(new));
            const BLOCK: usize = 256;
            let mine = self.lds.bytes.chunks_mut(BLOCK);
            for (k, (xs, ys)) in mine.zip(common.chunks(BLOCK)).enumerate() {
                if xs[..ys.len()] == *ys {
                    continue;
                }
                for (j, (x, &y)) in xs.iter_mut().zip(ys).enumerate() {
                    if *x != y {
                        let i = k * BLOCK + j;
                        out.push(format!("lds[0x{i:x}]: 0x{:02x} -> 0x{y:02x}", *x));
                        *x = y;
                    }
                }
            }
            for (j, &y) in grown.iter().enumerate() {
                if y != 0 {
                    let i = common.len() + j;
                    out.push(format!("lds[0x{i:x}]: 0x00 -> 0x{y:02x}"));
                }
            }
            let end = common.len() + grown.len();
            self.lds.bytes[common.len()..end].copy_from_slice(grown);
            if old > new {
                // (not in a run: the high mark only grows)
                self.lds.bytes[new..old].fill(0);
            }
            self.lds.high = new;
        }
        out
    }
}

/// Appends `bytes` as two lowercase hex digits each, `sep` between them
/// (the LDS dumps can be 160 KiB, so no allocation per byte).
fn push_hex(o: &mut String, bytes: &[u8], sep: &str) {
    const DIGITS: &[u8; 16] = b"0123456789abcdef";
    o.reserve(bytes.len() * (2 + sep.len()));
    for (i, &b) in bytes.iter().enumerate() {
        if i > 0 {
            o.push_str(sep);
        }
        o.push(char::from(DIGITS[usize::from(b >> 4)]));
        o.push(char::from(DIGITS[usize::from(b & 15)]));
    }
}

fn used_regs(file: &[[u32; 64]], lanes: u32) -> usize {
    file.iter()
        .rposition(|r| r[..lanes as usize].iter().any(|&x| x != 0))
        .map_or(0, |i| i + 1)
}

fn list(v: &[u32]) -> String {
    let items: Vec<String> = v.iter().map(|x| x.to_string()).collect();
    format!("[{}]", items.join(", "))
}

/// The low `n` bits set (n ≤ 64).
pub fn lane_bits(n: u32) -> u64 {
    if n >= 64 {
        u64::MAX
    } else {
        (1u64 << n) - 1
    }
}

fn as_u64(v: &Value, k: &str) -> Result<u64, String> {
    match v {
        Value::Number(n) => n
            .as_u64()
            .or_else(|| n.as_i64().map(|x| x as u64))
            .ok_or_else(|| format!("{k} must be an integer")),
        Value::String(s) => {
            let t = s.trim();
            let r = match t.strip_prefix("0x").or_else(|| t.strip_prefix("0X")) {
                Some(h) => u64::from_str_radix(h, 16),
                None => t.parse(),
            };
            r.map_err(|_| format!("{k}: `{s}` is not an integer"))
        }
        _ => Err(format!("{k} must be an integer")),
    }
}

fn as_u32(v: &Value, k: &str) -> Result<u32, String> {
    let x = as_u64(v, k)?;
    // Accepts 0..=u32::MAX and negative 32-bit values (as their two's complement).
    if x <= u64::from(u32::MAX) || (i64::from(i32::MIN)..0).contains(&(x as i64)) {
        Ok(x as u32)
    } else {
        Err(format!("{k} does not fit in 32 bits"))
    }
}

fn as_array<'a>(v: &'a Value, k: &str, max: usize) -> Result<&'a Vec<Value>, String> {
    let a = v
        .as_array()
        .ok_or_else(|| format!("{k} must be an array"))?;
    if a.len() > max {
        return Err(format!(
            "{k} has {} entries, at most {max} allowed",
            a.len()
        ));
    }
    Ok(a)
}
