import type { searchEn } from './searchEn';

export const searchUz: typeof searchEn = {
  open: 'Sahifalarni qidirish',
  shortcut: 'Sahifalarni qidirish (Ctrl+K yoki /)',
  placeholder: "Sahifani nomi bo'yicha toping",
  recent: 'Yaqinda ochilganlar',
  pages: 'Sahifalar',
  empty: '"%{query}" bo\'yicha sahifa topilmadi',
  hint: '↑ ↓ tanlash, Enter ochish, Esc yopish',
};
