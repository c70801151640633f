//! Building the 64-byte kernel descriptor from an `.amdhsa_kernel` block,
//! as llvm-mc-22 does, and the AMDGPU functions its expressions may call
//! (`max`, `or`, `alignto`, `extrasgprs`, `totalnumvgprs`, `occupancy`).
//!
//! Ground truth: LLVM's `AMDGPUAsmParser::ParseDirectiveAMDHSAKernel` and
//! `calculateGPRBlocks`, `MCKernelDescriptor::getDefaultAmdhsaKernelDescriptor`,
//! `IsaInfo` (AMDGPUBaseInfo.cpp) and `AMDGPUMCExpr.cpp`, every rule checked
//! against llvm-mc-22 (tests/kd_build.rs and its fixtures). Bit positions
//! come from [`crate::descriptor`].
//!
//! The caller evaluates each directive's expression. One that names a symbol
//! set further on (clang-22 writes `.amdhsa_next_free_vgpr
//! max(totalnumvgprs(k.num_agpr, k.num_vgpr), 1, 0)` with `amdgpu.max_num_vgpr`
//! set at the end of the file) is evaluated at the end and handed to
//! [`KdBuilder::set_deferred`]: llvm-mc-22 treats such values differently.
//!
//! ```
//! use amdgpu_codeobj::kd_build::{KdBuilder, KdContext};
//! let target = amdgpu_isa::Target::from_name("gfx1100").unwrap();
//! let mut kd = KdBuilder::new(KdContext::new(target));
//! kd.set(".amdhsa_next_free_vgpr", 9).unwrap();
//! kd.set(".amdhsa_next_free_sgpr", 4).unwrap();
//! kd.set(".amdhsa_user_sgpr_kernarg_segment_ptr", 1).unwrap();
//! let bytes = kd.finish().unwrap();
//! assert_eq!(bytes[48], 1); // two 8-VGPR blocks, encoded as 1
//! ```

use crate::descriptor::{offset, preload, properties, rsrc1, rsrc2, rsrc3, Field, SIZE};
use amdgpu_isa::{Arch, Gen, Target};

pub use crate::write::Feature;

/// What a descriptor depends on besides its fields.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct KdContext {
    pub target: Target,
    /// 4, 5 or 6. llvm-mc-22 builds the same descriptor for each (checked:
    /// defaults and accepted directives do not change with it).
    pub code_object_version: u32,
    /// XNACK from the target id; only read where the target supports it.
    pub xnack: Feature,
    /// SRAMECC from the target id (no descriptor field depends on it).
    pub sramecc: Feature,
    /// Whether the target assembles for wave64 unless
    /// `.amdhsa_wavefront_size32` says otherwise (always true on GFX9).
    pub wave64_default: bool,
    /// `-mattr=+cumode` (GFX10+): WGP_MODE defaults to 0.
    pub cu_mode: bool,
    /// `-mattr=+tgsplit` (gfx90a, gfx942, gfx950): TG_SPLIT defaults to 1.
    pub tg_split: bool,
}

impl KdContext {
    /// The context `llvm-mc-22 -mcpu=T` starts from: code object version 6,
    /// XNACK and SRAMECC `Any`, the target's wave size.
    pub fn new(target: Target) -> KdContext {
        KdContext {
            target,
            code_object_version: 6,
            xnack: Feature::Any,
            sramecc: Feature::Any,
            wave64_default: target.wave64(),
            cu_mode: false,
            tg_split: false,
        }
    }

    /// The ISA major version (9 for every GFX9 part, 10, 11, 12).
    fn major(&self) -> u32 {
        match self.target.gen() {
            Gen::Gfx9 => 9,
            Gen::Gfx10 => 10,
            Gen::Gfx11 => 11,
            Gen::Gfx12 => 12,
        }
    }

    /// LLVM's FeatureGFX90AInsts: gfx90a, gfx942, gfx950.
    fn gfx90a_insts(&self) -> bool {
        matches!(self.target.arch(), Arch::Cdna2 | Arch::Cdna3 | Arch::Cdna4)
    }

    /// LLVM's FeatureArchitectedFlatScratch: gfx942, gfx950 and GFX11+.
    fn architected_flat_scratch(&self) -> bool {
        matches!(self.target.arch(), Arch::Cdna3 | Arch::Cdna4) || self.major() >= 11
    }

    /// LLVM's FeatureKernargPreload (gfx90a, gfx942, gfx950 among ours).
    fn kernarg_preload(&self) -> bool {
        self.gfx90a_insts()
    }

    /// `TargetID::isXnackOnOrAny`: XNACK is a target-id feature of every GFX9
    /// part and of gfx1010-gfx1013 (AMDGPUUsage "Processors" table); elsewhere
    /// it is unsupported, which counts as off.
    fn xnack_on_or_any(&self) -> bool {
        let supported = self.target.gen() == Gen::Gfx9 || self.target.arch() == Arch::Rdna1;
        supported && self.xnack != Feature::Off
    }

    /// Wave32 as the VGPR granule sees it: the directive if given, else the
    /// target's default; GFX9 is wave64 only.
    fn wave32(&self, directive: Option<bool>) -> bool {
        self.major() >= 10 && directive.unwrap_or(!self.wave64_default)
    }
}

/// Where an error points, as llvm-mc-22 reports it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum KdErrorAt {
    /// The directive's name.
    Name,
    /// The directive's value.
    Value,
    /// The end of the `.end_amdhsa_kernel` line.
    End,
    /// The value of the named directive, given earlier in the block
    /// (`.amdhsa_next_free_vgpr`/`_sgpr` found out of range at the end).
    ValueOf(&'static str),
}

