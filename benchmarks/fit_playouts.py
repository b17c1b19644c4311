"""Fit `FittedPolicy`'s start of turn (`tonk_desktop/ai/fitted.py`) to the
normal player's: its knock and its choice of the stock or the pile.

Positions as `knock_fidelity.py` finds them (Classic, 2 and 3 players: each
normal-against-normal round's starts of turn, each played on by the rollout
policy a few times), on seeds of their own (`--seed`, by default 80000:
none of the measurements' seeds). At each start of turn with a knock
allowed, the normal player's knock (`NormalBot._knocks`, its 120 deals); at
each with both draws allowed and the pile's top a natural card, its draw
(`NormalBot.choose`, where it draws). Each is fitted by a logistic
regression on `FittedPolicy.knock_features` / `draw_features` (Newton's
method, a light ridge; pure Python), per table size, and the
coefficients printed as `fitted.py` keeps them, with their agreement on the
fitting positions and on the last fifth of the seeds held out.

    nice -n 10 .venv/bin/python benchmarks/fit_playouts.py [--rounds 300] [--seed 80000]
    nice -n 10 .venv/bin/python benchmarks/fit_playouts.py --checks --rounds 100 --seed 81000

A script, not a test: it prints the constants."""

from __future__ import annotations

import argparse
import math
import random
import sys
from collections.abc import Sequence

import knock_fidelity  # run as benchmarks/fit_playouts.py: a sibling

from tonk_desktop.ai.base import decision_rng, draws_so_far
from tonk_desktop.ai.fitted import DRAW_FEATURES, KNOCK_FEATURES, FittedPolicy
from tonk_desktop.ai.normal import NormalBot
from tonk_desktop.ai.rollout import RolloutPolicy
from tonk_desktop.engine import Draw, Hit, HouseRules, LaySpread, Round
from tonk_desktop.engine.actions import DRAW_DISCARD, DRAW_STOCK, KNOCK
from tonk_desktop.engine.cards import PARTNERS

Rows = list[tuple[tuple[float, ...], bool]]


def wanted(rnd: Round) -> bool:
    if rnd.phase != "start":
        return False
    legal = rnd.generate_legal_actions()
    return KNOCK in legal or (DRAW_STOCK in legal and DRAW_DISCARD in legal)


STRAYS = 4  # playouts from each position of a round that stray (`strayed`)


def strayed(seed: int, players: int) -> list[tuple[Round, list[int]]]:
    """More starts of turn, from playouts of the rollout policy that now and
    then (one move in three after the draw) make another legal move than
    its own: a spread kept back, a hit not made, another card thrown. The
    coach's playouts meet such positions after the moves it weighs (a
    spread kept, or laid where normal play would not), which normal rounds
    and the rollout policy's own play rarely reach: small hands beside a
    table of spreads, a pile's card that hits one, a spread held."""
    rnd = Round.deal(
        HouseRules(players=players), dealer=seed % players, rng=random.Random(f"stray|{seed}")
    )
    bots = [NormalBot(seed * 10 + p) for p in range(players)]
    found: list[tuple[Round, list[int]]] = []
    while rnd.phase != "over":
        if wanted(rnd):
            turns = draws_so_far(rnd.view(rnd.current))
            policy = RolloutPolicy(rnd)
            for k in range(STRAYS):
                sample = rnd.copy()
                played = list(turns)
                rng = random.Random(f"stray|{seed}|{len(found)}|{k}")
                for _ in range(rng.randrange(2, 16)):
                    if sample.phase == "over":
                        break
                    legal = sample.generate_legal_actions()
                    if sample.phase != "start" and rng.random() < 1 / 3:
                        move = rng.choice(legal)
                    else:
                        move = policy.choose(sample, played)
                    if type(move) is Draw:
                        played[sample.current] += 1
                    sample.apply_unchecked(move)
                    if wanted(sample):
                        found.append((sample.copy(), list(played)))
        rnd.apply(bots[rnd.current].choose(rnd.view(rnd.current)))
    return found


