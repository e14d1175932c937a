// The World Wonders editor of the page (issue 27; loaded by /static/editors.js). The map is drawn
// once and kept in the served folder as a named map (GET/PUT /api/parts/world-wonders/map/NAME),
// then copied into the file's `terrains`; each player builds their city piece by piece: choose a
// piece, tap its cells; every placement is its own entry of `pieces` (touching tiles never
// merge). The sheet (tracks, population, loan, monument cards) as steppers; the advanced game's
// objectives and the solo Automaton's cards for the whole game. The city's picture is the one
// `boardscore render` draws, with the pieces that could never be placed in red.
import { api, enc } from "/static/api.js";
import { button, h, section, svgImage } from "/static/dom.js";
import { cli, t } from "/static/i18n.js";
import { choiceRow, diagnosticList, diagnosticsAt, linesOf, playerPlace as place } from "/static/shared.js";
import {
  SIZES, adjacent, between, cellAt, cellName, expandCells, gridRows, gridText, letters, occupancy,
  pieceWhat, piecesOfDrawing, terrainOf,
} from "./city.js";

const GAME = "world-wonders";
const MAPS = `/api/parts/${GAME}/map`;
const TERRAIN = { ".": "land", "~": "water", "*": "resource" };
/** A terrain's word (the page's sentences are literal, for the catalogue). */
const terrainWord = (kind) => ({ water: t("water"), resource: t("resource") })[kind] || t("land");
const CHAR = { land: ".", water: "~", resource: "*" };
const ROADS = ["long_road", "short_road", "tower"];
const SHOWN = { long_road: "long road", short_road: "short road" };

(function stylesheet() {
  const href = new URL("./editor.css", import.meta.url).href;
  if (![...document.querySelectorAll("link[rel=stylesheet]")].some((l) => l.href === href)) {
    document.head.append(h("link", { rel: "stylesheet", href }));
  }
}());

export function mode() { return "players"; }

export function pictures(session) { return session.me ? [session.me] : []; }

export function progress(ctx, name) {
  const player = ((ctx.session.doc || {}).players || []).find((p) => p && p.name === name);
  const pieces = player && Array.isArray(player.pieces) ? player.pieces : [];
  const cells = Object.keys(occupancy(pieces)).length;
  return { done: pieces.length > 0, text: t("{count} pieces, {cells} cells", { count: pieces.length, cells }) };
}

/** The command line's words the editor shows (asked from the server's catalogue). */
export function messages(vocab) {
  return ["long road", "short road", "tower", ...(vocab.building_types || []), ...(vocab.resources || []),
    ...(vocab.monuments || []).map((m) => m.name), ...(vocab.objectives || []).map((o) => o.label)];
}

/** A monument's name in the page's language (the file keeps the English one), unquoted. */
const monumentName = (name) => cli(name).replace(/^« (.*) »$/, "$1");

/** An objective kind's name, what its card names besides left open ("most … tiles"). */
function objectiveName(ctx, kind) {
  const found = (ctx.vocab.objectives || []).find((o) => o.kind === kind);
  return found ? cli(found.label, { type: "…", resource: "…" }) : kind.replaceAll("_", " ");
}

const word = (id) => cli(SHOWN[id] || id);

/** A player entry in the form the editor writes: `pieces` (a drawing becomes its pieces). */
function ensurePieces(ctx, p) {
  const player = p.player;
  if (Array.isArray(player.pieces) && !("drawing" in player)) return player.pieces;
  const rows = gridRows(player.drawing || "");
  const legend = player.legend || {};
  const drawn = rows.some((row) => /[^.~*]/.test(row)) ? piecesOfDrawing(rows, legend, (v) => kindOf(ctx, v)) : [];
  delete player.drawing;
  delete player.legend;
  player.pieces = [...(Array.isArray(player.pieces) ? player.pieces : []), ...drawn];
  return player.pieces;
}

function kindOf(ctx, value) {
  const v = value.toLowerCase();
  if (["long_road", "short_road", "tower"].includes(v)) return { kind: v };
  if ((ctx.vocab.building_types || []).includes(v) || v === "habitation") return { kind: "building", type: v };
  return { kind: "monument", name: value };
}

