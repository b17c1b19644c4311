"""Sound at the table: each event plays its sound when the table shows it, M
(View ▸ Mute sound) mutes and is kept, the volume is set in Settings ▸ Table and
cards and kept, and without QtMultimedia or an audio device the game plays
silently and the settings page says why. The recorder of tests/ui/conftest.py
stands in for the speakers; tests/packaging/test_sounds.py plays the files
through the real QSoundEffect."""

from __future__ import annotations

import sys
import time
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QCheckBox, QLabel, QSlider
from pytestqt.qtbot import QtBot
from tablekit import RecordingOutput, stacked

from tonk_desktop.engine import (
    Card,
    Discard,
    Draw,
    HouseRules,
    Knock,
    LaySpread,
    Seat,
    full_deck,
)
from tonk_desktop.ui import sound
from tonk_desktop.ui.features import install_features
from tonk_desktop.ui.main_window import MainWindow
from tonk_desktop.ui.model import MOVE_MS
from tonk_desktop.ui.settings.feature import SettingsFeature, model_from_settings
from tonk_desktop.ui.settings.settings_file import SettingsFile
from tonk_desktop.ui.settings.store import AppSettings, load_settings


@pytest.fixture
def qsettings(tmp_path: Path) -> SettingsFile:
    return SettingsFile(tmp_path / "settings.json")


def sound_of(feature: SettingsFeature) -> sound.SoundBoard:
    """The sound board the settings keep (installed with them by `install_features`)."""
    assert feature.sound is not None
    return feature.sound


def make_window(
    qtbot: QtBot, qsettings: SettingsFile, settings: AppSettings | None = None, speed: float = 0
) -> tuple[MainWindow, SettingsFeature]:
    """The program's window with its settings (and so its sounds); you in seat 0,
    two computers that wait for the test."""
    settings = settings or AppSettings()
    model = model_from_settings(settings, seed=3)
    model.set_speed(speed)
    model.set_bot_pace(0)
    window = MainWindow(model, seed=3, start=False)
    window.bots.paused = True
    qtbot.addWidget(window)
    settings_feature = install_features(window, qsettings, settings=settings).settings
    assert settings_feature is not None
    window.resize(1100, 760)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    return window, settings_feature


def deal(window: MainWindow, hands: list[str], up: str = "KS", stock: str = "8C 10H") -> None:
    window.model.new_game(deck=stacked(hands, up, stock.split()), dealer=2)


HIGH = ["5C 6C 7C 9H 2D", "QD JD 9D 4S 3H", "KH QS JS 4H 3S"]  # you lowest: 29


def test_the_deal_a_discard_and_a_knock_each_sound(
    qtbot: QtBot, qsettings: SettingsFile, sound_output: RecordingOutput
) -> None:
    window, _ = make_window(qtbot, qsettings)
    deal(window, HIGH)
    assert sound_output.names == ["deal"]
    model = window.model
    assert model.apply(Draw("stock"), player=0) is None
    assert sound_output.names == ["deal"]  # a draw is quiet: only what lands on the table
    assert window.scene.act(Discard(Card.parse("9H"))) is None
    qtbot.waitUntil(lambda: sound_output.names == ["deal", "card"])
    assert sound_output.played[-1] == ("card", 0.7)  # the default volume, 70%
    for _ in range(2):  # Ann and Bob: draw and throw the card drawn
        rnd = model.round
        assert rnd is not None and model.is_computer(rnd.current)
        before = set(rnd.hand(rnd.current))
        model.apply(Draw("stock"))
        (drawn,) = set(rnd.hand(rnd.current)) - before
        model.apply(Discard(drawn))
    qtbot.waitUntil(lambda: sound_output.names.count("card") == 3)
    QTest.keyClick(window.view, Qt.Key.Key_K)  # you knock, lowest: no "caught"
    qtbot.waitUntil(lambda: "knock" in sound_output.names)
    rnd = model.round
    assert rnd is not None and rnd.result is not None and rnd.result.kind == "knock"
    qtbot.wait(600)
    assert sound_output.names == ["deal", "card", "card", "card", "knock"]


