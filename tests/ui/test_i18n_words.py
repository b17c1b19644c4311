"""The words of the translations: one word per idea (docs/glossary.md), the
Hungarian article before a card, and counts in the language's plural forms."""

from __future__ import annotations

import json
import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot
from tablekit import make_window

from tonk_desktop.ui.text import translation
from tonk_desktop.ui.text.translation import install_language

I18N = Path(translation.__file__).resolve().parents[2] / "i18n"

Entry = tuple[str, str, list[str]]  # (context, English source, translated forms)


def _entries(language: str) -> list[Entry]:
    found = []
    for context in ET.parse(I18N / f"tonk_{language}.ts").getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            node = message.find("translation")
            assert node is not None
            if message.get("numerus") == "yes":
                forms = [form.text or "" for form in node.iter("numerusform")]
            else:
                forms = [node.text or ""]
            found.append((name, message.findtext("source") or "", forms))
    return found


# Words the glossary turned down, per language: (pattern, the word to use).
REFUSED = {
    "ja": [
        ("残高", "収支"),
        ("ノッカー", "ノックした人"),
        ("ゲームログ", "ゲームの記録"),
        ("ハンド", "手札 (or ラウンド for one deal)"),
        ("(?<!目)指[すし]|打[つちて]", "プレイする"),
        ("合い札", "保存してある参加情報"),
        (r"Tonk(?! Desktop \{version\})", "トンク"),
    ],
    "hu": [
        ("száraz", "kifogyott a húzópakli"),
        ("játszm", "parti"),
        ("[Hh]ázszabály", "házi szabály"),
        (r"\bszék", "hely"),
        ("‘|’", "„…”"),
    ],
    "ru": [
        (r"\b([Бб]ить|[Пп]обей|[Уу]даря|[Уу]дарил|[Дд]обит)", "добавить (к комбинации)"),
        ("[Сс]есси", "партия"),
        (r"в руке", "на руке"),
        ("[Сс]данные|[Пп]ришедшие", "розданные"),
        (r"Tonk(?! Desktop \{version\})", "Тонк"),
        (r"журнал[а-я]* игры", "«Ход игры»"),
    ],
}


@pytest.mark.parametrize("language", sorted(REFUSED))
def test_each_idea_has_one_word(language: str) -> None:
    rules_page = json.loads((I18N / f"rules_{language}.json").read_text(encoding="utf-8"))
    texts = [(source, form) for _context, source, forms in _entries(language) for form in forms]
    texts += [(f"rules page {key}", str(text)) for key, text in rules_page.items()]
    wrong = [
        f"{source!r}: {text!r} says {pattern!r}; the glossary's word is {word}"
        for source, text in texts
        for pattern, word in REFUSED[language]
        if re.search(pattern, text)
    ]
    assert not wrong, "\n".join(wrong)


def test_russian_replay_is_not_redo() -> None:
    """Replaying a round is просмотреть заново; повторить is Redo's verb."""
    wrong = [
        f"{source!r}: {forms[0]!r}"
        for _context, source, forms in _entries("ru")
        if re.search(r"replay", source, re.IGNORECASE) and re.search("[Пп]овтор", forms[0])
    ]
    assert not wrong, "\n".join(wrong)


def test_hungarian_article_before_a_card_follows_its_sound() -> None:
    """'az' before A (ász) and 5 (öt), 'a' before the others, and no article
    before a card that is a placeholder: it cannot know the card's sound."""
    wrong = []
    for _context, _source, forms in _entries("hu"):
        for form in forms:
            if re.search(r"(?<!\w)[Aa] (A|5)[-♠♣♥♦]", form):
                wrong.append(f"'a' before a vowel sound: {form!r}")
            if re.search(r"(?<!\w)[Aa]z ([2-46-9]|10|J|Q|K)[-♠♣♥♦]", form):
                wrong.append(f"'az' before a consonant: {form!r}")
            if re.search(r"(?<![\w(])[Aa]z? \{(card|cards|other|total|spread)\}", form):
                wrong.append(f"an article before a placeholder: {form!r}")
    assert not wrong, "\n".join(wrong)


PLURAL_FORMS = {"en": 2, "ja": 1, "hu": 1, "ru": 3}


