"""What the network-round checks (host_round.py, network_round.py) share: the
`tonk-host` options for one quick round, and the host's output read on a thread."""

from __future__ import annotations

import queue
import subprocess
import threading

# One round, no pauses, on a deal where both seats play (no dealt tonk).
ONE_ROUND = ("--rounds", "1", "--bot-pause", "0", "--round-pause", "0", "--deck-seed", "7")


def read_lines(process: subprocess.Popen[str]) -> tuple[queue.Queue[str], list[str]]:
    """`process`'s output lines as they come (the queue), and all of them so far
    (the list), read on a thread of their own until it closes its output."""
    lines: queue.Queue[str] = queue.Queue()
    said: list[str] = []

    def read() -> None:
        assert process.stdout is not None
        for line in process.stdout:
            said.append(line.rstrip("\n"))
            lines.put(line.rstrip("\n"))

    threading.Thread(target=read, daemon=True).start()
    return lines, said
