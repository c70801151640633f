; target: gfx942 gfx950
; lanes: 1
; CDNA3/CDNA4 packed and f64 LDS adds, one lane.
; ds_add_f64: MEM.f64 + DATA.f64, rounded once to nearest even (LDS float
; atomics ignore the rounding mode: CDNA3 §11.3.1, llvm PR #89468, ds-facts B3):
;   1.0 + 2^-53 is a tie between 1.0 and 1 + 2^-52: even -> 1.0;
;   (1 + 2^-52) + 2^-53 is a tie between 1 + 2^-52 and 1 + 2^-51: even -> 1 + 2^-51.
; ds_pk_add_bf16: two independent bf16 adds (cdna pseudocode), rounded to
; nearest even (BF16 rounding UNCONFIRMED, ds-facts B3):
;   lo 1.0 (0x3f80) + 2^-8 (0x3b80): tie -> 0x3f80;
;   hi 0x3f81 + 2^-8: tie between 0x3f81 and 0x3f82 -> 0x3f82.
  v_mov_b32 v0, 0
  v_mov_b32 v2, 0
  v_mov_b32 v3, 0x3ff00000              ; 1.0
  v_mov_b32 v4, 1
  v_mov_b32 v5, 0x3ff00000              ; 1 + 2^-52
  ds_write2_b64 v0, v[2:3], v[4:5] offset1:1
  v_mov_b32 v6, 0
  v_mov_b32 v7, 0x3ca00000              ; 2^-53
  ds_add_f64 v0, v[6:7]                 ; [0] = 1.0
  ds_add_f64 v0, v[6:7] offset:8        ; [8] = 1 + 2^-51 = 0x3ff00000_00000002
  v_mov_b32 v8, 0x3f813f80
  ds_write_b32 v0, v8 offset:16
  v_mov_b32 v9, 0x3b803b80
  ds_pk_add_bf16 v0, v9 offset:16       ; [16] = 0x3f823f80
  s_endpgm
