import { getAuth } from 'firebase-admin/auth';
import { deleteApp } from 'firebase-admin/app';
import { app } from '../firebase';
import { call, signIn, query, uniqueEmail } from './helpers';

afterAll(() => deleteApp(app()));

const AUTH = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}`;
const person = { honeypot: '', elapsedMs: 9000, mouseMoves: 40, keystrokes: 60, touches: 0 };

const driverApplication = {
  phone: '06 12 34 56 78',
  languages: ['en', 'fr'],
  vehicleType: 'van',
  vehicleMake: 'Mercedes-Benz',
  vehicleModel: 'V-Class',
  plate: 'ab-123-cd',
  licenceNumber: '12ab34567890',
};
const partnerApplication = { companyName: 'Hôtel du Louvre', contactPhone: '+33 1 44 58 38 38', website: 'https://example.com', expectedMonthlyBookings: 40 };


/** Applies the latest verification code the Auth emulator holds for `email`, as its link would. */
async function verify(email: string): Promise<void> {
  const { oobCodes } = (await (await fetch(`${AUTH}/emulator/v1/projects/demo-rides/oobCodes`)).json()) as {
    oobCodes: Array<{ email: string; requestType: string; oobCode: string }>;
  };
  const code = oobCodes.filter((c) => c.email === email && c.requestType === 'VERIFY_EMAIL').pop();
  if (!code) throw new Error(`no verification e-mail for ${email}`);
  const res = await fetch(`${AUTH}/identitytoolkit.googleapis.com/v1/accounts:update?key=demo-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ oobCode: code.oobCode }),
  });
  if (!res.ok) throw new Error(`verification failed: ${await res.text()}`);
}

const signUp = (over: Record<string, unknown>) =>
  call('signUp', { kind: 'customer', email: uniqueEmail('x'), password: 'Strong-pass-1', fullName: 'Ada Lovelace', language: 'fr', proof: person, ...over });

describe('signUp', () => {
  it('creates a customer with role user, sends the verification e-mail, and refuses sign-in until verified', async () => {
    const email = uniqueEmail('customer');
    const res = await signUp({ email: ` ${email.toUpperCase()} ` });
    expect(res.result).toEqual({ verificationSent: true });
    const user = await getAuth(app()).getUserByEmail(email);
    expect(user.emailVerified).toBe(false);
    expect(user.customClaims).toMatchObject({ roles: ['user'] });
    expect(await query('select full_name, preferred_language from users where id = $1', [user.uid])).toEqual([{ full_name: 'Ada Lovelace', preferred_language: 'fr' }]);

    const refused = await call('signIn', { email, password: 'Strong-pass-1', remember: false, proof: person });
    expect(refused.error).toMatchObject({ details: { reason: 'email-not-verified' } });
    await verify(email);
    const ok = await call('signIn', { email, password: 'Strong-pass-1', remember: false, proof: person });
    expect(ok.result).toHaveProperty('token');
  });

  it('stores a driver application as pending while the account keeps role user', async () => {
    const email = uniqueEmail('driver');
    expect((await signUp({ kind: 'driver', email, application: driverApplication })).result).toEqual({ verificationSent: true });
    const user = await getAuth(app()).getUserByEmail(email);
    const [row] = await query('select status, plate, licence_number, phone, languages, vehicle_type from driver_applications where user_id = $1', [user.uid]);
    expect(row).toEqual({ status: 'pending', plate: 'AB-123-CD', licence_number: '12AB34567890', phone: '+33612345678', languages: ['en', 'fr'], vehicle_type: 'van' });
    expect(await query('select role from user_roles where user_id = $1', [user.uid])).toEqual([{ role: 'user' }]);

    await verify(email);
    const account = await call('getMyAccount', {}, await signIn(email, 'Strong-pass-1'));
    expect(account.result).toMatchObject({ email, fullName: 'Ada Lovelace', phone: '+33612345678', applications: [{ kind: 'driver', status: 'pending' }] });
  });

  it('stores a partner application', async () => {
    const email = uniqueEmail('partner');
    await signUp({ kind: 'partner', email, application: partnerApplication });
    const user = await getAuth(app()).getUserByEmail(email);
    expect(await query('select company_name, contact_phone, website, expected_monthly_bookings from partner_applications where user_id = $1', [user.uid])).toEqual([
      { company_name: 'Hôtel du Louvre', contact_phone: '+33144583838', website: 'https://example.com', expected_monthly_bookings: 40 },
    ]);
  });

  it('refuses an e-mail that already has an account, and changes nothing', async () => {
    const res = await signUp({ email: 'customer@example.com' });
    expect(res.error).toMatchObject({ status: 'ALREADY_EXISTS', details: { reason: 'email-taken' } });
    const user = await getAuth(app()).getUserByEmail('customer@example.com');
    expect(user.displayName).not.toBe('Ada Lovelace');
  });

  it.each([
    ['a phone nobody can be reached on', { kind: 'driver', application: { ...driverApplication, phone: '12' } }],
    ['a driver who speaks no English', { kind: 'driver', application: { ...driverApplication, languages: ['fr'] } }],
    ['a short password', { password: 'short' }],
    ['an unknown field', { role: 'admin' }],
    ['a website that is not a web address', { kind: 'partner', application: { ...partnerApplication, website: 'javascript:alert(1)' } }],
  ])('refuses %s without creating an account', async (_what, over) => {
    const email = uniqueEmail('bad');
    const res = await signUp({ email, ...over });
    expect(res.error?.status).toBe('INVALID_ARGUMENT');
    await expect(getAuth(app()).getUserByEmail(email)).rejects.toMatchObject({ code: 'auth/user-not-found' });
  });

  it('refuses and records a bot', async () => {
    const email = uniqueEmail('bot');
    const res = await signUp({ email, proof: { ...person, honeypot: 'http://spam' } });
    expect(res.error).toMatchObject({ status: 'PERMISSION_DENIED', details: { reason: 'bot' } });
    expect(await query("select details from security_events where event_type = 'bot_detected' and identifier = $1", [email])).toEqual([
      { details: { verdict: 'honeypot', during: 'sign-up' } },
    ]);
  });
});

