/**
 * Reads while a write is under way (server/db/store.ts, connect.ts), on SQLite, the default store,
 * whose statements run on the event loop: a read answers from the last commit without waiting for
 * a transaction still open, and sees the write once it has committed.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { afterEach, expect, it } from 'vitest';
import { openStore } from '../../server/db/openStore';
import type { Store } from '../../server/db/store';

const opened: { store: Store; folder: string }[] = [];
afterEach(async () => {
  for (const { store, folder } of opened.splice(0)) {
    await store.close();
    rmSync(folder, { recursive: true, force: true });
  }
});

/** Far longer than any read takes: a read still waiting by then waits for the transaction. */
const PATIENCE_MS = 5000;

it('a read answers from the last commit while a transaction is open, then sees its write', async () => {
  const folder = mkdtempSync(join(tmpdir(), 'baraka-reads-'));
  const store = await openStore(join(folder, 'baraka.db'), {
    seed: () => ({ waybills: [{ id: 1, trackingNumber: 'READ-1', comment: 'before' }] }),
  });
  opened.push({ store, folder });

  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  let written = () => {};
  const wrote = new Promise<void>((resolve) => (written = resolve));
  const writing = store.transaction({ username: 'tester', action: 'update' }, async (tx) => {
    const record = await tx.get('waybills', 1);
    if (!record) throw new Error('the seeded waybill is missing');
    await tx.update('waybills', record, { comment: 'after' });
    written();
    await gate;
  });
  await wrote;

  const read = await Promise.race([
    store.get('waybills', 1),
    delay(PATIENCE_MS).then(() => 'still waiting for the transaction'),
  ]);
  expect(read).toMatchObject({ comment: 'before', version: 1 });

  release();
  await writing;
  expect(await store.get('waybills', 1)).toMatchObject({ comment: 'after', version: 2 });
});
