"""Reporters: one module per output format, shared by every game.

Results go to `out` (stdout), diagnostics to `err` (stderr). A reporter streams: it writes each
file's report as soon as the file is done. Text that came from a file is never written raw:
controls and bidi characters are escaped in every format (streams.plain), Markdown escapes
what would break a table, CSV neutralizes what a spreadsheet would run as a formula. The result
contract as data (JSON, the API, the web server) is serialize.py.
"""

from boardscore.diagnostic_line import format_diagnostic
from boardscore.reporters.base import Reporter, summary_text, verdict_text
from boardscore.reporters.bgstats_format import BGStatsLinkReporter, BGStatsReporter
from boardscore.reporters.csv_format import CSVReporter
from boardscore.reporters.github_format import GitHubReporter, github_annotation
from boardscore.reporters.json_format import JSONReporter
from boardscore.reporters.markdown_format import MarkdownReporter
from boardscore.reporters.serialize import diagnostic_to_dict, result_to_dict
from boardscore.reporters.tables import describe_variant
from boardscore.reporters.text_format import TextReporter

__all__ = ["REPORTERS", "Reporter", "describe_variant", "diagnostic_to_dict", "format_diagnostic",
           "github_annotation", "result_to_dict", "summary_text", "verdict_text"]

REPORTERS: dict[str, type[Reporter]] = {
    cls.name: cls for cls in (TextReporter, JSONReporter, CSVReporter, MarkdownReporter,
                              GitHubReporter, BGStatsReporter, BGStatsLinkReporter)
}
