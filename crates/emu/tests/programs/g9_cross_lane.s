; target: gfx908 gfx90a gfx942 gfx950 gfx1010 gfx1030
; lanes: 8
; Cross-lane DS ops, GFX9/GFX10 spelling, lanes 0-7 active (EXEC = 0xff).
; ds_swizzle_b32 (CDNA4 DS pseudocode and CLRX, ds-facts B4; 32-lane groups;
; an inactive source lane reads 0):
;   FFT, offset 0xe000 | mask: j = (bitrev5(i) >> popcount(mask)) | (i & mask).
;     swizzle(FFT,28): mask 0b11100, so for i < 8, j swaps bits 0 and 1 of i.
;   ROTATE, offset 0xc000 | dir << 10 | amount << 5: j = i + amount (dir 0) or
;     i - amount (dir 1), mod 32. Which way dir 0 turns is UNCONFIRMED; read
;     here as lane i taking lane i + amount.
; ds_bpermute_b32: lane i reads lane (ADDR + OFFSET) / 4; ds_permute_b32:
;   lane i sends to lane ADDR / 4; lanes no one writes get 0, and of two
;   senders the higher lane wins (pseudocode, ds-facts B4).
; ds_read/write_addtid_b32: MEM[OFFSET + M0[15:0] + 4 * lane] (pseudocode,
;   ds-facts B1).
; ds_append/consume: MEM[M0[15:0] + OFFSET] += / -= popcount(EXEC), every
;   lane gets the old value. The M0 base is RDNA3's pseudocode; GFX9/GFX10 are
;   assumed to match (LLVM also sets M0 there; UNCONFIRMED, ds-facts B4).
  v_mbcnt_lo_u32_b32 v0, -1, 0          ; v0 = lane
  v_or_b32 v1, 0x100, v0                ; v1 = 256 + lane
  ds_swizzle_b32 v2, v1 offset:swizzle(FFT,28)      ; 256 + [0,2,1,3,4,6,5,7]
  ds_swizzle_b32 v3, v1 offset:swizzle(ROTATE,0,3)  ; lane i <- i + 3: 259..263, then 8..10 inactive: 0
  ds_swizzle_b32 v4, v1 offset:swizzle(ROTATE,1,3)  ; lane i <- i - 3: 29..31 inactive: 0, then 256..260
  v_xor_b32 v5, 7, v0
  v_lshlrev_b32 v5, 2, v5               ; v5 = 4 * (7 - lane)
  ds_bpermute_b32 v6, v5, v1            ; lane i <- lane 7 - i
  ds_permute_b32 v7, v5, v1             ; lane 7 - i <- lane i (the same here)
  v_or_b32 v8, 1, v0
  v_lshlrev_b32 v8, 2, v8               ; v8 = 4 * (lane | 1)
  ds_permute_b32 v9, v8, v1             ; lanes 2k and 2k+1 both send to 2k+1: 2k+1 wins; even lanes 0
  s_mov_b32 m0, 0x100
  ds_write_addtid_b32 v1 offset:16      ; [0x110 + 4i] = 256 + i
  ds_read_addtid_b32 v10 offset:12      ; lane i <- [0x10c + 4i]: 0, 256, ..., 262
  v_mov_b32 v13, 100
  v_mov_b32 v15, 0x204
  ds_write_b32 v15, v13                 ; [0x204] = 100
  s_mov_b32 m0, 0x200
  ds_append v11 offset:4                ; [0x204]: 100 -> 108; every lane 100
  ds_consume v12 offset:4               ; [0x204]: 108 -> 100; every lane 108
  ds_append v14 offset:8                ; [0x208]: 0 -> 8; every lane 0
  s_endpgm
