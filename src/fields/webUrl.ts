/**
 * Whether a stored value may become a link: only http and https addresses. A `javascript:` link
 * runs a script on click, `data:` and `file:` ones open what the app does not control; the API
 * refuses them in url fields, and old or foreign data is still shown only as text.
 */
export function isWebUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    const { protocol } = new URL(value.trim());
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}
