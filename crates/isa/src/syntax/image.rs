//! MIMG syntax (GFX9: `image_sample v[0:3], v4, s[8:15], s[16:19] dmask:0xf da`,
//! gfx90a data may be AGPRs; GFX10, GFX11):
//! `image_sample v[0:3], v[4:5], s[8:15], s[16:19] dmask:0xf dim:SQ_RSRC_IMG_2D glc`,
//! NSA `image_load v[0:3], [v4, v7], s[8:15] dmask:0xf dim:SQ_RSRC_IMG_2D`,
//! `image_bvh_intersect_ray v[4:7], v[9:19], s[4:7] a16`;
//! GFX12: `image_load v[0:3], [v4, v5], s[8:15] dmask:0xf dim:SQ_RSRC_IMG_2D th:TH_LOAD_NT`.

use super::{parse_vreg, AsmError, Cursor, RegRef, INVALID_OPERAND, NOT_VALID};
use crate::encoding::image::{
    addr_size, class_comment, data_size, layout, op_bits, ClassComment, ImageInst, Layout, Shape,
    SCOPE_SHIFT, TH_SHIFT,
};
use crate::operand;
use crate::tables::image::{self, ImageCell, ImageGroup, IMAGE_GROUPS, IMAGE_ROWS};
use crate::target::Target;
use std::fmt::{self, Write};

/// Most address operands an NSA form takes (GFX10: 13; GFX11: 5).
const NSA_MAX: [usize; 2] = [13, 5];

fn write_vreg<W: Write>(f: &mut W, first: u8, width: u8) -> fmt::Result {
    write_reg(f, 'v', first, width)
}

fn write_reg<W: Write>(f: &mut W, file: char, first: u8, width: u8) -> fmt::Result {
    crate::operand::write_reg_range(f, file, first.into(), width)
}

impl ImageInst {
    pub fn print<W: Write>(&self, f: &mut W) -> fmt::Result {
        let target = self.target;
        let row = self.row();
        let g = self.group();
        let Some(cell) = self.cell() else {
            return f.write_str(row.name);
        };
        let nsa = self.nsa() != 0;
        f.write_str(row.name)?;
        f.write_str(if nsa && cell.nsa_wide { "  " } else { " " })?;
        let file = if self.acc(target) { 'a' } else { 'v' };
        write_reg(f, file, self.vdata(), self.shape.vdata)?;
        if self.odd_tuple(target) {
            write!(
                f,
                "/*Invalid register, operand has 'AV_{}_Align2' register class*/",
                32 * u32::from(self.shape.vdata)
            )?;
        }
        f.write_str(", ")?;
        if let Some(widths) = self.bvh_widths() {
            f.write_char('[')?;
            for (k, &w) in widths.iter().enumerate() {
                if k > 0 {
                    f.write_str(", ")?;
                }
                write_vreg(f, self.vaddr(k), w)?;
            }
            f.write_char(']')?;
        } else if nsa && !(self.shape.naddr == 1 && self.gen() == 12) {
            f.write_char('[')?;
            let n = self.shape.naddr as usize;
            for k in 0..n {
                if k > 0 {
                    f.write_str(", ")?;
                }
                let w = if k + 1 == n { self.shape.last } else { 1 };
                write_vreg(f, self.vaddr(k), w)?;
            }
            f.write_char(']')?;
        } else {
            // (GFX12 lists a single address without brackets)
            write_vreg(f, self.vaddr0(), self.shape.last)?;
        }
        f.write_str(", ")?;
        if cell.bvh.is_some() {
            // the BVH resource is four SGPRs
            write_sgprs(f, g.ssamp, self.srsrc(), self.rsrc_raw(), 4)?;
        } else {
            write_sgprs(f, g.srsrc, self.srsrc(), self.rsrc_raw(), 8)?;
            if cell.sampler {
                f.write_str(", ")?;
                write_sgprs(f, g.ssamp, self.ssamp(), self.samp_raw(), 4)?;
            }
            if self.dmask_text != 0 {
                if self.dmask_text < 0 {
                    write!(f, " dmask:-{:#x}", self.dmask_text.unsigned_abs())?;
                } else {
                    write!(f, " dmask:{:#x}", self.dmask_text)?;
                }
            }
            // (GFX9 has no DIM)
            if g.gen != 9 {
                write!(f, " dim:{}", g.dims[self.dim() as usize])?;
            }
        }
        for &(name, bit) in g.order {
            if name == "th" && cell.th != 0 {
                // th and scope print as one pair, written at `th`
                let text = th_text(cell.th, self.th(), self.scope());
                if !text.is_empty() {
                    f.write_char(' ')?;
                    f.write_str(text)?;
                }
                continue;
            }
            if cell.mods >> bit & 1 != 0 && self.bit(u32::from(bit)) {
                f.write_char(' ')?;
                f.write_str(name)?;
            }
        }
        Ok(())
    }
}

