"""Every option of every command, declared once.

From this table are built: the Typer parameters (main.py), the fast path's reader
(fastpath.py), the Python API's checks (one case-insensitive choice check for everyone:
`choose`), the completion of values (Typer completes choices), and docs/usage.md
(`usage_markdown`, kept fresh by a test). A game's own options (a `--level`, a `--map`, the
derived forms, `new`'s choices, render's board choices) are declared in the game's
package (scorers/<game>/declaration.py) and turned into the same `Opt` rows here.

Import-free on purpose: the fast path reads it on every run.
"""

from __future__ import annotations

from collections.abc import Iterator

from boardscore.globalflags import LANG, VERSION
from boardscore.scorers.i18n import N_, _
from boardscore.scorers.record import NamedTuple
from boardscore.scorers.registry import GAMES, GameEntry

TYPE_CHECKING = False  # typing's, without importing typing (a scored file never loads it)
if TYPE_CHECKING:
    from typing import Any

# The kinds of option
FLAG = "flag"  # --strict
SWITCH = "switch"  # --explain/--no-explain
CHOICE = "choice"  # --format json (case-insensitive, the program's spelling kept)
COUNT = "count"  # --jobs 2 (ASCII digits)
NUMBER = "number"  # --interval 0.5
TEXT = "text"  # --name, --players, --output

SCORE_FORMATS = ("text", "json", "csv", "markdown", "github", "bgstats", "bgstats-link")
VALIDATE_FORMATS = ("text", "json", "csv", "markdown", "github")
GAMES_FORMATS = ("text", "json", "csv", "markdown")
DIAGNOSTIC_FORMATS = ("text", "json", "github")  # render: its only report is diagnostics
RULES_FORMATS = ("text", "markdown")
COLOURS = ("auto", "always", "never")
LANGUAGES = ("en", "fr")

GAME_COMMAND = "GAME"  # the per-game commands (`boardscore GAME FILE`)
NEW_COMMAND = "new GAME"  # `boardscore new GAME`


class Opt(NamedTuple):
    key: str  # the parameter's name (and the Request field it fills)
    flags: tuple[str, ...]  # the long name first, then aliases and the short name
    help: str  # marked N_, translated where shown
    commands: tuple[str, ...]  # where it belongs
    kind: str = FLAG
    choices: tuple[str, ...] = ()
    default: Any = None
    metavar: str | None = None  # marked N_, translated where shown
    low: float | None = None  # NUMBER and COUNT bounds
    high: float | None = None
    completes: str | None = None  # what a TEXT option's values are completed from ("examples")

    @property
    def name(self) -> str:
        """`--jobs`: how messages and help texts name the option."""
        return self.flags[0]

    @property
    def negative(self) -> str:
        """`--no-explain`: a SWITCH's other name, as Click spells it."""
        return f"--no-{self.flags[0][2:]}"

    @property
    def short(self) -> str:
        """`-o`: the short name (the long one when there is none)."""
        return self.flags[-1] if self.flags[-1][1:2] != "-" else self.flags[0]


def long_flag(name: str) -> str:
    """`--map`: the spelling of an option a game declares by its name (a view, a derived
    form, a choice of `new` or render), here and in the messages that name it."""
    return f"--{name}"


_FORMAT_FLAGS = ("--format", "--output-format", "-f")
_OUTPUT_FLAGS = ("--output", "-o")
_BATCH = ("score", "validate", GAME_COMMAND)

