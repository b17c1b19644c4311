"""Sounds at the table: a card laid, the deal, a knock, a tonk, a knock caught.

`SoundBoard` listens to the model's `changed`, as every view does, and plays the
sound of each change when the table shows it: a computer's discard sounds when the
card lands (after the card's flight, which the animation speed sets), a knock at
once, a tonk or a caught knock after the move that ended the round. Its volume and
mute come from the settings; View ▸ Mute sound (M) is its menu item.

The sounds are WAV files in `assets/sounds/`, made by `packaging/make_sounds.py`
(CC0). They are played by an output: `QtSoundOutput` preloads one `QSoundEffect`
(QtMultimedia) per sound, which decodes the WAV itself and plays it on the
system's audio (PulseAudio or PipeWire on Linux) without blocking the window;
no media backend plugin (FFmpeg) is needed. Where QtMultimedia cannot be
loaded, there is no audio device, or the device opens no stream (`device_opens`:
Wine 8 lists its devices but Qt's Windows backend cannot open one there),
`SilentOutput` plays nothing and says why (Settings ▸ Table and cards shows it).
The program shares one output (`shared_output`), opened at first use; tests put
their own in with `use_output`.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Final, Protocol

from PySide6.QtCore import (
    QCoreApplication,
    QObject,
    QTimer,
    QtMsgType,
    Signal,
    Slot,
    qInstallMessageHandler,
)
from PySide6.QtGui import QAction, QKeySequence

from tonk_desktop.engine import Discard, Hit, Knock, LaySpread
from tonk_desktop.resources import asset_path
from tonk_desktop.ui.model import DEAL_STAGGER_MS, MOVE_MS, Change, GameModel
from tonk_desktop.ui.text.translation import retranslate_now_and_later

if TYPE_CHECKING:
    from tonk_desktop.ui.feature_window import FeatureWindow

_log = logging.getLogger(__name__)

SOUNDS: Final = ("card", "deal", "knock", "tonk", "caught")
# How long each sound lasts (ms), so the next one waits for it (packaging/make_sounds.py).
KNOCK_MS: Final = 360
CARD_MS: Final = 120
DEFAULT_VOLUME: Final = 70  # percent
WARM_UP_MS: Final = 150  # after the window is set up: it paints first


def _tr(text: str) -> str:
    return QCoreApplication.translate("Sound", text)


def sound_path(name: str) -> str:
    """The WAV file of sound `name`."""
    return str(asset_path("sounds", f"{name}.wav"))


class SoundOutput(Protocol):
    """What plays the sounds: the seam between the board and the audio system."""

    def problem(self) -> str | None:
        """Why no sound can be played, in words; None when it can."""
        ...

    def play(self, name: str, volume: float) -> None:
        """Start sound `name` at `volume` (0 to 1, as the ear hears it) and return
        at once."""
        ...


class SilentOutput:
    """No sound, and why (in the language on screen when asked)."""

    def __init__(self, why: Callable[[], str]) -> None:
        self._why = why

    def problem(self) -> str | None:
        return self._why()

    def play(self, name: str, volume: float) -> None:
        pass


class QtSoundOutput(QObject):
    """One QSoundEffect per sound, loaded once; `play` starts one and returns."""

    def __init__(self, effects: dict[str, Any], convert: Callable[[float], float]) -> None:
        super().__init__(QCoreApplication.instance())
        self.effects = effects
        self._convert = convert
        self._failed: list[str] = []
        for name, effect in effects.items():
            effect.setParent(self)
            effect.statusChanged.connect(lambda name=name: self._check(name))

    def _check(self, name: str) -> None:
        effect = self.effects[name]
        if effect.status() == type(effect).Status.Error and name not in self._failed:
            self._failed.append(name)
            _log.info("the sound %s cannot be played on this audio device", name)

    def problem(self) -> str | None:
        if self._failed:
            return _tr("the audio device cannot play the game's sounds")
        return None

    def play(self, name: str, volume: float) -> None:
        effect = self.effects.get(name)
        if effect is None or name in self._failed:
            return
        effect.setVolume(self._convert(volume))
        effect.play()


def _quietly(work: Callable[[], Any]) -> tuple[Any, list[str]]:
    """Run `work` with Qt's warnings caught (QtMultimedia tells the terminal about
    every sound server it did not find): its result and the warnings, which go
    to the log at debug level instead."""
    caught: list[str] = []

    def handler(kind: QtMsgType, context: object, message: str) -> None:
        caught.append(message)
        _log.debug("Qt (%s): %s", kind.name, message)

    previous = qInstallMessageHandler(handler)
    try:
        return work(), caught
    finally:
        qInstallMessageHandler(previous)


def device_opens(device: Any) -> bool:
    """Does an audio stream open on `device` (a QAudioDevice)? A few milliseconds of
    silence are started and stopped again. A device can be listed and still refuse a
    stream, and QSoundEffect then says it plays while nothing is heard: Wine 8's
    audio lacks IAudioClient3's GetCurrentSharedModeEnginePeriod, which Qt's Windows
    backend asks for before it opens a stream."""
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice
    from PySide6.QtMultimedia import QAudioSink, QtAudio

    audio_format = device.preferredFormat()
    sink = QAudioSink(device, audio_format)
    silence = QBuffer()
    silence.setData(QByteArray(bytes(max(0, audio_format.bytesForDuration(10_000)))))
    silence.open(QIODevice.OpenModeFlag.ReadOnly)
    sink.start(silence)
    opened = sink.error() == QtAudio.Error.NoError
    sink.stop()
    return bool(opened)


def open_qt_output() -> SoundOutput:
    """QSoundEffects for the game's sounds on the default audio device, or a
    SilentOutput saying why there are none."""

    def load() -> SoundOutput:
        try:
            from PySide6.QtCore import QUrl
            from PySide6.QtMultimedia import QAudio, QMediaDevices, QSoundEffect
        except ImportError as error:
            why = str(error)
            return SilentOutput(
                lambda: _tr("Qt's sound module (QtMultimedia) could not be loaded: {why}").replace(
                    "{why}", why
                )
            )
        if not QMediaDevices.audioOutputs():
            return SilentOutput(
                lambda: _tr("no audio output was found (no sound server or sound card)")
            )
        if not device_opens(QMediaDevices.defaultAudioOutput()):
            return SilentOutput(lambda: _tr("the audio device cannot play the game's sounds"))
        effects: dict[str, Any] = {}
        for name in SOUNDS:
            effect = QSoundEffect()
            effect.setSource(QUrl.fromLocalFile(sound_path(name)))
            effects[name] = effect

        def convert(volume: float) -> float:
            return float(
                QAudio.convertVolume(
                    volume,
                    QAudio.VolumeScale.LogarithmicVolumeScale,
                    QAudio.VolumeScale.LinearVolumeScale,
                )
            )

        return QtSoundOutput(effects, convert)

    output, warnings = _quietly(load)
    assert isinstance(output, (QtSoundOutput, SilentOutput))
    if warnings:
        _log.debug("opening the sound output: %s", "; ".join(warnings))
    return output


_shared: SoundOutput | None = None


def shared_output() -> SoundOutput:
    """The program's one sound output, opened at first use."""
    global _shared
    if _shared is None:
        _shared = open_qt_output()
    return _shared


