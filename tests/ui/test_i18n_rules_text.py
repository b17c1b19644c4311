"""Help ▸ Rules: the rules page in four languages, with the table's house rules marked."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtWidgets import QTextBrowser
from pytestqt.qtbot import QtBot
from tablekit import make_window, warnings_shown

from tonk_desktop.engine import HouseRules
from tonk_desktop.ui.text import rules_text
from tonk_desktop.ui.text.rules_text import RULE_LANGUAGES, rule_anchors, rules_html, rules_texts
from tonk_desktop.ui.text.translation import translations_dir

# Each rule text's own words for the game (seeds 000, 002, 003), and the
# badges that mark a house rule in play or not.
GAME_WORDS = {
    "en": ("Tonk", "knock", "drop", "spread", "Hit", "book", "run", "caught"),
    "ja": ("トンク", "ノック", "ドロップ", "スプレッド", "ヒット", "ブック", "ラン", "キャッチ"),
    "hu": ("tonk", "Kopogás", "spread", "Ütés", "könyv", "sor", "elkapták", "alaptét"),
    "ru": ("тонк", "сброс", "Комбинация", "Удар", "набор", "последовательность", "пойман"),
}


def _rule_paragraph(html: str, anchor: str) -> str:
    """The <p> that holds the house rule with this anchor."""
    found = re.search(
        rf'<p class="house-rule ([\w-]+)"><a name="rule-{anchor}"></a>(.*?)</p>', html
    )
    assert found, f"no paragraph for {anchor}"
    return found.group(1) + " " + found.group(2)


def _state(html: str, anchor: str) -> str:
    return _rule_paragraph(html, anchor).split(" ", 1)[0]


@pytest.mark.parametrize("language", RULE_LANGUAGES)
def test_the_rules_use_the_games_own_words(language: str) -> None:
    html = rules_html(HouseRules(), language)
    for word in GAME_WORDS[language]:
        assert word in html, f"{language}: {word!r} missing"


def test_every_language_has_every_paragraph() -> None:
    english = set(rules_texts("en"))
    for language in RULE_LANGUAGES:
        assert set(rules_texts(language)) == english, language


@pytest.mark.parametrize("language", RULE_LANGUAGES)
def test_classic_rules_mark_exactly_the_classic_switches(language: str) -> None:
    html = rules_html(HouseRules(), language)
    in_play = {anchor for anchor in rule_anchors() if _state(html, anchor) == "in-play"}
    assert in_play == {
        "initial_discard-on",
        "dealt_tonk-49_50",
        "knock_timing-before_draw",
        "caught_rule-classic",
        "dry_tie-no_payment",
    }
    badges = rules_texts(language)
    assert html.count(f"&nbsp;{badges['badge_on']}&nbsp;") == 5
    assert html.count(f"&nbsp;{badges['badge_off']}&nbsp;") == len(rule_anchors()) - 5


@pytest.mark.parametrize("language", RULE_LANGUAGES)
def test_the_encyclopedia_preset_is_marked(language: str) -> None:
    html = rules_html(HouseRules.preset("encyclopedia").replace(players=4), language)
    for anchor in ("jokers", "knock_timing-any_time", "caught_rule-encyclopedia"):
        assert _state(html, anchor) == "in-play", anchor
    for anchor in ("knock_timing-before_draw", "caught_rule-classic"):
        assert _state(html, anchor) == "not-in-play", anchor
    assert _state(html, "tonk_needs_full_hand") == "in-play"
    # The full-hand tonk counts the cards held after drawing: five dealt + one.
    assert "6" in _rule_paragraph(html, "tonk_needs_full_hand")


@pytest.mark.parametrize("language", RULE_LANGUAGES)
def test_the_tables_numbers_are_in_the_text(language: str) -> None:
    rules = HouseRules(
        players=2, hand_size=7, jokers=2, joker_points=21, knock_limit=17, double_double=True
    )
    html = rules_html(rules, language)
    assert "17" in _rule_paragraph(html, "knock_limit")
    assert _state(html, "knock_limit") == "in-play"
    assert "21" in _rule_paragraph(html, "jokers")
    assert _state(html, "hand_size") == "in-play"
    assert _state(html, "double_double") == "in-play"
    assert "7" in html.split("rule-hand_size")[0]  # the deal paragraph says seven cards


@pytest.mark.parametrize("language", RULE_LANGUAGES)
@pytest.mark.parametrize("hand_size", [7, 9])
def test_dealt_tonk_and_low_deal_are_five_card_rules_on_the_rules_page(
    language: str, hand_size: int
) -> None:
    rules = HouseRules(hand_size=hand_size, low_deal_13=True, low_deal_9=True)
    html = rules_html(rules, language)
    for anchor in ("dealt_tonk-49_50", "low_deal_13", "low_deal_9"):
        assert _state(html, anchor) == "not-in-play", anchor
    assert _state(html, "dealt_tonk-off") == "in-play"
    assert "45" in html.split("rule-dealt_tonk-49_50")[0]  # the reason is given
    five = rules_html(rules.replace(hand_size=5), language)
    assert _state(five, "low_deal_13") == "in-play"
    assert _state(five, "dealt_tonk-off") == "not-in-play"


def test_russian_counts_points_with_the_right_word() -> None:
    assert "21 очко" in rules_html(HouseRules(jokers=2, joker_points=21), "ru")
    assert "22 очка" in rules_html(HouseRules(jokers=2, joker_points=22), "ru")
    assert "15 очков" in rules_html(HouseRules(jokers=2), "ru")
    assert "12 очков" in rules_html(HouseRules(jokers=2, joker_points=12), "ru")


def test_an_unknown_language_is_refused() -> None:
    with pytest.raises(ValueError, match="no rules text in 'de'"):
        rules_html(HouseRules(), "de")


@pytest.mark.parametrize("language", RULE_LANGUAGES)
def test_the_page_shows_in_a_text_browser_and_opens_at_a_rule(qtbot: object, language: str) -> None:
    browser = QTextBrowser()
    qtbot.addWidget(browser)  # type: ignore[attr-defined]
    browser.setHtml(rules_html(HouseRules(hit_runs_only=True), language))
    text = browser.toPlainText()
    assert rules_texts(language)["badge_on"] in text
    assert "{" not in text and "<" not in text  # every placeholder filled, every tag parsed
    browser.resize(500, 400)
    browser.show()
    browser.scrollToAnchor("rule-hit_runs_only")
    assert browser.verticalScrollBar().value() > 0


@pytest.mark.parametrize("language", RULE_LANGUAGES)
def test_each_language_is_a_data_file_beside_the_translations(language: str) -> None:
    # Everything in i18n/ but the .ts sources ships in the wheel and the bundle
    # (tests/packaging hold them to it).
    path = rules_text.rules_file(language)
    assert path.is_file() and path.parent == translations_dir()
    assert path.name == f"rules_{language}.json"


@pytest.mark.parametrize(
    ("content", "said"),
    [
        (None, "No such file"),
        ("{ not json", "rules_en.json is not readable JSON"),
        ('["a list"]', "rules_en.json should hold one object"),
        (
            '{"title": "Tonk"}',
            "rules_en.json lacks the paragraphs ace_points, badge_off, badge_on, cards_core,"
            " caught_classic and 47 more",
        ),
    ],
)
def test_a_missing_or_damaged_rules_file_is_said_by_name(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, content: str | None, said: str
) -> None:
    path = tmp_path / "rules_en.json"
    if content is not None:
        path.write_text(content, encoding="utf-8")
    monkeypatch.setattr(rules_text, "rules_file", lambda language: path)
    rules_texts.cache_clear()
    try:
        with pytest.raises((OSError, ValueError), match=re.escape(said)):
            rules_html(HouseRules(), "en")
    finally:
        rules_texts.cache_clear()


def test_the_window_says_when_the_rules_cannot_be_shown(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = make_window(qtbot, deal=False)
    broken = tmp_path / "rules_en.json"
    broken.write_text("{ not json", encoding="utf-8")
    monkeypatch.setattr(rules_text, "rules_file", lambda language: broken)
    rules_texts.cache_clear()
    told = warnings_shown(monkeypatch)
    try:
        window.show_rules()
    finally:
        rules_texts.cache_clear()
    assert len(told) == 1
    assert "The rules cannot be shown" in told[0] and "rules_en.json" in told[0]
