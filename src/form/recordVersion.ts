/**
 * Every record carries an integer `version` that the API raises on each write; a PUT or PATCH
 * sent with an older one is refused with 409 (docs/api.md), so a save never silently overwrites
 * someone else's. The edit form sends back the version it was opened with, unchanged.
 */
export const VERSION_FIELD = 'version';

/**
 * What an edit form submits: the validator's output (which keeps only the writable fields) plus
 * the version of the record as the form holds it.
 */
export function withRecordVersion(
  data: Record<string, unknown>,
  formValues: Record<string, unknown>,
): Record<string, unknown> {
  const version = formValues[VERSION_FIELD];
  return Number.isSafeInteger(version) ? { ...data, [VERSION_FIELD]: version } : data;
}
