	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 6
	.text
	.protected	image_ops               ; -- Begin function image_ops
	.globl	image_ops
	.p2align	8
	.type	image_ops,@function
image_ops:                              ; @image_ops
; %bb.0:
	s_mov_b64 s[34:35], s[4:5]
	s_load_dword s33, s[4:5], 0x20
	s_mov_b32 s12, s8
	s_add_u32 s8, s34, 40
	s_mov_b32 s13, s9
	s_addc_u32 s9, s35, 0
	s_mov_b32 s14, s10
	s_mov_b64 s[10:11], s[6:7]
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z13get_global_idj@rel32@hi+12
	s_mov_b64 s[4:5], s[0:1]
	s_mov_b64 s[6:7], s[2:3]
	v_mov_b32_e32 v31, v0
	v_mov_b32_e32 v0, 0
	s_mov_b32 s32, 0
	v_mov_b32_e32 v41, 0
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v40, v0
	v_cmp_gt_u32_e32 vcc, s33, v40
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_2
; %bb.1:
	s_load_dwordx2 s[0:1], s[34:35], 0x10
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[0:1], v[40:41], 2, s[0:1]
	global_load_dword v2, v[0:1], off
	s_load_dwordx2 s[0:1], s[34:35], 0x0
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[0:1], v[40:41], 4, s[0:1]
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v3, v2
	v_mov_b32_e32 v4, v2
	v_mov_b32_e32 v5, v2
	global_store_dwordx4 v[0:1], v[2:5], off
.LBB0_2:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel image_ops
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 296
		.amdhsa_user_sgpr_count 8
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 1
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 1
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 1
		.amdhsa_enable_private_segment 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr max(totalnumvgprs(image_ops.num_agpr, image_ops.num_vgpr), 1, 0)
		.amdhsa_next_free_sgpr max(image_ops.numbered_sgpr+6, 1, 0)-6
		.amdhsa_accum_offset (((((alignto(max(1, image_ops.num_vgpr), 4)/4)-1)&~65536)&63)+1)*4
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_tg_split 0
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end0:
	.size	image_ops, .Lfunc_end0-image_ops
                                        ; -- End function
	.set image_ops.num_vgpr, max(42, amdgpu.max_num_vgpr)
	.set image_ops.num_agpr, max(0, amdgpu.max_num_agpr)
	.set image_ops.numbered_sgpr, max(36, amdgpu.max_num_sgpr)
	.set image_ops.num_named_barrier, max(0, amdgpu.max_num_named_barrier)
	.set image_ops.private_seg_size, 0
	.set image_ops.uses_vcc, 1
	.set image_ops.uses_flat_scratch, 1
	.set image_ops.has_dyn_sized_stack, 1
	.set image_ops.has_recursion, 1
	.set image_ops.has_indirect_call, 1
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 176
; TotalNumSgprs: image_ops.numbered_sgpr+6
; NumVgprs: image_ops.num_vgpr
; NumAgprs: image_ops.num_agpr
; TotalNumVgprs: totalnumvgprs(image_ops.num_agpr, image_ops.num_vgpr)
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: (alignto(max(max(image_ops.numbered_sgpr+extrasgprs(image_ops.uses_vcc, image_ops.uses_flat_scratch, 1), 1, 0), 1), 8)/8)-1
; VGPRBlocks: (alignto(max(max(totalnumvgprs(image_ops.num_agpr, image_ops.num_vgpr), 1, 0), 1), 8)/8)-1
; NumSGPRsForWavesPerEU: max(image_ops.numbered_sgpr+6, 1, 0)
; NumVGPRsForWavesPerEU: max(totalnumvgprs(image_ops.num_agpr, image_ops.num_vgpr), 1, 0)
; AccumOffset: ((alignto(max(1, image_ops.num_vgpr), 4)/4)-1+1)*4
; Occupancy: occupancy(8, 8, 512, 8, 8, max(image_ops.numbered_sgpr+extrasgprs(image_ops.uses_vcc, image_ops.uses_flat_scratch, 1), 1, 0), max(totalnumvgprs(image_ops.num_agpr, image_ops.num_vgpr), 1, 0))
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: (((alignto(max(1, image_ops.num_vgpr), 4)/4)-1)&~65536)&63
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	__clang_ocl_kern_imp_image_ops ; -- Begin function __clang_ocl_kern_imp_image_ops
	.globl	__clang_ocl_kern_imp_image_ops
	.p2align	2
	.type	__clang_ocl_kern_imp_image_ops,@function
