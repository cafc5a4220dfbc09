import type { FlightStrings } from './en';

export const it: FlightStrings = {
  moved: {
    traveller: {
      subject: 'Nuovo orario di presa {{pickup}}: volo {{flight}}',
      intro: "Il tuo volo {{flight}} ora dovrebbe atterrare alle {{landing}}. Abbiamo spostato la presa alle {{pickup}}, mantenendo il tempo che avevi scelto dopo l'atterraggio. Non devi fare nulla.",
      sms: "{{brand}} {{reference}}: il volo {{flight}} ora atterra alle {{landing}}. L'autista ti aspetterà alle {{pickup}}.",
    },
    driver: {
      subject: 'Presa spostata a {{pickup}}: {{reference}}',
      intro: 'Il volo {{flight}} ora dovrebbe atterrare alle {{landing}}. La presa della corsa {{reference}} ({{from}} - {{to}}) è spostata a {{pickup}}.',
      sms: 'Corsa {{reference}}: il volo {{flight}} ora atterra alle {{landing}}. Nuovo orario di presa {{pickup}}.',
    },
    reconfirm: {
      paragraph: "La presa si è spostata di più di un'ora. Conferma nell'app entro le {{deadline}} che puoi ancora fare questa corsa; altrimenti torna al dispatch.",
      sms: "Conferma nell'app entro le {{deadline}}, altrimenti la corsa torna al dispatch.",
    },
  },
  alert: {
    cancelled: {
      subject: 'Il volo {{flight}} risulta cancellato: {{reference}}',
      intro: "Il tuo volo {{flight}} risulta cancellato. Il trasferimento resta prenotato per ora e il nostro team è stato avvisato. Se vieni riprotetto su un altro volo, modifica la prenotazione con il link qui sotto o rispondi a questa e-mail, e organizzeremo la presa.",
    },
    diverted: {
      subject: 'Il volo {{flight}} è stato dirottato: {{reference}}',
      intro: 'Il tuo volo {{flight}} è stato dirottato su {{airport}}. Il nostro team è stato avvisato e ti contatterà per il trasferimento. Puoi anche rispondere a questa e-mail.',
    },
    dispatch: "Dispatch: contatta il cliente, poi mantieni, sposta o annulla la corsa dalla bacheca di assegnazione.",
  },
};
