	.amdgcn_target "amdgcn-amd-amdhsa--gfx1010"
	.amdhsa_code_object_version 6
	.text
	.protected	scan_exclusive          ; -- Begin function scan_exclusive
	.globl	scan_exclusive
	.p2align	8
	.type	scan_exclusive,@function
scan_exclusive:                         ; @scan_exclusive
; %bb.0:
	s_clause 0x1
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	s_load_dwordx2 s[8:9], s[4:5], 0x10
	v_lshlrev_b32_e32 v7, 1, v0
	v_mov_b32_e32 v2, 0
	v_lshl_or_b32 v1, s6, 8, v7
	v_lshlrev_b64 v[1:2], 2, v[1:2]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v3, vcc_lo, s0, v1
	v_add_co_ci_u32_e32 v4, vcc_lo, s1, v2, vcc_lo
	s_load_dword s0, s[4:5], 0x18
	s_mov_b32 s1, 1
	s_movk_i32 s4, 0x80
	global_load_dwordx2 v[5:6], v[3:4], off
	v_or_b32_e32 v4, 1, v7
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u32 v3, v0, 3, s0
	s_waitcnt vmcnt(0)
	ds_write2_b32 v3, v5, v6 offset1:1
	s_branch .LBB0_2
.LBB0_1:                                ;   in Loop: Header=BB0_2 Depth=1
	s_waitcnt_depctr depctr_vm_vsrc(0)
	s_or_b32 exec_lo, exec_lo, s5
	s_lshr_b32 s4, s4, 1
	s_lshl_b32 s1, s1, 1
	s_cmp_eq_u32 s4, 0
	s_cbranch_scc1 .LBB0_4
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	v_cmp_gt_u32_e32 vcc_lo, s4, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
	s_and_saveexec_b32 s5, vcc_lo
	s_cbranch_execz .LBB0_1
; %bb.3:                                ;   in Loop: Header=BB0_2 Depth=1
	v_mul_lo_u32 v5, s1, v4
	v_lshlrev_b32_e32 v5, 2, v5
	v_add3_u32 v5, s0, v5, -4
	v_lshl_add_u32 v6, s1, 2, v5
	s_waitcnt_vscnt null, 0x0
	ds_read_b32 v5, v5
	ds_read_b32 v7, v6
	s_waitcnt lgkmcnt(0)
	v_add_nc_u32_e32 v5, v7, v5
	ds_write_b32 v6, v5
	s_branch .LBB0_1
.LBB0_4:
	v_cmp_eq_u32_e32 vcc_lo, 0, v0
	s_mov_b32 s7, 0
	s_and_saveexec_b32 s1, vcc_lo
	s_cbranch_execz .LBB0_6
; %bb.5:
	v_mov_b32_e32 v5, s0
	s_lshl_b64 s[4:5], s[6:7], 2
	v_mov_b32_e32 v7, 0
	s_add_u32 s4, s8, s4
	s_addc_u32 s5, s9, s5
	s_waitcnt_vscnt null, 0x0
	ds_read_b32 v6, v5 offset:1020
	ds_write_b32 v5, v7 offset:1020
	s_waitcnt lgkmcnt(1)
	global_store_dword v7, v6, s[4:5]
.LBB0_6:
	s_waitcnt_depctr depctr_vm_vsrc(0)
	s_or_b32 exec_lo, exec_lo, s1
	s_mov_b32 s4, 1
	s_movk_i32 s1, 0x100
	s_branch .LBB0_8
.LBB0_7:                                ;   in Loop: Header=BB0_8 Depth=1
	s_waitcnt_depctr depctr_vm_vsrc(0)
	s_or_b32 exec_lo, exec_lo, s5
	s_lshl_b32 s5, s4, 1
	s_cmpk_lt_u32 s4, 0x80
	s_mov_b32 s4, s5
	s_cbranch_scc0 .LBB0_10
.LBB0_8:                                ; =>This Inner Loop Header: Depth=1
	v_cmp_gt_u32_e32 vcc_lo, s4, v0
	s_lshr_b32 s1, s1, 1
	s_waitcnt lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s5, vcc_lo
	s_cbranch_execz .LBB0_7
