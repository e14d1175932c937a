"""The code's shape: no maze of a function, the command line names no game, each option is
spelled once.

A game declares everything about itself in its own package (scorers/<game>/declaration.py);
cli/ reads the declarations and names none of them, so that a fifth game adds files and changes
none (tests/test_toy_game.py). Import layers are import-linter's (pyproject, .ci/run).
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from boardscore.options import COMMANDS, OPTIONS, render_options
from boardscore.scorers.registry import GAMES

from conftest import ROOT

CLI = sorted(p for p in (ROOT / "cli").rglob("*.py") if "node_modules" not in p.parts)


def _game_words() -> set[str]:
    words = set()
    for entry in GAMES.values():
        words |= {entry.id, entry.id.replace("-", "_"), entry.id.replace("-", " "),
                  entry.title, entry.name}
        words |= {word for word in entry.title.replace(":", " ").split() if len(word) > 5}
    return {word.lower() for word in words}


def _naming_a_game(paths: list[Path]) -> list[str]:
    pattern = re.compile("|".join(rf"\b{re.escape(w)}\b" for w in sorted(_game_words(),
                                                                        key=len, reverse=True)),
                         re.IGNORECASE)
    return [f"{path.relative_to(ROOT)}:{number}: {line.strip()}"
            for path in paths for number, line in
            enumerate(path.read_text("utf-8").splitlines(), start=1) if pattern.search(line)]


def test_the_command_line_names_no_game() -> None:
    found = _naming_a_game(CLI)
    assert not found, "\n".join(found)


def test_the_web_page_names_no_game() -> None:
    """The page's own files (cli/serve/static/) load each game's editor from its package
    (its declaration's `page`), and name none."""
    page = sorted(p for p in (ROOT / "cli" / "serve" / "static").rglob("*")
                  if p.suffix in (".js", ".css", ".html"))
    assert page
    found = _naming_a_game(page)
    assert not found, "\n".join(found)


def test_no_block_rated_d_or_worse() -> None:
    radon = pytest.importorskip("radon.complexity", reason="radon is in the test extra")
    worst = []
    for folder in ("cli", "scorers"):
        for path in sorted((ROOT / folder).rglob("*.py")):
            for block in radon.cc_visit(path.read_text("utf-8")):
                if block.complexity > 20:  # D starts at 21
                    worst.append(f"{path.relative_to(ROOT)}: {block.name} {block.complexity}")
    assert not worst, worst


def test_every_game_is_found_by_its_declaration() -> None:
    folders = {p.parent.name for p in (ROOT / "scorers").glob("*/declaration.py")}
    assert {entry.module.rsplit(".", 1)[1] for entry in GAMES.values()} == folders


# Where an option's spelling may be written out in cli/ besides the table (cli/options.py), and
# why. Comments and docstrings are not checked: they are not shown to users.
SPELLED_APART = {
    "cli/globalflags.py": "--version and --lang, read by console.py and language.py before the "
                          "option table loads (start-up); the table takes them from there",
}


def _shown_strings(path: Path) -> list[tuple[int, str]]:
    """The string literals of a module that are not docstrings (f-strings' parts included)."""
    tree = ast.parse(path.read_text("utf-8"))
    docstrings = {id(node.body[0].value) for node in ast.walk(tree)
                  if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef,
                                       ast.AsyncFunctionDef))
                  and node.body and isinstance(node.body[0], ast.Expr)
                  and isinstance(node.body[0].value, ast.Constant)}
    return [(node.lineno, node.value) for node in ast.walk(tree)
            if isinstance(node, ast.Constant) and isinstance(node.value, str)
            and id(node) not in docstrings]


def test_each_option_is_spelled_once() -> None:
    """Messages and help texts take an option's name from the table (`flag("force")`,
    `long_flag(view)`, `Opt.negative`), never write `--force`, `-o` or `--{name}` out."""
    spellings = {flag for opt in (*OPTIONS, *render_options()) for flag in opt.flags}
    pattern = re.compile(r"(?<![\w-])(" + "|".join(
        re.escape(flag) for flag in sorted(spellings, key=len, reverse=True)) + r")(?![\w-])"
                         + r"|--\{|--no-")
    found = [f"{path.relative_to(ROOT)}:{line}: {text!r}" for path in CLI
             if path.relative_to(ROOT).as_posix() not in {"cli/options.py", *SPELLED_APART}
             for line, text in _shown_strings(path) if pattern.search(text)]
    found += [f"cli/options.py: {text!r}" for text in (*(opt.help for opt in OPTIONS),
                                                        *(entry.help for entry in COMMANDS))
              if pattern.search(text)]  # the table's own texts name options by placeholder
    assert not found, "\n".join(found)


def test_the_spellings_kept_apart_are_the_tables() -> None:
    from boardscore import globalflags
    from boardscore.options import option

    assert option("version", "boardscore").flags == (globalflags.VERSION,)
    assert option("lang", "boardscore").flags == (globalflags.LANG,)


# Modules whose function-local imports are not checked, and why (none).
LOCAL_IMPORTS_UNCHECKED: dict[str, str] = {}


def _function_imports(tree: ast.Module) -> list[ast.Import | ast.ImportFrom]:
    """The imports inside functions, leaving out those under `if TYPE_CHECKING:`."""
    found: list[ast.Import | ast.ImportFrom] = []

    def visit(node: ast.AST, in_function: bool) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.If) and "TYPE_CHECKING" in ast.unparse(child.test):
                continue
            if isinstance(child, (ast.Import, ast.ImportFrom)) and in_function:
                found.append(child)
            visit(child, in_function or isinstance(child, (ast.FunctionDef,
                                                            ast.AsyncFunctionDef)))

    visit(tree, False)
    return found


def test_a_function_local_import_says_why() -> None:
    """A function-local import stays only where it buys start-up time, with a comment that says
    so (`# lazy: …`) on its line, the line before, or above the imports it is grouped with."""
    unexplained = []
    for path in CLI:
        name = path.relative_to(ROOT).as_posix()
        if name in LOCAL_IMPORTS_UNCHECKED:
            continue
        lines = path.read_text("utf-8").splitlines()
        for node in _function_imports(ast.parse("\n".join(lines))):
            above = node.lineno - 2
            while above >= 0 and lines[above].lstrip().startswith(("import ", "from ")):
                above -= 1  # a group of imports shares one comment
            if above >= 0 and lines[above].strip() == "" and above > 0 and \
                    lines[above - 1].lstrip().startswith(("import ", "from ")):
                above -= 1  # stdlib and own imports, grouped apart
                while above >= 0 and lines[above].lstrip().startswith(("import ", "from ")):
                    above -= 1
            said = lines[node.lineno - 1] + " " + (lines[above] if above >= 0 else "")
            if "lazy" not in said:
                unexplained.append(f"{name}:{node.lineno}: {ast.unparse(node)}")
    assert not unexplained, "\n".join(unexplained)
