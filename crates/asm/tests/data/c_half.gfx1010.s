	.amdgcn_target "amdgcn-amd-amdhsa--gfx1010"
	.amdhsa_code_object_version 6
	.text
	.protected	half_math               ; -- Begin function half_math
	.globl	half_math
	.p2align	8
	.type	half_math,@function
half_math:                              ; @half_math
; %bb.0:
	s_add_u32 s12, s12, s17
	s_mov_b32 s32, 0
	s_addc_u32 s13, s13, 0
	s_setreg_b32 hwreg(HW_REG_FLAT_SCR_LO), s12
	s_setreg_b32 hwreg(HW_REG_FLAT_SCR_HI), s13
	s_load_dword s33, s[8:9], 0x28
	v_lshlrev_b32_e32 v2, 20, v2
	v_lshlrev_b32_e32 v1, 10, v1
	s_add_u32 s0, s0, s17
	s_mov_b64 s[34:35], s[8:9]
	s_addc_u32 s1, s1, 0
	s_add_u32 s8, s34, 48
	v_or3_b32 v31, v0, v1, v2
	v_mov_b32_e32 v0, 0
	s_addc_u32 s9, s35, 0
	s_mov_b32 s13, s15
	s_mov_b32 s12, s14
	s_getpc_b64 s[18:19]
	s_add_u32 s18, s18, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s19, s19, _Z13get_global_idj@rel32@hi+12
	s_mov_b32 s14, s16
	v_mov_b32_e32 v41, 0
	s_swappc_b64 s[30:31], s[18:19]
	v_mov_b32_e32 v40, v0
	v_cmp_gt_u32_e32 vcc_lo, s33, v40
	s_and_saveexec_b32 s4, vcc_lo
	s_cbranch_execz .LBB0_2
; %bb.1:
	s_load_dwordx8 s[4:11], s[34:35], 0x0
	v_lshlrev_b64 v[0:1], 1, v[40:41]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v2, vcc_lo, s4, v0
	v_add_co_ci_u32_e32 v3, vcc_lo, s5, v1, vcc_lo
	s_movk_i32 s4, 0x3e00
	global_load_ushort v6, v[2:3], off
	v_lshlrev_b64 v[2:3], 2, v[40:41]
	v_add_co_u32 v4, vcc_lo, s6, v2
	v_add_co_ci_u32_e32 v5, vcc_lo, s7, v3, vcc_lo
	v_add_co_u32 v0, vcc_lo, s8, v0
	v_add_co_ci_u32_e32 v1, vcc_lo, s9, v1, vcc_lo
	global_load_dword v7, v[4:5], off
	s_waitcnt vmcnt(1)
	v_add_f16_e32 v4, 2.0, v6
	v_fmaak_f16 v8, s4, v6, 0xb400
	s_load_dwordx2 s[4:5], s[34:35], 0x20
	v_cvt_f32_f16_e32 v5, v4
	v_cvt_f32_f16_e32 v10, v8
	v_rcp_f32_e32 v9, v5
	v_mul_f32_e32 v11, v10, v9
	v_mad_f32 v12, -v5, v11, v10
	v_mac_f32_e32 v11, v12, v9
	v_mad_f32 v5, -v5, v11, v10
	v_mul_f32_e32 v5, v5, v9
	v_sqrt_f16_e64 v9, |v6|
	v_and_b32_e32 v5, 0xff800000, v5
	v_add_f32_e32 v5, v5, v11
	v_cvt_f16_f32_e32 v5, v5
	v_div_fixup_f16 v4, v5, v4, v8
	v_floor_f16_e32 v5, v6
	v_and_b32_e32 v8, 7, v40
	v_max_f16_e32 v4, 0x3000, v4
	v_add_f16_e32 v4, v9, v4
	v_add_f16_e32 v9, v5, v4
	v_cvt_f32_ubyte0_e32 v4, v8
	v_perm_b32 v5, v9, v6, 0x5040100
	v_cvt_f16_f32_e32 v6, v4
	s_waitcnt vmcnt(0)
	v_pk_fma_f16 v4, v7, v7, v5
	v_add_f16_e32 v6, v9, v6
	v_pk_min_f16 v8, 0xc4004400, v4
	v_add_co_u32 v4, vcc_lo, s10, v2
	v_add_co_ci_u32_e32 v5, vcc_lo, s11, v3, vcc_lo
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v2, vcc_lo, s4, v2
	v_fma_mix_f32 v7, v9, v8, v7 op_sel:[0,1,0] op_sel_hi:[1,1,1]
	v_add_co_ci_u32_e32 v3, vcc_lo, s5, v3, vcc_lo
	global_store_short v[0:1], v6, off
	global_store_dword v[4:5], v8, off
	global_store_dword v[2:3], v7, off
