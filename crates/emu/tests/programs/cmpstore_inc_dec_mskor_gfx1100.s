; target: gfx1100
; lanes: 2
; RDNA3 wave32, lanes 0-1, same-address atomics applied in lane order:
; - ds_cmpstore_rtn_b32 with the GFX11 operand order: DATA0 = new value,
;   DATA1 = compare (rdna3 pseudocode, ds-facts B4);
; - inc: tmp >= DATA ? 0 : tmp + 1; dec: tmp == 0 || tmp > DATA ? DATA : tmp - 1;
; - mskor: MEM = (MEM & ~DATA0) | DATA1;
; - _2addr_stride64 offsets scaled by 4 * 64, _2addr offsets by 4, and
;   storexchg_2addr returning both old values;
; - d16 loads that keep the other half of the destination.
  v_mbcnt_lo_u32_b32 v0, -1, 0          ; v0 = 0, 1
  v_mov_b32 v7, 0
  v_mov_b32 v8, 7
  ds_store_b32 v7, v8                   ; [0] = 7
  v_add_nc_u32 v9, 6, v0                ; compare: 6, 7
  v_add_nc_u32 v10, 100, v0             ; new: 100, 101
  ds_cmpstore_rtn_b32 v11, v7, v10, v9  ; lane 0: 7 != 6 keeps 7; lane 1: 7 == 7 stores 101; both return 7
  v_mov_b32 v1, 5
  ds_store_b32 v7, v1 offset:4          ; [4] = 5
  ds_inc_rtn_u32 v12, v7, v1 offset:4   ; lane 0: 5 >= 5 -> 0 (ret 5); lane 1: 0 -> 1 (ret 0)
  v_mov_b32 v2, 3
  ds_dec_rtn_u32 v13, v7, v2 offset:8   ; lane 0: 0 -> 3 (ret 0); lane 1: 3 -> 2 (ret 3)
  v_mov_b32 v3, 0xff00ff00
  ds_store_b32 v7, v3 offset:12         ; [12] = 0xff00ff00
  v_mov_b32 v4, 0xf0f0f0f0              ; bits to clear
  v_add_nc_u32 v5, 1, v0                ; bits to set: 1, 2
  ds_mskor_rtn_b32 v14, v7, v4, v5 offset:12
                                        ; lane 0: 0xff00ff00 -> 0x0f000f01; lane 1: -> 0x0f000f03
  v_lshlrev_b32 v6, 2, v0               ; v6 = 0, 4
  ds_store_2addr_stride64_b32 v6, v9, v10 offset0:1 offset1:2
                                        ; lane 0: [256] = 6, [512] = 100; lane 1: [260] = 7, [516] = 101
  ds_storexchg_2addr_rtn_b32 v[16:17], v6, v0, v8 offset0:64 offset1:128
                                        ; same dwords: lane 0: [256] 6 -> 0, [512] 100 -> 7
                                        ;              lane 1: [260] 7 -> 1, [516] 101 -> 7
  ds_load_2addr_stride64_b32 v[18:19], v6 offset0:1 offset1:2
  v_mov_b32 v20, 0xaaaa5555
  ds_load_u8_d16 v20, v7 offset:12      ; low half <- byte 0x03: 0xaaaa0003
  v_mov_b32 v21, 0x5555
  ds_load_u16_d16_hi v21, v7 offset:12  ; high half <- 0x0f03: 0x0f035555
  s_endpgm
