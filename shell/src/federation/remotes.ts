import { registerRemotes, loadRemote } from '@module-federation/enhanced/runtime';
import { REMOTES, EXPOSED_MODULE, type RemoteName, type RemotesManifest, type RemoteAppProps } from '@rides/mf-config/remotes';
import type { ComponentType } from 'react';
import type { i18n as I18n } from 'i18next';

let manifest: RemotesManifest | null = null;

/** Registers every remote from /remotes.json. Nothing is fetched until a remote is first needed. */
export function registerRemotesFrom(m: RemotesManifest): void {
  manifest = m;
  registerRemotes(Object.entries(m).map(([name, entry]) => ({ name: REMOTES[name as RemoteName].scope, entry })));
}

/** A remote's App; `preload` (createRemoteApp) loads what a route's first render needs. */
export type RemoteApp = ComponentType<RemoteAppProps> & { preload?: (i18n: I18n, lng: string, routeId: string) => Promise<void> };

type RemoteModule = { default: RemoteApp };

/**
 * Loads a remote's App. After a failure, pass `retry` so the remote is registered again with its
 * caches cleared: the next attempt really fetches the manifest and chunks again.
 */
export async function loadRemoteApp(name: RemoteName, retry = false): Promise<RemoteApp> {
  const { scope } = REMOTES[name];
  if (retry && manifest) registerRemotes([{ name: scope, entry: manifest[name] }], { force: true });
  const mod = await loadRemote<RemoteModule>(`${scope}/${EXPOSED_MODULE.slice(2)}`);
  if (!mod?.default) throw new Error(`Remote ${name} did not provide ${EXPOSED_MODULE}`);
  return mod.default;
}

/** Starts fetching a remote ahead of need (hover, idle). Failures are ignored here and shown on use. */
export function preloadRemote(name: RemoteName): void {
  loadRemoteApp(name).catch(() => undefined);
}

const provided = new Map<RemoteName, ComponentType<RemoteAppProps>>();

/** A remote's App already at hand (the prerender imports it; the client loads it before hydrating). */
export function provideRemoteApp(name: RemoteName, App: ComponentType<RemoteAppProps>): void {
  provided.set(name, App);
}

export const providedRemoteApp = (name: RemoteName): ComponentType<RemoteAppProps> | undefined => provided.get(name);
