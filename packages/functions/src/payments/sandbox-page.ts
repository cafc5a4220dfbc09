/**
 * The LOCAL sandbox checkout's HTML: server-rendered, no scripts, no external assets, inline CSS.
 * A developer tool, so in English, and it says on every page that no real payment happens.
 */
import { escapeHtml } from '../mail/templates/render';

export const TEST_CARDS = { succeeds: '4242 4242 4242 4242', declined: '4000 0000 0000 0002' } as const;

export const formatAmount = (cents: number, currency: string): string =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2328;background:#f6f8fa}
main{max-width:30rem;margin:0 auto;padding:1.5rem 1rem}
.banner{margin:0 0 1.5rem;padding:.75rem 1rem;border:2px solid #9a6700;border-radius:.5rem;background:#fff8c5;color:#3b2300}
h1{font-size:1.5rem;margin:0 0 1rem}
.card{background:#fff;border:1px solid #d0d7de;border-radius:.5rem;padding:1.25rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;margin:0 0 1.25rem}
dt{color:#4b535c}dd{margin:0;font-weight:600;overflow-wrap:anywhere}
label{display:block;font-weight:600;margin-bottom:.25rem}
input{width:100%;font:inherit;padding:.6rem .75rem;border:2px solid #6e7781;border-radius:.375rem;color:#1f2328;background:#fff}
input[aria-invalid=true]{border-color:#cf222e}
.hint{font-size:.9rem;color:#4b535c;margin:.375rem 0 1rem}
.error{margin:0 0 1rem;padding:.75rem 1rem;border-radius:.375rem;background:#ffebe9;color:#82071e;border:1px solid #cf222e}
.actions{display:flex;gap:.75rem;flex-wrap:wrap}
button,.button{font:inherit;font-weight:600;padding:.6rem 1.25rem;border-radius:.375rem;cursor:pointer;text-decoration:none;display:inline-block}
.primary{background:#0b5cad;color:#fff;border:2px solid #0b5cad}
.secondary{background:#fff;color:#0b5cad;border:2px solid #0b5cad}
:focus-visible{outline:3px solid #1f2328;outline-offset:2px}
code{font-size:.95em}
`;

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} - LOCAL TEST CHECKOUT</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<p class="banner" role="note"><strong>LOCAL TEST CHECKOUT - no real payment.</strong> This page stands in for the payment provider on a development stack. Nothing is charged; do not enter a real card.</p>
${body}
</main>
</body>
</html>
`;
}

export interface CheckoutView {
  reference: string;
  description: string;
  amountCents: number;
  currency: string;
  customerEmail: string;
  expiresAt: Date;
  sessionId: string;
  /** What the person typed, shown again after an error. */
  card?: string;
  error?: 'declined' | 'not-a-test-card' | null;
}

const ERRORS = {
  declined: 'Your card was declined. Try again, or use another test card.',
  'not-a-test-card': `Use a test card: ${TEST_CARDS.succeeds} (succeeds) or ${TEST_CARDS.declined} (declined).`,
} as const;

export function checkoutPage(v: CheckoutView): string {
  const amount = formatAmount(v.amountCents, v.currency);
  const error = v.error ? `<p class="error" role="alert" id="card-error">${escapeHtml(ERRORS[v.error])}</p>` : '';
  const described = v.error ? 'card-error card-hint' : 'card-hint';
  return layout(
    `Pay ${amount}`,
    `<div class="card">
<h1>Pay for booking ${escapeHtml(v.reference)}</h1>
<dl>
<dt>Trip</dt><dd>${escapeHtml(v.description)}</dd>
<dt>Amount</dt><dd>${escapeHtml(amount)}</dd>
<dt>E-mail</dt><dd>${escapeHtml(v.customerEmail)}</dd>
<dt>Pay before</dt><dd><time datetime="${v.expiresAt.toISOString()}">${escapeHtml(v.expiresAt.toUTCString())}</time></dd>
</dl>
${error}
<form method="post">
<input type="hidden" name="session" value="${escapeHtml(v.sessionId)}">
<label for="card">Card number</label>
<input id="card" name="card" type="text" inputmode="numeric" autocomplete="off" spellcheck="false" maxlength="23" required
 value="${escapeHtml(v.card ?? '')}" aria-describedby="${described}"${v.error ? ' aria-invalid="true" autofocus' : ''}>
<p class="hint" id="card-hint">Test cards: <code>${TEST_CARDS.succeeds}</code> succeeds, <code>${TEST_CARDS.declined}</code> is declined.</p>
<div class="actions">
<button class="primary" type="submit" name="action" value="pay">Pay ${escapeHtml(amount)}</button>
<button class="secondary" type="submit" name="action" value="cancel" formnovalidate>Cancel</button>
</div>
</form>
</div>`,
  );
}

export interface NoticeView {
  title: string;
  message: string;
  link?: { href: string; text: string };
}

/** A closed checkout (expired, already paid, unknown): what happened and a way back. */
export function noticePage(v: NoticeView): string {
  const link = v.link ? `<p><a class="button primary" href="${escapeHtml(v.link.href)}">${escapeHtml(v.link.text)}</a></p>` : '';
  return layout(v.title, `<div class="card">\n<h1>${escapeHtml(v.title)}</h1>\n<p>${escapeHtml(v.message)}</p>\n${link}\n</div>`);
}
