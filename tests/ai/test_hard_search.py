"""The hard player's knock search: cut short only where the full search would
choose the same."""

from __future__ import annotations

import dataclasses
import random
from collections import deque

import pytest

from tonk_desktop.ai import make_bot
from tonk_desktop.ai.beliefs import LEANS, NORMAL_LEAN, LeanPosterior
from tonk_desktop.ai.hard import HardBot, HardSettings, KnockValues
from tonk_desktop.ai.sampling import Dealt, InferenceSettings
from tonk_desktop.engine import HouseRules, Knock, Round, RoundView

SETTINGS = HardSettings(
    samples=24, weighed=100, time_budget=3600.0, inference=InferenceSettings(model_samples=40)
)


def knock_views(every_turn: bool = False) -> list[RoundView]:
    """The hard player's views at the start of its turns, with a knock legal
    (`every_turn`: every view with a choice to make), in rounds of hard
    against normal (2 and 3 players, two rule sets)."""
    views = []
    for number, preset in enumerate(("classic", "encyclopedia", "classic", "encyclopedia")):
        rules = HouseRules.preset(preset).replace(players=2 + number % 2)
        rng = random.Random(number)
        bots = [HardBot(number, SETTINGS)] + [
            make_bot("normal", seed=number + seat) for seat in range(1, rules.players)
        ]
        for dealer in range(4):
            rnd = Round.deal(rules, dealer=dealer % rules.players, rng=rng)
            while not rnd.is_over:
                view = rnd.view(rnd.current)
                if rnd.current == 0 and (
                    (view.phase == "start" and Knock() in view.legal)
                    or (every_turn and len(view.legal) > 1)
                ):
                    views.append(view)
                rnd.apply(bots[rnd.current].choose(view))
    return views


