"""tonk_desktop.resources: the package's data is found where the package is, as files.

A source checkout keeps the card art, icons and sounds in its top-level assets/,
beside the package; a built package (the wheel, the packaged program) holds them
inside itself as tonk_desktop/assets/. Either way they are the imported package's
own, never another installation's.
"""

from __future__ import annotations

import zipfile
from pathlib import Path

import pytest

import tonk_desktop
from tonk_desktop import resources


def test_a_source_checkout_reads_its_own_assets_beside_the_package() -> None:
    package = Path(tonk_desktop.__file__).resolve().parent
    assert resources.package_dir().resolve() == package
    assert not (package / "assets").exists()
    assert resources.assets_root().resolve() == package.parent / "assets"
    assert (resources.assets_root() / "cards" / "two-colour" / "AS.svg").is_file()


def test_a_built_package_reads_the_assets_inside_it(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    # As the wheel and the bundle lay it out, even with a checkout's assets/ beside it.
    built = tmp_path / "tonk_desktop"
    (built / "assets" / "cards").mkdir(parents=True)
    (tmp_path / "assets" / "cards").mkdir(parents=True)
    (tmp_path / "pyproject.toml").write_text("")
    monkeypatch.setattr(resources, "files", lambda _name: built)
    assert resources.asset_path("cards") == built / "assets" / "cards"


def test_an_assets_folder_beside_an_installed_package_is_not_taken_for_ours(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    # site-packages/assets/ would be some other package's: only a checkout's counts.
    installed = tmp_path / "tonk_desktop"
    installed.mkdir()
    (tmp_path / "assets" / "cards").mkdir(parents=True)
    monkeypatch.setattr(resources, "files", lambda _name: installed)
    with pytest.raises(RuntimeError, match="no card art, icons or sounds"):
        resources.assets_root()


def test_a_package_imported_from_a_zip_is_refused_with_a_reason(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    # Qt reads card art and catalogues by file name, which a zip import has none of.
    archive = tmp_path / "tonk.zip"
    with zipfile.ZipFile(archive, "w") as zipped:
        zipped.writestr("tonk_desktop/__init__.py", "")
    monkeypatch.setattr(resources, "files", lambda _name: zipfile.Path(archive, "tonk_desktop/"))
    with pytest.raises(RuntimeError, match=r"not as files on disk.*pip or pipx"):
        resources.asset_path("cards")
