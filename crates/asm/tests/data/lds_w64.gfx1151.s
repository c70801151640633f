	.amdgcn_target "amdgcn-amd-amdhsa--gfx1151"
	.amdhsa_code_object_version 6
	.text
	.protected	lds_reverse_w64         ; -- Begin function lds_reverse_w64
	.globl	lds_reverse_w64
	.p2align	8
	.type	lds_reverse_w64,@function
lds_reverse_w64:                        ; @lds_reverse_w64
; %bb.0:
	s_load_b128 s[4:7], s[0:1], 0x0
	v_mov_b32_e32 v2, 0
	v_lshl_or_b32 v1, s2, 8, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[1:2], 2, v[1:2]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v3, vcc, s4, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v4, null, s5, v2, vcc
	global_load_b32 v3, v[3:4], off
	v_lshlrev_b32_e32 v4, 2, v0
	v_xor_b32_e32 v5, 0x3fc, v4
	s_waitcnt vmcnt(0)
	ds_store_b32 v4, v3
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_load_b32 v3, v5
	s_waitcnt lgkmcnt(0)
	v_add_nc_u32_e32 v3, v3, v0
	v_add_co_u32 v0, vcc, s6, v1
	s_waitcnt_depctr depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v1, null, s7, v2, vcc
	global_store_b32 v[0:1], v3, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel lds_reverse_w64
		.amdhsa_group_segment_fixed_size 1024
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 16
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 6
		.amdhsa_next_free_sgpr 8
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 1
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_shared_vgpr_count 0
		.amdhsa_inst_pref_size 2
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
	.size	lds_reverse_w64, .Lfunc_end0-lds_reverse_w64
                                        ; -- End function
	.set lds_reverse_w64.num_vgpr, 6
	.set lds_reverse_w64.num_agpr, 0
	.set lds_reverse_w64.numbered_sgpr, 8
	.set lds_reverse_w64.num_named_barrier, 0
	.set lds_reverse_w64.private_seg_size, 0
	.set lds_reverse_w64.uses_vcc, 1
	.set lds_reverse_w64.uses_flat_scratch, 0
	.set lds_reverse_w64.has_dyn_sized_stack, 0
	.set lds_reverse_w64.has_recursion, 0
	.set lds_reverse_w64.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 144
; TotalNumSgprs: 10
; NumVgprs: 6
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 1024 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 10
; NumVGPRsForWavesPerEU: 6
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	__clang_ocl_kern_imp_lds_reverse_w64 ; -- Begin function __clang_ocl_kern_imp_lds_reverse_w64
	.globl	__clang_ocl_kern_imp_lds_reverse_w64
	.p2align	2
	.type	__clang_ocl_kern_imp_lds_reverse_w64,@function
__clang_ocl_kern_imp_lds_reverse_w64:   ; @__clang_ocl_kern_imp_lds_reverse_w64
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_and_b32_e32 v6, 0x3ff, v31
	v_mov_b32_e32 v5, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshl_or_b32 v4, s12, 8, v6
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v0, vcc, v0, v4
	v_add_co_ci_u32_e64 v1, null, v1, v5, vcc
	global_load_b32 v0, v[0:1], off
	s_trap 2
	s_waitcnt vmcnt(0)
	ds_store_b32 v0, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_load_b32 v0, v0
	s_waitcnt lgkmcnt(0)
	v_add_nc_u32_e32 v6, v0, v6
	v_add_co_u32 v0, vcc, v2, v4
	s_waitcnt_depctr depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v1, null, v3, v5, vcc
	global_store_b32 v[0:1], v6, off
	s_setpc_b64 s[30:31]
.Lfunc_end1:
	.size	__clang_ocl_kern_imp_lds_reverse_w64, .Lfunc_end1-__clang_ocl_kern_imp_lds_reverse_w64
                                        ; -- End function
	.set __clang_ocl_kern_imp_lds_reverse_w64.num_vgpr, 32
	.set __clang_ocl_kern_imp_lds_reverse_w64.num_agpr, 0
	.set __clang_ocl_kern_imp_lds_reverse_w64.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_lds_reverse_w64.num_named_barrier, 0
	.set __clang_ocl_kern_imp_lds_reverse_w64.private_seg_size, 0
	.set __clang_ocl_kern_imp_lds_reverse_w64.uses_vcc, 1
	.set __clang_ocl_kern_imp_lds_reverse_w64.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_lds_reverse_w64.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_lds_reverse_w64.has_recursion, 0
	.set __clang_ocl_kern_imp_lds_reverse_w64.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 136
; TotalNumSgprs: 34
; NumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	lds_transpose_w64       ; -- Begin function lds_transpose_w64
	.globl	lds_transpose_w64
	.p2align	8
	.type	lds_transpose_w64,@function
lds_transpose_w64:                      ; @lds_transpose_w64
; %bb.0:
	s_clause 0x1
	s_load_b64 s[8:9], s[0:1], 0x10
	s_load_b128 s[4:7], s[0:1], 0x0
	v_bfe_u32 v4, v0, 10, 10
	v_and_b32_e32 v5, 0x3ff, v0
	s_lshl_b32 s0, s3, 4
	s_lshl_b32 s1, s2, 4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_or_b32_e32 v1, s0, v4
	v_or_b32_e32 v0, s1, v5
	v_or_b32_e32 v7, s1, v4
	s_waitcnt lgkmcnt(0)
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[0:1], null, s8, v1, v[0:1]
	v_mov_b32_e32 v1, 0
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_or_b32_e32 v0, s0, v5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v2, vcc, s4, v2
	v_add_co_ci_u32_e64 v3, null, s5, v3, vcc
	global_load_b32 v6, v[2:3], off
	v_mul_u32_u24_e32 v2, 0x44, v4
	v_mul_u32_u24_e32 v3, 0x44, v5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshl_add_u32 v5, v5, 2, v2
	v_lshl_add_u32 v4, v4, 2, v3
	v_mad_u64_u32 v[2:3], null, s9, v7, v[0:1]
	v_mov_b32_e32 v3, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[0:1], 2, v[2:3]
	v_add_co_u32 v0, vcc, s6, v0
	s_waitcnt_depctr depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e64 v1, null, s7, v1, vcc
	s_waitcnt vmcnt(0)
	ds_store_b32 v5, v6
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_load_b32 v4, v4
	s_waitcnt lgkmcnt(0)
	global_store_b32 v[0:1], v4, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel lds_transpose_w64
		.amdhsa_group_segment_fixed_size 1088
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 24
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 8
		.amdhsa_next_free_sgpr 10
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 1
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_shared_vgpr_count 0
		.amdhsa_inst_pref_size 2
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end2:
	.size	lds_transpose_w64, .Lfunc_end2-lds_transpose_w64
                                        ; -- End function
	.set lds_transpose_w64.num_vgpr, 8
	.set lds_transpose_w64.num_agpr, 0
	.set lds_transpose_w64.numbered_sgpr, 10
	.set lds_transpose_w64.num_named_barrier, 0
	.set lds_transpose_w64.private_seg_size, 0
	.set lds_transpose_w64.uses_vcc, 1
	.set lds_transpose_w64.uses_flat_scratch, 0
	.set lds_transpose_w64.has_dyn_sized_stack, 0
	.set lds_transpose_w64.has_recursion, 0
	.set lds_transpose_w64.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 248
