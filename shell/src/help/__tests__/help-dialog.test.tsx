import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link as RouterLink, useLocation } from '@rides/platform/router';
import type { AssistantAnswer } from '@rides/contracts/assistant';
import { company, whatsappLink } from '@rides/domain/company';
import { BackendError } from '@rides/platform/backend';
import { installPublicEndpoint } from '@rides/platform/public-api';
import { initialSession, setSession } from '@rides/platform/session';
import { renderAt } from '@rides/test-utils/render';
import { Header } from '../../layout/header';

jest.mock('../../routing/preload', () => ({ preloadFor: jest.fn() }));
jest.mock('../../auth/sign-out', () => ({ signOut: jest.fn(async () => undefined) }));
/** Counts loads of the dialog's module: it must happen on the first opening, not with the header. */
const mockDialogLoaded = jest.fn();
jest.mock('../help-dialog', () => {
  mockDialogLoaded();
  return jest.requireActual('../help-dialog');
});


/** The network edge only: records the callable requests and answers as askAssistant would. */
const calls: Array<{ name: string; input: { question: string; language: string; history: unknown[] } }> = [];
let answer: () => Promise<unknown>;
installPublicEndpoint({ name: 'test', firebase: { apiKey: 'k', authDomain: 'a', projectId: 'demo-rides' }, functionsRegion: 'europe-west9' });
// jsdom has no Response: the two fields callPublic reads.
const reply = (body: unknown, status = 200) => ({ ok: status < 300, status, json: async () => body }) as unknown as Response;
global.fetch = jest.fn(async (url: string | URL | Request, init?: RequestInit) => {
  calls.push({ name: String(url).split('/').pop()!, input: JSON.parse(String(init?.body)).data });
  try {
    return reply({ result: await answer() });
  } catch (e) {
    const { code, message, details } = e as BackendError;
    return reply({ error: { status: code.toUpperCase().replace(/-/g, '_'), message, details } }, 400);
  }
}) as typeof fetch;

const HANDOVER = { email: company().supportEmail, whatsapp: whatsappLink(), contactPage: '/contact' as const };
const CANCEL: AssistantAnswer = {
  answer: 'Cancel more than 24 hours before pickup and you get a full refund.',
  sources: [
    { page: '/faq', anchor: 'cancel-refund', title: 'What is your cancellation policy?' },
    { page: '/terms', anchor: 'cancellation', title: 'Cancellation and refunds' },
  ],
  confident: true,
  handover: HANDOVER,
  provider: 'local',
};

/** The address as the router has it, hash and query included. */
function Where() {
  const { pathname, search, hash } = useLocation();
  return <div data-testid="where">{`${pathname}${search}${hash}`}</div>;
}
/** A page of a remote with a link to the help, as the home page's "Need help?" has. */
const page = (path: string) => ({
  path,
  element: (
    <>
      <Header />
      <RouterLink to={{ hash: '#help' }}>Open the help</RouterLink>
      <Where />
    </>
  ),
});
const pages = ['/', '/faq', '/terms'].map(page);
const where = () => screen.getByTestId('where').textContent;
const helpButton = () => screen.getByRole('button', { name: 'Help' });
const dialog = () => screen.findByRole('dialog', { name: 'Assistant' });

async function expectPersonOptions(within_: HTMLElement) {
  const person = within(within_).getByRole('region', { name: 'Talk to a person' });
  expect(within(person).getByRole('link', { name: 'Contact form' })).toHaveAttribute('href', '/contact');
  expect(within(person).getByRole('link', { name: `E-mail ${company().supportEmail}` })).toHaveAttribute('href', `mailto:${company().supportEmail}`);
  const whatsapp = within(person).getByRole('link', { name: /WhatsApp/ });
  expect(whatsapp).toHaveAttribute('href', whatsappLink());
  expect(whatsapp).toHaveAttribute('target', '_blank');
  expect(whatsapp).toHaveAccessibleName('WhatsApp (opens in a new tab)');
}

// jsdom lays nothing out, so the dialog's focus trap (zag) takes every element for invisible and
// ignores the field it is told to focus first: give elements a box, as a browser does.
const getClientRects = HTMLElement.prototype.getClientRects;
beforeAll(() => {
  HTMLElement.prototype.getClientRects = () => [new DOMRect(0, 0, 100, 20)] as unknown as DOMRectList;
});
afterAll(() => {
  HTMLElement.prototype.getClientRects = getClientRects;
});

beforeEach(() => {
  calls.length = 0;
  answer = async () => CANCEL;
  setSession({ ...initialSession, status: 'signedOut' });
});

