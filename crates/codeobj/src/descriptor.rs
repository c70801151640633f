//! The 64-byte kernel descriptor (`NAME.kd`) and the fields of its
//! COMPUTE_PGM_RSRC1/2/3 words and kernel code properties.
//!
//! Layout and bit positions: LLVM's `AMDHSAKernelDescriptor.h` and
//! AMDGPUUsage "Code Object V3 Kernel Descriptor" (see the project's
//! kernel-facts notes §1.2).

/// Byte offsets of the descriptor's members (AMDHSAKernelDescriptor.h
/// `kernel_descriptor_t`); the bytes between them are reserved (zero).
pub mod offset {
    pub const GROUP_SEGMENT_FIXED_SIZE: usize = 0;
    pub const PRIVATE_SEGMENT_FIXED_SIZE: usize = 4;
    pub const KERNARG_SIZE: usize = 8;
    /// `kernel_code_entry_byte_offset`, 8 bytes.
    pub const ENTRY_BYTE_OFFSET: usize = 16;
    pub const COMPUTE_PGM_RSRC3: usize = 44;
    pub const COMPUTE_PGM_RSRC1: usize = 48;
    pub const COMPUTE_PGM_RSRC2: usize = 52;
    /// `kernel_code_properties`, 2 bytes.
    pub const KERNEL_CODE_PROPERTIES: usize = 56;
    /// `kernarg_preload`, 2 bytes.
    pub const KERNARG_PRELOAD: usize = 58;
}

/// A bit field of a descriptor word: its lowest bit and its width.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Field {
    pub lo: u32,
    pub width: u32,
}

impl Field {
    const fn new(lo: u32, width: u32) -> Field {
        Field { lo, width }
    }
    /// The field's value in `word`.
    pub fn get(self, word: u32) -> u32 {
        (word >> self.lo) & self.mask()
    }
    /// The largest value the field holds.
    pub fn mask(self) -> u32 {
        if self.width >= 32 {
            u32::MAX
        } else {
            (1 << self.width) - 1
        }
    }
    /// `word` with the field replaced by `value` (cut to the field's width).
    pub fn set(self, word: u32, value: u32) -> u32 {
        (word & !(self.mask() << self.lo)) | ((value & self.mask()) << self.lo)
    }
}

/// COMPUTE_PGM_RSRC1 fields (AMDHSAKernelDescriptor.h).
pub mod rsrc1 {
    use super::Field;
    pub const GRANULATED_WORKITEM_VGPR_COUNT: Field = Field::new(0, 6);
    pub const GRANULATED_WAVEFRONT_SGPR_COUNT: Field = Field::new(6, 4);
    pub const FLOAT_ROUND_MODE_32: Field = Field::new(12, 2);
    pub const FLOAT_ROUND_MODE_16_64: Field = Field::new(14, 2);
    pub const FLOAT_DENORM_MODE_32: Field = Field::new(16, 2);
    pub const FLOAT_DENORM_MODE_16_64: Field = Field::new(18, 2);
    /// ENABLE_DX10_CLAMP on GFX6-11.
    pub const ENABLE_DX10_CLAMP: Field = Field::new(21, 1);
    /// ENABLE_WG_RR_EN on GFX12 (the bit of ENABLE_DX10_CLAMP).
    pub const ENABLE_WG_RR_EN: Field = Field::new(21, 1);
    /// ENABLE_IEEE_MODE on GFX6-11.
    pub const ENABLE_IEEE_MODE: Field = Field::new(23, 1);
    /// FP16_OVFL, GFX9+.
    pub const FP16_OVFL: Field = Field::new(26, 1);
    /// WGP_MODE, GFX10+.
    pub const WGP_MODE: Field = Field::new(29, 1);
    /// MEM_ORDERED, GFX10+.
    pub const MEM_ORDERED: Field = Field::new(30, 1);
    /// FWD_PROGRESS, GFX10+.
    pub const FWD_PROGRESS: Field = Field::new(31, 1);
}

