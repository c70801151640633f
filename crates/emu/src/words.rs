//! The executor's kinds named in words for the reference pages: what kind of
//! operation, on what type and width. Each function matches exhaustively on
//! its kind, so a new kind cannot reach a page without words.

use crate::alu::{AluKind, Bin, Cmp, CmpType, Cvt, FBin, Fma, Tri, Un};
use crate::ds::{AtomOp, DsKind, Ext};
use crate::float::{Cube, Dx9, FCvt, FTri, FUn, Fty, PackCvt, SFloat};
use crate::vmem::{FlatKind, SmemKind};
use crate::vop3p::Vop3pKind;

pub(crate) fn fty(t: Fty) -> &'static str {
    match t {
        Fty::F16 => "f16",
        Fty::F32 => "f32",
        Fty::F64 => "f64",
    }
}

/// A normalized, packed or 4-bit-offset conversion in words.
pub(crate) fn pack_cvt(op: PackCvt) -> String {
    let int = |signed: bool| if signed { "i16" } else { "u16" };
    match op {
        PackCvt::Norm {
            src,
            signed,
            packed: false,
        } => format!(
            "of an {} to a {}-normalized 16-bit integer",
            fty(src),
            if signed { "signed" } else { "unsigned" }
        ),
        PackCvt::Norm {
            src,
            signed,
            packed: true,
        } => format!(
            "of two {} to packed {}-normalized 16-bit integers",
            fty(src),
            if signed { "signed" } else { "unsigned" }
        ),
        PackCvt::F32To16 { signed } => format!("of two f32 to packed {}", int(signed)),
        PackCvt::IntTo16 { signed } => format!(
            "of two {} to packed {}, saturated",
            if signed { "i32" } else { "u32" },
            int(signed)
        ),
        PackCvt::U8 => "of an f32 to a u8 placed into a byte of a dword".into(),
        PackCvt::OffI4 => "of a signed 4-bit offset to f32 (n / 16)".into(),
    }
}

pub(crate) fn bin(op: Bin) -> &'static str {
    match op {
        Bin::Add => "add",
        Bin::Sub => "subtract",
        Bin::SubRev => "reverse subtract",
        Bin::AddI => "signed add",
        Bin::SubI => "signed subtract",
        Bin::Shl => "shift left",
        Bin::ShlRev => "reverse shift left",
        Bin::Shr => "logical shift right",
        Bin::ShrRev => "reverse logical shift right",
        Bin::Ashr => "arithmetic shift right",
        Bin::AshrRev => "reverse arithmetic shift right",
        Bin::And => "and",
        Bin::Or => "or",
        Bin::Xor => "xor",
        Bin::AndNot => "and-not",
        Bin::OrNot => "or-not",
        Bin::Nand => "nand",
        Bin::Nor => "nor",
        Bin::Xnor => "xnor",
        Bin::MulLo => "multiply (low half)",
        Bin::MulHiU => "unsigned multiply (high half)",
        Bin::MulHiI => "signed multiply (high half)",
        Bin::MulU24 => "unsigned 24-bit multiply",
        Bin::MulI24 => "signed 24-bit multiply",
        Bin::MulHiU24 => "unsigned 24-bit multiply (high half)",
        Bin::MulHiI24 => "signed 24-bit multiply (high half)",
        Bin::MinU => "unsigned minimum",
        Bin::MaxU => "unsigned maximum",
        Bin::MinI => "signed minimum",
        Bin::MaxI => "signed maximum",
        Bin::Bfm => "bit-field mask",
        Bin::Bcnt => "bit count and add",
        Bin::AbsDiff => "signed absolute difference",
        Bin::LshlAdd(_) => "shift left then add",
        Bin::Pack { .. } => "pack of two 16-bit halves",
    }
}

fn un(op: Un) -> &'static str {
    match op {
        Un::Not => "not",
        Un::Brev => "bit reverse",
        Un::Bcnt1 => "count of one bits",
        Un::Bcnt0 => "count of zero bits",
        Un::Ff1 => "find first one bit",
        Un::Ff0 => "find first zero bit",
        Un::Flbit => "count leading zeros",
        Un::FlbitI => "count leading sign bits",
        Un::SextI8 => "sign-extend a byte",
        Un::SextI16 => "sign-extend a 16-bit value",
        Un::Abs => "absolute value",
        Un::Bitset0 => "clear a bit",
        Un::Bitset1 => "set a bit",
        Un::BitReplicate => "bit replicate to 64 bits",
        Un::Quadmask => "quad mask",
        Un::Wqm => "whole-quad mask",
    }
}

