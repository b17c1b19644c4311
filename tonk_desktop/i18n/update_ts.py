"""Refresh the translation sources (tonk_<lang>.ts) from the code: `make lupdate`.

Qt's extractor, pyside6-lupdate, reads `self.tr("...")`,
`QCoreApplication.translate("Context", "...")` and `QT_TRANSLATE_NOOP(...)`.
Many of our modules also define the usual Python shorthand

    def _tr(text: str) -> str:
        return QCoreApplication.translate("LedgerDock", text)

and call `_tr("Balance")`. lupdate cannot see through such a function: it
would file `tr("...")` under an empty context (never looked up at run time)
and skip `_tr("...")` altogether, and those strings would ship untranslated.
So this script runs lupdate over a copy of the package in which every call of
such a module-level shorthand with literal text is spelled out as the
`QCoreApplication.translate("<its context>", "...")` it stands for. The code
itself is not touched.

English is the source language; its catalogue holds only the plural forms
("%n card(s)" -> "1 card", "2 cards"), so `tonk_en.ts` is made with
`-pluralonly`.

Run from the repository root: `.venv/bin/python tonk_desktop/i18n/update_ts.py`.
The tests (tests/ui/test_i18n.py) use `extract()` to check that every .ts is
complete.
"""

from __future__ import annotations

import ast
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

I18N = Path(__file__).resolve().parent
PACKAGE = I18N.parent
LANGUAGES = ("en", "ja", "hu", "ru")
LUPDATE = Path(sys.executable).parent / "pyside6-lupdate"
_APPLICATIONS = {"QCoreApplication", "QApplication", "QGuiApplication"}


def shorthand_contexts(tree: ast.Module) -> dict[str, str]:
    """The module's translation shorthands: function name -> the context it uses.

    A shorthand is a module-level function of one parameter whose whole body is
    `return QCoreApplication.translate("<Context>", <that parameter>)`."""
    found = {}
    for node in tree.body:
        if not isinstance(node, ast.FunctionDef) or len(node.args.args) != 1:
            continue
        body = [statement for statement in node.body if not _is_docstring(statement)]
        if len(body) != 1 or not isinstance(body[0], ast.Return):
            continue
        call = body[0].value
        if (
            isinstance(call, ast.Call)
            and isinstance(call.func, ast.Attribute)
            and call.func.attr == "translate"
            and isinstance(call.func.value, ast.Name)
            and call.func.value.id in _APPLICATIONS
            and len(call.args) == 2
            and isinstance(call.args[0], ast.Constant)
            and isinstance(call.args[0].value, str)
            and isinstance(call.args[1], ast.Name)
            and call.args[1].id == node.args.args[0].arg
        ):
            found[node.name] = call.args[0].value
    return found


def _is_docstring(statement: ast.stmt) -> bool:
    return isinstance(statement, ast.Expr) and isinstance(statement.value, ast.Constant)


def spelled_out(source: str) -> str:
    """`source` with every shorthand call on literal text written as the
    QCoreApplication.translate call it stands for, and every count given to
    QCoreApplication.translate written as the literal 1.

    lupdate reads `translate(ctx, text, None, n)` as a plural message only when
    the count is a literal number (it drops the call altogether when the count
    is an attribute such as `rnd.stock_count`), while `self.tr(text, "", n)`
    needs a QObject; code outside one gives translate() its count."""
    tree = ast.parse(source)
    contexts = shorthand_contexts(tree)
    data = source.encode("utf-8")
    # The byte offset of each line's start: the AST's columns count UTF-8 bytes.
    starts = [0]
    for line in data.splitlines(keepends=True):
        starts.append(starts[-1] + len(line))
    edits: list[tuple[int, int, str]] = []  # (start, end, replacement), byte offsets
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call) or not node.args:
            continue
        func = node.func
        if (
            isinstance(func, ast.Name)
            and func.id in contexts
            and isinstance(node.args[0], ast.Constant)
            and isinstance(node.args[0].value, str)
            and func.end_col_offset is not None
        ):
            # "name(" becomes "translate(ctx, ".
            begin = starts[func.lineno - 1] + func.col_offset
            assert func.end_lineno is not None
            after = starts[func.end_lineno - 1] + func.end_col_offset
            assert data[after : after + 1] == b"(", (func.lineno, func.id)
            edits.append((begin, after + 1, f"QCoreApplication.translate({contexts[func.id]!r}, "))
        elif (
            isinstance(func, ast.Attribute)
            and func.attr == "translate"
            and isinstance(func.value, ast.Name)
            and func.value.id in _APPLICATIONS
            and len(node.args) == 4
        ):
            first, count = node.args[2], node.args[3]
            assert count.end_lineno is not None and count.end_col_offset is not None
            begin = starts[first.lineno - 1] + first.col_offset
            after = starts[count.end_lineno - 1] + count.end_col_offset
            edits.append((begin, after, '"", 1'))
    if not edits:
        return source
    # Right to left, so earlier offsets stay valid.
    for begin, after, replacement in sorted(edits, reverse=True):
        data = data[:begin] + replacement.encode("utf-8") + data[after:]
    return data.decode("utf-8")


def extract(ts_files: list[Path], *extra: str) -> None:
    """Run lupdate over the package (shorthands spelled out) into `ts_files`."""
    with tempfile.TemporaryDirectory(prefix="tonk-lupdate-") as scratch:
        copy = Path(scratch) / "tonk_desktop"
        for path in PACKAGE.rglob("*.py"):
            target = copy / path.relative_to(PACKAGE)
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_text(spelled_out(path.read_text(encoding="utf-8")), encoding="utf-8")
        for ts_file in ts_files:
            language = ts_file.stem.removeprefix("tonk_")
            command = [str(LUPDATE), "-silent", "-extensions", "py", "-locations", "none"]
            command += ["-no-obsolete", "-target-language", language, *extra]
            if language == "en":
                command.append("-pluralonly")
            subprocess.run([*command, str(copy), "-ts", str(ts_file)], check=True)


def main() -> None:
    if shutil.which(str(LUPDATE)) is None:
        raise SystemExit(f"no {LUPDATE}: install the project first (make venv)")
    targets = [I18N / f"tonk_{language}.ts" for language in LANGUAGES]
    extract(targets)
    for target in targets:
        print(f"updated {target.relative_to(PACKAGE.parent)}")


if __name__ == "__main__":
    main()
