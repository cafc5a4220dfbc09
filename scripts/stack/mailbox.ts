// The local stack's SMTP capture and mailbox page (ARCHITECTURE: local runtime). Everything the
// functions send through SMTP_URL=smtp://127.0.0.1:2525 lands here and nowhere else: kept in memory,
// each raw message appended as <timestamp>-<id>.eml under the stack's data dir, and shown on
// http://127.0.0.1:5025 (the list, one message, and /api/messages?to=… as JSON for tests).
// SMS and WhatsApp of the local messaging adapter, and web push of the local push twin, land here too,
// badged as such.
// Also the local outbox dispatcher: the timer that calls the dispatchOutbox function every few seconds.
import { startKeyedTimer } from './keyed-timer';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser';

export const MAILBOX_SMTP_PORT = 2525;
export const MAILBOX_HTTP_PORT = 5025;
const HOST = '127.0.0.1';
const KEEP = 500;
const BANNER = 'Local mailbox — messages sent by the local stack are captured here; nothing is delivered';

export interface CapturedMessage {
  id: string;
  /** The To header as written; `recipients` are the SMTP envelope's (what was really addressed). */
  to: string;
  recipients: string[];
  from: string;
  subject: string;
  text: string;
  html: string | null;
  messageId: string | null;
  /** The Date header (ISO); `receivedAt` is when the mailbox got it. */
  date: string;
  receivedAt: string;
  file: string;
}

export interface Mailbox {
  smtpPort: number;
  httpPort: number;
  url: string;
  /** Newest first. */
  messages(): CapturedMessage[];
  close(): Promise<void>;
}

export interface MailboxOptions {
  /** Where the .eml files go (and are read back from at start). */
  dir: string;
  smtpPort?: number;
  httpPort?: number;
  log?: (line: string) => void;
}

/**
 * SMS and WhatsApp messages of the local messaging adapter arrive as e-mail to `sms+<number>@local.rides`
 * or `whatsapp+<number>@local.rides` (packages/functions/src/messaging/local-adapter.ts), web push of the
 * local twin to `push+<user id>@local.rides` (packages/functions/src/push/local-adapter.ts): badged so.
 */
export type CapturedKind = 'email' | 'sms' | 'whatsapp' | 'push';
export function kindOf(m: Pick<CapturedMessage, 'recipients'>): CapturedKind {
  const match = m.recipients.map((r) => /^(sms|whatsapp)\+\d+@local\.rides$|^(push)\+[\w-]+@local\.rides$/i.exec(r)).find(Boolean);
  return match ? ((match[1] ?? match[2])!.toLowerCase() as CapturedKind) : 'email';
}
const BADGE: Record<CapturedKind, string> = {
  email: '',
  sms: '<span class="badge sms">SMS</span> ',
  whatsapp: '<span class="badge whatsapp">WhatsApp</span> ',
  push: '<span class="badge push">Push</span> ',
};

const addresses = (a: AddressObject | AddressObject[] | undefined): string =>
  (Array.isArray(a) ? a : a ? [a] : []).map((x) => x.text).join(', ');

function toMessage(id: string, parsed: ParsedMail, recipients: string[], receivedAt: Date, file: string): CapturedMessage {
  return {
    id,
    to: addresses(parsed.to),
    recipients,
    from: addresses(parsed.from),
    subject: parsed.subject ?? '',
    text: parsed.text ?? '',
    html: parsed.html || null,
    messageId: parsed.messageId ?? null,
    date: (parsed.date ?? receivedAt).toISOString(),
    receivedAt: receivedAt.toISOString(),
    file,
  };
}

/** Messages captured by earlier runs of the stack (same data dir), so a restart keeps the mailbox. */
async function loadEarlier(dir: string): Promise<CapturedMessage[]> {
  const files = fs.readdirSync(dir).filter((f) => f.endsWith('.eml')).sort().slice(-KEEP);
  const out: CapturedMessage[] = [];
  for (const f of files) {
    const id = /-([0-9a-f]{8})\.eml$/.exec(f)?.[1];
    if (!id) continue;
    const file = path.join(dir, f);
    const parsed = await simpleParser(fs.readFileSync(file)).catch(() => null);
    if (!parsed) continue;
    const recipients = (Array.isArray(parsed.to) ? parsed.to : parsed.to ? [parsed.to] : []).flatMap((a) => a.value.map((v) => v.address ?? ''));
    out.push(toMessage(id, parsed, recipients.filter(Boolean), fs.statSync(file).mtime, file));
  }
  return out.reverse();
}

