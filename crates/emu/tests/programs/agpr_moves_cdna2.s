; target: gfx90a gfx942 gfx950
; lanes: 2
; CDNA2+ wave64, lanes 0-1: AGPR to AGPR moves beside the moves between
; register files. AMD's CDNA 3 ISA guide: V_ACCVGPR_MOV_B32 (VOP1),
; V_ACCVGPR_WRITE and V_ACCVGPR_READ (VOP3P) all do D.b32 = S0.b32 on the
; lanes EXEC enables only; the write also takes an SGPR here.
  v_mbcnt_lo_u32_b32 v0, -1, 0          ; v0 = 0, 1
  v_lshlrev_b32 v1, 4, v0               ; v1 = 0, 16
  v_add_u32 v1, 5, v1                   ; v1 = 5, 21
  v_accvgpr_write_b32 a3, v1            ; a3 = 5, 21
  s_mov_b32 s4, 0xcafe0000
  v_accvgpr_write_b32 a4, s4            ; a4 = 0xcafe0000 on both lanes
  v_accvgpr_mov_b32 a7, a3              ; a7 = 5, 21
  v_accvgpr_mov_b32 a3, a4              ; a3 = 0xcafe0000 on both lanes
  v_accvgpr_read_b32 v2, a7             ; v2 = 5, 21
  v_accvgpr_read_b32 v3, a3             ; v3 = 0xcafe0000 on both lanes
  v_cmp_eq_u32 vcc, 1, v0               ; vcc = lane 1
  s_and_saveexec_b64 s[6:7], vcc        ; s[6:7] = 3, exec = lane 1, scc = 1
  v_accvgpr_mov_b32 a7, a4              ; a7 = 5, 0xcafe0000
  v_accvgpr_mov_b32 a255, a7            ; a255 = 0, 0xcafe0000
  s_endpgm
