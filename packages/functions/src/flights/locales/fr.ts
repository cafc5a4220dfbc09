import type { FlightStrings } from './en';

export const fr: FlightStrings = {
  moved: {
    traveller: {
      subject: 'Nouvelle heure de prise en charge {{pickup}} : vol {{flight}}',
      intro: "Votre vol {{flight}} doit désormais atterrir à {{landing}}. Nous avons décalé votre prise en charge à {{pickup}}, en gardant le délai que vous aviez choisi après l'atterrissage. Vous n'avez rien à faire.",
      sms: '{{brand}} {{reference}} : le vol {{flight}} atterrit désormais à {{landing}}. Votre chauffeur vous attendra à {{pickup}}.',
    },
    driver: {
      subject: 'Prise en charge décalée à {{pickup}} : {{reference}}',
      intro: "Le vol {{flight}} doit désormais atterrir à {{landing}}. La prise en charge de la course {{reference}} ({{from}} vers {{to}}) est décalée à {{pickup}}.",
      sms: 'Course {{reference}} : le vol {{flight}} atterrit désormais à {{landing}}. Nouvelle heure de prise en charge {{pickup}}.',
    },
    reconfirm: {
      paragraph: "La prise en charge a bougé de plus d'une heure. Confirmez dans l'application avant {{deadline}} que vous pouvez toujours assurer cette course ; sinon elle retourne au dispatch.",
      sms: "Confirmez dans l'application avant {{deadline}}, sinon la course retourne au dispatch.",
    },
  },
  alert: {
    cancelled: {
      subject: 'Le vol {{flight}} est indiqué annulé : {{reference}}',
      intro: "Votre vol {{flight}} est indiqué annulé. Votre transfert est conservé pour l'instant et notre équipe a été prévenue. Si vous êtes replacé sur un autre vol, modifiez votre réservation avec le lien ci-dessous ou répondez à cet e-mail, et nous organiserons la prise en charge.",
    },
    diverted: {
      subject: 'Le vol {{flight}} a été dérouté : {{reference}}',
      intro: 'Votre vol {{flight}} a été dérouté vers {{airport}}. Notre équipe a été prévenue et vous contactera au sujet de votre transfert. Vous pouvez aussi répondre à cet e-mail.',
    },
    dispatch: "Dispatch : contactez le client, puis gardez, décalez ou annulez la course depuis le tableau d'attribution.",
  },
};
