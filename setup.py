"""What pyproject.toml cannot declare: the packages' layout, and translations into the wheel.

The card art, icons and sounds are the top-level assets/ folder of the source
tree; the built package holds them as tonk_desktop/assets/ (`package_dir` maps
the one onto the other, and pyproject.toml's package-data takes every file of
it). A source checkout, run in place or installed with `pip install -e .`,
reads them from assets/ itself (tonk_desktop/resources.py).

The .ts catalogues in tonk_desktop/i18n/ are the sources (in git); the program
loads compiled .qm files, which are not in git. Building the package (wheel,
or the wheel pip makes from the sdist) compiles each .ts with Qt's lrelease
from PySide6 (a build requirement) into the built package. An editable install
compiles them in place, as `make translations` does.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from setuptools import find_packages, setup
from setuptools.command.build_py import build_py

HERE = Path(__file__).resolve().parent
I18N = Path("tonk_desktop") / "i18n"

# PySide6's own `pyside6-lrelease` entry point, run by this interpreter, so the
# build needs nothing on PATH (pip's isolated build environment has no scripts there).
LRELEASE = "import sys; from PySide6.scripts.pyside_tool import lrelease; sys.exit(lrelease())"


def compile_translations(target_dir: Path) -> list[str]:
    """Compile every tonk_desktop/i18n/*.ts into target_dir/<name>.qm; the .qm paths."""
    sources = sorted((HERE / I18N).glob("*.ts"))
    if not sources:
        raise SystemExit(f"setup.py: no translations (*.ts) in {HERE / I18N}")
    target_dir.mkdir(parents=True, exist_ok=True)
    outputs = []
    for source in sources:
        qm = target_dir / f"{source.stem}.qm"
        command = [sys.executable, "-c", LRELEASE, "-silent", str(source), "-qm", str(qm)]
        subprocess.run(command, check=True)
        if not qm.is_file():
            raise SystemExit(f"setup.py: lrelease made no {qm} from {source}")
        outputs.append(str(qm))
    return outputs


class BuildWithTranslations(build_py):
    """build_py, then the .qm catalogues beside the .ts they come from."""

    def run(self) -> None:
        super().run()
        if self.editable_mode:
            compile_translations(HERE / I18N)
        else:
            compile_translations(Path(self.build_lib) / I18N)

    def get_outputs(self, include_bytecode: bool = True) -> list[str]:
        outputs = super().get_outputs(include_bytecode)
        if self.editable_mode:
            return outputs
        built = Path(self.build_lib) / I18N
        qms = [str(built / f"{ts.stem}.qm") for ts in sorted((HERE / I18N).glob("*.ts"))]
        return outputs + [qm for qm in qms if qm not in outputs]


# The data folders are not packages of their own (no __init__.py), so find_packages
# leaves them out; tonk_desktop.assets is named here for its data alone.
setup(
    packages=[*find_packages(include=["tonk_desktop", "tonk_desktop.*"]), "tonk_desktop.assets"],
    package_dir={"tonk_desktop.assets": "assets"},
    cmdclass={"build_py": BuildWithTranslations},
)
