// empty lines print as empty lines, in a macro's expansion too
.text
s_nop 0


s_nop 1
.macro twice x
  s_nop \x

  s_nop \x
.endm
  twice 2
  twice 3
