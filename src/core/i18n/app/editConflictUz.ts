import type { editConflictEn } from './editConflictEn';

export const editConflictUz: typeof editConflictEn = {
  title: 'Bu yozuvni boshqa foydalanuvchi saqladi',
  changedBy:
    "Siz ochganingizdan keyin %{user} bu yozuvni %{at} da saqladi, shuning uchun o'zgarishlaringiz saqlanmadi. Ular formada qoldi. Yangi holatini ko'rish uchun yozuvni qayta yuklang (kiritganlaringiz o'chadi).",
  changed:
    "Siz ochganingizdan keyin bu yozuv o'zgardi, shuning uchun o'zgarishlaringiz saqlanmadi. Ular formada qoldi. Yangi holatini ko'rish uchun yozuvni qayta yuklang (kiritganlaringiz o'chadi).",
  reload: 'Qayta yuklash',
  keepInput: 'Kiritganlarimni qoldirish',
};
