import type { clientPageEn } from './clientPageEn';

export const clientPageUz: typeof clientPageEn = {
  parcels: {
    title: "Yuklar holati bo'yicha",
    all: 'Barcha yuklari',
    none: "Mijozning hali yuklari yo'q",
  },
  settlement: {
    title: "To'lovlar va qarz",
  },
};
