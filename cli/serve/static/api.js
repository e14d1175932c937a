// The JSON API of `boardscore serve` (docs/serve-api.md). Every call names the page's language.
import { language } from "./i18n.js";

export class Offline extends Error {}

/** {status, data} of one call; throws Offline when the server cannot be reached. */
export async function api(method, path, body, headers = {}) {
  const options = {
    method, credentials: "same-origin", cache: "no-store",
    headers: { Accept: "application/json", "Accept-Language": language(), ...headers },
  };
  if (body !== undefined) {
    options.headers["Content-Type"] = "application/json";
    options.body = JSON.stringify(body);
  }
  let response;
  try {
    response = await fetch(path, options);
  } catch (error) {
    throw new Offline(String(error));
  }
  let data = null;
  if (response.status !== 304) {
    try { data = await response.json(); } catch { data = null; }
  }
  return { status: response.status, data, etag: response.headers.get("ETag") };
}

export const enc = encodeURIComponent;

export const games = () => api("GET", "/api/games");
export const info = () => api("GET", "/api/info");
export const files = () => api("GET", "/api/files");
export const newDocument = (game, players, options) =>
  api("POST", "/api/new", { game, players, options });
/** Scores a document; `pictures`: the boards to draw ("1/Ann"), null for every board's. */
export const score = (document, name, pictures = null) => {
  const query = [name ? `name=${enc(name)}` : null,
    ...(pictures === null ? [] : pictures.length ? pictures.map((key) => `picture=${enc(key)}`) : ["picture="])];
  return api("POST", `/api/score${query.some(Boolean) ? `?${query.filter(Boolean).join("&")}` : ""}`, document);
};
export const readFile = (name, etag) =>
  api("GET", `/api/files/${enc(name)}`, undefined, etag ? { "If-None-Match": etag } : {});
export const writeFile = (name, document, version) =>
  api("PUT", `/api/files/${enc(name)}`, { document, version: version ?? null });
export const writePlayer = (name, player, document) =>
  api("PUT", `/api/files/${enc(name)}/players/${enc(player)}`, { document });
export const fileResult = (name) => api("GET", `/api/files/${enc(name)}/result`);
export const messages = (list) => api("POST", "/api/messages", { messages: list });
export const pageMessages = () => api("GET", "/api/messages");
export const qrSource = (text) => `/api/qr?data=${enc(text)}`;
