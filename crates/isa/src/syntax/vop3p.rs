//! VOP3P text: operands, and the modifiers LLVM prints after them —
//! `op_sel`/`op_sel_hi`/`neg_lo`/`neg_hi`/`clamp` (packed, dot, mix, WMMA),
//! `index_key` (SWMMAC), `cbsz`/`abid`/`blgp`/`neg` (MFMA).

use super::{float_in, start_operand, AsmError, Cursor, INVALID_OPERAND, NOT_VALID};
use crate::encoding::vop3p::{null_source, scale_comment, valid_operands, Vop3pInst};
use crate::operand::{self, ClassFamily, Parsed, LITERAL, VGPR0};
use crate::tables::vop3p::{flags, File, Kind, Operand, Values, VOP3P_ROWS};
use crate::target::{Gen, Target};
use std::fmt::{self, Write};

/// Word bits of the modifier groups, per source.
const OP_SEL: [u32; 3] = [11, 12, 13];
const OP_SEL_HI: [u32; 3] = [59, 60, 14];
const NEG_LO: [u32; 3] = [61, 62, 63];
const NEG_HI: [u32; 3] = [8, 9, 10];
const CLAMP: u32 = 15;

fn write_reg(f: &mut impl Write, file: char, r: u16, width: u8) -> fmt::Result {
    crate::operand::write_reg_range(f, file, r.into(), width)
}

/// A literal prints as hex, as `lit(...)` where the operand's type would
/// have read the same value as an inline constant (so the text re-assembles
/// to a literal); 16-bit operands show the low half.
fn write_literal(f: &mut impl Write, v: u32, o: &Operand) -> fmt::Result {
    // 16-bit operands read the low half; LLVM shows the whole dword in
    // lit(...) when that half is an inline constant (observed with llvm-mc-22)
    let (v, inline) = if o.lit16 {
        let lo = v & 0xffff;
        let int = (-16..=64).contains(&i32::from(lo as u16 as i16));
        let inline = int || o.values.inline(lo).is_some();
        (if inline { v } else { lo }, inline)
    } else {
        let f32 = o.lit_f32 && Values::F32.inline(v).is_some();
        (v, f32 || o.values.inline(v).is_some())
    };
    // a 64-bit-typed operand (f64_const) reads the literal as the high half:
    // halves of f64 inline constants print as the float (observed with llvm-mc-22)
    if o.bare_literal && o.f64_const {
        const HIGH: [(u32, &str); 8] = [
            (0x3fe0_0000, "0.5"),
            (0xbfe0_0000, "-0.5"),
            (0x3ff0_0000, "1.0"),
            (0xbff0_0000, "-1.0"),
            (0x4000_0000, "2.0"),
            (0xc000_0000, "-2.0"),
            (0x4010_0000, "4.0"),
            (0xc010_0000, "-4.0"),
        ];
        if let Some((_, text)) = HIGH.iter().find(|h| h.0 == v) {
            return f.write_str(text);
        }
    }
    if inline && !o.bare_literal {
        write!(f, "lit({v:#x})")
    } else {
        write!(f, "{v:#x}")
    }
}

/// What a number written for operand `o` encodes as: the operand's type
/// decides which literals are inline constants (`consumed` is the text read).
fn retype(p: Parsed, o: &Operand, consumed: &str) -> Parsed {
    // LLVM ignores lit(...) inside abs bars (observed with llvm-mc-22)
    if consumed.contains("lit(") && !consumed.contains('|') {
        return p;
    }
    match p {
        // an integer spelling of an f32 pattern is a literal for f16/bf16
        // operands, and where literals print bare (WMMA C)
        Parsed::Reg(v @ 240..=248, _)
            if (o.values != Values::F32 || o.bare_literal) && float_in(consumed).is_none() =>
        {
            Parsed::Literal(Values::F32.bits()[usize::from(v - 240)])
        }
        Parsed::Literal(x) => match o.values.inline(x) {
            Some(v) => Parsed::Reg(v, o.width),
            None => p,
        },
        p => p,
    }
}

/// Float text written for an f16 or bf16 operand is a literal of that type
/// (`1.5` is 0x3e00 for f16, 0x3fc0 for bf16), rounded to nearest even, also
/// inside `lit(...)` (`lit(1.0)` is 0x3c00 for f16); `None` when the value
/// overflows or underflows the type (llvm-mc-22 refuses those, but keeps
/// other precision losses: `0.1` is 0x2e66). A bf16 operand reads 1/(2pi)
/// as the inline constant only when written as 0.15915494 (what LLVM prints),
/// any other spelling as its nearest bf16, 0x3e23 (observed with llvm-mc-22).
/// (`wmma`: a WMMA's operands follow their own rule, see `parse`.)
fn float_in_type(p: Parsed, o: &Operand, consumed: &str, wmma: bool) -> Option<Parsed> {
    let (exp_bits, frac_bits) = match o.values {
        Values::F16 => (5, 10),
        Values::Bf16 => (8, 7),
        Values::F32 => return Some(p),
    };
    let Some(x) = float_in(consumed) else {
        return Some(p);
    };
    // LLVM ignores lit(...) inside abs bars (as `retype` does)
    let lit = consumed.contains("lit(") && !consumed.contains('|');
    match p {
        Parsed::Literal(_) => narrow_float(x, exp_bits, frac_bits).map(Parsed::Literal),
        Parsed::Reg(248, _)
            if o.values == Values::Bf16 && !wmma && (lit || !super::lit16::bf16_inline_2pi(x)) =>
        {
            narrow_float(x, exp_bits, frac_bits).map(Parsed::Literal)
        }
        p => Some(p),
    }
}

/// Bits of `x` in a binary format of `exp_bits` exponent and `frac_bits`
/// fraction bits, rounded to nearest even; `None` on overflow, or when a
/// subnormal result is inexact (IEEE underflow).
fn narrow_float(x: f64, exp_bits: u32, frac_bits: u32) -> Option<u32> {
    if !x.is_finite() {
        return None;
    }
    let sign = u32::from(x.is_sign_negative()) << (exp_bits + frac_bits);
    let a = x.abs();
    if a == 0.0 {
        return Some(sign);
    }
    let bias = (1i32 << (exp_bits - 1)) - 1;
    let bits = a.to_bits();
    // a normal f64: 1.fraction * 2^e
    let (mut e, q) = ((bits >> 52) as i32 - 1023, bits & ((1 << 52) - 1) | 1 << 52);
    if bits >> 52 == 0 {
        return None; // f64 subnormals are far below any of these formats
    }
    let round = |q: u64, shift: u32| -> (u64, bool) {
        if shift == 0 {
            return (q, false);
        }
        if shift > 63 {
            return (0, true);
        }
        let (r, rem, half) = (q >> shift, q & ((1 << shift) - 1), 1u64 << (shift - 1));
        let up = rem > half || rem == half && r & 1 == 1;
        (r + u64::from(up), rem != 0)
    };
    let emin = 1 - bias;
    if e >= emin {
        let (mut r, _) = round(q, 52 - frac_bits);
        if r >> (frac_bits + 1) != 0 {
            (e, r) = (e + 1, r >> 1);
        }
        if e > bias {
            return None;
        }
        let field = ((e + bias) as u32) << frac_bits;
        return Some(sign | field | (r as u32 & ((1 << frac_bits) - 1)));
    }
    // subnormal: whole steps of 2^(emin - frac_bits)
    let (r, inexact) = round(q, (52 - frac_bits as i32 + (emin - e)) as u32);
    if inexact {
        return None;
    }
    Some(sign | r as u32)
}

