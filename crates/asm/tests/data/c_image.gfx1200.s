	.amdgcn_target "amdgcn-amd-amdhsa--gfx1200"
	.amdhsa_code_object_version 6
	.text
	.protected	image_ops               ; -- Begin function image_ops
	.globl	image_ops
	.p2align	8
	.type	image_ops,@function
image_ops:                              ; @image_ops
; %bb.0:
	s_load_b32 s33, s[4:5], 0x20
	v_mov_b32_e32 v41, 0
	v_dual_mov_b32 v31, v0 :: v_dual_mov_b32 v0, 0
	s_mov_b64 s[10:11], s[6:7]
	s_mov_b64 s[34:35], s[4:5]
	s_add_nc_u64 s[8:9], s[4:5], 40
	s_getpc_b64 s[12:13]
	s_sext_i32_i16 s13, s13
	s_add_co_u32 s12, s12, _Z13get_global_idj@rel32@lo+8
	s_add_co_ci_u32 s13, s13, _Z13get_global_idj@rel32@hi+16
	s_mov_b64 s[4:5], s[0:1]
	s_mov_b64 s[6:7], s[2:3]
	s_mov_b32 s32, 0
	s_swappc_b64 s[30:31], s[12:13]
	v_mov_b32_e32 v40, v0
	s_mov_b32 s0, exec_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_gt_u32_e64 s33, v40
	s_cbranch_execz .LBB0_2
; %bb.1:
	s_load_b256 s[0:7], s[34:35], 0x0
	v_dual_mov_b32 v1, v41 :: v_dual_add_nc_u32 v0, s33, v40
	v_lshlrev_b64_e32 v[2:3], 2, v[40:41]
	s_wait_kmcnt 0x0
	s_clause 0x1
	s_load_b256 s[8:15], s[2:3], 0x0
	s_load_b64 s[2:3], s[2:3], 0x20
	s_load_b128 s[52:55], s[6:7], 0x0
	v_lshlrev_b64_e32 v[0:1], 2, v[0:1]
	v_add_co_u32 v4, vcc_lo, s4, v2
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v5, null, s5, v3, vcc_lo
	s_delay_alu instid0(VALU_DEP_3)
	v_add_co_u32 v6, vcc_lo, s4, v0
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v7, null, s5, v1, vcc_lo
	v_add_co_u32 v2, vcc_lo, s6, v2
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v3, null, s7, v3, vcc_lo
	v_add_co_u32 v0, vcc_lo, s6, v0
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v1, null, s7, v1, vcc_lo
	s_clause 0x1
	global_load_b32 v12, v[4:5], off
	global_load_b32 v13, v[6:7], off
	s_clause 0x1
	global_load_b32 v14, v[2:3], off
	global_load_b32 v15, v[0:1], off
	s_wait_kmcnt 0x0
	s_load_b256 s[16:23], s[8:9], 0x0
	s_load_b256 s[24:31], s[12:13], 0x0
	s_load_b256 s[36:43], s[2:3], 0x0
	s_load_b256 s[44:51], s[14:15], 0x0
	s_load_b256 s[4:11], s[10:11], 0x0
	s_wait_loadcnt 0x2
	s_wait_kmcnt 0x0
	image_sample v[0:3], [v12, v13], s[16:23], s[52:55] dmask:0xf dim:SQ_RSRC_IMG_2D
	s_wait_loadcnt 0x0
	image_load v[4:7], [v14, v15], s[24:31] dmask:0xf dim:SQ_RSRC_IMG_2D
	v_mov_b32_e32 v8, 0x40400000
	s_wait_loadcnt 0x0
	s_wait_samplecnt 0x0
	v_dual_mov_b32 v16, 2 :: v_dual_add_f32 v1, v1, v5
	v_add_f32_e32 v3, v3, v7
	image_sample v[8:11], [v12, v13, v8], s[36:43], s[52:55] dmask:0xf dim:SQ_RSRC_IMG_2D_ARRAY
	image_load_mip v14, [v14, v15, v16], s[44:51] dmask:0x1 dim:SQ_RSRC_IMG_2D
	image_sample v12, [v12, v13], s[4:11], s[52:55] dmask:0x1 dim:SQ_RSRC_IMG_2D
	v_add_f32_e32 v2, v2, v6
	v_add_f32_e32 v0, v0, v4
	v_lshlrev_b64_e32 v[4:5], 4, v[40:41]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_co_u32 v4, vcc_lo, s0, v4
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v5, null, s1, v5, vcc_lo
	s_wait_samplecnt 0x1
	v_dual_add_f32 v3, v3, v11 :: v_dual_add_f32 v2, v2, v10
	v_dual_add_f32 v1, v1, v9 :: v_dual_add_f32 v0, v0, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_dual_add_f32 v3, 1.0, v3 :: v_dual_add_f32 v2, 0, v2
	s_wait_loadcnt 0x0
	s_wait_samplecnt 0x0
	v_dual_add_f32 v1, v14, v1 :: v_dual_add_f32 v0, v12, v0
	global_store_b128 v[4:5], v[0:3], off
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
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 1
		.amdhsa_enable_private_segment 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr max(totalnumvgprs(image_ops.num_agpr, image_ops.num_vgpr), 1, 0)
		.amdhsa_next_free_sgpr max(image_ops.numbered_sgpr+2, 1, 0)-2
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 1
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_inst_pref_size 5
		.amdhsa_round_robin_scheduling 0
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
	.set image_ops.numbered_sgpr, max(56, amdgpu.max_num_sgpr)
	.set image_ops.num_named_barrier, max(0, amdgpu.max_num_named_barrier)
	.set image_ops.private_seg_size, 0
	.set image_ops.uses_vcc, 1
	.set image_ops.uses_flat_scratch, 1
	.set image_ops.has_dyn_sized_stack, 1
	.set image_ops.has_recursion, 1
	.set image_ops.has_indirect_call, 1
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 536
; TotalNumSgprs: image_ops.numbered_sgpr+2
; NumVgprs: image_ops.num_vgpr
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: (alignto(max(max(totalnumvgprs(image_ops.num_agpr, image_ops.num_vgpr), 1, 0), 1), 8)/8)-1
; NumSGPRsForWavesPerEU: max(image_ops.numbered_sgpr+2, 1, 0)
; NumVGPRsForWavesPerEU: max(totalnumvgprs(image_ops.num_agpr, image_ops.num_vgpr), 1, 0)
; Occupancy: occupancy(16, 24, 1536, 11, 16, max(image_ops.numbered_sgpr+extrasgprs(image_ops.uses_vcc, image_ops.uses_flat_scratch, 0), 1, 0), max(totalnumvgprs(image_ops.num_agpr, image_ops.num_vgpr), 1, 0))
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
	.text
	.protected	__clang_ocl_kern_imp_image_ops ; -- Begin function __clang_ocl_kern_imp_image_ops
	.globl	__clang_ocl_kern_imp_image_ops
	.p2align	2
	.type	__clang_ocl_kern_imp_image_ops,@function