fn tri(op: Tri) -> &'static str {
    match op {
        Tri::Add3 => "three-way add",
        Tri::LshlAdd => "shift left then add",
        Tri::AddLshl => "add then shift left",
        Tri::LshlOr => "shift left then or",
        Tri::AndOr => "and then or",
        Tri::Or3 => "three-way or",
        Tri::Xor3 => "three-way xor",
        Tri::Xad => "xor then add",
        Tri::MadU24 => "unsigned 24-bit multiply-add",
        Tri::MadI24 => "signed 24-bit multiply-add",
        Tri::MadLo => "multiply-add (low half)",
        Tri::BfeU => "unsigned bit-field extract",
        Tri::BfeI => "signed bit-field extract",
        Tri::Bfi => "bit-field insert",
        Tri::Alignbit => "funnel shift by bits",
        Tri::Alignbyte => "funnel shift by bytes",
        Tri::Min3U => "unsigned three-way minimum",
        Tri::Max3U => "unsigned three-way maximum",
        Tri::Min3I => "signed three-way minimum",
        Tri::Max3I => "signed three-way maximum",
        Tri::Med3U => "unsigned median of three",
        Tri::Med3I => "signed median of three",
        Tri::MaxMinU => "unsigned maximum then minimum",
        Tri::MaxMinI => "signed maximum then minimum",
        Tri::MinMaxU => "unsigned minimum then maximum",
        Tri::MinMaxI => "signed minimum then maximum",
        Tri::SadU8 => "sum of absolute byte differences",
        Tri::SadHiU8 => "sum of absolute byte differences, shifted to the high half",
        Tri::SadU16 => "sum of absolute 16-bit differences",
        Tri::SadU32 => "absolute 32-bit difference plus",
        Tri::MsadU8 => "masked sum of absolute byte differences",
        Tri::LerpU8 => "byte-wise average with rounding bits",
    }
}

fn fbin(op: FBin) -> &'static str {
    match op {
        FBin::Add => "add",
        FBin::Sub => "subtract",
        FBin::SubRev => "reverse subtract",
        FBin::Mul => "multiply",
        FBin::Min => "minimum",
        FBin::Max => "maximum",
    }
}

fn fma(f: Fma) -> &'static str {
    match f {
        Fma::Fma => "fused multiply-add",
        Fma::Fmac => "fused multiply-accumulate",
        Fma::Fmaak => "fused multiply-add with a constant addend",
        Fma::Fmamk => "fused multiply-add with a constant factor",
    }
}

fn fun(op: FUn) -> &'static str {
    match op {
        FUn::Rcp => "reciprocal",
        FUn::Sqrt => "square root",
        FUn::Rsq => "reciprocal square root",
        FUn::Exp => "base-2 exponential",
        FUn::Log => "base-2 logarithm",
        FUn::Sin => "sine of a turn fraction",
        FUn::Cos => "cosine of a turn fraction",
        FUn::Fract => "fractional part",
        FUn::Trunc => "round toward zero",
        FUn::Ceil => "round up",
        FUn::Floor => "round down",
        FUn::Rndne => "round to nearest even",
        FUn::FrexpMant => "frexp mantissa",
    }
}

fn cmp(c: Cmp) -> &'static str {
    match c {
        Cmp::Eq => "equal",
        Cmp::Ne => "not equal",
        Cmp::Lt => "less than",
        Cmp::Gt => "greater than",
        Cmp::Le => "less or equal",
        Cmp::Ge => "greater or equal",
        Cmp::F => "always false",
        Cmp::T => "always true",
    }
}

pub(crate) fn cmp_ty(t: CmpType) -> &'static str {
    match t {
        CmpType::U32 => "u32",
        CmpType::I32 => "i32",
        CmpType::F32 => "f32",
        CmpType::U64 => "u64",
        CmpType::I64 => "i64",
    }
}

