// relocations llvm-mc records: PC-relative and absolute literals, data
  .text
  s_getpc_b64 s[0:1]
  s_add_u32 s0, s0, ext_fn@rel32@lo+4
  s_addc_u32 s1, s1, ext_fn@rel32@hi+12
  s_add_u32 s2, s2, ext_var@gotpcrel32@lo+4
  s_addc_u32 s3, s3, ext_var@gotpcrel32@hi+12
  s_mov_b32 s4, table@abs32@lo
  s_mov_b32 s5, table@abs32@hi
  s_mov_b32 s6, local_label
  s_mov_b32 s7, glob
local_label:
  s_endpgm
  .globl glob
glob:
  s_endpgm
  .section .rodata,"a",@progbits
  .p2align 3
table:
  .long 1, 2, ext_var
  .quad ext_fn+8, glob
  .short 0xbeef
  .byte 1, 2, 3
  .ascii "ab\n"
  .asciz "cd"
  .zero 3
  .fill 2, 4, 0x01020304
  .p2alignl 4, 0xbf800000
  .data
  .long .
  .bss
  .zero 32
