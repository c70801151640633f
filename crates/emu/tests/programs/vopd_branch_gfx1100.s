; target: gfx1100 gfx1150
; lanes: 2
; VOPD pairs read all their sources before either half writes (RDNA 3 ISA
; §7.6, dual issue), and a backward s_cbranch_scc1 (target = next
; instruction + 4 * SIMM16; 16 bytes back is the v_add below).
  v_mov_b32 v0, 1
  v_mov_b32 v1, 2
  v_mov_b32 v3, 7
  v_dual_mov_b32 v0, v1 :: v_dual_mov_b32 v1, v0   ; swap: v0 = 2, v1 = 1
  v_dual_add_f32 v3, v0, v1 :: v_dual_mov_b32 v4, v3
                                                   ; f32 bits 2 + 1 are two
                                                   ; denormals: v3 = 3 (bits);
                                                   ; v4 = the old v3 = 7
  s_mov_b32 s0, 5
  v_mov_b32 v2, 0
  v_add_nc_u32 v2, 3, v2                           ; 5 times: v2 = 15
  s_sub_u32 s0, s0, 1
  s_cmp_lg_u32 s0, 0
  s_cbranch_scc1 -4
  s_endpgm
