#!/usr/bin/env python3
"""Regenerate crates/isa/tests/data/sweep_corpus.tsv from the LLVM oracle:
every line of the tools/operand_sweeps.py classes CORPUS_CLASSES lists
(float constants in GFX11/GFX12 16-bit and packed sources, lds_direct in
each source slot on GFX9/GFX10, GFX12 transposing loads in both wave sizes,
mnemonic aliases, v_illegal, the spellings of issue 21 the codec takes), as
`asm` rows (LLVM's text and bytes) and `err` rows (its column and message);
and, as `rt`/`dis` rows, the words of the transposing loads decoded in
wave64, and the words of gfx950's v_permlane*_swap with each op_sel
value. Left out, as in tools/gen_spelling_corpus.py: lines whose printed
text llvm-mc-22 does not assemble back to its own bytes.

    tools/gen_sweep_corpus.py > crates/isa/tests/data/sweep_corpus.tsv
"""
import collections
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import llvm  # noqa: E402
import operand_sweeps  # noqa: E402

MATTR = {"w64": "+wavefrontsize64"}


def main():
    print(llvm.header("Operand-class and alias sweep corpus", __file__))
    tr_words = collections.defaultdict(list)
    for cls in operand_sweeps.CORPUS_CLASSES:
        by_spec = collections.defaultdict(list)
        for spec, text in dict.fromkeys(operand_sweeps.CLASSES[cls]()):
            by_spec[spec].append(text)
        kept = 0
        for spec, texts in by_spec.items():
            name, _, wave = spec.partition(":")
            answers = llvm.assemble_located(name, texts, MATTR.get(wave))
            printed = [t for t, _ in answers if t is not None]
            again = dict(zip(printed, llvm.assemble(name, printed, MATTR.get(wave))))
            for line, (text, res) in zip(texts, answers):
                if text is None:
                    print(f"err\t{spec}\t{line}\t{res[0]}\t{res[1]}")
                elif again[text][1] == res and not llvm.literal_missing(text, res):
                    print(f"asm\t{spec}\t{line}\t{text}\t{llvm.hexbytes(res)}")
                    if cls == "tr" and not wave:
                        tr_words[name].append(res)
                else:
                    continue
                kept += 1
        print(f"{cls}: {kept} rows", file=sys.stderr)
    # gfx950 v_permlane*_swap words with each op_sel value, decoded
    texts = llvm.disassemble_each("gfx950", operand_sweeps.PERM_SWAP_WORDS, 8)
    for row in llvm.word_rows("gfx950", "gfx950", operand_sweeps.PERM_SWAP_WORDS, texts, 8):
        print(row)
    # the wave32 words of the transposing loads, decoded in both wave sizes
    for name, words in tr_words.items():
        words = list(dict.fromkeys(words))
        for wave in ("", "w64"):
            texts = llvm.disassemble_each(name, words, 12, MATTR.get(wave))
            tag = f"{name}:{wave}" if wave else name
            for row in llvm.word_rows(tag, name, words, texts, 12, MATTR.get(wave)):
                print(row)


if __name__ == "__main__":
    main()