/// An error in an `.amdhsa_kernel` block, with llvm-mc-22's message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KdError {
    pub at: KdErrorAt,
    pub msg: String,
}

impl KdError {
    fn new(at: KdErrorAt, msg: &str) -> KdError {
        KdError {
            at,
            msg: msg.to_string(),
        }
    }
}

impl std::fmt::Display for KdError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.msg)
    }
}

impl std::error::Error for KdError {}

const OUT_OF_RANGE: &str = "value out of range";
const NEXT_FREE_VGPR: &str = ".amdhsa_next_free_vgpr";
const NEXT_FREE_SGPR: &str = ".amdhsa_next_free_sgpr";
/// SGPRs a GFX8/GFX9 kernel may name (`IsaInfo::getAddressableNumSGPRs`).
const ADDRESSABLE_SGPRS_GFX9: u64 = 102;
/// `getMaxNumUserSGPRs` below gfx1250.
const MAX_USER_SGPRS: u64 = 16;

fn range_error() -> KdError {
    KdError::new(KdErrorAt::Value, OUT_OF_RANGE)
}

/// Every directive an `.amdhsa_kernel` block of llvm-mc-22 knows, in the
/// order AMDGPUUsage lists them.
pub const DIRECTIVES: [&str; 50] = [
    ".amdhsa_group_segment_fixed_size",
    ".amdhsa_private_segment_fixed_size",
    ".amdhsa_kernarg_size",
    ".amdhsa_user_sgpr_count",
    ".amdhsa_user_sgpr_private_segment_buffer",
    ".amdhsa_user_sgpr_dispatch_ptr",
    ".amdhsa_user_sgpr_queue_ptr",
    ".amdhsa_user_sgpr_kernarg_segment_ptr",
    ".amdhsa_user_sgpr_dispatch_id",
    ".amdhsa_user_sgpr_flat_scratch_init",
    ".amdhsa_user_sgpr_kernarg_preload_length",
    ".amdhsa_user_sgpr_kernarg_preload_offset",
    ".amdhsa_user_sgpr_private_segment_size",
    ".amdhsa_wavefront_size32",
    ".amdhsa_uses_dynamic_stack",
    ".amdhsa_enable_private_segment",
    ".amdhsa_system_sgpr_private_segment_wavefront_offset",
    ".amdhsa_system_sgpr_workgroup_id_x",
    ".amdhsa_system_sgpr_workgroup_id_y",
    ".amdhsa_system_sgpr_workgroup_id_z",
    ".amdhsa_system_sgpr_workgroup_info",
    ".amdhsa_system_vgpr_workitem_id",
    ".amdhsa_next_free_vgpr",
    ".amdhsa_next_free_sgpr",
    ".amdhsa_accum_offset",
    ".amdhsa_reserve_vcc",
    ".amdhsa_reserve_flat_scratch",
    ".amdhsa_reserve_xnack_mask",
    ".amdhsa_float_round_mode_32",
    ".amdhsa_float_round_mode_16_64",
    ".amdhsa_float_denorm_mode_32",
    ".amdhsa_float_denorm_mode_16_64",
    ".amdhsa_dx10_clamp",
    ".amdhsa_ieee_mode",
    ".amdhsa_fp16_overflow",
    ".amdhsa_tg_split",
    ".amdhsa_workgroup_processor_mode",
    ".amdhsa_memory_ordered",
    ".amdhsa_forward_progress",
    ".amdhsa_shared_vgpr_count",
    ".amdhsa_inst_pref_size",
    ".amdhsa_exception_fp_ieee_invalid_op",
    ".amdhsa_exception_fp_denorm_src",
    ".amdhsa_exception_fp_ieee_div_zero",
    ".amdhsa_exception_fp_ieee_overflow",
    ".amdhsa_exception_fp_ieee_underflow",
    ".amdhsa_exception_fp_ieee_inexact",
    ".amdhsa_exception_int_div_zero",
    ".amdhsa_round_robin_scheduling",
    ".amdhsa_named_barrier_count",
];
// (a bit each in KdBuilder::seen)
const _: () = assert!(DIRECTIVES.len() <= 64);

/// The place of `name` in [`DIRECTIVES`], if it is one of them (found by
/// hash: each block of compiler output names some 40).
pub fn directive_index(name: &str) -> Option<usize> {
    static INDEX: std::sync::OnceLock<rustc_hash::FxHashMap<&str, usize>> =
        std::sync::OnceLock::new();
    let index = INDEX.get_or_init(|| {
        DIRECTIVES
            .iter()
            .enumerate()
            .map(|(i, d)| (*d, i))
            .collect()
    });
    index.get(name).copied()
}

/// The word a plain field lives in.
#[derive(Clone, Copy, Debug)]
enum Word {
    Rsrc1,
    Rsrc2,
    Properties,
}

