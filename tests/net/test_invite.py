"""The invite: one line that holds the table's addresses, its join code and
its certificate's fingerprint, read back as it was written; a line that is not
one says what is wrong."""

from __future__ import annotations

import pytest

from tonk_desktop.net.invite import Invite, InviteError, parse_invite

FP = "3f" * 32


@pytest.mark.parametrize(
    "addresses",
    [
        (("192.168.1.10", 47000),),
        (("::1", 5),),
        (("203.0.113.7", 47000), ("2001:db8::7", 47001)),
        (("table.example.org", 443),),
    ],
)
def test_an_invite_reads_back_as_it_was_written(addresses: tuple[tuple[str, int], ...]) -> None:
    invite = Invite(addresses, "K7QX3M", FP)
    link = invite.link()
    assert link.startswith("tonk://") and "\n" not in link and " " not in link
    assert parse_invite(link) == invite
    assert parse_invite(f"  <{link}>\n") == invite  # as a chat may wrap it


def test_an_ipv6_address_is_written_in_brackets() -> None:
    link = Invite((("2001:db8::7", 47000),), "ABC", FP).link()
    assert link.startswith("tonk://[2001:db8::7]:47000/?")


def test_what_a_person_may_change_is_read_kindly() -> None:
    colons = ":".join(FP[i : i + 2].upper() for i in range(0, 64, 2))
    invite = parse_invite(f"TONK://[::1]:5/?code=k7qx3m&fp={colons}")
    assert invite == Invite((("::1", 5),), "K7QX3M", FP)


@pytest.mark.parametrize(
    ("text", "code"),
    [
        ("http://192.168.1.10:47000/?code=K7QX3M&fp=" + FP, "scheme"),
        ("K7QX3M", "scheme"),
        ("tonk://192.168.1.10/?code=K7QX3M&fp=" + FP, "port"),
        ("tonk://192.168.1.10:0/?code=K7QX3M&fp=" + FP, "port"),
        ("tonk://192.168.1.10:70000/?code=K7QX3M&fp=" + FP, "port"),
        ("tonk://2001:db8::7:47000/?code=K7QX3M&fp=" + FP, "address"),
        ("tonk://[2001:db8::7:47000/?code=K7QX3M&fp=" + FP, "address"),
        ("tonk://999.1.1.1:47000/?code=K7QX3M&fp=" + FP, "address"),
        ("tonk://bad_name:47000/?code=K7QX3M&fp=" + FP, "address"),
        ("tonk://192.168.1.10:47000/?fp=" + FP, "code"),
        ("tonk://192.168.1.10:47000/?code=K7-QX&fp=" + FP, "code"),
        ("tonk://192.168.1.10:47000/?code=K7QX3M", "fingerprint"),
        ("tonk://192.168.1.10:47000/?code=K7QX3M&fp=" + FP[:-2], "fingerprint"),
        ("tonk://192.168.1.10:47000/?code=K7QX3M&fp=" + FP + "&alt=10.0.0.1", "port"),
    ],
)
def test_a_line_that_is_not_an_invite_says_what_is_wrong(text: str, code: str) -> None:
    with pytest.raises(InviteError) as raised:
        parse_invite(text)
    assert raised.value.code == code
    assert raised.value.detail
