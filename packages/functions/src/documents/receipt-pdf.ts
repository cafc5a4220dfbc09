import { PDFDocument } from 'pdf-lib';
import { ACCENT, MUTED, PdfWriter, embedFonts } from './pdf-writer';
import type { ReceiptDoc } from './receipt-doc';

const SIZE = { brand: 16, title: 22, number: 11, heading: 12, body: 10, small: 9 } as const;
const LABEL_WIDTH = 160;

/** Every text a receipt draws: which fonts it needs is decided from them before drawing. */
const allTexts = (r: Omit<ReceiptDoc, 'vat'>): string[] => [
  r.title,
  r.number,
  r.seller.name,
  ...r.seller.lines,
  ...r.facts.flatMap((f) => [f.label, f.value]),
  ...r.sections.flatMap((s) => [s.heading, ...s.notes, ...s.rows.flatMap((row) => [row.label, row.value])]),
  ...r.closing,
  r.pageLabel(1, 1),
];

/**
 * The PDF of a receipt (pdf-lib): A4, the seller at the top, then the facts, trip, price, payment and VAT.
 * Partners' commission statements (partners/statements.ts) are laid out the same way.
 */
export async function renderReceiptPdf(r: Omit<ReceiptDoc, 'vat'>, now: Date): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(r.pdfTitle, { showInWindowTitleBar: true });
  pdf.setAuthor(r.seller.name);
  pdf.setSubject(r.pdfTitle);
  pdf.setLanguage(r.locale);
  pdf.setCreator(r.seller.name);
  pdf.setProducer('pdf-lib');
  pdf.setCreationDate(now);
  pdf.setModificationDate(now);

  const fonts = await embedFonts(pdf, r.locale.startsWith('zh'), allTexts(r));
  const w = new PdfWriter(pdf, fonts);

  // Header: the seller on the left, the title and number on the right.
  const top = w.y;
  w.drawLine(r.title, w.right, top, { size: SIZE.title, bold: true, color: ACCENT }, 'right');
  w.drawLine(r.number, w.right, top - SIZE.title * 1.4, { size: SIZE.number, bold: true }, 'right');
  const rightBottom = top - SIZE.title * 1.4 - SIZE.number * 1.4;
  const sellerWidth = w.width * 0.58;
  w.paragraph(r.seller.name, { size: SIZE.brand, bold: true, color: ACCENT }, w.left, sellerWidth);
  for (const line of r.seller.lines) w.paragraph(line, { size: SIZE.small, color: MUTED }, w.left, sellerWidth);
  w.y = Math.min(w.y, rightBottom) - 12;
  w.rule(ACCENT, 1);
  w.space(6);

  for (const f of r.facts) w.row(f.label, f.value, { labelWidth: LABEL_WIDTH, strong: f.strong, size: SIZE.body });

  for (const section of r.sections) {
    w.space(12);
    // Keep a heading with its first row.
    w.ensure(SIZE.heading * 1.35 + 8 + SIZE.body * 2.8);
    w.paragraph(section.heading, { size: SIZE.heading, bold: true, color: ACCENT });
    w.rule();
    for (const row of section.rows) w.row(row.label, row.value, { labelWidth: LABEL_WIDTH, amount: row.kind === 'amount', strong: row.strong, size: SIZE.body });
    for (const note of section.notes) w.paragraph(note, { size: SIZE.small, color: MUTED });
  }

  w.space(18);
  for (const line of r.closing) w.paragraph(line, { size: SIZE.small, color: MUTED });
  w.finish((page, pages) => `${r.seller.name} · ${r.number} · ${r.pageLabel(page, pages)}`, { size: 8, color: MUTED });

  return pdf.save();
}
