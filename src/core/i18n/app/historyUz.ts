import type { historyEn } from './historyEn';

export const historyUz: typeof historyEn = {
  tabs: { details: "Ma'lumotlar", history: 'Tarix' },
  label: "O'zgarishlar tarixi",
  empty: "Bu yozuvda hali hech qanday o'zgarish qayd etilmagan.",
  failed: "Tarixni yuklab bo'lmadi: %{message}",
  columns: { at: 'Qachon', user: 'Kim', action: 'Nima', changes: "O'zgarishlar" },
  change: {
    field: 'Maydon',
    before: 'Avval',
    after: 'Keyin',
    none: "Hech bir maydon o'zgarmadi",
  },
  actions: {
    create: 'Yaratildi',
    update: 'Tahrirlandi',
    delete: "O'chirildi",
    changePassword: "Parol o'zgartirildi",
    load: "Demo ma'lumotlar yuklandi",
  },
};