; TotalNumSgprs: 12
; NumVgprs: 8
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 1088 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 12
; NumVGPRsForWavesPerEU: 8
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
	.text
	.protected	__clang_ocl_kern_imp_lds_transpose_w64 ; -- Begin function __clang_ocl_kern_imp_lds_transpose_w64
	.globl	__clang_ocl_kern_imp_lds_transpose_w64
	.p2align	2
	.type	__clang_ocl_kern_imp_lds_transpose_w64,@function
__clang_ocl_kern_imp_lds_transpose_w64: ; @__clang_ocl_kern_imp_lds_transpose_w64
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_bfe_u32 v10, v31, 10, 10
	v_and_b32_e32 v11, 0x3ff, v31
	s_lshl_b32 s0, s13, 4
	s_lshl_b32 s1, s12, 4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_or_b32_e32 v7, s0, v10
	v_or_b32_e32 v6, s1, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[6:7], null, v4, v7, v[6:7]
	v_mov_b32_e32 v7, 0
	v_lshlrev_b64 v[8:9], 2, v[6:7]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v0, vcc, v0, v8
	v_add_co_ci_u32_e64 v1, null, v1, v9, vcc
	global_load_b32 v4, v[0:1], off
	v_or_b32_e32 v0, s0, v11
	v_or_b32_e32 v1, s1, v10
	s_trap 2
	s_delay_alu instid0(VALU_DEP_1)
	v_mad_u64_u32 v[0:1], null, v5, v1, v[0:1]
	v_mov_b32_e32 v1, v7
	s_waitcnt vmcnt(0)
	ds_store_b32 v0, v4
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_load_b32 v4, v0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_co_u32 v0, vcc, v2, v0
	s_waitcnt_depctr depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v1, null, v3, v1, vcc
	s_waitcnt lgkmcnt(0)
	global_store_b32 v[0:1], v4, off
	s_setpc_b64 s[30:31]
.Lfunc_end3:
	.size	__clang_ocl_kern_imp_lds_transpose_w64, .Lfunc_end3-__clang_ocl_kern_imp_lds_transpose_w64
                                        ; -- End function
	.set __clang_ocl_kern_imp_lds_transpose_w64.num_vgpr, 32
	.set __clang_ocl_kern_imp_lds_transpose_w64.num_agpr, 0
	.set __clang_ocl_kern_imp_lds_transpose_w64.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_lds_transpose_w64.num_named_barrier, 0
	.set __clang_ocl_kern_imp_lds_transpose_w64.private_seg_size, 0
	.set __clang_ocl_kern_imp_lds_transpose_w64.uses_vcc, 1
	.set __clang_ocl_kern_imp_lds_transpose_w64.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_lds_transpose_w64.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_lds_transpose_w64.has_recursion, 0
	.set __clang_ocl_kern_imp_lds_transpose_w64.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 196
; TotalNumSgprs: 34
; NumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	lds_stencil_w64         ; -- Begin function lds_stencil_w64
	.globl	lds_stencil_w64
	.p2align	8
	.type	lds_stencil_w64,@function
lds_stencil_w64:                        ; @lds_stencil_w64
; %bb.0:
	s_load_b128 s[4:7], s[0:1], 0x0
	v_mov_b32_e32 v4, 0
	v_lshl_or_b32 v3, s2, 7, v0
	s_mov_b64 s[2:3], exec
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[1:2], 2, v[3:4]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v4, vcc, s4, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v5, null, s5, v2, vcc
	global_load_b32 v4, v[4:5], off
	v_lshlrev_b32_e32 v5, 2, v0
	s_waitcnt vmcnt(0)
	ds_store_b32 v5, v4 offset:4
	v_cmpx_lt_i32_e32 0x7e, v0
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB4_4
; %bb.1:
	s_mov_b64 s[8:9], exec
	v_cmpx_eq_u32_e32 0x7f, v0
	s_cbranch_execz .LBB4_3
; %bb.2:
	s_load_b32 s0, s[0:1], 0x10
	v_add_nc_u32_e32 v0, 1, v3
	v_mov_b32_e32 v4, 0
	s_waitcnt lgkmcnt(0)
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_gt_u32_e32 vcc, s0, v0
	s_waitcnt_depctr depctr_va_vcc(0)
	s_add_i32 s1, s0, -1
	v_cndmask_b32_e32 v3, s1, v0, vcc
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[6:7], 2, v[3:4]
	v_add_co_u32 v6, vcc, s4, v6
	s_waitcnt_depctr depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e64 v7, null, s5, v7, vcc
	global_load_b32 v0, v[6:7], off
	s_waitcnt vmcnt(0)
	ds_store_b32 v4, v0 offset:516
.LBB4_3:
	s_or_b64 exec, exec, s[8:9]
                                        ; implicit-def: $vgpr0
                                        ; implicit-def: $vgpr3_vgpr4
.LBB4_4:
	s_and_not1_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB4_8
; %bb.5:
	s_mov_b64 s[2:3], exec
	v_cmpx_eq_u32_e32 0, v0
	s_cbranch_execz .LBB4_7
; %bb.6:
	v_sub_nc_u32_e64 v3, v3, 1 clamp
	v_mov_b32_e32 v4, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[6:7], 2, v[3:4]
	v_add_co_u32 v6, vcc, s4, v6
	s_waitcnt_depctr depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e64 v7, null, s5, v7, vcc
	global_load_b32 v0, v[6:7], off
	s_waitcnt vmcnt(0)
	ds_store_b32 v4, v0
.LBB4_7:
	s_or_b64 exec, exec, s[2:3]
.LBB4_8:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_load_2addr_b32 v[3:4], v5 offset1:1
	ds_load_b32 v5, v5 offset:8
	s_waitcnt lgkmcnt(1)
	v_lshlrev_b32_e32 v0, 1, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_sub_nc_u32_e32 v0, v3, v0
	s_waitcnt lgkmcnt(0)
	v_mad_u64_u32 v[3:4], null, v5, 3, v[0:1]
	v_add_co_u32 v0, vcc, s6, v1
	s_waitcnt_depctr depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v1, null, s7, v2, vcc
	global_store_b32 v[0:1], v3, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel lds_stencil_w64
		.amdhsa_group_segment_fixed_size 520
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 20
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 8
		.amdhsa_next_free_sgpr 10
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 1
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_shared_vgpr_count 0
		.amdhsa_inst_pref_size 4
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end4:
	.size	lds_stencil_w64, .Lfunc_end4-lds_stencil_w64
                                        ; -- End function
	.set lds_stencil_w64.num_vgpr, 8
	.set lds_stencil_w64.num_agpr, 0
	.set lds_stencil_w64.numbered_sgpr, 10
	.set lds_stencil_w64.num_named_barrier, 0
	.set lds_stencil_w64.private_seg_size, 0
	.set lds_stencil_w64.uses_vcc, 1
	.set lds_stencil_w64.uses_flat_scratch, 0
	.set lds_stencil_w64.has_dyn_sized_stack, 0
	.set lds_stencil_w64.has_recursion, 0
	.set lds_stencil_w64.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 400