/// An SGPR-tuple operand of `width` SGPRs: its table name, or on GFX12 a
/// value past the SGPRs as LLVM prints it, with its class comment.
fn write_sgprs<W: Write>(
    f: &mut W,
    names: &'static [&'static str],
    index: u8,
    raw: Option<u16>,
    width: u8,
) -> fmt::Result {
    match raw.and_then(class_comment) {
        None => f.write_str(name_of(names, index)),
        Some(ClassComment::Int(v)) => write!(f, "{v}/*Invalid immediate*/"),
        Some(ClassComment::Float(v)) => write!(f, "{v}/*Invalid immediate*/"),
        Some(ClassComment::Vgpr(first)) => {
            let first = u32::from(first);
            write!(
                f,
                "v[{first}:{}]/*Invalid register, operand has 'SReg_{}_XNULL' register class*/",
                first + u32::from(width) - 1,
                32 * u32::from(width)
            )
        }
    }
}

fn name_of(names: &'static [&'static str], index: u8) -> &'static str {
    names.get(index as usize).copied().unwrap_or("-")
}

/// The global_* instruction whose th:/scope: spellings a GFX12 image
/// instruction of th kind `kind` (1 loads, 2 stores, 3 atomics) shares.
fn th_reference(kind: u8) -> &'static str {
    match kind {
        2 => "global_store_b32",
        3 => "global_atomic_add_u32",
        _ => "global_load_b32",
    }
}

/// The th:/scope: text of `th`, `scope` ("" when neither prints): the FLAT
/// table's GFX12 spellings of the reference instruction, as buffers use them.
fn th_text(kind: u8, th: u8, scope: u8) -> &'static str {
    match th_target().map(|t| super::buffer::th_text(t, th_reference(kind), th, scope)) {
        Some("-") | None => "",
        Some(text) => text,
    }
}

/// TH and SCOPE from the written `th:` / `scope:` names, as for buffers.
fn th_scope(
    kind: u8,
    th: Option<(&str, usize)>,
    scope: Option<(&str, usize)>,
) -> Result<(u8, u8), AsmError> {
    let target = th_target().ok_or_else(|| AsmError::at(0, "no GFX12 cache-policy table"))?;
    super::buffer::th_scope(target, th_reference(kind), th, scope)
}

/// The GFX12 target whose spellings image th:/scope: share (both GFX12
/// targets spell them alike).
fn th_target() -> Option<Target> {
    Target::from_name("gfx1200").ok()
}

/// The row spelled `name` on `target`'s group.
pub fn lookup(target: Target, name: &str) -> Option<(usize, usize)> {
    let g = image::group(target)?;
    // another spelling llvm-mc-22 takes (`image_atomic_add` on GFX12,
    // `bvh_intersect_ray`; data/mnemonic_aliases.tsv)
    let alias = || {
        image::IMAGE_ALIASES
            .iter()
            .find(|a| a.0 == name && a.2 >> g & 1 != 0)
            .map(|a| usize::from(a.1))
    };
    let here = |r: usize| IMAGE_ROWS[r].cells.get(g).is_some_and(Option::is_some);
    let r = if name.starts_with("image_") {
        image::lookup(name).filter(|&r| here(r)).or_else(alias)?
    } else if name.starts_with("bvh") {
        // (every alias outside `image_` starts so: checked by a test)
        alias()?
    } else {
        return None;
    };
    here(r).then_some((r, g))
}

/// Modifiers in the order LLVM's assembler takes them (each optional; the
/// cache-policy bits in any order among themselves).
const SLOTS: [&[&str]; 8] = [
    &["unorm"],
    &["glc", "slc", "dlc"],
    &["r128"],
    &["a16"],
    &["tfe"],
    &["lwe"],
    &["d16"],
    &[],
];
/// Modifiers LLVM also takes as `no<name>`: the bit left clear, in the
/// modifier's place and counted as given (a second `glc` after `noglc` is a
/// duplicate) [exp: llvm-mc-22, `image_load v[0:3], v4, s[8:15] dmask:0xf
/// noglc` on every MIMG target; AMDGPUAsmParser::parseNamedBit, parseCPol].
const NEGATABLE: [&str; 12] = [
    "unorm", "glc", "slc", "dlc", "scc", "r128", "a16", "tfe", "lwe", "da", "d16", "nv",
];

