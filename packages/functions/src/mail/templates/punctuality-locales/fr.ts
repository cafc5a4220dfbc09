import type { PunctualityStrings } from './en';

export const fr: PunctualityStrings = {
  subject: 'Toutes nos excuses : {{amount}} remboursés pour votre trajet {{reference}}',
  greeting: 'Bonjour,',
  intro:
    'Nous sommes désolés : votre chauffeur n’était pas au point de prise en charge dans les {{grace}} minutes suivant l’heure prévue. Comme le promet notre garantie de ponctualité, nous vous avons remboursé automatiquement {{percent}} % du prix de votre trajet.',
  headings: {
    ride: 'Votre trajet',
    refund: 'Votre remboursement',
  },
  labels: {
    paid: 'Prix du trajet',
    refunded: 'Remboursé',
  },
  refund: {
    card: 'L’argent est reversé sur la carte avec laquelle vous avez payé. Il arrive sur votre compte sous {{min}} à {{max}} jours ouvrés.',
    nothing: 'Vous n’avez rien à faire. Pour toute question sur ce trajet, écrivez-nous à {{email}}.',
  },
  signOff: 'Avec toutes nos excuses,\nParis Private Transfers',
  footer: 'Nous envoyons cet e-mail une seule fois, parce que la garantie de ponctualité s’est appliquée à un transfert réservé avec cette adresse.',
};
