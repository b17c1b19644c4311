"""Card faces and backs, drawn from the SVG deck in assets/cards/ into crisp pixmaps.

As in KPatience's card deck: each card is rendered at logical size x device pixel
ratio, so it is sharp on high-DPI screens, and kept in a cache keyed by
(art id, pixel width, ratio) -- the colour set and back name are part of the art
id. One QSvgRenderer per file, loaded the first time that file is drawn. A file
that is missing or unreadable draws a plain white card with the card's name on
it, so a broken install shows what is wrong instead of crashing the table.

The art is Adrian Kennard's CC0 deck (see assets/cards/CREDITS.md), flattened by
packaging/flatten_cards.py because QtSvg ignores viewBox on <symbol>.

Use from the GUI thread only: QPixmap and a shared QSvgRenderer are not
thread-safe.
"""

from __future__ import annotations

import logging
from collections import OrderedDict
from pathlib import Path
from typing import Final

from PySide6.QtCore import QObject, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QImage, QPainter, QPen, QPixmap
from PySide6.QtSvg import QSvgRenderer

from tonk_desktop.engine import Card
from tonk_desktop.resources import asset_path

__all__ = ["CARD_ASPECT", "DEFAULT_BACK", "CardArt"]

_log = logging.getLogger(__name__)

# Every card file's viewBox is 240 x 336 (2.5 x 3.5 inch poker size);
# tests/ui/test_card_art.py checks each file against this.
CARD_ASPECT: Final = 336 / 240
"""A card's height divided by its width."""

# Corner radius of the art's outline (rx=12 on the 240-wide card), used by the
# placeholder so a missing card has the same silhouette as a real one.
_CORNER_RADIUS: Final = 12 / 240

DEFAULT_BACK: Final = "blue"
_TWO_COLOUR: Final = "two-colour"
_FOUR_COLOUR: Final = "four-colour"

# Enough for every card at three table sizes on a 2x screen (~13 MB per size).
_DEFAULT_CACHE_BYTES: Final = 64 * 1024 * 1024


