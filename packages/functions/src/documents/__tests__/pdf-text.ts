// Reads back what a PDF made by pdf-lib with embedded fonts says: the text of every Tj, through the
// ToUnicode map of the font it was drawn with, and the embedded font programs. Enough for our own
// documents (pdf-lib writes each drawText as one `<hex> Tj` under a `/Font size Tf`); not a general
// PDF text extractor.
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, PDFRef, decodePDFRawStream, type PDFObject } from 'pdf-lib';

export interface PdfReadBack {
  doc: PDFDocument;
  /** Each drawn text, in drawing order (one line of a paragraph, or a run of one font). */
  fragments: string[];
  /** The base names of the fonts used, without pdf-lib's numeric suffix (e.g. NotoSansSC-Regular). */
  fonts: string[];
  /** The embedded TrueType programs (FontFile2) with the unicode of each of their glyph ids. */
  fontFiles: Array<{ name: string; bytes: Uint8Array; unicodeOf: Map<number, string> }>;
}

const decode = (doc: PDFDocument, obj: PDFObject | undefined): string => {
  const stream = obj instanceof PDFRef ? doc.context.lookup(obj) : obj;
  if (!(stream instanceof PDFRawStream)) return '';
  return Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
};

function toUnicodeMap(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, gid, uni] of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) {
      const units = uni!.match(/.{4}/g)!.map((h) => parseInt(h, 16));
      map.set(parseInt(gid!, 16), String.fromCharCode(...units));
    }
  }
  return map;
}

export async function readPdf(bytes: Uint8Array): Promise<PdfReadBack> {
  const doc = await PDFDocument.load(bytes);
  const fragments: string[] = [];
  const fonts = new Set<string>();
  const fontFiles = new Map<string, PdfReadBack['fontFiles'][number]>();

  for (const page of doc.getPages()) {
    const fontDict = page.node.Resources()?.lookup(PDFName.of('Font'), PDFDict);
    const byKey = new Map<string, { name: string; unicodeOf: Map<number, string> }>();
    for (const [key, ref] of fontDict?.entries() ?? []) {
      const type0 = doc.context.lookup(ref, PDFDict);
      const name = type0.lookup(PDFName.of('BaseFont'), PDFName).decodeText();
      const unicodeOf = toUnicodeMap(decode(doc, type0.get(PDFName.of('ToUnicode'))));
      byKey.set(key.decodeText(), { name, unicodeOf });
      const descendant = type0.lookup(PDFName.of('DescendantFonts'), PDFArray).lookup(0, PDFDict);
      const file = descendant.lookup(PDFName.of('FontDescriptor'), PDFDict).get(PDFName.of('FontFile2'));
      const stream = file instanceof PDFRef ? doc.context.lookup(file) : undefined;
      if (stream instanceof PDFRawStream && !fontFiles.has(name)) fontFiles.set(name, { name, bytes: decodePDFRawStream(stream).decode(), unicodeOf });
    }
    const contents = page.node.Contents();
    const parts = contents instanceof PDFArray ? contents.asArray() : [contents];
    const program = parts.map((p) => decode(doc, p)).join('\n');
    let current: { name: string; unicodeOf: Map<number, string> } | undefined;
    for (const [, key, hex] of program.matchAll(/\/(\S+) [\d.]+ Tf|<([0-9A-Fa-f]*)> Tj/g)) {
      if (key) {
        current = byKey.get(key);
        if (current) fonts.add(current.name.replace(/-\d+$/, ''));
      } else if (hex !== undefined && current) {
        const font = current;
        fragments.push((hex.match(/.{4}/g) ?? []).map((h) => font.unicodeOf.get(parseInt(h, 16)) ?? '\uFFFD').join(''));
      }
    }
  }
  return { doc, fragments, fonts: [...fonts].sort(), fontFiles: [...fontFiles.values()] };
}
