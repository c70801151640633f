//! DS syntax: `ds_add_rtn_u32 v1, v2, v3 offset:16 gds`.

use super::{parse_vreg, AsmError, Cursor, RegRef, INVALID_OPERAND, NOT_VALID};
use crate::encoding::ds::DsInst;
use crate::operand::HEX_BYTES;
use crate::swizzle;
use crate::tables::ds::{DsCell, DsOperand, DsRow, GdsBit, OffsetKind, DS_GROUPS, DS_ROWS};
use crate::target::Target;
use std::fmt::{self, Write};

pub fn parse(target: Target, row_index: usize, c: &mut Cursor) -> Result<DsInst, AsmError> {
    let row: &DsRow = &DS_ROWS[row_index];
    let cell =
        row.cells[target.ds_group()].expect("lookup only returns rows present on the target");
    let mut inst = DsInst::empty(target, row_index);
    let mut acc_seen: Option<bool> = None;
    for (i, op) in row.operands.iter().enumerate() {
        if i > 0 {
            c.eat(',');
        }
        if c.at_end() {
            return Err(AsmError::at(0, "too few operands for instruction"));
        }
        let r = match plain_vreg(c) {
            Some(r) => r,
            None => match parse_vreg(c)? {
                Some(r) => r,
                None => return Err(c.error(INVALID_OPERAND)),
            },
        };
        check_reg(target, row_index, &cell, op, &r, acc_seen)?;
        let is_agpr = r.file == 'a';
        if op.acc {
            acc_seen = Some(is_agpr);
        }
        inst.regs[op.field as usize] = r.index as u8;
    }
    inst.acc = acc_seen.unwrap_or(false);
    let (mut have_offset, mut have_offset0, mut have_offset1, mut have_gds) =
        (false, false, false, false);
    // where a `gds` stands that this GPU does not take
    let mut no_gds = None;
    loop {
        if c.at_end() {
            break;
        }
        if c.eat(',') {
            c.skip_ws();
            return Err(c.error(INVALID_OPERAND));
        }
        let pos = c.pos();
        let lower;
        let word = match c.ident() {
            Some(w) if super::cursor::has_upper(w) => {
                lower = w.to_ascii_lowercase();
                Some(lower.as_str())
            }
            w => w,
        };
        match word {
            // LLVM's parsers take the operands in their order: an offset
            // after `gds`, or `offset0:` after `offset1:`, is "not a valid
            // operand." (llvm-mc-22)
            Some("offset")
                if !have_offset
                    && !have_gds
                    && row.offset != OffsetKind::None
                    && row.offset != OffsetKind::Offset8x2 =>
            {
                c.expect(':')?;
                have_offset = true;
                inst.offset = if row.offset == OffsetKind::Swizzle {
                    parse_swizzle(target, c)?
                } else {
                    let v = c.expr()?;
                    u16::try_from(v)
                        .map_err(|_| AsmError::at(pos, "expected a 16-bit unsigned offset"))?
                };
            }
            Some(w @ ("offset0" | "offset1"))
                if row.offset == OffsetKind::Offset8x2
                    && !have_gds
                    && !have_offset1
                    && (w == "offset1" || !have_offset0) =>
            {
                c.expect(':')?;
                let v = c.expr()?;
                let v = u8::try_from(v)
                    .map_err(|_| AsmError::at(pos, format!("invalid {w} value.")))?;
                if w == "offset0" {
                    have_offset0 = true;
                    inst.offset = inst.offset & 0xff00 | u16::from(v);
                } else {
                    have_offset1 = true;
                    inst.offset = inst.offset & 0x00ff | u16::from(v) << 8;
                }
            }
            Some("gds") if !have_gds => match cell.gds {
                GdsBit::Printed | GdsBit::Required => (inst.gds, have_gds) = (true, true),
                // refused once the operands are read: their errors come
                // first (llvm-mc-22: `gds offset:4` on gfx942 is "not a
                // valid operand." at the offset, `gds gds` an invalid
                // operand at the second)
                _ => (no_gds, have_gds) = (Some(pos), true),
            },
            // `nogds` needs a gds operand: instructions whose GDS bit never
            // means anything (ds_nop, ds_permute_b32, ...) have none (llvm-mc-22)
            Some("nogds")
                if !have_gds
                    && cell.gds != GdsBit::Required
                    && row.cells.iter().flatten().any(|c| c.gds != GdsBit::Invalid) =>
            {
                have_gds = true
            }
            Some("gds" | "nogds") => return Err(AsmError::at(pos, INVALID_OPERAND)),
            // `name:value` (or `abs(`...) is no operand to LLVM's parser; a
            // bare name it reads as a symbol, which no DS operand takes
            // (llvm-mc-22: `ds_add_u32 v1, v2 glc` is an invalid operand)
            Some(_) => {
                let named = c.rest().trim_start_matches([' ', '\t']).starts_with(':');
                c.set_pos(pos);
                let msg = if named || crate::operand::modifier_ahead(c.rest()) {
                    NOT_VALID
                } else {
                    INVALID_OPERAND
                };
                return Err(AsmError::at(pos, msg));
            }
            None => return Err(AsmError::at(pos, INVALID_OPERAND)),
        }
    }
    if let Some(pos) = no_gds {
        return Err(AsmError::at(
            pos,
            "gds modifier is not supported on this GPU",
        ));
    }
    if cell.gds == GdsBit::Required && !inst.gds {
        return Err(AsmError::at(0, "too few operands for instruction"));
    }
    Ok(inst)
}

/// LLVM's checks of register `r` for operand `op` (in the order of its
/// messages); `acc_seen`: whether the earlier ACC operands were AGPRs.
#[inline(always)]
fn check_reg(
    target: Target,
    row_index: usize,
    cell: &DsCell,
    op: &DsOperand,
    r: &RegRef,
    acc_seen: Option<bool>,
) -> Result<(), AsmError> {
    let is_agpr = r.file == 'a';
    let wrong_file = is_agpr && !(op.acc && cell.acc && target.ds_agprs())
        || op.acc && acc_seen.is_some_and(|a| a != is_agpr);
    // Register tuples wider than a dword must start even where LLVM's class
    // says `_Align2` (the first note of the field, as `DsCell::note` finds).
    let align2 = CLASS_NOTES
        .get(row_index)
        .and_then(|r| r.get(target.ds_group()))
        .and_then(|g| g.get(usize::from(is_agpr)))
        .map_or(0, |n| n.0);
    let misaligned = r.index % 2 == 1 && align2 & 1 << op.field as u8 != 0;
    if !wrong_file
        && r.width == 1
        && r.index % 2 == 1
        && cell.gds == GdsBit::Required
        && target.needs_aligned_vgprs()
    {
        return Err(AsmError::at(r.pos, "vgpr must be even aligned"));
    }
    if r.width != u32::from(op.width) || wrong_file || misaligned {
        return Err(AsmError::at(r.pos, INVALID_OPERAND));
    }
    if r.index + r.width > 256 {
        return Err(AsmError::at(r.pos, "register index is out of range"));
    }
    if is_agpr && r.width & 1 == 0 && r.index & 1 == 1 {
        return Err(AsmError::at(
            0,
            "invalid register class: vgpr tuples must be 64 bit aligned",
        ));
    }
    Ok(())
}

