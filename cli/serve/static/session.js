// One open game file: its document, what this phone changed and has not saved yet, the last
// score. Nothing is lost: the state is kept in localStorage at every change, so a reload or a
// lost connection keeps it, and it is saved to the server as soon as the server answers.
//
// Saving never drops another phone's board: this player's entries go through
// PUT /api/files/NAME/players/PLAYER (the server merges them into the file as it is now); the
// shared parts (what is not under a player's name: a round's facts, the game's settings) are written
// over the file's latest version (read, merge, PUT with that version, again on a 409).
import * as API from "./api.js";

const PREFIX = "bs:file:";
const POLL_MS = 2000;
const SCORE_MS = 250;

export const clone = (value) => (value === undefined ? value : JSON.parse(JSON.stringify(value)));

export function localGames() {
  const names = [];
  for (let i = 0; i < localStorage.length; i += 1) {
    const key = localStorage.key(i);
    if (key.startsWith(PREFIX)) names.push(key.slice(PREFIX.length));
  }
  return names.sort();
}

export class Session {
  constructor(name, onchange, onrename) {
    this.name = name;
    this.onchange = onchange;
    this.onrename = onrename;
    this.doc = null;
    this.version = null;
    this.etag = null;
    this.server = true;
    this.me = null;
    this.dirty = new Set(); // players whose board changed here and is not saved yet
    this.shared = new Set();
    this.edits = 0;
    this.saveState = "saved";
    this.problem = null;
    this.score = { result: null, diagnostics: [], pictures: {}, bgstats: "", pending: false };
    this.ui = {};
    this.saving = false;
    this.saveAgain = false;
    this.saveEpoch = 0;
    this.scoreSeq = 0;
    this.pictureKeys = null; // the boards whose picture the page shows (null: all of them)
    this.timers = {};
    this.closed = false;
    this.restore();
  }

  restore() {
    let stored = null;
    try { stored = JSON.parse(localStorage.getItem(PREFIX + this.name)); } catch { stored = null; }
    if (!stored) return;
    Object.assign(this, {
      doc: stored.doc, version: stored.version, me: stored.me, dirty: new Set(stored.dirty || []),
      shared: new Set(stored.shared || []), ui: stored.ui || {},
    });
    if (this.unsaved()) this.saveState = "unsaved";
  }

  persist() {
    localStorage.setItem(PREFIX + this.name, JSON.stringify({
      doc: this.doc, version: this.version, me: this.me, dirty: [...this.dirty],
      shared: [...this.shared], ui: this.ui,
    }));
  }

  async open() {
    if (this.doc) this.scoreSoon(0);
    await this.pull();
    if (this.unsaved()) this.saveSoon(0);
    this.timers.poll = setInterval(() => this.poll(), POLL_MS);
  }

  close() {
    this.closed = true;
    Object.values(this.timers).forEach((timer) => { clearInterval(timer); clearTimeout(timer); });
  }

  /** Reads the file; merges what this phone has not saved yet over it. */
  async pull() {
    const epoch = this.saveEpoch;
    let answer;
    try {
      answer = await API.readFile(this.name, this.doc ? this.etag : null);
    } catch (error) {
      if (error instanceof API.Offline) { this.setState("offline"); return false; }
      throw error;
    }
    if (answer.status === 304 || epoch !== this.saveEpoch || this.closed) return false;
    if (answer.status !== 200) {
      this.problem = answer.data && answer.data.error
        ? answer.data.error.message || answer.data.error.code : `HTTP ${answer.status}`;
      if (answer.status === 422) this.problem = answer.data.diagnostics.map((d) => d.message).join("\n");
      this.onchange();
      return false;
    }
    this.problem = null;
    if (this.saveState === "offline") this.saveState = this.unsaved() ? "unsaved" : "saved";
    this.etag = answer.etag;
    this.server = answer.data.server !== false;
    const before = JSON.stringify(this.doc);
    this.setDoc(this.merged(answer.data.document));
    this.version = answer.data.version;
    this.persist();
    if (JSON.stringify(this.doc) !== before) this.scoreSoon(0);
    return true;
  }

  poll() {
    if (this.saving || document.hidden) return;
    this.pull().catch(() => {});
  }

  /** The server's document with this phone's unsaved parts laid over it. */
  merged(serverDoc) {
    const base = clone(serverDoc);
    if (!this.doc) return base;
    for (const name of this.dirty) overlayPlayer(base, this.doc, name);
    for (const path of this.shared) setPath(base, path, clone(getPath(this.doc, path)));
    return base;
  }

  /** This player's board changed ("mine") or a shared part at `path` did. */
  changed(kind, path) {
    if (kind === "mine") this.dirty.add(this.me);
    else this.shared.add(path);
    this.edits += 1;
    this.saveState = "unsaved";
    this.persist();
    this.scoreSoon();
    this.saveSoon();
    this.onchange();
  }

  /** The pictures the page shows now; a new set is scored at once. */
  wantPictures(keys) {
    const same = JSON.stringify(keys) === JSON.stringify(this.pictureKeys);
    this.pictureKeys = keys;
    if (!same) this.scoreSoon(0);
  }

  setUi(values) {
    Object.assign(this.ui, values);
    this.persist();
  }

