//! MIMG (GFX9 on gfx900, gfx906, gfx908 and gfx90a; GFX10 and GFX11): a 64-bit word, followed by NSA dwords that name
//! one more address VGPR per byte ("non-sequential address"); GFX12's 96-bit
//! VIMAGE and VSAMPLE, whose third dword names the addresses.
//!
//! GFX9: DMASK 11:8 | UNORM 12 | GLC 13 | DA 14 | A16 15 | TFE 16 (gfx90a:
//! ACC, the data in AGPRs) | LWE 17 | OP 24:18 | SLC 25 | 111100 31:26 |
//! VADDR 39:32 | VDATA 47:40 | SRSRC 52:48 | SSAMP 57:53 | D16 63; gfx90a:
//! SCC 7.  No DIM and no NSA: LLVM prints VADDR at its decoder's default
//! width and sizes only VDATA.
//! GFX10: OP[7] 0 | NSA 2:1 | DIM 5:3 | DLC 7 | DMASK 11:8 | UNORM 12 | GLC 13 |
//! R128 15 | TFE 16 | LWE 17 | OP[6:0] 24:18 | SLC 25 | 111100 31:26 |
//! VADDR 39:32 | VDATA 47:40 | SRSRC 52:48 | SSAMP 57:53 | A16 62 | D16 63.
//! GFX11: NSA 0 | DIM 4:2 | UNORM 7 | DMASK 11:8 | SLC 12 | DLC 13 | GLC 14 |
//! R128 15 | A16 16 | D16 17 | OP 25:18 | 111100 31:26 | VADDR 39:32 |
//! VDATA 47:40 | SRSRC 52:48 | TFE 53 | LWE 54 | SSAMP 62:58.
//! GFX12: DIM 2:0 | R128 4 | D16 5 | A16 6 | NV 7 | OP 21:14 | DMASK 25:22 |
//! 110100 (VIMAGE) or 111001 (VSAMPLE) 31:26 | VDATA 39:32 | RSRC 49:41 (an
//! SGPR number) | SCOPE 51:50 | TH 54:52 | VIMAGE: TFE 55, VADDR4 63:56 |
//! VSAMPLE: TFE 3, UNORM 13, LWE 40, SAMP 63:55 | VADDR0-3 95:64.
//! (LLVM's SIInstrFormats / MIMGInstructions; checked by the bit-flip probes
//! of tools/gen_image_table.py.)

use super::DecodeError;
use crate::tables::image::{self, ImageCell, ImageGroup, ImageRow, IMAGE_GROUPS, IMAGE_ROWS};
use crate::target::{Gen, Target};

pub const MIMG: u32 = 0x3C;
pub const VIMAGE: u32 = 0b110100;
pub const VSAMPLE: u32 = 0b111001;
/// GFX12's TH and SCOPE fields.
pub const TH_SHIFT: u32 = 52;
pub const SCOPE_SHIFT: u32 = 50;

/// Bit positions that differ between the generations.
#[derive(Clone, Copy, Debug)]
pub struct Layout {
    pub dim: u32,
    pub dmask: u32,
    pub nsa: u32,
    /// Width of the NSA field (GFX10: a dword count; GFX11: one bit; GFX12:
    /// none, the addresses are always listed).
    pub nsa_bits: u32,
    pub ssamp: u32,
    pub a16: u32,
    pub tfe: u32,
    pub d16: u32,
    /// Partial NSA: at most this many address operands, the last a tuple
    /// (0: GFX10 has none).
    pub pmax: u8,
}

