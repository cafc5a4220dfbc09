/** @jest-environment node */
// The PDF receipt as a customer gets it: read back from the PDF bytes (text through the fonts'
// ToUnicode maps, the embedded font programs), in each language, with its VAT figures.
import fs from 'node:fs';
import path from 'node:path';
import * as fontkit from '@pdf-lib/fontkit';
import { LANGUAGES } from '@rides/contracts/languages';
import { formatMoney } from '@rides/i18n/format';
import { fontBytes, type FontFile } from '../fonts';
import FONT_FILES from '../fonts.json';
import { receiptDoc } from '../receipt-doc';
import { renderReceiptPdf } from '../receipt-pdf';
import { textsFor } from '../../i18n/server-i18n';
import type { ReceiptData } from '../receipt-data';
import { cardReceipt } from './fixtures';
import { readPdf } from './pdf-text';

jest.setTimeout(60_000);
const NOW = new Date('2026-11-20T10:00:00Z');

async function render(data: ReceiptData) {
  const bytes = await renderReceiptPdf(receiptDoc(data), NOW);
  return { bytes, ...(await readPdf(bytes)) };
}

describe('receipt PDF', () => {
  it('states the seller, number, dates, trip, price lines, payment and VAT of a card booking', async () => {
    const { fragments, doc } = await render(cardReceipt());
    const text = fragments.join('\n');
    for (const expected of [
      'Receipt',
      'R-2026-000042',
      'Paris Private Transfers',
      '10 rue de la Paix',
      'SIRET: 123 456 789 00012',
      'VAT number: FR12123456789',
      'Date of issue',
      'Friday, 20 November 2026',
      'PT-ABC123',
      'Ada Lovelace',
      'Paris Charles de Gaulle Airport (CDG) — Terminal 2E',
      '12 rue de Rivoli — 75004 Paris',
      'Van (minivan)',
      'AF1234',
      'Fixed airport fare',
      'Child seat × 2',
      '€95',
      '€20',
      'Price of the trip',
      '€115',
      'Paid by card on Friday, 20 November 2026',
      'of which VAT at 10%',
      '€10.45',
      'Amount excluding VAT',
      '€104.55',
      'VAT 10% included (passenger transport, France).',
    ]) {
      expect(fragments).toContain(expected);
    }
    // The pickup in Paris time (08:30 UTC is 09:30 in Paris in November), possibly wrapped over two lines.
    expect(text.replace(/\n/g, ' ')).toContain('Tuesday, 24 November 2026 at 09:30 (Paris time');
    expect(doc.getTitle()).toBe('Receipt R-2026-000042 — booking PT-ABC123');
    expect(doc.getPageCount()).toBe(1);
  });

  it('computes the VAT included at the 10 % rate of passenger transport', () => {
    expect(receiptDoc(cardReceipt()).vat).toEqual({ totalCents: 11500, vatCents: 1045, netCents: 10455, ratePercent: 10 });
    const refunded = cardReceipt({ payment: { method: 'card', payments: [{ at: NOW, amountCents: 11500 }], refunds: [{ at: NOW, amountCents: 2300, pending: false }] } });
    expect(receiptDoc(refunded).vat).toEqual({ totalCents: 9200, vatCents: 836, netCents: 8364, ratePercent: 10 });
  });

  it('lists refunds and states the VAT on what was kept, for a cancelled booking', async () => {
    const { fragments } = await render(
      cardReceipt({
        payment: {
          method: 'card',
          payments: [{ at: NOW, amountCents: 11500 }],
          refunds: [
            { at: new Date('2026-11-23T09:00:00Z'), amountCents: 2000, pending: false },
            { at: new Date('2026-11-23T09:05:00Z'), amountCents: 300, pending: true },
          ],
        },
        cancelledAt: new Date('2026-11-23T09:00:00Z'),
      }),
    );
    expect(fragments).toEqual(expect.arrayContaining(['Refunded on Monday, 23 November 2026', '-€20', 'Refund of Monday, 23 November 2026 (in progress)', '-€3']));
    expect(fragments).toEqual(expect.arrayContaining(['Amount paid after refunds', '€92', '€8.36', '€83.64', 'Booking cancelled on Monday, 23 November 2026.']));
  });

  it('states the amount the driver collected for a pay-the-driver ride', async () => {
    const { fragments } = await render(cardReceipt({ payment: { method: 'driver', collectedCents: 11500, at: new Date('2026-11-24T08:30:00Z') } }));
    expect(fragments).toEqual(expect.arrayContaining(['Collected by the driver on Tuesday, 24 November 2026', '€115', '€10.45']));
    expect(fragments.some((f) => f.startsWith('Paid by card'))).toBe(false);
  });

  it('speaks the booking language, amounts and dates as the web writes them', async () => {
    const { fragments } = await render(cardReceipt({ language: 'fr' }));
    expect(fragments).toEqual(
      expect.arrayContaining(['Reçu', 'Date d’émission', 'vendredi 20 novembre 2026', 'Forfait aéroport', formatMoney(11500, 'fr'), 'dont TVA à 10 %', formatMoney(1045, 'fr')]),
    );
    expect(fragments).toContain('TVA à 10 % incluse (transport de voyageurs, France).');
  });

  it.each(LANGUAGES)('renders in %s with its own title and VAT statement', async (lng) => {
    const { fragments } = await render(cardReceipt({ language: lng }));
    const r = textsFor('documents', lng);
    expect(fragments).toContain(r('receipt.title'));
    expect(fragments.join('')).toContain(r('receipt.vatStatement', { rate: 10 }));
  });

  it('embeds a subset of Noto Sans SC for a Chinese receipt, and only Noto Sans for a Latin one', async () => {
    const zh = await render(cardReceipt({ language: 'zh' }));
    expect(zh.fonts).toEqual(expect.arrayContaining(['NotoSansSC-Bold', 'NotoSansSC-Regular']));
    expect(zh.fragments).toEqual(expect.arrayContaining(['收据', '行程', '已含 10% 增值税（法国境内旅客运输）。']));
    // Subset: a few hundred KB at most, not the 10 MB font.
    expect(zh.bytes.length).toBeLessThan(300_000);
    const en = await render(cardReceipt());
    expect(en.fonts).toEqual(['NotoSans-Bold', 'NotoSans-Regular']);
  });

  it('draws a character its language font lacks with the other font (a Chinese name on an English receipt)', async () => {
    const { fragments, fonts } = await render(cardReceipt({ customer: { name: 'Ada 王伟', email: 'ada@example.com' } }));
    expect(fonts).toContain('NotoSansSC-Regular');
    expect(fragments.join('')).toContain('Ada 王伟');
  });

  it('embeds glyphs identical to the fonts’ own (the subsetter fix in padded-fontkit.ts)', async () => {
    const { fontFiles } = await render(cardReceipt({ language: 'zh', customer: { name: 'Zoë Ørsted-Łukasz', email: 'zoe@example.com' } }));
    expect(fontFiles.length).toBeGreaterThan(0);
    const source: Record<string, FontFile> = {
      'NotoSans-Regular': 'NotoSans-Regular.ttf',
      'NotoSans-Bold': 'NotoSans-Bold.ttf',
      'NotoSansSC-Regular': 'NotoSansSC-Regular.ttf',
      'NotoSansSC-Bold': 'NotoSansSC-Bold.ttf',
    };
    for (const file of fontFiles) {
      const name = file.name.replace(/-\d+$/, '');
      const original = fontkit.create(Buffer.from(fontBytes(source[name]!)));
      const subset = fontkit.create(Buffer.from(file.bytes));
      for (const [gid, char] of file.unicodeOf) {
        const drawn = subset.getGlyph(gid).path.toSVG();
        if (char.trim() !== '') expect({ char, drawn: drawn !== '' }).toEqual({ char, drawn: true });
        // Latin glyphs have one form each: the subset's must be the font's own, point for point. (Noto
        // Sans SC lays some digits out in other forms, so only their being drawn is checked.)
        if (name.startsWith('NotoSans-')) expect({ char, drawn }).toEqual({ char, drawn: original.layout(char).glyphs[0]!.path.toSVG() });
      }
    }
  });

  it('continues on a second page when the content is long, with page numbers', async () => {
    const refunds = Array.from({ length: 45 }, (_, i) => ({ at: new Date(NOW.getTime() + i * 3_600_000), amountCents: 100, pending: false }));
    const { doc, fragments } = await render(cardReceipt({ payment: { method: 'card', payments: [{ at: NOW, amountCents: 11500 }], refunds } }));
    expect(doc.getPageCount()).toBe(2);
    expect(fragments).toEqual(expect.arrayContaining(['Paris Private Transfers · R-2026-000042 · Page 1 of 2', 'Paris Private Transfers · R-2026-000042 · Page 2 of 2']));
    expect(fragments).toContain('€70');
  });

  it('has every font, and its licence, where build.mjs copies them from', () => {
    const functions = path.resolve(__dirname, '../../..');
    for (const { package: name, path: file, license } of Object.values(FONT_FILES)) {
      expect(fs.existsSync(path.join(functions, 'node_modules', name, file))).toBe(true);
      expect(fs.readFileSync(path.join(functions, 'node_modules', name, license), 'utf8')).toContain('SIL Open Font License');
    }
  });
});
