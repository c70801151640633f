; target: gfx908 gfx90a gfx942 gfx950 gfx1010 gfx1030
; lanes: 1
; Every 64-bit integer DS atomic (plain and _rtn), the two-address exchanges
; and ds_condxchg32_rtn_b64, GFX9/GFX10 spelling, one lane. Slot pairs at
; 16*i: plain form on [16i], _rtn form on [16i+8]. Same rules as the b32
; atomics on 64-bit values (AMD pseudocode), with carries across the dwords:
;   M = 0x1_00000005, D = 7, N = -5, P = 0xff00ff00_00ff00ff, Q = 0x0ff00ff0_0ff00ff0,
;   R = 0xaa_00000055.
; wrxchg2[st64]_rtn: two exchanges at ADDR + OFFSETn * elt (* 64 for st64),
; both old values returned (DATA0 to the first, DATA1 to the second).
; condxchg32_rtn_b64 (RDNA3/RDNA4 guide pseudocode, opcode 126 everywhere):
;   ADDR0 = (ADDR + OFFSET) & 0xfff8, ADDR1 = ADDR0 + 4; each old dword is
;   returned; dword k is replaced by {0, DATA[32k+30:32k]} only when DATA bit
;   32k+31 is set.
  v_mov_b32 v0, 0
  v_mov_b32 v2, 5
  v_mov_b32 v3, 1                       ; v[2:3] = M
  v_mov_b32 v4, 7
  v_mov_b32 v5, 0                       ; v[4:5] = D
  v_mov_b32 v6, 0xfffffffb
  v_mov_b32 v7, 0xffffffff              ; v[6:7] = N = -5
  v_mov_b32 v8, 0x00ff00ff
  v_mov_b32 v9, 0xff00ff00              ; v[8:9] = P
  v_mov_b32 v10, 0x0ff00ff0
  v_mov_b32 v11, 0x0ff00ff0             ; v[10:11] = Q
  v_mov_b32 v12, 0
  v_mov_b32 v13, 0                      ; v[12:13] = 0
  v_mov_b32 v14, 0x55
  v_mov_b32 v15, 0xaa                   ; v[14:15] = R
  v_mov_b32 v16, 0x11
  v_mov_b32 v17, 0x22
  v_mov_b32 v18, 0x33
  v_mov_b32 v19, 0x44
  ds_write2_b64 v0, v[2:3], v[2:3] offset0:0 offset1:1
  ds_write2_b64 v0, v[2:3], v[2:3] offset0:2 offset1:3
  ds_write2_b64 v0, v[2:3], v[2:3] offset0:4 offset1:5
  ds_write2_b64 v0, v[2:3], v[12:13] offset0:6 offset1:7
  ds_write2_b64 v0, v[2:3], v[12:13] offset0:8 offset1:9
  ds_write2_b64 v0, v[6:7], v[6:7] offset0:10 offset1:11
  ds_write2_b64 v0, v[6:7], v[6:7] offset0:12 offset1:13
  ds_write2_b64 v0, v[6:7], v[6:7] offset0:14 offset1:15
  ds_write2_b64 v0, v[6:7], v[6:7] offset0:16 offset1:17
  ds_write2_b64 v0, v[8:9], v[8:9] offset0:18 offset1:19
  ds_write2_b64 v0, v[8:9], v[8:9] offset0:20 offset1:21
  ds_write2_b64 v0, v[8:9], v[8:9] offset0:22 offset1:23
  ds_write2_b64 v0, v[8:9], v[8:9] offset0:24 offset1:25
  ds_write2_b64 v0, v[2:3], v[2:3] offset0:26 offset1:27
  ds_write_b64 v0, v[2:3] offset:224
  ds_add_u64 v0, v[4:5]                 ; M + 7 = 0x1_0000000c
  ds_add_rtn_u64 v[20:21], v0, v[4:5] offset:8
  ds_sub_u64 v0, v[4:5] offset:16       ; M - 7 = 0x0_fffffffe (borrow)
  ds_sub_rtn_u64 v[22:23], v0, v[4:5] offset:24
  ds_rsub_u64 v0, v[4:5] offset:32      ; 7 - M = 0xffffffff_00000002
  ds_rsub_rtn_u64 v[24:25], v0, v[4:5] offset:40
  ds_inc_u64 v0, v[4:5] offset:48       ; M >= 7: wraps to 0
  ds_inc_rtn_u64 v[26:27], v0, v[4:5] offset:56   ; 0 < 7: 1, returns 0
  ds_dec_u64 v0, v[4:5] offset:64       ; M > 7: wraps to 7
  ds_dec_rtn_u64 v[28:29], v0, v[4:5] offset:72   ; 0: wraps to 7, returns 0
  ds_min_i64 v0, v[4:5] offset:80       ; min(-5, 7) = -5
  ds_min_rtn_i64 v[30:31], v0, v[4:5] offset:88
  ds_max_i64 v0, v[4:5] offset:96       ; 7
  ds_max_rtn_i64 v[32:33], v0, v[4:5] offset:104
  ds_min_u64 v0, v[4:5] offset:112      ; 7
  ds_min_rtn_u64 v[34:35], v0, v[4:5] offset:120
  ds_max_u64 v0, v[4:5] offset:128      ; 0xffffffff_fffffffb
  ds_max_rtn_u64 v[36:37], v0, v[4:5] offset:136
  ds_and_b64 v0, v[10:11] offset:144    ; P & Q = 0x0f000f00_00f000f0
  ds_and_rtn_b64 v[38:39], v0, v[10:11] offset:152
  ds_or_b64 v0, v[10:11] offset:160     ; P | Q = 0xfff0fff0_0fff0fff
  ds_or_rtn_b64 v[40:41], v0, v[10:11] offset:168
  ds_xor_b64 v0, v[10:11] offset:176    ; P ^ Q = 0xf0f0f0f0_0f0f0f0f
  ds_xor_rtn_b64 v[42:43], v0, v[10:11] offset:184
  ds_mskor_b64 v0, v[10:11], v[14:15] offset:192  ; (P & ~Q) | R = 0xf000f0aa_000f005f
  ds_mskor_rtn_b64 v[44:45], v0, v[10:11], v[14:15] offset:200
  ds_cmpst_b64 v0, v[2:3], v[14:15] offset:208    ; compare M == M: stores R
  ds_cmpst_rtn_b64 v[46:47], v0, v[4:5], v[14:15] offset:216 ; compare 7 != M: keeps M
  ds_wrxchg_rtn_b64 v[48:49], v0, v[14:15] offset:224       ; [224] = R, returns M
  ds_write2_b64 v0, v[2:3], v[2:3] offset0:30 offset1:31    ; [240] = [248] = M
  ds_wrxchg2_rtn_b32 v[50:51], v0, v16, v17 offset0:60 offset1:61
                                        ; [240]: 5 -> 0x11, [244]: 1 -> 0x22; v50 = 5, v51 = 1
  ds_wrxchg2st64_rtn_b32 v[52:53], v0, v18, v19 offset0:1 offset1:2
                                        ; [256]: 0 -> 0x33, [512]: 0 -> 0x44
  ds_wrxchg2_rtn_b64 v[54:57], v0, v[2:3], v[4:5] offset0:28 offset1:29
                                        ; [224]: R -> M, [232]: 0 -> D; returns R, 0
  ds_wrxchg2st64_rtn_b64 v[58:61], v0, v[14:15], v[2:3] offset0:2 offset1:3
                                        ; [1024]: 0 -> R, [1536]: 0 -> M
  v_mov_b32 v66, 0x10
  v_mov_b32 v67, 0x20
  ds_write_b64 v0, v[66:67] offset:1056
  v_mov_b32 v62, 0x80000009             ; bit 31 set: dword 0 <- 9
  v_mov_b32 v63, 0x0000000a             ; bit 63 clear: dword 1 kept
  ds_condxchg32_rtn_b64 v[64:65], v0, v[62:63] offset:1060
                                        ; ADDR0 = 1060 & 0xfff8 = 1056; returns 0x10, 0x20
  s_endpgm