export function view(ctx) {
  const p = place(ctx);
  if (!p.player) return h("p", { class: "note" }, t("Choose your name above."));
  if (p.ui.cityOf !== p.player.name) {  // another player on this phone: their own city
    ctx.session.setUi({ cityOf: p.player.name, kind: null, monument: null, open: null, selected: null, moving: null });
  }
  const rows = terrainOf(p.doc, p.player);
  return h("div", { class: "ww" }, mapPanel(ctx, p, rows), cityPanel(ctx, p, rows), sheetPanel(ctx, p),
    picturePanel(ctx, p), gamePanel(ctx, p));
}

// ---- the map ---------------------------------------------------------------------------------

const saved = { list: null, loading: false, problem: null };

function loadMaps(ctx, again = false) {
  if (saved.loading || (saved.list && !again)) return;
  saved.loading = true;
  api("GET", MAPS).then((answer) => {
    saved.list = answer.status === 200 ? answer.data.parts : [];
    saved.problem = answer.status === 200 ? null : (answer.data && answer.data.error ? answer.data.error.message : `HTTP ${answer.status}`);
  }, () => { saved.problem = t("No connection to the server."); }).finally(() => { saved.loading = false; ctx.rerender(); });
}

const columns = (width) => ({ gridTemplateColumns: `16px repeat(${width}, minmax(24px, 1fr))` });

const blank = (rows) => !rows.length || rows.every((row) => /^\.+$/.test(row));

function mapPanel(ctx, p, rows) {
  loadMaps(ctx);
  const sideB = p.doc.side === "B";
  const name = typeof p.player.terrain === "string" && !p.player.terrain.includes("\n") ? p.player.terrain : null;
  const open = mapUi(p).open ?? blank(rows);
  const title = sideB ? t("Your map") : t("The map (everyone's, side A)");
  const summary = rows.length ? t("{name}: {w}×{h}, {n} natural resources", {
    name: name || t("your own grid"), w: rows[0].length, h: rows.length, n: rows.join("").split("*").length - 1 }) : t("No map yet.");
  const parts = [h("p", { class: "note", id: "map-summary" }, summary)];
  if (!open) {
    parts.push(button(t("Change the map"), () => setMapUi(ctx, p, { open: true }), { id: "map-change", class: "chip" }));
    return section("map", title, parts);
  }
  parts.push(savedMaps(ctx, p), drawMap(ctx, p, rows, name));
  if (!blank(rows)) parts.push(button(t("Close"), () => setMapUi(ctx, p, { open: false, draft: null }), { id: "map-close", class: "chip" }));
  return section("map", title, parts);
}

function savedMaps(ctx, p) {
  const list = saved.list || [];
  return h("div", {}, h("h3", {}, t("Saved maps")),
    saved.problem ? h("p", { class: "problem" }, saved.problem) : null,
    list.length ? h("div", { class: "row", role: "group", "aria-label": t("Saved maps") }, list.map((m) => {
      const rows = gridRows(m.text);
      return button(`${m.name} (${rows.length ? rows[0].length : 0}×${rows.length})`, () => useMap(ctx, p, m.name, m.text),
        { id: `map-use-${m.name}`, class: "chip", "aria-label": t("Use the map {name}", { name: m.name }) });
    })) : h("p", { class: "note" }, saved.list ? t("None yet: draw the map below and save it.") : t("Loading…")));
}

/** The map named `name` (its text) becomes the player's terrain (side B) or everyone's (side A). */
function useMap(ctx, p, name, text) {
  const { doc, session } = { doc: p.doc, session: ctx.session };
  if (doc.side === "B") {
    const old = p.player.terrain;
    doc.terrains = { ...(doc.terrains || {}), [name]: text };
    p.player.terrain = name;
    session.changed("shared", `terrains.${name}`);
    if (typeof old === "string" && old !== name && !doc.players.some((q) => q && q.terrain === old)) {
      delete doc.terrains[old];
      session.changed("shared", `terrains.${old}`);
    }
  } else {
    doc.terrains = { [name]: text };
    session.changed("shared", "terrains");
    doc.players.forEach((q, i) => {
      if (!q || q.name === p.player.name) return;
      q.terrain = name;
      session.changed("shared", `players.${i}.terrain`);
      // `new`'s empty drawing (dots) would contradict the map's water and resources (E54)
      if (q.legend && typeof q.legend === "object" && !Object.keys(q.legend).length) {
        for (const key of ["drawing", "legend"]) { delete q[key]; session.changed("shared", `players.${i}.${key}`); }
      }
    });
    p.player.terrain = name;
  }
  ensurePieces(ctx, p);
  setMapUi(ctx, p, { open: false, draft: null }, false);
  session.changed("mine");
}