def collect(seeds: Sequence[int], players: int) -> tuple[Rows, Rows]:
    """(knock rows, draw rows): each the features and the normal player's answer."""
    knocks: Rows = []
    draws: Rows = []
    policy: FittedPolicy | None = None
    for seed in seeds:
        normal = NormalBot(seed)
        for rnd, turns in knock_fidelity.positions(seed, players, wanted, "fit") + strayed(
            seed, players
        ):
            policy = policy or FittedPolicy(rnd)
            player = rnd.current
            view = rnd.view(player)
            legal = rnd.generate_legal_actions()
            if KNOCK in legal:
                total = rnd.hand_total(player)
                knocked = normal._knocks(view, decision_rng(seed, view), total, True)
                knocks.append((policy.knock_features(rnd, player, turns), knocked))
            if DRAW_STOCK in legal and DRAW_DISCARD in legal and rnd.pile[-1].bit:
                move = normal.choose(view)
                if type(move) is Draw:
                    draws.append((policy.draw_features(rnd, player), move == DRAW_DISCARD))
    return knocks, draws


def fit(rows: Rows, ridge: float = 0.01, steps: int = 30) -> tuple[float, ...]:
    """Logistic regression by Newton's method (the first feature is 1)."""
    size = len(rows[0][0])
    weights = [0.0] * size
    for _ in range(steps):
        gradient = [-ridge * w for w in weights]
        hessian = [[ridge if i == j else 0.0 for j in range(size)] for i in range(size)]
        for features, label in rows:
            z = sum(w * f for w, f in zip(weights, features, strict=True))
            p = 1 / (1 + math.exp(-max(-30.0, min(30.0, z))))
            error = float(label) - p
            curve = p * (1 - p)
            for i in range(size):
                fi = features[i]
                if not fi:
                    continue
                gradient[i] += error * fi
                row = hessian[i]
                for j in range(size):
                    row[j] += curve * fi * features[j]
        step = solve(hessian, gradient)
        weights = [w + s for w, s in zip(weights, step, strict=True)]
        if max(abs(s) for s in step) < 1e-7:
            break
    return tuple(weights)


def solve(matrix: list[list[float]], vector: list[float]) -> list[float]:
    """`matrix` x = `vector` by Gaussian elimination with pivoting."""
    size = len(vector)
    a = [[*row, vector[i]] for i, row in enumerate(matrix)]
    for col in range(size):
        pivot = max(range(col, size), key=lambda r: abs(a[r][col]))
        a[col], a[pivot] = a[pivot], a[col]
        if abs(a[col][col]) < 1e-12:
            continue
        for r in range(size):
            if r != col:
                factor = a[r][col] / a[col][col]
                if factor:
                    for c in range(col, size + 1):
                        a[r][c] -= factor * a[col][c]
    return [a[i][size] / a[i][i] if abs(a[i][i]) > 1e-12 else 0.0 for i in range(size)]


def agreement(weights: Sequence[float], rows: Rows) -> float:
    right = sum(
        (sum(w * f for w, f in zip(weights, features, strict=True)) > 0.0) == label
        for features, label in rows
    )
    return right / max(1, len(rows))


def after_draw(rnd: Round) -> bool:
    return rnd.phase == "play" and any(
        type(action) in (LaySpread, Hit) for action in rnd.generate_legal_actions()
    )


def checks(seeds: Sequence[int]) -> None:
    """What the policy takes from the rollout policy unfitted, checked on
    `seeds` (`--checks`): after the draw, how often the normal player lays a
    spread or hits where it may (the rollout policy always does); and the
    pile's cards that cannot be spread this turn, hit nothing and are no
    lower than the hand's highest (`FittedPolicy.takes` sends them to the
    stock before its sum): how often the sum, and the normal player, would
    take one."""
    for players in (2, 3):
        allowed = laid = plain = summed = normal_took = 0
        policy: FittedPolicy | None = None
        for seed in seeds:
            normal = NormalBot(seed)
            for rnd, _ in knock_fidelity.positions(seed, players, after_draw, "after"):
                allowed += 1
                laid += type(normal.choose(rnd.view(rnd.current))) in (LaySpread, Hit)
            for rnd, _ in knock_fidelity.positions(seed, players, wanted, "plain"):
                legal = rnd.generate_legal_actions()
                if DRAW_STOCK not in legal or DRAW_DISCARD not in legal or not rnd.pile[-1].bit:
                    continue
                policy = policy or FittedPolicy(rnd)
                if not plain_and_high(policy, rnd):
                    continue
                plain += 1
                features = policy.draw_features(rnd, rnd.current)
                weights = policy.draw_weights
                summed += sum(w * f for w, f in zip(weights, features, strict=True)) > 0
                normal_took += normal.choose(rnd.view(rnd.current)) == DRAW_DISCARD
        print(
            f"{players} players: after the draw, normal laid or hit at {laid} of {allowed}"
            f" positions allowing it; a plain, high pile's card at {plain} positions:"
            f" the fitted sum takes {summed}, normal took {normal_took}",
            flush=True,
        )


