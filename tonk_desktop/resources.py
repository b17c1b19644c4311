"""Where the application's data files (card art, icons, translations) live.

In the source tree the card art, icons and sounds are the top-level `assets/`
folder, beside the `tonk_desktop` package; the translations are
`tonk_desktop/i18n/`. Building maps `assets/` into the package as
`tonk_desktop/assets/` (setup.py's `package_dir`; the packaged program's spec
does the same, `packaging/build.py`'s `bundle_data`), so an installed wheel and a
PyInstaller bundle (whose importer puts the package's data under
`<sys._MEIPASS>/tonk_desktop`) hold them inside the package, found through
`importlib.resources`. A source checkout, run from the tree or installed with
`pip install -e .`, has no such folder inside the package; its assets are the
checkout's own `assets/` beside the package, never another installation's.
Pure Python, so non-Qt code and tests can use it too.
"""

from __future__ import annotations

from importlib.resources import files
from pathlib import Path

__all__ = ["asset_path", "assets_root", "package_dir"]

ASSETS = "assets"


def package_dir() -> Path:
    """The folder of the imported `tonk_desktop` package, as a real path.

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
    """The `assets` folder of this installation: inside the package when it was built
    (a wheel, the packaged program), else the source checkout's, beside the package."""
    package = package_dir()
    built = package / ASSETS
    if built.is_dir():
        return built
    checkout = package.parent / ASSETS
    if checkout.is_dir() and (package.parent / "pyproject.toml").is_file():
        return checkout
    raise RuntimeError(
        f"no card art, icons or sounds: neither {built} (an installed package) "
        f"nor {checkout} (a source checkout) is there"
    )


def asset_path(*parts: str) -> Path:
    """The path of `assets/<parts...>`, e.g. `asset_path("cards", "backs", "blue.svg")`.

    The path is not checked for existence: callers decide what a missing file means.
    """
    return assets_root().joinpath(*parts)
