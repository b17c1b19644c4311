"""A module's private names (`_name`) are its own: no module of the package
imports another module's, and in network play no module reaches into another's
objects by a private name (the host and its own person's client talk through
`net/local_line.py`). Read from the source, so an import hidden inside a
function counts too."""

from __future__ import annotations

import ast
from pathlib import Path

import tonk_desktop

PACKAGE = Path(tonk_desktop.__file__).parent


def _private(name: str) -> bool:
    return name.startswith("_") and not name.startswith("__")


def _ours(node: ast.ImportFrom) -> bool:
    """Does this `from ... import` name a module of the package?"""
    return bool(node.level) or (node.module or "").split(".")[0] == "tonk_desktop"


def private_imports(root: Path) -> list[str]:
    """Every `from <our module> import _name` under `root`, as `file:line name`."""
    found: list[str] = []
    for path in sorted(root.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and _ours(node):
                found += [
                    f"{path.relative_to(root)}:{node.lineno} {alias.name}"
                    for alias in node.names
                    if _private(alias.name)
                ]
    return found


def private_reaches(root: Path) -> list[str]:
    """Every `thing._name` under `root` where the thing is not `self`, `cls` or
    a class of the same module: another object's private name."""
    found: list[str] = []
    for path in sorted(root.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        own = {"self", "cls"} | {n.name for n in ast.walk(tree) if isinstance(n, ast.ClassDef)}
        for node in ast.walk(tree):
            if not isinstance(node, ast.Attribute) or not _private(node.attr):
                continue
            if isinstance(node.value, ast.Name) and node.value.id in own:
                continue
            found.append(f"{path.relative_to(root)}:{node.lineno} {ast.unparse(node)}")
    return found


def test_no_module_imports_another_modules_private_name() -> None:
    assert private_imports(PACKAGE) == []


def test_no_network_module_reaches_into_another_by_a_private_name() -> None:
    assert private_reaches(PACKAGE / "net") == []


def test_the_scans_see_what_they_look_for(tmp_path: Path) -> None:
    """Both scans find a private import and a private reach when there is one
    (so an empty answer above means something)."""
    (tmp_path / "a.py").write_text(
        "from .b import _hidden, shown\n"
        "from tonk_desktop.c import _other\n"
        "from typing import _SpecialForm\n"
        "class A:\n"
        "    def f(self, host):\n"
        "        self._mine()\n"
        "        A._also_mine()\n"
        "        host._theirs()\n",
        encoding="utf-8",
    )
    assert private_imports(tmp_path) == ["a.py:1 _hidden", "a.py:2 _other"]
    assert private_reaches(tmp_path) == ["a.py:8 host._theirs"]
