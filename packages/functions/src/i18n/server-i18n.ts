import i18next from 'i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@rides/contracts/language-codes';
import { formatDecimal } from '@rides/i18n/format';
import { RESOURCES, type Namespace, type ServerTexts } from './resources';

export type { Namespace, ServerTexts };

/**
 * A `{{placeholder}}` given no value is a bug. The assistant's sentences refuse it (the answer fails
 * rather than show it); a message keeps it as written, so a mail is still sent.
 */
function keepOrRefuse(_text: string, match: RegExpExecArray, options?: { ns?: unknown }): string {
  if (options?.ns === 'assistant') throw new Error(`assistant phrase: no value for ${match[0]}`);
  return match[0];
}

/**
 * The functions' one i18next instance (issue [O] 6): every e-mail, SMS, push notification, PDF,
 * calendar file and assistant answer takes its words from it. It is set up as the web's
 * (packages/i18n/src/create-i18n.ts) and writes the same formats as its `common` namespace:
 * English as the fallback, `{{name}}` placeholders, `_one`/`_other` plural keys chosen by `count`
 * with the language's plural rules, money and dates already written by @rides/i18n/format. Values are
 * not HTML-escaped here: an e-mail escapes every value once, when it is rendered (mail/templates/render.ts).
 * Every namespace is bundled (resources.ts), so the instance is ready synchronously, reading no file.
 */
const i18n = i18next.createInstance();
void i18n.init({
  initAsync: false,
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  ns: Object.keys(RESOURCES.en),
  resources: RESOURCES,
  // A fixed `t` names its namespace: a ':' in a key is just a character.
  nsSeparator: false,
  interpolation: { escapeValue: false },
  missingInterpolationHandler: keepOrRefuse,
  returnNull: false,
  showSupportNotice: false,
});
// `{{count, decimal}}`: a count written as the web writes numbers ("1,000" in English, "1 000" in French).
i18n.services.formatter?.add('decimal', (value: number, lng: string | undefined) => formatDecimal(value, lng));

/** Values for a text's `{{placeholders}}`, already formatted (formatMoney, formatParisDate…). */
export type TextValues = Readonly<Record<string, string | number>>;

/** "a.b.c" for every text of a namespace. */
type Leaves<T, P extends string = ''> = { [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`> }[keyof T & string];
/** The keys of plain texts (not the `_one`/`_other` forms of a counted one). */
export type TextKey<T> = Exclude<Leaves<T>, `${string}_one` | `${string}_other`>;
/** The keys of counted texts: "party.passengers" for party.passengers_one and party.passengers_other. */
export type CountKey<T> = Leaves<T> extends infer K ? (K extends `${infer Base}_other` ? Base : never) : never;

/** A namespace's texts in one language. */
export interface Texts<T> {
  /** The text at `key`, its `{{placeholders}}` filled from `values` (each once: a value is never read for placeholders). */
  (key: TextKey<T>, values?: TextValues): string;
  /** A counted text: its `_one` or `_other` form by `count`, in the language's plural rules. */
  (key: CountKey<T>, values: TextValues & { count: number }): string;
}

/**
 * i18next fills a placeholder by replacing the first "{{name}}" in the text so far, which may be inside
 * a value filled before it (a sign typed "{{phone}}" in a driver's SMS). A value's "{{" is set aside
 * while the text is filled, so every value is put in as typed and no placeholder is read inside one.
 */
const SET_ASIDE = '\uDBFF\uDBFF'; // two high surrogates in a row: never in real text
const holdsBraces = (v: string | number) => typeof v === 'string' && v.includes('{{');
const setAside = (values: TextValues): TextValues =>
  Object.fromEntries(Object.entries(values).map(([k, v]) => [k, typeof v === 'string' ? v.replaceAll('{{', SET_ASIDE) : v]));

/** The texts of namespace `ns` in language `lng` (English for any text a language would lack). */
export function textsFor<N extends Namespace>(ns: N, lng: Language): Texts<ServerTexts[N]> {
  // i18next's own key typing (types/i18next.d.ts) lists the web's namespaces; these are typed by Texts.
  const t = (i18n as unknown as { getFixedT(lng: string, ns: string): (key: string, values?: TextValues) => string }).getFixedT(lng, ns);
  const texts = (key: string, values?: TextValues): string =>
    values && Object.values(values).some(holdsBraces) ? t(key, setAside(values)).replaceAll(SET_ASIDE, '{{') : t(key, values);
  return texts as Texts<ServerTexts[N]>;
}
