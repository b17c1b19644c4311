"""Room for a network dialog's text: a list as wide as its longest row and a
choice as wide as its longest item, so that an address, a table's name or a
translated line is shown whole and not cut at the edge ("Kitchen table —
127.0.0.1:5…"). Qt sizes a list by a fixed hint whatever its rows, and a
choice's hint can fall a few pixels short of text drawn in a fallback font
(Japanese); both are made to fit here, up to a width that still fits the
smallest screen (900 pixels wide)."""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QListWidget, QStyle, QStyleOptionComboBox

WIDEST = 820  # pixels: a dialog's list or choice, inside a 900-pixel screen


def fit_rows(view: QListWidget) -> None:
    """At least as wide as the list's longest row (call after filling it)."""
    metrics = view.fontMetrics()
    widest = max(
        (
            metrics.horizontalAdvance(line)
            for row in range(view.count())
            for line in view.item(row).text().split("\n")
        ),
        default=0,
    )
    frame = view.width() - view.viewport().width() if view.isVisible() else 2 * view.frameWidth()
    scroll = view.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent)
    view.setMinimumWidth(min(WIDEST, max(view.minimumWidth(), widest + frame + scroll + 12)))


def fit_choices(combo: QComboBox) -> None:
    """At least as wide as the choice's longest item (call after filling it)."""
    option = QStyleOptionComboBox()
    combo.initStyleOption(option)
    hint = combo.sizeHint().width()
    option.rect.setWidth(hint)
    field = combo.style().subControlRect(
        QStyle.ComplexControl.CC_ComboBox, option, QStyle.SubControl.SC_ComboBoxEditField, combo
    )
    metrics = combo.fontMetrics()
    widest = max(
        (metrics.horizontalAdvance(combo.itemText(i)) for i in range(combo.count())), default=0
    )
    combo.setMinimumWidth(min(WIDEST, hint + max(0, widest + 4 - field.width())))
