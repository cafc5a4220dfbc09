/**
 * A UTF-16 surrogate without its partner (a lone high U+D800–U+DBFF, or a lone low U+DC00–U+DFFF).
 * No `u` flag on purpose: the pattern must see code units, not code points.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * The text with every lone surrogate replaced by U+FFFD, as String.prototype.toWellFormed does (not
 * in this project's ES2022 lib). encodeURIComponent throws a URIError on a lone surrogate, so every
 * text the places code URI-encodes passes through here first. The callable wrapper already refuses
 * such input (http/callable.ts); this keeps the places code safe whoever calls it (a geocoder's
 * answer, the benchmark, a test).
 */
export const wellFormed = (text: string): string => text.replace(LONE_SURROGATE, '\uFFFD');
