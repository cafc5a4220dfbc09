/** One question of the FAQ as shown: its texts already filled with the business numbers. */
export interface FaqEntry {
  id: string;
  category: string;
  q: string;
  a: string;
}

/**
 * Text as the search compares it: case folded, accents removed ("Réservation" = "reservation"),
 * ligatures and compatibility forms unfolded (NFKD: "ﬁ" = "fi", full-width "ＣＤＧ" = "cdg"), and
 * typographic apostrophes made plain, so what a person types on any keyboard finds the text.
 */
export function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[’‘ʼ`´]/g, "'")
    .replace(/œ/gi, 'oe')
    .replace(/æ/gi, 'ae')
    .replace(/ß/g, 'ss')
    .toLowerCase();
}

/** The words of a query; Chinese has no spaces, so a run of it is one word, matched as a substring. */
const wordsOf = (query: string) => foldText(query).split(/[\s,;:!?.¿¡、，。？！]+/u).filter(Boolean);

/**
 * The entries whose question or answer contains every word of the query (in any order), in their
 * order. An empty query matches everything.
 */
export function searchFaq(entries: readonly FaqEntry[], query: string): FaqEntry[] {
  const words = wordsOf(query);
  if (words.length === 0) return [...entries];
  return entries.filter((e) => {
    const text = foldText(`${e.q}\n${e.a}`);
    return words.every((w) => text.includes(w));
  });
}
