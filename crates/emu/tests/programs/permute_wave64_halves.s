; target: gfx1100 gfx1150 gfx1010 gfx1030
; wave-size: 64
; Wave64 permutes on RDNA3, which stay within each 32-lane half "regardless of
; wave size" (rdna3 pseudocode; llpc PR #2238 needs v_permlane64 to cross
; halves) — ds-facts B4. RDNA1/2 are assumed to behave the same (UNCONFIRMED).
; The byte address is 4 * lane + 132, index lane + 33, of which only bits
; [4:0] count: lane i addresses lane (i & 32) | ((i + 1) & 31).
;   ds_bpermute_b32: lane i reads (i & 32) | ((i + 1) & 31)
;   ds_permute_b32:  lane i sends there, so lane j holds (j & 32) | ((j - 1) & 31)
; Expected registers per lane: v0 = i, v1 = 4i, v2, v3 as above.
  v_mbcnt_lo_u32_b32 v0, -1, 0
  v_mbcnt_hi_u32_b32 v0, -1, v0         ; v0 = lane
  v_lshlrev_b32 v1, 2, v0               ; v1 = 4 * lane
  ds_bpermute_b32 v2, v1, v0 offset:132
  ds_permute_b32 v3, v1, v0 offset:132
  s_endpgm
