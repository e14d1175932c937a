"""The games' JSON Schemas (Draft 2020-12), shipped as package data.

Schema nodes may carry ``x-error`` ({code, message}) or ``x-errors`` ({keyword: {code, message}}):
boardscore reports those in place of jsonschema's own wording. Messages may use ``{value}``
(the offending value) and ``{count}`` (its length).
"""
