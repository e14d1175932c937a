"""Maps the repository's folders into the one import package, `boardscore`.

The folders stay where the design card puts them; installed, they live inside `boardscore`:

    cli/       -> boardscore            (the package root: the Python API, the Typer app)
    scorers/   -> boardscore.scorers    (one subpackage per game, found here)
    schemas/   -> boardscore.schemas
    examples/  -> boardscore.examples   (one folder of boards per game, found here)

Everything else about the distribution is in pyproject.toml. pyproject.toml alone cannot find
subpackages under a renamed folder, so this file lists them: a new game needs no edit here.
It also writes the long description PyPI shows (`pypi_description`).
"""

import re
from pathlib import Path

from setuptools import find_namespace_packages, setup  # type: ignore[import-untyped]

FOLDERS = {
    "boardscore": "cli",
    "boardscore.scorers": "scorers",
    "boardscore.schemas": "schemas",
    "boardscore.examples": "examples",
}


def packages() -> list[str]:
    found = []
    for package, folder in FOLDERS.items():
        found.append(package)
        found += [f"{package}.{sub}" for sub in
                  find_namespace_packages(folder, exclude=["*__pycache__*"])]
    return found


# `[text](target)` and `![alt](target)`; a target with a scheme (https:) or an anchor is kept
_LINK = re.compile(r"(!?)\[([^\]]*)\]\(([^)\s]+)\)")
_ABSOLUTE = re.compile(r"[A-Za-z][A-Za-z0-9+.-]*:|#")
SDIST_NOTE = ("\n---\n\nThe files named in parentheses (`docs/…`, `CHANGELOG.md`, …) are in "
              "boardscore's source distribution (the `.tar.gz` file).\n")


def pypi_description(readme: str) -> str:
    """README.md as PyPI shows it. PyPI shows only this text, not the repository's other
    files, and the project has no public address to link them to: a relative link becomes
    its text with the file named after it (`[Usage](docs/usage.md)` -> ``Usage
    (`docs/usage.md`)``; a link whose text is the path -> the path), a relative image is
    left out, and a last line says where those files are. Code blocks are kept as written."""
    lines, fenced = [], False
    for line in readme.splitlines():
        if line.lstrip().startswith(("```", "~~~")):
            fenced = not fenced
            lines.append(line)
        else:
            lines.append(line if fenced else _LINK.sub(_unlinked, line))
    return "\n".join(lines).rstrip("\n") + "\n" + SDIST_NOTE


def _unlinked(match: "re.Match[str]") -> str:
    image, text, target = match.groups()
    if _ABSOLUTE.match(target):
        return match.group(0)
    if image:
        return ""
    path = target.split("#")[0]
    return f"`{path}`" if text.strip("`") == path else f"{text} (`{path}`)"


if __name__ == "__main__":  # run by the build backend; tests import pypi_description alone
    setup(package_dir=FOLDERS, packages=packages(),
          long_description=pypi_description(
              (Path(__file__).parent / "README.md").read_text("utf-8")),
          long_description_content_type="text/markdown")