; %bb.9:                                ;   in Loop: Header=BB0_8 Depth=1
	v_mul_u32_u24_e32 v5, s1, v4
	v_lshlrev_b32_e32 v5, 2, v5
	v_add3_u32 v5, s0, v5, -4
	v_lshl_add_u32 v6, s1, 2, v5
	s_waitcnt_vscnt null, 0x0
	ds_read_b32 v7, v5
	ds_read_b32 v8, v6
	s_waitcnt lgkmcnt(0)
	v_add_nc_u32_e32 v7, v8, v7
	ds_write_b32 v5, v8
	ds_write_b32 v6, v7
	s_branch .LBB0_7
.LBB0_10:
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
	ds_read2_b32 v[3:4], v3 offset1:1
	v_add_co_u32 v0, vcc_lo, s2, v1
	v_add_co_ci_u32_e32 v1, vcc_lo, s3, v2, vcc_lo
	s_waitcnt lgkmcnt(0)
	global_store_dwordx2 v[0:1], v[3:4], off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel scan_exclusive
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 28
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 9
		.amdhsa_next_free_sgpr 10
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_flat_scratch 0
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
	.size	scan_exclusive, .Lfunc_end0-scan_exclusive
                                        ; -- End function
	.set scan_exclusive.num_vgpr, 9
	.set scan_exclusive.num_agpr, 0
	.set scan_exclusive.numbered_sgpr, 10
	.set scan_exclusive.num_named_barrier, 0
	.set scan_exclusive.private_seg_size, 0
	.set scan_exclusive.uses_vcc, 1
	.set scan_exclusive.uses_flat_scratch, 0
	.set scan_exclusive.has_dyn_sized_stack, 0
	.set scan_exclusive.has_recursion, 0
	.set scan_exclusive.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 552
; TotalNumSgprs: 12
; NumVgprs: 9
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 12
; NumVGPRsForWavesPerEU: 9
; Occupancy: 20
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	__clang_ocl_kern_imp_scan_exclusive ; -- Begin function __clang_ocl_kern_imp_scan_exclusive
	.globl	__clang_ocl_kern_imp_scan_exclusive
	.p2align	2
	.type	__clang_ocl_kern_imp_scan_exclusive,@function
__clang_ocl_kern_imp_scan_exclusive:    ; @__clang_ocl_kern_imp_scan_exclusive
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_and_b32_e32 v9, 0x3ff, v31
	v_mov_b32_e32 v8, 0
	s_mov_b32 s4, 1
	s_movk_i32 s5, 0x80
	v_lshlrev_b32_e32 v12, 1, v9
	v_lshl_or_b32 v7, s12, 8, v12
	v_lshlrev_b64 v[7:8], 2, v[7:8]
	v_add_co_u32 v0, vcc_lo, v0, v7
	v_add_co_ci_u32_e32 v1, vcc_lo, v1, v8, vcc_lo
	global_load_dwordx2 v[10:11], v[0:1], off
	v_lshl_add_u32 v0, v9, 3, v6
	v_or_b32_e32 v1, 1, v12
	s_waitcnt vmcnt(0)
	ds_write2_b32 v0, v10, v11 offset1:1
	s_branch .LBB1_2
.LBB1_1:                                ;   in Loop: Header=BB1_2 Depth=1
	s_waitcnt_depctr depctr_vm_vsrc(0)
	s_or_b32 exec_lo, exec_lo, s6
	s_lshr_b32 s5, s5, 1
	s_lshl_b32 s4, s4, 1
	s_cmp_eq_u32 s5, 0
	s_cbranch_scc1 .LBB1_4
.LBB1_2:                                ; =>This Inner Loop Header: Depth=1
	v_cmp_gt_u32_e32 vcc_lo, s5, v9
	s_waitcnt lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s6, vcc_lo
	s_cbranch_execz .LBB1_1
; %bb.3:                                ;   in Loop: Header=BB1_2 Depth=1
	v_mul_lo_u32 v10, s4, v1
	v_lshlrev_b32_e32 v10, 2, v10
	v_add3_u32 v10, v6, v10, -4
	v_lshl_add_u32 v11, s4, 2, v10
	s_waitcnt_vscnt null, 0x0
	ds_read_b32 v10, v10
	ds_read_b32 v12, v11
	s_waitcnt lgkmcnt(0)
	v_add_nc_u32_e32 v10, v12, v10
	ds_write_b32 v11, v10
	s_branch .LBB1_1