/// The usual DS line read in one pass over its bytes: blanks, a lower-case
/// mnemonic, plain registers (`v5`, `a3`, `v[4:7]`) joined by `,`, then
/// decimal `offset:`/`offset0:`/`offset1:` and `gds`, up to the line's `\n`
/// or the end of `text`. Returns the instruction and the bytes read (with
/// the `\n`), or `None` for anything else — comments, labels, `\r`, other
/// spellings, swizzles, errors — which [`super::parse_source`] decides:
/// what this accepts, it reads exactly as that does (the assembler's hot
/// path).
pub fn parse_plain_line(target: Target, text: &[u8]) -> Option<(DsInst, usize)> {
    let mut i = skip_blanks(text, 0);
    let (rows, len) = plain_mnemonic(text, i)?;
    i += len;
    let group = target.ds_group();
    let row_index = usize::from(*rows.get(group)?).checked_sub(1)?;
    let row = DS_ROWS.get(row_index)?;
    let cell = row.cells.get(group)?.as_ref()?;
    let mut inst = DsInst::empty(target, row_index);
    let mut acc_seen: Option<bool> = None;
    for (k, op) in row.operands.iter().enumerate() {
        if k > 0 {
            // usually `, ` exactly
            if text.get(i..i + 2) == Some(b", ") {
                i += 2;
            } else {
                i = skip_blanks(text, i);
                if text.get(i) != Some(&b',') {
                    return None;
                }
                i += 1;
            }
        }
        i = skip_blanks(text, i);
        let (r, n) = plain_reg(text, i)?;
        check_reg(target, row_index, cell, op, &r, acc_seen).ok()?;
        i += n;
        if op.acc {
            acc_seen = Some(r.file == 'a');
        }
        inst.regs[op.field as usize] = r.index as u8;
    }
    inst.acc = acc_seen.unwrap_or(false);
    let (mut have_offset, mut have_offset0, mut have_offset1) = (false, false, false);
    loop {
        let after = skip_blanks(text, i);
        let end = match text.get(after) {
            None => Some(after),
            Some(b'\n') => Some(after + 1),
            _ if after == i => return None, // no blank before a modifier
            _ => None,
        };
        if let Some(end) = end {
            // GWS rows need their `gds`
            return (cell.gds != GdsBit::Required || inst.gds).then_some((inst, end));
        }
        i = after;
        let word = text
            .get(i..i + 8)
            .and_then(|b| <[u8; 8]>::try_from(b).ok())
            .map_or(0, u64::from_le_bytes);
        if word & 0xff_ffff == u64::from_le_bytes(*b"gds\0\0\0\0\0") && !inst.gds {
            i += 3;
            match cell.gds {
                GdsBit::Printed | GdsBit::Required => inst.gds = true,
                _ => return None,
            }
            continue;
        }
        let (kind, skip) = if word & 0xff_ffff_ffff_ffff == u64::from_le_bytes(*b"offset:\0") {
            (0, 7)
        } else if word == u64::from_le_bytes(*b"offset0:") {
            (1, 8)
        } else if word == u64::from_le_bytes(*b"offset1:") {
            (2, 8)
        } else {
            return None;
        };
        i += skip;
        let (v, n) = plain_decimal(text, i)?;
        i += n;
        // (an offset after `gds`, or `offset0:` after `offset1:`, is the
        // general parser's error)
        match kind {
            _ if inst.gds => return None,
            0 if !have_offset && row.offset == OffsetKind::Offset16 => {
                have_offset = true;
                inst.offset = u16::try_from(v).ok()?;
            }
            1 if !have_offset0 && !have_offset1 && row.offset == OffsetKind::Offset8x2 => {
                have_offset0 = true;
                inst.offset = inst.offset & 0xff00 | u16::from(u8::try_from(v).ok()?);
            }
            2 if !have_offset1 && row.offset == OffsetKind::Offset8x2 => {
                have_offset1 = true;
                inst.offset = inst.offset & 0x00ff | u16::from(u8::try_from(v).ok()?) << 8;
            }
            _ => return None,
        }
    }
}

#[inline(always)]
fn skip_blanks(text: &[u8], mut i: usize) -> usize {
    while let Some(b' ' | b'\t') = text.get(i) {
        i += 1;
    }
    i
}

/// Up to five decimal digits at `text[i..]`, ended by a blank, `\n` or the
/// end (so that no operator or suffix follows): value and length.
#[inline(always)]
fn plain_decimal(text: &[u8], i: usize) -> Option<(u32, usize)> {
    // five digits and their end fit 8 bytes: read them as one number
    if let Some(w) = text
        .get(i..)
        .and_then(|t| t.first_chunk::<8>())
        .map(|w| u64::from_le_bytes(*w))
    {
        use super::cursor::{in_range, splat};
        let digit = in_range(w & splat(0x7f), b'0', b'9') & !w;
        let n = ((!digit & splat(0x80)).trailing_zeros() / 8) as usize;
        // (a leading 0 makes the number octal: the general parser reads it)
        if n == 0 || n > 5 || n > 1 && w as u8 == b'0' {
            return None;
        }
        let mut v = 0u32;
        for k in 0..n {
            v = v * 10 + u32::from((w >> (8 * k)) as u8 - b'0');
        }
        return match (w >> (8 * n)) as u8 {
            b' ' | b'\t' | b'\n' => Some((v, n)),
            _ => None,
        };
    }
    let (mut v, mut n) = (0u32, 0usize);
    while let Some(&d @ b'0'..=b'9') = text.get(i + n) {
        v = v * 10 + u32::from(d - b'0');
        n += 1;
        if n > 5 {
            return None;
        }
    }
    match text.get(i + n) {
        _ if n == 0 || n > 1 && text[i] == b'0' => None,
        None | Some(b' ' | b'\t' | b'\n') => Some((v, n)),
        _ => None,
    }
}