describe('account of a signed-in person', () => {
  let email = '';
  let token = '';
  beforeAll(async () => {
    email = uniqueEmail('member');
    await signUp({ email });
    await verify(email);
    token = await signIn(email, 'Strong-pass-1');
  });

  it('refuses callers who are not signed in', async () => {
    expect((await call('getMyAccount', {})).error?.status).toBe('UNAUTHENTICATED');
  });

  it('updates the profile, and a bad phone changes nothing', async () => {
    const bad = await call('updateProfile', { fullName: 'Grace Hopper', phone: 'not a phone', language: 'it' }, token);
    expect(bad.error?.status).toBe('INVALID_ARGUMENT');
    expect((await call('getMyAccount', {}, token)).result).toMatchObject({ fullName: 'Ada Lovelace', language: 'fr' });
    const ok = await call('updateProfile', { fullName: 'Grace Hopper', phone: '+44 7911 123456', language: 'it' }, token);
    expect(ok.result).toMatchObject({ fullName: 'Grace Hopper', phone: '+447911123456', language: 'it' });
  });

  it('refuses a NUL or a lone surrogate as invalid input, not as a server error, and changes nothing', async () => {
    for (const fullName of ['Grace\u0000Hopper', 'Grace \uD83D']) {
      const res = await call('updateProfile', { fullName, phone: '', language: 'en' }, token);
      expect(res.error).toMatchObject({ status: 'INVALID_ARGUMENT', details: { issues: [{ path: 'fullName', message: 'invalid-characters' }] } });
    }
    expect((await call('getMyAccount', {}, token)).result).toMatchObject({ fullName: 'Grace Hopper' });
  });

  it('applies to drive once; a second application waits for the first', async () => {
    const first = await call('submitApplication', { kind: 'driver', application: driverApplication }, token);
    expect(first.result).toMatchObject({ kind: 'driver', status: 'pending' });
    const again = await call('submitApplication', { kind: 'driver', application: driverApplication }, token);
    expect(again.error).toMatchObject({ status: 'ALREADY_EXISTS', details: { reason: 'already-applied' } });
  });

  it('tells a partner they already are one', async () => {
    const partner = await signIn('partner@example.com');
    const res = await call('submitApplication', { kind: 'partner', application: partnerApplication }, partner);
    expect(res.error).toMatchObject({ status: 'FAILED_PRECONDITION', details: { reason: 'already-has-role' } });
  });

  it('changes the password only with the current one', async () => {
    const wrong = await call('changePassword', { currentPassword: 'Wrong-pass-1', newPassword: 'Newer-pass-2' }, token);
    expect(wrong.error).toMatchObject({ status: 'PERMISSION_DENIED', details: { reason: 'wrong-password' } });
    const ok = await call('changePassword', { currentPassword: 'Strong-pass-1', newPassword: 'Newer-pass-2' }, token);
    expect(ok.result).toHaveProperty('token');
    await expect(signIn(email, 'Strong-pass-1')).rejects.toThrow();
    await expect(signIn(email, 'Newer-pass-2')).resolves.toEqual(expect.any(String));
  });
});

