"""Mondo: every diagnostic code the program can report (rules §10), in one table.

The checks refer to these members; the shipped rules reference (`boardscore rules
mondo`) lists every one of them, and a test keeps the two in step.
"""

from enum import StrEnum


class Code(StrEnum):
    # §10.1 errors
    ROUND_ORDER = "round-order"
    PLAYER_DUPLICATE = "player-duplicate"
    PLAYERS_DIFFER = "players-differ"
    VOLCANO_CHIP_MISSING = "volcano-chip-missing"
    VOLCANO_CHIP_ROUND1 = "volcano-chip-round1"
    VOLCANO_CHIP_UNKNOWN = "volcano-chip-unknown"
    VOLCANO_CHIP_MISMATCH = "volcano-chip-mismatch"
    CARD_MISSING = "card-missing"
    CARD_NOT_USED = "card-not-used"
    TASKS_NOT_EXPERT = "tasks-not-expert"
    TASK_LAYOUT_SIZE = "task-layout-size"
    TASK_TOO_MANY = "task-too-many"
    TASK_DUPLICATE = "task-duplicate"
    TASK_SHARED = "task-shared"
    TASK_NOT_LAID_OUT = "task-not-laid-out"
    TASK_TOO_EARLY = "task-too-early"
    CHIP_NOT_IN_PLAY = "chip-not-in-play"
    CHIP_TAKEN_TWICE = "chip-taken-twice"
    CHIP_ORDER = "chip-order"
    BOARD_CELL_DUPLICATE = "board-cell-duplicate"
    BOARD_DISCONNECTED = "board-disconnected"
    RIM_KEY = "rim-key"
    RIM_MISSING = "rim-missing"
    TILE_OFF_BOARD = "tile-off-board"
    TILE_TWICE = "tile-twice"
    TILES_DISCONNECTED = "tiles-disconnected"
    SHORTHAND_SIDES = "shorthand-sides"
    SHORTHAND_TOKEN = "shorthand-token"
    SHORTHAND_REPEAT = "shorthand-repeat"
    AREAS_NOT_PARTITION = "areas-not-partition"
    AREA_MIXED = "area-mixed"
    AREAS_CROSS = "areas-cross"
    SPLIT_NEEDED = "split-needed"
    INNER_SAME = "inner-same"
    ANIMAL_UNKNOWN = "animal-unknown"
    ANIMAL_NO_AREA = "animal-no-area"
    ANIMAL_AREA_AMBIGUOUS = "animal-area-ambiguous"
    ANIMAL_AREA_WRONG = "animal-area-wrong"
    ANIMAL_AREA_ALONE = "animal-area-alone"
    WATER_ANIMAL_CLASH = "water-animal-clash"

    # §8.1 solo play
    CHIP_SOLO = "chip-solo"
    VOLCANO_CHIP_SOLO = "volcano-chip-solo"
    PREPLACED_NOT_SOLO = "preplaced-not-solo"
    PREPLACED_COUNT = "preplaced-count"
    PREPLACED_EMPTY = "preplaced-empty"

    # §4.4 the rows form
    ROWS_AND_TILES = "rows-and-tiles"
    ROW_UNKNOWN = "row-unknown"
    ROW_LENGTH = "row-length"

    # §10.2 warnings
    FULL_BOARD_NO_CHIP = "full-board-no-chip"
    BOARD_SIZE = "board-size"
    CARD_REPEATED = "card-repeated"
    LEVELS_DIFFER = "levels-differ"
    RIM_UNUSED = "rim-unused"
    NO_TILES = "no-tiles"
    ROUND_NOT_PLAYED = "round-not-played"