.LBB0_2:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel half_math
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 304
		.amdhsa_user_sgpr_count 14
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 1
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 1
		.amdhsa_user_sgpr_flat_scratch_init 1
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 1
		.amdhsa_system_sgpr_private_segment_wavefront_offset 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr max(totalnumvgprs(half_math.num_agpr, half_math.num_vgpr), 1, 0)
		.amdhsa_next_free_sgpr max(half_math.numbered_sgpr+2, 1, 0)-2
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_flat_scratch 1
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
	.size	half_math, .Lfunc_end0-half_math
                                        ; -- End function
	.set half_math.num_vgpr, max(42, amdgpu.max_num_vgpr)
	.set half_math.num_agpr, max(0, amdgpu.max_num_agpr)
	.set half_math.numbered_sgpr, max(36, amdgpu.max_num_sgpr)
	.set half_math.num_named_barrier, max(0, amdgpu.max_num_named_barrier)
	.set half_math.private_seg_size, 0
	.set half_math.uses_vcc, 1
	.set half_math.uses_flat_scratch, 1
	.set half_math.has_dyn_sized_stack, 1
	.set half_math.has_recursion, 1
	.set half_math.has_indirect_call, 1
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 444
; TotalNumSgprs: half_math.numbered_sgpr+2
; NumVgprs: half_math.num_vgpr
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: (alignto(max(max(totalnumvgprs(half_math.num_agpr, half_math.num_vgpr), 1, 0), 1), 8)/8)-1
; NumSGPRsForWavesPerEU: max(half_math.numbered_sgpr+2, 1, 0)
; NumVGPRsForWavesPerEU: max(totalnumvgprs(half_math.num_agpr, half_math.num_vgpr), 1, 0)
; Occupancy: occupancy(20, 8, 1024, 9, 20, max(half_math.numbered_sgpr+extrasgprs(half_math.uses_vcc, half_math.uses_flat_scratch, 1), 1, 0), max(totalnumvgprs(half_math.num_agpr, half_math.num_vgpr), 1, 0))
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
	.text
	.protected	__clang_ocl_kern_imp_half_math ; -- Begin function __clang_ocl_kern_imp_half_math
	.globl	__clang_ocl_kern_imp_half_math
	.p2align	2
	.type	__clang_ocl_kern_imp_half_math,@function
