/**
 * E-mail wording in English, the i18next namespace `mail` (i18n/server-i18n.ts): the source of truth.
 * Every other language is typed `MailStrings` and must have every key (the compiler and
 * i18n/__tests__ check). `{{name}}` marks a value filled in at render time; `_one`/`_other` are plural
 * forms chosen by `count` (`{{count, decimal}}` writes it as formatDecimal does). Dates, times, money
 * and the locale (Intl, the HTML lang) come from @rides/i18n/format, as on the web pages.
 */
export const en = {
  brand: 'Paris Private Transfers',
  /** Between a label and its value in the plain-text version ("Total: €105"). */
  labelSeparator: ': ',
  /** Between items of a list written on one line ("3 passengers, 2 large bags"). */
  listSeparator: ', ',
  subject: {
    booker: 'Booking confirmed — {{reference}}',
    traveller: 'A transfer has been booked for you — {{reference}}',
  },
  /** No name: a name typed at checkout never appears in a sentence (issue [I] 5). */
  greeting: 'Hello,',
  /** Only to account holders, by the name on their own account (drivers, applicants); never a name typed at checkout. */
  greetingNamed: 'Hello {{name}},',
  intro: {
    booker: 'Thank you: your transfer is booked. Here are the details.',
    traveller: 'A transfer has been booked for you with Paris Private Transfers. Here are the details, with the name given by the person who booked it.',
  },
  headings: {
    trip: 'Your trip',
    price: 'Price',
    payment: 'Payment',
    next: 'What happens next',
    manage: 'Your booking online',
  },
  labels: {
    reference: 'Booking reference',
    bookedBy: 'Booked by',
    traveller: 'Traveller',
    from: 'From',
    to: 'To',
    pickup: 'Pickup',
    flight: 'Flight',
    vehicle: 'Vehicle',
    party: 'Passengers and luggage',
    extras: 'Extras',
    total: 'Total',
  },
  /** As the web's `whenValue`, `date` and `time` by @rides/i18n/format, plus `zone`: the Paris time zone's name. */
  pickupWhen: '{{date}} at {{time}} (Paris time, {{zone}})',
  vehicles: { sedan: 'Sedan', van: 'Van (minivan)' },
  party: {
    passengers_one: '{{count, decimal}} passenger',
    passengers_other: '{{count, decimal}} passengers',
    luggage_one: '{{count, decimal}} large bag',
    luggage_other: '{{count, decimal}} large bags',
    noLuggage: 'no large bags',
    childSeats_one: '{{count, decimal}} child seat',
    childSeats_other: '{{count, decimal}} child seats',
    boosterSeats_one: '{{count, decimal}} booster seat',
    boosterSeats_other: '{{count, decimal}} booster seats',
  },
  lines: {
    fare: {
      'airport-fixed': 'Fixed airport fare',
      short: 'Transfer (short distance)',
      long: 'Transfer ({{km}} km)',
    },
    'child-seat': 'Child seat',
    'booster-seat': 'Booster seat',
    'extra-stop': 'Extra stop',
    pet: 'Pet',
  },
  quantity: '{{label}} × {{n}}',
  payment: {
    booker: {
      paid: 'Paid by card.',
      pay_driver: 'To pay the driver on the day, in cash or by card.',
      unpaid: 'Awaiting payment.',
      refunded: 'Refunded.',
    },
    traveller: {
      paid: 'The ride is paid for: there is nothing to pay on the day.',
      pay_driver: 'To pay the driver on the day, in cash or by card: {{total}}.',
      unpaid: 'Awaiting payment by the person who booked it.',
      refunded: 'This booking has been refunded.',
    },
  },
  next: {
    driver: "As soon as a driver is assigned, we will e-mail you the driver's name, phone number and car.",
    included: 'Meet-and-greet and flight tracking are included: if your flight is early or late, your driver knows.',
    /** One statement of the terms for every message, fed from @rides/domain/cancellation (hours 24, percent 80). */
    cancellation: 'Free cancellation more than {{hours}} hours before pickup (full refund); if you cancel within {{hours}} hours of pickup, {{percent}}% of the price is refunded.',
  },
  manage: {
    booker: 'Keep this link: it shows your booking and its status at any time.',
    link: 'See your booking',
    traveller: 'To change or cancel this booking, please contact the person who booked it (named above).',
  },
  signOff: 'See you soon in Paris,\nParis Private Transfers',
  footer: 'You receive this e-mail because a transfer was booked with this address.',
  /** A decision on a driver or partner application (mail/application-decision.ts). */
  application: {
    /** When we do not know the applicant's name. */
    greetingNoName: 'Hello,',
    approved: {
      driver: {
        subject: 'Your driver application is approved',
        intro: 'Good news: your application to drive with Paris Private Transfers is approved. Welcome aboard!',
        heading: 'Your driver dashboard',
        body: 'You can now sign in and see your driver dashboard. Sign in with the e-mail address and password of your account.',
        link: 'Sign in to your driver dashboard',
      },
      partner: {
        subject: 'Your partner application is approved',
        intro: 'Good news: your application to become a Paris Private Transfers partner is approved. Welcome aboard!',
        heading: 'Your partner dashboard',
        body: 'You can now sign in and see your partner dashboard. Sign in with the e-mail address and password of your account.',
        link: 'Sign in to your partner dashboard',
      },
    },
    rejected: {
      driver: {
        subject: 'Your driver application: our decision',
        intro: 'Thank you for applying to drive with Paris Private Transfers. We have reviewed your application carefully and we are sorry that we cannot approve it at this time.',
      },
      partner: {
        subject: 'Your partner application: our decision',
        intro: 'Thank you for applying to become a Paris Private Transfers partner. We have reviewed your application carefully and we are sorry that we cannot approve it at this time.',
      },
      heading: 'Questions?',
      body: 'If you would like to know more, or if your situation changes, simply reply to this e-mail or contact our support team: we answer within 1 hour, 24/7. Your account stays open: you can still book transfers with it, and you are welcome to apply again.',
      link: 'Contact us',
    },
    signOff: 'Kind regards,\nThe Paris Private Transfers team',
    footer: 'You receive this e-mail because you applied with this address to work with Paris Private Transfers.',
  },
  /** A password reset and an e-mail address verification (issue [N] 5): their link opens our /reset-password page. */
  accountLink: {
    reset: {
      subject: 'Reset your password',
      greeting: 'Hello,',
      intro: 'Someone asked to reset the password of the Paris Private Transfers account {{email}}.',
      heading: 'Choose a new password',
      body: 'The link opens our site, where you choose a new password. It works once, for one hour.',
      link: 'Choose a new password',
      signOff: 'Kind regards,\nThe Paris Private Transfers team',
      footer: 'If you did not ask for this, ignore this e-mail: your password stays as it is.',
    },
    verify: {
      subject: 'Confirm your e-mail address',
      greeting: 'Hello,',
      intro: 'Welcome to Paris Private Transfers. Please confirm that {{email}} is your address.',
      heading: 'Confirm your address',
      body: 'The link opens our site and confirms it; then you can sign in.',
      link: 'Confirm my e-mail address',
      signOff: 'Kind regards,\nThe Paris Private Transfers team',
      footer: 'If you did not create an account with us, ignore this e-mail: nothing happens without the link.',
    },
  },
};

export type MailStrings = typeof en;
