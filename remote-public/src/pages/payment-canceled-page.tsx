import { BookingOutcome } from '../booking/outcome/booking-outcome';

/** /payment-canceled?ref=…&token=…: the card payment was abandoned; pay again or book again. */
export default function PaymentCanceledPage() {
  return <BookingOutcome mode="paymentCanceled" />;
}
