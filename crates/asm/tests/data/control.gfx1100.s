	.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
	.amdhsa_code_object_version 6
	.text
	.protected	cf_divergent_if         ; -- Begin function cf_divergent_if
	.globl	cf_divergent_if
	.p2align	8
	.type	cf_divergent_if,@function
cf_divergent_if:                        ; @cf_divergent_if
; %bb.0:
	s_clause 0x1
	s_load_b32 s2, s[0:1], 0x24
	s_load_b32 s3, s[0:1], 0x10
	s_waitcnt lgkmcnt(0)
	s_and_b32 s2, s2, 0xffff
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mad_u64_u32 v[3:4], null, s15, s2, v[0:1]
	s_mov_b32 s2, exec_lo
	v_cmpx_gt_u32_e64 s3, v3
	s_cbranch_execz .LBB0_14
; %bb.1:
	s_load_b128 s[0:3], s[0:1], 0x0
	v_mov_b32_e32 v4, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[0:1], 2, v[3:4]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v4, vcc_lo, s0, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v5, null, s1, v1, vcc_lo
	global_load_b32 v5, v[4:5], off
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v2, 1, v5
	v_cmp_eq_u32_e32 vcc_lo, 1, v2
                                        ; implicit-def: $vgpr2
	s_and_saveexec_b32 s0, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execz .LBB0_7
; %bb.2:
	v_and_b32_e32 v2, 2, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cmp_ne_u32_e32 vcc_lo, 0, v2
                                        ; implicit-def: $vgpr2
	s_and_saveexec_b32 s1, vcc_lo
	s_xor_b32 s1, exec_lo, s1
; %bb.3:
	v_mad_u64_u32 v[2:3], null, v5, 3, 1
                                        ; implicit-def: $vgpr5
; %bb.4:
	s_and_not1_saveexec_b32 s1, s1
; %bb.5:
	v_ashrrev_i32_e32 v2, 2, v5
; %bb.6:
	s_or_b32 exec_lo, exec_lo, s1
                                        ; implicit-def: $vgpr5
                                        ; implicit-def: $vgpr3_vgpr4
.LBB0_7:
	s_and_not1_saveexec_b32 s0, s0
	s_cbranch_execz .LBB0_13
; %bb.8:
	v_and_b32_e32 v2, 12, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cmp_ne_u32_e32 vcc_lo, 4, v2
                                        ; implicit-def: $vgpr2
	s_and_saveexec_b32 s1, vcc_lo
	s_xor_b32 s1, exec_lo, s1
; %bb.9:
	v_sub_nc_u32_e32 v2, v3, v5
                                        ; implicit-def: $vgpr5
; %bb.10:
	s_and_not1_saveexec_b32 s1, s1
; %bb.11:
	v_xor_b32_e32 v2, 0x5a5a5a5a, v5
	v_cmp_gt_i32_e32 vcc_lo, 0, v5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_nc_u32_e32 v3, 0, v2
	v_cndmask_b32_e32 v2, v2, v3, vcc_lo
; %bb.12:
	s_or_b32 exec_lo, exec_lo, s1
.LBB0_13:
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	s_or_b32 exec_lo, exec_lo, s0
	v_add_co_u32 v0, vcc_lo, s2, v0
	v_add_co_ci_u32_e64 v1, null, s3, v1, vcc_lo
	global_store_b32 v[0:1], v2, off
.LBB0_14:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel cf_divergent_if
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 280
		.amdhsa_user_sgpr_count 15
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 6
		.amdhsa_next_free_sgpr 16
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
		.amdhsa_inst_pref_size 3
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
	.size	cf_divergent_if, .Lfunc_end0-cf_divergent_if
                                        ; -- End function
	.set cf_divergent_if.num_vgpr, 6
	.set cf_divergent_if.num_agpr, 0
	.set cf_divergent_if.numbered_sgpr, 16
	.set cf_divergent_if.num_named_barrier, 0
	.set cf_divergent_if.private_seg_size, 0
	.set cf_divergent_if.uses_vcc, 1
	.set cf_divergent_if.uses_flat_scratch, 0
	.set cf_divergent_if.has_dyn_sized_stack, 0
	.set cf_divergent_if.has_recursion, 0
	.set cf_divergent_if.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 284
; TotalNumSgprs: 18
; NumVgprs: 6
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 6
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 15
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	__clang_ocl_kern_imp_cf_divergent_if ; -- Begin function __clang_ocl_kern_imp_cf_divergent_if
	.globl	__clang_ocl_kern_imp_cf_divergent_if
	.p2align	2
	.type	__clang_ocl_kern_imp_cf_divergent_if,@function
__clang_ocl_kern_imp_cf_divergent_if:   ; @__clang_ocl_kern_imp_cf_divergent_if
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_load_b32 s0, s[8:9], 0xc
	v_and_b32_e32 v5, 0x3ff, v31
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, s0, 0xffff
	s_delay_alu instid0(VALU_DEP_1) | instid1(SALU_CYCLE_1)
	v_mad_u64_u32 v[6:7], null, s12, s0, v[5:6]
	s_mov_b32 s0, exec_lo
	v_cmpx_lt_u32_e64 v6, v4
	s_cbranch_execz .LBB1_14
; %bb.1:
	v_mov_b32_e32 v7, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[4:5], 2, v[6:7]
	v_add_co_u32 v0, vcc_lo, v0, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v1, null, v1, v5, vcc_lo
	global_load_b32 v8, v[0:1], off
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v0, 1, v8
	v_cmp_eq_u32_e32 vcc_lo, 1, v0
                                        ; implicit-def: $vgpr0
	s_and_saveexec_b32 s1, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s1, exec_lo, s1
	s_cbranch_execz .LBB1_7
; %bb.2:
	v_and_b32_e32 v0, 2, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cmp_ne_u32_e32 vcc_lo, 0, v0
                                        ; implicit-def: $vgpr0
	s_and_saveexec_b32 s2, vcc_lo
	s_xor_b32 s2, exec_lo, s2
; %bb.3:
	v_mad_u64_u32 v[0:1], null, v8, 3, 1
                                        ; implicit-def: $vgpr8
; %bb.4:
	s_and_not1_saveexec_b32 s2, s2
; %bb.5:
	v_ashrrev_i32_e32 v0, 2, v8
; %bb.6:
	s_or_b32 exec_lo, exec_lo, s2
                                        ; implicit-def: $vgpr8
                                        ; implicit-def: $vgpr6_vgpr7
.LBB1_7:
	s_and_not1_saveexec_b32 s1, s1
	s_cbranch_execz .LBB1_13
