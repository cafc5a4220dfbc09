/**
 * Wording of the ride messages (driver details, the driver's job, reminders, changes: e-mail, SMS and
 * push) in English, the i18next namespace `ride-messages`: the source of truth. Every other language is
 * typed `RideStrings` and i18n/__tests__ checks every key and `{{placeholder}}`. Shared wording (trip labels, party, greeting, manage link) comes from the booking
 * e-mails' strings (mail/templates/locales); dates, times and money from @rides/i18n/format.
 */
export const en = {
  /** When the driver's name is not known. */
  unnamedDriver: 'your driver',
  labels: {
    driver: 'Driver',
    driverPhone: 'Phone',
    car: 'Car',
    plate: 'Number plate',
    sign: 'Name on the sign',
    traveller: 'Traveller',
    travellerPhone: "Traveller's phone",
    payment: 'Payment',
    notes: 'Notes',
  },
  /** "Peugeot 508, black". */
  car: '{{make}} {{model}}, {{colour}}',
  carNoColour: '{{make}} {{model}}',
  carUnknown: 'car details to follow',
  /** Where the driver meets the traveller, by the kind of pickup place. */
  meeting: {
    airport: 'In the arrivals hall of {{place}}, after passport control and baggage claim. Your driver holds a sign with the name "{{sign}}".',
    station: 'At the end of your train\'s platform at {{place}}, or at the meeting point of the main hall. Your driver holds a sign with the name "{{sign}}".',
    port: 'At the exit of the passenger terminal, {{place}}. Your driver holds a sign with the name "{{sign}}".',
    address: 'Outside, at the pickup address: {{place}}. Your driver waits for you there at the pickup time.',
  },
  details: {
    subject: {
      assigned: 'Your driver for {{reference}}: {{driver}}',
      reassigned: 'Your new driver for {{reference}}: {{driver}}',
      reminder: 'Tomorrow: your transfer {{reference}} at {{time}}',
    },
    intro: {
      assigned: 'Good news: a driver has been assigned to your transfer. Here is who to look for and where to meet.',
      reassigned: 'Your transfer has a new driver. Please use these details instead of the ones we sent before.',
      reminder: 'A reminder of your transfer tomorrow: here is your driver and where to meet.',
    },
    /** Added to the intro of the traveller someone else booked for. */
    headings: { driver: 'Your driver', meeting: 'Where to meet', help: 'Cannot find your driver?' },
    flight: 'Your driver follows flight {{flight}} and adjusts to its real landing time.',
    help: {
      call: 'Call your driver, {{driver}}, or send a WhatsApp message, on {{phone}}.',
      support: 'If you cannot reach your driver, contact our support team: we answer 24/7.',
      link: 'Contact support',
    },
    sms: {
      assigned: 'Paris Private Transfers {{reference}}: your driver is {{driver}}, {{phone}}. {{car}}, plate {{plate}}. Pickup {{when}}, sign "{{sign}}".',
      reassigned: 'Paris Private Transfers {{reference}}: your NEW driver is {{driver}}, {{phone}}. {{car}}, plate {{plate}}. Pickup {{when}}, sign "{{sign}}".',
      reminder: 'Paris Private Transfers {{reference}}: tomorrow {{when}}. Your driver: {{driver}}, {{phone}}. {{car}}, plate {{plate}}, sign "{{sign}}".',
    },
  },
  arranging: {
    subject: 'Your transfer {{reference}}: driver details to follow',
    intro: 'We are arranging the driver for your transfer on {{when}}. Your booking stays confirmed and there is nothing you need to do: you will receive the new driver\'s details by e-mail as soon as they are confirmed.',
  },
  /** The driver set off (issue [K] 3): the live link, to the traveller only, until they are on board. */
  onTheWay: {
    subject: 'Your driver is on the way: {{reference}}',
    intro: 'Your driver, {{driver}}, has set off to pick you up. Follow them live until you are on board: the link shows where they are and about when they will arrive.',
    heading: 'Follow your driver live',
    link: 'See where your driver is',
    privacy: "The link shows your driver's position only until you are on board.",
    sms: 'Paris Private Transfers {{reference}}: your driver {{driver}} is on the way ({{car}}, plate {{plate}}). Follow them live: {{url}}',
  },
  job: {
    subject: {
      new: 'New ride {{reference}}: {{when}}',
      'reminder-24h': 'Reminder: ride {{reference}} tomorrow at {{time}}',
      'reminder-2h': 'Ride {{reference}} in 2 hours, at {{time}}',
      updated: 'Ride {{reference}} updated: {{when}}',
    },
    intro: {
      new: 'A ride has been assigned to you. Here are the details.',
      'reminder-24h': 'A reminder of your ride in about 24 hours.',
      'reminder-2h': 'Your ride starts in about 2 hours: please leave in good time.',
      updated: 'The booking of this ride has changed. Here are its details as they are now: please use these instead of the ones we sent before.',
    },
    headings: { ride: 'The ride', traveller: 'The traveller', rides: 'Your rides' },
    collect: 'To collect from the traveller: {{amount}} (cash or card).',
    paid: 'Paid by card: nothing to collect.',
    link: 'Open your scheduled rides',
    sms: {
      new: 'New ride {{reference}}',
      'reminder-24h': 'Reminder, tomorrow: ride {{reference}}',
      'reminder-2h': 'In 2 hours: ride {{reference}}',
      updated: 'UPDATED ride {{reference}}',
      body: '{{when}}, {{from}} → {{to}}. {{party}}. Sign "{{sign}}". Traveller: {{traveller}}, {{phone}}.',
      flight: 'Flight {{flight}}.',
      collect: 'Collect {{amount}}.',
      paid: 'Paid by card.',
    },
  },
  /** An applied dispatch plan: one message per driver with all their new rides (issue [Q]). */
  plan: {
    subject: 'Your new rides ({{count}}), from {{when}}',
    intro: 'Dispatch has planned these rides for you. The details of each follow; your scheduled rides in the app always show the latest.',
    heading: '{{time}}: ride {{reference}}',
    sms: 'New rides for you ({{count}}): {{list}}.',
  },
  /** Web push to the driver's devices (issue [M] 3): short, and nothing personal on a lock screen. */
  push: {
    new: 'New ride {{reference}}',
    updated: 'Ride {{reference}} changed',
    removed: 'Ride {{reference}} removed',
    plan: 'New rides for you ({{count}})',
    body: 'Pickup {{when}}: {{from}} → {{to}}',
    removedBody: '{{when}}: you no longer need to do it.',
    planBody: 'From {{when}}. Open your scheduled rides.',
  },
  removed: {
    subject: 'Ride {{reference}} removed from your schedule',
    intro: 'Ride {{reference}} ({{when}}, {{from}} → {{to}}) has been removed from your schedule: you no longer need to do it.',
    reason: 'Reason: {{reason}}',
    reasons: {
      'booker-cancelled': 'the customer cancelled the booking.',
      'booking-changed': 'the customer changed the booking and the new time or vehicle no longer fits your schedule.',
      'flight-moved': 'the flight moved the pickup to a time that no longer fits your schedule.',
      'not-reconfirmed': 'the pickup moved by more than an hour and was not confirmed in time.',
    },
    sms: 'Ride {{reference}} ({{when}}) has been removed from your schedule: you no longer need to do it.',
  },
  handedBack: {
    subject: 'Ride {{reference}} handed back',
    intro: 'We have received your hand-back of ride {{reference}} ({{when}}, {{from}} → {{to}}). It is no longer in your schedule; dispatch will find another driver.',
  },
  driverSignOff: 'Thank you,\nParis Private Transfers dispatch',
  driverFooter: 'You receive this message because you drive with Paris Private Transfers.',
};

export type RideStrings = typeof en;
