// Forgot password (issue [N] 5) on the running stack: the server e-mails, through the outbox, a link to
// /reset-password on the environment's own host, carrying a code the Auth emulator issued.
import { getAuth } from 'firebase-admin/auth';
import { deleteApp } from 'firebase-admin/app';
import { LOCAL } from '@rides/mf-config/environments';
import { app } from '../firebase';
import { call, query, uniqueEmail } from './helpers';

afterAll(() => deleteApp(app()));

type Mail = { payload: { to: string; subject: string; text: string; html: string } };
const resetMails = (email: string) => query<Mail>("select payload from outbox where purpose = 'password-reset' and recipient = $1", [email]);

/** The Auth emulator's out-of-band codes for `email` (what it would have e-mailed). */
async function oobCodesOf(email: string): Promise<Array<{ oobCode: string; requestType: string }>> {
  const res = await fetch(`http://127.0.0.1:9099/emulator/v1/projects/${LOCAL.projectId}/oobCodes`);
  const body = (await res.json()) as { oobCodes: Array<{ email: string; oobCode: string; requestType: string }> };
  return body.oobCodes.filter((c) => c.email === email);
}

it('e-mails a link to /reset-password on the shell, in the account language, once per 10 minutes', async () => {
  const email = uniqueEmail('reset');
  await getAuth(app()).createUser({ email, password: 'Old-pass-1234', emailVerified: true });
  expect((await call('requestPasswordReset', { email: email.toUpperCase(), lang: 'fr' })).result).toEqual({ sent: true });

  const [mail] = await resetMails(email);
  expect(mail?.payload).toMatchObject({ to: email, subject: 'Réinitialisez votre mot de passe' });
  const link = /http:\/\/localhost:5000\/reset-password\?mode=resetPassword&oobCode=([\w-]+)/.exec(mail!.payload.text);
  expect(link).not.toBeNull();
  expect(await oobCodesOf(email)).toContainEqual(expect.objectContaining({ oobCode: link![1], requestType: 'PASSWORD_RESET' }));

  // Asked again at once: the same answer, no second e-mail.
  expect((await call('requestPasswordReset', { email, lang: 'en' })).result).toEqual({ sent: true });
  expect(await resetMails(email)).toHaveLength(1);
});

it('answers the same for an address without an account, and e-mails nothing', async () => {
  const email = uniqueEmail('nobody');
  expect((await call('requestPasswordReset', { email, lang: 'en' })).result).toEqual({ sent: true });
  expect(await resetMails(email)).toEqual([]);
});

it('refuses what is not an e-mail and a language it does not speak, before doing anything', async () => {
  expect((await call('requestPasswordReset', { email: 'x', lang: 'en' })).error?.status).toBe('INVALID_ARGUMENT');
  expect((await call('requestPasswordReset', { email: uniqueEmail('lang'), lang: 'de' })).error?.status).toBe('INVALID_ARGUMENT');
});