  setMe(name) {
    this.me = name;
    Object.assign(this.ui, { cell: null, draft: null, areaPick: false, ftile: null, fdraft: null });
    this.persist();
    this.onchange();
  }

  setState(state) {
    if (this.saveState !== state) {
      this.saveState = state;
      this.onchange();
    }
  }

  saveSoon(delay = 300) {
    clearTimeout(this.timers.save);
    this.timers.save = setTimeout(() => this.save(), delay);
  }

  async save() {
    if (this.closed) return;
    if (this.saving) { this.saveAgain = true; return; }
    if (!this.unsaved()) return;
    this.saving = true;
    this.saveEpoch += 1;
    this.setState("saving");
    const generation = this.edits;
    try {
      const done = this.shared.size ? await this.saveWhole() : await this.savePlayers();
      if (done && generation === this.edits) {
        this.dirty.clear();
        this.shared.clear();
      }
      this.saveState = this.unsaved() ? "unsaved" : "saved";
      if (!done) this.saveState = "error";
    } catch (error) {
      this.saveState = error instanceof API.Offline ? "offline" : "error";
      if (!(error instanceof API.Offline)) this.problem = String(error);
    } finally {
      this.saving = false;
      this.persist();
      this.onchange();
    }
    if (this.saveAgain || this.saveState === "unsaved") { this.saveAgain = false; this.saveSoon(0); }
    if (this.saveState === "offline") this.saveSoon(3000);
  }

  unsaved() { return this.dirty.size > 0 || this.shared.size > 0; }

  /** The boards changed here, one player at a time (the server merges each into the file). */
  async savePlayers() {
    for (const name of [...this.dirty]) {
      const answer = await API.writePlayer(this.name, name, this.doc);
      if (answer.status === 200) continue;
      if (answer.status === 409 && answer.data.error.code === "hand-written") return this.saveWhole();
      this.problem = answer.data && answer.data.error ? answer.data.error.message : `HTTP ${answer.status}`;
      return false;
    }
    return true;
  }

  /** A new document object: redrawn at once, so that no button acts on the one it replaced. */
  setDoc(doc) {
    this.doc = doc;
    this.onchange();
  }

  async saveWhole() {
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const fresh = await API.readFile(this.name);
      if (fresh.status === 200) {
        this.setDoc(this.merged(fresh.data.document));
        this.version = fresh.data.version;
      }
      const answer = await API.writeFile(this.name, this.doc, this.version);
      if (answer.status === 200 || answer.status === 201) {
        this.version = answer.data.version;
        if (answer.data.name !== this.name) this.rename(answer.data.name);
        return true;
      }
      if (!(answer.status === 409 && answer.data.error.code === "stale")) {
        this.problem = answer.data && answer.data.error ? answer.data.error.message : `HTTP ${answer.status}`;
        return false;
      }
    }
    return false;
  }

  rename(name) {
    localStorage.removeItem(PREFIX + this.name);
    this.name = name;
    this.etag = null;
    this.persist();
    this.onrename(name);
  }

  scoreSoon(delay = SCORE_MS) {
    clearTimeout(this.timers.score);
    this.timers.score = setTimeout(() => this.rescore(), delay);
  }

  async rescore() {
    if (!this.doc || this.closed) return;
    const seq = ++this.scoreSeq;
    this.score.pending = true;
    let answer;
    try {
      answer = await API.score(this.doc, this.name, this.pictureKeys);
    } catch {
      this.score.pending = false;
      this.onchange();
      return;
    }
    if (seq !== this.scoreSeq || this.closed) return;
    const data = answer.data || {};
    this.score = {
      result: data.result || null,
      diagnostics: data.diagnostics || [],
      pictures: data.pictures || {},
      bgstats: data.bgstats_link || "",
      pending: false,
      status: answer.status,
    };
    this.onchange();
  }
}

/** Lays the entries named `name` of every `players` list of `from` over those of `onto`. */
export function overlayPlayer(onto, from, name) {
  const lists = (doc) => playerLists(doc, []);
  const target = lists(onto);
  lists(from).forEach((players, i) => {
    if (!players || !target[i]) return;
    const mine = players.find((p) => p && p.name === name);
    if (!mine) return;
    const at = target[i].findIndex((p) => p && p.name === name);
    if (at >= 0) target[i][at] = clone(mine);
    else target[i].push(clone(mine));
  });
}

/** Every `players` list of a document, depth first (as the server's per-player save finds
 * them: a file may keep its players in one list or in one per round). */
function playerLists(node, found) {
  if (Array.isArray(node)) node.forEach((item) => playerLists(item, found));
  else if (node && typeof node === "object") {
    for (const [key, value] of Object.entries(node)) {
      if (key === "players" && Array.isArray(value)) found.push(value);
      else playerLists(value, found);
    }
  }
  return found;
}

/** Paths are dotted keys: "water_animals", "board.rim", "rounds.0.card". */
export function getPath(doc, path) {
  return path.split(".").reduce((node, key) => (node == null ? undefined : node[key]), doc);
}

export function setPath(doc, path, value) {
  const keys = path.split(".");
  let node = doc;
  for (const key of keys.slice(0, -1)) {
    if (node[key] == null || typeof node[key] !== "object") node[key] = {};
    node = node[key];
  }
  const last = keys[keys.length - 1];
  if (value === undefined) delete node[last];
  else node[last] = value;
}
