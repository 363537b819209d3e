import { shellUz } from './shellUz';
import { authorityUz } from './authorityUz';
import { tagsUz } from './tagsUz';
import { searchUz } from './searchUz';
import { notificationsUz } from './notificationsUz';
import { waybillOpsUz } from './waybillOpsUz';
import { boxOpsUz } from './boxOpsUz';
import { cashShiftsUz } from './cashShiftsUz';
import { floorArriveUz } from './floorArriveUz';
import { floorPackUz } from './floorPackUz';
import { floorPrintUz } from './floorPrintUz';
import { floorReceiveUz } from './floorReceiveUz';
import { counterUz } from './counterUz';
import { storageFeeUz } from './storageFeeUz';
import { floorOfflineUz } from './floorOfflineUz';
import { exportXlsxUz } from './exportXlsxUz';
import { editConflictUz } from './editConflictUz';
import { historyUz } from './historyUz';
import { ratesUz } from './ratesUz';
import { datePickersUz } from './datePickersUz';
import { jsonFormUz } from './jsonFormUz';
import { muiTextsUz } from './muiTextsUz';
import { billsUz } from './billsUz';
import { deletesUz } from './deletesUz';
import { formsUz } from './formsUz';
import { priceCyclesUz } from './priceCyclesUz';
import { clientMoneyUz } from './clientMoneyUz';
import { clientPageUz } from './clientPageUz';
import { LANGUAGE_NAMES } from '../languages';
import { statsUz } from './statsUz';
import type { AppMessages } from './en';