__clang_ocl_kern_imp_half_math:         ; @__clang_ocl_kern_imp_half_math
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_mov_b32 s16, s33
	s_mov_b32 s33, s32
	s_or_saveexec_b32 s17, -1
	buffer_store_dword v61, off, s[0:3], s33 offset:52 ; 4-byte Folded Spill
	s_waitcnt_depctr depctr_vm_vsrc(0)
	s_mov_b32 exec_lo, s17
	v_writelane_b32 v61, s16, 2
	buffer_store_dword v40, off, s[0:3], s33 offset:48 ; 4-byte Folded Spill
	buffer_store_dword v41, off, s[0:3], s33 offset:44 ; 4-byte Folded Spill
	buffer_store_dword v42, off, s[0:3], s33 offset:40 ; 4-byte Folded Spill
	buffer_store_dword v43, off, s[0:3], s33 offset:36 ; 4-byte Folded Spill
	buffer_store_dword v44, off, s[0:3], s33 offset:32 ; 4-byte Folded Spill
	buffer_store_dword v45, off, s[0:3], s33 offset:28 ; 4-byte Folded Spill
	buffer_store_dword v46, off, s[0:3], s33 offset:24 ; 4-byte Folded Spill
	buffer_store_dword v47, off, s[0:3], s33 offset:20 ; 4-byte Folded Spill
	buffer_store_dword v56, off, s[0:3], s33 offset:16 ; 4-byte Folded Spill
	buffer_store_dword v57, off, s[0:3], s33 offset:12 ; 4-byte Folded Spill
	buffer_store_dword v58, off, s[0:3], s33 offset:8 ; 4-byte Folded Spill
	buffer_store_dword v59, off, s[0:3], s33 offset:4 ; 4-byte Folded Spill
	buffer_store_dword v60, off, s[0:3], s33 ; 4-byte Folded Spill
	v_mov_b32_e32 v59, v0
	v_mov_b32_e32 v0, 0
	s_addk_i32 s32, 0x800
	v_writelane_b32 v61, s30, 0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z13get_global_idj@rel32@hi+12
	v_mov_b32_e32 v60, v10
	v_mov_b32_e32 v42, v9
	v_mov_b32_e32 v43, v8
	v_writelane_b32 v61, s31, 1
	v_mov_b32_e32 v44, v7
	v_mov_b32_e32 v45, v6
	v_mov_b32_e32 v46, v5
	v_mov_b32_e32 v47, v4
	v_mov_b32_e32 v56, v3
	v_mov_b32_e32 v57, v2
	v_mov_b32_e32 v58, v1
	v_mov_b32_e32 v41, 0
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v40, v0
	v_cmp_gt_u32_e32 vcc_lo, v60, v40
	s_and_saveexec_b32 s4, vcc_lo
	s_cbranch_execz .LBB1_2
; %bb.1:
	v_lshlrev_b64 v[0:1], 1, v[40:41]
	s_movk_i32 s5, 0x3e00
	v_add_co_u32 v2, vcc_lo, v59, v0
	v_add_co_ci_u32_e32 v3, vcc_lo, v58, v1, vcc_lo
	global_load_ushort v6, v[2:3], off
	v_lshlrev_b64 v[2:3], 2, v[40:41]
	v_add_co_u32 v4, vcc_lo, v57, v2
	v_add_co_ci_u32_e32 v5, vcc_lo, v56, v3, vcc_lo
	v_add_co_u32 v0, vcc_lo, v47, v0
	v_add_co_ci_u32_e32 v1, vcc_lo, v46, v1, vcc_lo
	global_load_dword v7, v[4:5], off
	s_waitcnt vmcnt(1)
	v_add_f16_e32 v4, 2.0, v6
	v_fmaak_f16 v8, s5, v6, 0xb400
	v_cvt_f32_f16_e32 v5, v4
	v_cvt_f32_f16_e32 v10, v8
	v_rcp_f32_e32 v9, v5
	v_mul_f32_e32 v11, v10, v9
	v_mad_f32 v12, -v5, v11, v10
	v_mac_f32_e32 v11, v12, v9
	v_mad_f32 v5, -v5, v11, v10
	v_mul_f32_e32 v5, v5, v9
	v_sqrt_f16_e64 v9, |v6|
	v_and_b32_e32 v5, 0xff800000, v5
	v_add_f32_e32 v5, v5, v11
	v_cvt_f16_f32_e32 v5, v5
	v_div_fixup_f16 v4, v5, v4, v8
	v_floor_f16_e32 v5, v6
	v_max_f16_e32 v4, 0x3000, v4
	v_add_f16_e32 v4, v9, v4
	v_add_f16_e32 v8, v5, v4
	v_and_b32_e32 v4, 7, v40
	v_perm_b32 v5, v8, v6, 0x5040100
	v_cvt_f32_ubyte0_e32 v4, v4
	s_waitcnt vmcnt(0)
	v_pk_fma_f16 v5, v7, v7, v5
	v_cvt_f16_f32_e32 v6, v4
	v_add_co_u32 v4, vcc_lo, v45, v2
	v_pk_min_f16 v9, 0xc4004400, v5
	v_add_co_ci_u32_e32 v5, vcc_lo, v44, v3, vcc_lo
	v_add_f16_e32 v6, v8, v6
	v_add_co_u32 v2, vcc_lo, v43, v2
	v_fma_mix_f32 v7, v8, v9, v7 op_sel:[0,1,0] op_sel_hi:[1,1,1]
	v_add_co_ci_u32_e32 v3, vcc_lo, v42, v3, vcc_lo
	global_store_short v[0:1], v6, off
	global_store_dword v[4:5], v9, off
	global_store_dword v[2:3], v7, off