// ---- HTML pages ------------------------------------------------------------------------------

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const when = (iso: string) =>
  `<time datetime="${esc(iso)}">${esc(new Date(iso).toLocaleString('en-GB', { timeZone: 'Europe/Paris', dateStyle: 'medium', timeStyle: 'medium' }))}</time>`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${esc(title)}</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;color:#1f2933;background:#fff;line-height:1.5}
main{max-width:1000px;margin:0 auto;padding:16px}
.banner{background:#fff4ce;border:2px solid #8a6d00;border-radius:6px;padding:12px 16px;font-weight:600}
table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:8px;border-bottom:1px solid #cbd2d9;vertical-align:top}
a{color:#1a4fa0}a:focus-visible{outline:3px solid #1a4fa0;outline-offset:2px}
dl{display:grid;grid-template-columns:max-content 1fr;gap:4px 16px}dt{font-weight:600}dd{margin:0;word-break:break-all}
iframe{width:100%;height:70vh;border:1px solid #cbd2d9}pre{white-space:pre-wrap;background:#f4f5f7;padding:12px;border-radius:6px}
.badge{display:inline-block;padding:0 6px;border-radius:4px;font-size:13px;font-weight:700;color:#fff}.sms{background:#1a4fa0}.whatsapp{background:#116d3a}.push{background:#6b2fa0}
</style></head>
<body><main>
<p class="banner" role="note">${esc(BANNER)}</p>
${body}
</main></body></html>
`;
}

function listPage(messages: CapturedMessage[]): string {
  const rows = messages
    .map((m) => `<tr><td>${esc(m.to || m.recipients.join(', '))}</td><td>${BADGE[kindOf(m)]}<a href="/messages/${m.id}">${esc(m.subject || '(no subject)')}</a></td><td>${when(m.receivedAt)}</td></tr>`)
    .join('\n');
  const table = messages.length
    ? `<table><caption>${messages.length} captured message${messages.length === 1 ? '' : 's'}, newest first</caption>
<thead><tr><th scope="col">To</th><th scope="col">Subject</th><th scope="col">Received</th></tr></thead>
<tbody>${rows}</tbody></table>`
    : '<p>No messages yet. Anything the local stack sends by e-mail, SMS, WhatsApp or push notification appears here.</p>';
  return page('Local mailbox', `<h1>Local mailbox</h1>\n<p><a href="/">Refresh</a></p>\n${table}`);
}

function messagePage(m: CapturedMessage): string {
  const links = [...new Set(m.text.match(/https?:\/\/[^\s<>"]+/g) ?? [])];
  const fields: Array<[string, string]> = [
    ['From', m.from],
    ['To', m.to],
    ['Envelope recipients', m.recipients.join(', ')],
    ['Subject', m.subject],
    ['Date', m.date],
    ['Message-ID', m.messageId ?? ''],
  ];
  return page(
    `${m.subject} — Local mailbox`,
    `<p><a href="/">Back to all messages</a></p>
<h1>${BADGE[kindOf(m)]}${esc(m.subject || '(no subject)')}</h1>
<dl>${fields.map(([k, v]) => `<dt>${k}</dt><dd>${esc(v)}</dd>`).join('')}</dl>
${links.length ? `<h2>Links in this message</h2><ul>${links.map((l) => `<li><a href="${esc(l)}" rel="noreferrer">${esc(l)}</a></li>`).join('')}</ul>` : ''}
${m.html ? `<h2>HTML version</h2><iframe sandbox="" src="/messages/${m.id}/body.html" title="HTML version of the message"></iframe>` : ''}
<h2>Plain text version</h2><pre>${esc(m.text)}</pre>
<p><a href="/messages/${m.id}/raw">Download the raw message (.eml)</a></p>`,
  );
}

const PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; frame-src 'self'; img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";
/** The e-mail's own HTML: sandboxed (no scripts, no same-origin), no remote content. */
const BODY_CSP = "sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'self'";

function send(res: http.ServerResponse, status: number, type: string, body: string | Buffer, csp = PAGE_CSP): void {
  res.writeHead(status, {
    'content-type': type,
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer', // manage links carry their token
    'content-security-policy': csp,
  });
  res.end(body);
}

// ---- servers ---------------------------------------------------------------------------------

const listen = (server: { listen(port: number, host: string, cb: () => void): unknown; once(e: 'error', cb: (e: Error) => void): unknown }, port: number) =>
  new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, HOST, resolve);
  });

/** Starts the SMTP capture and the mailbox page. Port 0 picks free ports (tests). */
export async function startMailbox(options: MailboxOptions): Promise<Mailbox> {
  const log = options.log ?? ((line: string) => console.log(`[mailbox] ${line}`));
  fs.mkdirSync(options.dir, { recursive: true });
  const messages: CapturedMessage[] = await loadEarlier(options.dir);
  const byId = (id: string) => messages.find((m) => m.id === id);

  const smtp = new SMTPServer({
    banner: 'Local mailbox: nothing is delivered',
    authOptional: true,
    allowInsecureAuth: true,
    onAuth: (auth, _session, cb) => cb(null, { user: auth.username ?? 'local' }),
    disabledCommands: ['STARTTLS'],
    size: 20 * 1024 * 1024,
    closeTimeout: 1000,
    logger: false,
    onData(stream, session, cb) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('error', cb);
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        const receivedAt = new Date();
        const id = randomBytes(4).toString('hex');
        const file = path.join(options.dir, `${receivedAt.toISOString().replace(/[:.]/g, '-')}-${id}.eml`);
        fs.appendFileSync(file, raw);
        simpleParser(raw).then(
          (parsed) => {
            const m = toMessage(id, parsed, session.envelope.rcptTo.map((r) => r.address), receivedAt, file);
            messages.unshift(m);
            messages.length = Math.min(messages.length, KEEP);
            log(`captured "${m.subject}" for ${m.recipients.join(', ')}`);
            cb();
          },
          (e: Error) => cb(e),
        );
      });
    },
  });

  const web = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', `http://${HOST}`);
    if (req.method !== 'GET' && req.method !== 'HEAD') return send(res, 405, 'text/plain; charset=utf-8', 'GET only');
    if (url.pathname === '/') return send(res, 200, 'text/html; charset=utf-8', listPage(messages));
    if (url.pathname === '/api/messages') {
      // An unencoded `+` arrives as a space, and no address has one: `?to=+33612345678` and
      // `?to=sms+33612345678@local.rides` both work. A bare number matches its SMS and WhatsApp.
      const to = url.searchParams.get('to')?.replace(/ /g, '+').trim().toLowerCase();
      const aliases = to && /^\+\d+$/.test(to) ? [`sms${to}@local.rides`, `whatsapp${to}@local.rides`] : [];
      const matches = (r: string) => r.toLowerCase() === to || aliases.includes(r.toLowerCase());
      const list = to ? messages.filter((m) => m.recipients.some(matches)) : messages;
      const body = list.map((m) => ({ id: m.id, to: m.to, subject: m.subject, text: m.text, html: m.html, messageId: m.messageId, date: m.date, kind: kindOf(m) }));
      return send(res, 200, 'application/json; charset=utf-8', JSON.stringify(body));
    }
    const match = /^\/messages\/([0-9a-f]{8})(\/body\.html|\/raw)?$/.exec(url.pathname);
    const m = match ? byId(match[1]!) : undefined;
    if (!m) return send(res, 404, 'text/html; charset=utf-8', page('Not found — Local mailbox', '<h1>No such message</h1><p><a href="/">All messages</a></p>'));
    if (match![2] === '/body.html') return send(res, 200, 'text/html; charset=utf-8', m.html ?? '', BODY_CSP);
    if (match![2] === '/raw') return send(res, 200, 'message/rfc822', fs.readFileSync(m.file));
    return send(res, 200, 'text/html; charset=utf-8', messagePage(m));
  });

  await listen(smtp, options.smtpPort ?? MAILBOX_SMTP_PORT);
  try {
    await listen(web, options.httpPort ?? MAILBOX_HTTP_PORT);
  } catch (e) {
    await new Promise<void>((r) => smtp.close(() => r()));
    throw e;
  }
  const smtpPort = (smtp.server.address() as AddressInfo).port;
  const httpPort = (web.address() as AddressInfo).port;
  return {
    smtpPort,
    httpPort,
    url: `http://${HOST}:${httpPort}`,
    messages: () => [...messages],
    async close() {
      web.closeAllConnections();
      await Promise.all([new Promise<void>((r) => web.close(() => r())), new Promise<void>((r) => smtp.close(() => r()))]);
    },
  };
}

/**
 * The local outbox dispatcher: POSTs to the dispatchOutbox function every `everyMs` (the production
 * scheduler's job), so queued mail goes out even when the kick after a booking was lost. Quiet: it
 * reports deliveries and changes of state (not wired, failing, back), not every tick.
 */
export const startOutboxDispatcher = (url: string, key: string, everyMs = 3000, log = (line: string) => console.log(`[outbox] ${line}`)) =>
  startKeyedTimer({
    name: 'dispatchOutbox',
    url,
    key,
    everyMs,
    timeoutMs: 60_000,
    log,
    report: (r) => (r.sent || r.retrying || r.failed ? `sent ${r.sent ?? 0}, retrying ${r.retrying ?? 0}, failed ${r.failed ?? 0}` : null),
  });
