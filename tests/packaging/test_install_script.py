"""packaging/install.sh: installing the Linux release for one user under ~/.local, and removing it.

The release here is laid out exactly as the spec lays out dist/tonk/ (program, share/
with the real desktop entry and icons, install.sh), with a shell script standing in
for the frozen program so that these tests need no PyInstaller build. The built
program itself is installed and run by .ci/run.
"""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
PACKAGING = REPO / "packaging"
ICONS = REPO / "assets" / "icons"
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256)

pytestmark = pytest.mark.skipif(os.name != "posix", reason="install.sh is for Linux desktops")


@pytest.fixture
def release(tmp_path: Path) -> Path:
    """An unpacked release folder with the real install.sh, desktop entry and icons."""
    root = tmp_path / "tonk-9.9.9-linux-x86_64"
    (root / "_internal").mkdir(parents=True)
    program = root / "tonk"
    program.write_text('#!/bin/sh\necho "tonk 9.9.9 from $0"\n')
    program.chmod(0o755)
    shutil.copy2(PACKAGING / "install.sh", root / "install.sh")
    apps = root / "share" / "applications"
    apps.mkdir(parents=True)
    shutil.copy2(PACKAGING / "tonk-desktop.desktop", apps)
    for size in ICON_SIZES:
        icon_dir = root / "share" / "icons" / "hicolor" / f"{size}x{size}" / "apps"
        icon_dir.mkdir(parents=True)
        shutil.copy2(ICONS / f"tonk-desktop-{size}.png", icon_dir / "tonk-desktop.png")
    scalable = root / "share" / "icons" / "hicolor" / "scalable" / "apps"
    scalable.mkdir(parents=True)
    shutil.copy2(ICONS / "tonk-desktop.svg", scalable)
    return root


@pytest.fixture
def home(tmp_path: Path) -> Path:
    path = tmp_path / "home"
    path.mkdir()
    return path


def run(script: Path, home: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = {"PATH": "/usr/bin:/bin", "HOME": str(home)}
    return subprocess.run(
        ["/bin/sh", str(script), *args], env=env, capture_output=True, text=True, timeout=60
    )


def files_under(home: Path) -> list[str]:
    return sorted(
        str(p.relative_to(home)) for p in home.rglob("*") if p.is_file() or p.is_symlink()
    )


def test_install_puts_program_link_menu_entry_and_icons_under_local(
    release: Path, home: Path
) -> None:
    result = run(release / "install.sh", home)
    assert result.returncode == 0, result.stderr
    local = home / ".local"
    assert (local / "opt" / "tonk" / "tonk").is_file()
    assert (local / "opt" / "tonk" / "_internal").is_dir()
    link = local / "bin" / "tonk"
    assert link.is_symlink()
    assert os.readlink(link) == str(local / "opt" / "tonk" / "tonk")
    for size in ICON_SIZES:
        icon = (
            local / "share" / "icons" / "hicolor" / f"{size}x{size}" / "apps" / "tonk-desktop.png"
        )
        assert icon.read_bytes() == (ICONS / f"tonk-desktop-{size}.png").read_bytes()
    assert (
        local / "share" / "icons" / "hicolor" / "scalable" / "apps" / "tonk-desktop.svg"
    ).is_file()


def test_linked_command_starts_the_installed_program(release: Path, home: Path) -> None:
    run(release / "install.sh", home)
    shutil.rmtree(release)  # the download can go once installed
    started = subprocess.run(
        [str(home / ".local" / "bin" / "tonk")], capture_output=True, text=True, timeout=60
    )
    assert started.returncode == 0
    assert started.stdout.startswith("tonk 9.9.9 from")


def test_menu_entry_names_the_installed_program_by_full_path(release: Path, home: Path) -> None:
    run(release / "install.sh", home)
    entry = (home / ".local" / "share" / "applications" / "tonk-desktop.desktop").read_text()
    program = home / ".local" / "opt" / "tonk" / "tonk"
    assert f'Exec="{program}"' in entry.splitlines()
    assert f"TryExec={program}" in entry.splitlines()
    assert "Icon=tonk-desktop" in entry.splitlines()


def test_install_honours_xdg_data_home(release: Path, home: Path) -> None:
    data_home = home / "data"
    env = {"PATH": "/usr/bin:/bin", "HOME": str(home), "XDG_DATA_HOME": str(data_home)}
    result = subprocess.run(
        ["/bin/sh", str(release / "install.sh")], env=env, capture_output=True, text=True
    )
    assert result.returncode == 0, result.stderr
    assert (data_home / "applications" / "tonk-desktop.desktop").is_file()
    assert not (home / ".local" / "share").exists()


def test_reinstall_replaces_the_old_copy(release: Path, home: Path) -> None:
    run(release / "install.sh", home)
    stale = home / ".local" / "opt" / "tonk" / "_internal" / "from-an-older-version"
    stale.write_text("old")
    result = run(release / "install.sh", home)
    assert result.returncode == 0, result.stderr
    assert not stale.exists()
    assert (home / ".local" / "opt" / "tonk" / "tonk").is_file()


def test_uninstall_from_the_installed_copy_removes_everything_it_put_there(
    release: Path, home: Path
) -> None:
    run(release / "install.sh", home)
    result = run(home / ".local" / "opt" / "tonk" / "install.sh", home, "--uninstall")
    assert result.returncode == 0, result.stderr
    assert files_under(home) == []


def test_uninstall_keeps_the_players_saved_sessions(release: Path, home: Path) -> None:
    run(release / "install.sh", home)
    saved = home / ".local" / "share" / "Tonk Desktop" / "tonk.sqlite3"
    saved.parent.mkdir(parents=True)
    saved.write_text("ledger")
    run(release / "install.sh", home, "--uninstall")
    assert files_under(home) == [str(saved.relative_to(home))]


def test_uninstall_when_not_installed_says_so_and_succeeds(release: Path, home: Path) -> None:
    result = run(release / "install.sh", home, "--uninstall")
    assert result.returncode == 0
    assert "nothing to remove" in result.stdout


def test_install_never_replaces_a_tonk_command_it_did_not_make(release: Path, home: Path) -> None:
    other = home / ".local" / "bin" / "tonk"
    other.parent.mkdir(parents=True)
    other.write_text("#!/bin/sh\necho someone else's tonk\n")
    result = run(release / "install.sh", home)
    assert result.returncode != 0
    assert "already exists" in result.stderr
    assert other.read_text() == "#!/bin/sh\necho someone else's tonk\n"
    assert not (home / ".local" / "opt" / "tonk").exists()
    run(release / "install.sh", home, "--uninstall")
    assert other.exists()


def test_install_from_an_incomplete_folder_fails_with_a_reason(release: Path, home: Path) -> None:
    (release / "tonk").unlink()
    result = run(release / "install.sh", home)
    assert result.returncode != 0
    assert "no 'tonk' program" in result.stderr
    assert files_under(home) == []


def test_unknown_option_is_refused(release: Path, home: Path) -> None:
    result = run(release / "install.sh", home, "--everything")
    assert result.returncode != 0
    assert "unknown option" in result.stderr
