import { routeById, type RouteEntry } from '@rides/mf-config/routes';
import { headFor, textKeys, type Head } from '../head-tags';

const ORIGIN = 'https://rides.example';
const route = (id: string) => routeById(id) as RouteEntry;
const texts = { title: 'Questions fréquentes', description: 'Réponses sur la réservation.' };

const attrsOf = (head: Head, pick: (a: Record<string, string>) => boolean) => head.tags.map((t) => t.attrs).filter(pick);
const metaContent = (head: Head, key: string) => attrsOf(head, (a) => a.name === key || a.property === key).map((a) => a.content);
const links = (head: Head, rel: string) => attrsOf(head, (a) => a.rel === rel);

describe('head of an indexed page', () => {
  const head = headFor({ origin: ORIGIN, pathname: '/faq', lng: 'fr', route: route('faq'), texts, siteName: 'Paris Private Transfers' });

  it('has the title with the site name and the description in its language', () => {
    expect(head.title).toBe('Questions fréquentes | Paris Private Transfers');
    expect(metaContent(head, 'description')).toEqual(['Réponses sur la réservation.']);
    expect(metaContent(head, 'robots')).toEqual([]);
  });

  it('is canonical under its own language URL, with the five languages and x-default as alternates', () => {
    expect(links(head, 'canonical')).toEqual([{ rel: 'canonical', href: `${ORIGIN}/faq?lang=fr` }]);
    expect(links(head, 'alternate').map((a) => [a.hreflang, a.href])).toEqual([
      ['en', `${ORIGIN}/faq`],
      ['fr', `${ORIGIN}/faq?lang=fr`],
      ['it', `${ORIGIN}/faq?lang=it`],
      ['es', `${ORIGIN}/faq?lang=es`],
      ['zh', `${ORIGIN}/faq?lang=zh`],
      ['x-default', `${ORIGIN}/faq`],
    ]);
  });

  it('carries Open Graph for link previews, in the page language', () => {
    expect(metaContent(head, 'og:title')).toEqual(['Questions fréquentes']);
    expect(metaContent(head, 'og:description')).toEqual(['Réponses sur la réservation.']);
    expect(metaContent(head, 'og:url')).toEqual([`${ORIGIN}/faq?lang=fr`]);
    expect(metaContent(head, 'og:type')).toEqual(['website']);
    expect(metaContent(head, 'og:locale')).toEqual(['fr_FR']);
    expect(metaContent(head, 'og:locale:alternate')).toEqual(['en_GB', 'it_IT', 'es_ES', 'zh_CN']);
    expect(metaContent(head, 'og:image')).toEqual([]);
  });

  it('in English the canonical URL has no parameter', () => {
    const en = headFor({ origin: ORIGIN, pathname: '/', lng: 'en', route: route('home'), texts, siteName: 'P' });
    expect(links(en, 'canonical')[0]?.href).toBe(`${ORIGIN}/`);
    expect(metaContent(en, 'og:locale')).toEqual(['en_GB']);
  });

  it('a page with a parameter keeps its own path (without a trailing slash); a second path points to the first', () => {
    const driver = headFor({ origin: ORIGIN, pathname: '/book/drv.42/', lng: 'es', route: route('bookDriver'), texts, siteName: 'P' });
    expect(links(driver, 'canonical')[0]?.href).toBe(`${ORIGIN}/book/drv.42?lang=es`);
    const alias = headFor({ origin: ORIGIN, pathname: '/driver-signup', lng: 'en', route: route('driverSignup'), texts, siteName: 'P' });
    expect(links(alias, 'canonical')[0]?.href).toBe(`${ORIGIN}/signup/driver`);
    expect(textKeys(route('driverSignup'))).toEqual({ title: 'seo.signupDriver.title', description: 'seo.signupDriver.description' });
  });
});

describe('head of a page kept out of search results', () => {
  it.each(['adminUsers', 'customerHome', 'driverScheduled', 'profile', 'paymentSuccess', 'auth', 'testSms'])('%s: a plain title and noindex, no canonical', (id) => {
    const head = headFor({ origin: ORIGIN, pathname: route(id).path, lng: 'en', route: route(id), texts: { title: 'Users' }, siteName: 'P' });
    expect(head.title).toBe('Users | P');
    expect(head.tags).toEqual([{ tag: 'meta', attrs: { name: 'robots', content: 'noindex' } }]);
    expect(textKeys(route(id))).toEqual({ title: `seo.${id}.title` });
  });

  it('the not-found page too, titled by notFound.title', () => {
    const head = headFor({ origin: ORIGIN, pathname: '/nope', lng: 'en', route: null, texts: { title: 'Page not found' }, siteName: 'P' });
    expect(head.tags).toEqual([{ tag: 'meta', attrs: { name: 'robots', content: 'noindex' } }]);
    expect(textKeys(null)).toEqual({ title: 'notFound.title' });
  });
});
