/** i18n keys of the receiving station's refusals (src/core/i18n/app/floorReceive*.ts, `errors`). */
export const RECEIVING_MESSAGES = {
  heldUnlawful: 'floorReceive.errors.held.UN_LAWFUL',
  heldIssue: 'floorReceive.errors.held.ISSUE',
  heldDamaged: 'floorReceive.errors.held.DAMAGED',
  paid: 'floorReceive.errors.paid',
  confirmedBill: 'floorReceive.errors.confirmedBill',
  pastWarehouse: 'floorReceive.errors.pastWarehouse',
  nothingToUndo: 'floorReceive.errors.nothingToUndo',
} as const;
