import { guestLabel } from '../partners/partners.service';

const CJK = /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/u;

/**
 * The name a review is shown under: the first name and the last name's initial ("Anna S."), as the
 * partner pages show a guest. A name written as one word in Chinese, Japanese or Korean script (family
 * name first, no space: "王小明") keeps its first character and masks the rest ("王**"), the usual
 * way to show a name publicly there; any other one-word name is shown as it is (it is a first name).
 */
export function reviewAuthor(bookerName: string): string {
  const name = bookerName.trim();
  if (!/\s/.test(name) && CJK.test(name) && [...name].length > 1) return `${[...name][0]}**`;
  return guestLabel(name);
}
