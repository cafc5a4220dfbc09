/**
 * Cache policy of every Hosting site (scripts/firebase-config.ts writes it into firebase.json).
 *
 * Firebase Hosting matches header rules against the REQUESTED path (before the SPA rewrite to
 * /app.html on the shell, /index.html on a remote) and applies every matching rule in order, a later rule overwriting a header an
 * earlier one set ("last rule wins", as the emulator's superstatic does). So:
 *  1. `**` (every path) gets `document`: the SPA's deep links (/booking-confirmation, /book/drv.1,
 *     /reset-password?...) are the SPA frame under another name and must be revalidated like `/`;
 *  2. hashed assets (`*.js`, `*.css`, `*.woff2`: content-hashed file names, a remote's entry
 *     `remoteEntry.<hash>.js` included) then get `hashedAsset`;
 *  3. the few fixed-name files that name other files (index.html, app.html, remotes.json, env.json,
 *     mf-manifest.json) get `document` again, last, so no earlier rule can cache them.
 */
export const CACHE_CONTROL = {
  document: 'no-cache, no-store, must-revalidate',
  hashedAsset: 'public, max-age=31536000, immutable',
} as const;

/** Glob of the content-hashed assets. */
export const HASHED_ASSETS = '**/*.@(js|css|woff2)';
