#!/usr/bin/env python3
"""Regenerate crates/isa/tests/data/spelling_corpus.tsv from the LLVM oracle:
assembler spellings of tools/spelling_variants.py (the committed corpora's
texts without their encoding suffix, with stacked suffixes, fake16 halves,
floats for integers, other mask spellings; and the hand-picked float lines),
as `asm` rows (LLVM's text and bytes) and `err` rows (its column and
message).  Every hand-picked line is kept; of the respelled ones a fixed
sample (KEEP_ASM of the accepted, KEEP_ERR of the refused, chosen by a hash
of the line), so the file stays a few megabytes.  Left out: lines whose
encoding llvm-mc-22 gets wrong by its own measure: whose printed text it
does not assemble back to the same bytes, or whose printed `lit(...)` its
bytes lack (GFX9 VOP3 literals: no literal dword; `v_fmamk_f16 v1,
lit(0x2a), 42.0, v2` keeps K and loses the lit).

    tools/gen_spelling_corpus.py > crates/isa/tests/data/spelling_corpus.tsv
"""
import collections
import hashlib
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import llvm  # noqa: E402
import spelling_variants  # noqa: E402

KEEP_ASM, KEEP_ERR = 5, 40
MATTR = {"w64": "+wavefrontsize64"}


def sampled(spec, text, accepted):
    h = int(hashlib.sha1(f"{spec}\t{text}".encode()).hexdigest()[:8], 16)
    return h % (KEEP_ASM if accepted else KEEP_ERR) == 0


def main():
    extra = list(spelling_variants.extra_lines())
    lines = extra + list(spelling_variants.corpus_lines(per=1))
    hand = set(extra)
    by_spec = collections.defaultdict(list)
    for spec, text in dict.fromkeys(lines):
        by_spec[spec].append(text)
    print(llvm.header("Assembler spellings corpus", __file__))
    for spec in llvm.TARGETS + [f"{t}:w64" for t in llvm.TARGETS]:
        texts = by_spec.get(spec)
        if not texts:
            continue
        name, _, wave = spec.partition(":")
        answers = llvm.assemble_located(name, texts, MATTR.get(wave))
        printed = [t for t, _ in answers if t is not None]
        again = dict(zip(printed, llvm.assemble(name, printed, MATTR.get(wave))))
        dropped = 0
        for line, (text, res) in zip(texts, answers):
            if text is not None and (again[text][1] != res or llvm.literal_missing(text, res)):
                dropped += 1
                continue
            if (spec, line) not in hand and not sampled(spec, line, text is not None):
                continue
            if text is None:
                print(f"err\t{spec}\t{line}\t{res[0]}\t{res[1]}")
            else:
                print(f"asm\t{spec}\t{line}\t{text}\t{llvm.hexbytes(res)}")
        print(f"{spec}: {len(texts)} lines, {dropped} left out", file=sys.stderr)


if __name__ == "__main__":
    main()