fn cvt(c: Cvt) -> String {
    match c {
        Cvt::F32FromI32 => "i32 to f32".into(),
        Cvt::F32FromU32 => "u32 to f32".into(),
        Cvt::F32FromUbyte(n) => format!("byte {n} to f32"),
        Cvt::I32FromF32 => "f32 to i32".into(),
        Cvt::U32FromF32 => "f32 to u32".into(),
    }
}

fn fcvt(c: FCvt) -> String {
    match c {
        FCvt::F64FromF32 => "f32 to f64".into(),
        FCvt::F32FromF64 => "f64 to f32".into(),
        FCvt::I32FromF64 => "f64 to i32".into(),
        FCvt::U32FromF64 => "f64 to u32".into(),
        FCvt::F64FromI32 => "i32 to f64".into(),
        FCvt::F64FromU32 => "u32 to f64".into(),
        FCvt::F32FromF16 => "f16 to f32".into(),
        FCvt::F16FromF32 => "f32 to f16".into(),
        FCvt::F16FromI16 => "i16 to f16".into(),
        FCvt::F16FromU16 => "u16 to f16".into(),
        FCvt::I16FromF16 => "f16 to i16".into(),
        FCvt::U16FromF16 => "f16 to u16".into(),
        FCvt::NearestI32FromF32 => "f32 to the nearest i32".into(),
        FCvt::FloorI32FromF32 => "f32 to i32, rounding down".into(),
        FCvt::FrexpExp(t) => format!("frexp exponent of an {}", fty(t)),
    }
}

fn sfloat(op: SFloat) -> String {
    match op {
        SFloat::Bin(b) => fbin(b).into(),
        SFloat::Fma(f) => fma(f).into(),
        SFloat::Un(u) => fun(u).into(),
        SFloat::Cmp(p) => format!("compare `{}`", crate::float::FCMP_NAMES[usize::from(p)]),
        SFloat::F32FromI32 => "conversion i32 to f32".into(),
        SFloat::F32FromU32 => "conversion u32 to f32".into(),
        SFloat::I32FromF32 => "conversion f32 to i32".into(),
        SFloat::U32FromF32 => "conversion f32 to u32".into(),
        SFloat::F16FromF32 => "conversion f32 to f16".into(),
        SFloat::F32FromF16 => "conversion f16 to f32".into(),
        SFloat::F32FromF16Hi => "conversion of the high f16 to f32".into(),
        SFloat::PkRtz => "conversion of two values to packed f16, toward zero".into(),
    }
}

