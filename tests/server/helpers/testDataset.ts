/** A small demo data set: every collection, fewer waybills than the default. */
export const TEST_DATASET = { seed: 1, waybills: 150 };