/// Directives that set a field and nothing else, on every target
/// (PARSE_BITS_ENTRY with no check before it).
const PLAIN: [(&str, Word, Field); 18] = [
    (
        ".amdhsa_uses_dynamic_stack",
        Word::Properties,
        properties::USES_DYNAMIC_STACK,
    ),
    (
        ".amdhsa_system_sgpr_workgroup_id_x",
        Word::Rsrc2,
        rsrc2::ENABLE_SGPR_WORKGROUP_ID_X,
    ),
    (
        ".amdhsa_system_sgpr_workgroup_id_y",
        Word::Rsrc2,
        rsrc2::ENABLE_SGPR_WORKGROUP_ID_Y,
    ),
    (
        ".amdhsa_system_sgpr_workgroup_id_z",
        Word::Rsrc2,
        rsrc2::ENABLE_SGPR_WORKGROUP_ID_Z,
    ),
    (
        ".amdhsa_system_sgpr_workgroup_info",
        Word::Rsrc2,
        rsrc2::ENABLE_SGPR_WORKGROUP_INFO,
    ),
    (
        ".amdhsa_system_vgpr_workitem_id",
        Word::Rsrc2,
        rsrc2::ENABLE_VGPR_WORKITEM_ID,
    ),
    (
        ".amdhsa_float_round_mode_32",
        Word::Rsrc1,
        rsrc1::FLOAT_ROUND_MODE_32,
    ),
    (
        ".amdhsa_float_round_mode_16_64",
        Word::Rsrc1,
        rsrc1::FLOAT_ROUND_MODE_16_64,
    ),
    (
        ".amdhsa_float_denorm_mode_32",
        Word::Rsrc1,
        rsrc1::FLOAT_DENORM_MODE_32,
    ),
    (
        ".amdhsa_float_denorm_mode_16_64",
        Word::Rsrc1,
        rsrc1::FLOAT_DENORM_MODE_16_64,
    ),
    (".amdhsa_fp16_overflow", Word::Rsrc1, rsrc1::FP16_OVFL),
    (
        ".amdhsa_exception_fp_ieee_invalid_op",
        Word::Rsrc2,
        rsrc2::EXCEPTION_FP_INVALID_OPERATION,
    ),
    (
        ".amdhsa_exception_fp_denorm_src",
        Word::Rsrc2,
        rsrc2::EXCEPTION_FP_DENORMAL_SOURCE,
    ),
    (
        ".amdhsa_exception_fp_ieee_div_zero",
        Word::Rsrc2,
        rsrc2::EXCEPTION_FP_DIVISION_BY_ZERO,
    ),
    (
        ".amdhsa_exception_fp_ieee_overflow",
        Word::Rsrc2,
        rsrc2::EXCEPTION_FP_OVERFLOW,
    ),
    (
        ".amdhsa_exception_fp_ieee_underflow",
        Word::Rsrc2,
        rsrc2::EXCEPTION_FP_UNDERFLOW,
    ),
    (
        ".amdhsa_exception_fp_ieee_inexact",
        Word::Rsrc2,
        rsrc2::EXCEPTION_FP_INEXACT,
    ),
    (
        ".amdhsa_exception_int_div_zero",
        Word::Rsrc2,
        rsrc2::EXCEPTION_INT_DIVIDE_BY_ZERO,
    ),
];

/// The descriptor of one `.amdhsa_kernel` block, built a directive at a time.
/// After an error the block is abandoned, as llvm-mc-22 abandons it.
#[derive(Clone, Debug)]
pub struct KdBuilder {
    ctx: KdContext,
    /// The directives set so far, a bit per place in [`DIRECTIVES`].
    seen: u64,
    group_segment_fixed_size: u32,
    private_segment_fixed_size: u32,
    kernarg_size: u32,
    rsrc1: u32,
    rsrc2: u32,
    rsrc3: u32,
    properties: u32,
    kernarg_preload: u32,
    next_free_vgpr: Option<Val>,
    next_free_sgpr: Option<Val>,
    accum_offset: Option<Val>,
    kernarg_size_later: bool,
    shared_vgpr_count: u64,
    preload_length: u64,
    preload_offset: u64,
    implied_user_sgprs: u64,
    explicit_user_sgprs: Option<u32>,
    reserve_vcc: bool,
    reserve_flat_scratch: bool,
    wave32: Option<bool>,
}

/// A directive's value: known where the directive stands, or only later
/// (an expression naming a symbol defined further on).
#[derive(Clone, Copy, Debug)]
enum Val {
    Now(u64),
    Later(i64),
}

/// `field` of `word` set to `value` (LLVM's PARSE_BITS_ENTRY and
/// `MCKernelDescriptor::bits_set`): a value known now must fit ("value out of
/// range"); a later one is shifted in unmasked, its high bits landing on the
/// fields above, as llvm-mc-22 does.
fn put(word: &mut u32, field: Field, value: Val) -> Result<(), KdError> {
    match value {
        Val::Now(v) => {
            if v > u64::from(field.mask()) {
                return Err(range_error());
            }
            *word = field.set(*word, v as u32);
        }
        Val::Later(x) => *word = later_bits(*word, field, x),
    }
    Ok(())
}

/// `alignto(max(1, regs), granule) / granule - 1` as llvm-mc-22 evaluates the
/// expression it keeps for a later register count (signed `max` and `/`).
fn later_blocks(regs: i64, granule: u64) -> i64 {
    let aligned = align_to(regs.max(1) as u64, granule).unwrap_or(0) as i64;
    (aligned / granule as i64).wrapping_sub(1)
}

/// `(word & ~mask) | (value << lo)` cut to 32 bits.
fn later_bits(word: u32, field: Field, value: i64) -> u32 {
    let cleared = field.set(word, 0);
    cleared | ((value as u64) << field.lo) as u32
}

/// `IsaInfo::getGranulatedNumRegisterBlocks`: blocks of `granule` registers
/// for `regs` registers (at least one), minus one.
fn register_blocks(regs: u64, granule: u64) -> u64 {
    regs.max(1).div_ceil(granule) - 1
}

