import type { ContactStrings } from './en';

export const fr: ContactStrings = {
  subject: 'Nous avons bien reçu votre message',
  greeting: 'Bonjour,',
  intro: 'Merci d’avoir contacté Paris Private Transfers : votre message est bien parvenu à notre équipe d’assistance.',
  promise_one: 'Nous répondons à chaque message sous {{count, decimal}} heure, 24 heures sur 24 et 7 jours sur 7.',
  promise_other: 'Nous répondons à chaque message sous {{count, decimal}} heures, 24 heures sur 24 et 7 jours sur 7.',
  headings: {
    sent: 'Ce que vous nous avez envoyé',
    sooner: 'Besoin d’une réponse plus rapide ?',
  },
  labels: {
    reference: 'Référence de réservation',
  },
  quoteNote: 'Cité exactement tel qu’il a été saisi dans notre formulaire de contact.',
  whatsapp: 'Pour une question urgente sur un transfert prévu aujourd’hui, écrivez-nous sur WhatsApp.',
  whatsappLink: 'Nous écrire sur WhatsApp',
  signOff: 'Bien cordialement,\nL’équipe Paris Private Transfers',
  footer: 'Vous recevez cet e-mail parce que cette adresse a été saisie dans le formulaire de contact de notre site. Si vous ne nous avez pas écrit, ignorez-le simplement : rien d’autre ne vous sera envoyé.',
};
