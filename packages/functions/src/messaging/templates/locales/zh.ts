import type { RideStrings } from './en';

export const zh: RideStrings = {
  unnamedDriver: '您的司机',
  labels: {
    driver: '司机',
    driverPhone: '电话',
    car: '车辆',
    plate: '车牌号',
    sign: '接机牌上的姓名',
    traveller: '乘客',
    travellerPhone: '乘客电话',
    payment: '付款',
    notes: '备注',
  },
  car: '{make} {model}，{colour}',
  carNoColour: '{make} {model}',
  carUnknown: '车辆信息稍后提供',
  meeting: {
    airport: '在{place}的到达大厅，办完入境检查并提取行李之后。司机会举着写有“{sign}”的接机牌等您。',
    station: '在{place}您所乘列车站台的尽头，或在主大厅的会合点。司机会举着写有“{sign}”的接机牌等您。',
    port: '在{place}客运码头的出口。司机会举着写有“{sign}”的接机牌等您。',
    address: '在上车地址门外：{place}。司机会在约定时间在那里等您。',
  },
  details: {
    subject: {
      assigned: '您的预订 {reference} 的司机：{driver}',
      reassigned: '您的预订 {reference} 更换了司机：{driver}',
      reminder: '明天：您的接送 {reference}，{time}',
    },
    intro: {
      assigned: '好消息：您的接送已安排司机。以下是司机信息和会合地点。',
      reassigned: '您的接送更换了司机。请以这些信息为准，不再使用之前发送的信息。',
      reminder: '提醒您明天的接送：以下是您的司机和会合地点。',
    },
    headings: { driver: '您的司机', meeting: '会合地点', help: '找不到司机？' },
    flight: '司机会跟踪航班 {flight}，并按实际降落时间调整。',
    help: {
      call: '请拨打电话或发送 WhatsApp 消息联系您的司机 {driver}：{phone}。',
      support: '如果联系不上司机，请联系我们的客服团队：全天候 24 小时答复。',
      link: '联系客服',
    },
    sms: {
      assigned: 'Paris Private Transfers {reference}：您的司机是 {driver}，电话 {phone}。{car}，车牌 {plate}。上车时间 {when}，接机牌“{sign}”。',
      reassigned: 'Paris Private Transfers {reference}：您的新司机是 {driver}，电话 {phone}。{car}，车牌 {plate}。上车时间 {when}，接机牌“{sign}”。',
      reminder: 'Paris Private Transfers {reference}：明天 {when}。您的司机：{driver}，电话 {phone}。{car}，车牌 {plate}，接机牌“{sign}”。',
    },
  },
  arranging: {
    subject: '您的接送 {reference}：司机信息稍后发送',
    intro: '我们正在为您 {when} 的接送安排司机。您的预订仍然有效，您无需做任何事：新司机的信息一经确认，我们会通过电子邮件发送给您。',
  },
  job: {
    subject: {
      new: '新订单 {reference}：{when}',
      'reminder-24h': '提醒：订单 {reference} 明天 {time}',
      'reminder-2h': '订单 {reference} 将在 2 小时后开始，{time}',
      updated: '订单 {reference} 已更新：{when}',
    },
    intro: {
      new: '您有一个新分配的订单，详情如下。',
      'reminder-24h': '提醒：您的订单大约 24 小时后开始。',
      'reminder-2h': '您的订单大约 2 小时后开始：请提前出发。',
      updated: '此订单的预订信息已变更。以下是最新详情：请以此为准，不再使用之前发送的信息。',
    },
    headings: { ride: '订单', traveller: '乘客', rides: '您的订单' },
    collect: '向乘客收款：{amount}（现金或刷卡）。',
    paid: '已用银行卡支付：无需收款。',
    link: '查看已排订单',
    sms: {
      new: '新订单 {reference}',
      'reminder-24h': '提醒，明天：订单 {reference}',
      'reminder-2h': '2 小时后：订单 {reference}',
      updated: '订单已更新 {reference}',
      body: '{when}，{from} → {to}。{party}。接机牌“{sign}”。乘客：{traveller}，{phone}。',
      flight: '航班 {flight}。',
      collect: '收款 {amount}。',
      paid: '已刷卡支付。',
    },
  },
  removed: {
    subject: '订单 {reference} 已从您的日程中移除',
    intro: '订单 {reference}（{when}，{from} → {to}）已从您的日程中移除：您无需再执行。',
    reason: '原因：{reason}',
    reasons: {
      'booker-cancelled': '客户取消了预订。',
      'booking-changed': '客户修改了预订，新的时间或车型已不适合您的日程。',
    },
    sms: '订单 {reference}（{when}）已从您的日程中移除：您无需再执行。',
  },
  handedBack: {
    subject: '订单 {reference} 已退回',
    intro: '我们已收到您退回订单 {reference}（{when}，{from} → {to}）的操作。该订单已不在您的日程中；调度会安排其他司机。',
  },
  driverSignOff: '谢谢！\nParis Private Transfers 调度中心',
  driverFooter: '您收到此消息，是因为您是 Paris Private Transfers 的司机。',
};