/// (GFX9 has no DIM field: `dim` is never read there.)
const GFX9: Layout = Layout {
    dim: 0,
    dmask: 8,
    nsa: 0,
    nsa_bits: 0,
    ssamp: 53,
    a16: 15,
    tfe: 16,
    d16: 63,
    pmax: 0,
};
/// gfx90a: MIMG's bit 16 is ACC (LLVM's MIMGe_gfx90a).
pub const ACC_BIT: u32 = 16;
const GFX10: Layout = Layout {
    dim: 3,
    dmask: 8,
    nsa: 1,
    nsa_bits: 2,
    ssamp: 53,
    a16: 62,
    tfe: 16,
    d16: 63,
    pmax: 0,
};
const GFX11: Layout = Layout {
    dim: 2,
    dmask: 8,
    nsa: 0,
    nsa_bits: 1,
    ssamp: 58,
    a16: 16,
    tfe: 53,
    d16: 17,
    pmax: 5,
};
const GFX12_IMAGE: Layout = Layout {
    dim: 0,
    dmask: 22,
    nsa: 0,
    nsa_bits: 0,
    ssamp: 55,
    a16: 6,
    tfe: 55,
    d16: 5,
    pmax: 5,
};
const GFX12_SAMPLE: Layout = Layout {
    tfe: 3,
    pmax: 4,
    ..GFX12_IMAGE
};

/// The layout of generation `gen` (GFX12: of VSAMPLE when `vsample`).
pub fn layout(gen: u8, vsample: bool) -> &'static Layout {
    match (gen, vsample) {
        (9, _) => &GFX9,
        (10, _) => &GFX10,
        (11, _) => &GFX11,
        (_, false) => &GFX12_IMAGE,
        (_, true) => &GFX12_SAMPLE,
    }
}

/// (coordinates, gradients) of each DIM value (LLVM's MIMGDimInfo).
const DIMS: [(u8, u8); 8] = [
    (1, 2),
    (2, 4),
    (3, 6),
    (3, 4),
    (2, 2),
    (3, 4),
    (3, 4),
    (4, 4),
];

pub fn matches(target: Target, word0: u32) -> bool {
    match target.gen() {
        Gen::Gfx10 | Gen::Gfx11 => word0 >> 26 == MIMG,
        Gen::Gfx12 => matches!(word0 >> 26, VIMAGE | VSAMPLE),
        // (gfx942 and gfx950 have no MIMG)
        Gen::Gfx9 => word0 >> 26 == MIMG && image::group(target).is_some(),
    }
}

/// The prefix and opcode bits of `op` (GFX12: of VSAMPLE when `vsample`).
pub fn op_bits(gen: u8, op: u8, vsample: bool) -> u64 {
    let op = u64::from(op);
    match gen {
        9 => u64::from(MIMG) << 26 | (op & 0x7F) << 18,
        10 => u64::from(MIMG) << 26 | (op & 0x7F) << 18 | op >> 7,
        11 => u64::from(MIMG) << 26 | op << 18,
        _ => u64::from(if vsample { VSAMPLE } else { VIMAGE }) << 26 | op << 14,
    }
}

/// The decode-table index of `word`'s opcode (GFX12's VSAMPLE at +256).
fn op_of(gen: u8, word: u64) -> usize {
    match gen {
        9 => (word >> 18 & 0x7F) as usize,
        10 => (word >> 18 & 0x7F | (word & 1) << 7) as usize,
        11 => (word >> 18 & 0xFF) as usize,
        _ => {
            (word >> 14 & 0xFF) as usize
                + if word >> 26 & 0x3F == u64::from(VSAMPLE) {
                    256
                } else {
                    0
                }
        }
    }
}

/// Register widths of an instruction as printed: VDATA, the number of address
/// operands and the width of the last one (the others are single VGPRs).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shape {
    pub vdata: u8,
    pub naddr: u8,
    pub last: u8,
}

/// One image instruction: its row, its target group and the raw dwords.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ImageInst {
    /// The target it was parsed or decoded for: [`crate::Inst`] encodes
    /// and prints it for that one.
    pub target: Target,
    pub row: u16,
    pub group: u8,
    pub len: u8,
    pub shape: Shape,
    /// DMASK as written (LLVM echoes the value given and encodes its low 4 bits).
    pub dmask_text: i64,
    pub words: [u32; 5],
}

