"""The distribution: one import package, `boardscore`, that holds everything it needs, and that
keeps working beside another distribution's top-level `cli` package (issue #12); a source
distribution complete enough to run the test suite from, with a description PyPI can show
(issue #24)."""

from __future__ import annotations

import base64
import contextlib
import hashlib
import re
import runpy
import shutil
import subprocess
import sys
import sysconfig
import tarfile
import zipfile
from collections.abc import Callable
from pathlib import Path

import pytest

import boardscore
from boardscore.scorers.registry import game_ids

from conftest import ROOT

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


@pytest.mark.slow
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


@pytest.mark.slow
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


@pytest.mark.slow
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


# --- the long description PyPI shows ------------------------------------------------------

def _pypi_description() -> Callable[[str], str]:
    """setup.py's pypi_description, read without running setup() (it runs as __main__ only)."""
    found: Callable[[str], str] = runpy.run_path(str(ROOT / "setup.py"),
                                                 run_name="setup")["pypi_description"]
    return found


README_SAMPLE = """\
**English** · [Français](README.fr.md)

![A Mondo board](docs/mondo.png)

See [docs/usage.md](docs/usage.md), [the formats](docs/formats.md#json) and
[BG Stats](https://www.bgstatsapp.com), or [below](#licence).

```sh
echo "[not a link](docs/usage.md)"
```
"""

# Written by hand: relative links become their text and the file, images with a relative
# address go, absolute links and anchors stay, code blocks stay as written, and a last line
# says where the files are.
PYPI_SAMPLE = """\
**English** · Français (`README.fr.md`)



See `docs/usage.md`, the formats (`docs/formats.md`) and
[BG Stats](https://www.bgstatsapp.com), or [below](#licence).

```sh
echo "[not a link](docs/usage.md)"
```

---

The files named in parentheses (`docs/…`, `CHANGELOG.md`, …) are in boardscore's source \
distribution (the `.tar.gz` file).
"""


def test_pypi_description_unlinks_what_pypi_cannot_show() -> None:
    assert _pypi_description()(README_SAMPLE) == PYPI_SAMPLE


def _relative_targets(markdown: str) -> list[str]:
    outside = re.sub(r"^```.*?^```", "", markdown, flags=re.M | re.S)
    return [target for target in re.findall(r"\]\(([^)\s]+)\)", outside)
            if not re.match(r"[A-Za-z][A-Za-z0-9+.-]*:|#", target)]


def test_the_readme_on_pypi_has_no_relative_link() -> None:
    readme = (ROOT / "README.md").read_text("utf-8")
    assert _relative_targets(readme)  # the README has some: the test would prove nothing
    assert _relative_targets(_pypi_description()(readme)) == []


# --- the source distribution --------------------------------------------------------------

def _source_files() -> list[str]:
    """The files of a checkout: tracked, and new ones not ignored (what CI builds from)."""
    listed = subprocess.run(["git", "ls-files", "--cached", "--others", "--exclude-standard",
                             "-z"], cwd=ROOT, capture_output=True, check=True, timeout=60)
    return [name for name in listed.stdout.decode().split("\0")
            if name and (ROOT / name).is_file() and "node_modules" not in name]


@pytest.fixture(scope="module")
def checkout(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A copy of the checkout's files (the working tree stays untouched)."""
    if not (ROOT / ".git").exists():
        pytest.skip("builds from a git checkout (the sdist itself has no .git)")
    tree = tmp_path_factory.mktemp("checkout")
    for name in _source_files():
        (tree / name).parent.mkdir(parents=True, exist_ok=True)
        with contextlib.suppress(FileNotFoundError):  # removed since it was listed
            shutil.copy2(ROOT / name, tree / name)
    return tree


@pytest.fixture(scope="module")
def sdist(checkout: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """boardscore's sdist, built by setuptools from the copy of the checkout, unpacked."""
    tree = checkout
    out = tmp_path_factory.mktemp("sdist")
    subprocess.run([sys.executable, "-c", "import sys; from setuptools import build_meta; "
                    "build_meta.build_sdist(sys.argv[1])", str(out)], cwd=tree, check=True,
                   capture_output=True, timeout=300)
    archive = next(out.glob("boardscore-*.tar.gz"))
    with tarfile.open(archive) as tar:
        tar.extractall(out, filter="data")
    return out / f"boardscore-{boardscore.__version__}"


@pytest.mark.slow
def test_the_sdist_ships_the_whole_test_suite_and_the_catalogue_source(sdist: Path,
                                                                      checkout: Path) -> None:
    shipped = {str(p.relative_to(sdist)) for p in sdist.rglob("*") if p.is_file()}
    copied = [str(p.relative_to(checkout)) for p in checkout.rglob("*") if p.is_file()]
    wanted = {name for name in copied
              if name.startswith(("tests/", "docs/", "examples/", "schemas/", "cli/", "scorers/",
                                  "bench/"))
              and not name.startswith("tests/serve/screenshots/")
              and "__pycache__" not in name and "egg-info" not in name}
    assert wanted - shipped == set()
    assert any(name.startswith("tests/fuzz/failures/seed-") for name in shipped)  # inputs
    assert {"tests/conftest.py", "tests/cases/messages.json", "tests/big_inputs.py",
            "cli/locale/fr/LC_MESSAGES/boardscore.po", "cli/locale/fr/LC_MESSAGES/boardscore.mo",
            "babel.cfg", "README.md", "README.fr.md", "CHANGELOG.md", "LICENSE", "MANIFEST.in",
            ".pre-commit-hooks.yaml", "setup.py", "pyproject.toml"} <= shipped
    assert not [name for name in shipped if "__pycache__" in name or "node_modules" in name]


@pytest.mark.slow
def test_the_sdist_metadata(sdist: Path) -> None:
    info = (sdist / "PKG-INFO").read_text("utf-8")
    headers, _blank, description = info.partition("\n\n")
    assert "Classifier: Natural Language :: English" in headers
    assert "Classifier: Natural Language :: French" in headers
    assert "Project-URL" not in headers  # no public address exists yet: none is invented
    assert "Home-page" not in headers
    assert "Description-Content-Type: text/markdown" in headers
    assert _relative_targets(description) == []
    assert "## Documentation" in description


@pytest.mark.slow
def test_the_sdist_tests_are_collected_without_error(sdist: Path) -> None:
    """The check of issue #24 (17 collection errors when conftest.py and cases/ were missing);
    .ci/run also runs the quick suite from the unpacked sdist."""
    run = subprocess.run([sys.executable, "-m", "pytest", "--collect-only", "-q",
                          "-p", "no:cacheprovider", "-m", "not slow"], cwd=sdist,
                         capture_output=True, text=True, timeout=300, check=False)
    assert run.returncode == 0, run.stdout[-3000:] + run.stderr[-2000:]
    assert " error" not in run.stdout.splitlines()[-1], run.stdout[-3000:]
