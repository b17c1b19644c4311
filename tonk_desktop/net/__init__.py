"""Network play: a table hosted on one computer, joined from others (issue 20).

No QtWidgets here: QtCore and QtNetwork only (both in PySide6-Essentials), so
the host runs in a window's event loop or in a bare `QCoreApplication`
(`tonk-host`). The protocol itself is in docs/protocol.md.

The host is authoritative: the rounds are played only in `TableHost` (through
its `game.Table`); a client sends
moves and receives its own events and its own `RoundView`, never a card its
seat may not see (until the round end reveals the hands).

Host side (the window's Game > Host a table..., or `tonk-host`)::

    from tonk_desktop.net import SeatPlan, TableClient, TableConfig, TableHost

    config = TableConfig(
        rules=HouseRules(players=3),
        seats=(SeatPlan.person(), SeatPlan.person(), SeatPlan.computer("normal", "Zsófi")),
        stake_minor=100, currency="USD",
        table_name="Kitchen table",
        join_code=None,          # None: a fresh 6-letter code (host.join_code)
        grace=30.0,              # seconds before a computer stands in for someone who left
        bot_pause=0.6, round_pause=8.0,   # the computers' pace; the round end's pause
    )
    host = TableHost(config, ledger=Ledger(path), state_file=path_or_None)
    host.listen("192.168.1.10", 0)    # the address the person chose (OSError if not);
                                       # port 0: any free one
    host.address, host.port, host.join_code   # what the Host dialog shows
    host.start()                       # deals once every person's seat is taken

    # The host's own person plays a seat in-process, through the very same
    # client class a remote person uses (no socket; same messages):
    me = TableClient()
    host.attach_local(me, "Anna", "en")   # takes the first open person seat

    host.close("host_quit")            # everyone is told; the table file is kept
    host = TableHost.resume(state_file, ledger, grace=...)  # later: the same table
                                       # (people rejoin with their tokens), then listen + start

  Signals (on the thread the host lives on):
    seats_changed()                    # someone joined, left, rejoined, a computer stood in
    round_started(int)                 # round number
    round_finished(object)             # RoundResult (after the ledger recorded it)
    log(str)                           # one line for the host's log (English, for the operator)
    dropped(str, str)                  # peer "address:port", reason code (see docs/protocol.md)
    closed(str)                        # the table closed (reason code)
  Reading: host.seats -> tuple[SeatInfo, ...] (name, kind "person"/"computer", level,
  status "open"/"connected"/"away"/"stand_in"/"returning"/"computer"),
  host.table_info(), host.balances (Balances), host.round_number, host.session_id,
  host.round (the host's whole Round: never show it to a seat).

Client side (Game > Join a table..., the host's own seat, the autoplay script)::

    client = TableClient()
    client.connect_to("192.168.1.10", 47000, join_code="K7QX3M", name="Béla",
                      language="hu", token=None)   # token: a saved seat -> rejoin it
    if client.my_turn:                              # my seat, and mine to play now
        client.send_move(Discard(Card.parse("KD"))) # False if not my turn
    client.ready_for_next_round()                   # after the round end (else a pause)
    client.request_csv(decimal_comma=True)
    client.reconnect()                              # after `disconnected`: same seat, by token
    client.leave()

  Signals:
    joined(int, str)                   # my seat, my rejoin token (keep it to rejoin)
    join_refused(str, str)             # code ("version", "join_code", "table_full",
                                       #  "bad_token", "name", "name_taken"), English detail
    table_changed(object)              # TableInfo: name, rules, stake_minor, currency, seats
    round_started(object)              # RoundView: a deal, a rejoin, or the turn handed back
    updated(object, object)            # Event (as my seat saw it), RoundView after it
    refused(str, object)               # code (engine.REFUSALS keys, or "not_your_turn",
                                       #  "stale", "round_over", "returning"), facts
                                       #  {"card": Card | None, "limit": int | None}: word it
                                       #  as ui.text.reasons does
    round_over(object)                 # RoundView with the result and the revealed hands
    deal_checked(bool, str)            # the fair-deal proof: (True, "deal verified") or why not
    balances_changed(object)           # Balances: minor units per seat, currency, rounds
    csv_received(str)                  # the session's CSV, as asked
    seat_changed(int, str)             # seat, its new status
    host_quit(str)                     # the host closed the table (reason code)
    disconnected(str, str)             # code ("host_gone", "timeout", "version", or the
                                       #  host's reason for dropping us), English detail
  Reading: client.seat, client.token, client.view (RoundView | None), client.my_turn,
  client.table (TableInfo | None), client.balances (Balances | None), client.round_number.
"""

from .client import TableClient
from .host import TableHost
from .protocol import PROTOCOL_VERSION, Balances, SeatInfo, TableInfo
from .table_config import SeatPlan, TableConfig

__all__ = [
    "PROTOCOL_VERSION",
    "Balances",
    "SeatInfo",
    "SeatPlan",
    "TableClient",
    "TableConfig",
    "TableHost",
    "TableInfo",
]