/// `vN`, `aN` (N up to three digits, at most 255) or `v[N:M]`/`a[N:M]`
/// (no blanks) at `text[i..]`, followed by `,`, a blank, `\n` or the end:
/// the register and its length.
#[inline(always)]
fn plain_reg(text: &[u8], i: usize) -> Option<(RegRef, usize)> {
    // the longest register, `v[255:255]` and its end, fits 16 bytes: read
    // them as one number, with no per-byte bounds checks
    let Some(w) = text.get(i..).and_then(|t| t.first_chunk::<16>()) else {
        return plain_reg_near_end(text, i);
    };
    // (masked indices: provably inside `w`, no bounds checks)
    let byte = |k: usize| w[k & 15];
    let from = |k: usize| {
        let k = k & 7;
        let mut b = [0u8; 8];
        b.copy_from_slice(&w[k..k + 8]);
        u64::from_le_bytes(b)
    };
    let file = match byte(0) {
        b'v' => 'v',
        b'a' => 'a',
        _ => return None,
    };
    let (index, width, len) = if byte(1) == b'[' {
        let (lo, n1) = digits3(from(2))?;
        if byte(2 + n1) != b':' {
            return None;
        }
        let (hi, n2) = digits3(from(3 + n1))?;
        if byte(3 + n1 + n2) != b']' || hi < lo || hi > 255 {
            return None;
        }
        (lo, hi - lo + 1, 4 + n1 + n2)
    } else {
        let (index, n) = digits3(from(1))?;
        if index > 255 {
            return None;
        }
        (index, 1, 1 + n)
    };
    reg_token(
        RegRef {
            file,
            index,
            width,
            pos: i,
        },
        len,
        Some(byte(len)),
    )
}

/// One to three decimal digits at the start of `w` (little-endian bytes)
/// not followed by a fourth: their value and count.
#[inline(always)]
fn digits3(w: u64) -> Option<(u32, usize)> {
    use super::cursor::{in_range, splat};
    let digit = in_range(w & splat(0x7f), b'0', b'9') & !w;
    let n = ((!digit & splat(0x80)).trailing_zeros() / 8) as usize;
    let d = |k: usize| u32::from((w >> (8 * k)) as u8 - b'0');
    match n {
        1 => Some((d(0), 1)),
        2 => Some((10 * d(0) + d(1), 2)),
        3 => Some((100 * d(0) + 10 * d(1) + d(2), 3)),
        _ => None,
    }
}

/// [`plain_reg`] within 16 bytes of the end of `text`: the tail is read
/// from a copy padded with `\n`, which ends a token as the end of the text
/// does.
#[inline(never)]
fn plain_reg_near_end(text: &[u8], i: usize) -> Option<(RegRef, usize)> {
    let tail = text.get(i..)?;
    let mut padded = [b'\n'; 16];
    padded[..tail.len()].copy_from_slice(tail);
    let (r, len) = plain_reg(&padded, 0)?;
    Some((RegRef { pos: i, ..r }, len))
}

/// A register token of `len` bytes stands when the line ends after it or an
/// operand separator or blank follows.
#[inline(always)]
fn reg_token(r: RegRef, len: usize, next: Option<u8>) -> Option<(RegRef, usize)> {
    matches!(next, None | Some(b',' | b' ' | b'\t' | b'\n')).then_some((r, len))
}

/// Spellings (canonical and alias) of DS mnemonics hashed for
/// [`parse_plain_line`]: the name zero-padded to `KEY_WORDS` little-endian
/// words, and per DS group 1 + the row it means there (0: none), as
/// `tables::ds::lookup` finds it.
struct PlainName {
    key: [u64; KEY_WORDS],
    rows: [u16; DS_GROUPS.len()],
}

/// Words of a [`PlainName`] key: room for the longest DS mnemonic.
const KEY_WORDS: usize = 5;
const PLAIN_BITS: u32 = 10;

const fn key_hash(key: &[u64; KEY_WORDS]) -> usize {
    let h = key[0]
        ^ key[1].rotate_left(17)
        ^ key[2].rotate_left(31)
        ^ key[3].rotate_left(43)
        ^ key[4].rotate_left(53);
    (h.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> (64 - PLAIN_BITS)) as usize
}

static PLAIN_NAMES: [PlainName; 1 << PLAIN_BITS] = {
    use crate::tables::ds::DS_NAMES;
    const EMPTY: PlainName = PlainName {
        key: [0; KEY_WORDS],
        rows: [0; DS_GROUPS.len()],
    };
    let mut t = [EMPTY; 1 << PLAIN_BITS];
    let mut e = 0;
    while e < DS_NAMES.len() {
        let (name, row, mask) = DS_NAMES[e];
        let name = name.as_bytes();
        assert!(
            name.len() <= 8 * KEY_WORDS,
            "DS mnemonic longer than the key"
        );
        // `plain_mnemonic` turns other lines away by these three bytes
        assert!(
            name.len() > 3 && name[0] == b'd' && name[1] == b's' && name[2] == b'_',
            "DS mnemonic not spelled ds_..."
        );
        let mut key = [0u64; KEY_WORDS];
        let mut i = 0;
        while i < name.len() {
            key[i / 8] |= (name[i] as u64) << (8 * (i % 8));
            i += 1;
        }
        // the slot of this spelling (entries of one spelling share it)
        let mut h = key_hash(&key);
        loop {
            let k = &t[h].key;
            let same = k[0] == key[0]
                && k[1] == key[1]
                && k[2] == key[2]
                && k[3] == key[3]
                && k[4] == key[4];
            if same || k[0] == 0 {
                break;
            }
            h = (h + 1) & ((1 << PLAIN_BITS) - 1);
        }
        t[h].key = key;
        // the first entry on a group wins, as in `tables::ds::lookup`
        let mut g = 0;
        while g < DS_GROUPS.len() {
            if mask >> g & 1 != 0 && t[h].rows[g] == 0 {
                t[h].rows[g] = row + 1;
            }
            g += 1;
        }
        e += 1;
    }
    t
};

