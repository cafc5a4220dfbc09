/** The Auth emulator's REST API, used to arrange accounts and read the e-mails' action codes. */
const AUTH = 'http://127.0.0.1:9099';
const PROJECT = 'demo-rides';
const admin = { 'content-type': 'application/json', authorization: 'Bearer owner' };

export async function createUser(email: string, password: string, emailVerified = true): Promise<void> {
  const res = await fetch(`${AUTH}/identitytoolkit.googleapis.com/v1/projects/${PROJECT}/accounts`, {
    method: 'POST',
    headers: admin,
    body: JSON.stringify({ email, password, emailVerified }),
  });
  if (!res.ok) throw new Error(`createUser ${email}: ${res.status} ${await res.text()}`);
}

/** The newest code of an e-mail of `kind` sent to `email` (the emulator keeps every out-of-band code). */
async function latestCode(email: string, kind: 'PASSWORD_RESET' | 'VERIFY_EMAIL'): Promise<string> {
  const res = await fetch(`${AUTH}/emulator/v1/projects/${PROJECT}/oobCodes`);
  const { oobCodes } = (await res.json()) as { oobCodes: Array<{ email: string; requestType: string; oobCode: string }> };
  const codes = oobCodes.filter((c) => c.email === email && c.requestType === kind);
  if (!codes.length) throw new Error(`no ${kind} code for ${email}`);
  return codes[codes.length - 1]!.oobCode;
}

export const latestResetCode = (email: string) => latestCode(email, 'PASSWORD_RESET');
export const latestVerificationCode = (email: string) => latestCode(email, 'VERIFY_EMAIL');

export const uniqueEmail = (what: string) => `${what}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** The uid of the account with `email` (Auth emulator admin lookup), e.g. a seeded driver's for `/book/{driverId}`. */
export async function uidOf(email: string): Promise<string> {
  const res = await fetch(`${AUTH}/identitytoolkit.googleapis.com/v1/projects/${PROJECT}/accounts:lookup`, {
    method: 'POST',
    headers: admin,
    body: JSON.stringify({ email: [email] }),
  });
  if (!res.ok) throw new Error(`lookup ${email}: ${res.status} ${await res.text()}`);
  const { users } = (await res.json()) as { users?: Array<{ localId: string }> };
  const uid = users?.[0]?.localId;
  if (!uid) throw new Error(`no account for ${email}`);
  return uid;
}
