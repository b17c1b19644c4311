"""The Python package: the sdist holds the whole source, and the wheel built from it
holds the whole program (code, card art, icons, compiled translations, licences).

Builds both once with `python -m build --no-isolation` (the project's setup.py step
runs lrelease, as in a real build; about 6 s). `.ci/run` installs the wheel into a
fresh virtual environment outside the tree and plays from there.
"""

from __future__ import annotations

import subprocess
import sys
import tarfile
import xml.etree.ElementTree as ET
import zipfile
from email.parser import Parser
from pathlib import Path

import pytest
from PySide6.QtCore import QTranslator

from tonk_desktop import __version__

REPO = Path(__file__).resolve().parents[2]
PACKAGE = REPO / "tonk_desktop"
# The card art, icons and sounds: tonk_desktop/assets/ in the wheel.
ASSETS = REPO / "assets"
STEM = f"tonk_desktop-{__version__}"
# Files in the package folder that are sources of the build, not part of the program.
BUILD_SOURCES = {"i18n/update_ts.py"}

pytestmark = pytest.mark.build


def source_files(root: Path) -> set[str]:
    """Files under root as git would track them (no caches, no built .qm, no egg-info)."""
    return {
        path.relative_to(root).as_posix()
        for path in root.rglob("*")
        if path.is_file()
        and "__pycache__" not in path.parts
        and not any(part.endswith(".egg-info") for part in path.parts)
        and path.suffix not in {".pyc", ".qm"}
    }


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    """(sdist, wheel): the sdist from the tree, and the wheel built from that sdist."""
    out = tmp_path_factory.mktemp("dist")
    done = subprocess.run(
        [sys.executable, "-m", "build", "--no-isolation", "--outdir", str(out), str(REPO)],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    return out / f"{STEM}.tar.gz", out / f"{STEM}-py3-none-any.whl"


def test_sdist_holds_the_package_assets_tests_packaging_and_translation_sources(
    built: tuple[Path, Path],
) -> None:
    sdist, _ = built
    with tarfile.open(sdist) as tar:
        names = {name.removeprefix(f"{STEM}/") for name in tar.getnames() if name.startswith(STEM)}
    wanted = {
        *(f"tonk_desktop/{name}" for name in source_files(PACKAGE)),
        *(f"assets/{name}" for name in source_files(ASSETS)),
        *(f"tests/{name}" for name in source_files(REPO / "tests")),
        *(f"packaging/{name}" for name in source_files(REPO / "packaging")),
        "pyproject.toml",
        "setup.py",
        "MANIFEST.in",
        "LICENSE",
        "README.md",
        "Makefile",
    }
    assert wanted - names == set()
    assert not [name for name in names if name.endswith((".qm", ".pyc"))]


def test_wheel_holds_the_program_its_data_and_compiled_translations(
    built: tuple[Path, Path],
) -> None:
    _, wheel = built
    with zipfile.ZipFile(wheel) as archive:
        names = set(archive.namelist())
    translations = sorted((PACKAGE / "i18n").glob("tonk_*.ts"))
    assert len(translations) >= 4
    wanted = {
        *(
            name
            for name in source_files(PACKAGE)
            if name not in BUILD_SOURCES and not name.endswith(".ts")
        ),
        *(f"i18n/{ts.stem}.qm" for ts in translations),
        *(f"assets/{name}" for name in source_files(ASSETS)),
    }
    package_files = {name for name in names if name.startswith("tonk_desktop/")}
    assert {name.removeprefix("tonk_desktop/") for name in package_files} == wanted
    # Every card face of both colour sets and every back, as the table draws them.
    for colours in ("two-colour", "four-colour"):
        faces = [n for n in names if n.startswith(f"tonk_desktop/assets/cards/{colours}/")]
        assert len(faces) == 53, colours
    assert "tonk_desktop/assets/cards/backs/blue.svg" in names
    assert "tonk_desktop/assets/icons/tonk-desktop-256.png" in names
    for sound in ("card", "deal", "knock", "tonk", "caught"):
        assert f"tonk_desktop/assets/sounds/{sound}.wav" in names


def test_wheel_translations_translate(built: tuple[Path, Path], tmp_path: Path) -> None:
    """Each compiled catalogue loads and gives the .ts's own translation of a string."""
    _, wheel = built
    with zipfile.ZipFile(wheel) as archive:
        for code in ("ja", "hu", "ru"):
            qm = tmp_path / f"tonk_{code}.qm"
            qm.write_bytes(archive.read(f"tonk_desktop/i18n/tonk_{code}.qm"))
            translator = QTranslator()
            assert translator.load(str(qm)), code
            context, source, expected = first_singular_translation(
                PACKAGE / "i18n" / f"tonk_{code}.ts"
            )
            assert translator.translate(context, source) == expected, code


def first_singular_translation(ts: Path) -> tuple[str, str, str]:
    """(context, source, translation) of the first finished, non-plural message in ts."""
    for context in ET.parse(ts).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            source = message.findtext("source")
            if (
                message.get("numerus") != "yes"
                and translation is not None
                and translation.get("type") not in ("unfinished", "vanished", "obsolete")
                and translation.text
                and source
            ):
                return name, source, translation.text
    raise AssertionError(f"{ts} has no finished translation")


def test_wheel_metadata_version_commands_and_licences(built: tuple[Path, Path]) -> None:
    _, wheel = built
    info = f"{STEM}.dist-info"
    with zipfile.ZipFile(wheel) as archive:
        metadata = Parser().parsestr(archive.read(f"{info}/METADATA").decode())
        entry_points = archive.read(f"{info}/entry_points.txt").decode()
        names = set(archive.namelist())
    assert metadata["Name"] == "tonk-desktop"
    assert metadata["Version"] == __version__
    assert metadata["License-Expression"] == "MIT"
    requires = metadata.get_all("Requires-Dist") or []
    assert any(req.startswith("PySide6-Essentials") for req in requires)
    # QtMultimedia, for the sounds, in step with Essentials.
    addons = [req for req in requires if req.startswith("PySide6-Addons")]
    essentials = [req for req in requires if req.startswith("PySide6-Essentials")]
    assert [req.removeprefix("PySide6-Addons") for req in addons] == [
        req.removeprefix("PySide6-Essentials") for req in essentials
    ]
    for line in (
        "tonk = tonk_desktop.__main__:main",
        "tonk-replay = tonk_desktop.engine.replay:main",
        "tonk-sim = tonk_desktop.sim.cli:main",
        "tonk-host = tonk_desktop.net.cli:main",
    ):
        assert line in entry_points.splitlines()
    assert f"{info}/licenses/LICENSE" in names
    assert f"{info}/licenses/assets/cards/LICENSE-CC0-1.0.txt" in names
    assert f"{info}/licenses/assets/sounds/CREDITS.md" in names
