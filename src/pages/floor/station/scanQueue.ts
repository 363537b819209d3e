/**
 * A floor station's scans, sent through a bad connection (docs/decisions.md "Scans offline"):
 * each is kept in IndexedDB (scanStore.ts) before it is sent, with its own Idempotency-Key, and
 * sent one at a time in the order scanned. A scan the API did not answer (no connection, a
 * timeout, 502/503/504, a 401 until the user signs in again) stays first in line and is sent
 * again with the same key: after a back-off (1 s doubling to 30 s), at once when the browser says
 * it is `online`, and at the next page load. An answer, 2xx or 4xx, settles it: the station's
 * `settle` sees it, and the text `settle` returns lists it for the operator ("needs attention")
 * instead of dropping it. The React side is useScanQueue.ts.
 */
import { ApiError } from '../../../dataProvider/apiClient';
import {
  attentionScans,
  dismissScan,
  keepScan,
  pendingScans,
  settleScan,
  type AttentionScan,
  type QueuedScan,
} from './scanStore';

/** What the API made of a scan: its answer, or its refusal (message translated by the API). */
export type ScanResult<A> = { ok: true; answer: A } | { ok: false; error: ApiError };

export interface ScanQueueState<P> {
  pending: readonly QueuedScan<P>[];
  attention: readonly AttentionScan<P>[];
}

export interface ScanQueueOptions<P, A> {
  /** Whose scans: a station's name ('pack') and the signed-in user's name. */
  station: string;
  username: string;
  /** Sends one scan with its key (as the `Idempotency-Key` header): the API's answer. */
  send: (payload: P, key: string) => Promise<A>;
  /**
   * A scan answered. `late`: the station was told it waits (`onWaiting`), or it was kept over a
   * reload, so the operator has moved on. A text returned lists it as needing attention.
   */
  settle: (scan: QueuedScan<P>, result: ScanResult<A>, late: boolean) => string | undefined;
  /** The scan waits for the connection: the station says it is kept. */
  onWaiting: (scan: QueuedScan<P>) => void;
  onChange: (state: ScanQueueState<P>) => void;
}

export interface ScanQueue<P> {
  /** Kept on disk, then sent in its turn; resolves once it is kept. */
  enqueue(payload: P): Promise<void>;
  /** Loads what a previous page left and sends it, before any new scan; call once. */
  start(): Promise<void>;
  /** The operator has seen a scan that needed attention: it leaves the list. */
  dismiss(key: string): Promise<void>;
  stop(): void;
}

const FIRST_WAIT_MS = 1000;
const LONGEST_WAIT_MS = 30_000;
/** No answer came: the request may not have reached the API, it is sent again. */
const UNANSWERED = new Set([0, 401, 408, 502, 503, 504]);

const isUnanswered = (error: unknown) =>
  !(error instanceof ApiError) || UNANSWERED.has(error.status);

export function createScanQueue<P, A>(options: ScanQueueOptions<P, A>): ScanQueue<P> {
  const { station, username } = options;
  let pending: QueuedScan<P>[] = [];
  let attention: AttentionScan<P>[] = [];
  /** Keys of the scans the station was told wait, and those kept over a reload. */
  const late = new Set<string>();
  let sending = false;
  let failures = 0;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  /** Nothing is sent before what a previous page left is loaded: it goes first. */
  let started = false;
  let lastScannedAt = 0;
  /** Keeps the writes of quick scans in the order scanned. */
  let kept = Promise.resolve();

  const changed = () => options.onChange({ pending: [...pending], attention: [...attention] });

  const waitingNotice = () => {
    for (const scan of pending)
      if (!late.has(scan.key)) {
        late.add(scan.key);
        options.onWaiting(scan);
      }
  };

  const sendLater = () => {
    const wait = Math.min(LONGEST_WAIT_MS, FIRST_WAIT_MS * 2 ** failures);
    failures += 1;
    retry = setTimeout(() => {
      retry = undefined;
      void pump();
    }, wait);
    waitingNotice();
  };

  async function sendFirst(scan: QueuedScan<P>): Promise<boolean> {
    let result: ScanResult<A>;
    try {
      result = { ok: true, answer: await options.send(scan.payload, scan.key) };
    } catch (error) {
      if (isUnanswered(error)) return false;
      result = { ok: false, error: error as ApiError };
    }
    failures = 0;
    const message = options.settle(scan, result, late.has(scan.key));
    const listed = message === undefined ? undefined : { ...scan, message, answeredAt: Date.now() };
    await settleScan(scan, listed);
    pending = pending.filter((other) => other.key !== scan.key);
    late.delete(scan.key);
    if (listed) attention = [...attention, listed];
    changed();
    return true;
  }

  async function pump(): Promise<void> {
    if (!started || sending || stopped || retry !== undefined) return;
    sending = true;
    try {
      while (!stopped && pending.length > 0) if (!(await sendFirst(pending[0]))) return sendLater();
    } finally {
      sending = false;
    }
  }

  /** The connection is back: sent at once, and a new failure waits the first wait again. */
  const online = () => {
    failures = 0;
    if (retry === undefined) return;
    clearTimeout(retry);
    retry = undefined;
    void pump();
  };

  return {
    enqueue(payload) {
      lastScannedAt = Math.max(Date.now(), lastScannedAt + 1);
      const scan = {
        key: crypto.randomUUID(),
        station,
        username,
        payload,
        scannedAt: lastScannedAt,
      };
      kept = kept.then(async () => {
        await keepScan(scan);
        pending = [...pending, scan];
        changed();
        if (retry !== undefined) waitingNotice();
        else void pump();
      });
      return kept;
    },
    async start() {
      const [stored, listed] = await Promise.all([
        pendingScans<P>(station, username),
        attentionScans<P>(station, username),
      ]);
      if (stopped) return;
      const fresh = new Set(pending.map((scan) => scan.key));
      const left = stored.filter((scan) => !fresh.has(scan.key));
      for (const scan of left) late.add(scan.key);
      lastScannedAt = Math.max(lastScannedAt, ...left.map((scan) => scan.scannedAt));
      pending = [...left, ...pending];
      attention = listed;
      started = true;
      changed();
      window.addEventListener('online', online);
      void pump();
    },
    async dismiss(key) {
      await dismissScan(key);
      attention = attention.filter((scan) => scan.key !== key);
      changed();
    },
    stop() {
      stopped = true;
      if (retry !== undefined) clearTimeout(retry);
      window.removeEventListener('online', online);
    },
  };
}
