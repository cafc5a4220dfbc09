import type { Language } from '@rides/contracts/languages';
import { STOP_WORDS, SYNONYMS } from './words';

/**
 * Words as the assistant compares them. The same steps run on the site's passages and on the
 * question, so both sides meet on the same tokens:
 *  1. fold: lower case, accents removed (é -> e, ñ -> n), œ/æ/ß spelled out;
 *  2. split: runs of letters or digits are words; runs of Chinese characters are cut into character
 *     bigrams (Chinese has no spaces, and two characters are the usual length of a word);
 *  3. drop the language's stop words (and Chinese function words, which split a run instead);
 *  4. stem: strip one common ending (cancellation, cancelled -> cancel; réservation, réserver -> reserv);
 *  5. synonyms: the words of a few key concepts map to one token (price, cost, fare, tarif -> #price).
 */

/** Lower case with the accents removed; the characters that decompose into two letters written out. */
export function fold(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/ß/g, 'ss');
}

/** Endings stripped, longest first, when at least four letters remain (after folding). */
const SUFFIXES: Record<Exclude<Language, 'zh'>, readonly string[]> = {
  en: ['ations', 'ation', 'ings', 'ing', 'ments', 'ment', 'ness', 'ies', 'ied', 'ed', 'es', 'ly', 's', 'e'],
  fr: ['ements', 'ement', 'ations', 'ation', 'ateurs', 'ateur', 'euses', 'euse', 'eurs', 'eur', 'ees', 'ee', 'es', 'er', 'ez', 'e', 's', 'x'],
  it: ['azioni', 'azione', 'amenti', 'amento', 'atori', 'atore', 'are', 'ere', 'ire', 'ato', 'ata', 'ati', 'ate', 'i', 'e', 'o', 'a'],
  es: ['aciones', 'acion', 'amientos', 'amiento', 'adores', 'ador', 'ados', 'adas', 'ado', 'ada', 'ar', 'er', 'ir', 'es', 'os', 'as', 'o', 'a', 'e', 's'],
};
const MIN_STEM = 4;

/** One ending off, then a doubled last letter made single (cancell -> cancel, annull -> annul). */
export function stem(word: string, lng: Language): string {
  if (/^\d+$/.test(word)) return word;
  const suffixes = SUFFIXES[lng === 'zh' ? 'en' : lng];
  let out = word;
  for (const s of suffixes) {
    if (word.endsWith(s) && word.length - s.length >= MIN_STEM) {
      out = word.slice(0, -s.length);
      break;
    }
  }
  return out.replace(/(\p{L})\1$/u, '$1');
}

const HAN = /\p{Script=Han}/u;
/** A run of Han characters, or of letters and digits of any other script. */
const RUN = /\p{Script=Han}+|[\p{L}\p{N}]+/gu;

interface Vocabulary {
  stop: Set<string>;
  /** Stemmed word -> concept token. */
  words: Map<string, string>;
  /** Chinese phrases -> concept token, longest first. */
  phrases: Array<[string, string]>;
  /** Chinese function words, longest first: they split a run of characters. */
  zhStop: string[];
}

const vocabularies = new Map<Language, Vocabulary>();

/**
 * The stop words and synonyms of `lng`, English ones included (visitors mix in "van", "CDG", "ok"),
 * stemmed the way the language's words are.
 */
function vocabulary(lng: Language): Vocabulary {
  const known = vocabularies.get(lng);
  if (known) return known;
  const langs: Language[] = lng === 'en' ? ['en'] : [lng, 'en'];
  const stop = new Set(langs.flatMap((l) => STOP_WORDS[l]).filter((w) => !HAN.test(w)).map(fold));
  const words = new Map<string, string>();
  const phrases: Array<[string, string]> = [];
  for (const [concept, byLanguage] of Object.entries(SYNONYMS)) {
    for (const l of [...langs, 'zh' as const]) {
      for (const w of byLanguage[l] ?? []) {
        if (HAN.test(w)) phrases.push([w, `#${concept}`]);
        else words.set(stem(fold(w), lng), `#${concept}`);
      }
    }
  }
  phrases.sort((a, b) => b[0].length - a[0].length);
  const zhStop = STOP_WORDS.zh.filter((w) => HAN.test(w)).sort((a, b) => b.length - a.length);
  const v = { stop, words, phrases, zhStop };
  vocabularies.set(lng, v);
  return v;
}

/** A run of Chinese characters: concept phrases taken out whole, function words as cuts, the rest in bigrams. */
function hanTokens(run: string, v: Vocabulary): string[] {
  const out: string[] = [];
  let text = run;
  for (const [phrase, concept] of v.phrases) {
    if (text.includes(phrase)) {
      out.push(concept);
      text = text.split(phrase).join(' ');
    }
  }
  for (const w of v.zhStop) text = text.split(w).join(' ');
  for (const piece of text.split(' ')) {
    const chars = Array.from(piece);
    if (chars.length === 1) out.push(chars[0]!);
    for (let i = 0; i + 1 < chars.length; i++) out.push(chars[i]! + chars[i + 1]!);
  }
  return out;
}

/** The tokens of `text` in `lng` (see the steps above), in order, repeats kept (BM25 counts them). */
export function tokens(text: string, lng: Language): string[] {
  const v = vocabulary(lng);
  const out: string[] = [];
  for (const run of fold(text).match(RUN) ?? []) {
    if (HAN.test(run)) {
      out.push(...hanTokens(run, v));
      continue;
    }
    if (v.stop.has(run) || (run.length < 2 && !/\d/.test(run))) continue;
    const s = stem(run, lng);
    out.push(v.words.get(s) ?? s);
  }
  return out;
}