impl Vop3pInst {
    /// LLVM's text of source `i`, without modifiers.
    fn write_src(&self, target: Target, i: usize, o: &Operand, f: &mut impl Write) -> fmt::Result {
        let v = self.src[i];
        if let Some(text) = super::dpp::vop3p_vgpr_only_text(self, target, i) {
            return f.write_str(&text);
        }
        if null_source(self.row(), o, v, target.gen()) {
            return f.write_str("null");
        }
        if let Ok(Some(note)) = self.source_note(target, i, o) {
            return self.write_noted(target, i, o, note, f);
        }
        if v >= VGPR0 {
            let width = self.width(i + 1, o);
            return write_reg(f, self.file_letter(i + 1, o), v - VGPR0, width);
        }
        if v == LITERAL && self.lit_text >> i & 1 != 0 {
            return write!(f, "lit({:#x})", self.literal);
        }
        if v == LITERAL {
            return write_literal(f, self.literal, o);
        }
        let width = match v {
            128..=208 | 240..=248 => 1 + u8::from(o.f64_const),
            _ => o.width,
        };
        operand::print(f, v, width, target.gen(), self.literal)?;
        match scale_comment(v) {
            Some(note) if i >= 3 && self.row().has(flags::SCALE) => f.write_str(note),
            _ => Ok(()),
        }
    }

    /// How LLVM prints source `i` when its decoded value is outside the
    /// operand's register class: `Ok(None)` for a value the class holds,
    /// `Err(())` for one whose text is not modelled (or that LLVM refuses).
    fn source_note(&self, target: Target, i: usize, o: &Operand) -> Result<Option<Note>, ()> {
        let (row, gen, v) = (self.row(), target.gen(), self.src[i]);
        let width = self.width(i + 1, o);
        // 125 (null) in an AGPR source prints bare too, as in a matrix
        // source (llvm-mc-22 on gfx908..gfx950: `v_accvgpr_read_b32 v0, null`)
        let agpr_null = matches!(o.file, File::A) && gen == Gen::Gfx9 && v == 125;
        if null_source(row, o, v, gen) || agpr_null {
            return Ok(None);
        }
        // (DPP forms and the scale sources of a scaled MFMA print otherwise)
        if self.dpp.is_some() || i >= 3 {
            return Err(());
        }
        Ok(match v {
            VGPR0.. if !aligned(target, v - VGPR0, width) => Some(Note::Vector),
            VGPR0.. => None,
            // LLVM 22 crashes on a GFX9 matrix word with a literal
            LITERAL if gen == Gen::Gfx9 => return Err(()),
            LITERAL if o.literal => None,
            LITERAL => Some(Note::Literal),
            128..=208 | 240..=248 if o.constant => None,
            // a negative or float constant in an f8f6f4 source its format
            // narrows crashes llvm-mc-22 (gfx950, CBSZ/BLGP 2-4): no text
            193..=208 | 240..=248 if width < o.width => return Err(()),
            128..=208 | 240..=248 => Some(Note::Constant),
            0..=127 if o.sgpr && o.width <= 2 && operand::is_valid(v, o.width, gen) => None,
            0..=127 if o.sgpr => return Err(()),
            0..=127 => Some(scalar_note(v, width, gen).ok_or(())?),
            // LLVM's inline-value registers (src_shared_base, src_vccz,
            // src_flat_scratch_base_lo, ...) print bare in any class
            // (AMDGPUInstPrinter::printOperand, isInlineValue), whether or
            // not the target's assembler takes them (`valid_operands`); LDS
            // direct is no inline value: bare where the class holds it
            // (VS_32), else with the comment (observed with llvm-mc-22 on
            // every target group, values 209-254 in every source)
            209..=254 if width <= 2 && operand::is_valid(v, width, gen) => (v == 254 && !o.sgpr)
                .then_some(Note::Scalar {
                    first: v,
                    dwords: width,
                }),
            _ => return Err(()),
        })
    }

    /// Whether every source prints as LLVM prints it, with or without a
    /// class comment (a misaligned destination prints with one, see
    /// [`Vop3pInst::write_dst_note`]; a scaled MFMA's scale sources are
    /// checked where they are decoded).
    pub(crate) fn sources_print(&self, target: Target) -> bool {
        let row = self.row();
        !row.operands.is_empty()
            && row
                .sources()
                .iter()
                .enumerate()
                .take(3)
                .all(|(i, o)| self.source_note(target, i, o).is_ok())
    }

    /// LLVM's class comment after a destination tuple that breaks the
    /// gfx90a+ even alignment: `v[3:6]/*Invalid register, operand has
    /// 'VReg_128_Align2' register class*/`. MFMA D is an AGPR or VGPR class
    /// as ACC_CD picks (LLVM has a `_vgprcd` opcode for each), SMFMAC D an
    /// AV class either way (observed with llvm-mc-22 on gfx90a, gfx942,
    /// gfx950, every destination 0-255 with ACC_CD 0 and 1).
    fn write_dst_note(&self, target: Target, d: &Operand, f: &mut impl Write) -> fmt::Result {
        if aligned(target, u16::from(self.dst), d.width) {
            return Ok(());
        }
        let row = self.row();
        let family = match d.file {
            File::AccCd if is_smfmac(row) => ClassFamily::Av,
            File::AccCd if self.bit(15) => ClassFamily::Agpr,
            File::A => ClassFamily::Agpr,
            File::Acc => ClassFamily::Av,
            File::AccCd | File::V => ClassFamily::Vgpr,
        };
        operand::write_class_comment(f, family, d.width, true)
    }