/// The mnemonic at `text[i..]` (lower-case letters, digits, `_`; then a
/// blank, `\n` or the end): its rows per DS group and its length, or `None`
/// when it is spelled otherwise or is no DS mnemonic.
#[inline(always)]
fn plain_mnemonic(text: &[u8], i: usize) -> Option<(&'static [u16; DS_GROUPS.len()], usize)> {
    const SPAN: usize = 8 * KEY_WORDS;
    let mut padded = [0u8; SPAN];
    let window: &[u8; SPAN] = match text.get(i..).and_then(|t| t.first_chunk::<SPAN>()) {
        Some(w) => w,
        None => {
            // near the end of the text: copy what there is
            let rest = text.get(i..).unwrap_or_default();
            let n = rest.len().min(SPAN);
            padded[..n].copy_from_slice(&rest[..n]);
            &padded
        }
    };
    // every spelling starts so (checked as the table is built): the other
    // lines of a mixed source leave here
    if window[0] != b'd' || window[1] != b's' || window[2] != b'_' {
        return None;
    }
    let mut key = [0u64; KEY_WORDS];
    let mut len = SPAN;
    for (k, word) in key.iter_mut().enumerate() {
        let mut b = [0u8; 8];
        b.copy_from_slice(&window[8 * k..8 * k + 8]);
        let w = u64::from_le_bytes(b);
        // the name ends at a blank, `\n` or other control byte; any other
        // byte that is no name byte makes a key no table entry has
        let other = ends_name(w);
        if other != 0 {
            let n = (other.trailing_zeros() / 8) as usize;
            *word = w & ((1u64 << (8 * n)) - 1);
            len = 8 * k + n;
            break;
        }
        *word = w;
    }
    if len == 0 || len == SPAN {
        return None;
    }
    match window[len] {
        b' ' | b'\t' | b'\n' => {}
        0 if text.len() == i + len => {}
        _ => return None,
    }
    let mut h = key_hash(&key);
    loop {
        let slot = PLAIN_NAMES.get(h)?;
        let differ = (0..KEY_WORDS).fold(0, |d, k| d | (slot.key[k] ^ key[k]));
        if differ == 0 {
            return Some((&slot.rows, len));
        }
        if slot.key[0] == 0 {
            return None;
        }
        h = (h + 1) & ((1 << PLAIN_BITS) - 1);
    }
}

/// The high bit of each byte of `w` at or below `b' '` (sums stay within
/// their bytes).
#[inline(always)]
fn ends_name(w: u64) -> u64 {
    use super::cursor::splat;
    !((w & splat(0x7f)).wrapping_add(splat(0x80 - 0x21)) | w) & splat(0x80)
}

/// `vN`, `aN` and `v[N:M]` written plainly (up to three decimal digits, no
/// blanks inside, in range): the common case, read without the general
/// parser. Anything else gives `None` and goes to [`parse_vreg`], which
/// decides it (and reports its errors).
fn plain_vreg(c: &mut Cursor) -> Option<RegRef> {
    c.skip_ws();
    let pos = c.pos();
    let b = c.rest().as_bytes();
    let file = match b.first() {
        Some(b'v') => 'v',
        Some(b'a') => 'a',
        _ => return None,
    };
    // value and count of the digits at `from` (at most 4 looked at)
    let digits = |from: usize| {
        let (mut v, mut n) = (0u32, 0usize);
        while let Some(d @ b'0'..=b'9') = b.get(from + n).copied().filter(|_| n < 4) {
            v = v * 10 + u32::from(d - b'0');
            n += 1;
        }
        (v, n)
    };
    if b.get(1) == Some(&b'[') {
        let (lo, n1) = digits(2);
        let (hi, n2) = digits(3 + n1);
        let shape = (1..=3).contains(&n1)
            && (1..=3).contains(&n2)
            && b.get(2 + n1) == Some(&b':')
            && b.get(3 + n1 + n2) == Some(&b']');
        if !shape || hi < lo || hi > 255 {
            return None;
        }
        c.bump(4 + n1 + n2);
        return Some(RegRef {
            file,
            index: lo,
            width: hi - lo + 1,
            pos,
        });
    }
    let (index, n) = digits(1);
    let tail = b.get(1 + n).copied();
    if !(1..=3).contains(&n)
        || index > 255
        || tail.is_some_and(|t| t.is_ascii_alphanumeric() || t == b'_')
    {
        return None;
    }
    c.bump(1 + n);
    Some(RegRef {
        file,
        index,
        width: 1,
        pos,
    })
}

/// `swizzle(...)` macros or a constant expression, parsed the way LLVM does.
fn parse_swizzle(target: Target, c: &mut Cursor) -> Result<u16, AsmError> {
    c.skip_ws();
    let start = c.pos();
    let text = operand_extent(c.rest());
    let v = swizzle::parse(text, has_fft_rotate(target))
        .map_err(|e| AsmError::at(start + e.col, e.to_string()))?;
    c.bump(text.len());
    Ok(v)
}

/// The operand runs to the first blank outside parentheses and quotes that is
/// followed by another modifier (`gds`, `offset`...), or to the end of the line.
fn operand_extent(rest: &str) -> &str {
    let (mut depth, mut quoted) = (0i32, false);
    for (i, ch) in rest.char_indices() {
        match ch {
            '"' => quoted = !quoted,
            '(' if !quoted => depth += 1,
            ')' if !quoted => depth -= 1,
            c if c.is_whitespace() && depth <= 0 && !quoted => {
                let next = rest[i..].trim_start();
                if next.starts_with(|c: char| c.is_ascii_alphabetic()) {
                    return &rest[..i];
                }
            }
            _ => {}
        }
    }
    rest.trim_end()
}

/// FFT and ROTATE swizzles exist from GFX9 on, which is every target here.
fn has_fft_rotate(_target: Target) -> bool {
    true
}

impl DsInst {
    pub fn print<W: Write>(&self, f: &mut W) -> fmt::Result {
        let target = self.target;
        let mut usual = [0u8; LINE_USUAL];
        let mut slot = Slot::new(&mut usual);
        self.render(target, &mut slot)?;
        if let Some(text) = slot.finish() {
            return f.write_str(std::str::from_utf8(text).map_err(|_| fmt::Error)?);
        }
        // a long line (register-class comments)
        let mut roomy = [0u8; LINE_MAX];
        let mut slot = Slot::new(&mut roomy);
        self.render(target, &mut slot)?;
        let text = slot.finish().ok_or(fmt::Error)?;
        f.write_str(std::str::from_utf8(text).map_err(|_| fmt::Error)?)
    }

