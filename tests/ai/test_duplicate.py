"""Duplicate play (ai/duplicate.py): the same cards replayed with the computer
in the player's seat, deterministic, checked against tonk-sim's own loop, and
cancellable in the analysis process."""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from tonk_desktop.ai import make_bot
from tonk_desktop.ai.coach import Cancelled
from tonk_desktop.ai.coach_process import analyse, job_data, job_from_data, live_processes
from tonk_desktop.ai.duplicate import (
    DuplicateJob,
    DuplicateResult,
    SessionDuplicate,
    SessionDuplicateJob,
    duplicate_bot,
    play_duplicate,
    replay_seed,
)
from tonk_desktop.engine import Card, HouseRules, Level, Round, full_deck
from tonk_desktop.engine.fastrandom import shuffle
from tonk_desktop.engine.history import HandHistory, read_history
from tonk_desktop.sim.simulation import SimRound, derived_random, simulate_bots

SIM_SEED = 11


def sim_deal(rules: HouseRules, deal: int) -> tuple[int, list[Card]]:
    """The dealer and deck tonk-sim deals as deal `deal` of seed SIM_SEED."""
    deck = full_deck(rules.jokers)
    shuffle(derived_random(SIM_SEED, "deal", deal), deck)
    return deal % rules.players, deck


def finished(players: int, deal: int, levels: Sequence[str]) -> Round:
    """A round on tonk-sim's deal `deal`, played out by bots of `levels` (the
    player whose play the computer's is set beside)."""
    rules = HouseRules(players=players)
    dealer, deck = sim_deal(rules, deal)
    rnd = Round.deal(rules, dealer=dealer, deck=deck)
    bots = [make_bot(level, seed=100 + index) for index, level in enumerate(levels)]
    while not rnd.is_over:
        rnd.apply(bots[rnd.current].choose(rnd.view(rnd.current)))
    return rnd


def history_of(rnd: Round) -> HandHistory:
    return read_history(rnd.to_history())


def test_the_result_is_deterministic_and_splits_the_actual_net() -> None:
    rnd = finished(3, 4, ["easy", "normal", "cautious"])
    job = DuplicateJob(history_of(rnd), 0, (None, "normal", "cautious"), replays=4, seed=5)
    result = play_duplicate(job)
    assert play_duplicate(job) == result
    assert rnd.result is not None and result.actual == rnd.result.net[0]
    assert len(result.nets["hard"]) == len(result.nets["normal"]) == 4
    assert result.cards == sum(result.nets["hard"]) / 4
    assert result.play == result.actual - result.cards
    assert result.opponents == (None, "normal", "cautious") and result.stand_ins == ()


@pytest.mark.parametrize(("players", "deal"), [(2, 0), (2, 3), (3, 1)])
def test_each_replay_is_what_tonk_sim_plays_on_the_same_deal(players: int, deal: int) -> None:
    """By hand: tonk-sim's loop (rotation 0: bot s in seat s) on its deal, with
    the bots seeded as replay k seeds them, gives replay k's net in the seat."""
    rnd = finished(players, deal, ["easy"] * players)
    others: tuple[Level, ...] = ("bold", "normal", "hard")
    kinds: tuple[Level | None, ...] = (None, *others[: players - 1])
    seed, replays = 9, 3
    result = play_duplicate(DuplicateJob(history_of(rnd), 0, kinds, replays, seed))
    rules = HouseRules(players=players)
    for level in ("hard", "normal"):
        expected = []
        for replay in range(replays):
            bots = [
                duplicate_bot(
                    level if seat == 0 else str(kinds[seat]), replay_seed(seed, replay, seat)
                )
                for seat in range(players)
            ]
            rounds: list[SimRound] = []
            simulate_bots(
                bots,
                [str(seat) for seat in range(players)],
                1,
                SIM_SEED,
                rules,
                rounds.append,
                first_deal=deal,
            )
            first = rounds[0]
            assert first.rotation == 0 and first.round.result is not None
            expected.append(first.round.result.net[0])
        assert result.nets[level] == tuple(expected)


