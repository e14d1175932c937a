// World Wonders cities as the editor handles them (rules §2, §3): cells (`C4`), runs (`C2-C5`),
// terrain grids, the pieces of a player and where each one lies. No DOM here.

export const SIZES = { long_road: 4, short_road: 2, tower: 1 };

export const letters = (n) => Array.from({ length: n }, (_, i) => String.fromCharCode(65 + i));
export const cellName = (col, row) => `${String.fromCharCode(65 + col)}${row + 1}`;

export function cellAt(name) {
  const m = /^([A-Za-z])(\d+)$/.exec(String(name).trim());
  return m ? [m[1].toUpperCase().charCodeAt(0) - 65, Number(m[2]) - 1] : null;
}

/** A `cells` value (a string of tokens, or a list) as cell names: runs expanded. */
export function expandCells(value) {
  const tokens = typeof value === "string" ? value.trim().split(/[\s,]+/).filter(Boolean)
    : Array.isArray(value) ? value.map((v) => String(v).trim()) : [];
  const out = [];
  for (const token of tokens) {
    const run = /^([A-Za-z]\d+)-([A-Za-z]\d+)$/.exec(token);
    if (!run) { out.push(token.toUpperCase()); continue; }
    const [a, b] = [cellAt(run[1]), cellAt(run[2])];
    if (!a || !b || (a[0] !== b[0] && a[1] !== b[1])) { out.push(token.toUpperCase()); continue; }
    out.push(...between(a, b).map(([c, r]) => cellName(c, r)));
  }
  return out;
}

/** The straight run from a to b, both included. */
export function between(a, b) {
  const steps = Math.max(Math.abs(b[0] - a[0]), Math.abs(b[1] - a[1]));
  const dc = Math.sign(b[0] - a[0]);
  const dr = Math.sign(b[1] - a[1]);
  return Array.from({ length: steps + 1 }, (_, i) => [a[0] + dc * i, a[1] + dr * i]);
}

export function adjacent(a, b) {
  const [p, q] = [cellAt(a), cellAt(b)];
  return !!p && !!q && Math.abs(p[0] - q[0]) + Math.abs(p[1] - q[1]) === 1;
}

/** A grid's rows (a text with one line per row, or a list): lines stripped, blanks skipped. */
export function gridRows(value) {
  const lines = typeof value === "string" ? value.split(/\r?\n/) : Array.isArray(value) ? value.map(String) : [];
  return lines.map((line) => line.trim()).filter(Boolean);
}

export const gridText = (rows) => `${rows.join("\n")}\n`;

/** The terrain rows a player stands on: a name under `terrains`, or their own grid. */
export function terrainOf(doc, player) {
  const value = player && player.terrain;
  if (Array.isArray(value) || (typeof value === "string" && value.includes("\n"))) return gridRows(value);
  return gridRows(((doc && doc.terrains) || {})[value] || "");
}

/** What a piece is, as one word for the buttons and marks: the kind, building type or monument. */
export function pieceWhat(piece) {
  if (!piece) return "";
  if (piece.kind === "building") return String(piece.type || "building").toLowerCase() === "habitation" ? "housing" : String(piece.type || "building").toLowerCase();
  if (piece.kind === "monument") return "monument";
  return piece.kind;
}

/** cell name -> index of the piece covering it (the first one, as the file lists them). */
export function occupancy(pieces) {
  const at = {};
  (pieces || []).forEach((piece, i) => {
    for (const cell of expandCells(piece && piece.cells)) if (!(cell in at)) at[cell] = i;
  });
  return at;
}

/** A drawing + legend (rules §3.4) as the pieces it stands for, each with its character as id. */
export function piecesOfDrawing(rows, legend, kindOf) {
  const order = [];
  const cells = {};
  rows.forEach((row, r) => [...row].forEach((ch, c) => {
    if (".~*".includes(ch)) return;
    if (!(ch in cells)) { cells[ch] = []; order.push(ch); }
    cells[ch].push(cellName(c, r));
  }));
  const pieces = [];
  for (const ch of order) {
    const piece = kindOf(String(legend[ch] ?? ""));
    if (piece.kind === "tower") for (const cell of cells[ch]) pieces.push({ kind: "tower", cells: [cell], id: `${ch}@${cell}` });
    else pieces.push({ ...piece, cells: cells[ch], id: ch });
  }
  return pieces;
}
