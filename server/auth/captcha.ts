/**
 * The verification code image of the login flow: a small SVG with the code's letters rotated,
 * shifted, coloured and displaced by a turbulence filter, over noise lines and dots. Each letter
 * is its own <text> element, so the image stays plain markup: it slows a person down a little and
 * is NOT meant to resist bots (this is a demo API; docs/api.md says so).
 */
import { randomInt } from 'node:crypto';

/** No 0/O, 1/I/L: letters a person could confuse. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 5;
const WIDTH = 130;
const HEIGHT = 44;
const NOISE_LINES = 6;
const NOISE_DOTS = 30;

export function createCaptchaCode(): string {
  return Array.from({ length: CODE_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}

export function renderCaptchaSvg(code: string): string {
  const step = (WIDTH - 20) / code.length;
  const letters = [...code].map((letter, index) => {
    const x = 10 + step * index + randomInt(0, 6);
    const y = 30 + randomInt(-4, 5);
    const angle = randomInt(-25, 26);
    const skew = randomInt(-12, 13);
    return (
      `<text x="${x}" y="${y}" font-size="${randomInt(22, 29)}" font-family="monospace" ` +
      `font-weight="bold" fill="${darkColour()}" ` +
      `transform="rotate(${angle} ${x} ${y}) skewX(${skew})">${letter}</text>`
    );
  });
  const lines = Array.from(
    { length: NOISE_LINES },
    () =>
      `<path d="M${randomInt(WIDTH)} ${randomInt(HEIGHT)} Q${randomInt(WIDTH)} ${randomInt(HEIGHT)} ` +
      `${randomInt(WIDTH)} ${randomInt(HEIGHT)}" stroke="${darkColour()}" stroke-width="1.5" fill="none"/>`,
  );
  const dots = Array.from(
    { length: NOISE_DOTS },
    () =>
      `<circle cx="${randomInt(WIDTH)}" cy="${randomInt(HEIGHT)}" r="1" fill="${darkColour()}"/>`,
  );
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">`,
    '<filter id="warp"><feTurbulence type="fractalNoise" baseFrequency="0.04" numOctaves="2" ' +
      `seed="${randomInt(1000)}"/><feDisplacementMap in="SourceGraphic" scale="4"/></filter>`,
    `<rect width="100%" height="100%" fill="#f4f1ea"/>`,
    ...lines,
    `<g filter="url(#warp)">${letters.join('')}</g>`,
    ...dots,
    '</svg>',
  ].join('');
}

function darkColour(): string {
  return `rgb(${randomInt(20, 120)},${randomInt(20, 120)},${randomInt(20, 120)})`;
}
