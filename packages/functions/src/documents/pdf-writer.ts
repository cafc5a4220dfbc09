import { rgb, type PDFDocument, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';
import { CHINESE, LATIN, fontBytes, fontCharacters, type FontFamily } from './fonts';
import { paddedFontkit } from './padded-fontkit';

/**
 * A small flowing-text layer over pdf-lib for the documents: A4 pages, wrapped text, label/value and
 * amount rows, page breaks and footers. Text is drawn with embedded Unicode fonts (never the standard
 * 14, whose WinAnsi encoding lacks Chinese, the narrow no-break space of French amounts, and more),
 * each subset to the glyphs used. A character the main font lacks is drawn with the other family's
 * (a Chinese name on an English receipt), one the two lack as "?".
 */
export const A4 = { width: 595.28, height: 841.89 } as const;
const MARGIN = { x: 56, top: 56, bottom: 72 } as const;
const LINE = 1.35;
export const INK = rgb(0.12, 0.16, 0.2);
export const MUTED = rgb(0.32, 0.38, 0.43);
export const ACCENT = rgb(0.1, 0.21, 0.36);

interface Face {
  font: PDFFont;
  chars: ReadonlySet<number>;
}
export interface Fonts {
  regular: Face[];
  bold: Face[];
}
export interface TextStyle {
  size: number;
  bold?: boolean;
  color?: RGB;
}

const isSpace = (c: string) => /\s/u.test(c);

/** The fonts a document needs: its language's family first, the other one only when some text needs it. */
export async function embedFonts(doc: PDFDocument, chinese: boolean, texts: readonly string[]): Promise<Fonts> {
  doc.registerFontkit(paddedFontkit);
  const [primary, secondary] = chinese ? [CHINESE, LATIN] : [LATIN, CHINESE];
  const used = new Set<number>();
  for (const t of texts) for (const c of t) if (!isSpace(c)) used.add(c.codePointAt(0)!);
  const covered = fontCharacters(primary.regular);
  const other = fontCharacters(secondary.regular);
  const families: FontFamily[] = [primary];
  if ([...used].some((c) => !covered.has(c) && other.has(c))) families.push(secondary);
  const fonts: Fonts = { regular: [], bold: [] };
  for (const family of families) {
    const chars = fontCharacters(family.regular);
    fonts.regular.push({ font: await doc.embedFont(fontBytes(family.regular), { subset: true }), chars });
    fonts.bold.push({ font: await doc.embedFont(fontBytes(family.bold), { subset: true }), chars });
  }
  return fonts;
}

/** The text cut into runs, each drawn with the first font that has its characters. */
export function runsOf(text: string, faces: readonly Face[]): Array<{ text: string; face: Face }> {
  const runs: Array<{ text: string; face: Face }> = [];
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    const last = runs[runs.length - 1];
    let face = last?.face.chars.has(cp) ? last.face : faces.find((f) => f.chars.has(cp));
    let shown = ch;
    if (!face) {
      face = last?.face ?? faces[0]!;
      shown = isSpace(ch) ? ' ' : '?';
    }
    if (last && last.face === face) last.text += shown;
    else runs.push({ text: shown, face });
  }
  return runs;
}

/** Characters that may start a line on their own: CJK ideographs and punctuation break anywhere. */
const TOKENS = /[\u2E80-\u9FFF\uF900-\uFAFF\uFF00-\uFFEF\u3000-\u303F]|[^\s\u2E80-\u9FFF\uF900-\uFAFF\uFF00-\uFFEF\u3000-\u303F]+|\s+/gu;

export class PdfWriter {
  private readonly pages: PDFPage[] = [];
  private page!: PDFPage;
  /** The top of the next line, in points from the bottom of the page. */
  y = 0;
  readonly left = MARGIN.x;
  readonly right = A4.width - MARGIN.x;

  constructor(
    private readonly doc: PDFDocument,
    private readonly fonts: Fonts,
  ) {
    this.newPage();
  }

  get width(): number {
    return this.right - this.left;
  }

  newPage(): void {
    this.page = this.doc.addPage([A4.width, A4.height]);
    this.pages.push(this.page);
    this.y = A4.height - MARGIN.top;
  }

  /** Starts a new page unless `height` more points fit on this one. */
  ensure(height: number): void {
    if (this.y - height < MARGIN.bottom) this.newPage();
  }

  space(points: number): void {
    this.y -= points;
  }

  private readonly widths = new Map<string, number>();

  /** The width of a text in points (cached: fontkit shapes the text on every measure). */
  measure(text: string, style: TextStyle): number {
    const key = `${style.bold ? 'b' : 'r'}${style.size}|${text}`;
    let width = this.widths.get(key);
    if (width === undefined) {
      const faces = style.bold ? this.fonts.bold : this.fonts.regular;
      width = runsOf(text, faces).reduce((w, r) => w + r.face.font.widthOfTextAtSize(r.text, style.size), 0);
      this.widths.set(key, width);
    }
    return width;
  }

