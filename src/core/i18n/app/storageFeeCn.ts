/** 保管费文案 (docs/decisions.md "Storage fees")。 */
export const storageFeeCn = {
  errors: {
    reasonBlank: '请填写免除保管费的原因',
    noFee: '该包裹没有可免除的保管费',
    waived: '该保管费已免除',
  },
  sms: '您的包裹 %{trackingNumber} 在 %{pvz} 已超过 %{freeDays} 天免费保管期：自 %{from} 起每天收取 %{fee} $ 保管费。请尽快取件。',
  flag: '保管费',
  flagCount: '需付保管费的包裹',
  notification: '需付保管费的包裹',
};
