/**
 * Wording of the review request (issue [G] 2: after a completed ride, the booker is asked once for a
 * rating and a comment) in English, the i18next namespace `mail-review`: the source of truth. Every
 * other language is typed `ReviewStrings`; i18n/__tests__ checks every key and placeholder. Shared wording (brand, trip labels,
 * the pickup's date and time) comes from the booking e-mails' strings (templates/locales).
 * The booker's name is never in a sentence: only in the labelled "Booked by" row (it is whatever was
 * typed at checkout, and must not read as our own words).
 */
export const en = {
  subject: 'How was your ride? — {{reference}}',
  greeting: 'Hello,',
  intro: 'Thank you for travelling with Paris Private Transfers. Would you tell us how your ride went? A rating from 1 to 5 stars and, if you like, a few words: it takes a minute, and it helps other travellers choose.',
  headings: {
    ride: 'Your ride',
    review: 'Your review',
  },
  labels: {
    bookedBy: 'Booked by',
    shownAs: 'Shown as',
  },
  review: {
    once: 'The link below opens a short form on our website. It works once, for this booking only.',
    checked: 'Our team reads every review before it is published. A published review shows your rating, your words, the date and the name above: never your e-mail address or phone number.',
    link: 'Rate your ride',
  },
  signOff: 'Thank you, and see you soon in Paris,\nParis Private Transfers',
  footer: 'We send this e-mail once, because a transfer booked with this address has been completed.',
};

export type ReviewStrings = typeof en;
