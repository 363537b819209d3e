/**
 * The watermark as a DOM element of its own, outside React: tiled text over the whole page that
 * lets every click through. Removed or restyled (e.g. in the browser's developer tools), it is
 * put back at once.
 */

const TILE = { width: 300, height: 180 };

/** One tile of the watermark: `text` written at a slant, as an SVG data URL. */
export function watermarkTile(text: string): string {
  const escaped = text.replace(
    /[<>&"']/g,
    (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&#39;' })[char]!,
  );
  const { width, height } = TILE;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<text x="50%" y="50%" text-anchor="middle" dominant-baseline="middle" ` +
    `transform="rotate(-20 ${width / 2} ${height / 2})" fill="rgba(128,128,128,0.16)" ` +
    `font-family="sans-serif" font-size="15">${escaped}</text></svg>`;
  return `url("data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}")`;
}

/** Marks the element; browser tests find it by this attribute. */
export const WATERMARK_ATTRIBUTE = 'data-watermark';

function styleOf(text: string): string {
  return [
    'position: fixed',
    'inset: 0',
    'z-index: 2147483647',
    'pointer-events: none',
    'display: block',
    'visibility: visible',
    'opacity: 1',
    `background-image: ${watermarkTile(text)}`,
    'background-repeat: repeat',
  ].join('; ');
}

/** Shows the watermark until the returned function is called. */
export function mountWatermark(text: string, parent: HTMLElement = document.body): () => void {
  const element = document.createElement('div');
  const attributes: Record<string, string> = {
    [WATERMARK_ATTRIBUTE]: text,
    'aria-hidden': 'true',
    style: styleOf(text),
  };
  const restore = () => {
    for (const name of element.getAttributeNames()) {
      if (!(name in attributes)) element.removeAttribute(name);
    }
    for (const [name, value] of Object.entries(attributes)) {
      if (element.getAttribute(name) !== value) element.setAttribute(name, value);
    }
    if (element.firstChild) element.replaceChildren();
    if (element.parentNode !== parent) parent.appendChild(element);
  };
  restore();
  // Its parent's children (removal) and the element itself (attributes, inserted content).
  const observer = new MutationObserver(restore);
  observer.observe(parent, { childList: true });
  observer.observe(element, { attributes: true, childList: true, characterData: true });
  return () => {
    observer.disconnect();
    element.remove();
  };
}