.LBB1_4:
	v_cmp_eq_u32_e32 vcc_lo, 0, v9
	s_mov_b32 s13, 0
	s_and_saveexec_b32 s4, vcc_lo
	s_cbranch_execz .LBB1_6
; %bb.5:
	s_waitcnt_vscnt null, 0x0
	ds_read_b32 v10, v6 offset:1020
	s_lshl_b64 s[6:7], s[12:13], 2
	v_mov_b32_e32 v11, 0
	v_add_co_u32 v4, vcc_lo, v4, s6
	v_add_co_ci_u32_e32 v5, vcc_lo, s7, v5, vcc_lo
	ds_write_b32 v6, v11 offset:1020
	s_waitcnt lgkmcnt(1)
	global_store_dword v[4:5], v10, off
.LBB1_6:
	s_waitcnt_depctr depctr_vm_vsrc(0)
	s_or_b32 exec_lo, exec_lo, s4
	s_mov_b32 s5, 1
	s_movk_i32 s4, 0x100
	s_branch .LBB1_8
.LBB1_7:                                ;   in Loop: Header=BB1_8 Depth=1
	s_waitcnt_depctr depctr_vm_vsrc(0)
	s_or_b32 exec_lo, exec_lo, s6
	s_lshl_b32 s6, s5, 1
	s_cmpk_gt_u32 s5, 0x7f
	s_mov_b32 s5, s6
	s_cbranch_scc1 .LBB1_10
.LBB1_8:                                ; =>This Inner Loop Header: Depth=1
	v_cmp_gt_u32_e32 vcc_lo, s5, v9
	s_lshr_b32 s4, s4, 1
	s_waitcnt lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s6, vcc_lo
	s_cbranch_execz .LBB1_7
; %bb.9:                                ;   in Loop: Header=BB1_8 Depth=1
	v_mul_u32_u24_e32 v4, s4, v1
	v_lshlrev_b32_e32 v4, 2, v4
	v_add3_u32 v4, v6, v4, -4
	v_lshl_add_u32 v5, s4, 2, v4
	s_waitcnt_vscnt null, 0x0
	ds_read_b32 v10, v4
	ds_read_b32 v11, v5
	s_waitcnt lgkmcnt(0)
	v_add_nc_u32_e32 v10, v11, v10
	ds_write_b32 v4, v11
	ds_write_b32 v5, v10
	s_branch .LBB1_7
.LBB1_10:
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
	ds_read2_b32 v[0:1], v0 offset1:1
	v_add_co_u32 v2, vcc_lo, v2, v7
	v_add_co_ci_u32_e32 v3, vcc_lo, v3, v8, vcc_lo
	s_waitcnt lgkmcnt(0)
	global_store_dwordx2 v[2:3], v[0:1], off
	s_setpc_b64 s[30:31]
.Lfunc_end1:
	.size	__clang_ocl_kern_imp_scan_exclusive, .Lfunc_end1-__clang_ocl_kern_imp_scan_exclusive
                                        ; -- End function
	.set __clang_ocl_kern_imp_scan_exclusive.num_vgpr, 32
	.set __clang_ocl_kern_imp_scan_exclusive.num_agpr, 0
	.set __clang_ocl_kern_imp_scan_exclusive.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_scan_exclusive.num_named_barrier, 0
	.set __clang_ocl_kern_imp_scan_exclusive.private_seg_size, 0
	.set __clang_ocl_kern_imp_scan_exclusive.uses_vcc, 1
	.set __clang_ocl_kern_imp_scan_exclusive.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_scan_exclusive.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_scan_exclusive.has_recursion, 0
	.set __clang_ocl_kern_imp_scan_exclusive.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 528
; TotalNumSgprs: 34
; NumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	compact_positive        ; -- Begin function compact_positive
	.globl	compact_positive
	.p2align	8
	.type	compact_positive,@function
compact_positive:                       ; @compact_positive
; %bb.0:
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	s_lshl_b32 s7, s6, 7
	v_mov_b32_e32 v2, 0
	v_or_b32_e32 v1, s7, v0
	s_load_dwordx2 s[4:5], s[4:5], 0x10
	v_lshlrev_b64 v[3:4], 2, v[1:2]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v3, vcc_lo, s0, v3
	v_add_co_ci_u32_e32 v4, vcc_lo, s1, v4, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 0, v0
	global_load_dword v1, v[3:4], off
	s_and_saveexec_b32 s0, vcc_lo
