import { useEffect } from 'react';
import { useLocation, useNavigate } from '@rides/platform/router';
import type { Language } from '@rides/i18n/languages';
import { searchWithLanguage } from '@rides/contracts/language-url';

/**
 * Keeps `?lang=` in the address of an indexed page equal to the language it shows (see
 * packages/contracts/src/language-url.ts): a link inside the site leaves the parameter out, and the page
 * a French visitor reads must still be the French URL search engines know (canonical, hreflang).
 * Replaces the history entry, so Back is not taken up by it. Signed-in areas are left alone.
 */
export function useLanguageInUrl(indexed: boolean, lng: Language): void {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (!indexed) return;
    const search = searchWithLanguage(location.search, lng);
    if (search !== location.search) navigate({ pathname: location.pathname, search, hash: location.hash }, { replace: true, state: location.state });
  }, [indexed, lng, location, navigate]);
}
