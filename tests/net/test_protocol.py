"""The protocol's pieces without sockets: framing and its limits, the version
check, the engine's values on the wire, and the fair-deal proof."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from net_support import swapped_deal

from tonk_desktop.ai import make_bot
from tonk_desktop.engine import Draw, HouseRules, Round, full_deck
from tonk_desktop.net import protocol as p
from tonk_desktop.net.fairness import DealWitness, commitment, new_salt, shuffled_deck
from tonk_desktop.net.protocol import FrameReader, ProtocolError


def frame(body: bytes) -> bytes:
    return p.HEADER.pack(len(body)) + body


def test_frames_arrive_whole_however_the_bytes_are_cut() -> None:
    messages: list[dict[str, Any]] = [{"type": "ping"}, {"type": "move", "at": 3, "name": "Ödön 🂡"}]
    data = b"".join(p.encode(m) for m in messages)
    reader = FrameReader(p.MAX_CLIENT_MESSAGE)
    got = []
    for byte in data:
        got += reader.feed(bytes([byte]))
    assert got == messages
    assert reader.pending == 0
    reader.feed(data[:7])
    assert reader.pending == 7  # a truncated frame waits (the idle timeout ends it)


def test_an_oversized_frame_is_refused_before_its_body_is_read() -> None:
    reader = FrameReader(1000)
    with pytest.raises(ProtocolError) as error:
        reader.feed(p.HEADER.pack(1001))
    assert error.value.code == "oversized"
    with pytest.raises(ProtocolError) as error:
        FrameReader(1000).feed(p.HEADER.pack(2**32 - 1) + b"x")
    assert error.value.code == "oversized"


@pytest.mark.parametrize(
    "body",
    [
        b"\xff\xfe not utf-8",
        b"not json",
        b"[1, 2, 3]",
        b'{"no": "type"}',
        b'{"type": 7}',
        b"[" * 100_000,
        b'{"type": "x", "n": ' + b"9" * 5000 + b"}",
    ],
    ids=["not utf-8", "not json", "not an object", "no type", "type not text", "deep", "huge int"],
)
def test_garbage_is_a_protocol_error(body: bytes) -> None:
    with pytest.raises(ProtocolError) as error:
        FrameReader(200_000).feed(frame(body))
    assert error.value.code == "garbage"


def test_an_empty_frame_is_garbage() -> None:
    with pytest.raises(ProtocolError):
        FrameReader(100).feed(p.HEADER.pack(0))


def test_another_version_is_named_clearly() -> None:
    p.check_version({"type": "join", "protocol": p.PROTOCOL_VERSION})
    for theirs in (p.PROTOCOL_VERSION + 1, None, True, "1"):
        with pytest.raises(ProtocolError) as error:
            p.check_version({"type": "join", "protocol": theirs, "app": "tonk-desktop 9.0"})
        assert error.value.code == "version"
        assert f"this program {p.PROTOCOL_VERSION}" in error.value.detail


def test_the_host_never_sends_more_than_its_limit() -> None:
    with pytest.raises(ValueError):
        p.encode({"type": "csv", "text": "x" * p.MAX_HOST_MESSAGE})


def _played(seed: int, players: int = 3, rules: HouseRules | None = None) -> list[Round]:
    """A round played by easy bots, and a copy of it after each action."""
    rules = rules or HouseRules(players=players)
    rnd = Round.deal(rules, dealer=seed % players, rng=random.Random(seed))
    bots = [make_bot("easy", seed + i) for i in range(players)]
    states = [rnd.copy()]
    for _ in range(500):
        if rnd.is_over:
            break
        rnd.apply(bots[rnd.current].choose(rnd.view(rnd.current)))
        states.append(rnd.copy())
    return states


@pytest.mark.parametrize("seed", range(6))
def test_views_cross_the_wire_unchanged(seed: int) -> None:
    for rnd in _played(seed):
        for player in range(rnd.players):
            view = rnd.view(player)
            wire = json.loads(json.dumps(p.view_to_json(view, full=True)))
            assert p.view_from_json(wire) == view
            partial = json.loads(json.dumps(p.view_to_json(view, full=False)))
            assert "history" not in partial and "rules" not in partial
            assert p.view_from_json(partial, view.rules, view.history) == view


def test_a_view_that_does_not_follow_the_history_is_refused() -> None:
    rnd = next(r for seed in range(20) if len((r := _played(seed)[-1]).events) > 2)
    view = rnd.view(0)
    partial = p.view_to_json(view, full=False)
    with pytest.raises(ProtocolError):
        p.view_from_json(partial, view.rules, view.history[:-1])


def _witness_round(seed: int, cheat: bool = False) -> tuple[Round, bool, str, bool]:
    """Play a round the way the host does, the client's witness watching seat 0.
    `cheat`: the first time seat 0 draws from the stock, the host first swaps
    the stock's top card with one in seat 1's hand (a deck changed mid-round, to
    hand seat 0 a card the committed deck did not put there). Returns the round,
    whether the host cheated, and the witness's verdict."""
    rules = HouseRules(players=2)
    deck = full_deck(rules.jokers)
    random.Random(seed).shuffle(deck)
    salt = new_salt()
    rnd = Round.deal(rules, dealer=1, deck=deck)
    witness = DealWitness.start(rnd.view(0), commitment(deck, salt))
    bots = [make_bot("easy", seed), make_bot("easy", seed + 1)]
    cheated = False
    for _ in range(500):
        if rnd.is_over:
            break
        action = bots[rnd.current].choose(rnd.view(rnd.current))
        if cheat and not cheated and rnd.current == 0 and action == Draw("stock"):
            top = rnd.stock[-1]
            other = next((c for c in rnd.hands[1] if c != top and not c.is_joker), None)
            changed = swapped_deal(rnd, top, other) if other and not top.is_joker else None
            if changed is not None:
                rnd, cheated = changed, True
        rnd.apply(action)
        view = rnd.view(0)
        witness.saw(len(view.history) - 1, view.history[-1])
        witness.note_hand(view)
    ok, detail = witness.verify([str(c) for c in deck], salt, rnd.view(0))
    return rnd, cheated, detail, ok


