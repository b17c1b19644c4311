"""tonk_desktop.resources: the package's data is found where the package is, as files."""

from __future__ import annotations

import zipfile
from pathlib import Path

import pytest

import tonk_desktop
from tonk_desktop import resources


def test_data_folders_are_inside_the_imported_package() -> None:
    package = Path(tonk_desktop.__file__).resolve().parent
    assert resources.package_dir().resolve() == package
    assert resources.assets_root().resolve() == package / "assets"
    assert (resources.assets_root() / "cards" / "two-colour" / "AS.svg").is_file()


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
