import type { Language } from '@rides/contracts/languages';
import type { Passage } from './passages';
import { tokens } from './text';

/**
 * Finds the passages that answer a question, with BM25 (the ranking of classic search engines:
 * a word counts more when it is rare in the site and frequent in the passage, less in a long
 * passage). Headings count twice: "Cancellation" in a title says more than in passing; and the score
 * grows with how much the heading and the question say the same, so the FAQ entry whose question is
 * the visitor's ranks above a long passage that mentions the same words.
 *
 * How sure it is (`coverage`, 0 to 1): the share of the question's words, each weighted by its
 * rarity (IDF), that the passage contains. "How do I cancel my booking?" has the words cancel and
 * book; a passage with both covers 1, one with only "book" (common, so light) covers little. A word
 * the site never uses weighs the most, so a question about something the site does not cover
 * (or gibberish) covers little even when one common word matches.
 */

const K1 = 1.2;
const B = 0.75;
const HEADING_WEIGHT = 2;

export interface Hit {
  passage: Passage;
  score: number;
  coverage: number;
}

interface Entry {
  passage: Passage;
  counts: Map<string, number>;
  heading: Set<string>;
  length: number;
}

export class ContentIndex {
  private readonly entries: Entry[];
  private readonly documentFrequency = new Map<string, number>();
  private readonly averageLength: number;

  constructor(
    passages: readonly Passage[],
    private readonly lng: Language,
  ) {
    this.entries = passages.map((passage) => {
      const heading = tokens(passage.heading, lng);
      const words = [...Array.from({ length: HEADING_WEIGHT }, () => heading).flat(), ...tokens(passage.text, lng)];
      const counts = new Map<string, number>();
      for (const w of words) counts.set(w, (counts.get(w) ?? 0) + 1);
      for (const w of counts.keys()) this.documentFrequency.set(w, (this.documentFrequency.get(w) ?? 0) + 1);
      return { passage, counts, heading: new Set(heading), length: words.length };
    });
    this.averageLength = this.entries.reduce((sum, e) => sum + e.length, 0) / Math.max(1, this.entries.length);
  }

  get size(): number {
    return this.entries.length;
  }

  /** BM25's IDF; a word in no passage gets the highest value. */
  idf(word: string): number {
    const n = this.documentFrequency.get(word) ?? 0;
    return Math.log(1 + (this.entries.length - n + 0.5) / (n + 0.5));
  }

  /** The best `limit` passages for `question`, best first; none when no word of it is in the site. */
  search(question: string, limit = 3): Hit[] {
    const words = [...new Set(tokens(question, this.lng))];
    const totalWeight = words.reduce((sum, w) => sum + this.idf(w), 0);
    if (words.length === 0 || totalWeight === 0) return [];
    const hits: Hit[] = [];
    for (const e of this.entries) {
      let score = 0;
      let covered = 0;
      let inHeading = 0;
      for (const w of words) {
        const tf = e.counts.get(w);
        if (!tf) continue;
        const idf = this.idf(w);
        covered += idf;
        if (e.heading.has(w)) inHeading += idf;
        score += (idf * tf * (K1 + 1)) / (tf + K1 * (1 - B + (B * e.length) / this.averageLength));
      }
      if (score === 0) continue;
      // A heading that says what the question says, no more and no less (a FAQ question asked as
      // written), ranks up to twice as high: the share of the question in the heading, times the
      // share of the heading's words that are in the question.
      const headingPrecision = e.heading.size === 0 ? 0 : [...e.heading].filter((w) => words.includes(w)).length / e.heading.size;
      hits.push({ passage: e.passage, score: score * (1 + (inHeading / totalWeight) * headingPrecision), coverage: covered / totalWeight });
    }
    return hits.sort((a, b) => b.score - a.score).slice(0, limit);
  }
}
