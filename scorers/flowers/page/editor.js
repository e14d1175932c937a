// The Flowers editor of the page (issue 26; loaded by /static/editors.js): each player's final tableau — the tiles in the order taken
// (colour, back, value as buttons) and the hand size as a stepper; the pairs and multipliers
// as the scorer forms them. A turn log is shown with its result (entering one is not asked).
import { button, h, section, svgImage } from "/static/dom.js";
import { t } from "/static/i18n.js";
import { choiceRow, diagnosticList, diagnosticsAt, linesOf, playerPlace as place } from "/static/shared.js";

/** A turn log is shown with its result (entering one is not asked); a tableau per player. */
export function mode(doc) {
  return Array.isArray(doc.turns) ? "result" : "players";
}

/** A tableau's players, or a turn log's seats. */
export function players(doc) {
  if (!Array.isArray(doc.players) && Array.isArray(doc.seats)) return doc.seats.map(String);
  return (Array.isArray(doc.players) ? doc.players : []).map((p) => p && p.name).filter(Boolean);
}

export function progress(ctx, name) {
  const player = (ctx.session.doc.players || []).find((p) => p && p.name === name);
  const tiles = player && Array.isArray(player.tiles) ? player.tiles.length : 0;
  return { done: tiles > 0, text: t("{count} tiles, hand {hand}", { count: tiles, hand: player ? player.hand : "?" }) };
}

export function pictures(session) {
  return session.me ? [session.me] : [];
}

/** The command line's words the editor shows (asked from the server's catalogue). */
export function messages(vocab) {
  return [...vocab.colours, ...vocab.backs];
}

/** A tableau tile (shorthand or mapping) as {colour, back, value} ("2" or "x3"). */
export function parseFlowerTile(entry) {
  if (typeof entry === "string") {
    const [colour, back, value] = entry.trim().split(/\s+/);
    return { colour: (colour || "").toLowerCase(), back: (back || "").toLowerCase(), value: (value || "").toLowerCase() };
  }
  if (entry && typeof entry === "object") {
    const value = entry.multiplier !== undefined ? `x${entry.multiplier}` : String(entry.flowers ?? "");
    return { colour: String(entry.colour || "").toLowerCase(), back: entry.back || "", value };
  }
  return { colour: "", back: "", value: "" };
}

const tileText = (tile) => `${tile.colour} ${tile.back} ${tile.value}`;
const ready = (tile) => tile.colour && tile.back && tile.value;

function palette(ctx, doc) {
  return Array.isArray(doc.colours) && doc.colours.length ? doc.colours.map(String) : ctx.vocab.colours;
}

function changeTiles(ctx, p, edit) {
  const tiles = Array.isArray(p.player.tiles) ? p.player.tiles.slice() : [];
  edit(tiles);
  p.player.tiles = tiles;
  delete p.player.pairs; // the order decides the pairs; a stale list would be an error
  ctx.session.changed("mine");
}

function setField(ctx, key, value) {
  const p = place(ctx);
  const at = p.ui.ftile;
  if (Number.isInteger(at) && at < (p.player.tiles || []).length) {
    changeTiles(ctx, p, (tiles) => {
      const tile = parseFlowerTile(tiles[at]);
      tile[key] = value;
      tiles[at] = tileText(tile);
    });
    return;
  }
  let draft = { colour: "", back: "", value: "", ...(p.ui.fdraft || {}) };
  if (key === "colour" && ready(draft)) draft = { colour: "", back: "", value: "" };
  draft[key] = value;
  if (ready(draft)) {
    ctx.session.setUi({ fdraft: null });
    changeTiles(ctx, p, (tiles) => tiles.push(tileText(draft)));
  } else {
    ctx.session.setUi({ fdraft: draft });
    ctx.rerender();
  }
}

export function view(ctx) {
  const p = place(ctx);
  if (Array.isArray(p.doc.turns)) return h("p", { class: "note" }, t("This is a turn log: its result is below."));
  if (!p.player) return h("p", { class: "note" }, t("Choose your name above."));
  return h("div", { class: "flowers" }, tableau(ctx, p), keypad(ctx, p), handStepper(ctx, p),
    pairsPanel(ctx, p), palettePanel(ctx, p));
}

