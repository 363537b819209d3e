/** Messages of the waybillOps feature (English; uz and cn mirror its keys). */
export const waybillOpsEn = {
  /** The delay filter's choices (SPEC 9). */
  delayDays: '%{smart_count} day or more |||| %{smart_count} days or more',
  /** The waybill page (SPEC 3). */
  show: {
    history: 'Status history (Tashkent time)',
  },
  timeline: {
    label: 'Status history',
    empty: 'No status changes yet',
    byAt: '%{by} · %{at}',
  },
  /** Status change of many waybills and its report. */
  bulk: {
    selectedLabel: 'Change status',
    pasteLabel: 'Status by tracking numbers',
    pasteHint: 'Tracking numbers (paste them, any separator)',
    pastedCount: '%{smart_count} tracking number |||| %{smart_count} tracking numbers',
    submit: 'Change status',
    reportTitle: 'Status change report',
    reportStatus: 'New status:',
    trackingNumber: 'Tracking number',
    outcomeColumn: 'Result',
    fromColumn: 'Status before',
    outcome: {
      changed: 'Changed',
      unchanged: 'Already in this status',
      notFound: 'Not found',
      notAllowed: 'Not allowed',
    },
  },
  /** Said by the API (server/waybills, server/waybills/waybillActions.ts). */
  server: {
    statusRefused: 'This status change is not allowed',
    transitionNotAllowed:
      'The status cannot change from %{from} to %{to}. It may change to: %{allowed}',
    transitionNotAllowedNone:
      'The status cannot change from %{from} to %{to}, nor to any other status',
    statusNotForRole:
      'Your role may not change the status from %{from} to %{to}. You may change it to: %{allowed}',
    statusNotForRoleNone:
      'Your role may not change the status from %{from} to %{to}, nor to any other status',
    handoverUnpaid: 'Not paid yet: a parcel is handed over once it is paid',
    handoverUnbilled:
      "Not on a bill yet: a company's parcel is handed over once its company is billed for it",
    handoverUnpriced: 'No final freight yet: a parcel is handed over once it is priced and paid',
    noHeldFrom: 'This waybill does not record the status it was held from',
    bulkEmpty: 'Select waybills or enter tracking numbers',
    bulkTooMany: 'At most %{max} waybills at once',
    noClientKeepsNone: 'A parcel with no owner has no client: use “Detach from client”',
    clientKeptUntilDetached: "Only “Detach from client” takes a parcel's client away",
  },
};
