/**
 * The object in one of the page's JSON data blocks (written by server/spa/signedInUser.ts
 * `jsonBlock`), taken once: the element goes with it. Undefined where there is no such block, no
 * document (the server drawing the page) or no object in it.
 */
export function takePageJsonBlock(id: string): object | undefined {
  const element = typeof document === 'undefined' ? null : document.getElementById(id);
  if (element === null) return undefined;
  element.remove();
  try {
    const value: unknown = JSON.parse(element.textContent ?? '');
    return typeof value === 'object' && value !== null ? value : undefined;
  } catch {
    return undefined;
  }
}