/** The app's own messages in Uzbek (Latin script, ASCII apostrophes as in the registry). */
export const uz: AppMessages = {
  errors: {
    api: {
      badParameter: "Noto'g'ri qiymat",
      unknownFilter: "Bu maydon bo'yicha filtrlab bo'lmaydi",
      bodyTooLarge: "So'rov juda katta (ko'pi bilan 1 MB)",
      tooDeep: "So'rov juda chuqur ichma-ich joylashgan",
      unsupportedEncoding: "So'rov UTF-8 dagi JSON bo'lishi kerak",
      parameterTooLarge: 'Bu parametr juda uzun',
      idempotencyKey: "Idempotency-Key sarlavhasi UUID bo'lishi kerak",
      idempotencyKeyReused: "Bu Idempotency-Key boshqa so'rov uchun ishlatilgan",
    },
    http: {
      400: "So'rovda xatolik",
      401: 'Iltimos, tizimga kiring',
      403: 'Ruxsat berilmagan',
      404: "So'rov manzili noto'g'ri",
      408: "So'rov vaqti tugadi",
      500: 'Server xatosi',
      501: 'Bu xizmat hali joriy qilinmagan',
      502: 'Shlyuz xatosi',
      503: 'Xizmat vaqtincha ishlamayapti',
      busy: "Hozir shu yozuvlarni boshqalar ham o'zgartirmoqda. Hech narsa saqlanmadi: birozdan so'ng qayta urinib ko'ring.",
      network: "Serverga ulanib bo'lmadi",
    },
    generic: 'Xatolik yuz berdi!',
    actionFailed: "Amalni bajarib bo'lmadi!",
    fetchFailed: "Ma'lumotlarni olishda xatolik yuz berdi",
    prohibited: 'Bu trek raqamida taqiqlangan buyumlar bor!',
    routeGuard: "Sahifani ochib bo'lmadi. Qaytadan urinib ko'ring.",
    pageLoad: "Sahifa yuklanmadi. Internet aloqasini tekshirib, qaytadan urinib ko'ring.",
  },
  action: {
    retry: 'Qayta urinish',
    backHome: 'Bosh sahifaga qaytish',
  },
  validation: {
    reference: 'Tanlangan yozuv mavjud emas',
    required: "Bo'sh bo'lishi mumkin emas",
    formFailed: "Forma tekshiruvdan o'tmadi",
    minLength: 'Kamida %{min} ta belgi kiriting',
    maxLength: "Ko'pi bilan %{max} ta belgi kiriting",
    minValue: 'Eng kichik qiymat: %{min}',
    maxValue: 'Eng katta qiymat: %{max}',
    number: 'Son kiriting',
    integer: 'Butun son kiriting',
    email: "To'g'ri email manzil kiriting",
    phone: "Telefon raqamini +998 va 9 ta raqam ko'rinishida kiriting",
    passport: 'Pasport raqami: ikkita bosh harf va 7 ta raqam',
    card: 'Haqiqiy karta raqamining 16 ta raqamini kiriting',
    url: "To'g'ri havola (URL) kiriting",
    time: "Vaqtni HH:mm ko'rinishida kiriting, masalan 09:30",
    pattern: "Format noto'g'ri",
    oneOf: 'Ruxsat etilgan qiymatlardan birini tanlang',
    unique: 'Bu qiymat allaqachon ishlatilgan',
    date: "To'g'ri sana kiriting",
    tooLarge: "Ma'lumot juda ko'p: ko'pi bilan %{max} belgi",
    commentTooLong: '%{max} ta belgidan oshmasin',
    unknownField: 'Bu maydon bu yerda kutilmaydi',
    unstorableText: "Bu matnda saqlab bo'lmaydigan belgi bor (ko'rinmas yoki buzilgan)",
    password: {
      rule: '8 tadan 20 tagacha belgi, kamida bitta harf va bitta raqam',
      mismatch: 'Parollar mos kelmadi',
      confirmRequired: 'Tasdiqlash uchun parolni qayta kiriting',
    },
    list: {
      minItems: "Kamida %{min} ta element qo'shing",
      maxItems: "Ko'pi bilan %{max} ta element",
    },
    span: {
      greater: "«%{field}»dan katta bo'lishi kerak",
      notBefore: "«%{field}»dan oldin bo'lishi mumkin emas",
      after: "«%{field}»dan keyin bo'lishi kerak",
    },
    level: {
      greater: "%{level}-daraja: «%{field}»dan katta bo'lishi kerak",
      required: "%{level}-daraja: bo'sh bo'lishi mumkin emas",
      negative: "%{level}-daraja: qiymatlar manfiy bo'lishi mumkin emas",
      priceNotLower: "%{level}-daraja: narx oldingi darajadagidan past bo'lishi kerak",
      weightNotGreater: "%{level}-daraja: vazn oldingi darajadagidan katta bo'lishi kerak",
    },
  },
  notify: {
    saved: 'Muvaffaqiyatli saqlandi!',
    sent: 'Muvaffaqiyatli yuborildi!',
    done: 'Amal muvaffaqiyatli bajarildi!',
    excelDownloaded: 'Excel fayl muvaffaqiyatli yuklab olindi',
    deleted: "Muvaffaqiyatli o'chirildi!",
  },
  confirm: {
    title: 'Tasdiqlang',
  },
  recordActions: {
    errors: {
      notNoClient: 'Faqat egasiz yuk xatiga ega biriktirish mumkin',
      noClient: "Bu yuk xati mijozga bog'lanmagan",
      unlawfulLocked: "Avval bu yuk xatini taqiqlanganlar ro'yxatidan olib tashlang",
      trackingNotFound: "Bunday trek raqamli yuk xati yo'q",
      alreadyUnlawful: "Bu trek raqami allaqachon taqiqlanganlar ro'yxatida",
      notUnlawful: "Bu yuk xati taqiqlanganlar ro'yxatida emas",
      alreadyDecided: "Bu narx o'zgarishi bo'yicha qaror allaqachon qabul qilingan",
      waybillMissing: "Bu narx o'zgarishining yuk xati endi mavjud emas",
      nothingDue: "To'lanadigan keshbek yo'q",
      notOwnersCard: 'Bu karta promokod egasidan boshqa kishi uchun saqlangan',
      cardInactive: 'Bu saqlangan karta endi faol emas',
      notFailed: 'Faqat yuborilmay qolgan xabarni qayta yuborish mumkin',
      notApplicable: "Bu amalni yozuvning hozirgi holatida bajarib bo'lmaydi",
    },
  },
  auth: {
    oldPasswordWrong: "Joriy parol noto'g'ri",
    userInactive: "Bu hisob o'chirilgan",
    username: 'Foydalanuvchi nomi',
    password: 'Parol',
    code: 'Tasdiqlash kodi',
    codeHint: 'Rasmdagi belgilarni kiriting',
    refreshCode: "Boshqa rasm ko'rsatish",
    signIn: 'Kirish',
    invalidCredentials: "Foydalanuvchi nomi yoki parol noto'g'ri",
    codeRequired: 'Tasdiqlash kodini kiriting',
    codeWrong: "Tasdiqlash kodi noto'g'ri",
    tooManyAttempts: "Urinishlar juda ko'p: rasmdagi kodni kiriting",
    clientRefused: "Mijoz hisobi bilan boshqaruv paneliga kirib bo'lmaydi",
    sessionExpired: 'Seans muddati tugadi, qaytadan kiring',
    userInfoFailed: "Foydalanuvchi ma'lumotlarini yuklab bo'lmadi",
    logout: 'Chiqish',
  },
  units: {
    kg: 'kg',
    m3: 'm³',
    cm: 'sm',
    USD: '$',
    som: "so'm",
    hours: 'soat',
    days: 'kun',
    percent: '%',
  },
  language: {
    label: 'Til',
    ...LANGUAGE_NAMES,
  },
  pages: {
    updatePassword: {
      oldPassword: 'Joriy parol',
      password: 'Yangi parol',
      confirmPassword: 'Yangi parolni tasdiqlang',
    },
    dashboard: 'Bosh sahifa',
    notFound: {
      title: 'Sahifa topilmadi',
      text: "Siz izlayotgan sahifa mavjud emas yoki boshqa joyga ko'chirilgan.",
    },
    forbidden: {
      title: 'Ruxsat berilmagan',
      text: "Bu sahifani ko'rish uchun sizda ruxsat yo'q.",
    },
    login: {
      title: 'Hisobingizga kiring',
    },
  },
  common: {
    yes: 'Ha',
    no: "Yo'q",
    empty: '—',
  },
  stats: statsUz,
  shell: shellUz,
  tags: tagsUz,
  authority: authorityUz,
  search: searchUz,
  notifications: notificationsUz,
  waybillOps: waybillOpsUz,
  boxOps: boxOpsUz,
  cashShifts: cashShiftsUz,
  floorPack: floorPackUz,
  floorPrint: floorPrintUz,
  floorReceive: floorReceiveUz,
  counter: counterUz,
  storageFee: storageFeeUz,
  floorArrive: floorArriveUz,
  floorOffline: floorOfflineUz,
  exportXlsx: exportXlsxUz,
  editConflict: editConflictUz,
  history: historyUz,
  rates: ratesUz,
  datePickers: datePickersUz,
  jsonForm: jsonFormUz,
  muiTexts: muiTextsUz,
  bills: billsUz,
  deletes: deletesUz,
  forms: formsUz,
  priceCycles: priceCyclesUz,
  clientMoney: clientMoneyUz,
  clientPage: clientPageUz,
};
