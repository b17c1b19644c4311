"""The easy computer player: a beginner. It plays legally and sensibly, but it
only sees books, overlooks some spreads and hits, and knocks on a fixed number
whatever the others may hold."""

from __future__ import annotations

import random

from tonk_desktop.engine import (
    Action,
    DeclineDiscard,
    Discard,
    Draw,
    Hit,
    Knock,
    LaySpread,
    RoundView,
)

from .base import base_seed, card_points, decision_rng, forced_move, hand_total

# A beginner's fixed knocking number, whatever the table looks like.
KNOCK_AT = 7
# How often the beginner notices a spread, a hit, or which card is worst.
SEES_SPREAD = 0.7
SEES_HIT = 0.4
SEES_WORST_CARD = 0.75


class EasyBot:
    """A beginner: see the module docstring."""

    level = "easy"

    def __init__(self, seed: int | None = None) -> None:
        self.seed = base_seed(seed)
        self.name = "Easy computer"

    def choose(self, view: RoundView) -> Action:
        forced = forced_move(view)
        if forced is not None:
            return forced
        rng = decision_rng(self.seed, view)
        if view.phase == "start":
            return self._start_of_turn(view, rng)
        return self._after_draw(view, rng)

    def _start_of_turn(self, view: RoundView, rng: random.Random) -> Action:
        legal = view.legal
        if Knock() in legal and hand_total(view) <= KNOCK_AT:
            return Knock()
        top = view.discard_top
        if Draw("discard") in legal and top is not None:
            pairs = sum(1 for card in view.hand if card.rank == top.rank and top.rank)
            # A beginner takes the discard to make a book, or when it is tiny.
            if pairs >= 2 or (card_points(view, top) <= 2 and rng.random() < 0.5):
                return Draw("discard")
        if Draw("stock") in legal:
            return Draw("stock")
        if Draw("discard") in legal and top is not None:
            highest = max(card_points(view, card) for card in view.hand)
            if card_points(view, top) < highest:
                return Draw("discard")
        if DeclineDiscard() in legal:
            return DeclineDiscard()
        return legal[0]

    def _after_draw(self, view: RoundView, rng: random.Random) -> Action:
        legal = view.legal
        if Knock() in legal and hand_total(view) <= KNOCK_AT:
            return Knock()
        spreads = [a for a in legal if isinstance(a, LaySpread)]
        hits = [a for a in legal if isinstance(a, Hit)]
        discards = [a for a in legal if isinstance(a, Discard)]
        if spreads and (rng.random() < SEES_SPREAD or not discards):
            return max(spreads, key=lambda a: len(a.cards))
        if hits and (rng.random() < SEES_HIT or not discards):
            return rng.choice(hits)
        if discards:
            # Even a beginner keeps a joker (it is wild) and the cards of a
            # book it is building (it sees books); any other card may go.
            ranks = [card.rank for card in view.hand]
            loose = [
                a for a in discards if a.card.rank and ranks.count(a.card.rank) < 2
            ] or discards
            if rng.random() < SEES_WORST_CARD:
                return max(loose, key=lambda a: (card_points(view, a.card), a.card.sort_key))
            return rng.choice(loose)
        return rng.choice(legal)
