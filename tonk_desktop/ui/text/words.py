"""Moves, spreads and round endings in words a person reads in the log, the status
bar and the round-end panel. Every string goes through Qt's translation."""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from tonk_desktop.engine import (
    Action,
    Card,
    DeclareTonk,
    DeclineDiscard,
    Discard,
    Draw,
    Event,
    Hit,
    Knock,
    LaySpread,
    Level,
    RoundResult,
    Spread,
    classify,
)
from tonk_desktop.ui.model import Change
from tonk_desktop.ui.text.lists import and_list
from tonk_desktop.ui.text.money import format_money
from tonk_desktop.ui.text.reasons import card_symbol
from tonk_desktop.ui.text.translation import is_you_name


class Seating(Protocol):
    """Who sits where and the stake, as the words need them: the GameModel, or
    a snapshot of it taken when a log line was written."""

    @property
    def you(self) -> int: ...

    @property
    def players(self) -> int: ...

    def name(self, player: int) -> str: ...

    def is_computer(self, player: int) -> bool: ...

    def money(self, units: int) -> int: ...

    @property
    def currency(self) -> str: ...


def tr(text: str) -> str:
    return QCoreApplication.translate("Words", text)


_RANK_WORDS_PLURAL = {
    1: str(QT_TRANSLATE_NOOP("Words", "aces")),
    2: str(QT_TRANSLATE_NOOP("Words", "twos")),
    3: str(QT_TRANSLATE_NOOP("Words", "threes")),
    4: str(QT_TRANSLATE_NOOP("Words", "fours")),
    5: str(QT_TRANSLATE_NOOP("Words", "fives")),
    6: str(QT_TRANSLATE_NOOP("Words", "sixes")),
    7: str(QT_TRANSLATE_NOOP("Words", "sevens")),
    8: str(QT_TRANSLATE_NOOP("Words", "eights")),
    9: str(QT_TRANSLATE_NOOP("Words", "nines")),
    10: str(QT_TRANSLATE_NOOP("Words", "tens")),
    11: str(QT_TRANSLATE_NOOP("Words", "jacks")),
    12: str(QT_TRANSLATE_NOOP("Words", "queens")),
    13: str(QT_TRANSLATE_NOOP("Words", "kings")),
}


def spread_text(spread: Spread | tuple[Card, ...]) -> str:
    """A spread's cards in the order they lie, each as the card is written
    anywhere else: a run "5♣ 6♣ 7♣", a book "7♠ 7♥ 7♦" (one notation for
    both, the same in every language; a joker by its name)."""
    cards = spread.cards if isinstance(spread, Spread) else spread
    return " ".join(card_symbol(card) for card in cards)


def whose(model: Seating, owner: int, actor: int) -> str:
    """ "your", "Ann's" or "their own", seen from the actor."""
    if owner == actor:
        return tr("their own") if owner != model.you else tr("your own")
    if owner == model.you:
        return tr("your")
    return tr("{name}'s").format(name=model.name(owner))


def spread_name(model: Seating, spread: Spread, actor: int) -> str:
    owner = whose(model, spread.owner, actor)
    if spread.kind == "book":
        naturals = [card for card in spread.cards if card.rank]
        rank = naturals[0].rank if naturals else 0
        return tr("{owner} book of {rank}").format(
            owner=owner,
            rank=tr(_RANK_WORDS_PLURAL.get(rank, str(QT_TRANSLATE_NOOP("Words", "jokers")))),
        )
    return tr("{owner} run {cards}").format(owner=owner, cards=spread_text(spread))


