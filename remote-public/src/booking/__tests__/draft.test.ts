import { QUOTE_LIMITS } from '@rides/contracts/pricing';
import { applyChange, emptyDraft, restoreDraft } from '../draft';
import { createDraftStore } from '../draft-store';
import { FORM_LIMITS } from '../limits';
import { paris8 } from './fixtures';

it('the steppers stop where the quote request does', () => expect(FORM_LIMITS).toEqual(QUOTE_LIMITS));

it('restores a stored draft field by field, defaults for anything missing or of the wrong type', () => {
  const restored = restoreDraft({ from: paris8, to: { id: 'x' }, passengers: 3, luggage: 'two', vehicle: 'truck', payment: 'driver', booker: { name: 'Ada', email: 7 } });
  expect(restored).toEqual({ ...emptyDraft, from: paris8, passengers: 3, payment: 'driver', booker: { name: 'Ada', email: '', phone: '' } });
  expect(restoreDraft('garbage')).toEqual(emptyDraft);
});

it('starts a new checkout attempt when what is booked changes, not when only the attempt changes', () => {
  const attempt = { ...emptyDraft, idempotencyKey: 'k', pendingReference: 'PT-ABC123' };
  expect(applyChange(attempt, { acceptTerms: true }).idempotencyKey).toBe('k');
  expect(applyChange(attempt, { passengers: 1 }).idempotencyKey).toBe('k'); // the same value: no change
  expect(applyChange(attempt, { passengers: 2 })).toMatchObject({ passengers: 2, idempotencyKey: null, pendingReference: null });
  expect(applyChange(attempt, { booker: { name: 'Ada', email: '', phone: '' } }).idempotencyKey).toBeNull();
});

it('saves every change in the tab storage and reads it back in a new store (a reload); reset clears it', () => {
  const store = createDraftStore(sessionStorage);
  store.update({ flightNumber: 'AF1234' });
  expect(createDraftStore(sessionStorage).get().flightNumber).toBe('AF1234');
  store.reset();
  expect(createDraftStore(sessionStorage).get()).toEqual(emptyDraft);
});

it("gives each page's store its own requested driver: the stored one is replaced, and that is a new checkout attempt", () => {
  expect(restoreDraft({ requestedDriverId: 'drv-1' }).requestedDriverId).toBe('drv-1');
  expect(restoreDraft({ requestedDriverId: 7 }).requestedDriverId).toBeNull();

  const driverPage = createDraftStore(sessionStorage, 'drv-1');
  driverPage.update({ flightNumber: 'AF1234' });
  driverPage.update({ idempotencyKey: 'k' });
  expect(createDraftStore(sessionStorage, 'drv-1').get()).toMatchObject({ requestedDriverId: 'drv-1', idempotencyKey: 'k' });

  const home = createDraftStore(sessionStorage);
  expect(home.get()).toMatchObject({ flightNumber: 'AF1234', requestedDriverId: null, idempotencyKey: null });
  expect(createDraftStore(sessionStorage).get().requestedDriverId).toBeNull(); // saved at once

  driverPage.reset();
  expect(driverPage.get()).toEqual({ ...emptyDraft, requestedDriverId: 'drv-1' });
});
