/**
 * Server field errors in the shape react-admin's forms put on the fields: an object matching the
 * form (nested objects are paths, `a.b.c` keys work too) whose leaves are message strings, plus
 * `root.serverError`, which react-admin notifies instead of its generic "form invalid" text
 * (ra-core setSubmissionErrors.ts and useNotifyIsFormInvalid.ts).
 */
export type SubmissionErrors = { [field: string]: string | SubmissionErrors };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** One field's error: the contract sends strings; `{ message }` objects are accepted as well. */
const toFieldError = (error: unknown): string | SubmissionErrors | undefined => {
  if (typeof error === 'string') return error;
  if (isRecord(error)) {
    return typeof error.message === 'string' ? error.message : normalize(error);
  }
  return error === null || error === undefined ? undefined : String(error);
};

const normalize = (errors: Record<string, unknown>): SubmissionErrors => {
  const result: SubmissionErrors = {};
  for (const [field, error] of Object.entries(errors)) {
    const fieldError = toFieldError(error);
    if (fieldError !== undefined) result[field] = fieldError;
  }
  return result;
};

/** The server's `errors` for react-admin, or undefined when there are none. */
export const toSubmissionErrors = (
  errors: unknown,
  message: string,
): SubmissionErrors | undefined => {
  if (!isRecord(errors)) return undefined;
  const fields = normalize(errors);
  if (Object.keys(fields).length === 0) return undefined;
  return { ...fields, root: { serverError: message } };
};
