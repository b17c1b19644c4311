"""Help ▸ Rules: the rules of Tonk for players, in English, Japanese, Hungarian
and Russian, as HTML for a QTextBrowser.

`rules_html(rules, language)` writes the whole page for the house rules in
force: every house-rule paragraph carries a badge saying whether it is in play
at this table, and the numbers a switch sets (cards dealt, a joker's points,
the knock limit) are the table's own. Each house-rule paragraph starts with an
anchor named after its switch (`rule-hit_runs_only`, `rule-caught_rule-classic`)
so the settings dialog can open the page at the rule it explains
(`QTextBrowser.scrollToAnchor`).

The texts are whole documents per language rather than Qt catalogue entries:
prose reads better translated as prose, and each language uses its own rule
text's words for the game (トンク, ノック/ドロップ, スプレッド, ヒット;
tonk, kopogás, spread, ütés; тонк, сброс, комбинация, удар — the Russian text's
наборы and добавление к комбинации for a hit, удар for the hit that holds a player).
Each language's text is a data file beside the translations,
`i18n/rules_<code>.json`: one object of paragraph key -> HTML, with
`{players}`, `{hand_size}`, `{drawn_cards}`, `{joker_points}` and
`{knock_limit}` filled in from the table's rules. It is read when the page is
first asked for.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from tonk_desktop.engine import HouseRules
from tonk_desktop.ui.text.translation import translations_dir

__all__ = ["RULE_LANGUAGES", "rule_anchors", "rules_html", "rules_texts"]

RULE_LANGUAGES = ("en", "ja", "hu", "ru")


@dataclass(frozen=True)
class _Rule:
    """A house-rule paragraph: its text key, its anchor, and whether it is in play."""

    key: str
    anchor: str
    in_play: bool


_Block = tuple[str, str] | _Rule  # ("h2" | "p", text key) or a house rule


def _layout(rules: HouseRules) -> list[_Block]:
    """The page's order: the core rules as plain paragraphs, each switch's
    options as marked paragraphs right where they change the game."""
    dealt_more = rules.hand_size != 5
    at_deal = rules.settles_at_deal  # dealt tonks and low deals are five-card rules
    return [
        ("p", "intro"),
        ("h2", "h_cards"),
        ("p", "cards_core"),
        _Rule("ace_points", "ace_points", rules.ace_points == 10),
        _Rule("jokers", "jokers", rules.jokers > 0),
        ("h2", "h_deal"),
        ("p", "deal_core"),
        _Rule("hand_size_n" if dealt_more else "hand_size", "hand_size", dealt_more),
        _Rule("initial_discard_on", "initial_discard-on", rules.initial_discard),
        _Rule("initial_discard_off", "initial_discard-off", not rules.initial_discard),
        ("h2", "h_dealt"),
        ("p", "dealt_core"),
        _Rule("dealt_49_50", "dealt_tonk-49_50", at_deal and rules.dealt_tonk == "49_50"),
        _Rule(
            "dealt_50_49",
            "dealt_tonk-50_only_49_in_turn",
            at_deal and rules.dealt_tonk == "50_only_49_in_turn",
        ),
        _Rule("dealt_off", "dealt_tonk-off", not at_deal or rules.dealt_tonk == "off"),
        _Rule("low_13", "low_deal_13", at_deal and rules.low_deal_13),
        _Rule("low_9", "low_deal_9", at_deal and rules.low_deal_9),
        ("p", "misdeal"),
        ("h2", "h_turn"),
        ("p", "turn_core"),
        ("p", "knock"),
        _Rule("knock_before", "knock_timing-before_draw", rules.knock_timing == "before_draw"),
        _Rule("knock_any", "knock_timing-any_time", rules.knock_timing == "any_time"),
        _Rule(
            "knock_limit_on" if rules.knock_limit else "knock_limit_off",
            "knock_limit",
            rules.knock_limit > 0,
        ),
        ("p", "draw"),
        ("p", "spread"),
        ("p", "hit"),
        ("p", "discard"),
        _Rule("discard_back", "discard_back", rules.discard_back),
        _Rule("must_lay", "must_lay_spreads", rules.must_lay_spreads),
        _Rule("hit_runs_only", "hit_runs_only", rules.hit_runs_only),
        _Rule("hold_no_spreads", "hit_penalty-no_spreads", rules.hit_penalty == "no_spreads"),
        _Rule("hold_no_knock", "hit_penalty-no_knock", rules.hit_penalty == "no_knock"),
        _Rule("dead_books", "dead_books", rules.dead_books),
        _Rule("discard_must_meld", "discard_must_meld", rules.discard_must_meld),
        _Rule("one_hit", "one_hit_per_turn", rules.one_hit_per_turn),
        ("h2", "h_end"),
        ("p", "tonk_out"),
        _Rule("full_hand", "tonk_needs_full_hand", rules.tonk_needs_full_hand),
        _Rule("new_spread", "tonk_needs_new_spread", rules.tonk_needs_new_spread),
        _Rule("double_double", "double_double", rules.double_double),
        ("p", "knock_end"),
        _Rule("caught_classic", "caught_rule-classic", rules.caught_rule == "classic"),
        _Rule("caught_enc", "caught_rule-encyclopedia", rules.caught_rule == "encyclopedia"),
        ("p", "dry"),
        _Rule("dry_no_payment", "dry_tie-no_payment", rules.dry_tie == "no_payment"),
        _Rule("dry_split", "dry_tie-split", rules.dry_tie == "split"),
        ("p", "stakes"),
    ]


def rule_anchors() -> frozenset[str]:
    """Every anchor name the page can hold (without the "rule-" prefix)."""
    names = {block.anchor for block in _layout(HouseRules()) if isinstance(block, _Rule)}
    return frozenset(names)


_STYLE = """
<style>
h1 { font-size: x-large; }
h2 { font-size: large; margin-top: 14px; }
p { margin-top: 4px; margin-bottom: 6px; }
p.house-rule { margin-left: 18px; }
p.not-in-play { color: #5f6368; }
span.in-play { background-color: #2e7d32; color: #ffffff; font-weight: bold; }
span.not-in-play { background-color: #e0e0e0; color: #424242; }
</style>
"""


def rules_html(rules: HouseRules, language: str) -> str:
    """The rules page in `language` ("en", "ja", "hu" or "ru") for these house rules.

    ValueError for a language without a rules text; OSError or ValueError (the
    file named) when its file cannot be read or lacks a paragraph."""
    texts = rules_texts(language)
    values = {
        "players": rules.players,
        "hand_size": rules.hand_size,
        "drawn_cards": rules.hand_size + 1,
        "joker_points": _POINTS[language](rules.joker_points),
        "knock_limit": rules.knock_limit,
    }
    parts = [
        f'<html><head><meta charset="utf-8">{_STYLE}</head><body>',
        f"<h1>{texts['title']}</h1>",
    ]
    for block in _layout(rules):
        if isinstance(block, _Rule):
            state = "in-play" if block.in_play else "not-in-play"
            badge = texts["badge_on"] if block.in_play else texts["badge_off"]
            parts.append(
                f'<p class="house-rule {state}"><a name="rule-{block.anchor}"></a>'
                f'<span class="{state}">&nbsp;{badge}&nbsp;</span> '
                f"{texts[block.key].format(**values)}</p>"
            )
        else:
            tag, key = block
            parts.append(f"<{tag}>{texts[key].format(**values)}</{tag}>")
    parts.append("</body></html>")
    return "\n".join(parts)


def _points_en(n: int) -> str:
    return f"{n} point" if n == 1 else f"{n} points"


def _points_ja(n: int) -> str:
    return f"{n}点"


def _points_hu(n: int) -> str:
    return f"{n} pont"  # Hungarian keeps the noun singular after a number


def _points_ru(n: int) -> str:
    if n % 10 == 1 and n % 100 != 11:
        word = "очко"
    elif 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14:
        word = "очка"
    else:
        word = "очков"
    return f"{n} {word}"


_POINTS: dict[str, Callable[[int], str]] = {
    "en": _points_en,
    "ja": _points_ja,
    "hu": _points_hu,
    "ru": _points_ru,
}


def rules_file(language: str) -> Path:
    """Where the rules text in `language` is kept."""
    return translations_dir() / f"rules_{language}.json"


def _needed_keys() -> frozenset[str]:
    """Every paragraph key a page can use, whatever the house rules."""
    keys = {"title", "badge_on", "badge_off"}
    # The knock limit's paragraph has two wordings, and so has the hand size's.
    for rules in (HouseRules(), HouseRules(hand_size=7, knock_limit=10)):
        for block in _layout(rules):
            keys.add(block.key if isinstance(block, _Rule) else block[1])
    return frozenset(keys)


@cache
def rules_texts(language: str) -> Mapping[str, str]:
    """The paragraphs of the rules text in `language`, by key (read once)."""
    if language not in RULE_LANGUAGES:
        raise ValueError(f"no rules text in {language!r} (there are: {', '.join(RULE_LANGUAGES)})")
    path = rules_file(language)
    try:
        texts = json.loads(path.read_text(encoding="utf-8"))
    except json.JSONDecodeError as error:
        raise ValueError(f"{path.name} is not readable JSON: {error}") from None
    if not isinstance(texts, dict) or not all(
        isinstance(key, str) and isinstance(text, str) for key, text in texts.items()
    ):
        raise ValueError(f"{path.name} should hold one object of paragraph key -> text")
    missing = sorted(_needed_keys() - texts.keys())
    if missing:
        more = f" and {len(missing) - 5} more" if len(missing) > 5 else ""
        raise ValueError(f"{path.name} lacks the paragraphs {', '.join(missing[:5])}{more}")
    return texts
