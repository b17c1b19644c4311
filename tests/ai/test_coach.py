"""The coach (ai/coach.py): it marks what costs, spares what does not, sees
only the reviewed seat's view, and is deterministic and cancellable."""

from __future__ import annotations

import dataclasses
import math
import random
import statistics
from collections import Counter

import pytest

from tonk_desktop.ai import make_bot
from tonk_desktop.ai.base import hand_total
from tonk_desktop.ai.coach import (
    Batches,
    Cancelled,
    Coach,
    CoachSettings,
    Decision,
    Reason,
    RoundReview,
    best_other,
    classify_cost,
    comparison,
    decision_positions,
    held_out_cost,
    review_round,
    summarize_session,
    undecided,
)
from tonk_desktop.ai.hard import HardSettings
from tonk_desktop.ai.rollout import RolloutPolicy
from tonk_desktop.engine import (
    Action,
    Card,
    DeclineDiscard,
    Discard,
    Draw,
    Hit,
    HouseRules,
    Knock,
    LaySpread,
    Round,
    RoundView,
    full_deck,
    parse_cards,
)
from tonk_desktop.engine.deal_number import deal_dealer, deal_deck
from tonk_desktop.engine.history import HandHistory, read_history

# A small search: the tests need marks that are clear, not fine ones.
QUICK = CoachSettings(samples=96, weighed=192)
TWO = HouseRules(players=2)


def stacked(first: str, second: str, up_card: str, stock_top: str) -> tuple[Card, ...]:
    """A two-player deck, dealer 0: player 1 is dealt `first` (and plays first),
    player 0 `second`; then the up-card, then the stock from `stock_top` down."""
    hand1, hand0 = parse_cards(first), parse_cards(second)
    dealt = [card for pair in zip(hand1, hand0, strict=True) for card in pair]
    top = [*dealt, Card.parse(up_card), *parse_cards(stock_top)]
    rest = [card for card in full_deck(0) if card not in top]
    return tuple(top + rest)


def history(deck: tuple[Card, ...], *actions: object) -> HandHistory:
    return HandHistory(TWO, 0, deck, tuple(actions))  # type: ignore[arg-type]


# Player 1 draws the 9C to 3S 4S 5S 9H 9D: two spreads, a sure tonk.
TONK_DECK = stacked("3S 4S 5S 9H 9D", "KC QD JS 10H 4H", "8D", "9C")


def test_throwing_away_a_sure_tonk_is_a_blunder() -> None:
    review = review_round(history(TONK_DECK, Draw("stock"), Discard(Card.parse("9C"))), 1, QUICK)
    (decision,) = review.marks
    assert decision.step == 1 and decision.mark == "blunder"
    assert isinstance(decision.best, LaySpread)
    assert decision.cost > 1.0
    assert decision.reason is not None and decision.reason.code == "lay_spread"
    # Hindsight, with the real cards: the spreads go down and the hand is empty.
    assert decision.hindsight is not None and decision.hindsight.net == 2.0


def test_laying_the_spreads_is_not_marked() -> None:
    spread = LaySpread(tuple(parse_cards("3S 4S 5S")))
    books = LaySpread(tuple(parse_cards("9H 9D 9C")))
    review = review_round(history(TONK_DECK, Draw("stock"), spread, books), 1, QUICK)
    assert review.marks == ()
    assert review.cost == 0


# Player 1 holds 39 points of unconnected cards at the first turn.
HIGH_DECK = stacked("9S 9H 8D 7C 6D", "KC QD JS 10H 4H", "2D", "3C")


def test_knocking_on_a_high_hand_is_marked_as_likely_caught() -> None:
    review = review_round(history(HIGH_DECK, Knock()), 1, QUICK)
    (decision,) = review.marks
    assert decision.step == 0 and decision.chosen == Knock()
    assert decision.mark == "blunder"
    assert decision.reason is not None
    assert decision.reason.code == "knock_caught"
    assert decision.reason.params["total"] == 39
    chance = decision.reason.params["chance"]
    assert isinstance(chance, float) and chance > 0.75
    # Judged on what player 1 could see: with the real cards the knock won (the
    # other hand held 44), which the hindsight says, apart.
    assert decision.hindsight is not None and decision.hindsight.actual == 1
    assert not decision.hindsight.exact


