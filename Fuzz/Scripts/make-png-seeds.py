#!/usr/bin/env python3
"""Writes the PNG seed corpus: tiny images of every colour type and bit depth, with and without tRNS,
interlaced and not, so the fuzzer starts inside both the fast path and libpng's.

The project's encoder only writes 8-bit RGB and RGBA, so the files are assembled here by hand (zlib and CRCs
from the standard library). Usage: make-png-seeds.py OUTPUT_DIR
"""
import os
import struct
import sys
import zlib

WIDTH, HEIGHT = 5, 3
# Adam7 passes: (x start, y start, x step, y step).
ADAM7 = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
CHANNELS = {0: 1, 2: 3, 3: 1, 4: 2, 6: 4}


def chunk(kind, body):
    return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))


def sample(x, y, c, depth):
    """A deterministic pattern that uses the whole range of the depth."""
    return (x * 7 + y * 13 + c * 5) % (1 << depth)


def pack_row(pixels, depth, channels):
    """Samples to bytes, several to a byte below depth 8, big-endian at 16."""
    if depth == 16:
        return b"".join(struct.pack(">H", s) for p in pixels for s in p)
    if depth == 8:
        return bytes(s for p in pixels for s in p)
    bits, out = 0, bytearray()
    count = 0
    for p in pixels:
        for s in p:
            bits = (bits << depth) | s
            count += depth
            if count == 8:
                out.append(bits)
                bits, count = 0, 0
    if count:
        out.append(bits << (8 - count))
    return bytes(out)


def rows(color_type, depth, xs, ys, filter_type):
    channels = CHANNELS[color_type]
    data = bytearray()
    for y in ys:
        pixels = [[sample(x, y, c, depth) for c in range(channels)] for x in xs]
        raw = pack_row(pixels, depth, channels)
        if filter_type == 1:  # Sub, so the unfiltering code runs too.
            step = max(1, channels * depth // 8)
            raw = bytes((raw[i] - (raw[i - step] if i >= step else 0)) & 255 for i in range(len(raw)))
        data += bytes([filter_type]) + raw
    return bytes(data)


def png(color_type, depth, interlaced=False, trns=None, palette=0, filter_type=0, split_idat=False):
    ihdr = struct.pack(">IIBBBBB", WIDTH, HEIGHT, depth, color_type, 0, 0, 1 if interlaced else 0)
    out = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", ihdr)
    if palette:
        out += chunk(b"PLTE", bytes((i * 40 + c * 90) % 256 for i in range(palette) for c in range(3)))
    if trns is not None:
        out += chunk(b"tRNS", trns)
    if interlaced:
        data = b""
        for x0, y0, dx, dy in ADAM7:
            xs, ys = list(range(x0, WIDTH, dx)), list(range(y0, HEIGHT, dy))
            if xs and ys:
                data += rows(color_type, depth, xs, ys, filter_type)
    else:
        data = rows(color_type, depth, range(WIDTH), range(HEIGHT), filter_type)
    compressed = zlib.compress(data, 9)
    if split_idat:
        half = len(compressed) // 2
        out += chunk(b"IDAT", compressed[:half]) + chunk(b"IDAT", compressed[half:])
    else:
        out += chunk(b"IDAT", compressed)
    return out + chunk(b"IEND", b"")


SEEDS = {
    "gray-1.png": png(0, 1),
    "gray-2.png": png(0, 2),
    "gray-4.png": png(0, 4),
    "gray-8-trns.png": png(0, 8, trns=struct.pack(">H", 20)),
    "gray-16.png": png(0, 16),
    "gray-alpha-8.png": png(4, 8),
    "gray-alpha-16.png": png(4, 16),
    "rgb-8.png": png(2, 8),
    "rgb-8-sub-filter.png": png(2, 8, filter_type=1),
    "rgb-8-two-idat.png": png(2, 8, split_idat=True),
    "rgb-8-trns.png": png(2, 8, trns=struct.pack(">HHH", 0, 13, 26)),
    "rgb-8-interlaced.png": png(2, 8, interlaced=True),
    "rgb-16.png": png(2, 16),
    "rgba-8.png": png(6, 8),
    "rgba-8-sub-filter.png": png(6, 8, filter_type=1),
    "rgba-16-interlaced.png": png(6, 16, interlaced=True),
    "palette-1.png": png(3, 1, palette=2),
    "palette-2-trns.png": png(3, 2, palette=4, trns=bytes([0, 128])),
    "palette-4.png": png(3, 4, palette=16),
    "palette-8-interlaced.png": png(3, 8, palette=256, interlaced=True, trns=bytes(range(0, 256, 16))),
}

if __name__ == "__main__":
    directory = sys.argv[1]
    os.makedirs(directory, exist_ok=True)
    for name, data in SEEDS.items():
        with open(os.path.join(directory, name), "wb") as f:
            f.write(data)
