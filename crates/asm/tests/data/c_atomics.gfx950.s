	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 6
	.text
	.protected	global_atomics          ; -- Begin function global_atomics
	.globl	global_atomics
	.p2align	8
	.type	global_atomics,@function
global_atomics:                         ; @global_atomics
; %bb.0:
	s_mov_b64 s[48:49], s[4:5]
	s_load_dword s52, s[4:5], 0x40
	s_mov_b32 s51, s8
	s_add_u32 s8, s48, 0x48
	s_mov_b32 s33, s10
	s_mov_b32 s50, s9
	s_mov_b64 s[34:35], s[6:7]
	s_mov_b64 s[38:39], s[0:1]
	s_addc_u32 s9, s49, 0
	v_mov_b32_e32 v42, v0
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s1, s1, _Z13get_global_idj@rel32@hi+12
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[2:3]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s51
	s_mov_b32 s13, s50
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v0
	v_mov_b32_e32 v0, 0
	s_mov_b32 s32, 16
	s_mov_b64 s[36:37], s[2:3]
	v_mov_b32_e32 v45, 0
	s_swappc_b64 s[30:31], s[0:1]
	v_mov_b32_e32 v40, v0
	v_cmp_gt_u32_e32 vcc, s52, v40
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_2
; %bb.1:
	s_load_dwordx16 s[0:15], s[48:49], 0x0
	v_mov_b32_e32 v41, v45
	v_and_b32_e32 v0, 31, v40
	v_lshlrev_b32_e32 v44, 2, v0
                                        ; implicit-def: $vgpr58 : SGPR spill to VGPR lane
	s_add_u32 s48, s48, 0x48
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[46:47], s[8:9], 0, v[40:41]
	global_load_ubyte v2, v[46:47], off
	v_mov_b32_e32 v56, s10
	v_mov_b32_e32 v57, s11
	v_lshl_add_u64 v[0:1], s[0:1], 0, v[44:45]
	v_writelane_b32 v58, s0, 0
	s_addc_u32 s49, s49, 0
	v_mov_b32_e32 v31, v42
	v_writelane_b32 v58, s1, 1
	v_writelane_b32 v58, s2, 2
	v_writelane_b32 v58, s3, 3
	v_writelane_b32 v58, s4, 4
	v_writelane_b32 v58, s5, 5
	v_writelane_b32 v58, s6, 6
	v_writelane_b32 v58, s7, 7
	v_writelane_b32 v58, s8, 8
	v_writelane_b32 v58, s9, 9
	v_writelane_b32 v58, s10, 10
	v_writelane_b32 v58, s11, 11
	v_writelane_b32 v58, s12, 12
	v_writelane_b32 v58, s13, 13
	v_writelane_b32 v58, s14, 14
	v_writelane_b32 v58, s15, 15
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, _Z10atomic_addPU3AS1Vii@rel32@lo+4
	s_addc_u32 s1, s1, _Z10atomic_addPU3AS1Vii@rel32@hi+12
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[8:9], s[48:49]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s51
	s_mov_b32 s13, s50
	s_mov_b32 s14, s33
	s_swappc_b64 s[30:31], s[0:1]
	v_and_b32_e32 v0, 7, v40
	v_readlane_b32 s0, v58, 0
	v_lshlrev_b32_e32 v44, 2, v0
	v_readlane_b32 s1, v58, 1
	v_readlane_b32 s4, v58, 4
	v_readlane_b32 s5, v58, 5
	v_readlane_b32 s6, v58, 6
	v_readlane_b32 s7, v58, 7
	v_readlane_b32 s8, v58, 8
	v_readlane_b32 s9, v58, 9
	v_readlane_b32 s10, v58, 10
	v_readlane_b32 s11, v58, 11
	v_readlane_b32 s12, v58, 12
	v_readlane_b32 s13, v58, 13
	v_readlane_b32 s14, v58, 14
	v_lshl_add_u64 v[0:1], s[0:1], 0, v[44:45]
	s_mov_b64 s[0:1], 0x80
	v_readlane_b32 s15, v58, 15
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[0:1]
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, _Z10atomic_maxPU3AS1Vii@rel32@lo+4
	s_addc_u32 s1, s1, _Z10atomic_maxPU3AS1Vii@rel32@hi+12
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[8:9], s[48:49]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s51
	s_mov_b32 s13, s50
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v42
	v_mov_b32_e32 v2, v40
	v_readlane_b32 s2, v58, 2
	v_readlane_b32 s3, v58, 3
	s_swappc_b64 s[30:31], s[0:1]
	v_readlane_b32 s0, v58, 0
	v_readlane_b32 s4, v58, 4
	v_readlane_b32 s5, v58, 5
	v_readlane_b32 s6, v58, 6
	v_readlane_b32 s7, v58, 7
	v_readlane_b32 s8, v58, 8
	v_readlane_b32 s9, v58, 9
	v_readlane_b32 s10, v58, 10
	v_readlane_b32 s11, v58, 11
	v_readlane_b32 s12, v58, 12
	v_readlane_b32 s13, v58, 13
	v_readlane_b32 s1, v58, 1
	v_readlane_b32 s2, v58, 2
	v_readlane_b32 s3, v58, 3
	s_mov_b64 s[12:13], s[8:9]
	s_mov_b64 s[10:11], s[6:7]
	s_mov_b64 s[8:9], s[4:5]
	s_mov_b64 s[6:7], s[2:3]
	s_mov_b64 s[4:5], s[0:1]
	s_add_u32 s2, s4, 0xa0
	v_readlane_b32 s14, v58, 14
	s_addc_u32 s3, s5, 0
	v_readlane_b32 s15, v58, 15
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, _Z11atomic_xchgPU3AS1Vii@rel32@lo+4
	s_addc_u32 s1, s1, _Z11atomic_xchgPU3AS1Vii@rel32@hi+12
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[8:9], s[48:49]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s51
	s_mov_b32 s13, s50
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v42
	v_mov_b32_e32 v0, s2
	v_mov_b32_e32 v1, s3
	v_mov_b32_e32 v2, v40
	s_swappc_b64 s[30:31], s[0:1]
	v_and_b32_e32 v43, 3, v40
	v_readlane_b32 s0, v58, 0
	v_lshlrev_b32_e32 v44, 3, v43
	v_readlane_b32 s1, v58, 1
	v_readlane_b32 s4, v58, 4
	v_readlane_b32 s5, v58, 5
	v_readlane_b32 s6, v58, 6
	v_readlane_b32 s7, v58, 7
	v_readlane_b32 s8, v58, 8
	v_readlane_b32 s9, v58, 9
	v_readlane_b32 s10, v58, 10
	v_readlane_b32 s11, v58, 11
	v_readlane_b32 s12, v58, 12
	v_readlane_b32 s13, v58, 13
	v_readlane_b32 s14, v58, 14
	v_readlane_b32 s15, v58, 15
	v_lshl_add_u64 v[0:1], s[4:5], 0, v[44:45]
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, _Z8atom_addPU3AS1Vll@rel32@lo+4
	s_addc_u32 s1, s1, _Z8atom_addPU3AS1Vll@rel32@hi+12
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[8:9], s[48:49]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s51
	s_mov_b32 s13, s50
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v42
	v_mov_b32_e32 v2, v40
	v_mov_b32_e32 v3, 0
	v_readlane_b32 s2, v58, 2
	v_readlane_b32 s3, v58, 3
	s_swappc_b64 s[30:31], s[0:1]
	v_cvt_f32_u32_e32 v0, v40
	v_readlane_b32 s4, v58, 0
	v_readlane_b32 s6, v58, 2
	v_readlane_b32 s7, v58, 3
	v_lshlrev_b32_e32 v1, 2, v43
	s_mov_b64 s[2:3], s[6:7]
	global_atomic_add_f32 v1, v0, s[2:3]
	v_readlane_b32 s10, v58, 6
	v_readlane_b32 s11, v58, 7
	v_and_b32_e32 v0, 15, v40
	s_mov_b64 s[0:1], src_private_base
	v_readlane_b32 s5, v58, 1
	v_readlane_b32 s8, v58, 4
	v_readlane_b32 s9, v58, 5
	v_readlane_b32 s12, v58, 8
	v_readlane_b32 s13, v58, 9
	v_readlane_b32 s14, v58, 10
	s_mov_b64 s[6:7], s[10:11]
	v_lshlrev_b32_e32 v44, 2, v0
	v_readlane_b32 s15, v58, 11
	v_lshl_add_u64 v[0:1], s[6:7], 0, v[44:45]
	s_getpc_b64 s[2:3]
	s_add_u32 s2, s2, _Z30atomic_compare_exchange_strongPVU7_AtomiciPii@rel32@lo+4
	s_addc_u32 s3, s3, _Z30atomic_compare_exchange_strongPVU7_AtomiciPii@rel32@hi+12
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[8:9], s[48:49]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s51
	s_mov_b32 s13, s50
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v42
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, s1
	v_mov_b32_e32 v4, v40
	v_readlane_b32 s16, v58, 12
	v_readlane_b32 s17, v58, 13
	v_readlane_b32 s18, v58, 14
	v_readlane_b32 s19, v58, 15
	scratch_store_dword off, v45, off
	s_swappc_b64 s[30:31], s[2:3]
	v_readlane_b32 s0, v58, 0
	v_add_u32_e32 v0, 1, v40
	v_readlane_b32 s8, v58, 8
	v_readlane_b32 s9, v58, 9
	global_load_ubyte v2, v[46:47], off
	v_readlane_b32 s12, v58, 12
	v_readlane_b32 s13, v58, 13
                                        ; kill: killed $vgpr0
	v_lshlrev_b64 v[8:9], 4, v[40:41]
	v_xad_u32 v44, v40, -1, s52
	global_load_ubyte v3, v0, s[8:9]
	v_lshl_add_u64 v[0:1], v[40:41], 1, v[56:57]
	v_lshl_add_u64 v[10:11], s[12:13], 0, v[8:9]
	v_lshl_add_u64 v[12:13], v[44:45], 4, s[12:13]
	v_readlane_b32 s14, v58, 14
	v_readlane_b32 s15, v58, 15
	v_readlane_b32 s1, v58, 1
	v_readlane_b32 s2, v58, 2
	v_readlane_b32 s3, v58, 3
	v_readlane_b32 s4, v58, 4
	v_readlane_b32 s5, v58, 5
	v_readlane_b32 s6, v58, 6
	v_readlane_b32 s7, v58, 7
	v_readlane_b32 s10, v58, 10
	v_readlane_b32 s11, v58, 11
                                        ; kill: killed $sgpr8_sgpr9
                                        ; kill: killed $vgpr46_vgpr47
	s_waitcnt vmcnt(0)
	v_mad_legacy_u16 v2, v2, 3, v3
	global_store_short v[0:1], v2, off
	global_load_dwordx4 v[0:3], v[10:11], off
	s_nop 0
	global_load_dwordx4 v[4:7], v[12:13], off
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v3, v7, v3
	v_add_u32_e32 v2, v6, v2
	v_add_u32_e32 v1, v5, v1
	v_add_u32_e32 v0, v4, v0
	v_lshl_add_u64 v[4:5], s[14:15], 0, v[8:9]
	global_store_dwordx4 v[4:5], v[0:3], off