; %bb.1:
	ds_write_b32 v2, v2 offset:512
; %bb.2:
	s_waitcnt_depctr depctr_vm_vsrc(0)
	s_or_b32 exec_lo, exec_lo, s0
	s_waitcnt vmcnt(0)
	v_cmp_lt_i32_e64 s0, 0, v1
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB2_4
; %bb.3:
	s_movk_i32 m0, 0x200
	s_waitcnt_vscnt null, 0x0
	ds_append v2
	s_waitcnt lgkmcnt(0)
	v_lshlrev_b32_e32 v2, 2, v2
	ds_write_b32 v2, v1
.LBB2_4:
	s_waitcnt_depctr depctr_vm_vsrc(0)
	s_or_b32 exec_lo, exec_lo, s1
	v_mov_b32_e32 v1, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_read_b32 v2, v1 offset:512
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_u32_e64 s0, v0, v2
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB2_6
; %bb.5:
	s_movk_i32 m0, 0x200
	v_lshlrev_b32_e32 v0, 2, v0
	s_waitcnt_vscnt null, 0x0
	ds_consume v3
	ds_read_b32 v4, v0
	s_waitcnt lgkmcnt(1)
	v_add_nc_u32_e32 v0, s7, v3
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_add_co_u32 v0, s0, s2, v0
	v_add_co_ci_u32_e64 v1, s0, s3, v1, s0
	s_waitcnt lgkmcnt(0)
	global_store_dword v[0:1], v4, off
.LBB2_6:
	s_waitcnt_depctr depctr_vm_vsrc(0)
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s0, vcc_lo
	s_cbranch_execz .LBB2_8
; %bb.7:
	s_mov_b32 s7, 0
	v_mov_b32_e32 v0, 0
	s_lshl_b64 s[0:1], s[6:7], 2
	s_add_u32 s0, s4, s0
	s_addc_u32 s1, s5, s1
	global_store_dword v0, v2, s[0:1]
.LBB2_8:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel compact_positive
		.amdhsa_group_segment_fixed_size 516
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 24
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 5
		.amdhsa_next_free_sgpr 8
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_flat_scratch 0
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
	.size	compact_positive, .Lfunc_end2-compact_positive
                                        ; -- End function
	.set compact_positive.num_vgpr, 5
	.set compact_positive.num_agpr, 0
	.set compact_positive.numbered_sgpr, 8
	.set compact_positive.num_named_barrier, 0
	.set compact_positive.private_seg_size, 0
	.set compact_positive.uses_vcc, 1
	.set compact_positive.uses_flat_scratch, 0
	.set compact_positive.has_dyn_sized_stack, 0
	.set compact_positive.has_recursion, 0
	.set compact_positive.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 352
; TotalNumSgprs: 10
; NumVgprs: 5
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 516 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 10
; NumVGPRsForWavesPerEU: 5
; Occupancy: 20
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	__clang_ocl_kern_imp_compact_positive ; -- Begin function __clang_ocl_kern_imp_compact_positive
	.globl	__clang_ocl_kern_imp_compact_positive
	.p2align	2
	.type	__clang_ocl_kern_imp_compact_positive,@function
__clang_ocl_kern_imp_compact_positive:  ; @__clang_ocl_kern_imp_compact_positive
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_and_b32_e32 v8, 0x3ff, v31
	s_lshl_b32 s5, s12, 7
	v_mov_b32_e32 v7, 0
	v_or_b32_e32 v6, s5, v8
	v_lshlrev_b64 v[9:10], 2, v[6:7]
	v_add_co_u32 v0, vcc_lo, v0, v9
	v_add_co_ci_u32_e32 v1, vcc_lo, v1, v10, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 0, v8
	global_load_dword v0, v[0:1], off
	s_and_saveexec_b32 s4, vcc_lo
	s_cbranch_execz .LBB3_2
; %bb.1:
	s_waitcnt vmcnt(0)
	s_waitcnt_vscnt null, 0x0
	ds_write_b32 v0, v7
	s_trap 2
