; target: gfx942
; CDNA3 wave64. EXEC is narrowed to lanes 0-1 with s_and_saveexec_b64; both
; lanes run ds_cmpst_rtn_b32 on one dword. GFX9 order: DATA0 = compare,
; DATA1 = new value. Lane 0 sees 0x1234 (equal) and stores 0x99; lane 1 then
; sees 0x99 (not equal) and leaves it. EXEC is restored and every lane reads
; its right neighbour (mod 64) with ds_bpermute_b32.
  v_mbcnt_lo_u32_b32 v0, -1, 0
  v_mbcnt_hi_u32_b32 v0, -1, v0         ; v0 = lane id
  v_cmp_gt_u32 vcc, 2, v0               ; vcc = lanes where 2 > lane = 0b11
  s_and_saveexec_b64 s[0:1], vcc        ; s[0:1] = old exec, exec = 0b11, scc = 1
  v_mov_b32 v1, 0
  s_movk_i32 s2, 0x1234
  v_mov_b32 v2, s2
  ds_write_b32 v1, v2                   ; LDS[0] = 0x1234
  v_mov_b32 v3, 0x1234                  ; compare value
  v_mov_b32 v4, 0x99                    ; new value
  ds_cmpst_rtn_b32 v5, v1, v3, v4
  s_mov_b64 exec, s[0:1]
  v_lshlrev_b32 v6, 2, v0
  v_add_u32 v6, 4, v6                   ; v6 = 4 * (lane + 1)
  ds_bpermute_b32 v7, v6, v0            ; v7 = (lane + 1) mod 64
  s_endpgm
