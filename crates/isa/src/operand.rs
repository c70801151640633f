//! Scalar and vector source operands: the 8/9-bit operand numbering shared by
//! the SALU and VALU encodings, how LLVM prints each value, and how it parses.

use crate::syntax::{AsmError, Cursor};
use crate::target::Gen;
use std::fmt::{self, Write};

/// Operand number of a literal dword following the instruction.
pub const LITERAL: u16 = 255;
/// First VGPR in 9-bit source fields.
pub const VGPR0: u16 = 256;

/// Inline float constants 240..=248, as f32 bits, f64 bits and LLVM's text.
const INLINE_FLOATS: [(u32, u64, &str); 9] = [
    (0x3f00_0000, 0x3fe0_0000_0000_0000, "0.5"),
    (0xbf00_0000, 0xbfe0_0000_0000_0000, "-0.5"),
    (0x3f80_0000, 0x3ff0_0000_0000_0000, "1.0"),
    (0xbf80_0000, 0xbff0_0000_0000_0000, "-1.0"),
    (0x4000_0000, 0x4000_0000_0000_0000, "2.0"),
    (0xc000_0000, 0xc000_0000_0000_0000, "-2.0"),
    (0x4080_0000, 0x4010_0000_0000_0000, "4.0"),
    (0xc080_0000, 0xc010_0000_0000_0000, "-4.0"),
    // 1/(2*pi), available from GFX8 on
    (0x3e22_f983, 0x3fc4_5f30_6dc9_c882, "0.15915494"),
];

/// Inline float constants 240..=248 as f32 bits.
pub const INLINE_F32: [u32; 9] = {
    let mut out = [0; 9];
    let mut i = 0;
    while i < 9 {
        out[i] = INLINE_FLOATS[i].0;
        i += 1;
    }
    out
};

/// The same constants as f16 bits: what 16-bit float sources read, and how
/// 16-bit integer sources print them (LLVM's `getInlineEncodingV216`).
pub const INLINE_F16: [u16; 9] = [
    0x3800, 0xb800, 0x3c00, 0xbc00, 0x4000, 0xc000, 0x4400, 0xc400, 0x3118,
];

/// The same constants as the high halves of their f64 bits.
pub const INLINE_F64_HIGH: [u32; 9] = {
    let mut out = [0; 9];
    let mut i = 0;
    while i < 9 {
        out[i] = (INLINE_FLOATS[i].1 >> 32) as u32;
        i += 1;
    }
    out
};

/// The same constants as bf16 bits (the high half of the f32 pattern).
pub const INLINE_BF16: [u16; 9] = {
    let mut out = [0; 9];
    let mut i = 0;
    while i < 9 {
        out[i] = (INLINE_F32[i] >> 16) as u16;
        i += 1;
    }
    out
};

/// Inline integers 128..=208: 0 to 64, then -1 to -16.
static INLINE_INTS: [&str; 81] = [
    "0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12", "13", "14", "15", "16",
    "17", "18", "19", "20", "21", "22", "23", "24", "25", "26", "27", "28", "29", "30", "31", "32",
    "33", "34", "35", "36", "37", "38", "39", "40", "41", "42", "43", "44", "45", "46", "47", "48",
    "49", "50", "51", "52", "53", "54", "55", "56", "57", "58", "59", "60", "61", "62", "63", "64",
    "-1", "-2", "-3", "-4", "-5", "-6", "-7", "-8", "-9", "-10", "-11", "-12", "-13", "-14", "-15",
    "-16",
];

/// Named operands 230..=254 (those the subset can meet); `None` = invalid there.
fn special_name(value: u16, _gen: Gen) -> Option<&'static str> {
    Some(match value {
        230 => "src_flat_scratch_base_lo",
        231 => "src_flat_scratch_base_hi",
        235 => "src_shared_base",
        236 => "src_shared_limit",
        237 => "src_private_base",
        238 => "src_private_limit",
        239 => "src_pops_exiting_wave_id",
        251 => "src_vccz",
        252 => "src_execz",
        253 => "src_scc",
        254 => "src_lds_direct",
        _ => return None,
    })
}

/// The first register of the SGPR or trap-temporary tuple LLVM's
/// disassembler reads for scalar value `v` in an operand of `dwords`
/// (wider than 16 reads 16): the start rounded down to the tuple's
/// alignment (1, 2, then 4 dwords). `None` when `v` names no SGPR (s0-s101
/// on GFX9, s0-s105 later) or TTMP, or the tuple runs past s105 / ttmp15
/// (AMDGPUDisassembler::createSRegOperand; observed with llvm-mc-22:
/// `s7` in a 1024-bit operand reads `s[4:19]`, `s100` in a 256-bit one is refused).
pub fn scalar_tuple_first(v: u16, dwords: u8, gen: Gen) -> Option<u16> {
    let size = u16::from(dwords.clamp(1, 16));
    let align = if size <= 2 { size } else { 4 };
    let last_sgpr = if gen == Gen::Gfx9 { 101 } else { 105 };
    let (base, end) = match v {
        _ if v <= last_sgpr => (0, 106),
        108..=123 => (108, 124),
        _ => return None,
    };
    let first = base + (v - base) / align * align;
    (first + size <= end).then_some(first)
}

