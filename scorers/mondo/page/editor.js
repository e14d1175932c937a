// The Mondo editor of the page (issue 26; loaded by /static/editors.js): the player's board as it lies on the table, a tile editor, the
// round's chip, card and tasks, and what is shared by the game (water species, back-side rim).
import { button, h, section, svgImage } from "/static/dom.js";
import { t } from "/static/i18n.js";
import { clone } from "/static/session.js";
import { choiceRow, diagnosticList, diagnosticsAt, linesOf, multiRow } from "/static/shared.js";
import {
  areasOf, blankTile, boardOf, cellParts, complete, landscapeOf, landscapesOn, readingOrder,
  rimSides, rotated, shorthand, writeBoard, LETTER_OF, LETTERS, SIDES,
} from "./tiles.js";

const KEYS = ["W", "F", "D", "S"];

/** Round numbers as the scorer counts them: `round`, else previous + 1, first 1. */
export function roundNumbers(doc) {
  const numbers = [];
  (doc.rounds || []).forEach((round, i) => {
    numbers.push(round && Number.isInteger(round.round) ? round.round : i ? numbers[i - 1] + 1 : 1);
  });
  return numbers;
}

/** The players of every round, in the order they first appear. */
export function players(doc) {
  const names = [];
  for (const round of doc.rounds || []) for (const p of (round && round.players) || []) if (p && !names.includes(p.name)) names.push(p.name);
  return names;
}

/** A player's progress in the round shown: tiles placed, the chip taken. */
export function progress(ctx, name) {
  const { session, vocab } = ctx;
  const doc = session.doc;
  const r = Math.min(session.ui.round || 0, doc.rounds.length - 1);
  const player = (doc.rounds[r].players || []).find((p) => p && p.name === name);
  if (!player) return { done: false, text: "" };
  const layout = (doc.board && doc.board.cells) || vocab.layout;
  const count = Object.keys(boardOf(player, layout)).length;
  const chip = player.chip !== undefined && player.chip !== null && player.chip !== "none";
  const text = t("round {n}: {count} tiles", { n: roundNumbers(doc)[r], count }) + (chip ? `, ${t("chip {chip}", { chip: player.chip })}` : "");
  return { done: chip || count >= layout.length, text };
}

/** The picture drawn beside the editor: this player's board in the round shown. */
export function pictures(session) {
  const doc = session.doc;
  if (!session.me) return [];
  const r = Math.min(session.ui.round || 0, (doc.rounds || []).length - 1);
  return [`${roundNumbers(doc)[r]}/${session.me}`];
}

// The usual water species (a file declares its own; these have French names in the catalogue).
const WATER_SPECIES = ["turtle", "octopus", "dolphin", "whale", "shark", "fish", "crab", "seal",
  "jellyfish", "seahorse", "starfish", "penguin", "squid", "orca", "ray", "walrus", "otter", "frog",
  "crocodile", "hippo", "lobster", "clownfish", "sea-turtle"];

/** The command line's words the editor shows (asked from the server's catalogue). */
export function messages(vocab) {
  return [...vocab.landscapes, ...Object.values(vocab.species).flat(), ...WATER_SPECIES,
    ...vocab.cards, ...vocab.tasks, "beginner", "advanced", "expert", "front", "back", ...SIDES];
}

/** What the editor works on: the round, this player's entry, the board and the selection. */
function place(ctx) {
  const { session, vocab } = ctx;
  const doc = session.doc;
  const ui = session.ui;
  const r = Math.min(ui.round || 0, (doc.rounds || []).length - 1);
  const round = doc.rounds[r];
  const players = round.players || [];
  const j = players.findIndex((p) => p && p.name === session.me);
  const player = players[j];
  const boardNode = (player && player.board) || round.board || doc.board || {};
  const layout = boardNode.cells || vocab.layout;
  const side = (player && player.side) || round.side || doc.side || "front";
  const level = round.level || doc.level || "beginner";
  const number = roundNumbers(doc)[r];
  const board = player ? boardOf(player, layout) : {};
  return { doc, ui, r, round, players, j, player, layout, side, level, number, board };
}

