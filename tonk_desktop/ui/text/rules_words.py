"""House rules in plain words: each switch's label and one-line explanation (for the
settings dialog), and `rules_in_words(rules)` (for Game ▸ Rules in play).

Texts are looked up when called, through QCoreApplication.translate, so a language
change shows at once."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

from tonk_desktop.engine import HouseRules, HouseRulesError


def _t(text: str) -> str:
    return QCoreApplication.translate("HouseRules", text)


def _knock_timing_in_force(value: object) -> str:
    if value == "before_draw":
        return _t("You may knock only at the start of your turn, instead of drawing.")
    return _t("You may knock at the start of your turn or later, before discarding.")


@dataclass(frozen=True, slots=True)
class Switch:
    """How one HouseRules field is shown: its group, a label, a one-line explanation,
    and for a switch with choices the words of each (by value). Which values a
    switch takes is the engine's declaration (`HouseRules.allowed`), not this."""

    name: str
    group: str
    label: Callable[[], str]
    explain: Callable[[], str]
    choice_words: Callable[[], dict[object, str]] | None = None
    # The one rule in force, in a sentence, for a switch whose explanation
    # names every choice at once (the house-rules tour shows this instead).
    in_force: Callable[[object], str] | None = None

    def choices(self) -> tuple[tuple[object, str], ...]:
        """(value, words) for every value the rule allows, in the rule's order."""
        words = self.choice_words() if self.choice_words is not None else {}
        return tuple((value, words[value]) for value in HouseRules.allowed(self.name).choices)


def group_titles() -> dict[str, str]:
    return {
        "deal": _t("Deal"),
        "automatic": _t("Automatic wins"),
        "turn": _t("Your turn"),
        "hits": _t("Hits"),
        "settlement": _t("Knocking and settlement"),
        "tonk": _t("Tonk out"),
    }