    /// Source `i` with LLVM's comment naming the operand's register class,
    /// or saying that an immediate does not belong there (llvm-mc-22).
    fn write_noted(
        &self,
        target: Target,
        i: usize,
        o: &Operand,
        note: Note,
        f: &mut impl Write,
    ) -> fmt::Result {
        let v = self.src[i];
        let width = self.width(i + 1, o);
        match note {
            Note::Vector => write_reg(f, self.file_letter(i + 1, o), v - VGPR0, width)?,
            Note::Scalar { first, dwords } => {
                operand::print(f, first, dwords, target.gen(), 0)?;
            }
            // an f8f6f4 source its format narrows prints an integer
            // constant as 0 (llvm-mc-22, gfx950: CBSZ/BLGP 2-4; its negative
            // and float constants crash llvm-mc-22)
            Note::Constant if width < o.width && (128..=192).contains(&v) => f.write_str("0")?,
            // immediates print as 32-bit values whatever the operand's width
            // (AMDGPUInstPrinter::printImmediate32)
            Note::Constant => operand::print(f, v, 1, target.gen(), 0)?,
            Note::Literal => f.write_str(&operand::bare_literal(self.literal))?,
        }
        if matches!(note, Note::Constant | Note::Literal) {
            return f.write_str(operand::INVALID_IMMEDIATE);
        }
        let family = match o.file {
            File::V if o.sgpr => ClassFamily::Vs,
            File::V => ClassFamily::Vgpr,
            File::A => ClassFamily::Agpr,
            File::Acc => ClassFamily::Av,
            File::AccCd if self.bit(15) => ClassFamily::Agpr,
            File::AccCd => ClassFamily::Vgpr,
        };
        let align2 = target.needs_aligned_vgprs() && width >= 2;
        operand::write_class_comment(f, family, width, align2)
    }

    pub fn print<W: Write>(&self, f: &mut W) -> fmt::Result {
        let target = self.target;
        let row = self.row();
        f.write_str(row.name)?;
        if self.dpp.is_some() {
            f.write_str("_e64_dpp")?;
        }
        let Some(d) = row.operands.first() else {
            return Ok(());
        };
        let no_dst = row.has(flags::NO_DST);
        if !no_dst {
            f.write_str(" ")?;
            write_reg(f, self.file_letter(0, d), u16::from(self.dst), d.width)?;
            self.write_dst_note(target, d, f)?;
        }
        for (i, o) in row.sources().iter().enumerate() {
            f.write_str(if no_dst && i == 0 { " " } else { ", " })?;
            if row.kind == Kind::Mix {
                let mut text = String::new();
                self.write_src(target, i, o, &mut text)?;
                let abs = self.bit(NEG_HI[i]);
                if self.bit(NEG_LO[i]) {
                    if abs || !text.starts_with(|c: char| c.is_ascii_digit() || c == '-') {
                        f.write_str("-")?;
                    } else {
                        write!(f, "neg({text})")?;
                        continue;
                    }
                }
                if abs {
                    write!(f, "|{text}|")?;
                } else {
                    f.write_str(&text)?;
                }
            } else {
                self.write_src(target, i, o, f)?;
            }
        }
        let n = row.sources().len();
        match row.kind {
            Kind::Mai => {
                let field = |lo: u32, len: u32| (self.mods >> lo) & ((1 << len) - 1);
                let scale = row.has(flags::SCALE);
                if scale {
                    // the scale word's selects, over three sources; op_sel_hi
                    // always (observed with llvm-mc-22)
                    let sel = |b: u32| self.scale_sel >> b & 1;
                    if self.scale_sel & 3 << 11 != 0 {
                        write!(f, " op_sel:[{},{},0]", sel(11), sel(12))?;
                    }
                    write!(f, " op_sel_hi:[{},{},0]", sel(59), sel(60))?;
                }
                if field(8, 3) != 0 {
                    write!(f, " cbsz:{}", field(8, 3))?;
                }
                // (a scaled MFMA's ABID is always 1, never printed)
                if field(11, 4) != 0 && !scale {
                    write!(f, " abid:{}", field(11, 4))?;
                }
                if field(61, 3) != 0 {
                    if row.has(flags::BLGP_NEG) {
                        self.write_list(f, " neg:[", &NEG_LO, n)?;
                    } else {
                        write!(f, " blgp:{}", field(61, 3))?;
                    }
                }
            }
            Kind::Packed | Kind::Mix => {
                let default_hi = !row.has(flags::OPHI0);
                if row.has(flags::INDEX_KEY) {
                    let key = (self.mods >> 11) & 7;
                    if key != 0 {
                        write!(f, " index_key:{key}")?;
                    }
                } else if OP_SEL[..n].iter().any(|&b| self.bit(b)) {
                    self.write_list(f, " op_sel:[", &OP_SEL, n)?;
                }
                if OP_SEL_HI[..n].iter().any(|&b| self.bit(b) != default_hi) {
                    self.write_list(f, " op_sel_hi:[", &OP_SEL_HI, n)?;
                }
                if row.kind == Kind::Packed {
                    if NEG_LO[..n].iter().any(|&b| self.bit(b)) {
                        self.write_list(f, " neg_lo:[", &NEG_LO, n)?;
                    }
                    if NEG_HI[..n].iter().any(|&b| self.bit(b)) {
                        self.write_list(f, " neg_hi:[", &NEG_HI, n)?;
                    }
                }
                if self.bit(CLAMP) {
                    f.write_str(" clamp")?;
                }
            }
        }
        if let Some(dpp) = self.dpp {
            super::dpp::write_controls(f, dpp, target, None, self.literal)?;
        }
        Ok(())
    }

    fn write_list(&self, f: &mut impl Write, head: &str, bits: &[u32; 3], n: usize) -> fmt::Result {
        f.write_str(head)?;
        for (k, &b) in bits[..n].iter().enumerate() {
            if k > 0 {
                f.write_str(",")?;
            }
            f.write_str(if self.bit(b) { "1" } else { "0" })?;
        }
        f.write_str("]")
    }
}

/// What LLVM prints for a source value outside the operand's register
/// class, before the comment.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Note {
    /// A VGPR/AGPR tuple that breaks the gfx90a+ even alignment, as it is.
    Vector,
    /// SGPRs, TTMPs or a special register, `dwords` wide from `first`.
    Scalar { first: u16, dwords: u8 },
    /// An inline constant, as its 32-bit text.
    Constant,
    /// The literal dword, as an inline value's text or hex.
    Literal,
}