/// Whether a value can be printed in an operand of `width` dwords.
pub fn is_valid(value: u16, width: u8, gen: Gen) -> bool {
    match value {
        0..=101 | 108..=123 => true,
        // GFX9's flat_scratch/xnack_mask pairs cannot start at their high half
        103 | 105 if width == 2 => gen != Gen::Gfx9,
        102..=105 => true,
        106 | 126 => true,
        107 | 127 => width == 1,
        124 | 125 => !(width == 2 && is_m0(value, gen)),
        128..=208 | 240..=248 => true,
        LITERAL => true,
        256..=511 => true,
        // 64-bit operands have no high half of flat-scratch-base or LDS direct
        231 | 254 if width == 2 => false,
        // LDS direct feeds vector sources only; never a scalar destination
        254 => true,
        v => special_name(v, gen).is_some(),
    }
}

/// Whether `value` is `null` on `gen`.
pub fn is_null(value: u16, gen: Gen) -> bool {
    gen >= Gen::Gfx10 && value == if gen >= Gen::Gfx11 { 124 } else { 125 }
}

pub fn is_m0(value: u16, gen: Gen) -> bool {
    value == if gen >= Gen::Gfx11 { 125 } else { 124 }
}

/// Operand text assembled on the stack and written with one `write_str`:
/// printing runs once per operand of a disassembly, and each `write_str` of
/// the writer costs a call and a copy.
struct Tok {
    buf: [u8; TOK_ROOM],
    len: usize,
}

/// Longest operand text built in a [`Tok`]: `ttmp[108:139]`, `lit(0xffffffff)`.
const TOK_ROOM: usize = 24;

impl Tok {
    fn new() -> Tok {
        Tok {
            buf: [0; TOK_ROOM],
            len: 0,
        }
    }

    /// Appends ASCII `s` byte by byte (callers pass short literals, which
    /// this unrolls; text past the room is dropped).
    #[inline(always)]
    fn push(&mut self, s: &[u8]) {
        for &b in s {
            if let Some(cell) = self.buf.get_mut(self.len) {
                *cell = b;
                self.len += 1;
            }
        }
    }

    /// Appends `v` in decimal.
    #[inline(always)]
    fn dec(&mut self, v: u32) {
        let digits = match v {
            0..=9 => 1,
            10..=99 => 2,
            100..=999 => 3,
            _ => v.ilog10() as usize + 1,
        };
        let end = self.len + digits;
        let mut rest = v;
        for k in (self.len..end).rev() {
            if let Some(cell) = self.buf.get_mut(k) {
                *cell = b'0' + (rest % 10) as u8;
            }
            rest /= 10;
        }
        self.len = end.min(TOK_ROOM);
    }

    /// Appends `v` as `{v:#x}` prints it: `0x`, lower-case digits, no
    /// leading zeros.
    fn hex(&mut self, v: u32) {
        self.push(b"0x");
        let digits = (v.max(1).ilog2() / 4 + 1) as usize;
        let end = self.len + digits;
        let mut rest = v;
        for k in (self.len..end).rev() {
            if let Some(cell) = self.buf.get_mut(k) {
                *cell = b"0123456789abcdef"[(rest & 15) as usize];
            }
            rest >>= 4;
        }
        self.len = end.min(TOK_ROOM);
    }

    fn write(&self, f: &mut impl Write) -> fmt::Result {
        let text = self.buf.get(..self.len).unwrap_or_default();
        // only ASCII is stored (literals of this module, digits), so the check cannot fail
        f.write_str(std::str::from_utf8(text).unwrap_or_default())
    }
}

/// Prints a register range `s[4:5]`, or `s4` for one dword.
fn range(f: &mut impl Write, prefix: &str, first: u16, width: u8) -> fmt::Result {
    let mut t = Tok::new();
    t.push(prefix.as_bytes());
    if width == 1 {
        t.dec(u32::from(first));
    } else {
        t.push(b"[");
        t.dec(u32::from(first));
        t.push(b":");
        t.dec(u32::from(first) + u32::from(width) - 1);
        t.push(b"]");
    }
    t.write(f)
}

/// `v` in decimal, as `{v}` prints it, without the formatting machinery
/// (operands are printed once per instruction of a disassembly).
pub(crate) fn dec(f: &mut impl Write, v: i64) -> fmt::Result {
    let Ok(magnitude) = u32::try_from(v.unsigned_abs()) else {
        return write!(f, "{v}");
    };
    let mut t = Tok::new();
    if v < 0 {
        t.push(b"-");
    }
    t.dec(magnitude);
    t.write(f)
}

/// `v` as `{v:#x}` prints it: `0x` and lower-case digits, no leading zeros.
pub(crate) fn hex(f: &mut impl Write, v: u32) -> fmt::Result {
    let mut t = Tok::new();
    t.hex(v);
    t.write(f)
}

