import { detectLanguage } from '@rides/i18n/languages';
import { languageFromSearch } from '@rides/contracts/language-url';
import { fromStart } from './start-handoff';

/**
 * The deploy's runtime files the shell reads first (/env.json: the backend and the company's facts;
 * /remotes.json: where each remote is), and the page's remote's manifest. All are served no-cache, so
 * each costs a round trip even from a warm cache, and the manifest could only be asked for once
 * /remotes.json had come. They are fetched as main.js loads, instead of after it and the app's chunks:
 * by a prerendered page's start script (start-page.ts, which knows the page's remote from the
 * prerender), else by main.js at its start (index.ts). Issue [L] 4: ~0.5 s on a phone for the two
 * files; the remote's manifest, entry and first chunks then arrive while the shell starts instead of
 * ~2 s after it (their requests are preloads the federation runtime then finds done: retry-plugin.ts).
 * The shell fetches a file itself when it is not there or that early fetch failed.
 */
const RUNTIME_FILES = { env: '/env.json', remotes: '/remotes.json' } as const;

export interface RuntimeFiles {
  env: Promise<unknown>;
  remotes: Promise<unknown>;
  /** The address of the page's remote's mf-manifest.json (null: the page has no remote), and its text. */
  manifestUrl: Promise<string | null>;
  manifest: Promise<string | null>;
}

async function fetchJson(url: string): Promise<unknown> {
  const res = await fetch(url, { cache: 'no-cache' });
  if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
  return res.json();
}

/** The language the shell will start in (@rides/i18n's rule, without saving a `?lang=` choice). */
export const startLanguage = (win: Window = window): string => languageFromSearch(win.location.search) ?? detectLanguage();

/** The page's remote, its route id and the page's language. */
export interface PageRemote {
  remote: string;
  route: string;
  lng: string;
}

interface RemoteManifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: Array<{ path?: string; assets?: { js?: { sync?: string[] } } }>;
  /** Added by @rides/mf-config's RouteChunksPlugin. */
  routeChunks?: Record<string, string[]>;
  localeChunks?: Record<string, string[]>;
}

/**
 * What the page's remote runs first, named by its manifest (its files are beside it): the entry, the
 * exposed App, the route's page and the language's texts.
 */
export function remoteStartFiles(manifestUrl: string, manifest: RemoteManifest, page: PageRemote): string[] {
  const entry = manifest.metaData?.remoteEntry;
  if (!entry?.name) return [];
  const files = [
    `${entry.path ?? ''}${entry.name}`,
    ...(manifest.exposes?.find((e) => e.path === './App')?.assets?.js?.sync ?? []),
    ...(manifest.routeChunks?.[page.route] ?? []),
    ...(manifest.localeChunks?.[page.lng] ?? []),
  ];
  return [...new Set(files)].map((file) => new URL(file, manifestUrl).href);
}

/** Asks for a script the page will run soon, without running it (the later <script> finds it loaded). */
export function preloadScript(doc: Document, href: string): void {
  const link = doc.createElement('link');
  link.setAttribute('rel', 'preload');
  link.setAttribute('as', 'script');
  link.setAttribute('href', href);
  doc.head.append(link);
}

async function manifestUrlOf(remotes: Promise<unknown>, page: PageRemote | null): Promise<string | null> {
  const url = page ? ((await remotes) as Record<string, unknown>)[page.remote] : null;
  return typeof url === 'string' ? url : null;
}

/** As the federation runtime's own fetch of it (retry-plugin.ts): one that hangs longer is given up. */
export const MANIFEST_TIMEOUT_MS = 8000;

async function fetchManifest(manifestUrl: Promise<string | null>, page: PageRemote | null, doc: Document): Promise<string | null> {
  const url = await manifestUrl;
  if (!url || !page) return null;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), MANIFEST_TIMEOUT_MS);
  try {
    const res = await fetch(url, { cache: 'no-cache', signal: controller.signal });
    if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
    const text = await res.text();
    for (const href of remoteStartFiles(url, JSON.parse(text) as RemoteManifest, page)) preloadScript(doc, href);
    return text;
  } finally {
    clearTimeout(timer);
  }
}

/** Starts fetching the files (and the page's remote's); a failure is kept in the promise (the shell fetches again). */
export function fetchRuntimeFiles(page: PageRemote | null = null, doc: Document = document): RuntimeFiles {
  const env = fetchJson(RUNTIME_FILES.env);
  const remotes = fetchJson(RUNTIME_FILES.remotes);
  const manifestUrl = manifestUrlOf(remotes, page);
  const files: RuntimeFiles = { env, remotes, manifestUrl, manifest: fetchManifest(manifestUrl, page, doc) };
  // Not an unhandled rejection while no one waits on them yet.
  for (const p of Object.values(files)) (p as Promise<unknown>).catch(() => undefined);
  return files;
}

let own: RuntimeFiles | null = null;

/** main.js on a page without a start script: fetches the files at once, with the page's remote's. */
export function fetchOwnRuntimeFiles(page: PageRemote | null): void {
  if (!fromStart()) own = fetchRuntimeFiles(page);
}

/** The files fetched early, by the start script or by main.js; null when none were. */
export const earlyRuntimeFiles = (): RuntimeFiles | null => own ?? fromStart()?.runtimeFiles() ?? null;

/** One file: the early answer when there is one, else fetched now. */
export async function runtimeFile(name: keyof typeof RUNTIME_FILES, early: RuntimeFiles | null | undefined): Promise<unknown> {
  if (early) {
    try {
      return await early[name];
    } catch {
      // Fetched again below.
    }
  }
  return fetchJson(RUNTIME_FILES[name]);
}

/**
 * The early manifest's text when `url` is it, once (a later fetch of it, a retry, goes to the network);
 * null otherwise or when that fetch failed.
 */
export async function takeEarlyManifest(url: string): Promise<string | null> {
  const files = earlyRuntimeFiles();
  // Known as soon as /remotes.json is, which the shell has read before it loads any remote.
  if (!files || (await files.manifestUrl.catch(() => null)) !== url) return null;
  const manifest = files.manifest;
  const text = await manifest.catch(() => null);
  if (files.manifest !== manifest) return null;
  files.manifest = Promise.resolve(null);
  return text;
}
