"""Translations: complete for every string in the code, and switched live.

The completeness tests are what keeps a new English string from shipping
untranslated: they run Qt's own extractor (pyside6-lupdate) over the package
and compare with the committed .ts files, and they also read the code
themselves, because lupdate silently skips a call it cannot parse (an
f-string, a count that is not a plain name)."""

from __future__ import annotations

import ast
import re
import sys
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QLocale
from PySide6.QtWidgets import QApplication, QDialogButtonBox

from tonk_desktop.engine import (
    REFUSALS,
    Card,
    Discard,
    Draw,
    HouseRules,
    IllegalAction,
    Knock,
    LaySpread,
    Round,
)
from tonk_desktop.engine.refusals import refusal
from tonk_desktop.i18n import update_ts
from tonk_desktop.ui.text import translation
from tonk_desktop.ui.text.reasons import card_name, card_symbol, reason_text, round_end_name
from tonk_desktop.ui.text.translation import (
    LANGUAGES,
    current_language,
    install_language,
    language_signals,
    system_language,
)

PACKAGE = Path(translation.__file__).resolve().parents[2]
I18N = PACKAGE / "i18n"
REPO = PACKAGE.parent
TOOLS = Path(sys.executable).parent
TRANSLATED = ("ja", "hu", "ru")
QT_APP_MODULES = {"QCoreApplication", "QApplication", "QGuiApplication"}

Key = tuple[str, str]  # (context, English source)


def _messages(ts_file: Path) -> dict[Key, ET.Element]:
    """The live (not vanished/obsolete) messages of a .ts file."""
    found: dict[Key, ET.Element] = {}
    for context in ET.parse(ts_file).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            kind = message.find("translation")
            if kind is not None and kind.get("type") in ("vanished", "obsolete"):
                continue
            found[(name, message.findtext("source") or "")] = message
    return found


@pytest.fixture(scope="module")
def extracted(tmp_path_factory: pytest.TempPathFactory) -> dict[Key, ET.Element]:
    """What lupdate finds in the code now (as `make lupdate` runs it)."""
    out = tmp_path_factory.mktemp("lupdate") / "tonk_ja.ts"
    update_ts.extract([out])
    return _messages(out)