.LBB1_2:
	s_waitcnt_depctr depctr_vm_vsrc(0)
	s_or_b32 exec_lo, exec_lo, s4
	s_clause 0xc                            ; 52-byte Folded Reload
	buffer_load_dword v60, off, s[0:3], s33
	buffer_load_dword v59, off, s[0:3], s33 offset:4
	buffer_load_dword v58, off, s[0:3], s33 offset:8
	buffer_load_dword v57, off, s[0:3], s33 offset:12
	buffer_load_dword v56, off, s[0:3], s33 offset:16
	buffer_load_dword v47, off, s[0:3], s33 offset:20
	buffer_load_dword v46, off, s[0:3], s33 offset:24
	buffer_load_dword v45, off, s[0:3], s33 offset:28
	buffer_load_dword v44, off, s[0:3], s33 offset:32
	buffer_load_dword v43, off, s[0:3], s33 offset:36
	buffer_load_dword v42, off, s[0:3], s33 offset:40
	buffer_load_dword v41, off, s[0:3], s33 offset:44
	buffer_load_dword v40, off, s[0:3], s33 offset:48
	v_readlane_b32 s31, v61, 1
	v_readlane_b32 s30, v61, 0
	s_mov_b32 s32, s33
	v_readlane_b32 s4, v61, 2
	s_or_saveexec_b32 s5, -1
	buffer_load_dword v61, off, s[0:3], s33 offset:52 ; 4-byte Folded Reload
	s_waitcnt_depctr depctr_vm_vsrc(0)
	s_mov_b32 exec_lo, s5
	s_mov_b32 s33, s4
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end1:
	.size	__clang_ocl_kern_imp_half_math, .Lfunc_end1-__clang_ocl_kern_imp_half_math
                                        ; -- End function
	.set __clang_ocl_kern_imp_half_math.num_vgpr, max(62, amdgpu.max_num_vgpr)
	.set __clang_ocl_kern_imp_half_math.num_agpr, max(0, amdgpu.max_num_agpr)
	.set __clang_ocl_kern_imp_half_math.numbered_sgpr, max(34, amdgpu.max_num_sgpr)
	.set __clang_ocl_kern_imp_half_math.num_named_barrier, max(0, amdgpu.max_num_named_barrier)
	.set __clang_ocl_kern_imp_half_math.private_seg_size, 64
	.set __clang_ocl_kern_imp_half_math.uses_vcc, 1
	.set __clang_ocl_kern_imp_half_math.uses_flat_scratch, 1
	.set __clang_ocl_kern_imp_half_math.has_dyn_sized_stack, 1
	.set __clang_ocl_kern_imp_half_math.has_recursion, 1
	.set __clang_ocl_kern_imp_half_math.has_indirect_call, 1
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 724
; TotalNumSgprs: __clang_ocl_kern_imp_half_math.numbered_sgpr+2
; NumVgprs: max(62, amdgpu.max_num_vgpr)
; ScratchSize: 64
; MemoryBound: 0
	.text
	.protected	bf16_math               ; -- Begin function bf16_math
	.globl	bf16_math
	.p2align	8
	.type	bf16_math,@function
