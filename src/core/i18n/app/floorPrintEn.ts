/** Texts of the floor's printed documents, /floor/print/* (English; uz and cn mirror its keys). */
export const floorPrintEn = {
  print: 'Print',
  language: 'Language of the document',
  notFound: 'Nothing to print: the record does not exist',
  date: 'Date',
  route: 'Route',
  number: 'No.',
  total: 'Total',
  unweighed: 'not weighed',
};
