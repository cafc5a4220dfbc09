import type { MailStrings } from './en';

export const zh: MailStrings = {
  brand: 'Paris Private Transfers',
  labelSeparator: '：',
  listSeparator: '、',
  subject: {
    booker: '预订已确认 — {reference}',
    traveller: '已有人为您预订接送服务 — {reference}',
  },
  greeting: '您好：',
  greetingNamed: '{name}，您好：',
  intro: {
    booker: '感谢您的预订：您的接送服务已预订成功。详情如下。',
    traveller: '已有人通过 Paris Private Transfers 为您预订了接送服务。详情如下，并附有预订人填写的姓名。',
  },
  headings: {
    trip: '您的行程',
    price: '价格',
    payment: '付款',
    next: '接下来',
    manage: '在线查看预订',
  },
  labels: {
    reference: '预订编号',
    bookedBy: '预订人',
    traveller: '乘客',
    from: '出发地',
    to: '目的地',
    pickup: '接车时间',
    flight: '航班',
    vehicle: '车型',
    party: '乘客和行李',
    extras: '附加服务',
    total: '总计',
  },
  pickupWhen: '{date} {time}（巴黎时间，{zone}）',
  vehicles: { sedan: '轿车', van: '商务车（多用途车）' },
  party: {
    passengers: { one: '{n} 位乘客', other: '{n} 位乘客' },
    luggage: { one: '{n} 件大件行李', other: '{n} 件大件行李' },
    noLuggage: '无大件行李',
    childSeats: { one: '{n} 个儿童座椅', other: '{n} 个儿童座椅' },
    boosterSeats: { one: '{n} 个增高座椅', other: '{n} 个增高座椅' },
  },
  lines: {
    fare: {
      'airport-fixed': '机场固定价格',
      short: '接送（短途）',
      long: '接送（{km} 公里）',
    },
    'child-seat': '儿童座椅',
    'booster-seat': '增高座椅',
    'extra-stop': '额外停靠',
    pet: '宠物',
  },
  quantity: '{label} × {n}',
  payment: {
    booker: {
      paid: '已通过银行卡支付。',
      pay_driver: '当天向司机付款，可用现金或银行卡。',
      unpaid: '等待付款。',
      refunded: '已退款。',
    },
    traveller: {
      paid: '车费已付清：当天无需付款。',
      pay_driver: '当天向司机付款，可用现金或银行卡：{total}。',
      unpaid: '等待预订人付款。',
      refunded: '此预订已退款。',
    },
  },
  next: {
    driver: '一旦指派司机，我们会通过电子邮件将司机的姓名、电话号码和车辆信息发送给您。',
    included: '接机举牌服务和航班跟踪均已包含：如果您的航班提前或延误，司机会知道。',
    cancellation: '距接车时间超过 {hours} 小时取消，免费（全额退款）；距接车时间 {hours} 小时以内取消，退还 {percent}% 的费用。',
  },
  manage: {
    booker: '请保存此链接：您可以随时通过它查看预订及其状态。',
    link: '查看您的预订',
    traveller: '如需修改或取消此预订，请联系预订人（姓名见上文）。',
  },
  signOff: '巴黎见，\nParis Private Transfers',
  footer: '您收到此邮件是因为有人使用此地址预订了接送服务。',
  application: {
    greetingNoName: '您好：',
    approved: {
      driver: {
        subject: '您的司机申请已获批准',
        intro: '好消息：您在 Paris Private Transfers 担任司机的申请已获批准。欢迎加入！',
        heading: '您的司机控制台',
        body: '您现在可以登录并查看您的司机控制台。请使用您账户的电子邮件地址和密码登录。',
        link: '登录司机控制台',
      },
      partner: {
        subject: '您的合作伙伴申请已获批准',
        intro: '好消息：您成为 Paris Private Transfers 合作伙伴的申请已获批准。欢迎加入！',
        heading: '您的合作伙伴控制台',
        body: '您现在可以登录并查看您的合作伙伴控制台。请使用您账户的电子邮件地址和密码登录。',
        link: '登录合作伙伴控制台',
      },
    },
    rejected: {
      driver: {
        subject: '您的司机申请审核结果',
        intro: '感谢您申请成为 Paris Private Transfers 的司机。我们已认真审核了您的申请，很遗憾目前无法批准。',
      },
      partner: {
        subject: '您的合作伙伴申请审核结果',
        intro: '感谢您申请成为 Paris Private Transfers 的合作伙伴。我们已认真审核了您的申请，很遗憾目前无法批准。',
      },
      heading: '有疑问？',
      body: '如果您想了解更多信息，或您的情况有所变化，请直接回复此邮件或联系我们的客服团队：我们全天候（24/7）在 1 小时内回复。您的账户仍然有效：您仍可预订接送服务，也欢迎再次申请。',
      link: '联系我们',
    },
    signOff: '祝好！\nParis Private Transfers 团队',
    footer: '您收到此邮件是因为您使用此地址向 Paris Private Transfers 提交了申请。',
  },
};
