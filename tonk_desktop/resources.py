"""Where the application's data files (card art, icons, translations) live.

They are inside the `tonk_desktop` package (`tonk_desktop/assets/`,
`tonk_desktop/i18n/`) and are found through `importlib.resources`, the same way
from a source checkout (editable install), an installed wheel and a PyInstaller
bundle (whose importer puts the package's data under `<sys._MEIPASS>/tonk_desktop`).
Pure Python, so non-Qt code and tests can use it too.
"""

from __future__ import annotations

from importlib.resources import files
from pathlib import Path

__all__ = ["asset_path", "assets_root", "package_dir"]


def package_dir() -> Path:
    """The folder of the installed `tonk_desktop` package, as a real path.

    Qt reads the data (SVG cards, .qm catalogues) by file name, so the package
    must be installed as files: every supported way (wheel, editable install,
    the packaged program) does that; a zip import would not.
    """
    root = files("tonk_desktop")
    if not isinstance(root, Path):
        raise RuntimeError(
            f"tonk_desktop is installed as {type(root).__name__}, not as files on disk; "
            "install the wheel with pip or pipx, which unpacks it"
        )
    return root


def assets_root() -> Path:
    """The `assets` directory of this installation."""
    return package_dir() / "assets"


def asset_path(*parts: str) -> Path:
    """The path of `assets/<parts...>`, e.g. `asset_path("cards", "backs", "blue.svg")`.

    The path is not checked for existence: callers decide what a missing file means.
    """
    return assets_root().joinpath(*parts)
