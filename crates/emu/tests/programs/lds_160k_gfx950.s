; target: gfx950
; lanes: 1
; CDNA4: a workgroup addresses 160 KiB of LDS (163840 bytes; LLVM
; getAddressableLocalMemorySize, CDNA4 manual §11.1, ds-facts B1). 0x10000
; and the last dword 0x27ffc are in range; 0x28000 is past the end: reads
; return 0 and writes are dropped (CDNA4 manual §3.6.1, ds-facts B1).
; (No "lds" key in the expected state: it would be 160 KiB of hex.)
  v_mov_b32 v0, 0x27ffc
  v_mov_b32 v1, 0x12345678
  ds_write_b32 v0, v1                   ; last dword
  ds_read_b32 v2, v0                    ; 0x12345678
  v_mov_b32 v3, 9
  ds_write_b32 v0, v3 offset:4          ; 0x28000: dropped
  ds_read_b32 v3, v0 offset:4           ; 0
  v_mov_b32 v4, 0x10000
  ds_write_b32 v4, v1                   ; in range on gfx950 (not on 64 KiB targets)
  ds_read_b32 v5, v4                    ; 0x12345678
  ds_read2_b32 v[6:7], v0 offset1:1     ; [0x27ffc], [0x28000] = 0x12345678, 0
  ds_add_rtn_u32 v8, v4, v1             ; returns 0x12345678, [0x10000] = 0x2468acf0
  ds_read_b32 v9, v4                    ; 0x2468acf0
  s_endpgm
