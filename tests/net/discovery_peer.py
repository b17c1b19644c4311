"""One end of the discovery test, run inside a network namespace the test made
(`ip netns exec NS python discovery_peer.py ...`): announce a table, or browse
and print what is found, then stop.

    announce ADDRESS NAME PORT SECONDS
    browse ADDRESS SECONDS

The announcer says "announced NAME" and then does what the test tells it, a
line at a time on its stdin: "update" (a seat taken), "close" (the host
closed; also at the end of stdin). The browser says "browsing", then prints
one JSON line per list of tables it is told about, and flushes, so the test
reads them as they come; it stops once a table it saw is gone again. Each
stops after SECONDS whatever happens: the test steps on what the other end
says, never on a clock, and no step waits unbounded.
"""

from __future__ import annotations

import dataclasses
import json
import sys
import threading

from tonk_desktop.net.discovery import TableAd, TableAnnouncer, TableBrowser


def announce(address: str, name: str, port: int, seconds: float) -> None:
    ad = TableAd(name, address, port, protocol=1, open_seats=2, seats=3, rules="3 players")
    announcer = TableAnnouncer(ad, [address])
    print("announced", announcer.service_name, flush=True)
    told: list[str] = []
    done = threading.Event()

    def read() -> None:
        for line in sys.stdin:
            told.append(line.strip())
            if told[-1] == "close":
                break
            if told[-1] == "update":
                announcer.update(dataclasses.replace(ad, open_seats=1))
                print("updated", flush=True)
        done.set()

    threading.Thread(target=read, daemon=True).start()
    try:
        done.wait(seconds)
    finally:
        announcer.close()
    print("closed", flush=True)


def browse(address: str, seconds: float) -> None:
    seen = threading.Event()
    gone = threading.Event()

    def show(tables: tuple[TableAd, ...]) -> None:
        print(json.dumps([dataclasses.asdict(ad) for ad in tables]), flush=True)
        if tables:
            seen.set()
        elif seen.is_set():
            gone.set()

    browser = TableBrowser([address], show)
    print("browsing", flush=True)
    try:
        gone.wait(seconds)
    finally:
        browser.close()
    print("done", flush=True)


def main(argv: list[str]) -> None:
    if argv[0] == "announce":
        announce(argv[1], argv[2], int(argv[3]), float(argv[4]))
    elif argv[0] == "browse":
        browse(argv[1], float(argv[2]))
    else:
        raise SystemExit(f"unknown command {argv[0]!r}")


if __name__ == "__main__":
    main(sys.argv[1:])
