	.amdgcn_target "amdgcn-amd-amdhsa--gfx1010"
// branches 0x3f dwords forward get an s_nop after them on RDNA 1;
// the second stays 0x3f once the first is padded; a branch to a global
// symbol is relocated (and padded, its offset unknown)
	.text
	.globl f
	.type f,@function
f:
	s_branch .La
	s_cbranch_scc0 .Lb
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
.La:
	s_nop 1
.Lb:
	s_endpgm
.Lhere = .
	s_mov_b32 s0, .Lhere - f
	.p2align 6
	s_branch f
.Lend:
	.size f, .Lend-f
	.section .rodata,"a",@progbits
	.long .Lend - f
