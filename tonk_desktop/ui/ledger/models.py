"""Qt models over the session ledger: the rounds of a session, each player's
statistics, and the list of sessions. Money is shown by the window's one
formatter (`ui.text.money`: QLocale's digits, and the currency code)."""

from __future__ import annotations

import sqlite3
from collections import OrderedDict
from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QAbstractTableModel,
    QCoreApplication,
    QLocale,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtGui import QColor

from tonk_desktop.ledger import (
    RoundRecord,
    Session,
    SessionStats,
)
from tonk_desktop.ui.text.lists import and_list, listing
from tonk_desktop.ui.text.money import format_money
from tonk_desktop.ui.text.translation import is_you_name

Index = QModelIndex | QPersistentModelIndex

#: The raw value of a cell (minor units for money), for sorting and tests.
RawRole = Qt.ItemDataRole.UserRole + 1

# The roles the rounds table answers; a view asks a cell for a dozen more.
_ROUND_ROLES = frozenset(
    {
        Qt.ItemDataRole.DisplayRole,
        Qt.ItemDataRole.ToolTipRole,
        Qt.ItemDataRole.TextAlignmentRole,
        Qt.ItemDataRole.ForegroundRole,
        RawRole,
    }
)

GAIN = QColor("#1b7a33")
LOSS = QColor("#b3261e")


def _tr(text: str) -> str:
    return QCoreApplication.translate("Ledger", text)


ROUND_ENDS = {
    "tonk_out": str(QT_TRANSLATE_NOOP("Ledger", "Tonk out")),
    "went_out": str(QT_TRANSLATE_NOOP("Ledger", "Went out")),
    "knock": str(QT_TRANSLATE_NOOP("Ledger", "Knock")),
    "caught": str(QT_TRANSLATE_NOOP("Ledger", "Caught")),
    "dry_stock": str(QT_TRANSLATE_NOOP("Ledger", "Dry stock")),
    "dealt_tonk": str(QT_TRANSLATE_NOOP("Ledger", "Dealt tonk")),
    "low_deal": str(QT_TRANSLATE_NOOP("Ledger", "Low deal")),
    "misdeal": str(QT_TRANSLATE_NOOP("Ledger", "Misdeal")),
}


def ending_words(kind: str) -> str:
    """How a round ended, for the ledger ("Tonk out", "Caught"...)."""
    return _tr(ROUND_ENDS.get(kind, kind))


def addressed(session: Session, seat: int) -> bool:
    """Is a sentence about this seat said in the second person ("You pay Ann")?
    The session's one person, and a person named with the word for "you"."""
    seats = session.seats
    if not seats[seat].is_person:
        return False
    people = sum(1 for s in seats if s.is_person)
    return people == 1 or is_you_name(seats[seat].name)


def pays_sentence(session: Session, payer: int, payee: int, amount: int) -> str:
    """ "Bob pays Ann 1.25 USD", "You pay Ann …", "Bob pays you …"."""
    if addressed(session, payer):
        sentence = _tr("You pay {payee} {amount}")
    elif addressed(session, payee):
        sentence = _tr("{payer} pays you {amount}")
    else:
        sentence = _tr("{payer} pays {payee} {amount}")
    return (
        sentence.replace("{payer}", session.seats[payer].name)
        .replace("{payee}", session.seats[payee].name)
        .replace("{amount}", format_money(amount, session.currency))
    )


def balance_line(session: Session, seat: int) -> str:
    """One player's standing: "Ann: +1.00 USD", what they won or lost in the
    session; with a bankroll kept, the money in hand after it
    ("You: −1.00 USD (in hand 19.00 USD)")."""
    currency = session.currency
    line = _tr("{name}: {balance}").format(
        name=session.seats[seat].name,
        balance=format_money(session.balances[seat], currency, signed=True),
    )
    if session.keeps_bankrolls:
        line += " " + _tr("(in hand {money})").format(
            money=format_money(session.in_hand[seat], currency)
        )
    return line