impl KdBuilder {
    /// A block with llvm-mc-22's defaults
    /// (`MCKernelDescriptor::getDefaultAmdhsaKernelDescriptor`).
    pub fn new(ctx: KdContext) -> KdBuilder {
        let major = ctx.major();
        let mut r1 = rsrc1::FLOAT_DENORM_MODE_16_64.set(0, 3);
        if major < 12 {
            r1 = rsrc1::ENABLE_DX10_CLAMP.set(r1, 1);
            r1 = rsrc1::ENABLE_IEEE_MODE.set(r1, 1);
        }
        let mut props = 0;
        if major >= 10 {
            r1 = rsrc1::WGP_MODE.set(r1, u32::from(!ctx.cu_mode));
            r1 = rsrc1::MEM_ORDERED.set(r1, 1);
            r1 = rsrc1::FWD_PROGRESS.set(r1, 1);
            if !ctx.wave64_default {
                props = properties::ENABLE_WAVEFRONT_SIZE32.set(props, 1);
            }
        }
        KdBuilder {
            ctx,
            seen: 0,
            group_segment_fixed_size: 0,
            private_segment_fixed_size: 0,
            kernarg_size: 0,
            rsrc1: r1,
            rsrc2: rsrc2::ENABLE_SGPR_WORKGROUP_ID_X.set(0, 1),
            rsrc3: rsrc3::GFX90A_TG_SPLIT.set(0, u32::from(ctx.tg_split && ctx.gfx90a_insts())),
            properties: props,
            kernarg_preload: 0,
            next_free_vgpr: None,
            next_free_sgpr: None,
            accum_offset: None,
            kernarg_size_later: false,
            shared_vgpr_count: 0,
            preload_length: 0,
            preload_offset: 0,
            implied_user_sgprs: 0,
            explicit_user_sgprs: None,
            reserve_vcc: true,
            reserve_flat_scratch: true,
            wave32: None,
        }
    }

    /// The context the block was started with.
    pub fn context(&self) -> &KdContext {
        &self.ctx
    }

    /// One `.amdhsa_NAME VALUE` line (`name` with its leading dot), its value
    /// known where the directive stands. The checks run in
    /// ParseDirectiveAMDHSAKernel's order: repetition, a negative value, then
    /// the directive's own.
    pub fn set(&mut self, name: &str, value: i64) -> Result<(), KdError> {
        self.set_value(name, value, true)
    }

    /// A directive whose expression could not be evaluated where it stands
    /// (it names a symbol defined further on: clang's `NAME.num_vgpr` and
    /// friends), with the value it has at the end of the file. llvm-mc-22
    /// keeps such a value as an expression: no range check (the value's bits
    /// go into the word unmasked), the register-count checks skipped, and
    /// the directives that need the value at once refuse it ("directive should
    /// have resolvable expression"; `.amdhsa_kernarg_size` at the end).
    pub fn set_deferred(&mut self, name: &str, value: i64) -> Result<(), KdError> {
        self.set_value(name, value, false)
    }

