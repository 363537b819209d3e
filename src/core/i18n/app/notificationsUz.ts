import type { notificationsEn } from './notificationsEn';

export const notificationsUz: typeof notificationsEn = {
  open: 'Bildirishnomalar',
  title: 'Bajarilishi kutilmoqda',
  empty: "Kutilayotgan ish yo'q",
  items: {
    unansweredFeedback: 'Javob berilmagan murojaatlar',
    unclearWaybill: 'Egasiz yuklar',
    unlawfulWaybill: 'Taqiqlangan yuklar',
    unpaidShipments: "Punktlardagi to'lanmagan jo'natmalar",
    pendingPriceChange: 'Tasdiqlanishi kutilayotgan narxlar',
    pendingBill: 'Tasdiqlanmagan hisoblar',
    storageFeeParcels: "Punktda bepul kunlaridan o'tgan yuklar",
  },
};
