/**
 * E-mail wording in English: the source of truth. Every other language is typed `MailStrings` and
 * must have every key (the compiler and templates/__tests__ check). `{name}` marks a value filled in
 * at render time; `one`/`other` are plural forms chosen with Intl.PluralRules.
 */
export const en = {
  /** BCP 47 tag used for Intl (dates, numbers, plurals) and the HTML lang attribute. */
  locale: 'en-GB',
  brand: 'Paris Private Transfers',
  /** Between a label and its value in the plain-text version ("Total: €105"). */
  labelSeparator: ': ',
  /** Between items of a list written on one line ("3 passengers, 2 large bags"). */
  listSeparator: ', ',
  subject: {
    booker: 'Booking confirmed — {reference}',
    traveller: '{booker} booked a transfer for you — {reference}',
  },
  greeting: 'Hello {name},',
  intro: {
    booker: 'Thank you: your transfer is booked. Here are the details.',
    traveller: '{booker} booked a transfer for you with Paris Private Transfers. Here are the details.',
  },
  headings: {
    trip: 'Your trip',
    price: 'Price',
    payment: 'Payment',
    next: 'What happens next',
    manage: 'Manage your booking',
  },
  labels: {
    reference: 'Booking reference',
    from: 'From',
    to: 'To',
    pickup: 'Pickup',
    flight: 'Flight',
    vehicle: 'Vehicle',
    party: 'Passengers and luggage',
    extras: 'Extras',
    total: 'Total',
  },
  /** `time` carries the time zone's name, e.g. "09:30 Central European Summer Time". */
  pickupWhen: '{date} at {time} (Paris time)',
  vehicles: { sedan: 'Sedan', van: 'Van (minivan)' },
  party: {
    passengers: { one: '{n} passenger', other: '{n} passengers' },
    luggage: { one: '{n} large bag', other: '{n} large bags' },
    noLuggage: 'no large bags',
    childSeats: { one: '{n} child seat', other: '{n} child seats' },
    boosterSeats: { one: '{n} booster seat', other: '{n} booster seats' },
  },
  lines: {
    fare: {
      'airport-fixed': 'Fixed airport fare',
      short: 'Transfer (short distance)',
      long: 'Transfer ({km} km)',
    },
    'child-seat': 'Child seat',
    'booster-seat': 'Booster seat',
    'extra-stop': 'Extra stop',
    pet: 'Pet',
  },
  quantity: '{label} × {n}',
  payment: {
    booker: {
      paid: 'Paid by card.',
      pay_driver: 'To pay the driver on the day, in cash or by card.',
      unpaid: 'Awaiting payment.',
      refunded: 'Refunded.',
    },
    traveller: {
      paid: 'The ride is paid for: there is nothing to pay on the day.',
      pay_driver: 'To pay the driver on the day, in cash or by card: {total}.',
      unpaid: 'Awaiting payment by {booker}.',
      refunded: 'This booking has been refunded.',
    },
  },
  next: {
    driver: "As soon as a driver is assigned, we will e-mail you the driver's name, phone number and car.",
    included: 'Meet-and-greet and flight tracking are included: if your flight is early or late, your driver knows.',
    cancellation: {
      paid: 'Free cancellation more than 24 hours before pickup (full refund); if you cancel within 24 hours of pickup, 80% of the price is refunded.',
      unpaid: 'Free cancellation more than 24 hours before pickup.',
    },
  },
  manage: {
    booker: 'See, change or cancel your booking at any time:',
    link: 'Manage my booking',
    traveller: 'To change or cancel this booking, please contact {booker}, who made it.',
  },
  signOff: 'See you soon in Paris,\nParis Private Transfers',
  footer: 'You receive this e-mail because a transfer was booked with this address.',
};

export type MailStrings = typeof en;
