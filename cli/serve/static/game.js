// The page of one game file: who you are, your board's editor, everyone's progress, the scores.
import { button, h, section } from "./dom.js";
import * as API from "./api.js";
import { t } from "./i18n.js";
import { editorOf } from "./editors.js";
import { resultView } from "./result.js";
import { diagnosticList, playersPanel, totalsTable, winnerLines } from "./shared.js";

/** The file's players: the game's editor knows where its file keeps them; else players[].name. */
export function playerNames(doc, editor) {
  if (!doc) return [];
  if (editor && editor.players) return editor.players(doc);
  return (Array.isArray(doc.players) ? doc.players : []).map((p) => p && p.name).filter(Boolean);
}

/** How the game's editor edits this file: "players" (each phone its own player), "whole" (one
 * editor for the file) or "result" (no editor: the result only). */
export function editingMode(doc, editor) {
  if (!editor) return "result";
  return editor.mode ? editor.mode(doc) : "players";
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
  const editor = editorOf(ctx, doc.game);
  const names = playerNames(doc, editor);
  const mode = editingMode(doc, editor);
  const parts = [header(ctx, session.name), state];
  if (session.problem) parts.push(h("p", { class: "problem", role: "alert" }, session.problem));
  if (editor === undefined) parts.push(h("p", { class: "note" }, t("Opening…")));
  else if (mode === "result") parts.push(resultView(ctx, session.score, doc, session.name));
  else {
    const toResult = h("p", {}, h("a", { href: `#/file/${encodeURIComponent(session.name)}/result`, id: "to-result", class: "button" }, t("Full result")));
    if (mode === "players") parts.push(whoAreYou(ctx, names));
    if (mode === "whole" || session.me) parts.push(editor.view(ctx));
    // One editor for the whole file shows its own scores as it goes; the players' panel and
    // the file's rule errors (a game not over yet) are for files each player fills in.
    if (mode === "whole") parts.push(toResult);
    else parts.push(section("everyone", t("Players"), playersPanel(session, names, (name) => progress(ctx, editor, name)), scoresPart(ctx), toResult));
  }
  parts.push(sharePart(ctx));
  return h("main", { id: "main" }, parts);
}

function whoAreYou(ctx, names) {
  const { session } = ctx;
  const label = session.me ? t("You are {name}", { name: session.me }) : t("Who are you?");
  return section("who", label, h("div", { class: "row", role: "group", "aria-label": t("Who are you?") },
    names.map((name) => button(name, () => session.setMe(name), { class: "chip", pressed: session.me === name, id: `me-${name}` }))));
}

function progress(ctx, editor, name) {
  if (editor.progress) return editor.progress(ctx, name);
  const player = (ctx.session.doc.players || []).find((p) => p && p.name === name);
  return { done: !!player, text: "" };
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