bf16_math:                              ; @bf16_math
; %bb.0:
	s_add_u32 s12, s12, s17
	s_mov_b32 s32, 0
	s_addc_u32 s13, s13, 0
	s_setreg_b32 hwreg(HW_REG_FLAT_SCR_LO), s12
	s_setreg_b32 hwreg(HW_REG_FLAT_SCR_HI), s13
	s_load_dword s33, s[8:9], 0x18
	v_lshlrev_b32_e32 v2, 20, v2
	v_lshlrev_b32_e32 v1, 10, v1
	s_add_u32 s0, s0, s17
	s_mov_b64 s[34:35], s[8:9]
	s_addc_u32 s1, s1, 0
	s_add_u32 s8, s34, 32
	v_or3_b32 v31, v0, v1, v2
	v_mov_b32_e32 v0, 0
	s_addc_u32 s9, s35, 0
	s_mov_b32 s13, s15
	s_mov_b32 s12, s14
	s_getpc_b64 s[18:19]
	s_add_u32 s18, s18, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s19, s19, _Z13get_global_idj@rel32@hi+12
	s_mov_b32 s14, s16
	v_mov_b32_e32 v41, 0
	s_swappc_b64 s[30:31], s[18:19]
	v_mov_b32_e32 v40, v0
	v_cmp_gt_u32_e32 vcc_lo, s33, v40
	s_and_saveexec_b32 s4, vcc_lo
	s_cbranch_execz .LBB2_2
; %bb.1:
	s_clause 0x1
	s_load_dwordx4 s[4:7], s[34:35], 0x0
	s_load_dwordx2 s[8:9], s[34:35], 0x10
	v_add_nc_u32_e32 v0, s33, v40
	v_mov_b32_e32 v1, v41
	v_lshlrev_b64 v[2:3], 1, v[40:41]
	v_mov_b32_e32 v6, v41
	v_lshlrev_b64 v[0:1], 1, v[0:1]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v4, vcc_lo, s4, v2
	v_add_co_ci_u32_e32 v5, vcc_lo, s5, v3, vcc_lo
	v_add_co_u32 v0, vcc_lo, s4, v0
	v_add_co_ci_u32_e32 v1, vcc_lo, s5, v1, vcc_lo
	s_clause 0x1
	global_load_ushort v4, v[4:5], off
	global_load_short_d16_hi v6, v[0:1], off
	s_waitcnt vmcnt(1)
	v_lshlrev_b32_e32 v4, 16, v4
	s_waitcnt vmcnt(0)
	v_fma_f32 v0, v4, v6, v4
	v_bfe_u32 v1, v0, 16, 1
	v_or_b32_e32 v5, 0x400000, v0
	v_cmp_u_f32_e32 vcc_lo, v0, v0
	v_add3_u32 v1, v1, v0, 0x7fff
	v_cndmask_b32_e32 v5, v1, v5, vcc_lo
	v_lshlrev_b64 v[0:1], 2, v[40:41]
	v_add_co_u32 v2, vcc_lo, s6, v2
	v_add_co_ci_u32_e32 v3, vcc_lo, s7, v3, vcc_lo
	v_and_b32_e32 v6, 0xffff0000, v5
	v_add_co_u32 v0, vcc_lo, s8, v0
	v_add_co_ci_u32_e32 v1, vcc_lo, s9, v1, vcc_lo
	v_fmac_f32_e32 v6, 0.5, v4
	global_store_short_d16_hi v[2:3], v5, off
	global_store_dword v[0:1], v6, off