/** The map panel's state: one for the table on side A, each player's own on side B. */
function mapUi(p) {
  const key = p.doc.side === "B" ? `B:${p.player.name}` : "A";
  return ((p.ui.maps || {})[key]) || {};
}

function setMapUi(ctx, p, changes, redraw = true) {
  const key = p.doc.side === "B" ? `B:${p.player.name}` : "A";
  const maps = { ...(p.ui.maps || {}) };
  maps[key] = { ...(maps[key] || {}), ...changes };
  ctx.session.setUi({ maps });
  if (redraw) ctx.rerender();
}

function draftOf(p, rows) {
  const draft = mapUi(p).draft;
  if (draft && Array.isArray(draft.rows) && draft.rows.length) return draft;
  const base = rows.length ? rows : Array.from({ length: 8 }, () => ".".repeat(12));
  return { rows: base.slice(), brush: "water", name: "" };
}

function drawMap(ctx, p, rows, name) {
  const draft = draftOf(p, rows);
  const keep = (changes) => setMapUi(ctx, p, { draft: { ...draft, ...changes } });
  const width = draft.rows[0].length;
  const height = draft.rows.length;
  const paint = (col, row) => {
    const next = draft.rows.slice();
    const here = next[row][col];
    const put = here === CHAR[draft.brush] ? "." : CHAR[draft.brush];
    next[row] = next[row].slice(0, col) + put + next[row].slice(col + 1);
    keep({ rows: next, problem: null });
  };
  const resize = (w, hgt) => {
    if (w < 1 || hgt < 1 || w > 26 || hgt > 26) return;
    const next = Array.from({ length: hgt }, (_, r) => (draft.rows[r] || "").padEnd(w, ".").slice(0, w));
    keep({ rows: next });
  };
  const grid = h("div", { class: "ww-grid", role: "group", "aria-label": t("Map being drawn"), style: columns(width) },
    h("span", { class: "axis" }), letters(width).map((l) => h("span", { class: "axis", "aria-hidden": "true" }, l)),
    draft.rows.map((line, r) => [h("span", { class: "axis", "aria-hidden": "true" }, String(r + 1)),
      [...line].map((ch, c) => button(ch === "*" ? "*" : "", () => paint(c, r), {
        id: `tcell-${cellName(c, r)}`, class: `wc t-${TERRAIN[ch] || "land"}`,
        "aria-label": `${cellName(c, r)}: ${terrainWord(TERRAIN[ch])}`,
      }))]));
  const input = h("input", { type: "text", id: "map-name", autocomplete: "off", autocapitalize: "none",
    "aria-label": t("Name of the map"), value: draft.name || name || (p.doc.side === "B" ? "" : "side-a"),
    oninput: (event) => { draft.name = event.target.value; setMapUi(ctx, p, { draft: { ...draft } }, false); } });
  return h("div", {}, h("h3", {}, t("Draw a map")),
    h("p", { class: "note" }, t("Choose a brush, then tap the cells; a cell tapped again is land. Row 1 at the top, the last row at the sidewalk.")),
    choiceRow(t("Brush"), "brush", ["water", "resource", "land"], draft.brush, (v) => v && keep({ brush: v }), terrainWord),
    h("div", { class: "row" }, stepper(t("Columns"), "map-cols", width, (n) => resize(n, height)),
      stepper(t("Rows"), "map-rows", height, (n) => resize(width, n))),
    grid,
    h("div", { class: "row" }, input, button(t("Save the map"), () => saveMap(ctx, p, draft, null), { id: "map-save", class: "chip" })),
    draft.problem ? h("p", { class: "problem", role: "alert", id: "map-problem" }, draft.problem) : null,
    draft.exists ? button(t("Replace the saved map {name}", { name: draft.exists }), () => replaceMap(ctx, p, draft), { id: "map-replace", class: "chip" }) : null);
}