impl ImageInst {
    pub fn row(&self) -> &'static ImageRow {
        &IMAGE_ROWS[self.row as usize]
    }
    pub fn group(&self) -> &'static ImageGroup {
        &IMAGE_GROUPS[self.group as usize]
    }
    /// The cell of this row on its group (present by construction).
    pub fn cell(&self) -> Option<&'static ImageCell> {
        self.row().cells.get(self.group as usize)?.as_ref()
    }
    pub fn gen(&self) -> u8 {
        self.group().gen
    }
    pub fn layout(&self) -> &'static Layout {
        layout(self.gen(), self.cell().is_some_and(|c| c.vsample))
    }
    pub fn word(&self) -> u64 {
        u64::from(self.words[1]) << 32 | u64::from(self.words[0])
    }
    pub fn len(&self) -> usize {
        self.len as usize
    }
    pub fn is_empty(&self) -> bool {
        false
    }
    /// The NSA size (GFX12: always 1, the listed form).
    pub fn nsa(&self) -> u8 {
        if self.gen() == 12 {
            return 1;
        }
        let l = self.layout();
        (self.word() >> l.nsa & ((1 << l.nsa_bits) - 1)) as u8
    }
    pub fn bit(&self, b: u32) -> bool {
        self.word() >> b & 1 != 0
    }
    pub fn vaddr0(&self) -> u8 {
        self.vaddr(0)
    }
    pub fn vdata(&self) -> u8 {
        if self.gen() == 12 {
            self.words[1] as u8
        } else {
            (self.words[1] >> 8) as u8
        }
    }
    /// SRSRC as an index of the group's `srsrc` names.
    pub fn srsrc(&self) -> u8 {
        if self.gen() == 12 {
            // (the SGPR number's low two bits are ignored)
            (self.words[1] >> 11) as u8 & 0x7F
        } else {
            (self.words[1] >> 16) as u8 & 0x1F
        }
    }
    /// SSAMP as an index of the group's `ssamp` names.
    pub fn ssamp(&self) -> u8 {
        if self.gen() == 12 {
            (self.word() >> 57) as u8 & 0x7F
        } else {
            (self.word() >> self.layout().ssamp) as u8 & 0x1F
        }
    }
    pub fn dmask(&self) -> u8 {
        (self.words[0] >> self.layout().dmask) as u8 & 0xF
    }
    pub fn dim(&self) -> u8 {
        (self.words[0] >> self.layout().dim) as u8 & 7
    }
    pub fn th(&self) -> u8 {
        (self.word() >> TH_SHIFT) as u8 & 7
    }
    pub fn scope(&self) -> u8 {
        (self.word() >> SCOPE_SHIFT) as u8 & 3
    }
    /// Address operand `k` (0: VADDR; then the NSA bytes; GFX12: the third
    /// dword, then VIMAGE's VADDR4).
    pub fn vaddr(&self, k: usize) -> u8 {
        if self.gen() == 12 {
            return match k {
                0..=3 => (self.words[2] >> (8 * k)) as u8,
                _ => (self.words[1] >> 24) as u8,
            };
        }
        if k == 0 {
            return self.words[1] as u8;
        }
        let byte = k - 1;
        self.words
            .get(2 + byte / 4)
            .map_or(0, |w| (w >> (8 * (byte % 4))) as u8)
    }

    /// Decodes the instruction at the front of `bytes`.
    pub fn decode(target: Target, bytes: &[u8]) -> Result<ImageInst, DecodeError> {
        let word0 = super::read_u32(bytes, 0)?;
        let gen: u8 = match target.gen() {
            Gen::Gfx9 => 9,
            Gen::Gfx10 => 10,
            Gen::Gfx11 => 11,
            _ => 12,
        };
        let vsample = gen == 12 && word0 >> 26 == VSAMPLE;
        let l = layout(gen, vsample);
        let nsa = (word0 >> l.nsa) & ((1 << l.nsa_bits) - 1);
        let len = if gen == 12 { 12 } else { 8 + 4 * nsa as usize };
        let group = image::group(target).ok_or(DecodeError::Unsupported { len })?;
        let mut words = [0u32; 5];
        for (i, w) in words.iter_mut().enumerate().take(len / 4) {
            *w = super::read_u32(bytes, 4 * i)?;
        }
        let word = u64::from(words[1]) << 32 | u64::from(words[0]);
        let g = &IMAGE_GROUPS[group];
        let row = g.decode.get(op_of(gen, word)).copied().unwrap_or(0);
        let cell = IMAGE_ROWS
            .get((row as usize).wrapping_sub(1))
            .and_then(|r| r.cells.get(group))
            .and_then(Option::as_ref)
            .ok_or(DecodeError::Invalid)?;
        let mut inst = ImageInst {
            target,
            row: row - 1,
            group: group as u8,
            len: len as u8,
            shape: Shape {
                vdata: 0,
                naddr: 0,
                last: 0,
            },
            dmask_text: i64::from(word0 >> l.dmask & 0xF),
            words,
        };
        let nsa = if gen == 12 { 1 } else { nsa };
        // GFX12: the low two bits of an SGPR number are ignored, but `null`
        // (SGPR 124) has none: 125-127 name no resource [exp: llvm-mc-22]
        let null_low = |index: u8, low: u64| {
            gen == 12 && g.ssamp.get(index as usize) == Some(&"null") && low & 3 != 0
        };
        if null_low(inst.srsrc(), word >> 41)
            || (cell.sampler && null_low(inst.ssamp(), word >> 55))
        {
            return Err(DecodeError::Invalid);
        }
        if let Some(bvh) = &cell.bvh {
            let a16 = (word >> l.a16 & 1) as usize;
            if (word ^ bvh.base[a16]) & bvh.fixed[a16] != 0 {
                return Err(DecodeError::Invalid);
            }
            inst.sgpr_operand_ok(inst.rsrc_raw(), g.ssamp.get(inst.srsrc() as usize))
                .map_err(|e| e.unwrap_or(DecodeError::Unsupported { len }))?;
            let (nsa_size, widths) = bvh.nsa[a16];
            inst.shape = if nsa == 0 {
                Shape {
                    vdata: bvh.vdata,
                    naddr: 1,
                    last: bvh.dwords[a16],
                }
            } else if u32::from(nsa_size) == nsa {
                Shape {
                    vdata: bvh.vdata,
                    naddr: widths.len() as u8,
                    last: widths.last().copied().unwrap_or(1),
                }
            } else {
                return Err(DecodeError::Invalid);
            };
            return Ok(inst);
        }
        let wide = u128::from(words[2]) << 64 | u128::from(word);
        let wide = if gen == 12 { wide } else { u128::from(word) };
        if wide & cell.zero != 0 {
            return Err(DecodeError::Invalid);
        }
        inst.sgpr_operand_ok(inst.rsrc_raw(), g.srsrc.get(inst.srsrc() as usize))
            .map_err(|e| e.unwrap_or(DecodeError::Unsupported { len }))?;
        if cell.sampler {
            inst.sgpr_operand_ok(inst.samp_raw(), g.ssamp.get(inst.ssamp() as usize))
                .map_err(|e| e.unwrap_or(DecodeError::Unsupported { len }))?;
        }
        if nsa > 0 && cell.nsa0.get(nsa as usize - 1).is_none_or(|&n| n == 0) {
            return Err(DecodeError::Invalid);
        }
        if gen == 9 {
            let aligned = target.needs_aligned_vgprs();
            inst.shape = shape9(cell, l, &inst, aligned);
            let width = u16::from(inst.shape.vdata);
            // LLVM prints an odd tuple with a register-class comment (see
            // `odd_tuple`) and refuses an AGPR tuple that would pass a255
            // [exp: llvm-mc-22]
            if aligned
                && width > 1
                && inst.vdata() % 2 == 1
                && inst.bit(ACC_BIT)
                && u16::from(inst.vdata()) + width > 256
            {
                return Err(DecodeError::Invalid);
            }
            return Ok(inst);
        }
        inst.shape = shape(cell, l, &inst);
        Ok(inst)
    }

    /// gfx90a: VDATA is a tuple at an odd register (LLVM wants even-aligned
    /// tuples there and prints this one with a register-class comment).
    pub fn odd_tuple(&self, target: Target) -> bool {
        self.gen() == 9
            && target.needs_aligned_vgprs()
            && self.shape.vdata > 1
            && self.vdata() % 2 == 1
    }

    /// gfx90a: the data are AGPRs (the ACC bit).
    pub fn acc(&self, target: Target) -> bool {
        self.gen() == 9 && target.needs_aligned_vgprs() && self.bit(ACC_BIT)
    }

    /// GFX12: the 9-bit RSRC operand value (an SGPR number; past 127 an
    /// inline constant or a VGPR, which LLVM prints with a class comment).
    pub fn rsrc_raw(&self) -> Option<u16> {
        (self.gen() == 12).then(|| (self.words[1] >> 9) as u16 & 0x1FF)
    }
    /// GFX12: the 9-bit SAMP operand value.
    pub fn samp_raw(&self) -> Option<u16> {
        (self.gen() == 12).then(|| (self.word() >> 55) as u16 & 0x1FF)
    }

    /// Whether an SGPR-tuple operand decodes: a named tuple, or on GFX12 a
    /// value LLVM prints with a class comment (`Err(None)`: not modelled).
    fn sgpr_operand_ok(
        &self,
        raw: Option<u16>,
        name: Option<&&str>,
    ) -> Result<(), Option<DecodeError>> {
        if let Some(v) = raw.filter(|&v| v >= 128) {
            return if class_comment(v).is_some() {
                Ok(())
            } else {
                Err(Some(DecodeError::Invalid))
            };
        }
        match name.copied() {
            None | Some("-") => Err(Some(DecodeError::Invalid)),
            Some("?") => Err(None),
            Some(_) => Ok(()),
        }
    }

    /// The BVH operand widths: (address widths, or `None` for one tuple).
    pub fn bvh_widths(&self) -> Option<&'static [u8]> {
        let bvh = self.cell()?.bvh.as_ref()?;
        let a16 = self.bit(self.layout().a16) as usize;
        (self.nsa() != 0).then_some(bvh.nsa[a16].1)
    }
}

