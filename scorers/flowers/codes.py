"""Flowers: every diagnostic code the program can report (rules §5), in one table.

The checks refer to these members; the shipped rules reference (`boardscore rules
flowers`) lists every one of them, and a test keeps the two in step.
"""

from enum import StrEnum


class Code(StrEnum):
    # schema errors
    V1 = "V1"
    V2 = "V2"
    V3 = "V3"
    V4 = "V4"
    V5 = "V5"
    MIXED_FORM = "mixed-form"

    # rule errors, both forms
    V6 = "V6"
    V7 = "V7"
    V8 = "V8"
    V9 = "V9"

    # final tableau
    V10 = "V10"
    V11 = "V11"
    V12 = "V12"
    V13 = "V13"
    V14 = "V14"
    V15 = "V15"
    V16 = "V16"
    V17 = "V17"
    V18 = "V18"
    V19 = "V19"
    V20 = "V20"

    # turn log
    V21 = "V21"
    V22 = "V22"
    V23 = "V23"
    V24 = "V24"
    V25 = "V25"
    V26 = "V26"
    V27 = "V27"
    V28 = "V28"
    V29 = "V29"
    V30 = "V30"
    V31 = "V31"
    V32 = "V32"
    V33 = "V33"
    V34 = "V34"
    V35 = "V35"
    V36 = "V36"
    V37 = "V37"
    V38 = "V38"

    # warnings
    W1 = "W1"
    W2 = "W2"
    W3 = "W3"
    W4 = "W4"
    W5 = "W5"
