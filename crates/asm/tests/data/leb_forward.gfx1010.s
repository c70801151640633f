; .uleb128/.sleb128 values whose labels come further down, sized once the
; layout is known (llvm-mc-22 relaxes them as LEB fragments); a backward one
; that a later-sized value lies across; and on gfx1010 a branch padded for
; its 0x3f-dword offset between the labels one measures
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1010"
	.text
start:
	.uleb128 mid - start, end - start
	.sleb128 start - end, 5, . - mid
	.fill 120, 1, 0
mid:
	.fill 8000, 1, 1
	s_branch target
	.uleb128 target - mid
	.byte 0, 0
	.rept 62
	s_nop 0
	.endr
target:
	s_endpgm
end:
	.section .debug_sizes,"",@progbits
	.uleb128 end - start
	.sleb128 start - end
	.uleb128 target - mid + 16000
	.sleb128 start - end - 100000000000
	.uleb128 .Lafter - .Lbefore
.Lbefore:
	.fill 127, 1, 0
.Lafter:
