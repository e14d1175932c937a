// Pieces every game page shows: rule errors in the command line's words, score lines with
// their evidence on tap, the players' progress and the scores table.
import { button, h } from "./dom.js";
import { cli, t } from "./i18n.js";

/** Diagnostics as a list, each in the command line's words, its code and severity in letters. */
export function diagnosticList(list) {
  if (!list || !list.length) return null;
  return h("ul", { class: "diagnostics", role: "list" }, list.map((d) => h("li", { class: `diag ${d.severity}` },
    h("strong", {}, `${d.severity === "error" ? "✗" : "⚠"} ${d.severity}[${d.code}] `), d.message)));
}

/** Score lines: label, points; the evidence shown on tap (a disclosure per line). */
export function linesOf(lines) {
  return h("ul", { class: "lines", role: "list" }, lines.map((line) => {
    const details = h("details", {},
      h("summary", {}, h("span", { class: "line-label" }, line.label), " ",
        h("span", { class: "points" }, signed(line.points)), line.detail ? h("span", { class: "detail" }, ` — ${line.detail}`) : null),
      line.evidence && line.evidence.length
        ? h("ul", { class: "evidence" }, line.evidence.map((e) => h("li", {}, e)))
        : h("p", { class: "note" }, t("Nothing to show.")));
    return h("li", {}, details);
  }));
}

export const signed = (n) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : "0");

/** Winner, ranks and tie-breaks in the command line's words. */
export function winnerLines(result) {
  const winners = result.winners || [];
  const names = winners.join(", ");
  const items = [h("p", { class: "winner" }, winners.length > 1 ? cli("Shared win: {winners}", { winners: names })
    : cli("Winner: {winners}", { winners: names }))];
  for (const step of result.tiebreak || []) items.push(h("p", { class: "tiebreak" }, cli("Tie-break: {detail}", { detail: step.detail })));
  return items;
}

/** The totals and ranks of every player (a small table). */
export function totalsTable(result) {
  return h("table", { class: "totals" },
    h("caption", {}, t("Scores")),
    h("thead", {}, h("tr", {}, h("th", { scope: "col" }, t("Player")), h("th", { scope: "col" }, cli("Total")), h("th", { scope: "col" }, cli("Rank")))),
    h("tbody", {}, result.players.map((p) => h("tr", {},
      h("th", { scope: "row" }, p.name), h("td", {}, signed(p.total)), h("td", {}, String(p.rank))))));
}

/** The players: who has entered what, who has rule errors. `progress(name)` says it. */
export function playersPanel(session, names, progress) {
  const diagnostics = session.score.diagnostics;
  return h("ul", { class: "players", role: "list" }, names.map((name, i) => {
    const mine = diagnostics.filter((d) => new RegExp(`players\\[${i}\\]`).test(d.path || ""));
    const status = progress(name, i);
    return h("li", { class: status.done ? "done" : "" },
      h("span", { class: "who" }, status.done ? "✓ " : "… ", name, name === session.me ? ` (${t("you")})` : ""),
      h("span", { class: "what" }, status.text),
      mine.length ? h("span", { class: "bad" }, ` ⚠ ${t("{n} to fix", { n: mine.length })}`) : null);
  }));
}

export function languageSwitch(current, choose) {
  return h("div", { class: "lang", role: "group", "aria-label": t("Language") },
    ["en", "fr"].map((code) => button(code.toUpperCase(), () => choose(code), {
      id: `lang-${code}`, class: "chip", pressed: code === current,
      "aria-label": code === "en" ? "English" : "Français", lang: code,
    })));
}

export function diagnosticsAt(ctx, path) {
  return ctx.session.score.diagnostics.filter((d) => d.path === path || (d.path || "").startsWith(`${path}[`) || (d.path || "").startsWith(`${path}.`));
}

/** One choice among buttons (a radio group made of toggle buttons). */
export function choiceRow(label, key, values, chosen, onchoose, show = (v) => String(v)) {
  return h("div", { class: "row", role: "group", "aria-label": label }, h("span", { class: "label" }, label),
    values.map((value) => button(show(value), () => onchoose(chosen === value ? null : value), {
      id: `${key}-${value}`, class: "chip", pressed: chosen === value,
    })));
}

/** Several choices among toggle buttons; the list keeps the order they were tapped in. */
export function multiRow(label, key, values, chosen, onchange, show = (v) => v) {
  return h("div", { class: "row", role: "group", "aria-label": label }, h("span", { class: "label" }, label),
    values.map((value) => button(show(value), () => {
      onchange(chosen.includes(value) ? chosen.filter((v) => v !== value) : [...chosen, value]);
    }, { id: `${key}-${value}`, class: "chip", pressed: chosen.includes(value) })));
}

/** Where this phone's player is in a file with one `players` list: the document, the list,
 * the entry's index and the entry (undefined until chosen), and the page's state. */
export function playerPlace(ctx) {
  const doc = ctx.session.doc;
  const players = Array.isArray(doc.players) ? doc.players : [];
  const j = players.findIndex((p) => p && p.name === ctx.session.me);
  return { doc, players, j, player: players[j], ui: ctx.session.ui };
}
