"""The Help menu's pages: the rules of Tonk, the keyboard shortcuts and About.

Their words belong to the window's Help menu and are filed under the
window's translation context ("MainWindow")."""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QMessageBox,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from tonk_desktop import __version__
from tonk_desktop.engine import HouseRules
from tonk_desktop.ui.text.rules_text import rules_html
from tonk_desktop.ui.text.translation import current_language


def _tr(text: str) -> str:
    return QCoreApplication.translate("MainWindow", text)


SHORTCUTS: tuple[tuple[str, str], ...] = (
    ("T", str(QT_TRANSLATE_NOOP("MainWindow", "Draw from the stock"))),
    ("P", str(QT_TRANSLATE_NOOP("MainWindow", "Take the top card of the discard pile"))),
    ("← →", str(QT_TRANSLATE_NOOP("MainWindow", "Move over the cards of your hand"))),
    ("Space", str(QT_TRANSLATE_NOOP("MainWindow", "Select or deselect the card under the focus"))),
    (
        "↑ ↓",
        str(
            QT_TRANSLATE_NOOP(
                "MainWindow",
                "Step through the moves of the chosen cards (each spread it can hit, the discard)",
            )
        ),
    ),
    ("S", str(QT_TRANSLATE_NOOP("MainWindow", "Lay the selected cards as a spread"))),
    ("D", str(QT_TRANSLATE_NOOP("MainWindow", "Discard the selected (or focused) card"))),
    ("K", str(QT_TRANSLATE_NOOP("MainWindow", "Knock"))),
    (
        "Enter",
        str(
            QT_TRANSLATE_NOOP(
                "MainWindow",
                "Take the highlighted move: the hint; else declare a dealt 49, or draw (the "
                "discard when the stock is empty; never declining it), or lay the selected cards, "
                "or hit with or discard the focused card",
            )
        ),
    ),
    (
        "H",
        str(
            QT_TRANSLATE_NOOP(
                "MainWindow", "Hint: highlight the move the strongest computer player would make"
            )
        ),
    ),
    ("Esc", str(QT_TRANSLATE_NOOP("MainWindow", "Clear the selection and the hint"))),
    ("N", str(QT_TRANSLATE_NOOP("MainWindow", "Next round (when the round is over)"))),
    (
        "C",
        str(
            QT_TRANSLATE_NOOP(
                "MainWindow",
                "Continue: the next computer player's turn (when Settings pauses after each)",
            )
        ),
    ),
    (
        "R",
        str(
            QT_TRANSLATE_NOOP(
                "MainWindow",
                "Review the round just played, every hand face up (when the round is over)",
            )
        ),
    ),
    ("M", str(QT_TRANSLATE_NOOP("MainWindow", "Sound off or on (mute)"))),
    ("Ctrl+N", str(QT_TRANSLATE_NOOP("MainWindow", "New game"))),
    (
        "Ctrl+Z",
        str(
            QT_TRANSLATE_NOOP(
                "MainWindow",
                "Undo your last turn and the computers' moves after it (practice games)",
            )
        ),
    ),
    ("Ctrl+Shift+Z", str(QT_TRANSLATE_NOOP("MainWindow", "Redo: play the turn taken back again"))),
    ("Ctrl+O", str(QT_TRANSLATE_NOOP("MainWindow", "Open a hand history to review it"))),
    ("Ctrl+Q", str(QT_TRANSLATE_NOOP("MainWindow", "Quit"))),
    ("F1", str(QT_TRANSLATE_NOOP("MainWindow", "Rules"))),
    ("F11", str(QT_TRANSLATE_NOOP("MainWindow", "Full screen"))),
    ("Ctrl+,", str(QT_TRANSLATE_NOOP("MainWindow", "Settings"))),
)


# The review's own keys (ui/review/page.py), while a review is on show.
REVIEW_SHORTCUTS: tuple[tuple[str, str], ...] = (
    ("← →", str(QT_TRANSLATE_NOOP("MainWindow", "One action back or forward"))),
    ("Home / End", str(QT_TRANSLATE_NOOP("MainWindow", "The deal or the round's end"))),
    (
        "N / Shift+N",
        str(QT_TRANSLATE_NOOP("MainWindow", "The chosen player's next or previous decision")),
    ),
    ("Esc", str(QT_TRANSLATE_NOOP("MainWindow", "Leave the review: back to the game"))),
)

