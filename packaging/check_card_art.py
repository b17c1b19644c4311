#!/usr/bin/env python3
"""Check that a `tonk --screenshot` of the table shows the card art, not blank cards.

    python packaging/check_card_art.py table.png

An installation that cannot find its card art still draws a table: each card a
plain white rectangle with its name. The art has two things those never have:
the red ink of hearts and diamonds, and the card backs' blue (the default back).
A table mid-round shows both (the player's hand face up, the opponents' hands
and the stock face down), so this counts pixels of each and exits 1 when either
is missing. Needs only PySide6 (run it with the Python that has the program).
"""

from __future__ import annotations

import sys

from PySide6.QtGui import QImage

# Shares of the picture, well under what a 1100x760 table shows (red ink about
# 0.3 %, blue backs about 2.7 %) and far over what a table of blank cards has (none).
MIN_RED_INK = 0.0005
MIN_BACK_BLUE = 0.005


def is_red_ink(red: int, green: int, blue: int) -> bool:
    return red > 150 and green < 90 and blue < 90


def is_back_blue(red: int, green: int, blue: int) -> bool:
    return blue > 120 and blue > red + 60 and blue > green + 40


def main(argv: list[str]) -> int:
    if len(argv) != 2:
        print(__doc__.strip().splitlines()[2].strip(), file=sys.stderr)
        return 2
    image = QImage(argv[1])
    if image.isNull():
        print(f"check_card_art: cannot read {argv[1]} as a picture", file=sys.stderr)
        return 2
    image = image.convertToFormat(QImage.Format.Format_RGB32)
    pixels = memoryview(bytes(image.constBits())).cast("I")  # 0xffRRGGBB
    red_ink = back_blue = 0
    for pixel in pixels:
        red, green, blue = (pixel >> 16) & 0xFF, (pixel >> 8) & 0xFF, pixel & 0xFF
        red_ink += is_red_ink(red, green, blue)
        back_blue += is_back_blue(red, green, blue)
    total = len(pixels)
    print(
        f"check_card_art: {argv[1]}: red ink {red_ink / total:.2%}, "
        f"card-back blue {back_blue / total:.2%} of {image.width()}x{image.height()}"
    )
    if red_ink / total < MIN_RED_INK or back_blue / total < MIN_BACK_BLUE:
        print("check_card_art: the cards are blank: the card art was not found", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
