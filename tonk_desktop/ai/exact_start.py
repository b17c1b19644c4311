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
deals (at the line where those deals knock more often than not), and keeps
each answer by everything the search reads (the hand in its order, the
table, the discard top, the unseen cards, the next player's known cards and
discarded ranks): a case met again in the playouts of one review is not
searched again. A discard that cannot meld and is no lower than the hand's
highest card is left for the stock without a search (`_plain_and_high`).
After the draw it plays as the rollout policy does."""

from __future__ import annotations

from tonk_desktop.engine import Action, Card, DeclareTonk, Discard, Round, RoundView
from tonk_desktop.engine.actions import DRAW_DISCARD, DRAW_STOCK, KNOCK
from tonk_desktop.engine.cards import PARTNERS
from tonk_desktop.engine.spreads import HitInfo, hit_info

from .drawn import DrawnHands
from .normal import POINTS_PER_UNIT, NormalBot, NormalWeights, Table, TurnSearch
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
        # The normal player knocks when at least `need` of its deals find
        # its total lowest; at a chance a little above the threshold they
        # mostly do not (`need / samples` is above it), and a position met
        # in many playouts meets the same chance each time. So this policy
        # knocks where they would more often than not: the binomial's
        # median reaches `need` at about `(need - 1/2) / samples`.
        samples = self.weights.knock_samples
        need = next(
            (w for w in range(samples + 1) if w / samples >= self.weights.knock_confidence),
            samples,
        )
        self.confidence = (need - 0.5) / samples
        # The searches' answers: the take's cost, and whether the stock wins.
        self._draws: dict[StartKey, bool] = {}
        self._empties: dict[StartKey, bool] = {}
        self._plays_out: dict[StartKey, bool] = {}
        self._hit_infos: dict[tuple[str, tuple[Card, ...]], HitInfo] = {}
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
        if take and self._plain_and_high(rnd, player):
            # The normal player's search, there, would take the stock: the
            # pile's card cannot meld and is no lower than the hand's highest.
            take = False
        key = self._key(rnd, player)
        start = _Start(self, rnd, player)
        if knock:
            # As the normal player: the discard that empties the hand beats
            # any knock, and a hand that goes out whatever it draws plays on.
            if take:
                empties = self._empties.get(key)
                if empties is None:
                    empties = self._empties[key] = start.take_cost() <= self.emptied
                if empties:
                    return DRAW_DISCARD
            if rnd.hand_total(player) <= self.knock_line(rnd, player, turns):
                goes_out = self._plays_out.get(key)
                if goes_out is None:
                    goes_out = self._plays_out[key] = start.plays_out()
                if not goes_out:
                    return KNOCK
        if not take:
            return DRAW_STOCK
        found = self._draws.get(key)
        if found is None:
            found = self._draws[key] = start.stock_wins()
            self.searched += 1
        return DRAW_STOCK if found else DRAW_DISCARD

    def _plain_and_high(self, rnd: Round, player: int) -> bool:
        """The discard top cannot be spread this turn (no card of the hand
        pairs or nearly runs with it, fewer than two jokers held), hits no
        spread on the table, and is worth no less than the hand's highest
        card: then the normal player draws from the stock (it took such a
        card at 10 of 1,453 such positions, all at a 3-player table, along
        the rounds of `benchmarks/draw_fidelity.py --rounds 30 --seed
        62000`): a search saved."""
        top = rnd.pile[-1]
        bit = top.bit
        if not bit or rnd.card_sets[player] & PARTNERS[top.code] or rnd.jokers_held[player] > 1:
            return False
        points = self.points
        value = points[top.rank]
        for card in rnd.hands[player]:
            if points[card.rank] > value:
                return False
        infos = self._hit_infos
        for spread in rnd.spreads:
            key = (spread.kind, spread.cards)
            info = infos.get(key)
            if info is None:
                info = infos[key] = hit_info(spread.kind, spread.cards)
            if info.bits & bit:
                return False
        return True

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


class _Start:
    """One start of turn's search, made when first asked for, in the normal
    player's order (`NormalBot.start_of_turn`: the take's cost, whether the
    hand goes out, then the stock), on one `TurnSearch` as there: its node
    limit counts across the three as the normal player's does."""

    def __init__(self, policy: ExactStartPolicy, rnd: Round, player: int) -> None:
        self.policy = policy
        self.rnd = rnd
        self.player = player
        self._made: tuple[RoundView, TurnSearch, DrawnHands, Table] | None = None
        self._take: float | None = None

    def _search(self) -> tuple[RoundView, TurnSearch, DrawnHands, Table]:
        made = self._made
        if made is None:
            view = self.rnd.view(self.player)
            search = TurnSearch(view, self.policy.weights)
            drawn = DrawnHands(search, view.hand, self.policy.emptied)
            made = self._made = (view, search, drawn, search.table_of(view))
        return made

    def take_cost(self) -> float:
        """The best turn after taking the discard (lower is better)."""
        found = self._take
        if found is None:
            view, search, drawn, table = self._search()
            top = view.discard_top
            assert top is not None
            hits_left = search.allows.hits_left
            drawn_size = len(view.hand) + 1
            found = self._take = search.best_drawn(drawn, top, table, hits_left, drawn_size, top)
        return found

    def plays_out(self) -> bool:
        """Every card of the hand can be spread or hit, whatever is drawn."""
        view, search, _, table = self._search()
        return search.plays_out(view.hand, table, search.allows.hits_left)

    def stock_wins(self) -> bool:
        """The normal player's choice between the stock and the pile, both
        legal: True for the stock."""
        bar = self.take_cost() + self.policy.weights.stock_margin
        view, search, drawn, table = self._search()
        normal = self.policy.normal
        if normal.stock_at_most(search, drawn, table, bar):
            return True
        hits_left = search.allows.hits_left
        drawn_size = len(view.hand) + 1
        cost = normal.stock_cost(view, search, table, hits_left, drawn_size, drawn)
        return not bar < cost