class CardArt(QObject):
    """Renders card faces and backs as pixmaps sized for the screen.

    `changed` is emitted when the colour set or the back changes, so views can
    fetch new pixmaps and repaint.
    """

    changed = Signal()

    def __init__(
        self,
        four_colour: bool = False,
        back: str = DEFAULT_BACK,
        *,
        cards_dir: Path | None = None,
        cache_bytes: int = _DEFAULT_CACHE_BYTES,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._cards_dir = cards_dir if cards_dir is not None else asset_path("cards")
        self._four_colour = four_colour
        self._back = back
        self._cache_limit = cache_bytes
        self._cache: OrderedDict[tuple[str, int, float], QPixmap] = OrderedDict()
        self._cache_size = 0
        # None marks a file already found missing or broken (warned about once).
        self._renderers: dict[Path, QSvgRenderer | None] = {}

    # -- settings ---------------------------------------------------------

    @property
    def four_colour(self) -> bool:
        """True: diamonds blue and clubs green; False: the usual red and black."""
        return self._four_colour

    def set_four_colour(self, four_colour: bool) -> None:
        if four_colour != self._four_colour:
            self._four_colour = four_colour
            self.clear_cache()
            self.changed.emit()

    @property
    def back(self) -> str:
        """Name of the back drawn by `back_pixmap`, one of `backs()`."""
        return self._back

    def set_back(self, back: str) -> None:
        # A name with no file is accepted and draws the placeholder: a back
        # chosen in an older version must not stop the table from opening.
        if back != self._back:
            self._back = back
            self.clear_cache()
            self.changed.emit()

    def backs(self) -> list[str]:
        """The back designs installed, by name (sorted)."""
        backs_dir = self._cards_dir / "backs"
        return sorted(path.stem for path in backs_dir.glob("*.svg"))

    # -- pixmaps ----------------------------------------------------------

    def face(
        self, card: Card, width: float, dpr: float, *, four_colour: bool | None = None
    ) -> QPixmap:
        """`card`'s face, `width` logical pixels wide, rendered for ratio `dpr`.

        `four_colour` overrides the current colour set for this one call
        (a settings preview, say) without changing it.
        """
        use_four = self._four_colour if four_colour is None else four_colour
        colour_set = _FOUR_COLOUR if use_four else _TWO_COLOUR
        return self._pixmap(colour_set, str(card), card.symbol, width, dpr)

    def back_pixmap(self, width: float, dpr: float, *, back: str | None = None) -> QPixmap:
        """The card back, `width` logical pixels wide, rendered for ratio `dpr`.

        `back` draws another design for this one call (previews in settings).
        """
        name = self._back if back is None else back
        return self._pixmap("backs", name, name, width, dpr)

    def clear_cache(self) -> None:
        """Forget every rendered pixmap (the SVG files stay loaded)."""
        self._cache.clear()
        self._cache_size = 0

    # -- internals --------------------------------------------------------

    def _pixmap(self, folder: str, stem: str, label: str, width: float, dpr: float) -> QPixmap:
        if not width > 0 or not dpr > 0:
            raise ValueError(f"card width and pixel ratio must be positive, not {width}, {dpr}")
        pixel_width = max(1, round(width * dpr))
        key = (f"{folder}/{stem}", pixel_width, float(dpr))
        cached = self._cache.get(key)
        if cached is not None:
            self._cache.move_to_end(key)
            return cached

        pixel_height = max(1, round(pixel_width * CARD_ASPECT))
        image = QImage(pixel_width, pixel_height, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)  # corners outside the rounded outline
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        renderer = self._renderer(self._cards_dir / folder / f"{stem}.svg")
        if renderer is not None:
            renderer.render(painter, QRectF(0, 0, pixel_width, pixel_height))
            if stem == "JK":
                _draw_joker_index(painter, pixel_width, pixel_height)
        else:
            _draw_placeholder(painter, pixel_width, pixel_height, label)
        painter.end()

        pixmap = QPixmap.fromImage(image)
        pixmap.setDevicePixelRatio(dpr)
        self._remember(key, pixmap, pixel_width * pixel_height * 4)
        return pixmap

    def _renderer(self, path: Path) -> QSvgRenderer | None:
        if path in self._renderers:
            return self._renderers[path]
        renderer: QSvgRenderer | None = None
        if path.is_file():
            loaded = QSvgRenderer(str(path), self)
            if loaded.isValid():
                renderer = loaded
            else:
                loaded.deleteLater()
                _log.warning("card art %s is not a readable SVG; drawing a plain card", path)
        else:
            _log.warning("card art %s is missing; drawing a plain card", path)
        self._renderers[path] = renderer
        return renderer

    def _remember(self, key: tuple[str, int, float], pixmap: QPixmap, cost: int) -> None:
        self._cache[key] = pixmap
        self._cache_size += cost
        # Least recently used first; always keep the pixmap just made.
        while self._cache_size > self._cache_limit and len(self._cache) > 1:
            _, old = self._cache.popitem(last=False)
            self._cache_size -= old.width() * old.height() * 4


def _draw_joker_index(painter: QPainter, width: int, height: int) -> None:
    """The joker's corner index, as printed jokers have: JOKER down the left edge
    and, upside down, the right. The art has none, and in a fanned hand or an
    overlapped spread only a card's left edge shows: a blank sliver otherwise."""
    font = QFont()
    font.setBold(True)
    size = max(5, round(width * 0.14))
    font.setPixelSize(size)
    painter.setFont(font)
    painter.setPen(QColor("#b3261e"))
    column = QRectF(width * 0.02, height * 0.03, width * 0.16, size * 1.02)
    for corner in (0, 180):
        painter.save()
        if corner:
            painter.translate(width, height)
            painter.rotate(180)
        for row, letter in enumerate("JOKER"):
            painter.drawText(
                column.translated(0, row * size * 0.92), Qt.AlignmentFlag.AlignCenter, letter
            )
        painter.restore()


def _draw_placeholder(painter: QPainter, width: int, height: int, label: str) -> None:
    """A white rounded card with `label` in the middle, for art that cannot be loaded."""
    border = max(1.0, width / 120)
    radius = width * _CORNER_RADIUS
    outline = QRectF(border / 2, border / 2, width - border, height - border)
    painter.setPen(QPen(QColor("#555555"), border))
    painter.setBrush(QColor("white"))
    painter.drawRoundedRect(outline, radius, radius)
    font = QFont()
    font.setPixelSize(max(6, round(width / 5)))
    painter.setFont(font)
    painter.setPen(QColor("black"))
    painter.drawText(outline, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, label)
