/** Texts of the floor stations' offline scans (station/OfflineScans.tsx; uz and cn mirror its keys). */
export const floorOfflineEn = {
  pending:
    '%{smart_count} scan kept, not sent yet: it goes when the connection is back |||| %{smart_count} scans kept, not sent yet: they go when the connection is back',
  attention: {
    title: 'Needs attention',
    hint: 'These scans were answered after the connection came back, with a problem: deal with each, then mark it done',
    scannedAt: 'Scanned at %{time}',
    done: 'Done',
  },
};
