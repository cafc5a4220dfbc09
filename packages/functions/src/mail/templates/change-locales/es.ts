import type { ChangeStrings } from './en';

export const es: ChangeStrings = {
  headings: {
    refund: 'Reembolso',
    payment: 'Pago',
    tripNow: 'Tu trayecto ahora',
    asked: 'Lo que has pedido',
    price: 'Precio',
    note: 'Nuestra nota',
  },
  labels: {
    previousTotal: 'Precio anterior',
    newTotal: 'Precio nuevo',
    message: 'Tu mensaje',
  },
  cancelled: {
    subject: 'Reserva cancelada — {{reference}}',
    intro: {
      booker: 'Como nos pediste, tu traslado {{reference}} del {{when}} está cancelado.',
      admin: 'Hemos tenido que cancelar tu traslado {{reference}} del {{when}}. Sentimos las molestias.',
      traveller: 'La persona que reservó el traslado para ti ({{reference}}, {{when}}) lo ha cancelado. No tienes que hacer nada.',
    },
    refund: 'Te reembolsamos {{amount}} en la tarjeta con la que pagaste. Normalmente llega a tu cuenta en un plazo de {{min}} a {{max}} días hábiles.',
    noRefund: 'Esta cancelación no da lugar a reembolso. Si tienes alguna pregunta, responde a este correo.',
    notCharged: 'No se ha cobrado nada en tu tarjeta: no hay nada que reembolsar.',
    payDriver: 'Habías elegido pagar al conductor el día del trayecto: no tienes nada que pagar.',
  },
  requested: {
    subject: 'Solicitud de cambio recibida — {{reference}}',
    intro: 'Hemos recibido tu solicitud de cambio del traslado {{reference}}. Nuestro equipo te responderá por correo electrónico lo antes posible. Mientras tanto, tu reserva sigue igual.',
  },
  confirmed: {
    subject: 'Reserva modificada — {{reference}}',
    intro: {
      booker: 'Tu cambio está confirmado. Este es tu traslado {{reference}} tal y como queda.',
      approved: 'Buenas noticias: hemos aprobado tu solicitud de cambio. Este es tu traslado {{reference}} tal y como queda.',
      traveller: 'La persona que reservó el traslado para ti ({{reference}}) lo ha modificado. Este es el trayecto tal y como queda.',
    },
    paid: 'Has pagado la diferencia de {{amount}} con tarjeta.',
    refunded: 'Te reembolsamos la diferencia de {{amount}} en la tarjeta con la que pagaste. Normalmente llega a tu cuenta en un plazo de {{min}} a {{max}} días hábiles.',
    collect: 'A pagar al conductor el día del trayecto, en efectivo o con tarjeta: {{amount}}.',
    same: 'El precio no cambia.',
    driverTold: 'Tu conductor ya está informado del cambio.',
    driverArranging: 'Estamos organizando un conductor para el nuevo trayecto: recibirás sus datos por correo electrónico.',
  },
  payDifference: {
    subject: 'Cambio aprobado: paga la diferencia — {{reference}}',
    intro: 'Hemos aprobado tu solicitud de cambio del traslado {{reference}}. El nuevo precio es {{total}}. Para confirmar el cambio, paga la diferencia de {{amount}} antes del {{deadline}} (hora de París). Hasta que esté pagada, tu reserva sigue igual.',
    link: 'Pagar {{amount}}',
  },
  declined: {
    subject: 'Tu solicitud de cambio — {{reference}}',
    intro: 'Lo sentimos: no podemos hacer el cambio que pediste en tu traslado {{reference}}. Tu reserva sigue igual.',
  },
};