/// COMPUTE_PGM_RSRC2 fields.
pub mod rsrc2 {
    use super::Field;
    pub const ENABLE_PRIVATE_SEGMENT: Field = Field::new(0, 1);
    pub const USER_SGPR_COUNT: Field = Field::new(1, 5);
    pub const ENABLE_SGPR_WORKGROUP_ID_X: Field = Field::new(7, 1);
    pub const ENABLE_SGPR_WORKGROUP_ID_Y: Field = Field::new(8, 1);
    pub const ENABLE_SGPR_WORKGROUP_ID_Z: Field = Field::new(9, 1);
    pub const ENABLE_SGPR_WORKGROUP_INFO: Field = Field::new(10, 1);
    pub const ENABLE_VGPR_WORKITEM_ID: Field = Field::new(11, 2);
    pub const GRANULATED_LDS_SIZE: Field = Field::new(15, 9);
    pub const EXCEPTION_FP_INVALID_OPERATION: Field = Field::new(24, 1);
    pub const EXCEPTION_FP_DENORMAL_SOURCE: Field = Field::new(25, 1);
    pub const EXCEPTION_FP_DIVISION_BY_ZERO: Field = Field::new(26, 1);
    pub const EXCEPTION_FP_OVERFLOW: Field = Field::new(27, 1);
    pub const EXCEPTION_FP_UNDERFLOW: Field = Field::new(28, 1);
    pub const EXCEPTION_FP_INEXACT: Field = Field::new(29, 1);
    pub const EXCEPTION_INT_DIVIDE_BY_ZERO: Field = Field::new(30, 1);
}

/// COMPUTE_PGM_RSRC3 fields; the word means different things per generation.
pub mod rsrc3 {
    use super::Field;
    /// GFX90A+: first AGPR / 4 - 1.
    pub const GFX90A_ACCUM_OFFSET: Field = Field::new(0, 6);
    pub const GFX90A_TG_SPLIT: Field = Field::new(16, 1);
    /// GFX10-11 (wave64 only).
    pub const GFX10_GFX11_SHARED_VGPR_COUNT: Field = Field::new(0, 4);
    pub const GFX11_INST_PREF_SIZE: Field = Field::new(4, 6);
    pub const GFX12_INST_PREF_SIZE: Field = Field::new(4, 8);
}

/// `kernel_code_properties` fields.
pub mod properties {
    use super::Field;
    pub const ENABLE_SGPR_PRIVATE_SEGMENT_BUFFER: Field = Field::new(0, 1);
    pub const ENABLE_SGPR_DISPATCH_PTR: Field = Field::new(1, 1);
    pub const ENABLE_SGPR_QUEUE_PTR: Field = Field::new(2, 1);
    pub const ENABLE_SGPR_KERNARG_SEGMENT_PTR: Field = Field::new(3, 1);
    pub const ENABLE_SGPR_DISPATCH_ID: Field = Field::new(4, 1);
    pub const ENABLE_SGPR_FLAT_SCRATCH_INIT: Field = Field::new(5, 1);
    pub const ENABLE_SGPR_PRIVATE_SEGMENT_SIZE: Field = Field::new(6, 1);
    /// GFX10+.
    pub const ENABLE_WAVEFRONT_SIZE32: Field = Field::new(10, 1);
    pub const USES_DYNAMIC_STACK: Field = Field::new(11, 1);
}

/// `kernarg_preload` fields, in dwords.
pub mod preload {
    use super::Field;
    pub const LENGTH: Field = Field::new(0, 7);
    pub const OFFSET: Field = Field::new(7, 9);
}

