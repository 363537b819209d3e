/** Messages of price cycles and freight pricing (issue 11, "cycles"). */
export const priceCyclesEn = {
  errors: {
    bandEmpty: 'Level %{level}: max weight must be greater than min weight',
    bandGap: 'Level %{level}: min weight must be where level %{previous} ends',
    endBeforeStart: 'The end date must be after the start date',
    overlap: 'This owner already has a price cycle on these dates',
  },
};
