import type { deletesEn } from './deletesEn';

/** Boshqa yozuvlar hali ko'rsatib turgan yozuvni o'chirishni API rad etgandagi xabarlar. */
export const deletesUz: typeof deletesEn = {
  stillNamed:
    "Bu yozuvni o'chirib bo'lmaydi: unga hali %{referrers} bog'langan. Avval ularni o'zgartiring yoki o'chiring.",
  referrer: `"%{resource}" bo'limidagi %{smart_count} ta yozuv`,
};