/// What LLVM prints for a GFX12 RSRC / SAMP value past the SGPRs, each
/// followed by a comment that the operand wants SGPRs [exp: llvm-mc-22].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ClassComment {
    /// An inline integer constant (`8/*Invalid immediate*/`).
    Int(i8),
    /// An inline float constant.
    Float(&'static str),
    /// The first VGPR of a tuple (`v[75:82]/*Invalid register, ...*/`).
    Vgpr(u8),
}

pub fn class_comment(v: u16) -> Option<ClassComment> {
    const FLOATS: [&str; 9] = [
        "0.5",
        "-0.5",
        "1.0",
        "-1.0",
        "2.0",
        "-2.0",
        "4.0",
        "-4.0",
        "0.15915494",
    ];
    match v {
        128..=192 => Some(ClassComment::Int((v - 128) as i8)),
        193..=208 => Some(ClassComment::Int((192 - v as i16) as i8)),
        240..=248 => Some(ClassComment::Float(FLOATS[usize::from(v - 240)])),
        256..=511 => Some(ClassComment::Vgpr((v - 256) as u8)),
        _ => None,
    }
}

/// LLVM's address-word count for `cell` with DIM `dim` (AMDGPU's
/// getAddrSizeMIMGOp; every GFX10+ target has G16).
pub fn addr_size(cell: &ImageCell, dim: u8, a16: bool) -> u8 {
    let (coords, grads) = DIMS[dim as usize & 7];
    let comp = if cell.coords { coords } else { 0 } + u8::from(cell.lod);
    let mut words = cell.extra + if a16 { comp.div_ceil(2) } else { comp };
    if cell.grad {
        words += if cell.g16 {
            (grads / 2).div_ceil(2) * 2
        } else {
            grads
        };
    }
    words
}