.LBB0_2:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel global_atomics
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 16
		.amdhsa_kernarg_size 328
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
		.amdhsa_next_free_vgpr max(totalnumvgprs(global_atomics.num_agpr, global_atomics.num_vgpr), 1, 0)
		.amdhsa_next_free_sgpr max(global_atomics.numbered_sgpr+6, 1, 0)-6
		.amdhsa_accum_offset (((((alignto(max(1, global_atomics.num_vgpr), 4)/4)-1)&~65536)&63)+1)*4
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
	.size	global_atomics, .Lfunc_end0-global_atomics
                                        ; -- End function
	.set global_atomics.num_vgpr, max(59, amdgpu.max_num_vgpr)
	.set global_atomics.num_agpr, max(0, amdgpu.max_num_agpr)
	.set global_atomics.numbered_sgpr, max(53, amdgpu.max_num_sgpr)
	.set global_atomics.num_named_barrier, max(0, amdgpu.max_num_named_barrier)
	.set global_atomics.private_seg_size, 16
	.set global_atomics.uses_vcc, 1
	.set global_atomics.uses_flat_scratch, 1
	.set global_atomics.has_dyn_sized_stack, 1
	.set global_atomics.has_recursion, 1
	.set global_atomics.has_indirect_call, 1
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1556
; TotalNumSgprs: global_atomics.numbered_sgpr+6
; NumVgprs: global_atomics.num_vgpr
; NumAgprs: global_atomics.num_agpr
; TotalNumVgprs: totalnumvgprs(global_atomics.num_agpr, global_atomics.num_vgpr)
; ScratchSize: 16
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: (alignto(max(max(global_atomics.numbered_sgpr+extrasgprs(global_atomics.uses_vcc, global_atomics.uses_flat_scratch, 1), 1, 0), 1), 8)/8)-1
; VGPRBlocks: (alignto(max(max(totalnumvgprs(global_atomics.num_agpr, global_atomics.num_vgpr), 1, 0), 1), 8)/8)-1
; NumSGPRsForWavesPerEU: max(global_atomics.numbered_sgpr+6, 1, 0)
; NumVGPRsForWavesPerEU: max(totalnumvgprs(global_atomics.num_agpr, global_atomics.num_vgpr), 1, 0)
; AccumOffset: ((alignto(max(1, global_atomics.num_vgpr), 4)/4)-1+1)*4
; Occupancy: occupancy(8, 8, 512, 8, 8, max(global_atomics.numbered_sgpr+extrasgprs(global_atomics.uses_vcc, global_atomics.uses_flat_scratch, 1), 1, 0), max(totalnumvgprs(global_atomics.num_agpr, global_atomics.num_vgpr), 1, 0))
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: (((alignto(max(1, global_atomics.num_vgpr), 4)/4)-1)&~65536)&63
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	__clang_ocl_kern_imp_global_atomics ; -- Begin function __clang_ocl_kern_imp_global_atomics
	.globl	__clang_ocl_kern_imp_global_atomics
	.p2align	2
	.type	__clang_ocl_kern_imp_global_atomics,@function
