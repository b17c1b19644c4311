"""Computer players for Tonk. Pure Python, no Qt: a bot reads one `RoundView`
and returns one of `view.legal`, so it can run on a worker thread.

    bot = make_bot("hard", seed=7)
    action = bot.choose(rnd.view(player))
"""

from __future__ import annotations

from typing import Final

from ..engine import LEVELS
from .base import Bot
from .easy import EasyBot
from .hard import HardBot
from .normal import NormalBot
from .styles import STYLE_BOTS, STYLES

# Every kind of computer player: the levels, then the styles (`styles.py`);
# the engine's `LEVELS` names them all (the words seats and files use).
KINDS: Final = LEVELS
assert KINDS[3:] == STYLES


def make_bot(level: str, seed: int | None = None) -> Bot:
    """A computer player of this level ("easy", "normal" or "hard") or style
    ("cautious", "bold", "collector", "calculator"). The same seed gives the
    same choices in the same positions (and, for hard, the same rounds before
    them); no seed, a fresh one."""
    if level == "easy":
        return EasyBot(seed)
    if level == "normal":
        return NormalBot(seed)
    if level == "hard":
        return HardBot(seed)
    style = STYLE_BOTS.get(level)
    if style is not None:
        return style(seed)
    raise ValueError(f"no such level: {level!r} (choose {', '.join(KINDS)})")


__all__ = ["KINDS", "LEVELS", "STYLES", "Bot", "make_bot"]
