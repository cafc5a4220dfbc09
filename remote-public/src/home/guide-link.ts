import { publicFunctionUrl } from '@rides/platform/public-api';

/** The public HTTP function that writes the guide (packages/functions/src/documents/guide.http.ts). */
export const GUIDE_FUNCTION = 'localGuide';

/**
 * Where the free local guide downloads from, in a language: the function's address in this
 * environment (the emulator locally), as the shell was told at start-up. Null before that.
 */
export function guideUrl(lng: string): string | null {
  const base = publicFunctionUrl(GUIDE_FUNCTION);
  return base && `${base}?lang=${encodeURIComponent(lng)}`;
}