/// A modifier word as (negated, name): `noglc` is (true, "glc").  Names are
/// case-sensitive (llvm-mc-22 refuses `GLC` and `Unorm`).
fn negated(word: &str) -> (bool, &str) {
    match word.strip_prefix("no") {
        Some(name) if NEGATABLE.contains(&name) => (true, name),
        _ => (false, word),
    }
}

/// The named operand `name:`, blanks allowed before the colon (llvm-mc-22
/// takes `dmask : 0x1` and `dim :2D`): consumed through the colon.
fn eat_named(c: &mut Cursor, name: &str) -> bool {
    let rest = c.rest();
    let Some(after) = rest.strip_prefix(name) else {
        return false;
    };
    let blank = after.trim_start_matches([' ', '\t']);
    if !blank.starts_with(':') {
        return false;
    }
    c.bump(rest.len() - blank.len() + 1);
    true
}

/// GFX12: th:, scope: and nv are the cache policy.
const SLOTS12: [&[&str]; 8] = {
    let mut slots = SLOTS;
    slots[1] = &["th", "scope", "nv"];
    slots
};

fn vreg(c: &mut Cursor) -> Result<RegRef, AsmError> {
    c.skip_ws();
    let pos = c.pos();
    match parse_vreg(c)? {
        Some(r) if r.file == 'v' => Ok(r),
        _ => Err(AsmError::at(pos, INVALID_OPERAND)),
    }
}

/// SRSRC / SSAMP: an aligned SGPR tuple of `width`, as its field value.
fn sgpr_tuple(c: &mut Cursor, target: Target, names: &[&str], width: u8) -> Result<u8, AsmError> {
    c.skip_ws();
    let pos = c.pos();
    let Some((value, w)) = operand::parse_register(c, target.gen())? else {
        return Err(AsmError::at(pos, INVALID_OPERAND));
    };
    // (an unaligned tuple is refused by the register parser)
    if w != width || value > 127 {
        return Err(AsmError::at(pos, INVALID_OPERAND));
    }
    let field = (value / 4) as usize;
    let spelled = names.get(field).copied().unwrap_or("-");
    let mut rc = Cursor::new(spelled);
    let named = operand::parse_register(&mut rc, target.gen())
        .ok()
        .flatten();
    if named.map(|n| n.0) != Some(value) {
        return Err(AsmError::at(pos, INVALID_OPERAND));
    }
    Ok(field as u8)
}

/// The separator before the next operand: LLVM's assembler takes a comma or
/// nothing between operands (one comma at most).
/// The resource descriptor and, for sampling rows, the sampler (0 if none).
fn resource_and_sampler(
    c: &mut Cursor,
    target: Target,
    g: &ImageGroup,
    cell: &ImageCell,
) -> Result<(u8, u8), AsmError> {
    named_operand_here(c)?;
    let srsrc = sgpr_tuple(c, target, g.srsrc, 8)?;
    let mut ssamp = 0;
    if cell.sampler {
        comma(c)?;
        named_operand_here(c)?;
        ssamp = sgpr_tuple(c, target, g.ssamp, 4)?;
    }
    Ok((srsrc, ssamp))
}

fn comma(c: &mut Cursor) -> Result<(), AsmError> {
    c.eat(',');
    if c.at_end() {
        return Err(AsmError::at(0, "too few operands for instruction"));
    }
    Ok(())
}

