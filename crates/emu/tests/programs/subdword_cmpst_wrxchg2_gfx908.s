; target: gfx908
; lanes: 2
; GCN5/CDNA1 wave64, lanes 0-1. Sub-dword stores and loads (u8 / i8 / u16 /
; i16 zero- and sign-extend), ds_cmpst_rtn_b32 with the GFX9 operand order
; (DATA0 = compare, DATA1 = new value), ds_wrxchg2_rtn_b32 (offsets scaled by
; 4, both old values returned), and an out-of-range dword at 0x10000 on a
; 64 KiB LDS (write dropped, read returns 0).
  v_mbcnt_lo_u32_b32 v0, -1, 0
  v_mbcnt_hi_u32_b32 v0, -1, v0         ; v0 = lane id: 0, 1
  v_lshlrev_b32 v1, 2, v0               ; v1 = 0, 4
  v_mov_b32 v2, 0xabcd8385
  ds_write_b8 v1, v2                    ; LDS[0] = 85, LDS[4] = 85
  ds_write_b16 v1, v2 offset:2          ; LDS[2..4] = 85 83, LDS[6..8] = 85 83
  ds_read_i8 v3, v1                     ; 0x85 -> 0xffffff85
  ds_read_u8 v4, v1 offset:2            ; 0x85
  ds_read_u16 v5, v1 offset:2           ; 0x8385
  ds_read_i16 v6, v1 offset:2           ; 0xffff8385
  v_mov_b32 v7, 0
  v_mov_b32 v8, 7
  ds_write_b32 v7, v8 offset:16         ; LDS[16] = 7
  v_add_u32 v9, 6, v0                   ; compare values: 6, 7
  v_add_u32 v10, 100, v0                ; new values: 100, 101
  ds_cmpst_rtn_b32 v11, v7, v9, v10 offset:16
                                        ; lane 0: 7 != 6, keeps 7, returns 7
                                        ; lane 1: 7 == 7, stores 101, returns 7
  v_add_u32 v12, 32, v1                 ; 32, 36
  v_add_u32 v13, 16, v0                 ; 16, 17
  v_add_u32 v14, 32, v0                 ; 32, 33
  ds_write2_b32 v12, v13, v14 offset1:2 ; LDS[32]=16 [36]=17 [40]=32 [44]=33
  ds_wrxchg2_rtn_b32 v[16:17], v12, v0, v10 offset1:2
                                        ; lane 0: [32] 16 -> 0,   [40] 32 -> 100
                                        ; lane 1: [36] 17 -> 1,   [44] 33 -> 101
  v_mov_b32 v18, 0x10000
  v_mov_b32 v19, 5
  ds_write_b32 v18, v8                  ; past the end: dropped
  ds_read_b32 v19, v18                  ; past the end: 0
  s_endpgm
