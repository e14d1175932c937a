// Home: one button per game to start one (players, the options `boardscore new` offers, as the
// API lists them), and the saved games to open.
import * as API from "./api.js";
import { button, h, section } from "./dom.js";
import { language, t } from "./i18n.js";
import { editable } from "./editors.js";
import { header } from "./game.js";
import { choiceRow, languageSwitch } from "./shared.js";

export function homeView(ctx) {
  const games = editable(ctx.games);
  const files = ctx.files || [];
  return h("main", { id: "main" },
    header(ctx, "boardscore", languageSwitch(language(), ctx.setLanguage)),
    section("new", t("New game"), h("div", { class: "games" }, games.map((g) => h("a", {
      href: `#/game/${g.id}`, class: "button big-button", id: `new-${g.id}`,
    }, g.title)))),
    section("saved", t("Saved games"), files.length ? h("ul", { class: "files", role: "list" }, files.map((f) => h("li", {},
      h("a", { href: `#/file/${encodeURIComponent(f.name)}`, class: "button file" },
        h("span", { class: "file-name" }, f.name),
        h("span", { class: "note" }, [f.game, (f.players || []).join(", ")].filter(Boolean).join(" · ")))))) :
      h("p", { class: "note" }, ctx.filesProblem || t("No saved game in this folder yet."))));
}

function stamp() {
  const now = new Date();
  const two = (n) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}-${two(now.getHours())}${two(now.getMinutes())}`;
}

/** The form to start a game: names typed, options as buttons, then Start. */
export function newGameView(ctx, gameId) {
  const game = (ctx.games || []).find((g) => g.id === gameId);
  if (!game) return h("main", { id: "main" }, header(ctx, t("New game")), h("p", {}, t("Loading…")));
  const form = ctx.form && ctx.form.game === gameId ? ctx.form : (ctx.form = newForm(game));
  const min = Number(String(game.players).split("-")[0]) || 1;
  const max = Number(String(game.players).split("-").pop()) || 4;
  const names = form.players.map((name, i) => h("input", {
    type: "text", id: `player-${i + 1}`, value: name, autocomplete: "off", enterkeyhint: "next",
    "aria-label": t("Player {n}", { n: i + 1 }), oninput: (event) => { form.players[i] = event.target.value; },
  }));
  return h("main", { id: "main" }, header(ctx, game.title),
    section("players", t("Players, in seat order"), h("div", { class: "names" }, names),
      h("div", { class: "row" },
        button(t("+ player"), () => { form.players.push(""); ctx.rerender(); }, { id: "player-add", class: "chip", disabled: form.players.length >= max ? true : null }),
        button(t("− player"), () => { form.players.pop(); ctx.rerender(); }, { id: "player-remove", class: "chip", disabled: form.players.length <= min ? true : null }))),
    section("options", t("Options"), (game.new_options || []).map((option) => h("div", {},
      choiceRow(option.name, `option-${option.name}`, option.default === null ? ["—", ...option.choices] : option.choices,
        form.options[option.name] ?? (option.default === null ? "—" : option.default), (value) => {
          if (value !== null) form.options[option.name] = value;
          ctx.rerender();
        }),
      option.help ? h("p", { class: "note" }, option.help) : null))),
    section("name", t("File name"), h("input", { type: "text", id: "file-name", value: form.name, autocomplete: "off",
      "aria-label": t("File name"), oninput: (event) => { form.name = event.target.value; } })),
    form.problem ? h("p", { class: "problem", role: "alert" }, form.problem) : null,
    button(t("Start"), () => start(ctx, game, form), { id: "start", class: "primary" }));
}

function newForm(game) {
  const min = Number(String(game.players).split("-")[0]) || 1;
  return { game: game.id, players: Array.from({ length: Math.max(min, 2) }, () => ""), options: {}, name: `${game.id}-${stamp()}.yaml`, problem: null };
}

async function start(ctx, game, form) {
  const players = form.players.map((n) => n.trim()).filter(Boolean);
  const options = {};
  for (const option of game.new_options || []) {
    const value = form.options[option.name];
    if (value !== undefined && value !== "—") options[option.name] = value;
  }
  form.problem = null;
  try {
    const made = await API.newDocument(game.id, players, options);
    if (made.status !== 200) throw new Error(made.data && made.data.error ? made.data.error.message : `HTTP ${made.status}`);
    let name = form.name.trim() || `${game.id}-${stamp()}.yaml`;
    if (!/\.ya?ml$/.test(name)) name += ".yaml";
    for (let k = 2; ; k += 1) {
      const saved = await API.writeFile(name, made.data, null);
      if (saved.status === 201 || saved.status === 200) { name = saved.data.name; break; }
      if (saved.status !== 409 || k > 20) throw new Error(saved.data && saved.data.error ? saved.data.error.message : `HTTP ${saved.status}`);
      name = name.replace(/(-\d+)?\.ya?ml$/, `-${k}.yaml`);
    }
    ctx.form = null;
    location.hash = `#/file/${encodeURIComponent(name)}`;
  } catch (error) {
    form.problem = error instanceof API.Offline ? t("No connection to the server.") : error.message;
    ctx.rerender();
  }
}
