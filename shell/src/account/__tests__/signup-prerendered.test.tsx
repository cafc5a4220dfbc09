import { useLayoutEffect, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { act, waitFor } from '@testing-library/react';
import { BrowserRouter } from '@rides/platform/router';
import { I18nextProvider } from 'react-i18next';
import { installPublicEndpoint } from '@rides/platform/public-api';
import { UiProvider } from '@rides/ui/provider';
import { i18n } from '@rides/test-utils/render';
import account from '../../locales/en.json';
import { adoptWhenHydrated } from '../../prerender/adopt-fields';
import { SignUpForm } from '../signup-form';

i18n.addResourceBundle('en', 'account', account);

/** The network edge only: records the callable requests and answers as the signUp callable would. */
const calls: Array<{ name: string; input: unknown }> = [];
installPublicEndpoint({ name: 'test', firebase: { apiKey: 'k', authDomain: 'a', projectId: 'demo-rides' }, functionsRegion: 'europe-west9' });
global.fetch = jest.fn(async (url: string | URL | Request, init?: RequestInit) => {
  calls.push({ name: String(url).split('/').pop()!, input: JSON.parse(String(init?.body)).data });
  return { ok: true, status: 200, json: async () => ({ result: { verificationSent: true } }) } as unknown as Response;
}) as typeof fetch;

function Committed({ ready, children }: { ready: () => void; children: ReactNode }) {
  useLayoutEffect(ready, [ready]);
  return children;
}
/** The prerendered /signup/partner form; `ready` runs in the layout effect of its first commit (bootstrap's booted). */
const Page = ({ ready, onSignedUp = jest.fn() }: { ready: () => void; onSignedUp?: () => void }) => (
  <I18nextProvider i18n={i18n}>
    <UiProvider>
      <BrowserRouter>
        <Committed ready={ready}>
          <SignUpForm kind="partner" signedIn={false} onSignedUp={onSignedUp} onApplied={jest.fn()} />
        </Committed>
      </BrowserRouter>
    </UiProvider>
  </I18nextProvider>
);

/** The page runs outside a test's act(), as in the browser: React schedules the hydration and the adopted changes itself. */
const scope = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
let root: Root | null = null;
afterEach(() => {
  scope.IS_REACT_ACT_ENVIRONMENT = true;
  act(() => root?.unmount());
  document.body.replaceChildren();
});

it('partner sign-up: what was typed before the app ran is the form’s own, and is sent', async () => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page ready={() => undefined} />);
  document.body.append(container);
  const field = (name: string) => container.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
  const typed = { fullName: 'Ada Lovelace', email: 'Desk@Hotel.example', 'new-password': 'Strong-pass-1', companyName: 'Hôtel des Arts', contactPhone: '+33612345678', expectedMonthlyBookings: '12' };
  for (const [name, value] of Object.entries(typed)) field(name).value = value;

  const onSignedUp = jest.fn();
  const mismatches: unknown[] = [];
  scope.IS_REACT_ACT_ENVIRONMENT = false;
  // As the shell does it: React's own scheduling, not a test's act() (which would hold the hydration until it returns).
  await new Promise<void>((adopted) => {
    root = hydrateRoot(container, <Page ready={() => adoptWhenHydrated(container, adopted)} onSignedUp={onSignedUp} />, { onRecoverableError: (e) => mismatches.push(e) });
  });
  scope.IS_REACT_ACT_ENVIRONMENT = true;
  expect(mismatches).toEqual([]);
  for (const [name, value] of Object.entries(typed)) expect(field(name)).toHaveValue(value);

  await act(async () => container.querySelector('form')!.requestSubmit());
  await waitFor(() => expect(onSignedUp).toHaveBeenCalledWith('desk@hotel.example', true));
  expect(calls).toEqual([
    {
      name: 'signUp',
      input: expect.objectContaining({
        kind: 'partner',
        fullName: 'Ada Lovelace',
        email: 'Desk@Hotel.example',
        password: 'Strong-pass-1',
        application: { companyName: 'Hôtel des Arts', contactPhone: '+33612345678', website: '', expectedMonthlyBookings: 12 },
      }),
    },
  ]);
});
