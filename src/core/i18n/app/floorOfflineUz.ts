/** Pol stansiyalarining oflayn skanlari matnlari (station/OfflineScans.tsx). */
export const floorOfflineUz = {
  pending: '%{smart_count} ta skan saqlandi, hali yuborilmadi: aloqa tiklanganda yuboriladi',
  attention: {
    title: "E'tibor talab qiladi",
    hint: "Bu skanlarga aloqa tiklangandan keyin muammo bilan javob keldi: har birini hal qiling, so'ng bajarildi deb belgilang",
    scannedAt: 'Skanlangan vaqti %{time}',
    done: 'Bajarildi',
  },
};
