	.amdgcn_target "amdgcn-amd-amdhsa--gfx908"
	.amdhsa_code_object_version 6
	.text
	.protected	histogram256            ; -- Begin function histogram256
	.globl	histogram256
	.p2align	8
	.type	histogram256,@function
histogram256:                           ; @histogram256
; %bb.0:
	s_load_dwordx4 s[0:3], s[4:5], 0x18
	v_mov_b32_e32 v3, 0
	v_cmp_gt_u32_e32 vcc, 64, v0
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u32 v1, v0, 2, s1
	ds_write_b32 v1, v3
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB0_2
; %bb.1:
	v_and_b32_e32 v5, 56, v0
	v_and_b32_e32 v4, 24, v0
	v_mov_b32_e32 v6, 0x100
	v_cmp_eq_u32_e32 vcc, 24, v5
	v_cndmask_b32_e32 v5, 0, v6, vcc
	v_cmp_ne_u32_e32 vcc, 8, v4
	v_lshl_add_u32 v2, v0, 2, s2
	v_cndmask_b32_e32 v4, -1, v5, vcc
	ds_write_b32 v2, v4
.LBB0_2:
	s_or_b64 exec, exec, s[8:9]
	s_load_dwordx4 s[8:11], s[4:5], 0x0
	s_load_dwordx2 s[12:13], s[4:5], 0x10
	v_lshl_or_b32 v4, s6, 8, v0
	v_and_b32_e32 v2, 7, v0
	v_cmp_gt_u32_e32 vcc, s0, v4
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_6
; %bb.3:
	global_load_ubyte v3, v4, s[8:9]
	v_mov_b32_e32 v4, 1
	s_waitcnt vmcnt(0)
	v_lshl_add_u32 v5, v3, 2, s1
	ds_add_rtn_u32 v4, v5, v4
	v_and_b32_e32 v5, 7, v3
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_u32_e32 vcc, 0, v4
	v_lshl_add_u32 v4, v5, 2, s2
	s_and_saveexec_b64 s[0:1], vcc
; %bb.4:
	v_mov_b32_e32 v5, -1
	ds_inc_u32 v4, v5
; %bb.5:
	s_or_b64 exec, exec, s[0:1]
	v_lshl_add_u32 v5, v2, 2, s2
	ds_max_u32 v5, v3 offset:64
	v_add_u32_e32 v6, 0xffffff80, v3
	ds_min_i32 v5, v6 offset:96
	v_lshlrev_b32_e64 v6, v3, 1
	ds_or_b32 v5, v6 offset:128
	v_lshrrev_b32_e32 v6, 3, v3
	v_lshlrev_b32_e64 v6, v6, 1
	v_not_b32_e32 v6, v6
	ds_and_b32 v5, v6 offset:160
	ds_xor_b32 v5, v3 offset:192
	v_mov_b32_e32 v3, 7
	ds_dec_rtn_u32 v3, v4, v3 offset:224
.LBB0_6:
	s_or_b64 exec, exec, s[4:5]
	v_lshl_add_u32 v4, v2, 2, s2
	v_mov_b32_e32 v5, -1
	ds_cmpst_b32 v4, v5, v0 offset:32
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v1, v1
	s_waitcnt lgkmcnt(0)
	v_cmp_ne_u32_e32 vcc, 0, v1
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_8
; %bb.7:
	v_add_u32_e32 v1, v1, v3
	v_lshlrev_b32_e32 v3, 2, v0
	global_atomic_add v3, v1, s[10:11]
.LBB0_8:
	s_or_b64 exec, exec, s[0:1]
	ds_read_b32 v1, v4 offset:32
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_u32_e32 vcc, v0, v1
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_10
; %bb.9:
	v_lshl_or_b32 v0, s6, 3, v2
	v_mul_lo_u32 v1, v0, 6
	v_mov_b32_e32 v2, 0
	ds_wrxchg_rtn_b32 v0, v4, v2 offset:64
	v_mov_b32_e32 v9, s13
	v_lshlrev_b64 v[7:8], 2, v[1:2]
	ds_read2_b32 v[5:6], v4 offset1:24
	ds_read2_b32 v[2:3], v4 offset0:32 offset1:40
	ds_read_b32 v4, v4 offset:192
	v_add_co_u32_e32 v7, vcc, s12, v7
	v_addc_co_u32_e32 v8, vcc, v9, v8, vcc
	s_waitcnt lgkmcnt(2)
	v_mov_b32_e32 v1, v6
	s_waitcnt lgkmcnt(1)
	global_store_dwordx4 v[7:8], v[0:3], off
	s_waitcnt lgkmcnt(0)
	global_store_dwordx2 v[7:8], v[4:5], off offset:16
