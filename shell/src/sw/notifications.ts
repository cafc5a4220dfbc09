// Web push in the driver's app (issue [M] 3): what the service worker shows for a push, and where a tap
// takes the driver. The functions send data-only messages (packages/functions/src/push/fcm-adapter.ts)
// so every browser shows them the same way, from here.

/** What a push carries: FCM wraps the sender's data in `data`; anything else is read as the data itself. */
interface PushData {
  title?: unknown;
  body?: unknown;
  url?: unknown;
  tag?: unknown;
}

export const DEFAULT_URL = '/driver/scheduled';
const ICON = '/icons/driver-192.png';

/**
 * A path of this site, as the URL parser reads it (which drops tabs and newlines: `/\t/evil.example` is
 * another site); anything else (another origin, `//host`, `javascript:`) opens the driver's rides.
 */
export function safePath(url: unknown): string {
  if (typeof url !== 'string' || !url.startsWith('/')) return DEFAULT_URL;
  const base = 'https://app.invalid';
  try {
    const parsed = new URL(url, base);
    return parsed.origin === base ? `${parsed.pathname}${parsed.search}${parsed.hash}` : DEFAULT_URL;
  } catch {
    return DEFAULT_URL;
  }
}

/** The notification to show for a push's JSON, or null when it carries no title. */
export function noticeOf(payload: unknown): { title: string; options: NotificationOptions } | null {
  const p = payload as { data?: PushData } & PushData;
  const d: PushData = p && typeof p === 'object' ? (p.data && typeof p.data === 'object' ? p.data : p) : {};
  if (typeof d.title !== 'string' || !d.title) return null;
  return {
    title: d.title,
    options: {
      body: typeof d.body === 'string' ? d.body : '',
      icon: ICON,
      badge: ICON,
      // A later notice of the same ride replaces the earlier one, and still alerts.
      ...(typeof d.tag === 'string' && d.tag ? { tag: d.tag, renotify: true } : {}),
      data: { url: safePath(d.url) },
    } as NotificationOptions,
  };
}

/** The JSON of a push event's data, or null when there is none or it is not JSON. */
export function pushJson(data: { json(): unknown } | null | undefined): unknown {
  try {
    return data ? data.json() : null;
  } catch {
    return null;
  }
}

/** The parts of the worker's `clients` used here (typed without the WebWorker lib, which the unit tests lack). */
interface AppWindow {
  url: string;
  navigate(url: string): Promise<{ focus(): Promise<unknown> } | null>;
}
export interface AppWindows {
  matchAll(options: { type: 'window' }): Promise<readonly unknown[]>;
  openWindow(url: string): Promise<unknown>;
}

/**
 * A tap on a notification: the app's open window (one this worker controls: only those can be
 * navigated) goes to the page and comes to the front; without one, or when that fails, a new window
 * opens on it.
 */
export async function openFromNotification(clients: AppWindows, origin: string, url: unknown): Promise<void> {
  const target = new URL(safePath(url), origin).href;
  const windows = (await clients.matchAll({ type: 'window' })) as readonly AppWindow[];
  const open = windows.find((w) => new URL(w.url).pathname.startsWith('/driver')) ?? windows[0];
  const moved = open ? await open.navigate(target).catch(() => null) : null;
  if (moved) await moved.focus().catch(() => undefined);
  else await clients.openWindow(target);
}
