; target: gfx1100 gfx1150
; lanes: 2
; RDNA3 ds_bvh_stack_rtn_b32, one stack per lane (model and sources: crates/emu/src/ds/bvh_stack.rs).
;   ADDR = {base DWORD [31:18], index [17:0]}; size = 8 << OFFSET1[5:4] (offset:4096 = 16
;   entries, offset:0 = 8); slot(i) = base*4 + (i mod size)*128 (Mesa, LLPC).
;   DATA0 = last node: 0xFFFFFFFF -> all children count; else only the children after
;   it, none when it matches no child (Mesa passes 0xFFFFFFFE to pop without pushing).
;   The nearest eligible child returns, the other valid ones are pushed farthest
;   first (UNCONFIRMED order); otherwise pop: index 0 -> 0xFFFFFFFE, else
;   index -= 1, return the slot and leave 0xFFFFFFFF in it.
; Lane L: base DWORD L; children A = 0x100+L, B = 0x200+L, C = 0x300+L, D = 0x400+L.
  v_mbcnt_lo_u32_b32 v20, -1, 0         ; v20 = L
  v_lshlrev_b32 v0, 18, v20             ; ADDR: base DWORD L, index 0
  v_mov_b32 v1, -1                      ; last = invalid
  v_add_nc_u32 v2, 0x100, v20           ; A
  v_add_nc_u32 v3, 0x200, v20           ; B
  v_add_nc_u32 v4, 0x300, v20           ; C
  v_mov_b32 v5, -1                      ; no fourth child
  ds_bvh_stack_rtn_b32 v10, v0, v1, v[2:5] offset:4096   ; v10 = A; push C (i0), B (i1); index 2
  v_mov_b32 v21, v0                     ; L<<18 | 2
  v_mov_b32 v1, 0xfffffffe
  ds_bvh_stack_rtn_b32 v11, v0, v1, v[2:5] offset:4096   ; no match: pop i1 -> v11 = B, slot 1 = -1
  v_mov_b32 v1, v3                      ; last = B (walk back from B)
  ds_bvh_stack_rtn_b32 v12, v0, v1, v[2:5] offset:4096   ; after B: v12 = C, nothing pushed; index 1
  v_mov_b32 v22, v0                     ; L<<18 | 1
  v_mov_b32 v1, 0xfffffffe
  ds_bvh_stack_rtn_b32 v13, v0, v1, v[2:5] offset:4096   ; pop i0 -> v13 = C, slot 0 = -1
  ds_bvh_stack_rtn_b32 v14, v0, v1, v[2:5] offset:4096   ; empty: v14 = 0xFFFFFFFE
  v_mov_b32 v23, v0                     ; L<<18 | 0
  v_or_b32 v0, 7, v0                    ; index 7
  v_add_nc_u32 v5, 0x400, v20           ; D
  v_mov_b32 v1, -1
  ds_bvh_stack_rtn_b32 v15, v0, v1, v[2:5]               ; size 8: v15 = A; D -> i7 (slot 7), C -> i8 (slot 0), B -> i9 (slot 1)
  v_mov_b32 v1, 0xfffffffe
  ds_bvh_stack_rtn_b32 v16, v0, v1, v[2:5]               ; pop i9 (slot 1) -> v16 = B, slot 1 = -1; index 9
  s_endpgm
