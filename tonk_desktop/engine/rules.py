"""House rules: every switch of docs/rules.md, with its default (the Classic preset)."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from typing import Any, Literal, get_args

DealtTonk = Literal["49_50", "50_only_49_in_turn", "off"]
KnockTiming = Literal["before_draw", "any_time"]
HitPenalty = Literal["off", "no_spreads", "no_knock"]
CaughtRule = Literal["classic", "encyclopedia"]
DryTie = Literal["no_payment", "split"]

PRESETS = ("classic", "encyclopedia")

# What is wrong with house rules, as `HouseRulesError.code`.
HouseRulesProblem = Literal[
    "not_an_object",  # not a dict of switches at all
    "unknown_rule",  # a switch this version does not have (`field` names it)
    "wrong_type",  # a number where true/false belongs, text where a number does
    "not_allowed",  # a value the switch does not take (see `HouseRules.allowed`)
    "deck_too_small",  # the hands, the up-card and one card to draw need more cards
    "two_players_only",  # double_double at a table of more than two
    "no_such_preset",
]


class HouseRulesError(ValueError):
    """House rules that cannot be played: which switch (`field`, "" when the
    problem is not one switch's), what is wrong (`code`) and the value given.
    The message says it in English for logs and the command line; a window
    words it from `field` and `code`."""

    def __init__(
        self, field: str, code: HouseRulesProblem, message: str, value: object = None
    ) -> None:
        super().__init__(message)
        self.field = field
        self.code: HouseRulesProblem = code
        self.value = value


@dataclass(frozen=True, slots=True)
class Allowed:
    """The values one switch takes: a list of `choices`, or whole numbers from
    `low` to `high` (`choices` empty). Declared once, on the HouseRules field;
    validation and the settings' editors both read it."""

    choices: tuple[object, ...] = ()
    low: int = 0
    high: int = 0

    @property
    def is_range(self) -> bool:
        return not self.choices

    @property
    def is_switch(self) -> bool:
        """On or off (a check box)."""
        return self.choices == (False, True)

    @property
    def takes_text(self) -> bool:
        """Its choices are names ("49_50", "classic")."""
        return bool(self.choices) and isinstance(self.choices[0], str)

    def takes_kind_of(self, value: object) -> bool:
        """Is `value` of the kind this switch takes (True is not the number 1)?"""
        if self.is_switch:
            return isinstance(value, bool)
        if self.takes_text:
            return isinstance(value, str)
        return isinstance(value, int) and not isinstance(value, bool)

    def allows(self, value: object) -> bool:
        if self.is_range:
            return isinstance(value, int) and self.low <= value <= self.high
        return value in self.choices

    def describe(self) -> str:
        """The allowed values in English ("0 or 2", "5, 7 or 9", "0 to 50")."""
        if self.is_range:
            return f"{self.low} to {self.high}"
        if self.is_switch:
            return "true or false"
        words = [str(choice) for choice in self.choices]
        if self.takes_text:
            return "one of " + ", ".join(words)
        return ", ".join(words[:-1]) + " or " + words[-1] if len(words) > 1 else words[0]


def _choice(*choices: object) -> dict[str, Allowed]:
    """A field's metadata: it takes one of `choices`."""
    return {"allowed": Allowed(choices)}


def _between(low: int, high: int) -> dict[str, Allowed]:
    """A field's metadata: it takes a whole number from `low` to `high`."""
    return {"allowed": Allowed(low=low, high=high)}


_ON_OFF = _choice(False, True)


# The shared house-rules file (Settings ▸ Export…): {"format": this, "version": 1,
# "name": …, "rules": HouseRules.to_dict()}.
RULES_FILE_FORMAT = "tonk-house-rules"


@dataclass(frozen=True, slots=True)
class HouseRules:
    """The rules a round is played by. Frozen; `replace()` makes a changed copy.

    Field names are the switch names of docs/rules.md; each field declares the values
    it takes (`allowed`). Construction validates every field and raises
    `HouseRulesError` (a ValueError) naming the field that is wrong."""

    players: int = field(default=3, metadata=_between(2, 4))
    jokers: int = field(default=0, metadata=_choice(0, 2))
    ace_points: int = field(default=1, metadata=_choice(1, 10))
    joker_points: int = field(default=15, metadata=_between(0, 50))
    hand_size: int = field(default=5, metadata=_choice(5, 7, 9))
    initial_discard: bool = field(default=True, metadata=_ON_OFF)
    dealt_tonk: DealtTonk = field(default="49_50", metadata=_choice(*get_args(DealtTonk)))
    low_deal_13: bool = field(default=False, metadata=_ON_OFF)
    low_deal_9: bool = field(default=False, metadata=_ON_OFF)
    knock_timing: KnockTiming = field(
        default="before_draw", metadata=_choice(*get_args(KnockTiming))
    )
    hit_runs_only: bool = field(default=False, metadata=_ON_OFF)
    discard_back: bool = field(default=False, metadata=_ON_OFF)
    must_lay_spreads: bool = field(default=False, metadata=_ON_OFF)
    hit_penalty: HitPenalty = field(default="off", metadata=_choice(*get_args(HitPenalty)))
    dead_books: bool = field(default=False, metadata=_ON_OFF)
    discard_must_meld: bool = field(default=False, metadata=_ON_OFF)
    one_hit_per_turn: bool = field(default=False, metadata=_ON_OFF)
    knock_limit: int = field(default=0, metadata=_between(0, 200))  # 0: no limit
    caught_rule: CaughtRule = field(default="classic", metadata=_choice(*get_args(CaughtRule)))
    dry_tie: DryTie = field(default="no_payment", metadata=_choice(*get_args(DryTie)))
    tonk_needs_full_hand: bool = field(default=False, metadata=_ON_OFF)
    tonk_needs_new_spread: bool = field(default=False, metadata=_ON_OFF)
    double_double: bool = field(default=False, metadata=_ON_OFF)

    def __post_init__(self) -> None:
        for name, allowed in _ALLOWED.items():
            value = getattr(self, name)
            if not allowed.takes_kind_of(value):
                if allowed.takes_text:  # a number where a choice's name belongs
                    code: HouseRulesProblem = "not_allowed"
                    what = allowed.describe()
                else:
                    code = "wrong_type"
                    what = "true or false" if allowed.is_switch else "a whole number"
                raise HouseRulesError(name, code, f"{name} must be {what}, not {value!r}", value)
            if not allowed.allows(value):
                raise HouseRulesError(
                    name,
                    "not_allowed",
                    f"{name} must be {allowed.describe()}, not {value!r}",
                    value,
                )
        deck = 52 + self.jokers
        # Every player's hand, the up-card, and at least one card to draw.
        needed = self.players * self.hand_size + (1 if self.initial_discard else 0) + 1
        if needed > deck:
            raise HouseRulesError(
                "hand_size",
                "deck_too_small",
                f"hand_size: {self.players} hands of {self.hand_size} need more cards "
                f"than the deck's {deck}",
                self.hand_size,
            )
        if self.double_double and self.players != 2:
            raise HouseRulesError(
                "double_double", "two_players_only", "double_double is for two players only", True
            )

    @staticmethod
    def allowed(name: str) -> Allowed:
        """The values the switch `name` takes (HouseRulesError for no such switch)."""
        found = _ALLOWED.get(name)
        if found is None:
            raise HouseRulesError(name, "unknown_rule", f"no such house rule: {name}")
        return found

    @classmethod
    def preset(cls, name: str) -> HouseRules:
        """The named preset: "classic" (all defaults) or "encyclopedia" (text 003)."""
        if name == "classic":
            return cls()
        if name == "encyclopedia":
            return cls(
                jokers=2,
                knock_timing="any_time",
                caught_rule="encyclopedia",
                tonk_needs_full_hand=True,
                dry_tie="no_payment",
            )
        raise HouseRulesError(
            "", "no_such_preset", f"no such preset: {name!r} (choose classic or encyclopedia)", name
        )

    def preset_name(self) -> str:
        """The preset these rules are exactly: "classic", "encyclopedia", else "custom".

        The Encyclopedia preset allows up to four players, so its player count is free."""
        if self == HouseRules(players=self.players):
            return "classic"
        if self == HouseRules.preset("encyclopedia").replace(players=self.players):
            return "encyclopedia"
        return "custom"

    def replace(self, **changes: Any) -> HouseRules:
        """A copy with the given switches changed (validated like the constructor)."""
        unknown = sorted(set(changes) - _ALLOWED.keys())
        if unknown:
            names = ", ".join(unknown)
            raise HouseRulesError(names, "unknown_rule", f"no such house rule: {names}")
        return dataclasses.replace(self, **changes)

    def to_dict(self) -> dict[str, Any]:
        """A JSON-safe dict of every switch."""
        return {field.name: getattr(self, field.name) for field in dataclasses.fields(self)}

    @classmethod
    def from_dict(cls, data: object) -> HouseRules:
        """Rules from a dict as `to_dict` writes it. Missing keys take their default;
        an unknown key, a wrong type or an impossible combination is a ValueError."""
        if not isinstance(data, dict):
            raise HouseRulesError("", "not_an_object", "house rules must be a JSON object", data)
        unknown = [key for key in data if key not in _ALLOWED]
        if unknown:
            names = ", ".join(map(str, unknown))
            raise HouseRulesError(names, "unknown_rule", f"no such house rule: {names}")
        return cls(**data)

    def card_points(self, rank: int) -> int:
        """Points of a card of this rank left in hand (rank 0 = joker)."""
        if rank == 0:
            return self.joker_points
        if rank == 1:
            return self.ace_points
        return min(rank, 10)

    @property
    def settles_at_deal(self) -> bool:
        """Whether a dealt tonk or a low deal can end a round at the deal: they are
        five-card rules (docs/rules.md §3). Seven cards average about 45 points,
        so with 7 or 9 cards there is neither, whatever `dealt_tonk`, `low_deal_13`
        and `low_deal_9` say."""
        return self.hand_size == 5

    def tonk_units(self, drawn_hand_size: int, laid_new_spread: bool) -> int:
        """What a tonk out pays from each player before `double_double`: 2, or 1
        when `tonk_needs_full_hand` / `tonk_needs_new_spread` is not met."""
        if self.tonk_needs_full_hand and drawn_hand_size != self.hand_size + 1:
            return 1
        if self.tonk_needs_new_spread and not laid_new_spread:
            return 1
        return 2

    def points_table(self) -> tuple[int, ...]:
        """`card_points` of every rank, 0 (joker) to 13, to index by rank: the
        hot paths' form (made once per scoring rule)."""
        key = (self.joker_points, self.ace_points)
        table = _POINTS_TABLES.get(key)
        if table is None:
            table = _POINTS_TABLES[key] = tuple(self.card_points(rank) for rank in range(14))
        return table


_POINTS_TABLES: dict[tuple[int, int], tuple[int, ...]] = {}

# Each switch's allowed values, from its field's declaration (read once: the
# constructor checks every field of every HouseRules made).
_ALLOWED: dict[str, Allowed] = {
    rule.name: rule.metadata["allowed"] for rule in dataclasses.fields(HouseRules)
}
