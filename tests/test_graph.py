"""scorers/graph.py against a brute-force closure, on random graphs (issue #13: one graph
helper for every game, tested once)."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from boardscore.scorers.graph import UnionFind, components, is_connected

EDGES = st.lists(st.tuples(st.integers(0, 14), st.integers(0, 14)), max_size=30)
NODES = st.sets(st.integers(0, 14), max_size=15)


def _neighbours(edges: list[tuple[int, int]]) -> dict[int, set[int]]:
    around: dict[int, set[int]] = {n: set() for n in range(15)}
    for a, b in edges:
        around[a].add(b)
        around[b].add(a)
    return around


def _closure(nodes: set[int], around: dict[int, set[int]]) -> set[frozenset[int]]:
    """Brute force: grow each node's class until nothing changes."""
    classes = {n: {n} for n in nodes}
    changed = True
    while changed:
        changed = False
        for n in nodes:
            grown = set().union(*(classes[m] for m in classes[n]))
            grown |= {m for k in grown for m in around[k] if m in nodes}
            if grown != classes[n]:
                classes[n], changed = grown, True
    return {frozenset(c) for c in classes.values()}


@given(NODES, EDGES)
def test_components_are_the_closure(nodes: set[int], edges: list[tuple[int, int]]) -> None:
    around = _neighbours(edges)
    order = sorted(nodes)
    found = components(order, around.__getitem__)
    assert {frozenset(group) for group in found} == _closure(nodes, around)
    assert sum(len(group) for group in found) == len(nodes)  # each node once
    firsts = [group[0] for group in found]
    assert firsts == sorted(firsts)  # in the order of their first node
    assert is_connected(order, around.__getitem__) == (len(found) <= 1)


@given(st.integers(1, 15), EDGES)
def test_union_find_joins_what_the_edges_join(size: int, edges: list[tuple[int, int]]) -> None:
    sets = UnionFind(size)
    kept = [(a, b) for a, b in edges if a < size and b < size]
    for a, b in kept:
        sets.union(a, b)
    roots = sets.roots()
    classes: dict[int, set[int]] = {}
    for item, root in enumerate(roots):
        classes.setdefault(root, set()).add(item)
        assert roots[root] == root  # a root is its own root
    assert {frozenset(c) for c in classes.values()} == _closure(set(range(size)),
                                                                 _neighbours(kept))


def test_neighbours_outside_the_nodes_do_not_connect() -> None:
    around = {1: [2], 2: [1, 3], 3: [2]}
    assert components([1, 3], around.__getitem__) == [[1], [3]]
    assert not is_connected([1, 3], around.__getitem__)
    assert is_connected([], around.__getitem__)
    assert is_connected([1], around.__getitem__)
