/**
 * The scale behind one function (docs/decisions.md "Receiving"): a serial port's lines read until
 * a reading is settled, the weight answered in kg. Scales print a line per reading, such as
 * `ST,GS,+  1.234kg` (stable) or `US,GS,+  1.230kg` (unstable), or only `1.234 kg`: a line that
 * says `ST` is settled at once, one that says `US` never is, and a line with no flag is settled
 * when the same weight comes `repeats` times in a row. An empty scale (0, or less) settles nothing.
 */

/** What the reader needs of a Web Serial port (an open `SerialPort`, or a test's fake one). */
export interface ScalePort {
  readonly readable: ReadableStream<Uint8Array> | null;
}

/** The same weight this many times in a row, from a scale that sends no stable flag. */
export const SETTLED_REPEATS = 3;

const READING = /([+-]?\s*\d+(?:[.,]\d+)?)\s*(kg|g)\b/i;
const STABLE = /\bST\b/;
const UNSTABLE = /\bUS\b/;

/** A line's weight in kg and whether it says it is stable (true), unstable (false) or neither. */
export function parseScaleLine(line: string): { kg: number; stable?: boolean } | undefined {
  const match = READING.exec(line);
  if (!match) return undefined;
  const value = Number(match[1].replace(/\s/g, '').replace(',', '.'));
  if (!Number.isFinite(value)) return undefined;
  // Grams to kg, kept to the gram.
  const kg = match[2].toLowerCase() === 'g' ? Math.round(value) / 1000 : value;
  const stable = STABLE.test(line) ? true : UNSTABLE.test(line) ? false : undefined;
  return { kg, stable };
}

/** Reads the port until a reading is settled; its weight in kg. The port's stream is released. */
export async function readSettledWeight(
  port: ScalePort,
  repeats = SETTLED_REPEATS,
): Promise<number> {
  if (!port.readable) throw new Error('The scale port is not open');
  const reader = port.readable.getReader();
  const decoder = new TextDecoder();
  let pending = '';
  let last: number | undefined;
  let times = 0;
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) throw new Error('The scale stopped sending');
      pending += decoder.decode(value, { stream: true });
      const lines = pending.split(/\r?\n|\r/);
      pending = lines.pop() ?? '';
      for (const line of lines) {
        const reading = parseScaleLine(line);
        if (!reading || reading.kg <= 0 || reading.stable === false) {
          times = 0;
          continue;
        }
        if (reading.stable) return reading.kg;
        times = reading.kg === last ? times + 1 : 1;
        last = reading.kg;
        if (times >= repeats) return reading.kg;
      }
    }
  } finally {
    reader.releaseLock();
  }
}
