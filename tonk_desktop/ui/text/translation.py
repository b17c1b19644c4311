"""The application's language: English, Japanese, Hungarian or Russian.

`install_language(app, code)` switches the whole program at once, the way
Frescobaldi does: it replaces the installed translators (ours, `tonk_<code>.qm`,
and Qt's own `qtbase_<code>.qm`, so standard dialog buttons follow), makes the
language's locale the default (numbers, money and dates follow it), and emits
`language_signals().languageChanged`. Qt itself sends `QEvent.LanguageChange`
to every widget when a translator is installed or removed, so a widget
retranslates in `changeEvent`; objects that are not widgets (models, the
table scene) connect to `languageChanged`.

English is the source language: its catalogue holds only plural forms.

Japanese needs a font with Japanese glyphs. We do not bundle one: Windows
(Yu Gothic, Meiryo) and macOS (Hiragino) always have one, and on Linux the
package declares `fonts-noto-cjk` (Debian/Ubuntu; `google-noto-sans-cjk-fonts`
on Fedora), as README.md says. A full Japanese font is 16 MB per weight, and a
subset would draw boxes for names players type. `japanese_font_family()` finds
the installed one; when it is missing the settings dialog can say so
(`font_problem(code)`), rather than the table silently showing boxes.
"""

from __future__ import annotations

import dataclasses
import logging
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QCoreApplication,
    QLibraryInfo,
    QLocale,
    QObject,
    QTranslator,
    Signal,
    Slot,
)

from tonk_desktop.engine import DEFAULT_LEVEL, DEFAULT_NAMES, Level, Seat
from tonk_desktop.engine import default_seats as english_default_seats
from tonk_desktop.resources import package_dir

__all__ = [
    "LANGUAGES",
    "LanguageSignals",
    "current_language",
    "font_problem",
    "install_language",
    "japanese_font_family",
    "language_signals",
    "retranslate_now_and_later",
    "system_language",
    "translations_dir",
]

log = logging.getLogger(__name__)

#: Language code -> the language's name in itself (as a language menu shows it).
LANGUAGES: dict[str, str] = {"en": "English", "ja": "日本語", "hu": "Magyar", "ru": "Русский"}

#: The locale used when the system's locale is of another language.
_DEFAULT_LOCALES: dict[str, str] = {"en": "en_US", "ja": "ja_JP", "hu": "hu_HU", "ru": "ru_RU"}

#: Fonts with Japanese glyph shapes, best first (Linux, Windows, macOS). Without
#: a Japanese preference, fontconfig may draw kanji with a Chinese font's shapes.
_JAPANESE_FAMILIES = (
    "Noto Sans CJK JP",
    "Noto Sans JP",
    "Source Han Sans JP",
    "Yu Gothic UI",
    "Meiryo UI",
    "Meiryo",
    "Hiragino Sans",
    "Hiragino Kaku Gothic ProN",
    "IPAexGothic",
    "IPAGothic",
    "TakaoPGothic",
    "VL PGothic",
)

_TRANSLATOR_NAME = "tonk-translator"
_LANGUAGE_PROPERTY = "tonkLanguage"
_FALLBACK_PROPERTY = "tonkJapaneseFallback"


class LanguageSignals(QObject):
    """App-wide notification that the language changed (carries the new code)."""

    languageChanged = Signal(str)


def language_signals() -> LanguageSignals:
    """The one `LanguageSignals` of the running application (made on first use,
    a child of the application so it lives exactly as long)."""
    app = QCoreApplication.instance()
    if app is None:
        raise RuntimeError("language_signals() needs a QApplication")
    existing = app.findChild(LanguageSignals, "tonk-language-signals")
    if existing is not None:
        return existing
    signals = LanguageSignals(app)
    signals.setObjectName("tonk-language-signals")
    return signals


class _Retranslator(QObject):
    """Calls `apply` on every language change, for as long as its parent lives
    (a connection to a QObject's slot ends with the object)."""

    def __init__(self, owner: QObject, apply: Callable[[], object]) -> None:
        super().__init__(owner)
        self._apply = apply
        language_signals().languageChanged.connect(self._on_language)

    @Slot(str)
    def _on_language(self, _code: str) -> None:
        self._apply()


def retranslate_now_and_later(owner: QObject, apply: Callable[[], object]) -> None:
    """Call `apply` now, and again after every `install_language` while `owner`
    lives: the one place a window, scene or menu hook sets its texts.

    For objects that are not widgets (they get no QEvent.LanguageChange), and
    for widgets that prefer one code path for the first texts and the later ones."""
    apply()
    _Retranslator(owner, apply)