/** The tile being edited: the draft of an unfinished tile, else the tile on the cell. */
function current(p) {
  const { ui, r, board } = p;
  const cell = ui.cell && p.layout.includes(ui.cell) ? ui.cell : null;
  if (!cell) return { cell: null, tile: null };
  const draft = ui.draft && ui.draft.round === r && ui.draft.cell === cell ? ui.draft.tile : null;
  return { cell, tile: draft ? clone(draft) : board[cell] ? clone(board[cell]) : blankTile() };
}

const firstOpen = (tile) => {
  const i = tile.sides.indexOf(null);
  return i < 0 ? 4 : i;
};

/** Puts `tile` on `cell`: a complete tile goes into the document, an unfinished one waits. */
function commit(ctx, p, cell, tile, extra = {}) {
  const { session } = ctx;
  const before = JSON.stringify(p.player);
  const board = p.board;
  if (tile && (complete(tile) || tile.raw !== undefined)) {
    board[cell] = tile;
    session.setUi({ draft: null, last: clone(tile), cell, ...extra });
  } else {
    delete board[cell];
    const started = tile && tile.sides.some((s) => s !== null);
    session.setUi({ draft: started ? { round: p.r, cell, tile } : null, cell, ...extra });
  }
  writeBoard(p.player, board, p.layout);
  if (JSON.stringify(p.player) !== before) session.changed("mine");
  else ctx.rerender();
}

function nextCell(p, from, emptyOnly) {
  const order = readingOrder(p.layout);
  const start = from ? order.indexOf(from) + 1 : 0;
  for (let k = 0; k < order.length; k += 1) {
    const cell = order[(start + k) % order.length];
    if (!emptyOnly || !p.board[cell]) return cell;
  }
  return null;
}

// --- actions ---

function typeKey(ctx, letter) {
  const p = place(ctx);
  if (p.ui.paint) { ctx.session.setUi({ brush: letter }); ctx.rerender(); return; }
  let { cell, tile } = current(p);
  let cursor = p.ui.cursor ?? 0;
  if (!cell || (complete(tile) && cursor >= 4)) {
    cell = nextCell(p, cell, true);
    if (!cell) return;
    tile = blankTile();
    cursor = 0;
  }
  if (cursor >= 4) cursor = firstOpen(tile);
  if (cursor >= 4) return;
  tile.sides[cursor] = letter;
  commit(ctx, p, cell, tile, { cursor: nextOpen(tile, cursor), areaPick: false });
}

const nextOpen = (tile, from) => {
  for (let i = from + 1; i < 4; i += 1) if (tile.sides[i] === null) return i;
  return firstOpen(tile);
};

function fillRest(ctx) {
  const p = place(ctx);
  const { cell, tile } = current(p);
  if (!cell) return;
  const typed = tile.sides.filter((s) => s !== null);
  const letter = p.ui.brush && p.ui.paint ? p.ui.brush : typed[typed.length - 1];
  if (!letter) return;
  tile.sides = tile.sides.map((s) => s ?? letter.toUpperCase());
  commit(ctx, p, cell, tile, { cursor: 4 });
}

function tapSide(ctx, i) {
  const p = place(ctx);
  const { cell, tile } = current(p);
  if (!cell) return;
  const now = tile.sides[i];
  if (p.ui.paint && p.ui.brush) tile.sides[i] = p.ui.brush;
  else tile.sides[i] = now ? KEYS[(KEYS.indexOf(now.toUpperCase()) + 1) % 4] : "W";
  commit(ctx, p, cell, tile, { cursor: firstOpen(tile) });
}

function toggleSplit(ctx, i) {
  const p = place(ctx);
  const { cell, tile } = current(p);
  const letter = tile.sides[i];
  if (!letter) return;
  tile.sides[i] = letter === letter.toUpperCase() ? letter.toLowerCase() : letter.toUpperCase();
  commit(ctx, p, cell, tile);
}

