import type { MailStrings } from './en';

export const es: MailStrings = {
  locale: 'es-ES',
  brand: 'Paris Private Transfers',
  labelSeparator: ': ',
  listSeparator: ', ',
  subject: {
    booker: 'Reserva confirmada — {reference}',
    traveller: '{booker} ha reservado un traslado para ti — {reference}',
  },
  greeting: 'Hola, {name}:',
  intro: {
    booker: 'Gracias: tu traslado está reservado. Estos son los detalles.',
    traveller: '{booker} ha reservado un traslado para ti con Paris Private Transfers. Estos son los detalles.',
  },
  headings: {
    trip: 'Tu trayecto',
    price: 'Precio',
    payment: 'Pago',
    next: 'Próximos pasos',
    manage: 'Gestiona tu reserva',
  },
  labels: {
    reference: 'Referencia de la reserva',
    from: 'Origen',
    to: 'Destino',
    pickup: 'Recogida',
    flight: 'Vuelo',
    vehicle: 'Vehículo',
    party: 'Pasajeros y equipaje',
    extras: 'Extras',
    total: 'Total',
  },
  pickupWhen: '{date} a las {time} (hora de París)',
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
      unpaid: 'Pendiente del pago de {booker}.',
      refunded: 'Esta reserva ha sido reembolsada.',
    },
  },
  next: {
    driver: 'En cuanto se asigne un conductor, te enviaremos por correo electrónico su nombre, su teléfono y su coche.',
    included: 'La recepción personalizada y el seguimiento del vuelo están incluidos: si tu vuelo se adelanta o se retrasa, tu conductor lo sabe.',
    cancellation: {
      paid: 'Cancelación gratuita con más de 24 horas de antelación a la recogida (reembolso completo); si cancelas en las 24 horas anteriores, se reembolsa el 80 % del precio.',
      unpaid: 'Cancelación gratuita con más de 24 horas de antelación a la recogida.',
    },
  },
  manage: {
    booker: 'Consulta, modifica o cancela tu reserva en cualquier momento:',
    link: 'Gestionar mi reserva',
    traveller: 'Para modificar o cancelar esta reserva, ponte en contacto con {booker}, que la realizó.',
  },
  signOff: 'Hasta pronto en París,\nParis Private Transfers',
  footer: 'Recibes este correo porque se ha reservado un traslado con esta dirección.',
};