    fn set_value(&mut self, name: &str, value: i64, now: bool) -> Result<(), KdError> {
        // (a name outside the list is refused further on, as unknown)
        if let Some(bit) = directive_index(name).map(|i| 1 << i) {
            if self.seen & bit != 0 {
                // TokError at the token after the name: the value.
                return Err(KdError::new(
                    KdErrorAt::Value,
                    ".amdhsa_ directives cannot be repeated",
                ));
            }
            self.seen |= bit;
        }
        if now && value < 0 {
            return Err(range_error());
        }
        // LLVM's `Val`, 0 for an expression it could not evaluate yet.
        let v = if now { value as u64 } else { 0 };
        let val = if now { Val::Now(v) } else { Val::Later(value) };
        let resolvable = || {
            if now {
                Ok(())
            } else {
                Err(KdError::new(
                    KdErrorAt::Name,
                    "directive should have resolvable expression",
                ))
            }
        };
        let ctx = self.ctx;
        let major = ctx.major();
        let require = |ok: bool, msg: &str| {
            if ok {
                Ok(())
            } else {
                Err(KdError::new(KdErrorAt::Name, msg))
            }
        };
        let no_architected = || {
            require(
                !ctx.architected_flat_scratch(),
                "directive is not supported with architected flat scratch",
            )
        };
        // A later size is cut to 32 bits, unchecked.
        let fit32 = |v: u64| {
            if now {
                u32::try_from(v).map_err(|_| range_error())
            } else {
                Ok(value as u32)
            }
        };
        if let Some(&(_, word, field)) = PLAIN.iter().find(|p| p.0 == name) {
            let word = match word {
                Word::Rsrc1 => &mut self.rsrc1,
                Word::Rsrc2 => &mut self.rsrc2,
                Word::Properties => &mut self.properties,
            };
            return put(word, field, val);
        }
        match name {
            ".amdhsa_group_segment_fixed_size" => self.group_segment_fixed_size = fit32(v)?,
            ".amdhsa_private_segment_fixed_size" => self.private_segment_fixed_size = fit32(v)?,
            ".amdhsa_kernarg_size" => {
                self.kernarg_size = fit32(v)?;
                self.kernarg_size_later = !now;
            }
            ".amdhsa_user_sgpr_count" => {
                resolvable()?;
                // Kept in an `unsigned` by LLVM: the value is cut to 32 bits.
                self.explicit_user_sgprs = Some(v as u32)
            }
            ".amdhsa_user_sgpr_private_segment_buffer" => {
                resolvable()?;
                no_architected()?;
                self.user_sgpr(properties::ENABLE_SGPR_PRIVATE_SEGMENT_BUFFER, v, 4)?
            }
            ".amdhsa_user_sgpr_kernarg_preload_length" => {
                resolvable()?;
                require(ctx.kernarg_preload(), "directive requires gfx90a+")?;
                if v > MAX_USER_SGPRS {
                    return Err(range_error());
                }
                put(&mut self.kernarg_preload, preload::LENGTH, val)?;
                self.implied_user_sgprs += v;
                self.preload_length = v;
            }
            ".amdhsa_user_sgpr_kernarg_preload_offset" => {
                resolvable()?;
                require(ctx.kernarg_preload(), "directive requires gfx90a+")?;
                put(&mut self.kernarg_preload, preload::OFFSET, val)?;
                self.preload_offset = v;
            }
            ".amdhsa_user_sgpr_dispatch_ptr" => {
                resolvable()?;
                self.user_sgpr(properties::ENABLE_SGPR_DISPATCH_PTR, v, 2)?
            }
            ".amdhsa_user_sgpr_queue_ptr" => {
                resolvable()?;
                self.user_sgpr(properties::ENABLE_SGPR_QUEUE_PTR, v, 2)?
            }
            ".amdhsa_user_sgpr_kernarg_segment_ptr" => {
                resolvable()?;
                self.user_sgpr(properties::ENABLE_SGPR_KERNARG_SEGMENT_PTR, v, 2)?
            }
            ".amdhsa_user_sgpr_dispatch_id" => {
                resolvable()?;
                self.user_sgpr(properties::ENABLE_SGPR_DISPATCH_ID, v, 2)?
            }
            ".amdhsa_user_sgpr_flat_scratch_init" => {
                no_architected()?;
                resolvable()?;
                self.user_sgpr(properties::ENABLE_SGPR_FLAT_SCRATCH_INIT, v, 2)?
            }
            ".amdhsa_user_sgpr_private_segment_size" => {
                resolvable()?;
                self.user_sgpr(properties::ENABLE_SGPR_PRIVATE_SEGMENT_SIZE, v, 1)?
            }
            ".amdhsa_wavefront_size32" => {
                resolvable()?;
                require(major >= 10, "directive requires gfx10+")?;
                self.wave32 = Some(v != 0);
                put(
                    &mut self.properties,
                    properties::ENABLE_WAVEFRONT_SIZE32,
                    val,
                )?
            }
            ".amdhsa_system_sgpr_private_segment_wavefront_offset" => {
                no_architected()?;
                put(&mut self.rsrc2, rsrc2::ENABLE_PRIVATE_SEGMENT, val)?
            }
            ".amdhsa_enable_private_segment" => {
                require(
                    ctx.architected_flat_scratch(),
                    "directive is not supported without architected flat scratch",
                )?;
                put(&mut self.rsrc2, rsrc2::ENABLE_PRIVATE_SEGMENT, val)?
            }
            NEXT_FREE_VGPR => self.next_free_vgpr = Some(val),
            NEXT_FREE_SGPR => self.next_free_sgpr = Some(val),
            ".amdhsa_accum_offset" => {
                require(ctx.gfx90a_insts(), "directive requires gfx90a+")?;
                self.accum_offset = Some(val);
            }
            // A later reserve value still counts, as a truth value (measured).
            ".amdhsa_reserve_vcc" => {
                if v > 1 {
                    return Err(range_error());
                }
                self.reserve_vcc = value != 0;
            }
            ".amdhsa_reserve_flat_scratch" => {
                // "directive requires gfx7+" cannot fire on a GFX9+ target.
                no_architected()?;
                if v > 1 {
                    return Err(range_error());
                }
                self.reserve_flat_scratch = value != 0;
            }
            ".amdhsa_reserve_xnack_mask" => {
                // "directive requires gfx8+" cannot fire on a GFX9+ target.
                if v > 1 {
                    return Err(range_error());
                }
                require(
                    (v != 0) == ctx.xnack_on_or_any(),
                    ".amdhsa_reserve_xnack_mask does not match target id",
                )?;
            }
            ".amdhsa_dx10_clamp" => {
                require(major < 12, "directive unsupported on gfx12+")?;
                put(&mut self.rsrc1, rsrc1::ENABLE_DX10_CLAMP, val)?
            }
            ".amdhsa_ieee_mode" => {
                require(major < 12, "directive unsupported on gfx12+")?;
                put(&mut self.rsrc1, rsrc1::ENABLE_IEEE_MODE, val)?
            }
            ".amdhsa_tg_split" => {
                require(ctx.gfx90a_insts(), "directive requires gfx90a+")?;
                put(&mut self.rsrc3, rsrc3::GFX90A_TG_SPLIT, val)?
            }
            ".amdhsa_workgroup_processor_mode" => {
                require(
                    major >= 10,
                    &format!("directive unsupported on {}", ctx.target.name()),
                )?;
                put(&mut self.rsrc1, rsrc1::WGP_MODE, val)?
            }
            ".amdhsa_memory_ordered" => {
                require(major >= 10, "directive requires gfx10+")?;
                put(&mut self.rsrc1, rsrc1::MEM_ORDERED, val)?
            }
            ".amdhsa_forward_progress" => {
                require(major >= 10, "directive requires gfx10+")?;
                put(&mut self.rsrc1, rsrc1::FWD_PROGRESS, val)?
            }
            ".amdhsa_shared_vgpr_count" => {
                resolvable()?;
                require(
                    major == 10 || major == 11,
                    "directive requires gfx10 or gfx11",
                )?;
                self.shared_vgpr_count = v;
                put(&mut self.rsrc3, rsrc3::GFX10_GFX11_SHARED_VGPR_COUNT, val)?
            }
            ".amdhsa_inst_pref_size" => {
                require(major >= 11, "directive requires gfx11+")?;
                let field = if major == 11 {
                    rsrc3::GFX11_INST_PREF_SIZE
                } else {
                    rsrc3::GFX12_INST_PREF_SIZE
                };
                put(&mut self.rsrc3, field, val)?
            }
            ".amdhsa_round_robin_scheduling" => {
                require(major >= 12, "directive requires gfx12+")?;
                put(&mut self.rsrc1, rsrc1::ENABLE_WG_RR_EN, val)?
            }
            // Named barriers exist from gfx1250 on, which is none of ours.
            ".amdhsa_named_barrier_count" => require(false, "directive requires gfx1250+")?,
            _ => {
                return Err(KdError::new(
                    KdErrorAt::Name,
                    "unknown .amdhsa_kernel directive",
                ))
            }
        }
        Ok(())
    }

