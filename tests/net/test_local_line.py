"""`LocalLine`, the in-process line between the host and its own person's
client, behaves as a socket would: nothing arrives during the sender's call,
frames arrive in order each way, and a close arrives after the frames sent
before it."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from tonk_desktop.net.local_line import LocalLine


def test_frames_and_the_close_arrive_later_and_in_order(qtbot: QtBot) -> None:
    line = LocalLine()
    at_host: list[bytes | str] = []
    at_client: list[bytes | str] = []
    line.attach_host(at_host.append, lambda: at_host.append("gone"))
    line.attach_client(at_client.append, lambda: at_client.append("closed"))
    for number in range(5):
        line.to_client(b"to client %d" % number)
        line.to_host(b"to host %d" % number)
    line.close_by_host()
    line.close_by_client()
    assert at_host == [] and at_client == []  # not during the senders' calls
    qtbot.waitUntil(lambda: len(at_client) == 6 and len(at_host) == 6, timeout=2000)
    assert at_client == [b"to client %d" % n for n in range(5)] + ["closed"]
    assert at_host == [b"to host %d" % n for n in range(5)] + ["gone"]
