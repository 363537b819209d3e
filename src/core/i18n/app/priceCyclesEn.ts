/** Messages of price cycles and freight pricing (issue 11, "cycles"). */
export const priceCyclesEn = {
  errors: {
    bandGap: 'Level %{level}: min weight must be where level %{previous} ends',
    overlap: 'This owner already has a price cycle on these dates',
  },
};