describe('the help dialog', () => {
  it('opens from the header Help button, loading its code only then; Escape closes it and focus returns to Help', async () => {
    const user = userEvent.setup();
    renderAt('/', pages);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(mockDialogLoaded).not.toHaveBeenCalled();
    expect(helpButton()).toHaveAttribute('aria-expanded', 'false');

    await user.click(helpButton());
    const open = await dialog();
    expect(mockDialogLoaded).toHaveBeenCalledTimes(1);
    // The page behind a modal dialog is hidden from assistive technology meanwhile.
    expect(screen.getByRole('button', { name: 'Help', hidden: true })).toHaveAttribute('aria-expanded', 'true');
    expect(within(open).getByText(/Automatic answers from our website and our prices, not from a person/)).toBeInTheDocument();
    await waitFor(() => expect(within(open).getByRole('textbox', { name: 'Your question' })).toHaveFocus());
    await expectPersonOptions(open);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(helpButton()).toHaveFocus();
    expect(where()).toBe('/');
  });

  it('opens whenever the address hash is #help, and closing takes the hash away but keeps the page and its query', async () => {
    const user = userEvent.setup();
    renderAt('/terms?lang=en#help', pages);
    await dialog();
    await user.click(screen.getByRole('button', { name: 'Close the assistant' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The router applies navigations as transitions: the address follows a moment later.
    await waitFor(() => expect(where()).toBe('/terms?lang=en'));

    // A page's link to #help (the home page's "Need help?") opens it again.
    await user.click(screen.getByRole('link', { name: 'Open the help' }));
    await dialog();
    expect(where()).toBe('/terms#help');
  });

  it('asks the assistant in the page language and shows the answer in the log, with its sources and who answered', async () => {
    const user = userEvent.setup();
    renderAt('/', pages);
    await user.click(helpButton());
    const open = await dialog();
    const field = within(open).getByRole('textbox', { name: 'Your question' });
    await waitFor(() => expect(field).toHaveFocus());
    await user.type(field, 'How do I cancel?{Enter}');

    const log = within(open).getByRole('log', { name: 'Conversation with the assistant' });
    expect(log).toHaveAttribute('aria-live', 'polite');
    expect(await within(log).findByText(CANCEL.answer)).toBeInTheDocument();
    expect(within(log).getByText('How do I cancel?')).toBeInTheDocument();
    expect(within(log).getByRole('link', { name: 'What is your cancellation policy?' })).toHaveAttribute('href', '/faq#cancel-refund');
    expect(within(log).getByRole('link', { name: 'Cancellation and refunds' })).toHaveAttribute('href', '/terms#cancellation');
    expect(within(log).getByText('Automatic answer from our own pages')).toBeInTheDocument();
    expect(calls).toEqual([{ name: 'askAssistant', input: { question: 'How do I cancel?', language: 'en', history: [] } }]);
    expect(field).toHaveValue('');
    expect(field).toHaveFocus();
    await expectPersonOptions(open);

    // A follow-up carries the conversation so far.
    answer = async () => ({ ...CANCEL, answer: 'Yes, with the link in your e-mail.', sources: [] });
    await user.type(field, 'Online?{Enter}');
    expect(await within(log).findByText('Yes, with the link in your e-mail.')).toBeInTheDocument();
    expect(calls[1]!.input.history).toEqual([
      { role: 'visitor', text: 'How do I cancel?' },
      { role: 'assistant', text: CANCEL.answer },
    ]);

    // A source link opens its page and the dialog gets out of the way.
    await user.click(within(log).getByRole('link', { name: 'What is your cancellation policy?' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(where()).toBe('/faq#cancel-refund'));
  });

  it('when the assistant is not sure, or cannot answer, says so and the ways to reach a person stay', async () => {
    const user = userEvent.setup();
    renderAt('/', pages);
    await user.click(helpButton());
    const open = await dialog();
    const field = within(open).getByRole('textbox', { name: 'Your question' });
    const log = within(open).getByRole('log');

    answer = async () => ({ answer: 'I am not sure I can answer that from our pages.', sources: [], confident: false, handover: HANDOVER, provider: 'local' });
    await user.type(field, 'xqzv blorp{Enter}');
    expect(await within(log).findByText('I am not sure I can answer that from our pages.')).toBeInTheDocument();
    await expectPersonOptions(open);

    answer = async () => {
      throw new BackendError('resource-exhausted', 'errors.resource-exhausted', { reason: 'rate-limited', retryAfterMs: 60_000 });
    };
    await user.type(field, 'Again?{Enter}');
    expect(await within(log).findByText(/You have asked many questions in a short time/)).toBeInTheDocument();

    answer = async () => {
      throw new BackendError('unavailable', 'down');
    };
    await user.type(field, 'And now?{Enter}');
    expect(await within(log).findByText(/The assistant cannot answer right now/)).toBeInTheDocument();
    await expectPersonOptions(open);
    // Failures are not sent back as history.
    expect(calls[2]!.input.history).toEqual([
      { role: 'visitor', text: 'xqzv blorp' },
      { role: 'assistant', text: 'I am not sure I can answer that from our pages.' },
      { role: 'visitor', text: 'Again?' },
    ]);
  });
});
