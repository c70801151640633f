; target: gfx90a
; lanes: 2
; CDNA2 wave64, lanes 0-1. DS with the ACC bit: a load into AGPRs, then
; ds_add_rtn_f64 and ds_max_rtn_f32 whose data and destination are AGPRs
; (address always a VGPR), then an AGPR store. Both lanes add to one f64
; in ascending lane order: 0.5 + 1.5 = 2.0 (lane 0 returns 0.5), then
; 2.0 + 2.25 = 4.25 (lane 1 returns 2.0); all sums exact.
  v_mbcnt_lo_u32_b32 v0, -1, 0
  v_mbcnt_hi_u32_b32 v0, -1, v0         ; v0 = 0, 1
  v_lshlrev_b32 v1, 3, v0               ; v1 = 0, 8
  v_mov_b32 v2, 0                       ; low dwords of the f64 values are 0
  v_mov_b32 v4, 0x40020000              ; 2.25 (high dword)
  v_mov_b32 v5, 0x3ff80000              ; 1.5 (high dword)
  v_cmp_eq_u32 vcc, 0, v0               ; vcc = lane 0
  v_cndmask_b32 v3, v4, v5, vcc         ; v3 = 0x3ff80000, 0x40020000
  ds_write_b64 v1, v[2:3]               ; LDS[0] = 1.5, LDS[8] = 2.25
  ds_read_b64 a[2:3], v1                ; a[2:3] = 1.5, 2.25
  v_mov_b32 v6, 0
  v_mov_b32 v7, 0x3fe00000
  ds_write_b64 v2, v[6:7] offset:64     ; LDS[64] = 0.5
  ds_add_rtn_f64 a[4:5], v2, a[2:3] offset:64
  ds_max_rtn_f32 a1, v2, a3 offset:96   ; f32 1.9375 (0x3ff80000) then 2.03125 (0x40020000):
                                        ; lane 0: max(0, 1.9375), returns 0
                                        ; lane 1: max(1.9375, 2.03125), returns 0x3ff80000
  ds_write_b32 v1, a5 offset:128        ; LDS[128] = 0x3fe00000, LDS[136] = 0x40000000
  s_endpgm
