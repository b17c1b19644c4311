#!/usr/bin/env python3
"""Rebuild assets/cards/ from Adrian Kennard's CC0 card SVGs as shipped on npm.

The results are committed; this script documents how they were made and makes
the conversion repeatable:

    python3 packaging/flatten_cards.py                 # npm pack the pinned version
    python3 packaging/flatten_cards.py path/to/pkg.tgz # or use a tarball you have

Why flatten: the published files draw every pip and index through
<symbol viewBox=...> + <use>, and QtSvg ignores a symbol's viewBox, so Qt would
draw the pips at the wrong size and place. `rsvg-convert -f svg` (Debian
librsvg2-bin) re-emits each card as plain paths that QtSvg draws right.
Coordinates are then rounded to 2 decimals (1/100 of a unit on a 240-unit-wide
card, invisible at any size) which cuts the files by about a third.

Needs: npm (only without a tarball argument), rsvg-convert, Python 3.11+.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path

PACKAGE = "@heruka_urgyen/react-playing-cards"
VERSION = "0.5.0"

REPO_ROOT = Path(__file__).resolve().parent.parent
CARDS_DIR = REPO_ROOT / "assets" / "cards"

# The "big face" variants: their corner indices are twice the size of the
# plain set's, so a card is still readable when only its left edge shows in a
# fanned hand or an overlapped spread, which is how most cards sit in Tonk.
COLOUR_SETS = {"two-colour": "2color-bf", "four-colour": "4color-bf"}

# The package ships one back, Kennard's black diamond lattice ("1B"), kept as
# "black". Its 6-unit lattice washes out to grey on a card under ~100 px wide,
# so the blue and red backs made here lay the same lattice, in a light tint,
# over a solid field of the colour: they read as blue and red at any size.
BACK_LATTICE_FILL = 'd="M3 0L6 3L3 6L0 3Z" fill="black"'
BACK_LATTICE_FIELD = '<rect fill="url(#B1)"'
BACK_FIELD_RECT = 'width="216" height="312" x="-108" y="-156" rx="12" ry="12"'
BACKS: dict[str, tuple[str, str] | None] = {  # name: (field colour, lattice colour)
    "black": None,
    "blue": ("#1d4f9c", "#6f95d2"),
    "red": ("#a51d27", "#de7279"),
}

_LONG_NUMBER = re.compile(r"-?\d+\.\d{3,}")


def engine_name(stem: str) -> str:
    """Map the package's file names (TS, 2J) to the engine's card names (10S, JK)."""
    if stem == "2J":
        return "JK"
    if stem.startswith("T"):
        return "10" + stem[1:]
    return stem


def _round_number(match: re.Match[str]) -> str:
    text = f"{round(float(match.group()), 2):.2f}".rstrip("0").rstrip(".")
    return "0" if text == "-0" else text


def flatten(source: Path, target: Path) -> None:
    """Write `source` as plain-path SVG (no symbol/use viewBox tricks) to `target`."""
    result = subprocess.run(
        ["rsvg-convert", "-f", "svg", str(source)],
        check=True,
        capture_output=True,
        text=True,
    )
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(_LONG_NUMBER.sub(_round_number, result.stdout), encoding="utf-8")


def fetch_tarball(workdir: Path) -> Path:
    subprocess.run(
        ["npm", "pack", "--silent", f"{PACKAGE}@{VERSION}"],
        cwd=workdir,
        check=True,
        capture_output=True,
    )
    (tarball,) = workdir.glob("*.tgz")
    return tarball


def main(argv: list[str]) -> int:
    if shutil.which("rsvg-convert") is None:
        print("rsvg-convert not found: install Debian's librsvg2-bin", file=sys.stderr)
        return 1
    with tempfile.TemporaryDirectory() as tmp:
        workdir = Path(tmp)
        tarball = Path(argv[1]).resolve() if len(argv) > 1 else fetch_tarball(workdir)
        with tarfile.open(tarball) as archive:
            archive.extractall(workdir, filter="data")
        images = workdir / "package" / "src" / "images"

        for set_name, source_dir in COLOUR_SETS.items():
            target_dir = CARDS_DIR / set_name
            if target_dir.exists():
                shutil.rmtree(target_dir)
            sources = sorted((images / source_dir).glob("*.svg"))
            for source in sources:
                flatten(source, target_dir / f"{engine_name(source.stem)}.svg")
            print(f"{set_name}: {len(sources)} cards from {source_dir}/")

        back_source = (images / "back.svg").read_text(encoding="utf-8")
        if BACK_LATTICE_FILL not in back_source or BACK_LATTICE_FIELD not in back_source:
            print("back.svg changed upstream: update the BACK_* patterns", file=sys.stderr)
            return 1
        backs_dir = CARDS_DIR / "backs"
        if backs_dir.exists():
            shutil.rmtree(backs_dir)
        for name, colours in BACKS.items():
            svg = back_source
            if colours is not None:
                field, lattice = colours
                svg = svg.replace(BACK_LATTICE_FILL, f'd="M3 0L6 3L3 6L0 3Z" fill="{lattice}"')
                svg = svg.replace(
                    BACK_LATTICE_FIELD,
                    f'<rect fill="{field}" {BACK_FIELD_RECT}></rect>{BACK_LATTICE_FIELD}',
                )
            source = workdir / f"back-{name}.svg"
            source.write_text(svg, encoding="utf-8")
            flatten(source, backs_dir / f"{name}.svg")
        print(f"backs: {', '.join(BACKS)}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
