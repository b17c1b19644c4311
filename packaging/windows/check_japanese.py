#!/usr/bin/env python3
"""Check that a Japanese table drawn by the Windows build shows Japanese, not boxes.

    python packaging/windows/check_japanese.py without-font.png with-font.png

Without a font that has kana and kanji, Qt draws each Japanese character as the same
empty box; the same table (same seed, same size) drawn once a Japanese font is there must
then differ, over the text, from the one drawn before it. Exits 1 when the two pictures
are (nearly) the same: the Japanese font was not found. Needs only PySide6.
"""

from __future__ import annotations

import sys

from PySide6.QtGui import QImage

# The share of pixels that must differ: the Japanese labels of a 1100x760 table cover a
# few percent of it; two drawings of the same table with the same fonts differ in none.
MIN_CHANGED = 0.002


def changed_share(before: QImage, after: QImage) -> float:
    if before.size() != after.size():
        raise SystemExit("check_japanese.py: the two pictures differ in size")
    a = before.convertToFormat(QImage.Format.Format_RGB32)
    b = after.convertToFormat(QImage.Format.Format_RGB32)
    width, height = a.width(), a.height()
    changed = sum(
        1 for y in range(0, height, 2) for x in range(0, width, 2) if a.pixel(x, y) != b.pixel(x, y)
    )
    return changed / ((width + 1) // 2 * ((height + 1) // 2))


def main(argv: list[str]) -> int:
    if len(argv) != 2:
        print(__doc__.strip().splitlines()[2].strip())
        return 2
    before, after = (QImage(path) for path in argv)
    if before.isNull() or after.isNull():
        print("check_japanese.py: cannot read the pictures")
        return 2
    share = changed_share(before, after)
    print(f"check_japanese.py: {share:.2%} of the table changed with a Japanese font")
    return 0 if share >= MIN_CHANGED else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
