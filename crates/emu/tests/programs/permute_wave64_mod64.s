; target: gfx942 gfx1200
; wave-size: 64
; Wave64 permutes where the lane index wraps mod 64: CDNA (cdna pseudocode)
; and RDNA4 in wave64 ("mod wave size", rdna4 pseudocode) — ds-facts B4.
; The byte address is (ADDR + OFFSET) = 4 * lane + 132, so the index is
; lane + 33.
;   ds_bpermute_b32: lane i reads lane (i + 33) mod 64
;   ds_permute_b32:  lane i sends to lane (i + 33) mod 64, so lane j holds
;                    lane (j - 33) mod 64 = (j + 31) mod 64
; Expected registers per lane: v0 = i, v1 = 4i, v2 = (i + 33) mod 64,
; v3 = (i + 31) mod 64.
  v_mbcnt_lo_u32_b32 v0, -1, 0
  v_mbcnt_hi_u32_b32 v0, -1, v0         ; v0 = lane
  v_lshlrev_b32 v1, 2, v0               ; v1 = 4 * lane
  ds_bpermute_b32 v2, v1, v0 offset:132
  ds_permute_b32 v3, v1, v0 offset:132
  s_endpgm
