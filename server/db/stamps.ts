/**
 * Fields the server stamps (schema `stampedOn`) with the signed-in user (a reference) or the time
 * (a datetime): `createdBy` on create, `answeredBy` and `answeredAt` when the answer changes.
 * Whatever the request said of them was refused before.
 */
import type { Author } from './author';
import { tableFor } from './tables';

export function withStamps(
  collection: string,
  before: Record<string, unknown> | undefined,
  next: Record<string, unknown>,
  author: Author,
  now: Date,
): Record<string, unknown> {
  const { meta } = tableFor(collection);
  if (author.userId === undefined) return next;
  const stamped = { ...next };
  for (const field of meta.fields) {
    const trigger = field.stampedOn;
    if (trigger === undefined) continue;
    const due =
      trigger === 'create'
        ? before === undefined
        : JSON.stringify(before?.[trigger]) !== JSON.stringify(next[trigger]);
    if (due) stamped[field.name] = field.type === 'datetime' ? now.toISOString() : author.userId;
  }
  return stamped;
}