; %bb.8:
	v_and_b32_e32 v0, 12, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cmp_ne_u32_e32 vcc_lo, 4, v0
                                        ; implicit-def: $vgpr0
	s_and_saveexec_b32 s2, vcc_lo
	s_xor_b32 s2, exec_lo, s2
; %bb.9:
	v_sub_nc_u32_e32 v0, v6, v8
                                        ; implicit-def: $vgpr8
; %bb.10:
	s_and_not1_saveexec_b32 s2, s2
; %bb.11:
	v_xor_b32_e32 v0, 0x5a5a5a5a, v8
	v_cmp_gt_i32_e32 vcc_lo, 0, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_nc_u32_e32 v1, 0, v0
	v_cndmask_b32_e32 v0, v0, v1, vcc_lo
; %bb.12:
	s_or_b32 exec_lo, exec_lo, s2
.LBB1_13:
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	s_or_b32 exec_lo, exec_lo, s1
	v_add_co_u32 v1, vcc_lo, v2, v4
	v_add_co_ci_u32_e64 v2, null, v3, v5, vcc_lo
	global_store_b32 v[1:2], v0, off
.LBB1_14:
	s_or_b32 exec_lo, exec_lo, s0
	s_setpc_b64 s[30:31]
.Lfunc_end1:
	.size	__clang_ocl_kern_imp_cf_divergent_if, .Lfunc_end1-__clang_ocl_kern_imp_cf_divergent_if
                                        ; -- End function
	.set __clang_ocl_kern_imp_cf_divergent_if.num_vgpr, 32
	.set __clang_ocl_kern_imp_cf_divergent_if.num_agpr, 0
	.set __clang_ocl_kern_imp_cf_divergent_if.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_cf_divergent_if.num_named_barrier, 0
	.set __clang_ocl_kern_imp_cf_divergent_if.private_seg_size, 0
	.set __clang_ocl_kern_imp_cf_divergent_if.uses_vcc, 1
	.set __clang_ocl_kern_imp_cf_divergent_if.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_cf_divergent_if.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_cf_divergent_if.has_recursion, 0
	.set __clang_ocl_kern_imp_cf_divergent_if.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 276
; TotalNumSgprs: 34
; NumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	cf_switch               ; -- Begin function cf_switch
	.globl	cf_switch
	.p2align	8
	.type	cf_switch,@function
cf_switch:                              ; @cf_switch
; %bb.0:
	s_clause 0x1
	s_load_b32 s2, s[0:1], 0x24
	s_load_b32 s3, s[0:1], 0x10
	s_waitcnt lgkmcnt(0)
	s_and_b32 s2, s2, 0xffff
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mad_u64_u32 v[1:2], null, s15, s2, v[0:1]
	s_mov_b32 s2, exec_lo
	v_cmpx_gt_u32_e64 s3, v1
	s_cbranch_execz .LBB2_22
; %bb.1:
	s_load_b128 s[0:3], s[0:1], 0x0
	v_mov_b32_e32 v2, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[2:3], 2, v[1:2]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v4, vcc_lo, s0, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v5, null, s1, v3, vcc_lo
	s_mov_b32 s0, exec_lo
	global_load_b32 v0, v[4:5], off
	s_waitcnt vmcnt(0)
	v_mul_hi_u32 v4, 0x24924925, v0
	v_sub_nc_u32_e32 v5, v0, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v5, 1, v5
	v_add_nc_u32_e32 v4, v5, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v5, 2, v4
	v_mul_lo_u32 v4, v5, 7
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_nc_u32_e32 v4, v0, v4
	v_cmpx_lt_i32_e32 1, v4
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execz .LBB2_13
; %bb.2:
	s_mov_b32 s1, exec_lo
	v_cmpx_lt_i32_e32 2, v4
	s_xor_b32 s1, exec_lo, s1
	s_cbranch_execz .LBB2_10
; %bb.3:
	s_mov_b32 s4, exec_lo
	v_cmpx_lt_i32_e32 4, v4
	s_xor_b32 s4, exec_lo, s4
	s_cbranch_execz .LBB2_7
; %bb.4:
	s_mov_b32 s5, exec_lo
	v_cmpx_eq_u32_e32 5, v4
; %bb.5:
	v_bcnt_u32_b32 v1, v0, 0
; %bb.6:
	s_or_b32 exec_lo, exec_lo, s5
                                        ; implicit-def: $vgpr0
.LBB2_7:
	s_and_not1_saveexec_b32 s4, s4
; %bb.8:
	s_delay_alu instid0(VALU_DEP_1)
	v_xad_u32 v1, v0, v1, 1
; %bb.9:
	s_or_b32 exec_lo, exec_lo, s4
                                        ; implicit-def: $vgpr0
.LBB2_10:
	s_and_not1_saveexec_b32 s1, s1
; %bb.11:
	v_not_b32_e32 v1, v0
; %bb.12:
	s_or_b32 exec_lo, exec_lo, s1
                                        ; implicit-def: $vgpr5
                                        ; implicit-def: $vgpr4
                                        ; implicit-def: $vgpr0
.LBB2_13:
	s_and_not1_saveexec_b32 s0, s0
	s_cbranch_execz .LBB2_21
; %bb.14:
	s_mov_b32 s1, exec_lo
	v_cmpx_lt_i32_e32 0, v4
	s_xor_b32 s1, exec_lo, s1
; %bb.15:
	v_lshl_add_u32 v1, v0, 2, v0
                                        ; implicit-def: $vgpr5
                                        ; implicit-def: $vgpr4
; %bb.16:
	s_and_not1_saveexec_b32 s1, s1
	s_cbranch_execz .LBB2_20
; %bb.17:
	s_mov_b32 s4, exec_lo
	v_cmpx_eq_u32_e32 0, v4
; %bb.18:
	v_mov_b32_e32 v1, v5
; %bb.19:
	s_or_b32 exec_lo, exec_lo, s4
.LBB2_20:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s1
.LBB2_21:
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	s_or_b32 exec_lo, exec_lo, s0
	v_add_co_u32 v2, vcc_lo, s2, v2
	v_add_co_ci_u32_e64 v3, null, s3, v3, vcc_lo
	global_store_b32 v[2:3], v1, off
