/** Texts of the receiving and weighing station, /floor/receive (English; uz and cn mirror its keys). */
export const floorReceiveEn = {
  scanPrompt: "Scan a parcel's tracking number",
  weighPrompt: 'Weigh %{trackingNumber}: type the weight in kg (sizes if measured), then Enter',
  codeField: 'Tracking number: scan or type, then Enter',
  weight: 'Weight, kg',
  length: 'Length, cm',
  width: 'Width, cm',
  height: 'Height, cm',
  weigh: 'Weigh (Enter)',
  card: {
    client: 'Client',
    company: 'Company',
    pvz: 'Pickup point',
    status: 'Status',
    none: 'none',
  },
  answers: {
    known: { title: 'Found: %{trackingNumber}', next: 'Type its weight and press Enter' },
    created: {
      title: 'New parcel with no owner: %{trackingNumber}',
      next: 'Type its weight and press Enter, then put it on the no-owner shelf',
    },
    weighed: {
      title: '%{status}: %{freight}',
      next: 'Weighed %{weight}. Scan the next parcel',
    },
    unpriced: {
      title: '%{status}: no price',
      next: 'Weighed %{weight}, but no price cycle is in force for its owner: tell the finance staff. Scan the next parcel',
    },
    noOwner: {
      title: 'Weighed %{weight}, no owner',
      next: 'Put it on the no-owner shelf. Scan the next parcel',
    },
    held: {
      title: 'Held: %{trackingNumber}',
      next: 'Do not weigh it: put it aside for the supervisor',
    },
    locked: {
      title: 'Not re-weighed: %{trackingNumber}',
      next: 'Leave its weight as it is; ask the finance staff if it is wrong',
    },
    refused: { title: 'Not done: %{trackingNumber}', next: 'Read the message, then scan again' },
    undone: { title: 'Undone: %{trackingNumber}', next: 'Weigh it again, or scan the next parcel' },
    badWeight: { title: 'Not a weight: %{weight}', next: 'Type the weight in kg, such as 1.25' },
    kept: {
      title: 'Kept: %{trackingNumber}',
      next: 'Scan on: it is received when the connection is back; scan it again to weigh it then',
    },
  },
  session: {
    title: 'Scans of this session',
    empty: 'No scans yet',
    undo: 'Undo',
    results: {
      known: 'Found',
      created: 'Created, no owner',
      weighed: 'Weighed',
      unpriced: 'Weighed, no price',
      noOwner: 'Weighed, no owner',
      held: 'Held',
      locked: 'Not re-weighed',
      refused: 'Not done',
      undone: 'Undone',
    },
  },
  scale: {
    connect: 'Connect scale',
    connected: 'Scale connected: a settled reading fills the weight',
    failed: 'The scale could not be read: type the weight',
  },
  printAfter: 'Print the label after weighing',
  errors: {
    held: {
      UN_LAWFUL:
        'This parcel is on the prohibited list: it is not weighed, put it aside for the supervisor',
      ISSUE:
        'This parcel has an open issue: it is not weighed, hand it to the staff handling issues',
      DAMAGED: 'This parcel is marked damaged: it is not weighed, put it aside for the supervisor',
    },
    paid: 'This parcel is paid for: its weight can no longer change here',
    confirmedBill: 'This parcel is in a confirmed bill: its weight can no longer change here',
    pastWarehouse: 'This parcel has left the China warehouse: it is not weighed here',
    nothingToUndo: "Nothing to undo: the parcel's last change is not its weighing",
  },
};