__clang_ocl_kern_imp_image_ops:         ; @__clang_ocl_kern_imp_image_ops
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_expcnt 0x0
	s_wait_samplecnt 0x0
	s_wait_bvhcnt 0x0
	s_wait_kmcnt 0x0
	s_mov_b32 s0, s33
	s_mov_b32 s33, s32
	s_or_saveexec_b32 s1, -1
	scratch_store_b32 off, v59, s33 offset:44 ; 4-byte Folded Spill
	s_wait_alu depctr_sa_sdst(0)
	s_mov_b32 exec_lo, s1
	v_writelane_b32 v59, s0, 2
	s_clause 0xa                            ; 44-byte Folded Spill
	scratch_store_b32 off, v40, s33 offset:40
	scratch_store_b32 off, v41, s33 offset:36
	scratch_store_b32 off, v42, s33 offset:32
	scratch_store_b32 off, v43, s33 offset:28
	scratch_store_b32 off, v44, s33 offset:24
	scratch_store_b32 off, v45, s33 offset:20
	scratch_store_b32 off, v46, s33 offset:16
	scratch_store_b32 off, v47, s33 offset:12
	scratch_store_b32 off, v56, s33 offset:8
	scratch_store_b32 off, v57, s33 offset:4
	scratch_store_b32 off, v58, s33
	v_dual_mov_b32 v44, v2 :: v_dual_mov_b32 v47, v0
	v_mov_b32_e32 v0, 0
	v_writelane_b32 v59, s30, 0
	s_add_co_i32 s32, s32, 64
	s_getpc_b64 s[0:1]
	s_wait_alu depctr_sa_sdst(0)
	s_sext_i32_i16 s1, s1
	s_add_co_u32 s0, s0, _Z13get_global_idj@rel32@lo+12
	s_wait_alu depctr_sa_sdst(0)
	s_add_co_ci_u32 s1, s1, _Z13get_global_idj@rel32@hi+24
	v_dual_mov_b32 v58, v8 :: v_dual_mov_b32 v43, v7
	v_writelane_b32 v59, s31, 1
	v_dual_mov_b32 v42, v6 :: v_dual_mov_b32 v57, v4
	v_dual_mov_b32 v56, v5 :: v_dual_mov_b32 v45, v3
	v_dual_mov_b32 v46, v1 :: v_dual_mov_b32 v41, 0
	s_wait_alu depctr_sa_sdst(0)
	s_swappc_b64 s[30:31], s[0:1]
	v_mov_b32_e32 v40, v0
	s_mov_b32 s3, exec_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_gt_u32_e64 v58, v40
	s_cbranch_execz .LBB1_18