def translations_dir() -> Path:
    """Where our `tonk_<code>.qm` files are: `tonk_desktop/i18n` inside the
    installed package, found the same way from a source checkout (`make
    translations` builds them there), a wheel (built into it) and the packaged
    program (see `tonk_desktop.resources`)."""
    return package_dir() / "i18n"


def system_language() -> str:
    """The code in LANGUAGES that the system's locale asks for; English when the
    system speaks none of ours."""
    for name in QLocale.system().uiLanguages():
        code = name.replace("_", "-").split("-")[0].lower()
        if code in LANGUAGES:
            return code
    return "en"


def current_language() -> str:
    """The code last installed with `install_language` ("en" before any)."""
    app = QCoreApplication.instance()
    if app is None:
        return "en"
    value = app.property(_LANGUAGE_PROPERTY)
    return value if isinstance(value, str) and value in LANGUAGES else "en"


def install_language(app: QCoreApplication, code: str) -> bool:
    """Switch the application to the language `code` (a key of LANGUAGES).

    Returns True when every translation the language needs was loaded. A
    missing `tonk_<code>.qm` (translations not built: `make translations`) is
    logged and the program stays usable, in English text; an unknown code is a
    ValueError and changes nothing."""
    if code not in LANGUAGES:
        known = ", ".join(f"{key} ({name})" for key, name in LANGUAGES.items())
        raise ValueError(f"no such language: {code!r} (choose one of {known})")
    for old in app.findChildren(QTranslator, _TRANSLATOR_NAME):
        app.removeTranslator(old)
        old.setParent(None)
        old.deleteLater()
    complete = True
    # English is the source language; its catalogue holds only plural forms
    # ("%n card(s)" -> "1 card"), so it is loaded too.
    if _load(app, f"tonk_{code}", translations_dir()) is None:
        log.warning(
            "no translation file %s: %s (run `make translations`)",
            translations_dir() / f"tonk_{code}.qm",
            "counts read '(s)'" if code == "en" else "showing English",
        )
        complete = False
    if code != "en":
        qt_dir = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))
        if _load(app, f"qtbase_{code}", qt_dir) is None:
            # A bundle that left out Qt's catalogue still works; only the
            # standard buttons (OK, Cancel) stay English.
            log.info("no Qt translation qtbase_%s in %s", code, qt_dir)
    QLocale.setDefault(_locale_for(code))
    _prefer_japanese_glyphs(app, code == "ja")
    app.setProperty(_LANGUAGE_PROPERTY, code)
    language_signals().languageChanged.emit(code)
    return complete


def _load(app: QCoreApplication, name: str, folder: Path) -> QTranslator | None:
    translator = QTranslator(app)
    translator.setObjectName(_TRANSLATOR_NAME)
    if not translator.load(name, str(folder)):
        translator.setParent(None)
        translator.deleteLater()
        return None
    app.installTranslator(translator)
    return translator


_CATALOGUES: dict[str, QTranslator] = {}


def translate_in(code: str, context: str, text: str) -> str:
    """`text` in the language `code`, whatever language is on (e.g. to see
    whether a name is a default one in another language); `text` itself in
    English or when the catalogue is missing."""
    if code == "en":
        return text
    translator = _CATALOGUES.get(code)
    if translator is None:
        translator = QTranslator()
        if not translator.load(f"tonk_{code}", str(translations_dir())):
            return text
        _CATALOGUES[code] = translator
    return translator.translate(context, text) or text


# The default seats' names (engine.seats.DEFAULT_NAMES) are translated in the
# settings store's context; marked here for lupdate, which reads no tuple of names.
_DEFAULT_NAMES_FOR_LUPDATE = (
    QT_TRANSLATE_NOOP("SettingsStore", "You"),
    QT_TRANSLATE_NOOP("SettingsStore", "Ann"),
    QT_TRANSLATE_NOOP("SettingsStore", "Bob"),
    QT_TRANSLATE_NOOP("SettingsStore", "Cal"),
)


# Qt 6's file dialog gave two labels a mnemonic ("&Look in:", "Files of &type:"),
# and Qt's own catalogues (qtbase_<code>.qm) still translate only the old texts,
# so a Russian file dialog said "Look in:". Our catalogue, installed before Qt's,
# answers for them in Qt's context; marked here for lupdate.
_QT_GAPS_FOR_LUPDATE = (
    QT_TRANSLATE_NOOP("QFileDialog", "&Look in:"),
    QT_TRANSLATE_NOOP("QFileDialog", "Files of &type:"),
)