/// Prints operand `value` of `width` dwords (`literal` is the dword that
/// follows the instruction when `value` is 255).
pub fn print(f: &mut impl Write, value: u16, width: u8, gen: Gen, literal: u32) -> fmt::Result {
    // 64-bit operands name the even register of an odd number (LLVM rounds down).
    let pair = |v: u16| if width == 2 { v & !1 } else { v };
    match value {
        0..=101 => range(f, "s", pair(value), width),
        102..=105 if gen >= Gen::Gfx10 => range(f, "s", pair(value), width),
        102..=105 => {
            let base = if value < 104 {
                "flat_scratch"
            } else {
                "xnack_mask"
            };
            match (width, value & 1) {
                (2, _) => f.write_str(base),
                (_, 0) => {
                    f.write_str(base)?;
                    f.write_str("_lo")
                }
                _ => {
                    f.write_str(base)?;
                    f.write_str("_hi")
                }
            }
        }
        106 => f.write_str(if width == 2 { "vcc" } else { "vcc_lo" }),
        107 => f.write_str("vcc_hi"),
        108..=123 => range(f, "ttmp", pair(value) - 108, width),
        124 | 125 if is_m0(value, gen) => f.write_str("m0"),
        124 | 125 => f.write_str("null"),
        126 => f.write_str(if width == 2 { "exec" } else { "exec_lo" }),
        127 => f.write_str("exec_hi"),
        128..=208 => f.write_str(INLINE_INTS[usize::from(value - 128)]),
        // 1/(2*pi) prints with f64 precision in 64-bit operands
        248 if width == 2 => f.write_str("0.15915494309189532"),
        240..=248 => f.write_str(INLINE_FLOATS[usize::from(value - 240)].2),
        LITERAL => print_literal(f, literal, width),
        256..=511 => range(f, "v", value - VGPR0, width),
        v => f.write_str(special_name(v, gen).unwrap_or("<invalid>")),
    }
}

/// A literal prints as hex, wrapped in `lit()` when an inline constant could
/// have said the same, so the text re-assembles to a literal.
fn print_literal(f: &mut impl Write, v: u32, width: u8) -> fmt::Result {
    let inline =
        v <= 64 || width == 1 && (v >= 0xffff_fff0 || INLINE_FLOATS.iter().any(|c| c.0 == v));
    if inline {
        let mut t = Tok::new();
        t.push(b"lit(");
        t.hex(v);
        t.push(b")");
        t.write(f)
    } else {
        hex(f, v)
    }
}

/// `v4` or `v[4:7]` (`file` `v`, `a`, `s`, ...): `width` registers from `first`.
pub fn write_reg_range(f: &mut impl Write, file: char, first: u32, width: u8) -> fmt::Result {
    if width <= 1 {
        write!(f, "{file}{first}")
    } else {
        write!(f, "{file}[{first}:{}]", first + u32::from(width) - 1)
    }
}

/// The register-class families LLVM names in its "Invalid register" comment.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ClassFamily {
    /// VGPRs only (`VGPR_32`, `VReg_64`, ...).
    Vgpr,
    /// AGPRs only (`AGPR_32`, `AReg_128`, ...).
    Agpr,
    /// VGPRs or AGPRs (`AV_32`, `AV_64`, ...).
    Av,
    /// VGPRs or SGPRs (`VS_32`, `VS_64`, ...).
    Vs,
}

/// LLVM's comment after a decoded register its operand's class does not
/// hold: `/*Invalid register, operand has 'VReg_128_Align2' register class*/`
/// (AMDGPUInstPrinter::printOperand; class names from SIRegisterInfo.td:
/// the 32-bit VGPR/AGPR classes are `VGPR_32`/`AGPR_32`, wider ones
/// `VReg_N`/`AReg_N`, with `_Align2` where tuples must start even).
pub fn write_class_comment(
    f: &mut impl Write,
    family: ClassFamily,
    dwords: u8,
    align2: bool,
) -> fmt::Result {
    let name = match (family, dwords) {
        (ClassFamily::Vgpr, 1) => "VGPR",
        (ClassFamily::Agpr, 1) => "AGPR",
        (ClassFamily::Vgpr, _) => "VReg",
        (ClassFamily::Agpr, _) => "AReg",
        (ClassFamily::Av, _) => "AV",
        (ClassFamily::Vs, _) => "VS",
    };
    let align = if align2 { "_Align2" } else { "" };
    write_named_class_comment(f, &format!("{name}_{}{align}", u32::from(dwords) * 32))
}

/// [`write_class_comment`] for a class named in full (`VReg_64_Align2`).
pub fn write_named_class_comment(f: &mut impl Write, class: &str) -> fmt::Result {
    write!(
        f,
        "/*Invalid register, operand has '{class}' register class*/"
    )
}

/// LLVM's comment after an immediate decoded for an operand that takes
/// registers only (AMDGPUInstPrinter::printOperand, OPERAND_REGISTER).
pub const INVALID_IMMEDIATE: &str = "/*Invalid immediate*/";