def test_a_card_sounds_when_it_lands_not_when_it_leaves(
    qtbot: QtBot, qsettings: SettingsFile, sound_output: RecordingOutput
) -> None:
    window, _ = make_window(qtbot, qsettings, speed=1.0)
    deal(window, HIGH)
    model = window.model
    model.apply(Draw("stock"), player=0)
    before = len(sound_output.played)
    thrown = time.monotonic() * 1000
    model.apply(Discard(Card.parse("9H")), player=0)
    assert window.scene.is_animating()
    assert len(sound_output.played) == before  # still in flight
    qtbot.waitUntil(lambda: sound_output.names[before:] == ["card"], timeout=10_000)
    # It waited for the card's flight (the timer cannot fire early).
    assert sound_output.times[-1] - thrown >= MOVE_MS * 0.9


def test_a_tonk_out_sounds_the_card_then_the_tonk(
    qtbot: QtBot, qsettings: SettingsFile, sound_output: RecordingOutput
) -> None:
    window, _ = make_window(qtbot, qsettings)
    deal(window, ["5C 6C 7C 8C 9C", "QD JD 9D 4S 3H", "KH QS JS 4H 3S"], stock="10C 10H")
    model = window.model
    model.apply(Draw("stock"), player=0)
    run = tuple(Card.parse(name) for name in ("5C", "6C", "7C", "8C", "9C", "10C"))
    assert model.apply(LaySpread(run), player=0) is None
    rnd = model.round
    assert rnd is not None and rnd.result is not None and rnd.result.kind == "tonk_out"
    qtbot.waitUntil(lambda: sound_output.names == ["deal", "card", "tonk"])


def test_a_dealt_tonk_sounds_after_the_deal(
    qtbot: QtBot, qsettings: SettingsFile, sound_output: RecordingOutput
) -> None:
    window, _ = make_window(qtbot, qsettings)
    deal(window, ["KH QH JH 10D 10S", "QD JD 9D 4S 3H", "KC QS JS 4H 3S"])
    rnd = window.model.round
    assert rnd is not None and rnd.result is not None and rnd.result.kind == "dealt_tonk"
    qtbot.waitUntil(lambda: sound_output.names == ["deal", "tonk"])


def test_your_knock_caught_sounds_the_knock_then_caught(
    qtbot: QtBot, qsettings: SettingsFile, sound_output: RecordingOutput
) -> None:
    window, _ = make_window(qtbot, qsettings)
    deal(window, ["KH QH JH 9D 9S", "AC 2C 3D 4D 5S", "AH 2H 3H 4C 5D"])
    assert window.model.apply(Knock(), player=0) is None
    rnd = window.model.round
    assert rnd is not None and rnd.result is not None and rnd.result.kind == "caught"
    qtbot.waitUntil(lambda: sound_output.names == ["deal", "knock", "caught"])
    # The knock is heard out before "caught" begins.
    assert sound_output.times[2] - sound_output.times[1] >= sound.KNOCK_MS * 0.9


def test_a_computers_knock_caught_is_only_a_knock(
    qtbot: QtBot, qsettings: SettingsFile, sound_output: RecordingOutput
) -> None:
    window, _ = make_window(qtbot, qsettings)
    deal(window, ["AC 2C 3D 4D 5S", "KH QH JH 9D 9S", "AH 2H 3H 4C 5D"])
    model = window.model
    model.apply(Draw("stock"), player=0)
    model.apply(Discard(Card.parse("5S")), player=0)
    assert model.apply(Knock()) is None  # Ann, high
    rnd = model.round
    assert rnd is not None and rnd.result is not None and rnd.result.kind == "caught"
    qtbot.wait(700)
    assert sound_output.names == ["deal", "card", "knock"]


def test_m_mutes_the_table_says_so_and_is_kept(
    qtbot: QtBot, qsettings: SettingsFile, sound_output: RecordingOutput
) -> None:
    window, settings_feature = make_window(qtbot, qsettings)
    action = sound_of(settings_feature).mute_action
    assert action is not None and action in window.view_menu.actions()
    assert action.isCheckable() and not action.isChecked()
    QTest.keyClick(window.view, Qt.Key.Key_M)
    assert action.isChecked() and sound_of(settings_feature).muted
    assert "Sound off" in window.statusBar().currentMessage()
    assert load_settings(qsettings)[0].sound_muted
    deal(window, HIGH)
    window.model.apply(Draw("stock"), player=0)
    window.model.apply(Discard(Card.parse("9H")), player=0)
    qtbot.wait(50)
    assert sound_output.played == []
    QTest.keyClick(window.view, Qt.Key.Key_M)
    assert not action.isChecked() and not load_settings(qsettings)[0].sound_muted
    assert "volume 70%" in window.statusBar().currentMessage()
    window.model.next_round()
    window.model.new_game(deck=stacked(HIGH, "KS", ["8C"]), dealer=2)
    assert sound_output.names == ["deal"]


