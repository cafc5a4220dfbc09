import { matchPath } from '@rides/platform/router';
import { ROUTES } from '@rides/mf-config/routes';
import { preloadRemote } from '../federation/remotes';

/** Preloads the remote that owns `path`, on intent (hover or focus of a link). */
export function preloadFor(path: string): void {
  const entry = ROUTES.find((r) => matchPath(r.path, path));
  if (entry && entry.app !== 'shell') preloadRemote(entry.app);
}
