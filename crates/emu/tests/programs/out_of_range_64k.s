; target: gfx908 gfx90a gfx942 gfx1010 gfx1030 gfx1100 gfx1150 gfx1200
; lanes: 1
; Accesses at the end of a 64 KiB LDS (every target here but gfx950; see
; lds_160k_gfx950.s). Out-of-range reads return 0 and out-of-range writes are
; dropped (CDNA4 manual §3.6.1, RDNA2 ISA §3.6.1; RDNA3/RDNA4 UNCONFIRMED, the
; same rule assumed — ds-facts B1), checked per dword of a multi-dword access
; and per address of a two-address access; an out-of-range atomic returns 0
; and writes nothing. The M0 clamp is not applied on GFX9+ (UNCONFIRMED,
; ds-facts B1). The GFX9 names are LLVM aliases on GFX11/GFX12.
  v_mov_b32 v0, 0xfff8
  v_mov_b32 v2, 0x11111111
  v_mov_b32 v3, 0x22222222
  v_mov_b32 v4, 0x33333333
  v_mov_b32 v5, 0x44444444
  ds_write_b128 v0, v[2:5]              ; [0xfff8] = v2, [0xfffc] = v3; v4, v5 dropped
  ds_read_b128 v[8:11], v0              ; v2, v3, 0, 0
  ds_write2_b32 v0, v4, v5 offset0:1 offset1:2      ; [0xfffc] = v4; [0x10000] dropped
  ds_read2_b32 v[12:13], v0 offset0:1 offset1:2     ; v4, 0
  v_mov_b32 v6, 0x10000
  ds_add_rtn_u32 v14, v6, v2            ; past the end: returns 0, writes nothing
  ds_read_b32 v15, v6                   ; 0
  s_endpgm
