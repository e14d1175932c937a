"""The words of Typer and Click that a boardscore user sees, marked for the catalogue.

Never imported: it only lists, for `pybabel extract`, the messages that Typer (typer/core.py,
typer/rich_utils.py) and Click (click/*.py) look up with the standard `gettext` functions.
language.py points gettext's global domain at boardscore's catalogue when French is chosen,
so these words (help page headings, usage errors) are read from it too; without this file
the extraction would not find them and the catalogue would lose them as stale.

Click's messages are looked up while Typer uses Click (Typer up to 0.25). Typer 0.26 and
later carry their own copy of Click, whose words are not looked up: main.py translates
those (its usage line, the --help option, the completion options below and the usage
errors). The msgids are copied exactly, `{}` and `{name!r}` included; only the messages a
user can meet are listed (not those of prompts, editors, file types, progress bars or
programming errors, which boardscore does not use).
"""

from boardscore.scorers.i18n import N_, ngettext

TYPER = (
    # typer/rich_utils.py: the help page and the error panel
    N_("Arguments"),
    N_("Options"),
    N_("Commands"),
    N_("[default: {}]"),
    N_("[required]"),
    N_("Error"),
    N_("Aborted."),
    N_("Try [blue]'{command_path} {help_option}'[/] for help."),
    # typer/core.py: the plain help page (TYPER_USE_RICH=0) and the group's errors
    N_("default: {default}"),
    N_("required"),
    N_("Missing command."),
    N_("No such command {name!r}."),
    N_("Aborted!"),
    # typer/completion.py: the help of --install-completion and --show-completion (Typer
    # writes it in English; main.py translates it)
    N_("Install completion for the current shell."),
    N_("Show completion for the current shell, to copy it or customize the installation."),
)

CLICK = (
    # the help page (click/formatting.py, core.py, decorators.py)
    N_("Usage:"),
    N_("Positional arguments"),
    N_("Show this message and exit."),
    # usage errors (click/exceptions.py, core.py, parser.py, types.py)
    N_("Error: {message}"),
    N_("Try '{command} {option}' for help."),
    N_("Invalid value: {message}"),
    N_("Invalid value for {param_hint}: {message}"),
    N_("Missing argument"),
    N_("Missing option"),
    N_("No such option {name!r}."),
    N_("Option {name!r} does not take a value."),
    N_("Choose from:\n\t{choices}"),
    N_("{value!r} is not a valid {number_type}."),
    N_("{value} is not in the range {range}."),
)

CLICK_PLURALS = (
    ngettext("Did you mean {possibility}?", "(Did you mean one of: {possibilities}?)", 1),
    ngettext("Got unexpected extra argument ({args})",
             "Got unexpected extra arguments ({args})", 1),
    ngettext("Option {name!r} requires an argument.",
             "Option {name!r} requires {nargs} arguments.", 1),
    ngettext("{value!r} is not {choice}.", "{value!r} is not one of {choices}.", 1),
)
