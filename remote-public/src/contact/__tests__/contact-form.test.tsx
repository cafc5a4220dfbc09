import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n, renderAt } from '@rides/test-utils/render';
import { company } from '@rides/domain/company';
import en from '../../locales/en.json';
import fr from '../../locales/fr.json';
import ContactPage from '../../pages/contact-page';
import { callsTo, handlers, installFakeNetwork, resetNetwork } from '../../booking/__tests__/fake-network';

i18n.addResourceBundle('en', 'public', en);
i18n.addResourceBundle('fr', 'public', fr);
installFakeNetwork();
jest.setTimeout(30_000);

const c = en.contact;
const renderPage = () => renderAt('/contact', [{ path: '/contact', element: <ContactPage /> }]);
const field = (name: RegExp) => screen.getByRole('textbox', { name });
const send = () => userEvent.click(screen.getByRole('button', { name: c.form.send }));

async function fill(values: { name?: string; email?: string; reference?: string; message?: string }) {
  if (values.name) await userEvent.type(field(/Your name/), values.name);
  if (values.email) await userEvent.type(field(/Your e-mail/), values.email);
  if (values.reference) await userEvent.type(field(/Booking reference/), values.reference);
  if (values.message) await userEvent.type(field(/Your message/), values.message);
}

beforeEach(() => resetNetwork());

it('labels every field, marks the required ones, and offers e-mail, WhatsApp and the 1-hour promise', () => {
  renderPage();
  expect(screen.getByRole('heading', { level: 1, name: en.pages.contact.title })).toBeInTheDocument();
  for (const name of [/Your name/, /Your e-mail/, /Your message/]) expect(field(name)).toBeRequired();
  expect(field(/Booking reference/)).not.toBeRequired();
  expect(screen.getByRole('link', { name: company().supportEmail })).toHaveAttribute('href', `mailto:${company().supportEmail}`);
  expect(screen.getByRole('link', { name: c.channels.whatsappLink }).getAttribute('href')).toMatch(/^https:\/\/wa\.me\/33639980000\?text=Hello/);
  expect(screen.getByText('We answer within 1 hour, 24 hours a day, 7 days a week.')).toBeInTheDocument();
});

it('says what is missing next to each field in the reader’s language, sends nothing, and focuses the first field to fix', async () => {
  renderPage();
  await send();
  expect(await screen.findByText(c.errors.name)).toBeInTheDocument();
  expect(screen.getByText(c.errors.email)).toBeInTheDocument();
  expect(screen.getByText('Please write your message (up to 4,000 characters).')).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent(c.errors.checkFields);
  expect(field(/Your name/)).toHaveAttribute('aria-invalid', 'true');
  await waitFor(() => expect(field(/Your name/)).toHaveFocus());
  expect(callsTo('sendContactMessage')).toEqual([]);
});

it('refuses a malformed e-mail and booking reference before sending, keeping what was typed', async () => {
  renderPage();
  await fill({ name: 'Ada Lovelace', email: 'ada@', reference: 'ABC', message: 'Hello' });
  await send();
  expect(await screen.findByText(c.errors.email)).toBeInTheDocument();
  expect(screen.getByText(c.errors.bookingReference)).toBeInTheDocument();
  expect(screen.queryByText(c.errors.name)).toBeNull();
  expect(field(/Your name/)).toHaveValue('Ada Lovelace');
  expect(field(/Booking reference/)).toHaveValue('ABC');
  expect(field(/Your message/)).toHaveValue('Hello');
  expect(callsTo('sendContactMessage')).toEqual([]);
});

