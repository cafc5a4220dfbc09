import pg from 'pg';

/** Talks to the running local stack the way a browser does: Auth emulator REST and callable HTTP. */
const AUTH = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}`;
const FUNCTIONS = process.env.FUNCTIONS_URL!;

export async function signIn(email: string, password = 'Demo-1234'): Promise<string> {
  const res = await fetch(`${AUTH}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  const body = (await res.json()) as { idToken?: string; error?: { message: string } };
  if (!body.idToken) throw new Error(`sign-in of ${email} failed: ${body.error?.message}`);
  return body.idToken;
}

export interface CallResult {
  status: number;
  result?: unknown;
  error?: { status: string; message: string; details?: unknown };
}

export async function call(name: string, data: unknown, idToken?: string): Promise<CallResult> {
  const res = await fetch(`${FUNCTIONS}/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(idToken ? { authorization: `Bearer ${idToken}` } : {}) },
    body: JSON.stringify({ data }),
  });
  const body = (await res.json()) as { result?: unknown; error?: CallResult['error'] };
  return { status: res.status, ...body };
}

export const claimsOf = (idToken: string): Record<string, unknown> =>
  JSON.parse(Buffer.from(idToken.split('.')[1]!, 'base64url').toString('utf8'));

/** A value no other test run used: `${tag}-<time>-<random>`. */
export const uniqueId = (tag: string): string => `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;
export const uniqueEmail = (tag: string): string => `${uniqueId(tag)}@example.com`;

/** One query on the stack's Postgres (DATABASE_URL), on its own connection. */
export async function query<T = Record<string, unknown>>(text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

/** Who calls, in the per-role access tests: a visitor (no token) or a demo account. */
export type Who = 'visitor' | 'customer' | 'driver' | 'partner' | 'admin';
export const DEMO_EMAILS: Record<Exclude<Who, 'visitor'>, string> = {
  customer: 'customer@example.com',
  driver: 'driver@example.com',
  partner: 'partner@example.com',
  admin: 'admin@example.com',
};
/** Fills `tokens` with an ID token per demo role (the visitor has none). */
export async function signInDemoAccounts(tokens: Record<Who, string | undefined>): Promise<void> {
  for (const [who, email] of Object.entries(DEMO_EMAILS)) tokens[who as Who] = await signIn(email);
}
/** A call's outcome as the access tables write it: 'OK' or the error status. */
export const statusOf = (r: CallResult): string => (r.error ? r.error.status : 'OK');
