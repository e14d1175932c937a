// The page's words in English and French, from the command line's one catalogue. The
// language: the one chosen on the page (kept in localStorage), else the phone's
// (navigator.languages, what it sends as Accept-Language), else English. Every API call says
// it (Accept-Language), so the server's words — labels, evidence, messages — come in the same
// language. The page's own sentences (each literal given to t() in its scripts and the editors)
// come translated from GET /api/messages, kept on the phone for the next visit (offline too);
// the command line's words it shows (Total, Rank, a landscape…) from POST /api/messages.

const LANGS = ["en", "fr"];
const KEY = "bs:lang";
let lang = chosen();
const SAVED = "bs:messages:";  // + language: the page's sentences, as the server last sent them
let catalogue = saved(lang);

function saved(code) {
  try { return JSON.parse(localStorage.getItem(SAVED + code) || "{}") || {}; } catch { return {}; }
}

function chosen() {
  const stored = localStorage.getItem(KEY);
  if (LANGS.includes(stored)) return stored;
  for (const tag of navigator.languages || [navigator.language || "en"]) {
    const base = String(tag).slice(0, 2).toLowerCase();
    if (LANGS.includes(base)) return base;
  }
  return "en";
}

export function language() { return lang; }
export function languages() { return LANGS; }

export function setLanguage(value) {
  lang = value;
  localStorage.setItem(KEY, value);
  document.documentElement.lang = value;
  catalogue = saved(value);
}

/** The page's own sentence `text` in the page's language, `{name}` placeholders filled. */
export function t(text, values) {
  const words = lang === "en" ? text : (catalogue[text] ?? text);
  return fill(words, values);
}

/** A message of the command line's catalogue (msgid), as the server translated it. */
export function cli(msgid, values) {
  const found = catalogue[msgid];
  const words = found ?? msgid;
  return fill(words, values);
}

export function mergeCatalogue(messages) { Object.assign(catalogue, messages || {}); }

/** The page's own sentences, as GET /api/messages translated them (and kept for next time). */
export function setPageSentences(messages) {
  Object.assign(catalogue, messages || {});
  try { localStorage.setItem(SAVED + lang, JSON.stringify(messages || {})); } catch { /* full */ }
}

const wanted = new Set();
/** The msgids to ask the server for (the page's own, and those of the editors loaded). */
export function wantMessages(list) { for (const msgid of list) wanted.add(msgid); }
export function wantedMessages() { return [...CLI_MESSAGES, ...wanted]; }

function fill(text, values) {
  if (!values) return text;
  return text.replace(/\{(\w+)\}/g, (all, key) => (key in values ? String(values[key]) : all));
}

/** The command line's msgids the page shows (asked from POST /api/messages); each game's
 * editor adds its own (editors.js). */
export const CLI_MESSAGES = ["Total", "Rank", "Winner: {winners}", "Shared win: {winners}",
  "Tie-break: {detail}", "Solo: {points} minus points", "cards left in hand"];