async function saveMap(ctx, p, draft, version) {
  const name = (document.getElementById("map-name") || {}).value || draft.name || "";
  const text = gridText(draft.rows);
  let answer;
  try {
    answer = await api("PUT", `${MAPS}/${enc(name.trim())}`, { text, version });
  } catch {
    setMapUi(ctx, p, { draft: { ...draft, problem: t("No connection to the server.") } });
    return;
  }
  if (answer.status === 200 || answer.status === 201) {
    loadMaps(ctx, true);
    useMap(ctx, place(ctx), name.trim(), text);
    return;
  }
  const error = answer.data && answer.data.error;
  const problem = error ? error.message : (answer.data && answer.data.diagnostics || []).map((d) => d.message).join("; ") || `HTTP ${answer.status}`;
  setMapUi(ctx, p, { draft: { ...draft, name: name.trim(), problem, exists: error && error.code === "exists" ? name.trim() : null } });
}

async function replaceMap(ctx, p, draft) {
  const answer = await api("GET", `${MAPS}/${enc(draft.exists)}`).catch(() => null);
  if (answer && answer.status === 200) await saveMap(ctx, p, { ...draft, name: draft.exists }, answer.data.version);
}

// ---- the city --------------------------------------------------------------------------------

function kinds(ctx) {
  return [...ROADS, ...(ctx.vocab.building_types || []), "monument"];
}

function cityPanel(ctx, p, rows) {
  if (!rows.length) return section("city", t("City of {name}", { name: p.player.name }), h("p", { class: "note" }, t("Choose or draw the map first.")));
  const pieces = Array.isArray(p.player.pieces) ? p.player.pieces : [];
  const ui = p.ui;
  const chosen = ui.kind || null;
  const kindRow = h("div", { class: "row", role: "group", "aria-label": t("Piece to place") }, kinds(ctx).map((k) => button(
    [h("span", { class: `swatch k-${k}`, "aria-hidden": "true" }), k === "monument" ? t("monument") : word(k)],
    () => chooseKind(ctx, k), { id: `kind-${k}`, class: "chip", pressed: chosen === k })));
  const monuments = chosen === "monument" ? h("div", { class: "row", role: "group", "aria-label": t("Which monument") },
    (ctx.vocab.monuments || []).map((m) => button(monumentName(m.name), () => { ctx.session.setUi({ monument: m.name, open: null }); ctx.rerender(); },
      { id: `monument-${m.id}`, class: "chip", pressed: ui.monument === m.name }))) : null;
  const openPiece = Number.isInteger(ui.open) ? pieces[ui.open] : null;
  const hint = chosen === "monument" && !ui.monument ? t("Choose the monument, then tap its cells.")
    : openPiece ? t("Placing {piece}: tap its next cell, or tap the piece's button again for a new one.", { piece: label(openPiece, ui.open) })
    : chosen ? t("Tap the cells of the {piece}; a long road: its two ends.", { piece: chosen === "monument" ? (ui.monument ? monumentName(ui.monument) : t("monument")) : word(chosen) })
      : t("Choose a piece, then tap its cells.");
  return section("city", t("City of {name}", { name: p.player.name }), kindRow, monuments,
    h("p", { class: "note", id: "city-hint", "aria-live": "polite" }, hint),
    cityGrid(ctx, p, rows, pieces),
    h("div", { class: "row" },
      openPiece ? button(t("Done"), () => { ctx.session.setUi({ open: null }); ctx.rerender(); }, { id: "piece-done", class: "chip" }) : null,
      button(t("Undo"), () => undo(ctx), { id: "piece-undo", class: "chip", disabled: pieces.length ? null : true })),
    selectedPanel(ctx, p, pieces));
}

function label(piece, i) {
  if (piece.id) return String(piece.id);
  const what = piece.kind === "monument" ? monumentName(piece.name) : word(pieceWhat(piece));
  return `${what} #${i + 1}`;
}

function chooseKind(ctx, kind) {
  ctx.session.setUi({ kind, open: null, selected: null, moving: null });
  ctx.rerender();
}