# The lesson panel's buttons answer to Alt and their underlined letter, which
# each language chooses (ui/lessons/panel.py).
LESSON_SHORTCUTS: tuple[tuple[str, str], ...] = (
    (
        str(QT_TRANSLATE_NOOP("MainWindow", "Alt+the underlined letter")),
        str(
            QT_TRANSLATE_NOOP(
                "MainWindow",
                "The lesson panel's buttons: Next, Show me, Back, Lessons…, End the lesson. "
                "After a page to read, Next has the focus: Enter turns the page",
            )
        ),
    ),
)


def text_dialog(parent: QWidget, title: str, html: str) -> QDialog:
    """A page of text with a Close button (not yet shown)."""
    dialog = QDialog(parent)
    dialog.setWindowTitle(title)
    layout = QVBoxLayout(dialog)
    browser = QTextBrowser()
    browser.setOpenExternalLinks(True)
    browser.setHtml(html)
    layout.addWidget(browser)
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
    buttons.rejected.connect(dialog.reject)
    layout.addWidget(buttons)
    dialog.resize(560, 520)
    return dialog


def show_rules(parent: QWidget, rules: HouseRules) -> QDialog | None:
    """Help ▸ Rules for these house rules in the current language; a rules text
    that cannot be read is a warning instead (None)."""
    title = _tr("Rules of Tonk")
    try:
        html = rules_html(rules, current_language())
    except (OSError, ValueError) as error:  # the text's file is missing or damaged
        QMessageBox.warning(
            parent, title, _tr("The rules cannot be shown: {why}").replace("{why}", str(error))
        )
        return None
    dialog = text_dialog(parent, title, html)
    dialog.open()
    return dialog


def show_shortcuts(parent: QWidget, keys: Mapping[str, str]) -> QDialog:
    """Help ▸ Keyboard shortcuts; `keys` gives the window's own keys as this
    platform writes them ("Ctrl+Q" -> "⌘Q" on a Mac)."""

    def table(shortcuts: tuple[tuple[str, str], ...]) -> str:
        rows = "".join(
            f"<tr><td><b>{keys.get(key, _tr(key))}</b></td><td>{_tr(text)}</td></tr>"
            for key, text in shortcuts
        )
        return f"<table cellpadding='4'>{rows}</table>"

    mouse = _tr(
        "With the mouse: drag the stock or the discard to your hand to draw; click cards "
        "to select them and drag them to the table to spread; drag a card onto a spread "
        "to hit, onto the discard pile to discard. Double-click a pile to draw; "
        "double-click a card to hit with it if it fits a spread, else to discard it; with "
        "cards selected, double-click one more to lay them all as a spread, or double-click "
        "a spread to hit it with the one selected card. Clicking a card of a hinted spread "
        "selects the whole spread."
    )
    title = _tr("Keyboard shortcuts")
    review = _tr("In a review")
    lesson = _tr("In a lesson")
    html = (
        f"<h3>{title}</h3>{table(SHORTCUTS)}<h4>{review}</h4>{table(REVIEW_SHORTCUTS)}"
        f"<h4>{lesson}</h4>{table(LESSON_SHORTCUTS)}<p>{mouse}</p>"
    )
    dialog = text_dialog(parent, title, html)
    dialog.open()
    return dialog


def about_html() -> str:
    """Help ▸ About: the version and the card art's and the sounds' licence."""
    return _tr(
        "<h2>Tonk Desktop {version}</h2>"
        "<p>Tonk, the knock-rummy card game, on the desktop.</p>"
        "<p>Card art: Adrian Kennard's SVG playing cards "
        "(<a href='https://www.me.uk/cards/'>www.me.uk/cards</a>), "
        "public domain under CC0 1.0; blue and red backs recoloured by the project, "
        "also CC0.</p>"
        "<p>Made with Qt for Python (PySide6).</p>"
    ).format(version=__version__) + _tr(
        "<p>Sounds: synthesised for this game by its own script "
        "(packaging/make_sounds.py), public domain under CC0 1.0.</p>"
    )