function chooseAnimal(ctx, species, landscape) {
  const p = place(ctx);
  const { cell, tile } = current(p);
  if (tile.animal === species) {
    tile.animal = null;
    tile.area = null;
    commit(ctx, p, cell, tile, { areaPick: false });
    return;
  }
  tile.animal = species;
  tile.area = null;
  const homes = areasOf(tile).filter((a) => a.landscape === landscape);
  commit(ctx, p, cell, tile, { areaPick: homes.length > 1 });
}

function chooseArea(ctx, area) {
  const p = place(ctx);
  const { cell, tile } = current(p);
  tile.area = area;
  commit(ctx, p, cell, tile, { areaPick: false });
}

function setExtra(ctx, key, value, none) {
  const p = place(ctx);
  const { cell, tile } = current(p);
  if (!cell) return;
  tile[key] = tile[key] === value ? none : value;
  if (key === "inner" && tile.area === "inner" && !tile.inner) tile.area = null;
  commit(ctx, p, cell, tile);
}

function copyLast(ctx) {
  const p = place(ctx);
  const last = p.ui.last;
  if (!last) return;
  let { cell, tile } = current(p);
  if (!cell || complete(tile)) cell = nextCell(p, cell, true);
  if (!cell) return;
  tile = clone(last);
  commit(ctx, p, cell, tile, { cursor: 4 });
}

function rotate(ctx) {
  const p = place(ctx);
  const { cell, tile } = current(p);
  if (cell) commit(ctx, p, cell, rotated(tile), { cursor: firstOpen(tile) });
}

function clearCell(ctx) {
  const p = place(ctx);
  const { cell } = current(p);
  if (cell) commit(ctx, p, cell, null, { cursor: 0, areaPick: false });
}

function selectCell(ctx, cell) {
  const p = place(ctx);
  const draft = p.ui.draft && p.ui.draft.round === p.r && p.ui.draft.cell === cell;
  const tile = draft ? p.ui.draft.tile : p.board[cell];
  ctx.session.setUi({ cell, cursor: tile ? firstOpen(tile) : 0, areaPick: false });
  ctx.rerender();
}

function togglePreplaced(ctx) {
  const p = place(ctx);
  const { cell } = current(p);
  if (!cell) return;
  const list = Array.isArray(p.player.preplaced) ? p.player.preplaced : [];
  p.player.preplaced = list.includes(cell) ? list.filter((c) => c !== cell) : [...list, cell];
  if (!p.player.preplaced.length) delete p.player.preplaced;
  ctx.session.changed("mine");
}

// --- the view ---

export function view(ctx) {
  const p = place(ctx);
  if (!p.player) return h("p", { class: "note" }, t("{name} does not play in this round.", { name: ctx.session.me }));
  const errors = closureErrors(ctx, p);
  return h("div", { class: "mondo" },
    roundTabs(ctx, p),
    boardGrid(ctx, p, errors),
    tileEditor(ctx, p),
    roundPanel(ctx, p),
    pictureAndScore(ctx, p),
    gamePanel(ctx, p));
}

function roundTabs(ctx, p) {
  if (p.doc.rounds.length < 2) return null;
  const numbers = roundNumbers(p.doc);
  return h("nav", { class: "tabs", "aria-label": t("Rounds") },
    numbers.map((n, i) => button(t("Round {n}", { n }), () => {
      ctx.session.setUi({ round: i, cell: null, draft: null, areaPick: false });
      ctx.rerender();
    }, { id: `round-tab-${i}`, "aria-current": i === p.r ? "page" : null,
      class: i === p.r ? "tab on" : "tab" })));
}

/** Closure errors of this board from the result's evidence: {"C3:E": true, ...}. */
function closureErrors(ctx, p) {
  const result = ctx.session.score.result;
  const marks = {};
  if (!result) return marks;
  const me = result.players.find((q) => q.name === ctx.session.me);
  const line = me && me.lines.find((l) => l.category === `r${p.number}.errors`);
  for (const item of (line && line.evidence) || []) {
    for (const m of item.matchAll(/([A-Z][0-9]+):([NESW])/g)) marks[`${m[1]}:${m[2]}`] = true;
  }
  return marks;
}