; %bb.1:
	global_load_b128 v[0:3], v[44:45], off
	v_dual_mov_b32 v5, v41 :: v_dual_add_nc_u32 v4, v58, v40
	v_lshlrev_b64_e32 v[28:29], 2, v[40:41]
	v_mov_b32_e32 v32, 2
	s_mov_b32 s16, exec_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_lshlrev_b64_e32 v[26:27], 2, v[4:5]
	v_add_co_u32 v4, vcc_lo, v57, v28
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v5, null, v56, v29, vcc_lo
	s_delay_alu instid0(VALU_DEP_3)
	v_add_co_u32 v6, vcc_lo, v57, v26
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v7, null, v56, v27, vcc_lo
	global_load_b128 v[16:19], v[44:45], off offset:16
	global_load_b128 v[8:11], v[42:43], off
	global_load_b64 v[24:25], v[44:45], off offset:32
	s_clause 0x1
	global_load_b32 v30, v[4:5], off
	global_load_b32 v31, v[6:7], off
	s_wait_loadcnt 0x5
	s_clause 0x1
	global_load_b128 v[4:7], v[0:1], off offset:16
	global_load_b128 v[20:23], v[0:1], off
.LBB1_2:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB1_3 Depth 2
	s_wait_loadcnt 0x0
	v_readfirstlane_b32 s4, v20
	v_readfirstlane_b32 s5, v21
	v_readfirstlane_b32 s6, v22
	v_readfirstlane_b32 s7, v23
	v_readfirstlane_b32 s8, v4
	v_readfirstlane_b32 s9, v5
	v_readfirstlane_b32 s10, v6
	v_readfirstlane_b32 s11, v7
	s_wait_alu depctr_va_sdst(0)
	v_cmp_eq_u64_e32 vcc_lo, s[4:5], v[20:21]
	v_cmp_eq_u64_e64 s0, s[6:7], v[22:23]
	v_cmp_eq_u64_e64 s1, s[8:9], v[4:5]
	v_cmp_eq_u64_e64 s2, s[10:11], v[6:7]
	s_and_b32 s0, vcc_lo, s0
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s0, s0, s1
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s0, s0, s2
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s1, s0
	s_mov_b32 s2, exec_lo
.LBB1_3:                                ;   Parent Loop BB1_2 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	v_readfirstlane_b32 s12, v8
	v_readfirstlane_b32 s13, v9
	v_readfirstlane_b32 s14, v10
	v_readfirstlane_b32 s15, v11
	s_wait_alu depctr_va_sdst(0)
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_eq_u64_e32 vcc_lo, s[12:13], v[8:9]
	v_cmp_eq_u64_e64 s0, s[14:15], v[10:11]
	s_and_b32 s0, vcc_lo, s0
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s0, s0
	s_wait_samplecnt 0x0
	image_sample v[12:15], [v30, v31], s[4:11], s[12:15] dmask:0xf dim:SQ_RSRC_IMG_2D
	s_xor_b32 exec_lo, exec_lo, s0
	s_cbranch_execnz .LBB1_3
