import type { MailStrings } from './en';

export const fr: MailStrings = {
  brand: 'Paris Private Transfers',
  labelSeparator: ' : ',
  listSeparator: ', ',
  subject: {
    booker: 'Réservation confirmée — {reference}',
    traveller: 'Un transfert a été réservé pour vous — {reference}',
  },
  greeting: 'Bonjour,',
  greetingNamed: 'Bonjour {name},',
  intro: {
    booker: 'Merci : votre transfert est réservé. En voici le détail.',
    traveller: 'Un transfert a été réservé pour vous auprès de Paris Private Transfers. En voici le détail, avec le nom indiqué par la personne qui l’a réservé.',
  },
  headings: {
    trip: 'Votre trajet',
    price: 'Prix',
    payment: 'Paiement',
    next: 'La suite',
    manage: 'Votre réservation en ligne',
  },
  labels: {
    reference: 'Référence de réservation',
    bookedBy: 'Réservé par',
    traveller: 'Voyageur',
    from: 'Départ',
    to: 'Arrivée',
    pickup: 'Prise en charge',
    flight: 'Vol',
    vehicle: 'Véhicule',
    party: 'Passagers et bagages',
    extras: 'Options',
    total: 'Total',
  },
  pickupWhen: '{date} à {time} (heure de Paris, {zone})',
  vehicles: { sedan: 'Berline', van: 'Van (monospace)' },
  party: {
    passengers: { one: '{n} passager', other: '{n} passagers' },
    luggage: { one: '{n} grand bagage', other: '{n} grands bagages' },
    noLuggage: 'aucun grand bagage',
    childSeats: { one: '{n} siège enfant', other: '{n} sièges enfant' },
    boosterSeats: { one: '{n} rehausseur', other: '{n} rehausseurs' },
  },
  lines: {
    fare: {
      'airport-fixed': 'Forfait aéroport',
      short: 'Transfert (courte distance)',
      long: 'Transfert ({km} km)',
    },
    'child-seat': 'Siège enfant',
    'booster-seat': 'Rehausseur',
    'extra-stop': 'Arrêt supplémentaire',
    pet: 'Animal de compagnie',
  },
  quantity: '{label} × {n}',
  payment: {
    booker: {
      paid: 'Payé par carte.',
      pay_driver: 'À régler au chauffeur le jour même, en espèces ou par carte.',
      unpaid: 'En attente de paiement.',
      refunded: 'Remboursé.',
    },
    traveller: {
      paid: 'La course est payée : vous n’avez rien à régler le jour même.',
      pay_driver: 'À régler au chauffeur le jour même, en espèces ou par carte : {total}.',
      unpaid: 'En attente du paiement de la personne qui l’a réservé.',
      refunded: 'Cette réservation a été remboursée.',
    },
  },
  next: {
    driver: 'Dès qu’un chauffeur est attribué, nous vous envoyons par e-mail son nom, son numéro de téléphone et son véhicule.',
    included: 'L’accueil personnalisé et le suivi du vol sont inclus : si votre vol est en avance ou en retard, votre chauffeur le sait.',
    cancellation: 'Annulation gratuite plus de {hours} heures avant la prise en charge (remboursement intégral) ; en cas d’annulation moins de {hours} heures avant, {percent} % du prix est remboursé.',
  },
  manage: {
    booker: 'Conservez ce lien : il affiche votre réservation et son statut à tout moment.',
    link: 'Voir votre réservation',
    traveller: 'Pour modifier ou annuler cette réservation, contactez la personne qui l’a effectuée (nommée ci-dessus).',
  },
  signOff: 'À bientôt à Paris,\nParis Private Transfers',
  footer: 'Vous recevez cet e-mail parce qu’un transfert a été réservé avec cette adresse.',
  application: {
    greetingNoName: 'Bonjour,',
    approved: {
      driver: {
        subject: 'Votre candidature de chauffeur est acceptée',
        intro: 'Bonne nouvelle : votre candidature pour conduire avec Paris Private Transfers est acceptée. Bienvenue parmi nous !',
        heading: 'Votre tableau de bord chauffeur',
        body: 'Vous pouvez maintenant vous connecter et voir votre tableau de bord chauffeur. Connectez-vous avec l’adresse e-mail et le mot de passe de votre compte.',
        link: 'Accéder à mon tableau de bord chauffeur',
      },
      partner: {
        subject: 'Votre candidature de partenaire est acceptée',
        intro: 'Bonne nouvelle : votre candidature pour devenir partenaire de Paris Private Transfers est acceptée. Bienvenue parmi nous !',
        heading: 'Votre tableau de bord partenaire',
        body: 'Vous pouvez maintenant vous connecter et voir votre tableau de bord partenaire. Connectez-vous avec l’adresse e-mail et le mot de passe de votre compte.',
        link: 'Accéder à mon tableau de bord partenaire',
      },
    },
    rejected: {
      driver: {
        subject: 'Votre candidature de chauffeur : notre décision',
        intro: 'Merci pour votre candidature de chauffeur chez Paris Private Transfers. Nous l’avons examinée avec attention et nous regrettons de ne pas pouvoir l’accepter pour le moment.',
      },
      partner: {
        subject: 'Votre candidature de partenaire : notre décision',
        intro: 'Merci pour votre candidature de partenaire de Paris Private Transfers. Nous l’avons examinée avec attention et nous regrettons de ne pas pouvoir l’accepter pour le moment.',
      },
      heading: 'Des questions ?',
      body: 'Pour en savoir plus, ou si votre situation change, répondez simplement à cet e-mail ou contactez notre service client : nous répondons en moins d’une heure, 24 h/24 et 7 j/7. Votre compte reste ouvert : vous pouvez toujours réserver des transferts, et vous pourrez déposer une nouvelle candidature.',
      link: 'Nous contacter',
    },
    signOff: 'Bien cordialement,\nL’équipe Paris Private Transfers',
    footer: 'Vous recevez cet e-mail parce que vous avez déposé une candidature auprès de Paris Private Transfers avec cette adresse.',
  },
};