/// LLVM's text for a literal dword shown where no literal belongs: the float
/// for inline-float bit patterns, decimal up to 64, hex above.
pub fn bare_literal(v: u32) -> String {
    match INLINE_FLOATS.iter().find(|c| c.0 == v) {
        Some(c) => c.2.to_string(),
        // the inline integers -16..=64 print as such (llvm-mc-22 prints
        // 0xfffffff0 as -16 in a VOPD Y src0 after an X fmamk)
        None if (-16..=64).contains(&(v as i32)) => (v as i32).to_string(),
        None => format!("{v:#x}"),
    }
}

/// The 32-bit value of inline-constant operand `v` (128-208, 240-248), the
/// inverse of [`inline_of_bits`].
pub fn bits_of_inline(v: u32) -> Option<u32> {
    match v {
        128..=192 => Some(v - 128),
        193..=208 => Some((192 - v as i32) as u32),
        240..=248 => Some(INLINE_F32[(v - 240) as usize]),
        _ => None,
    }
}

/// The inline constant with the same 32-bit value as literal `v`, if any.
pub fn inline_of_bits(v: u32) -> Option<u16> {
    match v as i32 {
        n @ 0..=64 => Some(128 + n as u16),
        n @ -16..=-1 => Some((192 - n) as u16),
        _ => INLINE_FLOATS
            .iter()
            .position(|c| c.0 == v)
            .map(|i| 240 + i as u16),
    }
}

/// What a parsed source operand turned into.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Parsed {
    /// An operand number (register, special, inline constant) and its width.
    Reg(u16, u8),
    /// A literal dword (operand number 255).
    Literal(u32),
}

/// Names of scalar registers and specials.
fn named(name: &str, gen: Gen) -> Option<(u16, u8)> {
    let m0 = if gen >= Gen::Gfx11 { 125 } else { 124 };
    Some(match name {
        "vcc_lo" => (106, 1),
        "vcc_hi" => (107, 1),
        "vcc" => (106, 2),
        "exec_lo" => (126, 1),
        "exec_hi" => (127, 1),
        "exec" => (126, 2),
        "m0" => (m0, 1),
        // null is 125 where m0 is 124 and the reverse (GFX11 swapped them)
        "null" if gen >= Gen::Gfx10 => (249 - m0, 0),
        "flat_scratch_lo" if gen == Gen::Gfx9 => (102, 1),
        "flat_scratch_hi" if gen == Gen::Gfx9 => (103, 1),
        "flat_scratch" if gen == Gen::Gfx9 => (102, 2),
        "xnack_mask_lo" if gen == Gen::Gfx9 => (104, 1),
        "xnack_mask_hi" if gen == Gen::Gfx9 => (105, 1),
        "xnack_mask" if gen == Gen::Gfx9 => (104, 2),
        "src_shared_base" | "shared_base" => (235, 0),
        "src_shared_limit" | "shared_limit" => (236, 0),
        "src_private_base" | "private_base" => (237, 0),
        "src_private_limit" | "private_limit" => (238, 0),
        "src_pops_exiting_wave_id" | "pops_exiting_wave_id" if gen <= Gen::Gfx10 => (239, 0),
        "src_vccz" | "vccz" if gen <= Gen::Gfx10 => (251, 0),
        "src_execz" | "execz" if gen <= Gen::Gfx10 => (252, 0),
        "src_scc" | "scc" => (253, 0),
        // LDS direct reads exist on gfx908 and GFX10 only
        "src_lds_direct" | "lds_direct" if gen <= Gen::Gfx10 => (254, 0),
        _ => return None,
    })
}

/// Register files written with an index: `sN`, `s[a:b]`, `ttmpN`,
/// `ttmp[a:b]`, `vN`, `v[a:b]`.
struct File {
    prefix: &'static str,
    /// Operand value of register 0.
    base: u16,
    /// The last register of the file on this target, and in any target
    /// (GFX9 lacks s102-s105: "not available" rather than "out of range").
    max: u16,
    limit: u16,
    /// Whether a tuple of `n` registers exists (LLVM's register classes:
    /// "invalid or unsupported register size" otherwise).
    sizes: fn(i64) -> bool,
}

const TTMP: File = File {
    prefix: "ttmp",
    base: 108,
    max: 15,
    limit: 15,
    sizes: |n| matches!(n, 1 | 2 | 4 | 8 | 16),
};

const VGPRS: File = File {
    prefix: "v",
    base: VGPR0,
    max: 255,
    limit: 255,
    sizes: |n| matches!(n, 1..=12 | 16 | 32),
};

fn sgprs(gen: Gen) -> File {
    File {
        prefix: "s",
        base: 0,
        max: if gen == Gen::Gfx9 { 101 } else { 105 },
        limit: 105,
        sizes: |n| matches!(n, 1..=12 | 16),
    }
}

