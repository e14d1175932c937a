// The Clans editor of the page (issue 27; loaded by /static/editors.js). One phone for the
// table, on the real map (the picture `boardscore clans --map` draws, each territory a button):
// - a game replay is recorded as it is played: the clans, the setup (a colour, then its
//   territories), then each move (the territory moved from, then the one moved to); only the
//   legal targets are offered, a refused move says why in the rules' words, a move founding
//   several villages asks their order (rules §6.3); villages, epoch, track and scores as it goes;
// - a village record is marked after play: each village's territory (or terrain), founder and
//   huts in founding order, and the track read off the board as the cross-check (F8).
// Every rule is the scorer's: the state of play comes from POST /api/play (scorers/clans/play.py).
import * as API from "/static/api.js";
import { button, h, section } from "/static/dom.js";
import { cli, language, t } from "/static/i18n.js";
import { choiceRow, diagnosticList } from "/static/shared.js";

const GAME = "clans";
const cache = { map: null, mapLanguage: null, key: null, state: null, pending: null, queued: null };

export const STYLES = ["editor.css"];

/** The command line's words it shows (the server's catalogue translates them). */
export function messages() { return ["; strife removes {clans}"]; }

/** One editor for the whole file (the table has one recorder), no "who are you?". */
export function mode() { return "whole"; }

/** No picture from /api/score while recording: the map is drawn here. */
export function pictures() { return []; }

const isRecord = (doc) => Array.isArray(doc.villages);

/** Each player's chips and score so far (a replay), or the villages they founded (a record). */
export function progress(ctx, name) {
  const doc = ctx.session.doc;
  if (isRecord(doc)) {
    const count = doc.villages.filter((v) => v && v.founder === name).length;
    return { done: true, text: t("{count} villages founded", { count }) };
  }
  const state = cache.state;
  const me = state && state.scores && state.scores.players.find((p) => p.name === name);
  if (!me) return { done: false, text: "" };
  return { done: state.phase === "over", text: t("{chips} chips, {total} so far", { chips: me.chips, total: me.total }) };
}

/** The state of play of the document as it is now (null until the server answers). */
function playState(ctx) {
  const doc = ctx.session.doc;
  const key = JSON.stringify([language(), doc.players, doc.setup, doc.moves, isRecord(doc)]);
  if (cache.key !== key && cache.pending !== key) {
    cache.pending = key;
    const picture = !cache.map || cache.mapLanguage !== language();
    API.api("POST", "/api/play", { game: GAME, document: doc, picture }).then((answer) => {
      if (cache.pending !== key) return;
      cache.pending = null;
      if (answer.status !== 200) return;
      if (answer.data.map) Object.assign(cache, { map: answer.data.map, mapLanguage: JSON.parse(key)[0] });
      cache.key = key;
      cache.state = answer.data;
      ctx.rerender();
      applyImplied(ctx, answer.data);
      const queued = cache.queued;
      cache.queued = null;
      if (queued !== null && answer.data.turn) tapDuringPlay(ctx, answer.data, queued);
    }, () => { cache.pending = null; });
  }
  return { state: cache.state, fresh: cache.key === key };
}

export function view(ctx) {
  const { state, fresh } = playState(ctx);
  const doc = ctx.session.doc;
  if (!cache.map || !state) return h("p", { class: "note", id: "clans-opening" }, t("Opening the map…"));
  if (isRecord(doc)) return recordView(ctx, state, fresh);
  if (state.phase === "unreadable") return diagnosticList(state.problems);
  return h("div", { class: "clans", id: "clans", "data-fresh": fresh ? "yes" : "no", "data-phase": state.phase },
    state.phase === "setup" ? setupView(ctx, state, fresh) : playView(ctx, state, fresh));
}

// ---- the map ---------------------------------------------------------------------------------

