import type { ChangeStrings } from './en';

export const it: ChangeStrings = {
  headings: {
    refund: 'Rimborso',
    payment: 'Pagamento',
    tripNow: 'Il tuo viaggio ora',
    asked: 'Cosa hai chiesto',
    price: 'Prezzo',
    note: 'La nostra nota',
  },
  labels: {
    previousTotal: 'Prezzo precedente',
    newTotal: 'Nuovo prezzo',
    message: 'Il tuo messaggio',
  },
  cancelled: {
    subject: 'Prenotazione annullata — {{reference}}',
    intro: {
      booker: 'Come richiesto, il tuo transfer {{reference}} del {{when}} è annullato.',
      admin: 'Abbiamo dovuto annullare il tuo transfer {{reference}} del {{when}}. Ci scusiamo per il disagio.',
      traveller: 'Il transfer prenotato per te ({{reference}}, {{when}}) è stato annullato da chi l\'ha prenotato. Non devi fare nulla.',
    },
    refund: '{{amount}} ti viene rimborsato sulla carta usata per il pagamento. Di solito l\'importo arriva sul tuo conto entro {{min}}-{{max}} giorni lavorativi.',
    noRefund: 'Per questo annullamento non è previsto alcun rimborso. Per qualsiasi domanda, rispondi semplicemente a questa e-mail.',
    notCharged: 'Non è stato effettuato alcun addebito sulla tua carta: non c\'è nulla da rimborsare.',
    payDriver: 'Avevi scelto di pagare l\'autista il giorno del viaggio: non devi pagare nulla.',
  },
  requested: {
    subject: 'Richiesta di modifica ricevuta — {{reference}}',
    intro: 'Abbiamo ricevuto la tua richiesta di modifica del transfer {{reference}}. Il nostro team ti risponderà via e-mail il prima possibile. Nel frattempo la prenotazione resta invariata.',
  },
  confirmed: {
    subject: 'Prenotazione modificata — {{reference}}',
    intro: {
      booker: 'La modifica è confermata. Ecco il tuo transfer {{reference}} come è ora.',
      approved: 'Buone notizie: abbiamo approvato la tua richiesta di modifica. Ecco il tuo transfer {{reference}} come è ora.',
      traveller: 'Il transfer prenotato per te ({{reference}}) è stato modificato da chi l\'ha prenotato. Ecco il viaggio come è ora.',
    },
    paid: 'Hai pagato la differenza di {{amount}} con carta.',
    refunded: 'Ti rimborsiamo la differenza di {{amount}} sulla carta usata per il pagamento. Di solito l\'importo arriva sul tuo conto entro {{min}}-{{max}} giorni lavorativi.',
    collect: 'Da pagare all\'autista il giorno del viaggio, in contanti o con carta: {{amount}}.',
    same: 'Il prezzo resta invariato.',
    driverTold: 'Il tuo autista è stato informato della modifica.',
    driverArranging: 'Stiamo organizzando un autista per il nuovo viaggio: riceverai i suoi dati via e-mail.',
  },
  payDifference: {
    subject: 'Modifica approvata: paga la differenza — {{reference}}',
    intro: 'Abbiamo approvato la tua richiesta di modifica del transfer {{reference}}. Il nuovo prezzo è {{total}}. Per confermare la modifica, paga la differenza di {{amount}} entro il {{deadline}} (ora di Parigi). Finché non è pagata, la prenotazione resta invariata.',
    link: 'Paga {{amount}}',
  },
  declined: {
    subject: 'La tua richiesta di modifica — {{reference}}',
    intro: 'Siamo spiacenti: non possiamo apportare la modifica richiesta al tuo transfer {{reference}}. La prenotazione resta invariata.',
  },
};
