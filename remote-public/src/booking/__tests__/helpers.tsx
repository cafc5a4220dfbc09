import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n, renderAt } from '@rides/test-utils/render';
import common from '@rides/i18n/locales/en/common.json';
import en from '../../locales/en.json';
import { BookingSection } from '../booking-section';
import { dateInDays } from './fixtures';

i18n.addResourceBundle('en', 'public', en);

/** The home page's booking area at `path` (a reload is a new render: the draft is read again). */
export { common };

export const renderBooking = (path = '/') => renderAt(path, [{ path: '/', element: <BookingSection /> }]);

/** Types into a place field and picks the suggestion, as a person would. */
export async function choosePlace(label: 'From' | 'To', typed: string, option: RegExp) {
  await userEvent.type(screen.getByRole('combobox', { name: label }), typed);
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

export function setPickup(date: string, time: string) {
  fireEvent.change(screen.getByLabelText('Pickup date'), { target: { value: date } });
  fireEvent.change(screen.getByLabelText('Pickup time'), { target: { value: time } });
}

/** Paris 8e -> CDG Terminal 2E, three days ahead at 10:00, as in the SPEC's example fare. */
export async function fillTrip() {
  await choosePlace('From', 'Paris 8', /Paris 8th arrondissement/);
  await choosePlace('To', 'CDG 2E', /Terminal 2E/);
  setPickup(dateInDays(3), '10:00');
}

/** From the filled form to the checkout, then the booker, pay-the-driver and the terms. */
export async function fillCheckout() {
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
  await screen.findByRole('heading', { name: en.booking.checkout.heading });
  await userEvent.type(screen.getByRole('textbox', { name: /Your full name/ }), 'Ada Lovelace');
  await userEvent.type(screen.getByRole('textbox', { name: /Your mobile phone/ }), '+44 7911 123456');
  await userEvent.type(screen.getByRole('textbox', { name: /Your e-mail/ }), 'ada@example.com');
  await userEvent.click(screen.getByRole('radio', { name: /Pay the driver/ }));
  await userEvent.click(screen.getByRole('checkbox', { name: /I accept the terms/ }));
}

export { en };