def use_output(output: SoundOutput | None) -> None:
    """Put `output` in as the shared one (None: open the real one at next use)."""
    global _shared
    _shared = output


class SoundBoard(QObject):
    """Plays the table's sounds for the model's changes, at the volume set, unless muted."""

    mute_changed = Signal(bool)  # by the menu item or M

    def __init__(
        self,
        model: GameModel,
        output: SoundOutput | None = None,
        volume: int = DEFAULT_VOLUME,
        muted: bool = False,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.model = model
        self._output = output
        self._volume = volume
        self._muted = muted
        self.mute_action: QAction | None = None
        self._window: FeatureWindow | None = None
        model.changed.connect(self._on_changed)

    @property
    def output(self) -> SoundOutput:
        """The output, the shared one unless given; opened at first use (loading
        QtMultimedia takes a tenth of a second: not before the window is up)."""
        if self._output is None:
            self._output = shared_output()
            if self.mute_action is not None:
                self.retranslate()  # now it is known whether there is sound
        return self._output

    # ------------------------------------------------------------ settings

    @property
    def volume(self) -> int:
        return self._volume

    @property
    def muted(self) -> bool:
        return self._muted

    def set_volume(self, volume: int) -> None:
        if not 0 <= volume <= 100:
            raise ValueError(f"the volume is 0 to 100, not {volume}")
        self._volume = volume

    def set_muted(self, muted: bool) -> None:
        self._muted = muted
        if self.mute_action is not None and self.mute_action.isChecked() != muted:
            self.mute_action.setChecked(muted)

    def problem(self) -> str | None:
        return self.output.problem()

    # ------------------------------------------------------------ the menu item

    def add_to(self, window: FeatureWindow) -> QAction:
        """View ▸ Mute sound (M): a check item, so a screen reader reads whether
        the sound is off; the status bar says so too."""
        action = QAction(window.widget)
        action.setObjectName("muteAction")
        action.setCheckable(True)
        action.setChecked(self._muted)
        action.setShortcut(QKeySequence("M"))
        action.toggled.connect(self._on_mute_toggled)
        window.add_to_menu("view", [action])
        self.mute_action = action
        self._window = window
        retranslate_now_and_later(self, self.retranslate)
        # The output is opened once the window is up, not before it is painted.
        QTimer.singleShot(WARM_UP_MS, self, self._warm_up)
        return action

    def _warm_up(self) -> None:
        """Open the output; the first deal, made with the window before there was
        a board, and animated as the window shows, sounds now."""
        self.output  # noqa: B018 - opened for its side effect
        rnd = self.model.round
        if rnd is not None and not rnd.history and not rnd.is_over:
            self.play("deal")

    def retranslate(self) -> None:
        action = self.mute_action
        if action is None:
            return
        action.setText(_tr("&Mute sound"))
        problem = self._output.problem() if self._output is not None else None
        tip = (
            _tr("No sound: {why}").replace("{why}", problem)
            if problem
            else _tr("Sound off or on (M); Settings ▸ Table and cards sets the volume")
        )
        action.setStatusTip(tip)
        action.setToolTip(tip)

    @Slot(bool)
    def _on_mute_toggled(self, muted: bool) -> None:
        if muted == self._muted:
            return
        self._muted = muted
        problem = self.problem()
        if muted:
            text = _tr("Sound off (M turns it on).")
        elif problem:
            text = _tr("Sound on, but none can be played: {why}.").replace("{why}", problem)
        else:
            text = _tr("Sound on, at volume {volume}%.").replace("{volume}", str(self._volume))
        if self._window is not None:
            self._window.show_status(text, 5000)
        self.mute_changed.emit(muted)

    # ------------------------------------------------------------ playing

    def play(self, name: str) -> None:
        """Play `name` now, unless muted or at volume 0."""
        if self._muted or self._volume == 0:
            return
        self.output.play(name, self._volume / 100)

    def play_later(self, name: str, delay: int) -> None:
        if delay <= 0:
            self.play(name)
        else:
            QTimer.singleShot(delay, self, lambda: self.play(name))

    def deal_ms(self) -> int:
        """How long the deal on the table takes to land, its up-card last."""
        rnd = self.model.round
        if rnd is None:
            return 0
        cards = rnd.rules.hand_size * rnd.players + 1
        return self.model.duration(DEAL_STAGGER_MS) * cards + self.model.duration(MOVE_MS)

    @Slot(object)
    def _on_changed(self, change: Change) -> None:
        if self._muted or self._volume == 0:
            return
        if change.kind == "deal":
            self.play("deal")
            return
        if change.kind not in ("action", "round_over"):
            return
        action = change.action
        # The card's sound when it lands: after its flight from the hand or the seat.
        after = 0
        if isinstance(action, (Discard, LaySpread, Hit)):
            after = self.model.duration(MOVE_MS)
            self.play_later("card", after)
            after += CARD_MS
        elif isinstance(action, Knock):
            self.play("knock")
            after = KNOCK_MS
        elif action is None:  # a tonk or a low deal, dealt: the deal lands first
            after = self.deal_ms()
        result = change.result
        if result is None:
            return
        if result.kind in ("tonk_out", "dealt_tonk"):
            self.play_later("tonk", after + 60)
        elif (
            result.kind == "caught"
            and result.knocker is not None
            and not self.model.is_computer(result.knocker)
        ):
            self.play_later("caught", after + 60)


def install_sound(
    window: FeatureWindow, volume: int = DEFAULT_VOLUME, muted: bool = False
) -> SoundBoard:
    """The table's sounds in `window`, and View ▸ Mute sound (M)."""
    board = SoundBoard(window.model, volume=volume, muted=muted, parent=window.widget)
    board.add_to(window)
    return board
