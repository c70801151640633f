//! `tests/kernels/manifest`: the kernels, their launches and arguments, and
//! the inputs generated from it (see the manifest's header for the format).

use std::path::Path;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Elem {
    U8,
    I8,
    U16,
    I16,
    U32,
    I32,
    U64,
    I64,
    F16,
    Bf16,
    F32,
    F64,
}

impl Elem {
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
            "f16" => Elem::F16,
            "bf16" => Elem::Bf16,
            "f32" => Elem::F32,
            "f64" => Elem::F64,
            _ => return None,
        })
    }

    pub fn size(self) -> usize {
        match self {
            Elem::U8 | Elem::I8 => 1,
            Elem::U16 | Elem::I16 | Elem::F16 | Elem::Bf16 => 2,
            Elem::U32 | Elem::I32 | Elem::F32 => 4,
            Elem::U64 | Elem::I64 | Elem::F64 => 8,
        }
    }

    pub fn is_float(self) -> bool {
        matches!(self, Elem::F16 | Elem::Bf16 | Elem::F32 | Elem::F64)
    }

    fn signed(self) -> bool {
        matches!(self, Elem::I8 | Elem::I16 | Elem::I32 | Elem::I64)
    }

    /// Whether the element's bits are a NaN of this type.
    pub fn is_nan(self, bits: u64) -> bool {
        match self {
            Elem::F16 => bits & 0x7c00 == 0x7c00 && bits & 0x3ff != 0,
            Elem::Bf16 => bits & 0x7f80 == 0x7f80 && bits & 0x7f != 0,
            Elem::F32 => f32::from_bits(bits as u32).is_nan(),
            Elem::F64 => f64::from_bits(bits).is_nan(),
            _ => false,
        }
    }

    /// The element's value, as text, for messages.
    pub fn show(self, bits: u64) -> String {
        match self {
            Elem::I8 => format!("{}", bits as u8 as i8),
            Elem::I16 => format!("{}", bits as u16 as i16),
            Elem::I32 => format!("{} ({:#x})", bits as u32 as i32, bits as u32),
            Elem::I64 => format!("{} ({:#x})", bits as i64, bits),
            Elem::U8 | Elem::U16 | Elem::U32 | Elem::U64 => format!("{bits} ({bits:#x})"),
            Elem::F16 => format!("{:e} ({bits:#06x})", crate::refs::f16_to_f64(bits as u16)),
            Elem::Bf16 => format!("{:e} ({bits:#06x})", f32::from_bits((bits as u32) << 16)),
            Elem::F32 => format!("{:e} ({bits:#010x})", f32::from_bits(bits as u32)),
            Elem::F64 => format!("{:e} ({bits:#018x})", f64::from_bits(bits)),
        }
    }

    /// A float value (f64) in this type's encoding.
    fn encode_float(self, v: f64) -> u64 {
        match self {
            Elem::F16 => u64::from(crate::refs::f64_to_f16(v)),
            Elem::Bf16 => u64::from(crate::refs::f32_to_bf16(v as f32)),
            Elem::F32 => u64::from((v as f32).to_bits()),
            Elem::F64 => v.to_bits(),
            _ => unreachable!(),
        }
    }

    /// Random bits of this type, float NaNs made quiet (signalling NaNs
    /// would make min/max results depend on canonicalisation details).
    fn random_bits(self, r: u64) -> u64 {
        let bits = r & mask(self);
        let quiet = match self {
            Elem::F16 => 0x200,
            Elem::Bf16 => 0x40,
            Elem::F32 => 0x40_0000,
            Elem::F64 => 1 << 51,
            _ => 0,
        };
        if self.is_nan(bits) {
            bits | quiet
        } else {
            bits
        }
    }

    /// Special values of this type (see the manifest header).
    fn specials(self) -> Vec<f64> {
        let (denorm_min, denorm_max, max, min_normal) = match self {
            Elem::F16 => (
                2f64.powi(-24),
                2f64.powi(-14) - 2f64.powi(-24),
                65504.0,
                2f64.powi(-14),
            ),
            Elem::Bf16 => (
                2f64.powi(-133),
                2f64.powi(-126) - 2f64.powi(-133),
                f64::from(f32::from_bits(0x7f7f_0000)),
                2f64.powi(-126),
            ),
            Elem::F32 => (
                2f64.powi(-149),
                2f64.powi(-126) - 2f64.powi(-149),
                f64::from(f32::MAX),
                2f64.powi(-126),
            ),
            _ => (
                f64::from_bits(1),
                f64::from_bits((1 << 52) - 1),
                f64::MAX,
                f64::MIN_POSITIVE,
            ),
        };
        vec![
            0.0,
            -0.0,
            f64::INFINITY,
            f64::NEG_INFINITY,
            f64::NAN,
            denorm_min,
            -denorm_max,
            max,
            -max,
            min_normal,
            0.5,
            1.5,
            2.5,
            -2.5,
            -3.5,
            1.0,
            -1.0,
        ]
    }
}

