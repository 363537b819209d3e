/** Messages of a record's History tab and the audit log screen (English; uz and cn mirror it). */
export const historyEn = {
  tabs: { details: 'Details', history: 'History' },
  label: 'Change history',
  empty: 'No changes have been recorded for this record yet.',
  failed: 'The history could not be loaded: %{message}',
  columns: { at: 'When', user: 'Who', action: 'What', changes: 'Changes' },
  change: { field: 'Field', before: 'Before', after: 'After', none: 'No field changed' },
  /** Writes that are no business action of the registry. */
  actions: {
    create: 'Created',
    update: 'Edited',
    delete: 'Deleted',
    changePassword: 'Password changed',
    load: 'Demo data loaded',
  },
};
