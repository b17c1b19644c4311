"""The settings in the main window: Game ▸ Settings… changes the next round (never the
one being played), Game ▸ Rules in play, a refused drop under hit_runs_only, and the
hot-seat hand-off that hides every hand between two people's turns."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QColor, QImage
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QCheckBox, QComboBox
from pytestqt.qtbot import QtBot
from tablekit import settings_of

from tonk_desktop.engine import (
    Card,
    Knock,
    Round,
    Seat,
    choose_first_dealer,
    full_deck,
    parse_cards,
)
from tonk_desktop.ui.main_window import MainWindow
from tonk_desktop.ui.settings.dialog import SettingsDialog
from tonk_desktop.ui.settings.feature import (
    RulesInPlayDialog,
    SettingsFeature,
    install_settings,
    load_startup_settings,
    model_from_settings,
)
from tonk_desktop.ui.settings.settings_file import SettingsFile
from tonk_desktop.ui.settings.store import AppSettings, load_settings, save_settings
from tonk_desktop.ui.table.hot_seat import HotSeatModel
from tonk_desktop.ui.text.reasons import card_symbol
from tonk_desktop.ui.text.translation import install_language


@pytest.fixture
def qsettings(tmp_path: Path) -> SettingsFile:
    return SettingsFile(tmp_path / "settings.json")


def make_window(
    qtbot: QtBot, settings: AppSettings, qsettings: SettingsFile, seed: int
) -> tuple[MainWindow, SettingsFeature]:
    model = model_from_settings(settings, seed=seed)
    model.set_speed(0)
    model.set_bot_pace(0)  # the computers at once too
    window = MainWindow(model, seed=seed, start=False)
    window.bots.paused = True  # the tests play every seat themselves
    qtbot.addWidget(window)
    settings_feature = install_settings(window, settings, [], qsettings)
    window.resize(1100, 760)
    window.show()
    QApplication.processEvents()
    return window, settings_feature


def seed_with_first_dealer(dealer: int, players: int = 3) -> int:
    """A seed whose first-dealer draw makes `dealer` deal (the model draws first)."""
    return next(
        seed
        for seed in range(100)
        if choose_first_dealer(players, random.Random(seed))[0] == dealer
    )


def stacked_deck(hands: list[str], up_card: str, stock_top: str, dealer: int) -> list[Card]:
    cards = [parse_cards(hand) for hand in hands]
    deck: list[Card] = []
    for k in range(15):
        deck.append(cards[(dealer + 1 + k) % 3][k // 3])
    deck += [Card.parse(up_card), *parse_cards(stock_top)]
    return deck + [card for card in full_deck() if card not in deck]


def open_dialog(settings_feature: SettingsFeature) -> SettingsDialog:
    settings_feature.settings_action.trigger()
    dialog = settings_feature.dialog
    assert dialog is not None and dialog.isVisible()
    return dialog


def test_game_menu_has_settings_and_rules_in_play(qtbot: QtBot, qsettings: SettingsFile) -> None:
    window, _ = make_window(qtbot, AppSettings(), qsettings, seed=1)
    texts = [action.text() for action in window.game_menu.actions()]
    assert "&Settings…" in texts and "Rules in &play…" in texts
    assert texts.index("&Settings…") < texts.index(window.quit_action.text())


def test_settings_take_effect_at_the_next_round_never_mid_round(
    qtbot: QtBot, qsettings: SettingsFile
) -> None:
    window, settings_feature = make_window(qtbot, AppSettings(), qsettings, seed=1)
    model = window.model
    model.new_game()
    first = model.round
    assert first is not None and not first.is_over

    dialog = open_dialog(settings_feature)
    hand_size = dialog.findChild(QComboBox, "rule_hand_size")
    assert hand_size is not None
    hand_size.setCurrentIndex(hand_size.findData(7))
    dialog.ok_button.click()
    assert load_settings(qsettings)[0].rules.hand_size == 7

    # The round being played keeps its five cards and its rules...
    assert model.round is first and first.rules.hand_size == 5
    assert "take effect from the next round" in window.statusBar().currentMessage()
    rules_dialog = settings_feature.show_rules_in_play()
    assert isinstance(rules_dialog, RulesInPlayDialog)
    lines = [rules_dialog.lines.item(i).text() for i in range(rules_dialog.lines.count())]
    assert "Each player is dealt 5 cards." in lines
    assert rules_dialog.pending_note.isVisibleTo(rules_dialog)
    rules_dialog.close()

    # ...and the next round deals seven each.
    while not first.is_over:
        model.apply(first.legal_actions()[0])
    window.next_round()
    rnd = model.round
    assert rnd is not None and rnd is not first
    assert [len(rnd.hand(p)) for p in range(3)] == [7, 7, 7]
    # The word about the next round goes when that round comes.
    assert "take effect" not in window.statusBar().currentMessage()
    rules_dialog = settings_feature.show_rules_in_play()
    lines = [rules_dialog.lines.item(i).text() for i in range(rules_dialog.lines.count())]
    assert "Each player is dealt 7 cards." in lines
    assert not rules_dialog.pending_note.isVisibleTo(rules_dialog)


def test_a_new_look_applies_at_once(qtbot: QtBot, qsettings: SettingsFile) -> None:
    window, settings_feature = make_window(qtbot, AppSettings(), qsettings, seed=1)
    dialog = open_dialog(settings_feature)
    dialog.table_page.set_colour("#7a1f2b")
    four = dialog.findChild(QCheckBox, "fourColour")
    assert four is not None
    four.click()
    speed = dialog.table_page.speed
    speed.setCurrentIndex(speed.findData("fast"))
    dialog.ok_button.click()
    assert window.view.felt == QColor("#7a1f2b")
    # The button bar under the table follows the felt (it stayed green).
    bar = window.action_bar.grab().toImage().pixelColor(2, 2)
    assert bar.red() > bar.green() and bar.red() > bar.blue(), bar.name()
    assert window.art.four_colour
    assert window.model.speed == 0.5
    assert window.speed_actions["fast"].isChecked()


def test_hit_runs_only_refuses_a_dropped_card_on_a_book_with_the_reason(
    qtbot: QtBot, qsettings: SettingsFile
) -> None:
    dealer = 2  # so seat 0, the person at the bottom, plays first
    seed = seed_with_first_dealer(dealer)
    window, settings_feature = make_window(qtbot, AppSettings(), qsettings, seed=seed)
    dialog = open_dialog(settings_feature)
    runs_only = dialog.findChild(QCheckBox, "rule_hit_runs_only")
    assert runs_only is not None
    runs_only.click()
    dialog.ok_button.click()

    model = window.model
    model.set_speed(0)  # OK applied the saved speed; cards must sit still to be dragged
    deck = stacked_deck(["8C 8D 8H 8S KD", "2C 3C 4D 9S 10S", "5H 6H 9D JC QC"], "2D", "3D", dealer)
    model.new_game(deck=deck)
    rnd = model.round
    assert rnd is not None and rnd.rules.hit_runs_only and rnd.current == 0
    scene = window.scene
    assert scene.draw("stock") is None
    scene.set_selected(parse_cards("8C 8D 8H"))
    assert scene.spread_selected() is None
    assert len(rnd.spreads) == 1 and rnd.spreads[0].kind == "book"
    QApplication.processEvents()

    # Drag the 8♠ from the hand onto the book of eights, with the mouse.
    view = window.view
    card = scene.item_for(Card.parse("8S"))
    book = scene.spread_items(0)
    assert card is not None and book
    start = view.mapFromScene(card.sceneBoundingRect().center())
    end = view.mapFromScene(book[len(book) // 2].sceneBoundingRect().center())
    viewport = view.viewport()
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    for step in range(1, 11):
        point = QPointF(start) + (QPointF(end) - QPointF(start)) * (step / 10)
        QTest.mouseMove(viewport, QPoint(round(point.x()), round(point.y())), 5)
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)
    QApplication.processEvents()

    assert Card.parse("8S") in rnd.hand(0)  # refused: the card is still in the hand
    assert len(rnd.spreads[0].cards) == 3
    message = window.statusBar().currentMessage().lower()
    assert "run" in message, message


def hot_seat_window(qtbot: QtBot, qsettings: SettingsFile) -> MainWindow:
    settings = AppSettings(seats=(Seat("Ann"), Seat("Bob"), Seat("Cal", "easy")))
    save_settings(qsettings, settings)
    # Dealer 0: Bob (seat 1) plays first, Ann (seat 0) sits at the bottom to begin with.
    window, _ = make_window(qtbot, settings, qsettings, seed=seed_with_first_dealer(0))
    return window


def hot_seat_game(qtbot: QtBot, qsettings: SettingsFile) -> tuple[MainWindow, HotSeatModel, Round]:
    """A hot-seat game dealt: Bob's turn, Ann's hand at the bottom, under the cover."""
    window = hot_seat_window(qtbot, qsettings)
    model = window.model
    assert isinstance(model, HotSeatModel)
    model.new_game()
    QApplication.processEvents()
    rnd = model.round
    assert rnd is not None and rnd.current == 1
    return window, model, rnd


def card_pixels(image: QImage) -> int:
    """How many pixels of the bottom third (where your hand lies) look like a card face
    (near white). The felt has none, nor the cover (its white words are in the middle)."""
    small = image.scaled(220, 150)
    count = 0
    for y in range(small.height() * 2 // 3, small.height()):
        for x in range(small.width()):
            colour = small.pixelColor(x, y)
            if colour.red() > 230 and colour.green() > 230 and colour.blue() > 230:
                count += 1
    return count


def test_hot_seat_hand_off_hides_every_hand_until_the_next_person_is_ready(
    qtbot: QtBot, qsettings: SettingsFile
) -> None:
    window, model, rnd = hot_seat_game(qtbot, qsettings)
    settings_feature = settings_of(window)
    assert settings_feature is not None and settings_feature.hot_seat is not None
    overlay = settings_feature.hot_seat.overlay
    assert overlay.isVisible()
    assert overlay.message() == "Pass to Bob — click when ready"
    assert overlay.geometry() == window.view.viewport().rect()
    # Nothing of any hand shows through the cover.
    assert card_pixels(window.view.viewport().grab().toImage()) == 0
    # Bob cannot play before he has taken the computer.
    assert model.you == 0

    QTest.mouseClick(overlay, Qt.MouseButton.LeftButton)
    QApplication.processEvents()
    assert not overlay.isVisible()
    assert model.you == 1
    shown = [item.card for item in window.scene.hand_items() if item.card is not None]
    assert all(item.face_up for item in window.scene.hand_items())
    assert sorted(shown) == sorted(rnd.hand(1))  # Bob's own cards, face up
    assert card_pixels(window.view.viewport().grab().toImage()) > 0

    # Bob plays; the computer (Cal) plays; then it is Ann's turn: cover again.
    while rnd.current == 1:
        model.apply(rnd.legal_actions()[-1])
    if not rnd.is_over:
        assert not overlay.isVisible()  # the computer's turn: Bob may watch his own hand
        while not rnd.is_over and rnd.current == 2:
            model.apply(rnd.legal_actions()[0])
    if not rnd.is_over:
        assert rnd.current == 0
        assert overlay.isVisible() and overlay.name == "Ann"
        QTest.keyClick(overlay, Qt.Key.Key_Return)
        assert model.you == 0 and not overlay.isVisible()


def test_round_end_shows_all_hands_without_a_cover(qtbot: QtBot, qsettings: SettingsFile) -> None:
    window = hot_seat_window(qtbot, qsettings)
    model = window.model
    model.new_game()
    settings_feature = settings_of(window)
    assert settings_feature is not None and settings_feature.hot_seat is not None
    overlay = settings_feature.hot_seat.overlay
    rnd = model.round
    assert rnd is not None
    while not rnd.is_over:
        if overlay.isVisible():
            overlay.ready.emit()
        model.apply(rnd.legal_actions()[0])
    QApplication.processEvents()
    assert not overlay.isVisible()


def test_one_person_never_sees_the_cover(qtbot: QtBot, qsettings: SettingsFile) -> None:
    window, settings_feature = make_window(qtbot, AppSettings(), qsettings, seed=3)
    model = window.model
    model.new_game()
    rnd = model.round
    assert rnd is not None and settings_feature.hot_seat is not None
    for _ in range(30):
        if rnd.is_over:
            break
        assert not settings_feature.hot_seat.overlay.isVisible()
        model.apply(rnd.legal_actions()[0])


def test_notices_are_shown_once_in_the_status_bar(qtbot: QtBot, qsettings: SettingsFile) -> None:
    qsettings.setValue("rules/hand_size", "6")
    model = HotSeatModel(seed=1)
    window = MainWindow(model, seed=1, start=False)
    qtbot.addWidget(window)
    install_settings(window, qsettings=qsettings)
    message = window.statusBar().currentMessage()
    assert "rules/hand_size" in message and "default" in message


def test_a_chosen_language_is_switched_on_at_start(qtbot: QtBot, qsettings: SettingsFile) -> None:
    from tonk_desktop.ui.text import translation

    settings = AppSettings(language="hu")
    save_settings(qsettings, settings)
    try:
        make_window(qtbot, settings, qsettings, seed=1)
        assert translation.current_language() == "hu"
    finally:
        translation.install_language(QApplication.instance(), "en")  # type: ignore[arg-type]
    assert translation.current_language() == "en"


def test_lang_on_the_command_line_wins_over_the_saved_language(
    qtbot: QtBot, qsettings: SettingsFile
) -> None:
    """tonk --lang en with Hungarian saved: the window opens in English, and the
    saved choice is left as it was for the next plain start."""
    from tonk_desktop.ui.text import translation

    settings = AppSettings(language="hu")
    save_settings(qsettings, settings)
    window = MainWindow(model_from_settings(settings, seed=1), seed=1, start=False)
    qtbot.addWidget(window)
    try:
        install_settings(window, settings, [], qsettings, apply_language=False)
        assert translation.current_language() == "en"
        assert load_settings(qsettings)[0].language == "hu"
    finally:
        translation.install_language(QApplication.instance(), "en")  # type: ignore[arg-type]


def test_a_closed_window_ignores_later_settings(qtbot: QtBot, qsettings: SettingsFile) -> None:
    """The settings signal is the whole program's: once its window is closed, a
    settings_feature neither switches the language nor reconfigures the game."""
    from tonk_desktop.ui.settings.store import settings_signals
    from tonk_desktop.ui.text import translation

    window, settings_feature = make_window(qtbot, AppSettings(), qsettings, seed=3)
    window.close()
    changed = AppSettings(language="ru", stake_minor=500)
    settings_signals().settingsChanged.emit(changed)
    assert translation.current_language() == "en"
    assert settings_feature.settings == AppSettings()
    window.close()  # closing again is harmless


def test_a_yen_stake_is_shown_in_whole_yen(qtbot: QtBot, qsettings: SettingsFile) -> None:
    """JPY has no minor unit: a 100-yen stake reads 100 on the plates, the
    round-end panel and in the log, never 1.00 (the ledger counts it the same)."""
    from tonk_desktop.engine import Knock

    window, _ = make_window(qtbot, AppSettings(stake_minor=100, currency="JPY"), qsettings, seed=3)
    model = window.model
    assert model.currency == "JPY"
    model.new_game()
    assert "A new game: 3 players, base stake 100" in window.log.lines()
    model.apply(Knock())  # the first player knocks at once
    qtbot.waitUntil(window.round_end.isVisible)
    panel = window.round_end.payment_lines
    # Every amount on the panel in whole yen (a caught knock also says its parts).
    amounts = [amount for line in panel for amount in re.findall(r"\d+(?:[.,]\d+)?", line)]
    assert panel and amounts and set(amounts) <= {"100", "200", "300"}
    plates = [plate.balance for plate in window.scene.furniture.plates.values()]
    assert all("." not in balance for balance in plates)
    assert any(balance.lstrip("+−") in ("100", "200", "300") for balance in plates)


def test_hot_seat_log_names_each_person_and_keeps_stock_draws_hidden(
    qtbot: QtBot, qsettings: SettingsFile
) -> None:
    window, model, rnd = hot_seat_game(qtbot, qsettings)
    settings_feature = settings_of(window)
    assert settings_feature is not None and settings_feature.hot_seat is not None
    overlay = settings_feature.hot_seat.overlay
    QTest.keyClick(overlay, Qt.Key.Key_Return)  # Bob takes the computer
    assert model.you == 1
    scene = window.scene
    scene.move_focus(1)
    scene.move_focus(1)
    window.scene.draw("stock")
    drawn = rnd.hand(1)[-1]
    # The log dock stays in sight under the cover: it must not tell Ann Bob's card,
    # nor call him "You" (the next person reads it too).
    assert window.log.lines()[-1] == "Bob drew from the stock"
    assert not any(card_symbol(drawn) in line for line in window.log.lines()[-3:])
    assert not any(line.startswith("You ") for line in window.log.lines())
    scene.discard_focused()
    while rnd.current == 2:  # the computer draws and discards, never knocks
        model.apply(next(a for a in rnd.legal_actions() if not isinstance(a, Knock)))
    assert not rnd.is_over
    assert overlay.isVisible() and overlay.name == "Ann"
    QTest.keyClick(overlay, Qt.Key.Key_Return)
    assert model.you == 0
    assert scene.focused_card() is None  # Ann starts afresh, not on Bob's second card
    assert scene.selected_cards() == []


def test_the_view_menus_speed_is_kept_like_the_dialogs(
    qtbot: QtBot, qsettings: SettingsFile
) -> None:
    window, settings_feature = make_window(qtbot, AppSettings(), qsettings, seed=1)
    window.speed_actions["instant"].trigger()
    assert load_settings(qsettings)[0].animation_speed == "instant"  # kept for next time
    dialog = open_dialog(settings_feature)
    assert dialog.settings().animation_speed == "instant"  # and what the dialog shows
    dialog.accept()
    assert window.speed_actions["instant"].isChecked()


def test_start_up_notices_are_in_the_language_the_player_chose(
    qapp: QApplication, qsettings: SettingsFile
) -> None:
    save_settings(qsettings, AppSettings(language="hu"))
    qsettings.setValue("stake/minor", "a lot")  # unreadable: a notice at start-up
    try:
        settings, notices, _ = load_startup_settings(apply_language=True, qsettings=qsettings)
        assert settings.language == "hu" and len(notices) == 1
        english = "could not" in notices[0] or "was reset" in notices[0]
        assert not english, notices[0]  # written after Hungarian was switched on
    finally:
        install_language(qapp, "en")


def covered_and_hidden(window: MainWindow) -> bool:
    """The hand-off cover is up and not a card face shows through."""
    settings_feature = settings_of(window)
    assert settings_feature is not None and settings_feature.hot_seat is not None
    overlay = settings_feature.hot_seat.overlay
    QApplication.processEvents()
    return overlay.isVisible() and card_pixels(window.view.viewport().grab().toImage()) == 0


def test_hot_seat_covers_a_deal_where_a_computer_plays_first(
    qtbot: QtBot, qsettings: SettingsFile
) -> None:
    # Dealer Bob: Cal, a computer, plays first. Before, Ann's hand lay face up
    # at the bottom through Cal's turn and Bob could read it.
    settings = AppSettings(seats=(Seat("Ann"), Seat("Bob"), Seat("Cal", "easy")))
    save_settings(qsettings, settings)
    window, settings_feature = make_window(
        qtbot, settings, qsettings, seed=seed_with_first_dealer(1)
    )
    model = window.model
    model.new_game()
    rnd = model.round
    assert rnd is not None and rnd.current == 2
    assert covered_and_hidden(window)
    overlay = settings_feature.hot_seat.overlay  # type: ignore[union-attr]
    assert overlay.name == "Ann"  # the first person to play takes the computer
    overlay.ready.emit()
    assert model.you == 0 and not overlay.isVisible()
    # Every later deal is covered again, whoever sat at the bottom last.
    while not rnd.is_over:
        if overlay.isVisible():
            overlay.ready.emit()
        model.apply(rnd.legal_actions()[0])
    window.next_round()
    assert covered_and_hidden(window)


def test_hot_seat_covers_a_resumed_game_and_a_language_switch(
    qtbot: QtBot, qsettings: SettingsFile
) -> None:
    window, model, rnd = hot_seat_game(qtbot, qsettings)
    settings_feature = settings_of(window)
    assert settings_feature is not None and settings_feature.hot_seat is not None
    overlay = settings_feature.hot_seat.overlay
    overlay.ready.emit()  # Bob takes the computer
    assert not overlay.isVisible() and model.you == 1
    # A resumed game: nobody has said who sits at the screen.
    saved = Round.from_history(rnd.to_history())
    model.restore(model.balances, saved.dealer, model.round_number, saved)
    assert covered_and_hidden(window)
    # A language switch under the cover keeps it up.
    import dataclasses

    try:
        settings_feature.apply(dataclasses.replace(settings_feature.settings, language="ja"))
        assert covered_and_hidden(window)
    finally:
        install_language(QApplication.instance(), "en")  # type: ignore[arg-type]


def test_the_windows_size_and_docks_are_remembered(qtbot: QtBot, qsettings: SettingsFile) -> None:
    window, _ = make_window(qtbot, AppSettings(), qsettings, seed=1)
    window.resize(760, 540)  # within the test screen: a restored window is kept on it
    window.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, window.log_dock)
    QApplication.processEvents()
    size = (window.width(), window.height())
    window.close()
    # The next start, as `tonk` makes its window: settings installed, then shown.
    again = MainWindow(model_from_settings(AppSettings(), seed=2), seed=2, start=False)
    qtbot.addWidget(again)
    install_settings(again, AppSettings(), [], qsettings)
    again.show()
    QApplication.processEvents()
    assert again.dockWidgetArea(again.log_dock) == Qt.DockWidgetArea.LeftDockWidgetArea
    assert (again.width(), again.height()) == size


def test_hot_seat_covers_the_first_round_dealt_at_start(
    qtbot: QtBot, qsettings: SettingsFile
) -> None:
    # As `tonk` starts: the window deals, then the settings (and the hot seat) come.
    settings = AppSettings(seats=(Seat("Ann"), Seat("Bob"), Seat("Cal", "easy")))
    save_settings(qsettings, settings)
    model = model_from_settings(settings, seed=seed_with_first_dealer(2))
    model.set_speed(0)
    window = MainWindow(model, seed=1, start=True)
    window.bots.paused = True
    qtbot.addWidget(window)
    install_settings(window, settings, [], qsettings)
    window.resize(1100, 760)
    window.show()
    rnd = model.round
    assert rnd is not None and rnd.current == model.you == 0  # Ann plays first, at the bottom
    assert covered_and_hidden(window)  # Bob may be the one at the screen
