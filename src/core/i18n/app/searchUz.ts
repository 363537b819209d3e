import type { searchEn } from './searchEn';

export const searchUz: typeof searchEn = {
  open: 'Qidirish',
  shortcut: 'Qidirish (Ctrl+K yoki /)',
  placeholder: "Sahifani nomi, yozuvni raqami, kodi yoki telefoni bo'yicha toping",
  recent: 'Yaqinda ochilganlar',
  pages: 'Sahifalar',
  records: 'Yozuvlar',
  searching: 'Qidirilmoqda…',
  empty: '"%{query}" bo\'yicha hech narsa topilmadi',
  hint: '↑ ↓ tanlash, Enter ochish, Esc yopish',
};
