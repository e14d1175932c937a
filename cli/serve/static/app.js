// boardscore serve: the page. Routes by fragment: #/ (home), #/game/ID (start a game),
// #/file/NAME (a game: your board, everyone's progress), #/file/NAME/result (the result).
import * as API from "./api.js";
import { h } from "./dom.js";
import { editorOf } from "./editors.js";
import { gameView, editingMode, header } from "./game.js";
import { homeView, newGameView } from "./home.js";
import { language, mergeCatalogue, setLanguage, setPageSentences, t, wantedMessages } from "./i18n.js";
import { resultView } from "./result.js";
import { Session } from "./session.js";

const ctx = {
  games: null, files: null, info: null, session: null, form: null, vocab: {},
  rerender: () => render(),
  setLanguage: (code) => { setLanguage(code); boot(); },
};

function route() {
  const hash = decodeURIComponent(location.hash.replace(/^#\/?/, ""));
  const [kind, ...rest] = hash.split("/");
  if (kind === "game") return { view: "new", game: rest[0] };
  if (kind === "file" && rest.length) {
    const result = rest[rest.length - 1] === "result" && rest.length > 1;
    return { view: result ? "result" : "file", name: (result ? rest.slice(0, -1) : rest).join("/") };
  }
  return { view: "home" };
}

function openSession(name) {
  if (ctx.session && ctx.session.name === name) return ctx.session;
  if (ctx.session) ctx.session.close();
  ctx.session = new Session(name, () => render(), (renamed) => {
    const tail = route().view === "result" ? "/result" : "";
    history.replaceState(null, "", `#/file/${encodeURIComponent(renamed)}${tail}`);
    render();
  });
  ctx.session.open().catch(() => {});
  return ctx.session;
}

function view() {
  const where = route();
  if (ctx.forbidden) {
    return h("main", { id: "main" }, header(ctx, "boardscore"), h("p", { class: "problem", role: "alert", id: "forbidden" },
      t("This server needs its token: open the address boardscore serve printed (…/?token=…) or scan its QR code.")));
  }
  if (where.view === "new") return newGameView(ctx, where.game);
  if (where.view === "file" || where.view === "result") {
    const session = openSession(where.name);
    const entry = (ctx.games || []).find((g) => session.doc && g.id === session.doc.game);
    ctx.vocab = (entry && entry.vocabulary) || {};
    if (where.view === "file") {
      session.wantPictures(picturesShown(session));
      return gameView(ctx);
    }
    session.wantPictures(null);
    return h("main", { id: "main" }, header(ctx, t("Result of {name}", { name: session.name })),
      h("p", {}, h("a", { href: `#/file/${encodeURIComponent(session.name)}`, id: "to-game" }, t("Back to the game"))),
      session.doc ? resultView(ctx, session.score, session.doc, session.name) : h("p", {}, t("Opening…")));
  }
  if (ctx.session) { ctx.session.close(); ctx.session = null; }
  return homeView(ctx);
}

/** On a game's page only the edited board's picture is drawn (no editor: all of them). */
function picturesShown(session) {
  const doc = session.doc;
  const editor = doc ? editorOf(ctx, doc.game) : undefined;
  if (editor === undefined) return [];
  if (editingMode(doc, editor) === "result") return null;
  if (!editor.pictures) return null;
  return editor.pictures(session);
}

let scheduled = false;
function render() {
  if (scheduled) return;
  scheduled = true;
  queueMicrotask(() => {
    scheduled = false;
    const active = document.activeElement;
    const focused = active && active.id;
    const root = document.getElementById("app");
    // What is being typed survives a redraw (a score or another phone's board arriving).
    const typed = [...root.querySelectorAll("input[id]")].map((input) => [input.id, input.value]);
    const caret = active && active.tagName === "INPUT" ? [active.selectionStart, active.selectionEnd] : null;
    root.replaceChildren(view());
    for (const [id, value] of typed) {
      const input = document.getElementById(id);
      if (input && input.dataset.keep !== "no") input.value = value;
    }
    if (focused) {
      const again = document.getElementById(focused);
      if (again) {
        again.focus({ preventScroll: true });
        if (caret && again.setSelectionRange) again.setSelectionRange(caret[0], caret[1]);
      }
    }
  });
}

async function boot() {
  document.documentElement.lang = language();
  document.title = "boardscore";
  render();
  const settle = async (call, apply) => {
    try { apply(await call()); } catch { /* offline: the page goes on from what it kept */ }
  };
  await Promise.all([
    settle(API.games, (answer) => {
      if (answer.status === 200) ctx.games = answer.data;
      ctx.forbidden = answer.status === 403;
    }),
    settle(API.info, (answer) => { if (answer.status === 200) ctx.info = answer.data; }),
    settle(API.files, (answer) => {
      if (answer.status === 200) ctx.files = answer.data.files;
      else ctx.filesProblem = answer.data && answer.data.error ? answer.data.error.message : null;
    }),
    settle(API.pageMessages, (answer) => { if (answer.status === 200) setPageSentences(answer.data.messages); }),
    settle(() => API.messages(wantedMessages()), (answer) => { if (answer.status === 200) mergeCatalogue(answer.data.messages); }),
  ]);
  if (ctx.session) ctx.session.rescore();
  render();
}

window.addEventListener("hashchange", () => {
  if (route().view === "home") API.files().then((answer) => { if (answer.status === 200) { ctx.files = answer.data.files; render(); } }).catch(() => {});
  render();
  window.scrollTo(0, 0);
});
boot();