.LBB2_22:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel cf_switch
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 280
		.amdhsa_user_sgpr_count 15
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 6
		.amdhsa_next_free_sgpr 16
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
		.amdhsa_inst_pref_size 3
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
	.size	cf_switch, .Lfunc_end2-cf_switch
                                        ; -- End function
	.set cf_switch.num_vgpr, 6
	.set cf_switch.num_agpr, 0
	.set cf_switch.numbered_sgpr, 16
	.set cf_switch.num_named_barrier, 0
	.set cf_switch.private_seg_size, 0
	.set cf_switch.uses_vcc, 1
	.set cf_switch.uses_flat_scratch, 0
	.set cf_switch.has_dyn_sized_stack, 0
	.set cf_switch.has_recursion, 0
	.set cf_switch.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 368
; TotalNumSgprs: 18
; NumVgprs: 6
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 6
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 15
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	__clang_ocl_kern_imp_cf_switch ; -- Begin function __clang_ocl_kern_imp_cf_switch
	.globl	__clang_ocl_kern_imp_cf_switch
	.p2align	2
	.type	__clang_ocl_kern_imp_cf_switch,@function
__clang_ocl_kern_imp_cf_switch:         ; @__clang_ocl_kern_imp_cf_switch
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_load_b32 s0, s[8:9], 0xc
	v_and_b32_e32 v7, 0x3ff, v31
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, s0, 0xffff
	s_delay_alu instid0(VALU_DEP_1) | instid1(SALU_CYCLE_1)
	v_mad_u64_u32 v[5:6], null, s12, s0, v[7:8]
	s_mov_b32 s0, exec_lo
	v_cmpx_lt_u32_e64 v5, v4
	s_cbranch_execz .LBB3_22
; %bb.1:
	v_mov_b32_e32 v6, 0
	s_mov_b32 s1, exec_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[6:7], 2, v[5:6]
	v_add_co_u32 v0, vcc_lo, v0, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v1, null, v1, v7, vcc_lo
	global_load_b32 v0, v[0:1], off
	s_waitcnt vmcnt(0)
	v_mul_hi_u32 v1, 0x24924925, v0
	v_sub_nc_u32_e32 v4, v0, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v4, 1, v4
	v_add_nc_u32_e32 v1, v4, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v4, 2, v1
	v_mul_lo_u32 v1, v4, 7
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_nc_u32_e32 v1, v0, v1
	v_cmpx_lt_i32_e32 1, v1
	s_xor_b32 s1, exec_lo, s1
	s_cbranch_execz .LBB3_13
; %bb.2:
	s_mov_b32 s2, exec_lo
	v_cmpx_lt_i32_e32 2, v1
	s_xor_b32 s2, exec_lo, s2
	s_cbranch_execz .LBB3_10
; %bb.3:
	s_mov_b32 s3, exec_lo
	v_cmpx_lt_i32_e32 4, v1
	s_xor_b32 s3, exec_lo, s3
	s_cbranch_execz .LBB3_7
; %bb.4:
	s_mov_b32 s4, exec_lo
	v_cmpx_eq_u32_e32 5, v1
; %bb.5:
	v_bcnt_u32_b32 v5, v0, 0
; %bb.6:
	s_or_b32 exec_lo, exec_lo, s4
                                        ; implicit-def: $vgpr0
.LBB3_7:
	s_and_not1_saveexec_b32 s3, s3
; %bb.8:
	s_delay_alu instid0(VALU_DEP_1)
	v_xad_u32 v5, v0, v5, 1
; %bb.9:
	s_or_b32 exec_lo, exec_lo, s3
                                        ; implicit-def: $vgpr0
.LBB3_10:
	s_and_not1_saveexec_b32 s2, s2
; %bb.11:
	v_not_b32_e32 v5, v0
; %bb.12:
	s_or_b32 exec_lo, exec_lo, s2
                                        ; implicit-def: $vgpr4
                                        ; implicit-def: $vgpr1
                                        ; implicit-def: $vgpr0
.LBB3_13:
	s_and_not1_saveexec_b32 s1, s1
	s_cbranch_execz .LBB3_21
; %bb.14:
	s_mov_b32 s2, exec_lo
	v_cmpx_lt_i32_e32 0, v1
	s_xor_b32 s2, exec_lo, s2
; %bb.15:
	v_lshl_add_u32 v5, v0, 2, v0
                                        ; implicit-def: $vgpr4
                                        ; implicit-def: $vgpr1
; %bb.16:
	s_and_not1_saveexec_b32 s2, s2
	s_cbranch_execz .LBB3_20
; %bb.17:
	s_mov_b32 s3, exec_lo
	v_cmpx_eq_u32_e32 0, v1
; %bb.18:
	v_mov_b32_e32 v5, v4
; %bb.19:
	s_or_b32 exec_lo, exec_lo, s3
.LBB3_20:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s2
.LBB3_21:
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	s_or_b32 exec_lo, exec_lo, s1
	v_add_co_u32 v0, vcc_lo, v2, v6
	v_add_co_ci_u32_e64 v1, null, v3, v7, vcc_lo
	global_store_b32 v[0:1], v5, off
.LBB3_22:
	s_or_b32 exec_lo, exec_lo, s0
	s_setpc_b64 s[30:31]
.Lfunc_end3:
	.size	__clang_ocl_kern_imp_cf_switch, .Lfunc_end3-__clang_ocl_kern_imp_cf_switch
                                        ; -- End function
	.set __clang_ocl_kern_imp_cf_switch.num_vgpr, 32
	.set __clang_ocl_kern_imp_cf_switch.num_agpr, 0
	.set __clang_ocl_kern_imp_cf_switch.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_cf_switch.num_named_barrier, 0
	.set __clang_ocl_kern_imp_cf_switch.private_seg_size, 0
	.set __clang_ocl_kern_imp_cf_switch.uses_vcc, 1
	.set __clang_ocl_kern_imp_cf_switch.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_cf_switch.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_cf_switch.has_recursion, 0
	.set __clang_ocl_kern_imp_cf_switch.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 360
; TotalNumSgprs: 34
; NumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	cf_collatz              ; -- Begin function cf_collatz
	.globl	cf_collatz
	.p2align	8
	.type	cf_collatz,@function
cf_collatz:                             ; @cf_collatz
; %bb.0:
	s_clause 0x1
	s_load_b32 s2, s[0:1], 0x24
	s_load_b32 s3, s[0:1], 0x10
	s_waitcnt lgkmcnt(0)
	s_and_b32 s2, s2, 0xffff
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mad_u64_u32 v[1:2], null, s15, s2, v[0:1]
	s_mov_b32 s2, exec_lo
	v_cmpx_gt_u32_e64 s3, v1
	s_cbranch_execz .LBB4_10
