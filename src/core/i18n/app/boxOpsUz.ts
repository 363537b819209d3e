import type { boxOpsEn } from './boxOpsEn';

export const boxOpsUz: typeof boxOpsEn = {
  errors: {
    otherBatch: "Bu quti boshqa partiyada: uning o'z partiyasini tanlang",
    receivedTwice: 'Bu quti shu joyda allaqachon qabul qilingan',
    noSuchBox: "Bunday raqamli quti yo'q",
    boxClosed: "Bu quti yopilgan: yuk qo'shish uchun uni qayta oching",
    boxOpen: 'Bu quti allaqachon ochiq',
    boxLeft: "Bu quti Ivudan jo'nab ketgan: uning yuklari endi o'zgarmaydi",
    otherBoxClosed: 'Bu yuk turgan quti yopilgan: avval uni qayta oching',
    countDiffers: 'Qutidagi yuklar soni endi boshqacha: sonini tekshirib, qayta yoping',
    weightDiffers:
      "Quti %{weight} kg, yuklari %{parcelsWeight} kg: farq %{tolerance} kg dan ko'p. Qayta torting yoki tasdiqlang",
    notArrivalPoint: "Partiya faqat Ulug'chat, O'sh yoki Toshkentga keladi",
    arrivalFinished: 'Bu partiyaning bu punktga kelishi allaqachon yakunlangan',
    arrivalStale: "Shu orada yangi skanerlar qo'shildi: sonlarni tekshirib, qaytadan yakunlang",
  },
};
