/** Messages of the API's refusals by authority and of edit conflicts (uz and cn mirror its keys). */
export const authorityEn = {
  fieldNotWritable: 'You may not change this field',
  fieldNotReadable: 'You may not read this field',
  notByAuthor: 'Someone other than who asked for this must do it',
  rankTooHigh: 'You may not manage a user of this rank',
  roleTooHigh: 'You may grant only roles below your own',
  otherCompany: 'Only users and records of your own company',
  otherPvz: 'Only records of your own pickup points',
  companyRequired: 'A user of a company role must belong to a company',
  tooManyIds: 'Ask for at most %{max} records at once',
  stale:
    '%{user} changed this record at %{at}, after you opened it. Your input is kept: reload the record to see their change.',
  staleUnknown:
    'This record was changed after you opened it. Your input is kept: reload the record to see the change.',
};