OPTIONS: tuple[Opt, ...] = (
    Opt("version", (VERSION,), N_("Print the version and exit."), ("boardscore",)),
    Opt("lang", (LANG,), N_(
        "Language of the output and the messages: en or fr (default: the locale's, from "
        "LANGUAGE, LC_ALL, LC_MESSAGES or LANG; else English). Give it before the command: "
        "boardscore {lang} fr score FILE."), ("boardscore",), CHOICE, LANGUAGES),
    Opt("format", _FORMAT_FLAGS, N_("Output format."), ("score", "watch", GAME_COMMAND),
        CHOICE, SCORE_FORMATS, "text"),
    Opt("format", _FORMAT_FLAGS, N_("Output format."), ("validate",), CHOICE,
        VALIDATE_FORMATS, "text"),
    Opt("format", _FORMAT_FLAGS, N_("Output format."), ("games",), CHOICE, GAMES_FORMATS,
        "text"),
    Opt("format", _FORMAT_FLAGS, N_(
        "text: rendered on a terminal (Markdown when piped); markdown: always Markdown."),
        ("rules",), CHOICE, RULES_FORMATS, "text"),
    Opt("format", _FORMAT_FLAGS, N_("How problems are reported (the picture is always SVG)."),
        ("render",), CHOICE, DIAGNOSTIC_FORMATS, "text"),
    Opt("explain", ("--explain", "-e"), N_("Show the evidence behind every point."),
        ("score", GAME_COMMAND), FLAG, default=False),
    Opt("explain", ("--explain", "-e"), N_(
        "Show the evidence and the board pictures (the default)."), ("watch",), SWITCH,
        default=True),
    Opt("derived", ("--derived",), N_(
        "Print the simpler file each input reduces to ({forms}) instead of the scores: YAML, "
        "or JSON with {format} json."), ("score",), FLAG, default=False),
    Opt("strict", ("--strict",), N_("Warnings count as problems: a file with warnings exits 1."),
        _BATCH, FLAG, default=False),
    Opt("quiet", ("--quiet", "-q"), N_(
        "No batch summary and no progress bar (results and diagnostics still print)."),
        _BATCH, FLAG, default=False),
    Opt("colour", ("--color",), N_(
        "Colour in text output: auto (a terminal, unless NO_COLOR is set; FORCE_COLOR forces "
        "it), always or never."), (*_BATCH, "watch", "rules", "render"), CHOICE, COLOURS,
        "auto"),
    Opt("jobs", ("--jobs", "-j"), N_(
        "Score a batch in N worker processes (0: one per core); the output is the same, in the "
        "same order."), _BATCH, COUNT, default=1, metavar=N_("N"), low=0),
    Opt("interval", ("--interval",), N_("Seconds between looks at the file."), ("watch",),
        NUMBER, default=0.05, metavar=N_("SECONDS"), low=0.05, high=60.0),
    Opt("player", ("--player",), N_(
        "On a terminal, show the evidence and board of this player only."), ("watch",), TEXT,
        metavar=N_("NAME")),
    Opt("output", _OUTPUT_FLAGS, N_(
        "Write the schema to PATH (e.g. boardscore.schema.json, beside your board files); an "
        "existing file is kept unless {force}."), ("schema",), TEXT, metavar=N_("PATH")),
    Opt("output", _OUTPUT_FLAGS, N_(
        "Where to write the SVG (default: standard output). An existing file is kept unless "
        "{force}."), ("render",), TEXT, metavar=N_("OUT.svg")),
    Opt("output", _OUTPUT_FLAGS, N_(
        "Write the view to PATH instead of standard output (a .svg name draws SVG). An "
        "existing file is kept unless {force}."), ("GAME --view",), TEXT, metavar=N_("PATH")),
    Opt("output", _OUTPUT_FLAGS, N_(
        "Write the file to PATH instead of standard output. An existing file is kept unless "
        "{force}."), (NEW_COMMAND,), TEXT, metavar=N_("PATH")),
    Opt("force", ("--force",), N_("Let {output} replace an existing file."),
        ("schema", "render", "GAME --view", NEW_COMMAND), FLAG, default=False),
    Opt("name", ("--name", "-n"), N_("Which example (see {list}); default: the game's usual "
                                     "one."), ("example",), TEXT, completes="examples"),
    Opt("list", ("--list", "-l"), N_("List the examples."), ("example",), FLAG, default=False),
    Opt("players", ("--players", "-p"), N_(
        "The players, in seat order, separated by commas: {players} Ann,Bob,Cleo (default: two "
        "placeholder names)."), (NEW_COMMAND,), TEXT, metavar=N_("NAMES")),
    Opt("port", ("--port",), N_("The port to listen on (0: a free one; the address printed "
                                "first names it)."), ("serve",), COUNT, default=0,
        metavar=N_("N"), low=0),
    Opt("open", ("--open",), N_("Open the page in this computer's browser."), ("serve",), FLAG,
        default=False),
    Opt("lan", ("--lan",), N_("Serve the phones of the local network too: prints that address "
                              "and its QR code, and every request then needs the token the "
                              "address carries."), ("serve",), FLAG, default=False),
)