def two_lines(header: str, longest: int = 12) -> str:
    """A long column header broken at the space nearest its middle, so the
    column is about half as wide ("Biggest\nwin (USD)"); a short one, or one
    without spaces (Japanese), as it is."""
    if len(header) <= longest or " " not in header:
        return header
    middle = len(header) / 2
    spaces = [i for i, char in enumerate(header) if char == " "]
    cut = min(spaces, key=lambda i: abs(i - middle))
    return header[:cut] + "\n" + header[cut + 1 :]


class LedgerTableModel(QAbstractTableModel):
    """One row per settled round: round number, dealer, how it ended, then for
    each player the change and the balance after it. The tooltip of a row lists
    the round's payments."""

    FIXED_COLUMNS = 3
    # Rounds are read from the ledger a page at a time, and only the pages
    # looked at lately are kept: a session of 200,000 rounds is never read whole.
    PAGE = 256
    PAGES_KEPT = 8

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._session: Session | None = None
        self._count = 0
        self._fetch: Callable[[int, int], list[RoundRecord]] = lambda offset, count: []
        self._pages: OrderedDict[int, list[RoundRecord]] = OrderedDict()
        self._shown: dict[int, tuple[str, ...]] = {}  # row -> its cells' texts

    # ------------------------------------------------------------ filling

    def set_rounds(self, session: Session | None, rounds: Sequence[RoundRecord]) -> None:
        """Show these rounds (all of them in memory: a short list)."""
        kept = list(rounds) if session is not None else []
        self.set_source(session, len(kept), lambda offset, count: kept[offset : offset + count])

    def set_source(
        self,
        session: Session | None,
        count: int,
        fetch: Callable[[int, int], list[RoundRecord]],
    ) -> None:
        """Show `count` rounds, read when needed: `fetch(offset, count)` returns
        that stretch of them in play order (Ledger.rounds_page)."""
        self.beginResetModel()
        self._session = session
        self._count = count if session is not None else 0
        self._fetch = fetch
        self._pages.clear()
        self._shown.clear()
        self.endResetModel()

    def add_round(self, record: RoundRecord, session: Session | None = None) -> None:
        """A round just settled: append it without resetting the view (and take
        the session's new balances, when given)."""
        if session is not None:
            self._session = session
        row = self._count
        self.beginInsertRows(QModelIndex(), row, row)
        self._count += 1
        page = self._pages.get(row // self.PAGE)
        if page is not None and len(page) == row % self.PAGE:
            page.append(record)
        self.endInsertRows()

    @property
    def session(self) -> Session | None:
        return self._session

    @property
    def rounds(self) -> list[RoundRecord]:
        """Every round shown (read whole: for tests and short sessions)."""
        return [self.record(row) for row in range(self._count)]

    def record(self, row: int) -> RoundRecord:
        """The round in `row`, from the ledger if its page is not at hand."""
        number = row // self.PAGE
        page = self._pages.get(number)
        if page is None or len(page) <= row % self.PAGE:
            page = self._fetch(number * self.PAGE, self.PAGE)
            self._pages[number] = page
            while len(self._pages) > self.PAGES_KEPT:
                self._pages.popitem(last=False)
        self._pages.move_to_end(number)
        return page[row % self.PAGE]

    # ------------------------------------------------------------ reading

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 - Qt's signature
        return 0 if parent.isValid() else self._count

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        if parent.isValid() or self._session is None:
            return 0
        return self.FIXED_COLUMNS + 2 * len(self._session.seats)

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if orientation != Qt.Orientation.Horizontal or self._session is None:
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            if section < self.FIXED_COLUMNS:
                # Two lines where a header has a space: the column is about
                # half as wide ("How it\nended"), and the dock can show it.
                return two_lines(
                    (_tr("Round"), _tr("Dealer"), _tr("How it ended"))[section], longest=8
                )
            seat, is_balance = divmod(section - self.FIXED_COLUMNS, 2)
            name = self._session.seats[seat].name
            # The name over what is said of it: the money is narrower than both.
            if is_balance:
                return two_lines(_tr("{name} total").format(name=name), longest=4)
            return two_lines(_tr("{name} ±").format(name=name), longest=4)
        if role == Qt.ItemDataRole.ToolTipRole and section >= self.FIXED_COLUMNS:
            seat, is_balance = divmod(section - self.FIXED_COLUMNS, 2)
            name = self._session.seats[seat].name
            currency = self._session.currency
            if is_balance:
                return _tr("{name}'s balance after the round, in {currency}").format(
                    name=name, currency=currency
                )
            return _tr("What {name} won or lost in the round, in {currency}").format(
                name=name, currency=currency
            )
        return None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        session = self._session
        if not index.isValid() or session is None or role not in _ROUND_ROLES:
            return None
        try:
            record = self.record(index.row())
        except (sqlite3.Error, IndexError):
            # A damaged stretch of a long session: its cells stay empty, the
            # rest shows (the sessions list says what is wrong when opened).
            return "?" if role == Qt.ItemDataRole.DisplayRole else None
        column = index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            return self._texts(index.row(), session, record)[column]
        if column < self.FIXED_COLUMNS:
            if role == RawRole:
                return (record.number, record.dealer, record.kind)[column]
        else:
            seat, is_balance = divmod(column - self.FIXED_COLUMNS, 2)
            value = record.balances[seat] if is_balance else record.changes[seat]
            if role == RawRole:
                return value
            if role == Qt.ItemDataRole.TextAlignmentRole:
                return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            if role == Qt.ItemDataRole.ForegroundRole and not is_balance and value:
                return GAIN if value > 0 else LOSS
        if role == Qt.ItemDataRole.ToolTipRole:
            return self.payments_text(record)
        return None

    def _texts(self, row: int, session: Session, record: RoundRecord) -> tuple[str, ...]:
        """The row's cells as shown, made once while the row is in view: a
        view asks for each cell at every paint."""
        texts = self._shown.get(row)
        if texts is None:
            currency = session.currency
            money = [  # changes and balances alike won or lost: +/−
                format_money(value, currency, signed=True, code=False)
                for change, balance in zip(record.changes, record.balances, strict=True)
                for value in (change, balance)
            ]
            texts = (
                str(record.number),
                session.seats[record.dealer].name,
                self._ending(session, record),
                *money,
            )
            if len(self._shown) >= 4 * self.PAGE:
                self._shown.clear()
            self._shown[row] = texts
        return texts

    def forget_texts(self) -> None:
        """The language changed: the cells are made again in the new one."""
        self._shown.clear()
        if self._count:
            self.dataChanged.emit(
                self.index(0, 0), self.index(self._count - 1, self.columnCount() - 1)
            )

    def _ending(self, session: Session, record: RoundRecord) -> str:
        words = ending_words(record.kind)
        names = [session.seats[w].name for w in record.winners]
        if record.kind == "caught" and record.knocker is not None:
            return _tr("{words}: {name}").format(
                words=words, name=session.seats[record.knocker].name
            )
        if names:
            return _tr("{words}: {names}").format(words=words, names=and_list(names))
        return words

    def payments_text(self, record: RoundRecord) -> str:
        """The round's payments, one line per payer and payee: "Bob pays Ann 0.50
        USD"; a caught knocker's two parts said apart, as on the round end."""
        session = self._session
        assert session is not None
        if not record.payments:
            return _tr("Round {number}: nobody pays").format(number=record.number)
        lines = [_tr("Round {number}:").format(number=record.number)]
        pairs: dict[tuple[int, int], list[int]] = {}
        for p in record.payments:
            pairs.setdefault((p.payer, p.payee), []).append(p.amount)
        for (payer, payee), parts in pairs.items():
            line = pays_sentence(session, payer, payee, sum(parts))
            if len(parts) == 2 and record.kind == "caught" and payer == record.knocker:
                line += " " + _tr("({caught} for being caught + {win} for the win)").replace(
                    "{caught}", format_money(parts[0], session.currency, code=False)
                ).replace("{win}", format_money(parts[1], session.currency, code=False))
            lines.append(line)
        return "\n".join(lines)


class StatisticsTableModel(QAbstractTableModel):
    """One row per player: rounds, wins, tonk-outs, times caught, biggest win
    and loss, longest winning streak, net."""

    HEADERS = (
        str(QT_TRANSLATE_NOOP("Ledger", "Rounds")),
        str(QT_TRANSLATE_NOOP("Ledger", "Wins")),
        str(QT_TRANSLATE_NOOP("Ledger", "Tonk-outs")),
        str(QT_TRANSLATE_NOOP("Ledger", "Caught")),
        str(QT_TRANSLATE_NOOP("Ledger", "Biggest win")),
        str(QT_TRANSLATE_NOOP("Ledger", "Biggest loss")),
        str(QT_TRANSLATE_NOOP("Ledger", "Longest streak")),
        str(QT_TRANSLATE_NOOP("Ledger", "Net")),
    )

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._stats: SessionStats | None = None
        self._currency = "USD"

    def set_stats(self, stats: SessionStats | None, currency: str = "USD") -> None:
        self.beginResetModel()
        self._stats = stats
        self._currency = currency
        self.endResetModel()

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() or self._stats is None else len(self._stats.players)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.HEADERS)

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if orientation == Qt.Orientation.Horizontal:
            header = _tr(self.HEADERS[section])
            if section in (4, 5, 7):
                header = _tr("{header} ({currency})").format(header=header, currency=self._currency)
            return two_lines(header)
        if self._stats is not None:
            return self._stats.players[section].name
        return None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or self._stats is None:
            return None
        player = self._stats.players[index.row()]
        column = index.column()
        values: tuple[int, ...] = (
            player.rounds,
            player.wins,
            player.tonk_outs,
            player.times_caught,
            player.biggest_win,
            player.biggest_loss,
            player.longest_winning_streak,
            player.net,
        )
        value = values[column]
        if role == RawRole:
            return value
        if role == Qt.ItemDataRole.DisplayRole:
            if column in (4, 5, 7):
                return format_money(value, self._currency, signed=column == 7, code=False)
            return QLocale().toString(value)
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.ToolTipRole and column == 1:
            if not player.wins_by_kind:
                return _tr("No wins yet")
            return "\n".join(
                f"{ending_words(kind)}: {count}"
                for kind, count in sorted(player.wins_by_kind.items(), key=lambda kv: -kv[1])
            )
        if role == Qt.ItemDataRole.ForegroundRole and column == 7 and value:
            return GAIN if value > 0 else LOSS
        return None


