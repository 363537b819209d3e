/** Words of the forms themselves: their sections, a text's count, a derived value. */
export const formsEn = {
  otherFields: 'Other',
  characters: '%{count} / %{max} characters',
  product: 'Follows from %{factors}',
};