; %bb.1:
	s_load_b128 s[0:3], s[0:1], 0x0
	v_mov_b32_e32 v2, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[0:1], 2, v[1:2]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v3, vcc_lo, s0, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v4, null, s1, v1, vcc_lo
	s_mov_b32 s0, exec_lo
	global_load_b32 v3, v[3:4], off
	s_waitcnt vmcnt(0)
	v_mul_hi_u32 v4, 0x10624dd3, v3
	v_lshrrev_b32_e32 v4, 6, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_u32_u24_e32 v4, 0x3e8, v4
	v_sub_nc_u32_e32 v3, v3, v4
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_ne_u32_e32 0, v3
	s_cbranch_execz .LBB4_9
; %bb.2:
	v_add_nc_u32_e32 v3, 1, v3
	s_mov_b32 s4, 0
	s_mov_b32 s1, 0
	s_branch .LBB4_4
	.p2align	6
.LBB4_3:                                ;   in Loop: Header=BB4_4 Depth=1
	s_or_b32 exec_lo, exec_lo, s5
	s_add_i32 s5, s4, 1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	v_cmp_eq_u32_e32 vcc_lo, 1, v3
	s_cmpk_gt_u32 s4, 0x1f2
	v_mov_b32_e32 v2, s5
	s_cselect_b32 s4, -1, 0
	s_or_b32 s4, vcc_lo, s4
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s4, exec_lo, s4
	s_or_b32 s1, s4, s1
	s_mov_b32 s4, s5
	s_and_not1_b32 exec_lo, exec_lo, s1
	s_cbranch_execz .LBB4_8
.LBB4_4:                                ; =>This Inner Loop Header: Depth=1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_and_b32_e32 v2, 1, v3
	s_mov_b32 s5, exec_lo
	v_cmpx_eq_u32_e32 1, v2
	s_xor_b32 s5, exec_lo, s5
; %bb.5:                                ;   in Loop: Header=BB4_4 Depth=1
	v_mad_u64_u32 v[4:5], null, v3, 3, 1
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v3, v4
; %bb.6:                                ;   in Loop: Header=BB4_4 Depth=1
	s_and_not1_saveexec_b32 s5, s5
	s_cbranch_execz .LBB4_3
; %bb.7:                                ;   in Loop: Header=BB4_4 Depth=1
	s_delay_alu instid0(VALU_DEP_1)
	v_lshrrev_b32_e32 v3, 1, v3
	s_branch .LBB4_3
.LBB4_8:
	s_or_b32 exec_lo, exec_lo, s1
.LBB4_9:
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	s_or_b32 exec_lo, exec_lo, s0
	v_add_co_u32 v0, vcc_lo, s2, v0
	v_add_co_ci_u32_e64 v1, null, s3, v1, vcc_lo
	global_store_b32 v[0:1], v2, off
.LBB4_10:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel cf_collatz
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 280
		.amdhsa_user_sgpr_count 15
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 6
		.amdhsa_next_free_sgpr 16
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
		.amdhsa_inst_pref_size 3
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
	.size	cf_collatz, .Lfunc_end4-cf_collatz
                                        ; -- End function
	.set cf_collatz.num_vgpr, 6
	.set cf_collatz.num_agpr, 0
	.set cf_collatz.numbered_sgpr, 16
	.set cf_collatz.num_named_barrier, 0
	.set cf_collatz.private_seg_size, 0
	.set cf_collatz.uses_vcc, 1
	.set cf_collatz.uses_flat_scratch, 0
	.set cf_collatz.has_dyn_sized_stack, 0
	.set cf_collatz.has_recursion, 0
	.set cf_collatz.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 336
; TotalNumSgprs: 18
; NumVgprs: 6
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 6
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 15
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	__clang_ocl_kern_imp_cf_collatz ; -- Begin function __clang_ocl_kern_imp_cf_collatz
	.globl	__clang_ocl_kern_imp_cf_collatz
	.p2align	2
	.type	__clang_ocl_kern_imp_cf_collatz,@function
__clang_ocl_kern_imp_cf_collatz:        ; @__clang_ocl_kern_imp_cf_collatz
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_load_b32 s0, s[8:9], 0xc
	v_and_b32_e32 v7, 0x3ff, v31
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, s0, 0xffff
	s_delay_alu instid0(VALU_DEP_1) | instid1(SALU_CYCLE_1)
	v_mad_u64_u32 v[5:6], null, s12, s0, v[7:8]
	s_mov_b32 s0, exec_lo
	v_cmpx_lt_u32_e64 v5, v4
	s_cbranch_execz .LBB5_10
; %bb.1:
	v_mov_b32_e32 v6, 0
	s_mov_b32 s1, exec_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[4:5], 2, v[5:6]
	v_add_co_u32 v0, vcc_lo, v0, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v1, null, v1, v5, vcc_lo
	global_load_b32 v0, v[0:1], off
	s_waitcnt vmcnt(0)
	v_mul_hi_u32 v1, 0x10624dd3, v0
	v_lshrrev_b32_e32 v1, 6, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_u32_u24_e32 v1, 0x3e8, v1
	v_sub_nc_u32_e32 v0, v0, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_ne_u32_e32 0, v0
	s_cbranch_execz .LBB5_9
; %bb.2:
	v_add_nc_u32_e32 v0, 1, v0
	s_mov_b32 s3, 0
	s_mov_b32 s2, 0
	s_branch .LBB5_4
	.p2align	6
.LBB5_3:                                ;   in Loop: Header=BB5_4 Depth=1
	s_or_b32 exec_lo, exec_lo, s4
	s_add_i32 s4, s3, 1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	v_cmp_eq_u32_e32 vcc_lo, 1, v0
	s_cmpk_gt_u32 s3, 0x1f2
	v_mov_b32_e32 v6, s4
	s_cselect_b32 s3, -1, 0
	s_or_b32 s3, vcc_lo, s3
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s3, exec_lo, s3
	s_or_b32 s2, s3, s2
	s_mov_b32 s3, s4
	s_and_not1_b32 exec_lo, exec_lo, s2
	s_cbranch_execz .LBB5_8
.LBB5_4:                                ; =>This Inner Loop Header: Depth=1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_and_b32_e32 v1, 1, v0
	s_mov_b32 s4, exec_lo
	v_cmpx_eq_u32_e32 1, v1
	s_xor_b32 s4, exec_lo, s4
; %bb.5:                                ;   in Loop: Header=BB5_4 Depth=1
	v_mad_u64_u32 v[6:7], null, v0, 3, 1
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v0, v6
; %bb.6:                                ;   in Loop: Header=BB5_4 Depth=1
	s_and_not1_saveexec_b32 s4, s4
	s_cbranch_execz .LBB5_3
