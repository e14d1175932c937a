// Mondo tiles as the page edits them, and their shorthand (rules §4.3): "WfWF (D) panda@N ^".
// A tile: {sides: ["W","f","W","F"] (N, E, S, W; null while not typed yet; lower case = a side
// split from the same landscape's upper-case sides), inner: "D"|null, animal: "panda"|null,
// area: "N"|"E"|"S"|"W"|"inner"|null, volcano: "none"|"active"|"inactive"}.

/** Side letters of the shorthand (rules §4.3) and the landscapes they stand for. */
export const LETTERS = { W: "water", F: "forest", D: "desert", S: "steppe" };
export const LETTER_OF = { water: "W", forest: "F", desert: "D", steppe: "S" };
export const SIDES = ["N", "E", "S", "W"];

export function blankTile() {
  return { sides: [null, null, null, null], inner: null, animal: null, area: null, volcano: "none" };
}

export const complete = (tile) => !!tile && !tile.raw && tile.sides.every((s) => s !== null);

/** A tile entry of a document (shorthand, mapping, "." / "-" / null) -> a tile, or null. */
export function parseTile(entry) {
  if (entry === null || entry === undefined || entry === "." || entry === "-") return null;
  if (typeof entry === "string") return parseShorthand(entry) || { raw: entry };
  if (typeof entry === "object") return parseMapping(entry) || { raw: entry };
  return { raw: entry };
}

function parseShorthand(text) {
  const [sides, ...extras] = text.trim().split(/\s+/);
  if (!/^[WFDSwfds]{4}$/.test(sides)) return null;
  const tile = blankTile();
  tile.sides = [...sides];
  for (const token of extras) {
    if (token === "^") tile.volcano = "active";
    else if (token === "_") tile.volcano = "inactive";
    else if (/^\([WFDSwfds]\)$/.test(token)) tile.inner = token[1].toUpperCase();
    else if (/^[a-z][a-z-]*(@(N|E|S|W|inner))?$/.test(token)) {
      const [animal, area] = token.split("@");
      tile.animal = animal;
      tile.area = area || null;
    } else return null;
  }
  return tile;
}

function parseMapping(node) {
  const sides = node.sides;
  if (!sides || !SIDES.every((s) => LETTER_OF[sides[s]])) return null;
  const tile = blankTile();
  tile.sides = SIDES.map((s) => LETTER_OF[sides[s]]);
  if (node.areas && !applyAreas(tile, node.areas)) return null;
  tile.inner = node.inner ? LETTER_OF[node.inner] || null : null;
  tile.animal = node.animal || null;
  tile.area = node.animal_area || null;
  tile.volcano = node.volcano || "none";
  return tile;
}

/** Explicit areas as letter case: possible when each landscape has at most two areas. */
function applyAreas(tile, areas) {
  const seen = {};
  for (const area of areas) {
    const letter = tile.sides[SIDES.indexOf(area[0])];
    const count = (seen[letter] = (seen[letter] || 0) + 1);
    if (count > 2) return false;
    for (const side of area) {
      const i = SIDES.indexOf(side);
      tile.sides[i] = count === 2 ? tile.sides[i].toLowerCase() : tile.sides[i].toUpperCase();
    }
  }
  return true;
}

/** The shorthand the document gets for a complete tile. */
export function shorthand(tile) {
  if (tile.raw !== undefined) return tile.raw;
  const words = [tile.sides.join("")];
  if (tile.inner) words.push(`(${tile.inner})`);
  if (tile.animal) words.push(tile.area ? `${tile.animal}@${tile.area}` : tile.animal);
  if (tile.volcano === "active") words.push("^");
  if (tile.volcano === "inactive") words.push("_");
  return words.join(" ");
}

export const landscapeOf = (letter) => (letter ? LETTERS[letter.toUpperCase()] : null);