def test_the_stock_against_the_pile_is_weighed() -> None:
    """The coach weighs taking the pile against drawing from the stock, and
    a knock against both: with the fitted playouts its marks there gain when
    followed (docs/ai.md, "How far the costs hold"). A coach told to leave
    the draws alone (`unjudged`) weighs only the knock against the draw made."""
    view = Round.deal(TWO, dealer=0, deck=HIGH_DECK).view(1)
    assert Draw("discard") in view.legal
    assert Coach(QUICK).candidates(view, Draw("stock")) == [
        Draw("stock"),
        Knock(),
        Draw("discard"),
    ]
    apart = Coach(dataclasses.replace(QUICK, unjudged=("draw",)))
    assert apart.candidates(view, Draw("stock")) == [Draw("stock"), Knock()]


DEAL_462201289 = 462201289

# Player 1 holds 3H 7S KH 6C 2C (28); the 8H on the pile fits none of them.
NOTHING_DECK = stacked("3H 7S KH 6C 2C", "KC 3S 8C JH JS", "8H", "AC 5C 10H 8D 2D KS")


def test_a_pile_card_taken_for_nothing_is_marked_where_the_hint_draws_from_the_stock() -> None:
    """The coach judges the move the hint would have shown, whatever its
    kind: a coach told to leave the stock against the pile alone leaves it
    only where the hint would have made the same draw (issue 31)."""
    view = Round.deal(TWO, dealer=0, deck=NOTHING_DECK).view(1)
    coach = Coach(dataclasses.replace(CoachSettings(), unjudged=("draw", "hold")))
    assert coach.hint_move(view) == Draw("stock")
    decision = coach.judge(view, Draw("discard"))
    assert decision is not None and decision.hint == Draw("stock")
    assert decision.best == Draw("stock") and decision.mark is not None
    assert decision.cost >= 0.1 and decision.cost >= 2 * decision.error
    assert decision.reason == Reason("take_stock", {"card": Card.parse("8H")})
    # Where the hint would have taken the pile too, the draws are left alone.
    assert Draw("stock") not in coach.candidates(view, Draw("discard"), Draw("discard"))


def test_the_coach_weighs_the_hints_move_at_a_four_player_table() -> None:
    """Deal 462201289 at four (issue 31): the normal players throw the J♠;
    you take it for nothing (Q♥ 3♣ 6♥ 2♦ 9♥, 30 points), hit the 2♦ on the
    diamonds and throw the 3♣, keeping 35. The hint draws from the stock;
    the coach weighs that draw and finds it the better move, by little: at
    a table of four a hand of 30 or of 35 is rarely the lowest (the round
    was lost to a knock on 13 either way). The hint would then throw the
    Q♥: the coach weighs it against the 3♣ thrown, and finds the two within
    noise."""
    rules = HouseRules(players=4)
    rnd = Round.deal(rules, deal_dealer(DEAL_462201289, 4), deck=deal_deck(DEAL_462201289))
    bots = {player: make_bot("normal", seed=player) for player in (1, 2, 3)}
    actions: list[Action] = []

    def others() -> None:
        while rnd.current != 0 and rnd.phase != "over":
            actions.append(bots[rnd.current].choose(rnd.view(rnd.current)))
            rnd.apply(actions[-1])

    others()
    assert rnd.discard_top == Card.parse("JS")
    assert hand_total(rnd.view(0)) == 30
    mine: list[Action] = [Draw("discard"), Hit(Card.parse("2D"), 0), Discard(Card.parse("3C"))]
    for action in mine:
        rnd.apply(action)
        actions.append(action)
    assert rnd.hand_total(0) == 35
    others()
    played = HandHistory(rules, rnd.dealer, tuple(rnd.deck), tuple(actions))
    review = review_round(played, 0)
    (draw,) = [d for d in review.decisions if d.chosen == Draw("discard")]
    assert draw.hint == Draw("stock")
    values = {value.action: value.value for value in draw.values}
    assert Draw("stock") in values and draw.best == Draw("stock")
    assert values[Draw("stock")] > values[Draw("discard")]
    (discard,) = [d for d in review.decisions if d.chosen == Discard(Card.parse("3C"))]
    assert discard.hint == Discard(Card.parse("QH"))
    assert discard.hint in {value.action for value in discard.values}
    assert discard.mark is None


