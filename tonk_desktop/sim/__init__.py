"""`tonk-sim`: computer players against each other on paired deals, with the
figures a tuner reads (mean net stake per round with its 95% interval, time
per decision). Pure Python, no Qt.

- `simulation`: the loop (`simulate`, `simulate_bots`) and its report;
- `cli`: the command line (`tonk-sim`, `python -m tonk_desktop.sim`);
- `recorder`: `--db PATH`, settling every simulated round into a ledger;
- `strategies`: a family of opponent strategies drawn from seeds, split into
  a tuning set and a held-out set, for measuring against strangers.

It stands apart from `ai` (which plays through the engine only) and from
`ledger` (which knows nothing of the simulator), and joins them here (as the
network host, `net/host.py`, joins them with the table of rounds). It plays
its own loop, not `game.Table`: each deal is replayed once per seat rotation,
with no balances carried from round to round.
"""

from .simulation import (
    MAX_ACTIONS,
    BotStats,
    SimReport,
    SimRound,
    bot_labels,
    confidence_interval,
    default_jobs,
    derived_random,
    learns_between_rounds,
    sim_bot,
    simulate,
    simulate_bots,
)

__all__ = [
    "MAX_ACTIONS",
    "BotStats",
    "SimReport",
    "SimRound",
    "bot_labels",
    "confidence_interval",
    "default_jobs",
    "derived_random",
    "learns_between_rounds",
    "sim_bot",
    "simulate",
    "simulate_bots",
]
