"""The lessons, as data, in the order they are taught (`LESSONS`).

Each is a `Lesson` of prepared deals and their steps; lesson.py says what a
deal and a step are. The texts are marked for the "Lessons" translation
context here and looked up there when shown.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

from .lesson import Deal, Lesson, Step

CONTEXT = "Lessons"


def _n(text: object) -> str:
    """A lesson text, marked for translation (looked up in "Lessons" when shown)."""
    return str(text)


LESSONS: tuple[Lesson, ...] = (
    Lesson(
        "cards",
        _n(QT_TRANSLATE_NOOP("Lessons", "The cards, their points and the goal")),
        _n(QT_TRANSLATE_NOOP("Lessons", "What each card counts, and what a round is played for.")),
        (
            Deal(
                ("5C 6C 7C KD AH", "9S 9H 4D 8S 2C"),
                "QC",
                ("3D",),
                (
                    Step(
                        _n(
                            QT_TRANSLATE_NOOP(
                                "Lessons",
                                "Tonk is played with one deck of 52 cards. Every card left in "
                                "your hand counts points: an ace 1, two to ten what they show, "
                                "a jack, queen or king 10. Your hand counts 29 points: the badge "
                                "beside your cards says so.",
                            )
                        ),
                        target="badge",
                    ),
                    Step(
                        _n(
                            QT_TRANSLATE_NOOP(
                                "Lessons",
                                "The goal of every round: be left with the fewest points, or "
                                "with no cards at all. Cards leave your hand in spreads laid on "
                                "the table, and one a turn onto the discard pile. Your ace costs "
                                "1 point, your K♦ 10.",
                            )
                        ),
                        target="card AH KD",
                    ),
                    Step(
                        _n(
                            QT_TRANSLATE_NOOP(
                                "Lessons",
                                "A turn starts with a draw. Draw the top card of the stock: "
                                "press T, double-click the stock, or drag it to your hand.",
                            )
                        ),
                        "draw stock",
                        "stock",
                        _n(
                            QT_TRANSLATE_NOOP(
                                "Lessons",
                                "Every turn starts with a draw, and this lesson starts "
                                "with the stock.",
                            )
                        ),
                    ),
                    Step(
                        _n(
                            QT_TRANSLATE_NOOP(
                                "Lessons",
                                "You drew the 3♦. End your turn by discarding one card: the K♦, "
                                "at 10 points your costliest card. Select it and press D, or "
                                "drag it onto the discard pile.",
                            )
                        ),
                        "discard KD",
                        "card KD + discard",
                        _n(
                            QT_TRANSLATE_NOOP(
                                "Lessons",
                                "The K♦ counts 10 and fits with nothing: throwing it away takes "
                                "the most points off your hand.",
                            )
                        ),
                    ),
                ),
            ),
        ),
    ),
    Lesson(
        "draw",
        _n(QT_TRANSLATE_NOOP("Lessons", "Drawing from the stock or the pile, and discarding")),
        _n(QT_TRANSLATE_NOOP("Lessons", "Which card to take, and which to throw.")),
        (
            Deal(
                ("5C 6C 7C 9H 2D", "KS QS 4D 8S 3H"),
                "8C",
                ("JH", "4C"),
                (
                    Step(
                        _n(
                            QT_TRANSLATE_NOOP(
                                "Lessons",
                                "The top card of the discard pile, the 8♣, lies face up: you "
                                "may take it instead of the stock's top card. It fits your "
                                "5♣ 6♣ 7♣. Take it: press P, double-click it, or drag it to your "
                                "hand.",
                            )
                        ),
                        "draw discard",
                        "discard",
                        _n(
                            QT_TRANSLATE_NOOP(
                                "Lessons",
                                "The 8♣ on the pile fits your 5♣ 6♣ 7♣; the stock's card is a "
                                "blind guess.",
                            )
                        ),
                    ),
                    Step(
                        _n(
                            QT_TRANSLATE_NOOP(
                                "Lessons",
                                "Now discard. The card you just took may not go back on the "
                                "pile this turn. The 9♥ counts 9 and fits nothing: discard it.",
                            )
                        ),
                        "discard 9H",
                        "card 9H + discard",
                        _n(
                            QT_TRANSLATE_NOOP(
                                "Lessons", "The 9♥ is your highest card that fits nothing."
                            )
                        ),
                    ),
                    Step(
                        _n(
                            QT_TRANSLATE_NOOP(
                                "Lessons", "Ann's turn: watch what she draws and throws."
                            )
                        ),
                        "draw stock",
                        by=1,
                    ),
                    Step("", "discard QS", by=1),
                    Step(
                        _n(
                            QT_TRANSLATE_NOOP(
                                "Lessons",
                                "Your turn again. Ann threw the Q♠: it fits nothing of yours "
                                "and would add 10 points. Draw from the stock instead (T).",
                            )
                        ),
                        "draw stock",
                        "stock",
                        _n(
                            QT_TRANSLATE_NOOP(
                                "Lessons", "The Q♠ fits none of your cards and counts 10."
                            )
                        ),
                    ),
                    Step(
                        _n(
                            QT_TRANSLATE_NOOP(
                                "Lessons",
                                "You drew the 4♣: your clubs now run from 4 to 8. Discard the "
                                "2♦, the one card that fits nothing.",
                            )
                        ),
                        "discard 2D",
                        "card 2D + discard",
                        _n(
                            QT_TRANSLATE_NOOP(
                                "Lessons",
                                "Every other card of yours belongs to the clubs from 4 to 8.",
                            )
                        ),
                    ),
                ),
            ),
        ),
    ),
    Lesson(
        "spreads",
        _n(QT_TRANSLATE_NOOP("Lessons", "Spreads: books and runs (the ace is low)")),
        _n(QT_TRANSLATE_NOOP("Lessons", "Laying cards down so they no longer count.")),
        (
            Deal(
                ("7D 7H 2S 3S KH", "9C 10D QH 4S 5H"),
                "JC",
                ("7C", "AS"),
                (
                    Step(
                        _n(QT_TRANSLATE_NOOP("Lessons", "Draw from the stock (T).")),
                        "draw stock",
                        "stock",
                        _n(
                            QT_TRANSLATE_NOOP(
                                "Lessons", "The card this lesson needs is on top of the stock."
                            )
                        ),
                    ),
                    Step(
                        _n(
                            QT_TRANSLATE_NOOP(
                                "Lessons",
                                "You drew the 7♣. Three or four cards of one rank make a book. "
                                "Select the three sevens (click each, or ← → and Space) and lay "
                                "them: press S, or drag them to the table.",
                            )
                        ),
                        "spread 7C 7D 7H",
                        "card 7C 7D 7H + table",
                        _n(
                            QT_TRANSLATE_NOOP(
                                "Lessons",
                                "The three sevens are a book: laid down, they no longer count.",
                            )
                        ),
                    ),
                    Step(
                        _n(
                            QT_TRANSLATE_NOOP(
                                "Lessons",
                                "2♠ 3♠ is no spread yet: a run needs three or more cards in "
                                "sequence, all of one suit. Discard the K♥.",
                            )
                        ),
                        "discard KH",
                        "card KH + discard",
                        _n(
                            QT_TRANSLATE_NOOP(
                                "Lessons",
                                "The K♥ counts 10 and fits nothing; keep 2♠ 3♠ for a third spade.",
                            )
                        ),
                    ),
                    Step(
                        _n(QT_TRANSLATE_NOOP("Lessons", "Ann's turn: watch what she throws.")),
                        "draw stock",
                        by=1,
                    ),
                    Step("", "discard AS", by=1),
                    Step(
                        _n(
                            QT_TRANSLATE_NOOP(
                                "Lessons",
                                "Ann threw the A♠. With your 2♠ 3♠ it makes a run, A♠ 2♠ 3♠. The "
                                "ace is low only: A-2-3 is a run, Q-K-A is not. Take it (P).",
                            )
                        ),
                        "draw discard",
                        "discard",
                        _n(QT_TRANSLATE_NOOP("Lessons", "The A♠ makes a run with your 2♠ 3♠.")),
                    ),
                    Step(
                        _n(
                            QT_TRANSLATE_NOOP(
                                "Lessons",
                                "Lay the run A♠ 2♠ 3♠: select the three cards and press S.",
                            )
                        ),
                        "spread AS 2S 3S",
                        "card AS 2S 3S + table",
                        _n(
                            QT_TRANSLATE_NOOP(
                                "Lessons",
                                "A♠ 2♠ 3♠ is a run: three spades in sequence, the ace low.",
                            )
                        ),
                    ),
                    Step(
                        _n(
                            QT_TRANSLATE_NOOP(
                                "Lessons",
                                "Your hand is empty after your spreads, with no discard: you "
                                "have tonked out, and win double. A later lesson tells more.",
                            )
                        ),
                        target="result",
                    ),
                ),
            ),
        ),
    ),
    Lesson(
        "hits",
        _n(QT_TRANSLATE_NOOP("Lessons", "Hitting your own and others' spreads")),
        _n(QT_TRANSLATE_NOOP("Lessons", "One card at a time onto any spread on the table.")),
        (
            Deal(
                ("5C 6C 7C QD KS", "9D 10D JD 2C 4H"),
                "KH",
                ("3S", "8C"),
                (
                    Step(
                        _n(
                            QT_TRANSLATE_NOOP("Lessons", "Ann plays first: watch her lay a spread.")
                        ),
                        "draw stock",
                        by=1,
                    ),
                    Step("", "spread 9D 10D JD", by=1),
                    Step("", "discard 4H", by=1),
                    Step(
                        _n(
                            QT_TRANSLATE_NOOP(
                                "Lessons",
                                "Ann laid a run, 9♦ 10♦ J♦. Your turn: draw from the stock (T).",
                            )
                        ),
                        "draw stock",
                        "stock",
                        _n(
                            QT_TRANSLATE_NOOP(
                                "Lessons", "This lesson's card waits on top of the stock."
                            )
                        ),
                    ),
                    Step(
                        _n(
                            QT_TRANSLATE_NOOP(
                                "Lessons",
                                "Lay your run 5♣ 6♣ 7♣: select the three cards and press S.",
                            )
                        ),
                        "spread 5C 6C 7C",
                        "card 5C 6C 7C + table",
                        _n(
                            QT_TRANSLATE_NOOP(
                                "Lessons", "5♣ 6♣ 7♣ is a run; laid down, it no longer counts."
                            )
                        ),
                    ),
                    Step(
                        _n(
                            QT_TRANSLATE_NOOP(
                                "Lessons",
                                "A hit adds one card to a spread on the table. Your 8♣ extends "
                                "your run to 5♣ 6♣ 7♣ 8♣: drag it onto the run, or select it, "
                                "press ↓ "
                                "until the hit is shown, and Enter.",
                            )
                        ),
                        "hit 8C 1",
                        "card 8C + spread 1",
                        _n(
                            QT_TRANSLATE_NOOP(
                                "Lessons", "The 8♣ fits the end of your run 5♣ 6♣ 7♣."
                            )
                        ),
                    ),
                    Step(
                        _n(
                            QT_TRANSLATE_NOOP(
                                "Lessons",
                                "You may hit other players' spreads too. The Q♦ fits Ann's "
                                "9♦ 10♦ J♦: hit her run with it.",
                            )
                        ),
                        "hit QD 0",
                        "card QD + spread 0",
                        _n(QT_TRANSLATE_NOOP("Lessons", "The Q♦ follows the J♦ of Ann's run.")),
                    ),
                    Step(
                        _n(QT_TRANSLATE_NOOP("Lessons", "Discard your last card, the K♠.")),
                        "discard KS",
                        "card KS + discard",
                        _n(
                            QT_TRANSLATE_NOOP(
                                "Lessons", "The K♠ is the only card left in your hand."
                            )
                        ),
                    ),
                    Step(
                        _n(
                            QT_TRANSLATE_NOOP(
                                "Lessons",
                                "Your last card went onto the discard pile: you went out, and "
                                "win 1 from every other player.",
                            )
                        ),
                        target="result",
                    ),
                ),
                dealer=0,
            ),
        ),
    ),
    Lesson(
        "knock",
        _n(QT_TRANSLATE_NOOP("Lessons", "Knocking: when it wins and when you are caught")),
        _n(
            QT_TRANSLATE_NOOP("Lessons", "Ending the round with the lowest hand, or paying for it.")
        ),
        (
            Deal(
                ("AS 2H 3C 2D 4S", "KH QS JD 9C 8H"),
                "10S",
                (),
                (
                    Step(
                        _n(
                            QT_TRANSLATE_NOOP(
                                "Lessons",
                                "Your hand counts 12, a low total. At the start of your turn, "
                                "instead of drawing, you may knock: every hand is shown and the "
                                "lowest total wins. Press Knock (K).",
                            )
                        ),
                        "knock",
                        "knock",
                        _n(
                            QT_TRANSLATE_NOOP(
                                "Lessons", "12 points is a low hand: this is the moment to knock."
                            )
                        ),
                    ),
                    Step(
                        _n(
                            QT_TRANSLATE_NOOP(
                                "Lessons",
                                "Ann held 47 points. Your 12 was the lowest, so your knock won "
                                "1 from her. Now the other side of knocking.",
                            )
                        ),
                        target="result",
                    ),
                ),
            ),
            Deal(
                ("AS 2H 3C 2D 4S", "AH 2C 3D AD 2S"),
                "10S",
                (),
                (
                    Step(
                        _n(
                            QT_TRANSLATE_NOOP(
                                "Lessons",
                                "The same 12 points. Knock again (K) and see what Ann holds.",
                            )
                        ),
                        "knock",
                        "knock",
                        _n(
                            QT_TRANSLATE_NOOP(
                                "Lessons", "This deal shows what happens when a knock goes wrong."
                            )
                        ),
                    ),
                    Step(
                        _n(
                            QT_TRANSLATE_NOOP(
                                "Lessons",
                                "Ann held 9. A knocker whose total is not strictly the lowest "
                                "is caught: you pay Ann 2, and she gets 1 more for the win. "
                                "A tie catches the knocker too. Knock when you are likely "
                                "lowest.",
                            )
                        ),
                        target="result",
                    ),
                ),
            ),
        ),
    ),
    Lesson(
        "tonk",
        _n(QT_TRANSLATE_NOOP("Lessons", "Tonking out (double) and going out on the discard")),
        _n(QT_TRANSLATE_NOOP("Lessons", "Emptying your hand, with or without a last discard.")),
        (
            Deal(
                ("4H 5H 6H 9S 9D", "KS QD JH 10C 3C"),
                "KC",
                ("9C",),
                (
                    Step(
                        _n(QT_TRANSLATE_NOOP("Lessons", "Draw from the stock (T).")),
                        "draw stock",
                        "stock",
                        _n(
                            QT_TRANSLATE_NOOP(
                                "Lessons", "The card this lesson needs is on top of the stock."
                            )
                        ),
                    ),
                    Step(
                        _n(
                            QT_TRANSLATE_NOOP(
                                "Lessons",
                                "You drew the 9♣. Lay the run 4♥ 5♥ 6♥ (select the three, "
                                "press S).",
                            )
                        ),
                        "spread 4H 5H 6H",
                        "card 4H 5H 6H + table",
                        _n(
                            QT_TRANSLATE_NOOP(
                                "Lessons", "4♥ 5♥ 6♥ is a run: the first of your two spreads."
                            )
                        ),
                    ),
                    Step(
                        _n(
                            QT_TRANSLATE_NOOP(
                                "Lessons",
                                "Now lay the book of nines. That empties your hand without a "
                                "discard: a tonk out.",
                            )
                        ),
                        "spread 9C 9D 9S",
                        "card 9C 9D 9S + table",
                        _n(
                            QT_TRANSLATE_NOOP(
                                "Lessons", "The three nines are a book, and your last cards."
                            )
                        ),
                    ),
                    Step(
                        _n(
                            QT_TRANSLATE_NOOP(
                                "Lessons",
                                "A tonk out pays double: 2 from every other player. Next: going "
                                "out with a discard.",
                            )
                        ),
                        target="result",
                    ),
                ),
            ),
            Deal(
                ("4H 5H 6H 7H KD", "KS QD JH 10C 3C"),
                "2C",
                ("8H",),
                (
                    Step(
                        _n(QT_TRANSLATE_NOOP("Lessons", "Draw from the stock (T).")),
                        "draw stock",
                        "stock",
                        _n(
                            QT_TRANSLATE_NOOP(
                                "Lessons", "The card this lesson needs is on top of the stock."
                            )
                        ),
                    ),
                    Step(
                        _n(
                            QT_TRANSLATE_NOOP(
                                "Lessons",
                                "You drew the 8♥. Lay the run 4♥ 5♥ 6♥ 7♥ 8♥: a run may be long.",
                            )
                        ),
                        "spread 4H 5H 6H 7H 8H",
                        "card 4H 5H 6H 7H 8H + table",
                        _n(QT_TRANSLATE_NOOP("Lessons", "All five hearts make one run.")),
                    ),
                    Step(
                        _n(
                            QT_TRANSLATE_NOOP(
                                "Lessons",
                                "One card is left. Discard the K♦: your hand is empty after "
                                "the discard, so you go out.",
                            )
                        ),
                        "discard KD",
                        "card KD + discard",
                        _n(QT_TRANSLATE_NOOP("Lessons", "The K♦ is your last card.")),
                    ),
                    Step(
                        _n(
                            QT_TRANSLATE_NOOP(
                                "Lessons",
                                "Going out on the discard pays 1 from every other player, half "
                                "a tonk out.",
                            )
                        ),
                        target="result",
                    ),
                ),
            ),
        ),
    ),
    Lesson(
        "dealt",
        _n(QT_TRANSLATE_NOOP("Lessons", "A dealt 49 or 50")),
        _n(QT_TRANSLATE_NOOP("Lessons", "The hand that wins before anyone plays.")),
        (
            Deal(
                ("KS QH JD 10C 9S", "2C 3D 4H 5S 6C"),
                "AC",
                (),
                (
                    Step(
                        _n(
                            QT_TRANSLATE_NOOP(
                                "Lessons",
                                "You were dealt K, Q, J, 10 and 9: 49 points. A hand dealt with "
                                "49 or 50 points is a dealt tonk: it wins 2 from every other "
                                "player at once, and the hand is not played.",
                            )
                        ),
                        target="result",
                    ),
                ),
            ),
            Deal(
                ("KS QH JD 10C 9S", "2C 3D 4H 5S 6C"),
                "AC",
                (),
                (
                    Step(
                        _n(
                            QT_TRANSLATE_NOOP(
                                "Lessons",
                                "Under the encyclopedia's rule a dealt 49 wins only when you "
                                "declare it, as the first thing of your first turn. Press "
                                "Declare 49 (or Enter).",
                            )
                        ),
                        "declare",
                        "declare",
                        _n(
                            QT_TRANSLATE_NOOP(
                                "Lessons", "Any other move first, and the 49 wins nothing."
                            )
                        ),
                    ),
                    Step(
                        _n(
                            QT_TRANSLATE_NOOP(
                                "Lessons",
                                "Declared: your 49 wins 2 from everyone. Once play has started, "
                                "reaching 49 or 50 means nothing.",
                            )
                        ),
                        target="result",
                    ),
                ),
                rules={"dealt_tonk": "50_only_49_in_turn"},
            ),
        ),
    ),
    Lesson(
        "stakes",
        _n(QT_TRANSLATE_NOOP("Lessons", "Reading the round end and the stakes")),
        _n(QT_TRANSLATE_NOOP("Lessons", "Who pays whom, and how much.")),
        (
            Deal(
                ("AS AC 2S 2D 2H", "4S 3D AH AD 3C", "5S 4D 3S 2C 6H"),
                "KC",
                (),
                (
                    Step(
                        _n(QT_TRANSLATE_NOOP("Lessons", "Ann plays first, and knocks: watch.")),
                        "knock",
                        by=1,
                    ),
                    Step(
                        _n(
                            QT_TRANSLATE_NOOP(
                                "Lessons",
                                "Ann knocked with 12, but your hand counts 8: Ann is caught. "
                                "A caught knocker pays 2 to every player as low or lower: she "
                                "pays you 2.",
                            )
                        ),
                        target="result",
                    ),
                    Step(
                        _n(
                            QT_TRANSLATE_NOOP(
                                "Lessons",
                                "The lowest hand also wins 1 from every other player: 1 more "
                                "from Ann, 1 from Bob. The panel lists every payment; the "
                                "column ‘This round’ adds them up: you +4, Ann −3, Bob −1.",
                            )
                        ),
                        target="result",
                    ),
                    Step(
                        _n(
                            QT_TRANSLATE_NOOP(
                                "Lessons",
                                "Amounts are in units of the stake your table plays for "
                                "(Game ▸ Settings). The Balance column keeps "
                                "each player's total for the game.",
                            )
                        ),
                        target="result",
                    ),
                ),
                dealer=0,
            ),
        ),
    ),
)
