/**
 * A floor station's scan queue (scanQueue.ts) for React: scans kept in IndexedDB before they are
 * sent, sent in order, sent again after a lost connection and at the next page load, each with
 * its Idempotency-Key, so none applies twice. To adopt it in a station:
 *
 *   const scans = useScanQueue({
 *     station: 'receive',
 *     // the station's API call, the key passed on as the `Idempotency-Key` header
 *     send: (payload, key) => receiveParcel(payload, key),
 *     // show a live answer; for a late one (`late`), return a text to list it for the operator
 *     settle: (scan, result, late) => ...,
 *     onWaiting: (scan) => ... // say the scan is kept until the connection is back
 *   });
 *   scans.enqueue(payload);  // instead of calling the API
 *   <OfflineScans pending={scans.pending} attention={scans.attention} onDismiss={scans.dismiss} />
 *
 * The action it calls must be `idempotent: true` in its YAML (docs/schema.md). The callbacks may
 * change between renders: the latest ones are used.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { getUser } from '../../../session/session';
import { createScanQueue, type ScanQueue, type ScanQueueOptions } from './scanQueue';
import type { AttentionScan, QueuedScan } from './scanStore';

type Callbacks<P, A> = Pick<ScanQueueOptions<P, A>, 'send' | 'settle' | 'onWaiting'>;

export function useScanQueue<P, A>(options: { station: string } & Callbacks<P, A>) {
  const { station } = options;
  const username = getUser()?.username ?? '';
  const [pending, setPending] = useState<readonly QueuedScan<P>[]>([]);
  const [attention, setAttention] = useState<readonly AttentionScan<P>[]>([]);
  const callbacks = useRef<Callbacks<P, A>>(options);
  useEffect(() => {
    callbacks.current = options;
  });
  const queue = useRef<ScanQueue<P>>(undefined);

  useEffect(() => {
    const created = createScanQueue<P, A>({
      station,
      username,
      send: (payload, key) => callbacks.current.send(payload, key),
      settle: (scan, result, late) => callbacks.current.settle(scan, result, late),
      onWaiting: (scan) => callbacks.current.onWaiting(scan),
      onChange: (state) => {
        setPending(state.pending);
        setAttention(state.attention);
      },
    });
    queue.current = created;
    void created.start();
    return () => created.stop();
  }, [station, username]);

  return {
    /** The scans not answered yet, oldest first. */
    pending,
    /** The scans whose late answer the operator must see, until dismissed. */
    attention,
    enqueue: useCallback((payload: P) => queue.current?.enqueue(payload), []),
    dismiss: useCallback((key: string) => queue.current?.dismiss(key), []),
  };
}
