; target: gfx1200
; lanes: 1
; RDNA4 ds_min_num / ds_max_num (f32, f64, rtn and not): IEEE-754-2019
; minimumNumber / maximumNumber (rdna4 pseudocode, ds-facts B2):
;   one operand NaN (quiet or signalling) -> the other operand;
;   both NaN -> DATA quieted (sNaN 0x7f800001 -> 0x7fc00001);
;   -0 < +0.
; The _rtn forms return the old memory value.
  v_mov_b32 v0, 0
  v_mov_b32 v1, 0x7fc00000              ; qNaN
  v_mov_b32 v2, 0x7f800001              ; sNaN
  v_mov_b32 v3, 1.0
  v_mov_b32 v4, 2.0
  v_mov_b32 v5, 0x80000000              ; -0
  ds_store_b32 v0, v1                   ; [0]  = qNaN
  ds_store_b32 v0, v4 offset:4          ; [4]  = 2.0
  ds_store_b32 v0, v1 offset:8          ; [8]  = qNaN
  ds_store_b32 v0, v5 offset:20         ; [20] = -0
  ds_store_b32 v0, v3 offset:24         ; [24] = 1.0
  ds_min_num_rtn_f32 v10, v0, v3        ; [0]:  min(qNaN, 1.0) = 1.0,   v10 = qNaN
  ds_min_num_rtn_f32 v11, v0, v1 offset:4   ; [4]:  min(2.0, qNaN) = 2.0,   v11 = 2.0
  ds_min_num_rtn_f32 v12, v0, v2 offset:8   ; [8]:  min(qNaN, sNaN) = 0x7fc00001, v12 = qNaN
  ds_min_num_f32 v0, v5 offset:12       ; [12]: min(+0, -0) = -0
  ds_max_num_f32 v0, v5 offset:16       ; [16]: max(+0, -0) = +0
  v_mov_b32 v6, 0
  ds_max_num_rtn_f32 v13, v0, v6 offset:20  ; [20]: max(-0, +0) = +0,     v13 = -0
  ds_max_num_rtn_f32 v14, v0, v2 offset:24  ; [24]: max(1.0, sNaN) = 1.0, v14 = 1.0
  v_mov_b32 v7, 0x7ff80000
  ds_store_b64 v0, v[6:7] offset:32     ; [32] = f64 qNaN 0x7ff8000000000000
  v_mov_b32 v8, 0
  v_mov_b32 v9, 0xbff80000              ; v[8:9] = -1.5
  ds_min_num_rtn_f64 v[16:17], v0, v[8:9] offset:32   ; [32] = -1.5, v[16:17] = NaN
  s_endpgm
