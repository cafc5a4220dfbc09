import type { RideStrings } from './en';

export const fr: RideStrings = {
  unnamedDriver: 'votre chauffeur',
  labels: {
    driver: 'Chauffeur',
    driverPhone: 'Téléphone',
    car: 'Voiture',
    plate: 'Immatriculation',
    sign: 'Nom sur la pancarte',
    traveller: 'Voyageur',
    travellerPhone: 'Téléphone du voyageur',
    payment: 'Paiement',
    notes: 'Remarques',
  },
  car: '{make} {model}, {colour}',
  carNoColour: '{make} {model}',
  carUnknown: 'détails du véhicule à venir',
  meeting: {
    airport: 'Dans le hall des arrivées de {place}, après le contrôle des passeports et la récupération des bagages. Votre chauffeur tient une pancarte au nom de « {sign} ».',
    station: 'Au bout du quai de votre train, à {place}, ou au point de rendez-vous du hall principal. Votre chauffeur tient une pancarte au nom de « {sign} ».',
    port: 'À la sortie du terminal passagers, {place}. Votre chauffeur tient une pancarte au nom de « {sign} ».',
    address: 'Devant l\'adresse de prise en charge : {place}. Votre chauffeur vous y attend à l\'heure prévue.',
  },
  details: {
    subject: {
      assigned: 'Votre chauffeur pour {reference} : {driver}',
      reassigned: 'Votre nouveau chauffeur pour {reference} : {driver}',
      reminder: 'Demain : votre transfert {reference} à {time}',
    },
    intro: {
      assigned: 'Bonne nouvelle : un chauffeur est attribué à votre transfert. Voici qui chercher et où le retrouver.',
      reassigned: 'Votre transfert a un nouveau chauffeur. Merci d\'utiliser ces informations à la place de celles envoyées précédemment.',
      reminder: 'Un rappel pour votre transfert de demain : voici votre chauffeur et le lieu de rendez-vous.',
    },
    headings: { driver: 'Votre chauffeur', meeting: 'Où se retrouver', help: 'Vous ne trouvez pas votre chauffeur ?' },
    flight: 'Votre chauffeur suit le vol {flight} et s\'adapte à son heure d\'atterrissage réelle.',
    help: {
      call: 'Appelez votre chauffeur, {driver}, ou envoyez-lui un message WhatsApp, au {phone}.',
      support: 'Si vous ne parvenez pas à le joindre, contactez notre service client : nous répondons 24 h/24, 7 j/7.',
      link: 'Contacter le service client',
    },
    sms: {
      assigned: 'Paris Private Transfers {reference} : votre chauffeur est {driver}, {phone}. {car}, immatriculation {plate}. Prise en charge {when}, pancarte « {sign} ».',
      reassigned: 'Paris Private Transfers {reference} : votre NOUVEAU chauffeur est {driver}, {phone}. {car}, immatriculation {plate}. Prise en charge {when}, pancarte « {sign} ».',
      reminder: 'Paris Private Transfers {reference} : demain {when}. Votre chauffeur : {driver}, {phone}. {car}, immatriculation {plate}, pancarte « {sign} ».',
    },
  },
  arranging: {
    subject: 'Votre transfert {reference} : coordonnées du chauffeur à venir',
    intro: 'Nous organisons le chauffeur de votre transfert du {when}. Votre réservation reste confirmée et vous n\'avez rien à faire : vous recevrez par e-mail les coordonnées du nouveau chauffeur dès qu\'elles seront confirmées.',
  },
  job: {
    subject: {
      new: 'Nouvelle course {reference} : {when}',
      'reminder-24h': 'Rappel : course {reference} demain à {time}',
      'reminder-2h': 'Course {reference} dans 2 heures, à {time}',
      updated: 'Course {reference} modifiée : {when}',
    },
    intro: {
      new: 'Une course vous a été attribuée. En voici le détail.',
      'reminder-24h': 'Un rappel de votre course dans environ 24 heures.',
      'reminder-2h': 'Votre course commence dans environ 2 heures : partez suffisamment tôt.',
      updated: 'La réservation de cette course a changé. En voici le détail à jour : utilisez-le à la place de celui envoyé précédemment.',
    },
    headings: { ride: 'La course', traveller: 'Le voyageur', rides: 'Vos courses' },
    collect: 'À encaisser auprès du voyageur : {amount} (espèces ou carte).',
    paid: 'Payée par carte : rien à encaisser.',
    link: 'Voir vos courses prévues',
    sms: {
      new: 'Nouvelle course {reference}',
      'reminder-24h': 'Rappel, demain : course {reference}',
      'reminder-2h': 'Dans 2 heures : course {reference}',
      updated: 'Course MODIFIÉE {reference}',
      body: '{when}, {from} → {to}. {party}. Pancarte « {sign} ». Voyageur : {traveller}, {phone}.',
      flight: 'Vol {flight}.',
      collect: 'Encaisser {amount}.',
      paid: 'Payée par carte.',
    },
  },
  removed: {
    subject: 'Course {reference} retirée de votre planning',
    intro: 'La course {reference} ({when}, {from} → {to}) a été retirée de votre planning : vous n\'avez plus à l\'effectuer.',
    reason: 'Motif : {reason}',
    reasons: {
      'booker-cancelled': 'le client a annulé la réservation.',
      'booking-changed': 'le client a modifié la réservation et le nouvel horaire ou le nouveau véhicule ne convient plus à votre planning.',
    },
    sms: 'La course {reference} ({when}) a été retirée de votre planning : vous n\'avez plus à l\'effectuer.',
  },
  handedBack: {
    subject: 'Course {reference} rendue',
    intro: 'Nous avons bien reçu la restitution de la course {reference} ({when}, {from} → {to}). Elle ne figure plus dans votre planning ; le dispatch va trouver un autre chauffeur.',
  },
  driverSignOff: 'Merci,\nLe dispatch de Paris Private Transfers',
  driverFooter: 'Vous recevez ce message parce que vous conduisez pour Paris Private Transfers.',
};
