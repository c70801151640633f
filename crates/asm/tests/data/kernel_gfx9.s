	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.amdhsa_code_object_version 5
	.text
	.globl k
	.p2align 8
	.type k,@function
k:
	s_load_dwordx2 s[0:1], s[4:5], 0x0
	v_mov_b32 v1, 0
	s_waitcnt lgkmcnt(0)
	global_store_dword v1, v0, s[0:1]
	s_endpgm
.Lend:
	.size k, .Lend-k
	.set k.num_vgpr, 2
	.section .rodata,"a",@progbits
	.p2align 6, 0x0
	.amdhsa_kernel k
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_count 6
		.amdhsa_next_free_vgpr max(k.num_vgpr, 1)
		.amdhsa_next_free_sgpr 8
		.amdhsa_accum_offset 4
		.amdhsa_ieee_mode 0
		.amdhsa_float_denorm_mode_32 0
		.amdhsa_group_segment_fixed_size 256
	.end_amdhsa_kernel
	.text
	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: 256
    .kernarg_segment_align: 8
    .kernarg_segment_size: 8
    .max_flat_workgroup_size: 256
    .name:           k
    .private_segment_fixed_size: 0
    .sgpr_count:     8
    .symbol:         k.kd
    .vgpr_count:     2
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
  - 1
  - 2
...
	.end_amdgpu_metadata