; TotalNumSgprs: 12
; NumVgprs: 8
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 520 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 12
; NumVGPRsForWavesPerEU: 8
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	__clang_ocl_kern_imp_lds_stencil_w64 ; -- Begin function __clang_ocl_kern_imp_lds_stencil_w64
	.globl	__clang_ocl_kern_imp_lds_stencil_w64
	.p2align	2
	.type	__clang_ocl_kern_imp_lds_stencil_w64,@function
__clang_ocl_kern_imp_lds_stencil_w64:   ; @__clang_ocl_kern_imp_lds_stencil_w64
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_and_b32_e32 v9, 0x3ff, v31
	v_mov_b32_e32 v8, 0
	s_mov_b64 s[0:1], exec
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshl_or_b32 v7, s12, 7, v9
	v_lshlrev_b64 v[5:6], 2, v[7:8]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v10, vcc, v0, v5
	v_add_co_ci_u32_e64 v11, null, v1, v6, vcc
	global_load_b32 v8, v[10:11], off
	s_trap 2
	s_waitcnt vmcnt(0)
	ds_store_b32 v0, v8
	v_cmpx_lt_i32_e32 0x7e, v9
	s_xor_b64 s[0:1], exec, s[0:1]
	s_cbranch_execz .LBB5_4
; %bb.1:
	s_mov_b64 s[2:3], exec
	v_cmpx_eq_u32_e32 0x7f, v9
	s_cbranch_execz .LBB5_3
; %bb.2:
	v_add_nc_u32_e32 v7, 1, v7
	v_add_nc_u32_e32 v9, -1, v4
	v_mov_b32_e32 v8, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_cmp_lt_u32_e32 vcc, v7, v4
	s_waitcnt_depctr depctr_va_vcc(0)
	v_cndmask_b32_e32 v7, v9, v7, vcc
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[7:8], 2, v[7:8]
	v_add_co_u32 v0, vcc, v0, v7
	s_waitcnt_depctr depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e64 v1, null, v1, v8, vcc
	global_load_b32 v0, v[0:1], off
	s_waitcnt vmcnt(0)
	ds_store_b32 v0, v0
	s_trap 2
.LBB5_3:
	s_or_b64 exec, exec, s[2:3]
                                        ; implicit-def: $vgpr9
                                        ; implicit-def: $vgpr7_vgpr8
                                        ; implicit-def: $vgpr0_vgpr1
.LBB5_4:
	s_and_not1_saveexec_b64 s[0:1], s[0:1]
	s_cbranch_execz .LBB5_8
; %bb.5:
	s_mov_b64 s[2:3], exec
	v_cmpx_eq_u32_e32 0, v9
	s_cbranch_execz .LBB5_7
; %bb.6:
	v_sub_nc_u32_e64 v7, v7, 1 clamp
	v_mov_b32_e32 v8, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[7:8], 2, v[7:8]
	v_add_co_u32 v0, vcc, v0, v7
	s_waitcnt_depctr depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e64 v1, null, v1, v8, vcc
	global_load_b32 v0, v[0:1], off
	s_waitcnt vmcnt(0)
	ds_store_b32 v0, v0
	s_trap 2
.LBB5_7:
	s_or_b64 exec, exec, s[2:3]
.LBB5_8:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_load_2addr_b32 v[0:1], v0 offset1:1
	s_waitcnt lgkmcnt(0)
	ds_load_b32 v4, v0 offset:8
	v_lshlrev_b32_e32 v1, 1, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_sub_nc_u32_e32 v0, v0, v1
	s_waitcnt lgkmcnt(0)
	v_mad_u64_u32 v[0:1], null, v4, 3, v[0:1]
	v_add_co_u32 v1, vcc, v2, v5
	s_waitcnt_depctr depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v2, null, v3, v6, vcc
	global_store_b32 v[1:2], v0, off
	s_setpc_b64 s[30:31]
.Lfunc_end5:
	.size	__clang_ocl_kern_imp_lds_stencil_w64, .Lfunc_end5-__clang_ocl_kern_imp_lds_stencil_w64
                                        ; -- End function
	.set __clang_ocl_kern_imp_lds_stencil_w64.num_vgpr, 32
	.set __clang_ocl_kern_imp_lds_stencil_w64.num_agpr, 0
	.set __clang_ocl_kern_imp_lds_stencil_w64.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_lds_stencil_w64.num_named_barrier, 0
	.set __clang_ocl_kern_imp_lds_stencil_w64.private_seg_size, 0
	.set __clang_ocl_kern_imp_lds_stencil_w64.uses_vcc, 1
	.set __clang_ocl_kern_imp_lds_stencil_w64.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_lds_stencil_w64.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_lds_stencil_w64.has_recursion, 0
	.set __clang_ocl_kern_imp_lds_stencil_w64.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 396
; TotalNumSgprs: 34
; NumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	lds_tree_reduce_w64     ; -- Begin function lds_tree_reduce_w64
	.globl	lds_tree_reduce_w64
	.p2align	8
	.type	lds_tree_reduce_w64,@function
lds_tree_reduce_w64:                    ; @lds_tree_reduce_w64
; %bb.0:
	s_load_b128 s[4:7], s[0:1], 0x0
	v_mov_b32_e32 v2, 0
	v_lshl_or_b32 v1, s2, 8, v0
	s_mov_b64 s[0:1], exec
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[1:2], 2, v[1:2]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v1, vcc, s4, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v2, null, s5, v2, vcc
	global_load_b32 v2, v[1:2], off
	v_lshlrev_b32_e32 v1, 2, v0
	s_waitcnt vmcnt(0)
	ds_store_b32 v1, v2
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_cmpx_gt_u32_e32 0x80, v0
	s_cbranch_execz .LBB6_2
; %bb.1:
	ds_load_2addr_stride64_b32 v[2:3], v1 offset1:2
	s_waitcnt lgkmcnt(0)
	v_add_nc_u32_e32 v2, v2, v3
	ds_store_b32 v1, v2
.LBB6_2:
	s_or_b64 exec, exec, s[0:1]
	s_delay_alu instid0(SALU_CYCLE_1)
	s_mov_b64 s[0:1], exec
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_cmpx_gt_u32_e32 64, v0
	s_cbranch_execz .LBB6_4
; %bb.3:
	ds_load_2addr_stride64_b32 v[2:3], v1 offset1:1
	s_waitcnt lgkmcnt(0)
	v_add_nc_u32_e32 v2, v2, v3
	ds_store_b32 v1, v2
.LBB6_4:
	s_or_b64 exec, exec, s[0:1]
	s_delay_alu instid0(SALU_CYCLE_1)
	s_mov_b64 s[0:1], exec
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_cmpx_gt_u32_e32 32, v0
	s_cbranch_execz .LBB6_6