/// Parses the operands of image row `row_index` on `target`.
pub fn parse(target: Target, row_index: usize, c: &mut Cursor) -> Result<ImageInst, AsmError> {
    let unsupported = || AsmError::at(0, "instruction not supported on this GPU");
    let group = image::group(target).ok_or_else(unsupported)?;
    let g: &ImageGroup = &IMAGE_GROUPS[group];
    let cell: &ImageCell = IMAGE_ROWS[row_index]
        .cells
        .get(group)
        .and_then(Option::as_ref)
        .ok_or_else(unsupported)?;
    if c.at_end() {
        return Err(AsmError::at(0, "too few operands for instruction"));
    }
    if g.gen == 9 {
        return parse9(target, row_index, group, cell, c);
    }
    let l = layout(g.gen, cell.vsample);
    let gfx11 = g.gen == 11;
    let g12 = g.gen == 12;
    let vdata = vreg(c)?;
    comma(c)?;
    // VADDR: one register (tuple), or a bracketed NSA list
    c.skip_ws();
    let list_pos = c.pos();
    let mut addrs: Vec<RegRef> = Vec::new();
    let bracketed = c.eat('[');
    if bracketed {
        loop {
            addrs.push(vreg(c)?);
            if c.eat(']') {
                break;
            }
            if !c.eat(',') {
                return Err(c.error(INVALID_OPERAND));
            }
        }
    } else {
        addrs.push(vreg(c)?);
    }
    let nsa = addrs.len() > 1;
    comma(c)?;
    if let Some(bvh) = &cell.bvh {
        let srsrc = sgpr_tuple(c, target, g.ssamp, 4)?;
        c.eat(',');
        c.skip_ws();
        let a16_pos = c.pos();
        // (`noa16` names the form without A16; both case-sensitive [exp:
        // llvm-mc-22 on gfx1030, gfx1100, gfx1200 refuses `A16`])
        let (a16, a16_given) = match c.ident().map(negated) {
            Some((neg, "a16")) => {
                c.eat(',');
                (!neg, true)
            }
            _ => {
                c.set_pos(a16_pos);
                (false, false)
            }
        };
        c.skip_ws();
        if !c.at_end() {
            named_operand_here(c)?;
            return Err(c.error(INVALID_OPERAND));
        }
        let a = usize::from(a16);
        let dwords = bvh.dwords[a];
        let (nsa_size, widths) = bvh.nsa[a];
        // (GFX12's image_bvh8 / image_bvh_dual have no A16 form: LLVM
        // blames a wrong address first)
        let has_a16 = cell.mods >> l.a16 & 1 != 0;
        if vdata.width != u32::from(bvh.vdata) {
            return Err(AsmError::at(vdata.pos, INVALID_OPERAND));
        }
        let ok = if nsa || g12 {
            nsa_size != 0
                && addrs.len() == widths.len()
                && addrs
                    .iter()
                    .zip(widths)
                    .all(|(r, &w)| r.width == u32::from(w))
        } else {
            addrs[0].width == u32::from(dwords)
        };
        if !ok {
            let at = if a16 && has_a16 { a16_pos } else { list_pos };
            return Err(AsmError::at(at, INVALID_OPERAND));
        }
        // (`noa16` too: the form has no A16 operand)
        if a16_given && !has_a16 {
            return Err(AsmError::at(a16_pos, INVALID_OPERAND));
        }
        let mut word = bvh.base[a];
        let mut inst = if g12 {
            word |= u64::from(vdata.index) << 32 | u64::from(srsrc) << 43;
            build12(target, row_index, group, word, &addrs)
        } else {
            word |= u64::from(addrs[0].index) << 32 | u64::from(vdata.index) << 40;
            word |= u64::from(srsrc) << 48;
            let nsa_field = if nsa { u64::from(nsa_size) } else { 0 };
            word |= nsa_field << l.nsa;
            build(target, row_index, group, word, &addrs, nsa_field as usize)
        };
        inst.shape = Shape {
            vdata: bvh.vdata,
            naddr: addrs.len() as u8,
            last: addrs.last().map_or(1, |r| r.width as u8),
        };
        return Ok(inst);
    }
    let (srsrc, ssamp) = resource_and_sampler(c, target, g, cell)?;
    // modifiers, in LLVM's order
    let mut dmask: i64 = 0;
    let mut dmask_pos = None;
    let mut dim: Option<u8> = None;
    let mut dim_pos = 0;
    let mut word: u64 = 0;
    let mut slot = 0;
    let mut seen: u64 = 0;
    let slots: &[&[&str]] = if g12 { &SLOTS12 } else { &SLOTS };
    // GFX12's th: and scope: values with their positions
    let mut th: Option<(&str, usize)> = None;
    let mut scope: Option<(&str, usize)> = None;
    let mut cpol_begun = false;
    loop {
        // (a comma may follow each operand; one after the cache policy
        // closes it)
        if c.eat(',') && cpol_begun {
            slot += 1;
            cpol_begun = false;
        }
        c.skip_ws();
        if c.at_end() {
            break;
        }
        let pos = c.pos();
        if dmask_pos.is_none() && dim.is_none() && slot == 0 && eat_named(c, "dmask") {
            dmask = c.expr()?;
            dmask_pos = Some(pos);
            continue;
        }
        if dim.is_none() && slot == 0 && eat_named(c, "dim") {
            c.skip_ws();
            let vpos = c.pos();
            // (`2D` is no identifier: take the word as it stands)
            let rest = c.rest();
            let len = rest
                .find(|ch: char| !(ch.is_ascii_alphanumeric() || ch == '_'))
                .unwrap_or(rest.len());
            let name = &rest[..len];
            c.bump(len);
            let v = g
                .dims
                .iter()
                .position(|d| *d == name || d.strip_prefix("SQ_RSRC_IMG_") == Some(name))
                .ok_or_else(|| AsmError::at(vpos, "invalid dim value"))?;
            dim = Some(v as u8);
            dim_pos = pos;
            continue;
        }
        let Some(word_) = c.ident() else {
            return Err(AsmError::at(pos, NOT_VALID));
        };
        let (neg, lower) = negated(word_);
        // a repeated or misplaced `dim:` / `dmask:` (GFX12 refuses these as
        // operands of no variant, and reads th: and scope: below)
        if c.rest().starts_with(':') && !g12 {
            return Err(AsmError::at(pos, NOT_VALID));
        }
        // (`nv` prints, but LLVM's assembler refuses it on GFX12; `nonv`
        // it takes)
        if g12 && lower == "nv" && !neg {
            return Err(AsmError::at(pos, "nv is not supported on this GPU"));
        }
        let found = slots[slot..]
            .iter()
            .position(|names| names.contains(&lower));
        let Some(k) = found else {
            return Err(AsmError::at(pos, INVALID_OPERAND));
        };
        // the cache-policy names share one slot, without commas between
        // them [exp: llvm-mc-22 refuses `glc, slc` and `th:TH_LOAD_NT,
        // scope:SCOPE_SE`, takes `glc slc, lwe`]; the others close theirs
        cpol_begun = slots[slot + k].len() > 1;
        slot += k + usize::from(!cpol_begun);
        if g12 && (lower == "th" || lower == "scope") && cell.th != 0 {
            c.expect(':')?;
            c.skip_ws();
            let vpos = c.pos();
            let Some(value) = c.ident() else {
                return Err(AsmError::at(vpos, "expected an identifier"));
            };
            let field = if lower == "th" { &mut th } else { &mut scope };
            if field.is_some() {
                return Err(AsmError::at(pos, INVALID_OPERAND));
            }
            *field = Some((value, pos));
            continue;
        }
        let bit = g
            .order
            .iter()
            .find(|&&(n, b)| n == lower && cell.mods >> b & 1 != 0)
            .map(|&(_, b)| b)
            .ok_or_else(|| AsmError::at(pos, INVALID_OPERAND))?;
        if seen >> bit & 1 != 0 {
            return Err(AsmError::at(pos, "duplicate cache policy modifier"));
        }
        seen |= 1 << bit;
        if !neg {
            word |= 1 << bit;
        }
    }
    let Some(dim) = dim else {
        return Err(AsmError::at(0, "missing dim operand"));
    };
    let field_dmask = (dmask & 0xF) as u8;
    let a16 = word >> l.a16 & 1 != 0;
    let d16 = word >> l.d16 & 1 != 0;
    let tfe = word >> l.tfe & 1 != 0;
    // operand widths that have no variant: the matcher refuses the operand
    if cell.vd >> vdata.width.min(7) & 1 == 0 {
        return Err(AsmError::at(vdata.pos, INVALID_OPERAND));
    }
    let naddr = addrs.len();
    let last = addrs.last().map_or(1, |r| r.width);
    let total: u32 = addrs.iter().map(|r| r.width).sum();
    let max = if g12 {
        usize::from(l.pmax)
    } else {
        NSA_MAX[usize::from(gfx11)]
    };
    let partial = gfx11 || g12;
    if nsa || g12 {
        let tuple_ok =
            |k: usize, r: &RegRef| r.width == 1 || (partial && k + 1 == max && k + 1 == naddr);
        if let Some(bad) = addrs.iter().enumerate().find(|(k, r)| !tuple_ok(*k, r)) {
            return Err(AsmError::at(bad.1.pos, INVALID_OPERAND));
        }
        if naddr > max || total >= 32 || cell.vn >> total & 1 == 0 {
            return Err(AsmError::at(list_pos, INVALID_OPERAND));
        }
    } else if last >= 32 || cell.va >> last & 1 == 0 {
        return Err(AsmError::at(addrs[0].pos, INVALID_OPERAND));
    }
    // LLVM's validations (AMDGPUAsmParser::validateMIMG*), in its order:
    // the MSAA dim, data size, address size, then the DMASK rules
    if IMAGE_ROWS[row_index].name.starts_with("image_msaa_load") && dim < 6 {
        return Err(AsmError::at(dim_pos, "invalid dim; must be MSAA type"));
    }
    let want_data = data_size(cell, field_dmask, d16, tfe);
    if vdata.width != u32::from(want_data) {
        return Err(AsmError::at(0, data_size_message(cell, l)));
    }
    let want = addr_size(cell, dim, a16);
    let addr_ok = if nsa || g12 {
        // LLVM counts the address operands, their dwords only where the
        // partial NSA form needs more than its operands (a last tuple wider
        // than needed passes) [AMDGPUAsmParser::validateMIMGAddrSize;
        // exp: llvm-mc-22 on gfx1200 takes `image_sample_c_b v[0:3],
        // [v4, v6, v8, v[12:13]], s[8:15], s[16:19] dmask:0xf
        // dim:SQ_RSRC_IMG_2D_ARRAY a16`]
        let operands = naddr > 1 && !(partial && usize::from(want) > max);
        let actual = if operands { naddr as u32 } else { total };
        actual == u32::from(want)
    } else {
        let w = if want > 12 { 16 } else { want };
        // 8 registers stand for 5-7 (LLVM keeps older assembly working)
        last == u32::from(w) || (last == 8 && (5..=7).contains(&w))
    };
    if !addr_ok {
        return Err(AsmError::at(
            0,
            "image address size does not match dim and a16",
        ));
    }
    dmask_rules(row_index, cell, field_dmask, dmask_pos)?;
    word |= op_bits(g.gen, cell.op, cell.vsample);
    word |= u64::from(dim) << l.dim | u64::from(field_dmask) << l.dmask;
    if g12 {
        let (t, s) = if cell.th != 0 {
            th_scope(cell.th, th, scope)?
        } else {
            (0, 0)
        };
        word |= u64::from(t) << TH_SHIFT | u64::from(s) << SCOPE_SHIFT;
        word |= u64::from(vdata.index) << 32 | u64::from(srsrc) << 43;
        if cell.sampler {
            word |= u64::from(ssamp) << 57;
        }
        let mut inst = build12(target, row_index, group, word, &addrs);
        inst.shape = Shape {
            vdata: vdata.width as u8,
            naddr: naddr as u8,
            last: last as u8,
        };
        inst.dmask_text = dmask;
        return Ok(inst);
    }
    word |= u64::from(addrs[0].index) << 32 | u64::from(vdata.index) << 40;
    word |= u64::from(srsrc) << 48 | u64::from(ssamp) << l.ssamp;
    let nsa_dwords = if !nsa {
        0
    } else if gfx11 {
        1
    } else {
        (naddr - 1).div_ceil(4)
    };
    word |= (nsa_dwords as u64) << l.nsa;
    let mut inst = build(target, row_index, group, word, &addrs, nsa_dwords);
    inst.shape = Shape {
        vdata: vdata.width as u8,
        naddr: naddr as u8,
        last: last as u8,
    };
    inst.dmask_text = dmask;
    Ok(inst)
}

