/**
 * What the service worker keeps of a remote's deploy: its manifest, its entry and the chunks of what it
 * exposes (the shared packages' fallbacks are left out: the shell provides them). Pure, for the worker
 * and its tests.
 */
interface AssetList {
  sync: string[];
  async: string[];
}
interface RemoteManifest {
  metaData: { remoteEntry: { name: string; path: string } };
  exposes: Array<{ assets: { js: AssetList; css: AssetList } }>;
}

const isManifest = (m: unknown): m is RemoteManifest =>
  typeof m === 'object' && m !== null && 'metaData' in m && 'exposes' in m && Array.isArray((m as RemoteManifest).exposes);

/** Every URL of a remote's deploy, absolute, from its mf-manifest.json (fetched from `manifestUrl`). */
export function remoteAssetUrls(manifestUrl: string, manifest: unknown): string[] {
  if (!isManifest(manifest)) return [];
  const base = new URL('.', manifestUrl);
  const entry = manifest.metaData.remoteEntry;
  const files = manifest.exposes.flatMap((e) => [...e.assets.js.sync, ...e.assets.js.async, ...e.assets.css.sync, ...e.assets.css.async]);
  const paths = [`${entry.path ? `${entry.path.replace(/\/$/, '')}/` : ''}${entry.name}`, ...files];
  return [manifestUrl, ...new Set(paths.map((p) => new URL(p, base).href))];
}

/** The cache of one deploy of a remote: `remote-<name>-<hash of its manifest>`; a new deploy gets a new one. */
export const remoteCacheName = (remote: string, manifestHash: string): string => `remote-${remote}-${manifestHash}`;
