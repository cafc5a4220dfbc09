/** @jest-environment node */
// The free local guide as a traveller downloads it: read back from the PDF bytes, in each language.
import { LANGUAGES } from '@rides/contracts/language-codes';
import { company } from '@rides/domain/company';
import { CONTENT_FACTS } from '@rides/domain/content-facts';
import { guideContent, guideLanguage, renderGuidePdf } from '../guide-pdf';
import { readPdf } from './pdf-text';

jest.setTimeout(120_000);
const NOW = new Date('2026-11-20T10:00:00Z');

const render = async (lng: (typeof LANGUAGES)[number]) => {
  const bytes = await renderGuidePdf(lng, NOW);
  return { bytes, ...(await readPdf(bytes)) };
};

describe('local guide PDF', () => {
  it.each(LANGUAGES)('renders in %s: its title, every section heading, several pages, no placeholder left', async (lng) => {
    const g = guideContent(lng);
    const { doc, fragments } = await render(lng);
    expect(doc.getTitle()).toBe(g.title);
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(3);
    expect(fragments).toContain(g.title);
    for (const s of g.sections) expect(fragments).toContain(s.heading);
    const text = fragments.join('\n');
    expect(text).not.toMatch(/\{\{|\}\}/);
    // The emergency numbers, and our contacts from the company's facts.
    for (const n of ['112', '15', '17', '18']) expect(fragments).toContain(n);
    expect(text.replace(/\n/g, ' ')).toContain(company().supportEmail);
    expect(text.replace(/\n/g, ' ')).toContain(CONTENT_FACTS.whatsapp);
  });

  it('speaks the reader’s language and numbers every page', async () => {
    const fr = await render('fr');
    expect(fr.fragments).toEqual(expect.arrayContaining(['Arriver à Paris', 'Numéros d’urgence', 'Les pourboires']));
    const pages = fr.doc.getPageCount();
    expect(fr.fragments).toContain(`${company().name} · ${CONTENT_FACTS.site} · Page 1 sur ${pages}`);
    expect(fr.fragments).toContain(`${company().name} · ${CONTENT_FACTS.site} · Page ${pages} sur ${pages}`);
    const en = await render('en');
    expect(en.fragments).toEqual(expect.arrayContaining(['Useful French phrases', 'Bonjour', 'bohn-ZHOOR']));
  });

  it('draws Chinese with an embedded subset of Noto Sans SC', async () => {
    const zh = await render('zh');
    expect(zh.fonts).toEqual(expect.arrayContaining(['NotoSansSC-Bold', 'NotoSansSC-Regular']));
    expect(zh.fragments).toEqual(expect.arrayContaining(['抵达巴黎', '紧急电话']));
    expect(zh.bytes.length).toBeLessThan(1_000_000);
  });

  it('falls back to English for a language it does not have', () => {
    expect(guideLanguage('de')).toBe('en');
    expect(guideLanguage('')).toBe('en');
    expect(guideLanguage('zh')).toBe('zh');
  });
});