def test_a_saved_mute_and_volume_are_on_at_the_next_start(
    qtbot: QtBot, qsettings: SettingsFile, sound_output: RecordingOutput
) -> None:
    qsettings.setValue("sound/volume", 35)
    qsettings.setValue("sound/muted", True)
    settings, notices = load_settings(qsettings)
    assert notices == [] and (settings.sound_volume, settings.sound_muted) == (35, True)
    window, settings_feature = make_window(qtbot, qsettings, settings)
    mute = sound_of(settings_feature).mute_action
    assert mute is not None and mute.isChecked()
    QTest.keyClick(window.view, Qt.Key.Key_M)
    deal(window, HIGH)
    assert sound_output.played == [("deal", 0.35)]


def test_the_volume_is_set_on_the_settings_page_by_keyboard_and_kept(
    qtbot: QtBot, qsettings: SettingsFile, sound_output: RecordingOutput
) -> None:
    window, settings_feature = make_window(qtbot, qsettings)
    dialog = settings_feature.open_settings()
    dialog.show_tab("table")
    page = dialog.table_page
    slider = page.findChild(QSlider, "soundVolume")
    muted = page.findChild(QCheckBox, "soundMuted")
    assert slider is not None and muted is not None and slider.value() == 70
    slider.setFocus()
    QTest.keyClick(slider, Qt.Key.Key_PageDown)  # one page: 10 points
    assert slider.value() == 60
    assert "60%" in slider.accessibleDescription()
    # Resting on the new volume, it plays a card at it, for the ear to judge.
    qtbot.waitUntil(lambda: sound_output.played[-1:] == [("card", 0.6)])
    dialog.ok_button.click()
    assert load_settings(qsettings)[0].sound_volume == 60
    assert sound_of(settings_feature).volume == 60
    deal(window, HIGH)
    assert sound_output.played[-1] == ("deal", 0.6)
    # Muted on the page: the table's M item follows.
    dialog = settings_feature.open_settings()
    box = dialog.table_page.findChild(QCheckBox, "soundMuted")
    assert box is not None
    box.setChecked(True)
    dialog.ok_button.click()
    mute = sound_of(settings_feature).mute_action
    assert mute is not None and mute.isChecked()
    assert load_settings(qsettings)[0].sound_muted


def test_a_saved_volume_out_of_range_falls_back_and_says_so(qsettings: SettingsFile) -> None:
    qsettings.setValue("sound/volume", 180)
    settings, notices = load_settings(qsettings)
    assert settings.sound_volume == 70
    assert len(notices) == 1 and "sound/volume" in notices[0]


def test_without_qtmultimedia_the_game_is_silent_and_settings_say_why(
    qtbot: QtBot,
    qsettings: SettingsFile,
    monkeypatch: pytest.MonkeyPatch,
    capfd: pytest.CaptureFixture[str],
) -> None:
    monkeypatch.setitem(sys.modules, "PySide6.QtMultimedia", None)  # import fails
    output = sound.open_qt_output()
    assert isinstance(output, sound.SilentOutput)
    sound.use_output(output)
    window, settings_feature = make_window(qtbot, qsettings)
    deal(window, HIGH)
    window.model.apply(Draw("stock"), player=0)
    window.model.apply(Discard(Card.parse("9H")), player=0)
    assert window.model.round is not None and window.model.round.current == 1
    dialog = settings_feature.open_settings()
    dialog.show_tab("table")
    status = dialog.table_page.findChild(QLabel, "soundStatus")
    assert status is not None and status.isVisible()
    assert "Sound is unavailable" in status.text() and "QtMultimedia" in status.text()
    # The volume moves nothing: greyed, saying why (before: live, as if it worked).
    volume = dialog.table_page.volume
    assert not volume.isEnabled() and "QtMultimedia" in volume.toolTip()
    action = sound_of(settings_feature).mute_action
    assert action is not None and "QtMultimedia" in action.statusTip()
    dialog.reject()
    QTest.keyClick(window.view, Qt.Key.Key_M)
    QTest.keyClick(window.view, Qt.Key.Key_M)
    assert "none can be played" in window.statusBar().currentMessage()
    assert capfd.readouterr().err == ""  # not a word on the terminal


