import type { clientMoneyEn } from './clientMoneyEn';

export const clientMoneyUz: typeof clientMoneyEn = {
  errors: {
    amountMissing: "To'lov valyutasidagi summani kiriting",
    companyClient:
      "Bu mijoz kompaniyaga tegishli: uning yuklari kompaniya hisoblari orqali to'lanadi",
    cardMissing: "Keshbek o'tkaziladigan bank kartasini kiriting",
    noBoxPrice: '%{day} kuni amalda quti narxi yo‘q: avval uni kiriting',
    overpaid: "Bu to'lov partiya bo'yicha qarzdan (%{due} $) ko'p",
    paidBeyondCost: "Bu kunda qutilar narxi ular uchun to'langan summadan kam bo'lib qoladi",
    futurePayment: "To'lov kelajak sanasi bilan kiritilmaydi",
    belowCent: "To'lov kamida 0.01 $ bo'lishi kerak",
  },
  settlement: {
    partlyPaid: 'Qisman to‘langan yuklarga',
    credit: 'Avans qoldig‘i',
    open: 'Hisob-kitob',
    due: "To'lanmagan yuklar bo'yicha qolgan qarz",
  },
  pay: {
    paid: "%{paid} to'langan",
    partly: "%{paid} to'langan, %{left} qoldi",
    due: "%{left} to'lanishi kerak",
  },
  paidParcels: {
    none: "Bu to'lov hali hech bir yuk uchun ishlatilmagan",
    credit: 'Hali ishlatilmagan (avans): %{amount}',
  },
  cashback: {
    payouts: "Keshbek to'lovlari",
    referrals: 'Taklif qilinganlar',
  },
};
