"""Card art: every card and back draws at the size asked, crisp, with see-through corners."""

from __future__ import annotations

import logging
from pathlib import Path

import pytest
from PySide6.QtGui import QImage, QPixmap
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

import tonk_desktop
from tonk_desktop.engine import Card, full_deck
from tonk_desktop.resources import asset_path
from tonk_desktop.ui.table.card_art import CARD_ASPECT, DEFAULT_BACK, CardArt

DECK = full_deck(jokers=1)  # the joker's art is one file, however many jokers are dealt
SIZES = [(60.0, 1.0), (60.0, 2.0), (123.5, 1.0), (123.5, 2.0)]


def pixels(pixmap: QPixmap) -> tuple[QImage, bytes]:
    """The pixmap as non-premultiplied ARGB32 (bytes are B, G, R, A per pixel)."""
    image = pixmap.toImage().convertToFormat(QImage.Format.Format_ARGB32)
    return image, bytes(image.constBits())


def alpha_at(pixmap: QPixmap, x: int, y: int) -> int:
    return pixmap.toImage().pixelColor(x, y).alpha()


def ink_pixels(pixmap: QPixmap) -> int:
    """Opaque pixels that are clearly not white paper: pips, indices, pictures."""
    _, data = pixels(pixmap)
    return sum(
        1
        for b, g, r, a in zip(data[0::4], data[1::4], data[2::4], data[3::4], strict=True)
        if a == 255 and min(b, g, r) < 160
    )


def bluish_pixels(pixmap: QPixmap) -> int:
    _, data = pixels(pixmap)
    return sum(
        1
        for b, r, a in zip(data[0::4], data[2::4], data[3::4], strict=True)
        if a == 255 and b > r + 80
    )


