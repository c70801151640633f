.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
.amdhsa_code_object_version 6
.file "hand.c"
.globl early_glob
.text
.Ltmp_start:
foo:
  s_getpc_b64 s[0:1]
  s_add_u32 s0, s0, ext_sym@rel32@lo+4
  s_addc_u32 s1, s1, ext_sym@rel32@hi+12
  s_add_u32 s0, s0, .Lloc@rel32@lo+4
  s_addc_u32 s1, s1, .Lloc@rel32@hi+12
  s_add_u32 s0, s0, loc_named@rel32@lo+4
  s_mov_b32 s2, absx@abs32@lo
  s_mov_b32 s2, absx@abs32@hi
  s_getpc_b64 s[4:5]
  s_add_u32 s4, s4, gsym@gotpcrel32@lo+4
  s_addc_u32 s5, s5, gsym@gotpcrel32@hi+12
  s_endpgm
.Lend:
.size foo, .Lend-foo
.type foo,@function
.data
.Lloc:
  .long 1
loc_named:
  .long 2
early_glob:
  .quad foo
  .quad .Ltmp_start+8
  .long later_def
  .quad ext2
later_def:
  .byte 7
.weak wk
wk:
  .byte 1
.local lcl
.set setsym, 42
.set setsym2, foo+4
.globl setsym3
.set setsym3, 5
.bss
.p2align 4
bssv:
  .zero 32
.section .rodata.str1.1,"aMS",@progbits,1
.Lstr:
  .asciz "hello"
.section .mysec,"aw",@nobits
  .zero 16
.section .empty,"a",@progbits
.comm cm, 16, 8
.ident "my compiler"
.addrsig
.addrsig_sym foo
.addrsig_sym loc_named
