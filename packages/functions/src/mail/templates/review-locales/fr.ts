import type { ReviewStrings } from './en';

export const fr: ReviewStrings = {
  subject: 'Comment s’est passé votre trajet ? — {{reference}}',
  greeting: 'Bonjour,',
  intro: 'Merci d’avoir voyagé avec Paris Private Transfers. Voulez-vous nous dire comment s’est passé votre trajet ? Une note de 1 à 5 étoiles et, si vous le souhaitez, quelques mots : cela prend une minute et aide d’autres voyageurs à choisir.',
  headings: {
    ride: 'Votre trajet',
    review: 'Votre avis',
  },
  labels: {
    bookedBy: 'Réservé par',
    shownAs: 'Affiché sous le nom',
  },
  review: {
    once: 'Le lien ci-dessous ouvre un court formulaire sur notre site. Il ne sert qu’une fois, pour cette réservation uniquement.',
    checked: 'Notre équipe lit chaque avis avant de le publier. Un avis publié montre votre note, vos mots, la date et le nom ci-dessus : jamais votre adresse e-mail ni votre numéro de téléphone.',
    link: 'Noter votre trajet',
  },
  signOff: 'Merci, et à bientôt à Paris,\nParis Private Transfers',
  footer: 'Nous envoyons cet e-mail une seule fois, parce qu’un transfert réservé avec cette adresse a été effectué.',
};