# Player 1 draws the 5H to AS 2S 3S KC QD: lay the ace to three, or keep it.
LOW_RUN_DECK = stacked("AS 2S 3S KC QD", "KH QH JS 10H 4H", "8D", "5H")


def test_laying_a_spread_is_weighed_against_keeping_it() -> None:
    """Judged against keeping the spread and throwing the king, laying a low
    run looks worse to the rollout playouts, which lay every spread at once
    and so value a spread kept far above what normal play makes of it: they
    would mark it, and followed, such marks lost (docs/ai.md). The fitted
    playouts, which keep to the normal player's draws and knocks, weigh it
    and find the two within noise: no mark."""
    rnd = Round.deal(TWO, dealer=0, deck=LOW_RUN_DECK)
    rnd.apply(Draw("stock"))
    view = rnd.view(1)
    spread = LaySpread(tuple(parse_cards("AS 2S 3S")))
    coach = Coach(QUICK)
    assert Discard(Card.parse("KC")) in coach.candidates(view, spread)
    judged = coach.judge(view, spread)
    assert judged is not None and judged.mark is None
    assert Discard(Card.parse("KC")) in {value.action for value in judged.values}
    # (the rollout playouts' cost is about 0.12: the coach's own search
    # tells it from 0.1, a small one may not)
    rollout = Coach(CoachSettings(playouts="rollout"))
    marked = rollout.judge(view, spread)
    assert marked is not None and marked.mark is not None and type(marked.best) is Discard
    review = review_round(history(LOW_RUN_DECK, Draw("stock"), spread), 1, QUICK)
    assert review.marks == ()


def test_thresholds() -> None:
    settings = CoachSettings()
    assert classify_cost(0.05, 0.0, settings) is None
    assert classify_cost(0.1, 0.01, settings) == "inaccuracy"
    assert classify_cost(0.3, 0.01, settings) == "mistake"
    assert classify_cost(0.8, 0.01, settings) == "blunder"
    # Not marked when the search cannot tell it from its own noise.
    assert classify_cost(0.25, 0.2, settings) is None
    assert classify_cost(0.25, 0.1, settings) == "inaccuracy"


def test_a_cost_near_a_threshold_is_undecided() -> None:
    settings = CoachSettings()
    assert not undecided(0.0, 0.02, settings)
    assert undecided(0.06, 0.03, settings)  # 0.1 is within two errors
    assert not undecided(0.2, 0.04, settings)  # an inaccuracy either way
    assert undecided(0.25, 0.04, settings)  # an inaccuracy or a mistake
    assert not undecided(1.5, 0.3, settings)
    assert undecided(0.7, 0.06, settings)
    assert not undecided(0.7, 0.0, settings)


