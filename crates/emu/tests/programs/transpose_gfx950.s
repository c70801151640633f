; target: gfx950
; gfx950 transposing LDS loads over all 64 lanes (EXEC must be all ones).
; Within each group of 16 lanes, with n elements per lane and s = 16/n, element k
; of lane 16g+i is element (i mod n) of what lane 16g + s*k + i/n read (AMD
; rocRoller's gfx950 TransposeLoadsTest mapping; crates/emu/src/ds/transpose.rs).
; Elements are little-endian: element e at bits [b*e+b-1 : b*e].
;   b8: n = 8, s = 2; b16: n = 4, s = 4; b4: n = 16, s = 1; b6 (96 bits): n = 16, s = 1.
; LDS byte A holds A & 0xFF for A < 1024 (each lane writes 16 bytes at 16*lane).
; Lane l reads at 8l (+ offset) for the b64 forms and at 16l for b96.
; transpose_gfx950_expected.py computes the expected state from the rule above (not the emulator).
  v_mbcnt_lo_u32_b32 v0, -1, 0
  v_mbcnt_hi_u32_b32 v0, -1, v0         ; v0 = l
  v_lshlrev_b32 v1, 3, v0               ; v1 = 8l
  v_lshlrev_b32 v8, 4, v0               ; v8 = 16l
  v_and_b32 v2, 0xff, v8                ; x = 16l & 0xff
  v_lshlrev_b32 v3, 8, v2
  v_or_b32 v3, v3, v2
  v_lshlrev_b32 v4, 16, v3
  v_or_b32 v3, v4, v3                   ; x * 0x01010101
  v_add_u32 v4, 0x03020100, v3
  v_add_u32 v5, 0x07060504, v3
  v_add_u32 v6, 0x0b0a0908, v3
  v_add_u32 v7, 0x0f0e0d0c, v3
  ds_write_b128 v8, v[4:7]              ; bytes 16l .. 16l+15
  ds_read_b64_tr_b8 v[10:11], v1
  ds_read_b64_tr_b16 v[12:13], v1 offset:512
  ds_read_b64_tr_b4 v[14:15], v1
  ds_read_b96_tr_b6 v[16:18], v8
  ds_read_b64_tr_b8 a[0:1], v1 offset:8
  s_endpgm