; %bb.5:
	ds_load_2addr_b32 v[2:3], v1 offset1:32
	s_waitcnt lgkmcnt(0)
	v_add_nc_u32_e32 v2, v2, v3
	ds_store_b32 v1, v2
.LBB6_6:
	s_or_b64 exec, exec, s[0:1]
	s_delay_alu instid0(SALU_CYCLE_1)
	s_mov_b64 s[0:1], exec
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_cmpx_gt_u32_e32 16, v0
	s_cbranch_execz .LBB6_8
; %bb.7:
	ds_load_2addr_b32 v[2:3], v1 offset1:16
	s_waitcnt lgkmcnt(0)
	v_add_nc_u32_e32 v2, v2, v3
	ds_store_b32 v1, v2
.LBB6_8:
	s_or_b64 exec, exec, s[0:1]
	s_delay_alu instid0(SALU_CYCLE_1)
	s_mov_b64 s[0:1], exec
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_cmpx_gt_u32_e32 8, v0
	s_cbranch_execz .LBB6_10
; %bb.9:
	ds_load_2addr_b32 v[2:3], v1 offset1:8
	s_waitcnt lgkmcnt(0)
	v_add_nc_u32_e32 v2, v2, v3
	ds_store_b32 v1, v2
.LBB6_10:
	s_or_b64 exec, exec, s[0:1]
	s_delay_alu instid0(SALU_CYCLE_1)
	s_mov_b64 s[0:1], exec
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_cmpx_gt_u32_e32 4, v0
	s_cbranch_execz .LBB6_12
; %bb.11:
	ds_load_2addr_b32 v[2:3], v1 offset1:4
	s_waitcnt lgkmcnt(0)
	v_add_nc_u32_e32 v2, v2, v3
	ds_store_b32 v1, v2
.LBB6_12:
	s_or_b64 exec, exec, s[0:1]
	s_delay_alu instid0(SALU_CYCLE_1)
	s_mov_b64 s[0:1], exec
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_cmpx_gt_u32_e32 2, v0
	s_cbranch_execz .LBB6_14
; %bb.13:
	ds_load_2addr_b32 v[2:3], v1 offset1:2
	s_waitcnt lgkmcnt(0)
	v_add_nc_u32_e32 v2, v2, v3
	ds_store_b32 v1, v2
.LBB6_14:
	s_or_b64 exec, exec, s[0:1]
	v_cmp_eq_u32_e32 vcc, 0, v0
	s_waitcnt_depctr depctr_va_vcc(0)
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB6_16
; %bb.15:
	ds_load_2addr_b32 v[2:3], v1 offset1:1
	s_waitcnt lgkmcnt(0)
	v_add_nc_u32_e32 v0, v2, v3
	ds_store_b32 v1, v0
.LBB6_16:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB6_18
; %bb.17:
	v_mov_b32_e32 v0, 0
	s_mov_b32 s3, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[0:1], s[2:3], 2
	s_add_u32 s0, s6, s0
	ds_load_b32 v1, v0
	s_addc_u32 s1, s7, s1
	s_waitcnt lgkmcnt(0)
	global_store_b32 v0, v1, s[0:1]
.LBB6_18:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel lds_tree_reduce_w64
		.amdhsa_group_segment_fixed_size 1024
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 16
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 4
		.amdhsa_next_free_sgpr 8
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 1
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_shared_vgpr_count 0
		.amdhsa_inst_pref_size 5
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end6:
	.size	lds_tree_reduce_w64, .Lfunc_end6-lds_tree_reduce_w64
                                        ; -- End function
	.set lds_tree_reduce_w64.num_vgpr, 4
	.set lds_tree_reduce_w64.num_agpr, 0
	.set lds_tree_reduce_w64.numbered_sgpr, 8
	.set lds_tree_reduce_w64.num_named_barrier, 0
	.set lds_tree_reduce_w64.private_seg_size, 0
	.set lds_tree_reduce_w64.uses_vcc, 1
	.set lds_tree_reduce_w64.uses_flat_scratch, 0
	.set lds_tree_reduce_w64.has_dyn_sized_stack, 0
	.set lds_tree_reduce_w64.has_recursion, 0
	.set lds_tree_reduce_w64.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 560
; TotalNumSgprs: 10
; NumVgprs: 4
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 1024 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 10
; NumVGPRsForWavesPerEU: 4
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	__clang_ocl_kern_imp_lds_tree_reduce_w64 ; -- Begin function __clang_ocl_kern_imp_lds_tree_reduce_w64
	.globl	__clang_ocl_kern_imp_lds_tree_reduce_w64
	.p2align	2
	.type	__clang_ocl_kern_imp_lds_tree_reduce_w64,@function
__clang_ocl_kern_imp_lds_tree_reduce_w64: ; @__clang_ocl_kern_imp_lds_tree_reduce_w64
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_and_b32_e32 v4, 0x3ff, v31
	v_mov_b32_e32 v6, 0
	s_mov_b64 s[0:1], exec
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshl_or_b32 v5, s12, 8, v4
	v_lshlrev_b64 v[5:6], 2, v[5:6]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v0, vcc, v0, v5
	v_add_co_ci_u32_e64 v1, null, v1, v6, vcc
	global_load_b32 v0, v[0:1], off
	s_trap 2
	s_waitcnt vmcnt(0)
	ds_store_b32 v0, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_cmpx_gt_u32_e32 0x80, v4
	s_cbranch_execz .LBB7_2
; %bb.1:
	ds_load_2addr_stride64_b32 v[0:1], v0 offset1:2
	s_waitcnt lgkmcnt(0)
	v_add_nc_u32_e32 v0, v0, v1
	ds_store_b32 v0, v0
.LBB7_2:
	s_or_b64 exec, exec, s[0:1]
	s_delay_alu instid0(SALU_CYCLE_1)
	s_mov_b64 s[0:1], exec
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_cmpx_gt_u32_e32 64, v4
	s_cbranch_execz .LBB7_4
; %bb.3:
	ds_load_2addr_stride64_b32 v[0:1], v0 offset1:1
	s_waitcnt lgkmcnt(0)
	v_add_nc_u32_e32 v0, v0, v1
	ds_store_b32 v0, v0
.LBB7_4:
	s_or_b64 exec, exec, s[0:1]
	s_delay_alu instid0(SALU_CYCLE_1)
	s_mov_b64 s[0:1], exec
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_cmpx_gt_u32_e32 32, v4
	s_cbranch_execz .LBB7_6
; %bb.5:
	ds_load_2addr_b32 v[0:1], v0 offset1:32
	s_waitcnt lgkmcnt(0)
	v_add_nc_u32_e32 v0, v0, v1
	ds_store_b32 v0, v0
.LBB7_6:
	s_or_b64 exec, exec, s[0:1]
	s_delay_alu instid0(SALU_CYCLE_1)
	s_mov_b64 s[0:1], exec
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_cmpx_gt_u32_e32 16, v4
	s_cbranch_execz .LBB7_8
