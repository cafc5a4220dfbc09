import type { ContactStrings } from './en';

export const it: ContactStrings = {
  subject: 'Abbiamo ricevuto il tuo messaggio',
  greeting: 'Ciao,',
  intro: 'Grazie per aver contattato Paris Private Transfers: il tuo messaggio è arrivato al nostro servizio di assistenza.',
  promise_one: 'Rispondiamo a ogni messaggio entro {{count, decimal}} ora, 24 ore su 24, 7 giorni su 7.',
  promise_other: 'Rispondiamo a ogni messaggio entro {{count, decimal}} ore, 24 ore su 24, 7 giorni su 7.',
  headings: {
    sent: 'Cosa ci hai inviato',
    sooner: 'Ti serve una risposta prima?',
  },
  labels: {
    reference: 'Codice di prenotazione',
  },
  quoteNote: 'Riportato esattamente come è stato scritto nel nostro modulo di contatto.',
  whatsapp: 'Per una domanda urgente su un transfer di oggi, scrivici su WhatsApp.',
  whatsappLink: 'Scrivici su WhatsApp',
  signOff: 'Cordiali saluti,\nIl team di Paris Private Transfers',
  footer: 'Ricevi questa e-mail perché questo indirizzo è stato inserito nel modulo di contatto del nostro sito. Se non ci hai scritto tu, ignorala pure: non ti invieremo nient’altro.',
};