.LBB0_10:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel histogram256
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 36
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 10
		.amdhsa_next_free_sgpr 14
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
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
	.size	histogram256, .Lfunc_end0-histogram256
                                        ; -- End function
	.set histogram256.num_vgpr, 10
	.set histogram256.num_agpr, 0
	.set histogram256.numbered_sgpr, 14
	.set histogram256.num_named_barrier, 0
	.set histogram256.private_seg_size, 0
	.set histogram256.uses_vcc, 1
	.set histogram256.uses_flat_scratch, 0
	.set histogram256.has_dyn_sized_stack, 0
	.set histogram256.has_recursion, 0
	.set histogram256.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 516
; TotalNumSgprs: 18
; NumVgprs: 10
; NumAgprs: 0
; TotalNumVgprs: 10
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 10
; Occupancy: 10
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	__clang_ocl_kern_imp_histogram256 ; -- Begin function __clang_ocl_kern_imp_histogram256
	.globl	__clang_ocl_kern_imp_histogram256
	.p2align	2
	.type	__clang_ocl_kern_imp_histogram256,@function
__clang_ocl_kern_imp_histogram256:      ; @__clang_ocl_kern_imp_histogram256
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_and_b32_e32 v9, 0x3ff, v31
	v_mov_b32_e32 v12, 0
	v_lshl_add_u32 v11, v9, 2, v7
	v_cmp_gt_u32_e32 vcc, 64, v9
	ds_write_b32 v11, v12
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB1_2
; %bb.1:
	v_and_b32_e32 v14, 56, v9
	v_and_b32_e32 v13, 24, v9
	v_mov_b32_e32 v15, 0x100
	v_cmp_eq_u32_e32 vcc, 24, v14
	v_cndmask_b32_e32 v14, 0, v15, vcc
	v_cmp_ne_u32_e32 vcc, 8, v13
	v_lshl_add_u32 v10, v9, 2, v8
	v_cndmask_b32_e32 v13, -1, v14, vcc
	ds_write_b32 v10, v13
.LBB1_2:
	s_or_b64 exec, exec, s[4:5]
	v_lshl_add_u32 v13, s12, 8, v9
	v_and_b32_e32 v10, 7, v9
	v_cmp_lt_u32_e32 vcc, v13, v6
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB1_6
; %bb.3:
	v_add_co_u32_e32 v0, vcc, v0, v13
	v_addc_co_u32_e32 v1, vcc, 0, v1, vcc
	global_load_ubyte v0, v[0:1], off
	v_mov_b32_e32 v1, 1
	s_waitcnt vmcnt(0)
	v_lshl_add_u32 v6, v0, 2, v7
	ds_add_rtn_u32 v1, v6, v1
	v_and_b32_e32 v6, 7, v0
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_u32_e32 vcc, 0, v1
	v_lshl_add_u32 v1, v6, 2, v8
	s_and_saveexec_b64 s[6:7], vcc
; %bb.4:
	v_mov_b32_e32 v6, -1
	ds_inc_u32 v1, v6
; %bb.5:
	s_or_b64 exec, exec, s[6:7]
	v_lshl_add_u32 v6, v10, 2, v8
	ds_max_u32 v6, v0 offset:64
	v_add_u32_e32 v7, 0xffffff80, v0
	ds_min_i32 v6, v7 offset:96
	v_lshlrev_b32_e64 v7, v0, 1
	ds_or_b32 v6, v7 offset:128
	v_lshrrev_b32_e32 v7, 3, v0
	v_lshlrev_b32_e64 v7, v7, 1
	v_not_b32_e32 v7, v7
	ds_and_b32 v6, v7 offset:160
	ds_xor_b32 v6, v0 offset:192
	v_mov_b32_e32 v0, 7
	ds_dec_rtn_u32 v12, v1, v0 offset:224