__clang_ocl_kern_imp_global_atomics:    ; @__clang_ocl_kern_imp_global_atomics
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_mov_b32 s0, s33
	s_mov_b32 s33, s32
	s_or_saveexec_b64 s[2:3], -1
	scratch_store_dword off, v88, s33 offset:100 ; 4-byte Folded Spill
	s_mov_b64 exec, s[2:3]
	v_writelane_b32 v88, s0, 16
	v_writelane_b32 v88, s30, 0
	v_writelane_b32 v88, s31, 1
	v_writelane_b32 v88, s34, 2
	v_writelane_b32 v88, s35, 3
	v_writelane_b32 v88, s36, 4
	v_writelane_b32 v88, s37, 5
	v_writelane_b32 v88, s38, 6
	v_writelane_b32 v88, s39, 7
	v_writelane_b32 v88, s48, 8
	v_writelane_b32 v88, s49, 9
	v_writelane_b32 v88, s50, 10
	v_writelane_b32 v88, s51, 11
	v_writelane_b32 v88, s52, 12
	s_addk_i32 s32, 0x70
	v_writelane_b32 v88, s53, 13
	scratch_store_dword off, v40, s33 offset:92 ; 4-byte Folded Spill
	scratch_store_dword off, v41, s33 offset:88 ; 4-byte Folded Spill
	scratch_store_dword off, v42, s33 offset:84 ; 4-byte Folded Spill
	scratch_store_dword off, v43, s33 offset:80 ; 4-byte Folded Spill
	scratch_store_dword off, v44, s33 offset:76 ; 4-byte Folded Spill
	scratch_store_dword off, v45, s33 offset:72 ; 4-byte Folded Spill
	scratch_store_dword off, v46, s33 offset:68 ; 4-byte Folded Spill
	scratch_store_dword off, v47, s33 offset:64 ; 4-byte Folded Spill
	scratch_store_dword off, v56, s33 offset:60 ; 4-byte Folded Spill
	scratch_store_dword off, v57, s33 offset:56 ; 4-byte Folded Spill
	scratch_store_dword off, v58, s33 offset:52 ; 4-byte Folded Spill
	scratch_store_dword off, v59, s33 offset:48 ; 4-byte Folded Spill
	scratch_store_dword off, v60, s33 offset:44 ; 4-byte Folded Spill
	scratch_store_dword off, v61, s33 offset:40 ; 4-byte Folded Spill
	scratch_store_dword off, v62, s33 offset:36 ; 4-byte Folded Spill
	scratch_store_dword off, v63, s33 offset:32 ; 4-byte Folded Spill
	scratch_store_dword off, v72, s33 offset:28 ; 4-byte Folded Spill
	scratch_store_dword off, v73, s33 offset:24 ; 4-byte Folded Spill
	scratch_store_dword off, v74, s33 offset:20 ; 4-byte Folded Spill
	scratch_store_dword off, v75, s33 offset:16 ; 4-byte Folded Spill
	scratch_store_dword off, v76, s33 offset:12 ; 4-byte Folded Spill
	scratch_store_dword off, v77, s33 offset:8 ; 4-byte Folded Spill
	scratch_store_dword off, v78, s33 offset:4 ; 4-byte Folded Spill
	scratch_store_dword off, v79, s33       ; 4-byte Folded Spill
	v_writelane_b32 v88, s54, 14
	v_mov_b32_e32 v72, v0
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s1, s1, _Z13get_global_idj@rel32@hi+12
	v_mov_b32_e32 v0, 0
	v_writelane_b32 v88, s55, 15
	v_mov_b32_e32 v75, v31
	v_mov_b32_e32 v74, v16
	v_mov_b32_e32 v41, v15
	v_mov_b32_e32 v40, v14
	v_mov_b32_e32 v43, v13
	v_mov_b32_e32 v42, v12
	v_mov_b32_e32 v45, v11
	v_mov_b32_e32 v44, v10
	v_mov_b32_e32 v47, v9
	v_mov_b32_e32 v46, v8
	v_mov_b32_e32 v59, v7
	v_mov_b32_e32 v58, v6
	v_mov_b32_e32 v63, v5
	v_mov_b32_e32 v62, v4
	v_mov_b32_e32 v61, v3
	v_mov_b32_e32 v60, v2
	v_mov_b32_e32 v73, v1
	s_mov_b32 s50, s15
	s_mov_b32 s51, s14
	s_mov_b32 s52, s13
	s_mov_b32 s53, s12
	s_mov_b64 s[34:35], s[10:11]
	s_mov_b64 s[36:37], s[8:9]
	s_mov_b64 s[38:39], s[6:7]
	s_mov_b64 s[48:49], s[4:5]
	v_mov_b32_e32 v77, 0
	s_swappc_b64 s[30:31], s[0:1]
	v_mov_b32_e32 v56, v0
	v_cmp_gt_u32_e32 vcc, v74, v56
	s_and_saveexec_b64 s[54:55], vcc
	s_cbranch_execz .LBB1_2
