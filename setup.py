"""Maps the repository's folders into the one import package, `boardscore`.

The folders stay where the design card puts them; installed, they live inside `boardscore`:

    cli/       -> boardscore            (the package root: the Python API, the Typer app)
    scorers/   -> boardscore.scorers    (one subpackage per game, found here)
    schemas/   -> boardscore.schemas
    examples/  -> boardscore.examples   (one folder of boards per game, found here)

Everything else about the distribution is in pyproject.toml. pyproject.toml alone cannot find
subpackages under a renamed folder, so this file lists them: a new game needs no edit here.
"""

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


setup(package_dir=FOLDERS, packages=packages())
