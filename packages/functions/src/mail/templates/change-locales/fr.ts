import type { ChangeStrings } from './en';

export const fr: ChangeStrings = {
  headings: {
    refund: 'Remboursement',
    payment: 'Paiement',
    tripNow: 'Votre trajet désormais',
    asked: 'Ce que vous avez demandé',
    price: 'Prix',
    note: 'Notre message',
  },
  labels: {
    previousTotal: 'Ancien prix',
    newTotal: 'Nouveau prix',
    message: 'Votre message',
  },
  cancelled: {
    subject: 'Réservation annulée — {{reference}}',
    intro: {
      booker: 'Comme vous l\'avez demandé, votre transfert {{reference}} du {{when}} est annulé.',
      admin: 'Nous avons dû annuler votre transfert {{reference}} du {{when}}. Nous vous prions de nous excuser pour la gêne occasionnée.',
      traveller: 'Le transfert réservé pour vous ({{reference}}, {{when}}) a été annulé par la personne qui l\'a réservé. Vous n\'avez rien à faire.',
    },
    refund: '{{amount}} vous est remboursé sur la carte utilisée pour le paiement. Le montant apparaît généralement sur votre compte sous {{min}} à {{max}} jours ouvrés.',
    noRefund: 'Aucun remboursement n\'est effectué pour cette annulation. Pour toute question, répondez simplement à cet e-mail.',
    notCharged: 'Votre carte n\'a pas été débitée : il n\'y a rien à rembourser.',
    payDriver: 'Vous aviez choisi de payer le chauffeur le jour du trajet : vous n\'avez rien à payer.',
  },
  requested: {
    subject: 'Demande de modification reçue — {{reference}}',
    intro: 'Nous avons bien reçu votre demande de modification du transfert {{reference}}. Notre équipe vous répondra par e-mail dans les meilleurs délais. D\'ici là, votre réservation reste inchangée.',
  },
  confirmed: {
    subject: 'Réservation modifiée — {{reference}}',
    intro: {
      booker: 'Votre modification est confirmée. Voici votre transfert {{reference}} tel qu\'il est désormais.',
      approved: 'Bonne nouvelle : nous avons accepté votre demande de modification. Voici votre transfert {{reference}} tel qu\'il est désormais.',
      traveller: 'Le transfert réservé pour vous ({{reference}}) a été modifié par la personne qui l\'a réservé. Voici le trajet tel qu\'il est désormais.',
    },
    paid: 'Vous avez payé la différence de {{amount}} par carte.',
    refunded: 'Nous vous remboursons la différence de {{amount}} sur la carte utilisée pour le paiement. Le montant apparaît généralement sur votre compte sous {{min}} à {{max}} jours ouvrés.',
    collect: 'À payer au chauffeur le jour du trajet, en espèces ou par carte : {{amount}}.',
    same: 'Le prix ne change pas.',
    driverTold: 'Votre chauffeur a été informé de la modification.',
    driverArranging: 'Nous organisons un chauffeur pour le nouveau trajet : vous recevrez ses coordonnées par e-mail.',
  },
  payDifference: {
    subject: 'Modification acceptée : réglez la différence — {{reference}}',
    intro: 'Nous avons accepté votre demande de modification du transfert {{reference}}. Le nouveau prix est de {{total}}. Pour confirmer la modification, veuillez régler la différence de {{amount}} avant le {{deadline}} (heure de Paris). Tant qu\'elle n\'est pas réglée, votre réservation reste inchangée.',
    link: 'Payer {{amount}}',
  },
  declined: {
    subject: 'Votre demande de modification — {{reference}}',
    intro: 'Nous sommes désolés : nous ne pouvons pas apporter la modification demandée à votre transfert {{reference}}. Votre réservation reste inchangée.',
  },
};
