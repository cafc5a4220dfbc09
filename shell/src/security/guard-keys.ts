import type { SecurityEventType } from '@rides/contracts/security-event-types';

/**
 * SPEC 8: right-click and F12 / Ctrl+Shift+I, J, C are blocked and logged. Editable fields keep their
 * context menu (spell-check, paste): blocking it there would hurt people, not attackers.
 * Repeated developer-tools attempts count as a high-severity violation.
 */
export const HIGH_SEVERITY_ATTEMPTS = 3;
const HIGH_SEVERITY_WINDOW_MS = 60_000;

export function isDevtoolsShortcut(e: Pick<KeyboardEvent, 'key' | 'code' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>): boolean {
  if (e.key === 'F12') return true;
  const ctrl = e.ctrlKey || e.metaKey;
  return ctrl && e.shiftKey && ['KeyI', 'KeyJ', 'KeyC'].includes(e.code);
}

const isEditable = (t: EventTarget | null) =>
  t instanceof HTMLElement && (t.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(t.tagName));

export interface GuardHooks {
  report: (type: SecurityEventType, details: Record<string, string | number>) => void;
  onHighSeverity: () => void;
}

export function installGuardKeys({ report, onHighSeverity }: GuardHooks): () => void {
  const attempts: number[] = [];
  const onContextMenu = (e: MouseEvent) => {
    if (isEditable(e.target)) return;
    e.preventDefault();
    report('context_menu_blocked', { tag: (e.target as HTMLElement | null)?.tagName ?? '' });
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (!isDevtoolsShortcut(e)) return;
    e.preventDefault();
    report('devtools_access_blocked', { key: e.key === 'F12' ? 'F12' : `Ctrl+Shift+${e.code.slice(3)}` });
    const now = Date.now();
    attempts.push(now);
    while (attempts.length && attempts[0]! < now - HIGH_SEVERITY_WINDOW_MS) attempts.shift();
    if (attempts.length === HIGH_SEVERITY_ATTEMPTS) onHighSeverity();
  };
  // Capture, as the access keys: also while React hydrates (shell/src/prerender/hold-events.ts).
  window.addEventListener('contextmenu', onContextMenu, true);
  window.addEventListener('keydown', onKeyDown, true);
  return () => {
    window.removeEventListener('contextmenu', onContextMenu, true);
    window.removeEventListener('keydown', onKeyDown, true);
  };
}