.LBB1_6:
	s_or_b64 exec, exec, s[4:5]
	v_lshl_add_u32 v0, v10, 2, v8
	v_mov_b32_e32 v1, -1
	ds_cmpst_b32 v0, v1, v9 offset:32
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v1, v11
	s_waitcnt lgkmcnt(0)
	v_cmp_ne_u32_e32 vcc, 0, v1
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB1_8
; %bb.7:
	v_add_u32_e32 v6, v1, v12
	v_lshlrev_b32_e32 v1, 2, v9
	v_add_co_u32_e32 v1, vcc, v2, v1
	v_addc_co_u32_e32 v2, vcc, 0, v3, vcc
	global_atomic_add v[1:2], v6, off
.LBB1_8:
	s_or_b64 exec, exec, s[4:5]
	ds_read_b32 v1, v0 offset:32
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_u32_e32 vcc, v9, v1
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB1_10
; %bb.9:
	v_lshl_or_b32 v1, s12, 3, v10
	v_mul_lo_u32 v7, v1, 6
	v_mov_b32_e32 v8, 0
	ds_wrxchg_rtn_b32 v6, v0, v8 offset:64
	ds_read2_b32 v[1:2], v0 offset1:24
	v_lshlrev_b64 v[10:11], 2, v[7:8]
	ds_read2_b32 v[8:9], v0 offset0:32 offset1:40
	ds_read_b32 v0, v0 offset:192
	v_add_co_u32_e32 v3, vcc, v4, v10
	v_addc_co_u32_e32 v4, vcc, v5, v11, vcc
	s_waitcnt lgkmcnt(2)
	v_mov_b32_e32 v7, v2
	s_waitcnt lgkmcnt(1)
	global_store_dwordx4 v[3:4], v[6:9], off
	s_waitcnt lgkmcnt(0)
	global_store_dwordx2 v[3:4], v[0:1], off offset:16
.LBB1_10:
	s_or_b64 exec, exec, s[4:5]
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end1:
	.size	__clang_ocl_kern_imp_histogram256, .Lfunc_end1-__clang_ocl_kern_imp_histogram256
                                        ; -- End function
	.set __clang_ocl_kern_imp_histogram256.num_vgpr, 32
	.set __clang_ocl_kern_imp_histogram256.num_agpr, 0
	.set __clang_ocl_kern_imp_histogram256.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_histogram256.num_named_barrier, 0
	.set __clang_ocl_kern_imp_histogram256.private_seg_size, 0
	.set __clang_ocl_kern_imp_histogram256.uses_vcc, 1
	.set __clang_ocl_kern_imp_histogram256.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_histogram256.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_histogram256.has_recursion, 0
	.set __clang_ocl_kern_imp_histogram256.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 520
; TotalNumSgprs: 36
; NumVgprs: 32
; NumAgprs: 0
; TotalNumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 32
	.set amdgpu.max_num_agpr, 0
	.set amdgpu.max_num_sgpr, 32
	.set amdgpu.max_num_named_barrier, 0
	.section	.AMDGPU.csdata,"",@progbits
	.ident	"Debian clang version 22.1.8 (1~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.amdgpu_metadata
---
amdhsa.kernels:
  - .agpr_count:     0
    .args:
      - .address_space:  global
        .is_const:       true
        .offset:         0
        .size:           8
        .type_name:      'uchar*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .offset:         24
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
      - .address_space:  local
        .offset:         28
        .pointee_align:  4
        .size:           4
        .type_name:      'uint*'
        .value_kind:     dynamic_shared_pointer
      - .address_space:  local
        .offset:         32
        .pointee_align:  4
        .size:           4
        .type_name:      'uint*'
        .value_kind:     dynamic_shared_pointer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 36
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           histogram256
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 256
      - 1
      - 1
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         histogram256.kd
    .uses_dynamic_stack: false
    .vgpr_count:     10
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx908
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
