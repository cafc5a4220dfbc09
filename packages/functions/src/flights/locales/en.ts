/**
 * The words of the flight messages (issue [K] 2) in English, the i18next namespace `flights`: the
 * source of truth; every other language is typed `FlightStrings`. Placeholders: {{brand}}, {{reference}}, {{flight}}, {{landing}} (time),
 * {{pickup}} (date and time), {{from}}, {{to}}, {{deadline}} (time), {{airport}}. Every time is Paris
 * time, as in every message.
 */
export const en = {
  moved: {
    traveller: {
      subject: 'New pickup time {{pickup}}: flight {{flight}}',
      intro: 'Your flight {{flight}} is now expected to land at {{landing}}. We have moved your pickup to {{pickup}}, keeping the time you chose after landing. There is nothing for you to do.',
      sms: '{{brand}} {{reference}}: flight {{flight}} now lands at {{landing}}. Your driver will meet you at {{pickup}}.',
    },
    driver: {
      subject: 'Pickup moved to {{pickup}}: {{reference}}',
      intro: 'Flight {{flight}} is now expected to land at {{landing}}. The pickup of ride {{reference}} ({{from}} to {{to}}) has moved to {{pickup}}.',
      sms: 'Ride {{reference}}: flight {{flight}} now lands at {{landing}}. New pickup time {{pickup}}.',
    },
    /** Added for the driver when the move is over an hour. */
    reconfirm: {
      paragraph: 'The pickup has moved by more than an hour. Please confirm in the app by {{deadline}} that you can still do this ride; otherwise it goes back to dispatch.',
      sms: 'Please confirm in the app by {{deadline}}, or the ride goes back to dispatch.',
    },
  },
  alert: {
    cancelled: {
      subject: 'Flight {{flight}} is shown as cancelled: {{reference}}',
      intro: 'Your flight {{flight}} is shown as cancelled. Your transfer is kept for now and our team has been alerted. If you are rebooked on another flight, change your booking with the link below or reply to this e-mail, and we will arrange the pickup.',
    },
    diverted: {
      subject: 'Flight {{flight}} has been diverted: {{reference}}',
      intro: 'Your flight {{flight}} has been diverted to {{airport}}. Our team has been alerted and will contact you about your transfer. You can also reply to this e-mail.',
    },
    /** The admins' copy (support inbox): what to do. */
    dispatch: 'Dispatch: contact the booker, then keep, move or cancel the ride from the assignment board.',
  },
};

export type FlightStrings = typeof en;
