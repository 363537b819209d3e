/** The scale reader over a fake serial port: what a settled reading is, and what it never is. */
import { describe, expect, it } from 'vitest';
import {
  parseScaleLine,
  readSettledWeight,
  SETTLED_REPEATS,
  type ScalePort,
} from '../../../src/pages/floor/receive/scaleReader';

/** A port whose stream sends these chunks (a line may be cut anywhere), then ends. */
function fakePort(chunks: readonly string[]): ScalePort {
  const encoder = new TextEncoder();
  return {
    readable: new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
        controller.close();
      },
    }),
  };
}

describe('parseScaleLine', () => {
  it('reads kg and g, the stable flag, and nothing from noise', () => {
    expect(parseScaleLine('ST,GS,+  1.234kg')).toEqual({ kg: 1.234, stable: true });
    expect(parseScaleLine('US,GS,+  1.230kg')).toEqual({ kg: 1.23, stable: false });
    expect(parseScaleLine(' 2,5 kg')).toEqual({ kg: 2.5, stable: undefined });
    expect(parseScaleLine('1250 g')).toEqual({ kg: 1.25, stable: undefined });
    expect(parseScaleLine('OL')).toBeUndefined();
    expect(parseScaleLine('')).toBeUndefined();
  });
});

describe('readSettledWeight', () => {
  it('settles at once on a stable line, after unstable ones', async () => {
    const port = fakePort(['US,GS,+ 0.900kg\r\nUS,GS,+ 1.1', '00kg\r\nST,GS,+ 1.105kg\r\n']);
    await expect(readSettledWeight(port)).resolves.toBe(1.105);
  });

  it('settles on the same weight sent so many times in a row, by a scale without a flag', async () => {
    const lines = ['0.000 kg', '1.500 kg', '1.520 kg', '1.520 kg', '1.500 kg', '1.520 kg'];
    const settled = Array.from({ length: SETTLED_REPEATS }, () => '1.525 kg');
    const port = fakePort([...lines, ...settled].map((line) => `${line}\n`));
    await expect(readSettledWeight(port)).resolves.toBe(1.525);
  });

  it('never settles on an empty scale or on unstable lines, and says when the scale stops', async () => {
    const port = fakePort(['0.000 kg\n0.000 kg\n0.000 kg\n', 'US,GS,+ 2.000kg\n'.repeat(5)]);
    await expect(readSettledWeight(port)).rejects.toThrow('The scale stopped sending');
    // The stream is released: the next reading may read it again.
    expect(port.readable?.locked).toBe(false);
  });

  it('refuses a port that is not open', async () => {
    await expect(readSettledWeight({ readable: null })).rejects.toThrow('not open');
  });
});