; %bb.1:
	v_mov_b32_e32 v57, v77
	v_lshl_add_u64 v[78:79], v[46:47], 0, v[56:57]
	global_load_ubyte v2, v[78:79], off
	v_and_b32_e32 v0, 31, v56
	v_lshlrev_b32_e32 v76, 2, v0
	v_lshl_add_u64 v[0:1], v[72:73], 0, v[76:77]
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, _Z10atomic_addPU3AS1Vii@rel32@lo+4
	s_addc_u32 s1, s1, _Z10atomic_addPU3AS1Vii@rel32@hi+12
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s53
	s_mov_b32 s13, s52
	s_mov_b32 s14, s51
	s_mov_b32 s15, s50
	v_mov_b32_e32 v31, v75
	s_swappc_b64 s[30:31], s[0:1]
	v_and_b32_e32 v0, 7, v56
	v_lshlrev_b32_e32 v76, 2, v0
	v_lshl_add_u64 v[0:1], v[72:73], 0, v[76:77]
	s_mov_b64 s[0:1], 0x80
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[0:1]
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, _Z10atomic_maxPU3AS1Vii@rel32@lo+4
	s_addc_u32 s1, s1, _Z10atomic_maxPU3AS1Vii@rel32@hi+12
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s53
	s_mov_b32 s13, s52
	s_mov_b32 s14, s51
	s_mov_b32 s15, s50
	v_mov_b32_e32 v31, v75
	v_mov_b32_e32 v2, v56
	s_swappc_b64 s[30:31], s[0:1]
	s_mov_b64 s[0:1], 0xa0
	v_lshl_add_u64 v[0:1], v[72:73], 0, s[0:1]
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, _Z11atomic_xchgPU3AS1Vii@rel32@lo+4
	s_addc_u32 s1, s1, _Z11atomic_xchgPU3AS1Vii@rel32@hi+12
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s53
	s_mov_b32 s13, s52
	s_mov_b32 s14, s51
	s_mov_b32 s15, s50
	v_mov_b32_e32 v31, v75
	v_mov_b32_e32 v2, v56
	s_swappc_b64 s[30:31], s[0:1]
	v_and_b32_e32 v72, 3, v56
	v_lshlrev_b32_e32 v76, 3, v72
	v_lshl_add_u64 v[0:1], v[62:63], 0, v[76:77]
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, _Z8atom_addPU3AS1Vll@rel32@lo+4
	s_addc_u32 s1, s1, _Z8atom_addPU3AS1Vll@rel32@hi+12
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s53
	s_mov_b32 s13, s52
	s_mov_b32 s14, s51
	s_mov_b32 s15, s50
	v_mov_b32_e32 v31, v75
	v_mov_b32_e32 v2, v56
	v_mov_b32_e32 v3, 0
	s_swappc_b64 s[30:31], s[0:1]
	v_cvt_f32_u32_e32 v2, v56
	v_lshlrev_b32_e32 v76, 2, v72
	v_lshl_add_u64 v[0:1], v[60:61], 0, v[76:77]
	s_mov_b64 s[0:1], src_private_base
	global_atomic_add_f32 v[0:1], v2, off
	v_and_b32_e32 v0, 15, v56
	s_getpc_b64 s[2:3]
	s_add_u32 s2, s2, _Z30atomic_compare_exchange_strongPVU7_AtomiciPii@rel32@lo+4
	s_addc_u32 s3, s3, _Z30atomic_compare_exchange_strongPVU7_AtomiciPii@rel32@hi+12
	v_lshlrev_b32_e32 v76, 2, v0
	s_add_i32 s0, s33, 0x60
	v_lshl_add_u64 v[0:1], v[58:59], 0, v[76:77]
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s53
	s_mov_b32 s13, s52
	s_mov_b32 s14, s51
	s_mov_b32 s15, s50
	v_mov_b32_e32 v31, v75
	v_mov_b32_e32 v2, s0
	v_mov_b32_e32 v3, s1
	v_mov_b32_e32 v4, v56
	scratch_store_dword off, v77, s33 offset:96
	s_swappc_b64 s[30:31], s[2:3]
	v_add_u32_e32 v76, 1, v56
	v_lshl_add_u64 v[0:1], v[46:47], 0, v[76:77]
	global_load_ubyte v2, v[78:79], off
	global_load_ubyte v3, v[0:1], off
	v_lshl_add_u64 v[0:1], v[56:57], 1, v[44:45]
	v_lshlrev_b64 v[8:9], 4, v[56:57]
	v_lshl_add_u64 v[10:11], v[42:43], 0, v[8:9]
	v_xad_u32 v76, v56, -1, v74
	v_lshl_add_u64 v[12:13], v[76:77], 4, v[42:43]
	s_waitcnt vmcnt(0)
	v_mad_legacy_u16 v2, v2, 3, v3
	global_store_short v[0:1], v2, off
	global_load_dwordx4 v[0:3], v[10:11], off
	s_nop 0
	global_load_dwordx4 v[4:7], v[12:13], off
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v3, v7, v3
	v_add_u32_e32 v2, v6, v2
	v_add_u32_e32 v1, v5, v1
	v_add_u32_e32 v0, v4, v0
	v_lshl_add_u64 v[4:5], v[40:41], 0, v[8:9]
	global_store_dwordx4 v[4:5], v[0:3], off
