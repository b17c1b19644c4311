"""Computer players for Tonk. Pure Python, no Qt: a bot reads one `RoundView`
and returns one of `view.legal`, so it can run on a worker thread.

    bot = make_bot("hard", seed=7)
    action = bot.choose(rnd.view(player))
"""

from __future__ import annotations

from ..engine import LEVELS
from .base import Bot
from .easy import EasyBot
from .hard import HardBot
from .normal import NormalBot


def make_bot(level: str, seed: int | None = None) -> Bot:
    """A computer player of this level ("easy", "normal" or "hard"). The same seed
    gives the same choices in the same positions; no seed, a fresh one."""
    if level == "easy":
        return EasyBot(seed)
    if level == "normal":
        return NormalBot(seed)
    if level == "hard":
        return HardBot(seed)
    raise ValueError(f"no such level: {level!r} (choose {', '.join(LEVELS)})")


__all__ = ["LEVELS", "Bot", "make_bot"]
