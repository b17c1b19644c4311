"""The window's features plug in through one seam, from one place.

Read from the source: a feature (every module that builds on
ui/feature_window.py) reaches the window only through `FeatureWindow`, never
one of the window's own (private) attributes, and never imports the main
window; the main window imports no feature; and only ui/features.py installs
them. Then the window as `tonk` builds it: each feature installed once, each
menu item where the person knows it."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu
from pytestqt.qtbot import QtBot

import tonk_desktop
from tonk_desktop.ui.feature_window import FeatureWindow
from tonk_desktop.ui.features import install_features
from tonk_desktop.ui.ledger.feature import LedgerFeature
from tonk_desktop.ui.lessons.feature import LessonsFeature
from tonk_desktop.ui.main_window import MainWindow
from tonk_desktop.ui.model import GameModel
from tonk_desktop.ui.network.addresses import LocalAddress
from tonk_desktop.ui.network.feature import NetworkFeature
from tonk_desktop.ui.review.duplicate_feature import DuplicateFeature
from tonk_desktop.ui.review.feature import ReviewFeature, install_review
from tonk_desktop.ui.settings.feature import SettingsFeature
from tonk_desktop.ui.settings.settings_file import SettingsFile
from tonk_desktop.ui.settings.store import AppSettings

PACKAGE = Path(tonk_desktop.__file__).parent
UI = PACKAGE / "ui"
SEAM = "tonk_desktop.ui.feature_window"
# The feature packages and modules the window must not import.
FEATURES = (
    "tonk_desktop.ui.features",
    "tonk_desktop.ui.ledger",
    "tonk_desktop.ui.lessons",
    "tonk_desktop.ui.network",
    "tonk_desktop.ui.review",
    "tonk_desktop.ui.settings",
    "tonk_desktop.ui.sound",
)
# Each window feature's installer; the coach is the review's (install_coach).
INSTALLERS = {
    "install_review",
    "install_ledger",
    "install_sound",
    "install_settings",
    "install_network",
    "install_lessons",
    "install_duplicate",
}


def _tree(path: Path) -> ast.Module:
    return ast.parse(path.read_text(encoding="utf-8"))


def _imports(tree: ast.Module, module: tuple[str, ...]) -> set[str]:
    """Every module `tree` imports, relative imports resolved, at any depth
    (TYPE_CHECKING and function-level imports included)."""
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                base = ".".join([*module[: len(module) - node.level], *filter(None, [base])])
            found.add(base)
            found.update(f"{base}.{alias.name}" for alias in node.names)
    return found


def _module(path: Path) -> tuple[str, ...]:
    return ("tonk_desktop", *path.relative_to(PACKAGE).with_suffix("").parts)


def _feature_modules() -> dict[str, ast.Module]:
    """The modules that build on the seam (`FeatureWindow`), by path."""
    found = {}
    for path in sorted(UI.rglob("*.py")):
        tree = _tree(path)
        if path.name != "feature_window.py" and SEAM in _imports(tree, _module(path)):
            found[path.relative_to(UI).as_posix()] = tree
    return found


def _seam_members() -> set[str]:
    tree = _tree(UI / "feature_window.py")
    (protocol,) = (
        node
        for node in tree.body
        if isinstance(node, ast.ClassDef) and node.name == FeatureWindow.__name__
    )
    return {
        node.name
        for node in protocol.body
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef))
    } | {
        node.target.id
        for node in protocol.body
        if isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name)
    }


def _window_reads(tree: ast.Module) -> set[tuple[int, str]]:
    """(line, attribute) of every `window.X`, `self.window.X` and `self._window.X`."""
    found = set()
    for node in ast.walk(tree):
        if not isinstance(node, ast.Attribute):
            continue
        owner = node.value
        if (isinstance(owner, ast.Name) and owner.id == "window") or (
            isinstance(owner, ast.Attribute)
            and owner.attr in ("window", "_window")
            and isinstance(owner.value, ast.Name)
            and owner.value.id == "self"
        ):
            found.add((node.lineno, node.attr))
    return found


def test_the_check_finds_every_feature() -> None:
    assert {
        "ledger/feature.py",
        "lessons/feature.py",
        "lessons/tutor.py",
        "network/feature.py",
        "review/feature.py",
        "settings/feature.py",
        "sound.py",
    } <= set(_feature_modules())
    assert {"model", "add_to_menu", "set_page", "show_status", "pause_computers"} <= _seam_members()


@pytest.mark.parametrize("name", sorted(_feature_modules()))
def test_a_feature_uses_the_window_only_through_the_seam(name: str) -> None:
    tree = _feature_modules()[name]
    members = _seam_members()
    wrong = sorted((line, attr) for line, attr in _window_reads(tree) if attr not in members)
    assert wrong == [], f"{name} reaches past FeatureWindow: {wrong}"
    imported = _imports(tree, _module(UI / name))
    assert "tonk_desktop.ui.main_window" not in imported, f"{name} imports the main window"


def test_the_check_sees_a_private_attribute() -> None:
    members = _seam_members()
    tree = ast.parse("def f(window):\n    window._leave_session()\n    self.window.model\n")
    assert {attr for _, attr in _window_reads(tree) if attr not in members} == {"_leave_session"}


def test_the_main_window_imports_no_feature() -> None:
    path = UI / "main_window.py"
    imported = _imports(_tree(path), _module(path))
    assert "tonk_desktop.ui.model" in imported  # the check reads its imports
    assert (
        sorted(name for name in imported if any(name.startswith(feature) for feature in FEATURES))
        == []
    )


def test_features_are_installed_from_one_place() -> None:
    callers: dict[str, set[str]] = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        for node in ast.walk(_tree(path)):
            if isinstance(node, ast.Call):
                func = node.func
                name = func.id if isinstance(func, ast.Name) else getattr(func, "attr", "")
                if name in INSTALLERS:
                    callers.setdefault(name, set()).add(path.relative_to(PACKAGE).as_posix())
    assert callers == {name: {"ui/features.py"} for name in INSTALLERS}


LOOPBACK = [LocalAddress("127.0.0.1", "lo")]


def test_the_program_s_window_has_each_feature_once_with_its_menu_items(
    qtbot: QtBot, tmp_path: Path
) -> None:
    # As `tonk` builds it (its own start), minus the offers made at start-up.
    window = MainWindow(GameModel(seed=1), seed=1, start=False)
    qtbot.addWidget(window)
    qsettings = SettingsFile(tmp_path / "settings.json")
    features = install_features(
        window,
        qsettings,
        settings=AppSettings(),
        ledger_path=tmp_path / "ledger.sqlite3",
        network=True,
        addresses=LOOPBACK,
        lessons=qsettings,
    )
    assert ReviewFeature.of(window) is features.review
    assert LedgerFeature.of(window) is features.ledger is not None
    assert SettingsFeature.of(window) is features.settings is not None
    assert NetworkFeature.of(window) is features.network is not None
    assert LessonsFeature.of(window) is features.lessons is not None
    assert DuplicateFeature.of(window) is features.duplicate is not None
    assert window.keeper is features.ledger
    assert features.settings.sound is features.sound is not None
    with pytest.raises(ValueError, match="installed in this window already"):
        install_review(window)

    def items(menu: QMenu) -> list[str]:
        return [a.text() if not a.isSeparator() else "-" for a in menu.actions()]

    assert items(window.game_menu) == [
        "&New game",
        "Ne&xt round",
        "-",
        "Und&o your last turn",
        "&Redo your turn",
        "-",
        "Play &deal number…",
        "Re&view the round",
        "Open hand histor&y…",
        "How would the &computer have played these cards?",
        "Deal o&f the day",
        "Save the round's hand &history…",
        "-",
        "New s&ession…",
        "Sess&ions…",
        "Settle &up…",
        "S&tatistics…",
        "-",
        "&Settings…",
        "Rules in &play…",
        "-",
        "Host a t&able…",
        "&Join a table…",
        "Rejoin a tab&le…",
        "-",
        "&Quit",
    ]
    assert items(window.play_menu) == [
        "Draw from the &stock",
        "Take the dis&card",
        "Lay a s&pread",
        "&Discard",
        "&Knock",
        "C&ontinue",
    ]
    assert items(window.view_menu) == [
        "Animation &speed",
        "&Full screen",
        "Game log",
        "Ledger",
        "&Mute sound",
    ]
    assert items(window.help_menu) == [
        "&Learn to play…",
        "&Hint",
        "-",
        "&Rules",
        "&Keyboard shortcuts",
        "&About Tonk",
    ]
    # Every key answers with the menus closed, and each is bound once.
    keys = [a.shortcut().toString() for a in window.actions() if not a.shortcut().isEmpty()]
    assert sorted(keys) == sorted(set(keys))
    assert {"R", "Ctrl+O", "Ctrl+,", "M"} <= set(keys)
    for name in ("reviewAction", "openHistoryAction", "settingsAction", "muteAction"):
        assert len(window.findChildren(QAction, name)) == 1, name
    assert window.round_end.review_button.isVisibleTo(window.round_end)


def test_a_bare_window_offers_no_review(qtbot: QtBot) -> None:
    """The round end's Review button is the review's: no review, no button."""
    window = MainWindow(GameModel(seed=1), seed=1, start=False)
    qtbot.addWidget(window)
    assert not window.round_end.review_button.isVisibleTo(window.round_end)
    assert window.findChild(QAction, "reviewAction") is None
    assert ReviewFeature.of(window) is None and window.keeper is None
