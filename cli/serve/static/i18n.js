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
  const words = lang === "fr" ? (FR[text] ?? catalogue[text] ?? text) : text;
  return fill(words, values);
}

/** A message of the command line's catalogue (msgid), as the server translated it. */
export function cli(msgid, values) {
  const found = catalogue[msgid];
  const words = found && (found !== msgid || lang !== "fr") ? found : lang === "fr" ? FR[msgid] ?? msgid : msgid;
  return fill(words, values);
}

export function setCatalogue(messages) { catalogue = messages || {}; }

function fill(text, values) {
  if (!values) return text;
  return text.replace(/\{(\w+)\}/g, (all, key) => (key in values ? String(values[key]) : all));
}

/** The command line's msgids the page shows (asked from POST /api/messages). */
export const CLI_MESSAGES = ["Total", "Rank", "Winner: {winners}", "Shared win: {winners}",
  "Tie-break: {detail}", "water", "forest", "desert", "steppe", "beginner", "advanced", "expert",
  "front", "back", "light", "dark", "Solo: {points} minus points", "cards left in hand",
  // names the page shows on its buttons (issue 28): species, cards, tasks, colours, side letters
  "elephant", "zebra", "antelope", "buffalo", "panda", "parrot", "tiger", "gorilla", "scorpion",
  "gecko", "snake", "ostrich", "turtle", "octopus", "dolphin", "whale", "shark", "fish", "crab",
  "seal", "jellyfish", "seahorse", "starfish", "penguin", "squid", "orca", "ray", "walrus",
  "otter", "frog", "crocodile", "hippo", "lobster", "clownfish", "sea-turtle", "most-landscapes",
  "most-lakes", "most-sea-animals", "largest-lake", "largest-forest", "three-buffalo",
  "three-elephant", "three-panda", "three-parrot", "three-snake", "three-scorpion",
  "all-steppe-animals", "all-forest-animals", "all-desert-animals", "error-free-world",
  "complete-world", "first-to-finish", "red", "orange", "yellow", "green", "blue", "purple", "grey",
  "white", "pink", "N", "E", "S", "W"];
