#!/usr/bin/env python3
"""Regenerate crates/isa/data/flat_aliases.tsv: FLAT-encoding mnemonics of
other targets that llvm-mc-22 still assembles on a group (e.g.
`global_load_dword` on GFX11, where it means `global_load_b32`)."""
import os, sys

sys.path.insert(0, os.path.dirname(__file__))
import llvm
from gen_flat_corpus import example, segment_of, FORMS

groups, rows = llvm.read_rows(llvm.data_path("flat.tsv"))
llvm.write_aliases("FLAT-encoding aliases", __file__, groups, rows,
                   lambda n, s: example(n, s, FORMS[segment_of(n)][0]))
