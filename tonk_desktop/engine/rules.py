"""House rules: every switch of docs/rules.md, with its default (the Classic preset)."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any, Literal, get_args

DealtTonk = Literal["49_50", "50_only_49_in_turn", "off"]
KnockTiming = Literal["before_draw", "any_time"]
HitPenalty = Literal["off", "no_spreads", "no_knock"]
CaughtRule = Literal["classic", "encyclopedia"]
DryTie = Literal["no_payment", "split"]

PRESETS = ("classic", "encyclopedia")


# The shared house-rules file (Settings ▸ Export…): {"format": this, "version": 1,
# "name": …, "rules": HouseRules.to_dict()}.
RULES_FILE_FORMAT = "tonk-house-rules"


@dataclass(frozen=True, slots=True)
class HouseRules:
    """The rules a round is played by. Frozen; `replace()` makes a changed copy.

    Field names are the switch names of docs/rules.md. Construction validates every
    field and raises ValueError naming the field that is wrong."""

    players: int = 3
    jokers: int = 0
    ace_points: int = 1
    joker_points: int = 15
    hand_size: int = 5
    initial_discard: bool = True
    dealt_tonk: DealtTonk = "49_50"
    low_deal_13: bool = False
    low_deal_9: bool = False
    knock_timing: KnockTiming = "before_draw"
    hit_runs_only: bool = False
    discard_back: bool = False
    must_lay_spreads: bool = False
    hit_penalty: HitPenalty = "off"
    dead_books: bool = False
    discard_must_meld: bool = False
    one_hit_per_turn: bool = False
    knock_limit: int = 0
    caught_rule: CaughtRule = "classic"
    dry_tie: DryTie = "no_payment"
    tonk_needs_full_hand: bool = False
    tonk_needs_new_spread: bool = False
    double_double: bool = False

    def __post_init__(self) -> None:
        for field in dataclasses.fields(self):
            value = getattr(self, field.name)
            expected = _FIELD_TYPES[field.name]
            if expected is bool:
                if not isinstance(value, bool):
                    raise ValueError(f"{field.name} must be true or false, not {value!r}")
            elif expected is int:
                if not isinstance(value, int) or isinstance(value, bool):
                    raise ValueError(f"{field.name} must be a whole number, not {value!r}")
            else:
                choices = get_args(expected)
                if value not in choices:
                    raise ValueError(
                        f"{field.name} must be one of {', '.join(choices)}, not {value!r}"
                    )
        if not 2 <= self.players <= 4:
            raise ValueError(f"players must be 2 to 4, not {self.players}")
        if self.jokers not in (0, 2):
            raise ValueError(f"jokers must be 0 or 2, not {self.jokers}")
        if self.ace_points not in (1, 10):
            raise ValueError(f"ace_points must be 1 or 10, not {self.ace_points}")
        if not 0 <= self.joker_points <= 50:
            raise ValueError(f"joker_points must be 0 to 50, not {self.joker_points}")
        if self.hand_size not in (5, 7, 9):
            raise ValueError(f"hand_size must be 5, 7 or 9, not {self.hand_size}")
        if not 0 <= self.knock_limit <= 200:
            raise ValueError(f"knock_limit must be 0 (no limit) to 200, not {self.knock_limit}")
        deck = 52 + self.jokers
        # Every player's hand, the up-card, and at least one card to draw.
        needed = self.players * self.hand_size + (1 if self.initial_discard else 0) + 1
        if needed > deck:
            raise ValueError(
                f"hand_size: {self.players} hands of {self.hand_size} need more cards "
                f"than the deck's {deck}"
            )
        if self.double_double and self.players != 2:
            raise ValueError("double_double is for two players only")

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
        raise ValueError(f"no such preset: {name!r} (choose classic or encyclopedia)")

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
        unknown = set(changes) - _FIELD_TYPES.keys()
        if unknown:
            raise ValueError(f"no such house rule: {', '.join(sorted(unknown))}")
        return dataclasses.replace(self, **changes)

    def to_dict(self) -> dict[str, Any]:
        """A JSON-safe dict of every switch."""
        return {field.name: getattr(self, field.name) for field in dataclasses.fields(self)}

    @classmethod
    def from_dict(cls, data: object) -> HouseRules:
        """Rules from a dict as `to_dict` writes it. Missing keys take their default;
        an unknown key, a wrong type or an impossible combination is a ValueError."""
        if not isinstance(data, dict):
            raise ValueError("house rules must be a JSON object")
        unknown = [key for key in data if key not in _FIELD_TYPES]
        if unknown:
            raise ValueError(f"no such house rule: {', '.join(map(str, unknown))}")
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

_FIELD_TYPES: dict[str, Any] = {
    "players": int,
    "jokers": int,
    "ace_points": int,
    "joker_points": int,
    "hand_size": int,
    "initial_discard": bool,
    "dealt_tonk": DealtTonk,
    "low_deal_13": bool,
    "low_deal_9": bool,
    "knock_timing": KnockTiming,
    "hit_runs_only": bool,
    "discard_back": bool,
    "must_lay_spreads": bool,
    "hit_penalty": HitPenalty,
    "dead_books": bool,
    "discard_must_meld": bool,
    "one_hit_per_turn": bool,
    "knock_limit": int,
    "caught_rule": CaughtRule,
    "dry_tie": DryTie,
    "tonk_needs_full_hand": bool,
    "tonk_needs_new_spread": bool,
    "double_double": bool,
}
assert set(_FIELD_TYPES) == {f.name for f in dataclasses.fields(HouseRules)}
