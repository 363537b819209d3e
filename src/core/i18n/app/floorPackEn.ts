/** Texts of the packing station, /floor/pack (English; uz and cn mirror its keys). */
export const floorPackEn = {
  scanBox: 'Scan a box label, or press F2 for a new box',
  scanParcel: 'Scan parcels into box %{boxNumber}',
  typeWeight: "Type the box's weight in kg and press Enter (Esc: back to scanning)",
  codeField: 'Scan or type, then Enter',
  weightField: 'Box weight, kg',
  newBox: 'New box (F2)',
  closeBox: 'Close box (F4)',
  reopen: 'Reopen box',
  count: 'Parcels',
  parcelsWeight: 'Parcels weigh',
  boxWeight: 'Box weight',
  price: 'Price',
  state: { open: 'Open', closed: 'Closed' },
  moveReason: 'Why it moves into this box',
  move: 'Move into this box',
  confirm: {
    title: 'The box weighs other than its parcels',
    text: 'The box weighs %{weight} kg, its parcels %{parcelsWeight} kg: %{difference} kg apart, more than %{tolerance} kg. Close it anyway?',
    yes: 'Close anyway',
    no: 'Weigh again',
  },
  answers: {
    added: { title: 'Added: %{trackingNumber}', next: 'Scan the next parcel' },
    moved: { title: 'Moved here: %{trackingNumber}', next: 'Scan the next parcel' },
    alreadyHere: { title: 'Already in this box: %{trackingNumber}', next: 'Scan the next parcel' },
    inOtherBox: {
      title: 'In box %{otherBox}: %{trackingNumber}',
      next: 'Put it back, or give a reason and move it into this box',
    },
    notWeighed: {
      title: 'Not weighed: %{trackingNumber}',
      next: 'Put it aside for the receiving station to weigh',
    },
    held: { title: 'Held (%{status}): %{trackingNumber}', next: 'Do not pack it: put it aside' },
    wrongStatus: {
      title: 'Not at the warehouse (%{status}): %{trackingNumber}',
      next: 'Do not pack it: show it to a supervisor',
    },
    unknown: {
      title: 'Unknown parcel: %{trackingNumber}',
      next: 'Take it to the receiving station first',
    },
    opened: { title: 'Box %{boxNumber} opened', next: 'Scan its parcels' },
    newBox: {
      title: 'New box %{boxNumber}',
      next: 'Write the number on the box, then scan parcels',
    },
    closed: {
      title: 'Box %{boxNumber} closed',
      next: 'Press F2 for a new box, or scan a box label',
    },
    reopened: { title: 'Box %{boxNumber} reopened', next: 'Scan parcels into it' },
    refused: { title: 'Not done', next: 'Read the message and try again' },
    noBox: { title: 'No box is open', next: 'Scan a box label or press F2 for a new box' },
    kept: {
      title: 'Kept: %{trackingNumber}',
      next: 'Scan on: it is sent when the connection is back',
    },
    scansPending: {
      title: 'Scans still to send: %{count}',
      next: 'Close the box once they are all sent',
    },
    badWeight: { title: 'Not a weight: %{weight}', next: 'Type the weight in kg, such as 12.5' },
  },
};