/// Parses a register of `file` (LLVM's messages and columns for bad
/// indices, sizes and alignments: llvm-mc-22).
fn indexed(c: &mut Cursor, file: &File) -> Result<Option<(u16, u8)>, AsmError> {
    let pos = c.pos();
    let rest = c.rest();
    let prefix = file.prefix;
    let Some(after) = rest.strip_prefix(prefix) else {
        return Ok(None);
    };
    let (lo, hi, len) = if let Some(inner) = after.strip_prefix('[') {
        let at = pos + prefix.len() + 1;
        let mut ic = Cursor::new(inner);
        // an index is an integer: a float there (which an expression would
        // read as its bits) is no index (llvm-mc-22)
        let index = |ic: &mut Cursor| {
            ic.skip_ws();
            let index_at = at + ic.pos();
            let text = ic.rest().split([':', ']']).next().unwrap_or("");
            if crate::syntax::float_in(text).is_some() {
                return Err(AsmError::at(index_at, "invalid register index"));
            }
            let v = ic.expr().map_err(|e| AsmError::at(at + e.pos, e.msg))?;
            Ok((v, index_at))
        };
        let (lo, lo_at) = index(&mut ic)?;
        let hi = if ic.eat(':') { index(&mut ic)?.0 } else { lo };
        if !ic.eat(']') {
            return Err(AsmError::at(pos, "expected a closing square bracket"));
        }
        if lo < 0 {
            return Err(AsmError::at(lo_at, "invalid register index"));
        }
        if hi < lo {
            return Err(AsmError::at(
                lo_at,
                "first register index should not exceed second index",
            ));
        }
        if !(file.sizes)(hi - lo + 1) {
            return Err(AsmError::at(pos, "invalid or unsupported register size"));
        }
        // scalar tuples start at a multiple of their size, up to 4 (LLVM's
        // AMDGPUAsmParser::getRegularReg; `s[1:2]` would encode as s[0:1])
        let size = (hi - lo + 1) as u64;
        if file.base < VGPR0 && !(lo as u64).is_multiple_of(size.next_power_of_two().min(4)) {
            return Err(AsmError::at(pos, "invalid register alignment"));
        }
        (lo, hi, prefix.len() + 1 + ic.pos())
    } else {
        let digits = after
            .find(|ch: char| !ch.is_ascii_digit())
            .unwrap_or(after.len());
        if digits == 0
            || after[digits..].starts_with(|ch: char| ch.is_ascii_alphanumeric() || ch == '_')
        {
            return Ok(None);
        }
        let n = after[..digits].parse().unwrap_or(i64::MAX);
        (n, n, prefix.len() + digits)
    };
    if hi > i64::from(file.limit) {
        return Err(AsmError::at(pos, "register index is out of range"));
    }
    if hi > i64::from(file.max) {
        let written = rest.get(..len).unwrap_or(prefix);
        return Err(AsmError::at(
            pos,
            format!("{written} register not available on this GPU"),
        ));
    }
    c.bump(len);
    Ok(Some((file.base + lo as u16, (hi - lo + 1) as u8)))
}

/// Parses a register or special name; `None` when the text is not one.
pub fn parse_register(c: &mut Cursor, gen: Gen) -> Result<Option<(u16, u8)>, AsmError> {
    c.skip_ws();
    for file in [TTMP, sgprs(gen), VGPRS] {
        if let Some(r) = indexed(c, &file)? {
            return Ok(Some(r));
        }
    }
    let save = c.pos();
    if let Some(word) = c.ident() {
        let word = word.to_ascii_lowercase();
        if let Some(r) = named(&word, gen) {
            return Ok(Some(r));
        }
        // (AMDGPUAsmParser::ParseAMDGPURegister: a register the GPU lacks)
        if word == "null" {
            return Err(AsmError::at(
                save,
                "'null' operand is not supported on this GPU",
            ));
        }
    }
    c.bump(0);
    restore(c, save);
    Ok(None)
}

fn restore(c: &mut Cursor, pos: usize) {
    c.set_pos(pos);
}

/// Parses any source operand of `width` dwords: register, inline constant,
/// literal, float or `lit(...)`.
pub fn parse_source(c: &mut Cursor, gen: Gen, width: u8) -> Result<Parsed, AsmError> {
    source(c, gen, width, false)
}

/// [`parse_source`] for a GFX9 packed pair of 32-bit values (`v_pk_fma_f32`,
/// `v_pk_mov_b32`...): an integer expression must be a 64-bit inline
/// constant, and is then encoded by its low dword, so that `--1.0` (the
/// double's bits) is the inline 0 and the bits of 1/(2π) are refused
/// (AMDGPUAsmParser checks these operands as f64 and encodes Lo_32 of an
/// integer; observed with llvm-mc-22 on gfx90a and gfx950).
pub fn parse_source_pair(c: &mut Cursor, gen: Gen) -> Result<Parsed, AsmError> {
    source(c, gen, 2, true)
}

