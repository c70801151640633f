; target: gfx1100 gfx1150 gfx1200 gfx1201
; lanes: 1
; Every 32-bit integer DS atomic, plain and _rtn, on one lane, GFX11/GFX12
; spelling: g9_atomic_b32.s on RDNA3/RDNA4 in the new names, with ds_cmpstore
; [8i+4] and returns the old value. Rules (AMD pseudocode, all generations):
;   add/sub: MEM +/- DATA; rsub: DATA - MEM (mod 2^32)
;   inc: MEM >= DATA ? 0 : MEM + 1      (wraps to 0)
;   dec: MEM == 0 || MEM > DATA ? DATA : MEM - 1   (wraps to DATA)
;   min/max _i32 signed, _u32 unsigned; and/or/xor bitwise
;   mskor: (MEM & ~DATA0) | DATA1
;   cmpstore (rdna3/rdna4 pseudocode, ds-facts B4): DATA0 = new, DATA1 = compare
;   wrxchg: MEM = DATA, returns old
  v_mov_b32 v0, 0
  v_mov_b32 v1, 10
  v_mov_b32 v2, 3
  v_mov_b32 v3, 2
  v_mov_b32 v4, 0xfffffffb              ; -5
  v_mov_b32 v5, 0xff00ff00
  v_mov_b32 v6, 0x0ff00ff0
  v_mov_b32 v7, 0xf0f0f0f0
  v_mov_b32 v8, 7
  v_mov_b32 v9, 100
  v_mov_b32 v10, 6
  v_mov_b32 v11, 0x55
  v_mov_b32 v12, 20
  v_mov_b32 v13, 0
  ds_store_2addr_b32 v0, v1, v1 offset0:0 offset1:1
  ds_store_2addr_b32 v0, v1, v1 offset0:2 offset1:3
  ds_store_2addr_b32 v0, v1, v1 offset0:4 offset1:5
  ds_store_2addr_b32 v0, v1, v3 offset0:6 offset1:7
  ds_store_2addr_b32 v0, v1, v13 offset0:8 offset1:9
  ds_store_2addr_b32 v0, v3, v13 offset0:10 offset1:11
  ds_store_2addr_b32 v0, v4, v4 offset0:12 offset1:13
  ds_store_2addr_b32 v0, v4, v4 offset0:14 offset1:15
  ds_store_2addr_b32 v0, v4, v4 offset0:16 offset1:17
  ds_store_2addr_b32 v0, v4, v4 offset0:18 offset1:19
  ds_store_2addr_b32 v0, v5, v5 offset0:20 offset1:21
  ds_store_2addr_b32 v0, v5, v5 offset0:22 offset1:23
  ds_store_2addr_b32 v0, v5, v5 offset0:24 offset1:25
  ds_store_2addr_b32 v0, v5, v5 offset0:26 offset1:27
  ds_store_2addr_b32 v0, v8, v8 offset0:28 offset1:29
  ds_store_2addr_b32 v0, v8, v1 offset0:30 offset1:31
  ds_store_2addr_b32 v0, v3, v13 offset0:32 offset1:33
  ds_add_u32 v0, v2                     ; [0]: 10 + 3 = 13
  ds_add_rtn_u32 v20, v0, v2 offset:4   ; [4] = 13, v20 = 10
  ds_sub_u32 v0, v2 offset:8            ; 7
  ds_sub_rtn_u32 v21, v0, v2 offset:12  ; 7, v21 = 10
  ds_rsub_u32 v0, v2 offset:16          ; 3 - 10 = 0xfffffff9
  ds_rsub_rtn_u32 v22, v0, v2 offset:20 ; 0xfffffff9, v22 = 10
  ds_inc_u32 v0, v2 offset:24           ; 10 >= 3: wraps to 0
  ds_inc_rtn_u32 v23, v0, v2 offset:28  ; 2 < 3: 3, v23 = 2
  ds_dec_u32 v0, v2 offset:32           ; 10 > 3: wraps to 3
  ds_dec_rtn_u32 v24, v0, v2 offset:36  ; 0: wraps to 3, v24 = 0
  ds_dec_rtn_u32 v25, v0, v2 offset:40  ; 2: 1, v25 = 2
  ds_inc_rtn_u32 v26, v0, v2 offset:44  ; 0: 1, v26 = 0
  ds_min_i32 v0, v2 offset:48           ; min(-5, 3) = -5
  ds_min_rtn_i32 v27, v0, v2 offset:52  ; -5, v27 = -5
  ds_max_i32 v0, v2 offset:56           ; 3
  ds_max_rtn_i32 v28, v0, v2 offset:60  ; 3, v28 = -5
  ds_min_u32 v0, v2 offset:64           ; 3
  ds_min_rtn_u32 v29, v0, v2 offset:68  ; 3, v29 = 0xfffffffb
  ds_max_u32 v0, v2 offset:72           ; 0xfffffffb
  ds_max_rtn_u32 v30, v0, v2 offset:76  ; 0xfffffffb, v30 = 0xfffffffb
  ds_and_b32 v0, v6 offset:80           ; 0xff00ff00 & 0x0ff00ff0 = 0x0f000f00
  ds_and_rtn_b32 v31, v0, v6 offset:84  ; same, v31 = 0xff00ff00
  ds_or_b32 v0, v6 offset:88            ; 0xfff0fff0
  ds_or_rtn_b32 v32, v0, v6 offset:92   ; same, v32 = 0xff00ff00
  ds_xor_b32 v0, v6 offset:96           ; 0xf0f0f0f0
  ds_xor_rtn_b32 v33, v0, v6 offset:100 ; same, v33 = 0xff00ff00
  ds_mskor_b32 v0, v7, v2 offset:104    ; (0xff00ff00 & 0x0f0f0f0f) | 3 = 0x0f000f03
  ds_mskor_rtn_b32 v34, v0, v7, v2 offset:108   ; same, v34 = 0xff00ff00
  ds_cmpstore_b32 v0, v9, v8 offset:112 ; compare 7 == 7: stores 100
  ds_cmpstore_rtn_b32 v35, v0, v9, v10 offset:116 ; compare 6 != 7: keeps 7, v35 = 7
  ds_storexchg_rtn_b32 v36, v0, v11 offset:120     ; 0x55, v36 = 7
  s_endpgm