it('keeps everything typed when the server refuses, and says how long to wait', async () => {
  handlers.sendContactMessage = () => ({ error: { status: 'RESOURCE_EXHAUSTED', message: 'errors.resource-exhausted', details: { reason: 'rate-limited', retryAfterMs: 24.5 * 60_000 } } });
  renderPage();
  await fill({ name: 'Ada Lovelace', email: 'ada@example.com', reference: 'pt 7k3m9q', message: 'Can I bring a folding bike?' });
  await send();
  expect(await screen.findByRole('alert')).toHaveTextContent('Please try again in 25 minutes, or write to us on WhatsApp.');
  expect(field(/Your name/)).toHaveValue('Ada Lovelace');
  expect(field(/Your e-mail/)).toHaveValue('ada@example.com');
  expect(field(/Booking reference/)).toHaveValue('pt 7k3m9q');
  expect(field(/Your message/)).toHaveValue('Can I bring a folding bike?');
  expect(callsTo('sendContactMessage')).toEqual([
    expect.objectContaining({ name: 'Ada Lovelace', email: 'ada@example.com', bookingReference: 'pt 7k3m9q', language: 'en', proof: expect.objectContaining({ honeypot: '' }) }),
  ]);
});

it('shows the server’s field refusal next to the field', async () => {
  handlers.sendContactMessage = () => ({ error: { status: 'INVALID_ARGUMENT', message: 'errors.invalid-argument', details: { issues: [{ path: 'message', message: 'invalid-characters' }] } } });
  renderPage();
  await fill({ name: 'Ada Lovelace', email: 'ada@example.com', message: 'Hello there' });
  await send();
  expect(await screen.findByText('Please write your message (up to 4,000 characters).')).toBeInTheDocument();
  expect(field(/Your message/)).toHaveValue('Hello there');
});

it('tells a suspected bot to try again, without clearing the form', async () => {
  handlers.sendContactMessage = () => ({ error: { status: 'PERMISSION_DENIED', message: 'errors.permission-denied', details: { reason: 'bot' } } });
  renderPage();
  await fill({ name: 'Ada Lovelace', email: 'ada@example.com', message: 'Hello there' });
  await send();
  expect(await screen.findByRole('alert')).toHaveTextContent(c.errors.bot);
  expect(field(/Your message/)).toHaveValue('Hello there');
});

it('confirms in a live region once sent, and empties only the message and the reference', async () => {
  handlers.sendContactMessage = () => ({ result: { sent: true } });
  renderPage();
  await fill({ name: 'Ada Lovelace', email: ' Ada@Example.com', reference: 'PT-7K3M9Q', message: 'Thank you!' });
  await send();
  const status = screen.getAllByRole('status').find((s) => s.getAttribute('aria-live') === 'polite')!;
  await waitFor(() => expect(within(status).getByText(/Thank you: your message has reached our team/)).toBeInTheDocument());
  expect(status).toHaveTextContent('We have sent a confirmation to ada@example.com and will answer you within 1 hour.');
  expect(screen.queryByRole('alert')).toBeNull();
  expect(field(/Your name/)).toHaveValue('Ada Lovelace');
  expect(field(/Your message/)).toHaveValue('');
  expect(field(/Booking reference/)).toHaveValue('');
});

describe('in French', () => {
  beforeEach(() => i18n.changeLanguage('fr'));
  afterEach(() => act(() => i18n.changeLanguage('en')));

  it('words the field errors in French and asks for the acknowledgement in French', async () => {
    handlers.sendContactMessage = () => ({ result: { sent: true } });
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: fr.contact.form.send }));
    expect(await screen.findByText(fr.contact.errors.name)).toBeInTheDocument();
    expect(screen.getByText(fr.contact.errors.email)).toBeInTheDocument();
    // French writes 4 000 with a (narrow) no-break space.
    expect(screen.getByText(/^Veuillez écrire votre message \(4\s000 caractères au maximum\)\.$/)).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: /Votre nom/ }), 'Zoé Martin');
    await userEvent.type(screen.getByRole('textbox', { name: /Votre e-mail/ }), 'zoe@example.com');
    await userEvent.type(screen.getByRole('textbox', { name: /Votre message/ }), 'Bonjour');
    await userEvent.click(screen.getByRole('button', { name: fr.contact.form.send }));
    await waitFor(() => expect(callsTo('sendContactMessage')).toEqual([expect.objectContaining({ language: 'fr', message: 'Bonjour' })]));
  });
});
