#!/usr/bin/env python3
"""Seed corpora for the fuzz targets, from the committed test data.

Writes fuzz/corpus/<target>/ (files named by their SHA-1, as libFuzzer names
what it adds), in the input formats the targets in fuzz/fuzz_targets/ read:

  decode  [target byte] + machine code: the byte columns of
          crates/isa/tests/data/*.tsv (256 rows per seed, per file and target)
          and the executable sections of every committed code object
  parse   [target byte] + text: the text columns of the same corpora (200
          lines per seed), the swizzle corpora as ds_swizzle_b32 lines
  elf     every committed .o and .hsaco
  serve   requests (`METHOD PATH?QUERY\\nCONTENT-TYPE\\nBODY`): pages,
          /api/asm and /api/disasm bodies from the corpora, /api/explain of
          their mnemonics, wrong methods and content types
  run     one-wave programs (crates/emu/tests/programs/*.s assembled), each
          committed kernel of fuzz/src/lib.rs's OBJECTS unchanged, and those
          objects whole (mode 3)
  expr    none: its input is structured, libFuzzer starts from nothing

A target byte indexes `amdgpu-isa targets` (top bit: wave64), as
fuzz/src/lib.rs's `target` reads it. The CLI is run through cargo unless
AMDGPU_ISA names a built binary.

Usage: tools/fuzz_seeds.py [OUT_DIR]   (default fuzz/corpus)
"""

import hashlib
import json
import os
import re
import struct
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DATA = ROOT / "crates/isa/tests/data"


def cli(*args):
    exe = os.environ.get("AMDGPU_ISA")
    cmd = [exe] if exe else ["cargo", "run", "--quiet", "-p", "amdgpu-isa-cli", "--"]
    return subprocess.run(cmd + list(args), cwd=ROOT, check=True, capture_output=True)


TARGETS = [line.split()[0] for line in cli("targets").stdout.decode().splitlines()]


def pick(name):
    """The target byte for `gfx1100` or `gfx1100:w64`, None if unknown."""
    base, _, wave = name.partition(":")
    if base not in TARGETS:
        return None
    return TARGETS.index(base) | (0x80 if wave == "w64" else 0)


# EF_AMDGPU_MACH -> processor, from the reader's own table
MACH = {
    int(m, 16): n
    for m, n in re.findall(
        r'(0x[0-9a-f]+) => "(gfx\w+)"',
        (ROOT / "crates/codeobj/src/elf_header.rs").read_text(),
    )
}


def elf_code(data):
    """The processor and the executable sections' bytes of an ELF64 file."""
    flags = struct.unpack_from("<I", data, 0x30)[0]
    shoff = struct.unpack_from("<Q", data, 0x28)[0]
    shentsize, shnum = struct.unpack_from("<HH", data, 0x3A)
    code = []
    for i in range(shnum):
        h = shoff + i * shentsize
        sh_type, sh_flags = struct.unpack_from("<IQ", data, h + 4)
        off, size = struct.unpack_from("<QQ", data, h + 0x18)
        if sh_flags & 4 and sh_type != 8:  # SHF_EXECINSTR, not NOBITS
            code.append(data[off : off + size])
    return MACH.get(flags & 0xFF), code


def objects():
    dirs = ["tests/elf", "crates/codeobj/tests/data", "tools/emu-anchor/kernels", "crates/cli/tests"]
    for d in dirs:
        for p in sorted((ROOT / d).rglob("*")):
            if p.suffix in (".o", ".hsaco") and p.is_file():
                yield p


def rows():
    """(file stem, target, bytes or None, text or None) of every corpus row."""
    for f in sorted(DATA.glob("*_corpus.tsv")):
        for line in f.read_text().splitlines():
            c = line.split("\t")
            if line.startswith("#") or len(c) < 4:
                continue
            kind, target = c[0], c[1]
            hexes, text = None, None
            if kind in ("rt", "dis"):
                hexes, text = c[2], c[3]
            elif kind == "asm":
                text, hexes = c[2], c[4] if len(c) > 4 else None
            elif kind == "err":
                text = c[2]
            if text == "<invalid>":
                text = None
            data = bytes(int(x, 16) for x in hexes.split(",")) if hexes else None
            yield f.stem, target, data, text


def chunks(items, n):
    for i in range(0, len(items), n):
        yield items[i : i + n]


class Corpus:
    def __init__(self, out, name):
        self.dir = Path(out) / name
        self.dir.mkdir(parents=True, exist_ok=True)
        self.count = 0

    def add(self, data):
        (self.dir / hashlib.sha1(data).hexdigest()).write_bytes(data)
        self.count += 1


