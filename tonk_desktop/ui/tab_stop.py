"""A label that Tab stops on, framed while it has the focus.

A screen reader reads a widget as the focus reaches it, and a figure or a
line of words in a QLabel is not reached unless Tab stops on it. But a
QLabel draws no focus of its own: a person moving with Tab would not see
where the focus went. `tab_stop` gives the label both: the stop, and a frame
in the highlight colour while it has the focus (transparent otherwise, so
the label does not move when it gets it).
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel

FOCUS_FRAME = (
    "QLabel { border: 1px solid transparent; padding: 0px 2px; }"
    " QLabel:focus { border: 1px solid palette(highlight); }"
)
"""A label's frame, drawn in the highlight colour while it has the focus."""


def tab_stop(label: QLabel) -> None:
    """Make `label` a stop of Tab, framed while it has the focus."""
    label.setFocusPolicy(Qt.FocusPolicy.TabFocus)
    label.setStyleSheet(FOCUS_FRAME)


__all__ = ["FOCUS_FRAME", "tab_stop"]