# Every HouseRules field but `players` (the seats decide that), in the dialog's order.
SWITCHES: tuple[Switch, ...] = (
    Switch(
        "hand_size",
        "deal",
        lambda: _t("Hand size"),
        lambda: _t("How many cards each player is dealt."),
        lambda: {5: _t("5 cards"), 7: _t("7 cards"), 9: _t("9 cards")},
    ),
    Switch(
        "jokers",
        "deal",
        lambda: _t("Jokers"),
        lambda: _t("Two jokers in the deck; a joker stands for any card in a spread."),
        lambda: {0: _t("No jokers"), 2: _t("Two wild jokers")},
    ),
    Switch(
        "joker_points",
        "deal",
        lambda: _t("Joker points"),
        lambda: _t("What a joker still in your hand counts at the end (15 unless you change it)."),
    ),
    Switch(
        "ace_points",
        "deal",
        lambda: _t("Ace points"),
        lambda: _t("What an ace in your hand counts. Aces are always low in runs."),
        lambda: {1: _t("Ace counts 1"), 10: _t("Ace counts 10")},
    ),
    Switch(
        "initial_discard",
        "deal",
        lambda: _t("Turn up the first discard"),
        lambda: _t(
            "After the deal one card is turned face up; without it, the first player "
            "must draw from the stock."
        ),
    ),
    Switch(
        "dealt_tonk",
        "automatic",
        lambda: _t("Dealt tonk"),
        lambda: _t("A hand dealt with 49 or 50 points wins double without playing."),
        lambda: {
            "49_50": _t("49 or 50 wins at once"),
            "50_only_49_in_turn": _t("50 wins at once; 49 must be shown on your first turn"),
            "off": _t("No dealt tonk"),
        },
    ),
    Switch(
        "low_deal_13",
        "automatic",
        lambda: _t("Low deal: 13 or less wins 2"),
        lambda: _t("A hand dealt with 13 points or fewer wins double at once."),
    ),
    Switch(
        "low_deal_9",
        "automatic",
        lambda: _t("Low deal: 9 or less wins 3"),
        lambda: _t("A hand dealt with 9 points or fewer wins triple at once."),
    ),
    Switch(
        "knock_timing",
        "turn",
        lambda: _t("When you may knock"),
        lambda: _t("Knock only instead of drawing, or also later in your turn before discarding."),
        lambda: {
            "before_draw": _t("Only at the start of the turn"),
            "any_time": _t("Any time before discarding"),
        },
        _knock_timing_in_force,
    ),
    Switch(
        "knock_limit",
        "turn",
        lambda: _t("Knock limit"),
        lambda: _t("You may knock only with this many points or fewer in hand (0 = any)."),
    ),
    Switch(
        "must_lay_spreads",
        "turn",
        lambda: _t("Spreads must be laid"),
        lambda: _t(
            "You may not end your turn while you could lay a spread (a book of aces may be kept)."
        ),
    ),
    Switch(
        "discard_back",
        "turn",
        lambda: _t("Discard the card you picked up"),
        lambda: _t("Allow throwing back the card just taken from the discard pile."),
    ),
    Switch(
        "discard_must_meld",
        "turn",
        lambda: _t("A picked-up discard must be played"),
        lambda: _t("You may take the discard only if you spread it or hit with it that turn."),
    ),
    Switch(
        "hit_runs_only",
        "hits",
        lambda: _t("Hit runs only"),
        lambda: _t("Cards may be added to runs, never to books."),
    ),
    Switch(
        "one_hit_per_turn",
        "hits",
        lambda: _t("One hit per turn"),
        lambda: _t("At most one card may be added to the spreads in a turn."),
    ),
    Switch(
        "hit_penalty",
        "hits",
        lambda: _t("Hit and hold"),
        lambda: _t("When someone hits your spread, you are held back on your next turn."),
        lambda: {
            "off": _t("No penalty"),
            "no_spreads": _t("A held player may not lay new spreads"),
            "no_knock": _t("A held player may not knock"),
        },
    ),
    Switch(
        "dead_books",
        "hits",
        lambda: _t("Dead books"),
        lambda: _t("A book hit up to all four cards goes to the discard pile."),
    ),
    Switch(
        "caught_rule",
        "settlement",
        lambda: _t("A caught knocker pays"),
        lambda: _t(
            "A knocker whose total is not strictly the lowest is caught. "
            "See what everyone pays in the example."
        ),
        lambda: {
            "classic": _t("Classic"),
            "encyclopedia": _t("Encyclopedia"),
        },
    ),
    Switch(
        "dry_tie",
        "settlement",
        lambda: _t("Tie when the stock runs dry"),
        lambda: _t("When the stock is empty and the lowest totals tie."),
        lambda: {
            "no_payment": _t("Nobody pays"),
            "split": _t("Each tied player gets 1 from the others"),
        },
    ),
    Switch(
        "tonk_needs_full_hand",
        "tonk",
        lambda: _t("Tonk needs the whole hand"),
        lambda: _t("A tonk out pays double only if you played every card you held after drawing."),
    ),
    Switch(
        "tonk_needs_new_spread",
        "tonk",
        lambda: _t("Tonk needs a new spread"),
        lambda: _t("A tonk out pays double only if you laid a new spread that turn."),
    ),
    Switch(
        "double_double",
        "tonk",
        lambda: _t("Double-double (two players)"),
        lambda: _t(
            "When you tonk out and your opponent could hit every card left in their hand onto "
            "the spreads on the table, the tonk pays 4."
        ),
    ),
)

SWITCH_BY_NAME: dict[str, Switch] = {switch.name: switch for switch in SWITCHES}


def problem_in_words(error: HouseRulesError) -> str:
    """An impossible rule or combination, explained to a player, from the switch
    the engine names and what it says is wrong (never from its English text)."""
    if error.code == "two_players_only":
        return _t(
            "Double-double is played by two players only: set two seats on the "
            "Players tab, or turn this off."
        )
    if error.code == "deck_too_small":
        return _t("There are not enough cards to deal this many hands of this size.")
    if error.code == "unknown_rule":
        return _t("This Tonk does not know the house rule {names}.").replace("{names}", error.field)
    if error.field == "players":
        return _t("A table has 2 to 4 players.")
    switch = SWITCH_BY_NAME.get(error.field)
    if switch is not None and error.code in ("wrong_type", "not_allowed"):
        return (
            _t("“{rule}” cannot be {value}.")
            .replace("{rule}", switch.label())
            .replace("{value}", _shown(error.value))
        )
    if switch is not None:
        return _t("“{rule}” cannot be set that way.").replace("{rule}", switch.label())
    return _t("These are not house rules.") if error.code == "not_an_object" else str(error)


def _shown(value: object) -> str:
    """A value as the engine's message gives it, never longer than a line."""
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def rule_problem(error: Exception) -> str:
    """Why house rules could not be used, in the current language: worded from
    a HouseRulesError's field and code; any other error as it says itself."""
    return problem_in_words(error) if isinstance(error, HouseRulesError) else str(error)


