import type { Language } from '@rides/contracts/languages';

/**
 * The words of the flight messages (issue [K] 2), in the five languages. Placeholders: {brand}, {reference},
 * {flight}, {landing} (time), {pickup} (date and time), {from}, {to}, {deadline} (time), {airport}.
 * Every time is Paris time, as in every message.
 */
export interface FlightStrings {
  moved: {
    traveller: { subject: string; intro: string; sms: string };
    driver: { subject: string; intro: string; sms: string };
    /** Added for the driver when the move is over an hour. */
    reconfirm: { paragraph: string; sms: string };
  };
  alert: {
    cancelled: { subject: string; intro: string };
    diverted: { subject: string; intro: string };
    /** The admins' copy (support inbox): what to do. */
    dispatch: string;
  };
}

const en: FlightStrings = {
  moved: {
    traveller: {
      subject: 'New pickup time {pickup}: flight {flight}',
      intro: 'Your flight {flight} is now expected to land at {landing}. We have moved your pickup to {pickup}, keeping the time you chose after landing. There is nothing for you to do.',
      sms: '{brand} {reference}: flight {flight} now lands at {landing}. Your driver will meet you at {pickup}.',
    },
    driver: {
      subject: 'Pickup moved to {pickup}: {reference}',
      intro: 'Flight {flight} is now expected to land at {landing}. The pickup of ride {reference} ({from} to {to}) has moved to {pickup}.',
      sms: 'Ride {reference}: flight {flight} now lands at {landing}. New pickup time {pickup}.',
    },
    reconfirm: {
      paragraph: 'The pickup has moved by more than an hour. Please confirm in the app by {deadline} that you can still do this ride; otherwise it goes back to dispatch.',
      sms: 'Please confirm in the app by {deadline}, or the ride goes back to dispatch.',
    },
  },
  alert: {
    cancelled: {
      subject: 'Flight {flight} is shown as cancelled: {reference}',
      intro: 'Your flight {flight} is shown as cancelled. Your transfer is kept for now and our team has been alerted. If you are rebooked on another flight, change your booking with the link below or reply to this e-mail, and we will arrange the pickup.',
    },
    diverted: {
      subject: 'Flight {flight} has been diverted: {reference}',
      intro: 'Your flight {flight} has been diverted to {airport}. Our team has been alerted and will contact you about your transfer. You can also reply to this e-mail.',
    },
    dispatch: 'Dispatch: contact the booker, then keep, move or cancel the ride from the assignment board.',
  },
};

const fr: FlightStrings = {
  moved: {
    traveller: {
      subject: 'Nouvelle heure de prise en charge {pickup} : vol {flight}',
      intro: "Votre vol {flight} doit désormais atterrir à {landing}. Nous avons décalé votre prise en charge à {pickup}, en gardant le délai que vous aviez choisi après l'atterrissage. Vous n'avez rien à faire.",
      sms: '{brand} {reference} : le vol {flight} atterrit désormais à {landing}. Votre chauffeur vous attendra à {pickup}.',
    },
    driver: {
      subject: 'Prise en charge décalée à {pickup} : {reference}',
      intro: "Le vol {flight} doit désormais atterrir à {landing}. La prise en charge de la course {reference} ({from} vers {to}) est décalée à {pickup}.",
      sms: 'Course {reference} : le vol {flight} atterrit désormais à {landing}. Nouvelle heure de prise en charge {pickup}.',
    },
    reconfirm: {
      paragraph: "La prise en charge a bougé de plus d'une heure. Confirmez dans l'application avant {deadline} que vous pouvez toujours assurer cette course ; sinon elle retourne au dispatch.",
      sms: "Confirmez dans l'application avant {deadline}, sinon la course retourne au dispatch.",
    },
  },
  alert: {
    cancelled: {
      subject: 'Le vol {flight} est indiqué annulé : {reference}',
      intro: "Votre vol {flight} est indiqué annulé. Votre transfert est conservé pour l'instant et notre équipe a été prévenue. Si vous êtes replacé sur un autre vol, modifiez votre réservation avec le lien ci-dessous ou répondez à cet e-mail, et nous organiserons la prise en charge.",
    },
    diverted: {
      subject: 'Le vol {flight} a été dérouté : {reference}',
      intro: 'Votre vol {flight} a été dérouté vers {airport}. Notre équipe a été prévenue et vous contactera au sujet de votre transfert. Vous pouvez aussi répondre à cet e-mail.',
    },
    dispatch: "Dispatch : contactez le client, puis gardez, décalez ou annulez la course depuis le tableau d'attribution.",
  },
};

