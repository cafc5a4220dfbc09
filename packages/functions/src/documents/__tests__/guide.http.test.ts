/** @jest-environment node */
// The localGuide function as a browser meets it: status, headers and the PDF it answers.
import { answerGuideRequest } from '../guide.http';
import { readPdf } from './pdf-text';

jest.mock('firebase-functions', () => ({ logger: { info: jest.fn(), warn: jest.fn(), error: jest.fn() } }));
jest.setTimeout(120_000);

const get = (query: Record<string, unknown>, method = 'GET') => answerGuideRequest({ method, query });

describe('localGuide', () => {
  it('answers GET ?lang=fr with the French guide as a PDF attachment, cached publicly for a day', async () => {
    const a = await get({ lang: 'fr' });
    expect(a.status).toBe(200);
    expect(a.headers).toMatchObject({
      'Content-Type': 'application/pdf',
      'Content-Disposition': 'attachment; filename="paris-arrival-guide-fr.pdf"',
      'Cache-Control': 'public, max-age=86400',
      'Content-Language': 'fr',
    });
    const { doc } = await readPdf(a.body as Uint8Array);
    expect(doc.getTitle()).toBe('Arriver à Paris');
  });

  it('gives the English guide for a missing or unknown language', async () => {
    for (const query of [{}, { lang: 'de' }, { lang: ['xx', 'fr'] }, { lang: '../../etc' }]) {
      const a = await get(query);
      expect([a.status, a.headers['Content-Disposition']]).toEqual([200, 'attachment; filename="paris-arrival-guide-en.pdf"']);
    }
    const { doc } = await readPdf((await get({ lang: 'EN' })).body as Uint8Array);
    expect(doc.getTitle()).toBe('Arriving in Paris');
  });

  it('answers HEAD like GET, and refuses other methods with 405', async () => {
    expect((await get({ lang: 'it' }, 'HEAD')).headers['Content-Disposition']).toBe('attachment; filename="paris-arrival-guide-it.pdf"');
    for (const method of ['POST', 'PUT', 'DELETE']) {
      const a = await get({ lang: 'it' }, method);
      expect([a.status, a.headers.Allow]).toEqual([405, 'GET, HEAD']);
    }
  });
});
