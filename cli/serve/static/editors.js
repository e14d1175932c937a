// The games' editors: each game's own ES module, from the page folder its package declares
// (served at /games/ID/, named by GET /api/games as "editor"), loaded the first time a file of
// that game is opened. The page itself names no game. A module exports view(ctx), and may
// export mode(doc), players(doc), progress(ctx, name), pictures(session), STYLES (its style
// sheets, beside it) and messages(vocabulary) (the command line's msgids it shows). Its own
// sentences are calls of t() on a literal: messages of the catalogue (GET /api/messages).
// CONTRIBUTING.md: "The game's page".
import * as API from "./api.js";
import { mergeCatalogue, wantMessages } from "./i18n.js";

const loaded = {};

/** The game's editor module once loaded; undefined while it loads; null if it has none. */
export function editorOf(ctx, gameId) {
  const entry = (ctx.games || []).find((g) => g.id === gameId);
  if (!entry) return ctx.games ? null : undefined;
  if (!entry.editor) return null;
  if (loaded[gameId]) return loaded[gameId].module;
  loaded[gameId] = { module: undefined };
  import(entry.editor).then(async (module) => {
    for (const sheet of module.STYLES || []) {
      document.head.append(Object.assign(document.createElement("link"), {
        rel: "stylesheet", href: new URL(sheet, new URL(entry.editor, location.href)).pathname }));
    }
    if (module.messages) {
      const list = module.messages(entry.vocabulary || {});
      wantMessages(list);
      try {
        const answer = await API.messages(list);
        if (answer.status === 200) mergeCatalogue(answer.data.messages);
      } catch { /* offline: the ids are shown until the catalogue comes */ }
    }
    loaded[gameId].module = module;
    ctx.rerender();
  }, () => { delete loaded[gameId]; });  // offline: tried again at the next redraw
  return undefined;
}

/** The games the page can start a file of: those with an editor. */
export const editable = (games) => (games || []).filter((g) => g.editor);