function cellDiagnostics(ctx, p) {
  const byCell = {};
  const prefix = `rounds[${p.r}].players[${p.j}].`;
  for (const d of ctx.session.score.diagnostics) {
    const m = (d.path || "").startsWith(prefix) && d.path.slice(prefix.length).match(/^tiles\.([A-Z][0-9]+)/);
    if (m) (byCell[m[1]] ||= []).push(d);
  }
  return byCell;
}

function boardGrid(ctx, p, errors) {
  const cells = readingOrder(p.layout);
  const parts = cells.map(cellParts);
  const minCol = Math.min(...parts.map((q) => q.col));
  const maxCol = Math.max(...parts.map((q) => q.col));
  const minRow = Math.min(...parts.map((q) => q.row));
  const maxRow = Math.max(...parts.map((q) => q.row));
  const bad = cellDiagnostics(ctx, p);
  const preplaced = new Set(Array.isArray(p.player.preplaced) ? p.player.preplaced : []);
  const grid = h("div", { class: "board", role: "group", "aria-label": t("Board of {name}, round {n}", { name: p.player.name, n: p.number }) });
  grid.style.gridTemplateColumns = `1.2rem repeat(${maxCol - minCol + 1}, 1fr)`;
  for (let c = minCol; c <= maxCol; c += 1) {
    const label = h("span", { class: "axis", "aria-hidden": "true" }, String.fromCharCode(64 + c));
    Object.assign(label.style, { gridColumn: String(c - minCol + 2), gridRow: "1" });
    grid.append(label);
  }
  for (let r = minRow; r <= maxRow; r += 1) {
    const label = h("span", { class: "axis", "aria-hidden": "true" }, String(r));
    Object.assign(label.style, { gridColumn: "1", gridRow: String(r - minRow + 2) });
    grid.append(label);
  }
  const draft = p.ui.draft && p.ui.draft.round === p.r ? p.ui.draft : null;
  cells.forEach((cell, k) => {
    const tile = draft && draft.cell === cell ? draft.tile : p.board[cell];
    const el = cellButton(ctx, cell, tile, {
      selected: p.ui.cell === cell, errors, bad: bad[cell], preplaced: preplaced.has(cell),
    });
    Object.assign(el.style, { gridColumn: String(parts[k].col - minCol + 2), gridRow: String(parts[k].row - minRow + 2) });
    grid.append(el);
  });
  return grid;
}

function cellButton(ctx, cell, tile, { selected, errors, bad, preplaced }) {
  const words = [cell];
  if (!tile) words.push(t("empty"));
  else if (tile.raw !== undefined) words.push(String(JSON.stringify(tile.raw)));
  else words.push(complete(tile) ? shorthand(tile) : t("unfinished"));
  if (preplaced) words.push(t("pre-placed"));
  const sidesInError = SIDES.filter((s) => errors[`${cell}:${s}`]);
  if (sidesInError.length) words.push(t("closure error on {sides}", { sides: sidesInError.join(", ") }));
  if (bad) words.push(t("error"));
  const cls = ["cell", tile ? "filled" : "empty", selected ? "selected" : "", bad ? "bad" : "", preplaced ? "pre" : ""];
  return button(miniTile(tile, cell, errors, bad, preplaced), () => selectCell(ctx, cell), {
    id: `cell-${cell}`, class: cls.join(" "), "aria-label": words.join(": "), "aria-pressed": String(!!selected),
  });
}

function miniTile(tile, cell, errors, bad, preplaced) {
  if (!tile || tile.raw !== undefined) {
    return h("span", { class: "mini", "aria-hidden": "true" }, h("span", { class: "name" }, tile ? "?" : cell),
      preplaced ? h("span", { class: "pre-mark" }, "◆") : null);
  }
  const edges = SIDES.map((s, i) => {
    const letter = tile.sides[i];
    const wrong = errors[`${cell}:${s}`];
    return h("span", { class: `edge ${s} ${letter ? `L${letter.toUpperCase()}` : "none"}${wrong ? " wrong" : ""}` },
      h("span", { class: "letter" }, letter ? letter + (wrong ? "!" : "") : "·"));
  });
  const middle = [tile.inner ? `(${tile.inner})` : "", tile.animal ? tile.animal.slice(0, 3) : "",
    tile.volcano === "active" ? "▲" : tile.volcano === "inactive" ? "△" : ""].filter(Boolean).join(" ");
  return h("span", { class: "mini", "aria-hidden": "true" }, edges,
    h("span", { class: "mid" }, middle), bad ? h("span", { class: "bad-mark" }, "⚠") : null,
    preplaced ? h("span", { class: "pre-mark" }, "◆") : null);
}

