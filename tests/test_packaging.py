"""The distribution: one import package, `boardscore`, that holds everything it needs, and that
keeps working beside another distribution's top-level `cli` package (issue #12)."""

from __future__ import annotations

import base64
import hashlib
import shutil
import subprocess
import sys
import sysconfig
import zipfile
from pathlib import Path

import pytest

import boardscore
from boardscore.scorers.registry import game_ids

from conftest import ROOT

pytestmark = pytest.mark.slow
SOURCES = ("setup.py", "pyproject.toml", "README.md", "LICENSE", "cli", "scorers", "schemas",
           "examples")


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """boardscore's wheel, built from a copy of the sources (the tree stays untouched)."""
    tree = tmp_path_factory.mktemp("source")
    for name in SOURCES:
        source = ROOT / name
        if source.is_dir():
            shutil.copytree(source, tree / name,
                            ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
        else:
            shutil.copy2(source, tree / name)
    out = tmp_path_factory.mktemp("wheel")
    subprocess.run([sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps",
                    "--no-build-isolation", "--wheel-dir", str(out), str(tree)],
                   check=True, capture_output=True, timeout=300)
    return next(out.glob("boardscore-*.whl"))


def _names(wheel: Path) -> list[str]:
    with zipfile.ZipFile(wheel) as archive:
        return archive.namelist()


def test_the_wheel_holds_one_import_package(wheel: Path) -> None:
    names = _names(wheel)
    info = f"boardscore-{boardscore.__version__}.dist-info/"
    assert all(n.startswith(("boardscore/", info)) for n in names), \
        sorted({n.split("/")[0] for n in names})
    with zipfile.ZipFile(wheel) as archive:
        assert archive.read(info + "top_level.txt").decode().split() == ["boardscore"]
        metadata = archive.read(info + "METADATA").decode()
    assert f"Version: {boardscore.__version__}" in metadata
    assert "License-Expression: MIT" in metadata
    assert "Requires-Dist: rich" in metadata


def test_the_wheel_holds_schemas_examples_and_rules(wheel: Path) -> None:
    names = set(_names(wheel))
    for game in game_ids():
        assert f"boardscore/schemas/{game}.schema.json" in names
        assert any(n.startswith(f"boardscore/examples/{game}/") for n in names)
        package = game.replace("-", "_")
        assert f"boardscore/scorers/{package}/rules.md" in names
        assert f"boardscore/scorers/{package}/codes.py" in names
    assert {"boardscore/schemas/result.schema.json", "boardscore/py.typed",
            "boardscore/__main__.py", "boardscore/scorers/clans/map.yaml"} <= names


def _record(files: dict[str, str]) -> str:
    lines = []
    for name, text in files.items():
        digest = base64.urlsafe_b64encode(hashlib.sha256(text.encode()).digest()).rstrip(b"=")
        lines.append(f"{name},sha256={digest.decode()},{len(text.encode())}")
    return "\n".join(lines) + "\n"


def _dummy_wheel(folder: Path) -> Path:
    """Another tool's wheel that ships a top-level `cli` package with its own `main.run`."""
    info = "othertool-1.0.dist-info"
    files = {
        "cli/__init__.py": "WHO = 'othertool'\n",
        "cli/main.py": "def run():\n    print('othertool 1.0')\n",
        f"{info}/METADATA": "Metadata-Version: 2.1\nName: othertool\nVersion: 1.0\n",
        f"{info}/WHEEL": "Wheel-Version: 1.0\nGenerator: test\nRoot-Is-Purelib: true\n"
                         "Tag: py3-none-any\n",
        f"{info}/top_level.txt": "cli\n",
        f"{info}/entry_points.txt": "[console_scripts]\nothertool = cli.main:run\n",
    }
    files[f"{info}/RECORD"] = _record(files) + f"{info}/RECORD,,\n"
    path = folder / "othertool-1.0-py3-none-any.whl"
    with zipfile.ZipFile(path, "w") as archive:
        for name, text in files.items():
            archive.writestr(name, text)
    return path


@pytest.fixture
def fresh(tmp_path: Path) -> Path:
    """A new virtual environment whose only packages are what is installed into it; the
    runtime libraries come from this environment (a .pth line after its own site-packages)."""
    env = tmp_path / "env"
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(env)], check=True,
                   timeout=120)
    purelib = Path(subprocess.run(
        [str(env / "bin" / "python"), "-c", "import sysconfig; print(sysconfig.get_path("
         "'purelib'))"], check=True, capture_output=True, text=True).stdout.strip())
    (purelib / "zz-runtime-libraries.pth").write_text(sysconfig.get_path("purelib") + "\n")
    return env


def _pip(env: Path, *args: str) -> None:
    subprocess.run([sys.executable, "-m", "pip", "--python", str(env / "bin" / "python"),
                    *args], check=True, capture_output=True, timeout=300)


def _run(env: Path, *command: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([str(env / "bin" / command[0]), *command[1:]], capture_output=True,
                          text=True, timeout=60, check=False, cwd=env)


def test_another_top_level_cli_package_changes_nothing(wheel: Path, fresh: Path) -> None:
    other = _dummy_wheel(wheel.parent)
    # --ignore-installed: the runtime libraries' folder (the .pth line) holds the boardscore
    # under test too; pip must install into the fresh environment, never touch that one
    _pip(fresh, "install", "--quiet", "--no-deps", "--no-index", "--ignore-installed",
         str(other), str(wheel))
    assert _run(fresh, "othertool").stdout == "othertool 1.0\n"
    expected = f"boardscore {boardscore.__version__}\n"
    assert _run(fresh, "boardscore", "--version").stdout == expected
    assert _run(fresh, "python", "-m", "boardscore", "--version").stdout == expected
    assert _run(fresh, "python", "-c", "import cli; print(cli.WHO)").stdout == "othertool\n"
    example = _run(fresh, "boardscore", "example", "flowers")
    assert example.returncode == 0
    assert "game: flowers" in example.stdout
    _pip(fresh, "uninstall", "--quiet", "--yes", "othertool")
    assert _run(fresh, "boardscore", "--version").stdout == expected
