"""`tonk-sim`: the report parses, money is conserved, bad input is one clear line."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tonk_desktop.ai import make_bot
from tonk_desktop.engine import Action, HouseRules, RoundView
from tonk_desktop.sim import SimRound, learns_between_rounds, simulate, simulate_bots
from tonk_desktop.sim.cli import main


def test_json_report_parses_and_nets_sum_to_zero(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--bots", "normal,easy,hard", "--rounds", "2", "--seed", "4", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["players"] == 3 and report["deals"] == 2 and report["rounds"] == 6
    assert [bot["name"] for bot in report["bots"]] == ["normal", "easy", "hard"]
    assert sum(bot["net"] for bot in report["bots"]) == 0
    for bot in report["bots"]:
        assert bot["rounds"] == 6
        low, high = bot["ci95"]
        assert low <= bot["mean_net"] <= high
        assert bot["decision_ms"]["median"] <= bot["decision_ms"]["p95"]


def test_the_table_names_every_bot(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--bots", "easy,easy", "--rounds", "2", "--rules", "encyclopedia"]) == 0
    out = capsys.readouterr()
    assert "easy#1" in out.out and "easy#2" in out.out
    assert "2/2 deals" in out.err  # the progress bar goes to stderr


def test_every_bot_plays_every_seat_on_the_same_cards() -> None:
    seen: list[SimRound] = []
    simulate(["easy", "normal", "easy"], 2, 8, HouseRules(), on_round=seen.append)
    assert len(seen) == 6
    for deal in (0, 1):
        rounds = [r for r in seen if r.deal == deal]
        assert len({r.round.to_history()["deck"].__str__() for r in rounds}) == 1
        assert {r.seating for r in rounds} == {(0, 1, 2), (1, 2, 0), (2, 0, 1)}


def test_the_same_seed_gives_the_same_report() -> None:
    first = simulate(["normal", "easy"], 4, 3, HouseRules()).to_json()
    second = simulate(["normal", "easy"], 4, 3, HouseRules()).to_json()
    for report in (first, second):
        for bot in report["bots"]:
            del bot["decision_ms"]  # wall-clock
    assert first == second


def test_processes_give_the_report_and_rounds_of_one_process() -> None:
    def play(jobs: int) -> tuple[dict[str, object], list[tuple[int, int, str]], list[int]]:
        seen: list[SimRound] = []
        progress: list[int] = []
        report = simulate(
            ["normal", "easy", "easy"],
            5,
            12,
            HouseRules.preset("encyclopedia"),
            on_round=seen.append,
            on_progress=lambda done, total: progress.append(done),
            jobs=jobs,
        ).to_json()
        for bot in report["bots"]:
            del bot["decision_ms"]  # wall-clock
        rounds = [
            (r.deal, r.rotation, json.dumps(r.round.to_history(), sort_keys=True)) for r in seen
        ]
        return report, rounds, progress

    alone, alone_rounds, alone_progress = play(1)
    spread, spread_rounds, spread_progress = play(2)
    assert spread == alone
    assert spread_rounds == alone_rounds  # every round, in deal order
    assert [deal for deal, _, _ in spread_rounds] == [0, 0, 0, 1, 1, 1, 2, 2, 2, 3, 3, 3, 4, 4, 4]
    assert alone_progress == [1, 2, 3, 4, 5]
    # Every process's deals are counted, up to all of them.
    assert spread_progress == sorted(spread_progress) and spread_progress[-1] == 5


class Learner:
    """A bot whose play depends on how many rounds it has seen end."""

    level = "learner"
    name = "Learner"

    def __init__(self) -> None:
        self.rounds_seen = 0

    def choose(self, view: RoundView) -> Action:
        return view.legal[self.rounds_seen % len(view.legal)]

    def round_over(self, view: RoundView) -> None:
        self.rounds_seen += 1


def test_a_bot_that_learns_between_rounds_plays_every_deal_in_one_process() -> None:
    def play(jobs: int) -> dict[str, object]:
        bots = [Learner(), make_bot("easy", seed=3)]
        report = simulate_bots(bots, ["learner", "easy"], 6, 2, HouseRules(), jobs=jobs).to_json()
        for bot in report["bots"]:
            del bot["decision_ms"]
        return report

    assert learns_between_rounds(Learner()) and learns_between_rounds(make_bot("hard", seed=1))
    assert not learns_between_rounds(make_bot("normal", seed=1))
    assert play(3) == play(1)


def test_the_command_line_spreads_deals_over_processes(
    capsys: pytest.CaptureFixture[str],
) -> None:
    reports = []
    for jobs in ("1", "3"):
        argv = ["--bots", "easy,normal", "--rounds", "4", "--seed", "9", "--json"]
        assert main([*argv, "--jobs", jobs]) == 0
        out = capsys.readouterr()
        assert "4/4 deals" in out.err
        report = json.loads(out.out)
        for bot in report["bots"]:
            del bot["decision_ms"]
        reports.append(report)
    assert reports[0] == reports[1]


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--bots", "easy"], "give 2 to 4 levels"),
        (["--bots", "easy,expert"], "no such level 'expert'"),
        (["--bots", "easy,easy", "--rounds", "0"], "--rounds must be at least 1"),
        (["--bots", "easy,easy", "--rules", "nowhere.json"], "neither a preset"),
        (["--bots", "easy,easy", "--rounds", "many"], "invalid int value"),
        (["--bots", "easy,easy", "--jobs", "0"], "--jobs must be at least 1"),
        (["--bots", "easy,easy,easy", "--rules", "RULES"], "double_double"),
        (["--bots", "easy,easy", "--rules", "BROKEN"], "cannot read"),
        (["--bots", "easy,easy", "--rules", "WRONG"], "jokers must be 0 or 2"),
        (["--bots", "easy,easy", "--rules", "DEEP"], "nested too deep"),
    ],
)
def test_bad_arguments_exit_2_with_one_line(
    argv: list[str], message: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    files = {
        "RULES": json.dumps({"players": 2, "double_double": True}),
        "BROKEN": "{not json",
        "WRONG": json.dumps({"jokers": 3}),
        "DEEP": "[" * 100_000 + "]" * 100_000,
    }
    for index, arg in enumerate(argv):
        if arg in files:
            path = tmp_path / f"{arg.lower()}.json"
            path.write_text(files[arg], encoding="utf-8")
            argv[index] = str(path)
    with pytest.raises(SystemExit) as exit_info:
        main(argv)
    assert exit_info.value.code == 2
    err = capsys.readouterr().err
    assert message in err
    assert err.count("\n") == 1 and err.startswith("tonk-sim: ")


def test_the_games_own_exported_rules_file_is_read(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # What Settings ▸ Export… writes (with Notepad's byte-order mark, even).
    document = {
        "format": "tonk-house-rules",
        "version": 1,
        "name": "Ours",
        "rules": {"players": 2, "hit_runs_only": True},
    }
    path = tmp_path / "ours.tonk-rules.json"
    path.write_text("\ufeff" + json.dumps(document), encoding="utf-8")
    assert main(["--bots", "easy,easy", "--rounds", "2", "--rules", str(path), "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["rules"]["hit_runs_only"] is True