def plain_and_high(policy: FittedPolicy, rnd: Round) -> bool:
    """The pile's card pairs or nearly runs with no card of the hand (with
    fewer than two jokers held), hits no spread and is no lower than the
    hand's highest (as `FittedPolicy.takes` reads it)."""
    player = rnd.current
    top = rnd.pile[-1]
    points = policy.points
    if rnd.card_sets[player] & PARTNERS[top.code] or rnd.jokers_held[player] > 1:
        return False
    if any(points[card.rank] > points[top.rank] for card in rnd.hands[player]):
        return False
    return not policy.draw_features(rnd, player)[2]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=300, help="rounds of each table size")
    parser.add_argument("--seed", type=int, default=80000)
    parser.add_argument(
        "--checks", action="store_true", help="only the checks of what is not fitted (`checks`)"
    )
    args = parser.parse_args()
    if args.checks:
        checks(range(args.seed, args.seed + args.rounds))
        return 0
    knock_weights: dict[int, tuple[float, ...]] = {}
    draw_weights: dict[int, tuple[float, ...]] = {}
    knock_rows: dict[int, Rows] = {}
    draw_rows: dict[int, Rows] = {}
    for players in (2, 3):
        seeds = list(range(args.seed, args.seed + args.rounds))
        held = len(seeds) // 5
        knocks, draws = collect(seeds[:-held], players)
        knocks_out, draws_out = collect(seeds[-held:], players)
        knock_rows[players], draw_rows[players] = knocks, draws
        for name, rows, out, kept in (
            ("knock", knocks, knocks_out, knock_weights),
            ("draw", draws, draws_out, draw_weights),
        ):
            weights = fit(rows)
            kept[players] = weights
            yes = sum(label for _, label in rows)
            print(
                f"{players} players, {name}: {len(rows)} positions ({yes} yes), agrees"
                f" {agreement(weights, rows):.1%}; held out {len(out)}:"
                f" {agreement(weights, out):.1%} (always no: "
                f"{1 - sum(label for _, label in out) / max(1, len(out)):.1%})",
                flush=True,
            )
    # A feature the positions of one table size never show (at two players
    # the pile's card hitting a spread on the table: a player who could hit
    # with it did) takes its weight from the other size, where it was seen:
    # the coach's playouts meet such positions (a spread laid, a card kept
    # back that hits it) where normal play rarely does.
    for found, rows_of in ((knock_weights, knock_rows), (draw_weights, draw_rows)):
        for players, weights in found.items():
            other = 5 - players
            unseen = [
                index
                for index in range(len(weights))
                if not any(features[index] for features, _ in rows_of[players])
                and any(features[index] for features, _ in rows_of[other])
            ]
            if unseen:
                found[players] = tuple(
                    found[other][i] if i in unseen else w for i, w in enumerate(weights)
                )
                print(f"{players} players: features {unseen} unseen, weights from {other}")
    for title, found, names in (
        ("KNOCK_WEIGHTS", knock_weights, KNOCK_FEATURES),
        ("DRAW_WEIGHTS", draw_weights, DRAW_FEATURES),
    ):
        print(f"{title}: dict[int, tuple[float, ...]] = {{")
        for players, weights in found.items():
            print(f"    {players}: (")
            for weight, name in zip(weights, names, strict=True):
                print(f"        {weight:.4f},  # {name}")
            print("    ),")
        print("}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