function cityGrid(ctx, p, rows, pieces) {
  const at = occupancy(pieces);
  const bad = badPieces(ctx, p.j);
  const width = rows[0].length;
  const sel = p.ui.selected;
  const cells = [];
  rows.forEach((line, r) => {
    cells.push(h("span", { class: "axis", "aria-hidden": "true" }, String(r + 1)));
    [...line].forEach((ch, c) => {
      const name = cellName(c, r);
      const k = at[name];
      const piece = k === undefined ? null : pieces[k];
      const join = piece ? joins(name, k, at) : "";
      const what = piece ? pieceWhat(piece) : "";
      const classes = ["wc", `t-${TERRAIN[ch] || "land"}`, piece ? `k-${what} piece ${join}` : "",
        k !== undefined && bad.has(k) ? "bad" : "", k !== undefined && (k === sel || k === p.ui.open) ? "selected" : ""];
      const text = piece ? mark(piece) : ch === "*" ? "*" : "";
      const said = piece ? `${label(piece, k)} (${expandCells(piece.cells).join(" ")})${bad.has(k) ? `, ${t("error")}` : ""}` : terrainWord(TERRAIN[ch]);
      cells.push(button([text, k !== undefined && bad.has(k) ? h("span", { class: "bad-mark", "aria-hidden": "true" }, "⚠") : null],
        () => tapCell(ctx, name), { id: `cell-${name}`, class: classes.filter(Boolean).join(" "), "aria-label": `${name}: ${said}` }));
    });
  });
  return h("div", { class: "ww-grid city", role: "group", "aria-label": t("City of {name}", { name: p.player.name }), style: columns(width) },
    h("span", { class: "axis" }), letters(width).map((l) => h("span", { class: "axis", "aria-hidden": "true" }, l)), cells,
    h("span", { class: "sidewalk", "aria-hidden": "true" }, t("sidewalk")));
}

/** Which sides of a cell join another cell of the same piece (no border drawn there). */
function joins(name, k, at) {
  const [c, r] = cellAt(name);
  const near = { jn: [c, r - 1], je: [c + 1, r], js: [c, r + 1], jw: [c - 1, r] };
  return Object.entries(near).filter(([, [cc, rr]]) => cc >= 0 && rr >= 0 && at[cellName(cc, rr)] === k).map(([cls]) => cls).join(" ");
}

function mark(piece) {
  const what = pieceWhat(piece);
  if (piece.kind === "monument") return String(piece.name || "?").replace(/^the\s+/i, "").slice(0, 2);
  return { long_road: "═", short_road: "─", tower: "♜" }[what] || what.slice(0, 2);
}

/** The pieces the scorer names in an error of this player (support, shape, overlap…). */
function badPieces(ctx, j) {
  const found = new Set();
  for (const d of ctx.session.score.diagnostics || []) {
    if (d.severity !== "error") continue;
    const m = new RegExp(`^players\\[${j}\\]\\.pieces\\[(\\d+)\\]`).exec(d.path || "");
    if (m) found.add(Number(m[1]));
  }
  return found;
}

function edit(ctx, change) {
  const p = place(ctx);
  const pieces = ensurePieces(ctx, p);
  change(pieces, p);
  ctx.session.changed("mine");
}

function tapCell(ctx, name) {
  const p = place(ctx);
  const pieces = Array.isArray(p.player.pieces) ? p.player.pieces : [];
  const ui = p.ui;
  if (Number.isInteger(ui.moving)) { moveTo(ctx, ui.moving, name); return; }
  const k = occupancy(pieces)[name];
  if (k !== undefined) {
    if (k === ui.open) { edit(ctx, (list) => removeCell(ctx, list, k, name)); return; }
    ctx.session.setUi({ selected: k === ui.selected ? null : k, open: null });
    ctx.rerender();
    return;
  }
  if (!ui.kind) { ctx.session.setUi({ selected: null }); ctx.rerender(); return; }
  if (ui.kind === "monument") { placeMonument(ctx, name); return; }
  edit(ctx, (list) => placeCell(ctx, list, name));
}

function removeCell(ctx, pieces, k, name) {
  const cells = expandCells(pieces[k].cells).filter((c) => c !== name);
  if (cells.length) { pieces[k].cells = cells; return; }
  dropPiece(ctx, pieces, k);
}

function dropPiece(ctx, pieces, k) {
  const [gone] = pieces.splice(k, 1);
  const p = place(ctx);
  if (gone && gone.kind === "monument" && !pieces.some((q) => q.kind === "monument" && q.name === gone.name)) dropCard(p.player, gone.name);
  const shift = (v) => (Number.isInteger(v) ? (v === k ? null : v > k ? v - 1 : v) : v);
  ctx.session.setUi({ open: shift(p.ui.open), selected: null, moving: null });
}

function newPiece(ctx, kind) {
  if (ROADS.includes(kind)) return { kind, cells: [] };
  return { kind: "building", type: kind, cells: [] };
}

