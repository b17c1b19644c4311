"""`tonk-replay FILE`: replay a hand history and print how the round ended."""

from __future__ import annotations

import argparse
import errno
import json
import os
import stat
import sys

from .actions import RoundResult
from .round import Round

KIND_WORDS = {
    "tonk_out": "Tonk! {winner} tonked out",
    "went_out": "{winner} went out",
    "knock": "{winner} knocked and was lowest",
    "caught": "{knocker} knocked and was caught",
    "dry_stock": "the stock ran dry",
    "dealt_tonk": "{winner} was dealt a tonk",
    "low_deal": "{winner} was dealt a low hand",
    "misdeal": "misdeal: nobody pays",
}


def describe(result: RoundResult) -> list[str]:
    """Lines saying how the round ended, who paid whom, and each player's net."""
    winner = f"player {result.winners[0]}" if result.winners else "nobody"
    knocker = f"player {result.knocker}" if result.knocker is not None else "nobody"
    lines = [KIND_WORDS[result.kind].format(winner=winner, knocker=knocker)]
    if result.kind == "dry_stock" and not result.winners:
        lines[0] += ": a tie for lowest, nobody pays"
    lines.append("totals: " + ", ".join(f"player {p} {t}" for p, t in enumerate(result.totals)))
    for payment in result.payments:
        lines.append(f"player {payment.payer} pays player {payment.payee} {payment.units}")
    lines.append("net: " + ", ".join(f"player {p} {n:+d}" for p, n in enumerate(result.net)))
    return lines


# A hand history is a few KB; a file past this is not one (and /dev/zero is
# never read to the end). The same cap as a house-rules import.
MAX_HISTORY_BYTES = 1_000_000


def read_capped(path: str, limit: int = MAX_HISTORY_BYTES) -> str:
    """A regular text file of at most `limit` bytes (UTF-8, a byte-order mark
    dropped); ValueError if it is longer, without reading the rest. Anything
    but a regular file is an OSError before a byte is read: a FIFO would wait
    for a writer forever, a device (/dev/zero) never ends."""
    # O_NONBLOCK: opening a FIFO for reading would otherwise wait for a writer.
    descriptor = os.open(
        path, os.O_RDONLY | getattr(os, "O_BINARY", 0) | getattr(os, "O_NONBLOCK", 0)
    )
    try:
        mode = os.fstat(descriptor).st_mode
        if stat.S_ISDIR(mode):
            raise IsADirectoryError(errno.EISDIR, "it is a folder, not a file", path)
        if not stat.S_ISREG(mode):
            raise OSError(errno.EINVAL, "it is not a regular file (a pipe or a device)", path)
    except OSError:
        os.close(descriptor)
        raise
    if hasattr(os, "set_blocking"):
        os.set_blocking(descriptor, True)
    with open(descriptor, "rb") as stream:
        data = stream.read(limit + 1)
    if len(data) > limit:
        raise ValueError(f"it is larger than {limit // 1_000_000} MB")
    return data.decode("utf-8-sig")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="tonk-replay", description="Replay a Tonk hand history and print the result."
    )
    parser.add_argument("file", help="a hand history (JSON)")
    args = parser.parse_args(argv)
    try:
        # utf-8-sig: a file saved by Notepad starts with a byte-order mark.
        data = json.loads(read_capped(args.file))
        rnd = Round.from_history(data)
    except OSError as error:
        print(f"tonk-replay: cannot read {args.file}: {error.strerror}", file=sys.stderr)
        return 2
    except RecursionError:
        print(
            f"tonk-replay: {args.file} is not a valid hand history: nested too deep",
            file=sys.stderr,
        )
        return 2
    except (ValueError, TypeError) as error:
        # json.JSONDecodeError is a ValueError too.
        print(f"tonk-replay: {args.file} is not a valid hand history: {error}", file=sys.stderr)
        return 2
    if rnd.result is None:
        print(f"the round is not over: player {rnd.current} is to play")
        return 0
    print("\n".join(describe(rnd.result)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
