import type { floorPackEn } from './floorPackEn';

export const floorPackUz: typeof floorPackEn = {
  scanBox: "Quti yorlig'ini skanerlang yoki yangi quti uchun F2 ni bosing",
  scanParcel: '%{boxNumber} qutisiga yuklarni skanerlang',
  typeWeight: "Qutining og'irligini kg da yozing va Enter ni bosing (Esc: skanerlashga qaytish)",
  codeField: 'Skanerlang yoki yozing, keyin Enter',
  weightField: "Quti og'irligi, kg",
  newBox: 'Yangi quti (F2)',
  closeBox: 'Qutini yopish (F4)',
  reopen: 'Qutini qayta ochish',
  count: 'Yuklar',
  parcelsWeight: "Yuklar og'irligi",
  boxWeight: "Quti og'irligi",
  price: 'Narxi',
  state: { open: 'Ochiq', closed: 'Yopilgan' },
  moveReason: "Nega bu qutiga o'tkaziladi",
  move: "Bu qutiga o'tkazish",
  confirm: {
    title: "Quti og'irligi yuklarnikidan farq qiladi",
    text: "Quti %{weight} kg, yuklari %{parcelsWeight} kg: farq %{difference} kg, %{tolerance} kg dan ko'p. Baribir yopilsinmi?",
    yes: 'Baribir yopish',
    no: 'Qayta tortish',
  },
  answers: {
    added: { title: "Qo'shildi: %{trackingNumber}", next: 'Keyingi yukni skanerlang' },
    moved: { title: "Bu qutiga o'tkazildi: %{trackingNumber}", next: 'Keyingi yukni skanerlang' },
    alreadyHere: {
      title: 'Allaqachon shu qutida: %{trackingNumber}',
      next: 'Keyingi yukni skanerlang',
    },
    inOtherBox: {
      title: '%{otherBox} qutisida: %{trackingNumber}',
      next: "Joyiga qaytaring yoki sababini yozib, bu qutiga o'tkazing",
    },
    notWeighed: {
      title: 'Tortilmagan: %{trackingNumber}',
      next: "Qabul qilish stansiyasida tortish uchun chetga qo'ying",
    },
    held: {
      title: "To'xtatilgan (%{status}): %{trackingNumber}",
      next: "Qadoqlamang: chetga qo'ying",
    },
    wrongStatus: {
      title: 'Omborda emas (%{status}): %{trackingNumber}',
      next: "Qadoqlamang: mas'ul xodimga ko'rsating",
    },
    unknown: {
      title: "Noma'lum yuk: %{trackingNumber}",
      next: 'Avval qabul qilish stansiyasiga olib boring',
    },
    opened: { title: '%{boxNumber} qutisi ochildi', next: 'Uning yuklarini skanerlang' },
    newBox: {
      title: 'Yangi quti %{boxNumber}',
      next: 'Raqamni qutiga yozing, keyin yuklarni skanerlang',
    },
    closed: {
      title: '%{boxNumber} qutisi yopildi',
      next: "Yangi quti uchun F2 ni bosing yoki quti yorlig'ini skanerlang",
    },
    reopened: { title: '%{boxNumber} qutisi qayta ochildi', next: 'Unga yuklarni skanerlang' },
    refused: { title: 'Bajarilmadi', next: "Xabarni o'qing va qayta urinib ko'ring" },
    noBox: {
      title: "Ochiq quti yo'q",
      next: "Quti yorlig'ini skanerlang yoki yangi quti uchun F2 ni bosing",
    },
    kept: {
      title: 'Saqlandi: %{trackingNumber}',
      next: 'Skanlashda davom eting: aloqa tiklanganda yuboriladi',
    },
    scansPending: {
      title: 'Hali yuborilmagan skanlar: %{count}',
      next: 'Hammasi yuborilgach qutini yoping',
    },
    badWeight: { title: "Og'irlik emas: %{weight}", next: "Og'irlikni kg da yozing, masalan 12.5" },
  },
};
