"""Where the application's data files (card art, icons, sounds) live.

From a source checkout they are in `assets/` at the repository root, beside the
`tonk_desktop` package. A PyInstaller bundle unpacks them to `<sys._MEIPASS>/assets`
(the spec adds them there). Pure Python, so non-Qt code and tests can use it too.
"""

from __future__ import annotations

import sys
from pathlib import Path

__all__ = ["asset_path", "assets_root"]


def assets_root() -> Path:
    """The `assets` directory of this installation (source tree or frozen bundle)."""
    bundle_dir = getattr(sys, "_MEIPASS", None)
    if getattr(sys, "frozen", False) and bundle_dir is not None:
        return Path(bundle_dir) / "assets"
    return Path(__file__).resolve().parent.parent / "assets"


def asset_path(*parts: str) -> Path:
    """The path of `assets/<parts...>`, e.g. `asset_path("cards", "backs", "blue.svg")`.

    The path is not checked for existence: callers decide what a missing file means.
    """
    return assets_root().joinpath(*parts)