/// A scalar register number `v` read by an operand of `width` dwords that
/// takes vector registers only: LLVM decodes it as the SGPR/TTMP tuple of
/// that width up to 512 bits, its start rounded down to an even register
/// (64 bits) or a multiple of 4 (128 bits and more), when that tuple exists
/// (AMDGPUDisassembler::createSRegOperand; observed with llvm-mc-22:
/// `s7` in a 1024-bit C prints `s[4:19]`, `s98` in a 256-bit one
/// `s[96:103]`, `s100` there is refused). Specials only fit 32/64 bits.
fn scalar_note(v: u16, width: u8, gen: Gen) -> Option<Note> {
    let dwords = width.min(16);
    if dwords == 3 {
        return None;
    }
    if let Some(first) = operand::scalar_tuple_first(v, dwords, gen) {
        return Some(Note::Scalar { first, dwords });
    }
    let ok = dwords <= 2 && operand::is_valid(v, dwords, gen) && !operand::is_null(v, gen);
    ok.then_some(Note::Scalar { first: v, dwords })
}

/// Whether `row` is a sparse matrix instruction (SMFMAC): a matrix row
/// whose third source is a 32-bit VGPR index, not a C as wide as D.
fn is_smfmac(row: &crate::tables::vop3p::Vop3pRow) -> bool {
    let ops = row.operands;
    row.kind == Kind::Mai
        && ops.len() == 4
        && ops[3].file == File::V
        && ops[3].width == 1
        && ops[0].width > 1
}

/// gfx90a+ register tuples of 64 bits or more start at an even register.
fn aligned(target: Target, r: u16, width: u8) -> bool {
    !(target.needs_aligned_vgprs() && width >= 2 && !r.is_multiple_of(2))
}