; %bb.4:                                ;   in Loop: Header=BB1_2 Depth=1
	s_mov_b32 exec_lo, s2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 exec_lo, exec_lo, s1
	s_cbranch_execnz .LBB1_2
; %bb.5:
	s_mov_b32 exec_lo, s16
	s_clause 0x1
	global_load_b128 v[4:7], v[2:3], off offset:16
	global_load_b128 v[0:3], v[2:3], off
	s_mov_b32 s16, exec_lo
.LBB1_6:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB1_7 Depth 2
	s_wait_loadcnt 0x0
	v_readfirstlane_b32 s4, v0
	v_readfirstlane_b32 s5, v1
	v_readfirstlane_b32 s6, v2
	v_readfirstlane_b32 s7, v3
	v_readfirstlane_b32 s8, v4
	v_readfirstlane_b32 s9, v5
	v_readfirstlane_b32 s10, v6
	v_readfirstlane_b32 s11, v7
	s_wait_alu depctr_va_sdst(0)
	v_cmp_eq_u64_e32 vcc_lo, s[4:5], v[0:1]
	v_cmp_eq_u64_e64 s0, s[6:7], v[2:3]
	v_cmp_eq_u64_e64 s1, s[8:9], v[4:5]
	v_cmp_eq_u64_e64 s2, s[10:11], v[6:7]
	s_and_b32 s0, vcc_lo, s0
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s0, s0, s1
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s0, s0, s2
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s1, s0
	s_mov_b32 s2, exec_lo
.LBB1_7:                                ;   Parent Loop BB1_6 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	v_readfirstlane_b32 s12, v8
	v_readfirstlane_b32 s13, v9
	v_readfirstlane_b32 s14, v10
	v_readfirstlane_b32 s15, v11
	s_wait_alu depctr_va_sdst(0)
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_eq_u64_e32 vcc_lo, s[12:13], v[8:9]
	v_cmp_eq_u64_e64 s0, s[14:15], v[10:11]
	s_and_b32 s0, vcc_lo, s0
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s0, s0
	s_wait_samplecnt 0x0
	image_sample v33, [v30, v31], s[4:11], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_2D
	s_xor_b32 exec_lo, exec_lo, s0
	s_cbranch_execnz .LBB1_7
; %bb.8:                                ;   in Loop: Header=BB1_6 Depth=1
	s_mov_b32 exec_lo, s2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 exec_lo, exec_lo, s1
	s_cbranch_execnz .LBB1_6
; %bb.9:
	s_mov_b32 exec_lo, s16
	v_add_co_u32 v0, vcc_lo, v42, v28
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v1, null, v43, v29, vcc_lo
	v_add_co_u32 v2, vcc_lo, v42, v26
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v3, null, v43, v27, vcc_lo
	s_clause 0x1
	global_load_b32 v26, v[0:1], off
	global_load_b32 v27, v[2:3], off
	s_clause 0x1
	global_load_b128 v[4:7], v[16:17], off offset:16
	global_load_b128 v[0:3], v[16:17], off
	s_mov_b32 s12, exec_lo
.LBB1_10:                               ; =>This Inner Loop Header: Depth=1
	s_wait_loadcnt 0x0
	v_readfirstlane_b32 s4, v0
	v_readfirstlane_b32 s5, v1
	v_readfirstlane_b32 s6, v2
	v_readfirstlane_b32 s7, v3
	v_readfirstlane_b32 s8, v4
	v_readfirstlane_b32 s9, v5
	v_readfirstlane_b32 s10, v6
	v_readfirstlane_b32 s11, v7
	s_wait_alu depctr_va_sdst(0)
	v_cmp_eq_u64_e32 vcc_lo, s[4:5], v[0:1]
	v_cmp_eq_u64_e64 s0, s[6:7], v[2:3]
	v_cmp_eq_u64_e64 s1, s[8:9], v[4:5]
	v_cmp_eq_u64_e64 s2, s[10:11], v[6:7]
	s_and_b32 s0, vcc_lo, s0
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s0, s0, s1
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s0, s0, s2
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s0, s0
	image_load v[20:23], [v26, v27], s[4:11] dmask:0xf dim:SQ_RSRC_IMG_2D
                                        ; implicit-def: $vgpr0_vgpr1_vgpr2_vgpr3_vgpr4_vgpr5_vgpr6_vgpr7
	s_xor_b32 exec_lo, exec_lo, s0
	s_cbranch_execnz .LBB1_10