/** The browser's step after changePassword: the fresh custom token exchanged for an ID token. */
async function exchange(customToken: string): Promise<string> {
  const res = await fetch(`${AUTH}/identitytoolkit.googleapis.com/v1/accounts:signInWithCustomToken?key=demo-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token: customToken, returnSecureToken: true }),
  });
  const body = (await res.json()) as { idToken?: string; error?: { message: string } };
  if (!body.idToken) throw new Error(`custom token sign-in failed: ${body.error?.message}`);
  return body.idToken;
}

describe('password change ends the other sessions (README: Sign-up and profile)', () => {
  it('refuses ID tokens of every earlier sign-in, and the caller continues on the fresh token', async () => {
    const email = uniqueEmail('rotate');
    await signUp({ email });
    await verify(email);
    const otherDevice = await signIn(email, 'Strong-pass-1');
    const thisDevice = await signIn(email, 'Strong-pass-1');
    expect((await call('getMyAccount', {}, otherDevice)).result).toMatchObject({ email });
    // auth_time has second precision and a sign-in in the very second of the change is let through:
    // change the password in a later second than these sign-ins.
    await new Promise((r) => setTimeout(r, 1100));

    const changed = await call('changePassword', { currentPassword: 'Strong-pass-1', newPassword: 'Newer-pass-2' }, thisDevice);
    const { token } = changed.result as { token: string };
    const [user] = await query<{ sessions_valid_after: Date | null }>('select sessions_valid_after from users where email = $1', [email]);
    expect(user!.sessions_valid_after).toBeInstanceOf(Date);

    // Both earlier sessions are over: the other device's, and the one that changed the password.
    for (const old of [otherDevice, thisDevice]) {
      expect((await call('getMyAccount', {}, old)).error).toMatchObject({ status: 'UNAUTHENTICATED', details: { reason: 'session-ended' } });
    }
    const fresh = await exchange(token);
    expect((await call('getMyAccount', {}, fresh)).result).toMatchObject({ email });
    expect((await call('updateProfile', { fullName: 'Ada King', phone: '', language: 'en' }, fresh)).result).toMatchObject({ fullName: 'Ada King' });
    // A new sign-in elsewhere, with the new password, works as well.
    expect((await call('getMyAccount', {}, await signIn(email, 'Newer-pass-2'))).result).toMatchObject({ email });
  });
});

describe('admin decisions on applications (admin only, SPEC 6)', () => {
  let applicantEmail = '';
  beforeAll(async () => {
    applicantEmail = uniqueEmail('applicant');
    await signUp({ kind: 'driver', email: applicantEmail, application: driverApplication });
    await verify(applicantEmail);
  });

  it.each(['customer@example.com', 'driver@example.com', 'partner@example.com'])('refuses %s', async (who) => {
    const token = await signIn(who);
    expect((await call('listApplications', {}, token)).error?.status).toBe('PERMISSION_DENIED');
    expect((await call('decideApplication', { kind: 'driver', id: '1', decision: 'approve' }, token)).error?.status).toBe('PERMISSION_DENIED');
  });

  it('lets an admin approve a driver, who then holds the driver role; a decided application stays decided', async () => {
    const admin = await signIn('admin@example.com');
    const list = (await call('listApplications', { kind: 'driver' }, admin)).result as { applications: Array<{ id: string; applicant: { email: string } }> };
    const mine = list.applications.find((a) => a.applicant.email === applicantEmail)!;
    expect(mine).toMatchObject({ kind: 'driver', status: 'pending', plate: 'AB-123-CD' });

    const decided = await call('decideApplication', { kind: 'driver', id: mine.id, decision: 'approve' }, admin);
    expect(decided.result).toMatchObject({ id: mine.id, status: 'approved' });
    const user = await getAuth(app()).getUserByEmail(applicantEmail);
    expect(user.customClaims).toMatchObject({ roles: ['driver', 'user'] });

    // The applicant is told, once, in the language they signed up in (fr), through the outbox.
    const mail = () => query<{ payload: { to: string; subject: string; text: string } }>('select payload from outbox where dedupe_key = $1', [`application:driver:${mine.id}:decision`]);
    const queued = await mail();
    expect(queued).toHaveLength(1);
    expect(queued[0]!.payload).toMatchObject({ to: applicantEmail, subject: 'Votre candidature de chauffeur est acceptée' });
    expect(queued[0]!.payload.text).toContain('/auth?next=%2Fdriver');

    const again = await call('decideApplication', { kind: 'driver', id: mine.id, decision: 'reject' }, admin);
    expect(again.error).toMatchObject({ status: 'FAILED_PRECONDITION', details: { reason: 'already-decided' } });
    expect(await mail()).toHaveLength(1);
  });
});