def _literal_calls() -> Iterator[tuple[str, int, Key | str]]:
    """Every tr()/translate()/shorthand call in the package: (file, line, key)
    when its context and text are literals, else (file, line, what is wrong)."""
    for path in sorted(PACKAGE.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        shorthands = update_ts.shorthand_contexts(tree)
        yield from _walk(tree, path.relative_to(REPO).as_posix(), None, shorthands)


def _walk(
    node: ast.AST, where: str, klass: str | None, shorthands: dict[str, str]
) -> Iterator[tuple[str, int, Key | str]]:
    for child in ast.iter_child_nodes(node):
        if isinstance(child, ast.ClassDef):
            yield from _walk(child, where, child.name, shorthands)
            continue
        if isinstance(child, ast.Call):
            result = _translation_call(child, klass, shorthands)
            if result is not None:
                yield where, child.lineno, result
        yield from _walk(child, where, klass, shorthands)


def _translation_call(
    call: ast.Call, klass: str | None, shorthands: dict[str, str]
) -> Key | str | None:
    func = call.func
    count: ast.expr | None = None
    context_node: ast.expr | None
    source_node: ast.expr | None
    if isinstance(func, ast.Name):
        if func.id not in shorthands or not call.args:
            return None
        context_node, source_node = ast.Constant(shorthands[func.id]), call.args[0]
    elif not isinstance(func, ast.Attribute):
        return None
    elif func.attr == "translate" and isinstance(func.value, ast.Name):
        if func.value.id not in QT_APP_MODULES:
            return None
        context_node, source_node = ([*call.args, None, None])[:2]
        # A count given to translate() is written as a literal for lupdate by
        # update_ts.spelled_out, so any expression will do.
    elif func.attr == "tr" and call.args:
        if klass is None:
            return "tr() outside a class has no context"
        context_node, source_node = ast.Constant(klass), call.args[0]
        count = call.args[2] if len(call.args) > 2 else None
    else:
        return None
    if call.keywords:
        return "keyword arguments: lupdate only reads positional ones"
    if count is not None and not isinstance(count, ast.Name | ast.Constant):
        return "the count must be a plain name for lupdate to see the call"
    if not (isinstance(context_node, ast.Constant) and isinstance(context_node.value, str)):
        return None  # a context chosen at run time: the text is marked elsewhere (QT_*_NOOP)
    if isinstance(source_node, ast.JoinedStr):
        return "an f-string cannot be translated: use placeholders and .format()"
    if not (isinstance(source_node, ast.Constant) and isinstance(source_node.value, str)):
        return None  # text marked with QT_TRANSLATE_NOOP and looked up by value
    return (context_node.value, source_node.value)


def test_every_translation_call_is_one_lupdate_can_read() -> None:
    wrong = [
        f"{where}:{line}: {what}" for where, line, what in _literal_calls() if isinstance(what, str)
    ]
    assert not wrong, "\n".join(wrong)


def test_lupdate_sees_every_literal_string_in_the_code(extracted: dict[Key, ET.Element]) -> None:
    unseen = [
        f"{where}:{line}: {key}"
        for where, line, key in _literal_calls()
        if isinstance(key, tuple) and key not in extracted
    ]
    assert not unseen, "lupdate cannot read these calls:\n" + "\n".join(unseen)


@pytest.mark.parametrize("language", TRANSLATED)
def test_every_string_is_translated(language: str, extracted: dict[Key, ET.Element]) -> None:
    ts_file = I18N / f"tonk_{language}.ts"
    assert ts_file.exists(), f"{ts_file} is missing: run lupdate (see tonk_desktop/i18n)"
    assert ET.parse(ts_file).getroot().get("language") == language
    committed = _messages(ts_file)
    missing = sorted(set(extracted) - set(committed))
    assert not missing, f"{ts_file.name} lacks (run `make lupdate`, translate): {missing}"
    problems = []
    for key in sorted(extracted):
        problem = _translation_problem(committed[key])
        if problem:
            problems.append(f"{key}: {problem}")
    assert not problems, f"{ts_file.name}:\n" + "\n".join(problems)


def test_english_counts_have_their_plural_forms(extracted: dict[Key, ET.Element]) -> None:
    """English is the source language, but "%n card(s)" still needs "1 card", "2 cards"."""
    plurals = {key for key, message in extracted.items() if message.get("numerus") == "yes"}
    committed = _messages(I18N / "tonk_en.ts")
    missing = sorted(plurals - set(committed))
    assert not missing, f"tonk_en.ts lacks (run `make lupdate`, translate): {missing}"
    problems = [f"{key}: {_translation_problem(committed[key])}" for key in sorted(plurals)]
    assert not [p for p in problems if not p.endswith(": None")], "\n".join(problems)


def _translation_problem(message: ET.Element) -> str | None:
    source = message.findtext("source") or ""
    translation_node = message.find("translation")
    if translation_node is None:
        return "no translation"
    if translation_node.get("type") == "unfinished":
        return "unfinished"
    if message.get("numerus") == "yes":
        forms = [form.text or "" for form in translation_node.iter("numerusform")]
    else:
        forms = [translation_node.text or ""]
    if not forms or not all(form.strip() for form in forms):
        return "empty"
    wanted = set(re.findall(r"\{\w+\}", source))
    for form in forms:
        if set(re.findall(r"\{\w+\}", form)) != wanted:
            return f"placeholders differ: {form!r}"
        if "%n" in source and "%n" not in form:
            return f"the count %n is missing: {form!r}"
    return None


# ------------------------------------------------------------ switching live


def test_languages_are_named_in_themselves() -> None:
    assert LANGUAGES == {"en": "English", "ja": "日本語", "hu": "Magyar", "ru": "Русский"}


@pytest.mark.parametrize(
    ("language", "tonk", "caught"),
    [("ja", "トンク！", "キャッチ！"), ("hu", "Tonk!", "Elkapták!"), ("ru", "Тонк!", "Поймали!")],
)
def test_install_language_switches_what_translate_returns(
    app_language: QApplication, qtbot: object, language: str, tonk: str, caught: str
) -> None:
    assert QCoreApplication.translate("RoundEnd", "Caught!") == "Caught!"
    with qtbot.waitSignal(language_signals().languageChanged) as signal:  # type: ignore[attr-defined]
        assert install_language(app_language, language)
    assert signal.args == [language]
    assert current_language() == language
    assert round_end_name("tonk_out") == tonk
    assert round_end_name("caught") == caught
    install_language(app_language, "en")
    assert round_end_name("caught") == "Caught!"
    assert current_language() == "en"


def test_switching_replaces_the_previous_language(app_language: QApplication) -> None:
    install_language(app_language, "ja")
    install_language(app_language, "ru")
    assert round_end_name("misdeal") == "Пересдача"
    install_language(app_language, "hu")
    assert round_end_name("misdeal") == "Érvénytelen osztás"


@pytest.mark.parametrize(
    ("language", "cancel", "qlocale"),
    [
        ("ja", "キャンセル", QLocale.Language.Japanese),
        ("hu", "Mégse", QLocale.Language.Hungarian),
        ("ru", "Отмена", QLocale.Language.Russian),
    ],
)
def test_standard_buttons_and_numbers_follow_the_language(
    app_language: QApplication, language: str, cancel: str, qlocale: QLocale.Language
) -> None:
    install_language(app_language, language)
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
    assert buttons.button(QDialogButtonBox.StandardButton.Cancel).text().replace("&", "") == (
        cancel
    )
    assert QLocale().language() == qlocale
    if language in ("hu", "ru"):
        # A decimal comma, as money is written there.
        assert QLocale().toString(1.5, "f", 2) == "1,50"


def test_an_unknown_language_is_refused_and_changes_nothing(app_language: QApplication) -> None:
    install_language(app_language, "ru")
    with pytest.raises(ValueError, match="no such language: 'de'"):
        install_language(app_language, "de")
    assert current_language() == "ru"
    assert round_end_name("knock") == "Удачный стук"


def test_a_missing_catalogue_leaves_the_program_in_english(
    qapp: QApplication, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(translation, "translations_dir", lambda: tmp_path)
    locale = QLocale()
    try:
        assert install_language(qapp, "hu") is False
        assert round_end_name("caught") == "Caught!"
    finally:
        install_language(qapp, "en")
        QLocale.setDefault(locale)


def test_system_language_is_one_of_ours() -> None:
    assert system_language() in LANGUAGES


def test_japanese_prefers_a_japanese_font(app_language: QApplication) -> None:
    family = translation.japanese_font_family()
    if family is None:
        assert translation.font_problem("ja")
        return
    install_language(app_language, "ja")
    assert family in QApplication.font().families()
    install_language(app_language, "en")
    assert family not in QApplication.font().families()


# ------------------------------------------------------------ the engine's words


def test_every_refusal_the_engine_gives_has_a_translation() -> None:
    from tonk_desktop.ui.text.reasons import KNOWN_CODES

    codes = set(REFUSALS)
    assert codes <= KNOWN_CODES, f"untranslated codes: {sorted(codes - KNOWN_CODES)}"
    assert codes >= KNOWN_CODES, f"codes the engine no longer gives: {sorted(KNOWN_CODES - codes)}"


def _round_after_draw(rules: HouseRules) -> Round:
    rnd = Round.deal(rules, dealer=0, rng=__import__("random").Random(3))
    rnd.apply(Draw("stock"))
    return rnd


def test_refusals_are_shown_in_the_players_language(app_language: QApplication) -> None:
    rules = HouseRules()
    rnd = _round_after_draw(rules)
    with pytest.raises(IllegalAction) as knock:
        rnd.apply(Knock())
    outsider = next(c for c in map(Card.parse, ("AS", "2S", "3S", "4S")) if c not in rnd.hand(1))
    with pytest.raises(IllegalAction) as discard:
        rnd.apply(Discard(outsider))
    assert reason_text(knock.value) == "You may only knock before drawing"
    install_language(app_language, "ja")
    assert reason_text(knock.value) == "ノックできるのはカードを引く前だけです"
    assert reason_text(discard.value) == f"{card_symbol(outsider)}は手札にありません"
    install_language(app_language, "hu")
    assert reason_text(knock.value) == "Csak húzás előtt kopoghatsz"


def test_a_spread_of_cards_not_held_names_the_missing_card_in_the_language(
    app_language: QApplication,
) -> None:
    # The card comes from the refusal itself, not from the action: a spread
    # names three cards, and the window cannot tell which one is missing.
    rnd = _round_after_draw(HouseRules())
    names = ("AS", "2S", "3S", "4S", "5S")
    outsiders = [c for c in map(Card.parse, names) if c not in rnd.hand(1)][:2]
    with pytest.raises(IllegalAction) as spread:
        rnd.apply(LaySpread((rnd.hand(1)[0], *outsiders)))
    assert spread.value.code == "not_in_hand"
    missing = spread.value.card
    assert missing in outsiders
    assert missing is not None
    install_language(app_language, "ja")
    assert reason_text(spread.value) == f"{card_symbol(missing)}は手札にありません"


@pytest.mark.parametrize(
    ("language", "limit", "expected"),
    [
        ("en", 21, "You may only knock with a hand total of 21 or less"),
        ("ja", 21, "ノックできるのは手札の合計が21点以下のときだけです"),
        ("hu", 25, "Csak akkor kopoghatsz, ha legfeljebb 25 pont van a kezedben"),
        ("ru", 21, "Стучать можно, только если сумма на руке не больше 21"),
    ],
)
def test_the_knock_limit_is_counted_in_the_language(
    app_language: QApplication, language: str, limit: int, expected: str
) -> None:
    install_language(app_language, language)
    error = refusal("knock_over_limit", limit=limit)
    assert reason_text(error) == expected


def test_an_unknown_refusal_still_says_something(app_language: QApplication) -> None:
    install_language(app_language, "ja")
    error = IllegalAction("a brand new rule says no", "brand_new")
    assert reason_text(error) == "A brand new rule says no"


@pytest.mark.parametrize(
    ("language", "queen", "ten", "joker"),
    [
        ("en", "Queen of spades", "Ten of hearts", "Joker"),
        ("ja", "スペードのクイーン", "ハートの10", "ジョーカー"),
        ("hu", "Pikk dáma", "Kőr tízes", "Dzsóker"),
        ("ru", "Дама пик", "Десятка червей", "Джокер"),
    ],
)
def test_cards_have_names_in_every_language(
    app_language: QApplication, language: str, queen: str, ten: str, joker: str
) -> None:
    install_language(app_language, language)
    assert card_name(Card.parse("QS")) == queen
    assert card_name(Card.parse("10H")) == ten
    assert card_name(Card.parse("JK")) == joker
    assert card_symbol(Card.parse("QS")) == "Q♠"


def test_every_way_a_round_ends_has_a_name() -> None:
    kinds = ("tonk_out", "went_out", "knock", "caught", "dry_stock", "dealt_tonk", "low_deal")
    names = [round_end_name(kind) for kind in (*kinds, "misdeal")]
    assert len(set(names)) == len(names)
    with pytest.raises(ValueError, match="no such way"):
        round_end_name("draw")


def test_retranslate_now_and_later_follows_the_language_while_its_owner_lives(
    app_language: QApplication,
) -> None:
    from PySide6.QtCore import QObject

    from tonk_desktop.ui.text.translation import retranslate_now_and_later

    owner = QObject()
    seen: list[str] = []
    retranslate_now_and_later(owner, lambda: seen.append(round_end_name("caught")))
    assert seen == ["Caught!"]
    install_language(app_language, "hu")
    assert seen == ["Caught!", "Elkapták!"]
    del owner  # Python owns it: the object and its retranslator go now
    install_language(app_language, "ru")
    assert seen == ["Caught!", "Elkapták!"]