class Scripted:
    """Stands in for the hard player's search: batch after batch of deals, on
    which the move made is worth 0, the next `gap` more, with noise, and any
    others clearly less. A subclass says otherwise what the next move's
    difference is on each deal (`differences`)."""

    def __init__(self, gap: float) -> None:
        self.gap = gap
        self.batches = 0

    def playout_deals(self, view: RoundView, rng: random.Random) -> list[Round]:
        self.batches += 1
        self.rng = rng
        return [Round.deal(TWO, dealer=0, deck=TONK_DECK) for _ in range(96)]

    def playout_values(
        self,
        view: RoundView,
        chosen: list[Round],
        candidates: list[Action],
        policy_type: type[RolloutPolicy] = RolloutPolicy,
        kept: dict[int, list[float]] | None = None,
        streams: bool = False,
    ) -> list[list[float]]:
        worse = [-3.0] * (len(candidates) - 2)
        return [[0.0, difference, *worse] for difference in self.differences(len(chosen))]

    def differences(self, count: int) -> list[float]:
        """The next move's value on each of `count` deals of this batch."""
        return [self.gap + self.rng.gauss(0.0, 0.3) for _ in range(count)]


@pytest.mark.parametrize(("gap", "batches"), [(-0.3, 1), (0.1, 8), (1.5, 1)])
def test_a_borderline_decision_gets_more_search(gap: float, batches: int) -> None:
    """A move clearly worse than the one made, or clearly better, is judged on
    the first batch of deals; one better by about a threshold gets batches
    until its class is clear or the cap (here, with this noise: the cap)."""
    settings = dataclasses.replace(QUICK, playout_optimism=0.0, calibration=1.0)
    coach = Coach(settings)
    scripted = Scripted(gap)
    coach.hard = scripted  # type: ignore[assignment]
    view = Round.deal(TWO, dealer=0, deck=TONK_DECK).view(1)
    decision = coach.judge(view, Knock())
    assert decision is not None
    assert scripted.batches == batches
    assert decision.deals == 96 * batches
    if batches < settings.batches:
        assert not undecided(decision.cost, decision.error, settings)


def test_a_cost_is_calibrated() -> None:
    """The search finds playing on 1.2 units better than the knock made;
    where marks gained half their cost when followed, the coach says 0.6 (a
    mistake, not a blunder), its error halved too."""
    view = Round.deal(TWO, dealer=0, deck=TONK_DECK).view(1)
    found = []
    for calibration in (1.0, 0.5):
        settings = dataclasses.replace(QUICK, playout_optimism=0.0, calibration=calibration)
        coach = Coach(settings)
        coach.hard = Scripted(1.2)  # type: ignore[assignment]
        decision = coach.judge(view, Knock())
        assert decision is not None and decision.best == Draw("stock")
        found.append(decision)
    whole, half = found
    assert whole.mark == "blunder" and half.mark == "mistake"
    assert half.cost == pytest.approx(whole.cost / 2)
    assert half.error == pytest.approx(whole.error / 2)


class Knocks(Scripted):
    """The knock wins 1 on four deals of five and is caught (-2) on the
    fifth: 0.4 on average; every move that plays on is worth 0."""

    def playout_values(
        self,
        view: RoundView,
        chosen: list[Round],
        candidates: list[Action],
        policy_type: type[RolloutPolicy] = RolloutPolicy,
        kept: dict[int, list[float]] | None = None,
        streams: bool = False,
    ) -> list[list[float]]:
        knock = [1.0, 1.0, 1.0, 1.0, -2.0]
        return [
            [knock[k % 5] if type(move) is Knock else 0.0 for move in candidates]
            for k in range(len(chosen))
        ]


def test_a_knock_caught_on_a_deal_counts_more_against_it() -> None:
    """Where the stock was drawn and the deals make a knock 0.4 better, caught
    on a fifth of them: each catch counts `knock_per_caught` (1 unit) more
    against it, so the knock is worth 0.2 and the mark an inaccuracy, not
    a mistake; without it, the 0.4 stands."""
    view = Round.deal(TWO, dealer=0, deck=TONK_DECK).view(1)
    assert Knock() in view.legal
    found = {}
    for per_caught in (1.0, 0.0):
        settings = dataclasses.replace(
            QUICK, playout_optimism=0.0, calibration=1.0, knock_per_caught=per_caught
        )
        coach = Coach(settings)
        coach.hard = Knocks(0.0)  # type: ignore[assignment]
        decision = coach.judge(view, Draw("stock"))
        assert decision is not None and decision.best == Knock()
        found[per_caught] = decision
    value = {move.action: move.value for move in found[1.0].values}
    assert value[Knock()] == pytest.approx(0.2, abs=0.01)
    assert found[1.0].mark == "inaccuracy" and found[0.0].mark == "mistake"
    assert CoachSettings().knock_per_caught == HardSettings().knock_margin_per_caught


