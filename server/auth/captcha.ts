/**
 * The verification code of the login flow and its picture. The code comes from node:crypto (the
 * picture library's own uses Math.random); the picture is drawn by svg-captcha, which turns each
 * character into a jittered glyph outline (`<path>`), in shuffled order among noise curves: the
 * markup holds no text a script could read off. It is not proof against OCR or glyph matching; the
 * failure counters (loginAttempts.ts) are what slows guessing.
 */
import { randomInt } from 'node:crypto';
import type svgCaptcha from 'svg-captcha';

/** No 0/O, 1/I/L: letters a person could confuse. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 5;
const DRAWING = { width: 150, height: 50, fontSize: 50, noise: 4, background: '#f4f1ea' };

export function createCaptchaCode(): string {
  return Array.from({ length: CODE_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}

type DrawingOptions = NonNullable<Parameters<typeof svgCaptcha.create>[0]>;
/** The package's main export draws a given text; its typings declare only the helpers beside it. */
type DrawText = (text: string, options: DrawingOptions) => string;

let drawText: Promise<DrawText> | undefined;

/**
 * The SVG picture of `code`. The library (and the font it parses) loads on the first picture, so
 * a start that nobody fails a login on does not pay for it.
 */
export async function renderCaptchaSvg(code: string): Promise<string> {
  drawText ??= import('svg-captcha').then((module) => module.default as unknown as DrawText);
  return (await drawText)(code, DRAWING);
}
