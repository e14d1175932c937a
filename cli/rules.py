"""`boardscore rules GAME`: the game's rules reference as this program applies it.

The reference is Markdown shipped inside the game's package: scorers/<game>/rules.md in
English (the contract the tests are written from) and its translation rules.fr.md, read when
French is chosen (tests/test_rules_french.py keeps the two in step: the same sections, codes,
decision ids, category ids and numbers). The codes every game shares are appended from the
one table that defines them (status.py), with their meanings in the reference's language. On
a terminal it is rendered with rich; piped, or with --format markdown, it is plain Markdown.
"""

from __future__ import annotations

import os
import sys
from importlib import import_module

from boardscore.options import spellings
from boardscore.scorers.i18n import language
from boardscore.scorers.registry import GAMES
from boardscore.status import ENVELOPE_CODES, ExitStatus
from boardscore.streams import colour_wanted

# Said in both languages, on standard error, when a game has no French reference yet (every
# shipped game has one: tests/test_rules_french.py).
ENGLISH_ONLY = ("boardscore: la référence des règles de ce jeu n'existe qu'en anglais (elle fait "
                "foi) / this game's rules reference exists in English only (it is the "
                "contract)\n")

# The shared codes' meanings in French (status.py holds the English ones; a test checks that
# both tables name the same codes).
SHARED_CODES_FR: dict[str, str] = {
    "yaml-syntax": "le fichier n'est pas du YAML valide (le message nomme en toutes lettres "
                   "les faux pas courants : une tabulation, un guillemet ou un crochet non "
                   "fermé, une ligne indentée sous aucune colonne du dessus)",
    "json-syntax": "un fichier nommé *.json n'est pas du JSON valide",
    "indentation": "une clé laissée vide et suivie de clés qui lui appartiennent, un niveau "
                   "plus bas",
    "yaml-value": "le fichier contient une valeur que Python ne sait pas lire",
    "encoding": "pas du texte UTF-8 (une BOM est acceptée)",
    "duplicate-key": "une clé apparaît deux fois dans une même table (les deux lignes sont "
                     "indiquées)",
    "too-large": "le fichier dépasse 10 Mo",
    "too-deep": "le fichier s'imbrique sur plus de 64 niveaux",
    "too-many-nodes": "plus de 1 000 000 valeurs une fois les alias YAML développés",
    "recursive-alias": "un alias YAML renvoie à un nœud qui le contient",
    "not-a-mapping": "le fichier n'est pas une table qui commence par game:",
    "no-game": "pas de clé game: (boardscore score en a besoin)",
    "unknown-game": "game: nomme un jeu que boardscore ne compte pas",
    "wrong-game": "un fichier d'un autre jeu donné à la commande d'un jeu",
    "unknown-key": "une clé que le schéma ne connaît pas (avec une suggestion quand une clé "
                   "proche existe)",
    "schema": "toute autre violation du schéma sans code propre au jeu",
    "text-unreadable": "un nom ou un autre texte libre avec un caractère de contrôle, un "
                       "séparateur de ligne, un demi-code de substitution isolé, un contrôle "
                       "bidirectionnel, rien de visible, des espaces autour, ou plus de 1 000 "
                       "caractères (commentaires : 5 000)",
    "played-date": "played.date n'est pas une date (AAAA-MM-JJ, éventuellement avec hh:mm ou "
                   "hh:mm:ss)",
    "played-start-player": "avertissement : played.start_player ne nomme personne qui joue",
    "played-timezone": "played.timezone n'est pas un nom de fuseau horaire IANA (comme "
                       "Europe/Paris)",
    "played-no-date": "{format.name} bgstats ou bgstats-link sur un fichier sans played.date "
                      "(docs/bgstats.md)",
    "played-local-time": "avertissement, {format.name} bgstats ou bgstats-link : played.date a été "
                         "lue dans le fuseau horaire de cette machine (pas de played.timezone)",
    "bgstats-link-long": "avertissement, {format.name} bgstats-link : le lien dépasse ce que "
                         "contient un QR code, même sans les commentaires (noms des joueurs ou "
                         "lieu trop longs)",
    "no-such-board": "render : {round.name} ou {player.name} nomme un plateau que le fichier "
                     "n'a pas",
    "no-picture": "render : le jeu n'a pas d'image",
    "no-derived-form": "{derived.name} sur un jeu qui n'a pas de forme plus simple",
    "not-found": "fichier introuvable",
    "unreadable": "le fichier, ou un dossier d'un lot, n'a pas pu être lu",
    "not-a-file": "un FIFO, un socket ou un périphérique : seuls les fichiers ordinaires (et - "
                  "pour l'entrée standard) sont lus, jamais ouverts pour attendre",
    "output-exists": "{output.short} nomme un fichier qui existe (remplacez-le avec "
                     "{force.name})",
    "output-is-input": "{output.short} nomme un fichier d'entrée, entrée standard comprise (même "
                       "périphérique et même inode, quelle que soit l'écriture ; refusé même "
                       "avec {force.name})",
    "output-read-only": "{output.short} nomme un fichier en lecture seule, ou sur un système de "
                        "fichiers "
                        "monté en lecture seule (refusé même avec {force.name})",
    "output-not-a-file": "{output.short} nomme un dossier ou un fichier spécial (utilisez "
                         "{output.short} - pour la "
                         "sortie standard)",
    "output-unwritable": "le fichier de sortie n'a pas pu être écrit",
    "output-owner": "avertissement : {force.name} a remplacé le fichier d'un autre utilisateur, "
                    "qui "
                    "appartient maintenant à celui-ci (seul root garde le propriétaire)",
    "no-board-files": "un dossier sans fichier .yaml, .yml ou .json",
    "unknown-option": "l'API Python : une option que le jeu ne déclare pas, ou une valeur "
                      "qu'elle ne prend pas",
    "internal-error": "un bogue de boardscore ; les autres fichiers d'un lot sont quand même "
                      "comptés",
}

