/** Statuses with their own text in the error catalogue (SPEC 8). */
const CATALOGUED = new Set([400, 401, 403, 404, 408, 500, 501, 502, 503]);

/**
 * The i18n key of the text shown for an HTTP status when the server sent no message of its own.
 * Statuses outside the catalogue fall back to their class: 4xx "Error in request", else "Server error".
 */
export const httpStatusKey = (status: number): string => {
  if (CATALOGUED.has(status)) return `errors.http.${status}`;
  return status >= 400 && status < 500 ? 'errors.http.400' : 'errors.http.500';
};