; %bb.11:
	s_mov_b32 exec_lo, s12
	s_clause 0x1
	global_load_b128 v[4:7], v[18:19], off offset:16
	global_load_b128 v[0:3], v[18:19], off
	s_mov_b32 s12, exec_lo
.LBB1_12:                               ; =>This Inner Loop Header: Depth=1
	s_wait_loadcnt 0x0
	v_readfirstlane_b32 s4, v0
	v_readfirstlane_b32 s5, v1
	v_readfirstlane_b32 s6, v2
	v_readfirstlane_b32 s7, v3
	v_readfirstlane_b32 s8, v4
	v_readfirstlane_b32 s9, v5
	v_readfirstlane_b32 s10, v6
	v_readfirstlane_b32 s11, v7
	s_wait_alu depctr_va_sdst(0)
	v_cmp_eq_u64_e32 vcc_lo, s[4:5], v[0:1]
	v_cmp_eq_u64_e64 s0, s[6:7], v[2:3]
	v_cmp_eq_u64_e64 s1, s[8:9], v[4:5]
	v_cmp_eq_u64_e64 s2, s[10:11], v[6:7]
	s_and_b32 s0, vcc_lo, s0
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s0, s0, s1
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s0, s0, s2
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s0, s0
	image_load_mip v28, [v26, v27, v32], s[4:11] dmask:0x1 dim:SQ_RSRC_IMG_2D
                                        ; implicit-def: $vgpr0_vgpr1_vgpr2_vgpr3_vgpr4_vgpr5_vgpr6_vgpr7
                                        ; implicit-def: $vgpr26
                                        ; implicit-def: $vgpr27
                                        ; implicit-def: $vgpr32
	s_xor_b32 exec_lo, exec_lo, s0
	s_cbranch_execnz .LBB1_12
; %bb.13:
	s_mov_b32 exec_lo, s12
	s_clause 0x1
	global_load_b128 v[0:3], v[24:25], off offset:16
	global_load_b128 v[4:7], v[24:25], off
	v_mov_b32_e32 v24, 0x40400000
	s_mov_b32 s16, exec_lo
.LBB1_14:                               ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB1_15 Depth 2
	s_wait_loadcnt 0x0
	v_readfirstlane_b32 s4, v4
	v_readfirstlane_b32 s5, v5
	v_readfirstlane_b32 s6, v6
	v_readfirstlane_b32 s7, v7
	v_readfirstlane_b32 s8, v0
	v_readfirstlane_b32 s9, v1
	v_readfirstlane_b32 s10, v2
	v_readfirstlane_b32 s11, v3
	s_wait_alu depctr_va_sdst(0)
	v_cmp_eq_u64_e32 vcc_lo, s[4:5], v[4:5]
	v_cmp_eq_u64_e64 s0, s[6:7], v[6:7]
	v_cmp_eq_u64_e64 s1, s[8:9], v[0:1]
	v_cmp_eq_u64_e64 s2, s[10:11], v[2:3]
	s_and_b32 s0, vcc_lo, s0
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s0, s0, s1
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s0, s0, s2
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s1, s0
	s_mov_b32 s2, exec_lo
.LBB1_15:                               ;   Parent Loop BB1_14 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	v_readfirstlane_b32 s12, v8
	v_readfirstlane_b32 s13, v9
	v_readfirstlane_b32 s14, v10
	v_readfirstlane_b32 s15, v11
	s_wait_alu depctr_va_sdst(0)
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_eq_u64_e32 vcc_lo, s[12:13], v[8:9]
	v_cmp_eq_u64_e64 s0, s[14:15], v[10:11]
	s_and_b32 s0, vcc_lo, s0
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s0, s0
	s_wait_samplecnt 0x0
	image_sample v[16:19], [v30, v31, v24], s[4:11], s[12:15] dmask:0xf dim:SQ_RSRC_IMG_2D_ARRAY
	s_xor_b32 exec_lo, exec_lo, s0
	s_cbranch_execnz .LBB1_15