/** A cell for the chosen piece: the open piece grows (a long road's far end fills the run), or
 * a new piece starts; a piece closes by itself once it has its cells (tower 1, long road 4). */
function placeCell(ctx, pieces, name) {
  const ui = ctx.session.ui;
  const size = SIZES[ui.kind] || Infinity;
  let k = Number.isInteger(ui.open) ? ui.open : null;
  let piece = k !== null ? pieces[k] : null;
  const same = piece && pieceWhat(piece) === ui.kind;
  const cells = same ? expandCells(piece.cells) : [];
  const grown = same ? grow(cells, name, size, occupancy(pieces)) : null;
  if (grown) {
    piece.cells = grown;
  } else {
    piece = newPiece(ctx, ui.kind);
    piece.cells = [name];
    pieces.push(piece);
    k = pieces.length - 1;
  }
  ctx.session.setUi({ open: expandCells(piece.cells).length >= size ? null : k, selected: null });
}

/** The open piece's cells with `name` added (a straight run from a lone first cell), or null. */
function grow(cells, name, size, at) {
  if (cells.length >= size) return null;
  if (cells.length === 1) {
    const [a, b] = [cellAt(cells[0]), cellAt(name)];
    if (a[0] === b[0] || a[1] === b[1]) {
      const run = between(a, b).map(([c, r]) => cellName(c, r));
      if (run.length <= size && run.slice(1).every((c) => !(c in at))) return run;
    }
  }
  return cells.some((c) => adjacent(c, name)) ? [...cells, name] : null;
}

/** A monument is one piece (its parts may lie apart): a cell joins the named monument's piece,
 * and its card is added with 1 ring (change the rings under the sheet). */
function placeMonument(ctx, name) {
  const monument = ctx.session.ui.monument;
  if (!monument) { ctx.session.setUi({ problem: null }); ctx.rerender(); return; }
  edit(ctx, (pieces, p) => {
    let k = pieces.findIndex((q) => q.kind === "monument" && q.name === monument);
    if (k < 0) { pieces.push({ kind: "monument", name: monument, cells: [] }); k = pieces.length - 1; }
    pieces[k].cells = [...expandCells(pieces[k].cells), name];
    const cards = cardsOf(p.player);
    if (!(monument in cards)) { cards[monument] = 1; p.player.monuments = cards; }
    ctx.session.setUi({ open: k, selected: null });
  });
}

function undo(ctx) {
  edit(ctx, (pieces) => {
    const ui = ctx.session.ui;
    const k = Number.isInteger(ui.open) ? ui.open : pieces.length - 1;
    if (k < 0) return;
    const cells = expandCells(pieces[k].cells);
    if (Number.isInteger(ui.open) && cells.length > 1) { pieces[k].cells = cells.slice(0, -1); return; }
    dropPiece(ctx, pieces, k);
  });
}

function moveTo(ctx, k, name) {
  edit(ctx, (pieces) => {
    const cells = expandCells(pieces[k].cells).map(cellAt);
    const target = cellAt(name);
    const [dc, dr] = [target[0] - cells[0][0], target[1] - cells[0][1]];
    pieces[k].cells = cells.map(([c, r]) => cellName(c + dc, r + dr));
    ctx.session.setUi({ moving: null, selected: k });
  });
}

function selectedPanel(ctx, p, pieces) {
  const k = p.ui.selected;
  if (!Number.isInteger(k) || !pieces[k]) return null;
  const piece = pieces[k];
  return h("div", { class: "pick", id: "piece-selected" },
    h("p", {}, h("strong", {}, label(piece, k)), ` — ${expandCells(piece.cells).join(" ")}`),
    p.ui.moving === k ? h("p", { class: "note" }, t("Tap where its first cell ({cell}) goes.", { cell: expandCells(piece.cells)[0] })) : null,
    diagnosticList(diagnosticsAt(ctx, `players[${p.j}].pieces[${k}]`)),
    h("div", { class: "row" },
      button(t("Move"), () => { ctx.session.setUi({ moving: k }); ctx.rerender(); }, { id: "piece-move", class: "chip", pressed: p.ui.moving === k }),
      button(t("Add cells"), () => { ctx.session.setUi({ open: k, selected: null, kind: piece.kind === "building" ? pieceWhat(piece) : piece.kind, monument: piece.name || ctx.session.ui.monument }); ctx.rerender(); }, { id: "piece-extend", class: "chip" }),
      button(t("Remove"), () => edit(ctx, (list) => dropPiece(ctx, list, k)), { id: "piece-remove", class: "chip" }),
      button(t("Close"), () => { ctx.session.setUi({ selected: null, moving: null }); ctx.rerender(); }, { id: "piece-close", class: "chip" })));
}