/// A kernel descriptor as stored in the code object.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct KernelDescriptor {
    /// Static LDS bytes per workgroup (dynamic LDS comes on top at dispatch).
    pub group_segment_fixed_size: u32,
    /// Scratch bytes per work-item.
    pub private_segment_fixed_size: u32,
    /// Kernarg bytes, hidden arguments included (0: unspecified).
    pub kernarg_size: u32,
    /// Where the code starts, relative to the descriptor's own address.
    pub entry_offset: i64,
    pub rsrc3: u32,
    pub rsrc1: u32,
    pub rsrc2: u32,
    /// `kernel_code_properties`: which user SGPRs are set up, wave32.
    pub properties: u16,
    /// `kernarg_preload`: LENGTH[6:0] and OFFSET[15:7] in dwords.
    pub kernarg_preload: u16,
}

/// Size of a kernel descriptor in bytes.
pub const SIZE: usize = 64;

fn le32(b: &[u8; SIZE], at: usize) -> u32 {
    u32::from_le_bytes([b[at], b[at + 1], b[at + 2], b[at + 3]])
}

fn le16(b: &[u8; SIZE], at: usize) -> u16 {
    u16::from_le_bytes([b[at], b[at + 1]])
}

/// The user SGPRs a descriptor can request, in the order they are packed from
/// s0 (AMDGPUUsage "SGPR Register Set Up Order"), with their sizes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum UserSgpr {
    PrivateSegmentBuffer,
    DispatchPtr,
    QueuePtr,
    KernargSegmentPtr,
    DispatchId,
    FlatScratchInit,
    /// Kernarg dwords preloaded into SGPRs (gfx90a/gfx94x/gfx950).
    PreloadedKernargs,
    PrivateSegmentSize,
}

impl UserSgpr {
    /// Bit of `kernel_code_properties` that enables it (none for preloads).
    fn property_bit(self) -> Option<Field> {
        Some(match self {
            UserSgpr::PrivateSegmentBuffer => properties::ENABLE_SGPR_PRIVATE_SEGMENT_BUFFER,
            UserSgpr::DispatchPtr => properties::ENABLE_SGPR_DISPATCH_PTR,
            UserSgpr::QueuePtr => properties::ENABLE_SGPR_QUEUE_PTR,
            UserSgpr::KernargSegmentPtr => properties::ENABLE_SGPR_KERNARG_SEGMENT_PTR,
            UserSgpr::DispatchId => properties::ENABLE_SGPR_DISPATCH_ID,
            UserSgpr::FlatScratchInit => properties::ENABLE_SGPR_FLAT_SCRATCH_INIT,
            UserSgpr::PrivateSegmentSize => properties::ENABLE_SGPR_PRIVATE_SEGMENT_SIZE,
            UserSgpr::PreloadedKernargs => return None,
        })
    }
}

impl KernelDescriptor {
    /// Reads a descriptor from its 64 bytes.
    pub fn parse(b: &[u8; SIZE]) -> KernelDescriptor {
        KernelDescriptor {
            group_segment_fixed_size: le32(b, offset::GROUP_SEGMENT_FIXED_SIZE),
            private_segment_fixed_size: le32(b, offset::PRIVATE_SEGMENT_FIXED_SIZE),
            kernarg_size: le32(b, offset::KERNARG_SIZE),
            entry_offset: {
                let at = offset::ENTRY_BYTE_OFFSET;
                let mut le = [0u8; 8];
                le.copy_from_slice(&b[at..at + 8]);
                i64::from_le_bytes(le)
            },
            rsrc3: le32(b, offset::COMPUTE_PGM_RSRC3),
            rsrc1: le32(b, offset::COMPUTE_PGM_RSRC1),
            rsrc2: le32(b, offset::COMPUTE_PGM_RSRC2),
            properties: le16(b, offset::KERNEL_CODE_PROPERTIES),
            kernarg_preload: le16(b, offset::KERNARG_PRELOAD),
        }
    }