/// GFX12: the third dword lists VADDR0-3; VIMAGE's VADDR4 is in bits 63:56.
fn build12(target: Target, row: usize, group: usize, word: u64, addrs: &[RegRef]) -> ImageInst {
    let mut words = [word as u32, (word >> 32) as u32, 0, 0, 0];
    for (k, r) in addrs.iter().enumerate() {
        let byte = r.index & 0xFF;
        match k {
            0..=3 => words[2] |= byte << (8 * k),
            _ => words[1] |= byte << 24,
        }
    }
    ImageInst {
        target,
        row: row as u16,
        group: group as u8,
        len: 12,
        shape: Shape {
            vdata: 0,
            naddr: 0,
            last: 0,
        },
        dmask_text: 0,
        words,
    }
}

fn build(
    target: Target,
    row: usize,
    group: usize,
    word: u64,
    addrs: &[RegRef],
    nsa_dwords: usize,
) -> ImageInst {
    let mut words = [word as u32, (word >> 32) as u32, 0, 0, 0];
    for (k, r) in addrs.iter().enumerate().skip(1) {
        let byte = k - 1;
        if let Some(w) = words.get_mut(2 + byte / 4) {
            *w |= (r.index & 0xFF) << (8 * (byte % 4));
        }
    }
    ImageInst {
        target,
        row: row as u16,
        group: group as u8,
        len: (8 + 4 * nsa_dwords) as u8,
        shape: Shape {
            vdata: 0,
            naddr: 0,
            last: 0,
        },
        dmask_text: (word >> 8 & 0xF) as i64,
        words,
    }
}

