// The result page: the itemized table, ranks, winner and tie-breaks, each line's evidence on
// tap, each board's picture, the BG Stats link (and its QR code), the file to download.
import * as API from "./api.js";
import { button, h, section, svgImage } from "./dom.js";
import { cli, t } from "./i18n.js";
import { diagnosticList, signed, winnerLines } from "./shared.js";
import { toYaml } from "./yaml.js";

export function resultView(ctx, score, document, name) {
  const result = score.result;
  const parts = [];
  if (!result) {
    parts.push(section("problems", t("Not scored yet"), h("p", {}, t("Fix these first:")), diagnosticList(score.diagnostics)));
  } else {
    parts.push(section("winner", t("Result"), winnerLines(result), itemized(ctx, result), facts(result)));
    if (result.warnings && result.warnings.length) parts.push(section("warnings", t("Warnings"), diagnosticList(result.warnings)));
  }
  const pictures = Object.entries(score.pictures || {});
  if (pictures.length) {
    parts.push(section("pictures", t("Boards"), pictures.map(([board, svg], i) => boardFigure(ctx, board, svg, i))));
  }
  parts.push(exportPanel(score, document, name, ctx.session));
  return h("div", { class: "result" }, parts);
}

function itemized(ctx, result) {
  const players = result.players;
  const categories = [];
  for (const player of players) for (const line of player.lines) if (!categories.includes(line.category)) categories.push(line.category);
  const open = ctx.session ? ctx.session.ui.openLines || [] : [];
  const lineOf = (player, category) => player.lines.find((l) => l.category === category);
  const rows = [];
  categories.forEach((category, i) => {
    const first = players.map((p) => lineOf(p, category)).find(Boolean);
    const expanded = open.includes(category);
    rows.push(h("tr", {},
      h("th", { scope: "row" }, button(first.label, () => toggle(ctx, category), {
        id: `line-${i}`, class: "linkish", "aria-expanded": String(expanded), "aria-controls": `evidence-${i}`,
      })),
      players.map((p) => {
        const line = lineOf(p, category);
        return h("td", {}, line ? signed(line.points) : "");
      })));
    if (expanded) {
      rows.push(h("tr", { id: `evidence-${i}`, class: "evidence-row" }, h("td", { colspan: String(players.length + 1) },
        players.map((p) => {
          const line = lineOf(p, category);
          if (!line) return null;
          return h("div", { class: "evidence-of" }, h("strong", {}, `${p.name}: ${line.detail || signed(line.points)}`),
            line.evidence && line.evidence.length ? h("ul", { class: "evidence" }, line.evidence.map((e) => h("li", {}, e))) : null);
        }))));
    }
  });
  return h("div", { class: "table-wrap" }, h("table", { class: "itemized" },
    h("caption", {}, t("Points line by line; tap a line for its evidence")),
    h("thead", {}, h("tr", {}, h("td", {}), players.map((p) => h("th", { scope: "col" }, p.name)))),
    h("tbody", {}, rows),
    h("tfoot", {},
      h("tr", {}, h("th", { scope: "row" }, cli("Total")), players.map((p) => h("td", { class: "total" }, signed(p.total)))),
      h("tr", {}, h("th", { scope: "row" }, cli("Rank")), players.map((p) => h("td", {}, String(p.rank)))))));
}

/** The players' facts as the command line words them (the solo measure, the hand). */
function facts(result) {
  const items = [];
  for (const player of result.players) {
    for (const [key, value] of Object.entries(player.facts || {})) {
      const text = key === "minus_points" ? cli("Solo: {points} minus points", { points: value })
        : t("{label}: {value}", { label: key === "hand" ? cli("cards left in hand") : key, value });
      items.push(h("li", {}, h("strong", {}, `${player.name}: `), text));
    }
  }
  return items.length ? h("ul", { class: "facts" }, items) : null;
}

function toggle(ctx, category) {
  const open = ctx.session.ui.openLines || [];
  ctx.session.setUi({ openLines: open.includes(category) ? open.filter((c) => c !== category) : [...open, category] });
  ctx.rerender();
}

const download = { text: null, url: null };

/** A board's picture, fitted to the screen or, on a tap of its button, twice as wide (its
 * words readable on a phone) in a frame that scrolls sideways. */
function boardFigure(ctx, board, svg, i) {
  const zoomed = ctx.session ? (ctx.session.ui.zoomed || []) : [];
  const on = zoomed.includes(board);
  const flip = () => {
    if (!ctx.session) return;
    ctx.session.setUi({ zoomed: on ? zoomed.filter((b) => b !== board) : [...zoomed, board] });
    ctx.rerender();
  };
  return h("figure", { class: on ? "zoomed" : null },
    h("div", { class: "zoom-frame", tabindex: on ? "0" : null, role: on ? "group" : null, "aria-label": on ? boardName(board) : null },
      svgImage(svg, t("Board {board}, as boardscore render draws it", { board: boardName(board) }), { class: "picture" })),
    h("figcaption", {}, boardName(board), " ", ctx.session ? button(t("Enlarge"), flip,
      { id: `zoom-${i}`, class: "chip", pressed: on, "aria-label": t("Enlarge the board {board}", { board: boardName(board) }) }) : null));
}

/** A picture's board key as words: "1/Ann" (a game with rounds) is round 1, Ann. */
function boardName(key) {
  const roundBoard = key.match(/^(\d+)\/(.+)$/);
  return roundBoard ? t("Round {n}, {name}", { n: roundBoard[1], name: roundBoard[2] }) : key;
}

/** "Played now": the `played:` block BG Stats needs (the phone's clock and time zone). */
function playedNow(session) {
  const now = new Date();
  const two = (n) => String(n).padStart(2, "0");
  const date = `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())} ${two(now.getHours())}:${two(now.getMinutes())}`;
  const played = { ...(session.doc.played || {}), date };
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  if (zone && !played.timezone) played.timezone = zone;
  session.doc.played = played;
  session.changed("shared", "played");
}

function exportPanel(score, document, name, session) {
  const items = [];
  if (!score.bgstats && session && document && !(document.played && document.played.date) && score.result) {
    items.push(h("p", {}, button(t("Played now: add the date for BG Stats"), () => playedNow(session), { id: "played-now", class: "chip" })));
  }
  if (score.bgstats) {
    items.push(h("p", {}, h("a", { href: score.bgstats, id: "bgstats-link", rel: "noopener" }, t("Open in BG Stats"))));
    items.push(h("img", { src: API.qrSource(score.bgstats), alt: t("QR code of the BG Stats link"), class: "qr" }));
  }
  if (document) {
    const text = toYaml(document);
    if (download.text !== text) {
      if (download.url) URL.revokeObjectURL(download.url);
      Object.assign(download, { text, url: URL.createObjectURL(new Blob([text], { type: "application/yaml" })) });
    }
    const file = String(name || "game.yaml").replace(/\.json$/, ".yaml");
    items.push(h("p", {}, h("a", { href: download.url, download: file, id: "download" }, t("Download {name}", { name: file }))));
  }
  return section("export", t("Keep it"), items);
}