; %bb.7:
	ds_load_2addr_b32 v[0:1], v0 offset1:16
	s_waitcnt lgkmcnt(0)
	v_add_nc_u32_e32 v0, v0, v1
	ds_store_b32 v0, v0
.LBB7_8:
	s_or_b64 exec, exec, s[0:1]
	s_delay_alu instid0(SALU_CYCLE_1)
	s_mov_b64 s[0:1], exec
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_cmpx_gt_u32_e32 8, v4
	s_cbranch_execz .LBB7_10
; %bb.9:
	ds_load_2addr_b32 v[0:1], v0 offset1:8
	s_waitcnt lgkmcnt(0)
	v_add_nc_u32_e32 v0, v0, v1
	ds_store_b32 v0, v0
.LBB7_10:
	s_or_b64 exec, exec, s[0:1]
	s_delay_alu instid0(SALU_CYCLE_1)
	s_mov_b64 s[0:1], exec
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_cmpx_gt_u32_e32 4, v4
	s_cbranch_execz .LBB7_12
; %bb.11:
	ds_load_2addr_b32 v[0:1], v0 offset1:4
	s_waitcnt lgkmcnt(0)
	v_add_nc_u32_e32 v0, v0, v1
	ds_store_b32 v0, v0
.LBB7_12:
	s_or_b64 exec, exec, s[0:1]
	s_delay_alu instid0(SALU_CYCLE_1)
	s_mov_b64 s[0:1], exec
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_cmpx_gt_u32_e32 2, v4
	s_cbranch_execz .LBB7_14
; %bb.13:
	ds_load_2addr_b32 v[0:1], v0 offset1:2
	s_waitcnt lgkmcnt(0)
	v_add_nc_u32_e32 v0, v0, v1
	ds_store_b32 v0, v0
.LBB7_14:
	s_or_b64 exec, exec, s[0:1]
	v_cmp_eq_u32_e32 vcc, 0, v4
	s_waitcnt_depctr depctr_va_vcc(0)
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB7_16
; %bb.15:
	ds_load_2addr_b32 v[0:1], v0 offset1:1
	s_waitcnt lgkmcnt(0)
	v_add_nc_u32_e32 v0, v0, v1
	ds_store_b32 v0, v0
.LBB7_16:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB7_18
; %bb.17:
	s_trap 2
	ds_load_b32 v4, v0
	s_mov_b32 s13, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[2:3], s[12:13], 2
	v_add_co_u32 v0, vcc, v2, s2
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v1, null, s3, v3, vcc
	s_waitcnt lgkmcnt(0)
	global_store_b32 v[0:1], v4, off
.LBB7_18:
	s_or_b64 exec, exec, s[0:1]
	s_setpc_b64 s[30:31]
.Lfunc_end7:
	.size	__clang_ocl_kern_imp_lds_tree_reduce_w64, .Lfunc_end7-__clang_ocl_kern_imp_lds_tree_reduce_w64
                                        ; -- End function
	.set __clang_ocl_kern_imp_lds_tree_reduce_w64.num_vgpr, 32
	.set __clang_ocl_kern_imp_lds_tree_reduce_w64.num_agpr, 0
	.set __clang_ocl_kern_imp_lds_tree_reduce_w64.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_lds_tree_reduce_w64.num_named_barrier, 0
	.set __clang_ocl_kern_imp_lds_tree_reduce_w64.private_seg_size, 0
	.set __clang_ocl_kern_imp_lds_tree_reduce_w64.uses_vcc, 1
	.set __clang_ocl_kern_imp_lds_tree_reduce_w64.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_lds_tree_reduce_w64.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_lds_tree_reduce_w64.has_recursion, 0
	.set __clang_ocl_kern_imp_lds_tree_reduce_w64.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 576
; TotalNumSgprs: 34
; NumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	lds_scan_w64            ; -- Begin function lds_scan_w64
	.globl	lds_scan_w64
	.p2align	8
	.type	lds_scan_w64,@function
lds_scan_w64:                           ; @lds_scan_w64
; %bb.0:
	s_load_b128 s[4:7], s[0:1], 0x0
	v_mov_b32_e32 v2, 0
	v_lshl_or_b32 v1, s2, 7, v0
	s_mov_b64 s[0:1], exec
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[1:2], 2, v[1:2]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v3, vcc, s4, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v4, null, s5, v2, vcc
	global_load_b32 v4, v[3:4], off
	v_lshlrev_b32_e32 v3, 2, v0
	s_waitcnt vmcnt(0)
	ds_store_b32 v3, v4
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_load_b32 v4, v3
	v_cmpx_ne_u32_e32 0, v0
	s_cbranch_execz .LBB8_2
; %bb.1:
	v_add_nc_u32_e32 v5, -4, v3
	ds_load_b32 v5, v5
	s_waitcnt lgkmcnt(0)
	v_add_nc_u32_e32 v4, v5, v4
.LBB8_2:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	ds_store_b32 v3, v4 offset:512
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_load_b32 v4, v3 offset:512
	s_mov_b64 s[0:1], exec
	v_cmpx_lt_u32_e32 1, v0
	s_cbranch_execz .LBB8_4
; %bb.3:
	ds_load_b32 v5, v3 offset:504
	s_waitcnt lgkmcnt(0)
	v_add_nc_u32_e32 v4, v5, v4
.LBB8_4:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	ds_store_b32 v3, v4
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_load_b32 v4, v3
	s_mov_b64 s[0:1], exec
	v_cmpx_lt_u32_e32 3, v0
	s_cbranch_execz .LBB8_6
; %bb.5:
	v_add_nc_u32_e32 v5, -16, v3
	ds_load_b32 v5, v5
	s_waitcnt lgkmcnt(0)
	v_add_nc_u32_e32 v4, v5, v4
.LBB8_6:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	ds_store_b32 v3, v4 offset:512
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_load_b32 v4, v3 offset:512
	s_mov_b64 s[0:1], exec
	v_cmpx_lt_u32_e32 7, v0
	s_cbranch_execz .LBB8_8
; %bb.7:
	ds_load_b32 v5, v3 offset:480
	s_waitcnt lgkmcnt(0)
	v_add_nc_u32_e32 v4, v5, v4
.LBB8_8:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	ds_store_b32 v3, v4
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_load_b32 v4, v3
	s_mov_b64 s[0:1], exec
	v_cmpx_lt_u32_e32 15, v0
	s_cbranch_execz .LBB8_10
; %bb.9:
	v_subrev_nc_u32_e32 v5, 64, v3
	ds_load_b32 v5, v5
	s_waitcnt lgkmcnt(0)
	v_add_nc_u32_e32 v4, v5, v4
.LBB8_10:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	ds_store_b32 v3, v4 offset:512
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_load_b32 v4, v3 offset:512
	s_mov_b64 s[0:1], exec
	v_cmpx_lt_u32_e32 31, v0
	s_cbranch_execz .LBB8_12
; %bb.11:
	ds_load_b32 v5, v3 offset:384
	s_waitcnt lgkmcnt(0)
	v_add_nc_u32_e32 v4, v5, v4