/// Parses the operands and modifiers of VOP3P row `row_index`.
pub fn parse(target: Target, row_index: usize, c: &mut Cursor) -> Result<Vop3pInst, AsmError> {
    let row = &VOP3P_ROWS[row_index];
    let gen = target.gen();
    let mut inst = Vop3pInst::new(target, row_index);
    // modifier bits the text set (checked against what the row takes)
    let mut set = 0u64;
    // widths of the registers written for the sources
    let mut written = [(0u8, 0usize); 5];
    // a row without a destination starts with its first source (VDST stays 0)
    let first = usize::from(row.has(flags::NO_DST));
    for (k, o) in row.operands.iter().enumerate().skip(first) {
        start_operand(c, k - first)?;
        c.skip_ws();
        let pos = c.pos();
        if k == 0 {
            let Some(r) = super::parse_vreg(c)? else {
                return Err(c.error(INVALID_OPERAND));
            };
            set_file(&mut inst, &mut set, k, o, r.file, pos)?;
            if r.width != u32::from(o.width) {
                return Err(AsmError::at(pos, INVALID_OPERAND));
            }
            inst.dst = r.index as u8;
            continue;
        }
        let i = k - 1;
        let vpos = c.pos();
        let before = c.rest();
        let deferred_before = c.deferred().len();
        let (neg, abs, parsed) = if row.kind == Kind::Mix {
            mix_source(c, gen, o.width)?
        } else if let Some(r) = super::parse_vreg(c)? {
            // f8f6f4 MFMA: the width is checked once CBSZ / BLGP are read
            let deferred = !row.fmt.is_empty() && i < 2;
            if !deferred && r.width != u32::from(o.width) || r.width > 8 && deferred {
                return Err(AsmError::at(vpos, INVALID_OPERAND));
            }
            written[i] = (r.width as u8, vpos);
            set_file(&mut inst, &mut set, k, o, r.file, vpos)?;
            (false, false, Parsed::Reg(VGPR0 + r.index as u16, o.width))
        } else if row.has(flags::SCALE) && i >= 3 {
            // scale sources are VGPRs only (llvm-mc-22's messages)
            let msg = if c.rest().starts_with("null") {
                "'null' operand is not supported on this GPU"
            } else {
                INVALID_OPERAND
            };
            return Err(AsmError::at(vpos, msg));
        } else if gen == Gen::Gfx9 && o.width == 2 && o.constant && !o.f64_const {
            // a 64-bit operand taking constants that are not f64: a pair of
            // 32-bit values (v_pk_fma_f32, v_pk_mov_b32)
            (false, false, operand::parse_source_pair(c, gen)?)
        } else {
            (false, false, operand::parse_source(c, gen, o.width)?)
        };
        // an expression left to the assembler: no VOP3P operand class takes
        // one (llvm-mc-22: `v_pk_add_u16 v0, x, v1`, `v_fma_mix_f32 v0, x,
        // v1, v2` are invalid operands)
        if c.literal_deferred_since(deferred_before) {
            return Err(AsmError::at(vpos, INVALID_OPERAND));
        }
        let consumed = &before[..before.len() - c.rest().len()];
        let wmma = row.name.starts_with("v_wmma_");
        let parsed = float_in_type(parsed, o, consumed, wmma)
            .ok_or_else(|| AsmError::at(vpos, INVALID_OPERAND))?;
        let parsed = match retype(parsed, o, consumed) {
            // the C operand of a bf16-result WMMA reads float text as bf16:
            // 0.15915494 rounds to 0x3e23, no inline constant, though 248
            // decodes to that text. Observed with llvm-mc-22: refused on
            // GFX12 (both wave sizes) and on GFX11 wave32 unless written as
            // the exact double 0.15915494309189532; accepted on GFX11 wave64.
            // 0.158203125, bf16 0x3e22 exactly, is the inline constant.
            // The other WMMAs' C refuses it the same way on GFX11 wave32
            // (llvm-mc-22: `v_wmma_f32_16x16x16_f16 v[10:17], v[30:37],
            // v[40:47], 0.15915494`).
            Parsed::Reg(248, _)
                if i == 2
                    && wmma
                    && !row.name.starts_with("v_wmma_bf16_")
                    && gen == Gen::Gfx11
                    && o.width == 8
                    && float_in(consumed).is_some_and(|x| x.to_bits() != 0x3fc4_5f30_6dc9_c882) =>
            {
                return Err(AsmError::at(vpos, INVALID_OPERAND));
            }
            Parsed::Reg(248, _)
                if i == 2
                    && row.name.starts_with("v_wmma_bf16_")
                    && float_in(consumed)
                        .is_some_and(|x| narrow_float(x, 8, 7) != Some(0x3e22))
                    && (gen >= Gen::Gfx12
                        || o.width == 8 && consumed.trim() != "0.15915494309189532") =>
            {
                Parsed::Literal(0x3e23)
            }
            p => p,
        };
        inst.src[i] = match parsed {
            Parsed::Reg(v, w) if v >= VGPR0 && w != o.width && row.fmt.is_empty() => {
                return Err(AsmError::at(vpos, INVALID_OPERAND))
            }
            Parsed::Reg(v, _) if v < 128 && !o.asm_sgpr || is_constant(v) && !o.asm_constant => {
                return Err(AsmError::at(vpos, INVALID_OPERAND))
            }
            Parsed::Reg(v, _) => v,
            // a 16-bit operand takes a literal of 16 bits (or a negative one)
            Parsed::Literal(x) if o.lit16 && x > 0xffff && x < 0xffff_8000 => {
                return Err(AsmError::at(vpos, INVALID_OPERAND))
            }
            Parsed::Literal(x) => {
                if !o.literal || !o.asm_literal || inst.has_literal() && inst.literal != x {
                    return Err(AsmError::at(vpos, "literal operands are not supported"));
                }
                inst.literal = x;
                inst.lit_text |= u8::from(super::packed16::lit_echoed(consumed)) << i;
                LITERAL
            }
        };
        if row.kind == Kind::Mix {
            set_bit(&mut inst, &mut set, NEG_LO[i], neg);
            set_bit(&mut inst, &mut set, NEG_HI[i], abs);
        }
    }
    let n = row.sources().len().min(3);
    if row.has(flags::SCALE) {
        scale_modifiers(c, &mut inst, &mut set)?;
    }
    // LLVM takes each modifier once, in the order it prints them
    // (observed with llvm-mc-22: `op_sel_hi:[..] op_sel:[..]` is refused)
    let mut next = 0;
    while !c.at_end() {
        let pos = c.pos();
        let Some(word) = c.ident() else {
            // `clamp:1`: LLVM reads the `:` as the start of an expression
            return Err(c.error(if c.rest().starts_with(':') {
                "unknown token in expression"
            } else {
                INVALID_OPERAND
            }));
        };
        let rank = match (row.kind, word) {
            (Kind::Mai, "cbsz") | (_, "op_sel" | "index_key") => Some(0),
            (Kind::Mai, "abid") | (_, "op_sel_hi") => Some(1),
            (Kind::Mai, "blgp" | "neg") | (_, "neg_lo") => Some(2),
            (_, "neg_hi") => Some(3),
            (_, "clamp") => Some(4),
            _ => None,
        };
        match rank {
            Some(0) if next > 0 => return Err(AsmError::at(pos, NOT_VALID)),
            Some(r) if r < next => return Err(AsmError::at(pos, INVALID_OPERAND)),
            Some(r) => next = r + 1,
            None => {}
        }
        match (row.kind, word) {
            (Kind::Packed | Kind::Mix, "op_sel") if !row.has(flags::INDEX_KEY) => {
                let sel: u64 = OP_SEL[..n].iter().map(|&b| 1u64 << b).sum();
                // every select bit refused: LLVM has no op_sel operand here
                // (llvm-mc-22 on the integer dots and WMMA: "not a valid operand.")
                if n > 0 && row.reject & sel == sel {
                    return Err(AsmError::at(pos, NOT_VALID));
                }
                let any = list(c, word, &mut inst, &mut set, &OP_SEL, n, 4)?;
                // the operand exists but must stay 0 (gfx940+ dot forms): any
                // set entry, a fourth one included, is refused (llvm-mc-22)
                if any && n > 0 && row.asm_reject & sel == sel {
                    return Err(AsmError::at(pos, "invalid op_sel operand"));
                }
            }
            (Kind::Packed | Kind::Mix, "op_sel_hi") => {
                list(c, word, &mut inst, &mut set, &OP_SEL_HI, n, 4).map(drop)?
            }
            (Kind::Packed, "neg_lo") => {
                list(c, word, &mut inst, &mut set, &NEG_LO, n, 4).map(drop)?
            }
            (Kind::Packed, "neg_hi") => {
                list(c, word, &mut inst, &mut set, &NEG_HI, n, 4).map(drop)?
            }
            (Kind::Packed | Kind::Mix, "clamp") => set_bit(&mut inst, &mut set, CLAMP, true),
            (Kind::Packed, "index_key") if row.has(flags::INDEX_KEY) => {
                field(c, &mut inst, &mut set, 11, 3)?
            }
            (Kind::Mai, "cbsz") => field(c, &mut inst, &mut set, 8, 3)?,
            (Kind::Mai, "abid") => field(c, &mut inst, &mut set, 11, 4)?,
            (Kind::Mai, "blgp") if !row.has(flags::BLGP_NEG) => {
                field(c, &mut inst, &mut set, 61, 3)?
            }
            // (MFMA neg:[..] takes at most 3 entries, observed with llvm-mc-22)
            (Kind::Mai, "neg") if row.has(flags::BLGP_NEG) => {
                list(c, word, &mut inst, &mut set, &NEG_LO, n, 3).map(drop)?
            }
            // modifiers of other encodings (llvm-mc-22)
            (_, "mul" | "div") | (Kind::Mix, "neg_lo" | "neg_hi") => {
                return Err(AsmError::at(pos, NOT_VALID))
            }
            _ => return Err(AsmError::at(pos, INVALID_OPERAND)),
        }
    }
    // a modifier the instruction does not take
    if set & (row.reject | row.ignore | row.asm_reject) & (inst.mods ^ row.canon) != 0 {
        return Err(AsmError::at(0, INVALID_OPERAND));
    }
    if !valid_operands(target, &inst) {
        return Err(AsmError::at(0, INVALID_OPERAND));
    }
    for (i, o) in row.sources().iter().enumerate() {
        let (w, pos) = written[i];
        if w != 0 && w != inst.width(i + 1, o) {
            let (field, value) = if i == 0 {
                ("cbsz", inst.mods >> 8 & 7)
            } else {
                ("blgp", inst.mods >> 61 & 7)
            };
            return Err(AsmError::at(
                pos,
                format!("wrong register tuple size for {field} value {value}"),
            ));
        }
    }
    check_constant_bus(target, &inst)?;
    check_matrix_overlap(&inst)?;
    Ok(inst)
}

/// GFX9 lets one scalar value (SGPR or literal) reach a VALU instruction,
/// GFX10+ two (AMD ISA guides, "constant bus").
fn check_constant_bus(target: Target, inst: &Vop3pInst) -> Result<(), AsmError> {
    let limit = if target.gen() == Gen::Gfx9 { 1 } else { 2 };
    let row = inst.row();
    let mut seen: Vec<(u16, u8)> = Vec::new();
    for (i, o) in row.sources().iter().enumerate() {
        let v = inst.src[i];
        let scalar = (v < 128 && !operand::is_null(v, target.gen()))
            || v == LITERAL
            || (209..240).contains(&v)
            // (LDS direct takes no constant bus slot: llvm-mc-22, gfx900)
            || (249..254).contains(&v);
        if scalar && !seen.contains(&(v, o.width)) {
            seen.push((v, o.width));
        }
    }
    if seen.len() > limit {
        return Err(AsmError::at(
            0,
            "invalid operand (violates constant bus restrictions)",
        ));
    }
    Ok(())
}

