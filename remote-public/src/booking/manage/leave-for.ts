/** Leaves the app for the payment provider's hosted checkout, as the booking checkout does for card payments. */
export function leaveFor(url: string): void {
  window.location.assign(url);
}
