import type { ReviewStrings } from './en';

export const es: ReviewStrings = {
  subject: '¿Qué tal fue su trayecto? — {{reference}}',
  greeting: 'Hola:',
  intro: 'Gracias por viajar con Paris Private Transfers. ¿Nos cuenta qué tal fue su trayecto? Una valoración de 1 a 5 estrellas y, si lo desea, unas palabras: solo lleva un minuto y ayuda a otros viajeros a elegir.',
  headings: {
    ride: 'Su trayecto',
    review: 'Su opinión',
  },
  labels: {
    bookedBy: 'Reservado por',
    shownAs: 'Se mostrará como',
  },
  review: {
    once: 'El enlace de abajo abre un breve formulario en nuestra web. Solo se puede usar una vez y únicamente para esta reserva.',
    checked: 'Nuestro equipo lee cada opinión antes de publicarla. Una opinión publicada muestra su valoración, sus palabras, la fecha y el nombre indicado arriba: nunca su correo electrónico ni su número de teléfono.',
    link: 'Valorar su trayecto',
  },
  signOff: 'Gracias, y hasta pronto en París.\nParis Private Transfers',
  footer: 'Le enviamos este correo una sola vez porque se ha realizado un traslado reservado con esta dirección.',
};
