; target: gfx1201
; lanes: 2
; RDNA4: f32 add and IEEE maximumNumber atomics in lane order, a d16_hi
; sign-extending byte load that keeps the low half, and ds_append, whose
; address on GFX12 is the offset alone (no M0 base).
  v_mbcnt_lo_u32_b32 v0, -1, 0          ; v0 = lane id
  v_mov_b32 v1, 0
  v_cmp_eq_u32 vcc_lo, 0, v0            ; vcc = lane 0
  v_cndmask_b32 v2, 2.0, 0.5, vcc_lo    ; lane 0: 0.5, lane 1: 2.0
  ds_add_rtn_f32 v3, v1, v2             ; LDS[0]: 0 -> 0.5 -> 2.5
  ds_max_num_rtn_f32 v4, v1, v2 offset:4   ; LDS[4]: 0 -> 0.5 -> 2.0
  v_mov_b32 v5, 0xffff8001
  ds_store_b16 v1, v5 offset:8          ; LDS[8..10] = 01 80
  v_mov_b32 v6, v5
  ds_load_i8_d16_hi v6, v1 offset:9     ; byte 0x80 -> 0xff80 into v6[31:16]
  ds_append v7 offset:12                ; LDS[12] += 2 (two lanes); v7 = 0
  s_endpgm