.LBB1_2:
	s_or_b64 exec, exec, s[54:55]
	scratch_load_dword v79, off, s33        ; 4-byte Folded Reload
	scratch_load_dword v78, off, s33 offset:4 ; 4-byte Folded Reload
	scratch_load_dword v77, off, s33 offset:8 ; 4-byte Folded Reload
	scratch_load_dword v76, off, s33 offset:12 ; 4-byte Folded Reload
	scratch_load_dword v75, off, s33 offset:16 ; 4-byte Folded Reload
	scratch_load_dword v74, off, s33 offset:20 ; 4-byte Folded Reload
	scratch_load_dword v73, off, s33 offset:24 ; 4-byte Folded Reload
	scratch_load_dword v72, off, s33 offset:28 ; 4-byte Folded Reload
	scratch_load_dword v63, off, s33 offset:32 ; 4-byte Folded Reload
	scratch_load_dword v62, off, s33 offset:36 ; 4-byte Folded Reload
	scratch_load_dword v61, off, s33 offset:40 ; 4-byte Folded Reload
	scratch_load_dword v60, off, s33 offset:44 ; 4-byte Folded Reload
	scratch_load_dword v59, off, s33 offset:48 ; 4-byte Folded Reload
	scratch_load_dword v58, off, s33 offset:52 ; 4-byte Folded Reload
	scratch_load_dword v57, off, s33 offset:56 ; 4-byte Folded Reload
	scratch_load_dword v56, off, s33 offset:60 ; 4-byte Folded Reload
	scratch_load_dword v47, off, s33 offset:64 ; 4-byte Folded Reload
	scratch_load_dword v46, off, s33 offset:68 ; 4-byte Folded Reload
	scratch_load_dword v45, off, s33 offset:72 ; 4-byte Folded Reload
	scratch_load_dword v44, off, s33 offset:76 ; 4-byte Folded Reload
	scratch_load_dword v43, off, s33 offset:80 ; 4-byte Folded Reload
	scratch_load_dword v42, off, s33 offset:84 ; 4-byte Folded Reload
	scratch_load_dword v41, off, s33 offset:88 ; 4-byte Folded Reload
	scratch_load_dword v40, off, s33 offset:92 ; 4-byte Folded Reload
	v_readlane_b32 s55, v88, 15
	v_readlane_b32 s54, v88, 14
	v_readlane_b32 s53, v88, 13
	v_readlane_b32 s52, v88, 12
	v_readlane_b32 s51, v88, 11
	v_readlane_b32 s50, v88, 10
	v_readlane_b32 s49, v88, 9
	v_readlane_b32 s48, v88, 8
	v_readlane_b32 s39, v88, 7
	v_readlane_b32 s38, v88, 6
	v_readlane_b32 s37, v88, 5
	v_readlane_b32 s36, v88, 4
	v_readlane_b32 s35, v88, 3
	v_readlane_b32 s34, v88, 2
	v_readlane_b32 s31, v88, 1
	v_readlane_b32 s30, v88, 0
	s_mov_b32 s32, s33
	v_readlane_b32 s0, v88, 16
	s_or_saveexec_b64 s[2:3], -1
	scratch_load_dword v88, off, s33 offset:100 ; 4-byte Folded Reload
	s_mov_b64 exec, s[2:3]
	s_mov_b32 s33, s0
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end1:
	.size	__clang_ocl_kern_imp_global_atomics, .Lfunc_end1-__clang_ocl_kern_imp_global_atomics
                                        ; -- End function
	.set __clang_ocl_kern_imp_global_atomics.num_vgpr, max(89, amdgpu.max_num_vgpr)
	.set __clang_ocl_kern_imp_global_atomics.num_agpr, max(0, amdgpu.max_num_agpr)
	.set __clang_ocl_kern_imp_global_atomics.numbered_sgpr, max(56, amdgpu.max_num_sgpr)
	.set __clang_ocl_kern_imp_global_atomics.num_named_barrier, max(0, amdgpu.max_num_named_barrier)
	.set __clang_ocl_kern_imp_global_atomics.private_seg_size, 112
	.set __clang_ocl_kern_imp_global_atomics.uses_vcc, 1
	.set __clang_ocl_kern_imp_global_atomics.uses_flat_scratch, 1
	.set __clang_ocl_kern_imp_global_atomics.has_dyn_sized_stack, 1
	.set __clang_ocl_kern_imp_global_atomics.has_recursion, 1
	.set __clang_ocl_kern_imp_global_atomics.has_indirect_call, 1
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 1508
; TotalNumSgprs: __clang_ocl_kern_imp_global_atomics.numbered_sgpr+6
; NumVgprs: max(89, amdgpu.max_num_vgpr)
; NumAgprs: max(0, amdgpu.max_num_agpr)
; TotalNumVgprs: totalnumvgprs(__clang_ocl_kern_imp_global_atomics.num_agpr, __clang_ocl_kern_imp_global_atomics.num_vgpr)
; ScratchSize: 112
; MemoryBound: 0
	.text
	.protected	private_array           ; -- Begin function private_array
	.globl	private_array
	.p2align	8
	.type	private_array,@function
