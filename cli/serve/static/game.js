// The page of one game file: who you are, your board's editor, everyone's progress, the scores.
import { button, h, section } from "./dom.js";
import * as API from "./api.js";
import { t } from "./i18n.js";
import { flowersView } from "./flowers.js";
import { mondoView, roundNumbers } from "./mondo.js";
import { boardOf } from "./mondo-tiles.js";
import { resultView } from "./result.js";
import { diagnosticList, playersPanel, totalsTable, winnerLines } from "./shared.js";

const EDITORS = { mondo: mondoView, flowers: flowersView };
export const EDITABLE = Object.keys(EDITORS);

export function playerNames(doc) {
  if (!doc) return [];
  if (Array.isArray(doc.rounds)) {
    const names = [];
    for (const round of doc.rounds) for (const p of (round && round.players) || []) if (p && !names.includes(p.name)) names.push(p.name);
    return names;
  }
  if (Array.isArray(doc.seats)) return doc.seats.map(String);
  return (Array.isArray(doc.players) ? doc.players : []).map((p) => p && p.name).filter(Boolean);
}

function saveWords(state) {
  return {
    saved: t("Saved"), saving: t("Saving…"), unsaved: t("Not saved yet"),
    offline: t("No connection: kept on this phone, saved when it is back"), error: t("Not saved"),
  }[state] || state;
}

export function header(ctx, title, extra) {
  return h("header", { class: "top" },
    h("a", { href: "#/", class: "home", "aria-label": t("Home") }, "⌂"),
    h("h1", {}, title), extra || null);
}

export function gameView(ctx) {
  const { session } = ctx;
  const doc = session.doc;
  const state = h("p", { class: `save ${session.saveState}`, role: "status", "aria-live": "polite", id: "save-state" },
    saveWords(session.saveState));
  if (!doc) {
    return h("main", { id: "main" }, header(ctx, session.name), state,
      h("p", {}, session.problem || t("Opening…")));
  }
  const names = playerNames(doc);
  const editor = EDITORS[doc.game];
  const log = doc.game === "flowers" && Array.isArray(doc.turns);
  const parts = [header(ctx, session.name), state];
  if (session.problem) parts.push(h("p", { class: "problem", role: "alert" }, session.problem));
  if (!log) parts.push(whoAreYou(ctx, names));
  if (editor && session.me && !log) parts.push(editor(ctx));
  if (!editor || log) parts.push(resultView(ctx, session.score, doc, session.name));
  else parts.push(section("everyone", t("Players"), playersPanel(session, names, (name) => progress(ctx, name)),
    scoresPart(ctx), h("p", {}, h("a", { href: `#/file/${encodeURIComponent(session.name)}/result`, id: "to-result", class: "button" }, t("Full result")))));
  parts.push(sharePart(ctx));
  return h("main", { id: "main" }, parts);
}

function whoAreYou(ctx, names) {
  const { session } = ctx;
  const label = session.me ? t("You are {name}", { name: session.me }) : t("Who are you?");
  return section("who", label, h("div", { class: "row", role: "group", "aria-label": t("Who are you?") },
    names.map((name) => button(name, () => session.setMe(name), { class: "chip", pressed: session.me === name, id: `me-${name}` }))));
}

function progress(ctx, name) {
  const { session, vocab } = ctx;
  const doc = session.doc;
  if (doc.game === "mondo") {
    const r = Math.min(session.ui.round || 0, doc.rounds.length - 1);
    const player = (doc.rounds[r].players || []).find((p) => p && p.name === name);
    if (!player) return { done: false, text: "" };
    const layout = (doc.board && doc.board.cells) || vocab.layout;
    const count = Object.keys(boardOf(player, layout)).length;
    const chip = player.chip !== undefined && player.chip !== null && player.chip !== "none";
    const text = t("round {n}: {count} tiles", { n: roundNumbers(doc)[r], count }) + (chip ? `, ${t("chip {chip}", { chip: player.chip })}` : "");
    return { done: chip || count >= layout.length, text };
  }
  const player = (doc.players || []).find((p) => p && p.name === name);
  const tiles = player && Array.isArray(player.tiles) ? player.tiles.length : 0;
  return { done: tiles > 0, text: t("{count} tiles, hand {hand}", { count: tiles, hand: player ? player.hand : "?" }) };
}

function scoresPart(ctx) {
  const { score } = ctx.session;
  if (score.result) return [totalsTable(score.result), winnerLines(score.result)];
  if (score.diagnostics.length) return [h("p", {}, t("The scores appear when every board scores. To fix:")), diagnosticList(score.diagnostics)];
  return h("p", { class: "note" }, t("Scoring…"));
}

function sharePart(ctx) {
  const { info } = ctx;
  if (!info || !info.url) return null;
  const url = `${info.url}#/file/${encodeURIComponent(ctx.session.name)}`;
  return section("share", t("The other players open"),
    h("p", {}, h("a", { href: url, id: "share-link" }, url)),
    info.lan ? h("img", { class: "qr", src: API.qrSource(url), alt: t("QR code of this game's address") }) : null);
}