/// GFX9 modifiers in the order LLVM's assembler takes them (A16 has R128's
/// place; the cache-policy bits in any order among themselves).
const SLOTS9: [&[&str]; 7] = [
    &["unorm"],
    &["glc", "slc", "scc"],
    &["a16"],
    &["tfe"],
    &["lwe"],
    &["da"],
    &["d16"],
];

/// GFX9 (gfx900, gfx906, gfx908, gfx90a): one VADDR tuple of any width the opcode has a
/// variant for (LLVM checks no address size before GFX10); gfx90a takes
/// AGPR data and wants even-aligned tuples.
fn parse9(
    target: Target,
    row_index: usize,
    group: usize,
    cell: &ImageCell,
    c: &mut Cursor,
) -> Result<ImageInst, AsmError> {
    let g = &IMAGE_GROUPS[group];
    let l = layout(g.gen, false);
    let aligned = target.needs_aligned_vgprs();
    c.skip_ws();
    let vdata_pos = c.pos();
    let vdata = match reg_list(c, target)? {
        Some(r) if r.file == 'v' || (r.file == 'a' && aligned) => r,
        _ => return Err(AsmError::at(vdata_pos, INVALID_OPERAND)),
    };
    let misaligned = |r: &RegRef| aligned && r.width > 1 && r.index % 2 == 1;
    // (LLVM has VGPR tuples of 1-12, 16 and 32 registers)
    let sized = |r: &RegRef| {
        if matches!(r.width, 1..=12 | 16 | 32) {
            Ok(())
        } else {
            Err(AsmError::at(r.pos, "invalid or unsupported register size"))
        }
    };
    sized(&vdata)?;
    if vdata.width >= 8 || cell.vd >> vdata.width & 1 == 0 || misaligned(&vdata) {
        return Err(AsmError::at(vdata.pos, INVALID_OPERAND));
    }
    comma(c)?;
    c.skip_ws();
    let vaddr_pos = c.pos();
    let vaddr = match reg_list(c, target)? {
        Some(r) if r.file == 'v' => r,
        _ => return Err(AsmError::at(vaddr_pos, INVALID_OPERAND)),
    };
    sized(&vaddr)?;
    if vaddr.width >= 32 || cell.va >> vaddr.width & 1 == 0 || misaligned(&vaddr) {
        return Err(AsmError::at(vaddr.pos, INVALID_OPERAND));
    }
    comma(c)?;
    let (srsrc, ssamp) = resource_and_sampler(c, target, g, cell)?;
    let mut dmask: i64 = 0;
    let mut dmask_pos = None;
    let mut word: u64 = 0;
    let mut seen: u64 = 0;
    let mut slot = 0;
    let mut cpol_begun = false;
    loop {
        // (a comma after the cache policy closes it, as on GFX10+)
        if c.eat(',') && cpol_begun {
            slot += 1;
            cpol_begun = false;
        }
        c.skip_ws();
        if c.at_end() {
            break;
        }
        let pos = c.pos();
        if dmask_pos.is_none() && slot == 0 && eat_named(c, "dmask") {
            dmask = c.expr()?;
            dmask_pos = Some(pos);
            continue;
        }
        let Some(name) = c.ident() else {
            return Err(AsmError::at(pos, NOT_VALID));
        };
        let (neg, lower) = negated(name);
        if c.rest().starts_with(':') {
            // (`dim:` and other named operands GFX9 lacks)
            return Err(AsmError::at(pos, NOT_VALID));
        }
        // names LLVM knows but this GPU lacks [exp: llvm-mc-22]
        let known = g
            .order
            .iter()
            .any(|&(n, b)| n == lower && cell.mods >> b & 1 != 0);
        if !known && matches!(lower, "dlc" | "scc" | "r128") {
            return Err(AsmError::at(
                pos,
                format!("{lower} modifier is not supported on this GPU"),
            ));
        }
        let found = SLOTS9[slot.min(SLOTS9.len())..]
            .iter()
            .position(|names| names.contains(&lower));
        let (Some(k), true) = (found, known) else {
            return Err(AsmError::at(pos, INVALID_OPERAND));
        };
        cpol_begun = SLOTS9[slot + k].len() > 1;
        slot += k + usize::from(!cpol_begun);
        let bit = g
            .order
            .iter()
            .find(|&&(n, _)| n == lower)
            .map_or(0, |&(_, b)| b);
        if seen >> bit & 1 != 0 {
            return Err(AsmError::at(pos, "duplicate cache policy modifier"));
        }
        seen |= 1 << bit;
        if !neg {
            word |= 1 << bit;
        }
    }
    // LLVM checks the data size first, then the atomic and gather4 DMASK
    let field_dmask = (dmask & 0xF) as u8;
    let tfe = cell.mods >> l.tfe & 1 != 0 && word >> l.tfe & 1 != 0;
    let want = data_size(cell, field_dmask, word >> l.d16 & 1 != 0, tfe);
    if vdata.width != u32::from(want) {
        return Err(AsmError::at(0, data_size_message(cell, l)));
    }
    dmask_rules(row_index, cell, field_dmask, dmask_pos)?;
    word |= op_bits(g.gen, cell.op, false) | u64::from(field_dmask) << l.dmask;
    word |= u64::from(vaddr.index) << 32 | u64::from(vdata.index) << 40;
    word |= u64::from(srsrc) << 48 | u64::from(ssamp) << l.ssamp;
    if vdata.file == 'a' {
        word |= 1 << crate::encoding::image::ACC_BIT;
    }
    let mut inst = build(target, row_index, group, word, &[vaddr], 0);
    inst.shape = Shape {
        vdata: vdata.width as u8,
        naddr: 1,
        last: vaddr.width as u8,
    };
    inst.dmask_text = dmask;
    Ok(inst)
}

