import type { ContactStrings } from './en';

export const es: ContactStrings = {
  subject: 'Hemos recibido tu mensaje',
  greeting: 'Hola:',
  intro: 'Gracias por contactar con Paris Private Transfers: tu mensaje ha llegado a nuestro equipo de atención al cliente.',
  promise_one: 'Respondemos a cada mensaje en menos de {{count, decimal}} hora, las 24 horas del día, los 7 días de la semana.',
  promise_other: 'Respondemos a cada mensaje en menos de {{count, decimal}} horas, las 24 horas del día, los 7 días de la semana.',
  headings: {
    sent: 'Lo que nos has enviado',
    sooner: '¿Necesitas una respuesta antes?',
  },
  labels: {
    reference: 'Referencia de la reserva',
  },
  quoteNote: 'Citado exactamente como se escribió en nuestro formulario de contacto.',
  whatsapp: 'Si tienes una pregunta urgente sobre un traslado de hoy, escríbenos por WhatsApp.',
  whatsappLink: 'Escríbenos por WhatsApp',
  signOff: 'Un saludo,\nEl equipo de Paris Private Transfers',
  footer: 'Recibes este correo porque esta dirección se introdujo en el formulario de contacto de nuestra web. Si no nos has escrito, ignóralo: no te enviaremos nada más.',
};