function tileEditor(ctx, p) {
  const { cell, tile } = current(p);
  const cursor = p.ui.cursor ?? 0;
  const title = cell ? t("Space {cell}", { cell }) : t("Tap a space, or type its sides");
  const sideButton = (i) => {
    const letter = tile ? tile.sides[i] : null;
    const landscape = landscapeOf(letter);
    const split = letter && letter !== letter.toUpperCase();
    return button([h("span", { class: "big" }, letter ? letter.toUpperCase() : "?"),
      h("span", { class: "small" }, landscape ? t(landscape) : t(SIDES[i]))], () => tapSide(ctx, i), {
      id: `side-${SIDES[i]}`, disabled: cell ? null : true,
      class: `side ${SIDES[i]} ${letter ? `L${letter.toUpperCase()}` : "none"}${cursor === i ? " cursor" : ""}${split ? " split" : ""}`,
      "aria-label": `${t(SIDES[i])}: ${landscape ? t(landscape) : t("not set")}${split ? `, ${t("separate area")}` : ""}`,
    });
  };
  const preview = tile && cell ? (complete(tile) ? shorthand(tile) : tile.sides.map((s) => s || "·").join("")) : "";
  return section("tile", title,
    h("div", { class: "editor" },
      h("div", { class: "bigtile" }, sideButton(0), sideButton(3),
        h("output", { class: "preview", "aria-live": "polite", "aria-label": t("Tile") }, preview),
        sideButton(1), sideButton(2)),
      keypad(ctx, p)),
    cell && tile ? extras(ctx, p, cell, tile) : null,
    diagnosticList(cell ? cellDiagnostics(ctx, p)[cell] : []));
}

function keypad(ctx, p) {
  const paint = !!p.ui.paint;
  return h("div", { class: "keys", role: "group", "aria-label": paint ? t("Paint with") : t("Type the sides N, E, S, W") },
    KEYS.map((letter) => button([h("span", { class: "big" }, letter), h("span", { class: "small" }, t(LETTERS[letter]))],
      () => typeKey(ctx, letter), {
        id: `key-${letter}`, class: `key L${letter}`, "aria-label": t(LETTERS[letter]),
        "aria-pressed": paint ? String(p.ui.brush === letter) : null,
      })),
    button(t("= rest"), () => fillRest(ctx), { id: "key-fill", class: "key", "aria-label": t("Same landscape on the remaining sides") }),
    button(t("Paint"), () => { ctx.session.setUi({ paint: !paint }); ctx.rerender(); },
      { id: "key-paint", class: "key", pressed: paint, "aria-label": t("Paint mode: tap sides with a chosen landscape") }),
    button(t("Copy last"), () => copyLast(ctx), { id: "tool-copy", class: "key", disabled: p.ui.last ? null : true }),
    button(t("Rotate"), () => rotate(ctx), { id: "tool-rotate", class: "key", "aria-label": t("Rotate a quarter turn clockwise") }),
    button(t("Next"), () => selectCell(ctx, nextCell(p, p.ui.cell, false)), { id: "tool-next", class: "key", "aria-label": t("Next space") }),
    button(t("Clear"), () => clearCell(ctx), { id: "tool-clear", class: "key", "aria-label": t("Clear this space") }));
}

function speciesByLandscape(ctx, p) {
  const map = { ...ctx.vocab.species, water: Array.isArray(p.doc.water_animals) ? p.doc.water_animals : [] };
  return map;
}

