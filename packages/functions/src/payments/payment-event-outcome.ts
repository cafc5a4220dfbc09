/** What a webhook event did, for tests and logs. */
export type PaymentEventOutcome =
  | 'duplicate' // this event id was handled before: nothing changed
  | 'ignored' // an event type we do not act on, or a session we do not know
  | 'confirmed' // the booking is now confirmed and paid; onPaid ran
  | 'already-paid' // payment recorded; the booking was already paid (no second onPaid)
  | 'paid-after-cancel' // money arrived for a cancelled booking: recorded, needs a refund
  | 'awaiting-payment' // checkout completed with a payment still pending (delayed method)
  | 'payment-expired'
  | 'payment-failed'
  | 'amount-mismatch' // a paid event whose amount or currency differs from the checkout: recorded, flagged, not confirmed
  | 'change-paid' // a change's price difference was paid; onChangePaid ran
  | 'refund-not-recorded-yet' // a refund we asked for (its metadata names our booking) before our row was committed: answered 503, the provider retries
  | 'refund-succeeded' // a pending refund of ours succeeded
  | 'refund-failed' // a refund of ours failed or was canceled: its amount given back, logged for an admin
  | 'no-change'; // e.g. expired after paid: a paid payment is never downgraded
