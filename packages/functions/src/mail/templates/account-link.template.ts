import type { Language } from '@rides/contracts/languages';
import { localeOf } from '@rides/i18n/format';
import { MAIL_STRINGS } from './mail-strings';
import { fill } from './format';
import { render, type MailDoc, type RenderedMail } from './render';

/**
 * The e-mails whose link acts on the account (issue [N] 5): a password reset and an e-mail address
 * verification, sent by our server with a link to our own /reset-password page, in every language.
 */
export type AccountLinkKind = 'reset' | 'verify';

interface LinkStrings {
  subject: string;
  greeting: string;
  intro: string;
  heading: string;
  body: string;
  link: string;
  signOff: string;
  footer: string;
}

const RESET: Record<Language, LinkStrings> = {
  en: {
    subject: 'Reset your password',
    greeting: 'Hello,',
    intro: 'Someone asked to reset the password of the Paris Private Transfers account {email}.',
    heading: 'Choose a new password',
    body: 'The link opens our site, where you choose a new password. It works once, for one hour.',
    link: 'Choose a new password',
    signOff: 'Kind regards,\nThe Paris Private Transfers team',
    footer: 'If you did not ask for this, ignore this e-mail: your password stays as it is.',
  },
  fr: {
    subject: 'Réinitialisez votre mot de passe',
    greeting: 'Bonjour,',
    intro: 'Une demande de réinitialisation du mot de passe du compte Paris Private Transfers {email} a été faite.',
    heading: 'Choisir un nouveau mot de passe',
    body: 'Le lien ouvre notre site, où vous choisissez un nouveau mot de passe. Il fonctionne une fois, pendant une heure.',
    link: 'Choisir un nouveau mot de passe',
    signOff: 'Bien cordialement,\nL’équipe Paris Private Transfers',
    footer: 'Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail : votre mot de passe ne change pas.',
  },
  it: {
    subject: 'Reimposta la password',
    greeting: 'Buongiorno,',
    intro: 'È stato chiesto di reimpostare la password dell’account Paris Private Transfers {email}.',
    heading: 'Scegli una nuova password',
    body: 'Il link apre il nostro sito, dove scegli una nuova password. Funziona una sola volta, per un’ora.',
    link: 'Scegli una nuova password',
    signOff: 'Cordiali saluti,\nIl team di Paris Private Transfers',
    footer: 'Se non l’hai chiesto tu, ignora questa e-mail: la tua password resta invariata.',
  },
  es: {
    subject: 'Restablece tu contraseña',
    greeting: 'Hola:',
    intro: 'Se ha pedido restablecer la contraseña de la cuenta de Paris Private Transfers {email}.',
    heading: 'Elige una contraseña nueva',
    body: 'El enlace abre nuestro sitio, donde eliges una contraseña nueva. Funciona una sola vez, durante una hora.',
    link: 'Elegir una contraseña nueva',
    signOff: 'Un saludo,\nEl equipo de Paris Private Transfers',
    footer: 'Si no lo has pedido tú, ignora este correo: tu contraseña no cambia.',
  },
  zh: {
    subject: '重置您的密码',
    greeting: '您好：',
    intro: '有人申请重置 Paris Private Transfers 账户 {email} 的密码。',
    heading: '设置新密码',
    body: '点击链接将打开我们的网站，您可以在那里设置新密码。链接只能使用一次，一小时内有效。',
    link: '设置新密码',
    signOff: '此致\nParis Private Transfers 团队',
    footer: '如果这不是您本人的操作，请忽略此邮件：您的密码不会改变。',
  },
};


const VERIFY: Record<Language, LinkStrings> = {
  en: {
    subject: 'Confirm your e-mail address',
    greeting: 'Hello,',
    intro: 'Welcome to Paris Private Transfers. Please confirm that {email} is your address.',
    heading: 'Confirm your address',
    body: 'The link opens our site and confirms it; then you can sign in.',
    link: 'Confirm my e-mail address',
    signOff: 'Kind regards,\nThe Paris Private Transfers team',
    footer: 'If you did not create an account with us, ignore this e-mail: nothing happens without the link.',
  },
  fr: {
    subject: 'Confirmez votre adresse e-mail',
    greeting: 'Bonjour,',
    intro: 'Bienvenue chez Paris Private Transfers. Merci de confirmer que {email} est bien votre adresse.',
    heading: 'Confirmer votre adresse',
    body: 'Le lien ouvre notre site et la confirme ; vous pourrez ensuite vous connecter.',
    link: 'Confirmer mon adresse e-mail',
    signOff: 'Bien cordialement,\nL’équipe Paris Private Transfers',
    footer: 'Si vous n’avez pas créé de compte chez nous, ignorez cet e-mail : rien ne se passe sans le lien.',
  },
  it: {
    subject: 'Conferma il tuo indirizzo e-mail',
    greeting: 'Buongiorno,',
    intro: 'Benvenuto in Paris Private Transfers. Conferma che {email} è il tuo indirizzo.',
    heading: 'Conferma il tuo indirizzo',
    body: 'Il link apre il nostro sito e lo conferma; poi potrai accedere.',
    link: 'Conferma il mio indirizzo e-mail',
    signOff: 'Cordiali saluti,\nIl team di Paris Private Transfers',
    footer: 'Se non hai creato un account da noi, ignora questa e-mail: senza il link non succede nulla.',
  },
  es: {
    subject: 'Confirma tu dirección de correo',
    greeting: 'Hola:',
    intro: 'Te damos la bienvenida a Paris Private Transfers. Confirma que {email} es tu dirección.',
    heading: 'Confirma tu dirección',
    body: 'El enlace abre nuestro sitio y la confirma; después podrás iniciar sesión.',
    link: 'Confirmar mi dirección de correo',
    signOff: 'Un saludo,\nEl equipo de Paris Private Transfers',
    footer: 'Si no has creado una cuenta con nosotros, ignora este correo: sin el enlace no pasa nada.',
  },
  zh: {
    subject: '确认您的电子邮件地址',
    greeting: '您好：',
    intro: '欢迎使用 Paris Private Transfers。请确认 {email} 是您的地址。',
    heading: '确认您的地址',
    body: '点击链接将打开我们的网站并完成确认，之后即可登录。',
    link: '确认我的电子邮件地址',
    signOff: '此致\nParis Private Transfers 团队',
    footer: '如果您没有在我们这里创建账户，请忽略此邮件：不点击链接就不会有任何变化。',
  },
};

export interface AccountLinkData {
  kind: AccountLinkKind;
  language: Language;
  email: string;
  /** The shell's /reset-password page with the code (accounts/action-links.ts). */
  url: string;
}

export function accountLinkDoc(d: AccountLinkData): MailDoc {
  const s = (d.kind === 'reset' ? RESET : VERIFY)[d.language];
  const mail = MAIL_STRINGS[d.language];
  return {
    locale: localeOf(d.language),
    brand: mail.brand,
    labelSeparator: mail.labelSeparator,
    subject: s.subject,
    greeting: s.greeting,
    intro: fill(s.intro, { email: d.email }),
    sections: [{ heading: s.heading, paragraphs: [s.body], link: { text: s.link, href: d.url } }],
    signOff: s.signOff,
    footer: s.footer,
  };
}

export const renderAccountLink = (d: AccountLinkData): RenderedMail => render(accountLinkDoc(d));
