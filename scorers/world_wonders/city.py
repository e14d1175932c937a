"""One player's finished city, with what scoring and pictures ask of it computed once."""

from __future__ import annotations

from functools import cached_property

from boardscore.scorers.graph import components
from boardscore.scorers.record import Record
from boardscore.scorers.world_wonders.grid import LAND, Cell, reading_order
from boardscore.scorers.world_wonders.model import Piece, Player


class City(Record, frozen=False):
    """One player's finished map, with what the scoring asks of it computed once."""

    __slots__ = ("__dict__",)  # where functools.cached_property keeps its values
    player: Player

    @cached_property
    def occupant(self) -> dict[Cell, Piece]:
        found: dict[Cell, Piece] = {}
        for piece in self.player.pieces:
            for cell in piece.cells:
                if self.player.terrain.on_grid(cell):
                    found.setdefault(cell, piece)
        return found

    @cached_property
    def tiles(self) -> list[Piece]:
        return [p for p in self.player.pieces if p.kind == "building"]

    @cached_property
    def free_resources(self) -> set[Cell]:
        """Resource cells whose icon shows (nothing covers them)."""
        return {c for c in self.player.terrain.resources if c not in self.occupant}

    def neighbours(self, cell: Cell) -> tuple[Cell, ...]:
        return self.player.terrain.neighbours(cell)

    @cached_property
    def resource_cells(self) -> list[tuple[Cell, Piece | None, list[Piece]]]:
        """Each resource cell: what covers it, and the pieces next to it."""
        found = []
        for cell in self.player.terrain.resources:
            beside = list(dict.fromkeys(self.occupant[n] for n in self.neighbours(cell)
                                        if n in self.occupant))
            found.append((cell, self.occupant.get(cell), beside))
        return found

    def open_cells(self, tile: Piece) -> list[Cell]:
        """The empty land cells next to a tile (rules §6.1 line 5): none makes a district."""
        own, terrain = set(tile.cells), self.player.terrain
        found: list[Cell] = []
        for cell in tile.cells:
            for other in terrain.neighbours(cell):
                if other not in own and terrain.at(other) == LAND \
                        and other not in self.occupant and other not in found:
                    found.append(other)
        return sorted(found, key=reading_order)

    @cached_property
    def districts(self) -> list[Piece]:
        return [tile for tile in self.tiles if not self.open_cells(tile)]

    def groups(self, cells: set[Cell]) -> list[list[Cell]]:
        """Side-by-side connected groups of `cells`."""
        return components(sorted(cells, key=reading_order), self.player.terrain.around.__getitem__)
