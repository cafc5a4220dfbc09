/**
 * The search form of a text, shared by the index and the queries so that both sides agree:
 * compatibility decomposition (NFKD: accents split off, full-width digits and letters folded,
 * "º" becomes "o"), accents removed, lower case, ligatures spelled out, every run of punctuation,
 * hyphens, apostrophes and spaces turned into one space. "Gare de l'Est", "GARE DE L EST" and
 * "gare-de-l’est" all become "gare de l est"; "戴高乐" is kept as it is.
 */
const LIGATURES: Record<string, string> = { œ: 'oe', æ: 'ae', ß: 'ss', ø: 'o', ł: 'l', đ: 'd' };

export function searchTokens(text: string): string[] {
  // Plain ASCII (most names) has nothing to decompose: the same result, several times faster.
  const folded = /^[\x20-\x7e]*$/.test(text) ? text.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim() : foldUnicode(text);
  return folded ? folded.split(' ') : [];
}

function foldUnicode(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[œæßøłđ]/g, (c) => LIGATURES[c] ?? c)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** "St"/"Ste" are how French abbreviates Saint/Sainte ("St-Denis", "Ste Geneviève"). */
const ABBREVIATIONS: Record<string, string> = { st: 'saint', ste: 'sainte', sts: 'saints', stes: 'saintes' };

export const expandAbbreviation = (token: string): string => ABBREVIATIONS[token] ?? token;

/** The indexed form of a name or alias: tokens with abbreviations spelled out, joined by one space. */
export function normaliseKey(text: string): string {
  return searchTokens(text).map(expandAbbreviation).join(' ');
}

/**
 * The forms a query is looked up under. Every token but the last is a whole word, so "st" there is
 * Saint; the last token may still be typed ("st" could become "strasbourg"), so it is tried both as
 * typed and spelled out.
 */
export function queryForms(text: string): string[] {
  const tokens = searchTokens(text);
  const last = tokens.pop();
  if (last === undefined) return [];
  const head = tokens.map(expandAbbreviation);
  const forms = [[...head, last].join(' ')];
  const expanded = expandAbbreviation(last);
  if (expanded !== last) forms.push([...head, expanded].join(' '));
  return forms;
}

/** Han characters, kana and hangul are written without spaces: every character may start a word. */
export const isCjk = (char: string): boolean => /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u.test(char);