/// MFMA's C may be D itself or apart from it, never partly over it when D is
/// wider than 128 bits (LLVM's assembler rejects that; observed with llvm-mc-22).
fn check_matrix_overlap(inst: &Vop3pInst) -> Result<(), AsmError> {
    let row = inst.row();
    let (Some(d), Some(c)) = (row.operands.first(), row.operands.get(3)) else {
        return Ok(());
    };
    let v = inst.src[2];
    // (SMFMAC's third source is an index register, not C; gfx950 f8f6f4
    // MFMA take a partial overlap, observed with llvm-mc-22)
    if row.kind != Kind::Mai
        || !row.fmt.is_empty()
        || d.width <= 4
        || c.width != d.width
        || v < VGPR0
        || inst.file_letter(0, d) != inst.file_letter(3, c)
    {
        return Ok(());
    }
    let (d0, d1) = (
        u16::from(inst.dst),
        u16::from(inst.dst) + u16::from(d.width),
    );
    let (c0, c1) = (v - VGPR0, v - VGPR0 + u16::from(c.width));
    if d0 < c1 && c0 < d1 && (d0, d1) != (c0, c1) {
        return Err(AsmError::at(
            0,
            "source 2 operand must not partially overlap with dst",
        ));
    }
    Ok(())
}

fn is_constant(v: u16) -> bool {
    matches!(v, 128..=208 | 240..=248)
}

fn set_bit(inst: &mut Vop3pInst, set: &mut u64, bit: u32, on: bool) {
    *set |= 1 << bit;
    if on {
        inst.mods |= 1 << bit;
    } else {
        inst.mods &= !(1 << bit);
    }
}

/// Records the register file of operand `k` (ACC bits), or rejects it.
fn set_file(
    inst: &mut Vop3pInst,
    set: &mut u64,
    k: usize,
    o: &Operand,
    file: char,
    pos: usize,
) -> Result<(), AsmError> {
    let agpr = file == 'a';
    match o.file {
        File::V if !agpr => Ok(()),
        File::A if agpr => Ok(()),
        File::Acc => {
            set_bit(inst, set, 59 + k as u32 - 1, agpr);
            Ok(())
        }
        File::AccCd => {
            // D and C share ACC_CD: the second one must agree with the first
            if *set >> 15 & 1 != 0 && inst.bit(15) != agpr {
                return Err(AsmError::at(pos, INVALID_OPERAND));
            }
            set_bit(inst, set, 15, agpr);
            Ok(())
        }
        _ => Err(AsmError::at(pos, INVALID_OPERAND)),
    }
}

/// A mix source with its modifiers: `-x`, `|x|`, `-|x|`, `neg(x)`, `abs(x)`.
/// Inside bars or parentheses `|` is no operator, so the inside is parsed alone.
fn mix_source(c: &mut Cursor, gen: Gen, width: u8) -> Result<(bool, bool, Parsed), AsmError> {
    c.refuse_doubled_minus()?;
    c.skip_ws();
    let rest = c.rest();
    let (neg, neg_paren) = if rest.starts_with("neg(") {
        c.bump(4);
        (true, true)
    } else if rest.starts_with('-')
        && rest[1..].starts_with(|ch: char| ch == '|' || ch.is_ascii_alphabetic())
    {
        c.bump(1);
        (true, false)
    } else {
        (false, false)
    };
    c.skip_ws();
    let close = if c.rest().starts_with('|') {
        c.bump(1);
        Some('|')
    } else if c.rest().starts_with("abs(") {
        c.bump(4);
        Some(')')
    } else {
        None
    };
    // LLVM 22 rejects `-lit(...)` (a plain minus before lit), observed with llvm-mc-22
    if neg && !neg_paren && close.is_none() && c.rest().starts_with("lit(") {
        return Err(c.error(INVALID_OPERAND));
    }
    let p = match close.or(neg_paren.then_some(')')) {
        Some(ch) => {
            c.skip_ws();
            let start = c.pos();
            let Some(len) = closing(c.rest(), ch) else {
                return Err(c.error(format!("expected '{ch}'")));
            };
            let mut inner = Cursor::new(&c.rest()[..len]);
            let p = operand::parse_source(&mut inner, gen, width)
                .map_err(|e| AsmError::at(start + e.pos, e.msg))?;
            if !inner.at_end() {
                return Err(AsmError::at(
                    start + inner.pos(),
                    format!("expected '{ch}'"),
                ));
            }
            c.bump(len + 1);
            p
        }
        None => operand::parse_source(c, gen, width)?,
    };
    if close.is_some() && neg_paren {
        c.expect(')')?;
    }
    Ok((neg, close.is_some(), p))
}

/// Byte index of the `|` or `)` closing an operand, past nested parentheses.
fn closing(text: &str, ch: char) -> Option<usize> {
    let mut depth = 0usize;
    for (i, c) in text.char_indices() {
        match c {
            '(' => depth += 1,
            ')' if depth > 0 => depth -= 1,
            c if c == ch && depth == 0 => return Some(i),
            _ => {}
        }
    }
    None
}

/// A scaled MFMA's modifiers, in LLVM's one order: `op_sel:[..]` and
/// `op_sel_hi:[..]` (1 to 4 entries, the first two kept: they go to the scale
/// word), `cbsz:N`, `blgp:N`; each at most once (observed with llvm-mc-22).
fn scale_modifiers(c: &mut Cursor, inst: &mut Vop3pInst, set: &mut u64) -> Result<(), AsmError> {
    const ORDER: [&str; 4] = ["op_sel", "op_sel_hi", "cbsz", "blgp"];
    let mut next = 0;
    while !c.at_end() {
        let pos = c.pos();
        let Some(word) = c.ident() else {
            return Err(c.error(INVALID_OPERAND));
        };
        let at = ORDER.iter().position(|w| *w == word);
        let k = match at {
            Some(k) if k >= next => k,
            // LLVM's messages for an op_sel that comes late, and the rest
            Some(0) => return Err(AsmError::at(pos, NOT_VALID)),
            _ => return Err(AsmError::at(pos, INVALID_OPERAND)),
        };
        next = k + 1;
        match k {
            0 | 1 => {
                let base = if k == 0 { 11 } else { 59 };
                c.expect(':')?;
                c.expect('[')?;
                for i in 0..4 {
                    if i > 0 && !c.eat(',') {
                        break;
                    }
                    c.skip_ws();
                    let vpos = c.pos();
                    let on = match c.expr()? {
                        0 => false,
                        1 => true,
                        _ => return Err(AsmError::at(vpos, format!("invalid {word} value."))),
                    };
                    if i < 2 && on {
                        inst.scale_sel |= 1 << (base + i);
                    }
                }
                c.expect(']')?;
            }
            2 => field(c, inst, set, 8, 3)?,
            _ => field(c, inst, set, 61, 3)?,
        }
    }
    Ok(())
}

