"""`ExactStartPolicy`: the coach's playouts with the normal player's whole
start of turn, its knock counted (`ExactKnockPolicy`) and its stock-or-pile
decision made as the normal player makes it.

The normal player weighs the pile against the stock by a one-turn lookahead
(`NormalBot.start_of_turn`): its best turn after taking the discard
(`TurnSearch.best_drawn`) against the mean of its best turns over every card
the stock might give (`NormalBot.stock_cost`, first bounded by
`NormalBot.stock_at_most`). That search is deterministic and draws no random
numbers; only the knock model deals. So this policy makes the same search on
the same view, with the knock answered by the exact count instead of 120
deals, and keeps each answer by everything the search reads (the hand in its
order, the table, the discard top, the unseen cards, the next player's known
cards and discarded ranks, the hits left): a case met again in the playouts
of one review is not searched again. After the draw it plays as the rollout
policy does."""

from __future__ import annotations

from tonk_desktop.engine import Action, DeclareTonk, Discard, Round, RoundView
from tonk_desktop.engine.actions import DRAW_DISCARD, DRAW_STOCK, KNOCK

from .drawn import DrawnHands
from .normal import POINTS_PER_UNIT, NormalBot, NormalWeights, TurnSearch
from .rollout import ExactKnockPolicy

# What one start of turn's search depends on (`ExactStartPolicy._key`).
StartKey = tuple[object, ...]


class ExactStartPolicy(ExactKnockPolicy):
    """See the module docstring. One instance per review decision (per
    rules): its memo of answers is kept for the instance's life. Draws no
    random numbers."""

    def __init__(
        self,
        rnd: Round,
        knock_confidence: float = 0.72,
        seen_per_turn: float = 0.6,
        weights: NormalWeights | None = None,
    ) -> None:
        super().__init__(rnd, knock_confidence, seen_per_turn, weights)
        self.weights = weights or NormalWeights()
        # Only its searches are asked for (`stock_at_most`, `stock_cost`):
        # they read no seed and draw nothing.
        self.normal = NormalBot(0, self.weights)
        self.emptied = -POINTS_PER_UNIT * (rnd.players - 1)
        # The searches' answers: the take's cost, and whether the stock wins.
        self._draws: dict[StartKey, bool] = {}
        self._empties: dict[StartKey, bool] = {}
        self._plays_out: dict[StartKey, bool] = {}
        self.searched = 0  # starts of turn searched (the rest found in the memo)

    def choose(self, rnd: Round, turns: list[int]) -> Action:
        if rnd.phase != "start":
            return super().choose(rnd, turns)
        legal = rnd.generate_legal_actions()
        if len(legal) == 1 or type(legal[0]) is DeclareTonk:
            return legal[0]
        knock = take = stock = False
        for action in legal:
            if action is KNOCK:
                knock = True
            elif action is DRAW_DISCARD:
                take = True
            elif action is DRAW_STOCK:
                stock = True
        if not stock:
            # The stock is dry (take or decline): the rollout policy's way.
            return super().choose(rnd, turns)
        if not take and not knock:
            return DRAW_STOCK
        player = rnd.current
        key = self._key(rnd, player)
        if knock:
            # As the normal player: the discard that empties the hand beats
            # any knock, and a hand that goes out whatever it draws plays on.
            if take and self._empties_with_top(rnd, key):
                return DRAW_DISCARD
            if rnd.hand_total(player) <= self.knock_line(rnd, player, turns) and not (
                self._goes_out(rnd, key)
            ):
                return KNOCK
        if not take:
            return DRAW_STOCK
        found = self._draws.get(key)
        if found is None:
            found = self._draws[key] = self._stock_wins(rnd.view(player))
        return DRAW_STOCK if found else DRAW_DISCARD

    def _key(self, rnd: Round, player: int) -> StartKey:
        """Everything the normal player's start-of-turn search reads from
        its view: the hand (in order: its sums run in hand order), the
        table, the discard top, the unseen cards (a card set and the jokers),
        the next player's known cards and discarded ranks, and the turn's
        allowances (the same at every start of a turn)."""
        unseen = 0
        jokers = 0
        for card in rnd.stock:
            if card.bit:
                unseen |= card.bit
            else:
                jokers += 1
        for other in range(self.players):
            if other == player:
                continue
            unseen |= rnd.card_sets[other]
            jokers += rnd.jokers_held[other]
            for card in rnd.known[other]:
                if card.bit:
                    unseen &= ~card.bit
                else:
                    jokers -= 1
        following = (player + 1) % self.players
        next_known = tuple(rnd.known[following])
        discarded: frozenset[int] = frozenset()
        if next_known:
            discarded = frozenset(
                event.action.card.rank
                for event in rnd.events
                if event.player == following and type(event.action) is Discard
            )
        table = tuple((spread.kind, spread.cards) for spread in rnd.spreads)
        return (
            player,
            tuple(rnd.hands[player]),
            table,
            rnd.pile[-1] if rnd.pile else None,
            unseen,
            jokers,
            next_known,
            discarded,
        )

    def _search(self, view: RoundView) -> tuple[TurnSearch, DrawnHands, int]:
        search = TurnSearch(view, self.weights)
        drawn = DrawnHands(search, view.hand, self.emptied)
        return search, drawn, search.allows.hits_left

    def _take_cost(self, search: TurnSearch, drawn: DrawnHands, view: RoundView) -> float:
        top = view.discard_top
        assert top is not None
        table = search.table_of(view)
        hits_left = search.allows.hits_left
        return search.best_drawn(drawn, top, table, hits_left, len(view.hand) + 1, top)

    def _empties_with_top(self, rnd: Round, key: StartKey) -> bool:
        found = self._empties.get(key)
        if found is None:
            view = rnd.view(rnd.current)
            search, drawn, _ = self._search(view)
            found = self._empties[key] = self._take_cost(search, drawn, view) <= self.emptied
        return found

    def _goes_out(self, rnd: Round, key: StartKey) -> bool:
        found = self._plays_out.get(key)
        if found is None:
            view = rnd.view(rnd.current)
            search = TurnSearch(view, self.weights)
            table = search.table_of(view)
            found = search.plays_out(view.hand, table, search.allows.hits_left)
            self._plays_out[key] = found
        return found

    def _stock_wins(self, view: RoundView) -> bool:
        """The normal player's choice between the stock and the pile
        (`NormalBot.start_of_turn`, both legal): True for the stock."""
        self.searched += 1
        search, drawn, hits_left = self._search(view)
        table = search.table_of(view)
        bar = self._take_cost(search, drawn, view) + self.weights.stock_margin
        if self.normal.stock_at_most(search, drawn, table, bar):
            return True
        drawn_size = len(view.hand) + 1
        cost = self.normal.stock_cost(view, search, table, hits_left, drawn_size, drawn)
        return not bar < cost
