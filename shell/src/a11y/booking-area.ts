import { matchPath } from '@rides/platform/router';
import { ROUTES } from '@rides/mf-config/routes';
import { FIELD } from './access-keys';

/** The id of the booking area remote-public renders on the pages that carry the booking form. */
export const BOOKING_AREA_ID = 'booking';

/** Whether the page at `pathname` carries the booking form (the route table's `bookingForm` flag). */
export function hasBookingForm(pathname: string): boolean {
  return ROUTES.some((r) => r.bookingForm && matchPath(r.path, pathname) !== null);
}

/** Where "Skip to booking form" lands: the form's first field, or the area itself while it has none. */
export function bookingFocusTarget(): HTMLElement | null {
  const area = document.getElementById(BOOKING_AREA_ID);
  return area?.querySelector<HTMLElement>(`form :is(${FIELD})`) ?? area;
}