/// An ALU kind in words; `b64`: 64-bit scalar operands.
pub fn alu(kind: AluKind, b64: bool) -> String {
    let w = if b64 { "64-bit" } else { "32-bit" };
    match kind {
        AluKind::Nop => "no operation (completes at once)".into(),
        AluKind::EndPgm => "end of program".into(),
        AluKind::SMov => format!("scalar {w} move"),
        AluKind::SMovk => "scalar move of a 16-bit immediate".into(),
        AluKind::SCmovk => "scalar conditional move of a 16-bit immediate".into(),
        AluKind::SCmov => format!("scalar {w} conditional move"),
        AluKind::SBitcmp { one } => format!("scalar {w} bit test (SCC = bit is {})", u8::from(one)),
        AluKind::SAddk => "scalar add of a 16-bit immediate".into(),
        AluKind::SMulk => "scalar multiply by a 16-bit immediate".into(),
        AluKind::SBin(op) => format!("scalar 32-bit {}", bin(op)),
        AluKind::SBin64(op) => format!("scalar 64-bit {}", bin(op)),
        AluKind::SAddc => "scalar add with carry in".into(),
        AluKind::SSubb => "scalar subtract with borrow in".into(),
        AluKind::SUn(op) => format!("scalar 32-bit {}", un(op)),
        AluKind::SUn64(op) => format!("scalar 64-bit {}", un(op)),
        AluKind::SSaveexec(op, not0) => format!(
            "save EXEC, then EXEC = {}{} EXEC",
            if not0 { "not " } else { "" },
            bin(op)
        ),
        AluKind::SWrexec { not1 } => format!(
            "EXEC = {}, written to SDST too",
            if not1 {
                "SSRC0 and-not EXEC"
            } else {
                "not SSRC0 and EXEC"
            }
        ),
        AluKind::SMovrel { src, dst, two } => format!(
            "scalar {w} move with M0-relative {}{}",
            match (src, dst) {
                (true, true) => "source and destination",
                (true, false) => "source",
                _ => "destination",
            },
            if two { " (separate M0 halves)" } else { "" }
        ),
        AluKind::SCmp(c, t) => format!("scalar compare {} ({})", cmp(c), cmp_ty(t)),
        AluKind::SCmpk(c, t) => format!(
            "scalar compare {} with a 16-bit immediate ({})",
            cmp(c),
            cmp_ty(t)
        ),
        AluKind::SCselect => format!("scalar {w} select on SCC"),
        AluKind::SBfe { signed } | AluKind::SBfe64 { signed } => format!(
            "scalar {} {w} bit-field extract",
            if signed { "signed" } else { "unsigned" }
        ),
        AluKind::VMov => "vector move".into(),
        AluKind::VExt16 { signed } => format!(
            "vector {} extension of a 16-bit value",
            if signed { "sign" } else { "zero" }
        ),
        AluKind::VMad16To32 { signed } => format!(
            "vector {} 16 x 16 + 32-bit multiply-add",
            if signed { "signed" } else { "unsigned" }
        ),
        AluKind::VTri16(op) => format!("vector 16-bit {}", tri(op)),
        AluKind::VSwap => "vector register swap".into(),
        AluKind::VSwap16 => "vector 16-bit half swap".into(),
        AluKind::VSwaprel => "vector register swap with M0-relative registers".into(),
        AluKind::VPermlane64 => "exchange of the two wave halves".into(),
        AluKind::VPermlane16 { x } => format!(
            "lane permute within {}",
            if x {
                "pairs of 16-lane rows, across the pair"
            } else {
                "each 16-lane row"
            }
        ),
        AluKind::VBin(op) => format!("vector 32-bit {}", bin(op)),
        AluKind::VTri(op) => format!("vector {}", tri(op)),
        AluKind::VShift64(op) => format!("vector 64-bit {}", bin(op)),
        AluKind::VMad64 { signed } => format!(
            "vector {} 32 x 32 + 64-bit multiply-add",
            if signed { "signed" } else { "unsigned" }
        ),
        AluKind::VLshlAdd64 => "vector 64-bit shift left then add".into(),
        AluKind::VAddCarry { op, cin } => format!(
            "vector {} with carry out{}",
            bin(op),
            if cin { " and carry in" } else { "" }
        ),
        AluKind::VFBin(op) => format!("vector f32 {}", fbin(op)),
        AluKind::VFma(f) => format!("vector f32 {}", fma(f)),
        AluKind::VCvt(c) => format!("vector conversion {}", cvt(c)),
        AluKind::VFUn(op, t) => format!("vector {} {}", fty(t), fun(op)),
        AluKind::VFCvt(c) => format!("vector conversion {}", fcvt(c)),
        AluKind::VFBinT(op, t) => format!("vector {} {}", fty(t), fbin(op)),
        AluKind::VFmaT(f, t) => format!("vector {} {}", fty(t), fma(f)),
        AluKind::VQsad { masked, wide } => format!(
            "four {}byte SADs at byte offsets 0-3, into {}-bit fields",
            if masked { "masked " } else { "" },
            if wide { 32 } else { 16 }
        ),
        AluKind::VDot2Half { bf16 } => format!(
            "two-element {0} dot product into {0}",
            if bf16 { "bf16" } else { "f16" }
        ),
        AluKind::VSatPkU8 => "two i16 saturated to packed u8".into(),
        AluKind::VPkFmac => "packed f16 fused multiply-accumulate".into(),
        AluKind::VDot2Acc { bf16 } => format!(
            "two-element {} dot product accumulated into f32",
            if bf16 { "bf16" } else { "f16" }
        ),
        AluKind::VPackCvt(op) => format!("vector conversion {}", pack_cvt(op)),
        AluKind::VTrigPreop => "vector f64 segment of 2/π for argument reduction".into(),
        AluKind::VCvtPkRtz => "vector conversion of two f32 to packed f16, toward zero".into(),
        AluKind::VFrexpExp16 => "vector frexp exponent of an f16, as i16".into(),
        AluKind::VMullit => "vector f32 lighting multiply".into(),
        AluKind::VDx9(op) => format!(
            "vector f32 {} with DX9 zero rules",
            match op {
                Dx9::Mul => "multiply",
                Dx9::Fma => "fused multiply-add",
                Dx9::Fmac => "fused multiply-accumulate",
            }
        ),
        AluKind::VCube(op) => format!(
            "vector cube-map {}",
            match op {
                Cube::Id => "face number",
                Cube::Sc => "S coordinate",
                Cube::Tc => "T coordinate",
                Cube::Ma => "major axis (doubled)",
            }
        ),
        AluKind::VFTri(op, t) => format!(
            "vector {} {}",
            fty(t),
            match op {
                FTri::Min3 => "three-way minimum",
                FTri::Max3 => "three-way maximum",
                FTri::Med3 => "median of three",
                FTri::MaxMin => "maximum then minimum",
                FTri::MinMax => "minimum then maximum",
            }
        ),
        AluKind::VBin16(op) => format!("vector 16-bit {}", bin(op)),
        AluKind::VMov16 => "vector 16-bit move".into(),
        AluKind::VNot16 => "vector 16-bit not".into(),
        AluKind::VCndmask16 => "vector 16-bit select by lane mask".into(),
        AluKind::VCmp16 { c, signed, x } => format!(
            "vector compare {} ({}){}",
            cmp(c),
            if signed { "i16" } else { "u16" },
            if x { ", writing EXEC" } else { "" }
        ),
        AluKind::VPack => "vector pack of two f16".into(),
        AluKind::VLdexp(t) => format!("vector {} scale by a power of two", fty(t)),
        AluKind::VDivScale(t) => format!("vector {} division pre-scale", fty(t)),
        AluKind::VDivFmas(t) => format!("vector {} division fused multiply-add", fty(t)),
        AluKind::VDivFixup(t) => format!("vector {} division fix-up", fty(t)),
        AluKind::VCmpF { pred, ty, x } => format!(
            "vector {} compare `{}`{}",
            fty(ty),
            crate::float::FCMP_NAMES[usize::from(pred)],
            if x { ", writing EXEC" } else { "" }
        ),
        AluKind::VCmpClass { ty, x } => format!(
            "vector {} class test{}",
            fty(ty),
            if x { ", writing EXEC" } else { "" }
        ),
        AluKind::SFloat(op, t) => format!("scalar {} {}", fty(t), sfloat(op)),
        AluKind::VMovrel { src, dst, two } => format!(
            "vector move with M0-relative {}{}",
            match (src, dst) {
                (true, true) => "source and destination",
                (true, false) => "source",
                _ => "destination",
            },
            if two { " (separate M0 halves)" } else { "" }
        ),
        AluKind::SGetreg => "read a hardware register field".into(),
        AluKind::SSetreg { imm } => format!(
            "write a hardware register field from {}",
            if imm { "a literal" } else { "an SGPR" }
        ),
        AluKind::SModeField { denorm } => format!(
            "set the MODE {} field",
            if denorm { "denormal" } else { "rounding" }
        ),
        AluKind::SSendmsgRtn => "message with a returned value".into(),
        AluKind::VPerm => "vector byte permute".into(),
        AluKind::VUn(op) => format!("vector 32-bit {}", un(op)),
        AluKind::VCndmask => "vector select by lane mask".into(),
        AluKind::VCmp(c, t) => format!("vector compare {} ({})", cmp(c), cmp_ty(t)),
        AluKind::VCmpx(c, t) => format!("vector compare {} ({}), writing EXEC", cmp(c), cmp_ty(t)),
        AluKind::VMbcntLo => "count of mask bits below the lane (low half)".into(),
        AluKind::VMbcntHi => "count of mask bits below the lane (high half)".into(),
        AluKind::VReadlane => "read one lane into an SGPR".into(),
        AluKind::VWritelane => "write an SGPR into one lane".into(),
        AluKind::VReadfirstlane => "read the first active lane into an SGPR".into(),
        AluKind::VAccvgprMov => "AGPR to AGPR move".into(),
        AluKind::Unsupported => "no kind (not executed)".into(),
    }
}

