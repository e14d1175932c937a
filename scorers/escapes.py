"""Text shown back to a person, with every character a terminal (or an XML parser) would act
on written as a visible backslash escape. No imports: the command line uses it at start-up."""

# Bidi embeddings, overrides and isolates, and the marks that steer them: they reorder what a
# terminal shows after them.
BIDI_CONTROLS = frozenset("\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e"
                          "\u2066\u2067\u2068\u2069")
_NAMED_ESCAPES = {"\n": "\\n", "\r": "\\r", "\t": "\\t"}


def escape_character(character: str) -> str:
    """One character as a backslash escape: `\\n`, `\\x1b`, `\\u202e`; a byte that was not
    UTF-8 (kept by Python as a surrogate escape) as that byte, `\\xff`."""
    code = ord(character)
    if character in _NAMED_ESCAPES:
        return _NAMED_ESCAPES[character]
    if 0xDC80 <= code <= 0xDCFF:
        return f"\\x{code - 0xDC00:02x}"
    if code < 0x100:
        return f"\\x{code:02x}"
    return f"\\u{code:04x}" if code < 0x10000 else f"\\U{code:08x}"


def _acts(character: str) -> bool:
    """Whether a terminal (or an XML parser) would act on the character rather than show it."""
    return (not character.isprintable() or character in BIDI_CONTROLS
            or 0xD800 <= ord(character) <= 0xDFFF)


def escaped(text: str) -> str:
    """`text` with every character a terminal would act on (controls, bidi controls, lone
    surrogates, noncharacters) written as a backslash escape; everything else as it is."""
    if text.isprintable() and not BIDI_CONTROLS.intersection(text):
        return text  # the common case: nothing to do
    return "".join(escape_character(c) if _acts(c) else c for c in text)
