import type { RideStrings } from './en';

export const it: RideStrings = {
  unnamedDriver: 'il tuo autista',
  labels: {
    driver: 'Autista',
    driverPhone: 'Telefono',
    car: 'Auto',
    plate: 'Targa',
    sign: 'Nome sul cartello',
    traveller: 'Passeggero',
    travellerPhone: 'Telefono del passeggero',
    payment: 'Pagamento',
    notes: 'Note',
  },
  car: '{make} {model}, {colour}',
  carNoColour: '{make} {model}',
  carUnknown: 'dettagli dell\'auto in arrivo',
  meeting: {
    airport: 'Nella sala arrivi di {place}, dopo il controllo passaporti e il ritiro bagagli. Il tuo autista tiene un cartello con il nome "{sign}".',
    station: 'In fondo al binario del tuo treno a {place}, oppure al punto d\'incontro dell\'atrio principale. Il tuo autista tiene un cartello con il nome "{sign}".',
    port: 'All\'uscita del terminal passeggeri, {place}. Il tuo autista tiene un cartello con il nome "{sign}".',
    address: 'Fuori, all\'indirizzo di partenza: {place}. Il tuo autista ti aspetta lì all\'orario previsto.',
  },
  details: {
    subject: {
      assigned: 'Il tuo autista per {reference}: {driver}',
      reassigned: 'Il tuo nuovo autista per {reference}: {driver}',
      reminder: 'Domani: il tuo transfer {reference} alle {time}',
    },
    intro: {
      assigned: 'Buone notizie: al tuo transfer è stato assegnato un autista. Ecco chi cercare e dove incontrarvi.',
      reassigned: 'Il tuo transfer ha un nuovo autista. Usa questi dati al posto di quelli inviati in precedenza.',
      reminder: 'Un promemoria per il tuo transfer di domani: ecco il tuo autista e il punto d\'incontro.',
    },
    headings: { driver: 'Il tuo autista', meeting: 'Dove incontrarsi', help: 'Non trovi il tuo autista?' },
    flight: 'Il tuo autista segue il volo {flight} e si adegua al suo orario di atterraggio reale.',
    help: {
      call: 'Chiama il tuo autista, {driver}, o mandagli un messaggio WhatsApp, al numero {phone}.',
      support: 'Se non riesci a contattarlo, scrivi al nostro servizio clienti: rispondiamo 24 ore su 24, 7 giorni su 7.',
      link: 'Contatta l\'assistenza',
    },
    sms: {
      assigned: 'Paris Private Transfers {reference}: il tuo autista è {driver}, {phone}. {car}, targa {plate}. Partenza {when}, cartello "{sign}".',
      reassigned: 'Paris Private Transfers {reference}: il tuo NUOVO autista è {driver}, {phone}. {car}, targa {plate}. Partenza {when}, cartello "{sign}".',
      reminder: 'Paris Private Transfers {reference}: domani {when}. Il tuo autista: {driver}, {phone}. {car}, targa {plate}, cartello "{sign}".',
    },
  },
  arranging: {
    subject: 'Il tuo transfer {reference}: i dati dell\'autista arriveranno a breve',
    intro: 'Stiamo organizzando l\'autista per il tuo transfer del {when}. La prenotazione resta confermata e non devi fare nulla: riceverai via e-mail i dati del nuovo autista appena saranno confermati.',
  },
  job: {
    subject: {
      new: 'Nuova corsa {reference}: {when}',
      'reminder-24h': 'Promemoria: corsa {reference} domani alle {time}',
      'reminder-2h': 'Corsa {reference} tra 2 ore, alle {time}',
      updated: 'Corsa {reference} modificata: {when}',
    },
    intro: {
      new: 'Ti è stata assegnata una corsa. Ecco i dettagli.',
      'reminder-24h': 'Un promemoria della tua corsa tra circa 24 ore.',
      'reminder-2h': 'La tua corsa inizia tra circa 2 ore: parti per tempo.',
      updated: 'La prenotazione di questa corsa è cambiata. Ecco i dettagli aggiornati: usa questi al posto di quelli inviati prima.',
    },
    headings: { ride: 'La corsa', traveller: 'Il passeggero', rides: 'Le tue corse' },
    collect: 'Da incassare dal passeggero: {amount} (contanti o carta).',
    paid: 'Pagata con carta: niente da incassare.',
    link: 'Apri le tue corse programmate',
    sms: {
      new: 'Nuova corsa {reference}',
      'reminder-24h': 'Promemoria, domani: corsa {reference}',
      'reminder-2h': 'Tra 2 ore: corsa {reference}',
      updated: 'Corsa MODIFICATA {reference}',
      body: '{when}, {from} → {to}. {party}. Cartello "{sign}". Passeggero: {traveller}, {phone}.',
      flight: 'Volo {flight}.',
      collect: 'Incassare {amount}.',
      paid: 'Pagata con carta.',
    },
  },
  removed: {
    subject: 'Corsa {reference} tolta dal tuo programma',
    intro: 'La corsa {reference} ({when}, {from} → {to}) è stata tolta dal tuo programma: non devi più effettuarla.',
    reason: 'Motivo: {reason}',
    reasons: {
      'booker-cancelled': 'il cliente ha annullato la prenotazione.',
      'booking-changed': 'il cliente ha modificato la prenotazione e il nuovo orario o il nuovo veicolo non è più compatibile con il tuo programma.',
    },
    sms: 'La corsa {reference} ({when}) è stata tolta dal tuo programma: non devi più effettuarla.',
  },
  handedBack: {
    subject: 'Corsa {reference} restituita',
    intro: 'Abbiamo ricevuto la restituzione della corsa {reference} ({when}, {from} → {to}). Non è più nel tuo programma; il dispatch troverà un altro autista.',
  },
  driverSignOff: 'Grazie,\nIl dispatch di Paris Private Transfers',
  driverFooter: 'Ricevi questo messaggio perché guidi per Paris Private Transfers.',
};