.LBB2_2:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel bf16_math
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 288
		.amdhsa_user_sgpr_count 14
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 1
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 1
		.amdhsa_user_sgpr_flat_scratch_init 1
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 1
		.amdhsa_system_sgpr_private_segment_wavefront_offset 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr max(totalnumvgprs(bf16_math.num_agpr, bf16_math.num_vgpr), 1, 0)
		.amdhsa_next_free_sgpr max(bf16_math.numbered_sgpr+2, 1, 0)-2
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_flat_scratch 1
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
	.size	bf16_math, .Lfunc_end2-bf16_math
                                        ; -- End function
	.set bf16_math.num_vgpr, max(42, amdgpu.max_num_vgpr)
	.set bf16_math.num_agpr, max(0, amdgpu.max_num_agpr)
	.set bf16_math.numbered_sgpr, max(36, amdgpu.max_num_sgpr)
	.set bf16_math.num_named_barrier, max(0, amdgpu.max_num_named_barrier)
	.set bf16_math.private_seg_size, 0
	.set bf16_math.uses_vcc, 1
	.set bf16_math.uses_flat_scratch, 1
	.set bf16_math.has_dyn_sized_stack, 1
	.set bf16_math.has_recursion, 1
	.set bf16_math.has_indirect_call, 1
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 344
; TotalNumSgprs: bf16_math.numbered_sgpr+2
; NumVgprs: bf16_math.num_vgpr
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: (alignto(max(max(totalnumvgprs(bf16_math.num_agpr, bf16_math.num_vgpr), 1, 0), 1), 8)/8)-1
; NumSGPRsForWavesPerEU: max(bf16_math.numbered_sgpr+2, 1, 0)
; NumVGPRsForWavesPerEU: max(totalnumvgprs(bf16_math.num_agpr, bf16_math.num_vgpr), 1, 0)
; Occupancy: occupancy(20, 8, 1024, 9, 20, max(bf16_math.numbered_sgpr+extrasgprs(bf16_math.uses_vcc, bf16_math.uses_flat_scratch, 1), 1, 0), max(totalnumvgprs(bf16_math.num_agpr, bf16_math.num_vgpr), 1, 0))
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
	.text
	.protected	__clang_ocl_kern_imp_bf16_math ; -- Begin function __clang_ocl_kern_imp_bf16_math
	.globl	__clang_ocl_kern_imp_bf16_math
	.p2align	2
	.type	__clang_ocl_kern_imp_bf16_math,@function
__clang_ocl_kern_imp_bf16_math:         ; @__clang_ocl_kern_imp_bf16_math
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_mov_b32 s16, s33
	s_mov_b32 s33, s32
	s_or_saveexec_b32 s17, -1
	buffer_store_dword v57, off, s[0:3], s33 offset:36 ; 4-byte Folded Spill
	s_waitcnt_depctr depctr_vm_vsrc(0)
	s_mov_b32 exec_lo, s17
	v_writelane_b32 v57, s16, 2
	buffer_store_dword v40, off, s[0:3], s33 offset:32 ; 4-byte Folded Spill
	buffer_store_dword v41, off, s[0:3], s33 offset:28 ; 4-byte Folded Spill
	buffer_store_dword v42, off, s[0:3], s33 offset:24 ; 4-byte Folded Spill
	buffer_store_dword v43, off, s[0:3], s33 offset:20 ; 4-byte Folded Spill
	buffer_store_dword v44, off, s[0:3], s33 offset:16 ; 4-byte Folded Spill
	buffer_store_dword v45, off, s[0:3], s33 offset:12 ; 4-byte Folded Spill
	buffer_store_dword v46, off, s[0:3], s33 offset:8 ; 4-byte Folded Spill
	buffer_store_dword v47, off, s[0:3], s33 offset:4 ; 4-byte Folded Spill
	buffer_store_dword v56, off, s[0:3], s33 ; 4-byte Folded Spill
	v_mov_b32_e32 v47, v0
	v_mov_b32_e32 v0, 0
	s_addk_i32 s32, 0x600
	v_writelane_b32 v57, s30, 0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z13get_global_idj@rel32@hi+12
	v_mov_b32_e32 v56, v6
	v_mov_b32_e32 v42, v5
	v_mov_b32_e32 v43, v4
	v_writelane_b32 v57, s31, 1
	v_mov_b32_e32 v44, v3
	v_mov_b32_e32 v45, v2
	v_mov_b32_e32 v46, v1
	v_mov_b32_e32 v41, 0
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v40, v0
	v_cmp_gt_u32_e32 vcc_lo, v56, v40
	s_and_saveexec_b32 s4, vcc_lo
	s_cbranch_execz .LBB3_2
