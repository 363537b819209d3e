/** Texts of the arrival station, /floor/arrive (Uzbek; the keys are floorArriveEn's). */
export const floorArriveUz = {
  point: 'Punkt',
  batch: 'Partiya',
  anyBatch: 'Partiyaning istalgan qutisini skanerlang yoki tanlang',
  chooseBatch: '%{point} ga kelgan partiyaning istalgan qutisini skanerlang',
  scanHere: '%{day} partiyasi, %{point}: qutilar va yuklarni skanerlang',
  codeField: 'Skanerlang yoki yozing, keyin Enter',
  from: "Kutilmoqda: %{point} dan jo'natilganlar",
  counts: {
    expected: 'Kutilgan',
    scanned: 'Skanerlangan',
    missing: 'Yetishmaydi',
    extra: 'Ortiqcha',
    otherBatch: 'Boshqa partiya',
    boxes: 'Qutilar: %{expected} dan %{scanned}',
  },
  lists: {
    missing: 'Yetishmayotgan yuklar',
    extra: 'Ortiqcha yuklar',
    otherBatch: 'Boshqa partiyadan',
    none: "Yo'q",
    more: 'va yana %{count} ta',
  },
  finish: 'Yakunlash (F9)',
  changeBatch: 'Boshqa partiya (Esc)',
  confirm: {
    title: '%{point} ga kelish yakunlansinmi?',
    text: "%{expected} ta yukdan %{scanned} tasi skanerlandi, %{missing} tasi yetishmaydi, %{extra} tasi ortiqcha. Skanerlangan qutilar va yuklar %{point} da qabul qilinadi; yetishmayotganlar o'z joyida qoladi.",
    yes: 'Yakunlash',
    no: 'Skanerlashni davom ettirish',
  },
  sheet: {
    title: '%{day} partiyasining %{point} ga kelishi',
    boxes: 'Qabul qilingan qutilar',
    print: 'Chop etish',
    all: 'Bu partiyaning barcha solishtiruvlari',
  },
  answers: {
    boxCounted: {
      title: '%{boxNumber} qutisi: %{parcels} ta yuk',
      next: 'Keyingi qutini skanerlang',
    },
    parcelCounted: { title: '%{code} yuki', next: 'Keyingi quti yoki yukni skanerlang' },
    extra: {
      title: 'Ortiqcha: %{code}',
      next: "Bu yerda kutilmagan: nazoratchi uchun chetga qo'ying",
    },
    alreadyScanned: {
      title: 'Allaqachon skanerlangan: %{code}',
      next: 'Keyingi quti yoki yukni skanerlang',
    },
    otherBatch: {
      title: '%{receiveDay} partiyasidan (%{boxNumber} qutisi)',
      next: "Chetga qo'ying: u boshqa partiyaga tegishli",
    },
    unknown: { title: "Noma'lum kod: %{code}", next: 'Yorliqni tekshirib, qayta skanerlang' },
    wrongPoint: {
      title: "Bu yerdan jo'natilmagan (%{boxStatus}): %{code}",
      next: "U oldingi punktdan chiqmagan: nazoratchiga ko'rsating",
    },
    noBatch: {
      title: 'Partiya tanlanmagan',
      next: 'Avval partiyaning istalgan qutisini skanerlang',
    },
    finished: { title: 'Kelish yakunlandi', next: 'Solishtiruvni chop eting' },
    refused: { title: 'Bajarilmadi', next: "Xabarni o'qing va qayta urinib ko'ring" },
    kept: {
      title: 'Saqlandi: %{code}',
      next: 'Skanlashda davom eting: aloqa tiklanganda yuboriladi',
    },
    scansPending: {
      title: 'Hali yuborilmagan skanerlar: %{count}',
      next: 'Hammasi yuborilgach yakunlang',
    },
  },
};
