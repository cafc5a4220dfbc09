import fs from 'node:fs';
import path from 'node:path';
import FONT_FILES from './fonts.json';
import { paddedFontkit } from './padded-fontkit';

/**
 * The fonts of the PDF documents: Noto Sans (Latin, Greek, Cyrillic; every character our money and
 * date formats write, such as the narrow no-break space of French amounts) and Noto Sans SC
 * (Simplified Chinese, with Latin), both under the SIL Open Font License. They are TrueType
 * (glyf) fonts, which pdf-lib subsets reliably: a receipt carries only the glyphs it uses.
 *
 * Where they come from (fonts.json): two npm packages kept as devDependencies; build.mjs copies the
 * four files into dist/fonts, so the deployed functions carry about 21 MB of fonts instead of the
 * packages' every weight. Run from the sources (tests), they are read from node_modules.
 */
export type FontFile = keyof typeof FONT_FILES;

export interface FontFamily {
  regular: FontFile;
  bold: FontFile;
}

export const LATIN: FontFamily = { regular: 'NotoSans-Regular.ttf', bold: 'NotoSans-Bold.ttf' };
export const CHINESE: FontFamily = { regular: 'NotoSansSC-Regular.ttf', bold: 'NotoSansSC-Bold.ttf' };

/** Where a font file may be: next to the bundle (dist/fonts), else in its package (sources). */
export function fontCandidates(file: FontFile, dir = __dirname): string[] {
  const source = FONT_FILES[file];
  return [path.join(dir, 'fonts', file), path.resolve(dir, '../../node_modules', source.package, source.path)];
}

const loaded = new Map<FontFile, Uint8Array>();

/** The bytes of a font, read once per instance (the Chinese ones are 10 MB each). */
export function fontBytes(file: FontFile): Uint8Array {
  let bytes = loaded.get(file);
  if (!bytes) {
    const found = fontCandidates(file).find((p) => fs.existsSync(p));
    if (!found) throw new Error(`documents: font ${file} not found (looked in ${fontCandidates(file).join(', ')})`);
    // In an ArrayBuffer of its own, which fontkit reads without copying (padded-fontkit.ts createFont).
    bytes = new Uint8Array(fs.readFileSync(found));
    loaded.set(file, bytes);
  }
  return bytes;
}

const characterSets = new Map<FontFile, ReadonlySet<number>>();

/** The code points a font has glyphs for (read once): decides whether a document needs a second font. */
export function fontCharacters(file: FontFile): ReadonlySet<number> {
  let set = characterSets.get(file);
  if (!set) {
    set = new Set(paddedFontkit.create(fontBytes(file)).characterSet);
    characterSets.set(file, set);
  }
  return set;
}
