/** Messages of a delete the API refuses because other records still name the record (uz and cn mirror its keys). */
export const deletesEn = {
  stillNamed:
    'This record cannot be deleted: %{referrers} still name it. Change or delete those first.',
  referrer: '%{smart_count} record of "%{resource}" |||| %{smart_count} records of "%{resource}"',
};