fn atom(op: AtomOp) -> &'static str {
    match op {
        AtomOp::Add => "add",
        AtomOp::Sub => "subtract",
        AtomOp::Rsub => "reverse subtract",
        AtomOp::Inc => "wrapping increment",
        AtomOp::Dec => "wrapping decrement",
        AtomOp::MinI => "signed minimum",
        AtomOp::MaxI => "signed maximum",
        AtomOp::MinU => "unsigned minimum",
        AtomOp::MaxU => "unsigned maximum",
        AtomOp::And => "and",
        AtomOp::Or => "or",
        AtomOp::Xor => "xor",
        AtomOp::Mskor => "masked or",
        AtomOp::Xchg => "exchange",
        AtomOp::Cmpst { .. } => "compare and store",
        AtomOp::CmpstF { .. } => "float compare and store",
        AtomOp::MinF { num: false } => "float minimum (guide's compare)",
        AtomOp::MaxF { num: false } => "float maximum (guide's compare)",
        AtomOp::MinF { num: true } => "float minimumNumber",
        AtomOp::MaxF { num: true } => "float maximumNumber",
        AtomOp::AddF => "float add",
        AtomOp::PkAddF16 => "packed f16 add",
        AtomOp::PkAddBf16 => "packed bf16 add",
        AtomOp::Wrap => "wrap",
        AtomOp::CondSub => "conditional subtract",
        AtomOp::SubClamp => "subtract clamped at zero",
    }
}

