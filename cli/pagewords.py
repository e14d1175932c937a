"""The web page's own sentences: each literal given to `t()` in its scripts (cli/serve/static/
and each game's page folder). They are messages of the one catalogue: Babel extracts them
(i18n_extract.py, babel.cfg) and the server translates them for the page (GET /api/messages).
"""

from __future__ import annotations

import json
import re

# t("…") with a plain string literal; cli("…") and a.t(…) are not it.
_SENTENCE = re.compile(r'(?<![\w.$])t\(\s*("(?:[^"\\\n]|\\.)*")')


def page_sentences(script: str) -> list[tuple[int, str]]:
    """(line, sentence) of each `t("…")` in a script's text."""
    return [(script.count("\n", 0, match.start()) + 1, json.loads(match.group(1)))
            for match in _SENTENCE.finditer(script)]
