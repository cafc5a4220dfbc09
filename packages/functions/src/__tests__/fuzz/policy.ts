/**
 * What the fuzz suite sends to each callable besides mutated inputs.
 *
 * Mutated inputs (fuzz/mutations.ts) go to every callable as every role: the server refuses them
 * before any handler runs, so they can change nothing. Schema-valid inputs reach handlers, and the
 * suite shares the stack with the other integration files and the e2e suite that run in the same
 * `pnpm test`. So valid inputs are sent only where they cannot
 *   - change the demo accounts (customer, driver, partner, admin@example.com): never to endSession,
 *     changePassword, updateProfile, submitApplication, updateDriverProfile or addUnavailability as
 *     one of them (a visitor's call is refused before the handler);
 *   - change seeded data: admin and driver actions get ids no row has (`absentIds`);
 *   - use up limits later tests need: sign-up (20 an hour per address: sign-up tests and e2e sign up
 *     from 127.0.0.1), signed-out security events (10 a minute per address, callables.int.ts expects
 *     room; bot refusals of sign-in and sign-up count there too), sign-in failures (5 per e-mail:
 *     never a demo e-mail), the admin's test messages (20 an hour) and broadcasts (3 an hour).
 * An operation without an entry gets DEFAULT_POLICY, safe whatever it does.
 */