def preset_title(name: str) -> str:
    return {
        "classic": _t("Classic"),
        "encyclopedia": _t("Encyclopedia"),
        "custom": _t("Custom"),
    }.get(name, name)


def rules_in_words(rules: HouseRules) -> list[str]:
    """The rules in force, one plain sentence per line, in the dialog's group order."""
    lines: list[str] = []
    lines.append(
        _t("Rules: {preset}, {players} players.")
        .replace("{preset}", preset_title(rules.preset_name()))
        .replace("{players}", str(rules.players))
    )
    lines.append(_t("Each player is dealt {n} cards.").replace("{n}", str(rules.hand_size)))
    if rules.jokers:
        lines.append(
            _t(
                "Two wild jokers are in the deck; a joker left in hand counts {points} points."
            ).replace("{points}", str(rules.joker_points))
        )
    else:
        lines.append(_t("No jokers."))
    lines.append(
        _t("An ace counts 1 point; aces are low in runs (A-2-3, never Q-K-A).")
        if rules.ace_points == 1
        else _t("An ace counts 10 points; aces are low in runs (A-2-3, never Q-K-A).")
    )
    lines.append(
        _t("The first discard is turned up after the deal.")
        if rules.initial_discard
        else _t("No card is turned up: the first player draws from the stock.")
    )
    lines.append(
        {
            "49_50": _t("A hand dealt with 49 or 50 points wins 2 from everyone."),
            "50_only_49_in_turn": _t(
                "A dealt 50 wins 2 from everyone; a dealt 49 wins only if shown at the "
                "start of that player's first turn."
            ),
            "off": _t("No dealt tonk: 49 or 50 at the deal means nothing."),
        }[rules.dealt_tonk]
    )
    if rules.low_deal_9:
        lines.append(_t("A hand dealt with 9 points or fewer wins 3 from everyone."))
    if rules.low_deal_13:
        lines.append(_t("A hand dealt with 13 points or fewer wins 2 from everyone."))
    lines.append(_knock_timing_in_force(rules.knock_timing))
    if rules.knock_limit:
        lines.append(
            _t("You may knock only with {n} points or fewer.").replace(
                "{n}", str(rules.knock_limit)
            )
        )
    if rules.must_lay_spreads:
        lines.append(_t("Spreads must be laid when you can (a book of aces may be kept)."))
    if rules.discard_must_meld:
        # It is played that turn, so whether it may be thrown back never arises.
        lines.append(_t("A card taken from the discard pile must be played that turn."))
    else:
        lines.append(
            _t("The card just taken from the discard pile may be thrown back.")
            if rules.discard_back
            else _t(
                "The card just taken from the discard pile may not be thrown back that turn, "
                "unless it is the last card in hand."
            )
        )
    lines.append(
        _t("Hits go on runs only.") if rules.hit_runs_only else _t("Hits go on books and runs.")
    )
    if rules.one_hit_per_turn:
        lines.append(_t("Only one hit per turn."))
    if rules.hit_penalty == "no_spreads":
        lines.append(
            _t(
                "A player whose spread another player hits may not lay new spreads next "
                "turn; each further hit adds a turn."
            )
        )
    elif rules.hit_penalty == "no_knock":
        lines.append(
            _t(
                "A player whose spread another player hits may not knock next turn; each "
                "further hit adds a turn."
            )
        )
    if rules.dead_books:
        lines.append(_t("A book hit up to four cards goes to the discard pile."))
    lines.append(
        _t(
            "A caught knocker pays 2 to each player as low or lower; "
            "the lowest also get 1 from everyone else."
        )
        if rules.caught_rule == "classic"
        else _t(
            "A caught knocker pays 1 to each player lower; the lowest also get 1 "
            "from everyone else (2 from a knocker who tied)."
        )
    )
    lines.append(
        _t("Dry stock: the lowest total wins 1; a tie, nobody pays.")
        if rules.dry_tie == "no_payment"
        else _t("Dry stock: the lowest total wins 1; tied lowest players each win 1.")
    )
    lines.append(_t("Tonk out (no discard) wins 2 from everyone; going out wins 1."))
    if rules.tonk_needs_full_hand:
        lines.append(_t("A tonk out pays 2 only when every card held after drawing was played."))
    if rules.tonk_needs_new_spread:
        lines.append(_t("A tonk out pays 2 only with a new spread laid that turn."))
    if rules.double_double:
        lines.append(
            _t(
                "Double-double: a tonk pays 4 when the other player could hit every card "
                "left onto the table."
            )
        )
    return lines
