import type { ReviewStrings } from './en';

export const it: ReviewStrings = {
  subject: 'Com’è andato il tuo viaggio? — {{reference}}',
  greeting: 'Buongiorno,',
  intro: 'Grazie per aver viaggiato con Paris Private Transfers. Ci racconti com’è andato il tuo trasferimento? Un voto da 1 a 5 stelle e, se vuoi, qualche parola: ci vuole un minuto e aiuta altri viaggiatori a scegliere.',
  headings: {
    ride: 'Il tuo trasferimento',
    review: 'La tua recensione',
  },
  labels: {
    bookedBy: 'Prenotato da',
    shownAs: 'Nome mostrato',
  },
  review: {
    once: 'Il link qui sotto apre un breve modulo sul nostro sito. Funziona una sola volta, solo per questa prenotazione.',
    checked: 'Il nostro team legge ogni recensione prima di pubblicarla. Una recensione pubblicata mostra il tuo voto, le tue parole, la data e il nome indicato sopra: mai il tuo indirizzo e-mail né il tuo numero di telefono.',
    link: 'Valuta il tuo viaggio',
  },
  signOff: 'Grazie, e a presto a Parigi,\nParis Private Transfers',
  footer: 'Inviamo questa e-mail una sola volta, perché un trasferimento prenotato con questo indirizzo è stato effettuato.',
};
