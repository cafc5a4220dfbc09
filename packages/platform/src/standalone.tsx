import { useState, type ComponentType, type FormEvent } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from '@rides/platform/router';
import { I18nextProvider } from 'react-i18next';
import { QueryClientProvider } from '@tanstack/react-query';
import { UiProvider } from '@rides/ui/provider';
import { createI18n } from '@rides/i18n/create-i18n';
import { routesOf } from '@rides/mf-config/routes';
import type { RemoteAppProps, RemoteName } from '@rides/mf-config/remotes';
import { getMyRoles } from '@rides/contracts/roles';
import { callApi, getBackend, installBackend } from '@rides/platform/api';
import { installPublicEndpoint } from '@rides/platform/public-api';
import { setSession, useSession } from '@rides/platform/session';
import { queryClient } from '@rides/platform/query-client';
import { createFirebaseBackend } from './firebase-backend';
import { isEnvironment, type Environment } from './environment';

/** Local emulator defaults, used when the dev server has no env.json of its own. */
const LOCAL_ENV: Environment = {
  name: 'local',
  firebase: { apiKey: 'demo-api-key', authDomain: 'localhost', projectId: 'demo-rides' },
  functionsRegion: 'europe-west9',
  emulators: { auth: 'http://127.0.0.1:9099', functions: { host: '127.0.0.1', port: 5001 } },
};

/** Developer sign-in bar: the remote's team signs in with a demo account without the shell. */
function DevSessionBar() {
  const session = useSession();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    await (await getBackend()).signIn(email.trim().toLowerCase(), password);
  };
  return (
    <form onSubmit={submit} style={{ padding: 8, background: '#fffbe6', borderBottom: '1px solid #e6d9a8' }}>
      <strong>Standalone dev mode</strong> · {session.status === 'signedIn' ? `${session.user?.email} (${session.effectiveRole ?? '…'})` : session.status}{' '}
      {session.status !== 'signedIn' ? (
        <>
          <input aria-label="Email" value={email} onChange={(e) => setEmail(e.target.value)} />
          <input aria-label="Password" type="password" value={password} onChange={(e) => setPassword(e.target.value)} />
          <button type="submit">Sign in</button>
        </>
      ) : (
        <button type="button" onClick={async () => (await getBackend()).signOut()}>Sign out</button>
      )}
    </form>
  );
}

function StandaloneApp({ App, remote }: { App: ComponentType<RemoteAppProps>; remote: RemoteName }) {
  const routes = routesOf(remote);
  return (
    <BrowserRouter>
      <DevSessionBar />
      <nav style={{ padding: 8 }}>
        {routes.map((r) => (
          <Link key={r.id} to={r.path.replace(/:\w+/g, 'sample')} style={{ marginRight: 12 }}>
            {r.path}
          </Link>
        ))}
      </nav>
      <Routes>
        {routes.map((r) => (
          <Route key={r.id} path={r.path} element={<App routeId={r.id} />} />
        ))}
      </Routes>
    </BrowserRouter>
  );
}

/**
 * `pnpm --filter remote-<name> dev`: runs one remote on its own against the local emulators, with the
 * same providers the shell gives it. Not part of any production build.
 */
export async function renderStandalone(App: ComponentType<RemoteAppProps>, remote: RemoteName): Promise<void> {
  const envRes = await fetch('/env.json').catch(() => null);
  const fetched: unknown = envRes?.ok ? await envRes.json().catch(() => null) : null;
  const env = isEnvironment(fetched) ? fetched : LOCAL_ENV;
  const i18n = await createI18n();
  const backend = await createFirebaseBackend(env);
  installBackend(async () => backend);
  installPublicEndpoint(env);
  backend.onUserChange(async (user) => {
    if (!user) return setSession({ status: 'signedOut', user: null, roles: [], effectiveRole: null });
    const res = await callApi(getMyRoles, {}).catch(() => ({ roles: [], effectiveRole: 'user' as const }));
    setSession({ status: 'signedIn', user, roles: res.roles, effectiveRole: res.effectiveRole });
  });
  createRoot(document.getElementById('root')!).render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <UiProvider>
          <StandaloneApp App={App} remote={remote} />
        </UiProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

