import type { MailStrings } from './en';

export const fr: MailStrings = {
  locale: 'fr-FR',
  brand: 'Paris Private Transfers',
  labelSeparator: ' : ',
  listSeparator: ', ',
  subject: {
    booker: 'Réservation confirmée — {reference}',
    traveller: '{booker} a réservé un transfert pour vous — {reference}',
  },
  greeting: 'Bonjour {name},',
  intro: {
    booker: 'Merci : votre transfert est réservé. En voici le détail.',
    traveller: '{booker} a réservé un transfert pour vous auprès de Paris Private Transfers. En voici le détail.',
  },
  headings: {
    trip: 'Votre trajet',
    price: 'Prix',
    payment: 'Paiement',
    next: 'La suite',
    manage: 'Gérer votre réservation',
  },
  labels: {
    reference: 'Référence de réservation',
    from: 'Départ',
    to: 'Arrivée',
    pickup: 'Prise en charge',
    flight: 'Vol',
    vehicle: 'Véhicule',
    party: 'Passagers et bagages',
    extras: 'Options',
    total: 'Total',
  },
  pickupWhen: '{date} à {time} (heure de Paris)',
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
      unpaid: 'En attente du paiement de {booker}.',
      refunded: 'Cette réservation a été remboursée.',
    },
  },
  next: {
    driver: 'Dès qu’un chauffeur est attribué, nous vous envoyons par e-mail son nom, son numéro de téléphone et son véhicule.',
    included: 'L’accueil personnalisé et le suivi du vol sont inclus : si votre vol est en avance ou en retard, votre chauffeur le sait.',
    cancellation: {
      paid: 'Annulation gratuite plus de 24 heures avant la prise en charge (remboursement intégral) ; en cas d’annulation moins de 24 heures avant, 80 % du prix est remboursé.',
      unpaid: 'Annulation gratuite plus de 24 heures avant la prise en charge.',
    },
  },
  manage: {
    booker: 'Consultez, modifiez ou annulez votre réservation à tout moment :',
    link: 'Gérer ma réservation',
    traveller: 'Pour modifier ou annuler cette réservation, contactez {booker}, qui l’a effectuée.',
  },
  signOff: 'À bientôt à Paris,\nParis Private Transfers',
  footer: 'Vous recevez cet e-mail parce qu’un transfert a été réservé avec cette adresse.',
};