fn source(c: &mut Cursor, gen: Gen, width: u8, pair: bool) -> Result<Parsed, AsmError> {
    c.skip_ws();
    let pos = c.pos();
    // a modifier where the operand takes none is no operand at all, not an
    // expression (`-v1` would name a symbol `v1`)
    if modifier_ahead(c.rest()) {
        return Err(AsmError::at(pos, crate::syntax::NOT_VALID));
    }
    if let Some((v, w)) = parse_register(c, gen)? {
        // width 0: a special that fits any operand width
        return Ok(Parsed::Reg(v, if w == 0 { width } else { w }));
    }
    if c.eat_word("lit") {
        c.expect('(')?;
        let v = number(c, width)?;
        c.expect(')')?;
        return Ok(Parsed::Literal(v.bits32(width).ok_or_else(|| {
            AsmError::at(pos, "invalid operand for instruction")
        })?));
    }
    let v = number(c, width)?;
    // an expression the assembler evaluates later is a literal, as LLVM
    // encodes an operand expression it cannot evaluate yet
    if c.claim_deferred(pos, crate::syntax::Role::Literal) {
        return Ok(Parsed::Literal(crate::syntax::DEFERRED_LITERAL));
    }
    if let (true, Number::Int(n), Some(_)) = (pair, v, v.inline(width)) {
        return Number::Int(i64::from(n as u32 as i32))
            .inline(1)
            .map(|inline| Parsed::Reg(inline, width))
            .ok_or_else(|| AsmError::at(pos, "invalid operand for instruction"));
    }
    if let Some(inline) = v.inline(width) {
        return Ok(Parsed::Reg(inline, width));
    }
    v.bits32(width)
        .map(Parsed::Literal)
        .ok_or_else(|| AsmError::at(pos, "invalid operand for instruction"))
}

/// Whether `text` (an operand's start) is what LLVM's parser takes for an
/// operand modifier rather than the start of an expression
/// (AMDGPUAsmParser::isModifier): `|`, `abs(`, `neg(` or `sext(`, or a
/// minus that is one (see [`minus_modifier`]). Where no modifier is taken
/// that is "not a valid operand." (llvm-mc-22: `s_mov_b32 s0, -s1`,
/// `v_pk_add_f16 v0, -v1, v2`).
pub(crate) fn modifier_ahead(text: &str) -> bool {
    let t = text.trim_start();
    named_modifier(t) || minus_modifier(t)
}

/// `|`, `abs(`, `neg(` or `sext(` (AMDGPUAsmParser::isOperandModifier).
fn named_modifier(t: &str) -> bool {
    t.starts_with('|')
        || ["abs", "neg", "sext"].iter().any(|m| {
            t.strip_prefix(m)
                .is_some_and(|r| r.trim_start().starts_with('('))
        })
}

/// Whether `t` starts with a minus that is the neg modifier: one before a
/// register (`-v1`, `- s[2:3]`), a register list (`-[v1]`) or another
/// modifier (`-|v1|`, `-abs(v1)`). Any other minus belongs to an expression
/// (`-x` is the negated symbol, a literal), as in AMDGPUAsmParser::isModifier.
pub(crate) fn minus_modifier(t: &str) -> bool {
    let Some(after) = t.strip_prefix('-') else {
        return false;
    };
    let after = after.trim_start();
    after.starts_with('[') || named_modifier(after) || register_ahead(after)
}

/// Whether `t` starts with a register's name, as LLVM's parser tells one
/// from a symbol (an operand there is the register: `s_branch v1` is an
/// invalid operand to llvm-mc-22, not a branch to a label `v1`).
pub(crate) fn register_ahead(t: &str) -> bool {
    // an identifier as LLVM's lexer reads one, then the next token
    let end = t
        .find(|ch: char| !(ch.is_ascii_alphanumeric() || "_.$@?".contains(ch)))
        .unwrap_or(t.len());
    let (word, next) = t.split_at(end);
    register_name(word, next.trim_start())
}

/// AMDGPUAsmParser::isRegister on an identifier `word` followed by `next`:
/// a regular file's prefix with an index (`v1`, `s2.l`) or before `[`, or a
/// special register's name on any target.
fn register_name(word: &str, next: &str) -> bool {
    if word.is_empty() || word.starts_with(|ch: char| ch.is_ascii_digit()) {
        return false;
    }
    // LLVM's RegularRegisters, first matching prefix
    if let Some(prefix) = ["v", "s", "ttmp", "acc", "a"]
        .into_iter()
        .find(|p| word.starts_with(p))
    {
        let suffix = &word[prefix.len()..];
        if suffix.is_empty() {
            if next.starts_with('[') {
                return true;
            }
        } else {
            let n = suffix.strip_suffix(".l").unwrap_or(suffix);
            let n = n.strip_suffix(".h").unwrap_or(n);
            if !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()) {
                return true;
            }
        }
    }
    word == "null"
        || [Gen::Gfx9, Gen::Gfx10, Gen::Gfx11, Gen::Gfx12]
            .into_iter()
            .any(|g| named(word, g).is_some())
}

