import type { MailStrings } from './en';

export const it: MailStrings = {
  brand: 'Paris Private Transfers',
  labelSeparator: ': ',
  listSeparator: ', ',
  subject: {
    booker: 'Prenotazione confermata — {reference}',
    traveller: 'È stato prenotato un transfer per te — {reference}',
  },
  greeting: 'Buongiorno,',
  greetingNamed: 'Gentile {name},',
  intro: {
    booker: 'Grazie: il tuo transfer è prenotato. Ecco i dettagli.',
    traveller: 'È stato prenotato per te un transfer con Paris Private Transfers. Ecco i dettagli, con il nome indicato da chi l’ha prenotato.',
  },
  headings: {
    trip: 'Il tuo viaggio',
    price: 'Prezzo',
    payment: 'Pagamento',
    next: 'Cosa succede ora',
    manage: 'La tua prenotazione online',
  },
  labels: {
    reference: 'Codice di prenotazione',
    bookedBy: 'Prenotato da',
    traveller: 'Viaggiatore',
    from: 'Partenza',
    to: 'Arrivo',
    pickup: 'Ritiro',
    flight: 'Volo',
    vehicle: 'Veicolo',
    party: 'Passeggeri e bagagli',
    extras: 'Extra',
    total: 'Totale',
  },
  pickupWhen: '{date} alle {time} (ora di Parigi, {zone})',
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
      unpaid: 'In attesa del pagamento di chi l’ha prenotato.',
      refunded: 'Questa prenotazione è stata rimborsata.',
    },
  },
  next: {
    driver: 'Appena un autista sarà assegnato, ti invieremo per e-mail il suo nome, il numero di telefono e l’auto.',
    included: 'Accoglienza in arrivo e monitoraggio del volo sono inclusi: se il volo è in anticipo o in ritardo, l’autista lo sa.',
    cancellation: 'Cancellazione gratuita se annulli più di {hours} ore prima del ritiro (rimborso completo); se annulli nelle {hours} ore precedenti, rimborso parziale ({percent}% del prezzo).',
  },
  manage: {
    booker: 'Conserva questo link: mostra la tua prenotazione e il suo stato in qualsiasi momento.',
    link: 'Vedi la tua prenotazione',
    traveller: 'Per modificare o annullare questa prenotazione, contatta la persona che l’ha effettuata (indicata sopra).',
  },
  signOff: 'A presto a Parigi,\nParis Private Transfers',
  footer: 'Ricevi questa e-mail perché è stato prenotato un transfer con questo indirizzo.',
  application: {
    greetingNoName: 'Buongiorno,',
    approved: {
      driver: {
        subject: 'La tua candidatura come autista è stata approvata',
        intro: 'Buone notizie: la tua candidatura per guidare con Paris Private Transfers è stata approvata. Ti diamo il benvenuto!',
        heading: 'La tua dashboard autista',
        body: 'Ora puoi accedere e vedere la tua dashboard autista. Accedi con l’indirizzo e-mail e la password del tuo account.',
        link: 'Accedi alla tua dashboard autista',
      },
      partner: {
        subject: 'La tua candidatura come partner è stata approvata',
        intro: 'Buone notizie: la tua candidatura per diventare partner di Paris Private Transfers è stata approvata. Ti diamo il benvenuto!',
        heading: 'La tua dashboard partner',
        body: 'Ora puoi accedere e vedere la tua dashboard partner. Accedi con l’indirizzo e-mail e la password del tuo account.',
        link: 'Accedi alla tua dashboard partner',
      },
    },
    rejected: {
      driver: {
        subject: 'La tua candidatura come autista: la nostra decisione',
        intro: 'Grazie per la tua candidatura come autista con Paris Private Transfers. L’abbiamo esaminata con attenzione e ci dispiace di non poterla approvare per il momento.',
      },
      partner: {
        subject: 'La tua candidatura come partner: la nostra decisione',
        intro: 'Grazie per la tua candidatura come partner di Paris Private Transfers. L’abbiamo esaminata con attenzione e ci dispiace di non poterla approvare per il momento.',
      },
      heading: 'Domande?',
      body: 'Se vuoi saperne di più, o se la tua situazione cambia, rispondi semplicemente a questa e-mail o contatta il nostro servizio clienti: rispondiamo entro 1 ora, 24 ore su 24, 7 giorni su 7. Il tuo account resta attivo: puoi continuare a prenotare transfer e potrai candidarti di nuovo.',
      link: 'Contattaci',
    },
    signOff: 'Cordiali saluti,\nIl team di Paris Private Transfers',
    footer: 'Ricevi questa e-mail perché hai inviato una candidatura a Paris Private Transfers con questo indirizzo.',
  },
};
