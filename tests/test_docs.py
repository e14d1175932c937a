"""The documentation: short README, generated pages fresh, every relative link resolves."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from boardscore.scorers.i18n import speaking
from boardscore.usage import usage_markdown, with_codes

from conftest import ROOT

PAGES = sorted([ROOT / "README.md", ROOT / "README.fr.md", ROOT / "CONTRIBUTING.md",
                *(ROOT / "docs").glob("*.md")])
LINK = re.compile(r"\]\(([^)\s]+)\)")


def test_the_readme_reads_in_ten_minutes() -> None:
    for readme in ("README.md", "README.fr.md"):
        assert len((ROOT / readme).read_text("utf-8").splitlines()) <= 200, readme


def test_usage_is_written_from_the_option_table() -> None:
    with speaking(None, "en"):
        expected = usage_markdown()
    assert (ROOT / "docs" / "usage.md").read_text("utf-8") == expected, \
        "docs/usage.md is stale: python -m boardscore.usage > docs/usage.md"


def test_the_envelope_codes_are_written_from_their_table() -> None:
    page = (ROOT / "docs" / "exit-codes.md").read_text("utf-8")
    assert with_codes(page) == page, "stale: python -m boardscore.usage --codes"


@pytest.mark.parametrize("page", PAGES, ids=lambda p: str(p.relative_to(ROOT)))
def test_every_relative_link_resolves(page: Path) -> None:
    text = re.sub(r"```.*?```", "", page.read_text("utf-8"), flags=re.S)
    for target in LINK.findall(text):
        if re.match(r"[a-z]+:", target) or target.startswith("#"):
            continue
        path = (page.parent / target.split("#")[0]).resolve()
        assert path.exists(), f"{page.name}: {target}"
