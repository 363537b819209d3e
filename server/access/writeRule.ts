/**
 * The business rule of an entity's writes (server/entities/entityModule.ts names each entity's):
 * who writes, and the rule's verdict.
 */
import type { Role } from '../../src/core/generated/access';
import type { DbRecord } from '../db/types';
import type { FieldErrorKeys } from '../http/sendError';

export interface WriteActor {
  username: string;
  /** Undefined for a role the app does not know: it passes no element rule. */
  role: Role | undefined;
}

export type WriteOutcome =
  | { ok: true; record: DbRecord }
  | { ok: false; status: 400 | 403 | 409; message: string; errors?: FieldErrorKeys };

/**
 * A business rule of every write of the entity's records, whichever route writes (CRUD, actions,
 * bulk changes): it may refuse the write or complete the record. `before` is undefined on
 * create; `after` is the validated record about to be stored.
 */
export type WriteRule = (
  before: DbRecord | undefined,
  after: DbRecord,
  actor: WriteActor,
  now: Date,
) => WriteOutcome;
