//! The 64-byte kernel descriptor (`NAME.kd`) and the fields of its
//! COMPUTE_PGM_RSRC1/2/3 words and kernel code properties.
//!
//! Layout and bit positions: LLVM's `AMDHSAKernelDescriptor.h` and
//! AMDGPUUsage "Code Object V3 Kernel Descriptor" (see the project's
//! kernel-facts notes §1.2).

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

fn field(word: u32, lo: u32, bits: u32) -> u32 {
    (word >> lo) & ((1 << bits) - 1)
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
    fn property_bit(self) -> Option<u32> {
        Some(match self {
            UserSgpr::PrivateSegmentBuffer => 0,
            UserSgpr::DispatchPtr => 1,
            UserSgpr::QueuePtr => 2,
            UserSgpr::KernargSegmentPtr => 3,
            UserSgpr::DispatchId => 4,
            UserSgpr::FlatScratchInit => 5,
            UserSgpr::PrivateSegmentSize => 6,
            UserSgpr::PreloadedKernargs => return None,
        })
    }
}

impl KernelDescriptor {
    /// Reads a descriptor from its 64 bytes.
    pub fn parse(b: &[u8; SIZE]) -> KernelDescriptor {
        KernelDescriptor {
            group_segment_fixed_size: le32(b, 0),
            private_segment_fixed_size: le32(b, 4),
            kernarg_size: le32(b, 8),
            entry_offset: i64::from_le_bytes([
                b[16], b[17], b[18], b[19], b[20], b[21], b[22], b[23],
            ]),
            rsrc3: le32(b, 44),
            rsrc1: le32(b, 48),
            rsrc2: le32(b, 52),
            properties: u16::from_le_bytes([b[56], b[57]]),
            kernarg_preload: u16::from_le_bytes([b[58], b[59]]),
        }
    }

    // COMPUTE_PGM_RSRC1
    /// FLOAT_ROUND_MODE_32 (0 = round to nearest even).
    pub fn float_round_mode_32(&self) -> u32 {
        field(self.rsrc1, 12, 2)
    }
    pub fn float_round_mode_16_64(&self) -> u32 {
        field(self.rsrc1, 14, 2)
    }
    /// FLOAT_DENORM_MODE_32: 0 flush inputs and outputs, 1 flush outputs,
    /// 2 flush inputs, 3 keep denormals.
    pub fn float_denorm_mode_32(&self) -> u32 {
        field(self.rsrc1, 16, 2)
    }
    pub fn float_denorm_mode_16_64(&self) -> u32 {
        field(self.rsrc1, 18, 2)
    }
    /// ENABLE_DX10_CLAMP (GFX6-11; the bit means WG_RR_EN on GFX12).
    pub fn dx10_clamp(&self) -> bool {
        field(self.rsrc1, 21, 1) != 0
    }
    /// ENABLE_IEEE_MODE (GFX6-11; the bit means DISABLE_PERF on GFX12).
    pub fn ieee_mode(&self) -> bool {
        field(self.rsrc1, 23, 1) != 0
    }
    /// FP16_OVFL (GFX9+).
    pub fn fp16_overflow(&self) -> bool {
        field(self.rsrc1, 26, 1) != 0
    }

    // COMPUTE_PGM_RSRC2
    /// ENABLE_PRIVATE_SEGMENT: scratch is used.
    pub fn enable_private_segment(&self) -> bool {
        field(self.rsrc2, 0, 1) != 0
    }
    /// USER_SGPR_COUNT: the system SGPRs start at this SGPR.
    pub fn user_sgpr_count(&self) -> u32 {
        field(self.rsrc2, 1, 5)
    }
    /// ENABLE_SGPR_WORKGROUP_ID_X/Y/Z, by dimension 0..3.
    pub fn workgroup_id_enabled(&self, dim: usize) -> bool {
        dim < 3 && field(self.rsrc2, 7 + dim as u32, 1) != 0
    }
    /// ENABLE_SGPR_WORKGROUP_INFO.
    pub fn workgroup_info_enabled(&self) -> bool {
        field(self.rsrc2, 10, 1) != 0
    }
    /// ENABLE_VGPR_WORKITEM_ID: how many work-item ID dimensions the kernel
    /// receives (1 = X, 2 = X and Y, 3 = X, Y and Z).
    pub fn workitem_id_dims(&self) -> u32 {
        field(self.rsrc2, 11, 2).min(2) + 1
    }
    /// GRANULATED_LDS_SIZE (must be 0 in a code object: the dispatch packet
    /// gives the size).
    pub fn granulated_lds_size(&self) -> u32 {
        field(self.rsrc2, 15, 9)
    }

    // kernel_code_properties
    /// Whether the descriptor requests user SGPR `s`.
    pub fn has_user_sgpr(&self, s: UserSgpr) -> bool {
        match s.property_bit() {
            Some(bit) => self.properties >> bit & 1 != 0,
            None => self.preload_length() != 0,
        }
    }
    /// ENABLE_WAVEFRONT_SIZE32 (GFX10+).
    pub fn wave32(&self) -> bool {
        self.properties >> 10 & 1 != 0
    }
    /// USES_DYNAMIC_STACK.
    pub fn uses_dynamic_stack(&self) -> bool {
        self.properties >> 11 & 1 != 0
    }
    /// Kernarg dwords preloaded into user SGPRs.
    pub fn preload_length(&self) -> u32 {
        u32::from(self.kernarg_preload & 0x7f)
    }
    /// First preloaded kernarg dword.
    pub fn preload_offset(&self) -> u32 {
        u32::from(self.kernarg_preload >> 7)
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