  /**
   * The lines of a text wrapped to `width` (line breaks in the text kept; a too-long word cut). A line
   * is measured as the sum of its words (kerning across a space is a fraction of a point).
   */
  wrap(text: string, width: number, style: TextStyle): string[] {
    const out: string[] = [];
    for (const paragraph of text.split('\n')) {
      let line = '';
      let lineWidth = 0;
      let pending = ''; // spaces after the line's last word, kept only if another word follows
      for (const token of paragraph.match(TOKENS) ?? []) {
        if (isSpace(token)) {
          pending += token;
          continue;
        }
        const tokenWidth = this.measure(token, style);
        const gap = line === '' ? 0 : this.measure(pending, style);
        if (line === '' || lineWidth + gap + tokenWidth <= width) {
          if (line !== '') line += pending;
          lineWidth += gap;
        } else {
          out.push(line);
          line = '';
          lineWidth = 0;
        }
        pending = '';
        if (line === '' && tokenWidth > width) {
          // One word wider than the line (a long e-mail address): cut it where it no longer fits.
          for (const ch of token) {
            const w = this.measure(ch, style);
            if (line !== '' && lineWidth + w > width) {
              out.push(line);
              line = '';
              lineWidth = 0;
            }
            line += ch;
            lineWidth += w;
          }
          continue;
        }
        line += token;
        lineWidth += tokenWidth;
      }
      out.push(line);
    }
    return out;
  }

  lineHeight(style: TextStyle): number {
    return style.size * LINE;
  }

  /** Draws one line with its top at `top`; `align: 'right'` ends it at x. */
  drawLine(text: string, x: number, top: number, style: TextStyle, align: 'left' | 'right' = 'left'): void {
    const faces = style.bold ? this.fonts.bold : this.fonts.regular;
    let at = align === 'right' ? x - this.measure(text, style) : x;
    const baseline = top - style.size;
    for (const run of runsOf(text, faces)) {
      this.page.drawText(run.text, { x: at, y: baseline, size: style.size, font: run.face.font, color: style.color ?? INK });
      at += run.face.font.widthOfTextAtSize(run.text, style.size);
    }
  }

  /** A wrapped paragraph across the whole width (or from x over width). */
  paragraph(text: string, style: TextStyle, x = this.left, width = this.right - x): void {
    for (const line of this.wrap(text, width, style)) {
      this.ensure(this.lineHeight(style));
      this.drawLine(line, x, this.y, style);
      this.y -= this.lineHeight(style);
    }
  }

  /** A label in one column and its value wrapped in the next (or the amount right-aligned at the margin). */
  row(label: string, value: string, opts: { labelWidth: number; amount?: boolean; strong?: boolean; size: number }): void {
    const labelStyle: TextStyle = { size: opts.size, color: MUTED, bold: opts.strong && opts.amount };
    const valueStyle: TextStyle = { size: opts.size, bold: opts.strong };
    const amountWidth = 110;
    const labelLines = this.wrap(label, opts.amount ? this.width - amountWidth - 8 : opts.labelWidth - 8, labelStyle);
    const valueLines = opts.amount ? [value] : this.wrap(value, this.width - opts.labelWidth, valueStyle);
    const height = Math.max(labelLines.length, valueLines.length) * this.lineHeight(valueStyle);
    this.ensure(height);
    labelLines.forEach((l, i) => this.drawLine(l, this.left, this.y - i * this.lineHeight(labelStyle), opts.amount ? { ...labelStyle, color: INK } : labelStyle));
    valueLines.forEach((l, i) =>
      opts.amount
        ? this.drawLine(l, this.right, this.y - i * this.lineHeight(valueStyle), valueStyle, 'right')
        : this.drawLine(l, this.left + opts.labelWidth, this.y - i * this.lineHeight(valueStyle), valueStyle),
    );
    this.y -= height + opts.size * 0.3;
  }

  /** A thin horizontal line across the width. */
  rule(color: RGB = MUTED, thickness = 0.5): void {
    this.ensure(6);
    this.page.drawLine({ start: { x: this.left, y: this.y }, end: { x: this.right, y: this.y }, thickness, color });
    this.y -= 6;
  }

  /** Writes `footer(page, pages)` at the bottom of every page, once all pages exist. */
  finish(footer: (page: number, pages: number) => string, style: TextStyle): void {
    this.pages.forEach((page, i) => {
      const text = footer(i + 1, this.pages.length);
      const faces = style.bold ? this.fonts.bold : this.fonts.regular;
      let at = this.left;
      for (const run of runsOf(text, faces)) {
        page.drawText(run.text, { x: at, y: MARGIN.bottom - 32, size: style.size, font: run.face.font, color: style.color ?? MUTED });
        at += run.face.font.widthOfTextAtSize(run.text, style.size);
      }
    });
  }
}
