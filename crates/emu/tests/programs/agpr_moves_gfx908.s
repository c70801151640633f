; target: gfx908
; lanes: 3
; CDNA1 wave64, lanes 0-2: the AGPR moves between register files. AMD's CDNA
; ISA guides, VOP3P V_ACCVGPR_WRITE / V_ACCVGPR_READ: D.b32 = S0.b32, on the
; lanes EXEC enables only (gfx908's write takes a VGPR or an inline constant).
  v_mbcnt_lo_u32_b32 v0, -1, 0          ; v0 = 0, 1, 2
  v_add_u32 v1, 10, v0                  ; v1 = 10, 11, 12
  v_accvgpr_write_b32 a0, v1            ; a0 = 10, 11, 12
  v_accvgpr_write_b32 a1, -5            ; a1 = 0xfffffffb on each lane
  v_accvgpr_read_b32 v2, a0             ; v2 = 10, 11, 12
  v_accvgpr_read_b32 v3, a1             ; v3 = 0xfffffffb on each lane
  s_mov_b64 exec, 1                     ; lane 0 only from here
  v_accvgpr_write_b32 a0, 0             ; a0 = 0, 11, 12
  v_accvgpr_read_b32 v1, a1             ; v1 = 0xfffffffb, 11, 12
  s_endpgm
