/**
 * Wording of the acknowledgement a sender of the contact form receives (issue [G] 4), in English, the
 * i18next namespace `mail-contact`: the source of truth. Every other language is typed
 * `ContactStrings`; i18n/__tests__ checks every key and placeholder. The sender's own words (name, e-mail, reference, message) are never part of a sentence
 * here: the template shows them only as labelled, quoted fields, so the form cannot be used to send
 * our wording with someone else's text to an address they typed (anti-spam).
 */
export const en = {
  subject: 'We have received your message',
  greeting: 'Hello,',
  intro: 'Thank you for contacting Paris Private Transfers: your message has reached our support team.',
  /** `count`: hours, from RESPONSE_MINUTES (SPEC 9: 1 hour, 24/7). */
  promise_one: 'We answer every message within {{count, decimal}} hour, 24 hours a day, 7 days a week.',
  promise_other: 'We answer every message within {{count, decimal}} hours, 24 hours a day, 7 days a week.',
  headings: {
    sent: 'What you sent us',
    sooner: 'Need us sooner?',
  },
  labels: {
    reference: 'Booking reference',
  },
  quoteNote: 'Quoted exactly as it was typed in our contact form.',
  whatsapp: 'For an urgent question about a transfer today, write to us on WhatsApp.',
  whatsappLink: 'Chat with us on WhatsApp',
  signOff: 'Kind regards,\nThe Paris Private Transfers team',
  footer: 'You receive this e-mail because this address was entered in the contact form on our website. If you did not write to us, please ignore it: nothing else will be sent.',
};
export type ContactStrings = typeof en;