def assert_card_shaped(pixmap: QPixmap, width: float, dpr: float) -> None:
    pixel_width = round(width * dpr)
    assert not pixmap.isNull()
    assert pixmap.width() == pixel_width
    assert pixmap.height() == round(pixel_width * CARD_ASPECT)
    assert pixmap.devicePixelRatio() == dpr
    # Rounded corners: the table shows through them; the card itself is solid.
    assert alpha_at(pixmap, 0, 0) == 0
    assert alpha_at(pixmap, pixmap.width() - 1, pixmap.height() - 1) == 0
    assert alpha_at(pixmap, pixmap.width() // 2, pixmap.height() // 2) == 255


@pytest.mark.parametrize("four_colour", [False, True], ids=["two-colour", "four-colour"])
@pytest.mark.parametrize(("width", "dpr"), SIZES)
def test_every_face_draws_at_the_size_asked(
    qtbot: QtBot, caplog: pytest.LogCaptureFixture, four_colour: bool, width: float, dpr: float
) -> None:
    art = CardArt(four_colour=four_colour)
    with caplog.at_level(logging.WARNING, logger="tonk_desktop.ui.table.card_art"):
        for card in DECK:
            pixmap = art.face(card, width, dpr)
            assert_card_shaped(pixmap, width, dpr)
            assert ink_pixels(pixmap) > 0, card
    # Drawn from the deck's art: no file fell back to the plain stand-in card.
    assert caplog.records == []


@pytest.mark.parametrize(("width", "dpr"), SIZES)
def test_every_back_draws_at_the_size_asked(qtbot: QtBot, width: float, dpr: float) -> None:
    art = CardArt()
    for back in art.backs():
        art.set_back(back)
        pixmap = art.back_pixmap(width, dpr)
        assert_card_shaped(pixmap, width, dpr)
        assert ink_pixels(pixmap) > pixmap.width() * pixmap.height() // 5, back


def test_the_installed_backs_include_the_default(qtbot: QtBot) -> None:
    backs = CardArt().backs()
    assert DEFAULT_BACK in backs
    assert backs == ["black", "blue", "red"]


def test_the_card_aspect_is_the_arts_own() -> None:
    files = [
        *asset_path("cards", "two-colour").glob("*.svg"),
        *asset_path("cards", "four-colour").glob("*.svg"),
        *asset_path("cards", "backs").glob("*.svg"),
    ]
    assert len(files) == 53 + 53 + 3
    for path in files:
        view_box = QSvgRenderer(str(path)).viewBoxF()
        assert view_box.height() / view_box.width() == pytest.approx(CARD_ASPECT), path


def test_a_card_is_rendered_once_per_size_and_ratio(qtbot: QtBot) -> None:
    art = CardArt()
    queen = Card.parse("QS")
    first = art.face(queen, 80, 2)
    assert art.face(queen, 80, 2) is first
    assert art.face(queen, 80, 1) is not first
    assert art.face(queen, 81, 2) is not first
    back = art.back_pixmap(80, 2)
    assert art.back_pixmap(80, 2) is back


def test_changing_the_colour_set_redraws_and_tells_the_views(qtbot: QtBot) -> None:
    art = CardArt()
    five = Card.parse("5D")
    red_five = art.face(five, 100, 1)
    with qtbot.waitSignal(art.changed, timeout=0):
        art.set_four_colour(True)
    blue_five = art.face(five, 100, 1)
    assert blue_five is not red_five
    assert bluish_pixels(red_five) == 0
    assert bluish_pixels(blue_five) > 100
    # Spades are black in both sets.
    assert art.face(Card.parse("5S"), 100, 1).toImage() == (
        art.face(Card.parse("5S"), 100, 1, four_colour=False).toImage()
    )


def test_setting_the_same_value_changes_nothing(qtbot: QtBot) -> None:
    art = CardArt(four_colour=True, back="red")
    pixmap = art.face(Card.parse("AH"), 90, 1)
    with qtbot.assertNotEmitted(art.changed):
        art.set_four_colour(True)
        art.set_back("red")
    assert art.face(Card.parse("AH"), 90, 1) is pixmap


def test_changing_the_back_redraws_the_back(qtbot: QtBot) -> None:
    art = CardArt(back="blue")
    blue = art.back_pixmap(90, 1)
    with qtbot.waitSignal(art.changed, timeout=0):
        art.set_back("red")
    assert art.back == "red"
    red = art.back_pixmap(90, 1)
    assert bluish_pixels(blue) > 1000
    assert bluish_pixels(red) == 0
    assert art.back_pixmap(90, 1, back="blue").toImage() == blue.toImage()


def test_a_missing_card_file_draws_a_plain_named_card(
    qtbot: QtBot, caplog: pytest.LogCaptureFixture, tmp_path: Path
) -> None:
    art = CardArt(cards_dir=tmp_path)
    assert art.backs() == []
    with caplog.at_level(logging.WARNING, logger="tonk_desktop.ui.table.card_art"):
        pixmap = art.face(Card.parse("QH"), 100, 2)
    assert_card_shaped(pixmap, 100, 2)
    assert ink_pixels(pixmap) > 0  # the card's name is written on it
    assert "QH.svg is missing" in caplog.text
    back = art.back_pixmap(100, 1)
    assert_card_shaped(back, 100, 1)


def test_an_unknown_back_or_broken_file_draws_a_plain_card(qtbot: QtBot, tmp_path: Path) -> None:
    (tmp_path / "two-colour").mkdir()
    (tmp_path / "two-colour" / "KS.svg").write_text("<svg this is not", encoding="utf-8")
    art = CardArt(cards_dir=tmp_path, back="no-such-back")
    assert_card_shaped(art.face(Card.parse("KS"), 70, 1), 70, 1)
    assert_card_shaped(art.back_pixmap(70, 1), 70, 1)


def test_the_cache_stays_within_its_budget(qtbot: QtBot) -> None:
    one_card = round(50 * CARD_ASPECT) * 50 * 4
    art = CardArt(cache_bytes=3 * one_card)
    ace = Card.parse("AS")
    first = art.face(ace, 50, 1)
    for card in DECK[1:5]:
        art.face(card, 50, 1)
    assert art.face(ace, 50, 1) is not first  # evicted, drawn again


def test_a_size_that_is_not_positive_is_refused(qtbot: QtBot) -> None:
    art = CardArt()
    with pytest.raises(ValueError, match="positive"):
        art.face(Card.parse("AS"), 0, 1)
    with pytest.raises(ValueError, match="positive"):
        art.back_pixmap(80, 0)


def test_the_card_art_is_the_imported_checkouts_own() -> None:
    # Tests run from a source checkout, whose art is its assets/ beside the package
    # (an installed wheel or the packaged program has it inside: tests/packaging);
    # the old bundle-only path (<_MEIPASS>/assets) is gone.
    checkout = Path(tonk_desktop.__file__).resolve().parent.parent
    assert (
        asset_path("cards", "backs", "blue.svg").resolve()
        == checkout / "assets" / "cards" / "backs" / "blue.svg"
    )
    assert asset_path("cards", "backs", "blue.svg").is_file()


def test_the_black_back_looks_black_on_a_small_card(qtbot: QtBot) -> None:
    # Before, its lattice alone on white came out light grey at table sizes.
    from PySide6.QtGui import QColor

    art = CardArt()
    image = art.back_pixmap(60, 1.0, back="black").toImage()
    middle = image.scaled(1, 1).pixelColor(0, 0)  # the average of the whole card
    inner = image.copy(12, 12, image.width() - 24, image.height() - 24).scaled(1, 1)
    assert QColor(inner.pixelColor(0, 0)).lightness() < 80, middle.name()


def test_a_new_back_reaches_the_stock_at_once(qtbot: QtBot) -> None:
    from tablekit import make_window

    window = make_window(qtbot)
    window.bots.paused = True
    art = window.art
    art.set_back("blue")
    stock = window.scene.stock_item()
    assert stock is not None
    centre = window.view.mapFromScene(stock.sceneBoundingRect().center())

    def colour() -> tuple[int, int, int]:
        QApplication.processEvents()
        pixel = window.view.viewport().grab().toImage().pixelColor(centre)
        return pixel.red(), pixel.green(), pixel.blue()

    blue = colour()
    art.set_back("red")
    red = colour()
    assert red != blue and red[0] > red[2], (blue, red)


def test_the_joker_has_a_corner_index_on_its_left_edge(qtbot: QtBot) -> None:
    # In an overlapped spread only a card's left edge shows: the joker's was blank.
    art = CardArt()
    image = art.face(Card.parse("JK"), 120, 1.0).toImage()
    strip = image.copy(0, 0, round(image.width() * 0.18), image.height() // 2)
    red = sum(
        1
        for x in range(strip.width())
        for y in range(strip.height())
        if strip.pixelColor(x, y).red() > 150 and strip.pixelColor(x, y).green() < 100
    )
    assert red > 40
