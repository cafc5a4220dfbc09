import { ROUTES } from '../routes';
import { alternatesOf, indexedAs, seoPolicy, SEO_POLICY } from '../seo-routes';

describe('search-engine decisions over the route table', () => {
  it('every route has one, and no decision names a route the table lacks', () => {
    for (const r of ROUTES) expect(() => seoPolicy(r)).not.toThrow();
    const ids = new Set(ROUTES.map((r) => r.id));
    for (const id of Object.keys(SEO_POLICY)) expect([id, ids.has(id)]).toEqual([id, true]);
    expect(() => seoPolicy({ id: 'newPage', path: '/new', app: 'public' })).toThrow(/newPage/);
  });

  it('signed-in areas are never indexed', () => {
    for (const r of ROUTES.filter((x) => x.roles)) expect([r.id, seoPolicy(r), indexedAs(r)]).toEqual([r.id, 'private', null]);
  });

  it('a second path of a page is indexed under a page without parameters', () => {
    for (const r of ROUTES) {
      if (typeof seoPolicy(r) === 'object') expect(indexedAs(r)?.path).not.toContain(':');
    }
  });

  it('a page’s alternates are its five language URLs and x-default, the English one', () => {
    expect(alternatesOf('https://s.example', '/faq')).toEqual([
      { hreflang: 'en', href: 'https://s.example/faq' },
      { hreflang: 'fr', href: 'https://s.example/faq?lang=fr' },
      { hreflang: 'it', href: 'https://s.example/faq?lang=it' },
      { hreflang: 'es', href: 'https://s.example/faq?lang=es' },
      { hreflang: 'zh', href: 'https://s.example/faq?lang=zh' },
      { hreflang: 'x-default', href: 'https://s.example/faq' },
    ]);
  });
});