    // COMPUTE_PGM_RSRC1
    /// FLOAT_ROUND_MODE_32 (0 = round to nearest even).
    pub fn float_round_mode_32(&self) -> u32 {
        rsrc1::FLOAT_ROUND_MODE_32.get(self.rsrc1)
    }
    pub fn float_round_mode_16_64(&self) -> u32 {
        rsrc1::FLOAT_ROUND_MODE_16_64.get(self.rsrc1)
    }
    /// FLOAT_DENORM_MODE_32: 0 flush inputs and outputs, 1 flush outputs,
    /// 2 flush inputs, 3 keep denormals.
    pub fn float_denorm_mode_32(&self) -> u32 {
        rsrc1::FLOAT_DENORM_MODE_32.get(self.rsrc1)
    }
    pub fn float_denorm_mode_16_64(&self) -> u32 {
        rsrc1::FLOAT_DENORM_MODE_16_64.get(self.rsrc1)
    }
    /// ENABLE_DX10_CLAMP (GFX6-11; the bit means WG_RR_EN on GFX12).
    pub fn dx10_clamp(&self) -> bool {
        rsrc1::ENABLE_DX10_CLAMP.get(self.rsrc1) != 0
    }
    /// ENABLE_IEEE_MODE (GFX6-11; the bit means DISABLE_PERF on GFX12).
    pub fn ieee_mode(&self) -> bool {
        rsrc1::ENABLE_IEEE_MODE.get(self.rsrc1) != 0
    }
    /// FP16_OVFL (GFX9+).
    pub fn fp16_overflow(&self) -> bool {
        rsrc1::FP16_OVFL.get(self.rsrc1) != 0
    }

    // COMPUTE_PGM_RSRC2
    /// ENABLE_PRIVATE_SEGMENT: scratch is used.
    pub fn enable_private_segment(&self) -> bool {
        rsrc2::ENABLE_PRIVATE_SEGMENT.get(self.rsrc2) != 0
    }
    /// USER_SGPR_COUNT: the system SGPRs start at this SGPR.
    pub fn user_sgpr_count(&self) -> u32 {
        rsrc2::USER_SGPR_COUNT.get(self.rsrc2)
    }
    /// ENABLE_SGPR_WORKGROUP_ID_X/Y/Z, by dimension 0..3.
    pub fn workgroup_id_enabled(&self, dim: usize) -> bool {
        let f = match dim {
            0 => rsrc2::ENABLE_SGPR_WORKGROUP_ID_X,
            1 => rsrc2::ENABLE_SGPR_WORKGROUP_ID_Y,
            2 => rsrc2::ENABLE_SGPR_WORKGROUP_ID_Z,
            _ => return false,
        };
        f.get(self.rsrc2) != 0
    }
    /// ENABLE_SGPR_WORKGROUP_INFO.
    pub fn workgroup_info_enabled(&self) -> bool {
        rsrc2::ENABLE_SGPR_WORKGROUP_INFO.get(self.rsrc2) != 0
    }
    /// ENABLE_VGPR_WORKITEM_ID: how many work-item ID dimensions the kernel
    /// receives (1 = X, 2 = X and Y, 3 = X, Y and Z).
    pub fn workitem_id_dims(&self) -> u32 {
        rsrc2::ENABLE_VGPR_WORKITEM_ID.get(self.rsrc2).min(2) + 1
    }
    /// GRANULATED_LDS_SIZE (must be 0 in a code object: the dispatch packet
    /// gives the size).
    pub fn granulated_lds_size(&self) -> u32 {
        rsrc2::GRANULATED_LDS_SIZE.get(self.rsrc2)
    }

