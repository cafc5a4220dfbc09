import type { Place } from '@rides/contracts/places';
import type { Quote, Vehicle } from '@rides/contracts/pricing';
import type { PaymentMethod } from '@rides/contracts/bookings';
import { BOOKING_DRAFT_STORAGE_KEY } from '@rides/mf-config/prerender-guard';

/**
 * Everything a person types into the booking form and the checkout, as one typed draft. It is kept in
 * `sessionStorage` (this tab only, gone when the tab closes: nothing personal outlives the visit) on
 * every change, restored on load, and cleared after a successful booking. Only types are imported
 * here: this module is on the home page's first render, so it must not pull in zod or the rules.
 */
export interface ContactDraft {
  name: string;
  email: string;
  phone: string;
}

export interface BookingDraft {
  /** The places chosen from the suggestions (null until one is picked) and the text in the fields. */
  from: Place | null;
  to: Place | null;
  fromText: string;
  toText: string;
  /** Paris local date (YYYY-MM-DD) and time (HH:MM) of the pickup. */
  pickupDate: string;
  pickupTime: string;
  passengers: number;
  luggage: number;
  vehicle: Vehicle;
  childSeats: number;
  boosterSeats: number;
  extraStops: number;
  pets: number;
  flightNumber: string;
  forSomeoneElse: boolean;
  traveller: ContactDraft;
  booker: ContactDraft;
  payment: PaymentMethod | null;
  acceptTerms: boolean;
  /** The current checkout attempt's key: reused by a retry or a double click, renewed by any change. */
  idempotencyKey: string | null;
  /** The server's price after a `price-changed` refusal: shown and sent until the trip changes. */
  serverQuote: Quote | null;
  /** A card booking created and sent to the payment page: cleared when that booking is paid. */
  pendingReference: string | null;
  /**
   * The driver asked for (`/book/{driverId}`), sent as createBooking's `requestedDriverId`. The page
   * owns it: the draft store of each page sets it when it is created (draft-store.tsx), so a trip
   * typed on a driver's page keeps its trip but not its driver on the home page, and the reverse.
   */
  requestedDriverId: string | null;
}

const noContact: ContactDraft = { name: '', email: '', phone: '' };

export const emptyDraft: BookingDraft = {
  from: null,
  to: null,
  fromText: '',
  toText: '',
  pickupDate: '',
  pickupTime: '',
  passengers: 1,
  luggage: 1,
  vehicle: 'sedan',
  childSeats: 0,
  boosterSeats: 0,
  extraStops: 0,
  pets: 0,
  flightNumber: '',
  forSomeoneElse: false,
  traveller: noContact,
  booker: noContact,
  payment: null,
  acceptTerms: false,
  idempotencyKey: null,
  serverQuote: null,
  pendingReference: null,
  requestedDriverId: null,
};

/** Fields that only track an attempt: changing them is not a change of the booking itself. */
const ATTEMPT_FIELDS = new Set<keyof BookingDraft>(['idempotencyKey', 'serverQuote', 'pendingReference', 'acceptTerms']);

/**
 * Applies a change. A change to what is booked (trip, party, contacts, payment) starts a new checkout
 * attempt: the idempotency key, a server price and a pending card booking belong to the old one.
 */
export function applyChange(draft: BookingDraft, patch: Partial<BookingDraft>): BookingDraft {
  const next = { ...draft, ...patch };
  const changed = (Object.keys(patch) as Array<keyof BookingDraft>).some(
    (k) => !ATTEMPT_FIELDS.has(k) && JSON.stringify(draft[k]) !== JSON.stringify(patch[k]),
  );
  return changed ? { ...next, idempotencyKey: null, serverQuote: null, pendingReference: null } : next;
}

/** The prerendered pages' guard reads it too (a kept draft means the page is rendered afresh). */
export const DRAFT_STORAGE_KEY = BOOKING_DRAFT_STORAGE_KEY;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function restorePlace(v: unknown): Place | null {
  if (!isObject(v)) return null;
  const ok = typeof v.id === 'string' && typeof v.name === 'string' && typeof v.kind === 'string' && typeof v.lat === 'number' && typeof v.lon === 'number' && typeof v.inParis === 'boolean';
  return ok ? (v as unknown as Place) : null;
}

function restoreContact(v: unknown): ContactDraft {
  if (!isObject(v)) return noContact;
  const text = (k: keyof ContactDraft) => (typeof v[k] === 'string' ? (v[k] as string) : '');
  return { name: text('name'), email: text('email'), phone: text('phone') };
}

/**
 * A stored draft, field by field: anything missing or of the wrong type takes its default, so a draft
 * written by an older version (or edited by hand) never breaks the form. The server checks it all again.
 */
export function restoreDraft(raw: unknown): BookingDraft {
  if (!isObject(raw)) return emptyDraft;
  const out: Record<string, unknown> = { ...emptyDraft };
  for (const [key, fallback] of Object.entries(emptyDraft)) {
    const value = raw[key];
    if (key === 'from' || key === 'to') out[key] = restorePlace(value);
    else if (key === 'traveller' || key === 'booker') out[key] = restoreContact(value);
    else if (key === 'serverQuote') out[key] = isObject(value) && Array.isArray(value.lines) && typeof value.totalCents === 'number' ? value : null;
    else if (key === 'vehicle') out[key] = value === 'van' ? 'van' : 'sedan';
    else if (key === 'payment') out[key] = value === 'card' || value === 'driver' ? value : null;
    else if (key === 'idempotencyKey' || key === 'pendingReference' || key === 'requestedDriverId') out[key] = typeof value === 'string' ? value : null;
    else if (typeof value === typeof fallback && (typeof value !== 'number' || Number.isInteger(value))) out[key] = value;
  }
  return out as unknown as BookingDraft;
}

/** The tab's storage, or null where the browser refuses it (private modes, disabled storage). */
export function tabStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readDraft(storage: Storage | null = tabStorage()): BookingDraft | null {
  try {
    const raw = storage?.getItem(DRAFT_STORAGE_KEY);
    return raw ? restoreDraft(JSON.parse(raw)) : null;
  } catch {
    return null;
  }
}

export function writeDraft(draft: BookingDraft, storage: Storage | null = tabStorage()): void {
  try {
    storage?.setItem(DRAFT_STORAGE_KEY, JSON.stringify(draft));
  } catch {
    // Full or refused storage: the form still works, it just does not survive a reload.
  }
}

export function clearDraft(storage: Storage | null = tabStorage()): void {
  try {
    storage?.removeItem(DRAFT_STORAGE_KEY);
  } catch {
    // Nothing to clear.
  }
}