private_array:                          ; @private_array
; %bb.0:
	s_load_dwordx4 s[36:39], s[4:5], 0x0
	s_load_dword s33, s[4:5], 0x10
	s_mov_b32 s12, s8
	s_add_u32 s8, s4, 24
	s_mov_b32 s13, s9
	s_addc_u32 s9, s5, 0
	s_mov_b32 s14, s10
	s_mov_b64 s[10:11], s[6:7]
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z13get_global_idj@rel32@hi+12
	s_mov_b64 s[4:5], s[0:1]
	s_mov_b64 s[6:7], s[2:3]
	v_mov_b32_e32 v31, v0
	v_mov_b32_e32 v0, 0
	s_movk_i32 s32, 0xd0
	s_mov_b32 s34, 0
	s_swappc_b64 s[30:31], s[16:17]
	v_cvt_f32_u32_e32 v1, s33
	s_sub_i32 s0, 0, s33
	v_mov_b32_e32 v3, 0
	s_mov_b32 s2, 1
	v_rcp_iflag_f32_e32 v1, v1
	s_mov_b32 s3, 0
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v2, v1
	v_mov_b32_e32 v1, v0
	v_mul_lo_u32 v4, s0, v2
	v_mul_hi_u32 v4, v2, v4
	v_add_u32_e32 v4, v2, v4
.LBB2_1:                                ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v2, s2, v1
	v_add_u32_e32 v5, s3, v0
	v_mul_hi_u32 v6, v5, v4
	v_mul_hi_u32 v8, v2, v4
	v_mul_lo_u32 v6, v6, s33
	v_mul_lo_u32 v8, v8, s33
	v_sub_u32_e32 v5, v5, v6
	v_sub_u32_e32 v2, v2, v8
	v_subrev_u32_e32 v6, s33, v5
	v_subrev_u32_e32 v8, s33, v2
	v_cmp_le_u32_e32 vcc, s33, v2
	v_cmp_le_u32_e64 s[0:1], s33, v5
	v_mov_b32_e32 v7, v3
	s_nop 0
	v_cndmask_b32_e64 v5, v5, v6, s[0:1]
	v_cndmask_b32_e32 v6, v2, v8, vcc
	v_subrev_u32_e32 v8, s33, v6
	v_cmp_le_u32_e32 vcc, s33, v6
	v_subrev_u32_e32 v2, s33, v5
	v_cmp_le_u32_e64 s[0:1], s33, v5
	v_cndmask_b32_e32 v6, v6, v8, vcc
	v_lshl_add_u64 v[6:7], v[6:7], 2, s[36:37]
	v_cndmask_b32_e64 v2, v5, v2, s[0:1]
	v_lshl_add_u64 v[8:9], v[2:3], 2, s[36:37]
	global_load_dword v2, v[6:7], off
	global_load_dword v5, v[8:9], off
	s_mov_b32 s0, s34
	s_add_i32 s34, s34, 8
	s_waitcnt vmcnt(1)
	v_mul_lo_u32 v7, v2, s2
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v6, v5, s3
	s_add_i32 s3, s3, 2
	s_add_i32 s2, s2, 2
	s_cmpk_lg_i32 s34, 0xc0
	scratch_store_dwordx2 off, v[6:7], s0
	s_cbranch_scc1 .LBB2_1
; %bb.2:
	s_mov_b32 s2, 47
	s_mov_b64 s[0:1], 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v1, 0
	s_mov_b32 s3, s2
.LBB2_3:                                ; =>This Inner Loop Header: Depth=1
	s_add_u32 s4, s36, s0
	s_addc_u32 s5, s37, s1
	s_load_dwordx2 s[6:7], s[4:5], 0x0
	s_waitcnt lgkmcnt(0)
	s_and_b64 s[4:5], s[6:7], s[2:3]
	s_lshl_b32 s5, s5, 2
	s_lshl_b32 s4, s4, 2
	scratch_load_dword v3, off, s5
	scratch_load_dword v4, off, s4
	s_add_u32 s0, s0, 8
	s_addc_u32 s1, s1, 0
	s_cmp_lg_u32 s0, 64
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v1, v3, v1
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v2, v4, v2
	s_cbranch_scc1 .LBB2_3