fn mask(e: Elem) -> u64 {
    match e.size() {
        8 => u64::MAX,
        n => (1u64 << (8 * n)) - 1,
    }
}

/// How a buffer is filled.
#[derive(Clone, Debug, PartialEq)]
pub enum Init {
    Zeros,
    Iota,
    Fill(String),
    List(Vec<String>),
    Rand(u64),
    Mag(u64),
    Unif(u64, f64, f64),
    Logu(u64, f64, f64),
    Special(u64, f64, f64),
    Steps(u64, f64, i64),
}

#[derive(Clone, Debug)]
pub enum Arg {
    Buf {
        elem: Elem,
        n: usize,
        init: Init,
        out: bool,
        /// The manifest's text, for messages.
        text: String,
    },
    Scalar(Elem, String),
    Local(u32),
}

/// One kernel of the manifest.
#[derive(Clone, Debug)]
pub struct Case {
    pub kernel: String,
    pub object: String,
    pub global: [u32; 3],
    pub local: [u32; 3],
    pub args: Vec<Arg>,
}

/// splitmix64 (Steele, Lea, Flood 2014): one stream per seed.
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) ^ 0x2545_f491_4f6c_dd1d)
    }
    pub fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }
    /// Uniform in [0, 1).
    fn unit(&mut self) -> f64 {
        (self.next() >> 11) as f64 / (1u64 << 53) as f64
    }
}

/// An integer written in decimal (maybe negative) or 0x hex.
fn parse_int(s: &str) -> Option<i128> {
    let (neg, t) = match s.strip_prefix('-') {
        Some(t) => (true, t),
        None => (false, s),
    };
    let v = match t.strip_prefix("0x") {
        Some(h) => i128::from_str_radix(h, 16).ok()?,
        None => t.parse::<i128>().ok()?,
    };
    Some(if neg { -v } else { v })
}

/// A scalar or fill value in `e`'s encoding.
fn value_bits(e: Elem, s: &str) -> u64 {
    if e.is_float() {
        let v: f64 = s
            .parse()
            .unwrap_or_else(|_| panic!("`{s}` is not a number"));
        e.encode_float(v)
    } else {
        let v = parse_int(s).unwrap_or_else(|| panic!("`{s}` is not an integer"));
        (v as u64) & mask(e)
    }
}

fn put(out: &mut Vec<u8>, e: Elem, bits: u64) {
    out.extend_from_slice(&bits.to_le_bytes()[..e.size()]);
}

impl Init {
    fn parse(s: &str) -> Init {
        let p: Vec<&str> = s.split(':').collect();
        let seed = || {
            p[1].parse::<u64>()
                .unwrap_or_else(|_| panic!("bad seed in `{s}`"))
        };
        let num = |i: usize| {
            p[i].parse::<f64>()
                .unwrap_or_else(|_| panic!("bad number in `{s}`"))
        };
        match (p[0], p.len()) {
            ("zeros", 1) => Init::Zeros,
            ("iota", 1) => Init::Iota,
            ("fill", 2) => Init::Fill(p[1].to_string()),
            ("list", 2) => Init::List(p[1].split(',').map(str::to_string).collect()),
            ("rand", 2) => Init::Rand(seed()),
            ("mag", 2) => Init::Mag(seed()),
            ("unif", 4) => Init::Unif(seed(), num(2), num(3)),
            ("logu", 4) => Init::Logu(seed(), num(2), num(3)),
            ("special", 4) => Init::Special(seed(), num(2), num(3)),
            ("steps", 4) => Init::Steps(
                seed(),
                num(2),
                p[3].parse()
                    .unwrap_or_else(|_| panic!("bad range in `{s}`")),
            ),
            _ => panic!("unknown initialiser `{s}`"),
        }
    }

