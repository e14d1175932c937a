"""Graph helpers shared by the games: connected components and union-find.

Mondo's tiles and regions and World Wonders' building tiles, roads and green areas are all
"what is connected to what"; every game asks it through these few functions.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable

TYPE_CHECKING = False  # typing's, without importing typing (a scored file never loads it)
if TYPE_CHECKING:
    from typing import TypeVar

    Node = TypeVar("Node", bound=Hashable)


def components(nodes: Iterable[Node], neighbours: Callable[[Node], Iterable[Node]]
               ) -> list[list[Node]]:
    """The connected components of `nodes`: two nodes are connected when a chain of
    `neighbours` steps leads from one to the other without leaving `nodes` (neighbours outside
    it are ignored). Components come in the order of their first node in `nodes`, and each
    lists its nodes in the order they were reached from that node."""
    left = dict.fromkeys(nodes)
    found: list[list[Node]] = []
    for start in list(left):
        if start not in left:
            continue
        del left[start]
        group, stack = [start], [start]
        while stack:
            for other in neighbours(stack.pop()):
                if other in left:
                    del left[other]
                    group.append(other)
                    stack.append(other)
        found.append(group)
    return found


def is_connected(nodes: Iterable[Node], neighbours: Callable[[Node], Iterable[Node]]) -> bool:
    """Whether `nodes` form one connected component (no nodes, or one, count as connected)."""
    within = set(nodes)
    if len(within) < 2:
        return True
    return len(_reached(next(iter(within)), within, neighbours)) == len(within)


def _reached(start: Node, within: set[Node], neighbours: Callable[[Node], Iterable[Node]]
             ) -> set[Node]:
    seen, stack = {start}, [start]
    while stack:
        for other in neighbours(stack.pop()):
            if other in within and other not in seen:
                seen.add(other)
                stack.append(other)
    return seen


class UnionFind:
    """Disjoint sets over 0 … size − 1 (path halving): `union` joins two sets, `root` names a
    set by one of its members. Mondo's regions join tile areas across matching contacts."""

    __slots__ = ("parent",)

    def __init__(self, size: int) -> None:
        self.parent = list(range(size))

    def root(self, item: int) -> int:
        parent = self.parent
        while parent[item] != item:
            parent[item] = parent[parent[item]]
            item = parent[item]
        return item

    def union(self, one: int, two: int) -> None:
        self.parent[self.root(one)] = self.root(two)

    def roots(self) -> list[int]:
        """Each member's root, in member order (every path flattened)."""
        return [self.root(item) for item in range(len(self.parent))]
