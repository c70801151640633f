.text
.set a, X1+2
.globl g
g:
.comm c1, 4, 2
.globl g2
g2:
.hidden hh
.protected pp
.globl g3
g3:
.long a
.set gg, g2
.globl gg
.long zz
.size zz2, 4
.globl zz2