    /// A `kernel_code_properties` user-SGPR bit; a set one adds `count` to
    /// the user SGPRs the block implies.
    fn user_sgpr(&mut self, field: Field, v: u64, count: u64) -> Result<(), KdError> {
        put(&mut self.properties, field, Val::Now(v))?;
        if v != 0 {
            self.implied_user_sgprs += count;
        }
        Ok(())
    }

    /// `.end_amdhsa_kernel`: the checks that need the whole block, the
    /// register blocks, then the 64 bytes (`kernel_code_entry_byte_offset`
    /// left 0: the caller adds its relocation).
    pub fn finish(self) -> Result<[u8; SIZE], KdError> {
        let ctx = self.ctx;
        let major = ctx.major();
        let end = |msg: &str| Err(KdError::new(KdErrorAt::End, msg));
        let Some(next_free_vgpr) = self.next_free_vgpr else {
            return end(".amdhsa_next_free_vgpr directive is required");
        };
        let Some(next_free_sgpr) = self.next_free_sgpr else {
            return end(".amdhsa_next_free_sgpr directive is required");
        };

        let implied = self.implied_user_sgprs;
        let user_sgprs = self.explicit_user_sgprs.map_or(implied, u64::from);

        // calculateGPRBlocks. A count known at its directive is checked (and
        // not cut to 32 bits: llvm-mc-22 refuses 2^32 + 8 VGPRs); a later one
        // goes in unchecked and unmasked, as llvm-mc-22's expressions do.
        let sgprs = match next_free_sgpr {
            // GFX10+ allocates SGPRs by itself; the field stays 0.
            _ if major >= 10 => Val::Now(0),
            named => {
                let extra = extra_sgprs(
                    &ctx,
                    self.reserve_vcc,
                    self.reserve_flat_scratch,
                    ctx.xnack_on_or_any(),
                );
                // Preloaded kernargs count in the SGPR blocks even when the
                // code names none of them: the user SGPRs are a floor
                // (measured on llvm-mc-22; LLVM's test
                // kernarg-preload-num-sgprs says "Account for preload kernarg
                // SGPRs in KD field GRANULATED_WAVEFRONT_SGPR_COUNT").
                let preload = self.preload_length != 0;
                match named {
                    Val::Now(mut n) => {
                        if preload {
                            n = n.max(user_sgprs);
                        }
                        if n > ADDRESSABLE_SGPRS_GFX9 {
                            return Err(KdError::new(
                                KdErrorAt::ValueOf(NEXT_FREE_SGPR),
                                OUT_OF_RANGE,
                            ));
                        }
                        Val::Now(n + extra)
                    }
                    Val::Later(mut x) => {
                        if preload {
                            x = x.max(user_sgprs as i64);
                        }
                        Val::Later(x.wrapping_add(extra as i64))
                    }
                }
            }
        };
        let wave32 = ctx.wave32(self.wave32);
        // IsaInfo::getVGPREncodingGranule: 8 with GFX90A instructions or in
        // wave32, else 4.
        let vgpr_granule = if ctx.gfx90a_insts() || wave32 { 8 } else { 4 };
        let mut r1 = self.rsrc1;
        let vgpr_blocks = match next_free_vgpr {
            Val::Now(n) => {
                let blocks = register_blocks(n, vgpr_granule);
                let field = rsrc1::GRANULATED_WORKITEM_VGPR_COUNT;
                if put(&mut r1, field, Val::Now(blocks)).is_err() {
                    return Err(KdError::new(
                        KdErrorAt::ValueOf(NEXT_FREE_VGPR),
                        OUT_OF_RANGE,
                    ));
                }
                Some(blocks)
            }
            Val::Later(x) => {
                let blocks = later_blocks(x, vgpr_granule);
                r1 = later_bits(r1, rsrc1::GRANULATED_WORKITEM_VGPR_COUNT, blocks);
                None
            }
        };
        // IsaInfo::getSGPREncodingGranule is 8.
        match sgprs {
            Val::Now(n) => {
                let field = rsrc1::GRANULATED_WAVEFRONT_SGPR_COUNT;
                if put(&mut r1, field, Val::Now(register_blocks(n, 8))).is_err() {
                    return Err(KdError::new(
                        KdErrorAt::ValueOf(NEXT_FREE_SGPR),
                        OUT_OF_RANGE,
                    ));
                }
            }
            Val::Later(x) => {
                r1 = later_bits(
                    r1,
                    rsrc1::GRANULATED_WAVEFRONT_SGPR_COUNT,
                    later_blocks(x, 8),
                )
            }
        }

        if let Some(explicit) = self.explicit_user_sgprs {
            if implied > u64::from(explicit) {
                return end(
                    "amdgpu_user_sgpr_count smaller than than implied by enabled user SGPRs",
                );
            }
        }
        let mut r2 = self.rsrc2;
        if put(&mut r2, rsrc2::USER_SGPR_COUNT, Val::Now(user_sgprs)).is_err() {
            return end("too many user SGPRs enabled");
        }
        if self.kernarg_size_later {
            return end("Kernarg size should be resolvable");
        }

        let kernarg_size = u64::from(self.kernarg_size);
        if self.preload_length != 0
            && kernarg_size != 0
            && self.preload_length * 4 + self.preload_offset * 4 > kernarg_size
        {
            return end("Kernarg preload length + offset is larger than the kernarg segment size");
        }

        let mut r3 = self.rsrc3;
        if ctx.gfx90a_insts() {
            let Some(accum) = self.accum_offset else {
                return end(".amdhsa_accum_offset directive is required");
            };
            match accum {
                Val::Now(accum) => {
                    if !(4..=256).contains(&accum) || accum & 3 != 0 {
                        return end("accum_offset should be in range [4..256] in increments of 4");
                    }
                    // UNCONFIRMED: with a later VGPR count the check is skipped.
                    if let Val::Now(vgprs) = next_free_vgpr {
                        if accum > vgprs.max(1).div_ceil(4).saturating_mul(4) {
                            return end("accum_offset exceeds total VGPR allocation");
                        }
                    }
                    r3 = rsrc3::GFX90A_ACCUM_OFFSET.set(r3, (accum / 4 - 1) as u32);
                }
                // `accum / 4 - 1` as an expression: signed, unmasked.
                Val::Later(x) => {
                    r3 = later_bits(r3, rsrc3::GFX90A_ACCUM_OFFSET, (x / 4).wrapping_sub(1))
                }
            }
        }

        if major == 10 || major == 11 {
            // The 16-value limit was checked by `set`.
            if self.shared_vgpr_count != 0 && self.wave32 == Some(true) {
                return end("shared_vgpr_count directive not valid on wavefront size 32");
            }
            // Not checked against a later VGPR count (measured).
            if vgpr_blocks.is_some_and(|b| self.shared_vgpr_count * 2 + b > 63) {
                // LLVM's message ends in a newline.
                return end(
                    "shared_vgpr_count*2 + compute_pgm_rsrc1.GRANULATED_WORKITEM_VGPR_COUNT \
                     cannot exceed 63\n",
                );
            }
        }

        let mut b = [0u8; SIZE];
        let mut put32 = |at: usize, v: u32| b[at..at + 4].copy_from_slice(&v.to_le_bytes());
        put32(
            offset::GROUP_SEGMENT_FIXED_SIZE,
            self.group_segment_fixed_size,
        );
        put32(
            offset::PRIVATE_SEGMENT_FIXED_SIZE,
            self.private_segment_fixed_size,
        );
        put32(offset::KERNARG_SIZE, self.kernarg_size);
        put32(offset::COMPUTE_PGM_RSRC3, r3);
        put32(offset::COMPUTE_PGM_RSRC1, r1);
        put32(offset::COMPUTE_PGM_RSRC2, r2);
        let props = (self.properties as u16).to_le_bytes();
        b[offset::KERNEL_CODE_PROPERTIES..offset::KERNEL_CODE_PROPERTIES + 2]
            .copy_from_slice(&props);
        let preload = (self.kernarg_preload as u16).to_le_bytes();
        b[offset::KERNARG_PRELOAD..offset::KERNARG_PRELOAD + 2].copy_from_slice(&preload);
        Ok(b)
    }
}

