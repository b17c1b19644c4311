"""Shared test setup: headless Qt, the hypothesis profiles, and the network
namespaces of the `netns` tests (tests/netns.py).

QT_QPA_PLATFORM must be set before anything imports Qt, so it is set here, at
the top of the root conftest, which pytest imports before any test module."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from collections.abc import Iterator

import pytest
from hypothesis import HealthCheck, settings

# "default": bounded so that the random playouts and property tests (tests/engine/
# test_engine_invariants.py, test_engine_legality.py...) stay a small part of
# `make test`, which runs some 1,800 tests in a few minutes on two cores.
# "long": many more examples, thousands of rounds under random house rules, for a
# soak run before a release (`make test-long`, or HYPOTHESIS_PROFILE=long pytest).
settings.register_profile(
    "default",
    max_examples=30,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)
settings.register_profile(
    "long",
    max_examples=2000,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "default"))

pytest_plugins = ["netns", "loopback_router"]


@pytest.fixture(autouse=True)
def no_kept_analysis_process(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """The coach's analysis processes an analysis keeps for the next
    (`coach_process.release`) end with the test: each test starts none. Nor
    are processes started ahead of an analysis at a round's end (`prepare`)
    but in a test that turns it on."""
    from tonk_desktop.ai import coach_process

    monkeypatch.setattr(coach_process, "PREPARE", False)
    yield
    coach_process.release()
