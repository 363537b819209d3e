/** Messages of the notifications feature (English; uz and cn mirror its keys). */
export const notificationsEn = {
  open: 'Notifications',
  title: 'Waiting for action',
  empty: 'Nothing is waiting',
  /** One per kind the demo API counts (server/notifications/notificationKinds.ts). */
  items: {
    unansweredFeedback: 'Unanswered feedback',
    unclearWaybill: 'Waybills with no owner',
    unlawfulWaybill: 'Unlawful waybills',
    unpaidShipments: 'Unpaid shipments at pickup points',
    pendingPriceChange: 'Price changes to approve',
    pendingBill: 'Bills to confirm',
    storageFeeParcels: 'Parcels past their free days at the point',
  },
};
