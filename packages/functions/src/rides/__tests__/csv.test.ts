import { csvCell, toCsv } from '../csv';

describe('CSV export', () => {
  it('quotes every cell and doubles quotes', () => {
    expect(csvCell('Jean "Jeannot" Dupont')).toBe('"Jean ""Jeannot"" Dupont"');
    expect(csvCell(null)).toBe('""');
  });

  it.each(['=HYPERLINK("http://x")', '+cmd|calc', '-2+3', '@SUM(A1)', '\t=1'])('never lets a spreadsheet run %s as a formula', (value) => {
    expect(csvCell(value).startsWith(`"'`)).toBe(true);
  });

  it('leaves numbers and phone numbers as they are', () => {
    expect(csvCell('+33612345678')).toBe('"+33612345678"');
    expect(csvCell(-12.5)).toBe('"-12.5"');
  });

  it('starts with a byte order mark and ends lines with CRLF', () => {
    const csv = toCsv<{ n: string }>([['name', (r) => r.n]], [{ n: 'Zoë' }, { n: '李' }]);
    expect(csv).toBe('\uFEFF"name"\r\n"Zoë"\r\n"李"\r\n');
  });
});
