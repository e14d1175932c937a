"""The spellings of the options read before the option table (options.py) is loaded.

console.py answers `--version` and language.py reads `--lang` from the arguments before
anything else is imported (start-up: `boardscore --version` loads neither the option table
nor the game declarations it reads). The table takes these spellings from here, so that each
is still written once. Import-free on purpose. `--help` and the completion options are
Typer's; fasthelp.py and fastcomplete.py answer them without Typer.
"""

VERSION = "--version"
LANG = "--lang"
HELP = "--help"
INSTALL_COMPLETION = "--install-completion"
SHOW_COMPLETION = "--show-completion"