/// LLVM's data-size error names the fields the opcode has (atomics have no
/// D16; gfx90a has no TFE).
fn data_size_message(cell: &ImageCell, l: &Layout) -> &'static str {
    match (cell.mods >> l.d16 & 1 != 0, cell.mods >> l.tfe & 1 != 0) {
        (true, true) => "image data size does not match dmask, d16 and tfe",
        (false, true) => "image data size does not match dmask and tfe",
        (true, false) => "image data size does not match dmask and d16",
        (false, false) => "image data size does not match dmask",
    }
}

/// The atomic and gather4 DMASK rules (LLVM checks them after the sizes).
fn dmask_rules(
    row_index: usize,
    cell: &ImageCell,
    dmask: u8,
    dmask_pos: Option<usize>,
) -> Result<(), AsmError> {
    let is_atomic = IMAGE_ROWS[row_index].name.starts_with("image_atomic");
    if is_atomic && !matches!(dmask, 0x1 | 0x3 | 0xF) {
        return Err(AsmError::at(
            dmask_pos.unwrap_or(0),
            "invalid atomic image dmask",
        ));
    }
    if cell.gather4 && dmask.count_ones() != 1 {
        return Err(AsmError::at(
            dmask_pos.unwrap_or(0),
            "invalid image_gather dmask: only one bit must be set",
        ));
    }
    Ok(())
}