def test_a_knock_search_cut_short_chooses_as_the_full_one(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    views = knock_views()
    assert len(views) > 20
    short = [HardBot(5, SETTINGS).choose(view) for view in views]
    stopped = 0
    hopeless = KnockValues.hopeless

    def never(values: KnockValues, dealt: list[Dealt], weights: list[float], count: int) -> bool:
        nonlocal stopped
        stopped += hopeless(values, dealt, weights, count)
        return False

    monkeypatch.setattr(KnockValues, "hopeless", never)
    full = [HardBot(5, SETTINGS).choose(view) for view in views]
    assert short == full
    assert stopped > 5  # the cut was taken, not only allowed


def test_a_knock_is_hopeless_only_when_no_deal_to_come_can_save_it() -> None:
    rules = HouseRules(players=2)
    rng = random.Random(3)
    cut = 0
    for _ in range(300):
        values = KnockValues(rules, 0, -1.0, InferenceSettings())
        count = 60
        dealt: list[Dealt] = []
        weights: list[float] = []
        for _ in range(count):
            mine = rng.randrange(0, 30)
            theirs = rng.randrange(0, 40) if rng.random() < 0.3 else rng.randrange(0, mine + 1)
            dealt.append(([], [], (mine, theirs)))
            weights.append(rng.random())
        said = [values.hopeless(dealt[: n + 1], weights, count) for n in range(count)]
        final = sum(w * k for w, k in zip(weights, values.knocks, strict=True)) / sum(weights)
        if any(said):
            cut += 1
            assert final < -1.0
            # and so it stays: every later check agrees
            assert all(said[said.index(True) : -1])
    assert cut > 20


class DealsItsOwn(HardBot):
    """A hard player whose searches take their deals from `samples_for` (as a
    subclass that deals its own does), here the same deals as the plain
    player's."""

    calls = 0

    def samples_for(
        self, view: RoundView, rng: random.Random
    ) -> tuple[list[tuple[Round, float]], list[Round]]:
        self.calls += 1
        return super().samples_for(view, rng)


def test_a_player_that_deals_its_own_samples_is_searched_on_them() -> None:
    """benchmarks/ai_ceiling.py deals its sighted player the true hands by
    overriding `samples_for`: every search takes them from there, each deal a
    round; given the plain player's deals, it chooses as the plain player."""
    views = knock_views(every_turn=True)
    own = DealsItsOwn(5, SETTINGS)
    assert [own.choose(view) for view in views] == [
        HardBot(5, SETTINGS).choose(view) for view in views
    ]
    assert own.calls > 20


def test_knocks_caught_beyond_the_deals_chances_turn_risky_knocks_away() -> None:
    # A fresh hard player knocks on some positions its deals give a small
    # chance of a catch (playing against normal, whom it never adapts to,
    # it knows no cap). The same player, after a session whose knocks were
    # caught far more often than its deals said, turns those knocks down.
    risky = []
    for view in knock_views():
        fresh = HardBot(view.player, SETTINGS)
        fresh.log = []
        if fresh.choose(view) == Knock() and fresh.log[-1].caught > 0.04:
            risky.append(view)
    assert risky
    for view in risky:
        burned = HardBot(view.player, SETTINGS)
        for _ in range(4):
            burned.catches.add(0.0, True)  # caught 4 times of 0 foreseen: 3 times over
        assert burned.catches.excess(burned.settings.calibration_prior) == 3.0
        burned.log = []
        assert burned.choose(view) != Knock()
        assert burned.log[-1].play_on is None  # turned away before any playout
    # Catches that match the deals' chances leave the knocks as they were.
    for view in risky:
        matched = HardBot(view.player, SETTINGS)
        for _ in range(10):
            matched.catches.add(0.25, False)
        for _ in range(3):
            matched.catches.add(0.25, True)
        assert matched.choose(view) == Knock()


def test_a_players_lean_is_wide_before_any_hand_and_follows_the_hands_shown() -> None:
    points = HouseRules().points_table()
    # No hand shown: the style-free prior leaves a far lower hand than the
    # normal player's plausible (its upper quantile above normal's lean).
    thin = LeanPosterior(deque(), points, 0)
    assert thin.quantile(0.8) > NORMAL_LEAN
    assert thin.quantile(0.5) <= NORMAL_LEAN
    # A player who shows 5 cards worth 7 after 10 draws, round after round,
    # keeps their hand far lower than normal: the posterior says so.
    low = LeanPosterior(deque([(5, 10, 7)] * 12), points, 0)
    assert low.quantile(0.5) >= 1.6
    # Hands as high as a fresh deal's: the lean is the least.
    high = LeanPosterior(deque([(5, 10, 30)] * 12), points, 0)
    assert high.quantile(0.8) == LEANS[0]


def test_the_second_look_turns_away_knocks_a_low_hand_would_catch() -> None:
    # Hard players whose catch cap holds (their knocks caught beyond what
    # their deals said), one with the second look and one without, on the
    # same positions: the second look never adds a knock, and against an
    # opponent who has shown very low hands it turns some away, on a catch
    # chance at least the first look's.
    def burned(quantile: float) -> HardBot:
        bot = HardBot(0, dataclasses.replace(SETTINGS, cautious_quantile=quantile))
        for _ in range(5):
            bot.catches.add(0.5, True)  # caught 5 of 2.5 foreseen: 1.56 times over
        bot.styles.hands[1] = deque([(5, 10, 7)] * 12)
        bot.log = []
        return bot

    views = [view for view in knock_views() if view.players == 2]
    plain, careful = burned(0.0), burned(0.8)
    turned = 0
    for view in views:
        first, second = plain.choose(view), careful.choose(view)
        assert not (second == Knock() and first != Knock())
        if first == Knock() and second != Knock():
            turned += 1
            assert careful.log is not None and plain.log is not None
            assert careful.log[-1].caught >= plain.log[-1].caught
    assert turned > 0


def test_the_playout_deals_are_those_samples_for_resamples() -> None:
    """`playout_deals` (the coach's deals) builds no round of the weighted
    deals it does not return, but deals the same cards as `samples_for`'s
    resampled set, with the same playout rules, from the same random numbers."""
    for view in knock_views(every_turn=True)[::7]:
        whole, lean = HardBot(5, SETTINGS), HardBot(5, SETTINGS)
        first, second = random.Random(11), random.Random(11)
        expected = whole.samples_for(view, first)[1]
        found = lean.playout_deals(view, second)
        assert [(r.hands, r.stock) for r in found] == [(r.hands, r.stock) for r in expected]
        assert [lean._playout_rules.get(id(r)) for r in found] == [
            whole._playout_rules.get(id(r)) for r in expected
        ]
        assert first.random() == second.random()


def test_a_deal_kept_twice_is_valued_as_if_played_out_twice() -> None:
    """The resampling keeps some deals several times; each is played out once,
    but every copy gets the row (and `play_outs` the sum) a playout of each
    copy would give, each row a list of its own (the coach lowers some of a
    row's values: a shared row would be lowered twice)."""
    views = [v for v in knock_views(every_turn=True) if len(v.legal) > 2][:6]
    assert views
    for view in views:
        bot = HardBot(5, SETTINGS)
        deals = bot.playout_deals(view, random.Random(3))[:3]
        again = [deals[0], deals[1], deals[0], deals[2], deals[0]]
        moves = list(view.legal[:3])
        alone = [bot.playout_values(view, [deal], moves)[0] for deal in again]
        rows = bot.playout_values(view, again, moves)
        assert rows == alone
        rows[0][0] -= 5.0
        assert rows[2] == alone[2] and rows[4] == alone[4]
        scores, done = bot.play_outs(view, again, moves)
        assert done == len(again)
        assert scores == [sum(row[i] for row in alone) for i in range(len(moves))]


def test_at_a_table_believed_normal_a_likely_catch_must_win_by_more() -> None:
    # A fresh hard player believes its normal opponents normal: no catch cap
    # holds. A knock must then beat playing on by the deals' chance of a
    # catch (`knock_margin_per_caught`, 1 unit a unit), less `knock_margin`;
    # the same player without that knocks on every one it now turns away.
    # The deals and playouts are the same: only the bar moves.
    per_caught = HardSettings().knock_margin_per_caught
    assert per_caught > 0
    turned = 0
    for view in knock_views():
        plain = HardBot(view.player, dataclasses.replace(SETTINGS, knock_margin_per_caught=0.0))
        careful = HardBot(view.player, SETTINGS)
        plain.log, careful.log = [], []
        first, second = plain.choose(view), careful.choose(view)
        if not careful.log:
            assert first == second  # (no knock searched)
            continue
        note, same = careful.log[-1], plain.log[-1]
        assert (note.knock, note.play_on, note.caught) == (same.knock, same.play_on, same.caught)
        assert not note.adapted
        assert not (second == Knock() and first != Knock())
        if note.play_on is None:
            continue
        bar = note.play_on + SETTINGS.knock_margin + per_caught * note.caught
        assert (second == Knock()) == (note.knock > bar)
        if first == Knock() and second != Knock():
            turned += 1
            assert note.caught > 0  # a knock no deal catches is never turned away
    assert turned > 0
