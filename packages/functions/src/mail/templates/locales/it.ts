import type { MailStrings } from './en';

export const it: MailStrings = {
  locale: 'it-IT',
  brand: 'Paris Private Transfers',
  labelSeparator: ': ',
  listSeparator: ', ',
  subject: {
    booker: 'Prenotazione confermata — {reference}',
    traveller: '{booker} ha prenotato un transfer per te — {reference}',
  },
  greeting: 'Gentile {name},',
  intro: {
    booker: 'Grazie: il tuo transfer è prenotato. Ecco i dettagli.',
    traveller: '{booker} ha prenotato per te un transfer con Paris Private Transfers. Ecco i dettagli.',
  },
  headings: {
    trip: 'Il tuo viaggio',
    price: 'Prezzo',
    payment: 'Pagamento',
    next: 'Cosa succede ora',
    manage: 'Gestisci la prenotazione',
  },
  labels: {
    reference: 'Codice di prenotazione',
    from: 'Partenza',
    to: 'Arrivo',
    pickup: 'Ritiro',
    flight: 'Volo',
    vehicle: 'Veicolo',
    party: 'Passeggeri e bagagli',
    extras: 'Extra',
    total: 'Totale',
  },
  pickupWhen: '{date} alle {time} (ora di Parigi)',
  vehicles: { sedan: 'Berlina', van: 'Van (monovolume)' },
  party: {
    passengers: { one: '{n} passeggero', other: '{n} passeggeri' },
    luggage: { one: '{n} bagaglio grande', other: '{n} bagagli grandi' },
    noLuggage: 'nessun bagaglio grande',
    childSeats: { one: '{n} seggiolino per bambini', other: '{n} seggiolini per bambini' },
    boosterSeats: { one: '{n} rialzo', other: '{n} rialzi' },
  },
  lines: {
    fare: {
      'airport-fixed': 'Tariffa fissa aeroporto',
      short: 'Transfer (breve distanza)',
      long: 'Transfer ({km} km)',
    },
    'child-seat': 'Seggiolino per bambini',
    'booster-seat': 'Rialzo',
    'extra-stop': 'Fermata aggiuntiva',
    pet: 'Animale domestico',
  },
  quantity: '{label} × {n}',
  payment: {
    booker: {
      paid: 'Pagato con carta.',
      pay_driver: 'Da pagare all’autista il giorno stesso, in contanti o con carta.',
      unpaid: 'In attesa di pagamento.',
      refunded: 'Rimborsato.',
    },
    traveller: {
      paid: 'La corsa è già pagata: il giorno stesso non c’è nulla da pagare.',
      pay_driver: 'Da pagare all’autista il giorno stesso, in contanti o con carta: {total}.',
      unpaid: 'In attesa del pagamento di {booker}.',
      refunded: 'Questa prenotazione è stata rimborsata.',
    },
  },
  next: {
    driver: 'Appena un autista sarà assegnato, ti invieremo per e-mail il suo nome, il numero di telefono e l’auto.',
    included: 'Accoglienza in arrivo e monitoraggio del volo sono inclusi: se il volo è in anticipo o in ritardo, l’autista lo sa.',
    cancellation: {
      paid: 'Cancellazione gratuita se annulli più di 24 ore prima del ritiro (rimborso completo); se annulli nelle 24 ore precedenti, ti rimborsiamo l’80% del prezzo.',
      unpaid: 'Cancellazione gratuita se annulli più di 24 ore prima del ritiro.',
    },
  },
  manage: {
    booker: 'Consulta, modifica o annulla la prenotazione in qualsiasi momento:',
    link: 'Gestisci la mia prenotazione',
    traveller: 'Per modificare o annullare questa prenotazione, contatta {booker}, che l’ha effettuata.',
  },
  signOff: 'A presto a Parigi,\nParis Private Transfers',
  footer: 'Ricevi questa e-mail perché è stato prenotato un transfer con questo indirizzo.',
};