; %bb.7:                                ;   in Loop: Header=BB5_4 Depth=1
	s_delay_alu instid0(VALU_DEP_1)
	v_lshrrev_b32_e32 v0, 1, v0
	s_branch .LBB5_3
.LBB5_8:
	s_or_b32 exec_lo, exec_lo, s2
.LBB5_9:
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	s_or_b32 exec_lo, exec_lo, s1
	v_add_co_u32 v0, vcc_lo, v2, v4
	v_add_co_ci_u32_e64 v1, null, v3, v5, vcc_lo
	global_store_b32 v[0:1], v6, off
.LBB5_10:
	s_or_b32 exec_lo, exec_lo, s0
	s_setpc_b64 s[30:31]
.Lfunc_end5:
	.size	__clang_ocl_kern_imp_cf_collatz, .Lfunc_end5-__clang_ocl_kern_imp_cf_collatz
                                        ; -- End function
	.set __clang_ocl_kern_imp_cf_collatz.num_vgpr, 32
	.set __clang_ocl_kern_imp_cf_collatz.num_agpr, 0
	.set __clang_ocl_kern_imp_cf_collatz.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_cf_collatz.num_named_barrier, 0
	.set __clang_ocl_kern_imp_cf_collatz.private_seg_size, 0
	.set __clang_ocl_kern_imp_cf_collatz.uses_vcc, 1
	.set __clang_ocl_kern_imp_cf_collatz.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_cf_collatz.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_cf_collatz.has_recursion, 0
	.set __clang_ocl_kern_imp_cf_collatz.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 348
; TotalNumSgprs: 34
; NumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	cf_early_exit           ; -- Begin function cf_early_exit
	.globl	cf_early_exit
	.p2align	8
	.type	cf_early_exit,@function
cf_early_exit:                          ; @cf_early_exit
; %bb.0:
	s_clause 0x1
	s_load_b32 s2, s[0:1], 0x24
	s_load_b64 s[4:5], s[0:1], 0x10
	s_waitcnt lgkmcnt(0)
	s_and_b32 s2, s2, 0xffff
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mad_u64_u32 v[2:3], null, s15, s2, v[0:1]
	s_mov_b32 s2, exec_lo
	v_cmpx_gt_u32_e64 s4, v2
	s_cbranch_execz .LBB6_14
; %bb.1:
	s_load_b128 s[0:3], s[0:1], 0x0
	v_mov_b32_e32 v3, 0
	s_mov_b32 s6, 0xcccccccd
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[0:1], 2, v[2:3]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v3, vcc_lo, s0, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v4, null, s1, v1, vcc_lo
	global_load_b32 v4, v[3:4], off
	v_mov_b32_e32 v3, -1
	s_waitcnt vmcnt(0)
	v_mad_u64_u32 v[5:6], null, v4, s6, 0x19999999
	s_mov_b32 s6, exec_lo
	v_cmpx_lt_u32_e32 0x33333332, v5
	s_cbranch_execz .LBB6_13
; %bb.2:
	s_cmp_lt_i32 s5, 1
	s_cbranch_scc1 .LBB6_12
; %bb.3:
	v_cvt_f32_u32_e32 v3, s4
	v_mul_hi_i32 v5, 0x1b4e81b5, v4
	s_sub_i32 s7, 0, s4
	s_mov_b32 s8, 0
	v_mov_b32_e32 v8, 0
	v_rcp_iflag_f32_e32 v3, v3
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v6, 31, v5
	v_ashrrev_i32_e32 v5, 5, v5
	v_add_nc_u32_e32 v5, v5, v6
	s_waitcnt_depctr depctr_va_vdst(0)
	v_mul_f32_e32 v3, 0x4f7ffffe, v3
	v_mul_lo_u32 v5, 0x12c, v5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_u32_f32_e32 v3, v3
	v_mul_lo_u32 v6, s7, v3
	s_mov_b32 s7, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_hi_u32 v7, v3, v6
	v_sub_nc_u32_e32 v6, v4, v5
	v_dual_mov_b32 v4, 0 :: v_dual_mov_b32 v5, -2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_nc_u32_e32 v6, 0x12c, v6
	v_add_nc_u32_e32 v7, v3, v7
	s_branch .LBB6_5
.LBB6_4:                                ;   in Loop: Header=BB6_5 Depth=1
	s_or_b32 exec_lo, exec_lo, s10
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s9, exec_lo, s9
	s_or_b32 s7, s9, s7
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s7
	s_cbranch_execz .LBB6_11
.LBB6_5:                                ; =>This Inner Loop Header: Depth=1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_hi_u32 v3, v7, v2
	v_mul_lo_u32 v11, s4, v3
	v_not_b32_e32 v3, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[9:10], null, s4, v3, v[2:3]
	v_sub_nc_u32_e32 v3, v2, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cmp_le_u32_e32 vcc_lo, s4, v3
	v_cndmask_b32_e32 v3, v3, v9, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_subrev_nc_u32_e32 v9, s4, v3
	v_cmp_le_u32_e32 vcc_lo, s4, v3
	v_cndmask_b32_e32 v3, v3, v9, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[9:10], 2, v[3:4]
	v_add_co_u32 v9, vcc_lo, s0, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v10, null, s1, v10, vcc_lo
	global_load_b32 v9, v[9:10], off
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v3, 3, v9
	v_cmp_ne_u32_e32 vcc_lo, 0, v3
	v_mov_b32_e32 v3, 4
	s_and_saveexec_b32 s9, vcc_lo
; %bb.6:                                ;   in Loop: Header=BB6_5 Depth=1
	v_and_b32_e32 v3, 0xff, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v8, v3, v8
	v_cmp_gt_i32_e32 vcc_lo, v8, v6
	v_cndmask_b32_e64 v5, v5, s8, vcc_lo
	v_cndmask_b32_e64 v3, 0, 2, vcc_lo
; %bb.7:                                ;   in Loop: Header=BB6_5 Depth=1
	s_or_b32 exec_lo, exec_lo, s9
	s_mov_b32 s9, -1
	s_mov_b32 s11, -1
	s_mov_b32 s10, exec_lo
	v_cmpx_gt_i32_e32 4, v3
; %bb.8:                                ;   in Loop: Header=BB6_5 Depth=1
	v_cmp_eq_u32_e32 vcc_lo, 0, v3
	s_or_not1_b32 s11, vcc_lo, exec_lo
