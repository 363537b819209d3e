/** Texts of storage fees (docs/decisions.md "Storage fees"), English; uz and cn mirror its keys. */
export const storageFeeEn = {
  errors: {
    reasonBlank: 'Say why the storage fee is waived',
    noFee: 'This parcel owes no storage fee to waive',
    waived: 'This storage fee is already waived',
  },
  sms: 'Your parcel %{trackingNumber} has waited at %{pvz} past its %{freeDays} free days: from %{from} it costs %{fee} $ a day. Please collect it.',
  flag: 'Storage fee',
  flagCount: 'Parcels owing a storage fee',
  notification: 'Parcels owing a storage fee',
};
