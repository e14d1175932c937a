// The rule facts the page offers as buttons. The server's /api/games entry of a game may carry
// them as "vocabulary" (the scorers' own declarations); until it does, this fallback mirrors
// the rules references (/work/shared/rules, mondo.md §2.2, §3.3, §6, §7; flowers.md §1) — ids
// only: every word the page shows for them is the id itself, as the command line writes it.

const FALLBACK = {
  mondo: {
    // §2.2 the `globe` layout, row by row (rows 2-4-6-6-4-2, centred)
    layout: ["C1", "D1", "B2", "C2", "D2", "E2", "A3", "B3", "C3", "D3", "E3", "F3",
      "A4", "B4", "C4", "D4", "E4", "F4", "B5", "C5", "D5", "E5", "C6", "D6"],
    landscapes: ["water", "forest", "desert", "steppe"],
    species: {
      steppe: ["elephant", "zebra", "antelope", "buffalo"],
      forest: ["panda", "parrot", "tiger", "gorilla"],
      desert: ["scorpion", "gecko", "snake", "ostrich"],
    },
    cards: ["most-landscapes", "most-lakes", "most-sea-animals", "largest-lake", "largest-forest"],
    tasks: ["three-buffalo", "three-elephant", "three-panda", "three-parrot", "three-snake",
      "three-scorpion", "all-steppe-animals", "all-forest-animals", "all-desert-animals",
      "error-free-world", "complete-world", "first-to-finish"],
    chips: [1, 2, 3, 4],
  },
  flowers: {
    colours: ["red", "orange", "yellow", "green", "blue", "purple", "grey", "white", "pink"],
    backs: ["light", "dark"],
    flowers: [1, 2, 3, 4, 5, 6, 7, 8, 9],
    multipliers: [2, 3],
  },
};

/** The vocabulary of a game: the server's if it sends one, else the fallback above. */
export function vocabularyOf(gameId, games) {
  const entry = (games || []).find((g) => g.id === gameId);
  return { ...(FALLBACK[gameId] || {}), ...((entry && entry.vocabulary) || {}) };
}

/** Side letters of the shorthand (rules §4.3) and the landscapes they stand for. */
export const LETTERS = { W: "water", F: "forest", D: "desert", S: "steppe" };
export const LETTER_OF = { water: "W", forest: "F", desert: "D", steppe: "S" };
export const SIDES = ["N", "E", "S", "W"];