; %bb.9:                                ;   in Loop: Header=BB6_5 Depth=1
	s_or_b32 exec_lo, exec_lo, s10
	s_and_saveexec_b32 s10, s11
	s_cbranch_execz .LBB6_4
; %bb.10:                               ;   in Loop: Header=BB6_5 Depth=1
	s_add_i32 s8, s8, 1
	v_add_nc_u32_e32 v2, 1, v2
	s_cmp_eq_u32 s5, s8
	s_cselect_b32 s9, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_not1_b32 s9, s9, exec_lo
	s_branch .LBB6_4
.LBB6_11:
	s_or_b32 exec_lo, exec_lo, s7
	v_and_b32_e32 v2, 0x3ff, v8
	s_delay_alu instid0(VALU_DEP_1)
	v_mad_u64_u32 v[3:4], null, 0x3e8, v5, v[2:3]
	s_branch .LBB6_13
.LBB6_12:
	v_mov_b32_e32 v3, 0xfffff830
.LBB6_13:
	s_or_b32 exec_lo, exec_lo, s6
	v_add_co_u32 v0, vcc_lo, s2, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v1, null, s3, v1, vcc_lo
	global_store_b32 v[0:1], v3, off
.LBB6_14:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel cf_early_exit
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 280
		.amdhsa_user_sgpr_count 15
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 12
		.amdhsa_next_free_sgpr 16
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
	.size	cf_early_exit, .Lfunc_end6-cf_early_exit
                                        ; -- End function
	.set cf_early_exit.num_vgpr, 12
	.set cf_early_exit.num_agpr, 0
	.set cf_early_exit.numbered_sgpr, 16
	.set cf_early_exit.num_named_barrier, 0
	.set cf_early_exit.private_seg_size, 0
	.set cf_early_exit.uses_vcc, 1
	.set cf_early_exit.uses_flat_scratch, 0
	.set cf_early_exit.has_dyn_sized_stack, 0
	.set cf_early_exit.has_recursion, 0
	.set cf_early_exit.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 640
; TotalNumSgprs: 18
; NumVgprs: 12
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 12
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 15
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	__clang_ocl_kern_imp_cf_early_exit ; -- Begin function __clang_ocl_kern_imp_cf_early_exit
	.globl	__clang_ocl_kern_imp_cf_early_exit
	.p2align	2
	.type	__clang_ocl_kern_imp_cf_early_exit,@function
__clang_ocl_kern_imp_cf_early_exit:     ; @__clang_ocl_kern_imp_cf_early_exit
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_load_b32 s0, s[8:9], 0xc
	v_and_b32_e32 v6, 0x3ff, v31
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, s0, 0xffff
	s_delay_alu instid0(VALU_DEP_1) | instid1(SALU_CYCLE_1)
	v_mad_u64_u32 v[8:9], null, s12, s0, v[6:7]
	s_mov_b32 s0, exec_lo
	v_cmpx_lt_u32_e64 v8, v4
	s_cbranch_execz .LBB7_14
; %bb.1:
	v_mov_b32_e32 v9, 0
	s_mov_b32 s1, 0xcccccccd
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[6:7], 2, v[8:9]
	v_add_co_u32 v9, vcc_lo, v0, v6
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v10, null, v1, v7, vcc_lo
	global_load_b32 v10, v[9:10], off
	v_mov_b32_e32 v9, -1
	s_waitcnt vmcnt(0)
	v_mad_u64_u32 v[11:12], null, v10, s1, 0x19999999
	s_mov_b32 s1, exec_lo
	v_cmpx_lt_u32_e32 0x33333332, v11
	s_cbranch_execz .LBB7_13
; %bb.2:
	v_mov_b32_e32 v9, 0xfffff830
	s_mov_b32 s3, 0
	s_mov_b32 s2, exec_lo
	v_cmpx_lt_i32_e32 0, v5
	s_cbranch_execz .LBB7_12
; %bb.3:
	v_cvt_f32_u32_e32 v9, v4
	v_mul_hi_i32 v11, 0x1b4e81b5, v10
	v_sub_nc_u32_e32 v13, 0, v4
	s_mov_b32 s4, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_rcp_iflag_f32_e32 v9, v9
	v_lshrrev_b32_e32 v12, 31, v11
	v_ashrrev_i32_e32 v11, 5, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v11, v11, v12
	s_waitcnt_depctr depctr_va_vdst(0)
	v_mul_f32_e32 v9, 0x4f7ffffe, v9
	v_cvt_u32_f32_e32 v9, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_lo_u32 v12, v13, v9
	v_mul_hi_u32 v14, v9, v12
	v_mov_b32_e32 v12, v8
	v_mul_lo_u32 v11, 0x12c, v11
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_mov_b32 v14, 0 :: v_dual_add_nc_u32 v15, v9, v14
	v_sub_nc_u32_e32 v13, v10, v11
	v_dual_mov_b32 v10, 0 :: v_dual_mov_b32 v11, -2
	s_delay_alu instid0(VALU_DEP_2)
	v_add_nc_u32_e32 v13, 0x12c, v13
	s_branch .LBB7_5
.LBB7_4:                                ;   in Loop: Header=BB7_5 Depth=1
	s_or_b32 exec_lo, exec_lo, s6
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s5, exec_lo, s5
	s_or_b32 s3, s5, s3
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s3
	s_cbranch_execz .LBB7_11
.LBB7_5:                                ; =>This Inner Loop Header: Depth=1
	v_mul_hi_u32 v9, v15, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_lo_u32 v16, v4, v9
	v_not_b32_e32 v9, v9
	v_mul_lo_u32 v9, v4, v9
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_nc_u32_e32 v16, v8, v16
	v_add_nc_u32_e32 v16, s4, v16
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add3_u32 v9, v8, v9, s4
	v_cmp_ge_u32_e32 vcc_lo, v16, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v9, v16, v9, vcc_lo
	v_sub_nc_u32_e32 v16, v9, v4
	v_cmp_ge_u32_e32 vcc_lo, v9, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v9, v9, v16, vcc_lo
	v_lshlrev_b64 v[16:17], 2, v[9:10]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v16, vcc_lo, v0, v16
	v_add_co_ci_u32_e64 v17, null, v1, v17, vcc_lo
	global_load_b32 v16, v[16:17], off
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v9, 3, v16
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_ne_u32_e32 vcc_lo, 0, v9
	v_mov_b32_e32 v9, 4
	s_and_saveexec_b32 s5, vcc_lo
; %bb.6:                                ;   in Loop: Header=BB7_5 Depth=1
	v_and_b32_e32 v9, 0xff, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v14, v9, v14
	v_cmp_gt_i32_e32 vcc_lo, v14, v13
	v_cndmask_b32_e64 v11, v11, s4, vcc_lo
	v_cndmask_b32_e64 v9, 0, 2, vcc_lo
; %bb.7:                                ;   in Loop: Header=BB7_5 Depth=1
	s_or_b32 exec_lo, exec_lo, s5
	s_mov_b32 s5, -1
	s_mov_b32 s7, -1
	s_mov_b32 s6, exec_lo
	v_cmpx_gt_i32_e32 4, v9
; %bb.8:                                ;   in Loop: Header=BB7_5 Depth=1
	v_cmp_eq_u32_e32 vcc_lo, 0, v9
	s_or_not1_b32 s7, vcc_lo, exec_lo
; %bb.9:                                ;   in Loop: Header=BB7_5 Depth=1
	s_or_b32 exec_lo, exec_lo, s6
	s_and_saveexec_b32 s6, s7
	s_cbranch_execz .LBB7_4
; %bb.10:                               ;   in Loop: Header=BB7_5 Depth=1
	s_add_i32 s4, s4, 1
	v_add_nc_u32_e32 v12, 1, v12
	v_cmp_eq_u32_e32 vcc_lo, s4, v5
	s_or_not1_b32 s5, vcc_lo, exec_lo
	s_branch .LBB7_4
.LBB7_11:
	s_or_b32 exec_lo, exec_lo, s3
	v_and_b32_e32 v0, 0x3ff, v14
	s_delay_alu instid0(VALU_DEP_1)
	v_mad_u64_u32 v[9:10], null, 0x3e8, v11, v[0:1]
.LBB7_12:
	s_or_b32 exec_lo, exec_lo, s2
.LBB7_13:
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	s_or_b32 exec_lo, exec_lo, s1
	v_add_co_u32 v0, vcc_lo, v2, v6
	v_add_co_ci_u32_e64 v1, null, v3, v7, vcc_lo
	global_store_b32 v[0:1], v9, off
.LBB7_14:
	s_or_b32 exec_lo, exec_lo, s0
	s_setpc_b64 s[30:31]
.Lfunc_end7:
	.size	__clang_ocl_kern_imp_cf_early_exit, .Lfunc_end7-__clang_ocl_kern_imp_cf_early_exit
                                        ; -- End function
	.set __clang_ocl_kern_imp_cf_early_exit.num_vgpr, 32
	.set __clang_ocl_kern_imp_cf_early_exit.num_agpr, 0
	.set __clang_ocl_kern_imp_cf_early_exit.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_cf_early_exit.num_named_barrier, 0
	.set __clang_ocl_kern_imp_cf_early_exit.private_seg_size, 0
	.set __clang_ocl_kern_imp_cf_early_exit.uses_vcc, 1
	.set __clang_ocl_kern_imp_cf_early_exit.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_cf_early_exit.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_cf_early_exit.has_recursion, 0
	.set __clang_ocl_kern_imp_cf_early_exit.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 652
; TotalNumSgprs: 34
; NumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	cf_nested_loops         ; -- Begin function cf_nested_loops
	.globl	cf_nested_loops
	.p2align	8
	.type	cf_nested_loops,@function
cf_nested_loops:                        ; @cf_nested_loops
; %bb.0:
	s_clause 0x1
	s_load_b32 s2, s[0:1], 0x24
	s_load_b64 s[4:5], s[0:1], 0x10
	s_waitcnt lgkmcnt(0)
	s_and_b32 s2, s2, 0xffff
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mad_u64_u32 v[1:2], null, s15, s2, v[0:1]
	s_mov_b32 s2, exec_lo
	v_cmpx_gt_u32_e64 s4, v1
	s_cbranch_execz .LBB8_10
; %bb.1:
	s_load_b128 s[0:3], s[0:1], 0x0
	v_mov_b32_e32 v2, 0
	s_cmp_eq_u32 s5, 0
	s_mov_b32 s4, 0
	s_delay_alu instid0(VALU_DEP_1)
	v_lshlrev_b64 v[0:1], 2, v[1:2]
	s_cbranch_scc1 .LBB8_8
; %bb.2:
	s_waitcnt lgkmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v3, vcc_lo, s0, v0
	v_add_co_ci_u32_e64 v4, null, s1, v1, vcc_lo
	global_load_b32 v3, v[3:4], off
	s_set_inst_prefetch_distance 0x1
	s_branch .LBB8_5
	.p2align	6
.LBB8_3:                                ;   in Loop: Header=BB8_5 Depth=1
	s_or_b32 exec_lo, exec_lo, s1
.LBB8_4:                                ;   in Loop: Header=BB8_5 Depth=1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	s_or_b32 exec_lo, exec_lo, s0
	v_bfe_i32 v4, v2, 16, 1
	v_and_b32_e32 v4, s4, v4
	s_add_i32 s4, s4, 1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	s_cmp_eq_u32 s4, s5
	v_xor_b32_e32 v2, v4, v2
	s_cbranch_scc1 .LBB8_9
.LBB8_5:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB8_7 Depth 2
	s_and_b32 s0, s4, 7
	s_waitcnt vmcnt(0)
	v_bfe_u32 v4, v3, s0, 4
	s_mov_b32 s0, exec_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_ne_u32_e32 0, v4
	s_cbranch_execz .LBB8_4
; %bb.6:                                ;   in Loop: Header=BB8_5 Depth=1
	v_xor_b32_e32 v5, s4, v3
	s_mov_b32 s1, 0
	s_mov_b32 s6, 0
.LBB8_7:                                ;   Parent Loop BB8_5 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	v_mul_lo_u32 v2, v2, 31
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_xad_u32 v2, v5, s6, v2
	s_add_i32 s6, s6, 1
	v_cmp_eq_u32_e32 vcc_lo, s6, v4
	s_or_b32 s1, vcc_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s1
	s_cbranch_execnz .LBB8_7
	s_branch .LBB8_3
.LBB8_8:
	v_mov_b32_e32 v2, 0
.LBB8_9:
	s_set_inst_prefetch_distance 0x2
	s_waitcnt lgkmcnt(0)
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v0, vcc_lo, s2, v0
	v_add_co_ci_u32_e64 v1, null, s3, v1, vcc_lo
	global_store_b32 v[0:1], v2, off
