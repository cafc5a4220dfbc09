import type { ReviewStrings } from './en';

export const zh: ReviewStrings = {
  subject: '您的行程体验如何？— {{reference}}',
  greeting: '您好：',
  intro: '感谢您选择 Paris Private Transfers。能否告诉我们这次行程体验如何？请打 1 到 5 星，如愿意，再写几句话：只需一分钟，还能帮助其他旅客做出选择。',
  headings: {
    ride: '您的行程',
    review: '您的评价',
  },
  labels: {
    bookedBy: '预订人',
    shownAs: '显示名称',
  },
  review: {
    once: '点击下方链接，即可在我们的网站上打开一份简短的表单。该链接仅可使用一次，且仅适用于此预订。',
    checked: '每条评价在发布前都会经过我们团队的审阅。发布的评价将显示您的评分、您的留言、日期以及上方的名称，绝不会显示您的电子邮箱或电话号码。',
    link: '为行程评分',
  },
  signOff: '谢谢，期待在巴黎再次为您服务！\nParis Private Transfers',
  footer: '由于使用此地址预订的接送服务已完成，我们向您发送此邮件，且仅发送一次。',
};
