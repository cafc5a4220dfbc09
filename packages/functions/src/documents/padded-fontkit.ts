import * as fontkit from '@pdf-lib/fontkit';
import type { PDFDocument } from 'pdf-lib';

type Fontkit = Parameters<PDFDocument['registerFontkit']>[0];

/** What is used of fontkit's TrueType subset (TTFSubset in @pdf-lib/fontkit 1.1.1, pinned). */
interface TtfSubset {
  glyf?: Uint8Array[];
  offset?: number;
  _addGlyph?: (gid: number) => number;
}

/**
 * fontkit's font from font bytes, without a copy: fontkit turns what it gets into its own Buffer,
 * byte by byte for a typed array (over a second for the 10 MB Chinese font), but as a view for an
 * ArrayBuffer. fonts.ts keeps each font in an ArrayBuffer of its own, so the view is the whole font.
 */
export function createFont(data: Uint8Array): ReturnType<typeof fontkit.create> {
  const whole = data.byteOffset === 0 && data.byteLength === data.buffer.byteLength;
  return fontkit.create((whole ? data.buffer : data) as Uint8Array);
}

/**
 * @pdf-lib/fontkit for pdf-lib: each font parsed once per instance and without a copy (createFont),
 * and one fix to the TrueType subsetter that pdf-lib's `subset: true` uses.
 *
 * The subsetter copies each glyph's bytes as they are, then writes the `loca` table in its short
 * format (offsets divided by 2) whenever the subset is under 128 KB, which a receipt's always is. Noto
 * Sans and Noto Sans SC have glyphs of an odd number of bytes, so every offset after the first such
 * glyph was cut in half wrongly: viewers drew most characters as nothing (pdf-lib issues #494, #1232),
 * while the text still extracted fine. Here each glyph is padded to an even length as it is added (a
 * trailing zero byte after a glyph's data is ignored by every rasteriser), which makes both loca
 * formats right. receipt-pdf.test.ts decodes every glyph of the embedded subsets to keep it so.
 *
 * Parsed once: fontkit decodes a font's layout tables lazily, which took most of a receipt's time when
 * every document parsed its fonts afresh; a font object is only read from, each document has its own subset.
 */
const parsed = new WeakMap<ArrayBufferLike, ReturnType<Fontkit['create']>>();

export const paddedFontkit: Fontkit = {
  create(data: Uint8Array) {
    const whole = data.byteOffset === 0 && data.byteLength === data.buffer.byteLength;
    const known = whole ? parsed.get(data.buffer) : undefined;
    if (known) return known;
    const font = createFont(data) as unknown as { createSubset(): unknown };
    const createSubset = font.createSubset.bind(font);
    font.createSubset = () => {
      const subset = createSubset() as TtfSubset;
      const addGlyph = subset._addGlyph?.bind(subset);
      if (addGlyph) {
        subset._addGlyph = (gid: number) => {
          const index = addGlyph(gid);
          const bytes = subset.glyf?.[index];
          if (bytes && bytes.length % 2 === 1 && subset.glyf && subset.offset !== undefined) {
            // The same Buffer class as fontkit's own (its bundled polyfill): its encoder accepts no other.
            const padded = (bytes.constructor as unknown as { alloc(size: number): Uint8Array }).alloc(bytes.length + 1);
            padded.set(bytes, 0);
            subset.glyf[index] = padded;
            subset.offset += 1;
          }
          return index;
        };
      }
      return subset;
    };
    const result = font as unknown as ReturnType<Fontkit['create']>;
    if (whole) parsed.set(data.buffer, result);
    return result;
  },
};