    /// `n` elements of `e`, little-endian.
    fn bytes(&self, e: Elem, n: usize) -> Vec<u8> {
        let mut out = Vec::with_capacity(n * e.size());
        let float_only = |what: &str| {
            assert!(e.is_float(), "{what} fills float buffers only");
        };
        match self {
            Init::Zeros => out.resize(n * e.size(), 0),
            Init::Iota => {
                for i in 0..n {
                    let bits = if e.is_float() {
                        e.encode_float(i as f64)
                    } else {
                        i as u64 & mask(e)
                    };
                    put(&mut out, e, bits);
                }
            }
            Init::Fill(v) => {
                let bits = value_bits(e, v);
                for _ in 0..n {
                    put(&mut out, e, bits);
                }
            }
            Init::List(vs) => {
                assert!(vs.len() <= n, "list longer than its buffer");
                for i in 0..n {
                    put(&mut out, e, vs.get(i).map_or(0, |v| value_bits(e, v)));
                }
            }
            Init::Rand(seed) => {
                let mut r = Rng::new(*seed);
                for _ in 0..n {
                    put(&mut out, e, e.random_bits(r.next()));
                }
            }
            Init::Mag(seed) => {
                assert!(!e.is_float(), "mag fills integer buffers only");
                let mut r = Rng::new(*seed);
                let bits = 8 * e.size() as u64;
                for _ in 0..n {
                    let x = r.next() & mask(e);
                    let shift = r.next() % (bits + 1);
                    let mut v = if shift == bits { 0 } else { x >> shift };
                    if e.signed() && r.next() & 1 == 1 {
                        v = v.wrapping_neg() & mask(e);
                    }
                    put(&mut out, e, v);
                }
            }
            Init::Unif(seed, lo, hi) => {
                let mut r = Rng::new(*seed);
                for _ in 0..n {
                    let bits = if e.is_float() {
                        e.encode_float(lo + (hi - lo) * r.unit())
                    } else {
                        let span = (*hi as i128 - *lo as i128) as u128;
                        let v = *lo as i128 + (u128::from(r.next()) % span) as i128;
                        v as u64 & mask(e)
                    };
                    put(&mut out, e, bits);
                }
            }
            Init::Logu(seed, e0, e1) | Init::Special(seed, e0, e1) => {
                float_only("logu/special");
                let mut r = Rng::new(*seed);
                let specials = e.specials();
                let special = matches!(self, Init::Special(..));
                for i in 0..n {
                    let v = if special && i % 4 == 3 {
                        specials[(r.next() % specials.len() as u64) as usize]
                    } else {
                        let m = (e0 + (e1 - e0) * r.unit()).exp2();
                        if r.next() & 1 == 1 {
                            -m
                        } else {
                            m
                        }
                    };
                    put(&mut out, e, e.encode_float(v));
                }
            }
            Init::Steps(seed, step, range) => {
                float_only("steps");
                let mut r = Rng::new(*seed);
                for _ in 0..n {
                    let k = (r.next() % (2 * *range as u64 + 1)) as i64 - range;
                    put(&mut out, e, e.encode_float(step * k as f64));
                }
            }
        }
        out
    }
}

fn dims(s: &str) -> [u32; 3] {
    let mut d = [1u32; 3];
    let parts: Vec<&str> = s.split(',').collect();
    assert!((1..=3).contains(&parts.len()), "bad size `{s}`");
    for (i, p) in parts.iter().enumerate() {
        d[i] = p.parse().unwrap_or_else(|_| panic!("bad size `{s}`"));
    }
    d
}

fn parse_arg(s: &str) -> Arg {
    if let Some(b) = s.strip_prefix("local:") {
        return Arg::Local(b.parse().unwrap_or_else(|_| panic!("bad `{s}`")));
    }
    let (out, body) = match s.strip_prefix("out:") {
        Some(b) => (true, b),
        None => (false, s),
    };
    if let Some(open) = body.find('[') {
        let elem = Elem::parse(&body[..open]).unwrap_or_else(|| panic!("bad type in `{s}`"));
        let close = body.find(']').unwrap_or_else(|| panic!("bad `{s}`"));
        let n = body[open + 1..close]
            .parse()
            .unwrap_or_else(|_| panic!("bad count in `{s}`"));
        let init = match body[close + 1..].strip_prefix('=') {
            Some(i) => Init::parse(i),
            None if body.len() == close + 1 => Init::Zeros,
            None => panic!("bad `{s}`"),
        };
        return Arg::Buf {
            elem,
            n,
            init,
            out,
            text: s.to_string(),
        };
    }
    assert!(!out, "`{s}`: only buffers are outputs");
    let (t, v) = body
        .split_once('=')
        .unwrap_or_else(|| panic!("bad argument `{s}`"));
    Arg::Scalar(
        Elem::parse(t).unwrap_or_else(|| panic!("bad type in `{s}`")),
        v.to_string(),
    )
}

pub fn read_manifest(path: &Path) -> Vec<Case> {
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let mut cases = Vec::new();
    for line in text.lines() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let w: Vec<&str> = line.split_whitespace().collect();
        assert!(w.len() >= 4, "manifest: short line `{line}`");
        cases.push(Case {
            kernel: w[0].to_string(),
            object: w[1].to_string(),
            global: dims(w[2]),
            local: dims(w[3]),
            args: w[4..].iter().map(|a| parse_arg(a)).collect(),
        });
    }
    cases
}

impl Case {
    /// Each argument's bytes before the run: buffer contents, scalar values,
    /// local-memory sizes (u32).
    pub fn inputs(&self) -> Vec<Vec<u8>> {
        self.args
            .iter()
            .map(|a| match a {
                Arg::Buf { elem, n, init, .. } => init.bytes(*elem, *n),
                Arg::Scalar(e, v) => value_bits(*e, v).to_le_bytes()[..e.size()].to_vec(),
                Arg::Local(b) => b.to_le_bytes().to_vec(),
            })
            .collect()
    }
}