/// `IsaInfo::getNumExtraSGPRs` for GFX9+: VCC takes 2; on GFX9 XNACK's mask
/// makes it 4 and FLAT_SCRATCH (reserved, or architected) 6. GFX10+ keeps
/// neither in the SGPR file.
fn extra_sgprs(ctx: &KdContext, vcc: bool, flat_scratch: bool, xnack: bool) -> u64 {
    let mut extra = if vcc { 2 } else { 0 };
    if ctx.major() >= 10 {
        return extra;
    }
    if xnack {
        extra = 4;
    }
    if flat_scratch || ctx.architected_flat_scratch() {
        extra = 6;
    }
    extra
}

/// LLVM's `alignTo(Value, Align)` on 64-bit unsigned values: the rounded-up
/// quotient times `align`, wrapping as C++ does.
fn align_to(value: u64, align: u64) -> Option<u64> {
    if align == 0 {
        return None;
    }
    Some(value.div_ceil(align).wrapping_mul(align))
}

/// The AMDGPU-specific MC expression functions as llvm-mc-22 evaluates them
/// (AMDGPUMCExpr.cpp), for arguments already evaluated: `max(a, …)` (signed),
/// `or(a, …)`, `alignto(x, align)`, `extrasgprs(vcc_used, flat_scratch_used,
/// xnack_used)`, `totalnumvgprs(agprs, vgprs)` and `occupancy(max_waves,
/// granule, total_vgprs, generation, init_occupancy, sgprs, vgprs)`.
/// `None` for a name that is not one of them (names are case-sensitive).
///
/// As llvm-mc-22 (a release build) does, arguments past the ones a function
/// reads are ignored; too few arguments, `alignto` by 0 and an occupancy
/// granule of 0 crash llvm-mc-22, so their messages here are UNCONFIRMED.
pub fn amdgpu_function(name: &str, args: &[i64], ctx: &KdContext) -> Option<Result<i64, String>> {
    let need = |n: usize| -> Result<(), String> {
        if args.len() < n {
            // UNCONFIRMED: llvm-mc-22 asserts (crashes) on a short list.
            Err(format!("{name} expects {n} arguments, got {}", args.len()))
        } else {
            Ok(())
        }
    };
    let u = |i: usize| args[i] as u64;
    Some(match name {
        "max" | "or" => {
            if args.is_empty() {
                // The parser's words for `max()`.
                return Some(Err(format!("empty {name} expression")));
            }
            let fold: fn(i64, i64) -> i64 = if name == "max" {
                |a, b| a.max(b)
            } else {
                |a, b| a | b
            };
            Ok(args.iter().copied().reduce(fold).unwrap_or(0))
        }
        "alignto" => need(2).and_then(|()| {
            align_to(u(0), u(1))
                .map(|v| v as i64)
                // UNCONFIRMED: llvm-mc-22 divides by zero.
                .ok_or_else(|| "alignto to a multiple of 0".to_string())
        }),
        "extrasgprs" => need(3).map(|()| extra_sgprs(ctx, u(0) != 0, u(1) != 0, u(2) != 0) as i64),
        "totalnumvgprs" => need(2).map(|()| {
            let (agprs, vgprs) = (u(0), u(1));
            // With GFX90A instructions AGPRs follow the VGPRs, 4-aligned.
            let total = if ctx.gfx90a_insts() && agprs != 0 {
                vgprs.div_ceil(4).wrapping_mul(4).wrapping_add(agprs)
            } else {
                vgprs.max(agprs)
            };
            total as i64
        }),
        "occupancy" => need(7).and_then(|()| occupancy(args).map(i64::from)),
        _ => return None,
    })
}

