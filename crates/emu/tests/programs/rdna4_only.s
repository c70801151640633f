; target: gfx1200 gfx1201
; lanes: 1
; RDNA4-only DS ops and the RDNA4 spellings not covered elsewhere, one lane
; (rdna4 pseudocode, ds-facts B2-B4):
;   cond_sub: MEM >= DATA ? MEM - DATA : MEM;  sub_clamp: MEM - DATA floored at 0
;   min/max_num_f64: IEEE-754-2019 minimumNumber/maximumNumber: one NaN -> the
;     other operand, -0 < +0
;   add_f32: MEM + DATA, round to nearest even
;   pk_add_f16/bf16: two independent 16-bit adds; _rtn returns the old dword
  v_mov_b32 v0, 0
  v_mov_b32 v1, 10
  v_mov_b32 v2, 0
  v_mov_b32 v3, 0x3ff00000              ; v[2:3] = 1.0 (f64)
  v_mov_b32 v4, 3
  v_mov_b32 v5, 2
  v_mov_b32 v6, 1.0
  v_mov_b32 v7, 0.5
  v_mov_b32 v8, 0
  v_mov_b32 v9, 0x7ff80000              ; v[8:9] = qNaN (f64)
  v_mov_b32 v10, 0
  v_mov_b32 v11, 0x80000000             ; v[10:11] = -0 (f64)
  v_mov_b32 v12, 0
  v_mov_b32 v13, 0                      ; v[12:13] = +0 (f64)
  v_mov_b32 v14, 0x40003c00             ; f16 {lo 1.0, hi 2.0}
  v_mov_b32 v15, 0x38003800             ; f16 {0.5, 0.5}
  v_mov_b32 v16, 0x40003f80             ; bf16 {lo 1.0, hi 2.0}
  v_mov_b32 v17, 0x3f003f00             ; bf16 {0.5, 0.5}
  ds_store_2addr_b32 v0, v1, v5 offset0:0 offset1:1       ; [0] = 10, [4] = 2
  ds_store_2addr_b32 v0, v1, v5 offset0:2 offset1:3       ; [8] = 10, [12] = 2
  ds_store_b32 v0, v6 offset:16                           ; [16] = 1.0
  ds_store_b64 v0, v[8:9] offset:24                       ; [24] = NaN
  ds_store_2addr_b64 v0, v[10:11], v[12:13] offset0:4 offset1:5   ; [32] = -0, [40] = +0
  ds_store_2addr_b32 v0, v14, v14 offset0:12 offset1:13   ; [48], [52]
  ds_store_2addr_b32 v0, v16, v16 offset0:14 offset1:15   ; [56], [60]
  ds_cond_sub_u32 v0, v4                ; [0]: 10 >= 3: 7
  ds_cond_sub_rtn_u32 v20, v0, v4 offset:4      ; [4]: 2 < 3: keeps 2; v20 = 2
  ds_sub_clamp_u32 v0, v4 offset:8      ; [8]: 7
  ds_sub_clamp_rtn_u32 v21, v0, v4 offset:12    ; [12]: 2 - 3 floors at 0; v21 = 2
  ds_add_f32 v0, v7 offset:16           ; [16]: 1.5
  ds_max_num_f64 v0, v[2:3] offset:24   ; [24]: maximumNumber(NaN, 1.0) = 1.0
  ds_max_num_rtn_f64 v[22:23], v0, v[12:13] offset:32 ; [32]: max(-0, +0) = +0; returns -0
  ds_min_num_f64 v0, v[10:11] offset:40 ; [40]: min(+0, -0) = -0
  ds_pk_add_f16 v0, v15 offset:48       ; [48]: {1.5, 2.5} = 0x41003e00
  ds_pk_add_rtn_f16 v24, v0, v15 offset:52      ; same; v24 = 0x40003c00
  ds_pk_add_bf16 v0, v17 offset:56      ; [56]: {1.5, 2.5} = 0x40203fc0
  ds_pk_add_rtn_bf16 v25, v0, v17 offset:60     ; same; v25 = 0x40003f80
  s_endpgm