// ---- the sheet -------------------------------------------------------------------------------

function stepper(label, id, value, set, step5 = false) {
  return h("div", { class: "stepper", role: "group", "aria-label": label },
    h("span", { class: "label" }, label),
    button("−", () => set(value - 1), { id: `${id}-minus`, class: "key", "aria-label": t("{what}: one less", { what: label }) }),
    h("output", { id: `${id}-value`, "aria-live": "polite" }, String(value)),
    button("+", () => set(value + 1), { id: `${id}-plus`, class: "key", "aria-label": t("{what}: one more", { what: label }) }),
    step5 ? button("+5", () => set(value + 5), { id: `${id}-plus5`, class: "key", "aria-label": t("{what}: five more", { what: label }) }) : null);
}

function cardsOf(player) {
  const value = player.monuments;
  if (Array.isArray(value)) return Object.fromEntries(value.filter((c) => c && c.name).map((c) => [c.name, c.rings ?? 1]));
  return value && typeof value === "object" ? { ...value } : {};
}

function dropCard(player, name) {
  const cards = cardsOf(player);
  delete cards[name];
  player.monuments = cards;
}

const clamp = (n, most = 99) => Math.max(0, Math.min(most, n));

function sheetPanel(ctx, p) {
  const player = p.player;
  const mine = (change) => { change(); ctx.session.changed("mine"); };
  const resources = player.resources && typeof player.resources === "object" ? player.resources : {};
  const population = player.population;
  const popValue = Number.isInteger(population) ? population : population && typeof population === "object"
    ? (population.space ?? population.rings ?? 0) : 0;
  const popKey = population && typeof population === "object" && "space" in population ? "space" : null;
  const cards = cardsOf(player);
  return section("sheet", t("Sheet of {name}", { name: player.name }),
    (ctx.vocab.resources || []).map((r) => stepper(word(r), `track-${r}`, Number(resources[r] ?? 0),
      (n) => mine(() => { player.resources = { ...resources, [r]: clamp(n) }; }), true)),
    stepper(popKey ? t("Population space") : t("Population rings"), "population", popValue,
      (n) => mine(() => { player.population = popKey ? { space: clamp(n) } : clamp(n, 50); }), true),
    h("div", { class: "row" }, button(t("Unpaid loan (−2)"), () => mine(() => { player.unpaid_loan = !player.unpaid_loan; }),
      { id: "loan", class: "chip", pressed: !!player.unpaid_loan })),
    Object.keys(cards).length ? h("div", {}, h("h3", {}, t("Monument cards")), Object.entries(cards).map(([name, rings]) => stepper(
      t("{monument}: rings", { monument: monumentName(name) }), `rings-${monumentId(ctx, name)}`, Number(rings) || 0,
      (n) => mine(() => { player.monuments = { ...cardsOf(player), [name]: clamp(n, 20) }; })))) :
      h("p", { class: "note" }, t("A monument placed on the city adds its card here.")),
    diagnosticList(diagnosticsAt(ctx, `players[${p.j}]`).filter((d) => !/\.pieces\[/.test(d.path || ""))));
}

const slug = (text) => String(text).normalize("NFKD").replace(/[\u0300-\u036f]/g, "").toLowerCase()
  .replace(/[^a-z0-9]+/g, "_").replace(/^_+|_+$/g, "").replace(/^the_/, "");

/** A monument's id (the vocabulary's), for the ids of its buttons. */
function monumentId(ctx, name) {
  const found = (ctx.vocab.monuments || []).find((m) => m.name === name || m.id === slug(name));
  return found ? found.id : slug(name);
}

function picturePanel(ctx, p) {
  const { session } = ctx;
  const svg = session.score.pictures[p.player.name];
  const result = session.score.result;
  const me = result && result.players.find((q) => q.name === p.player.name);
  return section("picture", t("Your city, as scored"),
    svg ? svgImage(svg, t("City of {name}, as boardscore render draws it", { name: p.player.name }), { class: "picture" }) : null,
    me ? linesOf(me.lines) : h("p", { class: "note" }, t("The points appear when every city can be scored.")),
    diagnosticList(diagnosticsAt(ctx, `players[${p.j}].pieces`)));
}

// ---- for the whole game: objectives, the Automaton ---------------------------------------------

function gamePanel(ctx, p) {
  const doc = p.doc;
  const parts = [];
  if (Array.isArray(doc.objectives)) parts.push(objectivesPart(ctx, doc));
  if (doc.solo && typeof doc.solo === "object") parts.push(automatonPart(ctx, doc));
  if (!parts.length) return null;
  return section("whole", t("For the whole game"), parts);
}

function objectivesPart(ctx, doc) {
  const kinds = ctx.vocab.objectives || [];
  const shared = (change) => { change(); ctx.session.changed("shared", "objectives"); };
  return h("div", {}, h("h3", {}, t("Public objectives")), doc.objectives.map((card, i) => {
    const known = kinds.find((k) => k.kind === card.kind) || { needs: [], values: ["first", "second"] };
    const set = (values) => shared(() => { doc.objectives[i] = values; });
    const choose = (kind) => {
      const spec = kinds.find((k) => k.kind === kind);
      const next = { kind };
      for (const need of spec.needs) next[need] = card[need] || (need === "type" ? ctx.vocab.building_types[0] : ctx.vocab.resources[0]);
      if (spec.values.includes("value")) next.value = card.value ?? 4;
      else Object.assign(next, { first: card.first ?? 5, second: card.second ?? 2 });
      set(next);
    };
    return h("div", { class: "objective", id: `objective-${i + 1}` }, h("p", {}, h("strong", {}, t("Card {n}", { n: i + 1 }))),
      choiceRow(t("Kind"), `obj${i + 1}-kind`, kinds.map((k) => k.kind), card.kind, (v) => v && choose(v), (v) => objectiveName(ctx, v)),
      known.needs.includes("type") ? choiceRow(t("Type"), `obj${i + 1}-type`, ctx.vocab.building_types, card.type, (v) => v && set({ ...card, type: v }), word) : null,
      known.needs.includes("resource") ? choiceRow(t("Resource"), `obj${i + 1}-resource`, ctx.vocab.resources, card.resource, (v) => v && set({ ...card, resource: v }), word) : null,
      known.values.map((key) => stepper(key === "value" ? t("Points") : key === "first" ? t("1st place") : t("2nd place"), `obj${i + 1}-${key}`,
        Number(card[key] ?? (key === "value" ? 4 : 0)), (n) => set({ ...card, [key]: Math.max(1, Math.min(20, n)) }))));
  }), diagnosticList(diagnosticsAt(ctx, "objectives")));
}

function automatonPart(ctx, doc) {
  const solo = doc.solo;
  const cards = solo.automaton_monuments && typeof solo.automaton_monuments === "object" ? solo.automaton_monuments : {};
  const shared = (change) => { change(); ctx.session.changed("shared", "solo"); };
  const taken = new Set(Object.keys(cards));
  return h("div", {}, h("h3", {}, t("The Automaton")),
    choiceRow(t("Difficulty"), "difficulty", ctx.vocab.difficulties || ["easy", "hard"], solo.difficulty, (v) => v && shared(() => { solo.difficulty = v; }), (v) => (v === "easy" ? t("easy") : v === "hard" ? t("hard") : v)),
    h("p", { class: "note" }, t("Monument cards the Automaton took (they score at hard):")),
    h("div", { class: "row", role: "group", "aria-label": t("Monument cards the Automaton took") }, (ctx.vocab.monuments || []).map((m) => button(monumentName(m.name), () => shared(() => {
      const next = { ...cards };
      if (taken.has(m.name)) delete next[m.name]; else next[m.name] = 1;
      solo.automaton_monuments = next;
    }), { id: `automaton-${m.id}`, class: "chip", pressed: taken.has(m.name) }))),
    Object.entries(cards).map(([name, rings]) => stepper(t("{monument}: rings", { monument: monumentName(name) }), `automaton-rings-${monumentId(ctx, name)}`,
      Number(rings) || 0, (n) => shared(() => { solo.automaton_monuments = { ...cards, [name]: clamp(n, 20) }; }))),
    diagnosticList(diagnosticsAt(ctx, "solo")));
}
