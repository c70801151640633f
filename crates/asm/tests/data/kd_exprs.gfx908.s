// register counts named before their .set: descriptor words kept as expressions
	.amdgcn_target "amdgcn-amd-amdhsa--gfx908"
	.text
	.p2align 8
k:
	s_endpgm
	.rodata
	.p2align 6
	.amdhsa_kernel k
		.amdhsa_next_free_vgpr nv
		.amdhsa_next_free_sgpr 10
		.amdhsa_reserve_vcc rv
		.amdhsa_float_round_mode_32 1
	.end_amdhsa_kernel
	.set nv, 7
	.set rv, 0