fn load_ext(bytes: u8, ext: Ext, d16: u8) -> String {
    let e = match ext {
        Ext::Sign => ", sign-extended",
        Ext::Zero => ", zero-extended",
        Ext::None => "",
    };
    let half = match d16 {
        1 => " into the low half",
        2 => " into the high half",
        _ => "",
    };
    format!("{bytes}-byte load{e}{half}")
}

/// A DS kind in words.
pub fn ds(kind: DsKind) -> String {
    match kind {
        DsKind::Nop => "no LDS access".into(),
        DsKind::Load { bytes, ext, d16 } => format!("LDS {}", load_ext(bytes, ext, d16)),
        DsKind::Load2 { elt, st64 } => format!(
            "LDS load of two {elt}-byte elements at two offsets{}",
            if st64 { " (stride 64)" } else { "" }
        ),
        DsKind::Store { bytes, hi } => format!(
            "LDS {bytes}-byte store{}",
            if hi { " from the high half" } else { "" }
        ),
        DsKind::Store2 { elt, st64 } => format!(
            "LDS store of two {elt}-byte elements at two offsets{}",
            if st64 { " (stride 64)" } else { "" }
        ),
        DsKind::Atomic { op, width, rtn } => format!(
            "LDS {width}-byte atomic {}{}",
            atom(op),
            if rtn { ", returning the old value" } else { "" }
        ),
        DsKind::Xchg2 { elt, st64 } => format!(
            "LDS exchange of two {elt}-byte elements{}",
            if st64 { " (stride 64)" } else { "" }
        ),
        DsKind::Swizzle => "lane swizzle (no LDS access)".into(),
        DsKind::Permute => "forward lane permute (no LDS access)".into(),
        DsKind::Bpermute { fi } => format!(
            "backward lane permute{} (no LDS access)",
            if fi { " reading inactive lanes" } else { "" }
        ),
        DsKind::Append => "wave-wide LDS counter increment".into(),
        DsKind::Consume => "wave-wide LDS counter decrement".into(),
        DsKind::LoadAddtid => "LDS load addressed by lane number".into(),
        DsKind::StoreAddtid => "LDS store addressed by lane number".into(),
        DsKind::Src2 { op, width } => format!("LDS {width}-byte {} of two LDS locations", atom(op)),
        DsKind::CondXchg32 => "LDS pair of conditional 32-bit exchanges".into(),
        DsKind::BvhStack { push, pops } => {
            format!("LDS ray-tracing stack: push up to {push}, pop {pops}")
        }
        DsKind::LoadTr { bits } => format!("LDS transposing load of {bits}-bit elements"),
        DsKind::Unsupported => "no kind (not executed)".into(),
    }
}

