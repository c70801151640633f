; target: gfx908 gfx90a gfx942 gfx950 gfx1010 gfx1030
; lanes: 1
; Float DS atomics before GFX12, GFX9/GFX10 spelling, one lane.
; - add_f32: MEM + DATA rounded to nearest even; denormals kept (default
;   compute mode; LDS float atomics follow MODE.FP_DENORM, CDNA3 §11.3.1 and
;   llvm PR #89468 — ds-facts B3): 2^-149 + 2^-149 = 2^-148.
; - min/max_f32/f64: the literal pseudocode "DATA > MEM ? DATA : MEM" (max),
;   "DATA < MEM ? DATA : MEM" (min) of the CDNA/RDNA3 guides: a NaN DATA is
;   ignored, a NaN in memory stays, -0 vs +0 keeps memory (UNCONFIRMED on
;   hardware, ds-facts B2).
; - cmpst_f32/f64 (GFX9 order, DATA0 = compare, DATA1 = new): a float
;   compare, so -0 == +0 and NaN never equals anything (ds-facts B4, issue 3).
  v_mov_b32 v0, 0
  v_mov_b32 v1, 1.0
  v_mov_b32 v2, 2.0
  v_mov_b32 v3, 0x7fc00000              ; qNaN
  v_mov_b32 v4, 0x80000000              ; -0
  v_mov_b32 v5, 0                       ; +0
  v_mov_b32 v6, 0.5
  v_mov_b32 v7, 1                       ; smallest denormal 2^-149
  v_mov_b32 v8, 0
  v_mov_b32 v9, 0x3ff00000              ; v[8:9] = 1.0
  v_mov_b32 v10, 0
  v_mov_b32 v11, 0x40000000             ; v[10:11] = 2.0
  v_mov_b32 v12, 0
  v_mov_b32 v13, 0xbff80000             ; v[12:13] = -1.5
  v_mov_b32 v14, 0
  v_mov_b32 v15, 0                      ; v[14:15] = +0
  v_mov_b32 v16, 0
  v_mov_b32 v17, 0x80000000             ; v[16:17] = -0
  ds_write2_b32 v0, v1, v7 offset0:0 offset1:1
  ds_write2_b32 v0, v1, v1 offset0:2 offset1:3
  ds_write2_b32 v0, v3, v5 offset0:4 offset1:5
  ds_write2_b64 v0, v[8:9], v[8:9] offset0:4 offset1:5
  ds_write2_b64 v0, v[8:9], v[8:9] offset0:6 offset1:7
  ds_write_b32 v0, v3 offset:68
  ds_write2_b64 v0, v[16:17], v[8:9] offset0:9 offset1:10
  ds_add_f32 v0, v6                     ; [0]: 1.0 + 0.5 = 1.5
  ds_add_rtn_f32 v20, v0, v7 offset:4   ; [4]: 2^-149 + 2^-149 = 2^-148 (0x2); v20 = 0x1
  ds_max_f32 v0, v2 offset:8            ; [8]: max(1.0, 2.0) = 2.0
  ds_max_rtn_f32 v21, v0, v3 offset:12  ; [12]: NaN > 1.0 is false: keeps 1.0; v21 = 1.0
  ds_min_f32 v0, v1 offset:16           ; [16]: 1.0 < NaN is false: keeps NaN
  ds_min_rtn_f32 v22, v0, v4 offset:20  ; [20]: -0 < +0 is false: keeps +0; v22 = +0
  ds_max_f64 v0, v[10:11] offset:32     ; [32]: 2.0
  ds_max_rtn_f64 v[24:25], v0, v[12:13] offset:40   ; [40]: keeps 1.0; returns 1.0
  ds_min_f64 v0, v[12:13] offset:48     ; [48]: -1.5
  ds_min_rtn_f64 v[26:27], v0, v[10:11] offset:56   ; [56]: keeps 1.0; returns 1.0
  ds_cmpst_f32 v0, v4, v2 offset:64     ; [64] = +0, compare -0: equal, stores 2.0
  ds_cmpst_rtn_f32 v23, v0, v3, v2 offset:68        ; [68] = NaN, compare NaN: not equal; v23 = NaN
  ds_cmpst_f64 v0, v[14:15], v[10:11] offset:72     ; [72] = -0, compare +0: equal, stores 2.0
  ds_cmpst_rtn_f64 v[28:29], v0, v[8:9], v[12:13] offset:80 ; [80] = 1.0 == 1.0: stores -1.5; returns 1.0
  s_endpgm