; %bb.1:
	v_add_nc_u32_e32 v0, v56, v40
	v_mov_b32_e32 v1, v41
	v_lshlrev_b64 v[2:3], 1, v[40:41]
	v_mov_b32_e32 v6, v41
	v_lshlrev_b64 v[0:1], 1, v[0:1]
	v_add_co_u32 v4, vcc_lo, v47, v2
	v_add_co_ci_u32_e32 v5, vcc_lo, v46, v3, vcc_lo
	v_add_co_u32 v0, vcc_lo, v47, v0
	v_add_co_ci_u32_e32 v1, vcc_lo, v46, v1, vcc_lo
	s_clause 0x1
	global_load_ushort v4, v[4:5], off
	global_load_short_d16_hi v6, v[0:1], off
	s_waitcnt vmcnt(1)
	v_lshlrev_b32_e32 v4, 16, v4
	s_waitcnt vmcnt(0)
	v_fma_f32 v0, v4, v6, v4
	v_bfe_u32 v1, v0, 16, 1
	v_or_b32_e32 v5, 0x400000, v0
	v_cmp_u_f32_e32 vcc_lo, v0, v0
	v_add3_u32 v1, v1, v0, 0x7fff
	v_cndmask_b32_e32 v5, v1, v5, vcc_lo
	v_lshlrev_b64 v[0:1], 2, v[40:41]
	v_add_co_u32 v2, vcc_lo, v45, v2
	v_add_co_ci_u32_e32 v3, vcc_lo, v44, v3, vcc_lo
	v_and_b32_e32 v6, 0xffff0000, v5
	v_add_co_u32 v0, vcc_lo, v43, v0
	v_add_co_ci_u32_e32 v1, vcc_lo, v42, v1, vcc_lo
	v_fmac_f32_e32 v6, 0.5, v4
	global_store_short_d16_hi v[2:3], v5, off
	global_store_dword v[0:1], v6, off