def action_sentence(model: Seating, change: Change) -> str:
    """One applied action in words: "Ann drew from the stock", "You discarded Q♠"."""
    assert change.player is not None and change.action is not None
    player = change.player
    you = speaks_to(model, player)
    # Only the one person at the screen is told the card they drew.
    shown_draw = is_you(model, player)
    name = tr("You") if you else model.name(player)
    action: Action = change.action
    event: Event | None = change.event
    if isinstance(action, Draw):
        if action.source == "discard":
            card = event.card if event is not None else None
            # "You" conjugates differently in Hungarian and Russian: whole sentences.
            took = (
                tr("You took {card} from the discard pile")
                if you
                else tr("{name} took {card} from the discard pile")
            )
            return took.format(name=name, card=card_symbol(card) if card else "?")
        if shown_draw and event is not None and event.card is not None:
            return tr("You drew {card} from the stock").format(card=card_symbol(event.card))
        if you:
            return tr("You drew from the stock")
        return tr("{name} drew from the stock").format(name=name)
    if isinstance(action, Discard):
        discarded = tr("You discarded {card}") if you else tr("{name} discarded {card}")
        return discarded.format(name=name, card=card_symbol(action.card))
    if isinstance(action, LaySpread):
        # The engine's reading of the cards, in table order (a joker in its gap).
        kind, ordered = classify(action.cards) or ("run", action.cards)
        what = tr("a book") if kind == "book" else tr("a run")
        laid = tr("You laid {what}: {cards}") if you else tr("{name} laid {what}: {cards}")
        return laid.format(name=name, what=what, cards=spread_text(ordered))
    if isinstance(action, Hit):
        spread = change.spread_before
        target = spread_name(model, spread, player) if spread else tr("a spread")
        hit = tr("You hit {target} with {card}") if you else tr("{name} hit {target} with {card}")
        return hit.format(name=name, target=target, card=card_symbol(action.card))
    if isinstance(action, Knock):
        return tr("You knocked") if you else tr("{name} knocked").format(name=name)
    if isinstance(action, DeclineDiscard):
        if you:
            return tr("You declined the discard with the stock empty")
        return tr("{name} declined the discard with the stock empty").format(name=name)
    if isinstance(action, DeclareTonk):
        if you:
            return tr("You declared a dealt 49")
        return tr("{name} declared a dealt 49").format(name=name)
    return str(action)


def result_sentence(model: Seating, result: RoundResult) -> str:
    """Who won and how: "Ann tonked out", "Bob knocked and was caught by you"."""
    names = [model.name(w) for w in result.winners]
    winners = and_list(names)
    you_won = len(result.winners) == 1 and speaks_to(model, result.winners[0])
    kind = result.kind
    if kind == "tonk_out":
        # In stakes, not units: the payment lines under it are in money.
        if you_won:
            return tr("You tonked out: {stakes} from everyone").format(
                stakes=stakes_words(result.units)
            )
        return tr("{name} tonked out: {stakes} from everyone").format(
            name=winners, stakes=stakes_words(result.units)
        )
    if kind == "went_out":
        if you_won:
            return tr("You went out on the discard")
        return tr("{name} went out on the discard").format(name=winners)
    if kind == "knock":
        if you_won:
            return tr("You knocked with the lowest hand")
        return tr("{name} knocked with the lowest hand").format(name=winners)
    if kind == "caught":
        knocker = result.knocker if result.knocker is not None else -1
        caught_by = and_list(object_name(model, w) for w in result.winners)
        if knocker >= 0 and speaks_to(model, knocker):
            return tr("You knocked and were caught by {winners}").format(winners=caught_by)
        return tr("{knocker} knocked and was caught by {winners}").format(
            knocker=model.name(knocker) if knocker >= 0 else "?", winners=caught_by
        )
    if kind == "dry_stock":
        if not result.winners:
            return tr("The stock ran dry; the lowest hands tied and nobody pays")
        lowest = and_list(object_name(model, w) for w in result.winners)
        if len(result.winners) > 1:
            return tr(
                "The stock ran dry; {names} tied for the lowest hand and share the win"
            ).format(names=lowest)
        return tr("The stock ran dry; the lowest hand: {name}").format(name=lowest)
    if kind == "dealt_tonk":
        if you_won:
            return tr("You were dealt 49 or 50")
        return tr("{name} was dealt 49 or 50").format(name=winners)
    if kind == "low_deal":
        if you_won:
            return tr("You were dealt a low hand")
        return tr("{name} was dealt a low hand").format(name=winners)
    return tr("Two or more players won at the deal: nobody pays, the deal passes on")