    /// Appends the canonical text to `out` as bytes: what [`DsInst::print`]
    /// writes, without the formatter.
    pub fn write_bytes(&self, out: &mut Vec<u8>) -> fmt::Result {
        let target = self.target;
        let mut b = [0u8; LINE_ROOM];
        match self.render_usual(target, &mut b, 0) {
            Some(n) => {
                out.extend_from_slice(b.get(..n).unwrap_or_default());
                Ok(())
            }
            None => self.write_unusual(out),
        }
    }

    /// The line of [`DsInst::write_line`] written into `b` from its start,
    /// when it is a usual one (no register-class comment, no swizzle macro):
    /// its length, or `None` (then use `write_line`). Bytes of `b` past the
    /// line may be changed. Lets a caller write straight into its output
    /// buffer, with no copy and no zeroed line buffer per line.
    #[inline(always)]
    pub fn write_line_in(&self, encoding: bool, b: &mut [u8; LINE_ROOM]) -> Option<usize> {
        b[0] = b'\t';
        let mut n = self.render_usual(self.target, b, 1)?;
        if encoding {
            let pad = 40usize.saturating_sub(n - 1).max(1);
            put(b, n, [b' '; NAME_MAX]);
            n += pad;
            put(b, n, *b"; encoding: [");
            n += 13;
            for byte in self.encode().to_le_bytes() {
                // one 8-byte store a byte; the next overwrites the 3 spare
                put(b, n, HEX_BYTES8[usize::from(byte)]);
                n += 5;
            }
            // the last byte's comma becomes the closing bracket
            put(b, n - 1, *b"]\n");
            n += 1;
        } else {
            put(b, n, [b'\n']);
            n += 1;
        }
        (n <= LINE_MASK).then_some(n)
    }

    /// Bytes [`DsInst::write_line_in`] may write.
    pub const LINE_ROOM: usize = LINE_ROOM;

    /// Appends a listing line: a tab, the canonical text, with `encoding`
    /// the comment of `llvm-mc -show-encoding` (text padded to 40 columns,
    /// at least one space, then `; encoding: [0x..,...]`), and `\n`. The
    /// usual line is built on the stack and copied once (the assembler's and
    /// disassembler's hot path).
    #[inline]
    pub fn write_line(&self, encoding: bool, out: &mut Vec<u8>) {
        let mut b = [0u8; LINE_ROOM];
        if let Some(n) = self.write_line_in(encoding, &mut b) {
            out.extend_from_slice(b.get(..n).unwrap_or_default());
            return;
        }
        out.push(b'\t');
        let start = out.len();
        let _ = self.write_unusual(out);
        if encoding {
            let width = out.len() - start;
            let pad = 40usize.saturating_sub(width).max(1);
            out.resize(out.len() + pad, b' ');
            out.extend_from_slice(b"; encoding: [");
            for byte in self.encode().to_le_bytes() {
                out.extend_from_slice(&HEX_BYTES[usize::from(byte)]);
            }
            out.pop();
            out.push(b']');
        }
        out.push(b'\n');
    }

    /// [`DsInst::write_bytes`] for lines with a swizzle macro or a
    /// register-class comment, through [`DsInst::print`]'s renderer.
    #[inline(never)]
    fn write_unusual(&self, out: &mut Vec<u8>) -> fmt::Result {
        let mut text = String::new();
        self.print(&mut text)?;
        out.extend_from_slice(text.as_bytes());
        Ok(())
    }

    /// The usual line (no register-class comment, no swizzle macro) written
    /// into `b` from `n` on with fixed-size copies; its end, or `None`
    /// (for the others, or if it ran past `LINE_MASK`).
    #[inline(always)]
    fn render_usual(&self, target: Target, b: &mut [u8; LINE_ROOM], n: usize) -> Option<usize> {
        let r = usize::from(self.row);
        let (row, padded) = (DS_ROWS.get(r)?, PADDED_NAMES.get(r)?);
        let cell = row.cells.get(target.ds_group())?.as_ref()?;
        if (row.offset == OffsetKind::Swizzle && self.offset != 0)
            || (!cell.notes.is_empty() && self.has_class_comment(target.ds_group()))
        {
            return None;
        }
        // Every piece is stored at `n & LINE_MASK`, so each store provably
        // stays within `b` (no bounds checks); a line is far shorter than
        // LINE_MASK, which is checked before it is used.
        // the name and a space; each operand and `, ` (the last `, ` is
        // written over by what follows)
        put(b, n, *padded);
        let ops = row.operands;
        let mut n = n + row.name.len() + usize::from(!ops.is_empty());
        for op in ops {
            let lo = usize::from(self.regs[op.field as usize]);
            if let Some(text) = REG_TEXT
                .get(usize::from(op.width) - 1)
                .and_then(|w| w.get(lo))
            {
                put(b, n, *text);
                if self.acc && op.acc {
                    put(b, n, [b'a']);
                }
                n += usize::from(text[REG_TEXT_LEN]);
                continue;
            }
            put(b, n, [if self.acc && op.acc { b'a' } else { b'v' }, b'[']);
            if op.width == 1 {
                n = put_small(b, n + 1, lo);
            } else {
                n = put_small(b, n + 2, lo);
                put(b, n, [b':']);
                n = put_small(b, n + 1, lo + usize::from(op.width) - 1);
                put(b, n, [b']']);
                n += 1;
            }
            put(b, n, *b", ");
            n += 2;
        }
        n -= 2 * usize::from(!ops.is_empty());
        match row.offset {
            OffsetKind::Offset16 if self.offset != 0 => {
                put(b, n, *b" offset:");
                n = put_u16(b, n + 8, self.offset);
            }
            OffsetKind::Offset8x2 => {
                let (o0, o1) = (self.offset & 0xff, self.offset >> 8);
                if o0 != 0 {
                    put(b, n, *b" offset0:");
                    n = put_small(b, n + 9, usize::from(o0));
                }
                if o1 != 0 {
                    put(b, n, *b" offset1:");
                    n = put_small(b, n + 9, usize::from(o1));
                }
            }
            _ => {}
        }
        if self.gds {
            put(b, n, *b" gds");
            n += 4;
        }
        (n <= LINE_MASK).then_some(n)
    }

    /// Whether some operand prints a register-class comment (as `render`
    /// decides it, from the table of [`CLASS_NOTES`]).
    #[inline(always)]
    fn has_class_comment(&self, group: usize) -> bool {
        let Some(&(odd, wrong_file)) = CLASS_FLAGS
            .get(usize::from(self.row))
            .and_then(|r| r.get(group))
            .and_then(|g| g.get(usize::from(self.acc)))
        else {
            return true;
        };
        u32::from_le_bytes(self.regs) & odd != 0 || wrong_file
    }

