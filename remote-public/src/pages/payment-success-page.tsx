import { BookingOutcome } from '../booking/outcome/booking-outcome';

/** /payment-success?ref=…&token=…: back from the hosted card payment page. */
export default function PaymentSuccessPage() {
  return <BookingOutcome mode="paymentSuccess" />;
}