def test_a_person_opponent_is_stood_in_for_by_normal() -> None:
    rnd = finished(3, 2, ["easy", "easy", "easy"])
    result = play_duplicate(DuplicateJob(history_of(rnd), 1, (None, None, "hard"), replays=2))
    assert result.opponents == ("normal", None, "hard")
    assert result.stand_ins == (0,)


def test_other_seeds_vary_the_opponents_choices() -> None:
    """Over several deals, some replay nets differ between seeds: the seeds
    reach the players (a job whose seed did nothing would always agree)."""
    differ = 0
    for deal in range(6):
        history = history_of(finished(2, deal, ["easy", "easy"]))
        nets = {
            play_duplicate(DuplicateJob(history, 0, (None, "easy"), 3, seed)).nets["hard"]
            for seed in (1, 2)
        }
        differ += len(nets) > 1
    assert differ >= 1


def test_an_unfinished_history_is_refused() -> None:
    rules = HouseRules(players=2)
    dealer, deck = sim_deal(rules, 0)
    rnd = Round.deal(rules, dealer=dealer, deck=deck)
    with pytest.raises(ValueError, match="not over"):
        play_duplicate(DuplicateJob(history_of(rnd), 0, (None, "normal")))
    with pytest.raises(ValueError, match="seat kinds"):
        DuplicateJob(history_of(rnd), 0, (None,))


def test_cancel_stops_before_the_next_decision() -> None:
    history = history_of(finished(2, 1, ["easy", "easy"]))
    asked = 0

    def cancelled() -> bool:
        nonlocal asked
        asked += 1
        return asked > 5

    seen: list[tuple[int, int]] = []
    job = DuplicateJob(history, 0, (None, "normal"), 8)
    with pytest.raises(Cancelled):
        play_duplicate(job, lambda done, total: seen.append((done, total)), cancelled)
    assert asked == 6 and len(seen) < 16


def test_in_the_analysis_process_the_result_is_the_threads() -> None:
    history = history_of(finished(3, 5, ["easy", "normal", "normal"]))
    job = DuplicateJob(history, 2, ("hard", None, None), replays=2, seed=3)
    assert job_from_data(job_data(job)) == job
    seen: list[tuple[int, int]] = []
    result = analyse(job, lambda done, total: seen.append((done, total)))
    assert isinstance(result, DuplicateResult)
    assert result == play_duplicate(job)
    assert seen[-1] == (4, 4)
    assert live_processes() == []


def test_a_cancelled_process_run_ends_its_process() -> None:
    history = history_of(finished(3, 5, ["easy", "normal", "normal"]))
    job = DuplicateJob(history, 0, (None, "hard", "hard"), replays=50)
    seen: list[tuple[int, int]] = []
    with pytest.raises(Cancelled):
        analyse(job, lambda done, total: seen.append((done, total)), lambda: len(seen) >= 1)
    assert live_processes() == []
    assert seen and seen[-1][0] < 100


def test_a_session_sums_its_rounds() -> None:
    one = DuplicateResult(0, 2, 2, {"hard": (1, 0), "normal": (0, 0)}, (None, "normal"))
    two = DuplicateResult(0, -1, 2, {"hard": (-1, -1), "normal": (-2, 0)}, (None, "normal"), (1,))
    session = SessionDuplicate((one, two))
    assert session.actual == 1
    assert session.cards == 0.5 + -1.0
    assert session.play == 1 - (0.5 - 1.0)
    assert session.mean("normal") == 0.0 + -1.0
    assert session.stand_ins


def test_a_sessions_run_in_the_process_is_each_rounds_run_in_order() -> None:
    first = DuplicateJob(history_of(finished(2, 1, ["easy", "normal"])), 0, (None, "normal"), 2)
    second = DuplicateJob(history_of(finished(2, 2, ["normal", "easy"])), 0, (None, "normal"), 3)
    job = SessionDuplicateJob((first, second))
    assert job_from_data(job_data(job)) == job
    seen: list[tuple[int, int]] = []
    result = analyse(job, lambda done, total: seen.append((done, total)))
    assert result == SessionDuplicate((play_duplicate(first), play_duplicate(second)))
    # The progress counts both rounds' replays, each level's, to the end.
    assert seen == [(done, 10) for done in range(1, 11)]
    assert live_processes() == []
