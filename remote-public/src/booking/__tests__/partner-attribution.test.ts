import { PARTNER_ATTRIBUTION_DAYS, PARTNER_STORAGE_KEY, currentPartner, recordPartner } from '../partner-attribution';

const DAY = 24 * 60 * 60 * 1000;
const t0 = Date.UTC(2030, 0, 1);

beforeEach(() => localStorage.clear());

it('keeps the partner of the link for 30 days, first-party in localStorage', () => {
  expect(recordPartner('Hotel-Lutetia', t0)).toBe(true);
  expect(JSON.parse(localStorage.getItem(PARTNER_STORAGE_KEY)!)).toEqual({ slug: 'hotel-lutetia', expiresAt: t0 + PARTNER_ATTRIBUTION_DAYS * DAY });
  expect(currentPartner(t0 + 29 * DAY)).toBe('hotel-lutetia');
  expect(currentPartner(t0 + 30 * DAY)).toBeNull();
  expect(localStorage.getItem(PARTNER_STORAGE_KEY)).toBeNull();
  expect(document.cookie).toBe('');
});

it('the last click wins and restarts the 30 days', () => {
  recordPartner('first-hotel', t0);
  recordPartner('second-hotel', t0 + 20 * DAY);
  expect(currentPartner(t0 + 45 * DAY)).toBe('second-hotel');
});

it('ignores a slug that cannot be a partner, keeping the previous one', () => {
  recordPartner('good-one', t0);
  expect(recordPartner('<script>', t0)).toBe(false);
  expect(recordPartner('x', t0)).toBe(false);
  expect(currentPartner(t0)).toBe('good-one');
});
