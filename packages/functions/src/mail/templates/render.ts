/**
 * A message as plain data (every value plain text), rendered twice: plain text, and simple accessible
 * HTML (inline styles only, lang attribute, real headings and tables). Every value is escaped here,
 * in one place, so no template can forget.
 */
export interface MailRow {
  label: string;
  value: string;
  strong?: boolean;
}

export interface MailSection {
  heading: string;
  rows?: MailRow[];
  paragraphs?: string[];
  list?: string[];
  link?: { text: string; href: string };
}

export interface MailDoc {
  /** BCP 47 language tag of the message. */
  locale: string;
  brand: string;
  /** "Total: €105" in the plain text; French writes " : ", Chinese "：". */
  labelSeparator: string;
  subject: string;
  greeting: string;
  intro: string;
  /** Shown prominently before the sections, e.g. the booking reference. */
  highlight?: MailRow;
  sections: MailSection[];
  signOff: string;
  footer: string;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
/** Escaped, with line breaks kept. */
const lines = (s: string): string => s.split('\n').map(escapeHtml).join('<br>');
/** Only web links become links; anything else would be shown as text. */
const isWebLink = (href: string): boolean => /^https?:\/\//i.test(href);

export function renderText(doc: MailDoc): string {
  const pair = (label: string, value: string) => `${label}${doc.labelSeparator}${value}`;
  const out: string[] = [doc.greeting, '', doc.intro];
  if (doc.highlight) out.push('', pair(doc.highlight.label, doc.highlight.value));
  for (const s of doc.sections) {
    out.push('', s.heading.toLocaleUpperCase(doc.locale));
    for (const r of s.rows ?? []) out.push(pair(r.label, r.value));
    for (const p of s.paragraphs ?? []) out.push(p);
    for (const item of s.list ?? []) out.push(`- ${item}`);
    if (s.link) out.push(pair(s.link.text, s.link.href));
  }
  out.push('', doc.signOff, '', '--', doc.footer);
  return `${out.join('\n')}\n`;
}

const FONT = 'font-family:Arial,Helvetica,sans-serif;';
const TEXT = 'color:#1f2933;';
const P = `margin:0 0 16px;${FONT}${TEXT}font-size:16px;line-height:1.5;`;
const H2 = `margin:24px 0 8px;${FONT}color:#1a365d;font-size:18px;line-height:1.3;`;
const CELL = `padding:6px 12px 6px 0;${FONT}${TEXT}font-size:16px;line-height:1.4;vertical-align:top;text-align:left;`;

function rowsHtml(rows: MailRow[]): string {
  const tr = (r: MailRow) =>
    `<tr><th scope="row" style="${CELL}font-weight:normal;color:#52606d;">${escapeHtml(r.label)}</th>` +
    `<td style="${CELL}${r.strong ? 'font-weight:bold;' : ''}">${escapeHtml(r.value)}</td></tr>`;
  return `<table style="border-collapse:collapse;margin:0 0 8px;">${rows.map(tr).join('')}</table>`;
}

function sectionHtml(doc: MailDoc, s: MailSection): string {
  const parts = [`<h2 style="${H2}">${escapeHtml(s.heading)}</h2>`];
  if (s.rows?.length) parts.push(rowsHtml(s.rows));
  for (const p of s.paragraphs ?? []) parts.push(`<p style="${P}">${lines(p)}</p>`);
  if (s.list?.length) {
    parts.push(`<ul style="margin:0 0 16px;padding-inline-start:20px;">${s.list.map((i) => `<li style="${P}margin:0 0 8px;">${lines(i)}</li>`).join('')}</ul>`);
  }
  if (s.link) {
    const text = escapeHtml(s.link.text);
    parts.push(
      isWebLink(s.link.href)
        ? `<p style="${P}"><a href="${escapeHtml(s.link.href)}" style="display:inline-block;padding:12px 20px;background:#1a365d;color:#ffffff;` +
            `${FONT}font-size:16px;font-weight:bold;text-decoration:underline;border-radius:6px;">${text}</a></p>`
        : `<p style="${P}">${text}${escapeHtml(doc.labelSeparator)}${escapeHtml(s.link.href)}</p>`,
    );
  }
  return parts.join('\n');
}

const highlightHtml = (doc: MailDoc, h: MailRow): string =>
  `<p style="${P}padding:12px 16px;border:2px solid #1a365d;border-radius:6px;">${escapeHtml(h.label)}${escapeHtml(doc.labelSeparator)}` +
  `<strong style="font-size:20px;letter-spacing:1px;">${escapeHtml(h.value)}</strong></p>\n`;

export function renderHtml(doc: MailDoc): string {
  const lang = escapeHtml(doc.locale);
  return `<!doctype html>
<html lang="${lang}" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(doc.subject)}</title>
</head>
<body style="margin:0;padding:0;background:#f4f5f7;">
<div role="article" aria-label="${escapeHtml(doc.subject)}" lang="${lang}" style="max-width:600px;margin:0 auto;padding:24px;background:#ffffff;">
<p style="${P}font-weight:bold;color:#1a365d;">${escapeHtml(doc.brand)}</p>
<h1 style="margin:0 0 16px;${FONT}${TEXT}font-size:22px;line-height:1.3;">${escapeHtml(doc.subject)}</h1>
<p style="${P}">${escapeHtml(doc.greeting)}</p>
<p style="${P}">${lines(doc.intro)}</p>
${doc.highlight ? highlightHtml(doc, doc.highlight) : ''}${doc.sections.map((s) => sectionHtml(doc, s)).join('\n')}
<p style="${P}margin-top:24px;">${lines(doc.signOff)}</p>
<hr style="border:0;border-top:1px solid #cbd2d9;margin:24px 0 12px;">
<p style="${P}font-size:13px;color:#52606d;">${escapeHtml(doc.footer)}</p>
</div>
</body>
</html>
`;
}

export const render = (doc: MailDoc): RenderedMail => ({ subject: doc.subject, text: renderText(doc), html: renderHtml(doc) });