def test_the_mute_item_and_the_page_speak_the_language(
    qtbot: QtBot, qsettings: SettingsFile, app_language: object
) -> None:
    from tonk_desktop.ui.text.translation import install_language

    app = QApplication.instance()
    assert isinstance(app, QApplication)
    install_language(app, "ja")
    _, settings_feature = make_window(qtbot, qsettings, AppSettings(language="ja"))
    action = sound_of(settings_feature).mute_action
    assert action is not None and action.text() != "&Mute sound"
    dialog = settings_feature.open_settings()
    slider = dialog.table_page.findChild(QSlider, "soundVolume")
    assert slider is not None and slider.accessibleName() not in ("", "Volume")
    dialog.reject()


def test_in_hot_seat_each_persons_knock_caught_sounds(
    qtbot: QtBot, qsettings: SettingsFile, sound_output: RecordingOutput
) -> None:
    # Two people at one screen: Bob, the second, knocks high and is caught.
    settings = AppSettings(rules=HouseRules().replace(players=2), seats=(Seat("Ann"), Seat("Bob")))
    window, _ = make_window(qtbot, qsettings, settings)
    dealt = [
        Card.parse(name)
        for name in ("AC", "KH", "2C", "QH", "3D", "JH", "4D", "9D", "5S", "9S", "8S")
    ]
    window.model.new_game(deck=dealt + [c for c in full_deck() if c not in dealt], dealer=1)
    model = window.model
    rnd = model.round
    assert rnd is not None and rnd.current == 0
    model.apply(Draw("stock"))
    model.apply(Discard(Card.parse("5S")))
    assert model.apply(Knock()) is None
    rnd = model.round
    assert rnd is not None and rnd.result is not None and rnd.result.kind == "caught"
    assert rnd.result.knocker == 1
    qtbot.waitUntil(lambda: sound_output.names[-2:] == ["knock", "caught"])


def test_the_first_deal_sounds_once_the_window_is_up(
    qtbot: QtBot, qsettings: SettingsFile, sound_output: RecordingOutput
) -> None:
    # The program's own start: the window deals as it is made, before its settings
    # (and the sound board) are installed; the deal sounds once it is shown.
    settings = AppSettings()
    model = model_from_settings(settings, seed=3)
    window = MainWindow(model, seed=3)
    window.bots.paused = True
    qtbot.addWidget(window)
    settings_feature = install_features(window, qsettings, settings=settings).settings
    assert settings_feature is not None
    assert sound_of(settings_feature)._output is None  # not opened before the window is painted
    window.show()
    qtbot.waitUntil(lambda: sound_output.names == ["deal"])
    assert sound_of(settings_feature).output is sound_output


def test_a_device_that_opens_no_stream_leaves_the_game_silent_saying_why(
    qtbot: QtBot,
    qsettings: SettingsFile,
    monkeypatch: pytest.MonkeyPatch,
    capfd: pytest.CaptureFixture[str],
) -> None:
    # As under Wine 8: a device is listed, but Qt's Windows backend opens no stream
    # on it, and a QSoundEffect would say it plays while nothing is heard.
    from PySide6.QtMultimedia import QAudioDevice, QMediaDevices

    refusing = QAudioDevice()  # no device behind it: a stream on it fails to open
    assert not sound.device_opens(refusing)
    monkeypatch.setattr(QMediaDevices, "audioOutputs", staticmethod(lambda: [refusing]))
    monkeypatch.setattr(QMediaDevices, "defaultAudioOutput", staticmethod(lambda: refusing))
    output = sound.open_qt_output()
    assert isinstance(output, sound.SilentOutput)
    sound.use_output(output)
    _window, settings_feature = make_window(qtbot, qsettings)
    dialog = settings_feature.open_settings()
    dialog.show_tab("table")
    status = dialog.table_page.findChild(QLabel, "soundStatus")
    assert status is not None and status.isVisible()
    assert "Sound is unavailable" in status.text()
    assert "the audio device cannot play the game's sounds" in status.text()
    dialog.reject()
    assert capfd.readouterr().err == ""  # Qt's complaint went to the log, not the terminal
