import type { RideStrings } from './en';

export const es: RideStrings = {
  unnamedDriver: 'tu conductor',
  labels: {
    driver: 'Conductor',
    driverPhone: 'Teléfono',
    car: 'Coche',
    plate: 'Matrícula',
    sign: 'Nombre en el cartel',
    traveller: 'Viajero',
    travellerPhone: 'Teléfono del viajero',
    payment: 'Pago',
    notes: 'Notas',
  },
  car: '{make} {model}, {colour}',
  carNoColour: '{make} {model}',
  carUnknown: 'datos del coche pendientes',
  meeting: {
    airport: 'En la sala de llegadas de {place}, después del control de pasaportes y la recogida de equipaje. Tu conductor lleva un cartel con el nombre «{sign}».',
    station: 'Al final del andén de tu tren en {place}, o en el punto de encuentro del vestíbulo principal. Tu conductor lleva un cartel con el nombre «{sign}».',
    port: 'A la salida de la terminal de pasajeros, {place}. Tu conductor lleva un cartel con el nombre «{sign}».',
    address: 'Fuera, en la dirección de recogida: {place}. Tu conductor te espera allí a la hora de recogida.',
  },
  details: {
    subject: {
      assigned: 'Tu conductor para {reference}: {driver}',
      reassigned: 'Tu nuevo conductor para {reference}: {driver}',
      reminder: 'Mañana: tu traslado {reference} a las {time}',
    },
    intro: {
      assigned: 'Buenas noticias: ya hay un conductor asignado a tu traslado. Aquí tienes a quién buscar y dónde encontrarle.',
      reassigned: 'Tu traslado tiene un nuevo conductor. Usa estos datos en lugar de los que te enviamos antes.',
      reminder: 'Un recordatorio de tu traslado de mañana: aquí tienes a tu conductor y el punto de encuentro.',
    },
    headings: { driver: 'Tu conductor', meeting: 'Dónde encontrarse', help: '¿No encuentras a tu conductor?' },
    flight: 'Tu conductor sigue el vuelo {flight} y se adapta a su hora real de aterrizaje.',
    help: {
      call: 'Llama a tu conductor, {driver}, o envíale un mensaje de WhatsApp, al {phone}.',
      support: 'Si no consigues contactar con él, escribe a nuestro equipo de atención al cliente: respondemos 24 horas al día, 7 días a la semana.',
      link: 'Contactar con atención al cliente',
    },
    sms: {
      assigned: 'Paris Private Transfers {reference}: tu conductor es {driver}, {phone}. {car}, matrícula {plate}. Recogida {when}, cartel «{sign}».',
      reassigned: 'Paris Private Transfers {reference}: tu NUEVO conductor es {driver}, {phone}. {car}, matrícula {plate}. Recogida {when}, cartel «{sign}».',
      reminder: 'Paris Private Transfers {reference}: mañana {when}. Tu conductor: {driver}, {phone}. {car}, matrícula {plate}, cartel «{sign}».',
    },
  },
  arranging: {
    subject: 'Tu traslado {reference}: datos del conductor en camino',
    intro: 'Estamos organizando el conductor de tu traslado del {when}. Tu reserva sigue confirmada y no tienes que hacer nada: recibirás por correo electrónico los datos del nuevo conductor en cuanto estén confirmados.',
  },
  job: {
    subject: {
      new: 'Nuevo servicio {reference}: {when}',
      'reminder-24h': 'Recordatorio: servicio {reference} mañana a las {time}',
      'reminder-2h': 'Servicio {reference} dentro de 2 horas, a las {time}',
      updated: 'Servicio {reference} modificado: {when}',
    },
    intro: {
      new: 'Se te ha asignado un servicio. Aquí tienes los detalles.',
      'reminder-24h': 'Un recordatorio de tu servicio dentro de unas 24 horas.',
      'reminder-2h': 'Tu servicio empieza dentro de unas 2 horas: sal con tiempo.',
      updated: 'La reserva de este servicio ha cambiado. Aquí tienes los detalles actualizados: usa estos en lugar de los que te enviamos antes.',
    },
    headings: { ride: 'El servicio', traveller: 'El viajero', rides: 'Tus servicios' },
    collect: 'A cobrar al viajero: {amount} (efectivo o tarjeta).',
    paid: 'Pagado con tarjeta: no hay nada que cobrar.',
    link: 'Abrir tus servicios programados',
    sms: {
      new: 'Nuevo servicio {reference}',
      'reminder-24h': 'Recordatorio, mañana: servicio {reference}',
      'reminder-2h': 'Dentro de 2 horas: servicio {reference}',
      updated: 'Servicio MODIFICADO {reference}',
      body: '{when}, {from} → {to}. {party}. Cartel «{sign}». Viajero: {traveller}, {phone}.',
      flight: 'Vuelo {flight}.',
      collect: 'Cobrar {amount}.',
      paid: 'Pagado con tarjeta.',
    },
  },
  removed: {
    subject: 'Servicio {reference} retirado de tu agenda',
    intro: 'El servicio {reference} ({when}, {from} → {to}) se ha retirado de tu agenda: ya no tienes que hacerlo.',
    reason: 'Motivo: {reason}',
    reasons: {
      'booker-cancelled': 'el cliente ha cancelado la reserva.',
      'booking-changed': 'el cliente ha modificado la reserva y la nueva hora o el nuevo vehículo ya no encaja en tu agenda.',
    },
    sms: 'El servicio {reference} ({when}) se ha retirado de tu agenda: ya no tienes que hacerlo.',
  },
  handedBack: {
    subject: 'Servicio {reference} devuelto',
    intro: 'Hemos recibido la devolución del servicio {reference} ({when}, {from} → {to}). Ya no está en tu agenda; el equipo de asignación buscará otro conductor.',
  },
  driverSignOff: 'Gracias,\nEl equipo de asignación de Paris Private Transfers',
  driverFooter: 'Recibes este mensaje porque conduces para Paris Private Transfers.',
};
