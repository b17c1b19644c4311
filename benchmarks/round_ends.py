"""Where a player's points come from against one opponent: the rounds split by
how they ended and who ended them, for hard and for normal on the same deals.

    nice -n 10 .venv/bin/python benchmarks/round_ends.py tuning:31 [--deals 150] [--seed 2026]

Classic rules, two players, each deal twice with the seats swapped (as
benchmarks/unseen.py plays them). For each way a round ends (a knock won, a
knock caught, a tonk-out, a player going out, the stock run dry, a dealt
hand) and who ended it (the player measured or the opponent), it prints the
share of the rounds, the net they gave the player a round, and the player's
mean total on its own knocks; then, deal by deal, how often the two
players' rounds ended in different ways, and the net they gave each (the
rounds where hard and normal part). Hard's net less normal's is the sum of
the "net a round" column's differences. A tool for finding what a gap is
made of, not a test; it prints figures only.
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter, defaultdict
from dataclasses import dataclass, field

from tonk_desktop.engine import HouseRules
from tonk_desktop.sim import simulate
from tonk_desktop.sim.simulation import SimRound


@dataclass(slots=True)
class Ends:
    """One player's rounds, by how they ended (`key`)."""

    rounds: int = 0
    count: Counter[str] = field(default_factory=Counter)
    net: Counter[str] = field(default_factory=Counter)
    knock_totals: list[int] = field(default_factory=list)
    # (deal, rotation) -> (how it ended, the player's net)
    by_round: dict[tuple[int, int], tuple[str, int]] = field(default_factory=dict)

    def add(self, played: SimRound) -> None:
        result = played.round.result
        seat = played.seating.index(0)  # the measured player is bot 0
        self.rounds += 1
        if result is None:
            key, net = "unfinished", 0
        else:
            if result.knocker is not None:
                who = "me" if result.knocker == seat else "them"
            elif result.kind == "dry_stock":
                who = "-"
            else:
                who = "me" if seat in result.winners else "them"
            key, net = f"{result.kind} by {who}", result.net[seat]
            if result.knocker == seat:
                self.knock_totals.append(result.totals[seat])
        self.count[key] += 1
        self.net[key] += net
        self.by_round[(played.deal, played.rotation)] = (key, net)


def ends_of(level: str, opponent: str, deals: int, seed: int) -> Ends:
    ends = Ends()
    simulate([level, opponent], deals, seed, HouseRules(), on_round=ends.add)
    return ends


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("opponent", help="a level, a style or a strategy (tuning:N)")
    parser.add_argument("--deals", type=int, default=150)
    parser.add_argument("--seed", type=int, default=2026)
    args = parser.parse_args()
    players = {
        level: ends_of(level, args.opponent, args.deals, args.seed) for level in ("hard", "normal")
    }
    hard, normal = players["hard"], players["normal"]
    keys = sorted(
        set(hard.count) | set(normal.count), key=lambda k: -hard.count[k] - normal.count[k]
    )
    print(f"vs {args.opponent}, {args.deals} deals ({hard.rounds} rounds each)")
    header = ("round ended", "hard share", "net/round", "normal share", "net/round", "diff")
    print(f"{header[0]:<22}" + "".join(f"{word:>13}" for word in header[1:]))
    for key in keys:
        cells = [
            f"{hard.count[key] / hard.rounds:.1%}",
            f"{hard.net[key] / hard.rounds:+.3f}",
            f"{normal.count[key] / normal.rounds:.1%}",
            f"{normal.net[key] / normal.rounds:+.3f}",
            f"{(hard.net[key] - normal.net[key]) / hard.rounds:+.3f}",
        ]
        print(f"{key:<22}" + "".join(f"{cell:>13}" for cell in cells))
    for level, ends in players.items():
        totals = ends.knock_totals
        if totals:
            mean = sum(totals) / len(totals)
            print(f"{level}: its knocks on a mean total of {mean:.1f} ({len(totals)} knocks)")
    # The rounds where the two ended the same deal and seats differently.
    parted: defaultdict[tuple[str, str], list[int]] = defaultdict(lambda: [0, 0, 0])
    for round_key, (hard_end, hard_net) in hard.by_round.items():
        normal_end, normal_net = normal.by_round[round_key]
        if hard_end != normal_end:
            entry = parted[(hard_end, normal_end)]
            entry[0] += 1
            entry[1] += hard_net
            entry[2] += normal_net
    print("where they parted (hard's end / normal's end: rounds, hard's net, normal's net):")
    for (hard_end, normal_end), (count, hard_net, normal_net) in sorted(
        parted.items(), key=lambda item: -abs(item[1][1] - item[1][2])
    )[:12]:
        print(f"  {hard_end:<20} / {normal_end:<20} {count:>4}  {hard_net:>+5}  {normal_net:>+5}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