.LBB3_2:
	s_waitcnt_depctr depctr_vm_vsrc(0)
	s_or_b32 exec_lo, exec_lo, s4
	s_clause 0x8                            ; 36-byte Folded Reload
	buffer_load_dword v56, off, s[0:3], s33
	buffer_load_dword v47, off, s[0:3], s33 offset:4
	buffer_load_dword v46, off, s[0:3], s33 offset:8
	buffer_load_dword v45, off, s[0:3], s33 offset:12
	buffer_load_dword v44, off, s[0:3], s33 offset:16
	buffer_load_dword v43, off, s[0:3], s33 offset:20
	buffer_load_dword v42, off, s[0:3], s33 offset:24
	buffer_load_dword v41, off, s[0:3], s33 offset:28
	buffer_load_dword v40, off, s[0:3], s33 offset:32
	v_readlane_b32 s31, v57, 1
	v_readlane_b32 s30, v57, 0
	s_mov_b32 s32, s33
	v_readlane_b32 s4, v57, 2
	s_or_saveexec_b32 s5, -1
	buffer_load_dword v57, off, s[0:3], s33 offset:36 ; 4-byte Folded Reload
	s_waitcnt_depctr depctr_vm_vsrc(0)
	s_mov_b32 exec_lo, s5
	s_mov_b32 s33, s4
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end3:
	.size	__clang_ocl_kern_imp_bf16_math, .Lfunc_end3-__clang_ocl_kern_imp_bf16_math
                                        ; -- End function
	.set __clang_ocl_kern_imp_bf16_math.num_vgpr, max(58, amdgpu.max_num_vgpr)
	.set __clang_ocl_kern_imp_bf16_math.num_agpr, max(0, amdgpu.max_num_agpr)
	.set __clang_ocl_kern_imp_bf16_math.numbered_sgpr, max(34, amdgpu.max_num_sgpr)
	.set __clang_ocl_kern_imp_bf16_math.num_named_barrier, max(0, amdgpu.max_num_named_barrier)
	.set __clang_ocl_kern_imp_bf16_math.private_seg_size, 48
	.set __clang_ocl_kern_imp_bf16_math.uses_vcc, 1
	.set __clang_ocl_kern_imp_bf16_math.uses_flat_scratch, 1
	.set __clang_ocl_kern_imp_bf16_math.has_dyn_sized_stack, 1
	.set __clang_ocl_kern_imp_bf16_math.has_recursion, 1
	.set __clang_ocl_kern_imp_bf16_math.has_indirect_call, 1
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 544
; TotalNumSgprs: __clang_ocl_kern_imp_bf16_math.numbered_sgpr+2
; NumVgprs: max(58, amdgpu.max_num_vgpr)
; ScratchSize: 48
; MemoryBound: 0
	.text
	.p2alignl 6, 3214868480
	.fill 48, 4, 3214868480
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 62
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
        .is_const:       true
        .offset:         0
        .size:           8
        .type_name:      'half*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'half2*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'half*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         24
        .size:           8
        .type_name:      'half2*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         32
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .offset:         40
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
      - .offset:         48
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         52
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         56
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         60
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         62
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         64
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         66
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         68
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         70
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         88
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         96
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         104
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         112
        .size:           2
        .value_kind:     hidden_grid_dims
      - .offset:         128
        .size:           8
        .value_kind:     hidden_hostcall_buffer
      - .offset:         136
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
      - .offset:         144
        .size:           8
        .value_kind:     hidden_heap_v1
      - .offset:         152
        .size:           8
        .value_kind:     hidden_default_queue
      - .offset:         160
        .size:           8
        .value_kind:     hidden_completion_action
      - .offset:         248
        .size:           8
        .value_kind:     hidden_queue_ptr
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 304
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           half_math
    .private_segment_fixed_size: 0
    .sgpr_count:     38
    .sgpr_spill_count: 0
    .symbol:         half_math.kd
    .uses_dynamic_stack: true
    .vgpr_count:     62
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
  - .args:
      - .address_space:  global
        .is_const:       true
        .offset:         0
        .size:           8
        .type_name:      '__bf16*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      '__bf16*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .offset:         24
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
      - .offset:         32
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         36
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         40
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         44
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         46
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         48
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         50
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         52
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         54
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         72
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         80
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         88
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         96
        .size:           2
        .value_kind:     hidden_grid_dims
      - .offset:         112
        .size:           8
        .value_kind:     hidden_hostcall_buffer
      - .offset:         120
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
      - .offset:         128
        .size:           8
        .value_kind:     hidden_heap_v1
      - .offset:         136
        .size:           8
        .value_kind:     hidden_default_queue
      - .offset:         144
        .size:           8
        .value_kind:     hidden_completion_action
      - .offset:         232
        .size:           8
        .value_kind:     hidden_queue_ptr
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 288
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           bf16_math
    .private_segment_fixed_size: 0
    .sgpr_count:     38
    .sgpr_spill_count: 0
    .symbol:         bf16_math.kd
    .uses_dynamic_stack: true
    .vgpr_count:     62
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1010
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