.LBB8_12:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	ds_store_b32 v3, v4
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_load_b32 v4, v3
	s_mov_b64 s[0:1], exec
	v_cmpx_lt_u32_e32 63, v0
	s_cbranch_execz .LBB8_14
; %bb.13:
	v_add_nc_u32_e32 v0, 0xffffff00, v3
	ds_load_b32 v0, v0
	s_waitcnt lgkmcnt(0)
	v_add_nc_u32_e32 v4, v0, v4
.LBB8_14:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	ds_store_b32 v3, v4 offset:512
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_load_b32 v3, v3 offset:512
	v_add_co_u32 v0, vcc, s6, v1
	s_waitcnt_depctr depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v1, null, s7, v2, vcc
	s_waitcnt lgkmcnt(0)
	global_store_b32 v[0:1], v3, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel lds_scan_w64
		.amdhsa_group_segment_fixed_size 1024
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 16
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 6
		.amdhsa_next_free_sgpr 8
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 1
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_shared_vgpr_count 0
		.amdhsa_inst_pref_size 5
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end8:
	.size	lds_scan_w64, .Lfunc_end8-lds_scan_w64
                                        ; -- End function
	.set lds_scan_w64.num_vgpr, 6
	.set lds_scan_w64.num_agpr, 0
	.set lds_scan_w64.numbered_sgpr, 8
	.set lds_scan_w64.num_named_barrier, 0
	.set lds_scan_w64.private_seg_size, 0
	.set lds_scan_w64.uses_vcc, 1
	.set lds_scan_w64.uses_flat_scratch, 0
	.set lds_scan_w64.has_dyn_sized_stack, 0
	.set lds_scan_w64.has_recursion, 0
	.set lds_scan_w64.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 572
; TotalNumSgprs: 10
; NumVgprs: 6
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 1024 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 10
; NumVGPRsForWavesPerEU: 6
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	__clang_ocl_kern_imp_lds_scan_w64 ; -- Begin function __clang_ocl_kern_imp_lds_scan_w64
	.globl	__clang_ocl_kern_imp_lds_scan_w64
	.p2align	2
	.type	__clang_ocl_kern_imp_lds_scan_w64,@function
__clang_ocl_kern_imp_lds_scan_w64:      ; @__clang_ocl_kern_imp_lds_scan_w64
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_and_b32_e32 v6, 0x3ff, v31
	v_mov_b32_e32 v5, 0
	s_mov_b64 s[0:1], exec
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshl_or_b32 v4, s12, 7, v6
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v0, vcc, v0, v4
	v_add_co_ci_u32_e64 v1, null, v1, v5, vcc
	global_load_b32 v0, v[0:1], off
	s_trap 2
	s_waitcnt vmcnt(0)
	ds_store_b32 v0, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_load_b32 v0, v0
	v_cmpx_ne_u32_e32 0, v6
	s_cbranch_execz .LBB9_2
; %bb.1:
	s_waitcnt lgkmcnt(0)
	v_add_nc_u32_e32 v1, -4, v0
	ds_load_b32 v1, v1
	s_waitcnt lgkmcnt(0)
	v_add_nc_u32_e32 v0, v1, v0
.LBB9_2:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	ds_store_b32 v0, v0 offset:512
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_load_b32 v0, v0 offset:512
	s_mov_b64 s[0:1], exec
	v_cmpx_lt_u32_e32 1, v6
	s_cbranch_execz .LBB9_4
; %bb.3:
	s_waitcnt lgkmcnt(0)
	ds_load_b32 v1, v0 offset:504
	s_waitcnt lgkmcnt(0)
	v_add_nc_u32_e32 v0, v1, v0
.LBB9_4:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	ds_store_b32 v0, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_load_b32 v0, v0
	s_mov_b64 s[0:1], exec
	v_cmpx_lt_u32_e32 3, v6
	s_cbranch_execz .LBB9_6
; %bb.5:
	s_waitcnt lgkmcnt(0)
	v_add_nc_u32_e32 v1, -16, v0
	ds_load_b32 v1, v1
	s_waitcnt lgkmcnt(0)
	v_add_nc_u32_e32 v0, v1, v0
.LBB9_6:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	ds_store_b32 v0, v0 offset:512
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_load_b32 v0, v0 offset:512
	s_mov_b64 s[0:1], exec
	v_cmpx_lt_u32_e32 7, v6
	s_cbranch_execz .LBB9_8
; %bb.7:
	s_waitcnt lgkmcnt(0)
	ds_load_b32 v1, v0 offset:480
	s_waitcnt lgkmcnt(0)
	v_add_nc_u32_e32 v0, v1, v0
.LBB9_8:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	ds_store_b32 v0, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_load_b32 v0, v0
	s_mov_b64 s[0:1], exec
	v_cmpx_lt_u32_e32 15, v6
	s_cbranch_execz .LBB9_10
; %bb.9:
	s_waitcnt lgkmcnt(0)
	v_subrev_nc_u32_e32 v1, 64, v0
	ds_load_b32 v1, v1
	s_waitcnt lgkmcnt(0)
	v_add_nc_u32_e32 v0, v1, v0
.LBB9_10:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	ds_store_b32 v0, v0 offset:512
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_load_b32 v0, v0 offset:512
	s_mov_b64 s[0:1], exec
	v_cmpx_lt_u32_e32 31, v6
	s_cbranch_execz .LBB9_12
; %bb.11:
	s_waitcnt lgkmcnt(0)
	ds_load_b32 v1, v0 offset:384
	s_waitcnt lgkmcnt(0)
	v_add_nc_u32_e32 v0, v1, v0
.LBB9_12:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	ds_store_b32 v0, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_load_b32 v0, v0
	s_mov_b64 s[0:1], exec
	v_cmpx_lt_u32_e32 63, v6
	s_cbranch_execz .LBB9_14
; %bb.13:
	s_waitcnt lgkmcnt(0)
	v_add_nc_u32_e32 v1, 0xffffff00, v0
	ds_load_b32 v1, v1
	s_waitcnt lgkmcnt(0)
	v_add_nc_u32_e32 v0, v1, v0
.LBB9_14:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	ds_store_b32 v0, v0 offset:512
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_load_b32 v6, v0 offset:512
	v_add_co_u32 v0, vcc, v2, v4
	s_waitcnt_depctr depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v1, null, v3, v5, vcc
	s_waitcnt lgkmcnt(0)
	global_store_b32 v[0:1], v6, off
	s_setpc_b64 s[30:31]
.Lfunc_end9:
	.size	__clang_ocl_kern_imp_lds_scan_w64, .Lfunc_end9-__clang_ocl_kern_imp_lds_scan_w64
                                        ; -- End function
	.set __clang_ocl_kern_imp_lds_scan_w64.num_vgpr, 32
	.set __clang_ocl_kern_imp_lds_scan_w64.num_agpr, 0
	.set __clang_ocl_kern_imp_lds_scan_w64.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_lds_scan_w64.num_named_barrier, 0
	.set __clang_ocl_kern_imp_lds_scan_w64.private_seg_size, 0
	.set __clang_ocl_kern_imp_lds_scan_w64.uses_vcc, 1
	.set __clang_ocl_kern_imp_lds_scan_w64.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_lds_scan_w64.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_lds_scan_w64.has_recursion, 0
	.set __clang_ocl_kern_imp_lds_scan_w64.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 600
