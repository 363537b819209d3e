/**
 * What every transaction does before it commits: each entity's write hooks
 * (server/entities/), which recompute the figures derived from what it wrote and refuse what
 * its rules forbid, in the order their declared reads and writes give (hookOrder.ts); last, the
 * delete of a record other records still name is refused, whatever the hooks changed.
 */
import { referencedDeleteHook } from './resources/referencedDelete';
import type { WriteHook } from './db/store';
import { entityHooks } from './entities/entities';
import type { DeclaredHook } from './entities/entityModule';
import { orderHooks } from './entities/hookOrder';

const referencedDelete: DeclaredHook = {
  name: 'referencedDelete',
  reads: ['*'],
  writes: [],
  run: referencedDeleteHook,
};

/** The hooks in the order they run; a cycle in their declarations throws here, at start-up. */
export const orderedHooks: readonly DeclaredHook[] = orderHooks([...entityHooks, referencedDelete]);

export const writeHooks: readonly WriteHook[] = orderedHooks.map((hook) => hook.run);
