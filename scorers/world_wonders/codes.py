"""World Wonders: every diagnostic code the program can report (rules §8), in one table.

The checks refer to these members; the shipped rules reference (`boardscore rules
world-wonders`) lists every one of them, and a test keeps the two in step.
"""

from enum import StrEnum


class Code(StrEnum):
    # players and the file
    E01 = "E01"
    E02 = "E02"
    E03 = "E03"
    E04 = "E04"
    E05 = "E05"
    E06 = "E06"
    E07 = "E07"
    E08 = "E08"
    E09 = "E09"

    # terrain and population
    E10 = "E10"
    E11 = "E11"
    E12 = "E12"
    E13 = "E13"
    E14 = "E14"
    E15 = "E15"

    # pieces: static checks
    E20 = "E20"
    E21 = "E21"
    E22 = "E22"
    E23 = "E23"
    E24 = "E24"
    E25 = "E25"
    E26 = "E26"
    E27 = "E27"
    E28 = "E28"
    E29 = "E29"
    E30 = "E30"
    E31 = "E31"

    # support (the fix-point)
    E32 = "E32"
    E33 = "E33"
    E34 = "E34"

    # monument cards
    E40 = "E40"
    E41 = "E41"
    E42 = "E42"

    # drawings
    E50 = "E50"
    E51 = "E51"
    E52 = "E52"
    E53 = "E53"
    E54 = "E54"
    E55 = "E55"

    # warnings
    W01 = "W01"
    W02 = "W02"
    W03 = "W03"
    W04 = "W04"
    W05 = "W05"
    W06 = "W06"
    W07 = "W07"
    W08 = "W08"
    W09 = "W09"
    W10 = "W10"
    W11 = "W11"
    W12 = "W12"
    W13 = "W13"
    W14 = "W14"
    W15 = "W15"
    W16 = "W16"
    W17 = "W17"
    W18 = "W18"
    OPTION_UNUSED = "option-unused"
