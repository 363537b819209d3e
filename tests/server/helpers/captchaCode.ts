/**
 * Reads the code out of the demo captcha SVG the way any client could: the characters are the
 * contents of the <text> elements, in document order. (The picture is not meant to resist bots.)
 */
export function readCaptchaCode(svg: string): string {
  return [...svg.matchAll(/<text\b[^>]*>([^<]*)<\/text>/g)].map((match) => match[1]).join('');
}
