.text
.ident "one"
.section .foo,"a",@progbits
.ident "two"
