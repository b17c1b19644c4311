"""Network play: a table hosted on one computer, joined from others (issue 20).

No QtWidgets here: QtCore and QtNetwork only (both in PySide6-Essentials), so
the host runs in a window's event loop or in a bare `QCoreApplication`
(`tonk-host`). The protocol itself is in docs/protocol.md.

The host is authoritative: the engine runs only in `TableHost`; a client sends
moves and receives its own events and its own `RoundView`, never a card its
seat may not see (until the round end reveals the hands).

Host side (the window's Game > Host a table..., or `tonk-host`)::

    from tonk_desktop.net import TableHost, TableConfig, SeatPlan

    config = TableConfig(
        rules=HouseRules(players=3),
        stake_minor=100, currency="USD",
        seats=(SeatPlan.person(), SeatPlan.person(), SeatPlan.computer("normal", "Bot")),
        table_name="Kitchen table",
        join_code=None,          # None: a fresh short code (host.join_code)
    )
    host = TableHost(config, ledger=Ledger(path), state_file=path_or_None)
    host.listen("192.168.1.10", 0)    # the address the person chose; port 0: any free
    host.port, host.join_code         # what the Host dialog shows
    host.start()                       # deal once every person's seat is taken

    # The host's own person plays a seat in-process, through the very same
    # client object a remote person uses (no socket):
    me = TableClient()
    host.attach_local(me, name="Anna", language="en")   # takes the first free person seat

    host.close(reason="host_quit")     # everyone is told; the session can be resumed
    TableHost.resume(state_file, ledger=...)  # the same table, people rejoin by token

  Signals (all on the thread the host lives on):
    seats_changed()                    # someone joined, left, rejoined, or a computer took over
    round_started(int)                 # round number
    round_finished(object)             # RoundResult (after the ledger recorded it)
    log(str)                           # one line for the host's log (English, for the operator)
    dropped(str, str)                  # peer description, reason code (bad input, timeouts...)
    closed(str)                        # the table closed (reason code)
  Reading: host.seats -> tuple[SeatState, ...] (name, kind "person"/"computer",
  status "open"/"connected"/"away"/"stand_in"/"computer", level), host.balances,
  host.round_number, host.session_id, host.address, host.port, host.join_code.

Client side (Game > Join a table..., and the scripted test client)::

    client = TableClient()
    client.connect_to("192.168.1.10", 47000, join_code="K7QX3M", name="Béla",
                      language="hu", token=None)   # token: a saved seat -> rejoin it
    client.send_move(Discard(Card.parse("KD")))     # only when client.my_turn
    client.request_csv(decimal_comma=True)
    client.leave()

  Signals:
    joined(int, str)                   # my seat, my rejoin token (keep it: rejoin with it)
    join_refused(str, str)             # code ("version", "join_code", "table_full",
                                       #  "bad_token", "name", ...), English detail
    table_changed(object)              # TableInfo: rules, stake, currency, seats and statuses
    round_started(object)              # RoundView: the deal, my hand
    updated(object, object)            # Event (as my seat saw it), RoundView after it
    refused(str, object)               # refusal code (engine.REFUSALS keys, or "not_your_turn",
                                       #  "stale", "no_round"), facts {"card": Card|None,
                                       #  "limit": int|None}: word it with ui.text.reasons
    round_over(object)                 # RoundView with result and revealed hands
    deal_checked(bool, str)            # fair-deal proof: True "deal verified", or why not
    balances_changed(object)           # Balances: minor units per seat, currency, rounds
    csv_received(str)                  # the session's CSV, as asked
    seat_changed(int, str)             # seat, status ("connected", "away", "stand_in"...)
    host_quit(str)                     # the host closed the table (reason code)
    disconnected(str, str)             # code ("host_gone", "timeout", "version", ...), detail
  Reading: client.seat, client.token, client.view (RoundView | None), client.my_turn,
  client.table (TableInfo | None), client.balances.
  client.reconnect() joins again with the token after a drop.
"""