    fn render(&self, target: Target, f: &mut Slot) -> fmt::Result {
        let row = self.row();
        let cell = self.cell(target);
        f.push_name(self.row as usize);
        for (i, op) in row.operands.iter().enumerate() {
            f.push_small(
                if i == 0 { *b" \0" } else { *b", " },
                1 + usize::from(i > 0),
            );
            let agpr = self.acc && op.acc;
            f.push_small(
                [if agpr { b'a' } else { b'v' }, b'['],
                1 + usize::from(op.width > 1),
            );
            let index = u32::from(self.reg(op.field));
            f.push_dec(index);
            if op.width > 1 {
                f.push_small(*b":\0", 1);
                f.push_dec(index + u32::from(op.width) - 1);
                f.push_small(*b"]\0", 1);
            }
            if let Some(class) = cell.and_then(|c| c.note(op.field, self.acc)) {
                let misaligned = class.ends_with("_Align2") && index % 2 == 1;
                let wrong_file = agpr && class.starts_with('V');
                if misaligned || wrong_file {
                    crate::operand::write_named_class_comment(f, class)?;
                }
            }
        }
        match row.offset {
            OffsetKind::Offset16 if self.offset != 0 => {
                f.push(b" offset:");
                f.push_dec(u32::from(self.offset));
            }
            OffsetKind::Offset8x2 => {
                let (o0, o1) = (self.offset & 0xff, self.offset >> 8);
                if o0 != 0 {
                    f.push(b" offset0:");
                    f.push_dec(u32::from(o0));
                }
                if o1 != 0 {
                    f.push(b" offset1:");
                    f.push_dec(u32::from(o1));
                }
            }
            OffsetKind::Swizzle if self.offset != 0 => write!(
                f,
                " offset:{}",
                swizzle::format(self.offset, has_fft_rotate(target))
            )?,
            _ => {}
        }
        if self.gds {
            f.push(b" gds");
        }
        Ok(())
    }
}

/// Per row, DS group and ACC bit: the fields (bit `1 << Field`) whose
/// register-class note asks for an even register (`…_Align2`), and those whose
/// note names a VGPR-only class (`V…`), which an AGPR there breaks. Only the
/// first note of a field counts, as in [`DsCell::note`].
///
/// [`DsCell::note`]: crate::tables::ds::DsCell::note
#[allow(clippy::type_complexity)]
static CLASS_NOTES: [[[(u8, u8); 2]; DS_GROUPS.len()]; DS_ROWS.len()] = {
    const fn ends_align2(class: &str) -> bool {
        let (c, tail) = (class.as_bytes(), b"_Align2");
        if c.len() < tail.len() {
            return false;
        }
        let mut i = 0;
        while i < tail.len() {
            if c[c.len() - tail.len() + i] != tail[i] {
                return false;
            }
            i += 1;
        }
        true
    }
    let mut t = [[[(0u8, 0u8); 2]; DS_GROUPS.len()]; DS_ROWS.len()];
    let mut r = 0;
    while r < DS_ROWS.len() {
        let mut g = 0;
        while g < DS_GROUPS.len() {
            if let Some(cell) = &DS_ROWS[r].cells[g] {
                let mut seen = [0u8; 2];
                let mut i = 0;
                while i < cell.notes.len() {
                    let n = &cell.notes[i];
                    let (acc, bit) = (n.acc as usize, 1u8 << n.field as u8);
                    if seen[acc] & bit == 0 {
                        seen[acc] |= bit;
                        if ends_align2(n.class) {
                            t[r][g][acc].0 |= bit;
                        }
                        if !n.class.is_empty() && n.class.as_bytes()[0] == b'V' {
                            t[r][g][acc].1 |= bit;
                        }
                    }
                    i += 1;
                }
            }
            g += 1;
        }
        r += 1;
    }
    t
};

/// [`CLASS_NOTES`] in the form [`DsInst::has_class_comment`] tests at once:
/// per row, DS group and ACC bit, the low bit of each byte of the second
/// dword that must hold an even register, and whether an AGPR sits in a
/// VGPR-only operand (ACC set).
#[allow(clippy::type_complexity)]
static CLASS_FLAGS: [[[(u32, bool); 2]; DS_GROUPS.len()]; DS_ROWS.len()] = {
    let mut t = [[[(0u32, false); 2]; DS_GROUPS.len()]; DS_ROWS.len()];
    let mut r = 0;
    while r < DS_ROWS.len() {
        let ops = DS_ROWS[r].operands;
        let mut g = 0;
        while g < DS_GROUPS.len() {
            let mut acc = 0;
            while acc < 2 {
                let (align2, vgpr_only) = CLASS_NOTES[r][g][acc];
                let mut i = 0;
                while i < ops.len() {
                    let bit = 1u8 << ops[i].field as u8;
                    if align2 & bit != 0 {
                        t[r][g][acc].0 |= 1 << (8 * ops[i].field as u32);
                    }
                    if vgpr_only & bit != 0 && acc == 1 && ops[i].acc {
                        t[r][g][acc].1 = true;
                    }
                    i += 1;
                }
                acc += 1;
            }
            g += 1;
        }
        r += 1;
    }
    t
};

/// Longest mnemonic copied in one fixed-size move.
const NAME_MAX: usize = 40;

/// Every DS mnemonic and a space, zero-padded to [`NAME_MAX`] bytes, built
/// at compile time.
static PADDED_NAMES: [[u8; NAME_MAX]; DS_ROWS.len()] = {
    let mut t = [[0u8; NAME_MAX]; DS_ROWS.len()];
    let mut r = 0;
    while r < DS_ROWS.len() {
        let name = DS_ROWS[r].name.as_bytes();
        assert!(name.len() < NAME_MAX, "DS mnemonic too long for NAME_MAX");
        let mut i = 0;
        while i < name.len() {
            t[r][i] = name[i];
            i += 1;
        }
        t[r][i] = b' ';
        r += 1;
    }
    t
};