/** Does the tile write this landscape's sides in both cases (a split, §4.3)? */
function mixed(tile, upper) {
  const letters = tile.sides.filter((s) => s && s.toUpperCase() === upper);
  return letters.some((s) => s === upper) && letters.some((s) => s !== upper);
}

/** The tile's areas: [{landscape, sides: ["N", ...]}] (+ the inner one, sides []). */
export function areasOf(tile) {
  const groups = new Map();
  tile.sides.forEach((letter, i) => {
    if (!letter) return;
    const upper = letter.toUpperCase();
    const key = mixed(tile, upper) ? letter : upper;
    if (!groups.has(key)) groups.set(key, { landscape: LETTERS[upper], sides: [] });
    groups.get(key).sides.push(SIDES[i]);
  });
  const areas = [...groups.values()];
  if (tile.inner) areas.push({ landscape: LETTERS[tile.inner], sides: [], inner: true });
  return areas;
}

/** The landscapes on the tile (sides and inner area). */
export function landscapesOn(tile) {
  return [...new Set(areasOf(tile).map((a) => a.landscape))];
}

/** Quarter turn clockwise: the west side becomes the north side. */
export function rotated(tile) {
  const turned = { ...tile, sides: [tile.sides[3], tile.sides[0], tile.sides[1], tile.sides[2]] };
  if (tile.area && tile.area !== "inner") turned.area = SIDES[(SIDES.indexOf(tile.area) + 1) % 4];
  return turned;
}

// --- the board: layouts, rows, rim ---

export const cellParts = (cell) => ({ col: cell.charCodeAt(0) - 64, row: Number(cell.slice(1)) });

/** The layout's cells in reading order (row by row from the top, left to right). */
export function readingOrder(layout) {
  return [...layout].sort((a, b) => {
    const p = cellParts(a);
    const q = cellParts(b);
    return p.row - q.row || p.col - q.col;
  });
}

const STEP = { N: [0, -1], E: [1, 0], S: [0, 1], W: [-1, 0] };

export function neighbour(cell, side) {
  const { col, row } = cellParts(cell);
  const [dc, dr] = STEP[side];
  if (col + dc < 1 || row + dr < 1) return null;
  return String.fromCharCode(64 + col + dc) + String(row + dr);
}

/** Rim sides (rules §2.3): [{cell, side}] in reading order. */
export function rimSides(layout) {
  const on = new Set(layout);
  const sides = [];
  for (const cell of readingOrder(layout)) {
    for (const side of SIDES) if (!on.has(neighbour(cell, side))) sides.push({ cell, side });
  }
  return sides;
}

/** A player's board as {cell: tile}, from `tiles` or `rows` (rules §4.4). */
export function boardOf(player, layout) {
  const board = {};
  if (player.tiles && typeof player.tiles === "object") {
    for (const [cell, entry] of Object.entries(player.tiles)) {
      const tile = parseTile(entry);
      if (tile) board[cell] = tile;
    }
    return board;
  }
  const byRow = {};
  for (const cell of readingOrder(layout)) (byRow[cellParts(cell).row] ||= []).push(cell);
  for (const [key, entries] of Object.entries(player.rows || {})) {
    const cells = byRow[Number(key)] || [];
    (Array.isArray(entries) ? entries : []).forEach((entry, i) => {
      const tile = parseTile(entry);
      if (tile && cells[i]) board[cells[i]] = tile;
    });
  }
  return board;
}

/** Writes a board back as `tiles` (cells in reading order; only complete tiles). */
export function writeBoard(player, board, layout) {
  const tiles = {};
  const order = readingOrder(layout);
  const extra = Object.keys(board).filter((cell) => !order.includes(cell));
  for (const cell of [...order, ...extra]) {
    const tile = board[cell];
    if (tile && (tile.raw !== undefined || complete(tile))) tiles[cell] = shorthand(tile);
  }
  delete player.rows;
  player.tiles = tiles;
}
