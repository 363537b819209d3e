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
  /** Said by the API (server/waybills, server/actions/waybillActions.ts). */
  server: {
    statusRefused: 'This status change is not allowed',
    transitionNotAllowed: 'The status cannot change from %{from} to %{to}',
    noHeldFrom: 'This waybill does not record the status it was held from',
    bulkEmpty: 'Select waybills or enter tracking numbers',
    bulkTooMany: 'At most %{max} waybills at once',
    noClientKeepsNone: 'A parcel with no owner has no client: use “Detach from client”',
    clientKeptUntilDetached: "Only “Detach from client” takes a parcel's client away",
  },
};
