import type { notificationsEn } from './notificationsEn';

export const notificationsCn: typeof notificationsEn = {
  open: '通知',
  title: '待处理事项',
  empty: '暂无待处理事项',
  items: {
    unansweredFeedback: '未回复的反馈',
    unclearWaybill: '无主运单',
    unlawfulWaybill: '违禁运单',
    unpaidShipments: '自提点未付款包裹',
    pendingPriceChange: '待审批的价格变更',
    pendingBill: '待确认的账单',
    storageFeeParcels: '超过免费保管期的包裹',
  },
};
