/** The five separately deployed remotes. `scope` is the federation container name. */
export const REMOTES = {
  public: { scope: 'remote_public', pkg: 'remote-public' },
  customer: { scope: 'remote_customer', pkg: 'remote-customer' },
  driver: { scope: 'remote_driver', pkg: 'remote-driver' },
  partner: { scope: 'remote_partner', pkg: 'remote-partner' },
  admin: { scope: 'remote_admin', pkg: 'remote-admin' },
} as const;

export type RemoteName = keyof typeof REMOTES;
export const REMOTE_NAMES = Object.keys(REMOTES) as RemoteName[];

/** Every remote exposes exactly one module: its route tree, as a component rendering a route id. */
export const EXPOSED_MODULE = './App';

/** Props the shell passes to a remote's App. */
export interface RemoteAppProps {
  /** Id of the route-table entry the shell matched (see routes.ts). */
  routeId: string;
}

/** `/remotes.json`: remote name -> URL of its mf-manifest.json, written per environment at deploy. */
export type RemotesManifest = Record<RemoteName, string>;

export function isRemotesManifest(value: unknown): value is RemotesManifest {
  if (!value || typeof value !== 'object') return false;
  return REMOTE_NAMES.every((n) => typeof (value as Record<string, unknown>)[n] === 'string');
}
