#!/usr/bin/env python3
"""Reference kernel descriptors from llvm-mc-22 for crates/codeobj/tests/kd_build.rs.

Writes crates/codeobj/tests/data/kd/:
  survey.tsv  every distinct `.amdhsa_kernel` block of the given `clang-22 -S`
              files (default /tmp/survey/*.s) with the `.set` symbols its
              expressions need and the 64 bytes llvm-mc-22 writes for NAME.kd;
  cases.tsv   hand-made blocks: each directive alone at a run of values on each
              target, whole-block cross-checks, with llvm-mc-22's bytes or its
              first error (message and where it points);
  functions.tsv  AMDGPU expression functions and llvm-mc-22's value of each.

usage: tools/gen_kd_fixture.py [FILE.s ...]
"""
import glob
import os
import random
import re
import struct
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import llvm  # noqa: E402

OUT = os.path.join(llvm.ROOT, "crates", "codeobj", "tests", "data", "kd")
GFX90A = ("gfx90a", "gfx942", "gfx950")


def elf_symbols(data):
    """{name: bytes} of every sized symbol of an ELF64 relocatable object, and
    its sections as {name: bytes}."""
    shoff, = struct.unpack_from("<Q", data, 0x28)
    shentsize, shnum, shstrndx = struct.unpack_from("<HHH", data, 0x3A)
    secs = [struct.unpack_from("<IIQQQQIIQQ", data, shoff + i * shentsize) for i in range(shnum)]
    names = secs[shstrndx]

    def cstr(base, at):
        end = data.index(b"\0", base + at)
        return data[base + at:end].decode()

    sections = {cstr(names[4], s[0]): data[s[4]:s[4] + s[5]] for s in secs if s[1] != 8}
    syms = {}
    for s in secs:
        if s[1] != 2:  # SHT_SYMTAB
            continue
        strtab = secs[s[6]][4]
        for j in range(s[5] // 24):
            st_name, _, _, shndx, value, size = struct.unpack_from("<IBBHQQ", data, s[4] + j * 24)
            if 0 < shndx < len(secs) and size:
                sec = secs[shndx]
                syms[cstr(strtab, st_name)] = data[sec[4] + value:sec[4] + value + size]
    return syms, sections


def assemble(target, text, mattr=None):
    """(symbols, sections, None) or (None, None, stderr)."""
    with tempfile.TemporaryDirectory() as d:
        src, obj = os.path.join(d, "k.s"), os.path.join(d, "k.o")
        with open(src, "w") as f:
            f.write(text)
        cmd = [llvm.LLVM_MC, "-triple=amdgcn-amd-amdhsa", f"-mcpu={target}", "-filetype=obj", src, "-o", obj]
        if mattr:
            cmd.append(f"-mattr={mattr}")
        r = subprocess.run(cmd, capture_output=True, text=True)
        if r.returncode != 0 or "error:" in r.stderr:
            return None, None, r.stderr
        syms, sections = elf_symbols(open(obj, "rb").read())
        return syms, sections, None


# ---- survey blocks ----------------------------------------------------------

BLOCK = re.compile(r"^\s*\.amdhsa_kernel (\S+)\n(.*?)^\s*\.end_amdhsa_kernel", re.S | re.M)
SET = re.compile(r"^\s*\.set\s+([^,\s]+)\s*,\s*(.*?)\s*$", re.M)
SYMBOL = re.compile(r"[A-Za-z_.$][\w.$]*")


def survey(files):
    rows, shapes, sets, seen = [], {}, [], set()
    for path in sorted(files):
        text = open(path).read()
        m = re.search(r'\.amdgcn_target "amdgcn-amd-amdhsa--(gfx\w+)"', text)
        if not m:
            continue
        target = m.group(1)
        # clang's wave64 output for a wave32 target says so only in its blocks.
        mattr = "+wavefrontsize64" if ".amdhsa_wavefront_size32 0" in text else None
        syms, _, err = assemble(target, text, mattr)
        if syms is None:
            sys.exit(f"{path}: llvm-mc-22 fails: {err}")
        defs = dict(SET.findall(text))
        # Where each symbol is set: a value naming one set after its block is
        # only known later (written `=VALUE` in the row).
        set_at = {m.group(1): m.start() for m in SET.finditer(text)}
        fid = os.path.basename(path)[:-2]
        used = set()

        def known_at(expr, at, depth=0):
            return depth < 64 and all(
                s not in defs or (set_at[s] < at and known_at(defs[s], at, depth + 1))
                for s in SYMBOL.findall(expr))

        for m in BLOCK.finditer(text):
            kernel, body = m.group(1), m.group(2)
            lines = [l.strip() for l in body.splitlines() if l.strip()]
            pairs = [l.split(None, 1) for l in lines]
            kd = syms[kernel + ".kd"]
            key = (target, tuple(lines), kd)
            if key in seen:
                continue
            seen.add(key)
            names = tuple(p[0] for p in pairs)
            shape = shapes.setdefault(names, len(shapes))
            values = [p[1] if known_at(p[1], m.start()) else "=" + p[1] for p in pairs]
            row = [fid, target, mattr or "-", kernel, str(shape), kd.hex()] + values
            rows.append("\t".join(row))
            todo = [s for p in pairs for s in SYMBOL.findall(p[1]) if s in defs]
            while todo:
                s = todo.pop()
                if s not in used:
                    used.add(s)
                    todo += [t for t in SYMBOL.findall(defs[s]) if t in defs]
        sets += ["\t".join(["@set", fid, s, defs[s]]) for s in sorted(used)]
    shape_lines = ["\t".join(["@shape", str(i)] + list(n)) for n, i in sorted(shapes.items(), key=lambda x: x[1])]
    return shape_lines + sets + rows


# ---- hand-made cases --------------------------------------------------------

DIRECTIVES = [l for l in open(os.path.join(llvm.ROOT, "crates", "codeobj", "src", "kd_build.rs"))
              .read().split("pub const DIRECTIVES")[1].split("];")[0].split('"')[1::2]]
VALUES = [1, 2, 3, 4, 16, 64, 256, 512, 4294967295, 4294967296, -1]
TARGETS = ["gfx900", "gfx908", "gfx90a", "gfx942", "gfx950", "gfx1010", "gfx1030", "gfx1100", "gfx1151", "gfx1200"]


def base(target):
    lines = [".amdhsa_next_free_vgpr 0", ".amdhsa_next_free_sgpr 0"]
    if target in GFX90A:
        lines.append(".amdhsa_accum_offset 4")
    return lines


def with_lines(target, extra):
    """The base block with `extra` replacing or adding directives."""
    names = {l.split()[0] for l in extra}
    return [l for l in base(target) if l.split()[0] not in names] + extra


def run_case(case):
    target, mattr, lines = case
    head = "\t.text\nk:\n\ts_endpgm\n\t.rodata\n\t.p2align 6\n\t.amdhsa_kernel k\n"
    # A value written `=N` is a symbol set to N after the block: llvm-mc-22
    # cannot evaluate it where the directive stands.
    body, later = [], []
    for i, l in enumerate(lines):
        name, _, value = l.partition(" ")
        if value.startswith("="):
            body.append(f"{name} later{i}")
            later.append(f"\t.set later{i}, {value[1:]}\n")
        else:
            body.append(l)
    text = head + "".join(f"\t\t{l}\n" for l in body) + "\t.end_amdhsa_kernel\n" + "".join(later)
    syms, _, err = assemble(target, text, mattr)
    if syms is not None:
        return ok(syms["k.kd"])
    m = re.search(r"k\.s:(\d+):(\d+): error: (.*)", err)
    if not m:
        sys.exit(f"unexpected llvm-mc-22 output for {case}: {err}")
    line, col, msg = int(m.group(1)), int(m.group(2)), m.group(3)
    # A message continued on the next line (LLVM's text ends in '\n').
    rest = err[m.end():].split("\n")
    if len(rest) > 2 and rest[1] == "":
        msg += "\\n"
    first = 7  # line number of lines[0]
    if line == first + len(lines):
        at = "end"
    else:
        src = "\t\t" + lines[line - first]
        name_col = 3
        value_col = name_col + len(lines[line - first].split()[0]) + 1
        at = {name_col: "name", value_col: "value"}.get(col)
        if at is None:
            sys.exit(f"error column {col} of {case} is neither name nor value: {src}")
        at = f"{at}:{lines[line - first].split()[0]}"
    return f"err {at} {msg}"


def ok(kd):
    """The descriptor's members as hex words: group, private and kernarg sizes,
    rsrc3, rsrc1, rsrc2, properties, kernarg preload (the rest is zero)."""
    assert kd[12:44] == bytes(32) and kd[60:] == bytes(4), kd.hex()
    g, p, k = struct.unpack_from("<3I", kd, 0)
    r3, r1, r2 = struct.unpack_from("<3I", kd, 44)
    props, pre = struct.unpack_from("<2H", kd, 56)
    return "ok " + " ".join(f"{w:x}" for w in (g, p, k, r3, r1, r2, props, pre))


def cases():
    out = []
    for t in TARGETS:
        wave = ["+wavefrontsize64"] if not t.startswith("gfx9") else []
        for mattr in [None] + wave:
            out.append((t, mattr, base(t)))
        for d in DIRECTIVES:
            for v in VALUES:
                out.append((t, None, with_lines(t, [f"{d} {v}"])))
        # repetition, unknown names, missing directives
        out.append((t, None, base(t) + [".amdhsa_reserve_vcc 1", ".amdhsa_reserve_vcc 1"]))
        out.append((t, None, base(t) + [".amdhsa_foo 1"]))
        out.append((t, None, base(t) + ["foo 1"]))
        out.append((t, None, base(t) + [".AMDHSA_RESERVE_VCC 1"]))
        out.append((t, None, base(t) + [".amdhsa_foo -1"]))
        out.append((t, None, [l for l in base(t) if "vgpr" not in l]))
        out.append((t, None, [l for l in base(t) if "sgpr" not in l]))
        out.append((t, None, [l for l in base(t) if "accum" not in l]))
        out.append((t, None, []))
        # register counts against the reserve directives and XNACK
        xn = ["-xnack", "+xnack"] if t.startswith("gfx9") or t == "gfx1010" else []
        for mattr in [None] + xn + wave:
            for vcc in (None, 0, 1):
                for fs in (None, 0, 1):
                    for s in (0, 2, 3, 5, 6, 8, 97, 100, 102, 103, 4294967296):
                        extra = [f".amdhsa_next_free_sgpr {s}"]
                        extra += [f".amdhsa_reserve_vcc {vcc}"] if vcc is not None else []
                        extra += [f".amdhsa_reserve_flat_scratch {fs}"] if fs is not None else []
                        out.append((t, mattr, with_lines(t, extra)))
            for x in (0, 1):
                out.append((t, mattr, with_lines(t, [f".amdhsa_reserve_xnack_mask {x}"])))
            for w in (None, 0, 1):
                for v in (1, 4, 5, 8, 9, 16, 17, 256, 257, 512, 513, 4294967296 + 8):
                    extra = [f".amdhsa_next_free_vgpr {v}"]
                    extra += [f".amdhsa_wavefront_size32 {w}"] if w is not None else []
                    out.append((t, mattr, with_lines(t, extra)))
        # user SGPRs
        for n in (None, 0, 1, 5, 6, 16, 31, 32, 4294967296, 4294967296 + 6):
            extra = [".amdhsa_user_sgpr_dispatch_ptr 1", ".amdhsa_user_sgpr_kernarg_segment_ptr 1",
                     ".amdhsa_user_sgpr_private_segment_size 1"]
            extra += [f".amdhsa_user_sgpr_count {n}"] if n is not None else []
            out.append((t, None, with_lines(t, extra)))
        all_user = [".amdhsa_user_sgpr_dispatch_ptr 1", ".amdhsa_user_sgpr_queue_ptr 1",
                    ".amdhsa_user_sgpr_kernarg_segment_ptr 1", ".amdhsa_user_sgpr_dispatch_id 1",
                    ".amdhsa_user_sgpr_private_segment_size 1"]
        if t not in ("gfx942", "gfx950") and not t.startswith(("gfx11", "gfx12")):
            all_user += [".amdhsa_user_sgpr_private_segment_buffer 1", ".amdhsa_user_sgpr_flat_scratch_init 1"]
        out.append((t, None, with_lines(t, all_user)))
        if t in GFX90A:
            for length, off, size in ((16, 0, 0), (2, 1, 12), (2, 1, 11), (3, 0, 12), (16, 5, 84), (16, 5, 83),
                                      (0, 500, 4)):
                out.append((t, None, with_lines(t, all_user + [
                    f".amdhsa_user_sgpr_kernarg_preload_length {length}",
                    f".amdhsa_user_sgpr_kernarg_preload_offset {off}", f".amdhsa_kernarg_size {size}"])))
            for acc, v in ((0, 8), (3, 8), (5, 8), (8, 8), (8, 5), (12, 8), (12, 9), (256, 256), (260, 512),
                           (256, 253), (252, 249), (4, 0)):
                out.append((t, None, with_lines(t, [f".amdhsa_accum_offset {acc}", f".amdhsa_next_free_vgpr {v}"])))
        if t.startswith(("gfx10", "gfx11")):
            for w, s, v in ((None, 1, 8), (1, 1, 8), (0, 1, 8), (0, 15, 128), (0, 15, 136), (0, 15, 144),
                            (0, 2, 256), (0, 0, 256), (None, 15, 136), (None, 15, 144), (1, 0, 8)):
                extra = [f".amdhsa_shared_vgpr_count {s}", f".amdhsa_next_free_vgpr {v}"]
                extra += [f".amdhsa_wavefront_size32 {w}"] if w is not None else []
                for mattr in [None] + wave:
                    out.append((t, mattr, with_lines(t, extra)))
        # every directive the target takes, off its default at once
        out.append((t, None, every_field(t)))
        for cov in (4, 5, 6):
            out.append((t, f"cov{cov}", every_field(t)))
    return out


def all_targets():
    """The defaults and every field on each target llvm.py lists, with XNACK
    forced either way."""
    out = []
    for t in llvm.TARGETS:
        for mattr in (None, "-xnack", "+xnack", "+cumode" if t.startswith("gfx1") else "+tgsplit"):
            out.append((t, mattr, base(t)))
            out.append((t, mattr, [l for l in every_field(t) if "xnack" not in l]))
            for x in (0, 1):
                out.append((t, mattr, with_lines(t, [f".amdhsa_reserve_xnack_mask {x}"])))
    return out


def random_blocks(seed=19, per_target=40):
    """Blocks of a random choice of directives in a random order, mostly with
    values in range (deterministic for a seed)."""
    rng = random.Random(seed)
    out = []
    for t in TARGETS:
        # Mostly directives the target takes.
        with ThreadPoolExecutor(2) as pool:
            took = list(pool.map(run_case, [(t, None, with_lines(t, [f"{d} 0"])) for d in DIRECTIVES]))
        usual = [d for d, r in zip(DIRECTIVES, took) if r.startswith("ok")]
        for _ in range(per_target):
            names = rng.sample(usual, rng.randint(3, min(25, len(usual))))
            if rng.random() < 0.1:
                names.insert(rng.randrange(len(names) + 1), rng.choice(DIRECTIVES))
            for must in (".amdhsa_next_free_vgpr", ".amdhsa_next_free_sgpr") + (
                    (".amdhsa_accum_offset",) if t in GFX90A else ()):
                if must not in names and rng.random() < 0.9:
                    names.insert(rng.randrange(len(names) + 1), must)
            lines = []
            for n in names:
                r = rng.random()
                if n == ".amdhsa_accum_offset":
                    v = 4 * rng.randint(1, 16) if r < 0.9 else rng.choice([0, 2, 260, 6])
                elif n in (".amdhsa_next_free_vgpr", ".amdhsa_next_free_sgpr"):
                    v = rng.randint(0, 100) if r < 0.95 else rng.choice([103, 256, 257, 512, 513])
                elif n == ".amdhsa_user_sgpr_count":
                    v = rng.randint(0, 33) if r < 0.5 else 31
                elif n in (".amdhsa_group_segment_fixed_size", ".amdhsa_private_segment_fixed_size",
                           ".amdhsa_kernarg_size"):
                    v = rng.choice([0, 4, 8, 16, 28, 64, 65536, 4294967295])
                else:
                    v = rng.choice([0, 1]) if r < 0.97 else rng.choice([2, 3]) if r < 0.99 else rng.choice(
                        [5, 15, 16, 17, 63, 64, 255, 256])
                lines.append(f"{n} {v}")
            out.append((t, None, lines))
    return out


def later_values():
    """Values known only after the block: each directive alone, then blocks
    like clang's, whose register counts come from symbols set further on."""
    out = []
    for t in TARGETS:
        for d in DIRECTIVES:
            for v in (1, 2, 1000, 4294967297, -4):
                out.append((t, None, with_lines(t, [f"{d} ={v}"])))
        for v, s, a in ((37, 21, 40), (256, 102, 256), (300, 110, 1), (1000, 200, 5), (0, 0, 0), (-3, -9, -8)):
            extra = [f".amdhsa_next_free_vgpr ={v}", f".amdhsa_next_free_sgpr ={s}"]
            if t in GFX90A:
                extra.append(f".amdhsa_accum_offset ={a}")
            out.append((t, None, with_lines(t, extra)))
            out.append((t, None, with_lines(t, extra + [".amdhsa_reserve_vcc =0", ".amdhsa_user_sgpr_count 6"])))
            if t in GFX90A:
                out.append((t, None, with_lines(t, extra + [".amdhsa_user_sgpr_kernarg_preload_length 16"])))
                out.append((t, None, with_lines(t, [".amdhsa_next_free_vgpr 8", f".amdhsa_accum_offset ={a}"])))
                out.append((t, None, with_lines(t, [f".amdhsa_next_free_vgpr ={v}", ".amdhsa_accum_offset 12"])))
            if t.startswith(("gfx10", "gfx11")):
                out.append((t, None, with_lines(t, extra + [".amdhsa_wavefront_size32 0",
                                                            ".amdhsa_shared_vgpr_count 15"])))
    return out


def every_field(t):
    gfx9, major = t.startswith("gfx9"), 9 if t.startswith("gfx9") else int(t[3:-2])
    arch_fs = t in ("gfx942", "gfx950") or major >= 11
    l = [".amdhsa_group_segment_fixed_size 1000", ".amdhsa_private_segment_fixed_size 48",
         ".amdhsa_kernarg_size 300", ".amdhsa_user_sgpr_count 20",
         ".amdhsa_user_sgpr_dispatch_ptr 1", ".amdhsa_user_sgpr_queue_ptr 1",
         ".amdhsa_user_sgpr_kernarg_segment_ptr 1", ".amdhsa_user_sgpr_dispatch_id 1",
         ".amdhsa_user_sgpr_private_segment_size 1", ".amdhsa_uses_dynamic_stack 1",
         ".amdhsa_system_sgpr_workgroup_id_x 0", ".amdhsa_system_sgpr_workgroup_id_y 1",
         ".amdhsa_system_sgpr_workgroup_id_z 1", ".amdhsa_system_sgpr_workgroup_info 1",
         ".amdhsa_system_vgpr_workitem_id 2", ".amdhsa_next_free_vgpr 37", ".amdhsa_next_free_sgpr 21",
         ".amdhsa_reserve_vcc 0", ".amdhsa_float_round_mode_32 1", ".amdhsa_float_round_mode_16_64 2",
         ".amdhsa_float_denorm_mode_32 2", ".amdhsa_float_denorm_mode_16_64 1", ".amdhsa_fp16_overflow 1",
         ".amdhsa_exception_fp_ieee_invalid_op 1", ".amdhsa_exception_fp_denorm_src 1",
         ".amdhsa_exception_fp_ieee_div_zero 1", ".amdhsa_exception_fp_ieee_overflow 1",
         ".amdhsa_exception_fp_ieee_underflow 1", ".amdhsa_exception_fp_ieee_inexact 1",
         ".amdhsa_exception_int_div_zero 1"]
    if arch_fs:
        l += [".amdhsa_enable_private_segment 1"]
    else:
        l += [".amdhsa_user_sgpr_private_segment_buffer 1", ".amdhsa_user_sgpr_flat_scratch_init 1",
              ".amdhsa_system_sgpr_private_segment_wavefront_offset 1", ".amdhsa_reserve_flat_scratch 0"]
    if major < 12:
        l += [".amdhsa_dx10_clamp 0", ".amdhsa_ieee_mode 0"]
    else:
        l += [".amdhsa_round_robin_scheduling 1"]
    if t in GFX90A:
        l += [".amdhsa_accum_offset 16", ".amdhsa_tg_split 1", ".amdhsa_user_sgpr_kernarg_preload_length 1",
              ".amdhsa_user_sgpr_kernarg_preload_offset 2"]
    if not gfx9:
        l += [".amdhsa_wavefront_size32 0", ".amdhsa_workgroup_processor_mode 0", ".amdhsa_memory_ordered 0",
              ".amdhsa_forward_progress 0"]
    if major in (10, 11):
        l += [".amdhsa_shared_vgpr_count 3"]
    if major >= 11:
        l += [".amdhsa_inst_pref_size 5"]
    if t.startswith(("gfx9", "gfx101")):
        l += [".amdhsa_reserve_xnack_mask 1"]
    else:
        l += [".amdhsa_reserve_xnack_mask 0"]
    return l


def compact(target, lines):
    """`lines` as written in cases.tsv: `@base` stands for the base block,
    whose directives the ones after it replace."""
    for k in range(len(lines), -1, -1):
        if with_lines(target, lines[k:]) == lines:
            return ";".join(["@base"] + lines[k:])
    return ";".join(lines)


def run_any(case):
    t, mattr, lines = case
    if mattr and mattr.startswith("cov"):
        # A code object version directive ahead of the block.
        return run_cov(t, int(mattr[3:]), lines)
    return run_case(case)


def run_cov(t, cov, lines):
    head = f".amdhsa_code_object_version {cov}\n\t.text\nk:\n\ts_endpgm\n\t.rodata\n\t.p2align 6\n\t.amdhsa_kernel k\n"
    syms, _, err = assemble(t, head + "".join(f"\t\t{l}\n" for l in lines) + "\t.end_amdhsa_kernel\n")
    if syms is None:
        sys.exit(f"code object v{cov} block fails on {t}: {err}")
    return ok(syms["k.kd"])


# ---- expression functions ---------------------------------------------------

FUNCTIONS = [
    "max(1,2)", "max(5,-3,2)", "max(-5,-3)", "max(7)", "or(1,2,4)", "or(3)", "or(-8,3)",
    "alignto(5,4)", "alignto(5,3)", "alignto(8,4)", "alignto(0,4)", "alignto(-5,4)", "alignto(-5,3)",
    "alignto(7,-2)", "alignto(1,2,3)",
    "extrasgprs(0,0,0)", "extrasgprs(1,0,0)", "extrasgprs(0,1,0)", "extrasgprs(0,0,1)", "extrasgprs(1,1,1)",
    "extrasgprs(1,0,1)", "extrasgprs(2,-1,0)", "extrasgprs(1,1,1,1)",
    "totalnumvgprs(0,5)", "totalnumvgprs(4,5)", "totalnumvgprs(9,3)", "totalnumvgprs(5,4)", "totalnumvgprs(-1,5)",
    "totalnumvgprs(3,-1)", "totalnumvgprs(1,2,3)",
    "occupancy(10,4,512,7,10,0,0)", "occupancy(10,4,512,7,10,90,0)", "occupancy(10,4,512,7,10,101,0)",
    "occupancy(10,4,512,5,10,60,0)", "occupancy(10,4,512,5,10,90,0)", "occupancy(10,4,512,8,10,200,0)",
    "occupancy(10,4,512,7,10,0,3)", "occupancy(10,4,512,7,10,0,65)", "occupancy(10,8,512,7,8,0,100)",
    "occupancy(16,24,1536,9,16,20,30)", "occupancy(16,24,1536,9,16,20,200)", "occupancy(16,24,1536,9,16,20,2000)",
    "occupancy(8,8,512,7,8,80,512)", "occupancy(10,4,256,7,10,0,257)",
]


def functions():
    rows = []
    for t in ["gfx908", "gfx90a", "gfx942", "gfx1030", "gfx1100", "gfx1200"]:
        text = "\t.data\n" + "".join(f"\t.quad {e}\n" for e in FUNCTIONS)
        _, sections, err = assemble(t, text)
        if sections is None:
            sys.exit(f"functions fail on {t}: {err}")
        data = sections[".data"]
        for i, e in enumerate(FUNCTIONS):
            v, = struct.unpack_from("<q", data, 8 * i)
            rows.append(f"{t}\t{e}\t{v}")
    return rows


def main():
    os.makedirs(OUT, exist_ok=True)
    files = sys.argv[1:] or glob.glob("/tmp/survey/*.s")
    head = llvm.header
    with open(os.path.join(OUT, "survey.tsv"), "w") as f:
        f.write(head("`.amdhsa_kernel` blocks of clang-22 -S output and their NAME.kd bytes", __file__) + "\n")
        f.write("\n".join(survey(files)) + "\n")
    todo = cases() + all_targets() + random_blocks() + later_values()
    with ThreadPoolExecutor(2) as pool:
        results = list(pool.map(run_any, todo))
    with open(os.path.join(OUT, "cases.tsv"), "w") as f:
        f.write(head("hand-made `.amdhsa_kernel` blocks and llvm-mc-22's bytes or first error", __file__) + "\n")
        f.write("# target\tmattr (or covN: .amdhsa_code_object_version N first)\tdirectives\tresult\n")
        f.write("# @base: .amdhsa_next_free_vgpr 0, .amdhsa_next_free_sgpr 0 and, on gfx90a/gfx942/gfx950,\n")
        f.write("# .amdhsa_accum_offset 4, each unless a directive after it names it again\n")
        f.write("# ok: group, private and kernarg sizes, rsrc3, rsrc1, rsrc2, properties, kernarg_preload\n")
        f.write("# (hex; the other bytes are 0); err: name:D, value:D or end, then the message\n")
        for (t, mattr, lines), r in zip(todo, results):
            # A name refused on this target says so whatever its value: keep
            # the values 1 and -1 only.
            value = lines[-1].split()[-1].lstrip("=") if lines else ""
            if r.startswith("err name:") and "directive" in r and value not in ("1", "-1"):
                continue
            f.write(f"{t}\t{mattr or '-'}\t{compact(t, lines)}\t{r}\n")
    with open(os.path.join(OUT, "functions.tsv"), "w") as f:
        f.write(head("AMDGPU expression functions and their llvm-mc-22 values", __file__) + "\n")
        f.write("\n".join(functions()) + "\n")


if __name__ == "__main__":
    main()