const it: FlightStrings = {
  moved: {
    traveller: {
      subject: 'Nuovo orario di presa {pickup}: volo {flight}',
      intro: "Il tuo volo {flight} ora dovrebbe atterrare alle {landing}. Abbiamo spostato la presa alle {pickup}, mantenendo il tempo che avevi scelto dopo l'atterraggio. Non devi fare nulla.",
      sms: "{brand} {reference}: il volo {flight} ora atterra alle {landing}. L'autista ti aspetterà alle {pickup}.",
    },
    driver: {
      subject: 'Presa spostata a {pickup}: {reference}',
      intro: 'Il volo {flight} ora dovrebbe atterrare alle {landing}. La presa della corsa {reference} ({from} - {to}) è spostata a {pickup}.',
      sms: 'Corsa {reference}: il volo {flight} ora atterra alle {landing}. Nuovo orario di presa {pickup}.',
    },
    reconfirm: {
      paragraph: "La presa si è spostata di più di un'ora. Conferma nell'app entro le {deadline} che puoi ancora fare questa corsa; altrimenti torna al dispatch.",
      sms: "Conferma nell'app entro le {deadline}, altrimenti la corsa torna al dispatch.",
    },
  },
  alert: {
    cancelled: {
      subject: 'Il volo {flight} risulta cancellato: {reference}',
      intro: "Il tuo volo {flight} risulta cancellato. Il trasferimento resta prenotato per ora e il nostro team è stato avvisato. Se vieni riprotetto su un altro volo, modifica la prenotazione con il link qui sotto o rispondi a questa e-mail, e organizzeremo la presa.",
    },
    diverted: {
      subject: 'Il volo {flight} è stato dirottato: {reference}',
      intro: 'Il tuo volo {flight} è stato dirottato su {airport}. Il nostro team è stato avvisato e ti contatterà per il trasferimento. Puoi anche rispondere a questa e-mail.',
    },
    dispatch: "Dispatch: contatta il cliente, poi mantieni, sposta o annulla la corsa dalla bacheca di assegnazione.",
  },
};

const es: FlightStrings = {
  moved: {
    traveller: {
      subject: 'Nueva hora de recogida {pickup}: vuelo {flight}',
      intro: 'Tu vuelo {flight} ahora aterriza previsiblemente a las {landing}. Hemos movido tu recogida a las {pickup}, manteniendo el margen que elegiste tras el aterrizaje. No tienes que hacer nada.',
      sms: '{brand} {reference}: el vuelo {flight} ahora aterriza a las {landing}. Tu conductor te esperará a las {pickup}.',
    },
    driver: {
      subject: 'Recogida movida a {pickup}: {reference}',
      intro: 'El vuelo {flight} ahora aterriza previsiblemente a las {landing}. La recogida del viaje {reference} ({from} a {to}) se ha movido a {pickup}.',
      sms: 'Viaje {reference}: el vuelo {flight} ahora aterriza a las {landing}. Nueva hora de recogida {pickup}.',
    },
    reconfirm: {
      paragraph: 'La recogida se ha movido más de una hora. Confirma en la aplicación antes de las {deadline} que aún puedes hacer este viaje; si no, vuelve a despacho.',
      sms: 'Confirma en la aplicación antes de las {deadline}, o el viaje vuelve a despacho.',
    },
  },
  alert: {
    cancelled: {
      subject: 'El vuelo {flight} figura como cancelado: {reference}',
      intro: 'Tu vuelo {flight} figura como cancelado. Tu traslado se mantiene por ahora y nuestro equipo ha sido avisado. Si te reubican en otro vuelo, cambia tu reserva con el enlace de abajo o responde a este correo, y organizaremos la recogida.',
    },
    diverted: {
      subject: 'El vuelo {flight} ha sido desviado: {reference}',
      intro: 'Tu vuelo {flight} ha sido desviado a {airport}. Nuestro equipo ha sido avisado y te contactará sobre tu traslado. También puedes responder a este correo.',
    },
    dispatch: 'Despacho: contacta con quien reservó y luego mantén, mueve o cancela el viaje desde el tablero de asignación.',
  },
};

const zh: FlightStrings = {
  moved: {
    traveller: {
      subject: '新的接车时间 {pickup}：航班 {flight}',
      intro: '您的航班 {flight} 现预计于 {landing} 降落。我们已将接车时间调整为 {pickup}，并保留您选择的落地后间隔。您无需进行任何操作。',
      sms: '{brand} {reference}：航班 {flight} 现预计 {landing} 降落。司机将于 {pickup} 接您。',
    },
    driver: {
      subject: '接车时间已改为 {pickup}：{reference}',
      intro: '航班 {flight} 现预计于 {landing} 降落。行程 {reference}（{from} 至 {to}）的接车时间已改为 {pickup}。',
      sms: '行程 {reference}：航班 {flight} 现预计 {landing} 降落。新的接车时间 {pickup}。',
    },
    reconfirm: {
      paragraph: '接车时间变动超过一小时。请在 {deadline} 前在应用中确认您仍能执行此行程，否则行程将退回调度。',
      sms: '请在 {deadline} 前在应用中确认，否则行程将退回调度。',
    },
  },
  alert: {
    cancelled: {
      subject: '航班 {flight} 显示已取消：{reference}',
      intro: '您的航班 {flight} 显示已取消。您的接送暂时保留，我们的团队已收到提醒。如果您改签了其他航班，请通过下方链接修改预订或直接回复此邮件，我们会安排接车。',
    },
    diverted: {
      subject: '航班 {flight} 已备降：{reference}',
      intro: '您的航班 {flight} 已备降至 {airport}。我们的团队已收到提醒，将就您的接送与您联系。您也可以直接回复此邮件。',
    },
    dispatch: '调度：请联系预订人，然后在派单面板上保留、调整或取消该行程。',
  },
};

export const FLIGHT_STRINGS: Record<Language, FlightStrings> = { en, fr, it, es, zh };
