.section .rodata.str1.1,"aMS",@progbits,1
.Lstr:
.asciz "hello"
named:
.asciz "x"
.data
.quad .Lstr+1
.quad .Lstr
.quad named+1