.LBB8_10:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel cf_nested_loops
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 280
		.amdhsa_user_sgpr_count 15
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 6
		.amdhsa_next_free_sgpr 16
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
		.amdhsa_inst_pref_size 3
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
	.size	cf_nested_loops, .Lfunc_end8-cf_nested_loops
                                        ; -- End function
	.set cf_nested_loops.num_vgpr, 6
	.set cf_nested_loops.num_agpr, 0
	.set cf_nested_loops.numbered_sgpr, 16
	.set cf_nested_loops.num_named_barrier, 0
	.set cf_nested_loops.private_seg_size, 0
	.set cf_nested_loops.uses_vcc, 1
	.set cf_nested_loops.uses_flat_scratch, 0
	.set cf_nested_loops.has_dyn_sized_stack, 0
	.set cf_nested_loops.has_recursion, 0
	.set cf_nested_loops.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 316
; TotalNumSgprs: 18
; NumVgprs: 6
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 6
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 15
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	__clang_ocl_kern_imp_cf_nested_loops ; -- Begin function __clang_ocl_kern_imp_cf_nested_loops
	.globl	__clang_ocl_kern_imp_cf_nested_loops
	.p2align	2
	.type	__clang_ocl_kern_imp_cf_nested_loops,@function
__clang_ocl_kern_imp_cf_nested_loops:   ; @__clang_ocl_kern_imp_cf_nested_loops
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_load_b32 s0, s[8:9], 0xc
	v_and_b32_e32 v8, 0x3ff, v31
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, s0, 0xffff
	s_delay_alu instid0(VALU_DEP_1) | instid1(SALU_CYCLE_1)
	v_mad_u64_u32 v[6:7], null, s12, s0, v[8:9]
	s_mov_b32 s0, exec_lo
	v_cmpx_lt_u32_e64 v6, v4
	s_cbranch_execz .LBB9_10
; %bb.1:
	v_mov_b32_e32 v7, 0
	s_mov_b32 s1, exec_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_lshlrev_b64 v[8:9], 2, v[6:7]
	v_cmpx_ne_u32_e32 0, v5
	s_cbranch_execz .LBB9_9
; %bb.2:
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v0, vcc_lo, v0, v8
	v_add_co_ci_u32_e64 v1, null, v1, v9, vcc_lo
	v_mov_b32_e32 v7, 0
	s_mov_b32 s2, 0
	s_mov_b32 s3, 0
	global_load_b32 v0, v[0:1], off
	s_set_inst_prefetch_distance 0x1
	s_branch .LBB9_4
	.p2align	6
.LBB9_3:                                ;   in Loop: Header=BB9_4 Depth=1
	s_or_b32 exec_lo, exec_lo, s4
	v_bfe_i32 v1, v7, 16, 1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_and_b32_e32 v1, s3, v1
	s_add_i32 s3, s3, 1
	v_cmp_eq_u32_e32 vcc_lo, s3, v5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_xor_b32_e32 v7, v1, v7
	s_or_b32 s2, vcc_lo, s2
	s_and_not1_b32 exec_lo, exec_lo, s2
	s_cbranch_execz .LBB9_8
.LBB9_4:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB9_6 Depth 2
	s_and_b32 s4, s3, 7
	s_waitcnt vmcnt(0)
	v_bfe_u32 v1, v0, s4, 4
	s_mov_b32 s4, exec_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_ne_u32_e32 0, v1
	s_cbranch_execz .LBB9_3
; %bb.5:                                ;   in Loop: Header=BB9_4 Depth=1
	v_xor_b32_e32 v4, s3, v0
	s_mov_b32 s5, 0
	s_mov_b32 s6, 0
.LBB9_6:                                ;   Parent Loop BB9_4 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	v_mul_lo_u32 v6, v7, 31
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_xad_u32 v7, v4, s6, v6
	s_add_i32 s6, s6, 1
	v_cmp_eq_u32_e32 vcc_lo, s6, v1
	s_or_b32 s5, vcc_lo, s5
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s5
	s_cbranch_execnz .LBB9_6
; %bb.7:                                ;   in Loop: Header=BB9_4 Depth=1
	s_or_b32 exec_lo, exec_lo, s5
	s_branch .LBB9_3
.LBB9_8:
	s_set_inst_prefetch_distance 0x2
	s_or_b32 exec_lo, exec_lo, s2
.LBB9_9:
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	s_or_b32 exec_lo, exec_lo, s1
	v_add_co_u32 v0, vcc_lo, v2, v8
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v1, null, v3, v9, vcc_lo
	global_store_b32 v[0:1], v7, off
.LBB9_10:
	s_or_b32 exec_lo, exec_lo, s0
	s_setpc_b64 s[30:31]
.Lfunc_end9:
	.size	__clang_ocl_kern_imp_cf_nested_loops, .Lfunc_end9-__clang_ocl_kern_imp_cf_nested_loops
                                        ; -- End function
	.set __clang_ocl_kern_imp_cf_nested_loops.num_vgpr, 32
	.set __clang_ocl_kern_imp_cf_nested_loops.num_agpr, 0
	.set __clang_ocl_kern_imp_cf_nested_loops.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_cf_nested_loops.num_named_barrier, 0
	.set __clang_ocl_kern_imp_cf_nested_loops.private_seg_size, 0
	.set __clang_ocl_kern_imp_cf_nested_loops.uses_vcc, 1
	.set __clang_ocl_kern_imp_cf_nested_loops.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_cf_nested_loops.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_cf_nested_loops.has_recursion, 0
	.set __clang_ocl_kern_imp_cf_nested_loops.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 388
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 280
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           cf_divergent_if
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         cf_divergent_if.kd
    .uses_dynamic_stack: false
    .vgpr_count:     6
    .vgpr_spill_count: 0
    .wavefront_size: 32
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
      - .offset:         16
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 280
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           cf_switch
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         cf_switch.kd
    .uses_dynamic_stack: false
    .vgpr_count:     6
    .vgpr_spill_count: 0
    .wavefront_size: 32
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
      - .offset:         16
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 280
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           cf_collatz
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         cf_collatz.kd
    .uses_dynamic_stack: false
    .vgpr_count:     6
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
      - .offset:         16
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
      - .offset:         20
        .size:           4
        .type_name:      int
        .value_kind:     by_value
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 280
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           cf_early_exit
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         cf_early_exit.kd
    .uses_dynamic_stack: false
    .vgpr_count:     12
    .vgpr_spill_count: 0
    .wavefront_size: 32
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
      - .offset:         16
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
      - .offset:         20
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 280
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           cf_nested_loops
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         cf_nested_loops.kd
    .uses_dynamic_stack: false
    .vgpr_count:     6
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1100
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