/// `x` converted to f32 as LLVM converts a float operand: rounded to
/// nearest even, but `None` when the conversion overflows or underflows
/// (AMDGPUAsmParser's canLosslesslyConvertToFPType: precision may be lost,
/// range may not; `1e39` and `1e-40` are invalid operands to llvm-mc-22).
fn to_f32(x: f64) -> Option<f32> {
    let f = x as f32;
    let overflow = f.is_infinite() && x.is_finite();
    // APFloat's underflow: a tiny (subnormal or zero) result, inexact
    let underflow = f.abs() < f32::MIN_POSITIVE && f64::from(f) != x;
    (!overflow && !underflow).then_some(f)
}

/// A numeric operand as written.
#[derive(Clone, Copy, Debug)]
enum Number {
    Int(i64),
    Float(f64),
}

impl Number {
    /// The inline-constant operand number that encodes this value, if any.
    fn inline(self, width: u8) -> Option<u16> {
        // 32-bit operands see the value truncated to 32 bits (4294967295 is -1).
        let self_ = match self {
            Number::Int(v)
                if width == 1 && (i64::from(i32::MIN)..=i64::from(u32::MAX)).contains(&v) =>
            {
                Number::Int(i64::from(v as u32 as i32))
            }
            other => other,
        };
        match self_ {
            Number::Int(v @ 0..=64) => Some(128 + v as u16),
            Number::Int(v @ -16..=-1) => Some((192 - v) as u16),
            Number::Int(v) => {
                let hit = |c: &(u32, u64, &str)| {
                    if width == 2 {
                        c.1 as i64 == v
                    } else {
                        i64::from(c.0) == v || c.0 as i32 as i64 == v
                    }
                };
                INLINE_FLOATS.iter().position(hit).map(|i| 240 + i as u16)
            }
            // a 64-bit operand checks the double's bits, and then LLVM's
            // encoder checks them again with the low dword dropped (the
            // literal keeps the high one): `v_fract_f64 v[0:1], 1e-320` is
            // the inline 0, `-2.0000000001` the inline -2.0 (llvm-mc-22)
            Number::Float(x) if width == 2 => {
                let inline64 = |bits: u64| match bits as i64 {
                    n @ 0..=64 => Some(128 + n as u16),
                    n @ -16..=-1 => Some((192 - n) as u16),
                    _ => INLINE_FLOATS
                        .iter()
                        .position(|c| c.1 == bits)
                        .map(|i| 240 + i as u16),
                };
                let bits = x.to_bits();
                // packed f32 pairs (v_pk_fma_f32...) are 64-bit operands that
                // take 1/(2π) as written in f32 (llvm-mc-22)
                let inv2pi = || {
                    let i = INLINE_FLOATS.iter().position(|c| c.2 == "0.15915494")?;
                    (x == 0.15915494).then_some(240 + i as u16)
                };
                inline64(bits)
                    .or_else(|| inline64(bits & !0xffff_ffff))
                    .or_else(inv2pi)
            }
            // other operands take the value as an f32 (rounded; overflow and
            // underflow refused), whose bits are then any inline constant,
            // integers included: `v_mov_b32 v0, 1.401298464324817e-45` is
            // the inline 1 (AMDGPUAsmParser::isInlinableImm, llvm-mc-22)
            Number::Float(x) => inline_of_bits(to_f32(x)?.to_bits()),
        }
    }

    /// The literal dword, if the value fits one.
    fn bits32(self, width: u8) -> Option<u32> {
        match self {
            Number::Int(v) if width == 2 => {
                (v >= i64::from(i32::MIN) && v <= i64::from(u32::MAX)).then_some(v as u32)
            }
            Number::Int(v) => {
                (v >= i64::from(i32::MIN) && v <= i64::from(u32::MAX)).then_some(v as u32)
            }
            Number::Float(x) if width == 2 => Some((x.to_bits() >> 32) as u32),
            Number::Float(x) => to_f32(x).map(f32::to_bits),
        }
    }
}

/// A number operand: a float token (`1.5`, `1e3`, `0x1p4`, negated) is a
/// float, anything else an integer expression.
fn number(c: &mut Cursor, _width: u8) -> Result<Number, AsmError> {
    // (`--2.0` is an integer expression: the double's bits negated twice)
    match c.signed_float() {
        Some(x) => Ok(Number::Float(x)),
        None => c.expr().map(Number::Int),
    }
}

/// `0xHH,` for every byte value: the byte lists of encoding comments.
pub static HEX_BYTES: [[u8; 5]; 256] = {
    const HEX: &[u8; 16] = b"0123456789abcdef";
    let mut t = [[0u8; 5]; 256];
    let mut b = 0;
    while b < 256 {
        t[b] = [b'0', b'x', HEX[b >> 4], HEX[b & 15], b','];
        b += 1;
    }
    t
};

#[cfg(test)]
mod print_tests {
    use super::*;