@pytest.mark.parametrize("language", sorted(PLURAL_FORMS))
def test_counted_messages_have_the_languages_plural_forms(language: str) -> None:
    root = ET.parse(I18N / f"tonk_{language}.ts").getroot()
    counted = [message for message in root.iter("message") if message.get("numerus") == "yes"]
    assert counted, "no counted message: the stock's tooltip counts its cards"
    for message in counted:
        node = message.find("translation")
        assert node is not None
        forms = [form.text or "" for form in node.iter("numerusform")]
        assert len(forms) == PLURAL_FORMS[language], (message.findtext("source"), forms)
        assert all("%n" in form for form in forms), forms


STOCK = (
    "The stock: %n cards face down. Draw the top one with T, a double-click, "
    "or by dragging it to your hand"
)


@pytest.mark.parametrize(
    ("language", "count", "start"),
    [
        ("ru", 1, "Запас: 1 карта "),
        ("ru", 3, "Запас: 3 карты "),
        ("ru", 22, "Запас: 22 карты "),
        ("ru", 25, "Запас: 25 карт "),
        ("ru", 41, "Запас: 41 карта "),
        ("en", 1, "The stock: 1 card face down."),
        ("en", 22, "The stock: 22 cards face down."),
        ("hu", 22, "Húzópakli: 22 lefordított lap."),
        ("ja", 22, "ストック：伏せたカード22枚。"),
    ],
)
def test_the_stock_is_counted_in_the_plural_form_of_the_count(
    app_language: QApplication, language: str, count: int, start: str
) -> None:
    install_language(app_language, language)
    assert QCoreApplication.translate("Table", STOCK, None, count).startswith(start)
    plate = QCoreApplication.translate("Table", "%n cards", None, count)
    assert plate.startswith(str(count))


@pytest.mark.parametrize(
    ("language", "shown"),
    [("en", "33.3%"), ("ja", "33.3%"), ("hu", "33,3%"), ("ru", "33,3\u00a0%")],
)
def test_percentages_are_written_as_the_language_writes_them(
    app_language: QApplication, language: str, shown: str
) -> None:
    from tonk_desktop.ui.ledger.lifetime import percent

    install_language(app_language, language)
    assert percent(1, 3) == shown


def test_the_high_card_draw_is_a_japanese_list(qtbot: QtBot, app_language: QApplication) -> None:
    """Not "あなた 5♦, アン A♠": the pairs and the list in the language's words."""
    install_language(app_language, "ja")
    window = make_window(qtbot, deal=False)
    window.model.new_game()
    draws = window.model.first_dealer_draws[-1]
    lines = [line for line in window.log.lines() if line.startswith("ディーラー決め：")]
    assert lines, window.log.lines()
    line = lines[-1]
    assert ", " not in line and line.count("、") == len(draws) - 1
    assert line.count("は") >= len(draws)


def test_the_review_step_is_one_japanese_sentence(qtbot: QtBot, app_language: QApplication) -> None:
    """Not "12手中6手目: …": the step, its count and what happened in one sentence."""
    from tablekit import review_of
    from test_review import play_to_a_knock, reviewing

    install_language(app_language, "ja")
    window = play_to_a_knock(qtbot)
    review_of(window).review_last_round()
    controller = reviewing(window)
    said = controller.describe(1)
    assert said.startswith(f"{controller.step_count()}手中1手目：")
    assert ": " not in said


@pytest.mark.parametrize(
    ("content", "words"),
    [
        ('{"format": "tonk-hosted-table", "version": 1, "config": {', "это не сохранённый стол"),
        ('{"format": "tonk-hosted-table", "version": 7}', "он сохранён другой версией Тонка"),
        (
            '{"format": "tonk-hosted-table", "version": 1, "config": {}}',
            "часть данных потеряна или испорчена",
        ),
    ],
)
def test_a_damaged_table_file_is_said_in_the_language_without_the_parsers_english(
    app_language: QApplication, tmp_path: Path, content: str, words: str
) -> None:
    from tonk_desktop.ledger import Ledger
    from tonk_desktop.ui.network.kept_tables import read_kept_table

    install_language(app_language, "ru")
    path = tmp_path / "table-damaged.json"
    path.write_text(content)
    with Ledger(tmp_path / "ledger.sqlite3") as ledger:
        kept = read_kept_table(path, ledger)
    assert not kept.resumable
    assert kept.detail == "повреждён"
    assert f"({words})" in kept.problem and kept.problem.startswith("Файл этого стола повреждён")
    assert not re.search("[A-Za-z]{3,}", kept.problem), kept.problem  # no "Expecting ','…"
