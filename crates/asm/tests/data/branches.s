// branches back and forward, across alignment, calls
top:
  s_add_u32 s0, s0, 1
  s_cmp_lt_u32 s0, 10
  s_cbranch_scc1 top
  s_branch .Lfwd
  s_nop 0
  .p2align 6
.Lfwd:
  s_cbranch_execz .Ldone
  s_getpc_b64 s[4:5]
  s_call_b64 s[30:31], top
  s_cbranch_vccnz top
.Ldone:
  s_endpgm