/// A VOP3P kind in words.
pub fn vop3p(kind: Vop3pKind) -> String {
    match kind {
        Vop3pKind::PkInt(op) => format!("packed 16-bit {}", bin(op)),
        Vop3pKind::PkMad { signed } => format!(
            "packed {} 16-bit multiply-add",
            if signed { "signed" } else { "unsigned" }
        ),
        Vop3pKind::PkF(op) => format!("packed f16 {}", fbin(op)),
        Vop3pKind::PkFma => "packed f16 fused multiply-add".into(),
        Vop3pKind::Dot2F32 { bf16 } => format!(
            "two-element {} dot product into f32",
            if bf16 { "bf16" } else { "f16" }
        ),
        Vop3pKind::DotInt { bits, signed, iu } => format!(
            "{}-element {bits}-bit integer dot product ({})",
            32 / bits,
            if iu {
                "signedness from NEG_LO"
            } else if signed {
                "signed"
            } else {
                "unsigned"
            }
        ),
        Vop3pKind::Wmma {
            int_bits,
            bf16,
            out16,
        } => format!(
            "16x16x16 matrix multiply-accumulate ({})",
            match (int_bits, bf16, out16) {
                (0, false, false) => "f16 to f32",
                (0, true, false) => "bf16 to f32",
                (0, false, true) => "f16 to f16, in one half of each result register",
                (0, true, true) => "bf16 to bf16, in one half of each result register",
                (8, ..) => "8-bit integers to i32",
                _ => "4-bit integers to i32",
            }
        ),
        Vop3pKind::FmaMix { out } => format!(
            "mixed-precision fused multiply-add into {}",
            match out {
                0 => "f32",
                1 => "the low f16 half",
                _ => "the high f16 half",
            }
        ),
        Vop3pKind::AccvgprRead => "AGPR to VGPR move".into(),
        Vop3pKind::AccvgprWrite => "VGPR to AGPR move".into(),
        Vop3pKind::Unsupported => "no kind (not executed)".into(),
    }
}

/// A scalar memory kind in words.
pub fn smem(kind: SmemKind) -> String {
    match kind {
        SmemKind::Load { dwords } => format!("scalar load of {dwords} dwords"),
        SmemKind::BufferLoad { dwords } => {
            format!("scalar load of {dwords} dwords through a buffer resource")
        }
        SmemKind::Nop => "scalar cache control (nothing to do without caches)".into(),
    }
}

/// A FLAT/GLOBAL/SCRATCH kind in words; `space` names the segment.
pub fn flat(kind: FlatKind, space: &str) -> String {
    match kind {
        FlatKind::Load { bytes, sign, d16 } => format!(
            "{space} {}",
            load_ext(
                bytes,
                match (bytes, sign) {
                    (1 | 2, true) => Ext::Sign,
                    (1 | 2, false) => Ext::Zero,
                    _ => Ext::None,
                },
                d16
            )
        ),
        FlatKind::Store { bytes, hi } => format!(
            "{space} {bytes}-byte store{}",
            if hi { " from the high half" } else { "" }
        ),
        FlatKind::Atomic { op, width, .. } => format!(
            "{space} {width}-byte atomic {} (the old value returned when GLC is set)",
            atom(op)
        ),
    }
}

/// A buffer kind (`buffer::BufKind`) in words.
pub fn buffer(kind: crate::buffer::BufKind) -> String {
    use crate::buffer::BufKind;
    let shape = |comps: u8, d16: u8, typed: bool| {
        format!(
            "{comps}-component{}{}",
            match d16 {
                0 => "",
                1 => " 16-bit (d16)",
                _ => " 16-bit high-half (d16_hi)",
            },
            if typed {
                ", format from the instruction"
            } else {
                ", format from the resource"
            }
        )
    };
    match kind {
        BufKind::Mem(f) => flat(f, "buffer"),
        BufKind::FormatLoad { comps, d16, typed } => {
            format!("buffer format load, {}", shape(comps, d16, typed))
        }
        BufKind::FormatStore { comps, d16, typed } => {
            format!("buffer format store, {}", shape(comps, d16, typed))
        }
    }
}
