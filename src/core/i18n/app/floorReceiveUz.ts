import type { floorReceiveEn } from './floorReceiveEn';

export const floorReceiveUz: typeof floorReceiveEn = {
  scanPrompt: 'Yukning trek raqamini skanerlang',
  weighPrompt:
    "%{trackingNumber} ni torting: og'irligini kg da yozing (o'lchangan bo'lsa, o'lchamlarini ham), keyin Enter",
  codeField: 'Trek raqami: skanerlang yoki yozing, keyin Enter',
  weight: "Og'irligi, kg",
  length: 'Uzunligi, sm',
  width: 'Eni, sm',
  height: 'Balandligi, sm',
  weigh: 'Tortish (Enter)',
  card: {
    client: 'Mijoz',
    company: 'Kompaniya',
    pvz: 'Topshirish punkti',
    status: 'Holati',
    none: "yo'q",
  },
  answers: {
    known: { title: 'Topildi: %{trackingNumber}', next: "Og'irligini yozing va Enter ni bosing" },
    created: {
      title: 'Egasiz yangi yuk: %{trackingNumber}',
      next: "Og'irligini yozing va Enter ni bosing, keyin egasiz yuklar javoniga qo'ying",
    },
    weighed: {
      title: '%{status}: %{freight}',
      next: '%{weight} tortildi. Keyingi yukni skanerlang',
    },
    unpriced: {
      title: "%{status}: narx yo'q",
      next: "%{weight} tortildi, lekin egasi uchun amaldagi narx davri yo'q: moliya xodimlariga ayting. Keyingi yukni skanerlang",
    },
    noOwner: {
      title: "%{weight} tortildi, egasi yo'q",
      next: "Egasiz yuklar javoniga qo'ying. Keyingi yukni skanerlang",
    },
    held: {
      title: 'Ushlab qolingan: %{trackingNumber}',
      next: "Tortmang: nazoratchi uchun chetga qo'ying",
    },
    locked: {
      title: 'Qayta tortilmadi: %{trackingNumber}',
      next: "Og'irligini o'zgartirmang; noto'g'ri bo'lsa, moliya xodimlaridan so'rang",
    },
    refused: {
      title: 'Bajarilmadi: %{trackingNumber}',
      next: "Xabarni o'qing, keyin qayta skanerlang",
    },
    undone: {
      title: 'Bekor qilindi: %{trackingNumber}',
      next: 'Qayta torting yoki keyingi yukni skanerlang',
    },
    badWeight: {
      title: "Og'irlik emas: %{weight}",
      next: "Og'irlikni kg da yozing, masalan 1.25",
    },
    kept: {
      title: 'Saqlandi: %{trackingNumber}',
      next: 'Skanlashda davom eting: aloqa tiklanganda qabul qilinadi; tortish uchun uni keyin qayta skanerlang',
    },
  },
  session: {
    title: 'Shu sessiyadagi skanerlar',
    empty: "Hali skaner yo'q",
    undo: 'Bekor qilish',
    results: {
      known: 'Topildi',
      created: 'Yaratildi, egasiz',
      weighed: 'Tortildi',
      unpriced: "Tortildi, narx yo'q",
      noOwner: 'Tortildi, egasiz',
      held: 'Ushlab qolingan',
      locked: 'Qayta tortilmadi',
      refused: 'Bajarilmadi',
      undone: 'Bekor qilindi',
    },
  },
  scale: {
    connect: 'Tarozini ulash',
    connected: "Tarozi ulandi: barqaror ko'rsatkich og'irlikni to'ldiradi",
    failed: "Tarozini o'qib bo'lmadi: og'irlikni yozing",
  },
  printAfter: 'Tortilgandan keyin yorliqni chop etish',
  errors: {
    held: {
      UN_LAWFUL: "Bu yuk taqiqlanganlar ro'yxatida: tortilmaydi, nazoratchi uchun chetga qo'ying",
      ISSUE: 'Bu yukda ochiq muammo bor: tortilmaydi, muammolar bilan ishlovchi xodimga bering',
      DAMAGED: "Bu yuk shikastlangan deb belgilangan: tortilmaydi, nazoratchi uchun chetga qo'ying",
    },
    paid: "Bu yuk uchun to'langan: uning og'irligi bu yerda endi o'zgarmaydi",
    confirmedBill: "Bu yuk tasdiqlangan hisobda: uning og'irligi bu yerda endi o'zgarmaydi",
    pastWarehouse: 'Bu yuk Xitoy omboridan chiqib ketgan: u bu yerda tortilmaydi',
    nothingToUndo: "Bekor qiladigan narsa yo'q: yukning oxirgi o'zgarishi uning tortilishi emas",
  },
};
