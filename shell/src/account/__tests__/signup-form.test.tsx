import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installPublicEndpoint } from '@rides/platform/public-api';
import { BackendError } from '@rides/platform/backend';
import { i18n, renderAt } from '@rides/test-utils/render';
import account from '../../locales/en.json';
import { SignUpForm } from '../signup-form';

i18n.addResourceBundle('en', 'account', account);

/** The network edge only: records the callable requests and answers as the signUp callable would. */
const calls: Array<{ name: string; input: unknown }> = [];
let answer: (name: string) => Promise<unknown> = async () => ({ verificationSent: true });
installPublicEndpoint({ name: 'test', firebase: { apiKey: 'k', authDomain: 'a', projectId: 'demo-rides' }, functionsRegion: 'europe-west9' });
// jsdom has no Response: the two fields callPublic reads.
const reply = (body: unknown, status = 200) => ({ ok: status < 300, status, json: async () => body }) as unknown as Response;
global.fetch = jest.fn(async (url: string | URL | Request, init?: RequestInit) => {
  const name = String(url).split('/').pop()!;
  calls.push({ name, input: JSON.parse(String(init?.body)).data });
  try {
    return reply({ result: await answer(name) });
  } catch (e) {
    const { code, message, details } = e as BackendError;
    return reply({ error: { status: code.toUpperCase().replace(/-/g, '_'), message, details } }, 400);
  }
}) as typeof fetch;

const onSignedUp = jest.fn();
const renderForm = (kind: 'customer' | 'driver') =>
  renderAt('/', [{ path: '/', element: <SignUpForm kind={kind} signedIn={false} onSignedUp={onSignedUp} onApplied={jest.fn()} /> }]);

beforeEach(() => {
  calls.length = 0;
  onSignedUp.mockReset();
});

it('shows what is missing next to each field, sends nothing, and focuses the first field to fix', async () => {
  renderForm('customer');
  await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
  expect(await screen.findByText(account.errors.fullName)).toBeInTheDocument();
  expect(screen.getByText(account.errors.email)).toBeInTheDocument();
  expect(screen.getByText('Use at least 8 characters.')).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent(account.errors.checkFields);
  await waitFor(() => expect(screen.getByRole('textbox', { name: /Full name/ })).toHaveFocus());
  expect(calls).toEqual([]);
});

it('asks a driver to include English', async () => {
  renderForm('driver');
  await userEvent.click(screen.getByRole('checkbox', { name: 'English' }));
  await userEvent.click(screen.getByRole('checkbox', { name: 'French' }));
  await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
  expect(await screen.findByText(account.errors.englishRequired)).toBeInTheDocument();
});

it('keeps everything typed when the server refuses a taken e-mail', async () => {
  answer = async () => {
    throw new BackendError('already-exists', 'errors.already-exists', { reason: 'email-taken' });
  };
  renderForm('customer');
  await userEvent.type(screen.getByRole('textbox', { name: /Full name/ }), 'Ada Lovelace');
  await userEvent.type(screen.getByRole('textbox', { name: /Email/ }), 'Customer@Example.com ');
  await userEvent.type(screen.getByLabelText(/^Password/), 'Strong-pass-1');
  await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(account.errors.emailTaken);
  expect(calls).toHaveLength(1);
  expect(calls[0]).toMatchObject({ name: 'signUp', input: { kind: 'customer', fullName: 'Ada Lovelace', language: 'en' } });
  expect(screen.getByRole('textbox', { name: /Full name/ })).toHaveValue('Ada Lovelace');
  expect(screen.getByLabelText(/^Password/)).toHaveValue('Strong-pass-1');
  expect(onSignedUp).not.toHaveBeenCalled();
});

it('reports the normalised e-mail once the account is created', async () => {
  answer = async () => ({ verificationSent: true });
  renderForm('customer');
  await userEvent.type(screen.getByRole('textbox', { name: /Full name/ }), 'Ada Lovelace');
  await userEvent.type(screen.getByRole('textbox', { name: /Email/ }), ' Ada@Example.com');
  await userEvent.type(screen.getByLabelText(/^Password/), 'Strong-pass-1');
  await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
  await waitFor(() => expect(onSignedUp).toHaveBeenCalledWith('ada@example.com', true));
});
