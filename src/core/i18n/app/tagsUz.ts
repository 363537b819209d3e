import type { tagsEn } from './tagsEn';

export const tagsUz: typeof tagsEn = {
  label: 'Ochiq sahifalar',
  closeTab: 'Yopish: %{title}',
  editTab: '%{action}: %{title}',
  menu: {
    refresh: 'Yangilash',
    close: 'Yopish',
    others: 'Boshqalarini yopish',
    left: 'Chapdagilarni yopish',
    right: "O'ngdagilarni yopish",
    all: 'Hammasini yopish',
  },
};
