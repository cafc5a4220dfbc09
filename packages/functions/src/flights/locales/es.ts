import type { FlightStrings } from './en';

export const es: FlightStrings = {
  moved: {
    traveller: {
      subject: 'Nueva hora de recogida {{pickup}}: vuelo {{flight}}',
      intro: 'Tu vuelo {{flight}} ahora aterriza previsiblemente a las {{landing}}. Hemos movido tu recogida a las {{pickup}}, manteniendo el margen que elegiste tras el aterrizaje. No tienes que hacer nada.',
      sms: '{{brand}} {{reference}}: el vuelo {{flight}} ahora aterriza a las {{landing}}. Tu conductor te esperará a las {{pickup}}.',
    },
    driver: {
      subject: 'Recogida movida a {{pickup}}: {{reference}}',
      intro: 'El vuelo {{flight}} ahora aterriza previsiblemente a las {{landing}}. La recogida del viaje {{reference}} ({{from}} a {{to}}) se ha movido a {{pickup}}.',
      sms: 'Viaje {{reference}}: el vuelo {{flight}} ahora aterriza a las {{landing}}. Nueva hora de recogida {{pickup}}.',
    },
    reconfirm: {
      paragraph: 'La recogida se ha movido más de una hora. Confirma en la aplicación antes de las {{deadline}} que aún puedes hacer este viaje; si no, vuelve a despacho.',
      sms: 'Confirma en la aplicación antes de las {{deadline}}, o el viaje vuelve a despacho.',
    },
  },
  alert: {
    cancelled: {
      subject: 'El vuelo {{flight}} figura como cancelado: {{reference}}',
      intro: 'Tu vuelo {{flight}} figura como cancelado. Tu traslado se mantiene por ahora y nuestro equipo ha sido avisado. Si te reubican en otro vuelo, cambia tu reserva con el enlace de abajo o responde a este correo, y organizaremos la recogida.',
    },
    diverted: {
      subject: 'El vuelo {{flight}} ha sido desviado: {{reference}}',
      intro: 'Tu vuelo {{flight}} ha sido desviado a {{airport}}. Nuestro equipo ha sido avisado y te contactará sobre tu traslado. También puedes responder a este correo.',
    },
    dispatch: 'Despacho: contacta con quien reservó y luego mantén, mueve o cancela el viaje desde el tablero de asignación.',
  },
};
