import type { Language } from '@rides/contracts/languages';
import en from './locales/en.json';
import fr from './locales/fr.json';
import it from './locales/it.json';
import es from './locales/es.json';
import zh from './locales/zh.json';

/** The assistant's own sentences in the five languages (locales/*.json; a test keeps their keys and placeholders equal). */
export type Phrases = typeof en;
export const PHRASES: Readonly<Record<Language, Phrases>> = { en, fr, it, es, zh };

/** `template` with each {{name}} replaced by its value (a missing value is a bug: it throws). */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_m, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`assistant phrase: no value for {{${name}}}`);
    return String(value);
  });
}