    // kernel_code_properties
    /// Whether the descriptor requests user SGPR `s`.
    pub fn has_user_sgpr(&self, s: UserSgpr) -> bool {
        match s.property_bit() {
            Some(f) => f.get(self.properties.into()) != 0,
            None => self.preload_length() != 0,
        }
    }
    /// ENABLE_WAVEFRONT_SIZE32 (GFX10+).
    pub fn wave32(&self) -> bool {
        properties::ENABLE_WAVEFRONT_SIZE32.get(self.properties.into()) != 0
    }
    /// USES_DYNAMIC_STACK.
    pub fn uses_dynamic_stack(&self) -> bool {
        properties::USES_DYNAMIC_STACK.get(self.properties.into()) != 0
    }
    /// Kernarg dwords preloaded into user SGPRs.
    pub fn preload_length(&self) -> u32 {
        preload::LENGTH.get(self.kernarg_preload.into())
    }
    /// First preloaded kernarg dword.
    pub fn preload_offset(&self) -> u32 {
        preload::OFFSET.get(self.kernarg_preload.into())
    }

    /// The enabled user SGPRs in set-up order, each with its first SGPR and
    /// size in SGPRs.
    pub fn user_sgprs(&self) -> Vec<(UserSgpr, u32, u32)> {
        use UserSgpr::*;
        let mut at = 0;
        let mut out = Vec::new();
        for (s, n) in [
            (PrivateSegmentBuffer, 4),
            (DispatchPtr, 2),
            (QueuePtr, 2),
            (KernargSegmentPtr, 2),
            (DispatchId, 2),
            (FlatScratchInit, 2),
            (PreloadedKernargs, self.preload_length()),
            (PrivateSegmentSize, 1),
        ] {
            if self.has_user_sgpr(s) {
                out.push((s, at, n));
                at += n;
            }
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The gfx1100 descriptor of a kernel with only a kernarg pointer
    /// (kernel-facts §1.3: rsrc1 0xe0af0000-style, USER_SGPR_COUNT 15).
    #[test]
    fn fields() {
        let mut b = [0u8; SIZE];
        b[8..12].copy_from_slice(&288u32.to_le_bytes());
        b[16..24].copy_from_slice(&(-0x40i64).to_le_bytes());
        b[44..48].copy_from_slice(&0x20u32.to_le_bytes());
        b[48..52].copy_from_slice(&0xe0af_0000u32.to_le_bytes());
        b[52..56].copy_from_slice(&0x9eu32.to_le_bytes());
        b[56..58].copy_from_slice(&0x0408u16.to_le_bytes());
        let kd = KernelDescriptor::parse(&b);
        assert_eq!(kd.kernarg_size, 288);
        assert_eq!(kd.entry_offset, -0x40);
        assert_eq!(kd.user_sgpr_count(), 15);
        assert!(kd.workgroup_id_enabled(0) && !kd.workgroup_id_enabled(1));
        assert_eq!(kd.workitem_id_dims(), 1);
        assert_eq!(
            (kd.float_denorm_mode_32(), kd.float_denorm_mode_16_64()),
            (3, 3)
        );
        assert!(kd.dx10_clamp() && kd.ieee_mode() && !kd.fp16_overflow());
        assert!(kd.wave32());
        assert_eq!(kd.user_sgprs(), vec![(UserSgpr::KernargSegmentPtr, 0, 2)]);
    }

    #[test]
    fn user_sgpr_order() {
        let mut b = [0u8; SIZE];
        // private segment buffer, dispatch ptr, kernarg ptr, flat scratch init
        b[56..58].copy_from_slice(&0b10_1011u16.to_le_bytes());
        b[58..60].copy_from_slice(&(4u16 | 2 << 7).to_le_bytes());
        let kd = KernelDescriptor::parse(&b);
        assert_eq!(kd.preload_offset(), 2);
        assert_eq!(
            kd.user_sgprs(),
            vec![
                (UserSgpr::PrivateSegmentBuffer, 0, 4),
                (UserSgpr::DispatchPtr, 4, 2),
                (UserSgpr::KernargSegmentPtr, 6, 2),
                (UserSgpr::FlatScratchInit, 8, 2),
                (UserSgpr::PreloadedKernargs, 10, 4),
            ]
        );
    }
}