export const ROLES = ['visitor', 'customer', 'driver', 'partner', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** The demo accounts (password Demo-1234) and the role their token's claim must hold. */
export const ACCOUNTS: Record<Exclude<Role, 'visitor'>, { email: string; claim: string }> = {
  customer: { email: 'customer@example.com', claim: 'user' },
  driver: { email: 'driver@example.com', claim: 'driver' },
  partner: { email: 'partner@example.com', claim: 'partner' },
  admin: { email: 'admin@example.com', claim: 'admin' },
};

/** Mutated inputs per operation, each sent as every role (FUZZ_RUNS overrides). */
export const MUTATED_RUNS = 5;

export interface Policy {
  /** Schema-valid inputs sent as each role; none for a role not listed. */
  valid: Partial<Record<Role, number>>;
  /** Applied to each valid input before it is sent. */
  prepare?: (input: unknown) => unknown;
  /** Why these roles and no others. */
  why: string;
}

const IDS = /^(id|.+Id)$/;
/**
 * Numeric ids (bigint identity columns: rides, applications, change requests, unavailability) moved
 * to 18 digits starting with 9, far past any row a test run creates, so a valid admin or driver
 * action finds nothing to act on. Deterministic: a replay sends the same input.
 */
export function absentIds(input: unknown): unknown {
  if (Array.isArray(input)) return input.map(absentIds);
  if (input === null || typeof input !== 'object') return input;
  return Object.fromEntries(
    Object.entries(input).map(([key, value]) => [key, IDS.test(key) && typeof value === 'string' && /^\d{1,18}$/.test(value) ? `9${value.padStart(17, '0')}` : absentIds(value)]),
  );
}

let signIns = 0;
/** A sign-in a person would make (not a bot: bot refusals are recorded as signed-out security events) for an address with no account. */
const unknownPerson = (input: unknown): unknown => ({
  ...(input as object),
  email: `fuzz-${Date.now()}-${signIns++}@example.invalid`,
  proof: { honeypot: '', elapsedMs: 6_000, mouseMoves: 40, keystrokes: 20, touches: 0 },
});

const everyone = (n: number): Policy['valid'] => ({ visitor: n, customer: n, driver: n, partner: n, admin: n });
/** Refused by access for these: the call checks the access check, nothing else. */
const allBut = (role: Role, n = 1): Policy['valid'] => Object.fromEntries(Object.entries(everyone(n)).filter(([r]) => r !== role));

const READ = (why: string): Policy => ({ valid: everyone(1), why: `reads only: every role (${why})` });
/** A role-only operation: its role twice; a visitor and one other signed-in role once, refused by access. */
const ONLY = (role: Role, other: Role = 'customer'): Policy['valid'] => ({ visitor: 1, [other]: 1, [role]: 2 });
const ADMIN_READ: Policy = { valid: ONLY('admin'), why: 'reads only, admin-only: the admin twice, a visitor and a customer are refused' };
const ADMIN_ACTION: Policy = {
  valid: ONLY('admin'),
  prepare: absentIds,
  why: 'admin action on ids no row has (absentIds): not-found, seeded rides, applications and requests untouched',
};
const DRIVER_READ: Policy = { valid: ONLY('driver'), prepare: absentIds, why: "reads the caller's own rides and profile" };
const MANAGE_LINK: Policy = {
  valid: { visitor: 1, customer: 1 }, // public: who calls does not change what a link opens
  why: 'a manage link (reference + token): a random token is not a MAC of any booking, so not-found, nothing changes',
};
const SIGNED_IN_CHANGE = (what: string): Policy => ({ valid: { visitor: 1 }, why: `${what}: never as a demo account, a visitor is refused` });

/** Keyed by operation name; the suite fails on a key that names no operation. */
export const POLICIES: Readonly<Record<string, Policy>> = {
  // public
  listDrivers: READ("approved drivers' public cards"),
  sendContactMessage: { valid: {}, why: 'none: each accepted message takes one of the 5 an hour from 127.0.0.1 (the e2e contact journey needs one) and queues two e-mails' },
  getReviewSummary: READ('approved reviews only'),
  getReviewInvite: MANAGE_LINK,
  submitReview: MANAGE_LINK,
  askAssistant: { valid: { visitor: 2, customer: 1 }, why: 'answers from content and the tariff; writes only its rate-limit row (30 questions per 10 minutes from 127.0.0.1, which the e2e also uses)' },
  signIn: { valid: { visitor: 2 }, prepare: unknownPerson, why: 'an e-mail with no account and a human proof: invalid-credentials, a sign_in_attempts row for that e-mail only' },
  signUp: { valid: {}, why: 'none: each attempt takes one of the 20 sign-ups an hour from 127.0.0.1 (or, as a bot, a signed-out security event)' },
  logSecurityEvent: {
    valid: { customer: 1, partner: 1, admin: 1 },
    why: "signed in only (30 a minute per account); a visitor's events fill the 10-a-minute bucket of 127.0.0.1 that callables.int.ts and e2e use",
  },
  securityHeaders: READ('the header set'),
  searchPlaces: READ('local geocoder'),
  getTariff: READ('the active tariff'),
  quotePrice: READ('random place ids: unknown-place'),
  getDriverCard: READ('random driver ids: not-found'),
  createBooking: {
    valid: { visitor: 2 },
    why: 'random place ids: unknown-place before anything is written; few, as issue [I] item 5 limits bookings per client address',
  },
  getBooking: MANAGE_LINK,
  retryPayment: MANAGE_LINK,
  updateBookingDetails: MANAGE_LINK,
  previewBookingChange: MANAGE_LINK,
  changeBooking: MANAGE_LINK,
  cancelBooking: MANAGE_LINK,
  getLiveRide: { ...MANAGE_LINK, why: 'a live link (reference + track token): a random token is not a MAC of any booking, so not-found; reads only' },
  // any signed-in caller
  getMyRoles: READ('may rewrite a stale roles claim, the same roles'),
  getMyAccount: READ('own account'),
  listMyBookings: READ('own bookings'),
  endSession: SIGNED_IN_CHANGE("would end the demo account's sessions (its tokens in this run and others)"),
  changePassword: SIGNED_IN_CHANGE("would change a demo account's password (wrong-password also takes a sign-in attempt)"),
  updateProfile: SIGNED_IN_CHANGE("would change a demo account's name, phone and language"),
  submitApplication: SIGNED_IN_CHANGE('would file an application for a demo account (the admin screens list them)'),
  // admin
  listApplications: ADMIN_READ,
  listPendingReviews: ADMIN_READ,
  moderateReview: ADMIN_ACTION,
  listRideBoard: ADMIN_READ,
  listCandidateDrivers: { ...ADMIN_READ, prepare: absentIds },
  listAllRequests: ADMIN_READ,
  exportAllRequests: ADMIN_READ,
  getRequestDetail: { ...ADMIN_READ, prepare: absentIds },
  listChangeRequests: ADMIN_READ,
  getMessagingStatus: ADMIN_READ,
  listSentMessages: ADMIN_READ,
  previewDriverBroadcast: { ...ADMIN_READ, why: 'counts the drivers a broadcast would reach, sends nothing' },
  decideApplication: ADMIN_ACTION,
  assignRide: ADMIN_ACTION,
  suggestDispatchPlan: { ...ADMIN_READ, why: 'a suggested plan: reads only, nothing changes until it is applied' },
  applyDispatchPlan: { ...ADMIN_ACTION, why: 'assignments of ride ids no row has (absentIds): each reported not-found, nothing assigned' },
  adminRideAction: ADMIN_ACTION,
  answerChangeRequest: ADMIN_ACTION,
  adminCancelBooking: { ...ADMIN_ACTION, why: 'a random PT- reference: not-found (references are random among 36^6)' },
  sendTestMessage: { valid: allBut('admin'), why: 'not as the admin: 20 test messages an hour per admin, shared with the messaging tests' },
  sendDriverBroadcast: { valid: allBut('admin'), why: 'not as the admin: it messages every driver, 3 broadcasts an hour' },
  // /admin/users (issue [F] item 4): uids are text, so absentIds cannot move them; the writes get one no account has.
  listUsers: ADMIN_READ,
  getUserDetail: ADMIN_READ,
  setUserRoles: { ...ADMIN_ACTION, prepare: (input) => ({ ...(input as object), userId: 'fuzz-no-such-user' }), why: 'admin action on a uid no account has: not-found, no role of a demo account changes' },
  setUserDisabled: { ...ADMIN_ACTION, prepare: (input) => ({ ...(input as object), userId: 'fuzz-no-such-user' }), why: 'admin action on a uid no account has: not-found, no demo account is disabled' },
  // back office (issue [F]): reads as the admin; partner ids are text, so the writes get one no partner has.
  getAdminDashboard: ADMIN_READ,
  getSessionAnalytics: ADMIN_READ,
  listSecurityEvents: ADMIN_READ,
  getBillingLedger: ADMIN_READ,
  getDriverStatements: ADMIN_READ,
  getReconciliation: { ...ADMIN_READ, why: "reads ours and the sandbox provider's records, changes nothing" },
  exportBilling: ADMIN_READ,
  listPartnerCommissions: ADMIN_READ,
  exportPartnerCommissions: ADMIN_READ,
  setPartnerPayout: { ...ADMIN_ACTION, prepare: (input) => ({ ...(input as object), partnerId: 'fuzz-no-such-partner' }), why: 'a partner id no partner has: not-found, no month of the demo partner is approved or paid' },
  updatePartner: { ...ADMIN_ACTION, prepare: (input) => ({ ...(input as object), partnerId: 'fuzz-no-such-partner' }), why: "a partner id no partner has: not-found, the demo partner's link and rate stay" },
  // partner: their own dashboard, bookings and statements (read only)
  getPartnerDashboard: { valid: ONLY('partner'), why: "reads the caller's own partner record and months" },
  listPartnerBookings: { valid: ONLY('partner'), why: "reads the caller's own referred bookings" },
  getPartnerStatement: { valid: ONLY('partner'), why: "writes the caller's own statement, stores nothing" },
  // driver
  listDriverRides: DRIVER_READ,
  getDriverRide: DRIVER_READ,
  getDriverProfile: DRIVER_READ,
  driverRideAction: { ...DRIVER_READ, why: 'a ride id no row has (absentIds): not-found, the seeded rides do not move' },
  reconfirmRide: { ...DRIVER_READ, why: 'a ride id no row has (absentIds): not-found, nothing is confirmed' },
  shareRidePosition: { ...DRIVER_READ, why: 'a ride id no row has (absentIds): not-found, no position is stored' },
  removeUnavailability: { ...DRIVER_READ, why: 'an id no row has (absentIds): nothing to remove' },
  updateDriverProfile: { valid: allBut('driver'), why: "not as the driver: it would change the demo driver's vehicle, languages or take them off dispatch" },
  addUnavailability: { valid: allBut('driver'), why: 'not as the driver: an absence would refuse the assignments rides.int.ts makes' },
  registerPushDevice: { valid: allBut('driver'), why: "not as the driver: each would add a device to the demo driver, whose notices the e2e reads in the mailbox" },
  unregisterPushDevice: { valid: everyone(1), why: "removes the caller's own device with that token only: a random token is none of theirs" },
};

/**
 * A callable added later without an entry: mutated inputs as every role, and valid ones only as a
 * visitor (who cannot change the demo accounts or seeded data; a public callable's handler runs, a
 * signed-in one refuses). Add an entry to send valid inputs as the roles it serves.
 */
export const DEFAULT_POLICY: Policy = { valid: { visitor: 2 }, why: 'no entry: valid inputs as a visitor only' };

export const policyOf = (name: string): Policy => POLICIES[name] ?? DEFAULT_POLICY;

/**
 * Contract operations with no deployed callable on purpose, with the reason. Empty: every operation
 * of @rides/contracts is a callable. Never add a name to silence a forgotten export in index.ts.
 */
export const NOT_DEPLOYED: Readonly<Record<string, string>> = {};