/** Which tiles pair, read from the scorer's evidence ("red: tile 1 (…) + tile 3 (…) → …"). */
function pairing(ctx, name) {
  const result = ctx.session.score.result;
  const player = result && result.players.find((q) => q.name === name);
  const marks = {};
  for (const line of (player && player.lines) || []) {
    for (const item of line.evidence || []) {
      const numbers = [...item.matchAll(/(\d+) \(/g)].map((m) => Number(m[1]));
      numbers.forEach((n) => { marks[n] = numbers.length > 1 ? numbers.filter((k) => k !== n) : []; });
    }
  }
  return marks;
}

function tableau(ctx, p) {
  const tiles = Array.isArray(p.player.tiles) ? p.player.tiles : [];
  const marks = pairing(ctx, p.player.name);
  const selected = p.ui.ftile;
  const draft = p.ui.fdraft;
  const wrong = new Set(ctx.session.score.diagnostics.map((d) => (d.path || "").match(new RegExp(`^players\\[${p.j}\\]\\.tiles\\[(\\d+)\\]`)))
    .filter(Boolean).map((m) => Number(m[1])));
  const items = tiles.map((entry, i) => {
    const tile = parseFlowerTile(entry);
    const mark = marks[i + 1];
    const note = mark === undefined ? "" : mark.length ? t("pair with {n}", { n: mark.join(", ") }) : t("lone");
    const label = `${i + 1}. ${tile.colour} ${tile.back} ${tile.value}${wrong.has(i) ? ` ⚠ ${t("error")}` : ""}`;
    return h("li", {}, button([h("span", { class: `swatch c-${tile.colour}`, "aria-hidden": "true" }), label,
      note ? h("span", { class: "note" }, ` — ${note}`) : null], () => {
      ctx.session.setUi({ ftile: selected === i ? null : i, fdraft: null });
      ctx.rerender();
    }, { id: `ftile-${i + 1}`, class: `ftile ${tile.back}${wrong.has(i) ? " bad" : ""}`, pressed: selected === i, "aria-label": `${t("tile")} ${label}${note ? `, ${note}` : ""}` }));
  });
  if (draft) items.push(h("li", { class: "draft" }, `${tiles.length + 1}. ${draft.colour || "?"} ${draft.back || "?"} ${draft.value || "?"}`));
  const prefix = `players[${p.j}].tiles`;
  return section("tableau", t("Tiles of {name}, in the order taken", { name: p.player.name }),
    items.length ? h("ol", { class: "ftiles", role: "list" }, items) : h("p", { class: "note" }, t("No tile yet: tap a colour, a back and a value.")),
    Number.isInteger(selected) && selected < tiles.length ? h("div", { class: "row" },
      button(t("Delete tile {n}", { n: selected + 1 }), () => {
        ctx.session.setUi({ ftile: null });
        changeTiles(ctx, p, (list) => list.splice(selected, 1));
      }, { id: "ftile-delete", class: "chip" }),
      selected > 0 ? button(t("Move earlier"), () => {
        ctx.session.setUi({ ftile: selected - 1 });
        changeTiles(ctx, p, (list) => list.splice(selected - 1, 0, ...list.splice(selected, 1)));
      }, { id: "ftile-earlier", class: "chip", "aria-label": t("Move tile {n} one place earlier", { n: selected + 1 }) }) : null,
      button(t("Done"), () => { ctx.session.setUi({ ftile: null }); ctx.rerender(); }, { id: "ftile-done", class: "chip" })) : null,
    diagnosticList(diagnosticsAt(ctx, prefix)));
}

function keypad(ctx, p) {
  const { vocab } = ctx;
  const at = p.ui.ftile;
  const editing = Number.isInteger(at) && at < (p.player.tiles || []).length;
  const tile = editing ? parseFlowerTile(p.player.tiles[at]) : { colour: "", back: "", value: "", ...(p.ui.fdraft || {}) };
  const values = [...vocab.flowers.map(String), ...vocab.multipliers.map((m) => `x${m}`)];
  return section("fkeys", editing ? t("Change tile {n}", { n: at + 1 }) : t("Next tile"),
    choiceRow(t("Colour"), "colour", palette(ctx, p.doc), tile.colour, (v) => v !== null && setField(ctx, "colour", v),
      (v) => [h("span", { class: `swatch c-${v}`, "aria-hidden": "true" }), t(v)]),
    choiceRow(t("Back"), "back", vocab.backs, tile.back, (v) => v !== null && setField(ctx, "back", v), (v) => t(v)),
    choiceRow(t("Value"), "value", values, tile.value, (v) => v !== null && setField(ctx, "value", v),
      (v) => (v.startsWith("x") ? `×${v.slice(1)}` : v)));
}

function handStepper(ctx, p) {
  const hand = Number.isInteger(p.player.hand) ? p.player.hand : 0;
  const set = (n) => { p.player.hand = Math.max(0, n); ctx.session.changed("mine"); };
  return section("hand", t("Cards left in hand"),
    h("div", { class: "stepper", role: "group", "aria-label": t("Cards left in hand") },
      button("−", () => set(hand - 1), { id: "hand-minus", class: "key", "aria-label": t("One card fewer") }),
      h("output", { id: "hand-value", "aria-live": "polite" }, String(hand)),
      button("+", () => set(hand + 1), { id: "hand-plus", class: "key", "aria-label": t("One card more") })),
    diagnosticList(diagnosticsAt(ctx, `players[${p.j}].hand`)));
}

function pairsPanel(ctx, p) {
  const { session } = ctx;
  const svg = session.score.pictures[p.player.name];
  const result = session.score.result;
  const me = result && result.players.find((q) => q.name === p.player.name);
  return section("pairs", t("Pairs and multipliers"),
    svg ? svgImage(svg, t("Tableau of {name}, as boardscore render draws it", { name: p.player.name }), { class: "picture" }) : null,
    me ? linesOf(me.lines) : h("p", { class: "note" }, t("The pairs appear when the tableau can be scored.")));
}

function palettePanel(ctx, p) {
  const { session } = ctx;
  const doc = p.doc;
  const input = h("input", { id: "palette-names", type: "text", autocomplete: "off", autocapitalize: "none",
    "aria-label": t("The game's colours, separated by commas"), value: Array.isArray(doc.colours) ? doc.colours.join(", ") : "" });
  const apply = () => {
    const names = input.value.toLowerCase().split(/[\s,]+/).filter(Boolean);
    if (names.length) doc.colours = names; else delete doc.colours;
    session.changed("shared", "colours");
  };
  input.addEventListener("keydown", (event) => { if (event.key === "Enter") apply(); });
  return section("palette", t("Colours of this game"),
    h("p", { class: "note" }, Array.isArray(doc.colours) ? t("Declared: {list}", { list: doc.colours.join(", ") })
      : t("The built-in names; declare the game's own colours if they differ.")),
    h("div", { class: "row" }, input, button(t("Declare"), apply, { id: "palette-set", class: "chip" })),
    diagnosticList(diagnosticsAt(ctx, "colours")));
}

/** Its style sheet, beside it. */
export const STYLES = ["editor.css"];