def default_name(slot: int) -> str:
    """The default name of seat `slot` (0 = "You") in the language on now."""
    return QCoreApplication.translate("SettingsStore", DEFAULT_NAMES[slot])


def default_seats(players: int = 3, level: Level = DEFAULT_LEVEL) -> tuple[Seat, ...]:
    """The default seats (engine.seats.default_seats), named in the language on now
    (a first start in Japanese seats あなた, アン, ボブ)."""
    return tuple(
        dataclasses.replace(seat, name=default_name(slot), named_by_default=True)
        for slot, seat in enumerate(english_default_seats(players, level))
    )


def _default_slots() -> dict[str, int]:
    """Every language's default seat names, folded, to their seat (0 = "You")."""
    slots: dict[str, int] = {}
    for code in LANGUAGES:
        for slot, name in enumerate(DEFAULT_NAMES):
            slots.setdefault(translate_in(code, "SettingsStore", name).strip().casefold(), slot)
    return slots


_SLOTS: list[dict[str, int]] = []


def seat_name(seat: Seat) -> str:
    """A seat's name as the table shows it: a default name nobody typed
    (`Seat.named_by_default`, "Ann" or "アン") in the language on now, so an
    untouched table follows a language switch; any other name as it is (a
    typed name, and every name a ledger session recorded)."""
    if not seat.named_by_default:
        return seat.name
    if not _SLOTS:
        _SLOTS.append(_default_slots())
    slot = _SLOTS[0].get(seat.name.strip().casefold())
    return seat.name if slot is None else default_name(slot)


def default_slot(name: str) -> int | None:
    """The seat (0 = "You") whose default name `name` is, in any of our
    languages; None for any other name."""
    if not _SLOTS:
        _SLOTS.append(_default_slots())
    return _SLOTS[0].get(name.strip().casefold())


def is_you_name(name: str) -> bool:
    """Is `name` the word for "you" in one of the languages (the first default
    name: "You", "あなた", "Te", "Вы")?"""
    if not _SLOTS:
        _SLOTS.append(_default_slots())
    return _SLOTS[0].get(name.strip().casefold()) == 0


def _locale_for(code: str) -> QLocale:
    # Keep the user's own country when it speaks this language (en_GB dates for
    # a British player), else the language's usual locale.
    system = QLocale.system()
    if system.name().split("_")[0] == code:
        return system
    return QLocale(_DEFAULT_LOCALES[code])


def japanese_font_family() -> str | None:
    """The installed font family that draws Japanese best, or None when no font
    on this computer has Japanese glyphs."""
    from PySide6.QtGui import QFontDatabase

    installed = set(QFontDatabase.families(QFontDatabase.WritingSystem.Japanese))
    for family in _JAPANESE_FAMILIES:
        if family in installed:
            return family
    return next(iter(sorted(installed)), None)


def font_problem(code: str) -> str | None:
    """A sentence saying why `code` cannot be shown properly here, or None.

    Only Japanese can lack glyphs (every desktop font has Latin and Cyrillic)."""
    if code != "ja" or japanese_font_family() is not None:
        return None
    return QCoreApplication.translate(
        "Language",
        "No Japanese font is installed, so Japanese text would show as boxes. "
        "Install one (on Debian or Ubuntu: the package fonts-noto-cjk) and restart.",
    )


def _prefer_japanese_glyphs(app: QCoreApplication, japanese: bool) -> None:
    # Kanji are shared with Chinese (Han unification); left to the system's
    # fallback they may be drawn in a Chinese font's shapes. Naming a Japanese
    # family after the interface font makes Qt take kanji and kana from it and
    # everything else from the usual font. Leaving Japanese restores the font.
    from PySide6.QtGui import QGuiApplication

    if not isinstance(app, QGuiApplication):
        return
    font = QGuiApplication.font()
    changed = False
    saved = app.property(_FALLBACK_PROPERTY)
    if isinstance(saved, list) and saved:
        font.setFamilies([str(family) for family in saved])
        app.setProperty(_FALLBACK_PROPERTY, None)
        changed = True
    family = japanese_font_family() if japanese else None
    if family is not None:
        base = font.families() or [font.family()]
        app.setProperty(_FALLBACK_PROPERTY, list(base))
        font.setFamilies([*base, family])
        changed = True
    if changed:
        QGuiApplication.setFont(font)
