.amdhsa_code_object_version 6
.type t_first,@function
.size s_first, 4
.set alias1, target_of_set+2
.text
.file "a.c"
.file "b.c"
loc1:
  s_nop 0
.file "c.c"
.set alias2, loc1
t_first:
s_first:
  s_nop 0
.weak refd_only
.set e1, refd_in_set_only
.data
  .long alias1
