import type { ratesEn } from './ratesEn';

export const ratesUz: typeof ratesEn = {
  errors: {
    sameStart: 'Shu turdagi boshqa kurs aynan shu vaqtda boshlanadi',
    noRate: '%{day} kuni amalda valyuta kursi yo‘q: avval uni kiriting',
    futureDate: 'Xarajat kelajak sanasi bilan kiritilmaydi',
  },
  expenses: {
    totalsButton: 'Jami',
    totals: '%{month} xarajatlari',
    day: 'Kun',
    count: 'Yozuvlar',
    som: 'So‘m',
    usd: 'USD',
    monthTotal: 'Oy bo‘yicha jami',
  },
  months: {
    title: 'Oylar bo‘yicha qabul qilingan to‘lovlar va xarajatlar',
    month: 'Oy',
    fromClients: 'Mijozlardan (USD)',
    fromCompanies: 'Kompaniyalardan, to‘langan hisoblar (USD)',
    received: 'Qabul qilingan to‘lovlar (USD)',
    expenses: 'Xarajatlar (USD)',
    difference: 'Farq (USD)',
  },
};
