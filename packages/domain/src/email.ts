/** SPEC 5: the e-mail is trimmed and lower-cased before it is sent. */
export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

/** SPEC 5: known misspellings of common mail providers' domains, and their correction. */
const TYPOS: ReadonlyArray<[typo: string, fix: string]> = [
  ['@homail.', '@hotmail.'],
  ['@gmial.', '@gmail.'],
  ['@yahooo.', '@yahoo.'],
];

/** The corrected address when `email` contains a known domain typo, else null. */
export function suggestEmail(email: string): string | null {
  const normal = normaliseEmail(email);
  for (const [typo, fix] of TYPOS) if (normal.includes(typo)) return normal.replace(typo, fix);
  return null;
}