    /// Float operands as llvm-mc-22 encodes them on gfx1100 (`-show-encoding`):
    /// rounded to f32 and then any inline constant, integers included; out
    /// of f32's range refused; f64 operands checked with and without their
    /// low dword.
    #[test]
    fn float_operands_follow_llvm() {
        let t = crate::Target::from_name("gfx1100").unwrap();
        for (line, want) in [
            (
                "v_mov_b32 v0, 0.5000000001",
                Some(&[0xf0, 0x02, 0x00, 0x7e][..]),
            ),
            (
                "v_mov_b32 v0, 1.401298464324817e-45",
                Some(&[0x81, 0x02, 0x00, 0x7e]),
            ),
            (
                "v_mov_b32 v0, 8.96831017167883e-44",
                Some(&[0xc0, 0x02, 0x00, 0x7e]),
            ),
            ("v_mov_b32 v0, 1e-40", None),
            ("v_mov_b32 v0, 1e39", None),
            ("v_mov_b32 v0, 3.4028236e38", None),
            (
                "v_fract_f64 v[0:1], 1e-320",
                Some(&[0x80, 0x7c, 0x00, 0x7e]),
            ),
            (
                "v_fract_f64 v[0:1], 2.5e-323",
                Some(&[0x85, 0x7c, 0x00, 0x7e]),
            ),
            (
                "v_fract_f64 v[0:1], -2.0000000001",
                Some(&[0xf5, 0x7c, 0x00, 0x7e]),
            ),
        ] {
            let got = crate::assemble_line(t, line)
                .ok()
                .map(|i| i.encode().to_vec());
            assert_eq!(got.as_deref(), want, "{line}");
        }
    }

    /// GFX9 packed pairs take an integer expression that is a 64-bit inline
    /// constant by its low dword; float tokens stay floats (encodings from
    /// llvm-mc-22 22.1.8 -show-encoding, the same on gfx90a, gfx942 and
    /// gfx950).
    #[test]
    fn packed_pairs_take_integer_expressions_by_their_low_dword() {
        let mul = |src: u8| vec![0x00, 0x40, 0xb1, 0xd3, 0x02, src, 0x01, 0x18];
        for target in ["gfx90a", "gfx942", "gfx950"] {
            let t = crate::Target::from_name(target).unwrap();
            for (line, want) in [
                // the double's bits negated twice: 1.0, low dword 0
                ("v_pk_mul_f32 v[0:1], v[2:3], --1.0", Some(mul(0x01))),
                ("v_pk_mul_f32 v[0:1], v[2:3], -(-0.5)", Some(mul(0x01))),
                (
                    "v_pk_mul_f32 v[0:1], v[2:3], 0x3FF0000000000000",
                    Some(mul(0x01)),
                ),
                (
                    "v_pk_mov_b32 v[0:1], --1.0, v[2:3] op_sel:[0,1]",
                    Some(vec![0x00, 0x50, 0xb3, 0xd3, 0x80, 0x04, 0x02, 0x18]),
                ),
                (
                    "v_pk_fma_f32 v[0:1], v[2:3], v[4:5], -(2.0)",
                    Some(vec![0x00, 0x40, 0xb0, 0xd3, 0x02, 0x09, 0x02, 0x1a]),
                ),
                // 1/(2π) as f64 bits: inline as 64 bits, its low dword is not
                ("v_pk_mul_f32 v[0:1], v[2:3], 0x3FC45F306DC9C882", None),
                // unchanged: float tokens and small integers
                ("v_pk_mul_f32 v[0:1], v[2:3], 0.5", Some(mul(0xe1))),
                ("v_pk_mul_f32 v[0:1], v[2:3], -16", Some(mul(0xa1))),
                ("v_pk_mul_f32 v[0:1], v[2:3], 0x3f800000", Some(mul(0xe5))),
                ("v_pk_mul_f32 v[0:1], v[2:3], 100", None),
            ] {
                let got = crate::assemble_line(t, line)
                    .ok()
                    .map(|i| i.encode().to_vec());
                assert_eq!(got, want, "{target}: {line}");
            }
        }
    }

    /// The hand-rolled number printers say what `{}` and `{:#x}` say.
    #[test]
    fn numbers_print_as_the_formatter_does() {
        for v in [
            0,
            1,
            9,
            10,
            64,
            255,
            256,
            4095,
            65535,
            0x3f80_0000,
            u32::MAX,
        ] {
            let (mut d, mut h) = (String::new(), String::new());
            dec(&mut d, i64::from(v)).unwrap();
            hex(&mut h, v).unwrap();
            assert_eq!(d, format!("{v}"));
            assert_eq!(h, format!("{v:#x}"));
        }
        for v in [-1i64, -32768, i64::from(u32::MAX) + 1, i64::MIN, i64::MAX] {
            let mut d = String::new();
            dec(&mut d, v).unwrap();
            assert_eq!(d, format!("{v}"));
        }
        for (i, text) in INLINE_INTS.iter().enumerate() {
            let v = if i <= 64 { i as i32 } else { 64 - i as i32 };
            assert_eq!(*text, v.to_string());
        }
        let mut r = String::new();
        range(&mut r, "ttmp", 4, 4).unwrap();
        range(&mut r, "s", 101, 1).unwrap();
        assert_eq!(r, "ttmp[4:7]s101");
    }
}
