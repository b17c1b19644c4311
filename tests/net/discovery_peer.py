"""One end of the discovery test, run inside a network namespace the test made
(`ip netns exec NS python discovery_peer.py ...`): announce a table, or browse
and print what is found, for a bounded number of seconds, then stop.

    announce ADDRESS NAME PORT SECONDS [OPEN_AFTER]
    browse ADDRESS SECONDS

The browser prints one JSON line per list of tables it is told about, and
flushes, so the test reads them as they come.
"""

from __future__ import annotations

import dataclasses
import json
import sys
import time

from tonk_desktop.net.discovery import TableAd, TableAnnouncer, TableBrowser


def announce(address: str, name: str, port: int, seconds: float, change_after: float) -> None:
    ad = TableAd(name, address, port, protocol=1, open_seats=2, seats=3, rules="3 players")
    announcer = TableAnnouncer(ad, [address])
    print("announced", announcer.service_name, flush=True)
    try:
        if change_after > 0:
            time.sleep(change_after)
            announcer.update(dataclasses.replace(ad, open_seats=1))
            print("updated", flush=True)
            seconds -= change_after
        time.sleep(max(seconds, 0))
    finally:
        announcer.close()
    print("closed", flush=True)


def browse(address: str, seconds: float) -> None:
    def show(tables: tuple[TableAd, ...]) -> None:
        print(json.dumps([dataclasses.asdict(ad) for ad in tables]), flush=True)

    browser = TableBrowser([address], show)
    try:
        time.sleep(seconds)
    finally:
        browser.close()
    print("done", flush=True)


def main(argv: list[str]) -> None:
    if argv[0] == "announce":
        change_after = float(argv[5]) if len(argv) > 5 else 0.0
        announce(argv[1], argv[2], int(argv[3]), float(argv[4]), change_after)
    elif argv[0] == "browse":
        browse(argv[1], float(argv[2]))
    else:
        raise SystemExit(f"unknown command {argv[0]!r}")


if __name__ == "__main__":
    main(sys.argv[1:])
