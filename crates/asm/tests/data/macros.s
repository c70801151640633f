// .macro (defaults, blank- and comma-separated arguments), .rept, .irp, .irpc, nested
.macro addk dst, src, k=1
  s_add_u32 \dst, \src, \k
.endm
.macro pair a b
  v_mov_b32 v\a, \b
.endm
  addk s0, s1
  addk s2, s3, 7
  pair 1 2
  pair 3, 4
.rept 3
  s_nop 0
.endr
.irp r, 4, 5, 6
  v_mov_b32 v\r, 0
.endr
.irpc c, 012
  s_mov_b32 s\c, \c
.endr
.rept 2
.irp n, 1, 2
  s_nop \n
.endr
.endr
