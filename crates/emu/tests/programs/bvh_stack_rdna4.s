; target: gfx1200 gfx1201
; lanes: 2
; RDNA4 ds_bvh_stack_push*_pop*, one ring stack per lane (model: AMD GPURT's emulation of
; these instructions and the RDNA4 guide's address fields; crates/emu/src/ds/bvh_stack.rs).
;   ADDR = {b2t_pop [31], overflow [30], tlas_in [29], base DWORD [28:15], ring [14:10],
;   to_tlas [9:5], valid [4:0]}; size = OFFSET0[4:0]; slot(r) = base*4 + r*128.
;   DATA1[7..0] are pushed highest first (DATA1[0], the nearest, ends on top),
;   skipping 0xFFFFFFFF; 0xFFFFFFF9 (bits 1 and 2 clear) skips all the others. With a
;   real last node (DATA0) only the children after it are pushed. Then pop:
;   empty -> 0xFFFFFFFE, or 0xFFFFFFFF once the ring has overflowed.
;   pop2 returns {second, first}; with OFFSET1[0] a type-1 (triangle 1) first pop
;   returns {first & ~7, first}.
; Lane L: base DWORD L, s = L << 4 added to every node (node type = bits [2:0] = 5).
  v_mbcnt_lo_u32_b32 v30, -1, 0         ; L
  v_lshlrev_b32 v31, 4, v30             ; s
  v_lshlrev_b32 v0, 15, v30             ; ADDR: base DWORD L, empty ring
  v_mov_b32 v1, -1                      ; last = invalid
  v_add_nc_u32 v2, 0x105, v31           ; N0
  v_add_nc_u32 v3, 0x205, v31           ; N1
  v_add_nc_u32 v4, 0x305, v31           ; N2
  v_mov_b32 v5, -1
  v_mov_b32 v6, -1
  v_mov_b32 v7, -1
  v_mov_b32 v8, -1
  v_mov_b32 v9, -1
  ds_bvh_stack_push8_pop1_rtn_b32 v10, v0, v1, v[2:9] offset:16
      ; push N2 (r0), N1 (r1), N0 (r2), pop N0: ring 2, valid 2, to_tlas 2
  v_mov_b32 v21, v0                     ; L<<15 | 0x842
  v_mov_b32 v9, 0xfffffff9              ; skip 0..7
  ds_bvh_stack_push8_pop2_rtn_b64 v[12:13], v0, v1, v[2:9] offset:16
      ; nothing pushed; pop N1, second pop N2: v[12:13] = {N2, N1}; empty ring
  v_mov_b32 v22, v0                     ; L<<15
  ds_bvh_stack_push8_pop1_rtn_b32 v14, v0, v1, v[2:9] offset:16
      ; empty, no overflow: 0xFFFFFFFE
  v_add_nc_u32 v2, 0x505, v31           ; P0
  v_add_nc_u32 v3, 0x705, v31           ; X
  v_add_nc_u32 v4, 0x905, v31           ; P2
  v_add_nc_u32 v5, 0xa05, v31           ; P3
  v_mov_b32 v1, v3                      ; last = X: walk back
  ds_bvh_stack_push4_pop1_rtn_b32 v15, v0, v1, v[2:5] offset:16
      ; push P3 (r0), P2 (r1), stop at X; pop P2: ring 1, valid 1, to_tlas 1
  v_mov_b32 v23, v0                     ; L<<15 | 0x421
  v_add_nc_u32 v2, 0xb01, v31           ; T1: a triangle-1 node
  v_mov_b32 v3, -1
  v_mov_b32 v4, -1
  v_mov_b32 v5, -1
  v_mov_b32 v9, -1
  v_mov_b32 v1, -1
  ds_bvh_stack_push8_pop2_rtn_b64 v[16:17], v0, v1, v[2:9] offset:272
      ; OFFSET1[0] = 1: push T1 (r1), pop it: v[16:17] = {T1 & ~7, T1}; ring 1, valid 1
  v_add_nc_u32 v2, 0xc05, v31           ; Q0
  v_add_nc_u32 v3, 0xd05, v31           ; Q1
  v_add_nc_u32 v4, 0xe05, v31           ; Q2
  ds_bvh_stack_push8_pop1_rtn_b32 v18, v0, v1, v[2:9] offset:2
      ; size 2: Q2 -> r1, Q1 -> r0 (full: overflow), Q0 -> r1 (overflow); pop Q0
  v_mov_b32 v24, v0                     ; 0x40000000 | L<<15 | 0x421
  v_mov_b32 v9, 0xfffffff9
  ds_bvh_stack_push8_pop1_rtn_b32 v19, v0, v1, v[2:9] offset:2   ; pop Q1 (r0); valid 0
  ds_bvh_stack_push8_pop1_rtn_b32 v11, v0, v1, v[2:9] offset:2   ; empty after overflow: 0xFFFFFFFF
  s_endpgm