function extras(ctx, p, cell, tile) {
  const species = speciesByLandscape(ctx, p);
  const present = landscapesOn(tile);
  const animals = [];
  for (const landscape of ctx.vocab.landscapes) {
    if (!present.includes(landscape)) continue;
    for (const id of species[landscape] || []) {
      animals.push(button(t(id), () => chooseAnimal(ctx, id, landscape), {
        id: `animal-${id}`, class: `chip L${LETTER_OF[landscape]}`, pressed: tile.animal === id,
      }));
    }
  }
  if (tile.animal && !animals.some((b) => b.id === `animal-${tile.animal}`)) {
    // an animal the tile's landscapes no longer allow: shown so that a tap removes it
    animals.unshift(button(`${t(tile.animal)} ⚠`, () => chooseAnimal(ctx, tile.animal, null), {
      id: `animal-${tile.animal}`, class: "chip wrong-animal", pressed: true,
    }));
  }
  const rows = [];
  rows.push(h("div", { class: "row", role: "group", "aria-label": t("Animal") }, h("span", { class: "label" }, t("Animal")),
    animals.length ? animals : h("span", { class: "note" }, t("Set the sides first."))));
  if (present.includes("water") && !species.water.length) {
    rows.push(h("p", { class: "note" }, t("Name the water species once for the game (below) to offer them here.")));
  }
  if (p.ui.areaPick && tile.animal) rows.push(areaPicker(ctx, tile, species));
  rows.push(h("div", { class: "row", role: "group", "aria-label": t("Volcano") }, h("span", { class: "label" }, t("Volcano")),
    button("▲ " + t("active"), () => setExtra(ctx, "volcano", "active", "none"), { id: "volcano-active", class: "chip", pressed: tile.volcano === "active" }),
    button("△ " + t("inactive"), () => setExtra(ctx, "volcano", "inactive", "none"), { id: "volcano-inactive", class: "chip", pressed: tile.volcano === "inactive" })));
  rows.push(h("div", { class: "row", role: "group", "aria-label": t("Inner area") }, h("span", { class: "label" }, t("Inner area")),
    KEYS.map((letter) => button(`(${letter})`, () => setExtra(ctx, "inner", letter, null), {
      id: `inner-${letter}`, class: `chip L${letter}`, pressed: tile.inner === letter,
      "aria-label": t("inner {landscape}", { landscape: t(LETTERS[letter]) }),
    }))));
  rows.push(splitRow(ctx, tile));
  if (p.players.length === 1) {
    const pre = Array.isArray(p.player.preplaced) && p.player.preplaced.includes(cell);
    rows.push(h("div", { class: "row" }, button("◆ " + t("pre-placed"), () => togglePreplaced(ctx), {
      id: "tool-preplaced", class: "chip", pressed: pre, "aria-label": t("Pre-placed tile (solo)") })));
  }
  return h("div", { class: "extras" }, rows);
}

function areaPicker(ctx, tile, species) {
  const landscape = Object.keys(species).find((l) => (species[l] || []).includes(tile.animal));
  const homes = areasOf(tile).filter((a) => a.landscape === landscape);
  return h("div", { class: "row pick", role: "group", "aria-label": t("Where is the {animal}?", { animal: t(tile.animal) }) },
    h("span", { class: "label" }, t("Where is the {animal}?", { animal: t(tile.animal) })),
    homes.map((area) => {
      const value = area.inner ? "inner" : area.sides[0];
      return button(area.inner ? t("inner") : area.sides.join("+"), () => chooseArea(ctx, value), {
        id: `area-${value}`, class: "chip", pressed: tile.area === value,
        "aria-label": area.inner ? t("inner area") : t("area {sides}", { sides: area.sides.join(", ") }),
      });
    }));
}

function splitRow(ctx, tile) {
  const counts = {};
  tile.sides.forEach((s) => { if (s) counts[s.toUpperCase()] = (counts[s.toUpperCase()] || 0) + 1; });
  const splittable = SIDES.map((s, i) => i).filter((i) => tile.sides[i] && counts[tile.sides[i].toUpperCase()] > 1);
  if (!splittable.length) return null;
  return h("div", { class: "row", role: "group", "aria-label": t("Separate areas") },
    h("span", { class: "label" }, t("Separate")),
    splittable.map((i) => button(t(SIDES[i]), () => toggleSplit(ctx, i), {
      id: `split-${SIDES[i]}`, class: "chip", pressed: tile.sides[i] !== tile.sides[i].toUpperCase(),
      "aria-label": t("{side} side in a separate area", { side: t(SIDES[i]) }),
    })));
}

