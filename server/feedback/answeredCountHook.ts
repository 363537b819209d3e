/**
 * A user's `answeredCount` is the number of feedback records whose `answeredBy` is them: in the
 * transaction that answers (or re-answers, or deletes) a feedback, the count of each user it
 * names before or after is taken again from the stored records, so it stays true whoever answers.
 */
import { resources } from '../../src/core/generated/registry';
import { listIn, updateChanged } from '../db/recordsIn';
import { rowId } from '../db/rowCodec';
import type { WriteHook } from '../db/store';

const FEEDBACK = resources.feedback.api;
const USERS = resources.user.api;

export const answeredCountHook: WriteHook = async (tx, changes) => {
  const userIds = new Set<number>();
  for (const { collection, before, after } of changes) {
    if (collection !== FEEDBACK || before?.answeredBy === after?.answeredBy) continue;
    for (const record of [before, after]) {
      const id = rowId(record?.answeredBy);
      if (id !== undefined) userIds.add(id);
    }
  }
  for (const user of await listIn(tx, USERS, 'id', [...userIds])) {
    const answeredCount = await tx.count(FEEDBACK, [
      { kind: 'equals', field: 'answeredBy', values: new Set([String(user.id)]) },
    ]);
    await updateChanged(tx, USERS, user, { answeredCount });
  }
};
