import { formatDecimal, pluralCategory } from '@rides/i18n/format';

// Money, dates and times come from @rides/i18n/format (formatMoney, formatParisDate, …): the e-mails
// write them exactly as the web pages do. Only the filling of wording lives here.

/** Replaces `{key}` with the value, in one pass (a value containing `{…}` is left as it is). */
export const fill = (template: string, vars: Record<string, string | number>): string =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in vars ? String(vars[key]) : whole));

export interface PluralForms {
  one: string;
  other: string;
}

/** The plural form of `n` in the language (CLDR rules through Intl.PluralRules), `{n}` filled in. */
export function plural(forms: PluralForms, n: number, lng: string): string {
  const form = pluralCategory(n, lng) === 'one' ? forms.one : forms.other;
  return fill(form, { n: formatDecimal(n, lng) });
}