class Command(NamedTuple):
    name: str
    help: str  # N_
    arguments: tuple[tuple[str, str], ...] = ()  # (metavar, help), both marked N_


FILES_HELP = N_("Board files (YAML or JSON), directories of them, or - for stdin.")
_GAME = (N_("GAME"), N_("The game."))

COMMANDS: tuple[Command, ...] = (
    Command("score", N_("Score any supported game; each file's `game:` key decides."),
            ((N_("FILE..."), FILES_HELP),)),
    Command("watch", N_(
        "Score FILE again each time it is saved, until Ctrl-C (exit 0): the scores, the board\n"
        "pictures and the errors with their lines. On a terminal each run is one screen that "
        "ends\nwith the table and the winner (the pictures are cut to fit); elsewhere each run "
        "is\nprinted in full."), ((N_("FILE"), N_("The board file being typed.")),)),
    Command("validate", N_("Check files against the schema and the game's rules; print no "
                           "scores."), ((N_("FILE..."), FILES_HELP),)),
    Command("schema", N_("Print a game's JSON Schema (for editors and other tools), or the "
                         "result's."),
            ((N_("GAME|any|result"), N_(
                "A game (its input schema), `any` (every game's, chosen by the file's `game:` "
                "key), or `result` (the JSON output's schema).")),)),
    Command("example", N_("Print a complete, valid example file to start from."), (_GAME,)),
    Command("rules", N_(
        "Print the game's rules reference as this program applies it: input, scoring rules,\n"
        "every diagnostic code with its message, the project's decisions, worked examples."),
        (_GAME,)),
    Command("games", N_("List the supported games, their variants and the project's rule "
                        "decisions.")),
    Command("render", N_("Draw a board as SVG: what the scorer saw, with its errors, scoring "
                         "areas and score."),
            ((N_("FILE"), N_("One board file, or - for stdin.")),)),
    Command("serve", N_(
        "Serve the scorer as a web page for the phones at the table (docs/serve.md): each\n"
        "player enters their own board, everyone sees the scores (the optional extra serve)."),
        ((N_("[DIR]"), N_("The folder of the games' files (default: the current "
                          "folder).")),)),
    Command(GAME_COMMAND, N_("Score {game} files (a file without a `game:` key is read as "
                             "{game})."), ((N_("FILE..."), FILES_HELP),)),
    Command("new", N_("Print a file ready to fill in for tonight's game: the players named, "
                      "comments saying what to look at on the table and what to type. "
                      "{output_short} PATH writes it.")),
    Command(NEW_COMMAND, N_("A {game} file to fill in.")),
)


# The usage line's words: Click's [OPTIONS] and a group's COMMAND [ARGS]...
OPTIONS_WORD = N_("[OPTIONS]")
COMMAND_WORDS = N_("COMMAND [ARGS]...")


# The metavars Click gives an option without one (fasthelp.py writes them as Click does).
DEFAULT_METAVARS = (N_("INTEGER"), N_("FLOAT"), N_("TEXT"))


def metavar_shown(metavar: str) -> str:
    """A metavar (marked N_) in the chosen language; `[FILE...]` (optional) as `[FICHIER...]`
    in French."""
    shown = _(metavar)
    if shown == metavar and metavar.startswith("[") and metavar.endswith("]"):
        return f"[{_(metavar[1:-1])}]"
    return shown


class GameName(str):
    """A game's id that also knows its name, for a help text: `{game}` is the id, as in the
    `game:` key (English says `Score GAME files`); `{game.name}` is the name a translation
    may use (`parties de {game.name}`, with the game's name as its declaration gives it)."""

    name: str

    def __new__(cls, game: str) -> GameName:
        named = super().__new__(cls, game)
        named.name = GAMES[game].name if game in GAMES else game
        return named


def app_help() -> str:
    """The top-level help (Typer's page and fasthelp.py's), naming every game."""
    from boardscore.scorers.text import listed  # lazy: unicodedata: only for this page

    return _("Score finished games of {games} from a YAML or JSON board file, itemized: every "
             "point traced to what earned it.").format(
        games=listed([entry.name for entry in GAMES.values()]))


def command(name: str) -> Command:
    return next(c for c in COMMANDS if c.name == name)


