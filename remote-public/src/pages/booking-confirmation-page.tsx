import { BookingOutcome } from '../booking/outcome/booking-outcome';

/** /booking-confirmation?ref=…&token=…: the booking made, paid by the driver or by card. */
export default function BookingConfirmationPage() {
  return <BookingOutcome mode="confirmation" />;
}