class SessionsTableModel(QAbstractTableModel):
    """The saved sessions, most recently played first."""

    HEADERS = tuple(
        str(text)
        for text in (
            QT_TRANSLATE_NOOP("Ledger", "Session"),
            QT_TRANSLATE_NOOP("Ledger", "Players"),
            QT_TRANSLATE_NOOP("Ledger", "Stake"),
            QT_TRANSLATE_NOOP("Ledger", "Rounds"),
            QT_TRANSLATE_NOOP("Ledger", "Last played"),
        )
    )

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._sessions: list[Session] = []

    def set_sessions(self, sessions: Sequence[Session]) -> None:
        self.beginResetModel()
        self._sessions = list(sessions)
        self.endResetModel()

    def session_at(self, row: int) -> Session:
        return self._sessions[row]

    def row_of(self, session_id: int) -> int:
        for row, session in enumerate(self._sessions):
            if session.id == session_id:
                return row
        return -1

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._sessions)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.HEADERS)

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal:
            return _tr(self.HEADERS[section])
        return None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        session = self._sessions[index.row()]
        column = index.column()
        if role == RawRole:
            return session.id
        if role == Qt.ItemDataRole.DisplayRole:
            if column == 0:
                return session.name
            if column == 1:
                return listing(seat.name for seat in session.seats)
            if column == 2:
                return format_money(session.stake.minor, session.currency)
            if column == 3:
                return QLocale().toString(session.rounds_played)
            return _local_time(session.updated_at)
        if role == Qt.ItemDataRole.ToolTipRole:
            return "\n".join(balance_line(session, seat) for seat in range(len(session.seats)))
        return None


def _local_time(iso: str) -> str:
    from PySide6.QtCore import QDateTime

    moment = QDateTime.fromString(iso, Qt.DateFormat.ISODateWithMs)
    if not moment.isValid():
        return iso
    return QLocale().toString(moment.toLocalTime(), QLocale.FormatType.ShortFormat)