/// `AMDGPUMCExpr::evaluateOccupancy`: the smaller of the initial occupancy and
/// what the SGPR and VGPR counts allow (`IsaInfo::getOccupancyWithNumSGPRs`,
/// `getNumWavesPerEUWithNumVGPRs`), in LLVM's `unsigned` arithmetic.
fn occupancy(args: &[i64]) -> Result<u32, String> {
    let a = |i: usize| args[i] as u64 as u32;
    let (max_waves, granule, total_vgprs, generation, init) = (a(0), a(1), a(2), a(3), a(4));
    let (sgprs, vgprs) = (a(5), a(6));
    let mut occ = init;
    if sgprs != 0 {
        // AMDGPUSubtarget::Generation as llvm-mc-22 numbers it (measured:
        // VOLCANIC_ISLANDS = 7, GFX10 = 9).
        let by_sgprs = if generation >= 9 {
            max_waves
        } else if generation >= 7 {
            match sgprs {
                0..=80 => 10,
                81..=88 => 9,
                89..=100 => 8,
                _ => 7,
            }
        } else {
            match sgprs {
                0..=48 => 10,
                49..=56 => 9,
                57..=64 => 8,
                65..=72 => 7,
                73..=80 => 6,
                _ => 5,
            }
        };
        occ = occ.min(by_sgprs);
    }
    if vgprs != 0 {
        let by_vgprs = if vgprs < granule {
            max_waves
        } else {
            // UNCONFIRMED: llvm-mc-22 divides by zero on these.
            let rounded = align_to(u64::from(vgprs), u64::from(granule))
                .map(|r| r as u32)
                .filter(|&r| r != 0)
                .ok_or_else(|| "occupancy with a VGPR granule of 0".to_string())?;
            (total_vgprs / rounded).max(1).min(max_waves)
        };
        occ = occ.min(by_vgprs);
    }
    Ok(occ)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ctx(name: &str) -> KdContext {
        KdContext::new(Target::from_name(name).unwrap())
    }

    #[test]
    fn defaults_per_generation() {
        // llvm-mc-22 with only the required directives (next_free 0, and
        // accum_offset 4 where required).
        for (t, r1, props) in [
            ("gfx908", 0x00ac_0000u32, 0u16),
            ("gfx1030", 0xe0ac_0000, 0x400),
            ("gfx1200", 0xe00c_0000, 0x400),
        ] {
            let mut kd = KdBuilder::new(ctx(t));
            kd.set(NEXT_FREE_VGPR, 0).unwrap();
            kd.set(NEXT_FREE_SGPR, 0).unwrap();
            let b = kd.finish().unwrap();
            let d = crate::KernelDescriptor::parse(&b);
            assert_eq!((d.rsrc1, d.rsrc2, d.properties), (r1, 0x80, props), "{t}");
        }
    }

    #[test]
    fn functions() {
        let c = ctx("gfx90a");
        let f = |n: &str, a: &[i64]| amdgpu_function(n, a, &c).unwrap();
        assert_eq!(f("max", &[5, -3, 2]), Ok(5));
        assert_eq!(f("alignto", &[-5, 3]), Ok(-4));
        assert_eq!(f("alignto", &[7, -2]), Ok(-2));
        assert_eq!(f("totalnumvgprs", &[3, -1]), Ok(3));
        assert!(f("alignto", &[5, 0]).is_err());
        assert!(f("occupancy", &[10, 0, 512, 7, 10, 0, 30]).is_err());
        assert!(amdgpu_function("Max", &[1], &c).is_none());
    }
}
