#!/usr/bin/env python3
"""Render the application icon's PNG, ICO and ICNS files from its hand-drawn SVGs.

The results are committed under assets/icons/; run this after editing an SVG:

    python3 packaging/render_icons.py

16 and 24 px come from tonk-desktop-small.svg (drawn bigger, without the fine
detail that only blurs at that size); every larger size from tonk-desktop.svg.
The Windows .ico and macOS .icns are plain containers of those PNGs, written
here so the build needs nothing beyond rsvg-convert (Debian librsvg2-bin).
"""

from __future__ import annotations

import shutil
import struct
import subprocess
import sys
import tempfile
from pathlib import Path

ICONS_DIR = Path(__file__).resolve().parent.parent / "assets" / "icons"
NAME = "tonk-desktop"
SMALL_SIZES = (16, 24)
LARGE_SIZES = (32, 48, 64, 128, 256)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# ICNS element types that hold PNG data, by pixel size (ic10 is 512@2x = 1024).
ICNS_TYPES = {32: b"ic11", 64: b"ic12", 128: b"ic07", 256: b"ic08", 512: b"ic09"}


def render(svg: Path, size: int, out: Path) -> bytes:
    """Render svg as a size x size PNG at out and return its bytes."""
    subprocess.run(
        ["rsvg-convert", "-w", str(size), "-h", str(size), "-o", str(out), str(svg)],
        check=True,
    )
    return out.read_bytes()


def ico(pngs: dict[int, bytes]) -> bytes:
    """A Windows icon holding each PNG as it is (PNG entries: Windows Vista and later)."""
    header = struct.pack("<HHH", 0, 1, len(pngs))
    entries = b""
    images = b""
    offset = 6 + 16 * len(pngs)
    for size, data in sorted(pngs.items()):
        dim = 0 if size >= 256 else size  # 0 means 256 in an ICONDIRENTRY
        entries += struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(data), offset + len(images))
        images += data
    return header + entries + images


def icns(pngs: dict[int, bytes]) -> bytes:
    """A macOS icon family holding each PNG under its ICNS element type."""
    body = b"".join(
        ICNS_TYPES[size] + struct.pack(">I", 8 + len(data)) + data
        for size, data in sorted(pngs.items())
    )
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def main() -> int:
    if shutil.which("rsvg-convert") is None:
        print("render_icons: rsvg-convert not found (Debian: apt install librsvg2-bin)")
        return 1
    large_svg = ICONS_DIR / f"{NAME}.svg"
    small_svg = ICONS_DIR / f"{NAME}-small.svg"
    pngs: dict[int, bytes] = {}
    for size in SMALL_SIZES + LARGE_SIZES:
        svg = small_svg if size in SMALL_SIZES else large_svg
        pngs[size] = render(svg, size, ICONS_DIR / f"{NAME}-{size}.png")
    with tempfile.TemporaryDirectory() as tmp:
        big = render(large_svg, 512, Path(tmp) / "512.png")
    (ICONS_DIR / f"{NAME}.ico").write_bytes(ico({s: pngs[s] for s in ICO_SIZES}))
    icns_pngs = {s: pngs[s] for s in ICNS_TYPES if s in pngs} | {512: big}
    (ICONS_DIR / f"{NAME}.icns").write_bytes(icns(icns_pngs))
    print(f"render_icons: wrote {len(pngs)} PNGs, {NAME}.ico and {NAME}.icns in {ICONS_DIR}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
