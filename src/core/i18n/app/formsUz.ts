import type { formsEn } from './formsEn';

/** Shakllarning o'z so'zlari: bo'limlari, matn uzunligi, hisoblangan qiymat. */
export const formsUz: typeof formsEn = {
  otherFields: 'Boshqa',
  characters: '%{count} / %{max} belgi',
  product: "%{factors} bo'yicha hisoblanadi",
};
