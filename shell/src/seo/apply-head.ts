import type { Head } from './head-tags';

/** Elements the shell wrote into <head>; replaced as a whole on every route or language change. */
export const MARK = 'data-seo';
/**
 * The JSON-LD element of the home page, managed on its own: the prerendered page carries it without
 * the rating, and the shell writes it again with the rating at idle time.
 */
export const JSON_LD_MARK = 'data-seo-jsonld';

export function applyHead(head: Head, doc: Document = document): void {
  doc.title = head.title;
  // index.html carries a static English description for the first paint; the page's own replaces it.
  for (const el of doc.head.querySelectorAll(`[${MARK}], meta[name="description"]`)) el.remove();
  for (const tag of head.tags) {
    const el = doc.createElement(tag.tag);
    for (const [k, v] of Object.entries(tag.attrs)) el.setAttribute(k, v);
    el.setAttribute(MARK, '');
    doc.head.appendChild(el);
  }
}

/** Takes the JSON-LD data block out of <head> (the prerendered one or the shell's). */
export function removeJsonLd(doc: Document = document): void {
  for (const old of doc.head.querySelectorAll(`[${JSON_LD_MARK}]`)) old.remove();
}

/** Puts the JSON-LD data block into <head>; returns the function that takes it out again. */
export function applyJsonLd(text: string, doc: Document = document): () => void {
  removeJsonLd(doc);
  const el = doc.createElement('script');
  el.type = 'application/ld+json';
  el.setAttribute(JSON_LD_MARK, '');
  el.textContent = text;
  doc.head.appendChild(el);
  return () => el.remove();
}
