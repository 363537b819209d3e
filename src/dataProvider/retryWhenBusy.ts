/**
 * A request the API answered 503 (docs/api.md "Errors": other writers kept the transaction from
 * committing, nothing was stored) is sent once more after the answer's Retry-After, at most
 * LONGEST_WAIT_MS: only requests that may be sent twice (reads, a versioned PUT, a DELETE), never
 * a create. A second 503 is the user's, with its message.
 */
import { ApiError } from './apiClient';

/** The longest Retry-After honoured (ms): a longer one is waited for no more than this. */
export const LONGEST_WAIT_MS = 2000;
/** The wait when the answer names none (ms). */
const DEFAULT_WAIT_MS = 1000;

const pause = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });

export async function retryOnceWhenBusy<T>(
  send: () => Promise<T>,
  signal?: AbortSignal,
): Promise<T> {
  try {
    return await send();
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 503) throw error;
    await pause(Math.min(error.retryAfterMs ?? DEFAULT_WAIT_MS, LONGEST_WAIT_MS), signal);
    return send();
  }
}