def computer_words(level: Level) -> str:
    """A computer player of this level, in words: "Computer (easy)" (the
    seat choices of a new session and of a hosted table)."""
    words = {
        "easy": tr("Computer (easy)"),
        "normal": tr("Computer (normal)"),
        "hard": tr("Computer (hard)"),
        "cautious": tr("Computer (cautious)"),
        "bold": tr("Computer (bold)"),
        "collector": tr("Computer (collector)"),
        "calculator": tr("Computer (calculator)"),
    }
    return words[level]


def stakes_words(units: int) -> str:
    """A payment in base stakes, in words: "twice the stake"."""
    words = {
        1: tr("the stake"),
        2: tr("twice the stake"),
        3: tr("three times the stake"),
        4: tr("four times the stake"),
    }
    return words.get(units) or tr("{units} times the stake").format(units=units)


def speaks_to(model: Seating, player: int) -> bool:
    """Is a sentence about `player` said to them ("You paid Ann"), in the second
    person? The one person at the screen (`is_you`), and a person named with
    the word for "you" (the default name "You", "あなた", "Te", "Вы"): a
    third-person verb would make "You pays Ann", "You was dealt" of it. Grammar
    only: what a player may see is `is_you`'s."""
    if is_you(model, player):
        return True
    return not model.is_computer(player) and is_you_name(model.name(player))


def is_you(model: Seating, player: int) -> bool:
    """Is `player` the one person at this screen? With several people sharing it
    (hot seat) nobody is "you": each is named, and nobody's stock draw is told."""
    if player != model.you or model.is_computer(player):
        return False
    return sum(1 for seat in range(model.players) if not model.is_computer(seat)) == 1


def object_name(model: Seating, player: int) -> str:
    """A player as the object of a sentence: "you" for the person at the table."""
    return tr("you") if speaks_to(model, player) else model.name(player)


def payment_sentence(model: Seating, payer: int, payee: int, units: int) -> str:
    if speaks_to(model, payer):
        sentence = tr("You paid {payee} {amount}")
    elif speaks_to(model, payee):
        sentence = tr("{payer} paid you {amount}")
    else:
        sentence = tr("{payer} paid {payee} {amount}")
    return sentence.format(
        payer=model.name(payer),
        payee=model.name(payee),
        amount=format_money(model.money(units), model.currency, code=False),
    )


def payment_lines(model: Seating, result: RoundResult) -> list[str]:
    """Who paid whom: one line per payer and payee, in the order the payments
    arise. Where one player pays another for two reasons (a caught knocker pays
    a winner for being caught and for the win), the parts are given:
    "You paid Bob 3.00 (2.00 for being caught + 1.00 for the win)"."""
    pairs: dict[tuple[int, int], list[int]] = {}
    for payment in result.payments:
        pairs.setdefault((payment.payer, payment.payee), []).append(payment.units)
    lines = []
    for (payer, payee), parts in pairs.items():
        line = payment_sentence(model, payer, payee, sum(parts))
        if len(parts) > 1:
            amounts = [
                format_money(model.money(units), model.currency, code=False) for units in parts
            ]
            if result.kind == "caught" and payer == result.knocker and len(parts) == 2:
                words = [
                    tr("{amount} for being caught").format(amount=amounts[0]),
                    tr("{amount} for the win").format(amount=amounts[1]),
                ]
            else:
                words = amounts
            line += " " + tr("({parts})").format(parts=" + ".join(words))
        lines.append(line)
    return lines
