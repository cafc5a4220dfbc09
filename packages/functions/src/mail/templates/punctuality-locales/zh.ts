import type { PunctualityStrings } from './en';

export const zh: PunctualityStrings = {
  subject: '深表歉意：您的行程 {{reference}} 已退款 {{amount}}',
  greeting: '您好：',
  intro: '非常抱歉：您的司机未能在接车时间后 {{grace}} 分钟内到达接车地点。按照我们的准时保证，我们已自动为您退还行程价格的 {{percent}}%。',
  headings: {
    ride: '您的行程',
    refund: '您的退款',
  },
  labels: {
    paid: '行程价格',
    refunded: '已退款',
  },
  refund: {
    card: '款项将退回您付款时使用的银行卡，将在 {{min}} 至 {{max}} 个工作日内到账。',
    nothing: '您无需进行任何操作。如对本次行程有任何疑问，请发送邮件至 {{email}}。',
  },
  signOff: '再次致歉，\nParis Private Transfers',
  footer: '我们只发送一次此邮件，因为使用此地址预订的一次接送适用了准时保证。',
};
