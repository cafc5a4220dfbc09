import type { PunctualityStrings } from './en';

export const es: PunctualityStrings = {
  subject: 'Disculpe las molestias: {{amount}} reembolsados por su trayecto {{reference}}',
  greeting: 'Hola:',
  intro:
    'Lo sentimos: su conductor no estaba en el punto de recogida en los {{grace}} minutos siguientes a la hora de recogida. Como promete nuestra garantía de puntualidad, le hemos reembolsado automáticamente el {{percent}} % del precio de su trayecto.',
  headings: {
    ride: 'Su trayecto',
    refund: 'Su reembolso',
  },
  labels: {
    paid: 'Precio del trayecto',
    refunded: 'Reembolsado',
  },
  refund: {
    card: 'El dinero vuelve a la tarjeta con la que pagó. Llega a su cuenta en un plazo de {{min}} a {{max}} días hábiles.',
    nothing: 'No tiene que hacer nada. Si tiene alguna pregunta sobre este trayecto, escríbanos a {{email}}.',
  },
  signOff: 'Con nuestras disculpas,\nParis Private Transfers',
  footer: 'Enviamos este correo una sola vez, porque la garantía de puntualidad se aplicó a un traslado reservado con esta dirección.',
};
