/**
 * Wording of the punctuality guarantee's e-mail to the booker (issue [K] 4: the driver was not on
 * location by the pickup time plus the grace, part of the price is refunded automatically) in English,
 * the i18next namespace `mail-punctuality`: the source of truth. Every other language is typed
 * `PunctualityStrings`; i18n/__tests__ checks every key and placeholder. Shared wording (brand, trip labels, the pickup's date and time) comes from the
 * booking e-mails' strings (templates/locales).
 */
export const en = {
  subject: 'Our apologies: {{amount}} refunded for your ride {{reference}}',
  greeting: 'Hello,',
  intro:
    'We are sorry: your driver was not at the pickup point within {{grace}} minutes of the pickup time. As our punctuality guarantee promises, we have refunded {{percent}}% of the price of your ride, automatically.',
  headings: {
    ride: 'Your ride',
    refund: 'Your refund',
  },
  labels: {
    paid: 'Price of the ride',
    refunded: 'Refunded',
  },
  refund: {
    card: 'The money goes back to the card you paid with. It reaches your account within {{min}} to {{max}} business days.',
    nothing: 'You have nothing to do. If you have a question about this ride, write to us at {{email}}.',
  },
  signOff: 'With our apologies,\nParis Private Transfers',
  footer: 'We send this e-mail once, because the punctuality guarantee applied to a transfer booked with this address.',
};

export type PunctualityStrings = typeof en;
