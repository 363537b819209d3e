/** MUI components' own texts that react-admin does not pass (src/theme/LocalizedMuiTexts.tsx). */
export const muiTextsEn = {
  noOptions: 'No options',
  loading: 'Loading…',
  open: 'Open',
  close: 'Close',
  clear: 'Clear',
  showPath: 'Show path',
  firstPage: 'Go to first page',
  lastPage: 'Go to last page',
  nextPage: 'Go to next page',
  previousPage: 'Go to previous page',
  pagination: 'Pagination',
  page: 'Go to page %{page}',
};
