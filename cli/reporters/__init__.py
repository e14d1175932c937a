"""Reporters: one module per output format, shared by every game.

Results go to `out` (stdout), diagnostics to `err` (stderr). A reporter streams: it writes each
file's report as soon as the file is done. Text that came from a file is never written raw:
controls and bidi characters are escaped in every format (streams.plain), Markdown escapes
what would break a table, CSV neutralizes what a spreadsheet would run as a formula. The result
contract as data (JSON, the API, the web server) is serialize.py.
"""

from collections.abc import Iterator, Mapping
from importlib import import_module

from boardscore.diagnostic_line import format_diagnostic
from boardscore.reporters.base import Reporter, summary_text, verdict_text
from boardscore.reporters.github_format import github_annotation
from boardscore.reporters.serialize import diagnostic_to_dict, result_to_dict
from boardscore.reporters.tables import describe_variant

__all__ = ["REPORTERS", "Reporter", "describe_variant", "diagnostic_to_dict", "format_diagnostic",
           "github_annotation", "result_to_dict", "summary_text", "verdict_text"]

# Each format's module and class, in the order --format lists them
_CLASSES = {"text": ("text_format", "TextReporter"), "json": ("json_format", "JSONReporter"),
            "csv": ("csv_format", "CSVReporter"),
            "markdown": ("markdown_format", "MarkdownReporter"),
            "github": ("github_format", "GitHubReporter"),
            "bgstats": ("bgstats_format", "BGStatsReporter"),
            "bgstats-link": ("bgstats_format", "BGStatsLinkReporter")}


class _Reporters(Mapping[str, type[Reporter]]):
    """Format -> reporter class; a format's module is imported when it is first asked for
    (issue 22 item 7: a text report does not load csv or the JSON writer)."""

    def __getitem__(self, name: str) -> type[Reporter]:
        module, cls = _CLASSES[name]
        found: type[Reporter] = getattr(import_module(f"boardscore.reporters.{module}"), cls)
        return found

    def __iter__(self) -> Iterator[str]:
        return iter(_CLASSES)

    def __len__(self) -> int:
        return len(_CLASSES)


REPORTERS: Mapping[str, type[Reporter]] = _Reporters()
