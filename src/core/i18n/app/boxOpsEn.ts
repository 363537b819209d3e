/** Messages of the boxOps feature (English; uz and cn mirror its keys). */
export const boxOpsEn = {
  errors: {
    otherBatch: 'This box is in another batch: choose its own',
    receivedTwice: 'This box has already been received at this point',
    noSuchBox: 'No box has this number',
    boxClosed: 'This box is closed: reopen it to add parcels',
    boxOpen: 'This box is open already',
    boxLeft: 'This box has left Yiwu: its parcels can no longer change',
    otherBoxClosed: 'The box this parcel is in is closed: reopen it first',
    countDiffers: 'The box holds another number of parcels now: check the count and close again',
    weightDiffers:
      'The box weighs %{weight} kg, its parcels %{parcelsWeight} kg: more than %{tolerance} kg apart. Weigh again or confirm',
    notArrivalPoint: 'A batch arrives only at Ulugchat, Osh or Tashkent',
    arrivalFinished: "This batch's arrival at this point is finished already",
    arrivalStale: 'Other scans were made meanwhile: check the counts and finish again',
  },
};