_SHARED_HEADINGS = {
    "en": ("Codes every game shares",
           "Reported by the loader and the command line for a file of any game.",
           "| code | exit status | meaning |"),
    "fr": ("Codes communs à tous les jeux",
           "Signalés par le chargement et la ligne de commande, pour un fichier de n'importe "
           "quel jeu.",
           "| code | code de sortie | signification |"),
}


def reference_file(game: str, lang: str = "en") -> str:
    """The path of the game's reference in `lang` (`rules.md`, `rules.fr.md`)."""
    package = import_module(GAMES[game].module)
    folder = os.path.dirname(package.__file__ or "")
    return os.path.join(folder, "rules.md" if lang == "en" else f"rules.{lang}.md")


def shared_meaning(code: str, lang: str = "en") -> str:
    """A shared code's meaning in `lang`, the options it names spelled as the table does."""
    english = ENVELOPE_CODES[code][1]
    return (SHARED_CODES_FR.get(code, english) if lang == "fr" else english).format(
        **spellings())


def reference_text(game: str, lang: str = "en") -> str:
    """The game's reference in `lang` (`en` or `fr`), with the shared codes at the end."""
    with open(reference_file(game, lang), encoding="utf-8") as handle:
        text = handle.read()
    title, intro, header = _SHARED_HEADINGS[lang]
    rows = "\n".join(f"| `{code}` | {int(status)} | {shared_meaning(code, lang)} |"
                     for code, (status, _meaning) in ENVELOPE_CODES.items())
    return (f"{text.rstrip()}\n\n---\n\n## {title}\n\n{intro}\n\n"
            f"{header}\n|---|---|---|\n{rows}\n")


def show_rules(game: str, output_format: str, colour: str = "auto") -> ExitStatus:
    """The reference in the chosen language: Markdown when asked or piped; rendered with rich
    on a terminal (in colour as --color says)."""
    lang = "fr" if language() == "fr" else "en"
    if not os.path.isfile(reference_file(game, lang)):  # a game added before its translation
        sys.stderr.write(ENGLISH_ONLY)
        sys.stderr.flush()
        lang = "en"
    text = reference_text(game, lang)
    if output_format == "markdown" or not (sys.stdout.isatty() or colour == "always"):
        sys.stdout.write(text)
        return ExitStatus.OK
    # lazy: rich only on a terminal (rules piped is plain Markdown)
    from rich.console import Console
    from rich.markdown import Markdown

    coloured = colour_wanted(sys.stdout, colour)
    Console(no_color=not coloured, force_terminal=coloured or None).print(Markdown(text))
    return ExitStatus.OK