/// `:[a,b,...]`: up to `max` entries of 0 or 1, the first `n` setting
/// `bits`; whether any entry was 1 (those past the sources included).
fn list(
    c: &mut Cursor,
    name: &str,
    inst: &mut Vop3pInst,
    set: &mut u64,
    bits: &[u32; 3],
    n: usize,
    max: usize,
) -> Result<bool, AsmError> {
    c.expect(':')?;
    c.expect('[')?;
    let mut given = [false; 3];
    let mut any = false;
    for k in 0..max {
        if k > 0 && !c.eat(',') {
            break;
        }
        c.skip_ws();
        let pos = c.pos();
        let on = match c.expr()? {
            0 => false,
            1 => true,
            _ => return Err(AsmError::at(pos, format!("invalid {name} value."))),
        };
        any |= on;
        if let Some(g) = given.get_mut(k).filter(|_| k < n) {
            *g = on;
        }
    }
    for (&b, &on) in bits.iter().zip(&given).take(n) {
        set_bit(inst, set, b, on);
    }
    c.skip_ws();
    if !c.eat(']') {
        return Err(c.error("expected a closing square bracket"));
    }
    Ok(any)
}

/// `:N` into the `len`-bit field at word bit `lo`.
fn field(
    c: &mut Cursor,
    inst: &mut Vop3pInst,
    set: &mut u64,
    lo: u32,
    len: u32,
) -> Result<(), AsmError> {
    c.expect(':')?;
    c.skip_ws();
    let pos = c.pos();
    let v = c.expr()?;
    if !(0..1 << len).contains(&v) {
        return Err(AsmError::at(pos, "invalid modifier value"));
    }
    for k in 0..len {
        set_bit(inst, set, lo + k, v >> k & 1 != 0);
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    // expected bits: what llvm-mc-22 encodes for the float text
    #[test]
    fn float_text_narrows_as_llvm_does() {
        let half = |x| narrow_float(x, 5, 10);
        let bf16 = |x| narrow_float(x, 8, 7);
        assert_eq!(half(1.5), Some(0x3e00));
        assert_eq!(half(-1.5), Some(0xbe00));
        assert_eq!(half(0.1), Some(0x2e66));
        assert_eq!(half(65504.0), Some(0x7bff));
        assert_eq!(half(100000.0), None);
        assert_eq!(half(1.0e-8), None);
        assert_eq!(bf16(1.5), Some(0x3fc0));
        assert_eq!(bf16(0.1), Some(0x3dcd));
        assert_eq!(bf16(1.00390625), Some(0x3f80));
        assert_eq!(bf16(1.01171875), Some(0x3f82));
    }

    #[test]
    fn float_text_sign_touches_the_digits() {
        assert_eq!(float_in(" -1.5"), Some(-1.5));
        assert_eq!(float_in("-|1.5|"), Some(1.5));
        assert_eq!(float_in("0x3e00"), None);
        assert_eq!(float_in("15"), None);
    }

    // words outside the conformance corpus; expected text from llvm-mc-22
    // --disassemble, which also refuses to assemble each commented text
    #[test]
    fn out_of_class_sources_print_llvm_comments() {
        const AV64: &str = "/*Invalid register, operand has 'AV_64_Align2' register class*/";
        const V128: &str = "/*Invalid register, operand has 'VReg_128_Align2' register class*/";
        let cases = [
            (
                "gfx942",
                "0x0a,0x00,0xbe,0xd3,0x03,0x0a,0x1c,0x00",
                format!("v_mfma_f32_16x16x8_xf32 v[10:13], s[2:3]{AV64}, s[4:5]{AV64}, s[4:7]{V128}"),
            ),
            (
                "gfx942",
                "0x0a,0x00,0xbe,0xd3,0x04,0x0d,0x8a,0x01",
                format!("v_mfma_f32_16x16x8_xf32 v[10:13], v[4:5], v[6:7], s[96:99]{V128}"),
            ),
            (
                "gfx942",
                "0x0a,0x80,0xbe,0xd3,0x04,0x0d,0x16,0x04",
                "v_mfma_f32_16x16x8_xf32 a[10:13], v[4:5], v[6:7], a[5:8]/*Invalid register, \
                 operand has 'AReg_128_Align2' register class*/"
                    .to_string(),
            ),
            (
                "gfx908",
                "0x0a,0x00,0xc0,0xd3,0x7f,0x00,0x01,0x1a",
                "v_mfma_f32_32x32x1f32 a[10:41], exec_hi/*Invalid register, operand has 'AV_32' \
                 register class*/, 0/*Invalid immediate*/, 0"
                    .to_string(),
            ),
            (
                "gfx1100",
                "0x0a,0x00,0x40,0xcc,0xff,0x10,0x42,0x04,0x83,0xf9,0x22,0x3e",
                "v_wmma_f32_16x16x16_f16 v[10:17], 0.15915494/*Invalid immediate*/, v[8:15], v[16:23]"
                    .to_string(),
            ),
            (
                "gfx90a",
                "0xfe,0x00,0xeb,0xd3,0xfe,0x50,0xe2,0x05",
                "v_mfma_f32_4x4x2bf16 v[254:257], src_lds_direct/*Invalid register, operand has \
                 'AV_32' register class*/, v40, v[120:123]"
                    .to_string(),
            ),
            // an integer constant in an f8f6f4 source its format narrows
            // (CBSZ 4: fp4) prints as 0
            (
                "gfx950",
                "0xfd,0x04,0xae,0xd3,0x87,0x0e,0xed,0x05",
                "v_mfma_f32_32x32x64_f8f6f4 v[253:268]/*Invalid register, operand has \
                 'VReg_512_Align2' register class*/, 0/*Invalid immediate*/, 7/*Invalid \
                 immediate*/, v[123:138]/*Invalid register, operand has 'VReg_512_Align2' \
                 register class*/ cbsz:4"
                    .to_string(),
            ),
            (
                "gfx1200",
                "0x0a,0x40,0x50,0xcc,0x00,0x11,0xaa,0x19",
                "v_swmmac_f32_16x16x32_f16 v[10:17], v[0:3], v[8:15], vcc_lo/*Invalid register, \
                 operand has 'VGPR_32' register class*/"
                    .to_string(),
            ),
        ];
        for (name, bytes, want) in cases {
            prints_and_is_refused(name, bytes, &want);
        }
        // an inline-value register prints bare in a vector-only operand
        let t = Target::from_name("gfx942").expect("target");
        let inst =
            crate::decode(t, &[0x0a, 0x00, 0xbe, 0xd3, 0xeb, 0x04, 0x12, 0x04]).expect("decodes");
        assert_eq!(
            inst.display().to_string(),
            "v_mfma_f32_16x16x8_xf32 v[10:13], src_shared_base, v[2:3], v[4:7]"
        );
    }

    /// `bytes` (an llvm-mc byte list) decode on `target` to `want`, which
    /// the assembler refuses (as llvm-mc-22 does such commented text).
    fn prints_and_is_refused(target: &str, bytes: &str, want: &str) {
        let t = Target::from_name(target).expect("target");
        let bytes: Vec<u8> = bytes
            .split(',')
            .map(|b| u8::from_str_radix(&b[2..], 16).expect("hex"))
            .collect();
        let inst = crate::decode(t, &bytes).expect(want);
        assert_eq!(inst.display().to_string(), want);
        assert!(crate::assemble_line(t, want).is_err(), "{want}");
    }

    /// Words of a live run against llvm-mc-22 (its --disassemble text;
    /// `asm`: whether llvm-mc-22 assembles the text back, it refuses every
    /// one of these): a misaligned MFMA / SMFMAC / packed destination takes
    /// its class comment, inline-value registers and LDS direct in a
    /// packed, dot or mix source print bare.
    #[test]
    fn misaligned_destinations_and_inline_values_print_as_llvm_does() {
        let cases = [
            (
                "gfx90a",
                "0x33,0xd4,0xe6,0xd3,0x99,0xa9,0x14,0xf1",
                "v_mfma_f32_32x32x8bf16_1k a[51:66]/*Invalid register, operand has 'AReg_512_Align2' register class*/, v[153:154]/*Invalid register, operand has 'AV_64_Align2' register class*/, s[84:85]/*Invalid register, operand has 'AV_64_Align2' register class*/, s[68:83]/*Invalid register, operand has 'AReg_512_Align2' register class*/ cbsz:4 abid:10 blgp:7",
            ),
            (
                "gfx90a",
                "0x49,0xe4,0xb0,0xd3,0x72,0x39,0x91,0xfe",
                "v_pk_fma_f32 v[73:74]/*Invalid register, operand has 'VReg_64_Align2' register class*/, v[114:115], 28, v[164:165] op_sel:[0,0,1] neg_lo:[1,1,1] neg_hi:[0,0,1] clamp",
            ),
            (
                "gfx942",
                "0xcd,0x62,0xf9,0xd3,0xa9,0x21,0xf2,0x0e",
                "v_smfmac_f32_16x16x64_bf8_fp8 v[205:208]/*Invalid register, operand has 'AV_128_Align2' register class*/, a[169:170]/*Invalid register, operand has 'AV_64_Align2' register class*/, v[16:19], v188 cbsz:2 abid:12",
            ),
            (
                "gfx942",
                "0xc7,0x58,0xb3,0xd3,0xf5,0xfa,0xc8,0x4e",
                "v_pk_mov_b32 v[199:200]/*Invalid register, operand has 'VReg_64_Align2' register class*/, -2.0, null op_sel:[1,1] op_sel_hi:[1,0] neg_lo:[0,1]",
            ),
            (
                "gfx950",
                "0x47,0xce,0xcf,0xd3,0x24,0xd4,0x5b,0x01",
                "v_smfmac_f32_32x32x64_fp8_bf8 a[71:86]/*Invalid register, operand has 'AV_512_Align2' register class*/, s[36:39]/*Invalid register, operand has 'AV_128_Align2' register class*/, v[234:241], s86/*Invalid register, operand has 'VGPR_32' register class*/ cbsz:6 abid:9",
            ),
            (
                "gfx90a",
                "0x99,0x69,0xa2,0xd3,0x89,0xfc,0xe9,0xf5",
                "v_fma_mixhi_f16 v153, -|9|, -src_lds_direct, -v122 op_sel:[1,0,1] op_sel_hi:[0,1,1]",
            ),
            (
                "gfx950",
                "0x51,0xe9,0x89,0xd3,0xe6,0xd6,0xef,0xeb",
                "v_pk_mad_u16 v81, src_flat_scratch_base_lo, v235, src_vccz op_sel:[1,0,1] op_sel_hi:[1,0,1] neg_lo:[1,1,1] neg_hi:[1,0,0] clamp",
            ),
            (
                "gfx1101",
                "0x51,0x1c,0x22,0xcc,0xfc,0x6a,0xb7,0x42",
                "v_fma_mixhi_f16 v81, src_execz, -v181, |45| op_sel:[1,1,0]",
            ),
            (
                "gfx1103",
                "0x2f,0xf9,0x13,0xcc,0xef,0x70,0x78,0xc5",
                "v_dot2_f32_f16 v47, src_pops_exiting_wave_id, s56, v94 op_sel:[1,1,1] op_sel_hi:[0,0,1] neg_lo:[0,1,1] neg_hi:[1,0,0] clamp",
            ),
        ];
        for (name, bytes, want) in cases {
            prints_and_is_refused(name, bytes, want);
        }
    }

    /// v_fma_mix* in GFX9's VOP3P encoding on GFX10+ (words of a live run;
    /// texts and sizes from llvm-mc-22 --disassemble): decoded, printed as
    /// the usual form, encoded back to the same bytes.
    #[test]
    fn mix_in_gfx9_encoding_decodes_on_later_targets() {
        let cases: [(&str, &[u8], &str); 3] = [
            (
                "gfx1200",
                &[0x50, 0xf1, 0xa0, 0xd3, 0xe9, 0xff, 0xb5, 0xf5, 0x4c, 0xe9, 0x82, 0x42],
                "v_fma_mix_f32 v80, -|v233|, neg(0xe94c), -v109 op_sel:[0,1,1] op_sel_hi:[0,1,1] clamp",
            ),
            (
                "gfx1201",
                &[0x5a, 0x59, 0xa1, 0xd3, 0xff, 0x26, 0x99, 0x64, 0xb2, 0x2d, 0xab, 0xfb],
                "v_fma_mixlo_f16 v90, -|0x2db2|, neg(19), v38 op_sel:[1,1,0] op_sel_hi:[0,0,1]",
            ),
            (
                "gfx1030",
                &[0x05, 0x40, 0xa0, 0xd3, 0x01, 0x05, 0x0e, 0x1c],
                "v_fma_mix_f32 v5, v1, v2, v3 op_sel_hi:[1,1,1]",
            ),
        ];
        super::super::assert_decodes_as(&cases);
        // no DPP form there: llvm-mc-22 refuses the word
        let t = Target::from_name("gfx1100").expect("target");
        let dpp8 = [
            0x05, 0x40, 0xa0, 0xd3, 0xe9, 0x04, 0x0e, 0x04, 0x01, 0x88, 0xc6, 0xfa,
        ];
        assert!(crate::decode(t, &dpp8).is_err());
    }
}
