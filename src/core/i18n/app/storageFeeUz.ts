/** Saqlash haqi matnlari (docs/decisions.md "Storage fees"). */
export const storageFeeUz = {
  errors: {
    reasonBlank: 'Saqlash haqidan ozod qilish sababini yozing',
    noFee: "Bu yuk uchun kechiriladigan saqlash haqi yo'q",
    waived: 'Bu saqlash haqi allaqachon kechirilgan',
  },
  sms: '%{trackingNumber} yukingiz %{pvz} punktida %{freeDays} bepul kundan ortiq turibdi: %{from} dan boshlab kuniga %{fee} $ saqlash haqi olinadi. Iltimos, olib keting.',
  flag: 'Saqlash haqi',
  flagCount: "Saqlash haqi to'lanadigan yuklar",
  notification: "Saqlash haqi to'lanadigan yuklar",
};
