import { PDFDocument } from 'pdf-lib';
import { LANGUAGES, type Language } from '@rides/contracts/language-codes';
import { CONTENT_FACTS, fillFacts } from '@rides/domain/content-facts';
import en from '@rides/content/locales/en/guide.json';
import fr from '@rides/content/locales/fr/guide.json';
import it from '@rides/content/locales/it/guide.json';
import es from '@rides/content/locales/es/guide.json';
import zh from '@rides/content/locales/zh/guide.json';
import { ACCENT, MUTED, PdfWriter, embedFonts } from './pdf-writer';

/**
 * The free local guide (SPEC 1: "a free local guide download"; issue [G] 5): arriving in Paris, in
 * the reader's language, from the `guide` content topic (packages/content/locales/<lng>/guide.json),
 * with the company's contacts filled from CONTENT_FACTS. The web offers it on the home page and after
 * booking; the localGuide function serves it (guide.http.ts).
 */
type GuideContent = typeof en;
interface GuideItem {
  title: string;
  /** A phrase's pronunciation (or, in the French edition, when to say it). */
  say?: string;
  text: string;
}
interface GuideSection {
  heading: string;
  text: string;
  items?: Record<string, GuideItem>;
}

const CONTENT: Record<Language, GuideContent> = { en, fr, it, es, zh };

export const guideLanguage = (value: string): Language => ((LANGUAGES as readonly string[]).includes(value) ? (value as Language) : 'en');

/** The guide's texts in a language, every {{fact}} filled ({{page}} and {{pages}} are the footer's). */
export function guideContent(lng: Language) {
  const c = CONTENT[lng];
  const facts = (s: string) => fillFacts(s);
  const sections = Object.values(c.sections as Record<string, GuideSection>).map((s) => ({
    heading: facts(s.heading),
    paragraphs: facts(s.text).split(/\n{2,}/),
    items: Object.values(s.items ?? {}).map((i) => ({ title: facts(i.title), say: i.say ? facts(i.say) : null, text: facts(i.text) })),
  }));
  return { title: facts(c.title), subtitle: facts(c.subtitle), intro: facts(c.intro).split(/\n{2,}/), footer: c.footer, sections };
}

const SIZE = { brand: 11, title: 28, subtitle: 13, heading: 15, body: 10.5, itemTitle: 11, small: 9 } as const;
const INDENT = 14;

/** The guide as an A4 PDF (pdf-lib, the receipts' writer and embedded Noto fonts: Chinese included). */
export async function renderGuidePdf(lng: Language, now: Date): Promise<Uint8Array> {
  const g = guideContent(lng);
  const pdf = await PDFDocument.create();
  pdf.setTitle(g.title, { showInWindowTitleBar: true });
  pdf.setSubject(g.subtitle);
  pdf.setAuthor(CONTENT_FACTS.company);
  pdf.setCreator(CONTENT_FACTS.company);
  pdf.setProducer('pdf-lib');
  pdf.setLanguage(lng);
  pdf.setCreationDate(now);
  pdf.setModificationDate(now);

  const texts = [g.title, g.subtitle, g.footer, ...g.intro, ...g.sections.flatMap((s) => [s.heading, ...s.paragraphs, ...s.items.flatMap((i) => [i.title, i.say ?? '', i.text])])];
  const w = new PdfWriter(pdf, await embedFonts(pdf, lng === 'zh', texts));
  // PdfWriter types its x as its left margin's literal type (`readonly left = MARGIN.x`): any x is a number.
  const indent = (w.left + INDENT) as typeof w.left;

  w.paragraph(CONTENT_FACTS.company, { size: SIZE.brand, bold: true, color: MUTED });
  w.space(10);
  w.paragraph(g.title, { size: SIZE.title, bold: true, color: ACCENT });
  w.space(2);
  w.paragraph(g.subtitle, { size: SIZE.subtitle, color: MUTED });
  w.space(8);
  w.rule(ACCENT, 1.5);
  w.space(8);
  for (const p of g.intro) {
    w.paragraph(p, { size: SIZE.body + 1 });
    w.space(6);
  }

  for (const section of g.sections) {
    w.space(16);
    // Keep a heading with the start of what follows it.
    w.ensure(SIZE.heading * 1.35 + 10 + SIZE.body * 1.35 * 3);
    w.paragraph(section.heading, { size: SIZE.heading, bold: true, color: ACCENT });
    w.rule();
    w.space(2);
    for (const p of section.paragraphs) {
      w.paragraph(p, { size: SIZE.body });
      w.space(6);
    }
    for (const item of section.items) {
      w.space(2);
      w.ensure(SIZE.itemTitle * 1.35 + SIZE.body * 1.35 * 2);
      w.paragraph(item.title, { size: SIZE.itemTitle, bold: true });
      if (item.say) w.paragraph(item.say, { size: SIZE.body, color: ACCENT }, indent);
      w.paragraph(item.text, { size: SIZE.body }, indent);
      w.space(6);
    }
  }

  w.finish((page, pages) => fillFacts(g.footer, { ...CONTENT_FACTS, page, pages }), { size: 8, color: MUTED });
  return pdf.save();
}
