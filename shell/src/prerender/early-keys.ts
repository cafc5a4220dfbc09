import { installAccessKeys } from '../a11y/access-keys';
import { installGuardKeys, type GuardHooks } from '../security/guard-keys';

/**
 * Issue [L] 3: SPEC 2's access keys (Alt+M, Alt+F) and SPEC 8's guard (right-click, F12) act from the
 * first paint. The start script installs them (a few hundred bytes); what the guard would report or
 * alert is held until the shell connects its reporter and its toaster, then sent in order. A page
 * without a start script (the SPA frame, /drivers) installs them when the shell starts.
 */
export interface EarlyKeys {
  connect(hooks: GuardHooks): void;
}

export function installEarlyKeys(): EarlyKeys {
  installAccessKeys();
  let hooks: GuardHooks | null = null;
  const held: Array<(h: GuardHooks) => void> = [];
  const later = (run: (h: GuardHooks) => void) => (hooks ? run(hooks) : held.push(run));
  installGuardKeys({
    report: (type, details) => later((h) => h.report(type, details)),
    onHighSeverity: () => later((h) => h.onHighSeverity()),
  });
  return {
    connect(h) {
      hooks = h;
      held.splice(0).forEach((run) => run(h));
    },
  };
}