def options_of(command: str, game: str | None = None) -> list[Opt]:
    """The options of a command, in the order help shows them; `game` adds a per-game
    command's own (its overrides, derived forms and views) or `new`'s choices."""
    found = [option for option in OPTIONS if command in option.commands]
    if game is None:
        return found
    entry = GAMES[game]
    if command == GAME_COMMAND:
        found[2:2] = list(_derived_options(entry))  # after --explain, as before
        found += [_game_choice(option) for option in entry.options]
        if entry.views:
            found += [*_view_options(entry), *options_of("GAME --view")]
    elif command == NEW_COMMAND:
        players, *rest = found
        found = [players, *(_game_choice(option, default=True) for option in entry.new_options),
                 *rest]
    return found


def render_options() -> list[Opt]:
    """render's board choices (every game's, once each) among its own options."""
    own = options_of("render")
    choices: dict[str, Opt] = {}
    for entry in GAMES.values():
        for board in entry.board_choices:
            choices.setdefault(board.name, Opt(
                board.name, (long_flag(board.name), board.short), board.help, ("render",),
                COUNT if board.integer else TEXT))
    first = {"output": 0, "force": 2, "format": 3, "colour": 4}
    ordered = sorted(own, key=lambda opt: first.get(opt.key, 5))
    return [ordered[0], *choices.values(), *ordered[1:]]


def option(key: str, command: str | None = "score") -> Opt:
    """The declared option `key` of `command` (None: of any command; every row of a key has
    the same names): where messages take its spelling from."""
    return next(o for o in OPTIONS
                if o.key == key and (command is None or command in o.commands))


def flag(key: str, command: str | None = None) -> str:
    """`--force`: the option's spelling, for a message or help text that names it."""
    return option(key, command).name


def spellings() -> dict[str, Opt]:
    """Every option by its key (render's board choices included), for texts that name options
    by placeholder: `{force.name}`, `{output.short}` (status.py's code table)."""
    return {**{o.key: o for o in reversed(OPTIONS)}, **{o.key: o for o in render_options()}}


def choose(value: str, choices: tuple[str, ...]) -> str | None:
    """The one choice check for the command line and the API: case-insensitive, the choice
    as the program spells it (`EXPERT` is `expert`), None when none matches."""
    folded = value.casefold()
    return next((choice for choice in choices if choice.casefold() == folded), None)


def derived_help() -> str:
    """`--derived`'s help, naming every game's first derived form."""
    forms = ", ".join(_(entry.derived_forms[0].what) for entry in GAMES.values()
                      if entry.derived_forms)
    return _(option("derived").help).format(forms=forms, **_names())


def _derived_options(entry: GameEntry) -> Iterator[Opt]:
    for index, form in enumerate(entry.derived_forms):
        own = long_flag(form.name)
        flags = (flag("derived"), own) if index == 0 else (own,)
        help_ = form.help if index and form.help else option("derived").help
        yield Opt(f"form_{form.name}", flags, help_, (GAME_COMMAND,), FLAG, default=False)


def _view_options(entry: GameEntry) -> Iterator[Opt]:
    for view in entry.views:
        yield Opt(view.name, (long_flag(view.name),), view.help, (GAME_COMMAND,), FLAG,
                  default=False)


def _game_choice(declared: Any, *, default: bool = False) -> Opt:
    return Opt(declared.name, (long_flag(declared.name),), declared.help, (GAME_COMMAND,),
               CHOICE, declared.choices, declared.default if default else None)


def help_of(opt: Opt) -> str:
    """An option's help in the chosen language."""
    if opt.key == "derived" or (opt.key.startswith("form_") and opt.help == option("derived")
                                .help):
        return derived_help()
    if opt in OPTIONS:  # the table's own help names other options by placeholder: {force}
        return _(opt.help).format(**_names())
    return _(opt.help)


def help_text(help_: str, game: str | None = None) -> str:
    """A command's help (marked N_) in the chosen language: the per-game ones name their game
    (`{game}`), and an option is named by placeholder (`{output_short} PATH`)."""
    return _(help_).format(**_names(), **({"game": GameName(game)} if game else {}))


def _names() -> dict[str, str]:
    """`{force}` and `{output_short}` for the texts that name options (the long name, the
    short one)."""
    return {**{opt.key: opt.name for opt in OPTIONS},
            **{f"{opt.key}_short": opt.short for opt in OPTIONS}}
