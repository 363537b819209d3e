/**
 * Bounds on the JSON a client may send (bodies and the list parameters), checked on the raw text
 * before JSON.parse: parsing and every recursive walk after it (validation, storage) then only
 * ever see shallow documents, so a document nested 100,000 deep costs one linear scan, not a
 * stack overflow.
 */

/**
 * Nesting levels of objects and arrays. The deepest legitimate document is an audit entry's
 * before/after of a json field (botConfig `content.buttons[].url` inside a body): under 10.
 */
export const MAX_JSON_DEPTH = 32;
/** A request body, in bytes (the largest legitimate one is a few kB). */
export const MAX_BODY_BYTES = 1024 * 1024;
/** Each list parameter (`s`, `sort`, `range`), in characters: about 12,000 pasted tracking numbers. */
export const MAX_PARAMETER_CHARS = 256 * 1024;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;

/**
 * Whether the JSON text opens more than `maxDepth` objects/arrays inside one another, counting
 * brackets outside strings. Works on UTF-8 bytes as on a string: the characters it looks at are
 * ASCII, which never occur inside a multi-byte UTF-8 sequence. Malformed text is left to
 * JSON.parse to refuse.
 */
export function exceedsDepth(text: string | Uint8Array, maxDepth = MAX_JSON_DEPTH): boolean {
  const codeAt =
    typeof text === 'string'
      ? (index: number) => text.charCodeAt(index)
      : (index: number) => text[index];
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = codeAt(index);
    if (inString) {
      if (code === BACKSLASH) index += 1;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) {
      inString = true;
    } else if (code === OPEN_BRACE || code === OPEN_BRACKET) {
      depth += 1;
      if (depth > maxDepth) return true;
    } else if (code === CLOSE_BRACE || code === CLOSE_BRACKET) {
      depth -= 1;
    }
  }
  return false;
}
