import type { PunctualityStrings } from './en';

export const it: PunctualityStrings = {
  subject: 'Ci scusiamo: {{amount}} rimborsati per la sua corsa {{reference}}',
  greeting: 'Buongiorno,',
  intro:
    'Ci dispiace: il suo autista non era al punto di ritrovo entro {{grace}} minuti dall’orario di presa. Come promette la nostra garanzia di puntualità, le abbiamo rimborsato automaticamente il {{percent}}% del prezzo della corsa.',
  headings: {
    ride: 'La sua corsa',
    refund: 'Il suo rimborso',
  },
  labels: {
    paid: 'Prezzo della corsa',
    refunded: 'Rimborsato',
  },
  refund: {
    card: 'Il denaro torna sulla carta con cui ha pagato. Arriva sul suo conto entro {{min}}-{{max}} giorni lavorativi.',
    nothing: 'Non deve fare nulla. Per qualsiasi domanda su questa corsa, ci scriva a {{email}}.',
  },
  signOff: 'Con le nostre scuse,\nParis Private Transfers',
  footer: 'Inviamo questa e-mail una sola volta, perché la garanzia di puntualità si è applicata a un transfer prenotato con questo indirizzo.',
};
