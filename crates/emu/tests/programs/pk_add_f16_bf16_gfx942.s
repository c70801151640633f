; target: gfx942
; lanes: 2
; CDNA3 packed 16-bit LDS adds: two independent halves, the old dword
; returned (cdna pseudocode, ds-facts B3), lanes 0-1 on one address in
; lane order. f16 sums are rounded once to nearest even:
;   1.0 + 2^-11 is a tie between 0x3c00 and 0x3c01 -> 0x3c00 (even);
;   0x3c01 + 2^-11 is a tie between 0x3c01 and 0x3c02 -> 0x3c02 (even);
;   0x3c02 + 2^-11 is a tie between 0x3c02 and 0x3c03 -> 0x3c02 (even).
; The bf16 sums are exact.
  v_mbcnt_lo_u32_b32 v0, -1, 0
  v_mbcnt_hi_u32_b32 v0, -1, v0         ; v0 = 0, 1
  v_mov_b32 v1, 0
  v_mov_b32 v2, 0x38003c00              ; f16 {lo 1.0, hi 0.5}
  ds_write_b32 v1, v2                   ; [0]
  v_mov_b32 v4, 0x7bff3c00              ; lane 1 data: {lo 1.0, hi 65504}
  v_mov_b32 v5, 0xb8004000              ; lane 0 data: {lo 2.0, hi -0.5}
  v_cmp_eq_u32 vcc, 0, v0
  v_cndmask_b32 v3, v4, v5, vcc
  ds_pk_add_rtn_f16 v6, v1, v3          ; lane 0: {3.0, +0} = 0x00004200, ret 0x38003c00
                                        ; lane 1: {4.0, 65504} = 0x7bff4400, ret 0x00004200
  v_mov_b32 v7, 0x3c013c00              ; f16 {lo 1.0, hi 1 + 2^-10}
  ds_write_b32 v1, v7 offset:4          ; [4]
  v_mov_b32 v8, 0x10001000              ; f16 {2^-11, 2^-11}
  ds_pk_add_f16 v1, v8 offset:4         ; after lane 0: 0x3c023c00; after lane 1: 0x3c023c00
  v_mov_b32 v9, 0x40003f80              ; bf16 {lo 1.0, hi 2.0}
  ds_write_b32 v1, v9 offset:8          ; [8]
  v_mov_b32 v10, 0xbf803f80             ; bf16 {1.0, -1.0}
  ds_pk_add_rtn_bf16 v11, v1, v10 offset:8
                                        ; lane 0: {2.0, 1.0} = 0x3f804000, ret 0x40003f80
                                        ; lane 1: {3.0, +0} = 0x00004040, ret 0x3f804000
  s_endpgm