/// For every v < 1000: its digits left-aligned, and zero-padded to three.
static DIGITS: [([u8; 4], [u8; 4]); 1000] = {
    let mut t = [([0u8; 4], [0u8; 4]); 1000];
    let mut v = 0;
    while v < 1000 {
        let d = [
            (v / 100) as u8 + b'0',
            (v / 10 % 10) as u8 + b'0',
            (v % 10) as u8 + b'0',
        ];
        t[v].1 = [d[0], d[1], d[2], 0];
        let skip = if v < 10 {
            2
        } else if v < 100 {
            1
        } else {
            0
        };
        let mut i = 0;
        while i + skip < 3 {
            t[v].0[i] = d[i + skip];
            i += 1;
        }
        v += 1;
    }
    t
};

/// Where a [`REG_TEXT`] entry keeps its length.
const REG_TEXT_LEN: usize = 15;

/// Per tuple width (1 to 4 registers) and first register: the operand as
/// printed for VGPRs and `, ` (`v7, `, `v[8:11], `), its length in the last
/// byte.
static REG_TEXT: [[[u8; REG_TEXT_LEN + 1]; 256]; 4] = {
    const fn dec(e: &mut [u8; REG_TEXT_LEN + 1], mut n: usize, v: usize) -> usize {
        if v >= 100 {
            e[n] = b'0' + (v / 100) as u8;
            n += 1;
        }
        if v >= 10 {
            e[n] = b'0' + (v / 10 % 10) as u8;
            n += 1;
        }
        e[n] = b'0' + (v % 10) as u8;
        n + 1
    }
    let mut t = [[[0u8; REG_TEXT_LEN + 1]; 256]; 4];
    let mut w = 0;
    while w < 4 {
        let mut lo = 0;
        while lo < 256 {
            let e = &mut t[w][lo];
            e[0] = b'v';
            let n = if w == 0 {
                dec(e, 1, lo)
            } else {
                e[1] = b'[';
                let n = dec(e, 2, lo);
                e[n] = b':';
                let n = dec(e, n + 1, lo + w);
                e[n] = b']';
                n + 1
            };
            e[n] = b',';
            e[n + 1] = b' ';
            e[REG_TEXT_LEN] = n as u8 + 2;
            lo += 1;
        }
        w += 1;
    }
    t
};

/// Stores of [`DsInst::render_usual`] land at `n & LINE_MASK`, in a buffer
/// of `LINE_ROOM` bytes: room for the mask plus the largest piece (a line
/// with its encoding comment fits the mask).
const LINE_MASK: usize = 255;

/// [`HEX_BYTES`] padded to 8 bytes, for whole-word stores.
static HEX_BYTES8: [[u8; 8]; 256] = {
    let mut t = [[0u8; 8]; 256];
    let mut b = 0;
    while b < 256 {
        let h = HEX_BYTES[b];
        t[b] = [h[0], h[1], h[2], h[3], h[4], 0, 0, 0];
        b += 1;
    }
    t
};
pub const LINE_ROOM: usize = LINE_MASK + 1 + NAME_MAX;

/// Stores `piece` at `b[n & LINE_MASK..]`.
#[inline(always)]
fn put<const N: usize>(b: &mut [u8; LINE_ROOM], n: usize, piece: [u8; N]) {
    const { assert!(N <= NAME_MAX) };
    let at = n & LINE_MASK;
    b[at..at + N].copy_from_slice(&piece);
}

/// Writes `v` (below 1000) in decimal at `b[n..]`; returns the end.
#[inline(always)]
fn put_small(b: &mut [u8; LINE_ROOM], n: usize, v: usize) -> usize {
    put(b, n, DIGITS.get(v).map_or([b'?'; 4], |d| d.0));
    n + 1 + usize::from(v >= 10) + usize::from(v >= 100)
}

/// Writes `v` in decimal at `b[n..]`; returns the end.
#[inline(always)]
fn put_u16(b: &mut [u8; LINE_ROOM], n: usize, v: u16) -> usize {
    let v = usize::from(v);
    if v < 1000 {
        return put_small(b, n, v);
    }
    let n = put_small(b, n, v / 1000);
    put(b, n, DIGITS.get(v % 1000).map_or([b'?'; 4], |d| d.1));
    n + 3
}

/// Room for a DS line without register-class comments (the longest
/// mnemonic, four register tuples and both offsets fit easily).
const LINE_USUAL: usize = 160;
/// Room for any DS line (three class comments of about 70 bytes each).
const LINE_MAX: usize = 512;

/// Where [`DsInst::render`] writes: a zeroed byte slice filled from the front.
/// Pieces are copied as fixed-size chunks (a store or two each) rather than by
/// a formatter call. Running out of room is remembered, never a panic.
struct Slot<'a> {
    buf: &'a mut [u8],
    len: usize,
    overflow: bool,
}

impl<'a> Slot<'a> {
    fn new(buf: &'a mut [u8]) -> Slot<'a> {
        Slot {
            buf,
            len: 0,
            overflow: false,
        }
    }

    /// The text written, or `None` if it did not fit.
    fn finish(self) -> Option<&'a [u8]> {
        let Slot { buf, len, overflow } = self;
        if overflow {
            return None;
        }
        buf.get(..len)
    }

    /// Appends the first `len` of the `N` bytes of `chunk`.
    #[inline(always)]
    fn push_small<const N: usize>(&mut self, chunk: [u8; N], len: usize) {
        match self.buf.get_mut(self.len..self.len + N) {
            Some(dst) => {
                dst.copy_from_slice(&chunk);
                self.len += len.min(N);
            }
            None => self.overflow = true,
        }
    }

    fn push(&mut self, s: &[u8]) {
        match self.buf.get_mut(self.len..self.len + s.len()) {
            Some(dst) => {
                dst.copy_from_slice(s);
                self.len += s.len();
            }
            None => self.overflow = true,
        }
    }

    #[inline(always)]
    fn push_name(&mut self, row: usize) {
        match (PADDED_NAMES.get(row), DS_ROWS.get(row)) {
            (Some(padded), Some(r)) => self.push_small(*padded, r.name.len()),
            _ => self.push(b"<invalid row>"),
        }
    }

    /// Decimal digits of `v`.
    #[inline(always)]
    fn push_dec(&mut self, v: u32) {
        let small = |v: u32| usize::from(v >= 10) + usize::from(v >= 100) + 1;
        match (DIGITS.get(v as usize), DIGITS.get((v / 1000) as usize)) {
            (Some(d), _) => self.push_small(d.0, small(v)),
            (None, Some(hi)) => {
                self.push_small(hi.0, small(v / 1000));
                if let Some(lo) = DIGITS.get((v % 1000) as usize) {
                    self.push_small(lo.1, 3);
                }
            }
            (None, None) => {
                let _ = write!(self, "{v}");
            }
        }
    }
}

