/** Messages of the boxOps feature (English; uz and cn mirror its keys). */
export const boxOpsEn = {
  errors: {
    otherBatch: 'This box is in another batch: choose its own',
    receivedTwice: 'This box has already been received at this point',
  },
};
