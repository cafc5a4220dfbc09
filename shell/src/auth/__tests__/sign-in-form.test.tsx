import { useLayoutEffect, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BrowserRouter } from '@rides/platform/router';
import { I18nextProvider } from 'react-i18next';
import { UiProvider } from '@rides/ui/provider';
import { i18n, renderAt } from '@rides/test-utils/render';
import { callApi, getBackend } from '@rides/platform/api';
import { adoptWhenHydrated } from '../../prerender/adopt-fields';
import { SignInForm } from '../sign-in-form';

jest.mock('@rides/platform/api', () => ({ callApi: jest.fn(), getBackend: jest.fn() }));
jest.mock('@rides/ui/toaster', () => ({ notify: jest.fn() }));
const signIn = callApi as jest.MockedFunction<typeof callApi>;
const { notify } = jest.requireMock<{ notify: jest.Mock }>('@rides/ui/toaster');

beforeEach(() => {
  signIn.mockReset().mockResolvedValue({ token: 'token' } as never);
  (getBackend as jest.Mock).mockResolvedValue({ signInWithToken: jest.fn(async () => undefined) });
  notify.mockReset();
});

const sentWith = () => signIn.mock.calls.map(([, input]) => input);

it('asks for both the e-mail and the password before sending, and keeps what was typed', async () => {
  renderAt('/auth', [{ path: '/auth', element: <SignInForm email="" onForgot={jest.fn()} onBusy={jest.fn()} /> }]);
  await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'customer@example.com');
  await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
  await waitFor(() => expect(notify).toHaveBeenCalledWith(expect.objectContaining({ type: 'error', description: 'Please fill in all fields' })));
  expect(signIn).not.toHaveBeenCalled();
  expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('customer@example.com');
});

it('starts with the e-mail typed in the other mode, and takes what is typed here to it', async () => {
  const onForgot = jest.fn();
  renderAt('/auth', [{ path: '/auth', element: <SignInForm email="ada@example.com" onForgot={onForgot} onBusy={jest.fn()} /> }]);
  const email = screen.getByRole('textbox', { name: 'Email' });
  expect(email).toHaveValue('ada@example.com');
  await userEvent.type(email, '.uk');
  await userEvent.click(screen.getByRole('button', { name: 'Forgot your password?' }));
  expect(onForgot).toHaveBeenCalledWith('ada@example.com.uk');
});

/** The prerendered /auth page, in the providers the shell hydrates it with; `ready` runs in the layout effect of its first commit (bootstrap's booted). */
function Page({ ready }: { ready: () => void }) {
  return (
    <I18nextProvider i18n={i18n}>
      <UiProvider>
        <BrowserRouter>
          <Committed ready={ready}>
            <SignInForm email="" onForgot={jest.fn()} onBusy={jest.fn()} />
          </Committed>
        </BrowserRouter>
      </UiProvider>
    </I18nextProvider>
  );
}
function Committed({ ready, children }: { ready: () => void; children: ReactNode }) {
  useLayoutEffect(ready, [ready]);
  return children;
}

/** The page runs outside a test's act(), as in the browser: React schedules the hydration and the adopted changes itself. */
const scope = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
let root: Root | null = null;
afterEach(() => {
  scope.IS_REACT_ACT_ENVIRONMENT = true;
  act(() => root?.unmount());
  root = null;
  document.body.replaceChildren();
});

it('takes what was typed and ticked before the app ran (the prerendered page), and sends it when the held submit is replayed', async () => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page ready={() => undefined} />);
  document.body.append(container);
  const field = (selector: string) => container.querySelector<HTMLInputElement>(selector)!;
  expect(field('input[name=email]').getAttribute('value')).toBe('');

  // The visitor types and ticks in the static page.
  field('input[name=email]').value = 'customer@example.com';
  field('input[name=password]').value = 'Strong-pass-1';
  field('input[type=checkbox]').checked = true;

  const mismatches: unknown[] = [];
  scope.IS_REACT_ACT_ENVIRONMENT = false;
  // As the shell does it: React's own scheduling, not a test's act() (which would hold the hydration until it returns).
  await new Promise<void>((adopted) => {
    root = hydrateRoot(container, <Page ready={() => adoptWhenHydrated(container, adopted)} />, { onRecoverableError: (e) => mismatches.push(e) });
  });
  scope.IS_REACT_ACT_ENVIRONMENT = true;
  expect(mismatches).toEqual([]);
  expect(field('input[name=email]')).toHaveValue('customer@example.com');
  expect(field('input[name=password]')).toHaveValue('Strong-pass-1');

  // The Enter pressed meanwhile, replayed through React (prerender/early-actions.ts).
  await act(async () => container.querySelector('form')!.requestSubmit());
  await waitFor(() => expect(sentWith()).toEqual([expect.objectContaining({ email: 'customer@example.com', password: 'Strong-pass-1', remember: true })]));
});
