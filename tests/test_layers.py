"""The package's layers import one way:
`ui -> net, sim -> game -> ai, ledger -> engine`.

`engine` is the rules alone; `ai` plays through the engine and nothing else;
`ledger` keeps sessions and knows nothing of the computer players or the
simulator; `game` is the table of rounds (dealer, balances, the next round)
and its computer players, below the window and the network host; `sim` and
`net` join `ai` and `ledger`. Read from the
source (every import statement, at any depth), so an import hidden inside a
function counts too."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import tonk_desktop

PACKAGE = Path(tonk_desktop.__file__).parent

# What each layer may import from tonk_desktop (besides itself).
ALLOWED = {
    "engine": set(),
    "ai": {"engine"},
    "ledger": {"engine"},
    # The table of rounds: the round-to-round rules the window and the network
    # host both play by, and the computer players that listen to it.
    "game": {"engine", "ai"},
    "sim": {"engine", "ai", "ledger", "game"},
    # Network play: the host runs the engine, its computer players and its ledger;
    # the window (ui) builds its dialogs on it, never the other way.
    "net": {"engine", "ai", "ledger", "game"},
}


def _layers_imported(layer: str) -> dict[str, set[str]]:
    """Each module of `layer` -> the tonk_desktop layers it imports."""
    found: dict[str, set[str]] = {}
    for path in sorted((PACKAGE / layer).rglob("*.py")):
        module = path.relative_to(PACKAGE).with_suffix("").parts
        layers: set[str] = set()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names: list[str] = []
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom):
                if node.level:
                    # Relative: resolve against the module's own package.
                    base = list(module[: len(module) - node.level])
                    names = [".".join(["tonk_desktop", *base, *filter(None, [node.module])])]
                elif node.module:
                    names = [node.module]
            for name in names:
                parts = name.split(".")
                if parts[0] == "tonk_desktop" and len(parts) > 1:
                    layers.add(parts[1])
        found["/".join(module)] = layers - {layer}
    return found


@pytest.mark.parametrize("layer", sorted(ALLOWED))
def test_each_layer_imports_only_the_layers_below_it(layer: str) -> None:
    imported = _layers_imported(layer)
    assert imported, f"no modules found in {layer}"
    wrong = {module: layers - ALLOWED[layer] for module, layers in imported.items()}
    assert not {module: layers for module, layers in wrong.items() if layers}


def test_the_check_sees_relative_and_absolute_imports() -> None:
    imported = _layers_imported("sim")
    assert "ledger" in imported["sim/recorder"]  # `from tonk_desktop.ledger import ...`
    assert "ai" in imported["sim/simulation"]


def test_the_network_host_plays_by_the_table_of_rounds() -> None:
    """The round-to-round rules have one home: the host imports it (and the
    table, which imports the engine, is checked like any layer above)."""
    assert "game" in _layers_imported("net")["net/host"]
    assert "engine" in _layers_imported("game")["game/table"]


def test_network_play_needs_no_widgets() -> None:
    """tonk-host runs in a QCoreApplication: net/ uses QtCore and QtNetwork only."""
    for path in sorted((PACKAGE / "net").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names: list[str] = []
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module]
            for name in names:
                if name.startswith("PySide6"):
                    assert name in ("PySide6.QtCore", "PySide6.QtNetwork"), (path.name, name)


def test_only_the_network_layer_makes_certificates() -> None:
    """`cryptography` (the host's TLS certificate) is net/'s alone, and of net/
    only certificate.py's: the rules, the players and the ledger never need it."""
    users = set()
    for path in sorted(PACKAGE.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names: list[str] = []
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
                names = [node.module]
            if any(name.split(".")[0] == "cryptography" for name in names):
                users.add(path.relative_to(PACKAGE).as_posix())
    assert users == {"net/certificate.py"}