def main():
    out = sys.argv[1] if len(sys.argv) > 1 else ROOT / "fuzz/corpus"
    decode, parse, elf, serve, run = (
        Corpus(out, n) for n in ("decode", "parse", "elf", "serve", "run")
    )

    code = {}
    text = {}
    for stem, target, data, line in rows():
        if pick(target) is None:
            continue
        if data:
            code.setdefault((stem, target), []).append(data)
        if line:
            text.setdefault((stem, target), []).append(line)
    for (_, target), group in code.items():
        for c in chunks(group, 256):
            decode.add(bytes([pick(target)]) + b"".join(c))
    for (_, target), group in text.items():
        for c in chunks(group, 200):
            parse.add(bytes([pick(target)]) + "\n".join(c).encode())

    # swizzle offsets: `offset:TEXT` of ds_swizzle_b32
    swz = {}
    for f in ("swizzle.tsv", "swizzle_errors.tsv", "swizzle_inputs.tsv"):
        lines = (DATA / f).read_text().splitlines()
        header = next((l for l in lines if l.startswith("# targets:")), "")
        for line in lines:
            c = line.split("\t")
            if line.startswith("#") or len(c) < 2:
                continue
            if f == "swizzle.tsv":
                targets = header.split(":", 1)[1].split() if c[1] else []
                arg = c[1]
            else:
                targets, arg = [c[1]], c[0]
            for t in targets:
                swz.setdefault(t, []).append(f"ds_swizzle_b32 v0, v1 offset:{arg}")
    for t, group in swz.items():
        if pick(t) is not None:
            for c in chunks(group, 200):
                parse.add(bytes([pick(t)]) + "\n".join(c).encode())

    for p in objects():
        data = p.read_bytes()
        elf.add(data)
        gpu, sections = elf_code(data)
        if pick(gpu or "") is not None:
            for s in sections:
                decode.add(bytes([pick(gpu)]) + s[:65535])

    # serve
    def request(method, target, ctype=b"", body=b""):
        serve.add(f"{method} {target}".encode() + b"\n" + ctype + b"\n" + body)

    for page in ("/", "/index.html", "/app.js", "/style.css", "/gfx950/ds_add_u32.html", "/search.json"):
        request("GET", page)
        request("HEAD", page)
        request("POST", page)
    request("GET", "/gfx950/ds%5fadd%5fu32.html")
    request("GET", "/%zz")
    request("GET", "/api/nothing")
    json_ct = b"application/json; charset=utf-8"
    names = set()
    for (stem, target), group in sorted(text.items()):
        for c in list(chunks(group, 20))[:3]:
            base, _, wave = target.partition(":")
            v = {"target": base, "text": "\n".join(c)}
            if wave:
                v["wave_size"] = 64
            request("POST", "/api/asm", json_ct, json.dumps(v).encode())
            names.update(line.split()[0] for line in c if line.split())
    for (stem, target), group in sorted(code.items()):
        for c in list(chunks(group, 20))[:2]:
            hexes = "\n".join(",".join(f"0x{b:02x}" for b in d) for d in c)
            v = {"target": target.partition(":")[0], "hex": hexes}
            request("POST", "/api/disasm", b"application/json", json.dumps(v).encode())
    for i, name in enumerate(sorted(names)[::40]):
        t = TARGETS[i % len(TARGETS)]
        request("GET", f"/api/explain/{name}?target={t}")
        request("GET", f"/api/explain/{name}")
    request("GET", "/api/explain/ds_add_u32?target=gfx950")
    request("GET", "/api/explain/v_ad_f32")
    request("GET", "/api/explain/ds_add_u32?target=nope")
    request("PUT", "/api/asm", b"application/json", b'{"target":"gfx950","text":"s_nop 0"}')
    request("POST", "/api/asm", b"text/plain", b'{"target":"gfx950","text":"s_nop 0"}')
    request("POST", "/api/asm", b"application/json", b'{"target":"gfx950"')
    request("POST", "/api/disasm", b"application/json", b'{"target":"gfx1100","wave_size":64,"hex":"D8660000 05000201"}')

    # run, mode 0: the emulator's programs, on the first target each names
    with tempfile.TemporaryDirectory() as tmp:
        for s in sorted((ROOT / "crates/emu/tests/programs").glob("*.s")):
            m = re.search(r"^; target: (\S+)", s.read_text(), re.M)
            t = m.group(1) if m else "gfx1100"
            if pick(t) is None:
                continue
            bin_path = Path(tmp) / "p.bin"
            try:
                cli("asm", "--target", t, "-o", str(bin_path), str(s))
            except subprocess.CalledProcessError:
                continue
            head = bytes([0, pick(t)]) + b"\xff" * 8 + bytes(8)
            run.add(head + bin_path.read_bytes())
    # modes 1 and 3: the committed kernels as they are
    lib = (ROOT / "fuzz/src/lib.rs").read_text()
    for i, path in enumerate(re.findall(r'obj!\("([^"]+)"\)', lib)):
        for k in range(8):
            run.add(bytes([1, i, k, 63, 1, 63]))
        run.add(bytes([3, 0, 0, 63, 1, 63]) + (ROOT / path).read_bytes())

    for c in (decode, parse, elf, serve, run):
        print(f"{c.dir}: {c.count} seeds")


if __name__ == "__main__":
    main()
