import type { ContentTopic } from '@rides/content/topics';

/**
 * One answerable piece of the site's content: a FAQ entry, a section of the terms, a service.
 * `path` is the keys from the topic file's root; `anchor` the id the page gives that section.
 */
export interface Passage {
  topic: ContentTopic;
  path: readonly string[];
  heading: string;
  text: string;
  anchor?: string;
}

/** Keys whose text names the object it sits in (the first one present is the heading). */
const HEADING_KEYS = ['title', 'heading', 'question', 'q', 'name', 'h'];
/**
 * Keys that hold what a page says (FAQ `a`, sections' `body`/`list`/`after`, the guide's `text`).
 * An object without any of them but with a heading still counts, by its sentences (SENTENCE_WORDS):
 * a topic written in another shape is indexed too; labels ("Search the questions") are not.
 */
const PROSE_KEYS = new Set(['a', 'answer', 'body', 'text', 'intro', 'description', 'summary', 'content', 'paragraphs', 'list', 'after', 'details', 'note', 'notes']);
const SENTENCE_WORDS = 6;
/** Keys never walked: links, the search engines' copy of the page, and buttons. */
const SKIPPED_KEYS = new Set(['href', 'url', 'link', 'icon', 'image', 'alt', 'meta', 'seo', 'actions']);
/** Containers whose key is not a section of the page (their items are: `items.cancel` -> #cancel). */
const GENERIC_KEYS = new Set(['items', 'sections', 'questions', 'entries', 'list', 'paragraphs', 'body', 'content', 'points', 'steps', 'groups', 'topics', 'parts', 'rows', 'text']);
const SLUG = /^[A-Za-z][A-Za-z0-9_-]{0,79}$/;
/** Shorter than this, a text is a label or a one-word phrase ("Please."), not something to answer with. */
const MIN_TEXT_CHARS = 20;

/** What a page shows of a string: no markup, placeholders filled as the page fills them. */
export function plainText(s: string, values: Readonly<Record<string, string>> = {}): string {
  return s
    .replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => values[name] ?? whole)
    .replace(/<[^>]+>/g, '')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/(\*\*|__)/g, '')
    .replace(/[ \t]+/g, ' ')
    .trim();
}

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);
const strings = (v: unknown): string[] | null => (typeof v === 'string' ? [v] : Array.isArray(v) && v.every((x) => typeof x === 'string') ? (v as string[]) : null);
const isSentence = (s: string) => s.trim().split(/\s+/).length >= SENTENCE_WORDS || /\p{Script=Han}{12}/u.test(s);

/**
 * Every passage of a topic file, whatever its nesting: each object with text of its own (below the
 * root: a page's title and lead introduce it, they answer nothing) is one passage, headed by its
 * title-like key or else by the nearest heading above it; nested objects and arrays are walked the
 * same way. The anchor is an `id` field, else the object's key unless it is a generic container
 * (`items`, `sections`), else the anchor above: the ids the pages give their sections.
 */
export function passagesOf(topic: ContentTopic, doc: unknown, values: Readonly<Record<string, string>> = {}): Passage[] {
  const out: Passage[] = [];
  const walk = (node: unknown, path: string[], heading: string, anchor: string | undefined): void => {
    const key = path[path.length - 1];
    const keyAnchor = key && SLUG.test(key) && !GENERIC_KEYS.has(key) ? key : anchor;
    if (Array.isArray(node)) {
      node.forEach((item, i) => walk(item, [...path, String(i)], heading, keyAnchor));
      return;
    }
    if (!isObject(node)) return;
    const ownId = [node.id, node.anchor].find((v): v is string => typeof v === 'string' && SLUG.test(v));
    const here = ownId ?? keyAnchor;
    const headingKey = HEADING_KEYS.find((k) => typeof node[k] === 'string');
    const title = headingKey ? plainText(node[headingKey] as string, values) : heading;
    const entries = Object.entries(node).filter(([k]) => k !== headingKey && !SKIPPED_KEYS.has(k));
    let body = entries.filter(([k]) => PROSE_KEYS.has(k)).flatMap(([, v]) => strings(v) ?? []);
    if (body.length === 0 && headingKey) body = entries.flatMap(([, v]) => strings(v) ?? []).filter(isSentence);
    const text = body.map((s) => plainText(s, values)).filter(Boolean).join('\n');
    if (path.length > 0 && text.length >= MIN_TEXT_CHARS) out.push({ topic, path, heading: title, text, ...(here && { anchor: here }) });
    for (const [k, v] of entries) {
      if (isObject(v) || (Array.isArray(v) && !strings(v))) walk(v, [...path, k], title, here);
    }
  };
  walk(doc, [], '', undefined);
  return out;
}
