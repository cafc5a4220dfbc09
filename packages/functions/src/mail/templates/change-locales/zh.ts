import type { ChangeStrings } from './en';

export const zh: ChangeStrings = {
  headings: {
    refund: '退款',
    payment: '付款',
    tripNow: '您当前的行程',
    asked: '您申请的修改',
    price: '价格',
    note: '我们的说明',
  },
  labels: {
    previousTotal: '原价格',
    newTotal: '新价格',
    message: '您的留言',
  },
  cancelled: {
    subject: '预订已取消 — {{reference}}',
    intro: {
      booker: '按照您的要求，您 {{when}} 的接送 {{reference}} 已取消。',
      admin: '很抱歉，我们不得不取消您 {{when}} 的接送 {{reference}}。给您带来不便，敬请谅解。',
      traveller: '为您预订的接送（{{reference}}，{{when}}）已被预订人取消。您无需做任何事。',
    },
    refund: '{{amount}} 将退回到您付款时使用的银行卡，通常在 {{min}} 至 {{max}} 个工作日内到账。',
    noRefund: '本次取消不予退款。如有疑问，请直接回复此邮件。',
    notCharged: '您的银行卡未被扣款：无需退款。',
    payDriver: '您选择了在当天向司机付款：您无需支付任何费用。',
  },
  requested: {
    subject: '已收到修改申请 — {{reference}}',
    intro: '我们已收到您修改接送 {{reference}} 的申请。我们的团队会尽快通过电子邮件答复您。在此之前，您的预订保持不变。',
  },
  confirmed: {
    subject: '预订已修改 — {{reference}}',
    intro: {
      booker: '您的修改已确认。以下是您的接送 {{reference}} 的最新信息。',
      approved: '好消息：我们已批准您的修改申请。以下是您的接送 {{reference}} 的最新信息。',
      traveller: '为您预订的接送（{{reference}}）已被预订人修改。以下是最新的行程信息。',
    },
    paid: '您已用银行卡支付差价 {{amount}}。',
    refunded: '差价 {{amount}} 将退回到您付款时使用的银行卡，通常在 {{min}} 至 {{max}} 个工作日内到账。',
    collect: '当天向司机支付（现金或刷卡）：{{amount}}。',
    same: '价格不变。',
    driverTold: '我们已将此修改通知您的司机。',
    driverArranging: '我们正在为新的行程安排司机：司机信息确认后将通过电子邮件发送给您。',
  },
  payDifference: {
    subject: '修改已批准：请支付差价 — {{reference}}',
    intro: '我们已批准您对接送 {{reference}} 的修改申请。新价格为 {{total}}。请在 {{deadline}}（巴黎时间）之前支付差价 {{amount}} 以确认修改。付款之前，您的预订保持不变。',
    link: '支付 {{amount}}',
  },
  declined: {
    subject: '您的修改申请 — {{reference}}',
    intro: '很抱歉：我们无法按您的要求修改接送 {{reference}}。您的预订保持不变。',
  },
};