impl Write for Slot<'_> {
    fn write_str(&mut self, s: &str) -> fmt::Result {
        self.push(s.as_bytes());
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Whatever the plain reader accepts, the general one reads the same way.
    #[test]
    fn plain_vreg_agrees_with_parse_vreg() {
        let cases = [
            "v0",
            "v5,",
            "a255",
            "v256",
            "v1000",
            "v007",
            "v5x",
            "v5_",
            "v",
            "v[0:1]",
            "v[254:255]",
            "v[2:1]",
            "v[0:256]",
            "v[0 :1]",
            "v[1]",
            "v[0:1",
            " v12 offset:4",
            "a[10:13] gds",
            "va",
            "s5",
            "v[0001:2]",
            "v12.",
            "v1-",
        ];
        let mut accepted = 0;
        for text in cases {
            let mut plain = Cursor::new(text);
            let mut general = Cursor::new(text);
            if let Some(r) = plain_vreg(&mut plain) {
                assert_eq!(parse_vreg(&mut general), Ok(Some(r)), "{text}");
                assert_eq!(plain.pos(), general.pos(), "{text}");
                accepted += 1;
            } else {
                // nothing consumed but blanks
                assert_eq!(plain.pos(), text.len() - text.trim_start().len(), "{text}");
            }
        }
        assert_eq!(accepted, 10);
    }

    /// The fixed-size pieces print numbers and names as the formatter would.
    #[test]
    fn pieces_match_the_formatter() {
        for v in [
            0,
            7,
            10,
            99,
            100,
            999,
            1000,
            1001,
            65535,
            999_999,
            1_000_000,
            u32::MAX,
        ] {
            let mut buf = [0u8; 16];
            let mut slot = Slot::new(&mut buf);
            slot.push_dec(v);
            assert_eq!(slot.finish(), Some(v.to_string().as_bytes()));
        }
        for (row, r) in DS_ROWS.iter().enumerate() {
            let mut buf = [0u8; 64];
            let mut slot = Slot::new(&mut buf);
            slot.push_name(row);
            assert_eq!(slot.finish(), Some(r.name.as_bytes()));
        }
        let mut buf = [0u8; 8];
        let mut slot = Slot::new(&mut buf);
        slot.push(b"0123456789");
        assert_eq!(slot.finish(), None);
    }

    /// The byte printer and the formatter agree on every decodable word of a
    /// sweep over all targets, including lines long with class comments.
    #[test]
    fn write_bytes_agrees_with_print() {
        let mut state = 0x9E37_79B9_7F4A_7C15u64;
        let mut checked = 0;
        let mut longest = 0;
        for target in Target::all() {
            for _ in 0..20_000 {
                state ^= state << 13;
                state ^= state >> 7;
                state ^= state << 17;
                let word = state & !(0x3f << 26) | 0b110110 << 26;
                // with no registers, rows without operands decode too
                let Ok(inst) = DsInst::decode(target, word)
                    .or_else(|_| DsInst::decode(target, word & 0xffff_ffff))
                else {
                    continue;
                };
                let mut text = String::new();
                inst.print(&mut text).unwrap();
                let mut bytes = b"x".to_vec();
                inst.write_bytes(&mut bytes).unwrap();
                assert_eq!(&bytes[1..], text.as_bytes(), "{target} {word:#018x}");
                checked += 1;
                longest = longest.max(text.len());
            }
        }
        assert!(checked > 10_000, "{checked}");
        assert!(
            longest > LINE_USUAL,
            "no line took the long path ({longest})"
        );
    }

    /// Whatever line the one-pass reader accepts, the general parser reads
    /// as the same instruction, and the reader stops at its line's end:
    /// printed lines of random words on every target, and each of them with
    /// bytes changed, inserted or cut.
    #[test]
    fn plain_line_agrees_with_parse_source() {
        let mut state = 0x2545_F491_4F6C_DD1Du64;
        let mut next = move || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state
        };
        let edits: &[&[u8]] = &[
            b" ",
            b"\t",
            b",",
            b"\n",
            b"\r",
            b":",
            b"0",
            b"9",
            b"x",
            b"A",
            b"a",
            b"v",
            b"[",
            b"]",
            b"_",
            b".",
            b";",
            b"/",
            b"+",
            b"\0",
            b"gds",
            b"offset:",
            b"offset0:",
            b"offset1:",
            b" gds",
            b" offset:65535",
            b" offset:65536",
            b" offset0:255",
            b" offset1:256",
            b"\xc3\xa9",
        ];
        let (mut accepted, mut refused) = (0, 0);
        for target in Target::all() {
            for _ in 0..6_000 {
                let word = next() & !(0x3f << 26) | 0b110110 << 26;
                let Ok(inst) = DsInst::decode(target, word) else {
                    continue;
                };
                let mut line = b"\t".to_vec();
                inst.write_bytes(&mut line).unwrap();
                let mut variants = vec![line.clone()];
                for _ in 0..6 {
                    let mut v = line.clone();
                    let at = next() as usize % (v.len() + 1);
                    let edit = edits[next() as usize % edits.len()];
                    match next() % 4 {
                        0 => {
                            v.splice(at..(at + 1).min(v.len()), edit.iter().copied());
                        }
                        1 => {
                            v.splice(at..at, edit.iter().copied());
                        }
                        2 => v.truncate(at),
                        _ => v.retain(|_| next() % 16 != 0),
                    }
                    variants.push(v);
                }
                for v in variants {
                    // alone, and followed by another line
                    for text in [v.clone(), [&v[..], b"\n\tds_nop\n"].concat()] {
                        let Some((plain, n)) = parse_plain_line(target, &text) else {
                            refused += 1;
                            continue;
                        };
                        accepted += 1;
                        let line = &text[..n];
                        assert!(n == text.len() || text[n - 1] == b'\n', "{text:?}");
                        let src = std::str::from_utf8(line).unwrap();
                        let general = crate::parse_source(target, src);
                        let want = Ok(vec![crate::Statement {
                            line: 1,
                            item: crate::Item::Inst(crate::Inst::Ds(plain)),
                        }]);
                        assert_eq!(general, want, "{target} {src:?}");
                    }
                }
            }
        }
        assert!(
            accepted > 10_000 && refused > 50_000,
            "{accepted} {refused}"
        );
    }
}
