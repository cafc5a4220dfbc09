/**
 * Wording of the e-mails about a booking after it is made (issue [E]: cancelled, a change confirmed,
 * a change request received, approved with a difference to pay, declined) in English, the i18next
 * namespace `mail-change`: the source of truth. Every other language is typed `ChangeStrings`;
 * i18n/__tests__ checks every key and placeholder.
 * Shared wording (trip labels, greeting, the manage link, sign-off) comes from the booking e-mails'
 * strings (templates/locales); dates, times and money from @rides/i18n/format.
 */
export const en = {
  headings: {
    refund: 'Refund',
    payment: 'Payment',
    tripNow: 'Your trip now',
    asked: 'What you asked for',
    price: 'Price',
    note: 'Our note',
  },
  labels: {
    previousTotal: 'Previous price',
    newTotal: 'New price',
    message: 'Your message',
  },
  cancelled: {
    subject: 'Booking cancelled — {{reference}}',
    intro: {
      booker: 'As you asked, your transfer {{reference}} on {{when}} is cancelled.',
      admin: 'We have had to cancel your transfer {{reference}} on {{when}}. We are sorry for the inconvenience.',
      traveller: 'The transfer booked for you ({{reference}}, {{when}}) has been cancelled by the person who booked it. There is nothing you need to do.',
    },
    refund: '{{amount}} is being refunded to the card you paid with. It usually reaches your account within {{min}} to {{max}} business days.',
    noRefund: 'No refund is made for this cancellation. If you have a question about it, simply reply to this e-mail.',
    notCharged: 'Your card was not charged: there is nothing to refund.',
    payDriver: 'You had chosen to pay the driver on the day: there is nothing to pay.',
  },
  requested: {
    subject: 'Change request received — {{reference}}',
    intro: 'We have received your request to change your transfer {{reference}}. Our team will answer you by e-mail as soon as possible. Until then, your booking stays as it is.',
  },
  confirmed: {
    subject: 'Booking changed — {{reference}}',
    intro: {
      booker: 'Your change is confirmed. Here is your transfer {{reference}} as it is now.',
      approved: 'Good news: we have approved your change request. Here is your transfer {{reference}} as it is now.',
      traveller: 'The transfer booked for you ({{reference}}) has been changed by the person who booked it. Here is the trip as it is now.',
    },
    paid: 'You paid the difference of {{amount}} by card.',
    refunded: 'We are refunding the difference of {{amount}} to the card you paid with. It usually reaches your account within {{min}} to {{max}} business days.',
    collect: 'To pay the driver on the day, in cash or by card: {{amount}}.',
    same: 'The price stays the same.',
    driverTold: 'Your driver has been told of the change.',
    driverArranging: 'We are arranging a driver for the new trip: you will receive their details by e-mail.',
  },
  payDifference: {
    subject: 'Change approved: pay the difference — {{reference}}',
    intro: 'We have approved your change request for transfer {{reference}}. The new price is {{total}}. To confirm the change, please pay the difference of {{amount}} by {{deadline}} (Paris time). Until it is paid, your booking stays as it is.',
    link: 'Pay {{amount}}',
  },
  declined: {
    subject: 'Your change request — {{reference}}',
    intro: 'We are sorry: we cannot make the change you asked for to your transfer {{reference}}. Your booking stays as it is.',
  },
};

export type ChangeStrings = typeof en;