@pytest.mark.parametrize("seed", range(8))
def test_an_honest_deal_is_verified(seed: int) -> None:
    _, _, detail, ok = _witness_round(seed)
    assert ok and detail == "deal verified"


def test_a_deck_changed_mid_round_is_caught() -> None:
    cheats = 0
    for seed in range(40):
        _, cheated, detail, ok = _witness_round(seed, cheat=True)
        if cheated:
            cheats += 1
            assert not ok, seed
            assert "the seat drew" in detail
    assert cheats > 20


def test_a_revealed_deck_other_than_the_committed_one_fails() -> None:
    rules = HouseRules(players=2)
    deck = shuffled_deck(rules)
    salt = new_salt()
    rnd = Round.deal(rules, dealer=0, deck=deck)
    witness = DealWitness.start(rnd.view(0), commitment(deck, salt))
    other = list(reversed(deck))
    ok, detail = witness.verify([str(c) for c in other], salt, rnd.view(0))
    assert not ok and "commitment" in detail
    ok, detail = witness.verify([str(c) for c in deck], new_salt(), rnd.view(0))
    assert not ok and "commitment" in detail
    ok, _ = witness.verify(["XX"], salt, rnd.view(0))
    assert not ok


def test_the_commitment_depends_on_every_card_and_the_salt() -> None:
    deck = shuffled_deck(HouseRules())
    salt = new_salt()
    base = commitment(deck, salt)
    assert len(base) == 64
    assert commitment(deck, new_salt()) != base
    swapped = [deck[1], deck[0], *deck[2:]]
    assert commitment(swapped, salt) != base


def test_moves_a_resumed_host_no_longer_has_are_forgotten() -> None:
    """The seat saw moves the host lost in a crash; the resumed host's round
    goes on from before them, otherwise. What the seat saw of the lost moves
    would not match the round as it ended: after `forget_after` it does not
    count, and the deal is verified."""
    rules = HouseRules(players=2)
    for seed in range(40):
        deck = full_deck(0)
        random.Random(seed).shuffle(deck)
        salt = new_salt()
        rnd = Round.deal(rules, dealer=1, deck=deck)
        if rnd.is_over or Draw("discard") not in rnd.legal_actions():
            continue
        witness = DealWitness.start(rnd.view(0), commitment(deck, salt))
        lost = rnd.copy()
        lost.apply(Draw("stock"))  # seen by seat 0, then lost in the crash
        view = lost.view(0)
        witness.saw(0, view.history[0])
        witness.note_hand(view)
        rnd.apply(Draw("discard"))  # the resumed round: another move there
        witness_without = DealWitness(**{**witness.__dict__})
        witness.forget_after(0)
        witness.note_hand(rnd.view(0))
        bots = [make_bot("easy", seed), make_bot("easy", seed + 1)]
        for _ in range(500):
            if rnd.is_over:
                break
            rnd.apply(bots[rnd.current].choose(rnd.view(rnd.current)))
            view = rnd.view(0)
            for each in (witness, witness_without):
                each.saw(len(view.history) - 1, view.history[-1])
                each.note_hand(view)
        names = [str(card) for card in deck]
        assert witness.verify(names, salt, rnd.view(0)) == (True, "deal verified")
        ok, detail = witness_without.verify(names, salt, rnd.view(0))
        assert not ok, detail
        return
    raise AssertionError("no deal with a discard to take")


def test_balances_as_large_as_the_ledger_keeps_reach_the_client_and_no_larger() -> None:
    from tonk_desktop.ledger import MAX_AMOUNT_MINOR
    from tonk_desktop.net.protocol import Balances, ProtocolError

    large = Balances((MAX_AMOUNT_MINOR, -MAX_AMOUNT_MINOR), "USD", 3)
    assert Balances.from_json(large.to_json()) == large  # past 2^31 (21 million dollars)
    with pytest.raises(ProtocolError):
        Balances.from_json({"balances": [2**63, -(2**63)], "currency": "USD", "rounds": 3})
