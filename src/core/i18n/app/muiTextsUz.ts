import type { muiTextsEn } from './muiTextsEn';

/** MUI components' own texts in Uzbek (see muiTextsEn.ts). */
export const muiTextsUz: typeof muiTextsEn = {
  noOptions: "Variantlar yo'q",
  loading: 'Yuklanmoqda…',
  open: 'Ochish',
  close: 'Yopish',
  clear: 'Tozalash',
  showPath: "Yo'lni ko'rsatish",
  firstPage: 'Birinchi sahifaga',
  lastPage: 'Oxirgi sahifaga',
  nextPage: 'Keyingi sahifaga',
  previousPage: 'Oldingi sahifaga',
  pagination: 'Sahifalar',
  page: '%{page}-sahifaga',
};