; %bb.16:                               ;   in Loop: Header=BB1_14 Depth=1
	s_mov_b32 exec_lo, s2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 exec_lo, exec_lo, s1
	s_cbranch_execnz .LBB1_14
; %bb.17:
	s_mov_b32 exec_lo, s16
	s_wait_samplecnt 0x2
	v_dual_add_f32 v0, v15, v23 :: v_dual_add_f32 v1, v14, v22
	v_dual_add_f32 v2, v13, v21 :: v_dual_add_f32 v3, v12, v20
	v_lshlrev_b64_e32 v[4:5], 4, v[40:41]
	s_wait_samplecnt 0x0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_dual_add_f32 v0, v0, v19 :: v_dual_add_f32 v1, v1, v18
	v_dual_add_f32 v6, v2, v17 :: v_dual_add_f32 v7, v3, v16
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_u32 v4, vcc_lo, v47, v4
	v_dual_add_f32 v3, 1.0, v0 :: v_dual_add_f32 v2, 0, v1
	s_delay_alu instid0(VALU_DEP_3)
	v_dual_add_f32 v1, v28, v6 :: v_dual_add_f32 v0, v33, v7
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v5, null, v46, v5, vcc_lo
	global_store_b128 v[4:5], v[0:3], off
.LBB1_18:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s3
	s_clause 0xa                            ; 44-byte Folded Reload
	scratch_load_b32 v58, off, s33
	scratch_load_b32 v57, off, s33 offset:4
	scratch_load_b32 v56, off, s33 offset:8
	scratch_load_b32 v47, off, s33 offset:12
	scratch_load_b32 v46, off, s33 offset:16
	scratch_load_b32 v45, off, s33 offset:20
	scratch_load_b32 v44, off, s33 offset:24
	scratch_load_b32 v43, off, s33 offset:28
	scratch_load_b32 v42, off, s33 offset:32
	scratch_load_b32 v41, off, s33 offset:36
	scratch_load_b32 v40, off, s33 offset:40
	v_readlane_b32 s31, v59, 1
	v_readlane_b32 s30, v59, 0
	s_mov_b32 s32, s33
	v_readlane_b32 s0, v59, 2
	s_or_saveexec_b32 s1, -1
	scratch_load_b32 v59, off, s33 offset:44 ; 4-byte Folded Reload
	s_wait_alu depctr_sa_sdst(0)
	s_mov_b32 exec_lo, s1
	s_mov_b32 s33, s0
	s_wait_loadcnt 0x0
	s_wait_alu depctr_sa_sdst(0)
	s_setpc_b64 s[30:31]
.Lfunc_end1:
	.size	__clang_ocl_kern_imp_image_ops, .Lfunc_end1-__clang_ocl_kern_imp_image_ops
                                        ; -- End function
	.set __clang_ocl_kern_imp_image_ops.num_vgpr, max(60, amdgpu.max_num_vgpr)
	.set __clang_ocl_kern_imp_image_ops.num_agpr, max(0, amdgpu.max_num_agpr)
	.set __clang_ocl_kern_imp_image_ops.numbered_sgpr, max(34, amdgpu.max_num_sgpr)
	.set __clang_ocl_kern_imp_image_ops.num_named_barrier, max(0, amdgpu.max_num_named_barrier)
	.set __clang_ocl_kern_imp_image_ops.private_seg_size, 64
	.set __clang_ocl_kern_imp_image_ops.uses_vcc, 1
	.set __clang_ocl_kern_imp_image_ops.uses_flat_scratch, 1
	.set __clang_ocl_kern_imp_image_ops.has_dyn_sized_stack, 1
	.set __clang_ocl_kern_imp_image_ops.has_recursion, 1
	.set __clang_ocl_kern_imp_image_ops.has_indirect_call, 1
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 1840
; TotalNumSgprs: __clang_ocl_kern_imp_image_ops.numbered_sgpr+2
; NumVgprs: max(60, amdgpu.max_num_vgpr)
; ScratchSize: 64
; MemoryBound: 1
	.text
	.p2alignl 7, 3214868480
	.fill 96, 4, 3214868480
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 60
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
  - .args:
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
    .sgpr_count:     58
    .sgpr_spill_count: 0
    .symbol:         image_ops.kd
    .uses_dynamic_stack: true
    .vgpr_count:     60
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1200
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
