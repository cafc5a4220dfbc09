import type { ContactStrings } from './en';

export const zh: ContactStrings = {
  subject: '我们已收到您的留言',
  greeting: '您好：',
  intro: '感谢您联系 Paris Private Transfers：您的留言已送达我们的客服团队。',
  promise_one: '我们会在 {{count, decimal}} 小时内回复每一条留言，全年无休，24 小时在线。',
  promise_other: '我们会在 {{count, decimal}} 小时内回复每一条留言，全年无休，24 小时在线。',
  headings: {
    sent: '您发送的内容',
    sooner: '需要更快的答复？',
  },
  labels: {
    reference: '预订编号',
  },
  quoteNote: '以下内容与您在联系表单中填写的完全一致。',
  whatsapp: '如有关于今天行程的紧急问题，请通过 WhatsApp 联系我们。',
  whatsappLink: '通过 WhatsApp 联系我们',
  signOff: '祝好！\nParis Private Transfers 团队',
  footer: '您收到此邮件是因为有人在我们网站的联系表单中填写了此地址。如果您并未联系我们，请忽略此邮件：我们不会再向您发送任何内容。',
};
