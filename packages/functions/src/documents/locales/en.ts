/**
 * Wording of the booking documents (the PDF receipt, the calendar file) and of their links in the
 * confirmation e-mail, in English, the i18next namespace `documents`: the source of truth; every other
 * language is typed `DocumentStrings` and must have every key. `{{name}}` marks a value filled in at
 * render time. Trip
 * labels, vehicle names and price lines are the e-mails' (mail/templates/locales), so a receipt and
 * its confirmation word them alike; money and dates come from @rides/i18n/format.
 */
export const en = {
  receipt: {
    /** The big title, and the PDF's own title (document properties). */
    title: 'Receipt',
    pdfTitle: 'Receipt {{number}} — booking {{reference}}',
    seller: 'Seller',
    siret: 'SIRET',
    vatNumber: 'VAT number',
    customer: 'Customer',
    number: 'Receipt number',
    issued: 'Date of issue',
    reference: 'Booking reference',
    trip: 'Trip',
    price: 'Price',
    priceTotal: 'Price of the trip',
    payment: 'Payment',
    paidByCard: 'Paid by card on {{date}}',
    refund: 'Refunded on {{date}}',
    refundPending: 'Refund of {{date}} (in progress)',
    paidNet: 'Amount paid after refunds',
    collected: 'Collected by the driver on {{date}}',
    cancelled: 'Booking cancelled on {{date}}.',
    vat: 'VAT',
    vatBase: 'Amount paid, VAT included',
    vatAmount: 'of which VAT at {{rate}}%',
    net: 'Amount excluding VAT',
    /** The statement of the rate and why (10 % reduced rate, CGI art. 279 b quater). */
    vatStatement: 'VAT {{rate}}% included (passenger transport, France).',
    thanks: 'Thank you for travelling with Paris Private Transfers.',
    footer: 'This receipt confirms a payment. All prices include VAT.',
    page: 'Page {{page}} of {{pages}}',
  },
  /** A partner's monthly commission statement (issue [F]). */
  statement: {
    title: 'Commission statement',
    pdfTitle: 'Commission statement {{month}} — {{partner}}',
    partner: 'Partner',
    link: 'Referral link',
    month: 'Month',
    rate: 'Commission rate for new bookings',
    status: 'Payout',
    paymentReference: 'Payment reference',
    bookings: 'Bookings',
    none: 'No referred bookings this month.',
    totals: 'Totals',
    bookingCount: 'Bookings counted',
    commissionable: 'Commissionable amount (excl. VAT)',
    commission: 'Commission',
    pending: 'of which not yet confirmed',
    commissionStatus: { pending: 'pending', confirmed: 'confirmed', paid: 'paid', reversed: 'reversed' },
    payoutStatus: { open: 'open', approved: 'approved, to be paid', paid: 'paid' },
    rule: 'Commission is the rate shown on each booking (the rate when it was made) of the amount the guest paid after any refund, excluding VAT. It is confirmed 72 hours after the ride and paid monthly; it is reversed when the booking is cancelled or refunded in full. Once a month is approved its totals are fixed.',
    page: 'Page {{page}} of {{pages}}',
  },
  calendar: {
    summary: 'Transfer {{reference}}: {{from}} → {{to}}',
    manage: 'Change or cancel this booking from the link in your confirmation e-mail.',
    alarm: 'Your transfer {{reference}} picks you up in 2 hours.',
  },
  /** Answers of the bookingDocument function to someone who holds the booking's link. */
  answers: {
    noReceipt: 'There is no receipt for this booking yet: a receipt is issued once the booking is paid by card, or once the ride is completed when you pay the driver.',
    noCalendar: 'This booking is not going ahead, so there is no pickup to add to a calendar.',
    receiptsNotConfigured: 'Receipts cannot be issued at the moment. Please try again later or contact us.',
  },
  /** The links in the confirmation e-mail. */
  email: {
    heading: 'Your calendar',
    calendarText: 'Add the pickup to your calendar, with a reminder 2 hours before.',
    calendarLink: 'Add to calendar',
    receiptHeading: 'Your receipt',
    receiptText: 'Your receipt, with the VAT included in the price, is ready.',
    receiptLink: 'Download your receipt (PDF)',
  },
};

export type DocumentStrings = typeof en;