; TotalNumSgprs: 34
; NumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	lds_dynamic_w64         ; -- Begin function lds_dynamic_w64
	.globl	lds_dynamic_w64
	.p2align	8
	.type	lds_dynamic_w64,@function
lds_dynamic_w64:                        ; @lds_dynamic_w64
; %bb.0:
	s_clause 0x2
	s_load_b32 s3, s[0:1], 0x24
	s_load_b128 s[4:7], s[0:1], 0x0
	s_load_b64 s[0:1], s[0:1], 0x10
	s_waitcnt lgkmcnt(0)
	s_and_b32 s3, s3, 0xffff
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[1:2], null, s2, s3, v[0:1]
	v_mov_b32_e32 v2, 0
	v_lshlrev_b64 v[1:2], 2, v[1:2]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v3, vcc, s4, v1
	v_add_co_ci_u32_e64 v4, null, s5, v2, vcc
	s_mov_b64 s[4:5], exec
	global_load_b32 v3, v[3:4], off
	v_lshl_add_u32 v4, v0, 2, s0
	s_waitcnt vmcnt(0)
	ds_store_b32 v4, v3
	v_cmpx_gt_u32_e32 16, v0
; %bb.1:
	v_lshl_add_u32 v3, v0, 2, s1
	v_mad_u32_u24 v4, v0, v0, s2
	ds_store_b32 v3, v4
