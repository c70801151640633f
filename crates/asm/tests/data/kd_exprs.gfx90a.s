// a known VGPR count and an SGPR count set later (GFX90A: accum_offset given)
	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.text
	.p2align 8
k:
	s_endpgm
	.rodata
	.p2align 6
	.amdhsa_kernel k
		.amdhsa_next_free_vgpr 20
		.amdhsa_next_free_sgpr ns
		.amdhsa_accum_offset 8
		.amdhsa_ieee_mode 0
	.end_amdhsa_kernel
	.set ns, 17
