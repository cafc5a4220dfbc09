import { LANGUAGES, type Language } from '@rides/i18n/languages';
import { languageUrl } from '@rides/contracts/language-url';
import type { RouteEntry } from '@rides/mf-config/routes';
import { alternatesOf, indexedAs } from '@rides/mf-config/seo-routes';

/** What the shell writes into `<head>` for one page in one language. Pure: route + language -> tags. */
export interface Head {
  title: string;
  tags: HeadTag[];
}
export interface HeadTag {
  tag: 'meta' | 'link';
  attrs: Record<string, string>;
}

/** A page's texts in its language (seo.<routeId>.* of `common`); indexed pages have a description. */
export interface PageTexts {
  title: string;
  description?: string;
}

export interface HeadInput {
  /** The site's origin, e.g. https://rides-paris.web.app (the page's own, at run time). */
  origin: string;
  /** The address's path (for routes with parameters, the canonical URL keeps it). */
  pathname: string;
  lng: Language;
  /** The matched route; null on the not-found page. */
  route: RouteEntry | null;
  texts: PageTexts;
  siteName: string;
}

/** Open Graph wants language_TERRITORY; the territories of the formats (en is British English). */
export const OG_LOCALE: Record<Language, string> = { en: 'en_GB', fr: 'fr_FR', it: 'it_IT', es: 'es_ES', zh: 'zh_CN' };

const meta = (key: 'name' | 'property', value: string, content: string): HeadTag => ({ tag: 'meta', attrs: { [key]: value, content } });

/** The URL path a page is indexed under: the route's own path, or the actual one when it has parameters. */
function canonicalPath(indexed: RouteEntry, pathname: string): string {
  if (!indexed.path.includes(':')) return indexed.path;
  return pathname.replace(/\/+$/, '') || '/';
}

export function headFor({ origin, pathname, lng, route, texts, siteName }: HeadInput): Head {
  const title = `${texts.title} | ${siteName}`;
  const indexed = route ? indexedAs(route) : null;
  // Not found, sign-in, signed-in areas, booking outcomes: a plain title, kept out of search results.
  if (!indexed) return { title, tags: [meta('name', 'robots', 'noindex')] };

  const path = canonicalPath(indexed, pathname);
  const url = languageUrl(origin, path, lng);
  const description = texts.description ?? '';
  return {
    title,
    tags: [
      meta('name', 'description', description),
      { tag: 'link', attrs: { rel: 'canonical', href: url } },
      ...alternatesOf(origin, path).map((a): HeadTag => ({ tag: 'link', attrs: { rel: 'alternate', hreflang: a.hreflang, href: a.href } })),
      meta('property', 'og:type', 'website'),
      meta('property', 'og:site_name', siteName),
      meta('property', 'og:title', texts.title),
      meta('property', 'og:description', description),
      meta('property', 'og:url', url),
      meta('property', 'og:locale', OG_LOCALE[lng]),
      ...LANGUAGES.filter((l) => l !== lng).map((l) => meta('property', 'og:locale:alternate', OG_LOCALE[l])),
      // No og:image: the site has no image asset yet; a share shows the title and description.
    ],
  };
}

/** The `seo.*` keys of a page's texts. `sameAs` pages use their original's (see seo-routes.ts). */
export function textKeys(route: RouteEntry | null): { title: string; description?: string } {
  if (!route) return { title: 'notFound.title' };
  const indexed = indexedAs(route);
  if (indexed) return { title: `seo.${indexed.id}.title`, description: `seo.${indexed.id}.description` };
  return { title: `seo.${route.id}.title` };
}
