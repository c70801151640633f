.text
  s_nop 0
.section .text.foo,"axG",@progbits,foo,comdat
.globl foo
foo:
  s_getpc_b64 s[0:1]
  s_add_u32 s0, s0, bar@rel32@lo+4
  s_endpgm
.section .data.grp,"awG",@progbits,sig2
  .long 1
.section .data.grp2,"awG",@progbits,sig2
  .quad foo
.section .init_array,"aw",@init_array
  .quad foo
.section .lo,"ao",@progbits,foo
  .long 3
.section .text,"ax",@progbits,unique,2
  s_nop 1
