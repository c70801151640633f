"""Expected final state of transpose_gfx950.s, computed from the lane rule in its
header (independently of the emulator). Run: python3 transpose_gfx950_expected.py > transpose_gfx950.json"""
lds = bytes(a & 0xff for a in range(1024))
def raw(addr, nbytes):
    return int.from_bytes(lds[addr:addr + nbytes], 'little')
def tr(bits, addrs, nbytes):
    n = 16 if bits == 6 else 64 // bits
    s = 16 // n
    m = (1 << bits) - 1
    r = [raw(a, nbytes) for a in addrs]
    out = []
    for l in range(64):
        g, i = l & ~15, l & 15
        v = 0
        for k in range(n):
            src = g + s * k + i // n
            v |= ((r[src] >> (bits * (i % n))) & m) << (bits * k)
        out.append(v)
    return out
def dw(v, k): return (v >> (32 * k)) & 0xffffffff
b8 = tr(8, [8 * l for l in range(64)], 8)
b16 = tr(16, [512 + 8 * l for l in range(64)], 8)
b4 = tr(4, [8 * l for l in range(64)], 8)
b6 = tr(6, [16 * l for l in range(64)], 12)
a8 = tr(8, [8 + 8 * l for l in range(64)], 8)
vg, ag = [], []
for l in range(64):
    x = (16 * l) & 0xff
    x4 = x * 0x01010101
    regs = [l, 8 * l, x, x4, x4 + 0x03020100, x4 + 0x07060504, x4 + 0x0b0a0908, x4 + 0x0f0e0d0c, 16 * l, 0,
            dw(b8[l], 0), dw(b8[l], 1), dw(b16[l], 0), dw(b16[l], 1), dw(b4[l], 0), dw(b4[l], 1),
            dw(b6[l], 0), dw(b6[l], 1), dw(b6[l], 2)]
    vg.append(regs)
    ag.append([dw(a8[l], 0), dw(a8[l], 1)])
hexs = lambda row: "[" + ", ".join('"0x%x"' % v if v > 9 else str(v) for v in row) + "]"
print('{\n  "exec": "0xffffffffffffffff", "vcc": 0, "m0": 0, "scc": 0, "sgpr": [],')
print('  "vgpr": [\n    ' + ",\n    ".join(hexs(r) for r in vg) + '\n  ],')
print('  "agpr": [\n    ' + ",\n    ".join(hexs(r) for r in ag) + '\n  ],')
print('  "lds": "' + lds.hex() + '"\n}')
