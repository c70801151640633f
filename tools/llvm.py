"""Shared helpers for the dev scripts that ask the LLVM oracle (llvm-mc-22)."""
import subprocess

LLVM_MC = "llvm-mc-22"

# Every target the toolkit covers, in the order the tables list them.
TARGETS = ["gfx900", "gfx906", "gfx908", "gfx90a", "gfx942", "gfx950",
           "gfx1010", "gfx1011", "gfx1012", "gfx1013",
           "gfx1030", "gfx1031", "gfx1032", "gfx1033", "gfx1034", "gfx1035", "gfx1036",
           "gfx1100", "gfx1101", "gfx1102", "gfx1103",
           "gfx1150", "gfx1151", "gfx1152", "gfx1153",
           "gfx1200", "gfx1201"]


def version():
    out = subprocess.run([LLVM_MC, "--version"], capture_output=True, text=True).stdout
    return " ".join(l.strip() for l in out.splitlines()[:2] if l.strip())


def is_gfx9(target):
    return not target.startswith("gfx1")


def endpgm(target):
    return 0xBF810000 if is_gfx9(target) or target.startswith("gfx10") else 0xBFB00000


def byte_list(value, nbytes):
    return ",".join(f"0x{b:02x}" for b in value.to_bytes(nbytes, "little"))


def _as_bytes(w, nbytes):
    return w if isinstance(w, (bytes, bytearray)) else w.to_bytes(nbytes, "little")


def _disassemble_batch(target, words, nbytes, mattr):
    """Disassembles words up to and including the first invalid one.

    Returns (texts, first_invalid_index_or_None).  Output after an invalid word
    cannot be trusted: llvm-mc resumes 4 bytes later and may fold what follows
    into instructions of any length."""
    sentinel = byte_list(endpgm(target), 4)
    lines = []
    for w in words:
        lines.append(",".join(f"0x{b:02x}" for b in _as_bytes(w, nbytes)))
        lines.append(sentinel)
    cmd = [LLVM_MC, "-arch=amdgcn", f"-mcpu={target}", "--disassemble"]
    if mattr:
        cmd.append(f"-mattr={mattr}")
    p = subprocess.run(cmd, input="\n".join(lines) + "\n", capture_output=True, text=True)
    bad = [int(l.split(":")[1]) for l in p.stderr.splitlines()
           if l.startswith("<stdin>:") and "invalid instruction encoding" in l]
    first_bad = (min(bad) - 1) // 2 if bad else None
    out = [l.strip() for l in p.stdout.splitlines() if l.strip()]
    texts, i = [], 0
    for k in range(len(words) if first_bad is None else first_bad):
        if i + 1 >= len(out) or out[i + 1] != "s_endpgm":
            # the word took more bytes than given (e.g. a DPP/SDWA marker
            # swallowed the sentinel): llvm does not decode it as given
            return texts, k
        texts.append(out[i])
        i += 2
    return texts, first_bad


def disassemble_each(target, words, nbytes=8, mattr=None):
    """Disassemble every word (an int of `nbytes`, or bytes) on its own;
    returns one text (or None) per word."""
    res = []
    while len(res) < len(words):
        texts, first_bad = _disassemble_batch(target, words[len(res):], nbytes, mattr)
        res += texts
        if first_bad is not None:
            res.append(None)
    # A word judged invalid in a batch is asked again alone: context (bytes a
    # neighbour swallowed) must not decide the verdict.
    for k, t in enumerate(res):
        if t is None:
            alone, bad = _disassemble_batch(target, [words[k]], nbytes, mattr)
            res[k] = alone[0] if bad is None else None
    return res


# A block of two s_nops (the same encoding on every target) between words
# splits llvm-mc's output into one part per word.
_SEPARATOR = "[0x07,0x00,0x80,0xbf,0x05,0x00,0x80,0xbf]"
_SEPARATOR_TEXT = ["s_nop 7", "s_nop 5"]


def disassemble_blocks(target, words, nbytes=8, mattr=None):
    """One text (or None) per word, as each word asked alone, in one llvm-mc
    run: each word goes with its sentinel as an atomic block `[...]`, which
    llvm-mc decodes on its own (no bytes shared with neighbours, no
    resynchronising after an invalid encoding), and a separator block follows
    each word.  (disassemble_each's batches can credit a word that swallowed
    its sentinel with a later word's sentinel; this cannot.)  Falls back to
    disassemble_each should a word's own output contain the separator."""
    sentinel = byte_list(endpgm(target), 4)
    src = []
    for w in words:
        src.append("[" + ",".join(f"0x{b:02x}" for b in _as_bytes(w, nbytes)))
        src.append(sentinel + "]")
        src.append(_SEPARATOR)
    cmd = [LLVM_MC, "-arch=amdgcn", f"-mcpu={target}", "--disassemble"]
    if mattr:
        cmd.append(f"-mattr={mattr}")
    p = subprocess.run(cmd, input="\n".join(src) + "\n", capture_output=True, text=True)
    rejected = {(int(l.split(":")[1]) - 1) // 3 for l in p.stderr.splitlines()
                if l.startswith("<stdin>:") and "invalid instruction encoding" in l}
    out = [l.strip() for l in p.stdout.splitlines() if l.strip()]
    parts, start, i = [], 0, 0
    while i < len(out):
        if out[i:i + 2] == _SEPARATOR_TEXT:
            parts.append(out[start:i])
            i += 2
            start = i
        else:
            i += 1
    if len(parts) != len(words) or start != len(out):
        return disassemble_each(target, words, nbytes, mattr)
    return [part[0] if k not in rejected and len(part) >= 2 and part[1] == "s_endpgm" else None
            for k, part in enumerate(parts)]


def assemble(target, lines, mattr=None):
    """Assemble each line on its own; returns (text, bytes) or (None, error) per line."""
    return [(t, r if t is not None else r[1]) for t, r in assemble_located(target, lines, mattr)]


def assemble_located(target, lines, mattr=None):
    """Like assemble, but errors come back as (None, (column, message))."""
    cmd = [LLVM_MC, "-arch=amdgcn", f"-mcpu={target}", "-show-encoding"]
    if mattr:
        cmd.append(f"-mattr={mattr}")
    src = []
    for l in lines:
        src.append(l)
        src.append("s_endpgm")
    p = subprocess.run(cmd, input="\n".join(src) + "\n", capture_output=True, text=True)
    errs = {}
    for line in p.stderr.splitlines():
        if line.startswith("<stdin>:") and ": error: " in line:
            _, n, col, _ = line.split(":", 3)
            errs.setdefault(int(n), (int(col), line.split(": error: ", 1)[1]))
    out = [l.strip() for l in p.stdout.splitlines() if l.strip() and not l.strip().startswith(".")]
    res, i = [], 0
    for k in range(len(lines)):
        if 2 * k + 1 in errs:
            res.append((None, errs[2 * k + 1]))
            # some errors (e.g. `nv` on GFX12) are reported after the line was encoded
            if not out[i].startswith("s_endpgm"):
                i += 1
        else:
            text, enc = out[i].split(" ; encoding: ")
            i += 1
            res.append((text.strip(), bytes(int(b, 16) for b in enc.strip("[]").split(","))))
        assert out[i].startswith("s_endpgm"), (lines[k], out[i])
        i += 1
    return res
