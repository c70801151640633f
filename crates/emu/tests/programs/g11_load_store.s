; target: gfx1100 gfx1150 gfx1200 gfx1201
; lanes: 1
; Every GFX11/GFX12-spelled DS load and store on one lane (RDNA3 and RDNA4;
; the same program and state as g9_load_store.s in the new names). From AMD's
; pseudocode (Vega/CDNA/RDNA ISA guides, ds-facts B1):
; - one address: ADDR + OFFSET (bytes); b96/b128 move consecutive dwords;
; - read2/write2: ADDR + OFFSETn * 4 (b32) or * 8 (b64); st64: * 256 / * 512;
; - b8/b16 stores keep the low bits, _d16_hi stores take DATA[23:16] / [31:16];
; - u8/u16 zero-extend, i8/i16 sign-extend; _d16 loads write bits [15:0] and
;   keep [31:16], _d16_hi loads write [31:16] and keep [15:0];
; - misaligned dword/qword reads return the bytes at the exact address
;   (LLVM's GFX9+ feature "unaligned-ds-access": "Hardware supports unaligned
;   local and region loads and stores"; UNCONFIRMED on hardware, ds-facts B1).
  v_mov_b32 v0, 0
  v_mov_b32 v2, 0x11223344
  v_mov_b32 v3, 0x55667788
  v_mov_b32 v4, 0x99aabbcc
  v_mov_b32 v5, 0xddeeff00
  ds_store_b128 v0, v[2:5]              ; [0..16)  = 44 33 22 11 88 77 66 55 cc bb aa 99 00 ff ee dd
  ds_store_b96 v0, v[2:4] offset:16     ; [16..28) = 44 33 22 11 88 77 66 55 cc bb aa 99
  ds_store_b64 v0, v[2:3] offset:28     ; [28..36) = 44 33 22 11 88 77 66 55
  ds_store_b32 v0, v5 offset:36         ; [36..40) = 00 ff ee dd
  ds_store_b16 v0, v4 offset:40         ; [40..42) = cc bb
  ds_store_b8 v0, v4 offset:42          ; [42] = cc
  ds_store_b8_d16_hi v0, v4 offset:43   ; [43] = DATA[23:16] = aa
  ds_store_b16_d16_hi v0, v2 offset:44  ; [44..46) = DATA[31:16] = 22 11
  ds_store_2addr_b32 v0, v2, v3 offset0:12 offset1:13          ; [48] = 0x11223344, [52] = 0x55667788
  ds_store_2addr_b64 v0, v[2:3], v[4:5] offset0:7 offset1:8    ; [56] = v[2:3], [64] = v[4:5]
  ds_store_2addr_stride64_b32 v0, v2, v3 offset0:1 offset1:2        ; [256] = v2, [512] = v3
  ds_store_2addr_stride64_b64 v0, v[4:5], v[2:3] offset0:2 offset1:3 ; [1024] = v[4:5], [1536] = v[2:3]
  ds_load_b128 v[6:9], v0               ; v2..v5
  ds_load_b96 v[10:12], v0 offset:16    ; v2..v4
  ds_load_b64 v[14:15], v0 offset:28    ; v2, v3
  ds_load_b32 v16, v0 offset:40         ; cc bb cc aa = 0xaaccbbcc
  ds_load_2addr_b32 v[18:19], v0 offset0:11 offset1:12         ; [44] = 0x00001122, [48] = 0x11223344
  ds_load_2addr_b64 v[20:23], v0 offset0:7 offset1:8           ; v2..v5
  ds_load_2addr_stride64_b32 v[24:25], v0 offset0:1 offset1:2       ; v2, v3
  ds_load_2addr_stride64_b64 v[26:29], v0 offset0:2 offset1:3       ; v4, v5, v2, v3
  ds_load_u8 v30, v0 offset:43          ; 0xaa
  ds_load_i8 v31, v0 offset:43          ; 0xffffffaa
  ds_load_u16 v32, v0 offset:40         ; 0xbbcc
  ds_load_i16 v33, v0 offset:40         ; 0xffffbbcc
  ds_load_i8 v34, v0 offset:1           ; 0x33 (positive: no sign bits)
  v_mov_b32 v35, 0x12345678
  ds_load_u8_d16 v35, v0 offset:43      ; 0x123400aa
  v_mov_b32 v36, 0x12345678
  ds_load_u8_d16_hi v36, v0 offset:43   ; 0x00aa5678
  v_mov_b32 v37, 0x12345678
  ds_load_i8_d16 v37, v0 offset:43      ; 0x1234ffaa
  v_mov_b32 v38, 0x12345678
  ds_load_i8_d16_hi v38, v0 offset:43   ; 0xffaa5678
  v_mov_b32 v39, 0x12345678
  ds_load_u16_d16 v39, v0 offset:40     ; 0x1234bbcc
  v_mov_b32 v40, 0x12345678
  ds_load_u16_d16_hi v40, v0 offset:40  ; 0xbbcc5678
  ds_load_b32 v41, v0 offset:42         ; misaligned: cc aa 22 11 = 0x1122aacc
  ds_load_b64 v[42:43], v0 offset:1     ; misaligned: 33 22 11 88 | 77 66 55 cc
  ds_nop                                ; no effect
  s_endpgm
