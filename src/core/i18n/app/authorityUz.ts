import type { authorityEn } from './authorityEn';

export const authorityUz: typeof authorityEn = {
  fieldNotWritable: "Bu maydonni o'zgartirishingiz mumkin emas",
  fieldNotReadable: "Bu maydonni ko'rishingiz mumkin emas",
  notByAuthor: "Buni so'ragan xodimdan boshqa xodim bajarishi kerak",
  rankTooHigh: 'Bu darajadagi foydalanuvchini boshqarishingiz mumkin emas',
  roleTooHigh: "Faqat o'zingiznikidan past rollarni bera olasiz",
  otherCompany: 'Faqat o‘z kompaniyangiz foydalanuvchilari va yozuvlari',
  otherPvz: 'Faqat o‘z topshirish punktlaringiz yozuvlari',
  companyRequired: 'Kompaniya roli uchun kompaniya tanlanishi shart',
  tooManyIds: 'Bir so‘rovda ko‘pi bilan %{max} ta yozuv',
  stale:
    "Siz ochganingizdan keyin %{user} bu yozuvni %{at} da o'zgartirdi. Kiritganlaringiz saqlandi: uning o'zgarishini ko'rish uchun yozuvni qayta yuklang.",
  staleUnknown:
    "Siz ochganingizdan keyin bu yozuv o'zgardi. Kiritganlaringiz saqlandi: o'zgarishni ko'rish uchun yozuvni qayta yuklang.",
};