def test_the_kinds_of_comparison() -> None:
    nine, king = Discard(Card.parse("9S")), Discard(Card.parse("KS"))
    spread = LaySpread(tuple(parse_cards("3S 4S 5S")))
    stock, pile = Draw("stock"), Draw("discard")
    assert comparison(stock, pile) == "draw"
    assert comparison(spread, king) == "hold"
    assert comparison(king, spread) is None  # a spread not laid: judged at cost
    # A knock against either draw, and one discard against another, are judged.
    assert comparison(Knock(), stock) is None and comparison(pile, Knock()) is None
    assert comparison(DeclineDiscard(), Knock()) is None and comparison(nine, king) is None


TWO_DEAL = Round.deal(TWO, dealer=0, deck=TONK_DECK)


class Rigged(Scripted):
    """The first batch: the other move 0.02 worse than the one made on
    average in each half of the deals, with a spread as wide as a real
    search's; later batches: better by 0.3."""

    def differences(self, count: int) -> list[float]:
        if self.batches == 1:
            return [swing - 0.02 for swing in [0.7, 0.7, -0.7, -0.7] * (count // 4)]
        return [0.3] * count


def test_a_move_made_best_on_both_halves_can_still_be_unclear() -> None:
    """Both halves of the first batch pick the move made, so the held-out
    cost is 0 with no error; but the other move's difference over all the
    deals (-0.02, standard error 0.07) reaches 0.1: more search is due."""
    settings = dataclasses.replace(QUICK, playout_optimism=0.0, calibration=1.0)
    coach = Coach(settings)
    rigged = Rigged(0.0)
    coach.hard = rigged  # type: ignore[assignment]
    view = Round.deal(TWO, dealer=0, deck=TONK_DECK).view(1)
    rigged.batches = 1
    first = rigged.playout_values(view, [TWO_DEAL] * 96, [Knock()] * 2)
    assert held_out_cost(first, [k % 2 for k in range(96)]) == (0.0, 0.0)
    rigged.batches = 0
    decision = coach.judge(view, Knock())
    assert decision is not None and rigged.batches > 1
    assert decision.mark is not None


def test_the_cost_is_not_the_winners_curse() -> None:
    """Four moves worth the same, valued with noise: the best of the four means
    is above the move made by chance alone. The cost measured on the deals that
    did not pick the best is not: about 0 on average, and rarely significant."""
    rng = random.Random(18)
    naive, held, marked = [], [], 0
    for _ in range(200):
        values = [[rng.gauss(0.0, 1.0) for _ in range(4)] for _ in range(160)]
        means = [statistics.fmean(row[i] for row in values) for i in range(4)]
        naive.append(max(means) - means[0])
        cost, error = held_out_cost(values, [k % 2 for k in range(160)])
        held.append(cost)
        marked += cost >= 2 * error and cost > 0
    assert statistics.fmean(naive) > 0.06
    # `held_out_cost` never reports below 0: its mean is that of max(0, noise).
    assert statistics.fmean(held) < 0.05
    assert marked <= 10


def test_a_deal_kept_several_times_counts_once_in_the_error() -> None:
    """The resampling keeps a likely deal several times, and its playouts are
    the same each time: eight rows that are four copies of two deals measure
    no more than those two deals do."""
    rows = [[0.0, 1.0]] * 4 + [[0.0, -1.0]] * 4
    assert best_other(rows) == (0.0, pytest.approx(1 / math.sqrt(8)))
    assert best_other(rows, list(range(8))) == (0.0, pytest.approx(1 / math.sqrt(8)))
    two_deals = best_other(rows, [0] * 4 + [1] * 4)
    assert two_deals == (0.0, pytest.approx(best_other(rows[3:5])[1]))
    assert two_deals[1] == pytest.approx(1 / math.sqrt(2))


def test_a_real_difference_is_measured_whole() -> None:
    rng = random.Random(7)
    values = [
        [rng.gauss(0.0, 1.0) + (0.5 if i == 2 else 0.0) for i in range(3)] for _ in range(400)
    ]
    cost, error = held_out_cost(values, [k % 2 for k in range(400)])
    assert abs(cost - 0.5) < 3 * error
    assert cost > 2 * error


def played(seed: int, players: int = 3) -> HandHistory:
    """A round of normal players that lasts (from a few seeds)."""
    for attempt in range(40):
        rules = HouseRules(players=players)
        rnd = Round.deal(rules, dealer=0, rng=random.Random(seed * 100 + attempt))
        bots = [make_bot("normal", seed + i) for i in range(players)]
        while not rnd.is_over:
            rnd.apply(bots[rnd.current].choose(rnd.view(rnd.current)))
        if len(rnd.events) >= 24:
            return read_history(rnd.to_history())
    raise AssertionError("no long round")


def judged(review: RoundReview) -> list[tuple[object, ...]]:
    """A review without its hindsight (which reads the real cards)."""
    return [_judged(decision) for decision in review.decisions]


def _judged(d: Decision) -> tuple[object, ...]:
    return (
        d.step,
        d.chosen,
        d.best,
        d.values,
        d.cost,
        d.error,
        d.mark,
        d.reason,
        d.top,
        d.deals,
    )


def test_a_review_is_deterministic() -> None:
    found = played(3)
    first = review_round(found, 1, QUICK)
    again = review_round(found, 1, QUICK)
    assert first == again
    assert first.decisions
    # Some decisions were close enough to take further batches of deals, and
    # took the same ones again.
    assert {d.deals for d in first.decisions} - {QUICK.samples}


def test_the_coach_sees_only_the_seats_view() -> None:
    """Swap a card the reviewed seat never sees in another player's hand with
    a stock card nobody draws: every view of the seat is the same, and so is
    every judgement, though the hidden hand differs."""
    found = played(5)
    seat = 1
    rnd = Round.deal(found.rules, dealer=found.dealer, deck=found.deck)
    for action in found.actions:
        rnd.apply(action)
    dealt = Round.deal(found.rules, dealer=found.dealer, deck=found.deck)
    other = (seat + 1) % found.rules.players
    kept = [card for card in dealt.hands[other] if card in rnd.hands[other]]
    kept = [card for card in kept if card not in rnd.known[other]]
    untouched = list(rnd.stock)
    assert kept and untouched
    swapped = None
    for hidden in kept:
        for spare in untouched:
            deck = [spare if c == hidden else hidden if c == spare else c for c in found.deck]
            other_history = HandHistory(found.rules, found.dealer, tuple(deck), found.actions)
            try:
                replayed = Round.deal(found.rules, dealer=found.dealer, deck=deck)
                for action in found.actions:
                    replayed.apply(action)
            except Exception:
                continue
            swapped = other_history
            break
        if swapped is not None:
            break
    assert swapped is not None
    assert Counter(swapped.deck) == Counter(found.deck) and swapped.deck != found.deck
    first = review_round(found, seat, QUICK)
    second = review_round(swapped, seat, QUICK)
    assert judged(first) == judged(second)
    assert first.decisions
    assert {d.deals for d in first.decisions} - {QUICK.samples}  # more batches, the same


def test_a_review_can_be_cancelled_and_reports_progress() -> None:
    found = played(3)
    seen: list[tuple[int, int]] = []
    with pytest.raises(Cancelled):
        review_round(
            found, 1, QUICK, lambda done, total: seen.append((done, total)), lambda: bool(seen)
        )
    assert len(seen) == 1 and seen[0][0] == 1 and seen[0][1] > 1


def test_a_bad_seat_or_history_is_refused() -> None:
    with pytest.raises(ValueError, match="no seat 2"):
        review_round(history(TONK_DECK, Draw("stock")), 2, QUICK)
    with pytest.raises(ValueError, match="action 2"):
        review_round(history(TONK_DECK, Draw("stock"), Discard(Card.parse("KC"))), 1, QUICK)
    view = Round.deal(TWO, dealer=0, deck=TONK_DECK).view(1)
    with pytest.raises(ValueError, match="not a legal move"):
        Coach(QUICK).judge(view, Discard(Card.parse("KC")))


def test_the_session_summary_adds_up_each_round_and_its_trend() -> None:
    found = review_round(history(TONK_DECK, Draw("stock"), Discard(Card.parse("9C"))), 1, QUICK)
    clean = RoundReview(1, (), 0)
    summary = summarize_session([{1: found}, {1: clean}, {1: clean}], 2)
    assert summary.costs[0] == (None, found.cost)
    assert summary.costs[2] == (None, 0.0)
    assert summary.mean[0] is None and summary.trend[0] is None
    trend = summary.trend[1]
    assert trend is not None and trend < 0  # fewer costly decisions later on


# A small search played out part by part (`CoachSettings.part`).
PARTS = dataclasses.replace(QUICK, part=24)


def test_a_decision_clearly_no_mark_stops_within_its_first_batch() -> None:
    """The move made is clearly best (the other 0.3 worse): the first part
    of the first batch settles it. One better by about a threshold plays its
    first batch whole, and more."""
    settings = dataclasses.replace(PARTS, playout_optimism=0.0, calibration=1.0)
    view = Round.deal(TWO, dealer=0, deck=TONK_DECK).view(1)
    clear = Coach(settings)
    clear.hard = Scripted(-0.3)  # type: ignore[assignment]
    decision = clear.judge(view, Knock())
    assert decision is not None and decision.mark is None
    assert decision.deals == settings.part
    close = Coach(settings)
    close.hard = Scripted(0.1)  # type: ignore[assignment]
    decision = close.judge(view, Knock())
    assert decision is not None and decision.deals > 96


def test_a_decision_on_a_class_line_is_not_searched_to_the_cap() -> None:
    """The other move is about 0.3 better: a mark whichever the noise, an
    inaccuracy or a mistake by it. The mark is clear, so the line between
    the classes gets `class_batches` batches, not `batches`; searched for
    its class like a mark's line (`class_batches` = `batches`), it goes to
    the cap."""
    settings = dataclasses.replace(QUICK, playout_optimism=0.0, calibration=1.0)
    view = Round.deal(TWO, dealer=0, deck=TONK_DECK).view(1)
    found = []
    for class_batches in (settings.class_batches, settings.batches):
        scripted = Scripted(0.3)
        coach = Coach(dataclasses.replace(settings, class_batches=class_batches))
        coach.hard = scripted  # type: ignore[assignment]
        decision = coach.judge(view, Knock())
        assert decision is not None and decision.mark in ("inaccuracy", "mistake")
        found.append(scripted.batches)
    assert found == [settings.class_batches, settings.batches]


def test_a_later_batch_stops_once_the_mark_is_clear() -> None:
    """Near the 0.1 line after its first batch, a decision gets a second; a
    part of it can settle the mark (here the other move is 0.25 better with
    little noise: an inaccuracy), and the rest of that batch is not played
    out. The first batch is never cut short for a mark."""
    settings = dataclasses.replace(PARTS, playout_optimism=0.0, calibration=1.0)
    view = Round.deal(TWO, dealer=0, deck=TONK_DECK).view(1)
    coach = Coach(settings)
    coach.hard = Rising()  # type: ignore[assignment]
    decision = coach.judge(view, Knock())
    assert decision is not None and decision.mark == "inaccuracy"
    assert settings.samples < decision.deals < 2 * settings.samples


class Rising(Scripted):
    """The first batch: the other move about 0.1 better, noisily; later
    batches: 0.25 better, with little noise."""

    def __init__(self) -> None:
        super().__init__(0.1)

    def differences(self, count: int) -> list[float]:
        if self.batches == 1:
            return [0.1 + self.rng.gauss(0.0, 0.2) for _ in range(count)]
        return [0.25 + self.rng.gauss(0.0, 0.05) for _ in range(count)]


def test_a_batch_played_whole_part_by_part_is_the_whole_batch() -> None:
    """Part by part, a decision that is not clear before the end of a batch
    gets the very figures of its batches played at once (the deals kept
    several times played out once across the parts); one that stops sooner
    stops because it is clear, and keeps its mark or no mark: within its
    first batch only when it is no mark."""
    found = played(3)
    whole = review_round(found, 1, dataclasses.replace(PARTS, part=0))
    parts = review_round(found, 1, PARTS)
    stopped = 0
    for a, b in zip(whole.decisions, parts.decisions, strict=True):
        if b.deals == a.deals:
            assert _judged(a) == _judged(b)
        else:
            stopped += 1
            assert b.deals < a.deals and (b.mark is None) == (a.mark is None)
            assert b.deals >= PARTS.samples or b.mark is None
    assert stopped and stopped < len(whole.decisions)


def test_no_playout_of_one_decision_is_kept_for_another() -> None:
    """A coach that judged other views first judges a view as a fresh coach
    does: the playouts kept across a batch's parts (and the deals' playout
    rules) are that batch's alone."""
    found = played(4)
    fresh = review_round(found, 0, PARTS)
    coach = Coach(PARTS)
    review_round(played(3), 1, coach=coach)
    assert judged(review_round(found, 0, coach=coach)) == judged(fresh)


class Lending:
    """A `PartHelper` in this process, as a free child would be: a coach of its
    own dealing the same view's batches; or, `free` False, none free."""

    def __init__(self, view: RoundView, settings: CoachSettings, free: bool = True) -> None:
        self.batches = Batches(Coach(settings), view)
        self.free = free
        self.asked: dict[int, tuple[list[Action], int, int, int]] = {}
        self.played: list[tuple[int, int]] = []  # (batch, start) of each part played here

    def ask(self, moves: list[Action], batch: int, start: int, count: int) -> int:
        self.asked[len(self.asked) + 1] = (moves, batch, start, count)
        return len(self.asked)

    def rows(self, token: int) -> list[list[float]] | None:
        if not self.free:
            return None
        moves, batch, start, count = self.asked[token]
        self.played.append((batch, start))
        return self.batches.play(moves, batch, start, count)


def test_a_decision_with_parts_played_by_a_helper_has_the_figures_it_has_alone() -> None:
    """Every other part of each batch played by another coach (another process,
    in the window) gives each decision the very figures it has alone, and so
    does a helper that is never free."""
    found = played(3)
    positions, _ = decision_positions(found, 1)
    helped: list[tuple[int, int]] = []
    for position in positions:
        view = position.before.view(1)
        chosen = found.actions[position.number]
        alone = Coach(PARTS).judge(view, chosen, position.number)
        lending = Lending(view, PARTS)
        with_help = Coach(PARTS).judge(view, chosen, position.number, lending)
        busy = Coach(PARTS).judge(view, chosen, position.number, Lending(view, PARTS, False))
        if alone is None:
            assert with_help is None and busy is None
            continue
        assert with_help is not None and busy is not None
        assert _judged(with_help) == _judged(alone) == _judged(busy)
        helped.extend(lending.played)
    # Parts of first batches and of later ones were played by the helper.
    assert {batch for batch, _ in helped} > {0}
    assert all(start % PARTS.part == 0 and start // PARTS.part % 2 for _, start in helped)