.LBB3_2:
	s_waitcnt_depctr depctr_vm_vsrc(0)
	s_or_b32 exec_lo, exec_lo, s4
	s_waitcnt vmcnt(0)
	v_cmp_lt_i32_e64 s4, 0, v0
	s_waitcnt lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s6, s4
	s_cbranch_execz .LBB3_4
; %bb.3:
	s_waitcnt_vscnt null, 0x0
	ds_append v1
	s_trap 2
	ds_write_b32 v0, v0
.LBB3_4:
	s_waitcnt_depctr depctr_vm_vsrc(0)
	s_or_b32 exec_lo, exec_lo, s6
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_trap 2
	ds_read_b32 v0, v0
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_u32_e64 s4, v8, v0
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s6, s4
	s_cbranch_execz .LBB3_6
; %bb.5:
	s_waitcnt_vscnt null, 0x0
	ds_read_b32 v8, v0
	s_trap 2
	ds_consume v1
	v_mov_b32_e32 v7, 0
	s_waitcnt lgkmcnt(0)
	v_add_nc_u32_e32 v6, s5, v1
	v_lshlrev_b64 v[6:7], 2, v[6:7]
	v_add_co_u32 v1, s4, v2, v6
	v_add_co_ci_u32_e64 v2, s4, v3, v7, s4
	global_store_dword v[1:2], v8, off
.LBB3_6:
	s_waitcnt_depctr depctr_vm_vsrc(0)
	s_or_b32 exec_lo, exec_lo, s6
	s_and_saveexec_b32 s4, vcc_lo
	s_cbranch_execz .LBB3_8
; %bb.7:
	s_mov_b32 s13, 0
	s_lshl_b64 s[6:7], s[12:13], 2
	v_add_co_u32 v1, vcc_lo, v4, s6
	v_add_co_ci_u32_e32 v2, vcc_lo, s7, v5, vcc_lo
	global_store_dword v[1:2], v0, off
.LBB3_8:
	s_waitcnt_depctr depctr_vm_vsrc(0)
	s_or_b32 exec_lo, exec_lo, s4
	s_setpc_b64 s[30:31]
.Lfunc_end3:
	.size	__clang_ocl_kern_imp_compact_positive, .Lfunc_end3-__clang_ocl_kern_imp_compact_positive
                                        ; -- End function
	.set __clang_ocl_kern_imp_compact_positive.num_vgpr, 32
	.set __clang_ocl_kern_imp_compact_positive.num_agpr, 0
	.set __clang_ocl_kern_imp_compact_positive.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_compact_positive.num_named_barrier, 0
	.set __clang_ocl_kern_imp_compact_positive.private_seg_size, 0
	.set __clang_ocl_kern_imp_compact_positive.uses_vcc, 1
	.set __clang_ocl_kern_imp_compact_positive.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_compact_positive.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_compact_positive.has_recursion, 0
	.set __clang_ocl_kern_imp_compact_positive.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 364
; TotalNumSgprs: 34
; NumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
	.text
	.p2alignl 6, 3214868480
	.fill 48, 4, 3214868480
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 32
	.set amdgpu.max_num_agpr, 0
	.set amdgpu.max_num_sgpr, 32
	.set amdgpu.max_num_named_barrier, 0
	.text
	.ident	"Debian clang version 22.1.8 (1~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym compact_positive.head
	.amdgpu_metadata
---
amdhsa.kernels:
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
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  local
        .offset:         24
        .pointee_align:  4
        .size:           4
        .type_name:      'int*'
        .value_kind:     dynamic_shared_pointer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 28
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 128
    .name:           scan_exclusive
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 128
      - 1
      - 1
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         scan_exclusive.kd
    .uses_dynamic_stack: false
    .vgpr_count:     9
    .vgpr_spill_count: 0
    .wavefront_size: 32
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
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
    .group_segment_fixed_size: 516
    .kernarg_segment_align: 8
    .kernarg_segment_size: 24
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 128
    .name:           compact_positive
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 128
      - 1
      - 1
    .sgpr_count:     10
    .sgpr_spill_count: 0
    .symbol:         compact_positive.kd
    .uses_dynamic_stack: false
    .vgpr_count:     5
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1010
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
