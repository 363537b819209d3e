import { QueryObserver, type QueryObserverResult } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { FreshAfterWriteQueryClient } from '../../../src/dataProvider/queryClient';

/** A server whose answers are read when asked and delivered when the test lets them go. */
function heldServer(initial: string[]) {
  let rows = initial;
  const held: (() => void)[] = [];
  return {
    write(next: string[]) {
      rows = next;
    },
    ask(): Promise<string[]> {
      const answer = [...rows];
      return new Promise((resolve) => held.push(() => resolve(answer)));
    },
    releaseAll() {
      held.splice(0).forEach((release) => release());
    },
    get waiting() {
      return held.length;
    },
  };
}

function watch(client: FreshAfterWriteQueryClient, queryFn: () => Promise<string[]>) {
  const observer = new QueryObserver(client, { queryKey: ['waybills', 'getList'], queryFn });
  let latest: QueryObserverResult<string[]> = observer.getCurrentResult();
  const unsubscribe = observer.subscribe((result) => {
    latest = result;
  });
  const settled = () =>
    expect.poll(() => latest.fetchStatus === 'idle' && latest.data !== undefined).toBe(true);
  return { settled, unsubscribe, result: () => latest };
}

describe('the query client after a write', () => {
  it('shows the write when the list was still on its first answer, asked before the write', async () => {
    const server = heldServer(['A-1', 'A-2']);
    const client = new FreshAfterWriteQueryClient();
    const list = watch(client, () => server.ask());
    expect(server.waiting).toBe(1);

    server.write(['A-2']);
    void client.invalidateQueries();
    server.releaseAll();

    await list.settled();
    expect(list.result().data).toEqual(['A-2']);
    list.unsubscribe();
  });

  it('asks again a list that already had an answer', async () => {
    const server = heldServer(['A-1', 'A-2']);
    const client = new FreshAfterWriteQueryClient();
    const list = watch(client, () => server.ask());
    server.releaseAll();
    await list.settled();

    server.write(['A-1']);
    const refreshed = client.invalidateQueries();
    server.releaseAll();
    await refreshed;

    expect(list.result().data).toEqual(['A-1']);
    list.unsubscribe();
  });

  it('lets a first answer arrive when the invalidation fetches nothing again', async () => {
    const server = heldServer(['A-1']);
    const client = new FreshAfterWriteQueryClient();
    const list = watch(client, () => server.ask());

    void client.invalidateQueries({ refetchType: 'none' });
    server.releaseAll();

    await list.settled();
    expect(list.result().data).toEqual(['A-1']);
    expect(server.waiting).toBe(0);
    list.unsubscribe();
  });
});
