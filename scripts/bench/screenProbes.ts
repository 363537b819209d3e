/**
 * What screensBench.ts runs inside the page (each function is sent on its own, so it uses nothing
 * from outside itself): a probe that notes when the page first shows what an input should have
 * done, checked at every frame, and when the input that started it was made.
 */

/** What the page shows once the input has worked. */
export type Effect =
  /** An element matching `selector` is on screen, holding `text` when given. */
  | { kind: 'shown'; selector: string; text?: string }
  /** The first element matching `selector` holds other text than `from` (and is not empty). */
  | { kind: 'changed'; selector: string; from: string }
  /** Every element matching `selector` holds `text`, and there is at least one. */
  | { kind: 'all'; selector: string; text: string }
  /** The text box matching `selector` holds something typed. */
  | { kind: 'typed'; selector: string }
  /**
   * Another page than `from` (path and hash) is open, without the list (`.RaList-main`), its
   * content holding `text` when given: a record opened.
   */
  | { kind: 'opened'; from: string; text?: string };

export interface Probe {
  /** performance.now() of the first real click or key after the probe was set (or set by hand). */
  inputAt?: number;
  /** performance.now() right after the frame that first painted the effect. */
  paintedAt?: number;
}

declare global {
  interface Window {
    __screenProbe?: Probe;
  }
}

/**
 * Sets window.__screenProbe and checks `effect` at every frame until it holds. A frame's
 * animation callbacks run just before it is painted; a message posted from one is handled right
 * after the paint. Runs as an init script (before the page's own) or on a page already open.
 */
export function setProbe(effect: Effect): void {
  const probe: Probe = {};
  window.__screenProbe = probe;
  const onInput = (event: Event) => {
    if (event.isTrusted && probe.inputAt === undefined) probe.inputAt = event.timeStamp;
  };
  for (const type of ['pointerdown', 'keydown'])
    window.addEventListener(type, onInput, { capture: true });
  const textOf = (element: Element | null) => (element?.textContent ?? '').trim();
  const holds = (): boolean => {
    switch (effect.kind) {
      case 'shown': {
        const found = [...document.querySelectorAll(effect.selector)];
        return found.some((e) => effect.text === undefined || textOf(e).includes(effect.text));
      }
      case 'changed': {
        const text = textOf(document.querySelector(effect.selector));
        return text !== '' && text !== effect.from;
      }
      case 'all': {
        const found = [...document.querySelectorAll(effect.selector)];
        return found.length > 0 && found.every((e) => textOf(e).includes(effect.text));
      }
      case 'opened':
        return (
          location.pathname + location.hash !== effect.from &&
          !document.querySelector('.RaList-main') &&
          (effect.text === undefined || (document.body.textContent ?? '').includes(effect.text))
        );
      case 'typed': {
        const box = document.querySelector(effect.selector);
        return box instanceof HTMLInputElement || box instanceof HTMLTextAreaElement
          ? box.value !== ''
          : false;
      }
    }
  };
  const check = () => {
    if (!holds()) {
      requestAnimationFrame(check);
      return;
    }
    const channel = new MessageChannel();
    channel.port1.onmessage = () => (probe.paintedAt = performance.now());
    channel.port2.postMessage(null);
  };
  requestAnimationFrame(check);
}

/**
 * The centre of the first element matching `selector` (viewport pixels), or null while there is
 * none with a size; the probe's state beside it, so that one round trip serves both.
 */
export function pointAndProbe(selector: string): {
  point: { x: number; y: number } | null;
  probe: Probe | undefined;
} {
  const box = document.querySelector(selector)?.getBoundingClientRect();
  const point =
    box && box.width > 0 && box.height > 0
      ? { x: box.x + box.width / 2, y: box.y + box.height / 2 }
      : null;
  return { point, probe: window.__screenProbe };
}
