import { PERSON_PROOF } from './helpers';

/** The backend as a script talks to it: callables over HTTP and Auth emulator sign-ins, for arranging a test's data. */
const FUNCTIONS = process.env.FUNCTIONS_URL ?? 'http://127.0.0.1:5001/demo-rides/europe-west9';
const AUTH = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099'}`;

/** A Paris calendar day `days` from now, as the booking form types it (YYYY-MM-DD). */
export function parisDateInDays(days: number): string {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(
    new Date(Date.now() + days * 86_400_000),
  );
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** One callable, as the callable protocol answers it. */
export async function callable<T>(name: string, data: unknown, idToken?: string): Promise<{ result?: T; error?: { status: string; details?: unknown } }> {
  const res = await fetch(`${FUNCTIONS}/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(idToken ? { authorization: `Bearer ${idToken}` } : {}) },
    body: JSON.stringify({ data }),
  });
  return res.json();
}

/** An ID token of a demo account (password Demo-1234), signed in on the Auth emulator. */
export async function idTokenOf(email: string, password = 'Demo-1234'): Promise<string> {
  const res = await fetch(`${AUTH}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  return ((await res.json()) as { idToken: string }).idToken;
}

/**
 * A visitor's booking paid to the driver, sent as the checkout sends it (a person's proof, terms
 * accepted, English), for tests that start from a ride. Throws the callable's error if refused.
 */
export async function bookPayingDriver(
  trip: Record<string, unknown>,
  booker: { name: string; email: string; phone: string },
  shownTotalCents = 7500,
): Promise<{ reference: string }> {
  const { result, error } = await callable<{ reference: string }>('createBooking', {
    idempotencyKey: crypto.randomUUID(),
    trip: { pickupDate: parisDateInDays(2), pickupTime: '09:00', vehicle: 'sedan', passengers: 1, luggage: 1, ...trip },
    booker,
    payment: 'driver',
    shownTotalCents,
    acceptTerms: true,
    proof: PERSON_PROOF,
    language: 'en',
  });
  if (!result) throw new Error(`createBooking refused: ${JSON.stringify(error)}`);
  return result;
}
