// Descriptor sizes named by symbols: an undefined one is relocated
// (R_AMDGPU_ABS32), one set after the block is folded in.
.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
.text
.globl k
.p2align 8
.type k,@function
k:
  s_endpgm
.globl k2
.p2align 8
.type k2,@function
k2:
  s_endpgm
.rodata
.p2align 6
.amdhsa_kernel k
  .amdhsa_next_free_vgpr 8
  .amdhsa_next_free_sgpr 8
  .amdhsa_group_segment_fixed_size extern_lds+4*2
  .amdhsa_private_segment_fixed_size other
.end_amdhsa_kernel
.p2align 6
.amdhsa_kernel k2
  .amdhsa_next_free_vgpr 8
  .amdhsa_next_free_sgpr 8
  .amdhsa_group_segment_fixed_size later
  .amdhsa_private_segment_fixed_size 16
.end_amdhsa_kernel
.set later, 256