; %bb.2:
	s_or_b64 exec, exec, s[4:5]
	s_cvt_f32_u32 s2, s3
	v_add_nc_u16 v3.l, v0.l, 1
	v_mov_b16_e32 v3.h, 0
	s_waitcnt lgkmcnt(0)
	v_rcp_iflag_f32_e32 v4, s2
	s_barrier
	s_delay_alu instid0(VALU_DEP_1)
	v_cvt_f32_u32_e32 v5, v3
	s_delay_alu instid0(TRANS32_DEP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v6, v5, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_trunc_f32_e32 v6, v6
	v_fma_f32 v5, -v6, s2, v5
	v_cvt_u32_f32_e32 v6, v6
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ge_f32_e64 vcc, |v5|, s2
	s_waitcnt_depctr depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v5, null, 0, v6, vcc
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_lo_u32 v5, v5, s3
	v_sub_nc_u32_e32 v5, v3, v5
	v_mul_lo_u16 v3.l, v0.l, 5
	v_and_b32_e32 v0, 15, v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_and_b32_e32 v5, 0x7ff, v5
	v_cvt_f32_u32_e32 v6, v3
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshl_add_u32 v0, v0, 2, s1
	v_mul_f32_e32 v4, v6, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_trunc_f32_e32 v4, v4
	v_fma_f32 v6, -v4, s2, v6
	v_cvt_u32_f32_e32 v4, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ge_f32_e64 vcc, |v6|, s2
	s_waitcnt_depctr depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v4, null, 0, v4, vcc
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_lo_u32 v4, v4, s3
	v_sub_nc_u32_e32 v3, v3, v4
	v_lshl_add_u32 v4, v5, 2, s0
	s_delay_alu instid0(VALU_DEP_2)
	v_and_b32_e32 v3, 0x1fff, v3
	ds_load_b32 v4, v4
	v_lshl_add_u32 v3, v3, 2, s0
	ds_load_b32 v0, v0
	ds_load_b32 v3, v3
	s_waitcnt lgkmcnt(2)
	v_lshlrev_b32_e32 v4, 1, v4
	s_waitcnt lgkmcnt(0)
	s_delay_alu instid0(VALU_DEP_1)
	v_add3_u32 v3, v3, v4, v0
	v_add_co_u32 v0, vcc, s6, v1
	s_waitcnt_depctr depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v1, null, s7, v2, vcc
	global_store_b32 v[0:1], v3, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel lds_dynamic_w64
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 280
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 7
		.amdhsa_next_free_sgpr 8
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 1
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_shared_vgpr_count 0
		.amdhsa_inst_pref_size 4
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end10:
	.size	lds_dynamic_w64, .Lfunc_end10-lds_dynamic_w64
                                        ; -- End function
	.set lds_dynamic_w64.num_vgpr, 7
	.set lds_dynamic_w64.num_agpr, 0
	.set lds_dynamic_w64.numbered_sgpr, 8
	.set lds_dynamic_w64.num_named_barrier, 0
	.set lds_dynamic_w64.private_seg_size, 0
	.set lds_dynamic_w64.uses_vcc, 1
	.set lds_dynamic_w64.uses_flat_scratch, 0
	.set lds_dynamic_w64.has_dyn_sized_stack, 0
	.set lds_dynamic_w64.has_recursion, 0
	.set lds_dynamic_w64.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 464
; TotalNumSgprs: 10
; NumVgprs: 7
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 10
; NumVGPRsForWavesPerEU: 7
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	__clang_ocl_kern_imp_lds_dynamic_w64 ; -- Begin function __clang_ocl_kern_imp_lds_dynamic_w64
	.globl	__clang_ocl_kern_imp_lds_dynamic_w64
	.p2align	2
	.type	__clang_ocl_kern_imp_lds_dynamic_w64,@function
__clang_ocl_kern_imp_lds_dynamic_w64:   ; @__clang_ocl_kern_imp_lds_dynamic_w64
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_load_b32 s0, s[8:9], 0xc
	v_and_b32_e32 v8, 0x3ff, v31
	s_waitcnt lgkmcnt(0)
	s_and_b32 s2, s0, 0xffff
	s_mov_b64 s[0:1], exec
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[6:7], null, s12, s2, v[8:9]
	v_mov_b32_e32 v7, 0
	v_lshlrev_b64 v[6:7], 2, v[6:7]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v0, vcc, v0, v6
	v_add_co_ci_u32_e64 v1, null, v1, v7, vcc
	global_load_b32 v0, v[0:1], off
	v_lshl_add_u32 v1, v8, 2, v4
	s_waitcnt vmcnt(0)
	ds_store_b32 v1, v0
	v_cmpx_gt_u32_e32 16, v8
; %bb.1:
	v_lshl_add_u32 v0, v8, 2, v5
	v_mad_u32_u24 v1, v8, v8, s12
	ds_store_b32 v0, v1
; %bb.2:
	s_or_b64 exec, exec, s[0:1]
	s_cvt_f32_u32 s0, s2
	v_add_nc_u16 v0.l, v8.l, 1
	v_mov_b16_e32 v0.h, 0
	s_waitcnt lgkmcnt(0)
	v_rcp_iflag_f32_e32 v1, s0
	s_barrier
	s_delay_alu instid0(VALU_DEP_1)
	v_cvt_f32_u32_e32 v9, v0
	s_delay_alu instid0(TRANS32_DEP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v10, v9, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_trunc_f32_e32 v10, v10
	v_fma_f32 v9, -v10, s0, v9
	v_cvt_u32_f32_e32 v10, v10
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ge_f32_e64 vcc, |v9|, s0
	s_waitcnt_depctr depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v9, null, 0, v10, vcc
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_lo_u32 v9, v9, s2
	v_sub_nc_u32_e32 v9, v0, v9
	v_mul_lo_u16 v0.l, v8.l, 5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_and_b32_e32 v9, 0x7ff, v9
	v_cvt_f32_u32_e32 v10, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v1, v10, v1
	v_trunc_f32_e32 v1, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fma_f32 v10, -v1, s0, v10
	v_cvt_u32_f32_e32 v1, v1
	v_cmp_ge_f32_e64 vcc, |v10|, s0
	s_waitcnt_depctr depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v1, null, 0, v1, vcc
	v_mul_lo_u32 v1, v1, s2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_sub_nc_u32_e32 v0, v0, v1
	v_and_b32_e32 v1, 15, v8
	v_lshl_add_u32 v8, v9, 2, v4
	v_and_b32_e32 v0, 0x1fff, v0
	s_delay_alu instid0(VALU_DEP_3)
	v_lshl_add_u32 v1, v1, 2, v5
	ds_load_b32 v5, v8
	v_lshl_add_u32 v0, v0, 2, v4
	ds_load_b32 v1, v1
	ds_load_b32 v0, v0
	s_waitcnt lgkmcnt(2)
	v_lshlrev_b32_e32 v4, 1, v5
	s_waitcnt lgkmcnt(0)
	s_delay_alu instid0(VALU_DEP_1)
	v_add3_u32 v4, v0, v4, v1
	v_add_co_u32 v0, vcc, v2, v6
	s_waitcnt_depctr depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v1, null, v3, v7, vcc
	global_store_b32 v[0:1], v4, off
	s_setpc_b64 s[30:31]
.Lfunc_end11:
	.size	__clang_ocl_kern_imp_lds_dynamic_w64, .Lfunc_end11-__clang_ocl_kern_imp_lds_dynamic_w64
                                        ; -- End function
	.set __clang_ocl_kern_imp_lds_dynamic_w64.num_vgpr, 32
	.set __clang_ocl_kern_imp_lds_dynamic_w64.num_agpr, 0
	.set __clang_ocl_kern_imp_lds_dynamic_w64.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_lds_dynamic_w64.num_named_barrier, 0
	.set __clang_ocl_kern_imp_lds_dynamic_w64.private_seg_size, 0
	.set __clang_ocl_kern_imp_lds_dynamic_w64.uses_vcc, 1
	.set __clang_ocl_kern_imp_lds_dynamic_w64.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_lds_dynamic_w64.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_lds_dynamic_w64.has_recursion, 0
	.set __clang_ocl_kern_imp_lds_dynamic_w64.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 456
; TotalNumSgprs: 34
; NumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
	.text
	.p2alignl 7, 3214868480
	.fill 96, 4, 3214868480
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 32
	.set amdgpu.max_num_agpr, 0
	.set amdgpu.max_num_sgpr, 32
	.set amdgpu.max_num_named_barrier, 0
	.text
	.ident	"Debian clang version 22.1.8 (1~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .address_space:  global
        .is_const:       true
        .offset:         0
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
    .group_segment_fixed_size: 1024
    .kernarg_segment_align: 8
    .kernarg_segment_size: 16
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           lds_reverse_w64
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 256
      - 1
      - 1
    .sgpr_count:     10
    .sgpr_spill_count: 0
    .symbol:         lds_reverse_w64.kd
    .uses_dynamic_stack: false
    .vgpr_count:     6
    .vgpr_spill_count: 0
    .wavefront_size: 64
    .workgroup_processor_mode: 1
  - .args:
      - .address_space:  global
        .is_const:       true
        .offset:         0
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .offset:         16
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
      - .offset:         20
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
    .group_segment_fixed_size: 1088
    .kernarg_segment_align: 8
    .kernarg_segment_size: 24
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           lds_transpose_w64
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 16
      - 16
      - 1
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         lds_transpose_w64.kd
    .uses_dynamic_stack: false
    .vgpr_count:     8
    .vgpr_spill_count: 0
    .wavefront_size: 64
    .workgroup_processor_mode: 1
  - .args:
      - .address_space:  global
        .is_const:       true
        .offset:         0
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .offset:         16
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
    .group_segment_fixed_size: 520
    .kernarg_segment_align: 8
    .kernarg_segment_size: 20
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 128
    .name:           lds_stencil_w64
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 128
      - 1
      - 1
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         lds_stencil_w64.kd
    .uses_dynamic_stack: false
    .vgpr_count:     8
    .vgpr_spill_count: 0
    .wavefront_size: 64
    .workgroup_processor_mode: 1
  - .args:
      - .address_space:  global
        .is_const:       true
        .offset:         0
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
    .group_segment_fixed_size: 1024
    .kernarg_segment_align: 8
    .kernarg_segment_size: 16
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           lds_tree_reduce_w64
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 256
      - 1
      - 1
    .sgpr_count:     10
    .sgpr_spill_count: 0
    .symbol:         lds_tree_reduce_w64.kd
    .uses_dynamic_stack: false
    .vgpr_count:     4
    .vgpr_spill_count: 0
    .wavefront_size: 64
    .workgroup_processor_mode: 1
  - .args:
      - .address_space:  global
        .is_const:       true
        .offset:         0
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
    .group_segment_fixed_size: 1024
    .kernarg_segment_align: 8
    .kernarg_segment_size: 16
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 128
    .name:           lds_scan_w64
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 128
      - 1
      - 1
    .sgpr_count:     10
    .sgpr_spill_count: 0
    .symbol:         lds_scan_w64.kd
    .uses_dynamic_stack: false
    .vgpr_count:     6
    .vgpr_spill_count: 0
    .wavefront_size: 64
    .workgroup_processor_mode: 1
  - .args:
      - .address_space:  global
        .is_const:       true
        .offset:         0
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .address_space:  local
        .offset:         16
        .pointee_align:  4
        .size:           4
        .type_name:      'uint*'
        .value_kind:     dynamic_shared_pointer
      - .address_space:  local
        .offset:         20
        .pointee_align:  4
        .size:           4
        .type_name:      'uint*'
        .value_kind:     dynamic_shared_pointer
      - .offset:         24
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         28
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         32
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         36
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         38
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         40
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         42
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         44
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         46
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         64
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         72
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         80
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         88
        .size:           2
        .value_kind:     hidden_grid_dims
      - .offset:         144
        .size:           4
        .value_kind:     hidden_dynamic_lds_size
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 280
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           lds_dynamic_w64
    .private_segment_fixed_size: 0
    .sgpr_count:     10
    .sgpr_spill_count: 0
    .symbol:         lds_dynamic_w64.kd
    .uses_dynamic_stack: false
    .vgpr_count:     7
    .vgpr_spill_count: 0
    .wavefront_size: 64
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1151
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
