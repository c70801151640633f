; target: gfx908 gfx1010
; lanes: 1
; The GCN src2 DS ops (CDNA1 and RDNA1 only), one lane. Vega ISA guide:
;   B = A + 4*(offset1[7] ? {A[31],A[31:17]} : {offset1[6],offset1[6:0],offset0});
;   DS[A] = op(DS[A], DS[B]) with the rule of the atomic of the same name
;   (write_src2: DS[A] = DS[B]; rsub: DS[B] - DS[A]); nothing is returned.
; A is the ADDR VGPR alone. The 64-bit forms scale by 8 (UNCONFIRMED: the
; guide spells out only the 32-bit scale). Integer slots A = 4k (b32) and
; 0x200 + 8k (b64), data at B = 1024 (b32: 3; b32 floats at 1028: 2.0) and
; B = 0x600 (b64: 0x1_00000003; f64 at 0x608: 2.0), so OFFSET = 256 - k,
; 257 - k, 128 - k and 129 - k. Float min/max keep memory on ties/NaN as in
; the plain atomics (literal pseudocode, ds-facts B2).
  v_mov_b32 v1, 1024
  v_mov_b32 v2, 3
  v_mov_b32 v3, 2.0
  ds_write2_b32 v1, v2, v3 offset1:1       ; [1024] = 3, [1028] = 2.0
  v_mov_b32 v1, 0x600
  v_mov_b32 v3, 1
  ds_write_b64 v1, v[2:3]                  ; [0x600] = 0x1_00000003
  v_mov_b32 v2, 0
  v_mov_b32 v3, 0x40000000
  ds_write_b64 v1, v[2:3] offset:8         ; [0x608] = 2.0
  v_mov_b32 v1, 0
  v_mov_b32 v2, 0xa
  ds_write_b32 v1, v2
  ds_add_src2_u32 v1 offset:256           ; 10 + 3 = 13
  v_mov_b32 v1, 4
  v_mov_b32 v2, 0xa
  ds_write_b32 v1, v2
  ds_sub_src2_u32 v1 offset:255           ; 10 - 3 = 7
  v_mov_b32 v1, 8
  v_mov_b32 v2, 0xa
  ds_write_b32 v1, v2
  ds_rsub_src2_u32 v1 offset:254          ; 3 - 10 = 0xfffffff9
  v_mov_b32 v1, 12
  v_mov_b32 v2, 0xa
  ds_write_b32 v1, v2
  ds_inc_src2_u32 v1 offset:253           ; 10 >= 3: wraps to 0
  v_mov_b32 v1, 16
  v_mov_b32 v2, 0xa
  ds_write_b32 v1, v2
  ds_dec_src2_u32 v1 offset:252           ; 10 > 3: wraps to 3
  v_mov_b32 v1, 20
  v_mov_b32 v2, 0xfffffffb
  ds_write_b32 v1, v2
  ds_min_src2_i32 v1 offset:251           ; min(-5, 3) = -5
  v_mov_b32 v1, 24
  v_mov_b32 v2, 0xfffffffb
  ds_write_b32 v1, v2
  ds_max_src2_i32 v1 offset:250           ; max(-5, 3) = 3
  v_mov_b32 v1, 28
  v_mov_b32 v2, 0xfffffffb
  ds_write_b32 v1, v2
  ds_min_src2_u32 v1 offset:249           ; min(0xfffffffb, 3) = 3
  v_mov_b32 v1, 32
  v_mov_b32 v2, 0xfffffffb
  ds_write_b32 v1, v2
  ds_max_src2_u32 v1 offset:248           ; keeps 0xfffffffb
  v_mov_b32 v1, 36
  v_mov_b32 v2, 0xf
  ds_write_b32 v1, v2
  ds_and_src2_b32 v1 offset:247           ; 0xf & 3 = 3
  v_mov_b32 v1, 40
  v_mov_b32 v2, 0x10
  ds_write_b32 v1, v2
  ds_or_src2_b32 v1 offset:246            ; 0x10 | 3 = 0x13
  v_mov_b32 v1, 44
  v_mov_b32 v2, 0xf
  ds_write_b32 v1, v2
  ds_xor_src2_b32 v1 offset:245           ; 0xf ^ 3 = 0xc
  v_mov_b32 v1, 48
  v_mov_b32 v2, 0x0
  ds_write_b32 v1, v2
  ds_write_src2_b32 v1 offset:244         ; = 3
  v_mov_b32 v1, 52
  v_mov_b32 v2, 0x3f800000
  ds_write_b32 v1, v2
  ds_min_src2_f32 v1 offset:244           ; min(1.0, 2.0) = 1.0
  v_mov_b32 v1, 56
  v_mov_b32 v2, 0x3f800000
  ds_write_b32 v1, v2
  ds_max_src2_f32 v1 offset:243           ; max(1.0, 2.0) = 2.0
  v_mov_b32 v1, 60
  v_mov_b32 v2, 0x3f800000
  ds_write_b32 v1, v2
  ds_add_src2_f32 v1 offset:242           ; 1.0 + 2.0 = 3.0
  v_mov_b32 v1, 0x200
  v_mov_b32 v2, 0xa
  v_mov_b32 v3, 0x0
  ds_write_b64 v1, v[2:3]
  ds_add_src2_u64 v1 offset:128           ; 0xa + 0x1_00000003 = 0x1_0000000d
  v_mov_b32 v1, 0x208
  v_mov_b32 v2, 0xa
  v_mov_b32 v3, 0x2
  ds_write_b64 v1, v[2:3]
  ds_sub_src2_u64 v1 offset:127           ; 0x2_0000000a - 0x1_00000003 = 0x1_00000007
  v_mov_b32 v1, 0x210
  v_mov_b32 v2, 0xa
  v_mov_b32 v3, 0x0
  ds_write_b64 v1, v[2:3]
  ds_rsub_src2_u64 v1 offset:126          ; 0x1_00000003 - 0xa = 0xfffffff9
  v_mov_b32 v1, 0x218
  v_mov_b32 v2, 0xa
  v_mov_b32 v3, 0x0
  ds_write_b64 v1, v[2:3]
  ds_inc_src2_u64 v1 offset:125           ; 0xa < D: 0xb
  v_mov_b32 v1, 0x220
  v_mov_b32 v2, 0xa
  v_mov_b32 v3, 0x0
  ds_write_b64 v1, v[2:3]
  ds_dec_src2_u64 v1 offset:124           ; 0xa <= D: 9
  v_mov_b32 v1, 0x228
  v_mov_b32 v2, 0xfffffffb
  v_mov_b32 v3, 0xffffffff
  ds_write_b64 v1, v[2:3]
  ds_min_src2_i64 v1 offset:123           ; keeps -5
  v_mov_b32 v1, 0x230
  v_mov_b32 v2, 0xfffffffb
  v_mov_b32 v3, 0xffffffff
  ds_write_b64 v1, v[2:3]
  ds_max_src2_i64 v1 offset:122           ; D
  v_mov_b32 v1, 0x238
  v_mov_b32 v2, 0xfffffffb
  v_mov_b32 v3, 0xffffffff
  ds_write_b64 v1, v[2:3]
  ds_min_src2_u64 v1 offset:121           ; D
  v_mov_b32 v1, 0x240
  v_mov_b32 v2, 0xfffffffb
  v_mov_b32 v3, 0xffffffff
  ds_write_b64 v1, v[2:3]
  ds_max_src2_u64 v1 offset:120           ; keeps 0xffffffff_fffffffb
  v_mov_b32 v1, 0x248
  v_mov_b32 v2, 0xf
  v_mov_b32 v3, 0xf
  ds_write_b64 v1, v[2:3]
  ds_and_src2_b64 v1 offset:119           ; {0xf,0xf} & D = D
  v_mov_b32 v1, 0x250
  v_mov_b32 v2, 0x10
  v_mov_b32 v3, 0x10
  ds_write_b64 v1, v[2:3]
  ds_or_src2_b64 v1 offset:118            ; {0x13, 0x11}
  v_mov_b32 v1, 0x258
  v_mov_b32 v2, 0xf
  v_mov_b32 v3, 0xf
  ds_write_b64 v1, v[2:3]
  ds_xor_src2_b64 v1 offset:117           ; {0xc, 0xe}
  v_mov_b32 v1, 0x260
  v_mov_b32 v2, 0x0
  v_mov_b32 v3, 0x0
  ds_write_b64 v1, v[2:3]
  ds_write_src2_b64 v1 offset:116         ; = D
  v_mov_b32 v1, 0x268
  v_mov_b32 v2, 0x0
  v_mov_b32 v3, 0x3ff00000
  ds_write_b64 v1, v[2:3]
  ds_min_src2_f64 v1 offset:116           ; keeps 1.0
  v_mov_b32 v1, 0x270
  v_mov_b32 v2, 0x0
  v_mov_b32 v3, 0x3ff00000
  ds_write_b64 v1, v[2:3]
  ds_max_src2_f64 v1 offset:115           ; 2.0
  v_mov_b32 v1, 64
  v_mov_b32 v2, 5
  ds_write_b32 v1, v2
  ds_add_src2_u32 v1 offset:32768         ; offset1[7] set: B = A + 4 * (A >> 17) = A: 5 + 5
  v_mov_b32 v1, 68
  v_mov_b32 v2, 1
  v_mov_b32 v3, 100
  ds_write2_b32 v1, v2, v3 offset1:1     ; [68] = 1, [72] = 100
  v_mov_b32 v1, 72
  ds_sub_src2_u32 v1 offset:32767         ; offset 0x7fff is -1: B = 68: 100 - 1
  s_endpgm
