// The page's words in English and French. The language: the one chosen on the page (kept in
// localStorage), else the phone's (navigator.languages, what it sends as Accept-Language),
// else English. Every API call says it (Accept-Language), so the server's words — labels,
// evidence, messages — come in the same language. The command line's own words that the page
// shows (Total, Rank, Winner…) are read from the server's catalogue (POST /api/messages).
import { FR } from "./fr.js";

const LANGS = ["en", "fr"];
const KEY = "bs:lang";
let lang = chosen();
let catalogue = {};
const gameWords = {};  // the games' editors' own French (their module's FR)

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
  catalogue = {};
}

/** The page's own sentence `text` in the page's language, `{name}` placeholders filled. */
export function t(text, values) {
  const words = lang === "fr" ? (FR[text] ?? gameWords[text] ?? catalogue[text] ?? text) : text;
  return fill(words, values);
}

/** A message of the command line's catalogue (msgid), as the server translated it. */
export function cli(msgid, values) {
  const found = catalogue[msgid];
  const words = found && (found !== msgid || lang !== "fr") ? found : lang === "fr" ? FR[msgid] ?? gameWords[msgid] ?? msgid : msgid;
  return fill(words, values);
}

export function setCatalogue(messages) { catalogue = messages || {}; }
export function mergeCatalogue(messages) { Object.assign(catalogue, messages || {}); }
export function addWords(words) { Object.assign(gameWords, words); }

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
