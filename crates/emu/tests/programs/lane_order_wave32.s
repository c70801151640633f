; target: gfx1100
; lanes: 4
; Four lanes store 10+lane, add the same values to one dword (lane order:
; each _rtn lane sees the sum of the lanes below it), read back two slots with
; a 2addr load, and swap neighbours with a quad-perm swizzle.
  v_mbcnt_lo_u32_b32 v0, -1, 0          ; v0 = lane id
  v_lshlrev_b32 v1, 2, v0               ; v1 = 4 * lane
  v_add_nc_u32 v2, 10, v0               ; v2 = 10 + lane
  ds_store_b32 v1, v2 offset:16         ; LDS[16 + 4*lane] = 10 + lane
  v_mov_b32 v3, 0
  ds_add_rtn_u32 v4, v3, v2             ; LDS[0] += 10 + lane; v4 = value before
  ds_load_2addr_b32 v[5:6], v3 offset0:4 offset1:7   ; LDS[16], LDS[28]
  ds_swizzle_b32 v7, v2 offset:swizzle(QUAD_PERM,1,0,3,2)
  s_waitcnt lgkmcnt(0)
  s_endpgm
