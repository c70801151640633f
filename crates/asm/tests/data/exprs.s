// expressions, symbols and forward references (GNU precedence)
.set two, 2
.set five, two*2+1
  s_mov_b32 s0, five
  s_mov_b32 s1, 2+3&1
  s_mov_b32 s2, (1<<4)|two
  s_mov_b32 s3, later
  s_mov_b32 s4, .Lend-.Lstart
  s_movk_i32 s5, 7%3 + 5/2
  s_mov_b32 s6, -(two == 2)
  s_mov_b32 s7, !0 + (3 > 2)
  // a minus before a name negates the expression; before a register it is
  // the neg modifier
  s_mov_b32 s8, -later
  v_add_f32 v3, -later, v1
  v_add_f32 v4, -v2, v1
  // bars on v_div_scale's source are taken and dropped on GFX11
  v_div_scale_f32 v5, vcc_lo, |v1|, v2, v3
.Lstart:
  v_add_f32 v0, five, v1
  s_nop 0
.Lend:
later = 0x1234
