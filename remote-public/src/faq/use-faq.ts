import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNamespace } from '@rides/i18n/use-namespace';
import type { NamespaceEntry } from '@rides/i18n/namespaces';
import { contentLoader } from '@rides/content/topics';
import { CONTENT_FACTS } from '@rides/domain/content-facts';
import type { FaqEntry } from './faq-search';

/** One loader for the page's life: useNamespace registers it again whenever its identity changes. */
const loadFaq = contentLoader('faq');

/** The page modules that show the FAQ declare it (a prerendered page hydrates with it loaded). */
export const faqNamespaces: readonly NamespaceEntry[] = [['faq', loadFaq]];

type RawItems = Record<string, { category: string; q: string; a: string }>;

export interface Faq {
  /** Categories in the content's order, with their labels. */
  categories: Array<{ id: string; label: string }>;
  /** Every question, grouped by category in that order. */
  entries: FaqEntry[];
  /** The six questions of the home page. */
  home: FaqEntry[];
}

/**
 * The FAQ in the reader's language (the `faq` content namespace, loaded on demand), with its
 * {{placeholders}} filled from CONTENT_FACTS (the fares, refund rule, waiting times
 * and booking limits the code applies), as the help assistant fills them. Null until the namespace is there.
 */
export function useFaq(): Faq | null {
  const ready = useNamespace('faq', loadFaq);
  const { t, i18n } = useTranslation('faq');
  const lng = i18n.resolvedLanguage ?? i18n.language;
  return useMemo(() => {
    if (!ready) return null;
    const labels = t('categories', { returnObjects: true }) as Record<string, string>;
    const items = t('items', { returnObjects: true, ...CONTENT_FACTS }) as unknown as RawItems;
    const homeIds = t('home', { returnObjects: true }) as unknown as string[];
    // The topic could not be loaded (t answers with the keys): no FAQ rather than a broken page.
    if (typeof labels !== 'object' || typeof items !== 'object' || !Array.isArray(homeIds)) return null;
    const categories = Object.entries(labels).map(([id, label]) => ({ id, label }));
    const all = Object.entries(items).map(([id, item]) => ({ id, category: item.category, q: item.q, a: item.a }));
    const entries = categories.flatMap((c) => all.filter((e) => e.category === c.id));
    const home = homeIds.map((id) => entries.find((e) => e.id === id)).filter((e): e is FaqEntry => !!e);
    return { categories, entries, home };
    // lng: after a language switch the same `t` may read another language's bundle.
  }, [ready, t, lng]);
}