/// A `name:` operand where a register belongs (LLVM: NOT_VALID).
fn named_operand_here(c: &mut Cursor) -> Result<(), AsmError> {
    c.skip_ws();
    let rest = c.rest();
    let len = rest
        .find(|ch: char| !(ch.is_ascii_alphanumeric() || ch == '_'))
        .unwrap_or(rest.len());
    if len > 0 && rest[len..].starts_with(':') {
        return Err(c.error(NOT_VALID));
    }
    Ok(())
}

/// A vector register, or LLVM's register list `[v4, v5, v6]` (consecutive
/// single registers of one file) standing for the tuple `v[4:6]`.
fn reg_list(c: &mut Cursor, target: Target) -> Result<Option<RegRef>, AsmError> {
    c.skip_ws();
    let pos = c.pos();
    if !c.eat('[') {
        return parse_vreg(c);
    }
    let mut first: Option<RegRef> = None;
    let mut n = 0;
    loop {
        c.skip_ws();
        let at = c.pos();
        let r = match parse_vreg(c)? {
            Some(r) if r.width == 1 => r,
            Some(_) => return Err(AsmError::at(at, "expected a single 32-bit register")),
            None => {
                let msg = match operand::parse_register(c, target.gen()) {
                    Ok(Some((_, 1))) if n > 0 => "registers in a list must be of the same kind",
                    _ if n == 0 => "expected a register or a list of registers",
                    _ => "expected a single 32-bit register",
                };
                return Err(AsmError::at(at, msg));
            }
        };
        match first {
            None => first = Some(r),
            Some(f) if f.file != r.file => {
                return Err(AsmError::at(
                    at,
                    "registers in a list must be of the same kind",
                ))
            }
            Some(f) if f.index + n != r.index => {
                return Err(AsmError::at(
                    at,
                    "registers in a list must have consecutive indices",
                ))
            }
            Some(_) => {}
        }
        n += 1;
        c.skip_ws();
        if c.eat(']') {
            break;
        }
        if !c.eat(',') {
            return Err(c.error("expected a comma or a closing square bracket"));
        }
    }
    Ok(first.map(|f| RegRef { width: n, pos, ..f }))
}

#[cfg(test)]
mod tests {
    /// `lookup` looks among the aliases only for names starting `image_`
    /// or `bvh`: every alias does.
    #[test]
    fn every_image_alias_starts_with_image_or_bvh() {
        for a in crate::tables::image::IMAGE_ALIASES {
            assert!(
                a.0.starts_with("image_") || a.0.starts_with("bvh"),
                "{}",
                a.0
            );
        }
    }
}
