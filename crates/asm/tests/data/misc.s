// a .set redefined moves to the end of the symbol table; a descriptor
// where the block ends, unaligned; LEB128 data; .p2align without operands
.set a, 1
.set b, 2
.set a, 3
  s_endpgm
  .p2align
  .section .rodata,"a",@progbits
  .byte 1
  .uleb128 300, 1
  .sleb128 -1, -129, 64
  .amdhsa_kernel k
    .amdhsa_next_free_vgpr 4
    .amdhsa_next_free_sgpr 8
  .end_amdhsa_kernel
  .text
k:
  s_endpgm
