import type { floorPrintEn } from './floorPrintEn';

export const floorPrintUz: typeof floorPrintEn = {
  print: 'Chop etish',
  language: 'Hujjat tili',
  notFound: "Chop etiladigan narsa yo'q: bunday yozuv mavjud emas",
  date: 'Sana',
  route: "Yo'nalish",
  number: '№',
  total: 'Jami',
  unweighed: 'tortilmagan',
};
