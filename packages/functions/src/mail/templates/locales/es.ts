import type { MailStrings } from './en';

export const es: MailStrings = {
  brand: 'Paris Private Transfers',
  labelSeparator: ': ',
  listSeparator: ', ',
  subject: {
    booker: 'Reserva confirmada — {reference}',
    traveller: 'Se ha reservado un traslado para ti — {reference}',
  },
  greeting: 'Hola:',
  greetingNamed: 'Hola, {name}:',
  intro: {
    booker: 'Gracias: tu traslado está reservado. Estos son los detalles.',
    traveller: 'Se ha reservado un traslado para ti con Paris Private Transfers. Estos son los detalles, con el nombre indicado por la persona que lo reservó.',
  },
  headings: {
    trip: 'Tu trayecto',
    price: 'Precio',
    payment: 'Pago',
    next: 'Próximos pasos',
    manage: 'Tu reserva en línea',
  },
  labels: {
    reference: 'Referencia de la reserva',
    bookedBy: 'Reservado por',
    traveller: 'Viajero',
    from: 'Origen',
    to: 'Destino',
    pickup: 'Recogida',
    flight: 'Vuelo',
    vehicle: 'Vehículo',
    party: 'Pasajeros y equipaje',
    extras: 'Extras',
    total: 'Total',
  },
  pickupWhen: '{date} a las {time} (hora de París, {zone})',
  vehicles: { sedan: 'Sedán', van: 'Furgoneta (monovolumen)' },
  party: {
    passengers: { one: '{n} pasajero', other: '{n} pasajeros' },
    luggage: { one: '{n} maleta grande', other: '{n} maletas grandes' },
    noLuggage: 'sin maletas grandes',
    childSeats: { one: '{n} silla infantil', other: '{n} sillas infantiles' },
    boosterSeats: { one: '{n} elevador', other: '{n} elevadores' },
  },
  lines: {
    fare: {
      'airport-fixed': 'Tarifa fija de aeropuerto',
      short: 'Traslado (corta distancia)',
      long: 'Traslado ({km} km)',
    },
    'child-seat': 'Silla infantil',
    'booster-seat': 'Elevador',
    'extra-stop': 'Parada adicional',
    pet: 'Mascota',
  },
  quantity: '{label} × {n}',
  payment: {
    booker: {
      paid: 'Pagado con tarjeta.',
      pay_driver: 'Se paga al conductor el mismo día, en efectivo o con tarjeta.',
      unpaid: 'Pendiente de pago.',
      refunded: 'Reembolsado.',
    },
    traveller: {
      paid: 'El trayecto está pagado: no hay nada que pagar el mismo día.',
      pay_driver: 'Se paga al conductor el mismo día, en efectivo o con tarjeta: {total}.',
      unpaid: 'Pendiente del pago de la persona que lo reservó.',
      refunded: 'Esta reserva ha sido reembolsada.',
    },
  },
  next: {
    driver: 'En cuanto se asigne un conductor, te enviaremos por correo electrónico su nombre, su teléfono y su coche.',
    included: 'La recepción personalizada y el seguimiento del vuelo están incluidos: si tu vuelo se adelanta o se retrasa, tu conductor lo sabe.',
    cancellation: 'Cancelación gratuita con más de {hours} horas de antelación a la recogida (reembolso completo); si cancelas en las {hours} horas anteriores, se reembolsa el {percent} % del precio.',
  },
  manage: {
    booker: 'Guarda este enlace: muestra tu reserva y su estado en cualquier momento.',
    link: 'Ver tu reserva',
    traveller: 'Para modificar o cancelar esta reserva, ponte en contacto con la persona que la realizó (indicada arriba).',
  },
  signOff: 'Hasta pronto en París,\nParis Private Transfers',
  footer: 'Recibes este correo porque se ha reservado un traslado con esta dirección.',
  application: {
    greetingNoName: 'Hola:',
    approved: {
      driver: {
        subject: 'Tu solicitud como conductor ha sido aprobada',
        intro: 'Buenas noticias: hemos aprobado tu solicitud para conducir con Paris Private Transfers. ¡Te damos la bienvenida!',
        heading: 'Tu panel del conductor',
        body: 'Ya puedes iniciar sesión y ver tu panel del conductor. Inicia sesión con la dirección de correo electrónico y la contraseña de tu cuenta.',
        link: 'Iniciar sesión en mi panel del conductor',
      },
      partner: {
        subject: 'Tu solicitud como socio ha sido aprobada',
        intro: 'Buenas noticias: hemos aprobado tu solicitud para ser socio de Paris Private Transfers. ¡Te damos la bienvenida!',
        heading: 'Tu panel de socio',
        body: 'Ya puedes iniciar sesión y ver tu panel de socio. Inicia sesión con la dirección de correo electrónico y la contraseña de tu cuenta.',
        link: 'Iniciar sesión en mi panel de socio',
      },
    },
    rejected: {
      driver: {
        subject: 'Tu solicitud como conductor: nuestra decisión',
        intro: 'Gracias por tu solicitud para conducir con Paris Private Transfers. La hemos revisado con atención y lamentamos no poder aprobarla por el momento.',
      },
      partner: {
        subject: 'Tu solicitud como socio: nuestra decisión',
        intro: 'Gracias por tu solicitud para ser socio de Paris Private Transfers. La hemos revisado con atención y lamentamos no poder aprobarla por el momento.',
      },
      heading: '¿Tienes preguntas?',
      body: 'Si quieres saber más, o si tu situación cambia, responde a este correo o ponte en contacto con nuestro equipo de soporte: respondemos en menos de 1 hora, las 24 horas, los 7 días de la semana. Tu cuenta sigue abierta: puedes seguir reservando traslados con ella y volver a presentar una solicitud cuando quieras.',
      link: 'Contactar con nosotros',
    },
    signOff: 'Un saludo,\nEl equipo de Paris Private Transfers',
    footer: 'Recibes este correo porque enviaste una solicitud a Paris Private Transfers con esta dirección.',
  },
};
