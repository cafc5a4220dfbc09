/**
 * An amount typed in euros ("12", "12.5", "12,50", "€ 12.50") as integer cents, or null when it is
 * not one: negative, more than two decimals, or not a number. Both the point and the comma are
 * accepted as the decimal mark (French, Italian and Spanish speakers type a comma).
 */
export function centsOfEuros(text: string): number | null {
  const cleaned = text.replace(/[\s\u00a0€]/g, '').replace(',', '.');
  const m = /^(\d{1,7})(?:\.(\d{1,2}))?$/.exec(cleaned);
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** Cents as the field shows them for editing: "75", "12.50" (plain digits, no currency sign). */
export const eurosOfCents = (cents: number): string => (cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2));