function roundPanel(ctx, p) {
  const { session, vocab } = ctx;
  const rows = [];
  const base = `rounds[${p.r}]`;
  const mine = `${base}.players[${p.j}]`;
  if (p.level !== "beginner") {
    rows.push(choiceRow(t("Card"), "card", vocab.cards, p.round.card, (value) => {
      if (value === null) delete p.round.card; else p.round.card = value;
      session.changed("shared", `rounds.${p.r}.card`);
    }, (card) => t(card)));
    rows.push(diagnosticList(diagnosticsAt(ctx, `${base}.card`)));
  }
  if (p.level === "expert") {
    const laid = Array.isArray(p.round.tasks) ? p.round.tasks : [];
    rows.push(multiRow(t("Tasks laid out"), "layout", vocab.tasks, laid, (list) => {
      if (list.length) p.round.tasks = list; else delete p.round.tasks;
      session.changed("shared", `rounds.${p.r}.tasks`);
    }, (task) => t(task)));
    rows.push(diagnosticList(diagnosticsAt(ctx, `${base}.tasks`)));
    const taken = Array.isArray(p.player.tasks) ? p.player.tasks : [];
    const owners = {};
    for (const other of p.players) {
      if (other && other !== p.player && Array.isArray(other.tasks)) for (const task of other.tasks) owners[task] = other.name;
    }
    rows.push(multiRow(t("Tasks {name} took", { name: p.player.name }), "task", laid.length ? laid : vocab.tasks, taken, (list) => {
      p.player.tasks = list;
      session.changed("mine");
    }, (task) => (owners[task] ? `${t(task)} · ${owners[task]}` : t(task))));
    rows.push(diagnosticList(diagnosticsAt(ctx, `${mine}.tasks`)));
  }
  if (p.players.length > 1) {
    const chips = vocab.chips.filter((c) => c >= 5 - p.players.length);
    const chip = p.player.chip === undefined || p.player.chip === null ? "none" : p.player.chip;
    rows.push(choiceRow(t("Bonus chip"), "chip", ["none", ...chips.slice().reverse()], chip, (value) => {
      p.player.chip = value === null ? "none" : value;
      session.changed("mine");
    }, (value) => (value === "none" ? t("no chip") : String(value))));
    rows.push(diagnosticList(diagnosticsAt(ctx, `${mine}.chip`)));
  }
  rows.push(diagnosticList(ctx.session.score.diagnostics.filter((d) => d.path === mine || d.path === `${mine}.tiles` || d.path === `${mine}.preplaced` || d.path === base)));
  return section("round", t("Round {n}: {level}", { n: p.number, level: t(p.level) }), rows);
}

function pictureAndScore(ctx, p) {
  const { session } = ctx;
  const svg = session.score.pictures[`${p.number}/${p.player.name}`];
  const result = session.score.result;
  const me = result && result.players.find((q) => q.name === p.player.name);
  const lines = me ? me.lines.filter((l) => l.category.startsWith(`r${p.number}.`)) : [];
  return section("picture", t("Your board as scored"),
    svg ? svgImage(svg, t("Board of {name}, round {n}, as boardscore render draws it", { name: p.player.name, n: p.number }), { class: "picture" })
      : h("p", { class: "note" }, t("The picture appears when the board can be scored.")),
    lines.length ? linesOf(lines) : null);
}

