"""`LocalLine`: the in-process line between the host and the client of the
person at the host's own computer (`TableHost.attach_local`).

It carries the same frames a socket would, each way, and behaves as one: a
frame sent is delivered on a later turn of the event loop, never during the
sender's call, and frames and the closing of the line arrive in the order they
were sent. Each side attaches its two ends (a frame arrived, the other side
closed) and sends through the other two; neither side reaches into the other.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QTimer

Receive = Callable[[bytes], None]
Closed = Callable[[], None]


class LocalLine:
    """Frames and the close, each way, one event-loop turn later, in order."""

    def __init__(self) -> None:
        self._host: tuple[Receive, Closed] | None = None
        self._client: tuple[Receive, Closed] | None = None

    def attach_host(self, receive: Receive, gone: Closed) -> None:
        """The host's ends: a frame from the client; the client hung up."""
        self._host = (receive, gone)

    def attach_client(self, receive: Receive, closed: Closed) -> None:
        """The client's ends: a frame from the host; the host closed the line."""
        self._client = (receive, closed)

    # ------------------------------------------------------------ the host

    def to_client(self, data: bytes) -> None:
        QTimer.singleShot(0, lambda: self._deliver(self._client, data))

    def close_by_host(self) -> None:
        """After the frames already on their way."""
        QTimer.singleShot(0, lambda: self._close(self._client))

    # ----------------------------------------------------------- the client

    def to_host(self, data: bytes) -> None:
        QTimer.singleShot(0, lambda: self._deliver(self._host, data))

    def close_by_client(self) -> None:
        QTimer.singleShot(0, lambda: self._close(self._host))

    @staticmethod
    def _deliver(end: tuple[Receive, Closed] | None, data: bytes) -> None:
        if end is not None:
            end[0](data)

    @staticmethod
    def _close(end: tuple[Receive, Closed] | None) -> None:
        if end is not None:
            end[1]()
