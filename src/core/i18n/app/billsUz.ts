import type { billsEn } from './billsEn';

/** Narx o'zgarishlari va kompaniya hisoblari xabarlari. */
export const billsUz: typeof billsEn = {
  errors: {
    waybillLocked: "Yuk xati to'langan yoki tasdiqlangan hisobda: narxi endi o'zgarmaydi",
    pendingRequest: "Bu yuk xati uchun qaror kutayotgan narx o'zgarishi bor",
    priceSettled:
      "Yuk xati to'langan yoki hisobda: narxi hisobga kiritilishidan oldin o'zgartiriladi (avval kutilayotgan hisobdan chiqaring)",
    notWithdrawable: "Faqat kutilayotgan yoki tasdiqlangan narx o'zgarishini qaytarib olish mumkin",
    mixedCompanies: 'Hisobga faqat bitta kompaniyaning yuk xatlari kiradi',
    notBillable:
      'Faqat hisob chiqarilmagan, yakuniy yuk haqi bor kompaniya yuk xatlarini hisobga kiritish mumkin',
    noB2bRate: "Kompaniyaning hisob sanasi uchun B2B kursi yo'q: avval uni qo'shing",
    billLocked: "Tasdiqlangan hisob endi o'zgarmaydi",
    notPending: "Faqat kutilayotgan hisobni o'zgartirish yoki tasdiqlash mumkin",
    notInBill: "Bu yuk xatlari ushbu hisobda yo'q",
    notPayable: "Faqat tasdiqlangan va hali to'lanmagan hisob to'lanadi",
    futureDate: "Hisob sanasi kelajakda bo'lishi mumkin emas",
    noWaybills: 'Kamida bitta yuk xatini tanlang',
    finalFreightKept: "Yuk xati hisobda yoki to'langan: uni yakuniy yuk haqisiz qoldirib bo'lmaydi",
    overpaid: "Bu to'lov hisob bo'yicha qolgan %{remaining} $ dan ko'p",
    futurePayment: "To'lov sanasi kelajakda bo'lishi mumkin emas",
    paidBeforeBill: "To'lov sanasi hisob sanasidan oldin bo'lishi mumkin emas",
  },
  create: {
    button: 'Hisob yaratish',
    title: '%{smart_count} ta yuk xati uchun hisob',
    created: '%{reference} hisobi yaratildi',
    company: 'Kompaniya',
    total: 'Yakuniy yuk haqi jami',
  },
  add: {
    button: "Hisobga qo'shish",
    title: "%{smart_count} ta yuk xatini kutilayotgan hisobga qo'shish",
    bill: 'Kutilayotgan hisob',
    oneCompanyOnly:
      'Tanlangan yuk xatlari turli kompaniyalarga tegishli. Hisobga faqat bitta kompaniyaning yuk xatlari kiradi: faqat bitta kompaniyanikini tanlang.',
  },
  drop: {
    button: 'Hisobdan chiqarish',
    confirm:
      "%{smart_count} ta yuk xati %{reference} hisobidan chiqarilsinmi? Ular yana hisoblanmagan bo'ladi.",
  },
  payment: {
    remaining: "Qolgan to'lov: %{amount}",
  },
  invoice: {
    print: 'Hisob-fakturani chop etish',
    title: 'Hisob-faktura',
    total: 'Jami',
    printButton: 'Chop etish',
    number: 'Hisob-faktura № %{reference}',
    issuer: 'Yetkazib beruvchi',
    billTo: "To'lovchi",
    companyCode: 'Kompaniya kodi',
    address: 'Manzil',
    phone: 'Telefon',
    taxId: 'STIR (INN)',
    bankAccount: 'Hisob raqami',
    accountDate: 'Hisob-faktura sanasi',
    settleDate: 'Tasdiqlangan sana',
    draft: "Qoralama: hisob hali tasdiqlanmagan va o'zgarishi mumkin",
    line: '№',
    trackingNumber: 'Trek raqami',
    createdAt: 'Sana',
    weight: "Og'irligi",
    amount: 'Summa',
    totalUsd: 'Jami, USD',
    rate: "Kurs: 1 USD = %{rate} so'm",
    totalSom: "Jami, so'm",
    paid: "To'langan",
    remaining: "To'lanishi kerak",
    waybills: '%{smart_count} ta yuk xati',
  },
};