const clanName = (id) => (cache.map.clans.find((c) => c.id === id) || { name: id }).name;
const place = (n) => cache.map.territories[n].name;
const terrainName = (id) => (cache.map.terrains.find((k) => k.id === id) || { name: id }).name;
const hutsText = (huts) => cache.map.clans.filter((c) => (huts || {})[c.id]).map((c) => `${c.name} ${huts[c.id]}`).join(", ");
const hutWord = (count) => (count === 1 ? t("1 hut") : t("{count} huts", { count }));
const hutCount = (huts) => Object.values(huts || {}).reduce((a, b) => a + b, 0);

/** The map with one button per territory; `look(n)` gives {label, mark, classes}. A tap
 * that needs the state of play (a move) waits for it (`fresh`); the others never do. */
function mapView(ctx, look, ontap, fresh, always = false) {
  const map = cache.map;
  const src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(map.svg)}`;
  const buttons = map.territories.map((territory) => {
    const seen = look(territory.id);
    const near = Math.min(...map.territories.filter((o) => o.id !== territory.id)
      .map((o) => Math.hypot(o.x - territory.x, o.y - territory.y)));
    const size = Math.min(2 * map.radius + 12, near) / map.width * 100;
    return h("button", {
      type: "button", id: `t-${territory.id}`, class: `terr ${seen.classes || ""}`,
      "aria-label": seen.label, "aria-pressed": seen.pressed === undefined ? null : String(!!seen.pressed),
      style: { left: `${territory.x / map.width * 100}%`, top: `${territory.y / map.height * 100}%`, width: `${size}%` },
      onclick: () => {
        if (fresh || always) ontap(territory.id);
        else cache.queued = territory.id;  // tapped before the state of play came: kept for it
      },
    }, seen.mark ? h("span", { class: "mark", "aria-hidden": "true" }, seen.mark)
      : seen.dot ? h("span", { class: "dot", "aria-hidden": "true" }) : null);
  });
  const zoomed = !!ctx.session.ui.mapZoom;
  const zoom = button(t("Enlarge the map"), () => { ctx.session.setUi({ mapZoom: !zoomed }); ctx.rerender(); },
    { id: "map-zoom", class: "chip", pressed: zoomed });
  // Enlarged, the map is wider than the phone (bigger territories to tap) and scrolls sideways.
  return [h("div", { class: "row" }, zoom), h("div", { class: zoomed ? "map-frame zoomed" : "map-frame" },
    h("div", { class: "clans-map", id: "clans-map", "data-fresh": fresh ? "yes" : "no" },
      h("img", { src, alt: t("The Clans map: 60 territories in 12 regions, rivers dashed; each territory is a button below its number"), class: "map-picture" }),
      buttons))];
}

// ---- the clans, before the first move --------------------------------------------------------

function clansPanel(ctx) {
  const doc = ctx.session.doc;
  const ids = cache.map.clans.map((c) => c.id);
  return section("clans-players", t("Clan cards"), (doc.players || []).map((player, i) =>
    choiceRow(player.name, `clan-${i}`, ids, player.clan, (clan) => {
      if (clan === null) return;
      player.clan = clan;
      ctx.session.changed("shared", "players");
    }, (clan) => [h("span", { class: `swatch k-${clan}`, "aria-hidden": "true" }), clanName(clan)])));
}

// ---- the setup --------------------------------------------------------------------------------

function setupView(ctx, state, fresh) {
  const ui = ctx.session.ui;
  const colour = chosenColour(ctx);
  const counts = cache.map.clans.map((c) => c.id);
  const problems = state.problems.filter((p) => p.code !== "B2");
  return [clansPanel(ctx),
    section("clans-setup", t("The starting huts"),
      h("p", { class: "note" }, t("Choose a colour, then tap its territories (a second tap takes the hut away). A region's last territory takes the colour it lacks.")),
      h("div", { class: "row", role: "group", "aria-label": t("Colour to place") }, counts.map((clan) => button(
        [h("span", { class: `swatch k-${clan}`, "aria-hidden": "true" }), `${clanName(clan)} ${state.counts[clan]}/${state.per_clan}`],
        () => { ctx.session.setUi({ colour: clan }); ctx.rerender(); },
        { id: `colour-${clan}`, class: "chip", pressed: colour === clan }))),
      h("p", { id: "setup-left", "aria-live": "polite" }, t("{count} territories without a hut", { count: state.missing.length })),
      diagnosticList(problems),
      mapView(ctx, (n) => setupLook(ctx.session.doc, n), (n) => placeHut(ctx, n), fresh, true))];
}

/** The colour the next tapped territory takes: the one chosen, at first the first clan. */
function chosenColour(ctx) {
  return ctx.session.ui.colour || cache.map.clans[0].id;
}

/** A territory during the setup, as this phone has it (the taps not yet answered too). */
function setupLook(doc, n) {
  const clan = Array.isArray(doc.setup) ? doc.setup[Math.floor(n / 5)][n % 5] : (doc.setup || {})[String(n)];
  return { label: clan ? `${place(n)}: ${clanName(clan)}` : `${place(n)}: ${t("no hut yet")}`,
    classes: clan ? `k-${clan} placed` : "", dot: !!clan };
}

function placeHut(ctx, n) {
  const { session } = ctx;
  const colour = chosenColour(ctx);
  const setup = { ...(session.doc.setup || {}) };
  if (Array.isArray(session.doc.setup)) return;
  if (setup[String(n)] === colour) delete setup[String(n)];
  else setup[String(n)] = colour;
  writeSetup(ctx, setup);
}

function writeSetup(ctx, setup) {
  const sorted = {};
  for (const key of Object.keys(setup).sort((a, b) => a - b)) sorted[key] = setup[key];
  ctx.session.doc.setup = sorted;
  ctx.session.changed("shared", "setup");
}

/** The huts the regions decide (the server says which) are placed without a tap. */
function applyImplied(ctx, state) {
  const doc = ctx.session.doc;
  if (state.phase !== "setup" || !state.implied || Array.isArray(doc.setup)) return;
  const setup = { ...(doc.setup || {}) };
  const empty = Object.entries(state.implied).filter(([n]) => !(n in setup));
  if (!empty.length) return;
  writeSetup(ctx, { ...setup, ...Object.fromEntries(empty) });
}

// ---- the moves --------------------------------------------------------------------------------

function playView(ctx, state, fresh) {
  const { session } = ctx;
  const from = session.ui.from ?? null;
  const targets = from === null ? [] : (state.sources || {})[String(from)] || [];
  const parts = [];
  if ((session.doc.moves || []).length === 0) parts.push(clansPanel(ctx));
  parts.push(section("clans-move", moveTitle(state), epochLine(state),
    state.order ? orderQuestion(ctx, state) : h("p", { id: "move-hint", "aria-live": "polite" }, moveHint(state, from, targets)),
    session.ui.says ? h("p", { class: "problem", role: "alert", id: "refused" }, session.ui.says) : null,
    diagnosticList(state.problems),
    mapView(ctx, (n) => moveLook(state, n, from, targets), (n) => tapDuringPlay(ctx, state, n), fresh),
    h("div", { class: "row" },
      button(t("Undo the last move"), () => undo(ctx), { id: "undo", class: "chip", disabled: !(session.doc.moves || []).length }))));
  parts.push(villagesPanel(state), scoresPanel(state));
  return parts;
}

function moveTitle(state) {
  if (state.phase === "over") return t("Game over after move {move} ({reason})", state.ended);
  if (state.turn) return t("Move {move}: {player}", state.turn);
  return state.order ? t("Move {move}: the order of its villages", { move: state.order.move }) : t("Moves");
}

function epochLine(state) {
  const e = state.epoch;
  if (!e || state.phase === "over") return null;
  const hostile = e.hostile ? t("; {terrain} destroys", { terrain: e.hostile }) : "";
  const favour = e.favourable ? t("{terrain} +{bonus}", { terrain: e.favourable, bonus: e.bonus }) : t("every terrain +{bonus}", { bonus: e.bonus });
  return h("p", { class: "note", id: "epoch" }, t("Epoch {numeral}: village {next} next (the epoch ends with village {last}); {favour}{hostile}",
    { numeral: e.numeral, next: e.next_village, last: e.last_village, favour, hostile }));
}

function moveHint(state, from, targets) {
  if (state.phase === "over") return t("The file is the game's replay: see the full result.");
  if (!state.turn) return t("Undo the last move to go on.");
  if (from === null) return t("Tap the territory the huts move from.");
  return t("From {place} ({huts}): tap where they go ({targets}), or the same territory again to choose another.",
    { place: place(from), huts: hutWord(hutCount(state.huts[from])), targets: targets.join(", ") });
}

function moveLook(state, n, from, targets) {
  const huts = state.huts[n];
  const village = state.villages.find((v) => v.territory === n);
  const count = hutCount(huts);
  let label = `${place(n)}: ${count ? `${hutWord(count)} (${hutsText(huts)})` : t("empty")}`;
  if (village) label += `, ${t("village {number}", { number: village.number })}`;
  const classes = [count ? "occupied" : "empty"];
  const single = count === 1 && !village ? Object.keys(huts)[0] : null;
  if (single) classes.push(`single k-${single}`);
  if (village) classes.push("village");
  if (n === from) classes.push("from");
  if (targets.includes(n)) { classes.push("target"); label += `, ${t("a legal target")}`; }
  if (from !== null && n !== from && !targets.includes(n)) classes.push("dim");
  return { label, classes: classes.join(" "), mark: village ? `V${village.number}` : count > 1 ? String(count) : null, dot: !!single, pressed: n === from };
}

function tapDuringPlay(ctx, state, n) {
  const { session } = ctx;
  if (!state.turn || state.order) return;
  const from = session.ui.from ?? null;
  if (from === null) {
    const blocked = (state.blocked || {})[String(n)];
    if (!(state.sources || {})[String(n)]) {
      session.setUi({ says: blocked || t("{place} cannot move", { place: place(n) }) });
    } else session.setUi({ from: n, says: null });
    ctx.rerender();
    return;
  }
  if (n === from) { session.setUi({ from: null, says: null }); ctx.rerender(); return; }
  const move = { player: state.turn.player, from, to: n };
  if (((state.sources || {})[String(from)] || []).includes(n)) {
    session.setUi({ from: null, says: null, picked: [] });
    session.doc.moves = [...(session.doc.moves || []), move];
    session.changed("shared", "moves");
    return;
  }
  refuse(ctx, move);
}

/** Why the scorer refuses the move, in its words (asked with the move added, never saved). */
async function refuse(ctx, move) {
  const doc = ctx.session.doc;
  const tried = { ...doc, moves: [...(doc.moves || []), move] };
  try {
    const answer = await API.api("POST", "/api/play", { game: GAME, document: tried });
    const refused = answer.status === 200 && answer.data.refused;
    ctx.session.setUi({ says: refused ? refused.message : t("Not a legal move") });
  } catch { ctx.session.setUi({ says: t("No connection") }); }
  ctx.rerender();
}

function undo(ctx) {
  const { session } = ctx;
  session.doc.moves = (session.doc.moves || []).slice(0, -1);
  session.setUi({ from: null, says: null, picked: [] });
  session.changed("shared", "moves");
}

/** Rules §6.3: the mover chooses the order of the villages one move founds. */
function orderQuestion(ctx, state) {
  const { session } = ctx;
  const question = state.order;
  const picked = (session.ui.picked || []).filter((n) => question.villages.some((v) => v.territory === n));
  const pick = (n) => {
    const order = [...picked, n];
    const left = question.villages.map((v) => v.territory).filter((id) => !order.includes(id));
    if (left.length > 1) { session.setUi({ picked: order }); ctx.rerender(); return; }
    const moves = session.doc.moves.slice();
    const last = moves[moves.length - 1];
    const full = [...order, ...left];
    moves[moves.length - 1] = Array.isArray(last) ? [last[0], last[1], full] : { ...last, order: full };
    session.doc.moves = moves;
    session.setUi({ picked: [] });
    session.changed("shared", "moves");
  };
  const seats = session.doc.players || [];
  const mover = (seats[(question.move - 1) % seats.length] || {}).name;
  return h("div", { class: "pick", id: "order-question" },
    h("p", {}, t("This move founds {count} villages at once: {player} chooses the order. Which counts first?",
      { count: question.villages.length, player: mover })),
    h("p", { class: "note" }, question.message),
    picked.length ? h("p", {}, t("Chosen so far: {list}", { list: picked.join(", ") })) : null,
    h("div", { class: "row" }, question.villages.filter((v) => !picked.includes(v.territory)).map((v) => button(
      `${v.place}: ${hutsText(v.huts)}`, () => pick(v.territory), { id: `order-${v.territory}`, class: "chip" }))));
}

function villagesPanel(state) {
  if (!state.villages.length) return section("clans-villages", t("Villages"), h("p", { class: "note" }, t("No village yet.")));
  return section("clans-villages", t("Villages"), h("ol", { class: "village-list", id: "villages" }, state.villages.map((v) => h("li", { class: "village-row" },
    h("strong", {}, t("Village {number} (epoch {epoch})", { number: v.number, epoch: v.epoch })), " ",
    t("{place}, founded by {founder}", { place: v.place, founder: v.founder }), " — ",
    h("strong", {}, v.destroyed ? t("destroyed") : t("value {value}", { value: v.value })),
    h("br"), h("span", { class: "note" }, hutsText(v.huts), "; ", v.effect,
      v.strife.length ? cli("; strife removes {clans}", { clans: v.strife.map(clanName).join(", ") }) : "")))));
}

function scoresPanel(state) {
  const scores = state.scores;
  const played = new Set(scores.players.map((p) => p.clan));
  return section("clans-scores", t("Scores so far"), h("table", { id: "running-scores" },
    h("thead", {}, h("tr", {}, [t("Player"), t("Clan"), t("Track"), t("Chips"), t("Total")].map((w) => h("th", { scope: "col" }, w)))),
    h("tbody", {}, scores.players.map((p) => h("tr", {},
      h("th", { scope: "row" }, p.name), h("td", {}, p.clan_name), h("td", {}, String(p.track)), h("td", {}, String(p.chips)),
      h("td", { class: "total" }, String(p.total)))),
    cache.map.clans.filter((c) => !played.has(c.id)).map((c) => h("tr", { class: "neutral" },
      h("th", { scope: "row" }, t("neutral")), h("td", {}, c.name), h("td", {}, String(scores.track[c.id])), h("td", {}, "—"), h("td", {}, "—"))))));
}

// ---- the village record, after play ----------------------------------------------------------

function recordView(ctx, state, fresh) {
  const { session } = ctx;
  const doc = session.doc;
  const at = Math.min(session.ui.village ?? doc.villages.length - 1, doc.villages.length - 1);
  const village = at >= 0 ? doc.villages[at] : null;
  return h("div", { class: "clans", id: "clans", "data-fresh": fresh ? "yes" : "no", "data-phase": "record" },
    clansPanel(ctx),
    section("clans-record", t("Villages in founding order"),
      h("p", { class: "note" }, t("Tap a village's territory on the map (or its terrain if you do not know where it was), its founder and its huts as they were when it was founded.")),
      h("p", { id: "record-hint", "aria-live": "polite" }, recordHint(doc, at, village)),
      mapView(ctx, (n) => recordLook(doc, n, village), (n) => setPlace(ctx, { territory: n }), fresh, true),
      h("div", { class: "row", role: "group", "aria-label": t("Terrain only") }, h("span", { class: "label" }, t("Terrain only")),
        cache.map.terrains.map((terrain) => button(terrain.name, () => setPlace(ctx, { terrain: terrain.id }),
          { id: `terrain-${terrain.id}`, class: "chip", pressed: !!village && !("territory" in village) && village.terrain === terrain.id }))),
      village ? villageEditor(ctx, at, village) : null,
      villageList(ctx, at)),
    trackPanel(ctx));
}

const complete = (village) => !!village && !!village.founder && ("territory" in village || "terrain" in village) && hutCount(village.huts) > 0;

function recordHint(doc, at, village) {
  const last = cache.map.epochs[cache.map.epochs.length - 1].last;
  if (doc.villages.length >= last && complete(doc.villages[doc.villages.length - 1])) {
    return t("{count} villages: the record is complete (the game ends with the last).", { count: last });
  }
  if (!village || complete(village)) return t("Tap the territory of village {number}.", { number: doc.villages.length + 1 });
  return t("Village {number}: its place, founder and huts.", { number: at + 1 });
}

function recordLook(doc, n, selected) {
  const index = doc.villages.findIndex((v) => v && v.territory === n);
  const label = `${place(n)}${index >= 0 ? `: ${t("village {number}", { number: index + 1 })}` : ""}`;
  const here = selected && selected.territory === n;
  return { label, classes: `${index >= 0 ? "village" : ""}${here ? " from" : ""}`, mark: index >= 0 ? `V${index + 1}` : null, pressed: here };
}

/** The place of the village being entered; once it is complete, a tap starts the next one. */
function setPlace(ctx, placed) {
  const { session } = ctx;
  const villages = session.doc.villages.slice();
  let at = Math.min(session.ui.village ?? villages.length - 1, villages.length - 1);
  if (at < 0 || (complete(villages[at]) && !session.ui.replace)) {
    villages.push({ founder: null, huts: {} });
    at = villages.length - 1;
  }
  const { territory, terrain, ...rest } = villages[at];
  villages[at] = { founder: rest.founder, ...placed, huts: rest.huts || {} };
  session.doc.villages = villages;
  session.setUi({ village: at, replace: false });
  session.changed("shared", "villages");
}

function villageEditor(ctx, at, village) {
  const { session } = ctx;
  const edit = (change) => {
    const villages = session.doc.villages.slice();
    villages[at] = change({ ...villages[at], huts: { ...(villages[at].huts || {}) } });
    session.doc.villages = villages;
    session.changed("shared", "villages");
  };
  const names = (session.doc.players || []).map((p) => p.name);
  const steppers = cache.map.clans.map((clan) => {
    const n = (village.huts || {})[clan.id] || 0;
    const set = (value) => edit((v) => {
      if (value > 0) v.huts[clan.id] = value; else delete v.huts[clan.id];
      return v;
    });
    return h("div", { class: "stepper hut-row", role: "group", "aria-label": t("{clan} huts", { clan: clan.name }) },
      h("span", { class: "label" }, h("span", { class: `swatch k-${clan.id}`, "aria-hidden": "true" }), clan.name),
      button("−", () => set(Math.max(0, n - 1)), { id: `huts-${clan.id}-minus`, class: "key", "aria-label": t("One {clan} hut fewer", { clan: clan.name }) }),
      h("output", { id: `huts-${clan.id}`, "aria-live": "polite" }, String(n)),
      button("+", () => set(n + 1), { id: `huts-${clan.id}-plus`, class: "key", "aria-label": t("One {clan} hut more", { clan: clan.name }) }));
  });
  const where = "territory" in village ? place(village.territory) : village.terrain ? terrainName(village.terrain) : t("no place yet");
  return h("div", { class: "pick", id: "village-editor" },
    h("h3", {}, t("Village {number}: {place}", { number: at + 1, place: where })),
    choiceRow(t("Founder"), "founder", names, village.founder, (name) => edit((v) => ({ ...v, founder: name })), (name) => name),
    steppers,
    h("div", { class: "row" },
      button(t("Change its place"), () => { session.setUi({ replace: true }); ctx.rerender(); }, { id: "village-place", class: "chip", pressed: !!session.ui.replace }),
      at > 0 ? button(t("Earlier"), () => moveVillage(ctx, at, -1), { id: "village-earlier", class: "chip", "aria-label": t("Move village {number} one place earlier", { number: at + 1 }) }) : null,
      button(t("Delete"), () => deleteVillage(ctx, at), { id: "village-delete", class: "chip", "aria-label": t("Delete village {number}", { number: at + 1 }) })),
    diagnosticList(ctx.session.score.diagnostics.filter((d) => (d.path || "").startsWith(`villages[${at}]`))));
}

function moveVillage(ctx, at, by) {
  const villages = ctx.session.doc.villages.slice();
  villages.splice(at + by, 0, ...villages.splice(at, 1));
  ctx.session.doc.villages = villages;
  ctx.session.setUi({ village: at + by });
  ctx.session.changed("shared", "villages");
}

function deleteVillage(ctx, at) {
  ctx.session.doc.villages = ctx.session.doc.villages.filter((_, i) => i !== at);
  ctx.session.setUi({ village: Math.max(0, at - 1) });
  ctx.session.changed("shared", "villages");
}

function villageList(ctx, at) {
  const doc = ctx.session.doc;
  if (!doc.villages.length) return h("p", { class: "note" }, t("No village yet."));
  return h("ol", { class: "village-list", id: "village-list" }, doc.villages.map((v, i) => {
    const where = v && "territory" in v ? place(v.territory) : v && v.terrain ? terrainName(v.terrain) : "?";
    const text = `${i + 1}. ${where} — ${(v && v.founder) || "?"} — ${hutsText(v && v.huts) || "?"}`;
    return h("li", {}, button(text, () => { ctx.session.setUi({ village: i, replace: false }); ctx.rerender(); },
      { id: `village-${i + 1}`, class: "village-item", pressed: i === at }));
  }));
}

/** The track read off the board, beside what the villages give (F8 shows both sides). */
function trackPanel(ctx) {
  const { session } = ctx;
  const doc = session.doc;
  const result = session.score.result;
  const given = villagesGive(result);
  const rows = cache.map.clans.map((clan) => {
    const input = h("input", { id: `track-${clan.id}`, type: "text", inputmode: "numeric", autocomplete: "off",
      "aria-label": t("{clan} on the score track", { clan: clan.name }), value: doc.track && doc.track[clan.id] !== undefined ? String(doc.track[clan.id]) : "" });
    input.addEventListener("change", () => setTrack(ctx, clan.id, input.value));
    const give = given[clan.id];
    const mismatch = give !== undefined && doc.track && doc.track[clan.id] !== undefined && doc.track[clan.id] !== give;
    return h("tr", { class: mismatch ? "mismatch" : "" }, h("th", { scope: "row" }, clan.name),
      h("td", {}, give === undefined ? "…" : String(give)), h("td", {}, input));
  });
  const f8 = session.score.diagnostics.filter((d) => (d.path || "").startsWith("track") || d.code === "F8");
  return section("clans-track", t("The score track (optional: the cross-check)"),
    h("table", { id: "track-table" }, h("thead", {}, h("tr", {}, [t("Clan"), t("The villages give"), t("On the board")].map((w) => h("th", { scope: "col" }, w)))),
      h("tbody", {}, rows)),
    diagnosticList(f8));
}

function villagesGive(result) {
  const give = {};
  if (!result) return give;
  for (const player of result.players) {
    const line = player.lines.find((l) => l.category === "clan_track");
    if (line && player.facts && player.facts.clan) give[player.facts.clan] = line.points;
  }
  for (const neutral of (result.extra || result).neutral_clans || []) give[neutral.clan] = neutral.points;
  return give;
}

function setTrack(ctx, clan, text) {
  const doc = ctx.session.doc;
  const track = { ...(doc.track || {}) };
  const value = text.trim() === "" ? null : Number(text);
  if (value === null) delete track[clan];
  else if (Number.isInteger(value) && value >= 0) track[clan] = value;
  else return;
  const ordered = {};
  for (const c of cache.map.clans) if (c.id in track) ordered[c.id] = track[c.id];
  if (Object.keys(ordered).length) doc.track = ordered; else delete doc.track;
  ctx.session.changed("shared", "track");
}
