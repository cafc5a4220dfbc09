import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, useLocation } from '@rides/platform/router';
import { i18n, renderAt, testQueryClient } from '@rides/test-utils/render';
import { operationKey } from '@rides/platform/query';
import { getReviewSummary } from '@rides/contracts/reviews';
import en from '@rides/i18n/locales/en/common.json';
import fr from '@rides/i18n/locales/fr/common.json';
import { SeoHead } from '../seo-head';

// The texts are the shared locale files' (the test render helper loads English; French is added here).
i18n.addResourceBundle('fr', 'common', fr, true, false);

function Where() {
  const { pathname, search } = useLocation();
  return <div data-testid="where">{pathname + search}</div>;
}
const page = (path: string) => ({
  path,
  element: (
    <>
      <SeoHead />
      <Where />
      <Link to="/admin/users">admin</Link>
      <Link to="/about">about</Link>
      <Link to="/faq">faq</Link>
    </>
  ),
});
const pages = ['/', '/faq', '/about', '/admin/users', '/no-such-page'].map(page);

const head = (selector: string) => [...document.head.querySelectorAll(selector)];
const attr = (selector: string, name: string) => document.head.querySelector(selector)?.getAttribute(name) ?? null;

beforeEach(() => {
  document.head.innerHTML = '<title>Paris Private Transfers</title><meta name="description" content="Static English description">';
});
afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('the page head follows the route and the language', () => {
  it('an indexed page: its title, description, canonical and alternates replace the static ones', () => {
    renderAt('/faq', pages);
    expect(document.title).toBe('Frequently Asked Questions | Paris Private Transfers');
    expect(head('meta[name="description"]').map((m) => m.getAttribute('content'))).toEqual([en.seo.faq.description]);
    expect(attr('link[rel="canonical"]', 'href')).toBe('http://localhost/faq');
    expect(head('link[rel="alternate"]').map((l) => l.getAttribute('hreflang'))).toEqual(['en', 'fr', 'it', 'es', 'zh', 'x-default']);
    expect(attr('meta[property="og:url"]', 'content')).toBe('http://localhost/faq');
    expect(head('meta[name="robots"]')).toHaveLength(0);
  });

  it('moving to a signed-in area: a plain title and noindex, nothing left of the previous page', async () => {
    const user = userEvent.setup();
    renderAt('/faq', pages);
    await user.click(screen.getByRole('link', { name: 'admin' }));
    expect(document.title).toBe('Users | Paris Private Transfers');
    expect(attr('meta[name="robots"]', 'content')).toBe('noindex');
    expect(head('link[rel="canonical"], link[rel="alternate"], meta[name="description"], meta[property^="og:"]')).toHaveLength(0);
  });

  it('an unknown path is not indexed', () => {
    renderAt('/no-such-page', pages);
    expect(document.title).toBe('Page not found | Paris Private Transfers');
    expect(attr('meta[name="robots"]', 'content')).toBe('noindex');
  });

  it('in French, a public page’s address and canonical say ?lang=fr (a link left it out); signed-in areas keep theirs', async () => {
    const user = userEvent.setup();
    await act(() => i18n.changeLanguage('fr'));
    renderAt('/faq', pages);
    await user.click(screen.getByRole('link', { name: 'about' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/about?lang=fr'));
    expect(document.title).toBe('À propos | Paris Private Transfers');
    expect(attr('link[rel="canonical"]', 'href')).toBe('http://localhost/about?lang=fr');
    expect(attr('meta[property="og:locale"]', 'content')).toBe('fr_FR');
    await user.click(screen.getByRole('link', { name: 'admin' }));
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/admin\/users$/);
    expect(document.title).toBe('Utilisateurs | Paris Private Transfers');
  });

  it('back in English, the parameter goes: the English URL is the canonical one', async () => {
    await act(() => i18n.changeLanguage('fr'));
    renderAt('/about?lang=fr', pages);
    await act(() => i18n.changeLanguage('en'));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/about$/));
    expect(attr('link[rel="canonical"]', 'href')).toBe('http://localhost/about');
  });
});

describe('the home page JSON-LD', () => {
  const idleCallbacks: Array<() => void> = [];
  beforeEach(() => {
    idleCallbacks.length = 0;
    Object.assign(window, { requestIdleCallback: (cb: () => void) => idleCallbacks.push(cb), cancelIdleCallback: () => undefined });
  });
  afterEach(() => {
    Object.assign(window, { requestIdleCallback: undefined, cancelIdleCallback: undefined });
  });
  const jsonLd = () => document.head.querySelector('script[type="application/ld+json"]');

  it('comes once the browser is idle, with the approved reviews’ exact figures, and goes with the page', async () => {
    const user = userEvent.setup();
    const client = testQueryClient();
    client.setQueryData(operationKey(getReviewSummary, {}), { count: 2, average: 4.5, latest: [] });
    renderAt('/', pages, client);
    expect(jsonLd()).toBeNull();
    act(() => idleCallbacks.forEach((cb) => cb()));
    await waitFor(() => expect(jsonLd()).not.toBeNull());
    const data = JSON.parse(jsonLd()!.textContent!);
    expect(data['@type']).toBe('TaxiService');
    expect(data.description).toBe(en.seo.home.description);
    expect(data.aggregateRating).toMatchObject({ ratingValue: 4.5, reviewCount: 2 });
    await user.click(screen.getByRole('link', { name: 'faq' }));
    expect(jsonLd()).toBeNull();
  });

  it('without approved reviews it has no rating', async () => {
    const client = testQueryClient();
    client.setQueryData(operationKey(getReviewSummary, {}), { count: 0, average: null, latest: [] });
    renderAt('/', pages, client);
    act(() => idleCallbacks.forEach((cb) => cb()));
    await waitFor(() => expect(jsonLd()).not.toBeNull());
    expect(JSON.parse(jsonLd()!.textContent!)).not.toHaveProperty('aggregateRating');
  });

  it('the prerendered one (without a rating) goes too when the visitor leaves before the shell rewrote it', async () => {
    const user = userEvent.setup();
    document.head.insertAdjacentHTML('beforeend', '<script type="application/ld+json" data-seo-jsonld>{"@type":"TaxiService"}</script>');
    renderAt('/', pages);
    await user.click(screen.getByRole('link', { name: 'faq' }));
    expect(jsonLd()).toBeNull();
  });

  it('is only on the home page', () => {
    renderAt('/faq', pages);
    expect(idleCallbacks).toHaveLength(0);
  });
});
