/** The edit form's answer to a save refused as stale (HTTP 409); uz and cn mirror its keys. */
export const editConflictEn = {
  title: 'Someone else saved this record',
  changedBy:
    '%{user} saved this record at %{at}, after you opened it, so your changes were not saved. They are still in the form. Reload the record to see the new version (your input will be discarded).',
  changed:
    'This record was changed after you opened it, so your changes were not saved. They are still in the form. Reload the record to see the new version (your input will be discarded).',
  reload: 'Reload',
  keepInput: 'Keep my input',
};
