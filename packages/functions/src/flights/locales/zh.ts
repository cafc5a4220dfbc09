import type { FlightStrings } from './en';

export const zh: FlightStrings = {
  moved: {
    traveller: {
      subject: '新的接车时间 {{pickup}}：航班 {{flight}}',
      intro: '您的航班 {{flight}} 现预计于 {{landing}} 降落。我们已将接车时间调整为 {{pickup}}，并保留您选择的落地后间隔。您无需进行任何操作。',
      sms: '{{brand}} {{reference}}：航班 {{flight}} 现预计 {{landing}} 降落。司机将于 {{pickup}} 接您。',
    },
    driver: {
      subject: '接车时间已改为 {{pickup}}：{{reference}}',
      intro: '航班 {{flight}} 现预计于 {{landing}} 降落。行程 {{reference}}（{{from}} 至 {{to}}）的接车时间已改为 {{pickup}}。',
      sms: '行程 {{reference}}：航班 {{flight}} 现预计 {{landing}} 降落。新的接车时间 {{pickup}}。',
    },
    reconfirm: {
      paragraph: '接车时间变动超过一小时。请在 {{deadline}} 前在应用中确认您仍能执行此行程，否则行程将退回调度。',
      sms: '请在 {{deadline}} 前在应用中确认，否则行程将退回调度。',
    },
  },
  alert: {
    cancelled: {
      subject: '航班 {{flight}} 显示已取消：{{reference}}',
      intro: '您的航班 {{flight}} 显示已取消。您的接送暂时保留，我们的团队已收到提醒。如果您改签了其他航班，请通过下方链接修改预订或直接回复此邮件，我们会安排接车。',
    },
    diverted: {
      subject: '航班 {{flight}} 已备降：{{reference}}',
      intro: '您的航班 {{flight}} 已备降至 {{airport}}。我们的团队已收到提醒，将就您的接送与您联系。您也可以直接回复此邮件。',
    },
    dispatch: '调度：请联系预订人，然后在派单面板上保留、调整或取消该行程。',
  },
};
