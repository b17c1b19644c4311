"""Every reason the host gives for not seating someone reaches them in words of
their language, not as a code or the host's English detail."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from tonk_desktop.net.connections import BUSY
from tonk_desktop.ui.network.words import join_refused_text
from tonk_desktop.ui.text.translation import install_language

REFUSALS = (
    "join_code", "slow_down", "version", "table_full", "bad_token", "name", "name_taken", BUSY,
)  # fmt: skip


@pytest.mark.parametrize("language", ["ja", "hu", "ru"])
def test_each_join_refusal_has_its_own_words_in_every_language(
    app_language: QApplication, language: str
) -> None:
    english = {code: join_refused_text(code, "host detail") for code in REFUSALS}
    assert not any("host detail" in words for words in english.values())
    assert install_language(app_language, language)
    for code in REFUSALS:
        words = join_refused_text(code, "host detail")
        assert words != english[code] and "host detail" not in words, (language, code)


def test_slowing_down_says_how_long_the_next_try_waits(app_language: QApplication) -> None:
    assert "4 s" in join_refused_text("slow_down", "host detail", 4.0)
    assert "0.5 s" in join_refused_text("slow_down", "host detail", 0.5)
