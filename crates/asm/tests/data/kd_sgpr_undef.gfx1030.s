// The fields that only add up to the SGPR count reach no descriptor bit
// on GFX10+: a symbol defined nowhere is taken in each, and not listed.
.amdgcn_target "amdgcn-amd-amdhsa--gfx1030"
.text
.globl k
.p2align 8
.type k,@function
k:
  s_endpgm
.rodata
.p2align 6
.amdhsa_kernel k
  .amdhsa_next_free_vgpr 8
  .amdhsa_next_free_sgpr k.num_sgpr
  .amdhsa_reserve_vcc k.uses_vcc
  .amdhsa_reserve_flat_scratch k.uses_flat_scratch
  .amdhsa_reserve_xnack_mask k.uses_xnack
.end_amdhsa_kernel
