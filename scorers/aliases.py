"""French names in input, as aliases of the canonical English ids (`rouge` for `red`,
`forêt` or `foret` for `forest`): compared without case and without accents. The result
always carries the canonical id; a name the file declares itself (a Flowers palette, Mondo's
`water_animals`) is looked up before the aliases, so it wins."""

from __future__ import annotations

import unicodedata
from collections.abc import Mapping


def folded(text: str) -> str:
    """`Forêt` -> `foret`, `FONCÉ` -> `fonce`: lower case, accents dropped, spaces kept."""
    decomposed = unicodedata.normalize("NFKD", text.strip().casefold())
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def alias_table(names: Mapping[str, str]) -> dict[str, str]:
    """{French name: canonical id} -> the same table keyed by folded names."""
    return {folded(french): canonical for french, canonical in names.items()}


def canonical(value: object, table: Mapping[str, str]) -> object:
    """The canonical id for a French name (a table made by alias_table), else the value as
    it was written (the schema and the rules then judge it)."""
    if not isinstance(value, str):
        return value
    return table.get(folded(value), value)
