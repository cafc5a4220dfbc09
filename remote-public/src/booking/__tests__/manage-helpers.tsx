import { screen } from '@testing-library/react';
import type { BookingView } from '@rides/contracts/bookings';
import { renderAt } from '@rides/test-utils/render';
import BookingConfirmationPage from '../../pages/booking-confirmation-page';
import { LINK } from './booking-view';
import { handlers, type Answer } from './fake-network';
import { en } from './helpers';

/** The server's copy of the booking: getBooking answers it; a test's fake action replaces it. */
export function serveBooking(initial: BookingView): { booking: BookingView } {
  const server = { booking: initial };
  handlers.getBooking = () => ({ result: server.booking });
  return server;
}

/** The booking page at the e-mail's manage link. */
export const renderBookingPage = () => renderAt(`/booking-confirmation${LINK}`, [{ path: '/booking-confirmation', element: <BookingConfirmationPage /> }]);

/** The booking page, once the booking and what can be done with it are shown. */
export async function openBookingPage() {
  const view = renderBookingPage();
  await screen.findByRole('heading', { name: en.booking.manage.heading });
  return view;
}

/** A refused call as the callable protocol carries it (status, message key, details.reason and more). */
export const refused = (status: string, reason: string | undefined, details: Record<string, unknown> = {}): Answer => ({
  error: { status, message: `errors.${status.toLowerCase().replace(/_/g, '-')}`, details: { ...(reason && { reason }), ...details } },
});
