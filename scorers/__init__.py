"""Pure scoring rules for boardscore: validated documents in, results and diagnostics out.

Nothing in this package reads files or prints; the CLI does that around it.
"""