/// VDATA dwords: one per DMASK bit (four for gather4), halved by D16, one
/// more for TFE.
pub fn data_size(cell: &ImageCell, dmask: u8, d16: bool, tfe: bool) -> u8 {
    let mut d = if cell.gather4 {
        4
    } else {
        (dmask.count_ones() as u8).max(1)
    };
    if d16 {
        d = d.div_ceil(2);
    }
    d + u8::from(tfe)
}

/// GFX9: VADDR keeps the default width; VDATA widens as on GFX10 (TFE only
/// where bit 16 is TFE), and on gfx90a only from an even register.
fn shape9(cell: &ImageCell, l: &Layout, inst: &ImageInst, aligned: bool) -> Shape {
    let tfe = cell.mods >> l.tfe & 1 != 0 && inst.bit(l.tfe);
    let d = data_size(cell, inst.dmask(), inst.bit(l.d16), tfe);
    let vdata = u16::from(inst.vdata());
    let keep = d == cell.vd0
        || cell.vd >> d & 1 == 0
        || vdata + u16::from(d) > 256
        || (aligned && d > 1 && vdata % 2 == 1);
    Shape {
        vdata: if keep { cell.vd0 } else { d },
        naddr: 1,
        last: cell.va0,
    }
}

/// The widths LLVM's disassembler prints: the sizes the fields ask for when
/// a variant of those sizes exists and its registers stay within v255, else
/// the default variant its decoder table picked (AMDGPUDisassembler's
/// convertMIMGInst).
fn shape(cell: &ImageCell, l: &Layout, inst: &ImageInst) -> Shape {
    let a = addr_size(cell, inst.dim(), inst.bit(l.a16));
    let d = data_size(cell, inst.dmask(), inst.bit(l.d16), inst.bit(l.tfe));
    let vdata_fits = d == cell.vd0 || u16::from(inst.vdata()) + u16::from(d) <= 256;
    let has = |mask: u32, n: u8| n < 32 && mask >> n & 1 != 0;
    let nsa = inst.nsa();
    if nsa == 0 {
        let dflt = Shape {
            vdata: cell.vd0,
            naddr: 1,
            last: cell.va0,
        };
        let a = if a > 12 { 16 } else { a };
        if (d, a) == (cell.vd0, cell.va0)
            || cell.vd >> d & 1 == 0
            || !has(cell.va, a)
            || !vdata_fits
            || (a != cell.va0 && u16::from(inst.vaddr0()) + u16::from(a) > 256)
        {
            return dflt;
        }
        return Shape {
            vdata: d,
            naddr: 1,
            last: a,
        };
    }
    let va0 = cell.nsa0[nsa as usize - 1];
    let p = l.pmax;
    let (dn, dl) = if p != 0 && va0 > p {
        (p, va0 - (p - 1))
    } else {
        (va0, 1)
    };
    let dflt = Shape {
        vdata: cell.vd0,
        naddr: dn,
        last: dl,
    };
    if (a > va0 && p == 0)
        || (d, a) == (cell.vd0, va0)
        || cell.vd >> d & 1 == 0
        || !has(cell.vn, a)
        || !vdata_fits
    {
        return dflt;
    }
    if p != 0 && a >= p {
        let last = a - (p - 1);
        if u16::from(inst.vaddr(p as usize - 1)) + u16::from(last) > 256 {
            return dflt;
        }
        return Shape {
            vdata: d,
            naddr: p,
            last,
        };
    }
    Shape {
        vdata: d,
        naddr: a,
        last: 1,
    }
}
