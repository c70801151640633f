#!/usr/bin/env python3
"""Regenerate crates/isa/data/buffer_aliases.tsv: buffer mnemonics of other
targets that llvm-mc-22 still assembles on a group (e.g. `buffer_load_dword`
on GFX11, where it means `buffer_load_b32`)."""
import os, sys

sys.path.insert(0, os.path.dirname(__file__))
import llvm
from gen_buffer_corpus import example

groups, rows = llvm.read_rows(llvm.data_path("buffer.tsv"))
llvm.write_aliases("Buffer aliases", __file__, groups, rows, example, skip=("noasm",))