; %bb.4:
	v_mov_b32_e32 v4, s38
	v_mov_b32_e32 v5, s39
	v_add_u32_e32 v2, v2, v1
	v_mov_b32_e32 v1, 0
	v_lshl_add_u64 v[0:1], v[0:1], 2, v[4:5]
	global_store_dword v[0:1], v2, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel private_array
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 208
		.amdhsa_kernarg_size 280
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
		.amdhsa_next_free_vgpr max(totalnumvgprs(private_array.num_agpr, private_array.num_vgpr), 1, 0)
		.amdhsa_next_free_sgpr max(private_array.numbered_sgpr+6, 1, 0)-6
		.amdhsa_accum_offset (((((alignto(max(1, private_array.num_vgpr), 4)/4)-1)&~65536)&63)+1)*4
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
.Lfunc_end2:
	.size	private_array, .Lfunc_end2-private_array
                                        ; -- End function
	.set private_array.num_vgpr, max(32, amdgpu.max_num_vgpr)
	.set private_array.num_agpr, max(0, amdgpu.max_num_agpr)
	.set private_array.numbered_sgpr, max(40, amdgpu.max_num_sgpr)
	.set private_array.num_named_barrier, max(0, amdgpu.max_num_named_barrier)
	.set private_array.private_seg_size, 208
	.set private_array.uses_vcc, 1
	.set private_array.uses_flat_scratch, 1
	.set private_array.has_dyn_sized_stack, 1
	.set private_array.has_recursion, 1
	.set private_array.has_indirect_call, 1
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 492
; TotalNumSgprs: private_array.numbered_sgpr+6
; NumVgprs: private_array.num_vgpr
; NumAgprs: private_array.num_agpr
; TotalNumVgprs: totalnumvgprs(private_array.num_agpr, private_array.num_vgpr)
; ScratchSize: 208
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: (alignto(max(max(private_array.numbered_sgpr+extrasgprs(private_array.uses_vcc, private_array.uses_flat_scratch, 1), 1, 0), 1), 8)/8)-1
; VGPRBlocks: (alignto(max(max(totalnumvgprs(private_array.num_agpr, private_array.num_vgpr), 1, 0), 1), 8)/8)-1
; NumSGPRsForWavesPerEU: max(private_array.numbered_sgpr+6, 1, 0)
; NumVGPRsForWavesPerEU: max(totalnumvgprs(private_array.num_agpr, private_array.num_vgpr), 1, 0)
; AccumOffset: ((alignto(max(1, private_array.num_vgpr), 4)/4)-1+1)*4
; Occupancy: occupancy(8, 8, 512, 8, 8, max(private_array.numbered_sgpr+extrasgprs(private_array.uses_vcc, private_array.uses_flat_scratch, 1), 1, 0), max(totalnumvgprs(private_array.num_agpr, private_array.num_vgpr), 1, 0))
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: (((alignto(max(1, private_array.num_vgpr), 4)/4)-1)&~65536)&63
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	__clang_ocl_kern_imp_private_array ; -- Begin function __clang_ocl_kern_imp_private_array
	.globl	__clang_ocl_kern_imp_private_array
	.p2align	2
	.type	__clang_ocl_kern_imp_private_array,@function
__clang_ocl_kern_imp_private_array:     ; @__clang_ocl_kern_imp_private_array
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_mov_b32 s0, s33
	s_mov_b32 s33, s32
	s_or_saveexec_b64 s[2:3], -1
	scratch_store_dword off, v45, s33 offset:212 ; 4-byte Folded Spill
	s_mov_b64 exec, s[2:3]
	v_writelane_b32 v45, s0, 3
	s_addk_i32 s32, 0xe0
	v_writelane_b32 v45, s30, 0
	scratch_store_dword off, v40, s33 offset:16 ; 4-byte Folded Spill
	scratch_store_dword off, v41, s33 offset:12 ; 4-byte Folded Spill
	scratch_store_dword off, v42, s33 offset:8 ; 4-byte Folded Spill
	scratch_store_dword off, v43, s33 offset:4 ; 4-byte Folded Spill
	scratch_store_dword off, v44, s33       ; 4-byte Folded Spill
	v_writelane_b32 v45, s31, 1
	v_mov_b32_e32 v42, v0
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s1, s1, _Z13get_global_idj@rel32@hi+12
	v_mov_b32_e32 v0, 0
	v_writelane_b32 v45, s34, 2
	v_mov_b32_e32 v44, v4
	v_mov_b32_e32 v41, v3
	v_mov_b32_e32 v40, v2
	v_mov_b32_e32 v43, v1
	s_mov_b32 s34, 0
	s_swappc_b64 s[30:31], s[0:1]
	v_cvt_f32_u32_e32 v1, v44
	v_sub_u32_e32 v2, 0, v44
	v_mov_b32_e32 v3, 0
	s_mov_b32 s2, 1
	v_rcp_iflag_f32_e32 v1, v1
	s_mov_b32 s3, 0
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v4, v1
	v_mov_b32_e32 v1, v0
	v_mul_lo_u32 v2, v2, v4
	v_mul_hi_u32 v2, v4, v2
	v_add_u32_e32 v4, v4, v2
.LBB3_1:                                ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v2, s2, v1
	v_add_u32_e32 v5, s3, v0
	v_mul_hi_u32 v6, v5, v4
	v_mul_hi_u32 v8, v2, v4
	v_mul_lo_u32 v6, v6, v44
	v_mul_lo_u32 v8, v8, v44
	v_sub_u32_e32 v5, v5, v6
	v_sub_u32_e32 v2, v2, v8
	v_sub_u32_e32 v6, v5, v44
	v_sub_u32_e32 v8, v2, v44
	v_cmp_ge_u32_e32 vcc, v2, v44
	v_cmp_ge_u32_e64 s[0:1], v5, v44
	v_mov_b32_e32 v7, v3
	s_nop 0
	v_cndmask_b32_e64 v5, v5, v6, s[0:1]
	v_cndmask_b32_e32 v6, v2, v8, vcc
	v_sub_u32_e32 v8, v6, v44
	v_cmp_ge_u32_e32 vcc, v6, v44
	v_sub_u32_e32 v2, v5, v44
	v_cmp_ge_u32_e64 s[0:1], v5, v44
	v_cndmask_b32_e32 v6, v6, v8, vcc
	v_lshl_add_u64 v[6:7], v[6:7], 2, v[42:43]
	v_cndmask_b32_e64 v2, v5, v2, s[0:1]
	v_lshl_add_u64 v[8:9], v[2:3], 2, v[42:43]
	global_load_dword v2, v[6:7], off
	global_load_dword v5, v[8:9], off
	s_add_i32 s0, s33, s34
	s_add_i32 s0, s0, 20
	s_add_i32 s34, s34, 8
	s_waitcnt vmcnt(1)
	v_mul_lo_u32 v7, v2, s2
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v6, v5, s3
	s_add_i32 s3, s3, 2
	s_add_i32 s2, s2, 2
	s_cmpk_lg_i32 s34, 0xc0
	scratch_store_dwordx2 off, v[6:7], s0
	s_cbranch_scc1 .LBB3_1
; %bb.2:
	s_mov_b64 s[0:1], 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v1, 0
