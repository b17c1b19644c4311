"""A stand-in for the coach's child process that never hears a cancel: it says
it is ready, takes its job and its first part, says the part is done (so the
analysis shows progress) and sleeps, as a real child does deep in one long
decision. Started by name in a fresh interpreter (the "spawn" method), so it
lives in a module of its own and imports nothing but the standard library."""

from __future__ import annotations

import time
from multiprocessing.connection import Connection

ASLEEP_FOR = 120.0  # seconds: far past any grace; the test ends it long before


def serve_deafly(conn: Connection) -> None:
    conn.send(("ready",))
    conn.recv()  # the job
    task = conn.recv()
    conn.send(("part", task[1], None))
    conn.recv()  # the next part: now past the point where it could hear a cancel
    time.sleep(ASLEEP_FOR)
