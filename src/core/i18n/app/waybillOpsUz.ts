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
    transitionNotAllowed:
      "«%{from}» holatidan «%{to}» holatiga o'tkazib bo'lmaydi. Mumkin bo'lgan holatlar: %{allowed}",
    transitionNotAllowedNone:
      "«%{from}» holatidan «%{to}» holatiga ham, boshqa holatga ham o'tkazib bo'lmaydi",
    statusNotForRole:
      "Rolingiz «%{from}» holatidan «%{to}» holatiga o'tkaza olmaydi. Siz o'tkaza oladigan holatlar: %{allowed}",
    statusNotForRoleNone:
      "Rolingiz «%{from}» holatidan «%{to}» holatiga ham, boshqa holatga ham o'tkaza olmaydi",
    handoverUnpaid: "Hali to'lanmagan: yuk to'langandan keyin topshiriladi",
    handoverUnbilled:
      'Hali hisobga kiritilmagan: kompaniya yuki kompaniyaga hisob chiqarilgandan keyin topshiriladi',
    handoverUnpriced: "Yakuniy yuk haqi hali yo'q: yuk narxlanib, to'langandan keyin topshiriladi",
    noHeldFrom: 'Bu yuk xatida ushlab qolinishdan oldingi holati saqlanmagan',
    bulkEmpty: 'Yuk xatlarini tanlang yoki trek raqamlarini kiriting',
    bulkTooMany: "Bir martada ko'pi bilan %{max} ta yuk xati",
    noClientKeepsNone: "Egasiz yukning mijozi bo'lmaydi: «Mijozdan ajratish»dan foydalaning",
    clientKeptUntilDetached: 'Yukni mijozdan faqat «Mijozdan ajratish» ajratadi',
  },
};