function gamePanel(ctx, p) {
  const { session } = ctx;
  const doc = p.doc;
  const water = Array.isArray(doc.water_animals) ? doc.water_animals : [];
  const input = h("input", { id: "water-name", type: "text", autocomplete: "off", autocapitalize: "none",
    "aria-label": t("Water species name"), placeholder: t("e.g. turtle"), enterkeyhint: "done" });
  const add = () => {
    const names = input.value.toLowerCase().split(/[\s,]+/).filter(Boolean);
    if (!names.length) return;
    doc.water_animals = [...water, ...names.filter((n) => !water.includes(n))];
    input.value = "";
    session.changed("shared", "water_animals");
  };
  input.addEventListener("keydown", (event) => { if (event.key === "Enter") add(); });
  const parts = [
    h("p", { class: "note" }, t("Level {level}, {side} side of the board.", { level: t(p.level), side: t(p.side) })),
    h("div", { class: "row", role: "group", "aria-label": t("Water species") }, h("span", { class: "label" }, t("Water species")),
      water.map((name) => button(`${name} ×`, () => {
        doc.water_animals = water.filter((n) => n !== name);
        session.changed("shared", "water_animals");
      }, { class: "chip LW", "aria-label": t("Remove {name}", { name }) }))),
    h("div", { class: "row" }, input, button(t("Add"), add, { id: "water-add", class: "chip" })),
    diagnosticList(diagnosticsAt(ctx, "water_animals")),
  ];
  if (p.side === "back" || doc.side === "back") parts.push(rimEditor(ctx, p));
  return section("game", t("For the whole game"), parts);
}

function rimEditor(ctx, p) {
  const { session, vocab } = ctx;
  const doc = p.doc;
  const board = doc.board && typeof doc.board === "object" ? doc.board : {};
  const rim = board.rim && typeof board.rim === "object" ? board.rim : {};
  const fallback = rim.default || null;
  const sideValue = (cell, side) => rim[`${cell}:${side}`] || rim[cell] || fallback;
  const save = (next) => {
    doc.board = { ...board, rim: compressRim(next, p.layout) };
    session.changed("shared", "board");
  };
  const sides = rimSides(p.layout);
  const byCell = {};
  for (const { cell, side } of sides) (byCell[cell] ||= []).push(side);
  const cycle = (value) => {
    if (p.ui.paint && p.ui.brush) return LETTERS[p.ui.brush];
    return vocab.landscapes[(vocab.landscapes.indexOf(value) + 1) % vocab.landscapes.length];
  };
  const expanded = () => {
    const all = {};
    for (const { cell, side } of sides) all[`${cell}:${side}`] = sideValue(cell, side);
    return all;
  };
  return h("div", { class: "rim" },
    h("h3", {}, t("The border of the back side")),
    choiceRow(t("Most of the border"), "rim-default", vocab.landscapes, fallback, (value) => {
      if (value === null) return;
      const all = expanded();
      for (const key of Object.keys(all)) if (all[key] === fallback) all[key] = value;
      save({ default: value, ...all });
    }, (v) => t(v)),
    h("div", { class: "rim-cells" }, Object.entries(byCell).map(([cell, list]) => h("div", { class: "row", role: "group", "aria-label": t("Border of {cell}", { cell }) },
      h("span", { class: "label" }, cell),
      list.map((side) => {
        const value = sideValue(cell, side);
        return button(`${t(side)} ${value ? LETTER_OF[value] : "?"}`, () => {
          const all = expanded();
          all[`${cell}:${side}`] = cycle(value);
          save({ default: fallback, ...all });
        }, { id: `rim-${cell}-${side}`, class: `chip ${value ? `L${LETTER_OF[value]}` : ""}`,
          "aria-label": t("Border {cell}:{side}: {landscape}", { cell, side: t(side), landscape: value ? t(value) : t("not set") }) });
      })))),
    diagnosticList(diagnosticsAt(ctx, "board")));
}

/** The rim as the rules write it: a default, then whole cells, then single sides. */
export function compressRim(all, layout) {
  const rim = {};
  if (all.default) rim.default = all.default;
  const byCell = {};
  for (const { cell, side } of rimSides(layout)) (byCell[cell] ||= []).push(side);
  for (const [cell, sides] of Object.entries(byCell)) {
    const values = sides.map((s) => all[`${cell}:${s}`] ?? rim.default);
    const same = values.every((v) => v === values[0]);
    if (same && values[0] !== rim.default && values[0]) rim[cell] = values[0];
    else if (!same) sides.forEach((s, i) => { if (values[i] && values[i] !== rim.default) rim[`${cell}:${s}`] = values[i]; });
  }
  return rim;
}

/** Its style sheet, beside it. */
export const STYLES = ["editor.css"];
