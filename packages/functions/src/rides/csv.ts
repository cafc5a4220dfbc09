/**
 * RFC 4180 CSV: every cell quoted, quotes doubled, CRLF line ends, a UTF-8 byte order mark so
 * spreadsheets read accented and Chinese names right. A cell starting with = + - @ (or a tab or
 * carriage return) gets a leading apostrophe so a spreadsheet never runs it as a formula (CSV
 * injection: names are typed by the public), unless it is plainly a number or a phone number
 * (`+33612345678`, `-12.5`), which no spreadsheet runs.
 */
export function csvCell(value: string | number | null): string {
  let s = value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(s) && !/^[+-]?\d+(\.\d+)?$/.test(s)) s = `'${s}`;
  return `"${s.replace(/"/g, '""')}"`;
}

/** Cents as a plain decimal for spreadsheets: 7500 -> "75.00", -1500 -> "-15.00" (integer arithmetic, no float). */
export const eurosCell = (cents: number): string => {
  const abs = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
};

export function toCsv<R>(columns: [string, (r: R) => string | number | null][], rows: R[]): string {
  const lines = [columns.map(([name]) => csvCell(name)).join(',')];
  for (const r of rows) lines.push(columns.map(([, get]) => csvCell(get(r))).join(','));
  return '\uFEFF' + lines.join('\r\n') + '\r\n';
}