__clang_ocl_kern_imp_image_ops:         ; @__clang_ocl_kern_imp_image_ops
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_mov_b32 s0, s33
	s_mov_b32 s33, s32
	s_or_saveexec_b64 s[2:3], -1
	scratch_store_dword off, v47, s33 offset:28 ; 4-byte Folded Spill
	s_mov_b64 exec, s[2:3]
	v_writelane_b32 v47, s0, 2
	s_add_i32 s32, s32, 48
	scratch_store_dword off, v40, s33 offset:24 ; 4-byte Folded Spill
	scratch_store_dword off, v41, s33 offset:20 ; 4-byte Folded Spill
	scratch_store_dword off, v42, s33 offset:16 ; 4-byte Folded Spill
	scratch_store_dword off, v43, s33 offset:12 ; 4-byte Folded Spill
	scratch_store_dword off, v44, s33 offset:8 ; 4-byte Folded Spill
	scratch_store_dword off, v45, s33 offset:4 ; 4-byte Folded Spill
	scratch_store_dword off, v46, s33       ; 4-byte Folded Spill
	v_writelane_b32 v47, s30, 0
	v_mov_b32_e32 v40, v0
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s1, s1, _Z13get_global_idj@rel32@hi+12
	v_mov_b32_e32 v0, 0
	v_writelane_b32 v47, s31, 1
	v_mov_b32_e32 v46, v8
	v_mov_b32_e32 v43, v5
	v_mov_b32_e32 v42, v4
	v_mov_b32_e32 v41, v1
	v_mov_b32_e32 v45, 0
	s_swappc_b64 s[30:31], s[0:1]
	v_mov_b32_e32 v44, v0
	v_cmp_gt_u32_e32 vcc, v46, v44
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB1_2
; %bb.1:
	v_lshl_add_u64 v[0:1], v[44:45], 2, v[42:43]
	global_load_dword v2, v[0:1], off
	v_lshl_add_u64 v[0:1], v[44:45], 4, v[40:41]
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v3, v2
	v_mov_b32_e32 v4, v2
	v_mov_b32_e32 v5, v2
	global_store_dwordx4 v[0:1], v[2:5], off
.LBB1_2:
	s_or_b64 exec, exec, s[0:1]
	scratch_load_dword v46, off, s33        ; 4-byte Folded Reload
	scratch_load_dword v45, off, s33 offset:4 ; 4-byte Folded Reload
	scratch_load_dword v44, off, s33 offset:8 ; 4-byte Folded Reload
	scratch_load_dword v43, off, s33 offset:12 ; 4-byte Folded Reload
	scratch_load_dword v42, off, s33 offset:16 ; 4-byte Folded Reload
	scratch_load_dword v41, off, s33 offset:20 ; 4-byte Folded Reload
	scratch_load_dword v40, off, s33 offset:24 ; 4-byte Folded Reload
	v_readlane_b32 s31, v47, 1
	v_readlane_b32 s30, v47, 0
	s_mov_b32 s32, s33
	v_readlane_b32 s0, v47, 2
	s_or_saveexec_b64 s[2:3], -1
	scratch_load_dword v47, off, s33 offset:28 ; 4-byte Folded Reload
	s_mov_b64 exec, s[2:3]
	s_mov_b32 s33, s0
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end1:
	.size	__clang_ocl_kern_imp_image_ops, .Lfunc_end1-__clang_ocl_kern_imp_image_ops
                                        ; -- End function
	.set __clang_ocl_kern_imp_image_ops.num_vgpr, max(48, amdgpu.max_num_vgpr)
	.set __clang_ocl_kern_imp_image_ops.num_agpr, max(0, amdgpu.max_num_agpr)
	.set __clang_ocl_kern_imp_image_ops.numbered_sgpr, max(34, amdgpu.max_num_sgpr)
	.set __clang_ocl_kern_imp_image_ops.num_named_barrier, max(0, amdgpu.max_num_named_barrier)
	.set __clang_ocl_kern_imp_image_ops.private_seg_size, 48
	.set __clang_ocl_kern_imp_image_ops.uses_vcc, 1
	.set __clang_ocl_kern_imp_image_ops.uses_flat_scratch, 1
	.set __clang_ocl_kern_imp_image_ops.has_dyn_sized_stack, 1
	.set __clang_ocl_kern_imp_image_ops.has_recursion, 1
	.set __clang_ocl_kern_imp_image_ops.has_indirect_call, 1
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 344
; TotalNumSgprs: __clang_ocl_kern_imp_image_ops.numbered_sgpr+6
; NumVgprs: max(48, amdgpu.max_num_vgpr)
; NumAgprs: max(0, amdgpu.max_num_agpr)
; TotalNumVgprs: totalnumvgprs(__clang_ocl_kern_imp_image_ops.num_agpr, __clang_ocl_kern_imp_image_ops.num_vgpr)
; ScratchSize: 48
; MemoryBound: 0
	.text
	.p2alignl 6, 3212836864
	.fill 256, 4, 3212836864
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 48
	.set amdgpu.max_num_agpr, 0
	.set amdgpu.max_num_sgpr, 34
	.set amdgpu.max_num_named_barrier, 0
	.text
	.hidden	_Z13get_global_idj
	.ident	"Debian clang version 22.1.8 (1~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.amdgpu_metadata
---
amdhsa.kernels:
  - .agpr_count:     0
    .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'float4*'
        .value_kind:     global_buffer
      - .address_space:  constant
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      '__amdgpu_texture_t*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         16
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         24
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .offset:         32
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
      - .offset:         40
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         44
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         48
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         52
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         54
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         56
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         58
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         60
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         62
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         80
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         88
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         96
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         104
        .size:           2
        .value_kind:     hidden_grid_dims
      - .offset:         120
        .size:           8
        .value_kind:     hidden_hostcall_buffer
      - .offset:         128
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
      - .offset:         136
        .size:           8
        .value_kind:     hidden_heap_v1
      - .offset:         144
        .size:           8
        .value_kind:     hidden_default_queue
      - .offset:         152
        .size:           8
        .value_kind:     hidden_completion_action
      - .offset:         240
        .size:           8
        .value_kind:     hidden_queue_ptr
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 296
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           image_ops
    .private_segment_fixed_size: 0
    .sgpr_count:     42
    .sgpr_spill_count: 0
    .symbol:         image_ops.kd
    .uses_dynamic_stack: true
    .vgpr_count:     48
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
