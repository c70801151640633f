; target: gfx1030
; lanes: 31
; RDNA2 wave32 with lane 31 inactive (EXEC = 0x7fffffff). ds_swizzle_b32
; (CDNA4/RDNA pseudocode, ds-facts B4; LLVM's swizzle macros):
;   QUAD_PERM(3,2,1,0): lane i <- (i & ~3) + (3 - (i & 3))
;   SWAP,16:            bit-mask and 0x1f, or 0, xor 0x10: i <- i ^ 16
;   REVERSE,8:          xor 7: i <- i ^ 7
;   BROADCAST,8,5:      and 0x18, or 5: i <- (i & 0x18) | 5
;   BITMASK_PERM "01pip" (chars = bits 4..0; p keeps, i keeps then inverts):
;                       and 0b00111, or 0b01000, xor 0b00010
; a source lane that is inactive reads 0; inactive lanes are not written.
; ds_bpermute_b32 (backward, byte address / 4, within 32 lanes on RDNA):
; lane i reads lane (addr + offset) / 4; ds_permute_b32 (forward): lane i
; sends its value to lane addr / 4, the inactive lane 31 sends nothing.
  v_mbcnt_lo_u32_b32 v0, -1, 0          ; v0 = lane id
  v_add_nc_u32 v1, 100, v0              ; v1 = 100 + lane
  ds_swizzle_b32 v2, v1 offset:swizzle(QUAD_PERM,3,2,1,0)
  ds_swizzle_b32 v3, v1 offset:swizzle(SWAP,16)
  ds_swizzle_b32 v4, v1 offset:swizzle(REVERSE,8)
  ds_swizzle_b32 v5, v1 offset:swizzle(BROADCAST,8,5)
  ds_swizzle_b32 v6, v1 offset:swizzle(BITMASK_PERM,"01pip")
  v_add_nc_u32 v7, 1, v0
  v_lshlrev_b32 v7, 2, v7               ; v7 = 4 * (lane + 1)
  ds_bpermute_b32 v8, v7, v1            ; lane i <- lane (i + 1) & 31
  ds_bpermute_b32 v9, v7, v1 offset:4   ; lane i <- lane (i + 2) & 31
  ds_permute_b32 v10, v7, v1            ; lane (i + 1) & 31 <- lane i
  s_endpgm
