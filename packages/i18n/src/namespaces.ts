import type { i18n as I18n } from 'i18next';

type Loader = (lng: string) => Promise<{ default: Record<string, unknown> } | Record<string, unknown>>;

/**
 * Each app owns its namespace and its translation files, so a remote's strings deploy with the
 * remote. An app registers a loader once; bundles are fetched for the current language on demand.
 */
const loaders = new Map<string, Loader>();

export function addNamespaceLoader(ns: string, loader: Loader): void {
  loaders.set(ns, loader);
}

async function loadOne(i18n: I18n, ns: string, lng: string): Promise<void> {
  if (i18n.hasResourceBundle(lng, ns)) return;
  const loader = loaders.get(ns);
  if (!loader) return;
  const mod = await loader(lng);
  const data = ('default' in mod ? mod.default : mod) as Record<string, unknown>;
  i18n.addResourceBundle(lng, ns, data, true, true);
}

/** A namespace and its loader, as a page declares what its first render needs. */
export type NamespaceEntry = readonly [ns: string, loader: Loader];

/** Registers and loads namespaces before a render that must not wait for them (a prerendered page). */
export async function preloadNamespaces(i18n: I18n, lng: string, entries: readonly NamespaceEntry[]): Promise<void> {
  for (const [ns, loader] of entries) addNamespaceLoader(ns, loader);
  await loadNamespaces(i18n, lng, entries.map(([ns]) => ns));
}

/** Loads `namespaces` (default: all registered) for `lng` and for the fallback language. */
export async function loadNamespaces(i18n: I18n, lng: string, namespaces = [...loaders.keys()]): Promise<void> {
  const langs = lng === 'en' ? ['en'] : [lng, 'en'];
  await Promise.all(langs.flatMap((l) => namespaces.map((ns) => loadOne(i18n, ns, l))));
}