.LBB3_3:                                ; =>This Inner Loop Header: Depth=1
	v_lshl_add_u64 v[4:5], v[42:43], 0, s[0:1]
	global_load_dwordx2 v[4:5], v[4:5], off
	s_add_u32 s0, s0, 8
	s_addc_u32 s1, s1, 0
	s_cmp_lg_u32 s0, 64
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v3, 47, v5
	v_and_b32_e32 v4, 47, v4
	v_lshlrev_b32_e32 v4, 2, v4
	v_lshlrev_b32_e32 v3, 2, v3
	scratch_load_dword v3, v3, s33 offset:20
	s_nop 0
	scratch_load_dword v4, v4, s33 offset:20
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v1, v3, v1
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v2, v4, v2
	s_cbranch_scc1 .LBB3_3
; %bb.4:
	v_add_u32_e32 v2, v2, v1
	v_mov_b32_e32 v1, 0
	v_lshl_add_u64 v[0:1], v[0:1], 2, v[40:41]
	scratch_load_dword v44, off, s33        ; 4-byte Folded Reload
	scratch_load_dword v43, off, s33 offset:4 ; 4-byte Folded Reload
	scratch_load_dword v42, off, s33 offset:8 ; 4-byte Folded Reload
	scratch_load_dword v41, off, s33 offset:12 ; 4-byte Folded Reload
	scratch_load_dword v40, off, s33 offset:16 ; 4-byte Folded Reload
	v_readlane_b32 s34, v45, 2
	global_store_dword v[0:1], v2, off
	v_readlane_b32 s31, v45, 1
	v_readlane_b32 s30, v45, 0
	s_mov_b32 s32, s33
	v_readlane_b32 s0, v45, 3
	s_or_saveexec_b64 s[2:3], -1
	scratch_load_dword v45, off, s33 offset:212 ; 4-byte Folded Reload
	s_mov_b64 exec, s[2:3]
	s_mov_b32 s33, s0
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end3:
	.size	__clang_ocl_kern_imp_private_array, .Lfunc_end3-__clang_ocl_kern_imp_private_array
                                        ; -- End function
	.set __clang_ocl_kern_imp_private_array.num_vgpr, max(46, amdgpu.max_num_vgpr)
	.set __clang_ocl_kern_imp_private_array.num_agpr, max(0, amdgpu.max_num_agpr)
	.set __clang_ocl_kern_imp_private_array.numbered_sgpr, max(35, amdgpu.max_num_sgpr)
	.set __clang_ocl_kern_imp_private_array.num_named_barrier, max(0, amdgpu.max_num_named_barrier)
	.set __clang_ocl_kern_imp_private_array.private_seg_size, 224
	.set __clang_ocl_kern_imp_private_array.uses_vcc, 1
	.set __clang_ocl_kern_imp_private_array.uses_flat_scratch, 1
	.set __clang_ocl_kern_imp_private_array.has_dyn_sized_stack, 1
	.set __clang_ocl_kern_imp_private_array.has_recursion, 1
	.set __clang_ocl_kern_imp_private_array.has_indirect_call, 1
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 656
; TotalNumSgprs: __clang_ocl_kern_imp_private_array.numbered_sgpr+6
; NumVgprs: max(46, amdgpu.max_num_vgpr)
; NumAgprs: max(0, amdgpu.max_num_agpr)
; TotalNumVgprs: totalnumvgprs(__clang_ocl_kern_imp_private_array.num_agpr, __clang_ocl_kern_imp_private_array.num_vgpr)
; ScratchSize: 224
; MemoryBound: 0
	.text
	.p2alignl 6, 3212836864
	.fill 256, 4, 3212836864
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 89
	.set amdgpu.max_num_agpr, 0
	.set amdgpu.max_num_sgpr, 56
	.set amdgpu.max_num_named_barrier, 0
	.text
	.hidden	_Z13get_global_idj
	.hidden	_Z10atomic_addPU3AS1Vii
	.hidden	_Z10atomic_maxPU3AS1Vii
	.hidden	_Z11atomic_xchgPU3AS1Vii
	.hidden	_Z8atom_addPU3AS1Vll
	.hidden	_Z30atomic_compare_exchange_strongPVU7_AtomiciPii
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
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'long*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         24
        .size:           8
        .type_name:      'atomic_int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         32
        .size:           8
        .type_name:      'uchar*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         40
        .size:           8
        .type_name:      'ushort*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         48
        .size:           8
        .type_name:      'int4*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         56
        .size:           8
        .type_name:      'int4*'
        .value_kind:     global_buffer
      - .offset:         64
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
      - .offset:         72
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         76
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         80
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         84
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         86
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         88
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         90
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         92
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         94
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         112
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         120
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         128
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         136
        .size:           2
        .value_kind:     hidden_grid_dims
      - .offset:         152
        .size:           8
        .value_kind:     hidden_hostcall_buffer
      - .offset:         160
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
      - .offset:         168
        .size:           8
        .value_kind:     hidden_heap_v1
      - .offset:         176
        .size:           8
        .value_kind:     hidden_default_queue
      - .offset:         184
        .size:           8
        .value_kind:     hidden_completion_action
      - .offset:         272
        .size:           8
        .value_kind:     hidden_queue_ptr
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 328
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           global_atomics
    .private_segment_fixed_size: 16
    .sgpr_count:     62
    .sgpr_spill_count: 16
    .symbol:         global_atomics.kd
    .uses_dynamic_stack: true
    .vgpr_count:     89
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
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
      - .offset:         104
        .size:           8
        .value_kind:     hidden_hostcall_buffer
      - .offset:         112
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
      - .offset:         120
        .size:           8
        .value_kind:     hidden_heap_v1
      - .offset:         128
        .size:           8
        .value_kind:     hidden_default_queue
      - .offset:         136
        .size:           8
        .value_kind:     hidden_completion_action
      - .offset:         224
        .size:           8
        .value_kind:     hidden_queue_ptr
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 280
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           private_array
    .private_segment_fixed_size: 208
    .sgpr_count:     62
    .sgpr_spill_count: 0
    .symbol:         private_array.kd
    .uses_dynamic_stack: true
    .vgpr_count:     89
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
