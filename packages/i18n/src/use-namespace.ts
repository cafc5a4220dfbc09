import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addNamespaceLoader, loadNamespaces } from './namespaces';

type Loader = Parameters<typeof addNamespaceLoader>[1];

/**
 * A remote's entry point into translations: registers its namespace loader and reports when the
 * namespace is loaded for the current language (and again after each language switch).
 */
export function useNamespace(ns: string, loader: Loader): boolean {
  const { i18n } = useTranslation();
  const lng = i18n.resolvedLanguage ?? i18n.language;
  const [loaded, setLoaded] = useState(() => i18n.hasResourceBundle(lng, ns));
  useEffect(() => {
    let live = true;
    addNamespaceLoader(ns, loader);
    if (i18n.hasResourceBundle(lng, ns)) {
      setLoaded(true);
      return;
    }
    setLoaded(false);
    loadNamespaces(i18n, lng, [ns]).then(
      () => live && setLoaded(true),
      () => live && setLoaded(true), // missing translations fall back to en keys rather than block the page
    );
    return () => {
      live = false;
    };
  }, [i18n, lng, ns, loader]);
  return loaded;
}
