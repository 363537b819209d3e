import type { waybillOpsEn } from './waybillOpsEn';

export const waybillOpsUz: typeof waybillOpsEn = {
  delayDays: "%{smart_count} kun va undan ko'p",
  show: {
    history: 'Holatlar tarixi (Toshkent vaqti)',
  },
  timeline: {
    label: 'Holatlar tarixi',
    empty: "Holat hali o'zgarmagan",
    byAt: '%{by} · %{at}',
  },
  bulk: {
    selectedLabel: "Holatni o'zgartirish",
    pasteLabel: "Trek raqamlari bo'yicha holat",
    pasteHint: 'Trek raqamlari (joylashtiring, istalgan ajratgich bilan)',
    pastedCount: '%{smart_count} ta trek raqami',
    submit: "Holatni o'zgartirish",
    reportTitle: "Holat o'zgarishi hisoboti",
    reportStatus: 'Yangi holat:',
    trackingNumber: 'Trek raqami',
    outcomeColumn: 'Natija',
    fromColumn: 'Oldingi holat',
    outcome: {
      changed: "O'zgartirildi",
      unchanged: 'Allaqachon shu holatda',
      notFound: 'Topilmadi',
      notAllowed: 'Ruxsat etilmagan',
    },
  },
  server: {
    statusRefused: "Holatni bunday o'zgartirib bo'lmaydi",
    transitionNotAllowed: "«%{from}» holatidan «%{to}» holatiga o'tkazib bo'lmaydi",
    noHeldFrom: 'Bu yuk xatida ushlab qolinishdan oldingi holati saqlanmagan',
    bulkEmpty: 'Yuk xatlarini tanlang yoki trek raqamlarini kiriting',
    bulkTooMany: "Bir martada ko'pi bilan %{max} ta yuk xati",
    noClientKeepsNone: "Egasiz yukning mijozi bo'lmaydi: «Mijozdan ajratish»dan foydalaning",
    clientKeptUntilDetached: 'Yukni mijozdan faqat «Mijozdan ajratish» ajratadi',
  },
};
