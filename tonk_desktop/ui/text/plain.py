"""Text with names in it, for a message box: shown exactly as written.

A QMessageBox guesses whether its text is markup; a name from a shared file
or a tampered ledger ("<img src=...>") would make it so, and display a local
picture. The text is given as markup whose every character is escaped, so
nothing in it is ever taken for a tag."""

from __future__ import annotations

import html


def boxed(text: str) -> str:
    """`text` for a message box, every character shown as it is."""
    return "<p>" + html.escape(text, quote=False).replace("\n", "<br>") + "</p>"
